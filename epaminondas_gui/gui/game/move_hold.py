"""The time a computer's move is held so that a game can be followed by eye:
:class:`MoveHold`.

Preferences → the computer's move time: a computer's move is shown no sooner than that
after the move before it was shown (not after its search began: a search that took long
waits less). Meanwhile the computer counts as thinking and its clock stops (the wait is
for the eye, not its time); Move now shows the move at once.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from ...core.games.players import Turn
from ...core.rules.position import Move


class MoveHold(QObject):
    """At most one computer's move, held until it may be shown; ``ready(turn, move)``
    when it may (or at once when it need not wait)."""

    ready = Signal(object, object)
    """(Turn, Move): answer the turn with the move now."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.min_move_ms = 0
        """How long after the move before it a computer's move is shown at the soonest."""
        self.held: tuple[Turn, Move] | None = None
        self._last_shown = time.monotonic()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        # Precise: a coarse timer may fire up to 5 % early, showing a move too briefly.
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(self.release)

    def shown(self) -> None:
        """A move was shown now: the next one waits from here."""
        self._last_shown = time.monotonic()

    def offer(self, turn: Turn, move: Move, *, at_once: bool = False) -> bool:
        """A computer found ``move`` for ``turn``: ``ready`` now, or held (True) until
        the time has passed. ``at_once``: never held (one move asked while paused)."""
        wait_ms = self.min_move_ms - (time.monotonic() - self._last_shown) * 1000
        if wait_ms > 0 and not at_once:
            self.held = (turn, move)
            self._timer.start(int(wait_ms) + 1)
            return True
        self.ready.emit(turn, move)
        return False

    def release(self) -> None:
        """Show the held move now (Move now, or the time has passed)."""
        held, self.held = self.held, None
        self._timer.stop()
        if held is not None:
            self.ready.emit(*held)

    def drop(self) -> Turn | None:
        """Forget the held move; its turn (to be asked again), if one was held."""
        held, self.held = self.held, None
        self._timer.stop()
        return held[0] if held is not None else None
