"""Board geometry: square numbering, bit masks and shifts for one board size.

Squares are numbered rank by rank with one guard column after the last file:
``index = rank * (width + 1) + file`` (both 0-based, rank 0 is White's home row).
A bit shifted across the east or west edge lands in a guard column, and masking
with :attr:`Geometry.board` drops it, so shifts never wrap around the edge.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

MIN_SIZE = 4
MAX_SIZE = 26
FILE_LETTERS = "abcdefghijklmnopqrstuvwxyz"

#: The eight directions as (file step, rank step); index into this tuple is a direction id.
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


def opposite_direction(direction: int) -> int:
    return (direction + 4) % 8


@dataclass(frozen=True, eq=False)
class Geometry:
    """Everything that depends only on the board size; shared by all positions of that size."""

    width: int
    """Number of files (a, b, ...)."""
    height: int
    """Number of ranks (1, 2, ...)."""
    stride: int = field(init=False)
    """Distance in bits between two ranks (width + 1: one guard column)."""
    board: int = field(init=False)
    """Mask of all real squares."""
    rank_masks: tuple[int, ...] = field(init=False)
    """Mask of each rank, index 0 = rank 1."""
    deltas: tuple[int, ...] = field(init=False)
    """Square index difference for one step in each direction."""
    squares: tuple[int, ...] = field(init=False)
    """All square indices, a1 first, rank by rank."""

    def __post_init__(self) -> None:
        if not (MIN_SIZE <= self.width <= MAX_SIZE and MIN_SIZE <= self.height <= MAX_SIZE):
            raise ValueError(
                f"board size {self.width}x{self.height} is outside {MIN_SIZE}x{MIN_SIZE}"
                f"..{MAX_SIZE}x{MAX_SIZE}"
            )
        stride = self.width + 1
        row = (1 << self.width) - 1
        rank_masks = tuple(row << (r * stride) for r in range(self.height))
        board = 0
        for mask in rank_masks:
            board |= mask
        object.__setattr__(self, "stride", stride)
        object.__setattr__(self, "board", board)
        object.__setattr__(self, "rank_masks", rank_masks)
        object.__setattr__(self, "deltas", tuple(df + dr * stride for df, dr in DIRECTION_STEPS))
        object.__setattr__(
            self,
            "squares",
            tuple(r * stride + f for r in range(self.height) for f in range(self.width)),
        )

    # -- squares -----------------------------------------------------------------------

    @property
    def size_name(self) -> str:
        return f"{self.width}x{self.height}"

    def square(self, file: int, rank: int) -> int:
        """Square index of 0-based ``file`` and ``rank``."""
        return rank * self.stride + file

    def file_of(self, square: int) -> int:
        return square % self.stride

    def rank_of(self, square: int) -> int:
        return square // self.stride

    def on_board(self, file: int, rank: int) -> bool:
        return 0 <= file < self.width and 0 <= rank < self.height

    def square_name(self, square: int) -> str:
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
            raise ValueError(f"square {text!r} is not on the {self.size_name} board")
        return self.square(file, rank)

    def step(self, square: int, direction: int, count: int = 1) -> int | None:
        """The square ``count`` steps from ``square`` in ``direction``, or None off the board."""
        df, dr = DIRECTION_STEPS[direction]
        file = self.file_of(square) + df * count
        rank = self.rank_of(square) + dr * count
        return self.square(file, rank) if self.on_board(file, rank) else None

    # -- bitboards ---------------------------------------------------------------------

    def shift(self, bits: int, direction: int, count: int = 1) -> int:
        """Move every set bit ``count`` steps in ``direction``; bits leaving the board vanish."""
        delta = self.deltas[direction]
        for _ in range(count):
            bits = ((bits << delta) if delta > 0 else (bits >> -delta)) & self.board
        return bits

    def home_row(self, white: bool) -> int:
        """Mask of a player's own first rank: rank 1 for White, the last rank for Black."""
        return self.rank_masks[0] if white else self.rank_masks[-1]

    def mirror_ranks(self, bits: int) -> int:
        """Reflect a bitboard rank-wise (rank r <-> rank height+1-r, same file)."""
        stride = self.stride
        row = (1 << self.width) - 1
        last = self.height - 1
        out = 0
        for r in range(self.height):
            out |= ((bits >> (r * stride)) & row) << ((last - r) * stride)
        return out

    def iter_squares(self, bits: int) -> list[int]:
        """Square indices of the set bits, lowest first."""
        out = []
        while bits:
            low = bits & -bits
            out.append(low.bit_length() - 1)
            bits ^= low
        return out


@cache
def geometry(width: int, height: int) -> Geometry:
    """The shared :class:`Geometry` of a board size (one object per size)."""
    return Geometry(width, height)
