"""The Hint command's search: :class:`HintSearch`.

The best few moves at the position shown, found by the game's own engine runner (so a
hint never runs beside the computer's move); asking again at the same position cycles
through them.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from ...core.ai.types import Limits, Score, SearchRequest, SearchResult
from ...core.games.line import Line
from ...core.rules.position import Move, Position
from ...core.study.analysis import rank_hints
from ..engine_runner import EngineRunner, Job, Purpose

HINT_MOVETIME_MS = 1000
HINT_LINES = 3


class HintSearch(QObject):
    ready = Signal(object)
    """A list of suggested Moves, best first."""

    def __init__(self, runner: EngineRunner, threads: Callable[[], int],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._runner = runner
        self._threads = threads
        self.moves: list[Move] = []
        self.scores: list[Score] = []  # the search's score of each hint (motifs' win/loss)
        self.index = -1
        self._position: Position | None = None

    @property
    def pending(self) -> bool:
        current = self._runner.current
        return current is not None and current.purpose is Purpose.HINT

    @property
    def current(self) -> Move | None:
        return self.moves[self.index] if 0 <= self.index < len(self.moves) else None

    def request(self, line: Line, *, over: bool) -> None:
        """The best moves at the end of ``line`` (none where the game is ``over``); asked
        again there, the next of them."""
        position = line.position
        if self.moves and self._position == position:
            self.index = (self.index + 1) % len(self.moves)
            self.ready.emit(self.moves)
            return
        if over or self._runner.current is not None:
            return  # the computer is busy: with its move, or already with this hint
        self._position = position
        request = SearchRequest(line.start, line.moves, Limits(movetime_ms=HINT_MOVETIME_MS),
                                line.rules, multipv=HINT_LINES, threads=self._threads())
        self._runner.start(request, purpose=Purpose.HINT)

    def clear(self) -> None:
        if self.pending:
            self._runner.cancel()
        self.moves, self.scores = [], []
        self.index = -1
        self._position = None

    def take_result(self, job: Job, result: SearchResult, shown: Position) -> None:
        """A hint search ended; its moves are shown if the position still is."""
        if job.position != shown:
            return
        # Ranked as the analysis ranks its lines: each move once, best first.
        ranked = rank_hints(job.position, result)
        self.moves, self.scores = [hint.move for hint in ranked], [h.score for h in ranked]
        self.index = 0 if self.moves else -1
        self.ready.emit(self.moves)
