"""Colours, rules options, moves and positions (pure data; no move generation here), and
the position strings (EFN) that write and read a position."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .geometry import DIRECTION_STEPS, MAX_SIZE, MIN_SIZE, Geometry, geometry


class Color(Enum):
    # A plain Enum, not IntEnum: Color.WHITE must never be falsy.
    WHITE = "W"
    BLACK = "B"

    @property
    def index(self) -> int:
        return 0 if self is Color.WHITE else 1

    @property
    def other(self) -> Color:
        return Color.BLACK if self is Color.WHITE else Color.WHITE

    @property
    def letter(self) -> str:
        return self.value

    @property
    def display_name(self) -> str:
        return "White" if self is Color.WHITE else "Black"

    @property
    def forward(self) -> int:
        """Rank step towards the opponent's home row."""
        return 1 if self is Color.WHITE else -1


class SymmetryRule(Enum):
    """The anti-symmetry rule option (docs/rules.md#the-anti-symmetry-rule)."""

    MIDLINE = "midline"
    OFF = "off"

    @classmethod
    def parse(cls, text: str) -> SymmetryRule:
        value = text.strip().lower()
        for rule in cls:
            if rule.value == value:
                return rule
        raise ValueError(f"unknown symmetry rule {text!r} (expected midline or off)")


class Variant(Enum):
    """Which game is played: Epaminondas, or Abanondas with its sideslips (docs/rules.md)."""

    EPAMINONDAS = "epaminondas"
    ABANONDAS = "abanondas"

    @classmethod
    def parse(cls, text: str) -> Variant:
        value = text.strip().lower()
        for variant in cls:
            if variant.value == value:
                return variant
        raise ValueError(f"unknown variant {text!r} (expected epaminondas or abanondas)")

    @property
    def display_name(self) -> str:
        return "Abanondas" if self is Variant.ABANONDAS else "Epaminondas"


@dataclass(frozen=True, slots=True)
class Rules:
    """Rule options that change which moves are legal."""

    symmetry: SymmetryRule = SymmetryRule.MIDLINE
    """Whether the anti-symmetry rule applies."""
    variant: Variant = Variant.EPAMINONDAS
    """Epaminondas, or Abanondas (phalanxes of two or more may also sideslip)."""

    @property
    def slips(self) -> bool:
        """Whether sideslips are legal moves (the Abanondas variant)."""
        return self.variant is Variant.ABANONDAS


DEFAULT_RULES = Rules()


@dataclass(frozen=True, slots=True)
class Move:
    """One legal move: a group of ``count`` pieces moving ``distance`` squares.

    A line move: the group is the ``count`` front-most pieces of a line in ``direction``;
    ``rear`` and ``head`` are its two end squares before the move and ``to`` is where the
    head lands.

    A sideslip (Abanondas): the ``count`` >= 2 pieces of a run along ``line`` each move one
    square in ``direction``, across the line. ``rear`` is the end written first (the lower
    file; on a file, the lower rank), ``head`` the other end, ``to`` where the head lands.
    """

    rear: int
    """Square of the rearmost moving piece (equals ``head`` for a single piece)."""
    head: int
    """Square of the leading piece."""
    to: int
    """Square the head lands on."""
    direction: int
    """Direction id (index into ``DIRECTION_STEPS``)."""
    count: int
    """Number of pieces that move (k)."""
    distance: int
    """Number of squares every piece moves (m), 1 <= m <= k."""
    captured: int
    """Number of enemy pieces captured (0 for a quiet move)."""
    change: int
    """Bit mask of the mover's squares that change (vacated XOR occupied)."""
    capture_mask: int
    """Bit mask of the captured enemy pieces."""
    line: int = -1
    """For a sideslip, the direction from ``rear`` to ``head`` along the phalanx; -1 for a
    line move (whose group lies along ``direction``)."""

    @property
    def rear_to(self) -> int:
        """Square the rear piece lands on (the drop square when the rear is dragged)."""
        return self.rear + (self.to - self.head)

    @property
    def offset(self) -> int:
        """Square index difference every moving piece travels (``to - head``)."""
        return self.to - self.head

    @property
    def is_slip(self) -> bool:
        """Whether this is an Abanondas sideslip rather than a move along the line."""
        return self.line >= 0

    @property
    def line_direction(self) -> int:
        """Direction from ``rear`` to ``head`` (the group's squares are rear + i * step)."""
        return self.line if self.line >= 0 else self.direction

    @property
    def is_capture(self) -> bool:
        return self.captured > 0


