"""Panels that scroll vertically and never ask for more width than they are given."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget


def vertical_scroller(content: QWidget, name: str) -> QScrollArea:
    """``content`` in a frameless scroll area without a horizontal bar: longer content
    wraps or scrolls instead of widening its dock (which would move the board)."""
    scroller = QScrollArea()
    scroller.setObjectName(name)
    scroller.setWidget(content)
    scroller.setWidgetResizable(True)
    scroller.setFrameShape(QFrame.Shape.NoFrame)
    scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return scroller
