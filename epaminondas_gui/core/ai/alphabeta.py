"""The full-width PVS alpha-beta tree of the search (search.py drives it).

Game rules at every node:

* win at the start of the turn: more pieces on the far row than the opponent has on ours;
* when the opponent has intruders on our home row, every move that leaves him ahead loses
  at once, so only the answers (capture an intruder, enter his home row) are searched;
* at depth 0 the quiescence search of :class:`quiescence.QuiescenceSearch` takes over.

Moves are generated in stages, ordered by the table's move, captures, entries, killers and
history, and pruned near the leaves (reverse futility, null move, futility, late moves).
"""

from __future__ import annotations

from typing import Final

from ..rules.movegen import RawMove, quiet_move_is_legal, raw_move_list
from .quiescence import INFINITY, MAX_PLY, Line, QuiescenceSearch
from .tactics import tactical_moves
from .tt import EXACT, LOWER, UPPER, Key
from .types import MATE_SCORE, MATE_THRESHOLD

#: Reverse futility / futility margin per ply of depth left (centi-pieces).
FUTILITY_MARGIN: Final = 150
#: Quiet moves searched at depth 1 and 2 of a calm non-PV node before the rest are pruned.
LATE_MOVES: Final = (0, 10, 18)

# Stages of a node's move loop (see negamax).
_STAGE_TACTICAL: Final = 0
_STAGE_KILLERS: Final = 1
_STAGE_QUIET: Final = 2
_STAGE_FUTILE: Final = 3
_STAGE_DONE: Final = 4


class AlphaBeta(QuiescenceSearch):
    """One search's tree: move ordering, the negamax nodes and the root."""

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
        key: Key = (own, enemy, 0) if side == 0 else (enemy, own, 1)
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
                        found = tactical_moves(self.geo, own, enemy, self.forward[side],
                                               self.symmetry, alert, self.slips)
                        if not found and not self.can_move(own, enemy):
                            path.discard(key)
                            return self.blocked(own, enemy, ply)
                    else:
                        found = raw_move_list(self.geo, own, enemy, self.forward[side],
                                              self.symmetry, None, self.slips)
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

    # -- root --------------------------------------------------------------------------

    def root(self, own: int, enemy: int, side: int, depth: int, moves: list[RawMove],
             partial: list[Line]) -> Line:
        """Search the root ``moves`` (best first) to ``depth``; full window.

        Each root move that finishes is reported through ``partial`` so that a search cut
        short can still use the best move of the unfinished iteration.
        """
        alpha = -INFINITY
        beta = INFINITY
        key: Key = (own, enemy, 0) if side == 0 else (enemy, own, 1)
        other = 1 - side
        best: Line | None = None
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
                best = Line(mv, score, [mv, *self.pv[1]])
                partial[:] = [best]
                if score > alpha:
                    alpha = score
        assert best is not None
        return best
