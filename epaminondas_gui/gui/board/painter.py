"""Drawing the board and pieces with QPainter: shared by the board scene and the rule diagrams."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from math import atan2, cos, hypot, sin

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QImage,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPolygonF,
    QRadialGradient,
)

from ...core.rules.geometry import Geometry, Zone, hexagon
from ...core.rules.position import Color, Move, Position
from ..theme import PieceStyle, Theme
from .layout import MARGIN, SQUARE, BoardLayout, HexagonLayout, board_layout

__all__ = ["MARGIN", "SQUARE"]  # the board's units, for the modules that draw with them

def margin(geo: Geometry) -> float:
    return board_layout(geo).margin


def board_rect(geo: Geometry) -> QRectF:
    """The cells' area in scene coordinates (the frame lies around it)."""
    return board_layout(geo).board_rect()


def outer_rect(geo: Geometry) -> QRectF:
    return board_layout(geo).outer_rect()


def square_rect(geo: Geometry, square: int, flipped: bool) -> QRectF:
    """Scene square of side SQUARE around a cell's centre (the rectangle's square itself);
    White's side is at the bottom unless flipped."""
    return board_layout(geo).cell_rect(square, flipped)


def square_at(geo: Geometry, point: QPointF, flipped: bool) -> int | None:
    """The cell under a scene point, or None outside the cells."""
    return board_layout(geo).cell_at(point, flipped)


def paint_board(
    painter: QPainter,
    geo: Geometry,
    theme: Theme,
    flipped: bool,
    coordinates: bool,
    zone: Zone | None = None,
) -> None:
    """Frame, cells, the win zones' tint and (optionally) the edge letters and numbers.

    ``zone``: the win zones of a game whose rules choose them (Heximinondas) are also
    outlined, each in the colour of the player who must reach it; otherwise (None) the
    far rows are only tinted, as on the rectangle.
    """
    for layer in board_layers(geo, theme, flipped, coordinates, zone):
        painter.save()
        layer(painter)
        painter.restore()


