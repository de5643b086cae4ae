"""Graphics items on the board: pieces, and the layers of marks drawn under and over them."""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...core.rules.geometry import Geometry, Zone
from ...core.rules.position import Color
from ..theme import Theme
from .layout import SQUARE, board_layout
from .painter import (
    board_layers,
    outer_rect,
    paint_arrow,
    paint_board,
    paint_cross,
    paint_piece,
    square_rect,
)

Z_BOARD = 0.0
Z_MARKS = 1.0
Z_PIECES = 2.0
Z_OVERLAY = 3.0
Z_DRAGGED = 10.0


_PIECE_RECT = QRectF(-SQUARE * 0.5, -SQUARE * 0.5, SQUARE, SQUARE * 1.06)
_pictures: dict[tuple[object, ...], tuple[tuple[object, ...], QPixmap]] = {}
"""Pictures of pieces and boards at a device scale, shared by every item and every
board built: the objects of each key are kept with it, so that a reused id is told apart."""
pictures_drawn = 0
"""How many pictures were rendered (a test counts them)."""


def picture(kind: str, objects: tuple[object, ...], settings: tuple[object, ...],
            rect: QRectF, scale: float, ratio: float,
            draw: Callable[[QPainter], None]) -> QPixmap:
    """``rect`` (scene units) drawn by ``draw`` at ``scale`` device pixels a unit, kept
    for ``objects`` (compared by identity) and ``settings`` (by value).

    A piece's gradients and antialiased rims take about a millisecond to draw in software
    and a new game has up to 56 pieces; the hexagon's board takes 10-20 ms. Each item used
    to keep a picture of its own, drawn again for every new item (a new game), every
    theme change and every new board: 20-50 ms of the GUI thread. Drawn once per colour,
    board and size, an item is a copy of a picture."""
    key = _picture_key(kind, objects, settings, scale, ratio)
    kept = _kept(key, objects)
    if kept is not None:
        return kept
    drawing = _Drawing(rect, scale, ratio)
    drawing.draw(draw)
    return drawing.keep(key, objects)


def picture_steps(kind: str, objects: tuple[object, ...], settings: tuple[object, ...],
                  rect: QRectF, scale: float, ratio: float,
                  layers: list[Callable[[QPainter], None]]) -> list[Callable[[], object]]:
    """:func:`picture`'s work as steps, a layer each, for one turn each: the picture is
    kept at the last step, so steps left undone keep nothing. The first step finds the
    picture already kept (drawn at first sight meanwhile): the rest do nothing, even if
    it is let go before they run (they would keep a picture without its first layers)."""
    key = _picture_key(kind, objects, settings, scale, ratio)
    drawing: _Drawing | None = None

    def layer_step(first: bool, layer: Callable[[QPainter], None]) -> None:
        nonlocal drawing
        if first and _kept(key, objects) is None:
            drawing = _Drawing(rect, scale, ratio)
        if drawing is not None:
            drawing.draw(layer)

    def keep() -> None:
        nonlocal drawing
        if drawing is not None and _kept(key, objects) is None:
            drawing.keep(key, objects)
        drawing = None

    return [*(partial(layer_step, index == 0, layer) for index, layer in enumerate(layers)),
            keep]


def _picture_key(kind: str, objects: tuple[object, ...], settings: tuple[object, ...],
                 scale: float, ratio: float) -> tuple[object, ...]:
    return (kind, *map(id, objects), *settings, round(scale * 100), round(ratio * 100))


def _kept(key: tuple[object, ...], objects: tuple[object, ...]) -> QPixmap | None:
    kept = _pictures.get(key)
    if kept is not None and all(a is b for a, b in zip(kept[0], objects, strict=True)):
        return kept[1]
    return None


class _Drawing:
    """A picture being drawn: transparent at first, drawn on in scene units."""

    def __init__(self, rect: QRectF, scale: float, ratio: float) -> None:
        self._rect = rect
        self._factor = scale * ratio
        self._ratio = ratio
        self.image = QPixmap(math.ceil(rect.width() * self._factor) + 1,
                             math.ceil(rect.height() * self._factor) + 1)
        self.image.fill(Qt.GlobalColor.transparent)

    def draw(self, draw: Callable[[QPainter], None]) -> None:
        painter = QPainter(self.image)
        painter.scale(self._factor, self._factor)
        painter.translate(-self._rect.left(), -self._rect.top())
        draw(painter)
        painter.end()

    def keep(self, key: tuple[object, ...], objects: tuple[object, ...]) -> QPixmap:
        global pictures_drawn
        if len(_pictures) > 24:  # sizes and themes of the past: let them go
            _pictures.clear()
        self.image.setDevicePixelRatio(self._ratio)
        pictures_drawn += 1
        _pictures[key] = (objects, self.image)
        return self.image


