"""A plain alpha-beta engine of another design than ours: material, advancement, pairs in
lines and lone pieces as its evaluation, and a long quiescence that follows captures for
3 plies and far-row entries for 6 (the race to the far row decides most games).

No transposition table beyond a best-move memory for ordering, no pruning but alpha-beta,
no null move, no extensions: a different and simpler search than core/ai/search.py.
"""

from __future__ import annotations

import random
import time

from epaminondas_gui.core.rules.movegen import legal_moves, winner
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


def evaluate(pos: Position) -> int:
    """From the side to move's point of view."""
    geo = pos.geometry
    total = 0
    for color, sign in ((Color.WHITE, 1), (Color.BLACK, -1)):
        bits = pos.pieces(color)
        value = PIECE * bits.bit_count()
        for square in geo.iter_squares(bits):
            rank = geo.rank_of(square)
            value += ADVANCE * (rank if color is Color.WHITE else geo.height - 1 - rank)
        around = 0
        for direction in range(8):
            shifted = geo.shift(bits, direction)
            around |= shifted
            if direction < 4:
                value += PAIR * (bits & shifted).bit_count()
        value -= LONE * (bits & ~around).bit_count()
        total += sign * value
    return total if pos.turn is Color.WHITE else -total


class AlphaBetaOpponent:
    name = "alphabeta"

    def __init__(self, movetime_ms: int, rules: Rules = DEFAULT_RULES) -> None:
        self.movetime_s = movetime_ms / 1000
        self.rules = rules
        self.best: dict[tuple[int, int, int], Move] = {}
        self.nodes = 0
        self.depth = 0

    def choose(self, pos: Position, history: list[tuple[int, int, int]],
               rng: random.Random) -> Move | None:
        moves = legal_moves(pos, self.rules)
        if not moves:
            return None
        self.deadline = time.perf_counter() + self.movetime_s
        self.history = set(history)
        best = self._ordered(pos, moves)[0]
        depth = 1
        while True:
            try:
                score, move = self._root(pos, moves, depth)
            except _Timeout:
                break
            if move is not None:
                best = move
            self.depth = depth
            if abs(score) >= WIN // 2 or time.perf_counter() > self.deadline - self.movetime_s / 2:
                break  # a forced result, or no time for one more ply
            depth += 1
        return best

    # -- search ----------------------------------------------------------------------

    def _ordered(self, pos: Position, moves: list[Move]) -> list[Move]:
        remembered = self.best.get(pos.key)
        target = far_row(pos, pos.turn)

        def key(move: Move) -> tuple[int, int, int, int]:
            return (
                0 if move == remembered else 1,
                -move.captured,
                0 if (1 << move.to) & target else 1,
                -move.count * move.distance,
            )

        return sorted(moves, key=key)

    def _root(self, pos: Position, moves: list[Move], depth: int) -> tuple[int, Move | None]:
        alpha, beta = -WIN - 1, WIN + 1
        best_move: Move | None = None
        for move in self._ordered(pos, moves):
            child = pos.play(move)
            score = -self._search(child, depth - 1, -beta, -alpha, 1)
            if score > alpha:
                alpha, best_move = score, move
        if best_move is not None:
            self.best[pos.key] = best_move
        return alpha, best_move

    def _tick(self) -> None:
        self.nodes += 1
        if self.nodes & 63 == 0 and time.perf_counter() > self.deadline:
            raise _Timeout

    def _search(self, pos: Position, depth: int, alpha: int, beta: int, ply: int) -> int:
        self._tick()
        won = winner(pos, self.rules)
        if won is not None:
            return WIN - ply if won is pos.turn else -(WIN - ply)
        if ply > 0 and pos.key in self.history:
            return 0  # a repetition of the game's history: count it as a draw
        if depth <= 0:
            return self._quiesce(pos, alpha, beta, ply, 0)
        moves = legal_moves(pos, self.rules)
        best_move: Move | None = None
        for move in self._ordered(pos, moves):
            score = -self._search(pos.play(move), depth - 1, -beta, -alpha, ply + 1)
            if score > alpha:
                alpha, best_move = score, move
                if alpha >= beta:
                    break
        if best_move is not None:
            self.best[pos.key] = best_move
        return alpha

    def _quiesce(self, pos: Position, alpha: int, beta: int, ply: int, qply: int) -> int:
        self._tick()
        won = winner(pos, self.rules)
        if won is not None:
            return WIN - ply if won is pos.turn else -(WIN - ply)
        stand = evaluate(pos)
        if stand >= beta or qply >= ENTRY_PLIES:
            return stand
        alpha = max(alpha, stand)
        target = far_row(pos, pos.turn)
        for move in self._ordered(pos, legal_moves(pos, self.rules)):
            enters = bool((1 << move.to) & target)
            if not (enters or (move.captured and qply < CAPTURE_PLIES)):
                continue
            score = -self._quiesce(pos.play(move), -beta, -alpha, ply + 1, qply + 1)
            if score > alpha:
                alpha = score
                if alpha >= beta:
                    break
        return alpha
