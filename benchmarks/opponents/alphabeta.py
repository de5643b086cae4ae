"""A plain alpha-beta engine of another design than ours: material, advancement, pairs in
lines and lone pieces as its evaluation, and a long quiescence that follows captures for
3 plies and far-row entries for 6 (the race to the far row decides most games).

No transposition table beyond a best-move memory for ordering, no pruning but alpha-beta,
no null move, no extensions: a different and simpler search than core/ai/search.py. It
runs on plain bitboards with the rules core's raw move generator, and its quiescence asks
that generator only for captures and far-row entries (a landing mask), which makes it
about as fast in nodes a second as an engine built for speed in pure Python.
"""

from __future__ import annotations

import random
import time
from functools import cache

from epaminondas_gui.core.rules.geometry import Geometry
from epaminondas_gui.core.rules.movegen import RawMove, raw_moves, to_move
from epaminondas_gui.core.rules.position import DEFAULT_RULES, Color, Move, Position, Rules

WIN = 1_000_000
PIECE = 100
ADVANCE = 4
PAIR = 6
LONE = 12
CAPTURE_PLIES = 3
ENTRY_PLIES = 6


class _Timeout(Exception):
    pass


def far_row(pos: Position, color: Color) -> int:
    """The rank ``color`` wins by reaching (the opponent's home row)."""
    return pos.geometry.home_row(color is not Color.WHITE)


@cache
def _tables(geo: Geometry) -> tuple[tuple[tuple[int, int], ...], tuple[tuple[int, int], ...],
                                     tuple[int, ...], tuple[int, ...]]:
    """Per side, (rank mask, ranks of progress) for the advancement; the four positive line
    deltas (pairs); the eight deltas (neighbours)."""
    ranks = geo.rank_masks
    top = geo.height - 1
    white = tuple((mask, r) for r, mask in enumerate(ranks) if r)
    black = tuple((mask, top - r) for r, mask in enumerate(ranks) if r != top)
    lines = tuple(sorted(abs(d) for d in geo.deltas[:4]))
    return white, black, lines, geo.deltas


def evaluate_bits(geo: Geometry, own: int, enemy: int, side: int) -> int:
    """The evaluation for the side to move (``side`` 0 = White) on bitboards."""
    white_adv, black_adv, lines, deltas = _tables(geo)
    board = geo.board
    total = 0
    for bits, adv, sign in ((own, white_adv if side == 0 else black_adv, 1),
                            (enemy, black_adv if side == 0 else white_adv, -1)):
        value = PIECE * bits.bit_count()
        for mask, progress in adv:
            value += ADVANCE * progress * (bits & mask).bit_count()
        for d in lines:
            value += PAIR * (bits & (bits << d)).bit_count()
        around = 0
        for d in deltas:
            around |= (bits << d) if d > 0 else (bits >> -d)
        value -= LONE * (bits & ~(around & board)).bit_count()
        total += sign * value
    return total


def evaluate(pos: Position) -> int:
    """From the side to move's point of view."""
    own = pos.pieces(pos.turn)
    return evaluate_bits(pos.geometry, own, pos.pieces(pos.turn.other), pos.turn.index)


