"""How the gentle levels (1-4) choose a move like a person rather than a machine.

Played as they were, levels 1-4 repeated one plan in every game (always marching the
a-file first) and replayed the same game move for move: at depth 1 the evaluation names
one best move, and nothing else varies. People do two things instead:

* **a plan for the game**: they pick a part of the board to push through and keep to it.
  Here the game's seed picks a target file; moving pieces forward near it earns a bonus
  of ``plan`` centi-pieces per piece and rank (``plan_bias``), so the levels advance on
  different wings in different games, and keep at it within one;
* **a choice among moves that look alike**: the root moves' scores (exact, depth 1) are
  turned into chances with a softmax of ``temperature`` centi-pieces, so a move a little
  worse than the best is often played, and a clearly worse one almost never
  (``choose``). Forced results (a win to take, a loss to avoid) are never left to chance.

The seed is per game in the window (and per game in the benchmarks' matches), so the plan
holds for a whole game and a take-back replays the same answer.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from functools import lru_cache

from ..rules.geometry import Geometry
from ..rules.movegen import RawMove
from .types import MATE_THRESHOLD

#: Moves this far below the best (in temperatures) are never chosen.
CUTOFF_TEMPERATURES = 4


def plan_file(seed: int, width: int) -> int:
    """The game's target file (0 = a): the same for every move of a game with one seed."""
    return random.Random(seed * 7919 + width).randrange(width)


@lru_cache(maxsize=64)
def plan_map(geo: Geometry, target: int, side: int) -> tuple[int, ...]:
    """Per square: how far forward (ranks from the own home row) times how near the
    target file (1 on it, fading to 0 a third of the board away), in tenths."""
    reach = max(1.0, geo.width / 3)
    values = [0] * (geo.stride * geo.height + geo.stride)
    for square in geo.squares:
        near = max(0.0, 1.0 - abs(geo.file_of(square) - target) / reach)
        rank = geo.rank_of(square)
        progress = rank if side == 0 else geo.height - 1 - rank
        values[square] = round(10 * near * progress)
    return tuple(values)


def plan_bias(geo: Geometry, move: RawMove, own: int, plan: int, table: Sequence[int]) -> int:
    """Centi-pieces the plan adds to ``move``: ``plan`` per piece-rank gained near the
    target file (the squares the group leaves against those it enters)."""
    change = move[4]
    entered = change & ~own
    left = change & own
    gain = sum(table[sq] for sq in geo.iter_squares(entered))
    gain -= sum(table[sq] for sq in geo.iter_squares(left))
    return plan * gain // 10


def choose(moves: Sequence[RawMove], scores: Sequence[int], temperature: int,
           rng: random.Random) -> int:
    """The index of the move to play: a softmax over ``scores`` (centi-pieces, the side to
    move's view). With a forced result at the top, the best move."""
    best = max(scores)
    if best >= MATE_THRESHOLD or best <= -MATE_THRESHOLD or temperature <= 0:
        return scores.index(best)
    weights = [
        math.exp((score - best) / temperature)
        if score >= best - CUTOFF_TEMPERATURES * temperature else 0.0
        for score in scores
    ]
    return rng.choices(range(len(moves)), weights=weights)[0]
