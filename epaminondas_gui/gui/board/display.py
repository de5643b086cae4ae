"""The board shown: pieces, marks (last move, hint and analysis arrows, threats) and the
animation of a move. :class:`~.scene.BoardScene` adds taking moves from the player.

The display never changes the game itself: the window plays the move and then calls
:meth:`BoardDisplay.show_move` or :meth:`BoardDisplay.set_position`.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    Signal,
)
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene

from ...core.rules.geometry import Geometry
from ...core.rules.position import DEFAULT_RULES, Color, Move, Position, Rules
from ..theme import LIGHT, Theme
from .layout import SQUARE, board_layout
from .painter import drag_arrow, outer_rect, square_rect
from .pieces import Z_DRAGGED, Z_PIECES, BoardItem, MarksItem, OverlayItem, PieceItem

PREPARE_MS = 1500
"""When the hexagon's paths are made after the first board is built (its window shown)."""


def group_squares(geo: Geometry, move: Move) -> list[int]:
    """The squares of the moving group before the move, rear first (for a sideslip: the
    whole line that slips)."""
    delta = geo.deltas[move.line_direction]
    return [move.rear + i * delta for i in range(move.count)]


class BoardDisplay(QGraphicsScene):
    animation_finished = Signal()
    """A move animation started by :meth:`show_move` is over (or was cut short)."""

    def __init__(self, position: Position | None = None) -> None:
        super().__init__()
        self._position = position or Position.start()
        self._rules: Rules = DEFAULT_RULES
        self._theme: Theme = LIGHT
        self._flipped = False
        self._interactive = False
        self.highlight_moves = True
        self.animation_ms = 180
        self._pieces: dict[int, PieceItem] = {}
        self._spare: list[PieceItem] = []
        """Piece items off the board, to be placed again (never more than a board holds)."""
        self._animation: QParallelAnimationGroup | None = None
        self.piece_syncs = 0
        """Passes over every piece to place it (read by tests: one per new game)."""
        self._misplaced = False
        """Turned for a position still to come: the pieces stand where they stood."""
        # Kept here as well as on the items: a new board size rebuilds the items.
        self._arrows: list[tuple[int, int, QColor]] = []
        self._threat_pieces: list[int] = []
        self._threat_entries: list[int] = []
        self._board_item: BoardItem
        self._marks: MarksItem
        self._overlay: OverlayItem
        self._build()

    # -- state set by the window -------------------------------------------------------

    @property
    def position(self) -> Position:
        return self._position

    @property
    def geometry(self) -> Geometry:
        return self._position.geometry

    @property
    def flipped(self) -> bool:
        return self._flipped

    @property
    def theme(self) -> Theme:
        return self._theme

    @property
    def cursor_square(self) -> int | None:
        return self._marks.cursor_square

    @property
    def interactive(self) -> bool:
        return self._interactive

    def set_position(
        self,
        position: Position,
        rules: Rules | None = None,
        last_move: Move | None = None,
    ) -> None:
        """Show a position at once (no animation), cancelling any pick-up."""
        self._finish_animation(place=False)  # placed below, in the new position
        size_changed = position.geometry is not self._position.geometry
        self._position = position
        if rules is not None:
            self._rules = rules
        if size_changed:
            self._build()
        else:
            self._sync_pieces()
        self._show_zone()
        self._set_last_move(last_move)
        self.cancel_selection()

    def set_interactive(self, interactive: bool) -> None:
        """Whether the side to move may be moved by the user (a human's turn)."""
        self._interactive = interactive
        if not interactive:
            self.cancel_selection()

    def set_theme(self, theme: Theme) -> None:
        self._theme = theme
        for item in (self._board_item, self._marks, self._overlay):
            item.theme = theme
            item.update()
        for piece in self._pieces.values():
            piece.set_theme(theme)

    @property
    def coordinates_shown(self) -> bool:
        return self._board_item.coordinates

    def set_coordinates(self, shown: bool) -> None:
        if shown == self._board_item.coordinates:
            return  # an update would throw the board's cached picture away
        self._board_item.coordinates = shown
        self._board_item.update()

    def set_flipped(self, flipped: bool, *, position_follows: bool = False) -> None:
        """Turn the board; ``position_follows``: a :meth:`set_position` comes next (a new
        game), which places the pieces: placing them here too was a second pass over every
        piece in the new game's turn."""
        if flipped == self._flipped:
            return
        self._flipped = flipped
        for item in (self._board_item, self._marks, self._overlay):
            item.flipped = flipped
            item.update()
        if position_follows:
            self._finish_animation(place=False)
            self._misplaced = True
        elif self._animation is not None:
            self._finish_animation()  # places every piece
        else:
            self._sync_pieces()

    def set_hint(self, move: Move | None,
                 lines: Sequence[tuple[Move, bool]] = ()) -> None:
        """Show a suggested move as the drag that plays it (see :func:`drag_arrow`), with
        the moving group ringed, and the ``lines`` that show what it does: each a move
        drawn from its rear to where its head lands, the opponent's (True: the capture it
        allows, the entry it stops) in the capture colour, the mover's next in the hint's."""
        overlay = self._overlay
        if move is None and overlay.arrow is None and not (
                overlay.hint_group or overlay.hint_lines or overlay.hint_ghosts):
            return  # no hint shown: nothing to repaint (this runs at every move)
        if move is None:
            self._overlay.arrow = None
            self._overlay.hint_group = []
            self._overlay.hint_lines = []
            self._overlay.hint_ghosts = []
        else:
            self._overlay.arrow = drag_arrow(move)
            group = group_squares(self.geometry, move)
            self._overlay.hint_group = group
            self._overlay.hint_lines = [(line.rear, line.to, theirs) for line, theirs in lines]
            # Where the group lands, so the hint reads where the arrow runs over pieces
            # (a group moving less than its length: the arrow lies on the group itself).
            side = self._position.turn
            self._overlay.hint_ghosts = [
                (square + move.offset, side) for square in group
                if square + move.offset not in group
            ]
        self._overlay.update()

    @property
    def hint_lines(self) -> list[tuple[int, int, bool]]:
        """The lines shown with the hint: (from, to, the opponent's)."""
        return list(self._overlay.hint_lines)

    @property
    def hint_arrow(self) -> tuple[int, int] | None:
        return self._overlay.arrow

    def set_arrows(self, arrows: list[tuple[int, int, QColor]]) -> None:
        """Analysis arrows, best first: each the drag that plays its move (as the hint
        arrow), in its own colour. An empty list clears them."""
        if arrows == self._arrows:
            return
        # Only where arrows were or now are: the overlay spans the board, and repainting
        # all of it (the board and every piece under it) at each of the analysis' updates
        # was 5-10 ms of the GUI thread.
        old = self._arrows
        self._arrows = list(arrows)
        self._overlay.arrows = list(arrows)
        margin = SQUARE * 0.3
        for start, end, _color in (*old, *arrows):  # each arrow's own box
            box = square_rect(self.geometry, start, self._flipped).united(
                square_rect(self.geometry, end, self._flipped))
            self._overlay.update(box.adjusted(-margin, -margin, margin, margin))

    @property
    def arrows(self) -> list[tuple[int, int, QColor]]:
        return list(self._arrows)

    def set_threat_marks(self, capturable: list[int], entries: list[int]) -> None:
        """Warn the side to move: a red ring on each of its pieces the opponent could
        capture next move, a red tint on each of its home-row squares the opponent could
        enter next move. Empty lists clear the marks."""
        if list(capturable) == self._threat_pieces and list(entries) == self._threat_entries:
            return  # the same marks: no repaint of the whole board
        self._threat_pieces = list(capturable)
        self._threat_entries = list(entries)
        self._overlay.threatened = list(capturable)
        self._overlay.update()
        self._marks.threatened_entries = list(entries)
        self._marks.update()

    @property
    def threat_marks(self) -> tuple[list[int], list[int]]:
        """(ringed pieces, tinted home-row squares) as set by :meth:`set_threat_marks`."""
        return list(self._threat_pieces), list(self._threat_entries)

    def show_move(self, before: Position, move: Move, after: Position) -> None:
        """Animate ``move`` from ``before`` (what is shown now) and then show ``after``."""
        self._finish_animation()
        if self._position != before or self.animation_ms <= 0 or self._misplaced:
            self.set_position(after, last_move=move)
            return
        self.cancel_selection()
        self._position = after
        self._set_last_move(move)
        geo = after.geometry
        group = QParallelAnimationGroup(self)
        moved: dict[int, PieceItem] = {}
        for square in group_squares(geo, move):
            item = self._pieces.pop(square, None)
            if item is None:
                continue
            target = square + move.offset
            moved[target] = item
            anim = QPropertyAnimation(item, b"pos", group)
            anim.setDuration(self.animation_ms)
            anim.setStartValue(item.pos())
            anim.setEndValue(board_layout(geo).center(target, self._flipped))
            anim.setEasingCurve(QEasingCurve.Type.OutCubic)
            item.setZValue(Z_DRAGGED)
            group.addAnimation(anim)
        for square in geo.iter_squares(move.capture_mask):
            item = self._pieces.pop(square, None)
            if item is None:
                continue
            moved[-1 - square] = item  # keep it alive until the fade is over
            fade = QPropertyAnimation(item, b"opacity", group)
            fade.setDuration(self.animation_ms)
            fade.setStartValue(1.0)
            fade.setEndValue(0.0)
            group.addAnimation(fade)
        self._pieces.update(moved)
        self._animation = group
        group.finished.connect(self._finish_animation)
        group.start()

    def is_animating(self) -> bool:
        return self._animation is not None

    def finish_animation(self) -> None:
        """Put a sliding move in place at once (emits ``animation_finished``)."""
        self._finish_animation()

    # -- building ----------------------------------------------------------------------

    def _build(self) -> None:
        for piece in self._pieces.values():  # kept for the new board (see _spare)
            self.removeItem(piece)
            self._spare.append(piece)
        self.clear()
        self._pieces = {}
        geo = self.geometry
        self._board_item = BoardItem(geo, self._theme)
        self._marks = MarksItem(geo, self._theme)
        self._overlay = OverlayItem(geo, self._theme)
        for item in (self._board_item, self._marks, self._overlay):
            item.flipped = self._flipped
            self.addItem(item)
        # Square numbers of another board size mean other squares here: drop the marks.
        self._arrows = []
        self._threat_pieces = []
        self._threat_entries = []
        self.setSceneRect(outer_rect(geo))
        self._show_zone()
        self._sync_pieces()

    def _spare_piece(self, color: Color) -> PieceItem:
        """A piece item taken off the board before (a capture, another board), else a new
        one: making the 40-56 items of a new board took 5-10 ms of the GUI thread."""
        for index, item in enumerate(self._spare):
            if item.color is color:
                del self._spare[index]
                item.set_theme(self._theme)
                return item
        return PieceItem(color, self._theme)

    def _show_zone(self) -> None:
        """Outline the win zones where the rules choose them (Heximinondas)."""
        zone = self._rules.zone if self._rules.variant.traits.zones else None
        if self._board_item.zone is not zone:
            self._board_item.zone = zone
            self._board_item.update()

    def _sync_pieces(self) -> None:
        """Make the piece items match the position exactly (reusing items where possible)."""
        self.piece_syncs += 1
        self._misplaced = False
        geo = self.geometry
        pos = self._position
        stale = [
            sq for sq in self._pieces if sq < 0 or pos.piece_at(sq) is not self._pieces[sq].color
        ]
        for square in stale:
            gone = self._pieces.pop(square)
            self.removeItem(gone)
            self._spare.append(gone)
        for square in geo.squares:
            color = pos.piece_at(square)
            if color is None:
                continue
            item = self._pieces.get(square)
            if item is None:
                item = self._spare_piece(color)
                self.addItem(item)
                self._pieces[square] = item
            item.setOpacity(1.0)
            item.setZValue(Z_PIECES)
            item.setPos(board_layout(geo).center(square, self._flipped))

    def _finish_animation(self, *, place: bool = True) -> None:
        """``place``: put every piece where the position has it (else the caller will)."""
        animation = self._animation
        if animation is None:
            return
        self._animation = None
        if animation.state() is QAbstractAnimation.State.Running:
            animation.stop()
        animation.deleteLater()
        if place:
            self._sync_pieces()
        self.animation_finished.emit()

    def _set_last_move(self, move: Move | None) -> None:
        # Origin: the square the rear left; destination: where the head landed. On the
        # marks, not the board: the board's cached picture then lasts the whole game.
        squares = () if move is None else (move.rear, move.to)
        if squares == self._marks.last_move:
            return
        # Only the squares marked before and now, each on its own (their bounding box
        # may span the board): the marks span the board, and a whole-board update
        # repaints every piece at every move.
        old = self._marks.last_move
        self._marks.last_move = squares
        for square in (*old, *squares):
            self._marks.update(square_rect(self.geometry, square, self._flipped))

    def piece_item(self, square: int) -> PieceItem | None:
        return self._pieces.get(square)

    def square_center(self, square: int) -> QPointF:
        return board_layout(self.geometry).center(square, self._flipped)

    def cancel_selection(self) -> None:
        """Drop what the player holds (nothing to drop here: see BoardScene)."""
