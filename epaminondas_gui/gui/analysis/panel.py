"""Analysis mode: the AI keeps thinking about the shown position and reports its best lines.

:class:`AnalysisController` runs a multi-PV search in the analysis engine through its own
:class:`~.ai_worker.EngineRunner` (so it never mixes with the session's move searches)
and turns the progress reports into ranked hints.
:class:`AnalysisPanel` shows them: depth, speed and the three best lines.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QLocale, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QMouseEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...core.ai.levels import MAX_LEVEL
from ...core.ai.types import Limits, SearchInfo, SearchRequest, SearchResult
from ...core.engine.client import EngineSpec
from ...core.games.outcome import Outcome, outcome_of
from ...core.rules.position import DEFAULT_RULES, Move, Position, Rules
from ...core.study.analysis import Hint, rank_hints, terminal_score, threats_against
from ..board.painter import drag_arrow
from ..engine_runner import EngineRunner, Job, Purpose, SearchFunction
from ..texts import describe_outcome
from ..theme import Theme
from .eval_bar import score_text, white_view

#: Lines analysis mode shows (and asks the search for).
ANALYSIS_LINES = 3
#: Progress reports arrive after every line of every depth, hundreds a second at the
#: shallow depths; the GUI is updated at most this often.
PUBLISH_INTERVAL_MS = 100


class AnalysisController(QObject):
    """Continuous analysis of one position at a time on a worker thread.

    ``set_position`` while running restarts the search on the new position; ``stop`` ends
    it (its late reports are dropped); ``shutdown`` also joins the thread (call it from the
    owner's ``closeEvent``). With ``movetime_ms=None`` the search runs until stopped.
    """

    lines_changed = Signal(list)
    """list[Hint]: the best lines, best first (scores relative to the side to move)."""
    info_changed = Signal(object)
    """The latest SearchInfo (depth, nodes, nps, time), or None when cleared."""
    evaluation_changed = Signal(object)
    """Score of the best line from White's point of view, or None when unknown."""
    best_moves_changed = Signal(list)
    """list[Move]: the first move of each line, best first (for arrows on the board)."""
    running_changed = Signal(bool)
    position_over = Signal(object)
    """The analysed position is already decided (an Outcome): nothing to search."""
    failed = Signal(str)
    restarted = Signal(str)
    """The engine died or stopped answering; a new one analyses on (the reason)."""

    def __init__(
        self,
        search: SearchFunction | None = None,
        parent: QObject | None = None,
        *,
        lines: int = ANALYSIS_LINES,
        movetime_ms: int | None = None,
        level: int = MAX_LEVEL,
        engine: EngineSpec | None = None,
    ) -> None:
        super().__init__(parent)
        self.lines = lines
        self.movetime_ms = movetime_ms
        self.threads = 1
        """Search processes (Preferences); the window sets it."""
        self.level = level
        self._runner = EngineRunner(engine, search, self)
        self._runner.info.connect(self._on_info)
        self._runner.result.connect(self._on_result)
        self._runner.failed.connect(self._on_failed)
        self._runner.restarted.connect(lambda _job, message: self.restarted.emit(message))
        self._position: Position | None = None
        self._rules: Rules = DEFAULT_RULES
        self._start: Position | None = None
        self._moves: tuple[Move, ...] = ()
        """How the game reached the position (its positions count for repetition)."""
        self._running = False
        self._latest: dict[int, SearchInfo] = {}
        self._last_info: SearchInfo | None = None
        self._hints: list[Hint] = []
        self._publish_timer = QTimer(self)
        self._publish_timer.setSingleShot(True)
        self._publish_timer.setInterval(PUBLISH_INTERVAL_MS)
        self._publish_timer.timeout.connect(self._publish)

    # -- queries -------------------------------------------------------------------------

    @property
    def running(self) -> bool:
        """Analysis is on (it may be waiting for nothing if the position is decided)."""
        return self._running

    @property
    def searching(self) -> bool:
        """A search is actually running on the worker thread."""
        return self._runner.busy

    @property
    def settled(self) -> bool:
        """Nothing more can arrive from searches started so far (stopped ones included)."""
        return self._runner.settled

    @property
    def position(self) -> Position | None:
        return self._position

    @property
    def rules(self) -> Rules:
        return self._rules

    @property
    def hints(self) -> list[Hint]:
        return list(self._hints)

    @property
    def best_moves(self) -> list[Move]:
        return [hint.move for hint in self._hints]

    # -- control -------------------------------------------------------------------------

    def set_position(
        self,
        position: Position,
        rules: Rules | None = None,
        start: Position | None = None,
        moves: Sequence[Move] = (),
    ) -> None:
        """Analyse ``position`` from now on; restarts the search if analysis is on.

        ``start`` and ``moves`` (the game that reached ``position``) let repetitions count
        as draws. The same position and rules again change nothing, so the window may call
        this on every refresh.
        """
        new_rules = rules if rules is not None else self._rules
        if position == self._position and new_rules == self._rules:
            return
        self._position = position
        self._rules = new_rules
        self._start, self._moves = (start, tuple(moves)) if start is not None else (None, ())
        if self._running:
            self._restart()

    def start(self, position: Position | None = None, rules: Rules | None = None) -> None:
        """Turn analysis on (of ``position`` if given, else the last one set)."""
        if position is not None:
            self._position = position
            self._start, self._moves = None, ()
        if rules is not None:
            self._rules = rules
        if self._position is None:
            raise ValueError("no position to analyse")
        if not self._running:
            self._running = True
            self.running_changed.emit(True)
        self._restart()

    def stop(self) -> None:
        """Turn analysis off; the last lines stay available, late reports are dropped."""
        self._runner.cancel()
        self._publish_timer.stop()
        if self._running:
            self._running = False
            self.running_changed.emit(False)

    def set_running(self, on: bool) -> None:
        """For a checkable action: ``toggled`` connects here."""
        if on and not self._running and self._position is not None:
            self.start()
        elif not on:
            self.stop()

    def begin_shutdown(self) -> None:
        """Stop and tell the engine to end, without waiting (see :meth:`shutdown`)."""
        self.stop()
        self._runner.begin_shutdown()

    def shutdown(self) -> None:
        """Stop and join the worker thread (before the owner goes away)."""
        self.stop()
        self._runner.shutdown()

    # -- internals -----------------------------------------------------------------------

    def _clear(self) -> None:
        self._latest = {}
        self._last_info = None
        self._hints = []
        self.lines_changed.emit([])
        self.best_moves_changed.emit([])
        self.info_changed.emit(None)

    def _restart(self) -> None:
        position = self._position
        assert position is not None
        self._runner.cancel()
        self._publish_timer.stop()
        self._clear()
        outcome = outcome_of(position, self._rules)
        if outcome is not None:
            exact = terminal_score(position, self._rules)
            self.evaluation_changed.emit(
                None if exact is None else white_view(exact, position.turn)
            )
            self.position_over.emit(outcome)
            # Nothing to search in an ended game: no "Thinking…", no Stop, no CPU.
            if self._running:
                self._running = False
                self.running_changed.emit(False)
            return
        self.evaluation_changed.emit(None)
        limits = (
            Limits(infinite=True)
            if self.movetime_ms is None
            else Limits(movetime_ms=self.movetime_ms)
        )
        start, moves = (self._start, self._moves) if self._start is not None else (position, ())
        request = SearchRequest(start, moves, limits, self._rules, self.level, self.lines,
                                threads=self.threads)
        if request.position != position:  # a start and moves that do not lead here
            request = SearchRequest(position, (), limits, self._rules, self.level, self.lines,
                                    threads=self.threads)
        self._runner.start(request, purpose=Purpose.ANALYSIS)

    @property
    def engine(self) -> EngineSpec:
        return self._runner.engine

    def set_engine(self, engine: EngineSpec) -> None:
        """Analyse with this engine from now on (restarts a running analysis)."""
        if engine == self._runner.engine:
            return
        self._runner.engine = engine
        if self._running and self._position is not None:
            self._restart()

    def _on_info(self, request: Job, info: object) -> None:
        if request.position != self._position or not isinstance(info, SearchInfo):
            return
        self._latest[info.multipv] = info
        self._last_info = info
        if not self._publish_timer.isActive():
            self._publish_timer.start()

    def _publish(self) -> None:
        position = self._position
        if position is None or not self._latest:
            return
        infos = tuple(self._latest.values())
        best = min(infos, key=lambda i: i.multipv)
        # rank_hints reads a SearchResult; the lines collected so far make one.
        partial = SearchResult(
            best.pv[0] if best.pv else None,
            best.score,
            best.depth,
            max(i.nodes for i in infos),
            max(i.time_ms for i in infos),
            best.pv,
            infos,
        )
        self._show(position, partial)

    def _show(self, position: Position, result: SearchResult) -> None:
        hints = rank_hints(position, result, count=self.lines)
        self._hints = hints
        if self._last_info is not None:
            self.info_changed.emit(self._last_info)
        self.lines_changed.emit(hints)
        self.best_moves_changed.emit([hint.move for hint in hints])
        if hints:
            self.evaluation_changed.emit(white_view(hints[0].score, position.turn))

    def _on_result(self, request: Job, result: SearchResult) -> None:
        # Only a limited search (movetime_ms) finishes on its own.
        self._publish_timer.stop()
        position = self._position
        if (
            position is not None
            and request.position == position
            and (result.lines or result.best_move)
        ):
            if result.lines:
                last = result.lines[0]
                self._last_info = SearchInfo(
                    result.depth,
                    result.score,
                    result.nodes,
                    result.nodes * 1000 // max(result.time_ms, 1),
                    result.time_ms,
                    result.pv,
                    1,
                    last.seldepth,
                )
            self._show(position, result)
        if self._running:
            self._running = False
            self.running_changed.emit(False)

    def _on_failed(self, request: Job, message: str) -> None:
        self.stop()
        self.failed.emit(message)


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
        self.moves = QLabel()
        self.moves.setObjectName("LineMoves")
        self.moves.setWordWrap(True)
        self.moves.setTextFormat(Qt.TextFormat.RichText)
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
            self.score.setProperty("lead", "none")
            self.moves.setText("")
            self.setToolTip("")
        else:
            white = white_view(hint.score, position.turn)
            self.score.setText(score_text(white))
            self.score.setProperty(
                "lead", "white" if white.value > 0 else "black" if white.value < 0 else "none"
            )
            first, _, rest = hint.pv_text.partition(" ")
            self.moves.setText(f"<b>{first}</b> {rest}")
            self.setToolTip(self.tr("Click to show this move on the board"))
        # The badge colour comes from the style sheet's [lead=...] selector.
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
            "QLabel#AnalysisStats { color: palette(placeholder-text); }"
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
        self.stats = QLabel()
        self.stats.setObjectName("AnalysisStats")
        self.stats.setWordWrap(True)
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
        self._on_running(controller.running)

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
        self.stats.setVisible(bool(self.stats.text()))
        has_lines = any(row.hint is not None for row in self.rows)
        for row in self.rows:
            row.setVisible(row.hint is not None)
        if self._outcome is not None:
            self.message.setText(describe_outcome(self._outcome))
        elif not running and not has_lines:
            self.message.setText(
                self.tr("Press Analyse to see the best moves and how the game stands.")
            )
        else:
            self.message.setText("")
        self.message.setVisible(bool(self.message.text()))

    def retranslate(self) -> None:
        self.title.setText(self.tr("Analysis"))
        self._refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
