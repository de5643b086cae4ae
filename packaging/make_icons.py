"""Render the app icon (one SVG) into the raster formats the platforms want.

    python packaging/make_icons.py OUT_DIR [--svg PATH]

Writes ``OUT_DIR/epaminondas-<size>.png`` (16..512), ``epaminondas.ico`` (Windows: PNG
images inside an ICO container, fine since Vista) and ``epaminondas.icns`` (macOS: PNG
chunks, fine since 10.7). Only Qt is needed (no Pillow), so the build adds no dependency;
the files are generated on every build rather than committed, so the SVG stays the
single source.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_SVG = ROOT / "epaminondas_gui" / "assets" / "icons" / "epaminondas.svg"

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# (chunk type, pixel size) for PNG-compressed .icns entries; the @2x types hold the
# doubled image of the size named in Apple's table.
ICNS_CHUNKS = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic13", 256),
    (b"ic09", 512),
    (b"ic14", 512),
    (b"ic10", 1024),
)


def render_png(svg: Path, size: int) -> bytes:
    """The SVG drawn on a transparent square of ``size`` pixels, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QImageWriter, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"cannot read the SVG icon {svg}")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QImageWriter(buffer, QByteArray(b"png"))
    if not writer.write(image):
        raise OSError(f"cannot encode a {size}px PNG: {writer.errorString()}")
    buffer.close()
    return bytes(data.data())


def ico_bytes(images: dict[int, bytes]) -> bytes:
    """An ICO file whose entries are PNG images (width/height byte 0 means 256)."""
    sizes = sorted(images)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries = b""
    payload = b""
    for size in sizes:
        data = images[size]
        side = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        payload += data
        offset += len(data)
    return header + entries + payload


def icns_bytes(images: dict[int, bytes]) -> bytes:
    """An ICNS file: big-endian ``type + length`` chunks, lengths including the 8-byte head."""
    body = b"".join(
        kind + struct.pack(">I", 8 + len(images[size])) + images[size] for kind, size in ICNS_CHUNKS
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def make_icons(out_dir: Path, svg: Path = DEFAULT_SVG) -> list[Path]:
    """Write every icon file into ``out_dir``; returns the paths written."""
    from PySide6.QtGui import QGuiApplication

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    # The SVG renderer needs a Gui application for fonts and colour handling.
    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    out_dir.mkdir(parents=True, exist_ok=True)
    wanted = sorted({*PNG_SIZES, *ICO_SIZES, *(size for _kind, size in ICNS_CHUNKS)})
    images = {size: render_png(svg, size) for size in wanted}
    written: list[Path] = []
    for size in PNG_SIZES:
        path = out_dir / f"epaminondas-{size}.png"
        path.write_bytes(images[size])
        written.append(path)
    ico = out_dir / "epaminondas.ico"
    ico.write_bytes(ico_bytes({size: images[size] for size in ICO_SIZES}))
    icns = out_dir / "epaminondas.icns"
    icns.write_bytes(icns_bytes(images))
    written += [ico, icns]
    del app
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out_dir", type=Path)
    parser.add_argument("--svg", type=Path, default=DEFAULT_SVG)
    args = parser.parse_args(argv)
    for path in make_icons(args.out_dir, args.svg):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
