"""When the game may go on by itself: :class:`PlayGate`.

A computer must not start its move, and the clocks must not start, while the player is
being asked something: the start-up questions (resume the last game? take the lessons?)
or any window-modal box of the window. A game remembered as computer against computer
played behind the resume question, finished, and stacked its result box on top of it.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication

#: How often a game that waits for a modal box looks whether it has closed.
POLL_MS = 100


class PlayGate(QObject):
    """Shut while :meth:`hold` is in force (the start-up questions) or a modal box is
    open; ``opened`` is emitted when the game, which waited, may go on."""

    opened = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._holds = 0
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._look)

    @property
    def held(self) -> bool:
        """Held by :meth:`hold` (the clocks wait too)."""
        return self._holds > 0

    def shut(self) -> bool:
        """Whether the game must wait now; if it must, ``opened`` follows when it may go
        on."""
        if self._holds > 0:
            return True
        if QApplication.activeModalWidget() is None:
            return False
        self._poll.start()
        return True

    def hold(self) -> None:
        self._holds += 1

    def release(self) -> None:
        if self._holds == 0:
            return
        self._holds -= 1
        if self._holds == 0:
            self._look()

    def _look(self) -> None:
        if self._holds > 0:
            self._poll.stop()  # release() looks again
            return
        if QApplication.activeModalWidget() is None:
            self._poll.stop()
            self.opened.emit()
        else:
            self._poll.start()
