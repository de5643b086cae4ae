"""Iterative-deepening PVS alpha-beta search for Epaminondas.

The search works on plain bitboards seen from the side to move (``own``, ``enemy``,
``side``) and the raw move tuples of :func:`movegen.raw_moves`; ``Move`` objects are made
only for the reports. All mutable state lives in one :class:`_Searcher` per call, so
searches in different threads never share anything but read-only tables.

Game-specific logic at every node:

* win at the start of the turn: more pieces on the far row than the opponent has on ours;
* when the opponent has intruders on our home row, every move that leaves him ahead loses
  at once, so only the answers (capture an intruder, enter his home row) are searched;
* quiescence follows captures, far-row entries and the forced answers to entries.

The far row is each side's win zone (``Geometry.win_zone``): on the Heximinondas hexagon
the far corner or the opponent's first row, with its own evaluation (evaluate_hex.py), the
piece count when play is blocked and the repetition that loses for its maker.
"""

from __future__ import annotations

import random
import threading
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from ..rules.geometry import DIRECTION_STEPS, Geometry
from ..rules.movegen import (
    SLIP_CODES,
    RawMove,
    code_direction,
    quiet_move_is_legal,
    raw_moves,
    to_move,
)
from ..rules.position import DEFAULT_RULES, Color, Move, Position, Rules, SymmetryRule
from .abanondas import slip_terms
from .evaluate import EvalTables, EvalWeights, eval_tables, evaluate, evaluate_mobility
from .evaluate_hex import HexTables, evaluate_hex, hex_tables_for
from .levels import MAX_LEVEL, level_info
from .style import choose, plan_bias, plan_file, plan_map
from .tactics import tactical_moves
from .tt import EXACT, LOWER, UPPER, TranspositionTable
from .types import (
    MATE_SCORE,
    MATE_THRESHOLD,
    Limits,
    Score,
    SearchInfo,
    SearchRequest,
    SearchResult,
)

INFINITY = MATE_SCORE + 1
MAX_PLY = 128
MAX_DEPTH = 64
#: Nodes between two looks at the clock and the stop flag (a node costs ~0.1-2 ms).
CHECK_EVERY = 8
#: Reverse futility / futility margin per ply of depth left (centi-pieces).
FUTILITY_MARGIN = 150
#: Quiet moves searched at depth 1 and 2 of a calm non-PV node before the rest are pruned.
LATE_MOVES = (0, 10, 18)
#: Plies of captures followed in quiescence before only entries and answers remain.
QUIESCENCE_CAPTURE_PLIES = 4
#: Plies in quiescence within which a side may start a far-row entry. Answers to an entry
#: are always searched; without this bound, entry-answer-entry chains of a crowded home
#: row grew threefold per pair of plies (a depth-2 search once took two minutes).
QUIESCENCE_ENTRY_PLIES = 2
#: Evaluations remembered per search (12-28% of them repeat: transpositions the table's
#: bounds do not settle). Cleared when full; about 20 MB on 14x12.
EVAL_CACHE_SIZE = 1 << 16


# Stages of a node's move loop (see negamax).
_STAGE_TACTICAL, _STAGE_KILLERS, _STAGE_QUIET, _STAGE_FUTILE, _STAGE_DONE = range(5)


class StopFlag(Protocol):
    """What stops a search: a threading.Event, or a multiprocessing one (smp.py)."""

    def is_set(self) -> bool: ...
    def wait(self, timeout: float | None = None) -> bool: ...


class _Stop(Exception):
    """Raised inside the tree when time, nodes or the stop flag end the search."""


@dataclass(slots=True)
class _Line:
    move: RawMove
    score: int
    pv: list[RawMove]


