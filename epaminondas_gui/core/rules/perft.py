"""perft: leaves of the legal-move tree (docs/rules.md#perft), for testing the move generator."""

from __future__ import annotations

from .geometry import Geometry
from .movegen import count_moves, count_raw, legal_moves, raw_moves
from .position import DEFAULT_RULES, Color, Position, Rules, SymmetryRule


def perft(pos: Position, depth: int, rules: Rules = DEFAULT_RULES) -> int:
    """Count the leaves ``depth`` plies deep.

    A won position (rule 1) and one with no legal move are leaves with no children. The
    last ply is counted with bit-parallel operations, and subtrees reached by different
    move orders (transpositions) are counted once and remembered.
    """
    if depth < 0:
        raise ValueError("perft depth must be >= 0")
    if depth == 0:
        return 1
    if pos.mover_has_won():
        return 0
    if depth == 1:
        return count_moves(pos, rules)
    cache: dict[tuple[int, int, int], int] = {}
    own, enemy = (pos.white, pos.black) if pos.turn is Color.WHITE else (pos.black, pos.white)
    symmetry = rules.symmetry is SymmetryRule.MIDLINE
    return _perft(pos.geometry, own, enemy, pos.turn, depth, symmetry, cache, rules.slips)


def _perft(
    geo: Geometry,
    own: int,
    enemy: int,
    turn: Color,
    depth: int,
    symmetry: bool,
    cache: dict[tuple[int, int, int], int],
    slips: bool = False,
) -> int:
    """perft below a position that is not won; works on raw bitboards (own = side to move).

    The cache key leaves out the side to move: within one perft run it follows from the
    remaining depth.
    """
    key = (own, enemy, depth)
    cached = cache.get(key)
    if cached is not None:
        return cached
    forward = 1 if turn is Color.WHITE else -1
    other = turn.other
    # The opponent (to move next) wins at once if he has more on our home row than we on his.
    own_home = geo.home_row(turn is Color.WHITE)
    their_home = geo.home_row(turn is not Color.WHITE)
    total = 0
    for _d, _k, _m, _h, change, capture_mask, _c in raw_moves(
        geo, own, enemy, forward, symmetry, None, slips
    ):
        new_own = own ^ change
        new_enemy = enemy & ~capture_mask
        if (new_enemy & own_home).bit_count() > (new_own & their_home).bit_count():
            continue  # the child is won for its mover: a leaf with no children
        if depth == 2:
            sub_key = (new_enemy, new_own, 1)
            sub = cache.get(sub_key)
            if sub is None:
                sub = count_raw(geo, new_enemy, new_own, -forward, symmetry, slips)
                cache[sub_key] = sub
            total += sub
        else:
            total += _perft(
                geo, new_enemy, new_own, other, depth - 1, symmetry, cache, slips
            )
    cache[key] = total
    return total


def divide(pos: Position, depth: int, rules: Rules = DEFAULT_RULES) -> dict[str, int]:
    """perft split by first move, keyed by move notation (for debugging other engines)."""
    from .notation import move_to_text

    out: dict[str, int] = {}
    for move in legal_moves(pos, rules) if not pos.mover_has_won() else []:
        out[move_to_text(pos.geometry, move)] = perft(pos.play(move), depth - 1, rules)
    return out
