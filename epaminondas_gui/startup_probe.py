"""Start-up timing: report when the board is first painted, then quit.

Set ``EPAMINONDAS_STARTUP_PROBE=1`` and start the program normally (source or bundle):
the first paint of the board view prints ``epaminondas-first-paint <unix time>`` on
stdout and the application quits. ``benchmarks/startup_time.py`` subtracts the launch
time. Without the variable, :func:`install_from_env` does nothing and costs nothing.

The probe is an application-wide event filter, so the window code needs no hook; it
recognises the board by the object name ``BoardView`` that MainWindow gives it.
"""

from __future__ import annotations

import os
import sys
import time

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer

PROBE_ENV = "EPAMINONDAS_STARTUP_PROBE"
MARKER = "epaminondas-first-paint"
BOARD_VIEW_NAME = "BoardView"


class FirstPaintProbe(QObject):
    """Waits for the first Paint event of the board view's viewport."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.done = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not self.done and event.type() == QEvent.Type.Paint:
            # The view paints through its viewport, a child widget of the view.
            parent = watched.parent()
            if parent is not None and parent.objectName() == BOARD_VIEW_NAME:
                self.done = True
                # Report after this paint has been carried out, not before it.
                QTimer.singleShot(0, self._report)
        return False

    def _report(self) -> None:
        stamp = time.time()
        stream = sys.stdout
        if stream is not None:  # None in a Windows windowed build
            print(f"{MARKER} {stamp:.6f}", file=stream, flush=True)
        QCoreApplication.quit()


_probe: FirstPaintProbe | None = None


def install_from_env(app: QCoreApplication) -> bool:
    """Install the probe if ``$EPAMINONDAS_STARTUP_PROBE`` is set; safe to call twice."""
    global _probe
    if not os.environ.get(PROBE_ENV):
        return False
    if _probe is None:
        _probe = FirstPaintProbe(app)
        app.installEventFilter(_probe)
    return True
