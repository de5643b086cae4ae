"""Analysis mode, the work: the engine keeps thinking about the shown position.

:class:`AnalysisController` runs a multi-PV search in the analysis engine through its own
:class:`~..engine_runner.EngineRunner` (so it never mixes with the session's move
searches) and turns the progress reports into ranked hints.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, QTimer, Signal

from ...core.ai.levels import MAX_LEVEL
from ...core.ai.types import Limits, SearchInfo, SearchRequest, SearchResult
from ...core.engine.client import EngineSpec
from ...core.games.outcome import outcome_of
from ...core.rules.position import DEFAULT_RULES, Move, Position, Rules
from ...core.study.analysis import Hint, rank_hints, terminal_score
from ..engine_runner import EngineRunner, Job, Purpose, SearchFunction
from .eval_bar import white_view

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
    engine_changed = Signal(object)
    """The EngineSpec that analyses from now on."""

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
        self.engine_changed.emit(engine)
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
