"""Baseline players for matches and tests: uniformly random, and greedy."""

from __future__ import annotations

import random

from ..rules.geometry import DIRECTION_STEPS
from ..rules.movegen import legal_moves
from ..rules.position import DEFAULT_RULES, Move, Position, Rules


def random_move(pos: Position, rng: random.Random, rules: Rules = DEFAULT_RULES) -> Move | None:
    """A uniformly random legal move (None if there is none)."""
    moves = legal_moves(pos, rules)
    return rng.choice(moves) if moves else None


def advance(pos: Position, move: Move) -> int:
    """Ranks gained towards the far row, summed over the moving pieces."""
    return DIRECTION_STEPS[move.direction][1] * pos.turn.forward * move.count * move.distance


def greedy_move(pos: Position, rng: random.Random, rules: Rules = DEFAULT_RULES) -> Move | None:
    """The biggest capture, else the most advancing move; ties broken at random."""
    moves = legal_moves(pos, rules)
    if not moves:
        return None
    top = max(m.captured for m in moves)
    if top:
        pool = [m for m in moves if m.captured == top]
    else:
        gain = max(advance(pos, m) for m in moves)
        pool = [m for m in moves if advance(pos, m) == gain]
    return rng.choice(pool)
