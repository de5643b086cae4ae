"""Time management (core/ai/timeman.py): a clock becomes a move time, exactly."""

from __future__ import annotations

from dataclasses import replace

import pytest

from epaminondas_gui.core.ai.timeman import (
    MAX_SHARE,
    MOVE_OVERHEAD_MS,
    clock_limits,
    move_time_ms,
    moves_left,
)
from epaminondas_gui.core.ai.types import Limits
from epaminondas_gui.core.rules.position import Color


@pytest.mark.parametrize("ply,moves_to_go,left", [
    (0, None, 50), (1, None, 50), (40, None, 30), (60, None, 20), (500, None, 20),
    (0, 5, 5), (300, 1, 1), (0, 0, 1),
])
def test_moves_left(ply: int, moves_to_go: int | None, left: int) -> None:
    assert moves_left(ply, moves_to_go) == left


@pytest.mark.parametrize("remaining,increment,ply,moves_to_go,overhead,expected", [
    # 1 s + 0.1 s at the start: a tenth of what is left after the overhead, not more.
    (1_000, 100, 0, None, MOVE_OVERHEAD_MS, 95),
    (1_000, 100, 200, None, MOVE_OVERHEAD_MS, 95),
    # Low on time: the cap keeps the move short, the increment refills the clock.
    (150, 100, 0, None, MOVE_OVERHEAD_MS, 10),
    (51, 100, 0, None, MOVE_OVERHEAD_MS, 1),
    (50, 100, 0, None, MOVE_OVERHEAD_MS, 1),
    (0, 100, 0, None, MOVE_OVERHEAD_MS, 1),
    (-300, 0, 0, None, MOVE_OVERHEAD_MS, 1),
    # 5 min + 2 s: the time left over the moves to come, plus the increment.
    (300_000, 2_000, 0, None, MOVE_OVERHEAD_MS, 7_999),
    (300_000, 2_000, 80, None, MOVE_OVERHEAD_MS, 16_997),
    # Sudden death.
    (60_000, 0, 0, None, MOVE_OVERHEAD_MS, 1_199),
    (1_000, 0, 0, None, 0, 20),
    # movestogo: the time must last that many moves; the last one may use it all.
    (10_000, 0, 0, 10, MOVE_OVERHEAD_MS, 995),
    (600_000, 0, 0, 40, MOVE_OVERHEAD_MS, 14_998),
    (10_000, 0, 0, 1, MOVE_OVERHEAD_MS, 9_950),
    (10_000, 500, 0, 2, MOVE_OVERHEAD_MS, 995),
])
def test_move_times(remaining: int, increment: int, ply: int, moves_to_go: int | None,
                    overhead: int, expected: int) -> None:
    assert move_time_ms(remaining, increment, ply=ply, moves_to_go=moves_to_go,
                        overhead_ms=overhead) == expected


def test_never_more_than_a_share_of_what_is_left() -> None:
    for remaining in range(0, 20_000, 37):
        for increment in (0, 100, 1_000, 30_000):
            for ply in (0, 50, 300):
                usable = remaining - MOVE_OVERHEAD_MS
                given = move_time_ms(remaining, increment, ply=ply)
                assert given == 1 or given <= usable * MAX_SHARE


CLOCK = Limits(wtime_ms=1_000, btime_ms=60_000, winc_ms=100)


@pytest.mark.parametrize("limits,turn,expected", [
    (CLOCK, Color.WHITE, Limits(movetime_ms=95, wtime_ms=1_000, btime_ms=60_000, winc_ms=100)),
    (CLOCK, Color.BLACK,
     Limits(movetime_ms=1_199, wtime_ms=1_000, btime_ms=60_000, winc_ms=100)),
    # A move time given too: the smaller one.
    (Limits(movetime_ms=500, depth=5, wtime_ms=1_000, btime_ms=1_000, winc_ms=100),
     Color.WHITE, Limits(movetime_ms=95, depth=5, wtime_ms=1_000, btime_ms=1_000, winc_ms=100)),
    (Limits(movetime_ms=50, wtime_ms=1_000, btime_ms=1_000, winc_ms=100), Color.WHITE,
     Limits(movetime_ms=50, wtime_ms=1_000, btime_ms=1_000, winc_ms=100)),
    (Limits(movetime_ms=50, wtime_ms=1_000, btime_ms=1_000), Color.WHITE,
     Limits(movetime_ms=19, wtime_ms=1_000, btime_ms=1_000)),
    # No clock, or an infinite search: nothing changes.
    (Limits(movetime_ms=300), Color.WHITE, Limits(movetime_ms=300)),
    (Limits(infinite=True, wtime_ms=1_000, btime_ms=1_000), Color.WHITE,
     Limits(infinite=True, wtime_ms=1_000, btime_ms=1_000)),
])
def test_clock_limits(limits: Limits, turn: Color, expected: Limits) -> None:
    assert clock_limits(limits, turn) == expected


def test_clock_limits_count_the_plies() -> None:
    limits = Limits(wtime_ms=300_000, btime_ms=300_000, winc_ms=2_000, binc_ms=2_000)
    assert clock_limits(limits, Color.WHITE, 80).movetime_ms == 16_997
    assert clock_limits(replace(limits, movestogo=1), Color.BLACK).movetime_ms == 299_950
