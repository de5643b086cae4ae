"""Showing or hiding a widget only when that changes.

The panels set their parts' visibility at every refresh: the computer's box at every
report of its search, the review's buttons and the analysis' rows at every move. A call
into Qt that changes nothing still costs the call (the GIL given up and taken again) and
tens of microseconds; in a new game between computers it was hundreds of calls a second.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget


def set_shown(widget: QWidget, shown: bool) -> None:
    """``widget.setVisible(shown)``, unless it was already shown or hidden so by a call
    (a widget never shown or hidden follows its parent: it is always told)."""
    if (widget.testAttribute(Qt.WidgetAttribute.WA_WState_ExplicitShowHide)
            and widget.isHidden() != shown):
        return
    widget.setVisible(shown)