class _Searcher:
    """One search: tables, counters and limits (never shared between threads)."""

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
    ) -> None:
        self.geo = geo
        self.rules = rules
        self.symmetry = rules.symmetry is SymmetryRule.MIDLINE
        self.slips = rules.slips
        self.weights = weights
        self.tables: EvalTables = eval_tables(geo)
        # The one place the hexagon's evaluation is chosen (None on the rectangle).
        self.hex_tables: HexTables | None = hex_tables_for(geo, rules.zone)
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
        self.far = (geo.win_zone(True, rules.zone), geo.win_zone(False, rules.zone))
        # The win zone and the cells next to it (the far row and the rank before it):
        # moves onto these are never pruned.
        self.alert = tuple(zone | _neighbours(geo, zone) for zone in self.far)
        # Per side and raw direction code (Abanondas slips from 8 up): ranks gained by a step
        # (+1 forward, -1 back, 0 sideways).
        self.gain = tuple(tuple(DIRECTION_STEPS[code_direction(c)][1] * fwd
                                for c in range(SLIP_CODES)) for fwd in (1, -1))
        self.forward = (1, -1)
        self.nodes = 0
        self.next_check = CHECK_EVERY
        self.seldepth = 0
        self.path: set[tuple[int, int, int]] = set()
        self.pv: list[list[RawMove]] = [[] for _ in range(MAX_PLY + 2)]
        self.killers: list[list[RawMove | None]] = [[None, None] for _ in range(MAX_PLY + 2)]
        self.history = [0] * ((geo.stride * geo.height) << 11)
        self.eval_cache: dict[tuple[int, int, int], int] = {}

    # -- limits ----------------------------------------------------------------------

    def check(self) -> None:
        self.next_check = self.nodes + CHECK_EVERY
        if self.stop is not None and self.stop.is_set():
            raise _Stop
        if self.deadline is not None and time.perf_counter() >= self.deadline:
            raise _Stop
        if self.node_limit is not None:
            if self.nodes >= self.node_limit:
                raise _Stop
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

    def blocked(self, own: int, enemy: int, ply: int) -> int:
        """Rule 2, the side to move has no legal move: he loses, or in Heximinondas the
        side with more pieces wins and equal numbers draw."""
        if self.blocked_counts:
            lead = own.bit_count() - enemy.bit_count()
            if lead == 0:
                return 0
            return MATE_SCORE - ply if lead > 0 else -(MATE_SCORE - ply)
        return -(MATE_SCORE - ply)

    def repeated(self, key: tuple[int, int, int], ply: int) -> int:
        """A return to a position of the game or of the searched line: a draw, except that
        in Heximinondas the move making a third occurrence loses for the side that made
        it, so the side to move here has won."""
        if self.repetition_loses and (
                key in self.twice or (key in self.path and key in self.game_keys)):
            return MATE_SCORE - ply
        return 0

    @staticmethod
    def answers(moves: list[RawMove], own: int, enemy: int, far: int,
                home: int) -> list[RawMove]:
        """The ``moves`` that do not leave the opponent ahead on the home rows (the others
        lose at once)."""
        return [mv for mv in moves
                if (enemy & ~mv[5] & home).bit_count() <= ((own ^ mv[4]) & far).bit_count()]

    # -- evaluation ------------------------------------------------------------------

    def evaluate(self, own: int, enemy: int, side: int, key: tuple[int, int, int]) -> int:
        """The static evaluation for the side to move; ``key`` is the node's table key."""
        cache = self.eval_cache
        score = cache.get(key)
        if score is None:
            score = self.evaluate_fresh(own, enemy, side)
            if len(cache) >= EVAL_CACHE_SIZE:
                cache.clear()
            cache[key] = score
        return score

    def evaluate_fresh(self, own: int, enemy: int, side: int) -> int:
        if self.hex_tables is not None:
            score = evaluate_hex(own, enemy, side, self.hex_tables)
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

    # -- move ordering -----------------------------------------------------------------

    def order(self, moves: list[RawMove], own: int, side: int, ply: int,
              tt_move: RawMove | None) -> list[RawMove]:
        """Captures (biggest first), far-row entries, killers, then quiet moves by history
        and, among moves without history, by the ground they gain. Drops ``tt_move``."""
        fresh = self.far[side] & ~own
        gain = self.gain[side]
        history = self.history
        scores = [
            2_000_000 + mv[6] * 1000 - mv[1] if mv[6]
            else 1_500_000 if mv[4] & fresh
            else (history[(mv[3] << 11) | (mv[0] << 5) | mv[2]] << 6) + gain[mv[0]] * mv[1] * mv[2]
            for mv in moves
        ]
        for bonus, killer in zip((1_200_000, 1_100_000), self.killers[ply], strict=True):
            if killer is not None and killer in moves:
                scores[moves.index(killer)] = bonus
        drop = tt_move is not None and tt_move in moves
        if drop and tt_move is not None:
            scores[moves.index(tt_move)] = -(1 << 60)
        idx = sorted(range(len(moves)), key=scores.__getitem__, reverse=True)
        if drop:
            idx.pop()
        return [moves[i] for i in idx]

    # -- main search -------------------------------------------------------------------

    def negamax(self, own: int, enemy: int, side: int, depth: int, alpha: int, beta: int,
                ply: int, can_null: bool) -> int:
        self.nodes += 1
        if self.nodes >= self.next_check:
            self.check()
        self.pv[ply] = []  # before any return: the parent copies it into its line
        far = self.far[side]
        home = self.far[1 - side]
        own_in = (own & far).bit_count()
        enemy_in = (enemy & home).bit_count()
        if own_in > enemy_in:
            return MATE_SCORE - ply
        key = (own, enemy, 0) if side == 0 else (enemy, own, 1)
        if key in self.path or key in self.game_keys:
            return self.repeated(key, ply)
        if depth <= 0 or ply >= MAX_PLY:
            return self.qsearch(own, enemy, side, alpha, beta, ply, 0)
        if ply > self.seldepth:
            self.seldepth = ply
        # Mate distance: nothing here can beat a win already found nearer the root.
        if MATE_SCORE - ply - 1 <= alpha:
            return alpha
        pv_node = beta - alpha > 1
        alpha0 = alpha
        tt_move: RawMove | None = None
        entry = self.tt.get(key)
        if entry is not None:
            e_depth, flag, e_score, tt_move = entry
            if e_depth >= depth and not pv_node:
                if e_score >= MATE_THRESHOLD:
                    e_score -= ply
                elif e_score <= -MATE_THRESHOLD:
                    e_score += ply
                if (flag == EXACT or (flag == LOWER and e_score >= beta)
                        or (flag == UPPER and e_score <= alpha)):
                    return e_score
        other = 1 - side
        path = self.path
        # Selectivity needs a calm node: nobody on a home row, no forced result in sight.
        calm = (not pv_node and not enemy_in and not own_in
                and alpha > -MATE_THRESHOLD and beta < MATE_THRESHOLD)
        futile = False
        prune_after = 1 << 30
        if calm:
            static = self.evaluate(own, enemy, side, key)
            # Reverse futility: far above beta with little depth left.
            if depth <= 2 and static - FUTILITY_MARGIN * depth >= beta:
                return static - FUTILITY_MARGIN * depth
            # Null move: if passing still beats beta, a real move will too (zugzwang is
            # rare here).
            if can_null and depth >= 3 and static >= beta:
                path.add(key)
                score = -self.negamax(enemy, own, other, depth - 3, -beta, -beta + 1, ply + 1,
                                      False)
                path.discard(key)
                if score >= beta:
                    return beta
            # Futility and late-move pruning of quiet moves near the leaves.
            futile = depth == 1 and static + FUTILITY_MARGIN <= alpha
            if depth <= 2:
                prune_after = LATE_MOVES[depth]
        alert = self.alert[side]

        # Moves come in stages, and the later ones are generated only when the earlier ones
        # did not cut off: the table's move; captures and far-row entries; the killers
        # (checked for legality directly); then the rest. Most cut-offs come from the first
        # three, so most nodes never generate their ~100 quiet moves.
        moves: list[RawMove] = [tt_move] if tt_move is not None else []
        stage = _STAGE_FUTILE if futile else _STAGE_TACTICAL
        best = -INFINITY
        best_move: RawMove | None = None
        searched = 0
        pruned = False
        i = 0
        killers = self.killers[ply]
        tried_killers: list[RawMove] = []
        path.add(key)
        while True:
            if i == len(moves):
                if stage == _STAGE_DONE:
                    break
                if stage == _STAGE_TACTICAL:
                    stage = _STAGE_KILLERS
                    found = [mv for mv in tactical_moves(self.geo, own, enemy, self.forward[side],
                                                         self.symmetry, far, self.slips)
                             if mv != tt_move and mv not in killers]
                    if enemy_in:
                        found = self.answers(found, own, enemy, far, home)
                    moves.extend(self.order(found, own, side, ply, None))
                elif stage == _STAGE_KILLERS:
                    stage = _STAGE_QUIET
                    for killer in killers:
                        if (killer is not None and killer != tt_move
                                and quiet_move_is_legal(self.geo, own, enemy,
                                                        self.forward[side], self.symmetry,
                                                        killer)
                                and (not enemy_in
                                     or self.answers([killer], own, enemy, far, home))):
                            tried_killers.append(killer)
                    moves.extend(tried_killers)
                else:
                    # The rest of the moves (_STAGE_QUIET), or at a futile node only the
                    # captures and moves onto the last two ranks, which alone can lift it.
                    if stage == _STAGE_FUTILE:
                        found = list(tactical_moves(self.geo, own, enemy, self.forward[side],
                                                    self.symmetry, alert, self.slips))
                        if not found and not self.can_move(own, enemy):
                            path.discard(key)
                            return self.blocked(own, enemy, ply)
                    else:
                        found = list(raw_moves(self.geo, own, enemy, self.forward[side],
                                               self.symmetry, None, self.slips))
                        if not found:
                            path.discard(key)
                            return self.blocked(own, enemy, ply)
                    if enemy_in:
                        found = self.answers(found, own, enemy, far, home)
                        if not found:
                            path.discard(key)
                            return -(MATE_SCORE - ply - 1)
                    if stage == _STAGE_QUIET:
                        fresh = far & ~own
                        found = [mv for mv in found
                                 if not mv[6] and not mv[4] & fresh and mv != tt_move
                                 and mv not in tried_killers]
                        moves.extend(self.order(found, own, side, ply, None))
                    else:
                        moves.extend(self.order(found, own, side, ply, tt_move))
                    stage = _STAGE_DONE
                continue
            mv = moves[i]
            i += 1
            change = mv[4]
            capture = mv[5]
            if ((futile or searched >= prune_after) and not capture and mv != tt_move
                    and not (change & alert & ~own)):
                pruned = True
                continue  # a quiet move that neither enters nor threatens to enter
            new_own = own ^ change
            new_enemy = enemy & ~capture if capture else enemy
            if searched == 0:
                score = -self.negamax(new_enemy, new_own, other, depth - 1, -beta, -alpha,
                                      ply + 1, True)
            else:
                reduction = 0
                if (depth >= 3 and searched >= 3 and not capture and not enemy_in
                        and not (change & far & ~own) and mv != killers[0]
                        and mv != killers[1]):
                    reduction = 2 if searched >= 12 and depth >= 5 else 1
                score = -self.negamax(new_enemy, new_own, other, depth - 1 - reduction,
                                      -alpha - 1, -alpha, ply + 1, True)
                if score > alpha and (reduction or score < beta):
                    score = -self.negamax(new_enemy, new_own, other, depth - 1, -beta, -alpha,
                                          ply + 1, True)
            searched += 1
            if score > best:
                best = score
                best_move = mv
                if score > alpha:
                    alpha = score
                    self.pv[ply] = [mv, *self.pv[ply + 1]]
                    if alpha >= beta:
                        if not capture:
                            if killers[0] != mv:
                                killers[1] = killers[0]
                                killers[0] = mv
                            self.history[(mv[3] << 11) | (mv[0] << 5) | mv[2]] += depth * depth
                        break
        path.discard(key)
        if pruned and best < alpha:
            # Pruned moves were judged not to reach alpha, no more: fail soft only to alpha.
            best = alpha
        if best_move is None:
            return best
        if best >= beta:
            flag = LOWER
        elif best > alpha0:
            flag = EXACT
        else:
            flag = UPPER
        stored = best
        if stored >= MATE_THRESHOLD:
            stored += ply
        elif stored <= -MATE_THRESHOLD:
            stored -= ply
        self.tt.put(key, (depth, flag, stored, best_move))
        return best

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
        key = (own, enemy, 0) if side == 0 else (enemy, own, 1)
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
        margin = alpha - stand - 200 if not threatened else -INFINITY
        material = self.weights.material
        candidates = []
        for mv in tactical_moves(self.geo, own, enemy, self.forward[side], self.symmetry, far,
                                 self.slips):
            change = mv[4]
            capture = mv[5]
            if enemy_in and ((enemy & ~capture & home).bit_count()
                             > ((own ^ change) & far).bit_count()):
                continue  # leaves the opponent ahead on the home rows: loses at once
            if change & far & ~own and ((own ^ change) & far).bit_count() > own_in:
                if threatened or qply < QUIESCENCE_ENTRY_PLIES:
                    candidates.append((3_000_000 + mv[6], mv))
            elif capture and (threatened or (qply < QUIESCENCE_CAPTURE_PLIES
                                             and mv[6] * material > margin)):
                candidates.append((mv[6] * 1000 - mv[1], mv))
        if not candidates:
            if not self.can_move(own, enemy):
                return self.blocked(own, enemy, ply)
            return -(MATE_SCORE - ply - 1) if threatened else best
        candidates.sort(key=lambda c: c[0], reverse=True)
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

    # -- root --------------------------------------------------------------------------

    def root(self, own: int, enemy: int, side: int, depth: int, moves: list[RawMove],
             partial: list[_Line]) -> _Line:
        """Search the root ``moves`` (best first) to ``depth``; full window.

        Each root move that finishes is reported through ``partial`` so that a search cut
        short can still use the best move of the unfinished iteration.
        """
        alpha = -INFINITY
        beta = INFINITY
        key = (own, enemy, 0) if side == 0 else (enemy, own, 1)
        other = 1 - side
        best: _Line | None = None
        self.path = {key}
        self.pv[0] = []
        for index, mv in enumerate(moves):
            change = mv[4]
            capture = mv[5]
            new_own = own ^ change
            new_enemy = enemy & ~capture if capture else enemy
            if index == 0:
                score = -self.negamax(new_enemy, new_own, other, depth - 1, -beta, -alpha, 1,
                                      True)
            else:
                score = -self.negamax(new_enemy, new_own, other, depth - 1, -alpha - 1, -alpha,
                                      1, True)
                if score > alpha:
                    score = -self.negamax(new_enemy, new_own, other, depth - 1, -beta, -alpha,
                                          1, True)
            if best is None or score > best.score:
                best = _Line(mv, score, [mv, *self.pv[1]])
                partial[:] = [best]
                if score > alpha:
                    alpha = score
        assert best is not None
        return best


