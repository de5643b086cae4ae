"""Baseline players for matches and tests: uniformly random, and greedy."""

from __future__ import annotations

import random
from functools import cache

from ..rules.geometry import Geometry, Zone
from ..rules.movegen import legal_moves
from ..rules.position import DEFAULT_RULES, Color, Move, Position, Rules
from .evaluate_hex import zone_distances


def random_move(pos: Position, rng: random.Random, rules: Rules = DEFAULT_RULES) -> Move | None:
    """A uniformly random legal move (None if there is none)."""
    moves = legal_moves(pos, rules)
    return rng.choice(moves) if moves else None


@cache
def _steps_to_zone(geo: Geometry, white: bool, zone: Zone) -> dict[int, int]:
    return zone_distances(geo, geo.win_zone(white, zone))


def advance(pos: Position, move: Move, rules: Rules = DEFAULT_RULES) -> int:
    """Steps gained towards the win zone (the far row: ranks), summed over the moving
    pieces."""
    steps = _steps_to_zone(pos.geometry, pos.turn is Color.WHITE, rules.zone)
    geo = pos.geometry
    own = pos.pieces(pos.turn)
    # The squares the group leaves against those it enters (the overlap stays).
    return (sum(steps[sq] for sq in geo.iter_squares(move.change & own))
            - sum(steps[sq] for sq in geo.iter_squares(move.change & ~own)))


def greedy_move(pos: Position, rng: random.Random, rules: Rules = DEFAULT_RULES) -> Move | None:
    """The biggest capture, else the most advancing move; ties broken at random."""
    moves = legal_moves(pos, rules)
    if not moves:
        return None
    top = max(m.captured for m in moves)
    if top:
        pool = [m for m in moves if m.captured == top]
    else:
        gains = [advance(pos, m, rules) for m in moves]
        gain = max(gains)
        pool = [m for m, g in zip(moves, gains, strict=True) if g == gain]
    return rng.choice(pool)
