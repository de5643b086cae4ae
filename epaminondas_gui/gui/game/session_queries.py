"""What the window asks of the game being played (:class:`SessionQueries`, a part of
:class:`~..session.GameSession`): read from the game tree, its runner's players and the
engine runner; no state of its own."""

from __future__ import annotations

from ...core.games.line import Line
from ...core.games.outcome import Outcome
from ...core.games.players import Player
from ...core.games.record import Node
from ...core.games.runner import GameRunner
from ...core.games.tree import GameTree
from ...core.rules.position import Color, Position, Rules
from ..engine_runner import EngineRunner


class SessionQueries:
    """The game's queries; the session sets these three."""

    tree: GameTree
    runner: GameRunner
    ai: EngineRunner

    @property
    def rules(self) -> Rules:
        return self.tree.rules

    @property
    def line(self) -> Line:
        """The line shown: from the start through the cursor on to the end of the line
        last visited (what the move counter and the review walk)."""
        return self.tree.shown_line()

    @property
    def shown_position(self) -> Position:
        return self.tree.position

    @property
    def view_ply(self) -> int:
        """Moves from the start to the position shown."""
        return self.tree.cursor.ply

    @property
    def browsing(self) -> bool:
        """Whether the line shown goes on after the position shown."""
        return self.tree.can_forward()

    @property
    def at_main_end(self) -> bool:
        return self.tree.cursor is self.tree.main_line_end()

    @property
    def players(self) -> dict[Color, Player]:
        return self.runner.players

    def player(self, color: Color) -> Player:
        return self.runner.players[color]

    def is_computer(self, color: Color) -> bool:
        return not self.runner.players[color].is_human

    @property
    def has_human(self) -> bool:
        return any(player.is_human for player in self.players.values())

    @property
    def human_vs_human(self) -> bool:
        return all(player.is_human for player in self.players.values())

    def outcome(self) -> Outcome | None:
        """How the game stands at the position shown."""
        return self.tree.outcome()

    def result(self) -> Outcome | None:
        """The game's result (at the end of the main line)."""
        return self.tree.result()

    def human_to_move(self) -> bool:
        """Whether the user may enter a move on the shown position now: anywhere in the
        tree (a variation) except where the game has ended or the computer is to move."""
        if self.tree.outcome() is not None:
            return False
        if self.at_main_end and self.is_computer(self.shown_position.turn):
            return False
        return not (self.ai.busy and self.at_main_end)

    def can_undo(self) -> bool:
        """Back to the previous position where a human is to move (or a resignation or
        draw taken back)."""
        if not self.has_human:
            return False
        if self.tree.declared is not None and self.at_main_end:
            return True
        return self._undo_target() is not None

    def _undo_target(self) -> Node | None:
        node = self.tree.cursor.parent
        while node is not None and self.is_computer(node.position.turn):
            node = node.parent
        return node

    def can_redo(self) -> bool:
        return self.tree.can_forward() and self.has_human

    def can_continue_here(self) -> bool:
        """Whether "Continue from here against the computer" would change anything."""
        return (
            not self.human_vs_human
            and not self.at_main_end
            and self.tree.outcome() is None
        )
