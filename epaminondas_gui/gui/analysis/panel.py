"""Analysis mode, the panel: depth, speed and the best lines of the analysis, and the
board's marks for them (arrows for the lines, threat marks).

:class:`AnalysisPanel` follows an :class:`~.controller.AnalysisController` attached with
``set_controller``.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import QEvent, QLocale, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QMouseEvent, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...core.ai.types import SearchInfo
from ...core.engine.client import EngineSpec
from ...core.games.outcome import Outcome
from ...core.rules.position import Move, Position, Rules
from ...core.study.analysis import Hint, threats_against
from ..board.painter import drag_arrow
from ..elided import ElidedLabel
from ..texts import describe_outcome, engine_name
from ..theme import Theme
from ..visibility import set_shown
from .controller import ANALYSIS_LINES, AnalysisController
from .eval_bar import score_text, white_view

#: Opacity of the analysis arrows by rank: the best line stands out, the others recede.
ARROW_ALPHAS = (1.0, 0.55, 0.32)


def analysis_arrows(moves: Sequence[Move], theme: Theme) -> list[tuple[int, int, QColor]]:
    """(from square, to square, colour) for the board's analysis arrows, best first.

    An arrow is the drag that plays its move (from the grabbed rear piece to where it lands),
    as the scene's hint arrow is, in the theme's hint colour fading with the rank.
    """
    arrows: list[tuple[int, int, QColor]] = []
    for index, move in enumerate(moves[: len(ARROW_ALPHAS)]):
        color = QColor(theme.hint)
        color.setAlphaF(color.alphaF() * ARROW_ALPHAS[index])
        arrows.append((*drag_arrow(move), color))
    return arrows


def threat_squares(position: Position, rules: Rules) -> tuple[list[int], list[int]]:
    """What the side to move must watch: (its pieces the opponent could capture next move,
    its home-row squares the opponent could enter next move), as square lists."""
    threats = threats_against(position, rules, position.turn)
    geo = position.geometry
    return geo.iter_squares(threats.capturable), geo.iter_squares(threats.home_row_entries)


def compact_number(value: int, locale: QLocale | None = None) -> str:
    """1234 -> ``1,234``; 1234567 -> ``1.23 M`` (for node counts and speeds)."""
    loc = locale or QLocale()
    if value >= 10_000_000:
        return loc.toString(value / 1_000_000, "f", 1) + " M"
    if value >= 1_000_000:
        return loc.toString(value / 1_000_000, "f", 2) + " M"
    return loc.toString(value)


class PvLabel(QLabel):
    """A line of moves on one line, as lichess shows it: as many whole moves as fit, then
    "…" (the whole line on hover); never a move broken across lines nor a line cut off."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.moves: list[str] = []
        self._heights: tuple[int, int] | None = None
        self.heights_measured = 0
        """How often Qt was asked for the line's heights (laying its rich text out)."""

    def set_moves(self, moves: list[str]) -> None:
        if moves == self.moves:
            return  # a line is sent again at each update: laying out rich text costs
        self.moves = moves
        self.setToolTip(" ".join(moves))
        self._fit()

    def minimumSizeHint(self) -> QSize:
        return QSize(0, self._line_heights()[1])

    def sizeHint(self) -> QSize:
        return QSize(0, self._line_heights()[0])

    def _line_heights(self) -> tuple[int, int]:
        """(preferred, least) height: one line of this font whatever its moves, so asked
        of Qt once a font and style. Each new line asked the layout for its size again,
        and QLabel lays its rich text out to answer (about 1 ms a row, twice, at every
        update of the lines)."""
        if self._heights is not None:
            return self._heights
        heights = (super().sizeHint().height(), super().minimumSizeHint().height())
        self.heights_measured += 1
        if self.moves:  # an empty label may be shorter than a line
            self._heights = heights
        return heights

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._heights = None

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        if not self.moves:
            self.setText("")
            return
        bold = QFont(self.font())
        bold.setBold(True)
        room = self.width() - 2
        used = QFontMetrics(bold).horizontalAdvance(self.moves[0])
        plain = self.fontMetrics()
        space, more = plain.horizontalAdvance(" "), plain.horizontalAdvance(" …")
        shown = 1
        for index, move in enumerate(self.moves[1:], start=1):
            need = space + plain.horizontalAdvance(move)
            last = index == len(self.moves) - 1
            if used + need + (0 if last else more) > room:
                break
            used += need
            shown += 1
        rest = " ".join(html.escape(move) for move in self.moves[1:shown])
        text = f"<b>{html.escape(self.moves[0])}</b> {rest}".rstrip()
        if shown < len(self.moves):
            text += " …"
        self.setText(text)


