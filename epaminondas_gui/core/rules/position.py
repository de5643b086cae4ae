"""Colours, rules options, moves and positions (pure data; no move generation here), and
the position strings (EFN) that write and read a position."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .geometry import MAX_SIZE, MIN_SIZE, Geometry, Shape, geometry, hexagon
from .geometry import Zone as Zone  # re-exported: a rule option like SymmetryRule


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
    """Which game is played (docs/rules.md): Epaminondas, Abanondas with its sideslips, or
    Heximinondas on the hexagon. What sets each apart is the data of :attr:`traits`."""

    EPAMINONDAS = "epaminondas"
    ABANONDAS = "abanondas"
    HEXIMINONDAS = "heximinondas"

    @classmethod
    def parse(cls, text: str) -> Variant:
        value = text.strip().lower()
        for variant in cls:
            if variant.value == value:
                return variant
        *first, last = [v.value for v in cls]
        raise ValueError(f"unknown variant {text!r} (expected {', '.join(first)} or {last})")

    @property
    def traits(self) -> VariantTraits:
        return _TRAITS[self]

    @property
    def display_name(self) -> str:
        return self.traits.display_name


@dataclass(frozen=True, slots=True)
class VariantTraits:
    """The rules in which a variant differs from Epaminondas, as data: the code asks these
    instead of asking which variant it is (docs/rules.md#where-a-new-board-or-variant-plugs-in)."""

    display_name: str
    shape: Shape
    """The kind of board it is played on."""
    slips: bool = False
    """Phalanxes of two or more may also sideslip (Abanondas)."""
    symmetry_rule: bool = True
    """The anti-symmetry rule option applies (it needs the rectangle's midline)."""
    blocked_counts: bool = False
    """No legal move: the side with more pieces wins and equal is a draw (Heximinondas),
    instead of a loss for the side that cannot move."""
    repetition_loses: bool = False
    """A move making the third occurrence of a position loses (Heximinondas); otherwise a
    threefold repetition only lets a player claim a draw."""
    zones: bool = False
    """The ``zone`` rule option chooses the win zones (Heximinondas)."""


_TRAITS: dict[Variant, VariantTraits] = {
    Variant.EPAMINONDAS: VariantTraits("Epaminondas", Shape.RECTANGLE),
    Variant.ABANONDAS: VariantTraits("Abanondas", Shape.RECTANGLE, slips=True),
    Variant.HEXIMINONDAS: VariantTraits(
        "Heximinondas", Shape.HEXAGON, symmetry_rule=False, blocked_counts=True,
        repetition_loses=True, zones=True),
}


def variant_for(geo: Geometry) -> Variant:
    """The game played on ``geo`` when nothing else says: the first variant of its shape
    (Epaminondas on a rectangle, Heximinondas on the hexagon)."""
    return next(v for v in Variant if v.traits.shape is geo.shape)


@dataclass(frozen=True, slots=True)
class Rules:
    """Rule options that change which moves are legal and how a game ends."""

    symmetry: SymmetryRule = SymmetryRule.MIDLINE
    """Whether the anti-symmetry rule applies (where the variant has it)."""
    variant: Variant = Variant.EPAMINONDAS
    """Epaminondas, Abanondas (phalanxes of two or more may also sideslip) or Heximinondas."""
    zone: Zone = Zone.CORNER
    """Heximinondas's win zones: the far corner or the opponent's first row."""

    @property
    def slips(self) -> bool:
        """Whether sideslips are legal moves (the Abanondas variant)."""
        return self.variant.traits.slips

    @property
    def symmetry_applies(self) -> bool:
        """Whether the anti-symmetry rule forbids moves: chosen, and part of the variant."""
        return self.symmetry is SymmetryRule.MIDLINE and self.variant.traits.symmetry_rule

    @property
    def blocked_counts(self) -> bool:
        """Rule 2 counts pieces (see :attr:`VariantTraits.blocked_counts`)."""
        return self.variant.traits.blocked_counts

    @property
    def repetition_loses(self) -> bool:
        """A third occurrence loses for the player who makes it (Heximinondas)."""
        return self.variant.traits.repetition_loses

    def board_error(self, geo: Geometry) -> str | None:
        """Why a position on ``geo`` cannot be played under these rules, or None."""
        shape = self.variant.traits.shape
        if geo.shape is shape:
            return None
        where = "the hexagon" if shape is Shape.HEXAGON else "a rectangular board"
        return f"{self.variant.display_name} is played on {where}, not on {geo.description}"

    def check_board(self, geo: Geometry) -> None:
        """Raise ValueError if a position on ``geo`` cannot be played under these rules."""
        error = self.board_error(geo)
        if error is not None:
            raise ValueError(error)


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
        """The standard starting position of a rectangle: ``rows`` full rows each side.

        By default two rows, except the 6x12 board, which starts with four, and boards of
        four or five ranks, which only have room for one (docs/rules.md).
        """
        return cls.start_on(geometry(width, height), rows)

    @classmethod
    def start_on(cls, geo: Geometry, rows: int | None = None) -> Position:
        """The standard start of any board (see :meth:`Geometry.start_masks`), White to move."""
        white, black = geo.start_masks(rows)
        return cls(geo, white, black, Color.WHITE)

    @classmethod
    def variant_start(cls, variant: Variant) -> Position:
        """The standard start of a variant: 14 x 12, or the hexagon for Heximinondas."""
        if variant.traits.shape is Shape.HEXAGON:
            return cls.start_on(hexagon())
        return cls.start()

    def is_standard_start(self) -> bool:
        """Whether this is its board's default start with White to move."""
        return self == Position.start_on(self.geometry)

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

    def home_row_counts(self, rules: Rules = DEFAULT_RULES) -> tuple[int, int]:
        """(White's pieces in White's win zone, Black's in Black's): on the rectangle the
        pieces on the opponent's home row; on the hexagon in the zone ``rules.zone``."""
        geo = self.geometry
        return (
            (self.white & geo.win_zone(True, rules.zone)).bit_count(),
            (self.black & geo.win_zone(False, rules.zone)).bit_count(),
        )

    def mover_has_won(self, rules: Rules = DEFAULT_RULES) -> bool:
        """Rule 1: the side to move has more pieces in his win zone (the far row) than the
        opponent in his."""
        white_in, black_in = self.home_row_counts(rules)
        return white_in > black_in if self.turn is Color.WHITE else black_in > white_in

    def is_mirror_symmetric(self) -> bool:
        """True if the position equals its rank-wise reflection with the colours swapped
        (never on a board without the midline reflection, the hexagon)."""
        geo = self.geometry
        return geo.mirrorable and self.white == geo.mirror_ranks(self.black)

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
    """(direction, distance) from square ``a`` to ``b`` on one of the board's lines, else None."""
    return geo.direction_between(a, b)


# -- position strings (EFN, docs/rules.md#position-strings-efn) ---------------------------


class EFNError(ValueError):
    """A malformed position string; the message says what is wrong and where."""


def parse_efn(text: str) -> Position:
    """Read an EFN string; raises :class:`EFNError` with a precise reason.

    The board follows from the ranks: all of one width is a rectangle; 11 ranks of 6, 7,
    ... 11 ... 7, 6 cells is the hexagon.
    """
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
    rows = [_read_rank(rank_text, height - index) for index, rank_text in enumerate(ranks)]
    geo = _board_of(rows)
    white = black = 0
    for index, cells in enumerate(rows):
        for square, cell in zip(geo.rank_cells[height - 1 - index], cells, strict=True):
            if cell == "W":
                white |= 1 << square
            elif cell == "B":
                black |= 1 << square
    return Position(geo, white, black, Color.WHITE if side == "W" else Color.BLACK)


def _read_rank(rank_text: str, rank_number: int) -> list[str]:
    """The cells of one rank: ``W``, ``B`` or ``.``."""
    cells: list[str] = []
    digits = ""
    for char in rank_text + "\0":
        if char.isdigit():
            digits += char
            continue
        if digits:
            if digits.startswith("0"):
                raise EFNError(f"rank {rank_number}: empty-square count {digits!r} is not allowed")
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
    return cells


def _board_of(rows: list[list[str]]) -> Geometry:
    """The board whose ranks (top first) have these widths, or EFNError saying which rank
    does not fit."""
    height = len(rows)
    widths = [len(cells) for cells in rows]
    hexa = hexagon()
    hex_widths = [len(cells) for cells in reversed(hexa.rank_cells)]
    if height == len(hex_widths) and widths[:2] == hex_widths[:2]:
        # Its top two ranks are the hexagon's (no rectangle has ranks of two widths).
        for index, (width, wanted) in enumerate(zip(widths, hex_widths, strict=True)):
            if width != wanted:
                raise EFNError(
                    f"rank {height - index} has {width} cells but the hexagon's has {wanted}"
                )
        return hexa
    width = widths[0]
    for index, other in enumerate(widths):
        if other != width:
            raise EFNError(
                f"rank {height - index} has {other} squares but rank {height} has {width}"
            )
    if not MIN_SIZE <= width <= MAX_SIZE:
        raise EFNError(f"{width} files: a board has {MIN_SIZE} to {MAX_SIZE} files")
    return geometry(width, height)


def to_efn(pos: Position) -> str:
    geo = pos.geometry
    ranks = []
    for cells in reversed(geo.rank_cells):
        out = []
        empty = 0
        for square in cells:
            bit = 1 << square
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
