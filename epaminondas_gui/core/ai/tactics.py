"""A narrow move generator for the search: captures, plus quiet moves landing on chosen
squares (far-row entries; the rank before it). Quiescence and futile frontier nodes need
only these, and generating all ~100 moves of a position just to throw most of them away
was the search's largest cost.

It is :func:`movegen.raw_moves` with a landing mask: the restriction is applied inside
the whole-board shifts, as early as possible.
"""

from __future__ import annotations

from ..rules.geometry import Geometry
from ..rules.movegen import RawMove, raw_move_list


def tactical_moves(
    geo: Geometry, own: int, enemy: int, forward: int, symmetry: bool, landing: int,
    slips: bool = False,
) -> list[RawMove]:
    """Every legal capture, and every legal quiet move whose head (for an Abanondas slip:
    any piece) lands in ``landing``."""
    return raw_move_list(geo, own, enemy, forward, symmetry, landing, slips)