def paint_picture(painter: QPainter, rect: QRectF, make: Callable[[float, float], QPixmap],
                  draw: Callable[[QPainter], None]) -> None:
    """Paint ``rect`` from the picture ``make(scale, ratio)`` gives, or with ``draw`` where
    a picture would not fit (a rotated or mirrored painter)."""
    transform = painter.worldTransform()
    if transform.isRotating() or transform.m11() <= 0 or transform.m22() != transform.m11():
        draw(painter)
        return
    device = painter.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    image = make(transform.m11(), ratio)
    # On whole device pixels, so that the picture is copied, not resampled.
    origin = transform.map(rect.topLeft())
    painter.save()
    painter.resetTransform()
    painter.drawPixmap(QPointF(round(origin.x()), round(origin.y())), image)
    painter.restore()


class PieceItem(QGraphicsObject):
    """One piece, drawn around its own origin. A QGraphicsObject so that ``pos`` and
    ``opacity`` can be animated with QPropertyAnimation."""

    def __init__(self, color: Color, theme: Theme) -> None:
        super().__init__()
        self.color = color
        self._theme = theme
        self.setZValue(Z_PIECES)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_theme(self, theme: Theme) -> None:
        self._theme = theme
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(_PIECE_RECT)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        paint_picture(painter, _PIECE_RECT, lambda scale, ratio: piece_picture(
            self._theme, self.color, scale, ratio), self._draw)

    def _draw(self, target: QPainter) -> None:
        paint_piece(target, QPointF(0.0, 0.0), self.color, self._theme)


def piece_picture(theme: Theme, color: Color, scale: float, ratio: float) -> QPixmap:
    """A piece's shared picture (drawn the first time it is asked for)."""
    def draw(target: QPainter) -> None:
        paint_piece(target, QPointF(0.0, 0.0), color, theme)

    return picture("piece", (theme,), (color,), _PIECE_RECT, scale, ratio, draw)


def board_picture(geo: Geometry, theme: Theme, flipped: bool, coordinates: bool,
                  zone: Zone | None, scale: float, ratio: float) -> QPixmap:
    """A board's shared picture (drawn the first time it is asked for; see
    :meth:`~.part.BoardPart.draw_ahead`)."""
    def draw(target: QPainter) -> None:
        paint_board(target, geo, theme, flipped, coordinates, zone)

    return picture("board", (geo, theme), (flipped, coordinates, zone), outer_rect(geo),
                   scale, ratio, draw)


def board_picture_steps(geo: Geometry, theme: Theme, flipped: bool, coordinates: bool,
                        zone: Zone | None, scale: float, ratio: float
                        ) -> list[Callable[[], object]]:
    """:func:`board_picture` drawn a layer a step (see :func:`picture_steps`)."""
    return picture_steps("board", (geo, theme), (flipped, coordinates, zone), outer_rect(geo),
                         scale, ratio, board_layers(geo, theme, flipped, coordinates, zone))


class BoardItem(QGraphicsItem):
    """The frame, squares and coordinates (a shared picture: drawing them takes 5-25 ms)."""

    def __init__(self, geo: Geometry, theme: Theme) -> None:
        super().__init__()
        self.geo = geo
        self.theme = theme
        self.flipped = False
        self.coordinates = True
        self.zone: Zone | None = None
        """The win zones to outline (a game whose rules choose them), else None."""
        self.setZValue(Z_BOARD)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return outer_rect(self.geo)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        def draw(target: QPainter) -> None:
            paint_board(target, self.geo, self.theme, self.flipped, self.coordinates, self.zone)

        paint_picture(painter, self.boundingRect(), lambda scale, ratio: board_picture(
            self.geo, self.theme, self.flipped, self.coordinates, self.zone, scale, ratio),
            draw)


