"""The position editor's model: a mutable board the GUI edits square by square, turned into
an immutable :class:`Position` to play from. No Qt; the view only forwards clicks here."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from ..games.outcome import Outcome, outcome_of
from ..rules.geometry import MAX_SIZE, MIN_SIZE, geometry
from ..rules.position import (
    DEFAULT_RULES,
    Color,
    EFNError,
    Position,
    Rules,
    SymmetryRule,
    Variant,
    parse_efn,
    to_efn,
)


@dataclass(frozen=True, slots=True)
class EditorStatus:
    """What the GUI shows under the editor, and whether "Play from here" is allowed."""

    outcome: Outcome | None
    """Set if the game would be over at once (rule 1 or 2): who won and why."""
    problems: tuple[str, ...]
    """Sentences about the position a player should know (empty if none)."""
    white_pieces: int
    black_pieces: int

    @property
    def playable(self) -> bool:
        """A game can start from this position (it is not already decided)."""
        return self.outcome is None

    def describe(self) -> str:
        """One paragraph for a status line."""
        parts = list(self.problems)
        if self.outcome is not None:
            parts.insert(0, "The game would already be over: " + self.outcome.describe())
        return " ".join(parts) if parts else "Ready to play."


class PositionEditor:
    """A board being set up: pieces, side to move and the symmetry rule option.

    Squares are the same indices as in :class:`Position` bitboards
    (``geometry.square(file, rank)``); placing off the board raises ValueError.
    """

    def __init__(self, position: Position | None = None, rules: Rules = DEFAULT_RULES) -> None:
        start = position if position is not None else Position.start()
        self._geo = start.geometry
        self._white = start.white
        self._black = start.black
        self.turn: Color = start.turn
        self.rules: Rules = rules
        self._before_resizing: Position | None = None
        """The board as last edited, while only its size changes since: a resize projects
        from it, so a piece that did not fit a smaller board comes back on a larger one."""

    # -- reading -----------------------------------------------------------------------

    @property
    def width(self) -> int:
        return self._geo.width

    @property
    def height(self) -> int:
        return self._geo.height

    @property
    def symmetry(self) -> SymmetryRule:
        return self.rules.symmetry

    @symmetry.setter
    def symmetry(self, rule: SymmetryRule) -> None:
        self.rules = replace(self.rules, symmetry=rule)

    @property
    def variant(self) -> Variant:
        return self.rules.variant

    @variant.setter
    def variant(self, variant: Variant) -> None:
        self.rules = replace(self.rules, variant=variant)

    def piece_at(self, square: int) -> Color | None:
        self._check(square)
        bit = 1 << square
        if self._white & bit:
            return Color.WHITE
        if self._black & bit:
            return Color.BLACK
        return None

    def count(self, color: Color) -> int:
        return (self._white if color is Color.WHITE else self._black).bit_count()

    def to_position(self) -> Position:
        return Position(self._geo, self._white, self._black, self.turn)

    def efn(self) -> str:
        """The position as an EFN string (for copying)."""
        return to_efn(self.to_position())

    # -- editing -----------------------------------------------------------------------

    def place(self, square: int, color: Color) -> None:
        """Put a ``color`` piece on ``square`` (replacing whatever was there)."""
        self._check(square)
        self._before_resizing = None
        bit = 1 << square
        if color is Color.WHITE:
            self._white |= bit
            self._black &= ~bit
        else:
            self._black |= bit
            self._white &= ~bit

    def remove(self, square: int) -> None:
        self._check(square)
        self._before_resizing = None
        bit = 1 << square
        self._white &= ~bit
        self._black &= ~bit

    def toggle(self, square: int) -> Color | None:
        """Cycle ``square`` empty -> White -> Black -> empty; returns the new content."""
        current = self.piece_at(square)
        if current is None:
            self.place(square, Color.WHITE)
            return Color.WHITE
        if current is Color.WHITE:
            self.place(square, Color.BLACK)
            return Color.BLACK
        self.remove(square)
        return None

    def clear(self) -> None:
        self._before_resizing = None
        self._white = 0
        self._black = 0

    def standard_start(self, rows: int | None = None) -> None:
        """The standard starting position of the current board (White to move)."""
        start = Position.start_on(self._geo, rows)
        self._white, self._black, self.turn = start.white, start.black, start.turn
        self._before_resizing = None

    def set_size(self, width: int, height: int, *, empty: bool = False) -> None:
        """Change the board size; the board becomes the standard start (or empty)."""
        if not (MIN_SIZE <= width <= MAX_SIZE and MIN_SIZE <= height <= MAX_SIZE):
            raise ValueError(
                f"board size {width}x{height} is outside {MIN_SIZE}x{MIN_SIZE}"
                f"..{MAX_SIZE}x{MAX_SIZE}"
            )
        self._geo = geometry(width, height)
        if empty:
            self.clear()
        else:
            self.standard_start()

    def resize_keeping(self, width: int, height: int) -> int:
        """Change the board size keeping the pieces set up where they fit: each stays on
        its file, and at its distance from the nearer home row (so both sides' setups
        survive a taller or shorter board). The standard start becomes the new size's
        standard start. Returns how many pieces of the setup do not fit now; they are
        not lost: resized again (without an edit between), the board is projected from
        the setup as it was last edited, so growing back restores them."""
        source = self._before_resizing or self.to_position()
        old = source.geometry
        if source.with_turn(Color.WHITE) == Position.start_on(old):
            turn = self.turn
            self.set_size(width, height)
            self.turn = turn
            return 0
        self.set_size(width, height, empty=True)
        geo = self._geo
        lost = 0
        for color, bits in ((Color.WHITE, source.white), (Color.BLACK, source.black)):
            for square in old.iter_squares(bits):
                file, rank = old.file_of(square), old.rank_of(square)
                # Ranks from the bottom for the lower half, from the top for the upper half.
                new_rank = rank if rank < old.height / 2 else height - (old.height - rank)
                if not (0 <= file < width and 0 <= new_rank < height) or self.piece_at(
                    geo.square(file, new_rank)
                ) is not None:
                    lost += 1
                    continue
                self.place(geo.square(file, new_rank), color)
        self._before_resizing = source
        return lost

    def swap_colors(self) -> None:
        """Swap the colours and the side to move on the board as the other side sees it
        (ranks mirrored; the hexagon turned half a turn): the same position seen from the
        other side (useful for setting up a study for Black)."""
        other_side = self._geo.other_side
        self._before_resizing = None
        self._white, self._black = other_side(self._black), other_side(self._white)
        self.turn = self.turn.other

    def set_position(self, position: Position) -> None:
        self._before_resizing = None
        self._geo = position.geometry
        self._white, self._black, self.turn = position.white, position.black, position.turn

    def paste_efn(self, text: str) -> None:
        """Replace the board with a pasted EFN string; on error raise :class:`EFNError` and
        leave the board unchanged. Accepts the string with surrounding quotes or as a whole
        ``[EFN "..."]`` tag copied from a game record."""
        cleaned = text.strip()
        tag = re.fullmatch(r'\[\s*EFN\s+"(.*)"\s*\]', cleaned, re.DOTALL)
        if tag is not None:
            cleaned = tag.group(1).strip()
        elif len(cleaned) >= 2 and cleaned[0] == cleaned[-1] and cleaned[0] in "\"'":
            cleaned = cleaned[1:-1].strip()
        if not cleaned:
            raise EFNError("nothing to paste: the clipboard holds no position string")
        if "\n" in cleaned:
            raise EFNError("a position string is one line; the pasted text has several")
        self.set_position(parse_efn(cleaned))

    # -- checking ----------------------------------------------------------------------

    def status(self) -> EditorStatus:
        """Whether the game would already be over, and anything odd about the position."""
        position = self.to_position()
        white = self._white.bit_count()
        black = self._black.bit_count()
        problems: list[str] = []
        if white == 0 and black == 0:
            problems.append("The board is empty.")
        else:
            for color, count in ((Color.WHITE, white), (Color.BLACK, black)):
                if count == 0:
                    problems.append(f"{color.display_name} has no pieces.")
        white_in, black_in = position.home_row_counts(self.rules)
        white_to_move = self.turn is Color.WHITE
        mover_in, other_in = (white_in, black_in) if white_to_move else (black_in, white_in)
        mover, other = self.turn, self.turn.other
        if other_in > mover_in and self.rules.variant.traits.zones:
            problems.append(
                f"{other.display_name} has more pieces in the win zone: "
                f"{mover.display_name} must capture them or even the count this move."
            )
        elif other_in > mover_in:
            problems.append(
                f"{other.display_name} has more pieces on {mover.display_name}'s home row: "
                f"{mover.display_name} must capture them or even the count this move."
            )
        error = self.rules.board_error(position.geometry)
        if error is not None:
            problems.append(error + ".")
        return EditorStatus(outcome_of(position, self.rules), tuple(problems), white, black)

    def _check(self, square: int) -> None:
        geo = self._geo
        if square < 0 or not geo.board >> square & 1:
            raise ValueError(f"square {square} is not on the {geo.size_name} board")
