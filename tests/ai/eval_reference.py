"""A slow evaluation written square by square from the definitions of the terms (docs/ai.md),
to check the bit-parallel one in ``core/ai/evaluate.py`` exactly. Hanging pieces come from
the real move generator, not from shifts."""

from __future__ import annotations

from epaminondas_gui.core.ai.evaluate import EvalWeights
from epaminondas_gui.core.rules.geometry import Geometry
from epaminondas_gui.core.rules.movegen import raw_moves
from epaminondas_gui.core.rules.position import Color, Position

LINE_STEPS = ((0, 1), (1, 1), (1, 0), (1, -1))
ALL_STEPS = ((0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1))


def _cells(geo: Geometry, bits: int) -> set[tuple[int, int]]:
    return {(geo.file_of(sq), geo.rank_of(sq)) for sq in geo.iter_squares(bits)}


def _progress(geo: Geometry, white: bool, rank: int) -> int:
    return rank if white else geo.height - 1 - rank


def _side_terms(geo: Geometry, mine: set[tuple[int, int]], white: bool,
                w: EvalWeights) -> int:
    """Material, advancement, front ranks, pairs, triples, lone pieces and guards of one side."""
    score = len(mine) * w.material
    for _f, r in mine:
        progress = _progress(geo, white, r)
        score += progress * w.advance
        before_far = geo.height - 1 - progress
        score += {1: w.front1, 2: w.front2, 3: w.front3}.get(before_far, 0)
    for df, dr in LINE_STEPS:
        for f, r in mine:
            if (f + df, r + dr) in mine:
                score += w.pair
                if (f + 2 * df, r + 2 * dr) in mine:
                    score += w.triple
    for f, r in mine:
        if not any((f + df, r + dr) in mine for df, dr in ALL_STEPS):
            score -= w.lone
            if 2 * _progress(geo, white, r) >= geo.height:
                score -= w.lone_far
    guards = sum(1 for _f, r in mine if _progress(geo, white, r) <= 1)
    score += min(guards, w.guard_cap) * w.guard
    return score


def _short_capture_targets(geo: Geometry, own: int, enemy: int, forward: int) -> int:
    """Enemy pieces on which a group of 2 (distance 1 or 2) or 3 (distance 1) can land."""
    out = 0
    for d, k, m, head, _change, _capture, captured in raw_moves(geo, own, enemy, forward,
                                                                 False):
        if captured and (k == 2 or (k == 3 and m == 1)):
            out |= 1 << (head + m * geo.deltas[d])
    return out


def reference_evaluate(pos: Position, w: EvalWeights) -> int:
    """The evaluation of ``pos`` for the side to move, term by term (no mobility)."""
    geo = pos.geometry
    mover = pos.turn
    white = mover is Color.WHITE
    own, enemy = pos.pieces(mover), pos.pieces(mover.other)
    mine, theirs = _cells(geo, own), _cells(geo, enemy)
    score = _side_terms(geo, mine, white, w) - _side_terms(geo, theirs, not white, w)
    if mine and theirs:
        own_dist = geo.height - 1 - max(_progress(geo, white, r) for _f, r in mine)
        enemy_dist = geo.height - 1 - max(_progress(geo, not white, r) for _f, r in theirs)
        score += max(-4, min(4, enemy_dist - own_dist + 1)) * w.race
    forward = mover.forward
    score += _short_capture_targets(geo, own, enemy, forward).bit_count() * w.hang_other
    score -= _short_capture_targets(geo, enemy, own, -forward).bit_count() * w.hang_mover
    return score
