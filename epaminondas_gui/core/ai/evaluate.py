"""Static evaluation made for Epaminondas, on plain bitboards (no Position objects).

Everything is whole-board bit arithmetic with ``int.bit_count()``: a call costs a few
hundred big-int operations whatever the number of pieces. Masks depend only on the board
size and are built once per :class:`Geometry` (read-only, shared by all searches).

Terms, each White-minus-Black, then seen from the side to move:

* material - pieces on the board;
* advancement - linear progress towards the far row, plus extra for the last ranks before
  it (a piece there threatens to enter, which the opponent must answer);
* race - who is closer to the far row, counting the move the side to move has in hand;
* phalanx - pairs in a line (a line of k captures lines shorter than k) and isolated
  pieces (a lone piece can never capture and is taken by any pair);
* hanging - pieces that a group of 2 or 3 can capture next move;
* guard - pieces on the own two back ranks, which capture intruders;
* mobility (optional) - legal move counts, bit-parallel.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Final, NamedTuple

from ..rules.geometry import Geometry
from ..rules.movegen import count_moves
from ..rules.position import DEFAULT_RULES, Color, Position, Rules


@dataclass(frozen=True, slots=True)
class EvalWeights:
    """Weights of the evaluation terms, in centi-pieces (100 = one piece).

    The defaults (levels 5-8) were fitted to the results of games against an engine of
    another design (benchmarks/texel.py), starting from the weights of the SPSA self-play
    tuning (benchmarks/tune.py), which levels 1-4 keep (levels.GENTLE_WEIGHTS); docs/ai.md.
    """

    material: int = 100
    advance: int = 0
    """Per rank of progress per piece."""
    front1: int = 31
    """Extra for a piece one rank before the far row."""
    front2: int = 15
    """Extra for a piece two ranks before the far row."""
    front3: int = 10
    """Extra for a piece three ranks before the far row."""
    race: int = 17
    """Per rank the front-runner is ahead in the race to the far row."""
    pair: int = 16
    """Per pair of neighbours in a line (four line orientations)."""
    triple: int = 0
    """Extra per three in a line (four line orientations)."""
    lone: int = 14
    """Penalty per piece without any neighbour of its colour."""
    lone_far: int = 6
    """Extra penalty for such a piece in the opponent's half, where his groups are."""
    hang_mover: int = 19
    """Penalty per piece of the side to move that the opponent could capture next move."""
    hang_other: int = 34
    """Bonus for the side to move per enemy piece it can capture now."""
    guard: int = 1
    """Per piece on its own two back ranks (up to ``guard_cap``)."""
    guard_cap: int = 6
    mobility: int = 0
    """Per legal move of difference (0 switches the costly move count off)."""


DEFAULT_WEIGHTS = EvalWeights()

_WHITE: Final = 0
_BLACK: Final = 1


@dataclass(frozen=True, slots=True)
class EvalTables:
    """Masks of one board size (index 0 = White's view, 1 = Black's).

    The pairs indexed by side are typed as tuples of any length: mypyc keeps a fixed-length
    tuple field unboxed and built a new tuple object each time one was indexed by a
    variable (docs/ai.md, "Compiled with mypyc")."""

    board: int
    height: int
    stride: int
    planes: tuple[tuple[tuple[int, int], ...], ...]
    """(mask, weight): progress = sum of weight * popcount(pieces & mask)."""
    front: tuple[tuple[int, int, int], ...]
    """The ranks one, two and three before each side's far row."""
    back: tuple[int, ...]
    """Each side's own two back ranks."""
    far_half: tuple[int, ...]
    """The half of the board nearer each side's far row (the opponent's half)."""
    line_steps: tuple[int, ...]
    """Positive deltas of the four line orientations (E, NW, N, NE); with their negatives
    they are the eight directions."""
    deltas: tuple[int, ...]
    """Deltas of the eight directions."""
    far: tuple[int, ...]
    """Each side's far row (the opponent's home row)."""
    forward_deltas: tuple[tuple[int, ...], ...]
    """Each side's three forward directions (straight and both diagonals)."""


