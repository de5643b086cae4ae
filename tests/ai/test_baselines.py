"""Baseline players: random plays legal moves, greedy takes the biggest capture."""

from __future__ import annotations

import random

from epaminondas_gui.core.ai.baselines import advance, greedy_move, random_move
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.position import Position


def test_random_move_is_legal_and_none_without_moves() -> None:
    pos = Position.start(8, 8)
    rng = random.Random(1)
    assert random_move(pos, rng) in legal_moves(pos)
    assert random_move(Position.from_efn("8/8/8/3B4/8/8/8/8 W"), rng) is None


def test_greedy_prefers_the_biggest_capture_then_advance() -> None:
    # The triple c2-c4 can take c5-c6 (2 pieces); nothing else captures more.
    pos = Position.from_efn("8/8/2B5/2B1B3/2W5/2W5/2W5/8 W")
    move = greedy_move(pos, random.Random(0))
    assert move is not None and move.captured == 2
    start = Position.start(8, 8)
    move = greedy_move(start, random.Random(0))
    assert move is not None
    assert advance(start, move) == max(advance(start, m) for m in legal_moves(start))
