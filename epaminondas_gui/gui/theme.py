"""Board colour themes (light and dark)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from PySide6.QtGui import QColor


class ThemeName(Enum):
    LIGHT = "light"
    DARK = "dark"


@dataclass(frozen=True)
class Theme:
    """Every colour the board drawing uses."""

    name: ThemeName
    frame: QColor
    """Border around the squares, where the coordinates are written."""
    light_square: QColor
    dark_square: QColor
    coordinates: QColor
    home_row_tint: QColor
    """Laid over both home rows so the decisive rows stand out."""
    last_move: QColor
    selected: QColor
    target: QColor
    target_capture: QColor
    group: QColor
    """Ring around the pieces that would move with the grabbed one."""
    capture_mark: QColor
    hint: QColor
    cursor: QColor
    white_piece: tuple[QColor, QColor, QColor]
    """Highlight, body and rim of a White piece."""
    black_piece: tuple[QColor, QColor, QColor]


LIGHT = Theme(
    name=ThemeName.LIGHT,
    frame=QColor("#5b3a22"),
    light_square=QColor("#f0dcb4"),
    dark_square=QColor("#c8a073"),
    coordinates=QColor("#f3e3c3"),
    home_row_tint=QColor(120, 60, 20, 34),
    last_move=QColor(246, 214, 74, 130),
    selected=QColor(80, 170, 90, 150),
    target=QColor(40, 120, 60, 150),
    target_capture=QColor(200, 50, 40, 190),
    group=QColor(60, 160, 80, 230),
    capture_mark=QColor(215, 40, 30, 235),
    hint=QColor(40, 110, 220, 200),
    cursor=QColor(30, 90, 200, 230),
    white_piece=(QColor("#ffffff"), QColor("#ece6d8"), QColor("#8f8676")),
    black_piece=(QColor("#6d6f7a"), QColor("#26272d"), QColor("#0b0b0e")),
)

DARK = Theme(
    name=ThemeName.DARK,
    frame=QColor("#1c2027"),
    light_square=QColor("#5d6b7a"),
    dark_square=QColor("#3f4a57"),
    coordinates=QColor("#aeb8c4"),
    home_row_tint=QColor(255, 255, 255, 18),
    last_move=QColor(220, 180, 60, 110),
    selected=QColor(90, 200, 120, 140),
    target=QColor(120, 220, 140, 160),
    target_capture=QColor(240, 90, 80, 200),
    group=QColor(120, 230, 150, 230),
    capture_mark=QColor(255, 80, 70, 240),
    hint=QColor(90, 160, 255, 210),
    cursor=QColor(120, 180, 255, 235),
    white_piece=(QColor("#ffffff"), QColor("#e4e0d6"), QColor("#7d786d")),
    black_piece=(QColor("#5a5d68"), QColor("#1a1b20"), QColor("#000000")),
)


def theme(name: ThemeName) -> Theme:
    return DARK if name is ThemeName.DARK else LIGHT
