"""Time management: how long to think on a move when the engine is given its clock
(``go wtime ... btime ... [winc ...] [binc ...] [movestogo ...]``, docs/engine-protocol.md).

The search itself only knows a move time (``Limits.movetime_ms``), so the engine turns the
side to move's clock into one here (:func:`clock_limits`) before it searches. The share is
the usual one of chess engines: what is left spread over the moves still to come, plus
the increment. Two guards keep the flag up whatever the game's length:

- :data:`MOVE_OVERHEAD_MS` is held back from every move for what the clock is charged
  beyond the search: the protocol round trip, the process being scheduled on a busy
  machine, the search noticing its deadline (it looks every few thousand nodes);
- a move never gets more than :data:`MAX_SHARE` of what is left after that, so with an
  increment the clock settles where a tenth of it pays for a move (about ten moves' worth
  in reserve) instead of draining to zero, and without one it shrinks geometrically.

The search stops on its own after about half of the move time when a new depth would not
finish (``SOFT_TIME_FRACTION`` in search.py), so a move usually takes less than given.
"""

from __future__ import annotations

from dataclasses import replace

from ..rules.position import Color
from .types import Limits

MOVE_OVERHEAD_MS = 50
"""Held back from every move for the time the clock is charged outside the search."""
MAX_SHARE = 0.1
"""At most this part of the time left (after the overhead) goes to one move."""
GAME_MOVES = 50
"""Moves of one side a game is expected to last, when ``movestogo`` does not say."""
MIN_MOVES_LEFT = 20
"""However long the game has gone, time is shared as if at least this many moves remain."""
MIN_MOVE_MS = 1
"""The shortest move time (the search needs a positive one)."""


def moves_left(ply: int, moves_to_go: int | None = None) -> int:
    """How many moves of the side to move the time left must last: ``movestogo`` when
    given, else the expected rest of the game, never below :data:`MIN_MOVES_LEFT`."""
    if moves_to_go is not None:
        return max(1, moves_to_go)
    return max(MIN_MOVES_LEFT, GAME_MOVES - ply // 2)


def move_time_ms(remaining_ms: int, increment_ms: int = 0, *, ply: int = 0,
                 moves_to_go: int | None = None,
                 overhead_ms: int = MOVE_OVERHEAD_MS) -> int:
    """The move time for a side with ``remaining_ms`` on its clock, gaining
    ``increment_ms`` after the move, at ``ply`` plies into the game (``moves_to_go``
    moves before more time comes, if the control says): its share of what is left after
    the overhead, plus the increment, but never more than :data:`MAX_SHARE` of it (the
    whole of it when this is the last move before more time comes)."""
    usable = remaining_ms - overhead_ms
    if usable <= 0:
        return MIN_MOVE_MS
    share = usable // moves_left(ply, moves_to_go) + increment_ms
    cap = usable if moves_to_go == 1 else int(usable * MAX_SHARE)
    return max(MIN_MOVE_MS, min(share, cap))


def clock_limits(limits: Limits, turn: Color, ply: int = 0,
                 overhead_ms: int = MOVE_OVERHEAD_MS) -> Limits:
    """``limits`` with the side to move's clock turned into a move time (the smaller of
    it and a ``movetime`` given too); unchanged without a clock, or when the search is
    infinite (it runs until stopped whatever the clock says)."""
    clock = limits.clock(turn)
    if clock is None or limits.infinite:
        return limits
    remaining, increment = clock
    budget = move_time_ms(remaining, increment, ply=ply, moves_to_go=limits.movestogo,
                          overhead_ms=overhead_ms)
    if limits.movetime_ms is not None:
        budget = min(budget, limits.movetime_ms)
    return replace(limits, movetime_ms=budget)
