"""The board that takes moves: drag, click-click and keyboard entry on the board shown
(:class:`~.display.BoardDisplay`).

One signal leaves the scene with a legal move (``move_entered``); one with the reason a
drop was refused (``move_refused``). The scene never changes the game itself: the window
plays the move and then calls :meth:`BoardScene.show_move` or :meth:`set_position`.

Abanondas sideslips are entered by the same gesture as any move, read differently: grab
one end of the line and drop it on the square where the *other* end lands. While Shift is
held a drop means a slip wherever one fits; without Shift only where no ordinary move
lands (so every ordinary drag keeps its meaning). When two slips share a drop, the other
end the pointer passed over decides, else a short menu asks (:attr:`BoardScene.choose_slip`).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    Qt,
    Signal,
)
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QGraphicsSceneMouseEvent, QMenu

from ...core.rules.notation import (
    IllegalMoveError,
    find_move,
    find_slip,
    move_to_text,
    slip_drops,
    targets_from,
)
from ...core.rules.position import Move, Position
from ..texts import translate_refusal
from .display import BoardDisplay, group_squares
from .layout import SQUARE, board_layout
from .painter import square_at
from .pieces import Z_DRAGGED, Z_PIECES

#: Scene units the mouse must travel with the button down before a press becomes a drag.
DRAG_THRESHOLD = 6.0


def other_end(move: Move, grabbed: int) -> int:
    """For a slip grabbed at one end: the other end (whose landing square is the drop)."""
    return move.head if move.rear == grabbed else move.rear


# How close (in squares) the pointer must come to a square's centre to count as passing
# over it. A straight drag from one end to a drop never comes this close to the other end
# of any slip landing there (at least 0.45 squares away), so only a deliberate sweep along
# the line decides between slips; a straight drag asks.
PASS_RADIUS = 0.35


def _near(point: QPointF, center: QPointF) -> bool:
    return (point - center).manhattanLength() <= PASS_RADIUS * SQUARE


# Chooses one of several slips that share a drop (None: none of them).
SlipChooser = Callable[[list[Move]], "Move | None"]


class BoardScene(BoardDisplay):
    move_entered = Signal(object)
    """A legal move entered by the user (a core ``Move``)."""
    move_refused = Signal(str)
    """A drop or click that is not a legal move, with the reason for the status bar."""
    refusal = Signal(object, int, int)
    """The same refusal for code that teaches: the core's IllegalMoveError, the grabbed
    square and the drop square (emitted just before move_refused)."""
    press_ignored = Signal()
    """A piece was pressed while the board takes no moves (the computer's turn, the end)."""

    def __init__(self, position: Position | None = None) -> None:
        self._selected: int | None = None
        self._targets: dict[int, Move] = {}
        self._slip_targets: dict[int, list[Move]] = {}
        """Abanondas: drop square -> the slips of the grabbed end that land there."""
        self._slip_mode = False
        """Shift is held: a drop means a slip wherever one fits."""
        self._passed: list[int] = []
        """Squares the pointer passed over during this drag, oldest first (slip choice)."""
        self._companions: list[int] = []
        self.choose_slip: SlipChooser = self._choose_slip_by_menu
        """Asks which slip is meant when several share a drop; tests replace it."""
        self._press_point: QPointF | None = None
        self._dragging = False
        self._deselect_on_release = False
        self._last_preview: int | None = None
        """The square the mouse preview last showed (repaint only when it changes)."""
        super().__init__(position)

    @property
    def selected_square(self) -> int | None:
        return self._selected

    # -- picking up and dropping ------------------------------------------------------

    def _own(self, square: int) -> bool:
        return self._position.piece_at(square) is self._position.turn

    def select(self, square: int) -> bool:
        """Pick up the piece on ``square``: show its targets and the pieces that go with it."""
        if not self._interactive or not self._own(square):
            return False
        self._finish_animation()
        self.cancel_selection()
        self._selected = square
        self._targets = targets_from(self._position, square, self._rules)
        self._slip_targets = slip_drops(self._position, square, self._rules)
        self._passed = []
        companions: set[int] = set()
        for move in self._targets.values():
            companions.update(group_squares(self.geometry, move))
        companions.discard(square)
        self._companions = sorted(companions)
        self._marks.selected = square
        self._show_targets()
        return True

    def _show_targets(self) -> None:
        """Mark every drop square with what a drop there does now: a dot for a line move
        (a larger red one for a capture), a ring for a sideslip."""
        marks, overlay = self._marks, self._overlay
        dots: dict[int, bool] = {}
        rings: list[int] = []
        if self.highlight_moves and self._selected is not None:
            for square in {*self._targets, *self._slip_targets}:
                move = self._candidates(square)[0]
                if move.is_slip:
                    rings.append(square)
                else:
                    dots[square] = move.is_capture
        marks.targets = {**dots, **{square: False for square in rings}}
        marks.update()
        overlay.targets = dots
        overlay.slip_targets = sorted(rings)
        overlay.moving_group = list(self._companions) if self.highlight_moves else []
        overlay.update()

    @property
    def slip_mode(self) -> bool:
        return self._slip_mode

    def set_slip_mode(self, on: bool) -> None:
        """Shift pressed or released: re-mark the drops and the preview."""
        if on == self._slip_mode:
            return
        self._slip_mode = on
        if self._selected is not None:
            self._show_targets()
            self.preview(self._last_preview)

    def slip_targets(self) -> dict[int, list[Move]]:
        return {square: list(moves) for square, moves in self._slip_targets.items()}

    def _candidates(self, square: int | None) -> list[Move]:
        """The moves a drop on ``square`` can mean now, the likeliest first (usually one)."""
        if square is None:
            return []
        ordinary = self._targets.get(square)
        slips = self._slip_targets.get(square, [])
        if ordinary is not None and not (self._slip_mode and slips):
            return [ordinary]
        if len(slips) <= 1:
            return list(slips)
        grabbed = self._selected
        if grabbed is not None:
            # The pointer passed over the other end of the line it means.
            for passed in reversed(self._passed):
                chosen = [move for move in slips if other_end(move, grabbed) == passed]
                if chosen:
                    return chosen
        return sorted(slips, key=lambda move: move.count)

    def _choose_slip_by_menu(self, moves: list[Move]) -> Move | None:
        """A short menu of the slips that share a drop; hovering one previews it."""
        views = self.views()
        menu = QMenu(views[0] if views else None)
        geo = self.geometry
        for move in moves:
            action = menu.addAction(
                self.tr("Slip %1 (%2 pieces)")
                .replace("%1", move_to_text(geo, move))
                .replace("%2", str(move.count))
            )
            action.setData(moves.index(move))
            action.hovered.connect(lambda move=move: self._show_preview(move))
        chosen = menu.exec(QCursor.pos())
        return moves[int(chosen.data())] if chosen is not None else None

    def cancel_selection(self) -> None:
        if self._selected is not None:
            item = self._pieces.get(self._selected)
            if item is not None and self._animation is None:
                item.setZValue(Z_PIECES)
                item.setPos(self.square_center(self._selected))
        self._selected = None
        self._targets = {}
        self._slip_targets = {}
        self._passed = []
        self._companions = []
        self._dragging = False
        self._press_point = None
        marks = self._marks
        if marks.selected is not None or marks.targets or marks.hovered is not None:
            # Only when something was marked: the marks span the board, and an update
            # repaints every piece (this runs at every position shown).
            marks.selected = None
            marks.targets = {}
            marks.hovered = None
            marks.update()
        self._overlay.clear()
        self._last_preview = None

    def targets(self) -> dict[int, Move]:
        return dict(self._targets)

    def preview(self, square: int | None) -> None:
        """Show what dropping the grabbed piece on ``square`` would do."""
        self._last_preview = square
        candidates = self._candidates(square)
        self._marks.hovered = square if candidates else None
        self._marks.update()
        self._show_preview(candidates[0] if candidates else None)

    def _show_preview(self, move: Move | None) -> None:
        """Ghosts of ``move``'s pieces where they land and crosses on what it captures; for
        a slip, the line that slips is ringed too."""
        overlay = self._overlay
        if move is None or not self.highlight_moves:
            overlay.ghosts = []
            overlay.crosses = []
            overlay.moving_group = list(self._companions) if self.highlight_moves else []
        else:
            geo = self.geometry
            color = self._position.turn
            group = group_squares(geo, move)
            overlay.ghosts = [(sq + move.offset, color) for sq in group]
            overlay.crosses = geo.iter_squares(move.capture_mask)
            overlay.moving_group = group if move.is_slip else list(self._companions)
        overlay.update()

    def drop(self, square: int | None) -> bool:
        """Drop the grabbed piece on ``square``: emit the move, or refuse with a reason."""
        grabbed = self._selected
        if grabbed is None:
            return False
        candidates = self._candidates(square)
        move: Move | None = candidates[0] if candidates else None
        if len(candidates) > 1:
            move = self.choose_slip(candidates)
            if move is None:  # the menu was closed: nothing happens
                self._animate_back(grabbed)
                self.cancel_selection()
                return False
        if move is not None:
            item = self._pieces.get(grabbed)
            if item is not None:
                item.setZValue(Z_PIECES)
            self._selected = None
            self._targets = {}
            self._slip_targets = {}
            self._passed = []
            self._companions = []
            self._marks.selected = None
            self._marks.targets = {}
            self._marks.hovered = None
            self._marks.update()
            self._overlay.clear()
            self.move_entered.emit(move)
            return True
        error = self._refusal(grabbed, square)
        self._animate_back(grabbed)
        self.cancel_selection()
        if square is None:
            self.move_refused.emit(self.tr("That is off the board."))
        elif error is not None:
            self.refusal.emit(error, grabbed, square)
            self.move_refused.emit(translate_refusal(error))
        return False

    def _refusal(self, grabbed: int, square: int | None) -> IllegalMoveError | None:
        """Why dropping ``grabbed`` on ``square`` is not a move (None: off the board, or
        no reason to give)."""
        if square is None:
            return None
        try:
            if self._slip_mode:
                passed = [sq for sq in self._passed if sq not in (grabbed, square)]
                via = passed[-1] if passed else None
                find_slip(self._position, grabbed, square, via, self._rules)
            else:
                find_move(self._position, grabbed, square, self._rules)
        except IllegalMoveError as exc:
            return exc
        return None

    def _animate_back(self, square: int) -> None:
        item = self._pieces.get(square)
        if item is None:
            return
        target = self.square_center(square)
        if self.animation_ms <= 0 or item.pos() == target:
            item.setPos(target)
            item.setZValue(Z_PIECES)
            return
        anim = QPropertyAnimation(item, b"pos", self)
        anim.setDuration(self.animation_ms)
        anim.setStartValue(item.pos())
        anim.setEndValue(target)
        anim.setEasingCurve(QEasingCurve.Type.OutBack)
        anim.finished.connect(lambda: item.setZValue(Z_PIECES))
        anim.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    # -- mouse -------------------------------------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # Back to the mouse: the keyboard's square cursor goes away until a key is used.
        if self._marks.cursor_square is not None:
            self.hide_cursor()
        if event.button() != Qt.MouseButton.LeftButton:
            if event.button() == Qt.MouseButton.RightButton:
                self.cancel_selection()
            return
        self._finish_animation()
        self.set_slip_mode(bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier))
        square = square_at(self.geometry, event.scenePos(), self._flipped)
        if self._selected is not None and self._candidates(square):
            # Second click of click-click entry.
            self.drop(square)
            return
        if square is not None and square == self._selected:
            self._deselect_on_release = True
        elif square is not None and self._own(square) and self._interactive:
            self.select(square)
            self._deselect_on_release = False
        else:
            if self._selected is not None and square is not None:
                self.drop(square)
            else:
                self.cancel_selection()
                if (
                    square is not None
                    and not self._interactive
                    and self._position.piece_at(square) is not None
                ):
                    self.press_ignored.emit()
            return
        self._press_point = event.scenePos()
        self._dragging = False

    def _set_cursor(self, shape: Qt.CursorShape) -> None:
        for view in self.views():
            viewport = view.viewport()
            if viewport.cursor().shape() != shape:
                viewport.setCursor(shape)

    def _update_cursor(self, square: int | None) -> None:
        """An open hand over a piece you can pick up, a closed one while dragging, a
        pointing hand over a drop square."""
        if self._dragging:
            shape = Qt.CursorShape.ClosedHandCursor
        elif self._selected is not None and self._candidates(square):
            shape = Qt.CursorShape.PointingHandCursor
        elif square is not None and self._interactive and self._own(square):
            shape = Qt.CursorShape.OpenHandCursor
        else:
            shape = Qt.CursorShape.ArrowCursor
        self._set_cursor(shape)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        point = event.scenePos()
        square = square_at(self.geometry, point, self._flipped)
        self.set_slip_mode(bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier))
        self._update_cursor(square)
        if self._selected is None:
            return
        if (
            square is not None
            and (not self._passed or self._passed[-1] != square)
            and _near(point, self.square_center(square))
        ):
            self._passed.append(square)
        if self._press_point is not None:
            moved = point - self._press_point
            if not self._dragging and moved.manhattanLength() >= DRAG_THRESHOLD:
                self._dragging = True
                self._deselect_on_release = False
            if self._dragging:
                item = self._pieces.get(self._selected)
                if item is not None:
                    item.setZValue(Z_DRAGGED)
                    item.setPos(point)
        if square != self._last_preview:
            self.preview(square)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        square = square_at(self.geometry, event.scenePos(), self._flipped)
        self.set_slip_mode(bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier))
        was_dragging = self._dragging
        self._dragging = False
        self._update_cursor(square)
        self._dragging = was_dragging
        if self._selected is None or self._press_point is None:
            return
        self._press_point = None
        if self._dragging:
            self._dragging = False
            if square == self._selected:
                self._animate_back(self._selected)
                return
            self.drop(square)
            return
        if self._deselect_on_release:
            self._deselect_on_release = False
            self.cancel_selection()

    # -- keyboard (driven by the view) -------------------------------------------------

    def move_cursor(self, dx: int, dy: int) -> None:
        """Move the keyboard cursor by screen steps (right/up positive)."""
        geo = self.geometry
        cursor = self._marks.cursor_square
        if cursor is None:
            cursor = self._default_cursor()
        else:
            cursor = board_layout(geo).cursor_step(cursor, dx, dy, self._flipped)
        self._marks.cursor_square = cursor
        self._marks.update()
        if self._selected is not None:
            if not self._passed or self._passed[-1] != cursor:
                self._passed.append(cursor)  # as the pointer's path: it decides a slip
            self.preview(cursor)

    def _default_cursor(self) -> int:
        geo = self.geometry
        own = self._position.pieces(self._position.turn)
        squares = geo.iter_squares(own)
        if squares:
            return squares[len(squares) // 2]
        return geo.square(geo.width // 2, geo.height // 2)  # a cell on either shape

    def activate_cursor(self) -> None:
        """Enter: pick up the piece under the cursor, or drop the grabbed one there."""
        cursor = self._marks.cursor_square
        if cursor is None:
            self.move_cursor(0, 0)
            return
        if self._selected is None:
            if not self._interactive:
                return
            if not self.select(cursor):
                self.move_refused.emit(
                    self.tr("Put the cursor on one of your pieces to pick it up.")
                )
            return
        if self._candidates(cursor):
            self.drop(cursor)
        elif cursor == self._selected:
            self.cancel_selection()
        elif self._own(cursor):
            self.select(cursor)
        else:
            self.drop(cursor)

    def hide_cursor(self) -> None:
        self._marks.cursor_square = None
        self._marks.update()
