"""The window's centre: a gauge at the board's left edge (the evaluation bar), then the
board view. The gauge is kept as tall as the board's squares, whatever the window's size
or the board's shape.

The gauge sits in a holder that asks the layout for no height at all: a gauge of a fixed
height inside the layout would keep the window from ever getting smaller than the board
it was fitted to (a window once 1000 pixels tall could not be made 600 again).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize
from PySide6.QtGui import QColor, QPalette, QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QSizePolicy, QWidget

from .painter import SQUARE, board_rect, outer_rect
from .view import BoardView


class BoardArea(QWidget):
    def __init__(self, gauge: QWidget, view: BoardView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("BoardArea")
        self.setAutoFillBackground(True)
        self.gauge = gauge
        self.view = view
        self.holder = QWidget(self)
        self.holder.setObjectName("GaugeHolder")
        self.holder.setFixedWidth(max(gauge.minimumWidth(), gauge.sizeHint().width()))
        # Its place stays when the gauge is hidden: showing it must not move the board.
        self.holder.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Ignored)
        gauge.setParent(self.holder)
        gauge.setMinimumHeight(0)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.holder)
        layout.addWidget(view, 1)
        view.installEventFilter(self)
        self.holder.installEventFilter(self)
        view.board_scene.sceneRectChanged.connect(lambda _rect: self.fit_gauge())

    def set_background(self, color: QColor) -> None:
        """Gauge and board on one background: the view's own colour."""
        self.view.setBackgroundBrush(color)
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, color)
        self.setPalette(palette)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(event, QResizeEvent):
            if watched is self.view:
                # The view has not taken its new size yet: fit to the one it is given.
                self.fit_gauge(event.size())
            elif watched is self.holder:
                self.fit_gauge()
        return super().eventFilter(watched, event)

    def fit_gauge(self, size: QSize | None = None) -> None:
        """As tall as the board's squares (the view keeps the board's aspect), centred."""
        geo = self.view.board_scene.geometry
        outer = outer_rect(geo)
        size = size if size is not None else self.view.viewport().size()
        scale = min(size.width() / outer.width(), size.height() / outer.height())
        height = max(int(board_rect(geo).height() * scale), int(SQUARE * 2))
        height = min(height, self.holder.height()) if self.holder.height() > 0 else height
        top = max(0, (self.holder.height() - height) // 2)
        self.gauge.setGeometry(0, top, self.holder.width(), height)