class _LineRow(QFrame):
    """One analysed line: rank, score badge and the moves. Clicking it emits ``clicked``."""

    clicked = Signal(object)

    def __init__(self, rank: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("AnalysisLine")
        self.hint: Hint | None = None
        self.rank = QLabel(f"{rank}.")
        self.rank.setObjectName("LineRank")
        self.rank.setFixedWidth(16)
        self.rank.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        self.score = QLabel()
        self.score.setObjectName("LineScore")
        self.score.setMinimumWidth(58)
        self.score.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.moves = PvLabel()
        self.moves.setObjectName("LineMoves")
        self.moves.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 3, 4, 3)
        layout.setSpacing(6)
        layout.addWidget(self.rank, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.score, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.moves, 1, Qt.AlignmentFlag.AlignTop)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def show_hint(self, hint: Hint | None, position: Position | None) -> None:
        self.hint = hint
        if hint is None or position is None:
            self.score.setText("")
            lead = "none"
            self.moves.set_moves([])
            self.setToolTip("")
        else:
            white = white_view(hint.score, position.turn)
            self.score.setText(score_text(white))
            lead = "white" if white.value > 0 else "black" if white.value < 0 else "none"
            self.moves.set_moves(hint.pv_text.split())
            self.setToolTip(self.tr("Click to show this move on the board"))
        if self.score.property("lead") != lead:
            # The badge colour comes from the style sheet's [lead=...] selector; polishing
            # again (a few ms) only when the leader changes.
            self.score.setProperty("lead", lead)
            self.score.style().unpolish(self.score)
            self.score.style().polish(self.score)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.hint is not None:
            self.clicked.emit(self.hint)
        super().mousePressEvent(event)