@cache
def eval_tables(geo: Geometry) -> EvalTables:
    height = geo.height
    ranks = geo.rank_masks
    planes: list[tuple[tuple[int, int], ...]] = []
    for side in (_WHITE, _BLACK):
        out = []
        bit = 1
        while bit < height:
            mask = 0
            for r in range(height):
                progress = r if side == _WHITE else height - 1 - r
                if progress & bit:
                    mask |= ranks[r]
            out.append((mask, bit))
            bit <<= 1
        planes.append(tuple(out))

    def rank(r: int) -> int:
        return ranks[r] if 0 <= r < height else 0

    front = (
        (rank(height - 2), rank(height - 3), rank(height - 4)),
        (rank(1), rank(2), rank(3)),
    )
    back = (ranks[0] | ranks[1], ranks[height - 1] | ranks[height - 2])
    far_half = (sum(ranks[r] for r in range(height) if 2 * r >= height),
                sum(ranks[r] for r in range(height) if 2 * (height - 1 - r) >= height))
    return EvalTables(
        board=geo.board,
        height=height,
        stride=geo.stride,
        planes=(planes[0], planes[1]),
        front=front,
        back=back,
        far_half=far_half,
        line_steps=tuple(sorted(abs(d) for d in geo.deltas[:4])),
        deltas=geo.deltas,
        far=(ranks[height - 1], ranks[0]),
        forward_deltas=(tuple(geo.deltas[d] for d in (7, 0, 1)),
                        tuple(geo.deltas[d] for d in (5, 4, 3))),
    )


def _landings(pieces: int, empty: int, board: int, deltas: tuple[int, ...], quiet: int,
              hit: int) -> int:
    """Squares of ``quiet`` (empty) a group of ``pieces`` can move onto, and of ``hit``
    (occupied by the opponent) a group of two or more can move onto, along ``deltas``: a
    group of k moves up to k squares through empty squares. The length of the opponent's
    line beyond a ``hit`` square is not looked at (the callers ask about squares where it
    is one)."""
    found = 0
    both = quiet | hit
    for d in deltas:
        if d > 0:
            # m = 1: any piece steps onto an empty square, a pair onto a piece.
            found |= (pieces << d) & quiet | ((pieces & (pieces << d)) << d) & hit
            run = pieces  # squares ending a line of at least m own pieces
            clear = pieces  # ... whose next m - 1 squares ahead are empty
            m = 1
            while True:
                m += 1
                run &= pieces << ((m - 1) * d)
                clear &= empty >> ((m - 1) * d)
                heads = run & clear
                if not heads:
                    break
                found |= (heads << (m * d)) & both
        else:
            e = -d
            found |= (pieces >> e) & quiet | ((pieces & (pieces >> e)) >> e) & hit
            run = pieces
            clear = pieces
            m = 1
            while True:
                m += 1
                run &= pieces >> ((m - 1) * e)
                clear &= (empty << ((m - 1) * e)) & board
                heads = run & clear
                if not heads:
                    break
                found |= (heads >> (m * e)) & both
    return found


def entry_squares(pieces: int, others: int, side: int, tables: EvalTables) -> int:
    """The squares of ``side``'s far row that ``pieces`` (``side``'s; ``others`` the
    opponent's) can enter with one move: a group of k moves up to k squares along a forward
    line through empty squares, onto an empty square or, with k >= 2, onto an opponent's
    piece, which it captures (nothing lies beyond the far row to make his line longer).
    The symmetry rule, which may forbid one such move, is ignored. With the hexagon's
    tables (:attr:`evaluate_hex.HexTables.lines`) the far row is the win zone and every
    direction leads in; a line may go on beyond a zone cell there, so this is a superset
    (the quiescence search only needs "none" to be exact)."""
    board = tables.board
    far = tables.far[side]
    empty = board & ~(pieces | others)
    if not far & ~pieces:
        return 0
    return _landings(pieces, empty, board, tables.forward_deltas[side], far & empty,
                     far & others)


