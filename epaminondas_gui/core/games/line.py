"""One line of a game from its start, as the tree hands it out: read-only, with the
positions, the moves, the outcome at its end and the moves' clocks."""

from __future__ import annotations

from dataclasses import dataclass

from ..rules.notation import move_to_text
from ..rules.position import Color, Move, Position, Rules
from .clock import NO_TIME_CONTROL, TimeControl, clock_times, times_used
from .outcome import Outcome, Termination


@dataclass(frozen=True, slots=True)
class Line:
    """One line of the game from its start, read-only: the positions and the moves between
    them, and how the game stands at the line's end (what the engine's ``position ...
    moves``, the review and the repetition count need)."""

    rules: Rules
    positions: tuple[Position, ...]
    """``positions[i]`` is the position before ``moves[i]``; the last one is the line's end."""
    moves: tuple[Move, ...]
    outcome: Outcome | None
    """The rules' verdict at the end, or the declared end if the line is the main line."""
    clocks: tuple[int | None, ...] = ()
    """Each move's recorded clock (``Node.clock_ms``), one per move, or empty."""
    time_control: TimeControl = NO_TIME_CONTROL
    """The game's time control (none: no clocks)."""

    @property
    def start(self) -> Position:
        return self.positions[0]

    @property
    def position(self) -> Position:
        return self.positions[-1]

    @property
    def ply(self) -> int:
        return len(self.moves)

    def is_over(self) -> bool:
        return self.outcome is not None

    def notation(self) -> list[str]:
        """The moves in our notation."""
        return [move_to_text(pos.geometry, move)
                for pos, move in zip(self.positions, self.moves, strict=False)]

    def repetitions(self) -> int:
        """How often the end position (same side to move) occurs on the line."""
        key = self.position.key
        return sum(1 for pos in self.positions if pos.key == key)

    def history(self) -> tuple[tuple[int, int, int], ...]:
        """The keys of the positions before the end (a search scores a return as a draw)."""
        return tuple(pos.key for pos in self.positions[:-1])

    def clock_times(self) -> tuple[int, int] | None:
        """(White's, Black's) time at the line's end, as the moves' clocks say (each side's
        latest recorded clock, its starting time before that); None without a time
        control."""
        if not self.time_control.enabled:
            return None
        white, black = clock_times(self.time_control, self.start.turn, self._clocks())
        # A game lost on time ends with the loser's clock at 0, whatever it last recorded.
        flagged = self.flagged()
        if flagged is Color.WHITE:
            return 0, black
        if flagged is Color.BLACK:
            return white, 0
        return white, black

    def flagged(self) -> Color | None:
        """The side whose time ran out, when the line ends in a loss on time."""
        outcome = self.outcome
        if outcome is None or outcome.termination is not Termination.TIME:
            return None
        return outcome.winner.other if outcome.winner is not None else None

    def time_to_flag(self) -> int | None:
        """How long the side that lost on time thought on its last move, until the flag:
        all it had left (None unless the line ends in a loss on time with clocks)."""
        flagged = self.flagged()
        if flagged is None or not self.time_control.enabled:
            return None
        return clock_times(self.time_control, self.start.turn,
                           self._clocks())[0 if flagged is Color.WHITE else 1]

    def times_used(self) -> tuple[int | None, ...]:
        """How long each move took, from the clocks (None where unknown; all None without
        a time control)."""
        if not self.time_control.enabled:
            return (None,) * len(self.moves)
        return times_used(self.time_control, self.start.turn, self._clocks())

    def _clocks(self) -> tuple[int | None, ...]:
        return self.clocks if len(self.clocks) == len(self.moves) else (None,) * len(self.moves)
