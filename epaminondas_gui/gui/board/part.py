"""The game window's board as a part: the scene and the view, and following the game.

The window asks it through a narrow set of calls (show a move, show a position, a hint,
the preferences, the theme, flipping) and hears from it through signals (a move entered, a
move begun to be shown, the board settled). The analysis draws its arrows and threat marks
on :attr:`BoardPart.scene`; the File menu exports it as a picture.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget

from ...core.rules.geometry import Shape, Zone, hexagon
from ...core.rules.position import Color, Move, Position, Rules
from ..theme import Theme
from . import display as board_display
from .painter import hexagon_steps, outer_rect
from .pieces import board_picture_steps, piece_picture
from .scene import BoardScene
from .view import BoardView


class BoardPart(QObject):
    move_entered = Signal(object)
    """The player entered a legal move (a Move) on the board."""
    move_refused = Signal(str)
    """The player tried a move the rules refuse: the reason in words."""
    press_ignored = Signal()
    """The player pressed on the board while it takes no move."""
    move_shown = Signal(object, object)
    """A move (position before, Move) begins to be shown: its sound and words go now."""
    settled = Signal()
    """The board shows the newest move: nothing slides and nothing waits to."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.scene = BoardScene()
        self.view = BoardView(self.scene, parent)
        self.view.setObjectName("BoardView")
        self._pending: tuple[Position, Move, Position] | None = None
        """The move to animate next (at most one: see :meth:`show_move`)."""
        self.scene.move_entered.connect(self.move_entered)
        self.scene.move_refused.connect(self.move_refused)
        self.scene.press_ignored.connect(self.press_ignored)
        self.scene.animation_finished.connect(self._play_pending)
        self._ahead = QTimer(self)
        self._ahead.setSingleShot(True)
        self._ahead.setInterval(board_display.PREPARE_MS)
        self._ahead.timeout.connect(self.draw_ahead)
        self._ahead.start()

    # -- what it shows -------------------------------------------------------------------

    @property
    def position(self) -> Position:
        return self.scene.position

    @property
    def busy(self) -> bool:
        """Whether a move still slides or waits to."""
        return self._pending is not None or self.scene.is_animating()

    def show_move(self, before: Position, move: Move, after: Position) -> None:
        """Show a move just played. Moves may come faster than they can be drawn (computer
        against computer at a low level): they are never queued. A move still sliding is
        put in place at once and only the newest one is animated, so the board is never
        more than one move behind."""
        self._pending = (before, move, after)
        if self.scene.is_animating():
            self.scene.finish_animation()  # its animation_finished plays the new move
        else:
            self._play_pending()

    def show_position(self, position: Position, rules: Rules, last_move: Move | None) -> None:
        """Show ``position`` at once (a jump: browsing, a new game, a take-back)."""
        self._pending = None
        self.scene.set_position(position, rules, last_move)  # a move sliding: cut short
        self.scene.set_hint(None)
        self._ahead.start()  # again: when the new game (or the browsing) has settled

    def draw_ahead(self) -> None:
        """The hexagon's paths (once a process, in steps of a few ms) and pictures (its
        board with either win zone, a layer at a time, its pieces) made at a quiet moment,
        at the size this view would show it, one step a turn: a new hexagon game after one
        on a rectangle made them in the same turn as the new game's own work and Qt's
        (over 50 ms of the GUI thread in the soak), and a whole board's picture in one
        turn was 10-20 ms. Pictures already kept cost a lookup; a window resized or
        another look since the last quiet moment: drawn at first sight."""
        scene = self.scene
        if scene.geometry.shape is Shape.HEXAGON or not self.view.isVisible():
            return
        geo = hexagon()
        scale = self.view.fit_scale(outer_rect(geo))
        if scale <= 0:
            return
        ratio = self.view.viewport().devicePixelRatioF()
        theme, flipped, shown = scene.theme, scene.flipped, scene.coordinates_shown
        steps = [*hexagon_steps(flipped), *hexagon_steps(not flipped)]
        for zone in Zone:
            steps += board_picture_steps(geo, theme, flipped, shown, zone, scale, ratio)
        steps += [partial(piece_picture, theme, color, scale, ratio) for color in Color]

        def next_step() -> None:
            if steps and scene.theme is theme and scene.flipped is flipped:
                steps.pop(0)()
                QTimer.singleShot(0, self, next_step)  # dropped if the part goes

        next_step()

    def set_interactive(self, interactive: bool) -> None:
        """Take moves from the player (never while a move waits to be shown)."""
        self.scene.set_interactive(interactive and self._pending is None)

    def set_hint(self, move: Move | None,
                 lines: Sequence[tuple[Move, bool]] = ()) -> None:
        self.scene.set_hint(move, lines)

    def _play_pending(self) -> None:
        if self.scene.is_animating():
            return
        if self._pending is None:
            self.settled.emit()
            return
        before, move, after = self._pending
        self._pending = None
        self.scene.set_hint(None)
        self.move_shown.emit(before, move)
        self.scene.show_move(before, move, after)
        if not self.scene.is_animating():
            self.settled.emit()

    # -- its look ------------------------------------------------------------------------

    def apply_preferences(self, highlight_moves: bool, coordinates: bool,
                          animation_ms: int) -> None:
        self.scene.highlight_moves = highlight_moves
        self.scene.set_coordinates(coordinates)
        self.scene.animation_ms = animation_ms

    def set_highlight(self, on: bool) -> None:
        """Show the squares a picked-up piece may go to."""
        self.scene.highlight_moves = on

    def set_coordinates(self, shown: bool) -> None:
        self.scene.set_coordinates(shown)

    def set_flipped(self, flipped: bool, *, position_follows: bool = False) -> None:
        self.scene.set_flipped(flipped, position_follows=position_follows)

    def set_theme(self, theme: Theme) -> None:
        self.scene.set_theme(theme)

    def retranslate(self) -> None:
        self.view.setAccessibleName(self.tr("Board"))
        self.view.setAccessibleDescription(
            self.tr("Arrow keys move the cursor, Enter picks up and drops a piece, Esc cancels.")
        )

    def focus(self) -> None:
        self.view.setFocus()