class LineTerms(NamedTuple):
    """What :func:`line_terms` finds along the lines of the board (own = side to move)."""

    pairs: int
    """Own minus enemy neighbouring pairs in a line, over the four orientations."""
    triples: int
    """Own minus enemy three-in-a-line (counted only when asked for)."""
    own_near: int
    """Squares next to an own piece (may include guard-column bits)."""
    enemy_near: int
    """Squares next to an enemy piece (may include guard-column bits)."""
    own_threats: int
    """Enemy pieces the side to move can capture (see :func:`capture_threats`)."""
    enemy_threats: int
    """Own pieces the opponent could capture."""


def line_terms(own: int, enemy: int, tables: EvalTables, want_triples: bool) -> LineTerms:
    """:func:`line_term_values` with its fields named."""
    return LineTerms(*line_term_values(own, enemy, tables, want_triples))


def line_term_values(own: int, enemy: int, tables: EvalTables,
                     want_triples: bool) -> tuple[int, int, int, int, int, int]:
    """Phalanx and capture-threat terms from one pass over the four line orientations, as
    :class:`LineTerms` orders them (a plain tuple: compiled, it is returned without
    building an object).

    Both directions of an orientation and both sides share the same four shifted boards,
    which is what makes this cheaper than a pass per direction and side (the evaluation's
    largest cost). The guard column keeps shifts from wrapping round the edge; right shifts
    are left unmasked where the result is only ever intersected with pieces or empty squares.
    """
    board = tables.board
    empty = board & ~(own | enemy)
    pairs = triples = own_near = enemy_near = own_hit = enemy_hit = 0
    for d in tables.line_steps:
        fo = (own << d) & board  # squares whose neighbour at -d is an own piece
        bo = own >> d  # squares whose neighbour at +d is an own piece
        fe = (enemy << d) & board
        be = enemy >> d
        own_near |= fo | bo
        enemy_near |= fe | be
        # Heads of groups of two moving +d (and the pair count of this orientation).
        po = own & fo
        pe = enemy & fe
        pairs += po.bit_count() - pe.bit_count()
        if want_triples:
            triples += (po & (po << d)).bit_count() - (pe & (pe << d)).bit_count()
        # Heads of groups of two moving -d.
        qo = own & bo
        qe = enemy & be
        # Pieces whose line onward (+d or -d) holds just them / at most two.
        enemy_end_up = enemy & ~be
        enemy_end_down = enemy & ~fe
        own_end_up = own & ~bo
        own_end_down = own & ~fo
        if po:  # own groups of 2 (distance 1, 2) and 3 (distance 1) moving +d
            step = (po << d) & board
            own_hit |= step & enemy_end_up | ((step & empty) << d) & enemy_end_up
            p3 = po & (po << d)
            if p3:
                own_hit |= (p3 << d) & (enemy & ~(be & (be >> d)))
        if qo:  # ... moving -d
            step = qo >> d
            own_hit |= step & enemy_end_down | ((step & empty) >> d) & enemy_end_down
            q3 = qo & (qo >> d)
            if q3:
                own_hit |= (q3 >> d) & (enemy & ~(fe & (fe << d)))
        if pe:
            step = (pe << d) & board
            enemy_hit |= step & own_end_up | ((step & empty) << d) & own_end_up
            p3 = pe & (pe << d)
            if p3:
                enemy_hit |= (p3 << d) & (own & ~(bo & (bo >> d)))
        if qe:
            step = qe >> d
            enemy_hit |= step & own_end_down | ((step & empty) >> d) & own_end_down
            q3 = qe & (qe >> d)
            if q3:
                enemy_hit |= (q3 >> d) & (own & ~(fo & (fo << d)))
    return pairs, triples, own_near, enemy_near, own_hit, enemy_hit


def capture_threats(own: int, enemy: int, tables: EvalTables) -> tuple[int, int]:
    """(enemy pieces ``own`` can capture, own pieces ``enemy`` can capture) in one move by a
    group of 2 (distance 1 or 2) or 3 (distance 1), in any direction: the cheap, common
    captures. Longer groups are rarer and left to the search."""
    terms = line_terms(own, enemy, tables, False)
    return terms.own_threats, terms.enemy_threats


