"""Board geometry: which cells a board has, how they are numbered and named, its lines, its
start and its goals. One :class:`Geometry` object per board, shared by all its positions.

Every board lives in a grid of ``width`` columns and ``height`` rows numbered rank by rank
with one guard column after the last column: ``index = row * (width + 1) + column`` (both
0-based, row 0 on White's side). A bit shifted across the east or west edge lands in a
guard column, and masking with :attr:`Geometry.board` drops it, so shifts never wrap.

Two shapes fill that grid (docs/rules.md#where-a-new-board-or-variant-plugs-in):

* the **rectangle** (Epaminondas, Abanondas): every cell of the grid, eight directions;
* the **hexagon** of Heximinondas: an 11 x 11 rhombus cut to the 91 cells with
  ``|column - row| <= 5``. Its six directions are three of the rectangle's four lines —
  the column step (ZRF ``nw``/``se``), the row step (``ne``/``sw``) and the diagonal that
  steps both (``n``/``s``) — so the move generator runs unchanged on the same bitboards,
  with the cell mask keeping every shift on the hexagon. Column = the cell's letter and
  row = its number (a1..k11 as the Zillions file names them).

Everything that differs between shapes is data computed here: the cell mask, the
directions that are lines, the ranks of the position strings, the start, the home rows
and win zones, the view from the other side.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from functools import cache

MIN_SIZE = 4
MAX_SIZE = 26
FILE_LETTERS = "abcdefghijklmnopqrstuvwxyz"
HEXAGON_SIDE = 6
"""Cells on each side of the Heximinondas hexagon (91 cells, a1..k11)."""

#: The eight directions as (column step, row step); index into this tuple is a direction id.
DIRECTION_STEPS: tuple[tuple[int, int], ...] = (
    (0, 1),  # N
    (1, 1),  # NE
    (1, 0),  # E
    (1, -1),  # SE
    (0, -1),  # S
    (-1, -1),  # SW
    (-1, 0),  # W
    (-1, 1),  # NW
)
DIRECTION_NAMES = ("N", "NE", "E", "SE", "S", "SW", "W", "NW")
#: The hexagon's directions (ids above) with the Zillions file's names: ``n`` is (+1, +1)
#: in (letter, number), ``ne`` (0, +1), ``nw`` (+1, 0) and their opposites.
HEX_DIRECTION_NAMES = {0: "ne", 1: "n", 2: "nw", 4: "sw", 5: "s", 6: "se"}


def opposite_direction(direction: int) -> int:
    return (direction + 4) % 8


class Shape(Enum):
    """The kind of board: what cells and lines it has."""

    RECTANGLE = "rectangle"
    HEXAGON = "hexagon"


class Zone(Enum):
    """Where a player's pieces count for rule 1 on the hexagon (a Heximinondas rule option,
    docs/rules.md#win-zones); the rectangle has only its far row and ignores it."""

    CORNER = "corner"
    """The three cells of the far corner."""
    ROW = "row"
    """The opponent's whole first row."""

    @classmethod
    def parse(cls, text: str) -> Zone:
        value = text.strip().lower()
        for zone in cls:
            if zone.value == value:
                return zone
        raise ValueError(f"unknown zone {text!r} (expected corner or row)")


