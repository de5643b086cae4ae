"""The end of a game by the rules (docs/rules.md#end-of-the-game): rule 1, the count in the
win zones (the far rows); rule 2, no legal move; and in Heximinondas rule 3, the
repetition that loses. Checked before the side to move moves, in that order.

Rules 1 and 2 read the position alone; rule 3 needs the game's earlier positions, its
``history``: the :attr:`Position.key` of every position before this one in the line
played, oldest first (a game tree's line, or the engine's ``position ... moves``).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum

from .movegen import blocked_winner, has_legal_move
from .position import DEFAULT_RULES, Color, Position, Rules

Key = tuple[int, int, int]
"""A position's :attr:`Position.key`: cells and side to move."""


class EndRule(Enum):
    """Which rule ended the game."""

    WIN_ZONE = "win-zone"
    """Rule 1: the side to move has more pieces in his win zone (on the far row) than the
    opponent in his."""
    NO_MOVES = "no-moves"
    """Rule 2: the side to move has no legal move (he loses; in Heximinondas the piece
    count decides)."""
    REPETITION = "repetition"
    """Rule 3 (Heximinondas): the last move made a position occur for the third time; the
    player who made it has lost."""


@dataclass(frozen=True, slots=True)
class Verdict:
    """How the rules end a game in a position."""

    winner: Color | None
    """The winner, or None for a draw."""
    rule: EndRule


def verdict(pos: Position, rules: Rules = DEFAULT_RULES, history: Iterable[Key] = ()) -> (
        Verdict | None):
    """How the game ends in ``pos`` after the positions of ``history``, or None if it goes on."""
    if pos.mover_has_won(rules):
        return Verdict(pos.turn, EndRule.WIN_ZONE)
    if not has_legal_move(pos, rules):
        return Verdict(blocked_winner(pos, rules), EndRule.NO_MOVES)
    if rules.repetition_loses and is_third_occurrence(pos, history):
        return Verdict(pos.turn, EndRule.REPETITION)
    return None


def is_third_occurrence(pos: Position, history: Iterable[Key]) -> bool:
    """Whether ``pos`` (cells and side to move) occurred twice or more in ``history``."""
    key = pos.key
    return sum(1 for earlier in history if earlier == key) >= 2


def result_text(found: Verdict | None) -> str:
    """``W``, ``B``, ``draw`` or ``none`` (the engine's ``result`` and the reference data)."""
    if found is None:
        return "none"
    return found.winner.letter if found.winner is not None else "draw"
