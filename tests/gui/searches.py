"""Stand-in searches for GUI tests: instant, or thinking until stopped."""

from __future__ import annotations

import threading
from collections.abc import Callable

from epaminondas_gui.core.ai.types import Score, SearchRequest, SearchResult
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.study.analysis import Analyser, PlayedPosition

Search = Callable[[SearchRequest, threading.Event, object], SearchResult]


def first_move(request: SearchRequest, stop: threading.Event, on_info) -> SearchResult:
    """A computer that answers at once with the first legal move (repeatable)."""
    move = legal_moves(request.position, request.rules)[0]
    return SearchResult(move, Score(0), 1, 1, 1, (move,))


def thinks_until_stopped(started: threading.Event) -> Search:
    """A computer that sets ``started`` and thinks until stopped (at most 10 s), then plays
    the first legal move."""

    def search(request: SearchRequest, stop: threading.Event, on_info) -> SearchResult:
        started.set()
        stop.wait(10)
        return first_move(request, stop, on_info)

    return search


def analysing(analyser: Analyser, delay_s: float = 0.0) -> Search:
    """A search that answers what ``analyser`` says of the position (after ``delay_s``,
    or as soon as it is stopped): a review's stand-in engine."""

    def search(request: SearchRequest, stop: threading.Event, on_info) -> SearchResult:
        if delay_s:
            stop.wait(delay_s)
        score, best, pv = analyser(PlayedPosition(request.start, request.moves,
                                                  request.position))
        return SearchResult(best, score, 1, 1, 1, tuple(pv))

    return search
