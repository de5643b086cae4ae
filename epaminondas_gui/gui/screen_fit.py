"""Every window within the screen it opens on: a dialog asks for a size (Learn to play
860×600) or a saved geometry comes from a larger screen, and on an 800×600 or 640×560
screen its buttons would be out of reach. Windows are shrunk to the screen's free area
(their contents scroll inside) and moved so that the title bar and all four edges are on
it."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QByteArray, QEvent, QObject, QRect, QSettings, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QDialog, QProxyStyle, QWidget

#: What a window manager adds around a window (title bar above, a border at the sides and
#: below), before the window shows and its real frame can be measured.
FRAME_TOP_PX = 32
FRAME_SIDE_PX = 4


def available_area(window: QWidget) -> QRect:
    """The free part of the screen ``window`` is on (or the primary screen's)."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def fit_to_screen(window: QWidget, area: QRect | None = None) -> None:
    """Shrink ``window`` to ``area`` (default: its screen's free area) with room for its
    frame, and move it inside. A maximised or full-screen window is the window manager's."""
    if window.isMaximized() or window.isFullScreen():
        return
    area = area if area is not None else available_area(window)
    frame_top = max(window.frameGeometry().height() - window.height()
                    - FRAME_SIDE_PX, FRAME_TOP_PX) if window.isVisible() else FRAME_TOP_PX
    most_w = area.width() - 2 * FRAME_SIDE_PX
    most_h = area.height() - frame_top - FRAME_SIDE_PX
    size = window.size()
    if size.width() > most_w or size.height() > most_h:
        window.resize(min(size.width(), most_w), min(size.height(), most_h))
    # x() and y() of a window are its frame's corner.
    frame_w = window.width() + 2 * FRAME_SIDE_PX
    frame_h = window.height() + frame_top + FRAME_SIDE_PX
    x = max(min(window.x(), area.right() + 1 - frame_w), area.left())
    y = max(min(window.y(), area.bottom() + 1 - frame_h), area.top())
    if (x, y) != (window.x(), window.y()):
        window.move(x, y)


def save_window(window: QWidget, settings: QSettings) -> None:
    """The window's place, its size when not maximised, and whether it is maximised."""
    settings.setValue("window/geometry", window.saveGeometry())
    normal = window.normalGeometry() if window.isMaximized() else window.geometry()
    settings.setValue("window/size", f"{normal.width()}x{normal.height()}")
    settings.setValue("window/maximized", window.isMaximized())


def restore_window(window: QWidget, settings: QSettings) -> None:
    """The window as saved, within the screen it opens on. Maximised stays maximised,
    and a size saved on a larger screen opens maximised on this one (Qt shrank a window
    saved maximised at 1600×1000 to 540×420 on 800×600, cutting its toolbar); with
    nothing saved, 90 % of the screen up to 1180×800."""
    area = available_area(window)
    geometry = settings.value("window/geometry")
    if isinstance(geometry, QByteArray):
        window.restoreGeometry(geometry)
    else:
        window.resize(min(1180, int(area.width() * 0.9)), min(800, int(area.height() * 0.9)))
    width, _, height = str(settings.value("window/size", "")).partition("x")
    saved = (int(width), int(height)) if width.isdigit() and height.isdigit() else None
    most_w = area.width() - 2 * FRAME_SIDE_PX
    most_h = area.height() - FRAME_TOP_PX - FRAME_SIDE_PX
    too_big = saved is not None and (saved[0] > most_w or saved[1] > most_h)
    if str(settings.value("window/maximized", "false")).lower() == "true" or too_big:
        if saved is not None:
            window.resize(min(saved[0], most_w), min(saved[1], most_h))
        window.setWindowState(window.windowState() | Qt.WindowState.WindowMaximized)
        return
    fit_to_screen(window, area)


class ScreenFit(QObject):
    """Fits the dialog it watches to its screen each time it is shown."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and isinstance(watched, QWidget) \
                and watched.isWindow():
            fit_to_screen(watched)
        return False


class ScreenFitStyle(QProxyStyle):
    """The application's style, which also sets every dialog it polishes (once, before
    the dialog is first shown) to be fitted to the screen. A filter on the whole
    application did that before, but then every event of every widget went through
    Python (3 % of the GUI thread's time while computers play); a style polishes each
    widget once."""

    def polish(self, target: Any) -> Any:  # QWidget, QPalette or QApplication
        result = super().polish(target)
        if isinstance(target, QDialog):
            watch(target)
        return result


def watch(dialog: QDialog) -> None:
    """Fit ``dialog`` to its screen whenever it is shown (once screen fit is installed)."""
    app = QApplication.instance()
    fit = app.property("screen_fit") if app is not None else None
    if isinstance(fit, ScreenFit):
        dialog.installEventFilter(fit)


def install_screen_fit() -> None:
    """Fit every dialog the application shows from now on (once per application)."""
    app = QApplication.instance()
    if not isinstance(app, QApplication) or isinstance(app.property("screen_fit"), ScreenFit):
        return
    app.setProperty("screen_fit", ScreenFit(app))
    if not isinstance(app.style(), ScreenFitStyle):
        app.setStyle(ScreenFitStyle(app.style().name()))
    for widget in app.topLevelWidgets():
        if isinstance(widget, QDialog):
            watch(widget)
