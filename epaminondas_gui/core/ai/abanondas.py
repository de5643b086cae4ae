"""What the evaluation adds for Abanondas, where lines also shift sideways.

A sideslip moves a whole run at once, so a run of k on the rank before the far row whose
squares ahead are empty can put k pieces onto the far row in one move (docs/rules.md, rule 1:
the opponent must then capture them or match them). Epaminondas's evaluation counts such
pieces one by one (``front1``); here the run counts as the threat it is.
"""

from __future__ import annotations

from functools import cache
from typing import Final

from ..rules.geometry import DIRECTION_STEPS, Geometry

SLIP_ENTRY: Final = 30
"""Per piece of the longest run that can slip onto the far row now (centi-pieces)."""


@cache
def _entry_tables(geo: Geometry) -> tuple[tuple[int, tuple[int, ...]], tuple[int, tuple[int, ...]]]:
    """Per side (0 = White): the rank before its far row, and the index deltas of the three
    steps onto the far row (straight and both diagonals)."""
    out = []
    for forward in (1, -1):
        rank = geo.rank_masks[-2] if forward > 0 else geo.rank_masks[1]
        deltas = tuple(geo.deltas[d] for d, (_df, dr) in enumerate(DIRECTION_STEPS)
                       if dr == forward)
        out.append((rank, deltas))
    return out[0], out[1]


def slip_entry_run(pieces: int, empty: int, side: int, geo: Geometry) -> int:
    """Length of the longest run (two or more, along the rank) of ``pieces`` on the rank
    before their far row that can slip onto the far row in one move; 0 if there is none."""
    rank, deltas = _entry_tables(geo)[side]
    board = geo.board
    ready = pieces & rank
    if not ready & (ready << 1):
        return 0
    best = 0
    for delta in deltas:
        ok = ready & ((empty >> delta) if delta > 0 else (empty << -delta)) & board
        run = ok & (ok << 1)
        length = 1
        while run:
            length += 1
            run &= run << 1
        if length > best:
            best = length
    return best if best >= 2 else 0


def slip_terms(own: int, enemy: int, side: int, geo: Geometry) -> int:
    """The Abanondas evaluation terms for the side to move (``side`` 0 = White)."""
    empty = geo.board & ~(own | enemy)
    mine = slip_entry_run(own, empty, side, geo)
    theirs = slip_entry_run(enemy, empty, 1 - side, geo)
    return (mine - theirs) * SLIP_ENTRY
