"""How long a search by the engine client may take, read from its limits: the time after
which a search that has not ended is taken as hung, and the clock turned into a move time
for an engine that knows no clocks. No Qt here.

The limit is the move time *sent*: a client that wants a level of ours to think all of it
(the window) says so with the ``FullTime`` option (docs/engine-protocol.md), so that the
time sent is the time thought and a hung search is noticed 1.5 times that later.
"""

from __future__ import annotations

from dataclasses import replace

from ..ai.timeman import clock_limits
from ..ai.types import Limits, SearchRequest
from ..rules.position import Position
from .protocol import CLOCK_WORDS, parse_error

#: A search with a time limit that has not ended this long after its limit is stopped.
MOVETIME_GRACE_S = 2.0
#: ... counted from this many times its limit (a search may overrun a little).
HANG_FACTOR = 1.5


def time_limit_ms(request: SearchRequest) -> int | None:
    """The longest a search may take by its limits: the move time, or the side to move's
    whole clock (an infinite search ignores the clock); None: no time limit."""
    limits = request.limits
    clock = None if limits.infinite else limits.clock(request.position.turn)
    times = [t for t in (limits.movetime_ms, clock[0] if clock else None) if t is not None]
    return min(times) if times else None


def hang_after_s(request: SearchRequest) -> float | None:
    """Seconds after ``go`` when a search that has not ended is stopped as hung: 1.5
    times its time limit and :data:`MOVETIME_GRACE_S`; None for a search without one."""
    limit = time_limit_ms(request)
    return None if limit is None else limit / 1000 * HANG_FACTOR + MOVETIME_GRACE_S


def refuses_clock(error: str) -> bool:
    """Whether an engine's error is about the clock's words in ``go`` (not the position)."""
    message = parse_error(error) or ""
    return any(word in message.split() or f"'{word}'" in message for word in CLOCK_WORDS)


def as_move_time(limits: Limits, position: Position, ply: int) -> Limits:
    """``limits`` with the clock turned into a move time here, for an engine that knows
    no clocks."""
    return replace(clock_limits(limits, position.turn, ply), wtime_ms=None, btime_ms=None,
                   winc_ms=0, binc_ms=0, movestogo=None)
