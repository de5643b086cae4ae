"""Game review, the work: grade every move of a game with the analysis engine.

:class:`ReviewController` runs :func:`core.study.analysis.review_game` as a job of an
:class:`~..engine_runner.EngineRunner`: the engine searches each position in its own
process, the runner's worker thread only grades the moves.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, Signal

from ...core.engine.client import EngineSpec
from ...core.rules.position import DEFAULT_RULES, Move, Position, Rules
from ...core.stop_flag import StopFlag
from ...core.study.analysis import GameReview, MoveReview, review_game, search_analyser
from ..engine_runner import EngineRunner, Job, Purpose, Report, Searcher, SearchFunction, Work

#: Thinking time per position of a review: a 60-move game takes about half a minute.
REVIEW_MOVETIME_MS = 500


def review_work(
    positions: tuple[Position, ...],
    moves: tuple[Move, ...],
    rules: Rules,
    movetime_ms: int,
    times_used: Sequence[int | None] = (),
) -> Work:
    """The review as a job of an :class:`EngineRunner`: every position is searched by the
    runner's engine (or its stand-in search), given as the game's start and the moves
    played to it so that the engine sees repetitions; progress is reported as
    ``(done, total)`` tuples and each graded move as a :class:`MoveReview` (with the time
    it took, from ``times_used``, when the game was played with clocks)."""

    def work(searcher: Searcher, stop: StopFlag, report: Report) -> object:
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
            times_used=times_used,
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
        search: SearchFunction | None = None,
        parent: QObject | None = None,
        *,
        movetime_ms: int = REVIEW_MOVETIME_MS,
        engine: EngineSpec | None = None,
    ) -> None:
        super().__init__(parent)
        self.movetime_ms = movetime_ms
        self._runner = EngineRunner(engine, search, self)
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
        times_used: Sequence[int | None] = (),
    ) -> None:
        """Review a game (``positions`` has one more entry than ``moves``; ``times_used``
        none or one per move: ``Line.times_used``); cancels a review in progress."""
        if len(positions) != len(moves) + 1:
            raise ValueError("need one more position than moves")
        self.cancel()
        work = review_work(
            tuple(positions),
            tuple(moves),
            rules,
            movetime_ms if movetime_ms is not None else self.movetime_ms,
            tuple(times_used),
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

