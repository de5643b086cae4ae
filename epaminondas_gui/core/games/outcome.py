"""How a game ends: by the rules on the board (the home-row or win-zone count, no legal move,
Heximinondas's repetition), or by a declaration (resignation, a flag fall, an agreed or
claimed draw)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum

from ..rules.ending import EndRule, Key, verdict
from ..rules.position import DEFAULT_RULES, Color, Position, Rules


class Termination(Enum):
    """Why a game ended."""

    HOME_ROW = "home-row"
    """Rule 1: the player to move has more pieces on the far row than the opponent."""
    WIN_ZONE = "win-zone"
    """Rule 1 of Heximinondas: the player to move has more pieces in his win zone than
    the opponent in his."""
    NO_MOVES = "no-moves"
    """Rule 2: the player to move has no legal move (and loses)."""
    NO_MOVES_COUNT = "no-moves-count"
    """Rule 2 of Heximinondas: the player to move has no legal move; the side with more
    pieces wins, equal numbers draw."""
    REPETITION_LOSS = "repetition-loss"
    """Rule 3 of Heximinondas: the last move made a position occur for the third time,
    and the player who made it lost."""
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
                Termination.NO_MOVES_COUNT: "Draw: no legal move, and as many pieces on each "
                "side.",
            }.get(self.termination, "Draw.")
        name = self.winner.display_name
        loser = self.winner.other.display_name
        if self.termination is Termination.HOME_ROW:
            return f"{name} wins: more pieces on the opponent's home row at the start of the turn."
        if self.termination is Termination.WIN_ZONE:
            return f"{name} wins: more pieces in the win zone at the start of the turn."
        if self.termination is Termination.NO_MOVES:
            return f"{name} wins: {loser} has no legal move."
        if self.termination is Termination.NO_MOVES_COUNT:
            return f"{name} wins: no legal move, and {name} has more pieces."
        if self.termination is Termination.REPETITION_LOSS:
            return f"{name} wins: {loser} made a position occur for the third time."
        if self.termination is Termination.TIME:
            return f"{name} wins on time: {loser}'s time ran out."
        return f"{name} wins: {loser} resigned."


def outcome_of(pos: Position, rules: Rules = DEFAULT_RULES,
               history: Iterable[Key] = ()) -> Outcome | None:
    """The outcome decided by the rules alone in ``pos``, else None. ``history``: the keys
    of the positions before ``pos`` in the game (Heximinondas's repetition rule; read only
    when that rule applies, so a lazy iterable costs nothing in the other games)."""
    found = verdict(pos, rules, history)
    if found is None:
        return None
    return Outcome(found.winner, _termination(found.rule, rules))


def _termination(rule: EndRule, rules: Rules) -> Termination:
    traits = rules.variant.traits
    if rule is EndRule.WIN_ZONE:
        return Termination.WIN_ZONE if traits.zones else Termination.HOME_ROW
    if rule is EndRule.NO_MOVES:
        return Termination.NO_MOVES_COUNT if traits.blocked_counts else Termination.NO_MOVES
    return Termination.REPETITION_LOSS
