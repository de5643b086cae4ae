"""Drawing the board and pieces with QPainter: shared by the board scene and the rule diagrams."""

from __future__ import annotations

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

from ...core.rules.geometry import FILE_LETTERS, Geometry
from ...core.rules.position import Color, Move, Position
from ..theme import Theme

#: Scene units per square; the view scales the scene, so this only sets the precision.
SQUARE = 64.0
#: Width of the frame around the squares that holds the coordinates, in scene units,
#: for boards up to 14 squares across; larger boards get a proportionally wider frame so
#: the coordinates stay readable when the view scales the whole board down.
MARGIN = 28.0


def margin(geo: Geometry) -> float:
    return MARGIN * max(1.0, max(geo.width, geo.height) / 14)


def board_rect(geo: Geometry) -> QRectF:
    """The squares' area in scene coordinates (the frame lies around it)."""
    return QRectF(0.0, 0.0, geo.width * SQUARE, geo.height * SQUARE)


def outer_rect(geo: Geometry) -> QRectF:
    m = margin(geo)
    return board_rect(geo).adjusted(-m, -m, m, m)


def square_rect(geo: Geometry, square: int, flipped: bool) -> QRectF:
    """Scene rectangle of a square; White's home row is at the bottom unless flipped."""
    file = geo.file_of(square)
    rank = geo.rank_of(square)
    col = geo.width - 1 - file if flipped else file
    row = rank if flipped else geo.height - 1 - rank
    return QRectF(col * SQUARE, row * SQUARE, SQUARE, SQUARE)


def square_at(geo: Geometry, point: QPointF, flipped: bool) -> int | None:
    """The square under a scene point, or None outside the squares."""
    col = int(point.x() // SQUARE)
    row = int(point.y() // SQUARE)
    if not (0 <= col < geo.width and 0 <= row < geo.height) or point.x() < 0 or point.y() < 0:
        return None
    file = geo.width - 1 - col if flipped else col
    rank = row if flipped else geo.height - 1 - row
    return geo.square(file, rank)


def paint_board(
    painter: QPainter, geo: Geometry, theme: Theme, flipped: bool, coordinates: bool
) -> None:
    """Frame, squares, home-row tint and (optionally) file letters and rank numbers."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    outer = outer_rect(geo)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.frame)
    painter.drawRoundedRect(outer, MARGIN * 0.45, MARGIN * 0.45)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    for square in geo.squares:
        dark = (geo.file_of(square) + geo.rank_of(square)) % 2 == 0
        painter.fillRect(
            square_rect(geo, square, flipped), theme.dark_square if dark else theme.light_square
        )
    for rank in (0, geo.height - 1):
        for file in range(geo.width):
            painter.fillRect(square_rect(geo, geo.square(file, rank), flipped), theme.home_row_tint)
    painter.setPen(QPen(theme.frame.darker(140), 1.5))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(board_rect(geo))
    if coordinates:
        _paint_coordinates(painter, geo, theme, flipped)
    painter.restore()


def _paint_coordinates(painter: QPainter, geo: Geometry, theme: Theme, flipped: bool) -> None:
    font = QFont()
    m = margin(geo)
    font.setPixelSize(int(min(m, SQUARE * 0.9) * 0.58))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(theme.coordinates)
    align = Qt.AlignmentFlag.AlignCenter
    top = -m
    bottom = geo.height * SQUARE
    for file in range(geo.width):
        rect = square_rect(geo, geo.square(file, 0), flipped)
        letter = FILE_LETTERS[file]
        painter.drawText(QRectF(rect.left(), top, SQUARE, m), align, letter)
        painter.drawText(QRectF(rect.left(), bottom, SQUARE, m), align, letter)
    right = geo.width * SQUARE
    for rank in range(geo.height):
        rect = square_rect(geo, geo.square(0, rank), flipped)
        number = str(rank + 1)
        painter.drawText(QRectF(-m, rect.top(), m, SQUARE), align, number)
        painter.drawText(QRectF(right, rect.top(), m, SQUARE), align, number)


def paint_piece(
    painter: QPainter, center: QPointF, color: Color, theme: Theme, opacity: float = 1.0
) -> None:
    """One round piece: a soft drop shadow, a radial-gradient body lit from the top left
    and a rim, so it reads as a turned wooden or stone counter."""
    radius = SQUARE * 0.40
    highlight, body, rim = theme.white_piece if color is Color.WHITE else theme.black_piece
    painter.save()
    painter.setOpacity(painter.opacity() * opacity)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
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
    painter.restore()


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
) -> QImage:
    """A small picture of a position for the rules help: coloured squares, arrows from
    square to square, crosses over pieces that are captured, and ghosts of pieces where a
    move puts them."""
    geo = position.geometry
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
    paint_board(painter, geo, theme, False, True)
    for square, color in (marks or {}).items():
        painter.fillRect(square_rect(geo, square, False), color)
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
    painter: QPainter, start: QPointF, end: QPointF, color: QColor, width: float = 1.0
) -> None:
    """A thick arrow with a triangular head, ending a little short of the target centre;
    ``width`` scales shaft and head (thinner arrows for lesser lines)."""
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
    painter.setPen(Qt.PenStyle.NoPen)
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