def board_layers(
    geo: Geometry, theme: Theme, flipped: bool, coordinates: bool, zone: Zone | None = None
) -> list[Callable[[QPainter], None]]:
    """:func:`paint_board`'s layers, bottom first, each drawn with the painter as it was
    given (it saves and restores around each): a board's picture drawn ahead draws a
    layer a turn (the hexagon's whole picture is 10-20 ms of the GUI thread)."""
    layout = board_layout(geo)
    zones = geo.win_zone(True, zone or Zone.CORNER), geo.win_zone(False, zone or Zone.CORNER)

    def frame(painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.frame)
        painter.drawPath(layout.frame_path())
        # Clipped to the frame, so the line lies inside it and is not cut at the scene's
        # edge.
        painter.setClipPath(layout.frame_path())
        painter.setPen(QPen(theme.frame_edge, SQUARE * 0.08))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(layout.frame_path())

    def cells(painter: QPainter) -> None:
        # Squares meet edge to edge without smoothing; slanted edges need it.
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, layout.smooth_cells)
        shades = (theme.light_square, theme.dark_square, _between(theme.light_square,
                                                                  theme.dark_square))
        for shade, brush in enumerate(shades):
            layout.fill_cells(painter, [square for square in geo.squares
                                        if layout.shade(square) == shade], flipped, brush)
        layout.fill_cells(painter, geo.iter_squares(zones[0] | zones[1]), flipped,
                          theme.home_row_tint)
        if layout.cell_borders:
            painter.setPen(QPen(theme.frame.darker(140), 1.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            layout.outline_cells(painter, list(geo.squares), flipped)

    def zone_edges(painter: QPainter) -> None:
        white, black = theme.white_piece[1], theme.black_piece[1]
        for bits, body, rim in ((zones[0], white, black), (zones[1], black, white)):
            _outline_zone(painter, layout, geo.iter_squares(bits), flipped, body, rim)

    def outline(painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, layout.smooth_cells)
        painter.setPen(QPen(theme.frame.darker(140), 1.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(layout.cells_outline())

    def labels(painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, layout.smooth_cells)
        _paint_coordinates(painter, layout, theme, flipped)

    return [frame, cells, *([zone_edges] if zone is not None else []), outline,
            *([labels] if coordinates else [])]


hexagon_prepared: set[bool] = set()
"""The hexagon's orientations (flipped or not) whose paths :func:`hexagon_steps` made."""


def hexagon_steps(flipped: bool) -> list[Callable[[], object]]:
    """The steps that make the hexagon's paths (its cells, outline, win zones, edges)
    ahead for one orientation, one a turn at a quiet moment (the first of
    :meth:`~.part.BoardPart.draw_ahead`'s steps): a new hexagon game's first picture made
    them (10-15 ms of the GUI thread in its longest stretch, with the new game's own work
    and Qt's, 40-77 ms in all). None once they were all made."""
    if flipped in hexagon_prepared:
        return []
    geo = hexagon()
    layout = board_layout(geo)
    assert isinstance(layout, HexagonLayout)
    zones = [geo.iter_squares(geo.win_zone(white, zone)) for zone in Zone
             for white in (True, False)]
    return [*layout.preparing(zones, flipped), partial(hexagon_prepared.add, flipped)]


def _between(light: QColor, dark: QColor) -> QColor:
    """The colour half way between two (the hexagon's third cell colour)."""
    return QColor(
        (light.red() + dark.red()) // 2,
        (light.green() + dark.green()) // 2,
        (light.blue() + dark.blue()) // 2,
    )


def _outline_zone(
    painter: QPainter,
    layout: BoardLayout,
    squares: list[int],
    flipped: bool,
    body: QColor,
    rim: QColor,
) -> None:
    """A band just inside the edge of a win zone in the colour of the pieces of the player
    who must reach it, over a rim in the other side's colour (so that it shows on light
    and dark cells alike)."""
    area = layout.area(squares, flipped)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setClipPath(area)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    # Clipped to the zone, so half of each pen shows: a wide band of the player's colour
    # with a thin line of the other colour along its inner edge.
    for color, width in ((rim, SQUARE * 0.24), (body, SQUARE * 0.17)):
        pen = QPen(color, width)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.drawPath(area)
    painter.restore()


def _paint_coordinates(
    painter: QPainter, layout: BoardLayout, theme: Theme, flipped: bool
) -> None:
    font = QFont()
    font.setPixelSize(layout.label_pixels())
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(theme.coordinates)
    align = Qt.AlignmentFlag.AlignCenter
    for rect, text in layout.labels(flipped):
        painter.drawText(rect, align, text)


def paint_piece(
    painter: QPainter, center: QPointF, color: Color, theme: Theme, opacity: float = 1.0
) -> None:
    """One round piece, drawn in the theme's piece style."""
    radius = SQUARE * 0.40
    painter.save()
    painter.setOpacity(painter.opacity() * opacity)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    colours = theme.white_piece if color is Color.WHITE else theme.black_piece
    if theme.pieces is PieceStyle.FLAT:
        _flat_piece(painter, center, radius, colours)
    elif theme.pieces is PieceStyle.OUTLINED:
        _outlined_piece(painter, center, radius, color)
    else:
        _shaded_piece(painter, center, radius, colours)
    painter.restore()


def _shaded_piece(
    painter: QPainter, center: QPointF, radius: float, colours: tuple[QColor, QColor, QColor]
) -> None:
    """A soft drop shadow, a radial-gradient body lit from the top left and a rim, so it
    reads as a turned wooden or stone counter."""
    highlight, body, rim = colours
    shadow = QRadialGradient(center + QPointF(radius * 0.10, radius * 0.22), radius * 1.12)
    shadow.setColorAt(0.78, QColor(0, 0, 0, 90))
    shadow.setColorAt(1.0, QColor(0, 0, 0, 0))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(shadow))
    painter.drawEllipse(
        center + QPointF(radius * 0.10, radius * 0.22), radius * 1.12, radius * 1.12
    )
    gradient = QRadialGradient(center, radius, center - QPointF(radius * 0.38, radius * 0.42))
    gradient.setColorAt(0.0, highlight)
    gradient.setColorAt(0.55, body)
    gradient.setColorAt(1.0, body.darker(135))
    painter.setBrush(QBrush(gradient))
    painter.setPen(QPen(rim, radius * 0.07))
    painter.drawEllipse(center, radius, radius)
    # An inner ring, as on turned game pieces.
    ring = QColor(rim)
    ring.setAlpha(110)
    painter.setPen(QPen(ring, radius * 0.04))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(center, radius * 0.66, radius * 0.66)


def _flat_piece(
    painter: QPainter, center: QPointF, radius: float, colours: tuple[QColor, QColor, QColor]
) -> None:
    """One flat colour with a rim and a ring, no light and no shadow."""
    _highlight, body, rim = colours
    painter.setBrush(body)
    painter.setPen(QPen(rim, radius * 0.09))
    painter.drawEllipse(center, radius, radius)
    painter.setPen(QPen(rim if body.lightness() > 128 else body.lighter(190), radius * 0.06))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(center, radius * 0.62, radius * 0.62)


def _outlined_piece(painter: QPainter, center: QPointF, radius: float, color: Color) -> None:
    """Pure white and black whatever the board, each edged in the other colour (a black
    piece's white ring inside a black edge shows on light and dark cells alike)."""
    white, black = QColor("#ffffff"), QColor("#000000")
    if color is Color.WHITE:
        painter.setBrush(white)
        painter.setPen(QPen(black, radius * 0.16))
        painter.drawEllipse(center, radius * 0.96, radius * 0.96)
        return
    painter.setBrush(black)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawEllipse(center, radius * 1.04, radius * 1.04)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(white, radius * 0.12))
    painter.drawEllipse(center, radius * 0.78, radius * 0.78)


def paint_position(
    painter: QPainter, position: Position, theme: Theme, flipped: bool = False
) -> None:
    geo = position.geometry
    for square in geo.squares:
        color = position.piece_at(square)
        if color is not None:
            paint_piece(painter, square_rect(geo, square, flipped).center(), color, theme)


def render_diagram(
    position: Position,
    theme: Theme,
    pixels_per_square: int = 34,
    marks: dict[int, QColor] | None = None,
    arrows: list[tuple[int, int]] | None = None,
    crosses: list[int] | None = None,
    ghosts: list[tuple[int, Color]] | None = None,
    zone: Zone | None = None,
) -> QImage:
    """A small picture of a position for the rules help: coloured squares, arrows from
    square to square, crosses over pieces that are captured, and ghosts of pieces where a
    move puts them (``zone``: win zones outlined, as :func:`paint_board` does)."""
    geo = position.geometry
    layout = board_layout(geo)
    outer = outer_rect(geo)
    scale = pixels_per_square / SQUARE
    image = QImage(
        int(outer.width() * scale) + 1,
        int(outer.height() * scale) + 1,
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.scale(scale, scale)
    painter.translate(-outer.left(), -outer.top())
    paint_board(painter, geo, theme, False, True, zone)
    for square, color in (marks or {}).items():
        layout.fill_cell(painter, square, False, color)
    paint_position(painter, position, theme)
    for square, side in ghosts or []:
        paint_piece(painter, square_rect(geo, square, False).center(), side, theme, opacity=0.5)
    for start, end in arrows or []:
        paint_arrow(
            painter,
            square_rect(geo, start, False).center(),
            square_rect(geo, end, False).center(),
            theme.hint,
        )
    for square in crosses or []:
        paint_cross(painter, square_rect(geo, square, False), theme.capture_mark)
    painter.end()
    return image


def drag_arrow(move: Move) -> tuple[int, int]:
    """The arrow that shows ``move``: from the piece you grab (the rear of the moving group)
    to the square where that piece lands, so dragging along it plays the move. A sideslip
    is entered by grabbing one end and dropping where the other end lands: its arrow runs
    from the rear to where the head lands."""
    if move.is_slip:
        return (move.rear, move.to)
    return (move.rear, move.rear_to)


def paint_arrow(
    painter: QPainter, start: QPointF, end: QPointF, color: QColor, width: float = 1.0,
    halo: QColor | None = None,
) -> None:
    """A thick arrow with a triangular head, ending a little short of the target centre;
    ``width`` scales shaft and head (thinner arrows for lesser lines); ``halo``: an edge
    in that colour, so the arrow stands out where it crosses pieces."""
    length = hypot(end.x() - start.x(), end.y() - start.y())
    if length < 1:
        return
    angle = atan2(end.y() - start.y(), end.x() - start.x())
    ux, uy = cos(angle), sin(angle)
    head_len = SQUARE * 0.42 * width
    tip = end - QPointF(ux, uy) * (SQUARE * 0.12)
    base = tip - QPointF(ux, uy) * head_len
    nx, ny = -uy, ux
    half = SQUARE * 0.24 * width
    # Shaft and head as one filled outline: a translucent arrow must not show darker
    # where the two would overlap.
    shaft = QPainterPath(start)
    shaft.lineTo(base + QPointF(ux, uy) * (SQUARE * 0.05))
    stroker = QPainterPathStroker()
    stroker.setWidth(SQUARE * 0.16 * width)
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    head = QPainterPath()
    head.addPolygon(QPolygonF([tip, base + QPointF(nx, ny) * half, base - QPointF(nx, ny) * half]))
    head.closeSubpath()
    outline = stroker.createStroke(shaft).united(head)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(Qt.PenStyle.NoPen if halo is None else QPen(halo, SQUARE * 0.035))
    painter.setBrush(color)
    painter.drawPath(outline)
    painter.restore()


def paint_cross(painter: QPainter, rect: QRectF, color: QColor) -> None:
    """A bold X over a piece that would be captured."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    pen = QPen(color, SQUARE * 0.10)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    inset = rect.width() * 0.24
    r = rect.adjusted(inset, inset, -inset, -inset)
    painter.drawLine(r.topLeft(), r.bottomRight())
    painter.drawLine(r.topRight(), r.bottomLeft())
    painter.restore()
