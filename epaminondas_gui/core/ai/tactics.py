"""A narrow move generator for the search: captures, plus quiet moves landing on chosen
squares (far-row entries; the rank before it). Quiescence and futile frontier nodes need
only these, and generating all ~100 moves of a position just to throw most of them away
was the search's largest cost.

Same method and output as :func:`movegen.raw_moves` (whole-board shifts per direction,
plain tuples), restricted as early as possible.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from ..geometry import DIRECTION_STEPS, Geometry
from ..movegen import RawMove


@cache
def _tables(geo: Geometry) -> tuple[tuple[int, int, int, tuple[int, ...]], ...]:
    """Per direction: (shift amount, sign of the shift, rank step, lines of n squares)."""
    longest = max(geo.width, geo.height) + 1
    out = []
    for direction, delta in enumerate(geo.deltas):
        amount = abs(delta)
        lines = [0]
        for n in range(1, longest + 1):
            lines.append(lines[-1] | (1 << ((n - 1) * amount)))
        out.append((amount, 1 if delta > 0 else -1, DIRECTION_STEPS[direction][1],
                    tuple(lines)))
    return tuple(out)


def tactical_moves(
    geo: Geometry, own: int, enemy: int, forward: int, symmetry: bool, landing: int
) -> Iterator[RawMove]:
    """Every legal capture, and every legal quiet move whose head lands in ``landing``."""
    board = geo.board
    empty = board & ~(own | enemy)
    far_mask = geo.rank_masks[-1] if forward > 0 else geo.rank_masks[0]
    watch = symmetry and own.bit_count() <= enemy.bit_count()
    mirror = geo.mirror_ranks
    for direction, (amount, sign, dr, lines) in enumerate(_tables(geo)):
        # runs[k-1]: squares ending a line of at least k own pieces in this direction.
        runs = [own]
        cur = own
        shifted = own
        while True:
            shifted = ((shifted << amount) if sign > 0 else (shifted >> amount)) & board
            cur &= shifted
            if not cur:
                break
            runs.append(cur)
        nruns = len(runs)
        if nruns < 2 and not landing:
            continue
        watch_dir = watch and dr == forward
        reach = own
        back_empty = empty
        back_enemy = enemy
        back_land = landing & empty
        for m in range(1, nruns + 1):
            if sign > 0:
                back_empty = (back_empty >> amount) & board
                back_enemy = (back_enemy >> amount) & board
                back_land = (back_land >> amount) & board
            else:
                back_empty = (back_empty << amount) & board
                back_enemy = (back_enemy << amount) & board
                back_land = (back_land << amount) & board
            quiet = reach & back_land
            capt = reach & back_enemy if nruns >= 2 else 0
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
                    yield (direction, k, m, head, change, 0, 0)
                while chits:
                    low = chits & -chits
                    chits ^= low
                    head = low.bit_length() - 1
                    to = head + step if sign > 0 else head - step
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
                    else:
                        change = (lines[m - 1] << (to + amount)) | (
                            line_m << (head + back_rear - step + amount)
                        )
                        capture_mask = lines[captured] << (to - (captured - 1) * amount)
                    change |= 1 << to
                    if watch_dir and change & far_mask:
                        rest = enemy & ~capture_mask
                        after = own ^ change
                        if after.bit_count() == rest.bit_count() and after == mirror(rest):
                            continue
                    yield (direction, k, m, head, change, capture_mask, captured)
            if not reach:
                break
