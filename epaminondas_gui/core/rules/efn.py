"""Position strings (EFN, docs/rules.md): ranks from the top, ``/`` between them, then the side."""

from __future__ import annotations

from .geometry import MAX_SIZE, MIN_SIZE, geometry
from .position import Color, Position


class EFNError(ValueError):
    """A malformed position string; the message says what is wrong and where."""


def parse_efn(text: str) -> Position:
    """Read an EFN string; raises :class:`EFNError` with a precise reason."""
    parts = text.split()
    if len(parts) != 2:
        raise EFNError(
            f"an EFN is the ranks and the side to move separated by one space; got {len(parts)} "
            "field(s)"
        )
    board_text, side = parts
    if side not in ("W", "B"):
        raise EFNError(f"side to move must be W or B, not {side!r}")
    ranks = board_text.split("/")
    height = len(ranks)
    if not MIN_SIZE <= height <= MAX_SIZE:
        raise EFNError(f"{height} ranks: a board has {MIN_SIZE} to {MAX_SIZE} ranks")
    rows: list[list[str]] = []
    width: int | None = None
    for index, rank_text in enumerate(ranks):
        rank_number = height - index
        cells: list[str] = []
        digits = ""
        for char in rank_text + "\0":
            if char.isdigit():
                digits += char
                continue
            if digits:
                if digits.startswith("0"):
                    raise EFNError(
                        f"rank {rank_number}: empty-square count {digits!r} is not allowed"
                    )
                cells.extend("." * int(digits))
                digits = ""
                if len(cells) > MAX_SIZE:
                    raise EFNError(f"rank {rank_number} is wider than {MAX_SIZE} squares")
            if char == "\0":
                break
            if char not in "WB":
                raise EFNError(
                    f"rank {rank_number}: unknown character {char!r} (expected W, B or a number)"
                )
            cells.append(char)
        if not cells:
            raise EFNError(f"rank {rank_number} is empty")
        if width is None:
            width = len(cells)
        elif len(cells) != width:
            raise EFNError(
                f"rank {rank_number} has {len(cells)} squares but rank {height} has {width}"
            )
        rows.append(cells)
    assert width is not None
    if not MIN_SIZE <= width <= MAX_SIZE:
        raise EFNError(f"{width} files: a board has {MIN_SIZE} to {MAX_SIZE} files")
    geo = geometry(width, height)
    white = black = 0
    for index, cells in enumerate(rows):
        rank = height - 1 - index
        for file, cell in enumerate(cells):
            if cell == "W":
                white |= 1 << geo.square(file, rank)
            elif cell == "B":
                black |= 1 << geo.square(file, rank)
    return Position(geo, white, black, Color.WHITE if side == "W" else Color.BLACK)


def to_efn(pos: Position) -> str:
    geo = pos.geometry
    ranks = []
    for rank in range(geo.height - 1, -1, -1):
        out = []
        empty = 0
        for file in range(geo.width):
            bit = 1 << geo.square(file, rank)
            char = "W" if pos.white & bit else "B" if pos.black & bit else ""
            if not char:
                empty += 1
                continue
            if empty:
                out.append(str(empty))
                empty = 0
            out.append(char)
        if empty:
            out.append(str(empty))
        ranks.append("".join(out))
    return "/".join(ranks) + " " + pos.turn.letter
