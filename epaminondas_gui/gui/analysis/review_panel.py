"""Game review, the panel: progress, graph, a per-side summary and the list of errors.

:class:`ReviewPanel` follows a :class:`~.review_controller.ReviewController` (attached with
``set_controller``), starts it from its own button, and asks the window to show the
positions the user picks.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...core.rules.position import DEFAULT_RULES, Color, Move, Position, Rules
from ...core.study.analysis import Classification, GameReview, MoveReview
from ..scrolling import least_height_for_width
from ..texts import color_name
from ..visibility import set_shown
from .review_controller import ReviewController
from .review_graph import CLASS_COLORS, EvalGraphWidget, classification_name, move_label

_DOTS: dict[int, QIcon] = {}
"""The error list's dots by colour (rgba): drawn once, not for every entry of every list
made (a long game's review ended with 80 drawn, a third of its 150 ms)."""


def _dot_icon(color: QColor) -> QIcon:
    icon = _DOTS.get(color.rgba())
    if icon is None:
        icon = _DOTS[color.rgba()] = _draw_dot(color)
    return icon


def _draw_dot(color: QColor) -> QIcon:
    # 16 px with the dot in the middle: list views scale small icons up.
    pixmap = QPixmap(32, 32)
    pixmap.setDevicePixelRatio(2.0)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(color)
    painter.drawEllipse(QRectF(3.5, 3.5, 9, 9))
    painter.end()
    return QIcon(pixmap)


def _dot(color: QColor, line_height: int) -> QLabel:
    """A class's dot, as tall as a line of text and put at the top of its cell: beside a
    name wrapped on three lines ("Allowed a forced loss" in German) it stays on the first,
    with the counts, not in the middle."""
    label = QLabel()
    label.setPixmap(_dot_icon(color).pixmap(16, 16))
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setFixedSize(16, line_height)
    return label


class ErrorList(QListWidget):
    """The review's errors, wrapped. At least its first :attr:`LEAST_ROWS` entries tall
    (all of them when fewer): on a small screen the page around the panel scrolls to a
    list that shows whole entries, not a part of one in a list of three lines."""

    LEAST_ROWS = 3

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._least = 0
        model = self.model()
        # Asked again once the event loop turns, not measured at each entry: measuring
        # lays every entry out, and a review's end sets sixty texts (0.4 s, not 4 ms).
        for changed in (model.rowsInserted, model.rowsRemoved, model.modelReset,
                        model.dataChanged):
            changed.connect(self.updateGeometry)

    def _least_height(self) -> int:
        rows = min(self.count(), self.LEAST_ROWS)
        if rows == 0:
            return 0
        # The entries as laid out at the list's width (wrapped), and the space between.
        last = self.visualItemRect(self.item(rows - 1))
        first = self.visualItemRect(self.item(0))
        return last.bottom() - first.top() + 1 + 2 * self.frameWidth() + 2 * self.spacing()

    def _least_may_change(self) -> None:
        least = self._least_height()
        if least != self._least:
            self._least = least
            self.updateGeometry()

    def updateGeometries(self) -> None:
        # Called once the entries are laid out again, as at a new width.
        super().updateGeometries()
        self._least_may_change()

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return QSize(hint.width(), max(hint.height(), self._least_height()))


def _piece_pixmap(color: Color) -> QPixmap:
    """A small piece of ``color``, drawn as on the board (light with a dark rim, dark)."""
    pixmap = QPixmap(28, 28)
    pixmap.setDevicePixelRatio(2.0)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    white = color is Color.WHITE
    painter.setPen(QPen(QColor("#2a2520" if white else "#0b0b0e"), 1.2))
    painter.setBrush(QColor("#f6f1e7" if white else "#26272d"))
    painter.drawEllipse(QRectF(1.5, 1.5, 11, 11))
    painter.end()
    return pixmap


def seconds_used(ms: int) -> str:
    """The time a move took, as an entry shows it: ``12.3 s``, ``0.0 s`` (tenths, rounded
    down; minutes and seconds from a minute: ``2:05``)."""
    if ms >= 60_000:
        return f"{ms // 60_000}:{ms // 1000 % 60:02d}"
    text = f"{ms // 1000}.{ms % 1000 // 100}"
    return QCoreApplication.translate("ReviewPanel", "%1 s").replace("%1", text)


def _bold(label: QLabel) -> None:
    # A bold font rather than a style sheet: the layout then knows the bold text's width.
    font = label.font()
    font.setBold(True)
    label.setFont(font)


class ReviewSummary(QWidget):
    """How many moves of each class each side played, the average loss per move, and the
    time the moves took when the game was played with clocks."""

    SHOWN = (
        Classification.BEST,
        Classification.GOOD,
        Classification.INACCURACY,
        Classification.MISTAKE,
        Classification.BLUNDER,
        Classification.MISSED_WIN,
        Classification.ALLOWED_LOSS,
    )

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ReviewSummary")
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(2)
        # The columns are headed by a piece of each colour, not the colour's name: the
        # panel then fits a narrow dock in every language (names are on hover).
        self._header = {c: QLabel() for c in (Color.WHITE, Color.BLACK)}
        for col, color in enumerate((Color.WHITE, Color.BLACK), start=2):
            label = self._header[color]
            label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            label.setPixmap(_piece_pixmap(color))
            grid.addWidget(label, 0, col)
        self._names: dict[Classification, QLabel] = {}
        self._counts: dict[tuple[Classification, Color], QLabel] = {}
        line = self.fontMetrics().height()
        top_right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop
        for row, kind in enumerate(self.SHOWN, start=1):
            grid.addWidget(_dot(CLASS_COLORS[kind], line), row, 0, Qt.AlignmentFlag.AlignTop)
            name = QLabel()
            name.setWordWrap(True)  # "Allowed a forced loss" in a narrow dock
            self._names[kind] = name
            grid.addWidget(name, row, 1)
            for col, color in enumerate((Color.WHITE, Color.BLACK), start=2):
                count = QLabel("–")
                count.setAlignment(top_right)
                self._counts[(kind, color)] = count
                grid.addWidget(count, row, col)
        self._drop_name = QLabel()
        self._drop_name.setWordWrap(True)
        grid.addWidget(self._drop_name, len(self.SHOWN) + 1, 1)
        self._drops = {c: QLabel("–") for c in (Color.WHITE, Color.BLACK)}
        for col, color in enumerate((Color.WHITE, Color.BLACK), start=2):
            self._drops[color].setAlignment(top_right)
            grid.addWidget(self._drops[color], len(self.SHOWN) + 1, col)
        self._time_name = QLabel()
        self._time_name.setWordWrap(True)
        grid.addWidget(self._time_name, len(self.SHOWN) + 2, 1)
        self._times = {c: QLabel() for c in (Color.WHITE, Color.BLACK)}
        for col, color in enumerate((Color.WHITE, Color.BLACK), start=2):
            self._times[color].setAlignment(top_right)
            grid.addWidget(self._times[color], len(self.SHOWN) + 2, col)
            self._times[color].setVisible(False)
        self._time_name.setVisible(False)  # until a move's time is known
        grid.setColumnStretch(1, 1)
        self.retranslate()

    def set_moves(self, moves: Sequence[MoveReview],
                  flag: tuple[Color, int] | None = None) -> None:
        """The summary of ``moves``; ``flag``: the side that lost on time and how long it
        thought until its flag fell (a move that was never made, counted in its time)."""
        review = GameReview(tuple(moves), (), (), False)
        for color in (Color.WHITE, Color.BLACK):
            counts = review.counts(color)
            played = sum(counts.values())
            for kind in self.SHOWN:
                self._counts[(kind, color)].setText(str(counts[kind]) if played else "–")
            self._drops[color].setText(f"{review.average_drop(color) / 100:.2f}" if played else "–")
        used = {color: review.time_used(color) for color in (Color.WHITE, Color.BLACK)}
        if flag is not None:
            used[flag[0]] = (used[flag[0]] or 0) + flag[1]
        timed = any(ms is not None for ms in used.values())
        for color, ms in used.items():
            self._times[color].setText(seconds_used(ms) if ms is not None else "–")
            self._times[color].setVisible(timed)
        self._time_name.setVisible(timed)

    def retranslate(self) -> None:
        for color, label in self._header.items():
            label.setToolTip(color_name(color))
            label.setAccessibleName(color_name(color))
        for kind, label in self._names.items():
            label.setText(classification_name(kind))
        self._drop_name.setText(self.tr("Average loss (pieces)"))
        self._drop_name.setToolTip(
            self.tr("How much the evaluation fell per move on average, in pieces")
        )
        self._time_name.setText(self.tr("Time used"))
        self._time_name.setToolTip(self.tr("How long each side thought, by the clocks"))


class ReviewPanel(QWidget):
    """Progress, graph, summary and the list of errors of a game review.

    Attach a :class:`ReviewController` with :meth:`set_controller`. ``ply_clicked(n)``
    asks the window to show the position after ``n`` moves (a graph point, or for an
    entry of the error list the position *before* the error, where the better move can be
    shown with ``better_move_requested``).
    """

    ply_clicked = Signal(int)
    better_move_requested = Signal(object)
    """The MoveReview of an error the user picked in the list (show its better move)."""
    cancel_requested = Signal()
    start_requested = Signal()
    """The Review button was pressed: the window starts a review of its game."""
    learn_requested = Signal()
    """Learn from your mistakes: the window opens the exercises of the review's errors."""

    def __init__(
        self, controller: ReviewController | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("ReviewPanel")
        self._controller: ReviewController | None = None
        self._moves: list[MoveReview] = []
        self._flag: tuple[Color, int] | None = None
        self._why: dict[int, str] = {}
        """Why each error was one, by ply (set_explanations)."""
        self.entries_made = 0
        """Items made for the error list (tests count them)."""
        self.title = QLabel()
        _bold(self.title)
        self.start_button = QPushButton()
        self.start_button.setObjectName("ReviewStart")
        self.start_button.clicked.connect(self.start_requested)
        self._running = False
        self._reviewed = False
        """A review has run to its end (the button then offers to review again)."""
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.progress = QProgressBar()
        self.progress.setTextVisible(False)
        self.progress.setMaximumHeight(8)
        self.cancel_button = QPushButton()
        self.learn_button = QPushButton()
        self.learn_button.setObjectName("ReviewLearn")
        self.learn_button.clicked.connect(self.learn_requested)
        self.cancel_button.clicked.connect(self._on_cancel)
        self.graph = EvalGraphWidget()
        self.graph.ply_clicked.connect(self.ply_clicked)
        self.summary = ReviewSummary()
        self.errors_title = QLabel()
        _bold(self.errors_title)
        self.errors = ErrorList()
        self.errors.setObjectName("ReviewErrors")
        self.errors.setAlternatingRowColors(True)
        # Long entries ("12… e1.e4-e6 ?? Blunder · better: …") wrap instead of being cut,
        # and are laid out again when the dock changes width.
        self.errors.setWordWrap(True)
        self.errors.setResizeMode(QListView.ResizeMode.Adjust)
        self.errors.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.errors.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.errors.itemActivated.connect(self._on_error_item)
        self.errors.itemClicked.connect(self._on_error_item)

        progress_row = QHBoxLayout()
        progress_row.addWidget(self.progress, 1)
        progress_row.addWidget(self.cancel_button)
        # Not running: the Start button in the progress bar's place, at the left.
        progress_row.addWidget(self.start_button)
        progress_row.addStretch(0)
        line = QFrame()
        line.setFrameShape(QFrame.Shape.HLine)
        line.setFrameShadow(QFrame.Shadow.Sunken)
        self._layout = layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(6)
        layout.addWidget(self.title)
        layout.addWidget(self.status)
        layout.addLayout(progress_row)
        layout.addWidget(self.graph)
        layout.addWidget(self.summary)
        layout.addWidget(line)
        layout.addWidget(self.errors_title)
        layout.addWidget(self.errors, 1)
        layout.addWidget(self.learn_button, 0, Qt.AlignmentFlag.AlignLeft)
        self._set_running(False)
        self.retranslate()
        if controller is not None:
            self.set_controller(controller)

    def heightForWidth(self, width: int) -> int:
        # The errors list scrolls; the page around the panel only when even that is short.
        return least_height_for_width(self._layout, width)

    def set_controller(self, controller: ReviewController) -> None:
        self._controller = controller
        controller.progress.connect(self.show_progress)
        controller.move_reviewed.connect(self.add_move)
        controller.finished.connect(self.show_review)
        controller.cancelled.connect(self._on_cancelled)
        controller.failed.connect(self._on_failed)
        controller.restarted.connect(self._on_restarted)
        controller.running_changed.connect(self._set_running)
        self._set_running(controller.running)

    def begin(self, positions: int) -> None:
        """Clear everything for a new review of a game of ``positions`` positions."""
        self._moves = []
        self._flag = None
        self._why = {}
        self.graph.clear()
        self.graph.set_length(positions)
        self.summary.set_moves([])
        self.errors.clear()
        self.progress.setRange(0, positions)
        self.progress.setValue(0)
        self._reviewed = False
        self._retranslate_start()
        self.status.setText(self.tr("Reviewing the game…"))

    def start_review(
        self, positions: Sequence[Position], moves: Sequence[Move], rules: Rules = DEFAULT_RULES,
        *, times_used: Sequence[int | None] = (), flag: tuple[Color, int] | None = None,
    ) -> None:
        """Begin and start the attached controller in one call (``times_used``: each
        move's time, from the clocks; ``flag``: see :meth:`ReviewSummary.set_moves`)."""
        assert self._controller is not None
        self.begin(len(positions))
        self._flag = flag
        self._controller.start(positions, moves, rules, times_used=times_used)

    def show_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)
        self.status.setText(
            self.tr("Reviewing the game… %1 of %2 positions")
            .replace("%1", str(done))
            .replace("%2", str(total))
        )

    def add_move(self, review: MoveReview) -> None:
        self._moves.append(review)
        self.graph.add_move(review)
        self.summary.set_moves(self._moves, self._flag)
        if review.classification.is_error:
            self._add_error(review)

    def show_review(self, review: GameReview) -> None:
        self._moves = list(review.moves)
        self._reviewed = True
        self._retranslate_start()
        self.graph.set_review(review)
        self.summary.set_moves(self._moves, self._flag)
        self._fill_errors()
        errors = len(review.errors())
        self.status.setText(
            self.tr("Review complete: no errors found.")
            if errors == 0
            else self.tr("Review complete: %n error(s) found.", "", errors)
        )

    def set_explanations(self, texts: dict[int, str]) -> None:
        """Why each error was one, by ply, shown under its entry."""
        self._why = dict(texts)
        self._fill_errors()

    def _fill_errors(self) -> None:
        """The error list made to show the review's moves. The entries already there (a
        review's end: each added as its move came) keep their items, only a changed text
        is set again; the list is made anew only when its errors are others."""
        errors = [move for move in self._moves if move.classification.is_error]
        items = [self.errors.item(row) for row in range(self.errors.count())]
        if [item.data(Qt.ItemDataRole.UserRole) for item in items] == [m.ply for m in errors]:
            for item, move in zip(items, errors, strict=True):
                text, tip = self._entry_texts(move)
                if item.text() != text or item.toolTip() != tip:
                    item.setText(text)
                    item.setToolTip(tip)
                    item.setIcon(_dot_icon(CLASS_COLORS[move.classification]))
            return
        self.errors.setUpdatesEnabled(False)
        try:
            self.errors.clear()
            for move in errors:
                self._add_error(move)
        finally:
            self.errors.setUpdatesEnabled(True)

    def _entry_texts(self, move: MoveReview) -> tuple[str, str]:
        """An error's entry and its tooltip."""
        text = f"{move_label(move)} {move.classification.glyph}  " + classification_name(
            move.classification
        )
        if move.better_move is not None and move.best_notation:
            text += "  ·  " + self.tr("better: %1").replace("%1", move.best_notation)
        if self._why.get(move.ply):
            text += "\n" + self._why[move.ply]
        if move.time_used_ms is not None:
            text += "  ·  " + seconds_used(move.time_used_ms)
        # The whole entry on hover too, should a narrow dock still wrap it awkwardly.
        tip = (
            text
            + "\n"
            + self.tr("%1 lost %2 pieces with this move")
            .replace("%1", color_name(move.mover))
            .replace("%2", f"{move.drop / 100:.2f}")
        )
        return text, tip

    def _add_error(self, move: MoveReview) -> None:
        text, tip = self._entry_texts(move)
        self.entries_made += 1
        item = QListWidgetItem(text)
        item.setData(Qt.ItemDataRole.UserRole, move.ply)
        item.setIcon(_dot_icon(CLASS_COLORS[move.classification]))
        item.setToolTip(tip)
        self.errors.addItem(item)

    def _on_error_item(self, item: QListWidgetItem) -> None:
        ply = item.data(Qt.ItemDataRole.UserRole)
        if not isinstance(ply, int):
            return
        self.ply_clicked.emit(ply)
        for move in self._moves:
            if move.ply == ply:
                self.better_move_requested.emit(move)
                break

    def _on_cancel(self) -> None:
        if self._controller is not None:
            self._controller.cancel()
        self.cancel_requested.emit()

    def _on_cancelled(self) -> None:
        self.status.setText(self.tr("Review cancelled."))

    def _on_failed(self, message: str) -> None:
        self.status.setText(self.tr("The review failed: %1").replace("%1", message))

    def _on_restarted(self, message: str) -> None:
        self.status.setText(self.tr("The engine failed (%1); a new one was started and "
                                    "the review goes on.").replace("%1", message.rstrip(".")))

    def _set_running(self, running: bool) -> None:
        self._running = running
        set_shown(self.progress, running)
        set_shown(self.cancel_button, running)
        set_shown(self.start_button, not running)
        set_shown(self.learn_button, not running and self._reviewed and bool(self._moves)
                  and any(m.better_move for m in self._moves))

    def set_can_start(self, can: bool) -> None:
        """Whether there is a game to review (moves played): the button follows it."""
        if can == self.start_button.isEnabled():
            return  # told at every move: its texts are set once it changes
        self.start_button.setEnabled(can)
        self._retranslate_start()

    def _retranslate_start(self) -> None:
        self.start_button.setText(
            self.tr("Review again") if self._reviewed else self.tr("Review")
        )
        self.learn_button.setText(self.tr("Learn from the mistakes"))
        self.learn_button.setToolTip(self.tr("Find better moves for the errors of this game"))
        self._set_running(self._running)
        self.start_button.setToolTip(
            self.tr("Grade every move of the game with the engine (Ctrl+R)")
            if self.start_button.isEnabled()
            else self.tr("Play some moves first: there is nothing to review yet.")
        )

    def retranslate(self) -> None:
        self.title.setText(self.tr("Game review"))
        self._retranslate_start()
        self.cancel_button.setText(self.tr("Cancel"))
        self.errors_title.setText(self.tr("Errors"))
        self.summary.retranslate()
        if not self.status.text():
            self.status.setText(self.tr("Press Review to see where the game was won and lost."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
