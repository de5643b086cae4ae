"""The time-control benchmark plays on the clock through engine processes and reports
what it saw (benchmarks/time_control.py; the real run is made by hand, see docs/ai.md)."""

from __future__ import annotations

import os
from pathlib import Path

from benchmarks.time_control import Tally, run
from epaminondas_gui.core.engine.client import builtin_engine
from epaminondas_gui.core.games.clock import TimeControl
from epaminondas_gui.core.games.record_text import read_game_file
from epaminondas_gui.core.games.tree import GameTree


def test_a_short_run_records_every_move_on_the_clock(tmp_path: Path) -> None:
    control = TimeControl.fischer(3_000, 100)
    tally = run(control, moves=6, level=2, width=8, height=8, plies=2, seed=1,
                engine=builtin_engine(), max_plies=400, save_games=tmp_path, progress=False)
    assert tally.flags == [] and tally.moves >= 6 and tally.games >= 1
    assert tally.least_left_ms is not None and 0 < tally.least_left_ms <= 3_000
    assert len(tally.used_ms) == tally.moves
    tree = GameTree(read_game_file(tmp_path / "game-001.epam"))
    assert tree.time_control == control
    line = tree.main_line()
    assert all(clock is not None for clock in line.clocks)
    assert all(used is not None and used >= 0 for used in line.times_used())


def test_the_report() -> None:
    tally = Tally(moves=1003, games=9, flags=[], least_left_ms=612,
                  least_where="game 4, ply 88, Black", used_ms=[90, 110, 130],
                  loads=[5.25, 7.0, 6.0])
    assert tally.report(TimeControl.fischer(1_000, 100), 8, "compiled with mypyc", "14x12",
                        212.4).splitlines() == [
        "time control 1+0.1 at level 8 (compiled with mypyc, 14x12): 1003 moves in 9 games, "
        "0 flag falls",
        "least time left when moving: 612 ms (game 4, ply 88, Black)",
        "time a move: mean 110 ms, longest 130 ms",
        f"load average (1 min, {os.cpu_count()} cores): 5.2 at the start, 6.0 at the end, "
        "highest 7.0",
        "(212 s)",
    ]