def _neighbours(geo: Geometry, cells: int) -> int:
    """The cells next to ``cells`` along the board's lines."""
    near = 0
    for direction in geo.directions:
        near |= geo.shift(cells, direction)
    return near


def _human_choice(searcher: _Searcher, best: _Line, moves: list[RawMove], own: int,
                  enemy: int, side: int, temperature: int, plan: int, seed: int,
                  rng: random.Random) -> _Line:
    """The gentle levels' move (style.py): every root move scored exactly at depth 1,
    plus the game's plan, chosen by a softmax. ``best`` stands if time runs out."""
    geo = searcher.geo
    table = plan_map(geo, plan_file(seed, geo.width), side)
    scores: list[int] = []
    try:
        for mv in moves:
            score = searcher.root(own, enemy, side, 1, [mv], [])
            scores.append(score.score)
    except _Stop:
        return best
    biased = [score + plan_bias(geo, mv, own, plan, table) if abs(score) < MATE_THRESHOLD
              else score for mv, score in zip(moves, scores, strict=True)]
    index = choose(moves, biased, temperature, rng)
    return _Line(moves[index], scores[index], [moves[index]])


def _root_order(moves: list[RawMove], own: int, far: int) -> list[RawMove]:
    """First iteration order: captures by size (with the smallest group), entries, then
    the generator's order (by direction, distance, group size)."""
    def key(mv: RawMove) -> int:
        if mv[6]:
            return 10_000 + mv[6] * 100 - mv[1]
        if mv[4] & far & ~own:
            return 9_000
        return 0
    return sorted(moves, key=key, reverse=True)


