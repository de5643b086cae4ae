"""The position editor's board: drawn with the game board's painter through the board's
layout (either shape), scaled to fit, and turning mouse and keys into the editor's
place/remove calls. Left button: White piece, right button: Black piece; pressing on a
piece of that colour removes it instead; dragging paints (or erases) along the way."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...core.rules.position import Color
from ...core.study.editor import PositionEditor
from ..board.layout import board_layout
from ..board.painter import outer_rect, paint_board, paint_piece, square_at
from ..theme import LIGHT, Theme


class EditorBoard(QWidget):
    """The editable board, drawn with the game board's painter and scaled to fit."""

    changed = Signal()
    """The pieces changed (by the mouse)."""

    def __init__(self, editor: PositionEditor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("EditorBoard")
        self.editor = editor
        self.theme: Theme = LIGHT
        self._hover: int | None = None
        self._paint: Color | None = None
        """What a drag puts down (None: it erases)."""
        self._painting = False
        self._touched: set[int] = set()
        self.setMouseTracking(True)
        self.setMinimumSize(260, 240)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.cursor_square: int | None = None
        """Keyboard cursor: arrows move it; W, B, Delete and Space edit its square."""

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(520, 460)

    # -- coordinates ---------------------------------------------------------------------

    def _transform(self) -> tuple[float, QPointF]:
        """(scale, offset) mapping scene units (board_painter's) to widget pixels."""
        outer = outer_rect(self.editor.to_position().geometry)
        scale = min(self.width() / outer.width(), self.height() / outer.height())
        offset = QPointF(
            (self.width() - outer.width() * scale) / 2 - outer.left() * scale,
            (self.height() - outer.height() * scale) / 2 - outer.top() * scale,
        )
        return scale, offset

    def square_at(self, point: QPointF) -> int | None:
        scale, offset = self._transform()
        scene = (point - offset) / scale
        return square_at(self.editor.to_position().geometry, scene, False)

    def square_center(self, square: int) -> QPointF:
        """Widget coordinates of a square's centre (for tests and key handling)."""
        scale, offset = self._transform()
        geo = self.editor.to_position().geometry
        return board_layout(geo).center(square, False) * scale + offset

    # -- mouse ---------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        button = event.button()
        if button not in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton):
            super().mousePressEvent(event)
            return
        square = self.square_at(event.position())
        if square is None:
            return
        color = Color.WHITE if button == Qt.MouseButton.LeftButton else Color.BLACK
        # Pressing on a piece of the button's colour takes it away, and the drag erases.
        self._paint = None if self.editor.piece_at(square) is color else color
        self._painting = True
        self._touched = set()
        self._apply(square)
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        square = self.square_at(event.position())
        if square != self._hover:
            self._hover = square
            self.update()
        if self._painting and square is not None:
            self._apply(square)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._painting = False
        self._touched = set()
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        geo = self.editor.to_position().geometry
        key = Qt.Key(event.key())
        steps = {
            Qt.Key.Key_Left: (-1, 0),
            Qt.Key.Key_Right: (1, 0),
            Qt.Key.Key_Up: (0, 1),
            Qt.Key.Key_Down: (0, -1),
        }
        if self.cursor_square is None or self.cursor_square not in geo.squares:
            self.cursor_square = geo.square(0, 0)
            if key in steps:
                self.update()
                return
        square = self.cursor_square
        if key in steps:
            self.cursor_square = board_layout(geo).cursor_step(square, *steps[key], False)
        elif key == Qt.Key.Key_W:
            self.editor.place(square, Color.WHITE)
            self.changed.emit()
        elif key == Qt.Key.Key_B:
            self.editor.place(square, Color.BLACK)
            self.changed.emit()
        elif key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            self.editor.remove(square)
            self.changed.emit()
        elif key == Qt.Key.Key_Space:
            self.editor.toggle(square)
            self.changed.emit()
        else:
            super().keyPressEvent(event)
            return
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusOutEvent(event)

    def leaveEvent(self, event: object) -> None:
        self._hover = None
        self.update()

    def _apply(self, square: int) -> None:
        if square in self._touched:
            return  # a drag passes each square once
        self._touched.add(square)
        before = self.editor.piece_at(square)
        if self._paint is None:
            self.editor.remove(square)
        else:
            self.editor.place(square, self._paint)
        if self.editor.piece_at(square) is not before:
            self.update()
            self.changed.emit()

    # -- painting ------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        scale, offset = self._transform()
        painter.translate(offset)
        painter.scale(scale, scale)
        position = self.editor.to_position()
        geo = position.geometry
        layout = board_layout(geo)
        rules = self.editor.rules
        paint_board(painter, geo, self.theme, False, True,
                    rules.zone if rules.variant.traits.zones else None)
        if self._hover is not None:
            glow = QColor(self.theme.cursor)
            glow.setAlpha(70)
            layout.fill_cell(painter, self._hover, False, glow)
            painter.setPen(QPen(self.theme.cursor, 3.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            layout.outline_cell(painter, self._hover, False, 2)
        for square in geo.squares:
            color = position.piece_at(square)
            if color is not None:
                paint_piece(painter, layout.center(square, False), color, self.theme)
        if self.cursor_square is not None and self.hasFocus() and self.cursor_square in geo.squares:
            pen = QPen(self.theme.cursor, 4.5)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            layout.outline_cell(painter, self.cursor_square, False, 3, 6)
        painter.end()
