"""Game review: grade every move of a game with the analysis engine, and show the result
as an evaluation graph, a per-side summary and a list of the errors.

:class:`ReviewController` runs :func:`core.analysis.review_game` as a job of an
:class:`~.ai_worker.EngineRunner`: the engine searches each position in its own process.
:class:`EvalGraphWidget` draws the evaluation over the game; :class:`ReviewPanel` puts
graph, progress and summary together.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QPointF,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QIcon,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from ...core.ai.types import Score
from ...core.engine.client import EngineSpec
from ...core.rules.position import DEFAULT_RULES, Color, Move, Position, Rules
from ...core.study.analysis import (
    Analyser,
    Classification,
    GameReview,
    MoveReview,
    review_game,
    search_analyser,
)
from ..engine_runner import EngineRunner, Job, Purpose, Report, Searcher, Work
from ..texts import color_name
from ..theme import LIGHT, Theme
from .eval_bar import score_text, white_share, white_view

#: Thinking time per position of a review: a 60-move game takes about half a minute.
REVIEW_MOVETIME_MS = 500

AnalyserFactory = Callable[[int, Rules, threading.Event], Analyser]
"""(movetime_ms, rules, stop event) -> an analyser the review calls for each position
instead of the engine (the tests' stand-in)."""


#: Colours of the error classes (dots on the graph, badges in the lists).
CLASS_COLORS: dict[Classification, QColor] = {
    Classification.BEST: QColor("#3f9b58"),
    Classification.GOOD: QColor("#8aa86a"),
    Classification.INACCURACY: QColor("#e0b43a"),
    Classification.MISTAKE: QColor("#e67e22"),
    Classification.BLUNDER: QColor("#d0392b"),
    Classification.MISSED_WIN: QColor("#b0309b"),
    Classification.ALLOWED_LOSS: QColor("#9b1d1d"),
}


def classification_name(kind: Classification) -> str:
    translate = QCoreApplication.translate
    return {
        Classification.BEST: translate("Review", "Best move"),
        Classification.GOOD: translate("Review", "Good"),
        Classification.INACCURACY: translate("Review", "Inaccuracy"),
        Classification.MISTAKE: translate("Review", "Mistake"),
        Classification.BLUNDER: translate("Review", "Blunder"),
        Classification.MISSED_WIN: translate("Review", "Missed win"),
        Classification.ALLOWED_LOSS: translate("Review", "Allowed a forced loss"),
    }[kind]


def move_label(review: MoveReview) -> str:
    """``13. e1.f2-h4`` for White's move, ``13… g7-g6`` for Black's, numbered as in the
    move list (a move number covers one move of each side)."""
    black_first = (review.mover is Color.BLACK) == (review.ply % 2 == 0)
    number = (review.ply + (1 if black_first else 0)) // 2 + 1
    dots = "." if review.mover is Color.WHITE else "…"
    return f"{number}{dots} {review.notation}"


# -- the review job -----------------------------------------------------------------------


def review_work(
    positions: tuple[Position, ...],
    moves: tuple[Move, ...],
    rules: Rules,
    movetime_ms: int,
    factory: AnalyserFactory | None,
) -> Work:
    """The review as a job of an :class:`EngineRunner`: every position is searched by the
    engine, given as the game's start and the moves played to it so that the engine sees
    repetitions (or analysed by ``factory``'s analyser, the tests' stand-in); progress is
    reported as ``(done, total)`` tuples and each graded move as a :class:`MoveReview`."""

    def work(searcher: Searcher, stop: threading.Event, report: Report) -> object:
        if factory is not None:
            analyse = factory(movetime_ms, rules, stop)
        else:
            analyse = search_analyser(movetime_ms, rules=rules, stop=stop, hash_mb=16,
                                      run=searcher.search)
        return review_game(
            positions,
            moves,
            analyse,
            rules=rules,
            progress=lambda done, total: report((done, total)),
            on_move=report,
            stop=stop.is_set,
        )

    return work


class ReviewController(QObject):
    """Starts, reports and cancels a game review (GUI thread side).

    The review is a job of its own :class:`EngineRunner`: the analysis engine searches
    every position in its process, the runner's worker thread only grades the moves.
    Reports of a cancelled review are dropped by the runner.
    """

    progress = Signal(int, int)
    """(positions analysed, positions in all)."""
    move_reviewed = Signal(object)
    """A MoveReview, as soon as that move is graded (for live graph and table)."""
    finished = Signal(object)
    """The complete GameReview."""
    cancelled = Signal()
    failed = Signal(str)
    restarted = Signal(str)
    """The engine died or stopped answering; a new one reviews on (the reason)."""
    running_changed = Signal(bool)

    def __init__(
        self,
        analyser_factory: AnalyserFactory | None = None,
        parent: QObject | None = None,
        *,
        movetime_ms: int = REVIEW_MOVETIME_MS,
        engine: EngineSpec | None = None,
    ) -> None:
        super().__init__(parent)
        self._factory = analyser_factory
        self.movetime_ms = movetime_ms
        self._runner = EngineRunner(engine, parent=self)
        self._runner.info.connect(self._on_report)
        self._runner.result.connect(self._on_finished)
        self._runner.failed.connect(self._on_failed)
        self._runner.restarted.connect(lambda _job, message: self.restarted.emit(message))
        self.review: GameReview | None = None
        """The last complete review."""

    @property
    def settled(self) -> bool:
        """Nothing more can arrive from reviews started so far (cancelled ones included)."""
        return self._runner.settled

    @property
    def running(self) -> bool:
        return self._runner.busy

    @property
    def engine(self) -> EngineSpec:
        return self._runner.engine

    def set_engine(self, engine: EngineSpec) -> None:
        """Review with this engine from the next review on."""
        self._runner.engine = engine

    @property
    def engine_pid(self) -> int | None:
        """The engine process that searched for the latest review, while it runs."""
        return self._runner.engine_pid

    def start(
        self,
        positions: Sequence[Position],
        moves: Sequence[Move],
        rules: Rules = DEFAULT_RULES,
        *,
        movetime_ms: int | None = None,
    ) -> None:
        """Review a game (``positions`` has one more entry than ``moves``); cancels a
        review in progress."""
        if len(positions) != len(moves) + 1:
            raise ValueError("need one more position than moves")
        self.cancel()
        work = review_work(
            tuple(positions),
            tuple(moves),
            rules,
            movetime_ms if movetime_ms is not None else self.movetime_ms,
            self._factory,
        )
        self._runner.start_work(work, purpose=Purpose.REVIEW)
        self.running_changed.emit(True)

    def cancel(self) -> None:
        """Stop the review in progress (its partial result is dropped)."""
        if not self._runner.busy:
            return
        self._runner.cancel()
        self.running_changed.emit(False)
        self.cancelled.emit()

    def begin_shutdown(self) -> None:
        """Cancel and tell the engine to end, without waiting (see :meth:`shutdown`)."""
        self.cancel()
        self._runner.begin_shutdown()

    def shutdown(self) -> None:
        """Cancel and end the engine (call from the owner's closeEvent)."""
        self.cancel()
        self._runner.shutdown()

    def _on_report(self, _job: Job, payload: object) -> None:
        if isinstance(payload, MoveReview):
            self.move_reviewed.emit(payload)
        elif isinstance(payload, tuple):
            done, total = payload
            self.progress.emit(done, total)

    def _on_finished(self, _job: Job, review: object) -> None:
        assert isinstance(review, GameReview)
        self.review = review
        self.running_changed.emit(False)
        self.finished.emit(review)

    def _on_failed(self, _job: Job, message: str) -> None:
        self.running_changed.emit(False)
        self.failed.emit(message)


# -- the graph ----------------------------------------------------------------------------


class EvalGraphWidget(QWidget):
    """The evaluation of every position of the game, White's share up, like the bar.

    Point ``i`` is the position after ``i`` moves; clicking near it emits
    ``ply_clicked(i)`` (``GameSession.browse(i)`` shows it). Errors are dots in their
    class's colour on the position they led to.
    """

    ply_clicked = Signal(int)

    MARGIN_X = 8.0
    MARGIN_Y = 6.0

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("EvalGraph")
        self._theme: Theme = LIGHT
        self._scores: list[Score | None] = []
        self._moves: dict[int, MoveReview] = {}
        self._current: int | None = None
        self.setMouseTracking(True)
        self.setMinimumHeight(90)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    # -- data ----------------------------------------------------------------------------

    @property
    def point_count(self) -> int:
        return len(self._scores)

    def clear(self) -> None:
        self._scores = []
        self._moves = {}
        self._current = None
        self.update()

    def set_length(self, positions: int) -> None:
        """Reserve the x axis for a game of ``positions`` positions (moves + 1) before the
        review fills it, so the graph does not rescale while it grows."""
        self._scores = (self._scores + [None] * positions)[:positions]
        self.update()

    def add_move(self, review: MoveReview) -> None:
        """Add one graded move (from ReviewController.move_reviewed)."""
        needed = review.ply + 2
        if len(self._scores) < needed:
            self._scores.extend([None] * (needed - len(self._scores)))
        self._scores[review.ply] = white_view(review.score_before, review.mover)
        self._scores[review.ply + 1] = white_view(review.score_after, review.mover)
        self._moves[review.ply] = review
        self.update()

    def set_review(self, review: GameReview) -> None:
        self._scores = list(review.white_scores)
        self._moves = {m.ply: m for m in review.moves}
        self.update()

    def set_current_ply(self, ply: int | None) -> None:
        """Mark the position on the board (``session.view_ply``)."""
        self._current = ply
        self.update()

    def set_theme(self, theme: Theme) -> None:
        self._theme = theme
        self.update()

    # -- geometry ------------------------------------------------------------------------

    def _plot_rect(self) -> QRectF:
        return QRectF(self.rect()).adjusted(
            self.MARGIN_X, self.MARGIN_Y, -self.MARGIN_X, -self.MARGIN_Y
        )

    def _x(self, index: int, plot: QRectF) -> float:
        span = max(1, len(self._scores) - 1)
        return plot.left() + plot.width() * index / span

    def _y(self, score: Score, plot: QRectF) -> float:
        return plot.bottom() - plot.height() * white_share(score)

    def index_at(self, x: float) -> int | None:
        """The point nearest to a widget x coordinate, or None if the graph is empty."""
        if not self._scores:
            return None
        plot = self._plot_rect()
        span = max(1, len(self._scores) - 1)
        index = round((x - plot.left()) / max(plot.width(), 1.0) * span)
        return min(max(index, 0), len(self._scores) - 1)

    def point_position(self, index: int) -> QPointF:
        """Widget coordinates of point ``index`` (on the midline if not analysed yet)."""
        plot = self._plot_rect()
        score = self._scores[index] if 0 <= index < len(self._scores) else None
        y = self._y(score, plot) if score is not None else plot.center().y()
        return QPointF(self._x(index, plot), y)

    # -- events --------------------------------------------------------------------------

    def sizeHint(self) -> QSize:
        return QSize(320, 120)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            index = self.index_at(event.position().x())
            if index is not None:
                self.ply_clicked.emit(index)
                event.accept()
                return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        index = self.index_at(event.position().x())
        if index is None:
            QToolTip.hideText()
            return
        QToolTip.showText(event.globalPosition().toPoint(), self._tooltip(index), self)

    def _tooltip(self, index: int) -> str:
        score = self._scores[index]
        value = score_text(score) if score is not None else self.tr("not analysed yet")
        if index == 0:
            return self.tr("Start: %1").replace("%1", value)
        move = self._moves.get(index - 1)
        if move is None:
            return self.tr("After move %1: %2").replace("%1", str(index)).replace("%2", value)
        text = (
            self.tr("%1 (%2): %3")
            .replace("%1", move_label(move))
            .replace("%2", color_name(move.mover))
            .replace("%3", value)
        )
        if move.classification.is_error:
            text += "\n" + classification_name(move.classification)
            if move.better_move is not None:
                text += " · " + self.tr("better: %1").replace("%1", move.best_notation)
        return text

    # -- painting ------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        theme = self._theme
        whole = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        plot = self._plot_rect()
        # Black's colour above the curve, White's below it: the curve is White's share.
        black = QColor(theme.black_piece[1])
        white = QColor(theme.white_piece[1])
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(black)
        painter.drawRoundedRect(whole, 6, 6)
        known = [(i, s) for i, s in enumerate(self._scores) if s is not None]
        if known:
            area = QPainterPath(QPointF(self._x(known[0][0], plot), whole.bottom()))
            for i, s in known:
                area.lineTo(self._x(i, plot), self._y(s, plot))
            area.lineTo(self._x(known[-1][0], plot), whole.bottom())
            area.closeSubpath()
            painter.save()
            clip = QPainterPath()
            clip.addRoundedRect(whole, 6, 6)
            painter.setClipPath(clip)
            painter.setBrush(white)
            painter.drawPath(area)
            painter.restore()
        mid = QColor(theme.hint)
        mid.setAlpha(110)
        painter.setPen(QPen(mid, 1.0, Qt.PenStyle.DashLine))
        y0 = plot.center().y()
        painter.drawLine(QPointF(plot.left(), y0), QPointF(plot.right(), y0))
        if known:
            line = QPainterPath(QPointF(self._x(known[0][0], plot), self._y(known[0][1], plot)))
            for i, s in known[1:]:
                line.lineTo(self._x(i, plot), self._y(s, plot))
            painter.setPen(QPen(theme.hint, 1.6))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(line)
        if self._current is not None and 0 <= self._current < len(self._scores):
            x = self._x(self._current, plot)
            cursor = QColor(theme.cursor)
            painter.setPen(QPen(cursor, 1.5))
            painter.drawLine(QPointF(x, whole.top() + 2), QPointF(x, whole.bottom() - 2))
        for ply, move in self._moves.items():
            if not move.classification.is_error:
                continue
            center = self.point_position(ply + 1)
            painter.setPen(QPen(QColor(255, 255, 255, 220), 1.2))
            painter.setBrush(CLASS_COLORS[move.classification])
            radius = 4.5 if move.classification is Classification.INACCURACY else 5.5
            painter.drawEllipse(center, radius, radius)
        painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Mid), 1.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(whole, 6, 6)
        if not self._scores:
            painter.setPen(white)
            font = QFont(self.font())
            painter.setFont(font)
            painter.drawText(whole, Qt.AlignmentFlag.AlignCenter, self.tr("No review yet"))
        painter.end()


