"""The window's centre: a gauge at the board's left edge (the evaluation bar), then the
board view. The gauge is kept as tall as the board's squares, whatever the window's size
or the board's shape."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QColor, QPalette, QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QWidget

from .painter import SQUARE, board_rect, outer_rect
from .view import BoardView


class BoardArea(QWidget):
    def __init__(self, gauge: QWidget, view: BoardView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("BoardArea")
        self.setAutoFillBackground(True)
        self.gauge = gauge
        self.view = view
        # Its place stays when it is hidden: showing the gauge must not move the board.
        policy = gauge.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        gauge.setSizePolicy(policy)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(gauge, 0, Qt.AlignmentFlag.AlignVCenter)
        layout.addWidget(view, 1)
        view.installEventFilter(self)
        view.board_scene.sceneRectChanged.connect(lambda _rect: self.fit_gauge())

    def set_background(self, color: QColor) -> None:
        """Gauge and board on one background: the view's own colour."""
        self.view.setBackgroundBrush(color)
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, color)
        self.setPalette(palette)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view and isinstance(event, QResizeEvent):
            # The view has not taken its new size yet: fit to the one it is given.
            self.fit_gauge(event.size())
        return super().eventFilter(watched, event)

    def fit_gauge(self, size: QSize | None = None) -> None:
        """As tall as the board's squares (the view keeps the board's aspect)."""
        geo = self.view.board_scene.geometry
        outer = outer_rect(geo)
        size = size if size is not None else self.view.viewport().size()
        scale = min(size.width() / outer.width(), size.height() / outer.height())
        height = board_rect(geo).height() * scale
        self.gauge.setFixedHeight(max(int(height), int(SQUARE * 2)))