class MarksItem(QGraphicsItem):
    """Under the pieces: the last move's two squares, the grabbed piece's square, its
    targets, and the keyboard cursor."""

    def __init__(self, geo: Geometry, theme: Theme) -> None:
        super().__init__()
        self.geo = geo
        self.theme = theme
        self.flipped = False
        self.last_move: tuple[int, ...] = ()
        self.selected: int | None = None
        self.targets: dict[int, bool] = {}
        """Target square -> whether dropping there captures."""
        self.hovered: int | None = None
        self.cursor_square: int | None = None
        self.threatened_entries: list[int] = []
        """Own home-row squares the opponent can enter next move (tinted red)."""
        self.setZValue(Z_MARKS)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return outer_rect(self.geo)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        theme = self.theme
        layout = board_layout(self.geo)
        for square in self.last_move:
            layout.fill_cell(painter, square, self.flipped, theme.last_move)
        if self.threatened_entries:
            # Under everything else: a warning tint, not a move mark.
            fill = QColor(theme.capture_mark)
            fill.setAlpha(70)
            edge = QColor(theme.capture_mark)
            edge.setAlpha(150)
            inset = SQUARE * 0.04
            for square in self.threatened_entries:
                layout.fill_cell(painter, square, self.flipped, fill)
                painter.setPen(QPen(edge, SQUARE * 0.035, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                layout.outline_cell(painter, square, self.flipped, inset)
        if self.selected is not None:
            layout.fill_cell(painter, self.selected, self.flipped, theme.selected)
        for square, captures in self.targets.items():
            color = theme.target_capture if captures else theme.target
            if square == self.hovered:
                fill = QColor(color)
                fill.setAlpha(min(255, color.alpha() // 2 + 20))
                layout.fill_cell(painter, square, self.flipped, fill)
        if self.cursor_square is not None:
            inset = SQUARE * 0.05
            pen = QPen(theme.cursor, SQUARE * 0.07)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            layout.outline_cell(painter, self.cursor_square, self.flipped, inset, SQUARE * 0.1)


class OverlayItem(QGraphicsItem):
    """Over the pieces: rings around the group that would move, ghosts of the group at its
    new place, crosses over the pieces it would capture, red rings around threatened
    pieces, the analysis arrows and the hint arrow."""

    def __init__(self, geo: Geometry, theme: Theme) -> None:
        super().__init__()
        self.geo = geo
        self.theme = theme
        self.flipped = False
        self.moving_group: list[int] = []
        self.ghosts: list[tuple[int, Color]] = []
        self.crosses: list[int] = []
        self.arrow: tuple[int, int] | None = None
        self.hint_group: list[int] = []
        self.hint_lines: list[tuple[int, int, bool]] = []
        """What the hint does (from, to, the opponent's move), drawn under its arrow."""
        self.hint_ghosts: list[tuple[int, Color]] = []
        """Where the hinted group lands (drawn as ghosts)."""
        self.arrows: list[tuple[int, int, QColor]] = []
        """Analysis arrows (from, to, colour), best first."""
        self.threatened: list[int] = []
        """Pieces the opponent could capture next move."""
        self.targets: dict[int, bool] = {}
        """Drop squares (-> whether the drop captures); drawn over pieces, since a group
        can land on squares it occupies now."""
        self.slip_targets: list[int] = []
        """Drop squares where the drop makes a sideslip (Abanondas): a ring, not a dot."""
        self.setZValue(Z_OVERLAY)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return outer_rect(self.geo)

    def clear(self) -> None:
        if not (self.targets or self.slip_targets or self.moving_group or self.ghosts
                or self.crosses):
            return  # nothing to clear: no repaint of the whole board
        self.targets = {}
        self.slip_targets = []
        self.moving_group = []
        self.ghosts = []
        self.crosses = []
        self.update()

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        theme = self.theme
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if self.threatened:
            ring = QColor(theme.capture_mark)
            painter.setPen(QPen(ring, SQUARE * 0.075))
            for square in self.threatened:
                center = square_rect(self.geo, square, self.flipped).center()
                painter.drawEllipse(center, SQUARE * 0.445, SQUARE * 0.445)
        for squares, color in ((self.moving_group, theme.group), (self.hint_group, theme.hint)):
            painter.setPen(QPen(color, SQUARE * 0.06, Qt.PenStyle.DashLine))
            for square in squares:
                center = square_rect(self.geo, square, self.flipped).center()
                painter.drawEllipse(center, SQUARE * 0.46, SQUARE * 0.46)
        for square, captures in self.targets.items():
            # A dot on every drop square; a larger red one where the drop captures.
            center = square_rect(self.geo, square, self.flipped).center()
            radius = SQUARE * (0.19 if captures else 0.14)
            painter.setPen(
                QPen(QColor(255, 255, 255, 170), SQUARE * 0.03) if captures else Qt.PenStyle.NoPen
            )
            painter.setBrush(theme.target_capture if captures else theme.target)
            painter.drawEllipse(center, radius, radius)
        if self.slip_targets:
            # A ring, unlike the dots of line moves: here the line steps sideways.
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(theme.target, SQUARE * 0.05))
            for square in self.slip_targets:
                center = square_rect(self.geo, square, self.flipped).center()
                painter.drawEllipse(center, SQUARE * 0.2, SQUARE * 0.2)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for square, side in self.ghosts:
            center = square_rect(self.geo, square, self.flipped).center()
            paint_piece(painter, center, side, theme, opacity=0.5)
        for square in self.crosses:
            paint_cross(painter, square_rect(self.geo, square, self.flipped), theme.capture_mark)
        # The weaker lines first, so the best one is drawn on top of them.
        for rank, (start, end, color) in reversed(list(enumerate(self.arrows))):
            paint_arrow(
                painter,
                square_rect(self.geo, start, self.flipped).center(),
                square_rect(self.geo, end, self.flipped).center(),
                color,
                width=1.0 if rank == 0 else 0.75,
            )
        # The mover's next move fainter than the hint itself, which it continues.
        faint = QColor(theme.hint)
        faint.setAlpha(theme.hint.alpha() // 2)
        for start, end, theirs in self.hint_lines:
            paint_arrow(
                painter,
                square_rect(self.geo, start, self.flipped).center(),
                square_rect(self.geo, end, self.flipped).center(),
                theme.capture_mark if theirs else faint,
                width=0.6,
            )
        if self.arrow is not None:
            for square, side in self.hint_ghosts:
                center = square_rect(self.geo, square, self.flipped).center()
                paint_piece(painter, center, side, theme, opacity=0.45)
            start, end = self.arrow
            paint_arrow(
                painter,
                square_rect(self.geo, start, self.flipped).center(),
                square_rect(self.geo, end, self.flipped).center(),
                theme.hint,
                halo=QColor(255, 255, 255, 210),
            )
