"""A thin bar that shows the computer is thinking: a block sliding along it.

It stood for a ``QProgressBar`` without a range, whose style animation repainted it
100 times a second and more, and handed work to Qt's pooled threads at each frame: the
two bars (the panel's and the status bar's) cost some 200 wake-ups of the GUI thread a
second while a computer thought, and as many runs of the pooled threads (docs/gui.md,
"Fewer hand-overs"). This one paints two rectangles, :data:`FRAME_MS` apart, and only
while it is shown.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QHideEvent, QPainter, QPaintEvent, QPalette, QShowEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

#: Between two frames (ms): a calm slide, 12 frames a second.
FRAME_MS = 80
#: Frames for the block to cross the bar and come back.
FRAMES = 30
#: The block's length, as a share of the bar's.
BLOCK_SHARE = 0.3


class BusyBar(QWidget):
    """A block sliding to and fro while the bar is shown."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.frame = 0
        """The current frame (read by tests)."""
        self.frames_painted = 0
        """Paint events handled (read by tests)."""
        self._timer = QTimer(self)
        self._timer.setInterval(FRAME_MS)
        self._timer.timeout.connect(self._step)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    @property
    def running(self) -> bool:
        return self._timer.isActive()

    def sizeHint(self) -> QSize:
        return QSize(90, 6)

    def minimumSizeHint(self) -> QSize:
        return QSize(20, 4)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.frame = 0
        self._timer.start()

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self._timer.stop()

    def _step(self) -> None:
        self.frame = (self.frame + 1) % FRAMES
        self.update()

    def block(self) -> QRectF:
        """Where the block is in this frame (it goes there and back in FRAMES frames)."""
        width = self.width()
        length = width * BLOCK_SHARE
        half = FRAMES // 2
        along = self.frame if self.frame <= half else FRAMES - self.frame
        return QRectF((width - length) * along / half, 0, length, self.height())

    def paintEvent(self, event: QPaintEvent) -> None:
        self.frames_painted += 1
        painter = QPainter(self)
        palette = self.palette()
        radius = self.height() / 2
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(palette.color(QPalette.ColorRole.Mid))
        painter.drawRoundedRect(QRectF(self.rect()), radius, radius)
        painter.setBrush(palette.color(QPalette.ColorRole.Highlight))
        painter.drawRoundedRect(self.block(), radius, radius)
        painter.end()