@dataclass(frozen=True, eq=False)
class Geometry:
    """Everything that depends only on the board; shared by all positions on it. Build one
    with :func:`geometry` (a rectangle) or :func:`hexagon`."""

    width: int
    """Columns of the grid (files a, b, ...; the hexagon's letters)."""
    height: int
    """Rows of the grid (ranks 1, 2, ...; the hexagon's numbers)."""
    shape: Shape = Shape.RECTANGLE
    stride: int = field(init=False)
    """Distance in bits between two rows (width + 1: one guard column)."""
    board: int = field(init=False)
    """Mask of all real cells."""
    rank_masks: tuple[int, ...] = field(init=False)
    """Mask of the cells of each row, index 0 = rank 1."""
    rank_cells: tuple[tuple[int, ...], ...] = field(init=False)
    """The cells of each row in column order, index 0 = rank 1 (the ranks of a position
    string; the hexagon's have 6 to 11 cells)."""
    deltas: tuple[int, ...] = field(init=False)
    """Square index difference for one step in each of the eight direction ids."""
    directions: tuple[int, ...] = field(init=False)
    """The direction ids that are lines on this board (8 on the rectangle, 6 on the
    hexagon); moves go only along these."""
    squares: tuple[int, ...] = field(init=False)
    """All cell indices, a1 first, rank by rank."""
    home_rows: tuple[int, int] = field(init=False)
    """(White's, Black's) first row: the rectangle's rank 1 and last rank; on the hexagon
    the 11 cells of the two edges at a player's corner."""
    start_rows: tuple[int, int] = field(init=False)
    """(White's, Black's) second row of the hexagon's start (0 on the rectangle, whose
    start is any number of full ranks)."""
    corner_zones: tuple[int, int] = field(init=False)
    """(White's, Black's) win zone ``corner``: the far row on the rectangle, the three
    cells of the far corner on the hexagon."""
    mirrorable: bool = field(init=False)
    """Whether the midline reflection of the anti-symmetry rule exists (the rectangle)."""

    def __post_init__(self) -> None:
        hexagonal = self.shape is Shape.HEXAGON
        if hexagonal:
            if not (self.width == self.height and self.width % 2 == 1 and self.width >= 3):
                raise ValueError(f"a hexagon needs an odd size, not {self.width}x{self.height}")
        elif not (MIN_SIZE <= self.width <= MAX_SIZE and MIN_SIZE <= self.height <= MAX_SIZE):
            raise ValueError(
                f"board size {self.width}x{self.height} is outside {MIN_SIZE}x{MIN_SIZE}"
                f"..{MAX_SIZE}x{MAX_SIZE}"
            )
        stride = self.width + 1
        object.__setattr__(self, "stride", stride)
        rank_cells = tuple(
            tuple(r * stride + f for f in range(self.width) if self._is_cell(f, r))
            for r in range(self.height)
        )
        rank_masks = tuple(_mask(list(cells)) for cells in rank_cells)
        object.__setattr__(self, "rank_cells", rank_cells)
        object.__setattr__(self, "rank_masks", rank_masks)
        object.__setattr__(self, "board", _mask([sq for cells in rank_cells for sq in cells]))
        object.__setattr__(self, "squares", tuple(sq for cells in rank_cells for sq in cells))
        object.__setattr__(self, "deltas", tuple(df + dr * stride for df, dr in DIRECTION_STEPS))
        object.__setattr__(self, "directions",
             tuple(HEX_DIRECTION_NAMES) if hexagonal else tuple(range(len(DIRECTION_STEPS))))
        object.__setattr__(self, "mirrorable", not hexagonal)
        if hexagonal:
            # White's corner is a1: its first row runs along rank 1 and along file a, its
            # second row one cell further in; Black's is the same turned half a turn.
            last = self.width - 1
            first = _mask([self.square(f, r) for f in range(last + 1) for r in range(last + 1)
                           if self._is_cell(f, r) and min(f, r) == 0])
            # The second row stops where the first does (b2..f2, b3..b6: not g2 or b7).
            second = _mask([self.square(f, r) for f in range(1, self.width // 2 + 1)
                            for r in range(1, self.width // 2 + 1) if min(f, r) == 1])
            corner = _mask([self.square(last, last), self.square(last, last - 1),
                            self.square(last - 1, last)])
            object.__setattr__(self, "home_rows", (first, self.turned(first)))
            object.__setattr__(self, "start_rows", (second, self.turned(second)))
            object.__setattr__(self, "corner_zones", (corner, self.turned(corner)))
        else:
            object.__setattr__(self, "home_rows", (rank_masks[0], rank_masks[-1]))
            object.__setattr__(self, "start_rows", (0, 0))
            object.__setattr__(self, "corner_zones", (rank_masks[-1], rank_masks[0]))

    def _is_cell(self, file: int, rank: int) -> bool:
        if not (0 <= file < self.width and 0 <= rank < self.height):
            return False
        return self.shape is not Shape.HEXAGON or abs(file - rank) <= self.width // 2

    # -- cells ---------------------------------------------------------------------------

    @property
    def size_name(self) -> str:
        """The board as the ``Board`` tag writes it: ``14x12``, or ``hex6`` (the hexagon of
        side 6)."""
        if self.shape is Shape.HEXAGON:
            return f"hex{self.width // 2 + 1}"
        return f"{self.width}x{self.height}"

    @property
    def description(self) -> str:
        """``the 14x12 board`` or ``the hexagon`` (for messages)."""
        return "the hexagon" if self.shape is Shape.HEXAGON else f"the {self.size_name} board"

    def square(self, file: int, rank: int) -> int:
        """Square index of 0-based ``file`` and ``rank`` (column and row of the grid)."""
        return rank * self.stride + file

    def file_of(self, square: int) -> int:
        return square % self.stride

    def rank_of(self, square: int) -> int:
        return square // self.stride

    def on_board(self, file: int, rank: int) -> bool:
        """Whether the grid's column ``file`` and row ``rank`` (0-based) is a cell."""
        return self._is_cell(file, rank)

    def square_name(self, square: int) -> str:
        """``g10``: the column's letter and the row's number (the hexagon's a1..k11 too)."""
        return f"{FILE_LETTERS[self.file_of(square)]}{self.rank_of(square) + 1}"

    def parse_square(self, text: str) -> int:
        """Square index of a name such as ``g10``; ``ValueError`` says what is wrong."""
        name = text.strip().lower()
        if len(name) < 2 or name[0] not in FILE_LETTERS or not name[1:].isdigit():
            raise ValueError(
                f"{text!r} is not a square (expected a file letter and a rank, like g10)"
            )
        file = FILE_LETTERS.index(name[0])
        rank = int(name[1:]) - 1
        if not self.on_board(file, rank):
            raise ValueError(f"square {text!r} is not on {self.description}")
        return self.square(file, rank)

    def step(self, square: int, direction: int, count: int = 1) -> int | None:
        """The square ``count`` steps from ``square`` in ``direction``, or None off the board
        (or when ``direction`` is not a line of this board)."""
        if direction not in self.directions:
            return None
        df, dr = DIRECTION_STEPS[direction]
        file = self.file_of(square) + df * count
        rank = self.rank_of(square) + dr * count
        return self.square(file, rank) if self.on_board(file, rank) else None

    def direction_between(self, a: int, b: int) -> tuple[int, int] | None:
        """(direction, distance) from square ``a`` to ``b`` along one of this board's lines,
        else None."""
        df = self.file_of(b) - self.file_of(a)
        dr = self.rank_of(b) - self.rank_of(a)
        if df == 0 and dr == 0:
            return None
        if df != 0 and dr != 0 and abs(df) != abs(dr):
            return None
        step = ((df > 0) - (df < 0), (dr > 0) - (dr < 0))
        direction = DIRECTION_STEPS.index(step)
        if direction not in self.directions:
            return None
        return direction, max(abs(df), abs(dr))

    def direction_name(self, direction: int) -> str:
        """``N``..``NW`` on the rectangle; the Zillions file's ``n``, ``ne``... on the hexagon."""
        if self.shape is Shape.HEXAGON:
            return HEX_DIRECTION_NAMES[direction]
        return DIRECTION_NAMES[direction]

    # -- the start and the goals ---------------------------------------------------------

    def start_masks(self, rows: int | None = None) -> tuple[int, int]:
        """(White, Black) of the standard start: ``rows`` full ranks each on the rectangle
        (by default two, four on 6 x 12, one on boards of four or five ranks); on the
        hexagon the two rows around each corner (``rows`` must be None or 2)."""
        if self.shape is Shape.HEXAGON:
            if rows not in (None, 2):
                raise ValueError(f"the hexagon starts with two rows each, not {rows}")
            return (self.home_rows[0] | self.start_rows[0], self.home_rows[1] | self.start_rows[1])
        width, height = self.width, self.height
        if rows is None:
            rows = 4 if (width, height) == (6, 12) else min(2, height // 2 - 1)
        if not 1 <= rows <= height // 2 - 1:
            raise ValueError(
                f"a {width}x{height} board takes 1..{height // 2 - 1} starting rows, not {rows}"
            )
        white = _mask([sq for r in range(rows) for sq in self.rank_cells[r]])
        black = _mask([sq for r in range(rows) for sq in self.rank_cells[height - 1 - r]])
        return white, black

    def home_row(self, white: bool) -> int:
        """Mask of a player's own first row: rank 1 for White, the last rank for Black (on
        the hexagon, the two edges at the player's corner)."""
        return self.home_rows[0] if white else self.home_rows[1]

    def win_zone(self, white: bool, zone: Zone = Zone.CORNER) -> int:
        """Where the pieces of White (``white``) or Black count for rule 1: the far row on
        the rectangle whatever ``zone``; on the hexagon the far corner or the opponent's
        first row."""
        if zone is Zone.ROW or self.shape is not Shape.HEXAGON:
            return self.home_rows[1] if white else self.home_rows[0]
        return self.corner_zones[0] if white else self.corner_zones[1]

    # -- bitboards -----------------------------------------------------------------------

    def shift(self, bits: int, direction: int, count: int = 1) -> int:
        """Move every set bit ``count`` steps in ``direction``; bits leaving the board vanish."""
        delta = self.deltas[direction]
        for _ in range(count):
            bits = ((bits << delta) if delta > 0 else (bits >> -delta)) & self.board
        return bits

    def mirror_ranks(self, bits: int) -> int:
        """Reflect a bitboard rank-wise (rank r <-> rank height+1-r, same file): the
        rectangle's midline reflection of the anti-symmetry rule."""
        stride = self.stride
        row = (1 << self.width) - 1
        last = self.height - 1
        out = 0
        for r in range(self.height):
            out |= ((bits >> (r * stride)) & row) << ((last - r) * stride)
        return out & self.board

    def turned(self, bits: int) -> int:
        """The cells turned half a turn about the centre ((f, r) <-> (w-1-f, h-1-r)): how
        the hexagon's setups of the two players map onto each other."""
        top = self.square(self.width - 1, self.height - 1)
        out = 0
        for sq in self.iter_squares(bits & self.board):
            out |= 1 << (top - sq)
        return out

    def other_side(self, bits: int) -> int:
        """The cells as the other player sees them: the rectangle's ranks mirrored, the
        hexagon turned half a turn (what swapping the colours of a setup does)."""
        return self.turned(bits) if self.shape is Shape.HEXAGON else self.mirror_ranks(bits)

    def iter_squares(self, bits: int) -> list[int]:
        """Square indices of the set bits, lowest first."""
        out = []
        while bits:
            low = bits & -bits
            out.append(low.bit_length() - 1)
            bits ^= low
        return out


def _mask(squares: list[int]) -> int:
    """The bitboard of these squares."""
    out = 0
    for sq in squares:
        out |= 1 << sq
    return out


@cache
def geometry(width: int, height: int) -> Geometry:
    """The shared :class:`Geometry` of a rectangle (one object per size)."""
    return Geometry(width, height)


@cache
def hexagon(side: int = HEXAGON_SIDE) -> Geometry:
    """The shared :class:`Geometry` of the Heximinondas hexagon."""
    return Geometry(2 * side - 1, 2 * side - 1, Shape.HEXAGON)


def board_named(name: str) -> Geometry:
    """The board of a ``Board`` tag: ``WxH`` (a rectangle) or ``hex6`` (the hexagon);
    ``ValueError`` says what is wrong."""
    text = name.strip().lower()
    if text == hexagon().size_name:
        return hexagon()
    size = text.split("x")
    if len(size) != 2 or not all(s.isdigit() for s in size):
        raise ValueError(
            f"bad board size {name!r} (expected WxH, e.g. 14x12, or {hexagon().size_name})")
    return geometry(int(size[0]), int(size[1]))