class AnalysisPanel(QWidget):
    """Analysis output for a side panel: on/off button, depth and speed, the best lines.

    Attach a controller with :meth:`set_controller`; or drive :meth:`show_lines` and
    :meth:`show_info` yourself.
    """

    line_activated = Signal(object)
    """A line was clicked (its Hint): e.g. show the move as the board's hint arrow."""
    toggled = Signal(bool)
    """The on/off button was pressed (already forwarded to an attached controller)."""

    def __init__(
        self, controller: AnalysisController | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("AnalysisPanel")
        self._controller: AnalysisController | None = None
        self._position: Position | None = None
        self._outcome: Outcome | None = None
        self._info: SearchInfo | None = None
        self.setStyleSheet(
            "QLabel#AnalysisTitle { font-weight: bold; }"
            "QLabel#AnalysisStats, QLabel#AnalysisEngine { color: palette(placeholder-text); }"
            "QFrame#AnalysisLine { border-radius: 6px; background: palette(base); }"
            "QFrame#AnalysisLine:hover { background: palette(alternate-base); }"
            "QLabel#LineRank { color: palette(placeholder-text); }"
            "QLabel#LineScore { font-weight: bold; border-radius: 4px; padding: 1px 4px;"
            " background: palette(button); }"
            'QLabel#LineScore[lead="white"] { background: #f6f1e7; color: #2a2520;'
            " border: 1px solid #b9b09f; }"
            'QLabel#LineScore[lead="black"] { background: #26272d; color: #f2f2f2;'
            " border: 1px solid #0b0b0e; }"
        )
        self.title = QLabel()
        self.title.setObjectName("AnalysisTitle")
        self.toggle_button = QPushButton()
        self.toggle_button.setObjectName("AnalysisToggle")
        self.toggle_button.setCheckable(True)
        self.toggle_button.toggled.connect(self._on_toggled)
        # One line each (whole on hover): "4601 nodes/s" was broken at its "/".
        self.engine_label = ElidedLabel()
        self.engine_label.setObjectName("AnalysisEngine")
        self._engine: EngineSpec | None = None
        self.stats = ElidedLabel(asks_for_text=False)  # new figures at every report
        self.stats.setObjectName("AnalysisStats")
        self.message = QLabel()
        self.message.setObjectName("AnalysisMessage")
        self.message.setWordWrap(True)
        self.rows = [_LineRow(rank) for rank in range(1, ANALYSIS_LINES + 1)]
        for row in self.rows:
            row.clicked.connect(self.line_activated)

        header = QHBoxLayout()
        header.addWidget(self.title, 1)
        header.addWidget(self.toggle_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addLayout(header)
        layout.addWidget(self.engine_label)
        layout.addWidget(self.stats)
        for row in self.rows:
            layout.addWidget(row)
        layout.addWidget(self.message)
        layout.addStretch(1)
        self.retranslate()
        if controller is not None:
            self.set_controller(controller)
        self._refresh()

    # -- wiring --------------------------------------------------------------------------

    def set_controller(self, controller: AnalysisController) -> None:
        self._controller = controller
        controller.lines_changed.connect(self.show_lines)
        controller.info_changed.connect(self.show_info)
        controller.position_over.connect(self.show_outcome)
        controller.running_changed.connect(self._on_running)
        controller.engine_changed.connect(self.set_engine)
        self.set_engine(controller.engine)
        self._on_running(controller.running)

    def set_engine(self, engine: EngineSpec) -> None:
        """Say which engine analyses (set automatically with a controller)."""
        self._engine = engine
        self._show_engine()

    def _show_engine(self) -> None:
        engine = self._engine
        self.engine_label.setVisible(engine is not None)
        if engine is None:
            return
        self.engine_label.setText(self.tr("Engine: %1").replace("%1", engine_name(engine)))
        self.engine_label.setToolTip(
            self.tr("The engine that analyses and reviews; another one can be chosen in"
                    " Preferences → Engines.")
        )

    def _on_toggled(self, on: bool) -> None:
        if self._controller is not None:
            self._controller.set_running(on)
            if on and not self._controller.running:
                # Nothing to analyse yet: the button must not claim otherwise.
                self.toggle_button.setChecked(False)
                return
        self.toggled.emit(on)
        self._refresh()

    def _on_running(self, running: bool) -> None:
        self.toggle_button.blockSignals(True)
        self.toggle_button.setChecked(running)
        self.toggle_button.blockSignals(False)
        self._refresh()

    # -- content -------------------------------------------------------------------------

    def show_lines(self, hints: list[Hint]) -> None:
        if self._controller is not None:
            self._position = self._controller.position
        if hints:
            self._outcome = None
        for index, row in enumerate(self.rows):
            row.show_hint(hints[index] if index < len(hints) else None, self._position)
        self._refresh()

    def set_position(self, position: Position | None) -> None:
        """The position the lines start from (set automatically with a controller)."""
        self._position = position

    def show_info(self, info: SearchInfo | None) -> None:
        self._info = info
        if info is None:
            self._outcome = None
        self._refresh()

    def show_outcome(self, outcome: Outcome) -> None:
        self._outcome = outcome
        self._refresh()

    def _running(self) -> bool:
        return (
            self._controller.running
            if self._controller is not None
            else (self.toggle_button.isChecked())
        )

    def _refresh(self) -> None:
        running = self._running()
        self.toggle_button.setText(self.tr("Stop") if running else self.tr("Analyse"))
        self.toggle_button.setToolTip(
            self.tr("Stop analysing")
            if running
            else self.tr("Let the computer analyse the position")
        )
        info = self._info
        if info is not None and not running:
            # The search has ended (its time limit, or Stop): say where it got to.
            self.stats.setText(
                self.tr("Stopped at depth %1 · %2 nodes")
                .replace("%1", str(info.depth))
                .replace("%2", compact_number(info.nodes))
            )
        elif info is not None:
            self.stats.setText(
                self.tr("Depth %1 · %2 nodes · %3 nodes/s")
                .replace("%1", str(info.depth))
                .replace("%2", compact_number(info.nodes))
                .replace("%3", compact_number(info.nps))
            )
        else:
            self.stats.setText(self.tr("Thinking…") if running else "")
        set_shown(self.stats, bool(self.stats.text()))
        has_lines = any(row.hint is not None for row in self.rows)
        for row in self.rows:
            set_shown(row, row.hint is not None)
        if self._outcome is not None:
            self.message.setText(describe_outcome(self._outcome))
        elif not running and not has_lines:
            self.message.setText(
                self.tr("Press Analyse to see the best moves and how the game stands.")
            )
        else:
            self.message.setText("")
        set_shown(self.message, bool(self.message.text()))

    def retranslate(self) -> None:
        self.title.setText(self.tr("Analysis"))
        self._show_engine()
        self._refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
