"""Walking through the game: the one command behind the keys (the board's and the move
list's), the View menu's buttons, a click in the move list and a click in the review graph.

Walking only changes the position shown (the tree's cursor); it never plays or takes back
a move. The session tells every part what is shown now.
"""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import Qt

from ...core.games.record import Node
from ..session import GameSession


class Step(Enum):
    FIRST = "first"
    BACK = "back"
    FORWARD = "forward"
    LAST = "last"
    """The end of the line shown (the line last visited, on from the position shown)."""
    PREVIOUS_VARIATION = "previous variation"
    """The previous alternative to the move shown."""
    NEXT_VARIATION = "next variation"


KEY_STEPS: dict[Qt.Key, Step] = {
    Qt.Key.Key_Home: Step.FIRST,
    Qt.Key.Key_Left: Step.BACK,
    Qt.Key.Key_Right: Step.FORWARD,
    Qt.Key.Key_End: Step.LAST,
    Qt.Key.Key_Up: Step.PREVIOUS_VARIATION,
    Qt.Key.Key_Down: Step.NEXT_VARIATION,
}
"""The keys that walk (on the board when it does not use them, and in the move list)."""


def walk(session: GameSession, step: Step) -> None:
    """Show the position ``step`` leads to (nothing happens past either end)."""
    if step is Step.FIRST:
        session.browse(0)
    elif step is Step.BACK:
        session.browse(session.view_ply - 1)
    elif step is Step.FORWARD:
        session.browse(session.view_ply + 1)
    elif step is Step.LAST:
        session.browse(session.line.ply)
    else:
        session.step_variation(-1 if step is Step.PREVIOUS_VARIATION else 1)


def walk_to(session: GameSession, target: Node | int) -> None:
    """Show ``target``: a node of the game (a move list's click) or the position after
    that many moves of the line shown (the review graph's click; 0 = the start)."""
    if isinstance(target, Node):
        session.go_to(target)
    else:
        session.browse(target)
