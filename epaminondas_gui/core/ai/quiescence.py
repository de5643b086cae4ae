"""The search's state and its quiescence search.

:class:`QuiescenceSearch` holds everything one search owns (the tables, counters, limits
and the evaluation cache) and searches the leaves: captures, far-row entries and the
forced answers to entries, until the position is quiet. :class:`alphabeta.AlphaBeta` adds
the full-width tree on top of it and search.py drives that tree by iterative deepening.
Boards are plain bitboards seen from the side to move (``own``, ``enemy``, ``side``) and
moves the raw tuples of :func:`movegen.raw_moves`.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from operator import itemgetter
from typing import Final, Protocol

from ..rules.geometry import DIRECTION_STEPS, Geometry
from ..rules.movegen import SLIP_CODES, RawMove, code_direction
from ..rules.position import Rules, SymmetryRule
from .abanondas import slip_terms
from .evaluate import (
    EvalTables,
    EvalWeights,
    entry_squares,
    eval_tables,
    evaluate,
    evaluate_mobility,
)
from .evaluate_hex import (
    DEFAULT_HEX_WEIGHTS,
    HexTables,
    HexWeights,
    evaluate_hex,
    hex_tables_for,
)
from .tactics import tactical_moves
from .tt import EXACT, LOWER, UPPER, Key, TranspositionTable
from .types import MATE_SCORE, MATE_THRESHOLD

INFINITY: Final = MATE_SCORE + 1
MAX_PLY: Final = 128
#: Nodes between two looks at the clock and the stop flag (a node costs ~0.1-2 ms).
CHECK_EVERY: Final = 8
#: Plies of captures followed in quiescence before only entries and answers remain.
QUIESCENCE_CAPTURE_PLIES: Final = 4
#: Plies in quiescence within which a side may start a far-row entry: six, so that a
#: column refilling the far row after each capture is followed through three entries (with
#: two, level 8 lost such races it could not see). Answers to an entry are always searched;
#: without a bound, entry-answer-entry chains of a crowded home row grew threefold per pair
#: of plies (a depth-2 search once took two minutes).
QUIESCENCE_ENTRY_PLIES: Final = 6
#: Evaluations remembered per search (12-28% of them repeat: transpositions the table's
#: bounds do not settle). Cleared when full; about 20 MB on 14x12.
EVAL_CACHE_SIZE: Final = 1 << 16
#: The sort key of quiescence's candidates, (score, move): a C function, where a lambda
#: would be a new closure object at every node once compiled.
_by_score = itemgetter(0)


class StopFlag(Protocol):
    """What stops a search: a threading.Event, or a multiprocessing one (smp.py)."""

    def is_set(self) -> bool: ...
    def wait(self, timeout: float | None = None) -> bool: ...


class SearchStopped(Exception):
    """Raised inside the tree when time, nodes or the stop flag end the search."""


@dataclass(slots=True)
class Line:
    """A root move with its score and principal variation."""

    move: RawMove
    score: int
    pv: list[RawMove]


class QuiescenceSearch:
    """One search's state: tables, counters and limits (never shared between
    threads), and the quiescence search at its leaves."""

    def __init__(
        self,
        geo: Geometry,
        rules: Rules,
        weights: EvalWeights,
        tt: TranspositionTable,
        stop: StopFlag | None,
        deadline: float | None,
        node_limit: int | None,
        game_keys: set[tuple[int, int, int]],
        twice: set[tuple[int, int, int]],
        noise: int,
        noise_seed: int,
        quiescence: bool,
        hex_weights: HexWeights = DEFAULT_HEX_WEIGHTS,
    ) -> None:
        self.geo = geo
        self.rules = rules
        self.symmetry = rules.symmetry is SymmetryRule.MIDLINE
        self.slips = rules.slips
        self.weights = weights
        self.tables: EvalTables = eval_tables(geo)
        # The one place the hexagon's evaluation is chosen (None on the rectangle).
        self.hex_tables: HexTables | None = hex_tables_for(geo, rules.zone)
        # What entry_squares reads (the board, the win zones, the directions a group may
        # enter along): on the hexagon every direction leads into a zone.
        self.entry_tables: EvalTables = (self.tables if self.hex_tables is None
                                         else self.hex_tables.lines)
        self.hex_weights = hex_weights
        # Tuples indexed by side are typed with any length: mypyc keeps a fixed-length
        # tuple attribute unboxed and built a tuple object to index it (docs/ai.md).
        self.step_deltas = tuple(geo.deltas[d] for d in geo.directions)
        self.blocked_counts = rules.blocked_counts
        self.repetition_loses = rules.repetition_loses
        self.tt = tt
        self.stop = stop
        self.deadline = deadline
        self.node_limit = node_limit
        self.game_keys = game_keys
        self.twice = twice
        """Positions the game history holds twice: a third occurrence (Heximinondas)."""
        self.noise = noise
        self.noise_seed = noise_seed
        self.quiescence = quiescence
        # Each side's win zone: the far row (the hexagon: the far corner or first row).
        self.far: tuple[int, ...] = (geo.win_zone(True, rules.zone),
                                     geo.win_zone(False, rules.zone))
        # The win zone and the cells next to it (the far row and the rank before it):
        # moves onto these are never pruned.
        self.alert: tuple[int, ...] = tuple(zone | _neighbours(geo, zone) for zone in self.far)
        # Per side and raw direction code (Abanondas slips from 8 up): ranks gained by a step
        # (+1 forward, -1 back, 0 sideways).
        self.gain: tuple[tuple[int, ...], ...] = tuple(
            tuple(DIRECTION_STEPS[code_direction(c)][1] * fwd for c in range(SLIP_CODES))
            for fwd in (1, -1))
        self.forward: tuple[int, ...] = (1, -1)
        self.nodes = 0
        self.next_check = CHECK_EVERY
        self.seldepth = 0
        self.path: set[Key] = set()
        self.pv: list[list[RawMove]] = [[] for _ in range(MAX_PLY + 2)]
        self.killers: list[list[RawMove | None]] = [[None, None] for _ in range(MAX_PLY + 2)]
        self.history = [0] * ((geo.stride * geo.height) << 11)
        self.eval_cache: dict[Key, int] = {}

    # -- limits ----------------------------------------------------------------------

    def check(self) -> None:
        self.next_check = self.nodes + CHECK_EVERY
        if self.stop is not None and self.stop.is_set():
            raise SearchStopped
        if self.deadline is not None and time.perf_counter() >= self.deadline:
            raise SearchStopped
        if self.node_limit is not None:
            if self.nodes >= self.node_limit:
                raise SearchStopped
            self.next_check = min(self.next_check, self.node_limit)

    def can_move(self, own: int, enemy: int) -> bool:
        """Whether the mover has a legal move, short of generating the captures.

        A piece with an empty neighbour can step there (it heads a group of one in that
        direction). Ignored: such a step forbidden by the symmetry rule being the only
        move, which would need a position with no other move at all.
        """
        board = self.tables.board
        empty = board & ~(own | enemy)
        near = 0
        for delta in self.step_deltas:
            near |= (empty << delta) if delta > 0 else (empty >> -delta)
        return bool(own & near)

    @staticmethod
    def answers(moves: list[RawMove], own: int, enemy: int, far: int,
                home: int) -> list[RawMove]:
        """The ``moves`` that do not leave the opponent ahead on the home rows (the others
        lose at once)."""
        return [mv for mv in moves
                if (enemy & ~mv[5] & home).bit_count() <= ((own ^ mv[4]) & far).bit_count()]

    # -- evaluation ------------------------------------------------------------------

    def evaluate(self, own: int, enemy: int, side: int, key: Key) -> int:
        """The static evaluation for the side to move; ``key`` is the node's table key."""
        cache = self.eval_cache
        score = cache.get(key)
        if score is None:
            score = self.evaluate_fresh(own, enemy, side)
            if len(cache) >= EVAL_CACHE_SIZE:
                cache.clear()
            cache[key] = score
        return score

    def blocked(self, own: int, enemy: int, ply: int) -> int:
        """Rule 2, the side to move has no legal move: he loses, or in Heximinondas the
        side with more pieces wins and equal numbers draw."""
        if self.blocked_counts:
            lead = own.bit_count() - enemy.bit_count()
            if lead == 0:
                return 0
            return MATE_SCORE - ply if lead > 0 else -(MATE_SCORE - ply)
        return -(MATE_SCORE - ply)

    def repeated(self, key: Key, ply: int) -> int:
        """A return to a position of the game or of the searched line: a draw, except that
        in Heximinondas the move making a third occurrence loses for the side that made
        it, so the side to move here has won."""
        if self.repetition_loses and (
                key in self.twice or (key in self.path and key in self.game_keys)):
            return MATE_SCORE - ply
        return 0

    def evaluate_fresh(self, own: int, enemy: int, side: int) -> int:
        if self.hex_tables is not None:
            score = evaluate_hex(own, enemy, side, self.hex_tables, self.hex_weights)
        else:
            score = evaluate(own, enemy, side, self.tables, self.weights)
        if self.slips:
            score += slip_terms(own, enemy, side, self.geo)
        if self.weights.mobility:
            score += self.weights.mobility * evaluate_mobility(
                own, enemy, side, self.geo, self.rules)
        if self.noise:
            span = 2 * self.noise + 1
            score += hash((own, enemy, side, self.noise_seed)) % span - self.noise
        return score

    # -- quiescence --------------------------------------------------------------------

    def qsearch(self, own: int, enemy: int, side: int, alpha: int, beta: int, ply: int,
                qply: int) -> int:
        self.nodes += 1
        if self.nodes >= self.next_check:
            self.check()
        if ply > self.seldepth:
            self.seldepth = ply
        self.pv[ply] = []
        far = self.far[side]
        home = self.far[1 - side]
        own_in = (own & far).bit_count()
        enemy_in = (enemy & home).bit_count()
        if own_in > enemy_in:
            return MATE_SCORE - ply
        if MATE_SCORE - ply - 1 <= alpha:
            return alpha  # no win here can be nearer than one already found
        threatened = enemy_in > own_in
        # Captures and entries transpose a lot (the same pieces taken in another order):
        # the table cuts those repeats. Any stored depth is at least as good as this one.
        key: Key = (own, enemy, 0) if side == 0 else (enemy, own, 1)
        entry = self.tt.get(key)
        if entry is not None:
            _depth, flag, e_score, _move = entry
            if e_score >= MATE_THRESHOLD:
                e_score -= ply
            elif e_score <= -MATE_THRESHOLD:
                e_score += ply
            if (flag == EXACT or (flag == LOWER and e_score >= beta)
                    or (flag == UPPER and e_score <= alpha)):
                return e_score
        alpha0 = alpha
        if not threatened:
            stand = self.evaluate(own, enemy, side, key)
            if stand >= beta or not self.quiescence or ply >= MAX_PLY:
                return stand
            if stand > alpha:
                alpha = stand
            best = stand
        else:
            stand = -INFINITY
            best = -INFINITY
        if not threatened and not self.slips and qply >= QUIESCENCE_CAPTURE_PLIES and (
                qply >= QUIESCENCE_ENTRY_PLIES
                or not entry_squares(own, enemy, side, self.entry_tables)):
            # Only entries could be followed here and there is none (a few shifts tell;
            # Abanondas slips are not among them): no need to generate the captures.
            if not self.can_move(own, enemy):
                return self.blocked(own, enemy, ply)
            return best
        margin = alpha - stand - 200 if not threatened else -INFINITY
        material = self.weights.material
        candidates: list[tuple[int, RawMove]] = []
        # Unless an answer is forced, a capture off the far row is made by one group per
        # head, direction and distance: the smallest (the generator yields it first); the
        # bigger ones take the same pieces. Entries keep every group: the pieces a bigger
        # one brings along refill the far row after the intruder is taken.
        groups: set[int] = set()
        for mv in tactical_moves(self.geo, own, enemy, self.forward[side], self.symmetry, far,
                                 self.slips):
            change = mv[4]
            capture = mv[5]
            if enemy_in and ((enemy & ~capture & home).bit_count()
                             > ((own ^ change) & far).bit_count()):
                continue  # leaves the opponent ahead on the home rows: loses at once
            enters = bool(change & far & ~own) and ((own ^ change) & far).bit_count() > own_in
            if not threatened and not enters:
                group = (mv[3] << 11) | (mv[0] << 5) | mv[2]  # head, direction, distance
                if group in groups:
                    continue
                groups.add(group)
            if enters:
                if threatened or qply < QUIESCENCE_ENTRY_PLIES:
                    # Captures first, then the groups bringing the most pieces along.
                    candidates.append((3_000_000 + mv[6] * 100 + mv[1], mv))
            elif capture and (threatened or (qply < QUIESCENCE_CAPTURE_PLIES
                                             and mv[6] * material > margin)):
                candidates.append((mv[6] * 1000 - mv[1], mv))
        if not candidates:
            if not self.can_move(own, enemy):
                return self.blocked(own, enemy, ply)
            return -(MATE_SCORE - ply - 1) if threatened else best
        candidates.sort(key=_by_score, reverse=True)
        other = 1 - side
        best_move: RawMove | None = None
        for _, mv in candidates:
            capture = mv[5]
            score = -self.qsearch(enemy & ~capture if capture else enemy, own ^ mv[4], other,
                                  -beta, -alpha, ply + 1, qply + 1)
            if score > best:
                best = score
                if score > alpha:
                    alpha = score
                    best_move = mv
                    self.pv[ply] = [mv, *self.pv[ply + 1]]
                    if alpha >= beta:
                        break
        flag = LOWER if best >= beta else EXACT if best > alpha0 else UPPER
        stored = best
        if stored >= MATE_THRESHOLD:
            stored += ply
        elif stored <= -MATE_THRESHOLD:
            stored -= ply
        self.tt.put(key, (0, flag, stored, best_move))
        return best


def _neighbours(geo: Geometry, cells: int) -> int:
    """The cells next to ``cells`` along the board's lines."""
    near = 0
    for direction in geo.directions:
        near |= geo.shift(cells, direction)
    return near
