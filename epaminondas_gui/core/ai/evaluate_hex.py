"""Static evaluation made for Heximinondas on its hexagon (evaluate.py is the rectangle's).

The goal is a win zone (the far corner's three cells, or with zone ``row`` the opponent's
first row), not a far row, so progress is measured as **steps along the lines** to the
nearest cell of the zone: the fewest single-piece steps over the six directions (a
breadth-first walk of the board, once per zone and side). Everything else is
whole-board bit arithmetic as in evaluate.py, White minus Black, then seen from the side
to move:

* material - pieces on the board (they also decide a blocked game: rule 2);
* advancement - steps gained towards the own win zone (bit planes of the step count);
* front - pieces one, two and three steps from the zone: one step away a piece enters
  next move, which the opponent must answer with his grace move;
* race - whose front-runner is nearer its zone, the mover a tempo ahead (the corner race);
* guard - pieces on and next to the opponent's win zone (our own corner or first row):
  they capture intruders and enter nothing, so advancement alone would strip them;
* phalanx and hanging - pairs along the three line kinds, lone pieces, pieces a group of
  2 or 3 can capture next move (:func:`evaluate.line_terms` with the hexagon's three
  line steps).

Rule 1 (a count in the win zones), rule 2 (a blocked side: the piece count) and rule 3
(the repetition that loses for its maker) are decided by the search, not here.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Final

from ..rules.geometry import Geometry, Shape, Zone
from .evaluate import EvalTables, line_term_values, progress


@dataclass(frozen=True, slots=True)
class HexWeights:
    """Weights of the hexagon's terms, in centi-pieces (100 = one piece)."""

    material: int = 100
    advance: int = 6
    """Per step gained towards the own win zone, per piece."""
    front1: int = 30
    """Extra for a piece one step from the win zone (it enters next move)."""
    front2: int = 12
    front3: int = 5
    race: int = 15
    """Per step the own front-runner is nearer its zone than the enemy's (capped at 4)."""
    guard: int = 12
    """Per piece on or next to the opponent's win zone, up to ``guard_cap``."""
    guard_cap: int = 3
    pair: int = 8
    """Per pair of neighbours along a line (three line kinds)."""
    lone: int = 14
    """Penalty per piece without a neighbour of its colour."""
    hang_mover: int = 9
    """Penalty per piece of the side to move the opponent could capture next move."""
    hang_other: int = 25
    """Bonus per enemy piece the side to move can capture now."""


DEFAULT_HEX_WEIGHTS = HexWeights()

RACE_CAP: Final = 4


@dataclass(frozen=True, slots=True)
class HexTables:
    """Masks of the hexagon and one zone option (index 0 = White's view, 1 = Black's; the
    pairs are typed as tuples of any length for mypyc, as :class:`evaluate.EvalTables`)."""

    planes: tuple[tuple[tuple[int, int], ...], ...]
    """(mask, weight): steps gained = sum of weight * popcount(pieces & mask)."""
    rings: tuple[tuple[int, ...], ...]
    """Cells by their distance in steps to each side's win zone (ring 0 = the zone)."""
    guard: tuple[int, ...]
    """Each side's guard cells: the opponent's win zone and the cells next to it."""
    lines: EvalTables
    """The board and its three line steps, for :func:`evaluate.line_terms`."""


def zone_distances(geo: Geometry, zone: int) -> dict[int, int]:
    """Per cell: the fewest single steps along the board's lines to a cell of ``zone``."""
    dist = {sq: 0 for sq in geo.iter_squares(zone)}
    frontier = list(dist)
    while frontier:
        nxt = []
        for sq in frontier:
            for direction in geo.directions:
                to = geo.step(sq, direction)
                if to is not None and to not in dist:
                    dist[to] = dist[sq] + 1
                    nxt.append(to)
        frontier = nxt
    return dist


def _bits(squares: list[int]) -> int:
    out = 0
    for sq in squares:
        out |= 1 << sq
    return out


