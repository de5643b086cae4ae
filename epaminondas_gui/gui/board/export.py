"""The board as a picture: the position shown, with its coordinates, as PNG or SVG."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

PNG_SCALE = 2.0
"""Pixels per scene unit in a PNG: sharp on high-density screens and in documents."""


class ExportError(OSError):
    """The picture could not be written (the message says where and why)."""


def export_board(scene: QGraphicsScene, path: str | Path) -> Path:
    """Write the whole board (frame and coordinates included) to ``path``: SVG for a
    ``.svg`` name, else the image format the suffix names (``.png`` is added if there is
    none)."""
    target = Path(path)
    if not target.suffix:
        target = target.with_suffix(".png")
    rect = scene.sceneRect()
    if target.suffix.lower() == ".svg":
        _write_svg(scene, rect, target)
    else:
        _write_png(scene, rect, target)
    return target


def _write_png(scene: QGraphicsScene, rect: QRectF, target: Path) -> None:
    size = QSize(round(rect.width() * PNG_SCALE), round(rect.height() * PNG_SCALE))
    image = QImage(size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    scene.render(painter, QRectF(0, 0, size.width(), size.height()), rect)
    painter.end()
    if not image.save(str(target)):  # the format follows the name (.png)
        raise ExportError(f"cannot write {target}")


def _write_svg(scene: QGraphicsScene, rect: QRectF, target: Path) -> None:
    from PySide6.QtSvg import QSvgGenerator  # only when asked: a separate Qt module

    generator = QSvgGenerator()
    generator.setFileName(str(target))
    generator.setSize(QSize(round(rect.width()), round(rect.height())))
    generator.setViewBox(QRectF(0, 0, rect.width(), rect.height()))
    generator.setTitle("Epaminondas")
    painter = QPainter()
    if not painter.begin(generator):
        raise ExportError(f"cannot write {target}")
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(painter, QRectF(0, 0, rect.width(), rect.height()), rect)
    painter.end()
    if not target.is_file() or target.stat().st_size == 0:
        raise ExportError(f"cannot write {target}")
