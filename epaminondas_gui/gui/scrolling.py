"""Panels that scroll vertically and never ask for more width than they are given; a
text view's scroll bar kept while its text is set anew."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractScrollArea, QBoxLayout, QFrame, QScrollArea, QWidget


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


def least_height_for_width(layout: QBoxLayout, width: int) -> int:
    """The least height ``layout`` needs at ``width``: wrapped texts at their height, the
    rest at their minimum. A panel in a scroll area returns it from ``heightForWidth``:
    the scroll area asks that and would otherwise be given the preferred heights (a
    scroll bar of the panel's beside its list's own, while the list could be shorter)."""
    margins = layout.contentsMargins()
    inner = width - margins.left() - margins.right()
    heights = []
    for index in range(layout.count()):
        item = layout.itemAt(index)
        if item is None:
            continue
        widget = item.widget()
        if widget is not None and widget.isHidden():
            continue
        heights.append(item.heightForWidth(inner) if item.hasHeightForWidth()
                       else item.minimumSize().height())
    spacing = layout.spacing() * max(len(heights) - 1, 0)
    return margins.top() + margins.bottom() + sum(heights) + spacing


@contextmanager
def scroll_bar_kept(area: QAbstractScrollArea) -> Iterator[None]:
    """A shown vertical scroll bar stays on while the body runs (a text view emptied
    before its new text hid the bar and showed it again: a long text laid out at both
    widths). One not shown is left alone: pinned on for a short text, it went at the
    end, a layout more."""
    policy = area.verticalScrollBarPolicy()
    pinned = area.verticalScrollBar().isVisible()
    if pinned:
        area.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
    try:
        yield
    finally:
        if pinned:
            area.setVerticalScrollBarPolicy(policy)