def progress(own: int, enemy: int, own_planes: tuple[tuple[int, int], ...],
             enemy_planes: tuple[tuple[int, int], ...]) -> int:
    """Own minus enemy progress, from bit planes: the sum of weight * popcount(pieces &
    mask) over each side's (mask, weight) planes of the step count."""
    total = 0
    for mask, weight in own_planes:
        total += weight * (own & mask).bit_count()
    for mask, weight in enemy_planes:
        total -= weight * (enemy & mask).bit_count()
    return total


def evaluate(
    own: int,
    enemy: int,
    side: int,
    tables: EvalTables,
    w: EvalWeights = DEFAULT_WEIGHTS,
) -> int:
    """Score of the position for the side to move (``side`` 0 = White), in centi-pieces."""
    other = 1 - side
    own_n = own.bit_count()
    enemy_n = enemy.bit_count()
    score = (own_n - enemy_n) * w.material

    # Advancement: linear progress from bit planes, plus the ranks just before the far row.
    if w.advance:  # levels 5-8 weigh it 0: the front ranks and the race say enough
        score += progress(own, enemy, tables.planes[side], tables.planes[other]) * w.advance
    f1, f2, f3 = tables.front[side]
    g1, g2, g3 = tables.front[other]
    score += (
        w.front1 * ((own & f1).bit_count() - (enemy & g1).bit_count())
        + w.front2 * ((own & f2).bit_count() - (enemy & g2).bit_count())
        + w.front3 * ((own & f3).bit_count() - (enemy & g3).bit_count())
    )

    # Race: distance of each side's front-runner to its far row; the mover is a tempo ahead.
    if own and enemy:
        stride = tables.stride
        top = tables.height - 1
        if side == _WHITE:
            own_dist = top - (own.bit_length() - 1) // stride
            enemy_dist = ((enemy & -enemy).bit_length() - 1) // stride
        else:
            own_dist = ((own & -own).bit_length() - 1) // stride
            enemy_dist = top - (enemy.bit_length() - 1) // stride
        lead = enemy_dist - own_dist + 1
        if lead > 4:
            lead = 4
        elif lead < -4:
            lead = -4
        score += lead * w.race

    # Phalanx: pairs in a line, pieces with no neighbour at all. Hanging pieces: what the
    # mover can take now weighs more than what it can lose.
    pairs, triples, own_near, enemy_near, own_hit, enemy_hit = line_term_values(
        own, enemy, tables, w.triple != 0)
    score += pairs * w.pair + triples * w.triple
    own_lone = own & ~own_near
    enemy_lone = enemy & ~enemy_near
    score -= (own_lone.bit_count() - enemy_lone.bit_count()) * w.lone
    score -= ((own_lone & tables.far_half[side]).bit_count()
              - (enemy_lone & tables.far_half[other]).bit_count()) * w.lone_far
    score += own_hit.bit_count() * w.hang_other - enemy_hit.bit_count() * w.hang_mover

    # Guards on the own back ranks capture intruders.
    gcap = w.guard_cap
    score += (min((own & tables.back[side]).bit_count(), gcap)
              - min((enemy & tables.back[other]).bit_count(), gcap)) * w.guard

    return score


def evaluate_mobility(
    own: int, enemy: int, side: int, geo: Geometry, rules: Rules = DEFAULT_RULES
) -> int:
    """Mover's legal move count minus the opponent's (the optional mobility term)."""
    if side == _WHITE:
        mine = Position(geo, own, enemy, Color.WHITE)
        theirs = Position(geo, own, enemy, Color.BLACK)
    else:
        mine = Position(geo, enemy, own, Color.BLACK)
        theirs = Position(geo, enemy, own, Color.WHITE)
    return count_moves(mine, rules) - count_moves(theirs, rules)


def evaluate_position(
    pos: Position, weights: EvalWeights = DEFAULT_WEIGHTS, rules: Rules = DEFAULT_RULES
) -> int:
    """:func:`evaluate` for a :class:`Position` (tests, tools); mobility included if weighted."""
    side = pos.turn.index
    own = pos.pieces(pos.turn)
    enemy = pos.pieces(pos.turn.other)
    score = evaluate(own, enemy, side, eval_tables(pos.geometry), weights)
    if weights.mobility:
        score += weights.mobility * evaluate_mobility(own, enemy, side, pos.geometry, rules)
    return score
