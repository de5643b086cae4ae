"""The view that shows the board scene: always the whole board, scaled to the window."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QSizePolicy, QWidget

from .scene import BoardScene


class BoardView(QGraphicsView):
    """No scroll bars; the scene is refitted whenever the view or the board size changes.

    Keyboard play: arrows move a square cursor, Enter/Space picks up and drops, Esc cancels.
    """

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.board_scene = scene
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(240, 220)
        self.setMouseTracking(True)
        scene.sceneRectChanged.connect(lambda _rect: self.refit())

    def refit(self) -> None:
        self.fitInView(self.board_scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def fit_scale(self, rect: QRectF) -> float:
        """The scale :meth:`refit` would give a scene of ``rect`` in this view (as
        ``fitInView``: two pixels kept free at each edge)."""
        free = self.viewport().rect().adjusted(2, 2, -2, -2)
        if rect.isEmpty() or free.isEmpty():
            return 0.0
        return min(free.width() / rect.width(), free.height() / rect.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.refit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.refit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        scene = self.board_scene
        steps = {
            Qt.Key.Key_Left: (-1, 0),
            Qt.Key.Key_Right: (1, 0),
            Qt.Key.Key_Up: (0, 1),
            Qt.Key.Key_Down: (0, -1),
        }
        key = Qt.Key(event.key())
        if key == Qt.Key.Key_Shift:
            scene.set_slip_mode(True)  # Abanondas: the drops show the slips at once
            event.ignore()
            return
        if key in steps and scene.interactive:
            scene.move_cursor(*steps[key])
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and scene.interactive:
            # Shift+Enter drops a sideslip (Abanondas), as a Shift+drag does.
            scene.set_slip_mode(bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier))
            scene.activate_cursor()
        elif key == Qt.Key.Key_Escape and (
            scene.selected_square is not None or scene.cursor_square is not None
        ):
            if scene.selected_square is not None:
                scene.cancel_selection()
            else:
                scene.hide_cursor()
        else:
            # Arrows while it is not the user's turn go to the window (move list browsing).
            event.ignore()
            return
        event.accept()

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Shift:
            self.board_scene.set_slip_mode(False)
        super().keyReleaseEvent(event)