SOFT_TIME_FRACTION = 0.5
"""Part of a move time after which no new depth is begun."""


def search(
    position: Position,
    limits: Limits,
    *,
    rules: Rules = DEFAULT_RULES,
    level: int = MAX_LEVEL,
    multipv: int = 1,
    stop: StopFlag | None = None,
    on_info: Callable[[SearchInfo], None] | None = None,
    history: Sequence[tuple[int, int, int]] = (),
    hash_mb: int = 64,
    seed: int | None = None,
    weights: EvalWeights | None = None,
    soft_fraction: float = SOFT_TIME_FRACTION,
    table: TranspositionTable | None = None,
    shuffle: random.Random | None = None,
) -> SearchResult:
    """Search ``position`` and return the best move with its score and line.

    ``history`` holds :attr:`Position.key` of the earlier positions of the game (a return
    to one of them scores as a draw). ``level`` (1..MAX_LEVEL) caps the depth and may
    add evaluation noise; ``seed`` makes that noise reproducible. ``on_info`` is called
    from the searching thread after each completed depth and multi-PV line. ``weights``
    replaces the level's evaluation weights (tuning). With a move time, no new depth is
    begun after ``soft_fraction`` of it (an unfinished depth still counts when it found a
    better first move). ``table`` replaces the search's own transposition table (the
    shared one of a search on several cores, smp.py); ``shuffle`` varies the order of the
    root moves after the best at every depth (the helpers of such a search).
    """
    start = time.perf_counter()
    lv = level_info(level)
    # The same seed gives the same move in the same position, and a seed held for a game
    # gives one evaluation noise and one plan (style.py) for the whole game.
    rng = random.Random(None if seed is None else hash((seed, position.key)))
    game_rng = random.Random(seed)
    geo = position.geometry
    side = position.turn.index
    own = position.white if position.turn is Color.WHITE else position.black
    enemy = position.black if position.turn is Color.WHITE else position.white

    def elapsed_ms() -> int:
        return int((time.perf_counter() - start) * 1000)

    if position.mover_has_won(rules):
        return SearchResult(None, Score(MATE_SCORE), 0, 0, elapsed_ms())
    far = geo.win_zone(side == 0, rules.zone)
    symmetry = rules.symmetry is SymmetryRule.MIDLINE
    all_moves = list(raw_moves(geo, own, enemy, 1 if side == 0 else -1, symmetry, None,
                               rules.slips))
    if not all_moves:
        lead = own.bit_count() - enemy.bit_count() if rules.blocked_counts else -1
        blocked = 0 if lead == 0 else MATE_SCORE if lead > 0 else -MATE_SCORE
        return SearchResult(None, Score(blocked), 0, 0, elapsed_ms())

    # Limits: the caller's, capped by the level.
    max_depth = limits.depth if limits.depth is not None else MAX_DEPTH
    if limits.depth is None and limits.movetime_ms is None and limits.nodes is None \
            and not limits.infinite:
        max_depth = 1
    if lv.max_depth is not None:
        max_depth = min(max_depth, lv.max_depth)
    max_depth = max(1, min(max_depth, MAX_DEPTH))
    node_limit = limits.nodes
    deadline = None
    soft_ms: float | None = None
    if limits.movetime_ms is not None and not limits.infinite:
        deadline = start + max(1, limits.movetime_ms) / 1000
        soft_ms = limits.movetime_ms * soft_fraction

    # A weak level overlooks some of its own captures, but never the capture of an
    # intruder that would otherwise win: even a beginner sees that one.
    root_moves = _root_order(all_moves, own, far)
    home = geo.win_zone(side != 0, rules.zone)
    if lv.miss_capture > 0 and (enemy & home).bit_count() <= (own & far).bit_count():
        kept = [mv for mv in root_moves if not mv[6] or rng.random() >= lv.miss_capture]
        if kept:
            root_moves = kept
    multipv = max(1, min(multipv, len(root_moves)))

    searcher = _Searcher(
        geo, rules, weights or lv.weights, table if table is not None else
        TranspositionTable(hash_mb), stop, deadline,
        node_limit, set(history), {k for k, n in Counter(history).items() if n >= 2},
        lv.noise, game_rng.getrandbits(32), lv.quiescence,
    )

    def make_info(line: _Line, depth: int, index: int) -> SearchInfo:
        ms = elapsed_ms()
        nodes = searcher.nodes
        return SearchInfo(
            depth=depth,
            score=Score(line.score),
            nodes=nodes,
            nps=nodes * 1000 // max(ms, 1),
            time_ms=ms,
            pv=tuple(to_move(geo, mv) for mv in line.pv),
            multipv=index,
            seldepth=max(searcher.seldepth, depth),
        )

    lines: list[_Line] = []
    completed = 0
    stopped = False
    for depth in range(1, max_depth + 1):
        if shuffle is not None and len(root_moves) > 2:
            rest = root_moves[1:]
            shuffle.shuffle(rest)
            root_moves = [root_moves[0], *rest]
        new_lines: list[_Line] = []
        excluded: set[RawMove] = set()
        for index in range(1, multipv + 1):
            candidates = [mv for mv in root_moves if mv not in excluded]
            partial: list[_Line] = []
            try:
                line = searcher.root(own, enemy, side, depth, candidates, partial)
            except _Stop:
                stopped = True
                # The first root move is last iteration's best, so a better one found in
                # the unfinished iteration is trustworthy.
                if index == 1 and partial:
                    new_lines.append(partial[0])
                    if on_info is not None and lines and partial[0].move != lines[0].move:
                        on_info(make_info(partial[0], depth, 1))
                break
            new_lines.append(line)
            excluded.add(line.move)
            if on_info is not None:
                on_info(make_info(line, depth, index))
        if new_lines:
            if stopped:
                # The unfinished depth's lines go first (a partial first line beat the old
                # best at this depth, and was reported); older lines fill up the rest.
                done = {ln.move for ln in new_lines}
                lines = (new_lines + [ln for ln in lines if ln.move not in done])[:multipv]
            else:
                lines = sorted(new_lines, key=lambda ln: ln.score, reverse=True)
            if not stopped:
                completed = depth
            # Next iteration: best lines first, then the rest in their old order.
            first = [ln.move for ln in lines]
            root_moves = first + [mv for mv in root_moves if mv not in set(first)]
        if stopped:
            break
        best_score = lines[0].score
        if (not limits.infinite and abs(best_score) >= MATE_THRESHOLD
                and depth >= MATE_SCORE - abs(best_score) + 1):
            break  # a forced result no deeper search can shorten
        if soft_ms is not None and elapsed_ms() >= soft_ms:
            break
    if limits.infinite and stop is not None:
        stop.wait()

    if lines and lv.temperature > 0 and completed >= 1 and len(root_moves) > 1:
        chosen = _human_choice(searcher, lines[0], root_moves, own, enemy, side,
                               lv.temperature, lv.plan,
                               seed if seed is not None else game_rng.getrandbits(32), rng)
        if chosen.move != lines[0].move:
            lines = [chosen, *[ln for ln in lines if ln.move != chosen.move][:multipv - 1]]
            if on_info is not None:  # the last report names the move played
                on_info(make_info(chosen, completed, 1))
    if lines:
        best = lines[0]
    else:
        score = searcher.evaluate_fresh(own, enemy, side)
        best = _Line(root_moves[0], score, [root_moves[0]])
    line_infos = tuple(make_info(ln, completed, i + 1) for i, ln in enumerate(lines))
    return SearchResult(
        best_move=to_move(geo, best.move),
        score=Score(best.score),
        depth=completed,
        nodes=searcher.nodes,
        time_ms=elapsed_ms(),
        pv=tuple(to_move(geo, mv) for mv in best.pv),
        lines=line_infos,
    )


def run_search(
    request: SearchRequest,
    *,
    stop: threading.Event | None = None,
    on_info: Callable[[SearchInfo], None] | None = None,
    table: TranspositionTable | None = None,
) -> SearchResult:
    """:func:`search` for a :class:`SearchRequest` (the engine command runs this);
    ``table``: a shared transposition table (smp.py)."""
    return search(
        request.position, request.limits, rules=request.rules, level=request.level,
        multipv=request.multipv, stop=stop, on_info=on_info, history=request.history,
        hash_mb=request.hash_mb, seed=request.seed, table=table,
    )


def best_moves(
    position: Position,
    count: int,
    limits: Limits,
    *,
    rules: Rules = DEFAULT_RULES,
    level: int = MAX_LEVEL,
    stop: threading.Event | None = None,
    history: Sequence[tuple[int, int, int]] = (),
) -> list[tuple[Move, Score]]:
    """The ``count`` best moves with their scores, best first (a multi-PV search)."""
    result = search(position, limits, rules=rules, level=level, multipv=count, stop=stop,
                    history=history)
    if result.best_move is None:
        return []
    if not result.lines:
        return [(result.best_move, result.score)]
    return [(line.pv[0], line.score) for line in result.lines if line.pv]
