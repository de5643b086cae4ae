"""The board of the lessons and puzzles: the game board's scene and view (so moves are
entered exactly as in a game), plus playing a line of moves one after another."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QVBoxLayout, QWidget

from ...core.rules.position import DEFAULT_RULES, Move, Position, Rules
from ..board.scene import BoardScene
from ..board.view import BoardView
from ..theme import Theme


class TrainingBoard(QWidget):
    """A board that takes the player's move and can show a line of moves."""

    line_finished = Signal()
    """The last move of :meth:`play_line` is on the board."""

    def __init__(self, theme: Theme, animation_ms: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scene = BoardScene()
        self.scene.set_theme(theme)
        self.scene.animation_ms = animation_ms
        self.view = BoardView(self.scene, self)
        self.view.setObjectName("TrainingBoardView")
        self.view.setMinimumSize(260, 260)
        # The scene's margin shows the dialog's own background, not a white frame.
        self.view.setBackgroundBrush(self.palette().color(QPalette.ColorRole.Window))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)
        self.pause_ms = max(350, 2 * animation_ms)
        """Time between the moves of a line (after each move's slide)."""
        self._line: list[Move] | None = None
        """The moves of the line still to play (None: no line under way)."""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._play_next)
        self.scene.animation_finished.connect(self._after_move)

    @property
    def position(self) -> Position:
        return self.scene.position

    def set_position(self, position: Position, *, interactive: bool = True,
                     flipped: bool = False, rules: Rules = DEFAULT_RULES) -> None:
        """Show ``position`` at once, played under ``rules``; the player may move when
        ``interactive``."""
        self._line = None
        self._timer.stop()
        self.scene.set_flipped(flipped)
        self.scene.set_hint(None)
        self.scene.set_position(position, rules)
        self.scene.set_interactive(interactive)

    def play_move(self, move: Move) -> None:
        """Slide ``move`` on the board (the player's own move, after it was judged)."""
        before = self.scene.position
        self.scene.show_move(before, move, before.play(move))

    def play_line(self, moves: Sequence[Move], *, first_delay_ms: int | None = None) -> None:
        """Play ``moves`` from the position shown, one after another, then emit
        :attr:`line_finished`. The board takes no moves meanwhile."""
        self.scene.set_interactive(False)
        self._line = list(moves)
        self._timer.start(self.pause_ms if first_delay_ms is None else first_delay_ms)

    def is_playing(self) -> bool:
        return self._line is not None

    def _play_next(self) -> None:
        if self._line is None:
            return
        if not self._line:
            self._line = None
            self.line_finished.emit()
            return
        self.play_move(self._line.pop(0))
        if not self.scene.is_animating():  # animations off: no animation_finished comes
            self._after_move()

    def _after_move(self) -> None:
        if self._line is not None:
            self._timer.start(self.pause_ms if self._line else 0)