class AlphaBetaOpponent:
    name = "alphabeta"

    def __init__(self, movetime_ms: int, rules: Rules = DEFAULT_RULES) -> None:
        self.movetime_s = movetime_ms / 1000
        self.rules = rules
        self.symmetry = rules.symmetry_applies
        self.best: dict[tuple[int, int, int], RawMove] = {}
        self.nodes = 0
        self.depth = 0
        self.depths: list[int] = []

    def choose(self, pos: Position, history: list[tuple[int, int, int]],
               rng: random.Random) -> Move | None:
        geo = self.geo = pos.geometry
        side = pos.turn.index
        own, enemy = pos.pieces(pos.turn), pos.pieces(pos.turn.other)
        self.far = (geo.rank_masks[-1], geo.rank_masks[0])
        moves = self._moves(own, enemy, side, None)
        if not moves:
            return None
        self.deadline = time.perf_counter() + self.movetime_s
        self.history = set(history)
        best = self._ordered(moves, own, enemy, side)[0]
        depth = 1
        self.depth = 0
        while True:
            try:
                score, move = self._root(own, enemy, side, moves, depth)
            except _Timeout:
                break
            if move is not None:
                best = move
            self.depth = depth
            if abs(score) >= WIN // 2 or time.perf_counter() > self.deadline - self.movetime_s / 2:
                break  # a forced result, or no time for one more ply
            depth += 1
        self.depths.append(self.depth)
        return to_move(geo, best)

    # -- search ----------------------------------------------------------------------

    def _moves(self, own: int, enemy: int, side: int, landing: int | None) -> list[RawMove]:
        return list(raw_moves(self.geo, own, enemy, 1 if side == 0 else -1, self.symmetry,
                              landing, self.rules.slips))

    def _ordered(self, moves: list[RawMove], own: int, enemy: int,
                 side: int) -> list[RawMove]:
        """The remembered best move, captures (most first), far-row entries, then the
        moves carrying most pieces farthest."""
        remembered = self.best.get(self._key(own, enemy, side))
        fresh = self.far[side] & ~own

        def key(mv: RawMove) -> tuple[int, int, int, int]:
            return (0 if mv == remembered else 1, -mv[6], 0 if mv[4] & fresh else 1,
                    -mv[1] * mv[2])

        return sorted(moves, key=key)

    @staticmethod
    def _key(own: int, enemy: int, side: int) -> tuple[int, int, int]:
        return (own, enemy, 0) if side == 0 else (enemy, own, 1)

    def _root(self, own: int, enemy: int, side: int, moves: list[RawMove],
              depth: int) -> tuple[int, RawMove | None]:
        alpha, beta = -WIN - 1, WIN + 1
        best_move: RawMove | None = None
        for mv in self._ordered(moves, own, enemy, side):
            score = -self._search(enemy & ~mv[5], own ^ mv[4], 1 - side, depth - 1, -beta,
                                  -alpha, 1)
            if score > alpha:
                alpha, best_move = score, mv
        if best_move is not None:
            self.best[self._key(own, enemy, side)] = best_move
        return alpha, best_move

    def _tick(self) -> None:
        self.nodes += 1
        if self.nodes & 63 == 0 and time.perf_counter() > self.deadline:
            raise _Timeout

    def _has_won(self, own: int, enemy: int, side: int) -> bool:
        return (own & self.far[side]).bit_count() > (enemy & self.far[1 - side]).bit_count()

    def _search(self, own: int, enemy: int, side: int, depth: int, alpha: int, beta: int,
                ply: int) -> int:
        self._tick()
        if self._has_won(own, enemy, side):
            return WIN - ply
        key = self._key(own, enemy, side)
        if key in self.history:
            return 0  # a repetition of the game's history: count it as a draw
        if depth <= 0:
            return self._quiesce(own, enemy, side, alpha, beta, ply, 0)
        moves = self._moves(own, enemy, side, None)
        if not moves:
            return -(WIN - ply)
        best_move: RawMove | None = None
        for mv in self._ordered(moves, own, enemy, side):
            score = -self._search(enemy & ~mv[5], own ^ mv[4], 1 - side, depth - 1, -beta,
                                  -alpha, ply + 1)
            if score > alpha:
                alpha, best_move = score, mv
                if alpha >= beta:
                    break
        if best_move is not None:
            self.best[key] = best_move
        return alpha

    def _quiesce(self, own: int, enemy: int, side: int, alpha: int, beta: int, ply: int,
                 qply: int) -> int:
        self._tick()
        if self._has_won(own, enemy, side):
            return WIN - ply
        if not self._can_step(own, enemy) and not self._moves(own, enemy, side, None):
            return -(WIN - ply)
        stand = evaluate_bits(self.geo, own, enemy, side)
        if stand >= beta or qply >= ENTRY_PLIES:
            return stand
        alpha = max(alpha, stand)
        fresh = self.far[side] & ~own
        tactical = self._moves(own, enemy, side, self.far[side])
        for mv in self._ordered(tactical, own, enemy, side):
            if not (mv[4] & fresh or (mv[6] and qply < CAPTURE_PLIES)):
                continue
            score = -self._quiesce(enemy & ~mv[5], own ^ mv[4], 1 - side, -beta, -alpha,
                                   ply + 1, qply + 1)
            if score > alpha:
                alpha = score
                if alpha >= beta:
                    break
        return alpha

    def _can_step(self, own: int, enemy: int) -> bool:
        """Some own piece has an empty neighbour: it can step there. Cheaper than generating
        the moves; wrong only if that step is forbidden by the symmetry rule and is the
        only move, which no game reaches in practice."""
        geo = self.geo
        empty = geo.board & ~(own | enemy)
        near = 0
        for d in geo.deltas:
            near |= (empty << d) if d > 0 else (empty >> -d)
        return bool(own & near)
