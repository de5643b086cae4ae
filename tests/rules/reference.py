"""A slow, obviously-correct move generator written straight from docs/rules.md.

It works square by square with (file, rank) pairs and shares no code with the core's
bitboard generator, so agreement between the two means something.
"""

from __future__ import annotations

from epaminondas_gui.core.rules.position import Color, Position, to_efn

STEPS = [(0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)]


def grid(pos: Position) -> dict[tuple[int, int], str]:
    geo = pos.geometry
    out: dict[tuple[int, int], str] = {}
    for f in range(geo.width):
        for r in range(geo.height):
            piece = pos.piece_at(geo.square(f, r))
            if piece is not None:
                out[(f, r)] = piece.letter
    return out


def reference_successors(pos: Position, symmetry: bool = True) -> list[str]:
    """Sorted EFNs of every position one legal move away (movement rule + symmetry rule)."""
    geo = pos.geometry
    width, height = geo.width, geo.height
    cells = grid(pos)
    me = pos.turn.letter
    them = pos.turn.other.letter
    far_rank = height - 1 if pos.turn is Color.WHITE else 0
    out: set[str] = set()

    def on(f: int, r: int) -> bool:
        return 0 <= f < width and 0 <= r < height

    for (f, r), piece in cells.items():
        if piece != me:
            continue
        for df, dr in STEPS:
            # (f, r) is the head; the group is the k pieces ending here, counted backwards.
            if cells.get((f + df, r + dr)) == me:
                continue  # not the front-most piece in this direction
            run = 0
            while cells.get((f - run * df, r - run * dr)) == me:
                run += 1
            for size in range(1, run + 1):
                for m in range(1, size + 1):
                    path_ok = all(
                        on(f + i * df, r + i * dr) and (f + i * df, r + i * dr) not in cells
                        for i in range(1, m)
                    )
                    lf, lr = f + m * df, r + m * dr
                    if not path_ok or not on(lf, lr):
                        continue
                    target = cells.get((lf, lr))
                    if target == me:
                        continue
                    captured: list[tuple[int, int]] = []
                    if target == them:
                        j = 0
                        while cells.get((lf + j * df, lr + j * dr)) == them:
                            captured.append((lf + j * df, lr + j * dr))
                            j += 1
                        if len(captured) >= size:
                            continue
                    new = dict(cells)
                    for sq in captured:
                        del new[sq]
                    group = [(f - i * df, r - i * dr) for i in range(size)]
                    for sq in group:
                        del new[sq]
                    for gf, gr in group:
                        new[(gf + m * df, gr + m * dr)] = me
                    entered = any(gr + m * dr == far_rank and gr != far_rank for gf, gr in group)
                    if symmetry and entered and _mirror_symmetric(new, height):
                        continue
                    out.add(_efn(pos, new))
    return sorted(out)


def _mirror_symmetric(cells: dict[tuple[int, int], str], height: int) -> bool:
    for (f, r), piece in cells.items():
        other = cells.get((f, height - 1 - r))
        if other is None or other == piece:
            return False
    return True


def _efn(pos: Position, cells: dict[tuple[int, int], str]) -> str:
    geo = pos.geometry
    white = black = 0
    for (f, r), piece in cells.items():
        if piece == "W":
            white |= 1 << geo.square(f, r)
        else:
            black |= 1 << geo.square(f, r)
    return to_efn(Position(geo, white, black, pos.turn.other))
