"""The application's colours for the light and dark board themes: Qt palettes for the
widgets, and the background around the board."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from .theme import ThemeName

#: Behind the board (and the evaluation bar beside it), per theme.
BOARD_BACKGROUND: dict[ThemeName, QColor] = {
    ThemeName.LIGHT: QColor("#e7e1d6"),
    ThemeName.DARK: QColor("#26292f"),
}


def palette_for(name: ThemeName) -> QPalette:
    return dark_palette() if name is ThemeName.DARK else light_palette()


def light_palette() -> QPalette:
    return QApplication.style().standardPalette()


def dark_palette() -> QPalette:
    p = QPalette()
    role = QPalette.ColorRole
    p.setColor(role.Window, QColor("#2b2e34"))
    p.setColor(role.WindowText, QColor("#e6e6e6"))
    p.setColor(role.Base, QColor("#1f2227"))
    p.setColor(role.AlternateBase, QColor("#292c32"))
    p.setColor(role.ToolTipBase, QColor("#3a3f47"))
    p.setColor(role.ToolTipText, QColor("#f0f0f0"))
    p.setColor(role.Text, QColor("#e6e6e6"))
    p.setColor(role.Button, QColor("#353a41"))
    p.setColor(role.ButtonText, QColor("#e6e6e6"))
    p.setColor(role.BrightText, QColor("#ff6b6b"))
    p.setColor(role.Highlight, QColor("#4a78c2"))
    p.setColor(role.HighlightedText, QColor("#ffffff"))
    p.setColor(role.Link, QColor("#7fb0ff"))
    p.setColor(role.PlaceholderText, QColor("#8a9099"))
    disabled = QPalette.ColorGroup.Disabled
    for r in (role.WindowText, role.Text, role.ButtonText):
        p.setColor(disabled, r, QColor("#7a7f87"))
    return p
