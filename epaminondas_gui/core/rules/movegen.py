"""Legal move generation, bit-parallel move counting and game-end detection (docs/rules.md)."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import Final

from .geometry import DIRECTION_STEPS, Geometry
from .position import DEFAULT_RULES, Color, Move, Position, Rules

SLIP_BASE: Final = 8
"""Raw direction codes from 8 up are sideslips: ``8 + 8 * line + slip`` (line 0..3 = N,
NE, E, SE, the direction from the written-first end to the other; slip = the direction
every piece steps). Codes 0..7 are line moves in that direction."""
SLIP_CODES: Final = 40
"""One more than the largest raw direction code."""


def slip_code(line: int, slip: int) -> int:
    return SLIP_BASE + 8 * line + slip


def code_direction(code: int) -> int:
    """The direction the pieces travel for a raw direction code (line move or slip)."""
    return code & 7


@cache
def _direction_tables(geo: Geometry) -> tuple[tuple[int, int, int, int, tuple[int, ...]], ...]:
    """Per line direction of the board (:attr:`Geometry.directions`): (direction id, shift
    amount, +1 for a left shift / -1 for right, rank step, ``lines[n]``: n squares in a row
    along the direction, anchored at bit 0)."""
    out = []
    longest = max(geo.width, geo.height) + 1
    for direction in geo.directions:
        delta = geo.deltas[direction]
        amount = abs(delta)
        lines = [0]
        for n in range(1, longest + 1):
            lines.append(lines[-1] | (1 << ((n - 1) * amount)))
        out.append((direction, amount, 1 if delta > 0 else -1, DIRECTION_STEPS[direction][1],
                    tuple(lines)))
    return tuple(out)


@cache
def _tables_by_direction(
    geo: Geometry,
) -> tuple[tuple[int, int, int, int, tuple[int, ...]] | None, ...]:
    """:func:`_direction_tables` indexed by direction id (None: not a line of the board)."""
    out: list[tuple[int, int, int, int, tuple[int, ...]] | None] = [None] * len(DIRECTION_STEPS)
    for table in _direction_tables(geo):
        out[table[0]] = table
    return tuple(out)


RawMove = tuple[int, ...]
"""(direction, count k, distance m, head square, change mask, capture mask, captured).

