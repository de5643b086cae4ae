"""A game in progress: positions, moves, the result and threefold repetition."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from enum import Enum

from ..rules.movegen import legal_moves, winner
from ..rules.notation import move_to_text, parse_move
from ..rules.position import DEFAULT_RULES, Color, Move, Position, Rules


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
        return f"{name} wins: {loser} resigned."


def outcome_of(pos: Position, rules: Rules = DEFAULT_RULES) -> Outcome | None:
    """The outcome decided by the rules alone in ``pos`` (rules 1 and 2), else None."""
    won = winner(pos, rules)
    if won is None:
        return None
    if won is pos.turn:
        return Outcome(won, Termination.HOME_ROW)
    return Outcome(won, Termination.NO_MOVES)


@dataclass
class Game:
    """A linear game: the start, the moves played, and a declared end (resign, draw)."""

    start: Position = field(default_factory=Position.start)
    """The starting position."""
    rules: Rules = DEFAULT_RULES
    """Rule options."""
    moves: list[Move] = field(default_factory=list)
    """Moves played from ``start``."""
    positions: list[Position] = field(init=False)
    """``positions[i]`` is the position before ``moves[i]``; the last one is current."""
    declared: Outcome | None = None
    """An end not given by the board: resignation, agreed or claimed draw."""

    def __post_init__(self) -> None:
        moves = self.moves
        self.moves = []
        self.positions = [self.start]
        for move in moves:
            self.push(move)

    @classmethod
    def from_line(cls, positions: list[Position], moves: list[Move], rules: Rules) -> Game:
        """A game from a line already played and checked (a game tree's path): no replay."""
        if len(positions) != len(moves) + 1:
            raise ValueError("a line has one position more than it has moves")
        game = cls(positions[0], rules)
        game.moves = list(moves)
        game.positions = list(positions)
        return game

    @property
    def position(self) -> Position:
        return self.positions[-1]

    @property
    def ply(self) -> int:
        return len(self.moves)

    def legal_moves(self) -> list[Move]:
        return [] if self.is_over() else legal_moves(self.position, self.rules)

    def push(self, move: Move) -> None:
        """Play a move (it must be one of :meth:`legal_moves`)."""
        if self.is_over():
            raise ValueError("the game is over")
        self.moves.append(move)
        self.positions.append(self.position.play(move))

    def push_text(self, text: str) -> Move:
        """Play a move given in our notation; raises IllegalMoveError with a reason."""
        if self.is_over():
            raise ValueError("the game is over")
        move = parse_move(self.position, text, self.rules)
        self.push(move)
        return move

    def pop(self) -> Move:
        """Take back the last move (and any declared end)."""
        self.declared = None
        self.positions.pop()
        return self.moves.pop()

    def outcome(self) -> Outcome | None:
        return self.declared or outcome_of(self.position, self.rules)

    def is_over(self) -> bool:
        return self.outcome() is not None

    def repetitions(self) -> int:
        """How often the current position (same side to move) has occurred."""
        key = self.position.key
        return sum(1 for pos in self.positions if pos.key == key)

    def can_claim_draw(self) -> bool:
        """Threefold repetition: the current position has occurred three times."""
        return self.outcome() is None and self.repetitions() >= 3

    def max_repetitions(self) -> int:
        counts = Counter(pos.key for pos in self.positions)
        return max(counts.values())

    def notation(self) -> list[str]:
        """The moves in our notation."""
        out = []
        for pos, move in zip(self.positions, self.moves, strict=False):
            out.append(move_to_text(pos.geometry, move))
        return out

    def resign(self, color: Color) -> None:
        self.declared = Outcome(color.other, Termination.RESIGNATION)

    def agree_draw(self) -> None:
        self.declared = Outcome(None, Termination.DRAW_AGREED)

    def claim_draw(self) -> None:
        if not self.can_claim_draw():
            raise ValueError("no threefold repetition to claim")
        self.declared = Outcome(None, Termination.REPETITION)
