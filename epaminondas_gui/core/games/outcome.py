"""How a game ends: by the rules on the board (the home-row count, no legal move), or by a
declaration (resignation, a flag fall, an agreed or claimed draw)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ..rules.movegen import winner
from ..rules.position import DEFAULT_RULES, Color, Position, Rules


class Termination(Enum):
    """Why a game ended."""

    HOME_ROW = "home-row"
    """Rule 1: the player to move has more pieces on the far row than the opponent."""
    NO_MOVES = "no-moves"
    """Rule 2: the player to move has no legal move."""
    RESIGNATION = "resignation"
    DRAW_AGREED = "draw-agreed"
    REPETITION = "repetition"
    """A threefold repetition claimed as a draw."""
    TIME = "time"
    """The loser's time ran out (its flag fell)."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a game ended."""

    winner: Color | None
    """The winner, or None for a draw."""
    termination: Termination
    """The reason."""

    @property
    def result_text(self) -> str:
        """``1-0``, ``0-1`` or ``1/2-1/2`` as in the game record's Result tag."""
        if self.winner is None:
            return "1/2-1/2"
        return "1-0" if self.winner is Color.WHITE else "0-1"

    def describe(self) -> str:
        """A sentence a player can read."""
        if self.winner is None:
            return {
                Termination.DRAW_AGREED: "Draw by agreement.",
                Termination.REPETITION: "Draw by threefold repetition.",
            }.get(self.termination, "Draw.")
        name = self.winner.display_name
        loser = self.winner.other.display_name
        if self.termination is Termination.HOME_ROW:
            return f"{name} wins: more pieces on the opponent's home row at the start of the turn."
        if self.termination is Termination.NO_MOVES:
            return f"{name} wins: {loser} has no legal move."
        if self.termination is Termination.TIME:
            return f"{name} wins on time: {loser}'s time ran out."
        return f"{name} wins: {loser} resigned."


def outcome_of(pos: Position, rules: Rules = DEFAULT_RULES) -> Outcome | None:
    """The outcome decided by the rules alone in ``pos`` (rules 1 and 2), else None."""
    won = winner(pos, rules)
    if won is None:
        return None
    if won is pos.turn:
        return Outcome(won, Termination.HOME_ROW)
    return Outcome(won, Termination.NO_MOVES)
