"""Toolbar icons drawn with QPainter in the palette's text colour, so they match each other
and both themes (Qt's stock icons are a mix of styles and colours)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

Draw = Callable[[QPainter], None]
"""Draws one icon on a 24 x 24 canvas."""


def _new(p: QPainter) -> None:
    # A small board with a plus: "new game".
    p.drawRoundedRect(QRectF(3.5, 3.5, 13, 13), 2, 2)
    p.drawLine(QPointF(10, 3.5), QPointF(10, 16.5))
    p.drawLine(QPointF(3.5, 10), QPointF(16.5, 10))
    p.drawLine(QPointF(18.5, 14.5), QPointF(18.5, 22.5))
    p.drawLine(QPointF(14.5, 18.5), QPointF(22.5, 18.5))


def _curved_arrow(p: QPainter, mirrored: bool) -> None:
    if mirrored:
        p.translate(24, 0)
        p.scale(-1, 1)
    path = QPainterPath(QPointF(19, 18))
    path.cubicTo(QPointF(19, 10), QPointF(14, 8), QPointF(6, 8))
    p.drawPath(path)
    p.drawPolyline(QPolygonF([QPointF(10, 3.5), QPointF(5.5, 8), QPointF(10, 12.5)]))


def _undo(p: QPainter) -> None:
    _curved_arrow(p, False)


def _redo(p: QPainter) -> None:
    _curved_arrow(p, True)


def _flip(p: QPainter) -> None:
    # Two arrows, up and down: the board turns around.
    p.drawLine(QPointF(8, 4), QPointF(8, 20))
    p.drawPolyline(QPolygonF([QPointF(4, 8), QPointF(8, 4), QPointF(12, 8)]))
    p.drawLine(QPointF(16, 4), QPointF(16, 20))
    p.drawPolyline(QPolygonF([QPointF(12, 16), QPointF(16, 20), QPointF(20, 16)]))


def _hint(p: QPainter) -> None:
    # A light bulb.
    path = QPainterPath()
    path.moveTo(9, 15.5)
    path.cubicTo(QPointF(9, 13), QPointF(5.5, 11.5), QPointF(5.5, 8.5))
    path.cubicTo(QPointF(5.5, 5), QPointF(8.5, 2.5), QPointF(12, 2.5))
    path.cubicTo(QPointF(15.5, 2.5), QPointF(18.5, 5), QPointF(18.5, 8.5))
    path.cubicTo(QPointF(18.5, 11.5), QPointF(15, 13), QPointF(15, 15.5))
    path.closeSubpath()
    p.drawPath(path)
    p.drawLine(QPointF(9.5, 18.5), QPointF(14.5, 18.5))
    p.drawLine(QPointF(10.5, 21.5), QPointF(13.5, 21.5))


def _move_now(p: QPainter) -> None:
    # Fast forward to the end: "play now".
    p.drawPolygon(QPolygonF([QPointF(3.5, 5), QPointF(11, 12), QPointF(3.5, 19)]))
    p.drawPolygon(QPolygonF([QPointF(11, 5), QPointF(18.5, 12), QPointF(11, 19)]))
    p.drawLine(QPointF(20.5, 5), QPointF(20.5, 19))


ICONS: dict[str, Draw] = {
    "new": _new,
    "undo": _undo,
    "redo": _redo,
    "flip": _flip,
    "hint": _hint,
    "move_now": _move_now,
}


def make_icon(name: str, color: QColor, disabled: QColor) -> QIcon:
    """The icon ``name`` in ``color`` (and ``disabled`` for the disabled state)."""
    icon = QIcon()
    for size in (16, 24, 32, 48):
        for mode, ink in ((QIcon.Mode.Normal, color), (QIcon.Mode.Disabled, disabled)):
            ratio = 2.0
            pixmap = QPixmap(int(size * ratio), int(size * ratio))
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.scale(size / 24, size / 24)
            pen = QPen(ink, 1.8)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            ICONS[name](painter)
            painter.end()
            icon.addPixmap(pixmap, mode)
    return icon
