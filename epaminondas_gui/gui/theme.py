"""Board colour themes: the window's light or dark theme, crossed with a board (the cells'
and frame's colours) and a piece style (how a piece is drawn)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum
from functools import cache
from typing import Any

from PySide6.QtGui import QColor


class ThemeName(Enum):
    """The window's theme: light or dark."""

    LIGHT = "light"
    DARK = "dark"


class BoardStyle(Enum):
    """The colours of the cells and the frame (each in a light- and a dark-window shade)."""

    WOOD = "wood"
    GREEN = "green"
    BLUE = "blue"
    SLATE = "slate"
    CONTRAST = "contrast"


class PieceStyle(Enum):
    SHADED = "shaded"
    """A turned counter lit from the top left, with a drop shadow."""
    FLAT = "flat"
    """One flat colour and a rim."""
    OUTLINED = "outlined"
    """Pure white and black with a thick rim in the other colour: the most legible."""


@dataclass(frozen=True)
class Theme:
    """Every colour the board drawing uses."""

    name: ThemeName
    frame: QColor
    """Border around the squares, where the coordinates are written."""
    frame_edge: QColor
    """A line around the frame so it stands out from the background behind the board."""
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
    board: BoardStyle = BoardStyle.WOOD
    pieces: PieceStyle = PieceStyle.SHADED

    @property
    def key(self) -> tuple[str, str, str]:
        """Names the theme (for caches of pictures drawn with it)."""
        return (self.name.value, self.board.value, self.pieces.value)


# The marks and pieces of each window theme; the board's colours are laid over them.
_LIGHT_BASE = Theme(
    name=ThemeName.LIGHT,
    frame=QColor("#5b3a22"),
    frame_edge=QColor("#3d2616"),
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

_DARK_BASE = Theme(
    name=ThemeName.DARK,
    frame=QColor("#1c2027"),
    frame_edge=QColor("#7d8a99"),
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

# Frame, frame edge, light cell, dark cell, coordinates: per board, for the light and
# the dark window. In the dark window the cells are dimmer (no glare) and the frame has
# a light edge, since a dark frame alone melts into the dark background.
_BOARD_COLOURS: dict[BoardStyle, dict[ThemeName, tuple[str, str, str, str, str]]] = {
    BoardStyle.WOOD: {
        ThemeName.LIGHT: ("#5b3a22", "#3d2616", "#f0dcb4", "#c8a073", "#f3e3c3"),
        ThemeName.DARK: ("#3a2616", "#a07a55", "#cdb58c", "#9c7650", "#e6d3b0"),
    },
    BoardStyle.GREEN: {
        ThemeName.LIGHT: ("#3d5a2a", "#27391b", "#eeeed2", "#769656", "#eef2dc"),
        ThemeName.DARK: ("#22331a", "#7d9c60", "#c8c9ad", "#5f7b45", "#dfe6cc"),
    },
    BoardStyle.BLUE: {
        ThemeName.LIGHT: ("#34495e", "#223040", "#dee3e6", "#8ca2ad", "#e6edf2"),
        ThemeName.DARK: ("#1b2836", "#7290ab", "#b4c0c7", "#6b8492", "#d5e0ea"),
    },
    BoardStyle.SLATE: {
        ThemeName.LIGHT: ("#2f3742", "#1c2128", "#a4b0bc", "#75828f", "#e3e8ee"),
        ThemeName.DARK: ("#1c2027", "#7d8a99", "#5d6b7a", "#3f4a57", "#c4ccd6"),
    },
    BoardStyle.CONTRAST: {
        ThemeName.LIGHT: ("#000000", "#000000", "#ffffff", "#8a8a8a", "#ffffff"),
        ThemeName.DARK: ("#000000", "#ffffff", "#e0e0e0", "#6e6e6e", "#ffffff"),
    },
}


def _board_fields(board: BoardStyle, name: ThemeName) -> dict[str, Any]:
    frame, edge, light, dark, coordinates = (
        QColor(c) for c in _BOARD_COLOURS[board][name]
    )
    fields: dict[str, Any] = {
        "frame": frame, "frame_edge": edge, "light_square": light, "dark_square": dark,
        "coordinates": coordinates,
    }
    if board is BoardStyle.GREEN:
        # Green marks would vanish on green cells: blue ones instead.
        fields.update(
            selected=QColor(70, 140, 210, 150),
            target=QColor(25, 80, 150, 170),
            group=QColor(40, 110, 200, 230),
        )
    elif board is BoardStyle.CONTRAST:
        # Stronger marks and pieces in pure white and black.
        fields.update(
            home_row_tint=QColor(0, 60, 200, 40),
            last_move=QColor(255, 200, 0, 170),
            selected=QColor(0, 150, 70, 170),
            target=QColor(0, 110, 40, 210),
            group=QColor(0, 140, 60, 255),
            hint=QColor(0, 90, 230, 230),
            white_piece=(QColor("#ffffff"), QColor("#ffffff"), QColor("#000000")),
            black_piece=(QColor("#3a3a3a"), QColor("#000000"), QColor("#000000")),
        )
    return fields


def theme(
    name: ThemeName,
    board: BoardStyle = BoardStyle.WOOD,
    pieces: PieceStyle = PieceStyle.SHADED,
) -> Theme:
    """The colours of ``board`` in the ``name`` window theme, with ``pieces`` (one object
    per combination)."""
    return _theme(name, board, pieces)


@cache
def _theme(name: ThemeName, board: BoardStyle, pieces: PieceStyle) -> Theme:
    base = _DARK_BASE if name is ThemeName.DARK else _LIGHT_BASE
    return replace(base, board=board, pieces=pieces, **_board_fields(board, name))


def default_board(name: ThemeName) -> BoardStyle:
    """The board of a window theme when none was chosen: wood in light, slate in dark
    (the two boards there were before boards could be chosen)."""
    return BoardStyle.SLATE if name is ThemeName.DARK else BoardStyle.WOOD


LIGHT = theme(ThemeName.LIGHT, BoardStyle.WOOD)
DARK = theme(ThemeName.DARK, BoardStyle.SLATE)
