"""perft: leaves of the legal-move tree (docs/rules.md#perft), for testing the move generator."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from .ending import Key, verdict
from .geometry import Geometry
from .movegen import count_moves, count_raw, legal_moves, raw_moves
from .position import DEFAULT_RULES, Color, Position, Rules


def perft(pos: Position, depth: int, rules: Rules = DEFAULT_RULES,
          history: Sequence[Key] = ()) -> int:
    """Count the leaves ``depth`` plies deep.

    A position where the game is over (rules 1 and 2, and in Heximinondas the repetition
    rule, counting the positions of ``history`` before ``pos``) is a leaf with no children.
    The last ply is counted with bit-parallel operations, and subtrees reached by different
    move orders (transpositions) are counted once and remembered — except where a
    repetition could end a game inside the tree, which is then walked move by move.
    """
    if depth < 0:
        raise ValueError("perft depth must be >= 0")
    if depth == 0:
        return 1
    if verdict(pos, rules, history) is not None:
        return 0
    if depth == 1:
        return count_moves(pos, rules)
    own, enemy = (pos.white, pos.black) if pos.turn is Color.WHITE else (pos.black, pos.white)
    walk = _Walk(pos.geometry, rules)
    if rules.repetition_loses and _repetition_can_end(pos, depth, history):
        counts = Counter(history)
        counts[pos.key] += 1
        return walk.exact(own, enemy, pos.turn, depth, counts)
    return walk.cached(own, enemy, pos.turn, depth, {})


def _repetition_can_end(pos: Position, depth: int, history: Sequence[Key]) -> bool:
    """Whether a third occurrence can end a game less than ``depth`` plies from ``pos``.

    A position can come back at the earliest four plies after it (each side must undo its
    move), and one move back from ``history``. So when no position has occurred twice, a
    third occurrence needs two returns, the second at ply 5 at the earliest: it ends a
    game inside the tree from depth 6 on. A position already there twice can come back
    at once.
    """
    counts = Counter(history)
    counts[pos.key] += 1
    return depth >= 6 or max(counts.values()) >= 2


class _Walk:
    """perft below a position where the game goes on, on raw bitboards (own = the side to
    move)."""

    def __init__(self, geo: Geometry, rules: Rules) -> None:
        self.geo = geo
        self.rules = rules
        self.symmetry = rules.symmetry_applies
        self.slips = rules.slips
        # Win zones by side: index 0 White's, 1 Black's.
        self.zones = (geo.win_zone(True, rules.zone), geo.win_zone(False, rules.zone))

    def cached(self, own: int, enemy: int, turn: Color, depth: int,
               cache: dict[tuple[int, int, int], int]) -> int:
        """Leaves ``depth`` >= 2 plies deep; transpositions counted once. The cache key
        leaves out the side to move: within one perft run it follows from the depth."""
        key = (own, enemy, depth)
        cached = cache.get(key)
        if cached is not None:
            return cached
        geo = self.geo
        forward = turn.forward
        own_zone, their_zone = self.zones[turn.index], self.zones[1 - turn.index]
        total = 0
        for _d, _k, _m, _h, change, capture_mask, _c in raw_moves(
            geo, own, enemy, forward, self.symmetry, None, self.slips
        ):
            new_own = own ^ change
            new_enemy = enemy & ~capture_mask
            if (new_enemy & their_zone).bit_count() > (new_own & own_zone).bit_count():
                continue  # the child is won for its mover: a leaf with no children
            if depth == 2:
                sub_key = (new_enemy, new_own, 1)
                sub = cache.get(sub_key)
                if sub is None:
                    sub = count_raw(geo, new_enemy, new_own, -forward, self.symmetry, self.slips)
                    cache[sub_key] = sub
                total += sub
            else:
                total += self.cached(new_enemy, new_own, turn.other, depth - 1, cache)
        cache[key] = total
        return total

    def exact(self, own: int, enemy: int, turn: Color, depth: int, counts: Counter[Key]) -> int:
        """Leaves ``depth`` >= 1 plies deep, following the line's positions in ``counts``
        (the history and the path) so that a third occurrence ends the game there."""
        geo = self.geo
        forward = turn.forward
        if depth == 1:
            return count_raw(geo, own, enemy, forward, self.symmetry, self.slips)
        own_zone, their_zone = self.zones[turn.index], self.zones[1 - turn.index]
        total = 0
        for _d, _k, _m, _h, change, capture_mask, _c in raw_moves(
            geo, own, enemy, forward, self.symmetry, None, self.slips
        ):
            new_own = own ^ change
            new_enemy = enemy & ~capture_mask
            if (new_enemy & their_zone).bit_count() > (new_own & own_zone).bit_count():
                continue
            child = ((new_own, new_enemy, 1) if turn is Color.WHITE
                     else (new_enemy, new_own, 0))
            if counts[child] >= 2:
                continue  # its third occurrence: the game is over there
            counts[child] += 1
            total += self.exact(new_enemy, new_own, turn.other, depth - 1, counts)
            counts[child] -= 1
        return total


def divide(pos: Position, depth: int, rules: Rules = DEFAULT_RULES,
           history: Sequence[Key] = ()) -> dict[str, int]:
    """perft split by first move, keyed by move notation (for debugging other engines)."""
    from .notation import move_to_text

    out: dict[str, int] = {}
    if verdict(pos, rules, history) is not None:
        return out
    for move in legal_moves(pos, rules):
        out[move_to_text(pos.geometry, move)] = perft(pos.play(move), depth - 1, rules,
                                                      (*history, pos.key))
    return out