@cache
def hex_tables(geo: Geometry, zone: Zone) -> HexTables:
    """The tables of the hexagon ``geo`` with win zones ``zone`` (built once, shared)."""
    planes: list[tuple[tuple[int, int], ...]] = []
    rings: list[tuple[int, ...]] = []
    guards: list[int] = []
    for white in (True, False):
        dist = zone_distances(geo, geo.win_zone(white, zone))
        far = max(dist.values())
        rings.append(tuple(_bits([sq for sq, d in dist.items() if d == ring])
                           for ring in range(far + 1)))
        out = []
        bit = 1
        while bit <= far:
            out.append((_bits([sq for sq, d in dist.items() if (far - d) & bit]), bit))
            bit <<= 1
        planes.append(tuple(out))
        enemy_zone = geo.win_zone(not white, zone)
        near = enemy_zone
        for direction in geo.directions:
            near |= geo.shift(enemy_zone, direction)
        guards.append(near)
    stride = geo.stride
    # The three line kinds as positive steps: letter (nw), number (ne), both (n).
    steps = tuple(sorted(abs(geo.deltas[d]) for d in geo.directions if geo.deltas[d] > 0))
    all_deltas = tuple(geo.deltas[d] for d in geo.directions)
    lines = EvalTables(board=geo.board, height=geo.height, stride=stride,
                       planes=((), ()), front=((0, 0, 0), (0, 0, 0)), back=(0, 0),
                       far_half=(0, 0),
                       line_steps=steps, deltas=tuple(geo.deltas[d] for d in geo.directions),
                       far=(geo.win_zone(True, zone), geo.win_zone(False, zone)),
                       # A win zone can be entered along any of the six directions.
                       forward_deltas=(all_deltas, all_deltas))
    return HexTables((planes[0], planes[1]), (rings[0], rings[1]), (guards[0], guards[1]),
                     lines)


def hex_tables_for(geo: Geometry, zone: Zone) -> HexTables | None:
    """The hexagon's tables when ``geo`` is a hexagon, else None (the rectangle keeps
    evaluate.py): the search asks here which evaluation a board gets."""
    return hex_tables(geo, zone) if geo.shape is Shape.HEXAGON else None


def _front_distance(pieces: int, rings: tuple[int, ...]) -> int:
    """Steps from the nearest of ``pieces`` to the zone (len(rings) if none)."""
    for ring, mask in enumerate(rings):
        if pieces & mask:
            return ring
    return len(rings)


def evaluate_hex(own: int, enemy: int, side: int, tables: HexTables,
                 w: HexWeights = DEFAULT_HEX_WEIGHTS) -> int:
    """Score of a hexagon position for the side to move (``side`` 0 = White), in
    centi-pieces."""
    other = 1 - side
    score = (own.bit_count() - enemy.bit_count()) * w.material

    score += progress(own, enemy, tables.planes[side], tables.planes[other]) * w.advance

    own_rings = tables.rings[side]
    enemy_rings = tables.rings[other]
    score += (
        w.front1 * ((own & own_rings[1]).bit_count() - (enemy & enemy_rings[1]).bit_count())
        + w.front2 * ((own & own_rings[2]).bit_count() - (enemy & enemy_rings[2]).bit_count())
        + w.front3 * ((own & own_rings[3]).bit_count() - (enemy & enemy_rings[3]).bit_count())
    )

    if own and enemy:
        # The mover is a tempo ahead in the race to the zone.
        lead = _front_distance(enemy, enemy_rings) - _front_distance(own, own_rings) + 1
        if lead > RACE_CAP:
            lead = RACE_CAP
        elif lead < -RACE_CAP:
            lead = -RACE_CAP
        score += lead * w.race

    cap = w.guard_cap
    score += (min((own & tables.guard[side]).bit_count(), cap)
              - min((enemy & tables.guard[other]).bit_count(), cap)) * w.guard

    pairs, _triples, own_near, enemy_near, own_hit, enemy_hit = line_term_values(
        own, enemy, tables.lines, False)
    score += pairs * w.pair
    score -= ((own & ~own_near).bit_count() - (enemy & ~enemy_near).bit_count()) * w.lone
    score += own_hit.bit_count() * w.hang_other
    score -= enemy_hit.bit_count() * w.hang_mover
    return score