Seven ints, but typed as a tuple of any length on purpose: the search passes these tuples
around (move lists, killers, lines, the table) and mypyc keeps a fixed-length tuple type
unboxed, so it built a new tuple object at every such use; this way it passes the one
object, as Python does (docs/ai.md, "Compiled with mypyc")."""


def raw_moves(
    geo: Geometry,
    own: int,
    enemy: int,
    forward: int,
    symmetry: bool,
    landing: int | None = None,
    slips: bool = False,
) -> Iterator[RawMove]:
    """:func:`raw_move_list` as an iterator."""
    return iter(raw_move_list(geo, own, enemy, forward, symmetry, landing, slips))


def raw_move_list(
    geo: Geometry,
    own: int,
    enemy: int,
    forward: int,
    symmetry: bool,
    landing: int | None = None,
    slips: bool = False,
) -> list[RawMove]:
    """Every legal move of the side owning ``own`` as plain tuples (fast path for the search).

    ``forward`` is the mover's rank step (+1 White, -1 Black); ``symmetry`` applies the
    anti-symmetry rule; ``slips`` adds the Abanondas sideslips after the line moves. With
    ``landing`` set, only captures and the quiet moves whose head (for a slip: any piece)
    lands on one of those squares are produced (the search's quiescence needs no more).
    Works on whole-board sets: for each direction, the heads with at least k own pieces
    behind them and a clear path of m-1 squares are found with shifts.
    """

    out: list[RawMove] = []
    board = geo.board
    empty = board & ~(own | enemy)
    far_mask = geo.rank_masks[-1] if forward > 0 else geo.rank_masks[0]
    # The rule can only bite when the mover could end with as many pieces as the opponent.
    watch = symmetry and geo.mirrorable and own.bit_count() <= enemy.bit_count()
    mirror = geo.mirror_ranks
    for direction, amount, sign, dr, lines in _direction_tables(geo):
        if sign > 0:
            back_empty = (empty >> amount) & board
            back_enemy = (enemy >> amount) & board
        else:
            back_empty = (empty << amount) & board
            back_enemy = (enemy << amount) & board
        movable = own & (back_empty | back_enemy)
        if not movable:
            continue
        runs = _runs(movable, own, amount, sign, board)
        nruns = len(runs)
        if landing is not None and nruns < 2 and not landing:
            continue  # single pieces never capture, and no quiet landing is wanted
        watch_dir = watch and dr == forward
        reach = movable
        back_land = landing & empty if landing is not None else 0
        for m in range(1, nruns + 1):
            if m > 1:
                # Going m squares takes a group of at least m: other heads are done.
                reach &= runs[m - 1]
                if not reach:
                    break
                if sign > 0:
                    back_empty = (back_empty >> amount) & board
                    back_enemy = (back_enemy >> amount) & board
                else:
                    back_empty = (back_empty << amount) & board
                    back_enemy = (back_enemy << amount) & board
            capt = reach & back_enemy
            if landing is None:
                quiet = reach & back_empty
            else:
                back_land = ((back_land >> amount) if sign > 0 else (back_land << amount)) & board
                quiet = reach & back_land
            # Heads whose path stays clear for one more square.
            reach &= back_empty
            if not (quiet or capt):
                if not reach:
                    break
                continue
            step = m * amount
            line_m = lines[m]
            for k in range(m, nruns + 1):
                rk = runs[k - 1]
                hits = rk & quiet
                chits = rk & capt if k >= 2 else 0
                if not (hits or chits):
                    if not (rk & (quiet | capt)):
                        break
                    continue
                back_rear = (k - 1) * amount
                while hits:
                    low = hits & -hits
                    hits ^= low
                    head = low.bit_length() - 1
                    if sign > 0:
                        change = (line_m << (head + amount)) | (line_m << (head - back_rear))
                    else:
                        change = (line_m << (head - step)) | (
                            line_m << (head + back_rear - step + amount)
                        )
                    if watch_dir and change & far_mask and own ^ change == mirror(enemy):
                        continue
                    out.append((direction, k, m, head, change, 0, 0))
                while chits:
                    low = chits & -chits
                    chits ^= low
                    head = low.bit_length() - 1
                    to = head + step if sign > 0 else head - step
                    # Length of the enemy line from the landing square onward.
                    captured = 1
                    nxt = to + amount if sign > 0 else to - amount
                    while nxt >= 0 and (enemy >> nxt) & 1:
                        captured += 1
                        nxt = nxt + amount if sign > 0 else nxt - amount
                    if captured >= k:
                        continue
                    if sign > 0:
                        change = (lines[m - 1] << (head + amount)) | (line_m << (head - back_rear))
                        capture_mask = lines[captured] << to
                        change |= 1 << to
                    else:
                        change = (lines[m - 1] << (to + amount)) | (
                            line_m << (head + back_rear - step + amount)
                        )
                        change |= 1 << to
                        capture_mask = lines[captured] << (to - (captured - 1) * amount)
                    if watch_dir and change & far_mask:
                        rest = enemy & ~capture_mask
                        if (
                            own ^ change
                        ).bit_count() == rest.bit_count() and own ^ change == mirror(rest):
                            continue
                    out.append((direction, k, m, head, change, capture_mask, captured))
            if not reach:
                break
    if slips:
        out.extend(slip_moves(geo, own, enemy, forward, symmetry, landing))
    return out


# -- Abanondas sideslips -----------------------------------------------------------------

#: Slip directions per line (N, NE, E, SE): a file or a rank slips in the six directions
#: off its line, a diagonal only orthogonally (docs/rules.md#abanondas-sideslips).
_SLIPS_OF_LINE: tuple[tuple[int, ...], ...] = (
    (1, 2, 3, 5, 6, 7),  # a file (N): every direction but N and S
    (0, 2, 4, 6),  # a NE diagonal: N, E, S, W
    (0, 1, 3, 4, 5, 7),  # a rank (E): every direction but E and W
    (0, 2, 4, 6),  # a SE diagonal: N, E, S, W
)

SlipTable = tuple[int, int, int, int, int, tuple[int, ...]]
"""(raw code, line delta, slip delta, slip's rank step, line step amount, ``lines[n]``)."""


@cache
def _slip_tables(geo: Geometry) -> tuple[SlipTable, ...]:
    out = []
    longest = max(geo.width, geo.height) + 1
    for line, slips in enumerate(_SLIPS_OF_LINE):
        line_delta = geo.deltas[line]
        amount = abs(line_delta)
        lines = [0]
        for n in range(1, longest + 1):
            lines.append(lines[-1] | (1 << ((n - 1) * amount)))
        for slip in slips:
            out.append((slip_code(line, slip), line_delta, geo.deltas[slip],
                        DIRECTION_STEPS[slip][1], amount, tuple(lines)))
    return tuple(out)


def _shift(bits: int, delta: int, board: int) -> int:
    return ((bits << delta) if delta > 0 else (bits >> -delta)) & board


def slip_moves(
    geo: Geometry,
    own: int,
    enemy: int,
    forward: int,
    symmetry: bool,
    landing: int | None = None,
) -> list[RawMove]:
    """Every legal sideslip of ``own`` as raw moves ``(code, k, 1, head, change, 0, 0)``.

    Per line and slip direction, ``ok`` holds the own pieces whose neighbour in the slip
    direction is an empty square; a slip of k is a run of k ``ok`` squares along the line,
    found by shifting (``runs_k = ok & shift(runs_k-1, line)``), keyed by its head (the end
    farther along the line). With ``landing`` set, only slips putting a piece on it.
    """
    out: list[RawMove] = []
    board = geo.board
    empty = board & ~(own | enemy)
    far_mask = geo.rank_masks[-1] if forward > 0 else geo.rank_masks[0]
    watch = symmetry and own.bit_count() <= enemy.bit_count()
    mirror_enemy = -1
    for code, line_delta, slip_delta, slip_dr, amount, lines in _slip_tables(geo):
        ok = own & _shift(empty, -slip_delta, board)
        runs = ok & _shift(ok, line_delta, board)
        k = 2
        watch_dir = watch and slip_dr == forward
        while runs:
            bits = runs
            back = (k - 1) * amount
            while bits:
                low = bits & -bits
                bits ^= low
                head = low.bit_length() - 1
                group = lines[k] << (head - back if line_delta > 0 else head)
                moved = (group << slip_delta) if slip_delta > 0 else (group >> -slip_delta)
                if landing is not None and not moved & landing:
                    continue
                change = group | moved
                if watch_dir and moved & far_mask:
                    if mirror_enemy < 0:
                        mirror_enemy = geo.mirror_ranks(enemy)
                    if own ^ change == mirror_enemy:
                        continue
                out.append((code, k, 1, head, change, 0, 0))
            runs = ok & _shift(runs, line_delta, board)
            k += 1
    return out


def count_slips(geo: Geometry, own: int, enemy: int, forward: int, symmetry: bool) -> int:
    """``len(list(slip_moves(...)))``, counted with whole-board bit operations."""
    board = geo.board
    empty = board & ~(own | enemy)
    watch = symmetry and own.bit_count() <= enemy.bit_count()
    # A forward slip can only enter the far row from the rank before it.
    before_far = geo.rank_masks[-2] if forward > 0 else geo.rank_masks[1]
    total = 0
    suspects = False
    for _code, line_delta, slip_delta, slip_dr, _amount, _lines in _slip_tables(geo):
        ok = own & _shift(empty, -slip_delta, board)
        if watch and slip_dr == forward and ok & before_far:
            suspects = True
        runs = ok & _shift(ok, line_delta, board)
        while runs:
            total += runs.bit_count()
            runs = ok & _shift(runs, line_delta, board)
    if suspects:
        # Rare: count again one by one, letting the generator apply the symmetry rule.
        return len(slip_moves(geo, own, enemy, forward, True))
    return total


def slip_is_legal(
    geo: Geometry, own: int, enemy: int, forward: int, symmetry: bool, move: RawMove
) -> bool:
    """Whether the raw sideslip ``move`` (found in another position) is legal for ``own``."""
    code, k, _m, head, change, _capture, _captured = move
    line = (code - SLIP_BASE) >> 3
    line_delta = geo.deltas[line]
    group = 0
    for i in range(k):
        group |= 1 << (head - i * line_delta)
    moved = change & ~group
    if own & group != group or (own | enemy) & moved:
        return False
    if not symmetry or DIRECTION_STEPS[code & 7][1] != forward:
        return True
    far_mask = geo.rank_masks[-1] if forward > 0 else geo.rank_masks[0]
    return not (moved & far_mask and own.bit_count() <= enemy.bit_count()
                and own ^ change == geo.mirror_ranks(enemy))


def quiet_move_is_legal(
    geo: Geometry, own: int, enemy: int, forward: int, symmetry: bool, move: RawMove
) -> bool:
    """Whether ``move``, a raw move found in another position on this board, is a legal
    quiet move for ``own`` here (the search's killer moves): its k pieces are ours and its
    path is empty, so its head is the front of its line, and the symmetry rule allows it.
    A capture is never reported legal."""
    direction, k, m, head, change, capture, _captured = move
    if capture:
        return False
    if direction >= SLIP_BASE:
        return slip_is_legal(geo, own, enemy, forward, symmetry, move)
    table = _tables_by_direction(geo)[direction]
    if table is None:
        return False  # not a line of this board
    _direction, amount, sign, dr, lines = table
    if sign > 0:
        group = lines[k] << (head - (k - 1) * amount)
        path = lines[m] << (head + amount)
    else:
        group = lines[k] << head
        path = lines[m] << (head - m * amount)
    if own & group != group or (own | enemy) & path:
        return False
    far_mask = geo.rank_masks[-1] if forward > 0 else geo.rank_masks[0]
    return not (symmetry and geo.mirrorable and dr == forward and change & far_mask
                and own.bit_count() <= enemy.bit_count()
                and own ^ change == geo.mirror_ranks(enemy))


def _runs(heads: int, own: int, amount: int, sign: int, board: int) -> list[int]:
    """``runs[k-1]``: the squares of ``heads`` with at least k own pieces in a line ending
    there (counted backwards along the direction)."""
    runs = [heads]
    shifted = own
    cur = heads
    while True:
        shifted = ((shifted << amount) if sign > 0 else (shifted >> amount)) & board
        cur &= shifted
        if not cur:
            return runs
        runs.append(cur)


def to_move(geo: Geometry, raw: RawMove) -> Move:
    """The :class:`Move` of a raw move tuple."""
    direction, k, m, head, change, capture_mask, captured = raw
    if direction >= SLIP_BASE:
        line = (direction - SLIP_BASE) >> 3
        slip = direction & 7
        return Move(head - (k - 1) * geo.deltas[line], head, head + geo.deltas[slip], slip,
                    k, 1, 0, change, 0, line)
    delta = geo.deltas[direction]
    return Move(
        head - (k - 1) * delta,
        head,
        head + m * delta,
        direction,
        k,
        m,
        captured,
        change,
        capture_mask,
    )


def _moves(pos: Position, rules: Rules) -> Iterator[Move]:
    geo = pos.geometry
    symmetry = rules.symmetry_applies
    if pos.turn is Color.WHITE:
        raws = raw_moves(geo, pos.white, pos.black, 1, symmetry, None, rules.slips)
    else:
        raws = raw_moves(geo, pos.black, pos.white, -1, symmetry, None, rules.slips)
    for raw in raws:
        yield to_move(geo, raw)


def enters_far_row(pos: Position, move: Move) -> bool:
    """Whether ``move`` puts a piece on the opponent's home row that was not on it before."""
    if DIRECTION_STEPS[move.direction][1] != pos.turn.forward:
        return False
    far_mask = pos.geometry.home_row(pos.turn is not Color.WHITE)
    return bool(move.change & far_mask & ~pos.pieces(pos.turn))


def legal_moves(pos: Position, rules: Rules = DEFAULT_RULES) -> list[Move]:
    """All legal moves of the side to move.

    This is the movement rule alone: a position where the mover has already won (rule 1)
    still lists its moves. Game-end checks belong to :func:`winner`; perft and the search
    treat such positions as leaves.
    """
    return list(_moves(pos, rules))


def winner(pos: Position, rules: Rules = DEFAULT_RULES) -> Color | None:
    """The winner if rule 1 or 2 ends the game in ``pos``, else None — None also when rule 2
    makes it a draw (Heximinondas); ``ending.verdict`` tells the two apart and adds the
    repetition rule."""
    if pos.mover_has_won(rules):
        return pos.turn
    if not has_legal_move(pos, rules):
        return blocked_winner(pos, rules)
    return None


def blocked_winner(pos: Position, rules: Rules = DEFAULT_RULES) -> Color | None:
    """Rule 2, for a side to move with no legal move: he loses (Epaminondas, Abanondas), or
    the side with more pieces wins and equal numbers draw (None; Heximinondas)."""
    if not rules.blocked_counts:
        return pos.turn.other
    white, black = pos.white.bit_count(), pos.black.bit_count()
    if white == black:
        return None
    return Color.WHITE if white > black else Color.BLACK


def has_legal_move(pos: Position, rules: Rules = DEFAULT_RULES) -> bool:
    return next(_moves(pos, rules), None) is not None


# -- bit-parallel counting (perft's last ply, AI mobility) --------------------------------


def count_moves(pos: Position, rules: Rules = DEFAULT_RULES) -> int:
    """``len(legal_moves(pos, rules))``, counted with whole-board bit operations."""
    symmetry = rules.symmetry_applies
    if pos.turn is Color.WHITE:
        return count_raw(pos.geometry, pos.white, pos.black, 1, symmetry, rules.slips)
    return count_raw(pos.geometry, pos.black, pos.white, -1, symmetry, rules.slips)


def count_raw(
    geo: Geometry, own: int, enemy: int, forward: int, symmetry: bool, slips: bool = False
) -> int:
    """:func:`count_moves` on raw bitboards (``own`` = the side to move; see raw_moves)."""
    if slips:
        return count_raw(geo, own, enemy, forward, symmetry) + count_slips(
            geo, own, enemy, forward, symmetry)
    board = geo.board
    empty = board & ~(own | enemy)
    # The symmetry rule can only bite when the mover could end with as many pieces as the
    # opponent; then far-row entries are examined one by one.
    watch_symmetry = symmetry and geo.mirrorable and own.bit_count() <= enemy.bit_count()
    height = geo.height
    rank_masks = geo.rank_masks
    total = 0
    suspects: list[tuple[int, int, int, int]] = []
    for direction, amount, sign, dr, _lines in _direction_tables(geo):
        if sign > 0:
            back_empty = (empty >> amount) & board
            back_enemy = (enemy >> amount) & board
        else:
            back_empty = (empty << amount) & board
            back_enemy = (enemy << amount) & board
        # Only pieces whose next square is free or an enemy can head a move.
        movable = own & (back_empty | back_enemy)
        if not movable:
            continue
        # runs[k-1]: movable heads with at least k own pieces in a line ending there.
        runs = _runs(movable, own, amount, sign, board)
        reach = movable  # heads whose path so far is clear
        watch_dir = watch_symmetry and dr == forward
        nruns = len(runs)
        erun: list[int] | None = None
        for m in range(1, nruns + 1):
            if m > 1:
                # Squares whose m-th neighbour ahead is empty / holds an enemy piece.
                if sign > 0:
                    back_empty = (back_empty >> amount) & board
                    back_enemy = (back_enemy >> amount) & board
                else:
                    back_empty = (back_empty << amount) & board
                    back_enemy = (back_enemy << amount) & board
            quiet = reach & back_empty  # heads that can land m squares ahead on an empty square
            capt = reach & back_enemy  # heads whose m-th square ahead is an enemy piece
            if not (quiet or capt) or not (reach & runs[m - 1]):
                break
            # Heads whose landing square m ahead is on the far row (symmetry suspects).
            far_rank = height - 1 - m if forward > 0 else m
            far_from = rank_masks[far_rank] if watch_dir and 0 <= far_rank < height else 0
            for k in range(m, nruns + 1):
                rk = runs[k - 1]
                if not (rk & (quiet | capt)):
                    break  # runs are nested: no longer group has a head here either
                if quiet:
                    hits = rk & quiet
                    total += hits.bit_count()
                    if hits & far_from:
                        suspects.append((direction, k, m, hits & far_from))
                if capt and k >= 2:
                    if erun is None:
                        erun = _enemy_runs(enemy, amount, sign, board, nruns)
                    # Landing squares whose enemy line has fewer than k pieces.
                    small = enemy & ~erun[k - 1] if k - 1 < len(erun) else enemy
                    hits = rk & capt & _shift_back(small, amount, sign, board, m)
                    total += hits.bit_count()
                    if hits & far_from:
                        suspects.append((direction, k, m, hits & far_from))
            reach = quiet
    if suspects:
        total -= _count_symmetry_violations(geo, own, enemy, forward, suspects)
    return total


def _shift_back(bits: int, amount: int, sign: int, board: int, times: int) -> int:
    for _ in range(times):
        bits = ((bits >> amount) if sign > 0 else (bits << amount)) & board
    return bits


def _enemy_runs(enemy: int, amount: int, sign: int, board: int, limit: int) -> list[int]:
    """erun[j]: enemy squares from which j+1 or more enemy pieces follow in a line."""
    out = [enemy]
    cur = enemy
    back = enemy
    for _ in range(limit):
        back = ((back >> amount) if sign > 0 else (back << amount)) & board
        cur &= back
        out.append(cur)
        if not cur:
            break
    return out


def _count_symmetry_violations(
    geo: Geometry, own: int, enemy: int, forward: int, suspects: list[tuple[int, int, int, int]]
) -> int:
    """Count the far-row entries among ``suspects`` that the symmetry rule forbids."""
    wanted = {(d, k, m, sq) for d, k, m, heads in suspects for sq in geo.iter_squares(heads)}
    allowed = {
        (d, k, m, head) for d, k, m, head, *_ in raw_moves(geo, own, enemy, forward, True)
    }
    return len(wanted - allowed)