@dataclass(frozen=True, slots=True)
class Position:
    """The pieces on the board and the side to move. Immutable: moves make new positions."""

    geometry: Geometry
    """Board size and masks."""
    white: int
    """Bitboard of White's pieces."""
    black: int
    """Bitboard of Black's pieces."""
    turn: Color
    """Side to move."""

    @classmethod
    def start(cls, width: int = 14, height: int = 12, rows: int | None = None) -> Position:
        """The standard starting position of a board size: ``rows`` full rows each side.

        By default two rows, except the 6x12 board, which starts with four, and boards of
        four or five ranks, which only have room for one (docs/rules.md).
        """
        geo = geometry(width, height)
        if rows is None:
            rows = 4 if (width, height) == (6, 12) else min(2, height // 2 - 1)
        if not 1 <= rows <= height // 2 - 1:
            raise ValueError(
                f"a {width}x{height} board takes 1..{height // 2 - 1} starting rows, not {rows}"
            )
        white = 0
        black = 0
        for r in range(rows):
            white |= geo.rank_masks[r]
            black |= geo.rank_masks[height - 1 - r]
        return cls(geo, white, black, Color.WHITE)

    # -- accessors ---------------------------------------------------------------------

    def pieces(self, color: Color) -> int:
        return self.white if color is Color.WHITE else self.black

    def piece_at(self, square: int) -> Color | None:
        bit = 1 << square
        if self.white & bit:
            return Color.WHITE
        if self.black & bit:
            return Color.BLACK
        return None

    @property
    def occupied(self) -> int:
        return self.white | self.black

    @property
    def key(self) -> tuple[int, int, int]:
        """Exact hash key of the position (for repetition and transposition tables)."""
        return (self.white, self.black, self.turn.index)

    def home_row_counts(self) -> tuple[int, int]:
        """(White's pieces on Black's home row, Black's pieces on White's home row)."""
        geo = self.geometry
        return (
            (self.white & geo.home_row(False)).bit_count(),
            (self.black & geo.home_row(True)).bit_count(),
        )

    def mover_has_won(self) -> bool:
        """Rule 1: the side to move has more pieces on the far row than the opponent on his."""
        white_in, black_in = self.home_row_counts()
        return white_in > black_in if self.turn is Color.WHITE else black_in > white_in

    def is_mirror_symmetric(self) -> bool:
        """True if the position equals its rank-wise reflection with the colours swapped."""
        return self.white == self.geometry.mirror_ranks(self.black)

    def with_turn(self, turn: Color) -> Position:
        return Position(self.geometry, self.white, self.black, turn)

    def play(self, move: Move) -> Position:
        """The position after ``move`` (which must be legal here; not checked)."""
        if self.turn is Color.WHITE:
            return Position(
                self.geometry,
                self.white ^ move.change,
                self.black & ~move.capture_mask,
                Color.BLACK,
            )
        return Position(
            self.geometry, self.white & ~move.capture_mask, self.black ^ move.change, Color.WHITE
        )

    def __repr__(self) -> str:
        return f"Position.from_efn({to_efn(self)!r})"

    @classmethod
    def from_efn(cls, text: str) -> Position:

        return parse_efn(text)

    def efn(self) -> str:

        return to_efn(self)


def direction_between(geo: Geometry, a: int, b: int) -> tuple[int, int] | None:
    """(direction, distance) from square ``a`` to ``b`` on one of the 8 lines, else None."""
    df = geo.file_of(b) - geo.file_of(a)
    dr = geo.rank_of(b) - geo.rank_of(a)
    if df == 0 and dr == 0:
        return None
    if df != 0 and dr != 0 and abs(df) != abs(dr):
        return None
    dist = max(abs(df), abs(dr))
    step = ((df > 0) - (df < 0), (dr > 0) - (dr < 0))
    return DIRECTION_STEPS.index(step), dist


# -- position strings (EFN, docs/rules.md#position-strings-efn) ---------------------------


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
