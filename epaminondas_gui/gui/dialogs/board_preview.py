"""A small picture of both boards (the rectangle and the hexagon) in a theme, for
Preferences: it changes as the theme, the board or the pieces are chosen."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPalette, QPixmap
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from ...core.rules.geometry import Geometry, Zone, geometry
from ...core.rules.position import Color, Position, Variant
from ..board.painter import render_diagram
from ..palettes import BOARD_BACKGROUND
from ..theme import Theme

#: Pixels per cell of the two pictures (the hexagon has 11 cells across, the rectangle 6).
RECTANGLE_PIXELS = 20
HEXAGON_PIXELS = 11


def _position(geo: Geometry, white: list[str], black: list[str]) -> Position:
    w = b = 0
    for name in white:
        w |= 1 << geo.parse_square(name)
    for name in black:
        b |= 1 << geo.parse_square(name)
    return Position(geo, w, b, Color.WHITE)


def preview_images(theme: Theme) -> tuple[QImage, QImage]:
    """The rectangle (a few pieces, a last move, a drop square and the hint arrow) and
    the hexagon's start, drawn in ``theme``."""
    geo = geometry(6, 5)
    sq = geo.parse_square
    rectangle = _position(geo, ["a1", "b1", "b2", "c2", "d1", "e3"], ["b5", "c4", "d4", "e5", "f5"])
    last = QColor(theme.last_move)
    target = QColor(theme.target)
    target.setAlpha(110)
    rect_image = render_diagram(
        rectangle, theme, RECTANGLE_PIXELS,
        marks={sq("e2"): last, sq("e3"): last, sq("c3"): target},
        arrows=[(sq("b1"), sq("b3"))],
    )
    hex_image = render_diagram(
        Position.variant_start(Variant.HEXIMINONDAS), theme, HEXAGON_PIXELS, zone=Zone.CORNER
    )
    return rect_image, hex_image


class BoardPreview(QWidget):
    def __init__(self, theme: Theme, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rectangle = QLabel()
        self.hexagon = QLabel()
        self.setAutoFillBackground(True)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        for label in (self.rectangle, self.hexagon):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            layout.addWidget(label)
        self.set_theme(theme)

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        # As behind the board in the window.
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, BOARD_BACKGROUND[theme.name])
        self.setPalette(palette)
        rect_image, hex_image = preview_images(theme)
        self.rectangle.setPixmap(QPixmap.fromImage(rect_image))
        self.hexagon.setPixmap(QPixmap.fromImage(hex_image))
