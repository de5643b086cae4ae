"""A slow sideslip generator written straight from docs/rules.md, "Abanondas: sideslips".

Square by square with (file, rank) pairs, sharing no code with the core's bitboard
generator: every run of two or more own pieces on a line (all of its sub-runs), every
direction off the line that the rules allow, every target on the board and empty.
"""

from __future__ import annotations

from epaminondas_gui.core.rules.position import Color, Position

from .reference import _efn, _mirror_symmetric, grid, reference_successors

RANK_OR_FILE_SLIPS = {
    (1, 0): [(0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)],  # a rank: all but E/W
    (0, 1): [(1, 0), (-1, 0), (1, 1), (1, -1), (-1, 1), (-1, -1)],  # a file: all but N/S
}
ORTHOGONAL = [(0, 1), (0, -1), (1, 0), (-1, 0)]
LINES = [(1, 0), (0, 1), (1, 1), (1, -1)]  # each line once, from its lower-file/-rank end


def reference_slips(pos: Position, symmetry: bool = True) -> dict[str, str]:
    """Every legal sideslip as {notation: EFN after it}."""
    geo = pos.geometry
    width, height = geo.width, geo.height
    cells = grid(pos)
    me = pos.turn.letter
    far_rank = height - 1 if pos.turn is Color.WHITE else 0
    out: dict[str, str] = {}

    def name(f: int, r: int) -> str:
        return "abcdefghijklmnopqrstuvwxyz"[f] + str(r + 1)

    for (f, r), piece in cells.items():
        if piece != me:
            continue
        for lf, lr in LINES:
            slips = RANK_OR_FILE_SLIPS.get((lf, lr), ORTHOGONAL)
            # The runs starting at (f, r): (f, r) .. (f + (k-1) lf, r + (k-1) lr).
            k = 1
            while cells.get((f + k * lf, r + k * lr)) == me:
                k += 1
                run = [(f + i * lf, r + i * lr) for i in range(k)]
                for sf, sr in slips:
                    targets = [(x + sf, y + sr) for x, y in run]
                    if not all(0 <= x < width and 0 <= y < height for x, y in targets):
                        continue
                    if any(t in cells for t in targets):
                        continue
                    new = dict(cells)
                    for sq in run:
                        del new[sq]
                    for sq in targets:
                        new[sq] = me
                    entered = any(y + sr == far_rank != y for _x, y in run)
                    if symmetry and entered and _mirror_symmetric(new, height):
                        continue
                    text = (f"{name(*run[0])}.{name(*run[-1])}-"
                            f"{name(*targets[0])}.{name(*targets[-1])}")
                    out[text] = _efn(pos, new)
    return out


def reference_abanondas_successors(pos: Position, symmetry: bool = True) -> list[str]:
    """Sorted EFNs of every position one legal Abanondas move away."""
    line_moves = set(reference_successors(pos, symmetry))
    return sorted(line_moves | set(reference_slips(pos, symmetry).values()))