# -- summary and panel ----------------------------------------------------------------------


def _dot_icon(color: QColor) -> QIcon:
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


def _dot(color: QColor) -> QLabel:
    label = QLabel()
    label.setFixedSize(10, 10)
    label.setStyleSheet(f"background: {color.name()}; border-radius: 5px;")
    return label


class ReviewSummary(QWidget):
    """How many moves of each class each side played, and the average loss per move."""

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
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(2)
        self._header = {c: QLabel() for c in (Color.WHITE, Color.BLACK)}
        for col, color in enumerate((Color.WHITE, Color.BLACK), start=2):
            label = self._header[color]
            label.setAlignment(Qt.AlignmentFlag.AlignRight)
            label.setStyleSheet("font-weight: bold;")
            grid.addWidget(label, 0, col)
        self._names: dict[Classification, QLabel] = {}
        self._counts: dict[tuple[Classification, Color], QLabel] = {}
        for row, kind in enumerate(self.SHOWN, start=1):
            grid.addWidget(_dot(CLASS_COLORS[kind]), row, 0)
            name = QLabel()
            self._names[kind] = name
            grid.addWidget(name, row, 1)
            for col, color in enumerate((Color.WHITE, Color.BLACK), start=2):
                count = QLabel("–")
                count.setAlignment(Qt.AlignmentFlag.AlignRight)
                self._counts[(kind, color)] = count
                grid.addWidget(count, row, col)
        self._drop_name = QLabel()
        grid.addWidget(self._drop_name, len(self.SHOWN) + 1, 1)
        self._drops = {c: QLabel("–") for c in (Color.WHITE, Color.BLACK)}
        for col, color in enumerate((Color.WHITE, Color.BLACK), start=2):
            self._drops[color].setAlignment(Qt.AlignmentFlag.AlignRight)
            grid.addWidget(self._drops[color], len(self.SHOWN) + 1, col)
        grid.setColumnStretch(1, 1)
        self.retranslate()

    def set_moves(self, moves: Sequence[MoveReview]) -> None:
        review = GameReview(tuple(moves), (), (), False)
        for color in (Color.WHITE, Color.BLACK):
            counts = review.counts(color)
            played = sum(counts.values())
            for kind in self.SHOWN:
                self._counts[(kind, color)].setText(str(counts[kind]) if played else "–")
            self._drops[color].setText(f"{review.average_drop(color) / 100:.2f}" if played else "–")

    def retranslate(self) -> None:
        for color, label in self._header.items():
            label.setText(color_name(color))
        for kind, label in self._names.items():
            label.setText(classification_name(kind))
        self._drop_name.setText(self.tr("Average loss (pieces)"))
        self._drop_name.setToolTip(
            self.tr("How much the evaluation fell per move on average, in pieces")
        )


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

    def __init__(
        self, controller: ReviewController | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("ReviewPanel")
        self._controller: ReviewController | None = None
        self._moves: list[MoveReview] = []
        self.title = QLabel()
        self.title.setStyleSheet("font-weight: bold;")
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.progress = QProgressBar()
        self.progress.setTextVisible(False)
        self.progress.setMaximumHeight(8)
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(self._on_cancel)
        self.graph = EvalGraphWidget()
        self.graph.ply_clicked.connect(self.ply_clicked)
        self.summary = ReviewSummary()
        self.errors_title = QLabel()
        self.errors_title.setStyleSheet("font-weight: bold;")
        self.errors = QListWidget()
        self.errors.setObjectName("ReviewErrors")
        self.errors.setAlternatingRowColors(True)
        self.errors.itemActivated.connect(self._on_error_item)
        self.errors.itemClicked.connect(self._on_error_item)

        progress_row = QHBoxLayout()
        progress_row.addWidget(self.progress, 1)
        progress_row.addWidget(self.cancel_button)
        line = QFrame()
        line.setFrameShape(QFrame.Shape.HLine)
        line.setFrameShadow(QFrame.Shadow.Sunken)
        layout = QVBoxLayout(self)
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
        self._set_running(False)
        self.retranslate()
        if controller is not None:
            self.set_controller(controller)

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
        self.graph.clear()
        self.graph.set_length(positions)
        self.summary.set_moves([])
        self.errors.clear()
        self.progress.setRange(0, positions)
        self.progress.setValue(0)
        self.status.setText(self.tr("Reviewing the game…"))

    def start_review(
        self, positions: Sequence[Position], moves: Sequence[Move], rules: Rules = DEFAULT_RULES
    ) -> None:
        """Begin and start the attached controller in one call."""
        assert self._controller is not None
        self.begin(len(positions))
        self._controller.start(positions, moves, rules)

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
        self.summary.set_moves(self._moves)
        if review.classification.is_error:
            self._add_error(review)

    def show_review(self, review: GameReview) -> None:
        self._moves = list(review.moves)
        self.graph.set_review(review)
        self.summary.set_moves(self._moves)
        self.errors.clear()
        for move in review.moves:
            if move.classification.is_error:
                self._add_error(move)
        errors = len(review.errors())
        self.status.setText(
            self.tr("Review complete: no errors found.")
            if errors == 0
            else self.tr("Review complete: %n error(s) found.", "", errors)
        )

    def _add_error(self, move: MoveReview) -> None:
        text = f"{move_label(move)} {move.classification.symbol}  " + classification_name(
            move.classification
        )
        if move.better_move is not None and move.best_notation:
            text += "  ·  " + self.tr("better: %1").replace("%1", move.best_notation)
        item = QListWidgetItem(text)
        item.setData(Qt.ItemDataRole.UserRole, move.ply)
        item.setIcon(_dot_icon(CLASS_COLORS[move.classification]))
        item.setToolTip(
            self.tr("%1 lost %2 pieces with this move")
            .replace("%1", color_name(move.mover))
            .replace("%2", f"{move.drop / 100:.2f}")
        )
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
        self.progress.setVisible(running)
        self.cancel_button.setVisible(running)

    def retranslate(self) -> None:
        self.title.setText(self.tr("Game review"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.errors_title.setText(self.tr("Errors"))
        self.summary.retranslate()
        if not self.status.text():
            self.status.setText(self.tr("Review a game to see where it was won and lost."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
