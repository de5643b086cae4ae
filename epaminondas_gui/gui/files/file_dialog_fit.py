"""Qt's own file dialog (used where the desktop offers no native one) opens small, with its
Name, Size, Type and Date columns cut to a few letters each. This filter, installed on a
window, widens such a dialog opened over it to fit the screen and sizes its columns."""

from __future__ import annotations

from PySide6.QtCore import QChildEvent, QEvent, QObject
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog, QHeaderView, QTreeView, QWidget

_WATCHED = "epaminondas_fitted"

#: The size asked for; never more than 90 % of the screen's free area.
WIDTH, HEIGHT = 860, 540


def fit_file_dialog(dialog: QFileDialog) -> None:
    """Size ``dialog`` for its screen and let its detail columns show their text."""
    screen = dialog.screen() or QGuiApplication.primaryScreen()
    if screen is not None:
        area = screen.availableGeometry()
        dialog.resize(min(WIDTH, int(area.width() * 0.9)), min(HEIGHT, int(area.height() * 0.9)))
    for view in dialog.findChildren(QTreeView):
        header = view.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, header.count()):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)


class FileDialogFitter(QObject):
    """Event filter for a window: fits each file dialog opened over it as it is shown
    (the window hears of the dialog when it is polished, before its size is final)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(event, QChildEvent) and event.type() == QEvent.Type.ChildPolished:
            child = event.child()
            if isinstance(child, QFileDialog) and not child.property(_WATCHED):
                child.setProperty(_WATCHED, True)
                child.installEventFilter(self)
        elif event.type() == QEvent.Type.Show and isinstance(watched, QFileDialog):
            fit_file_dialog(watched)
        return False


def install(window: QWidget) -> FileDialogFitter:
    fitter = FileDialogFitter(window)
    window.installEventFilter(fitter)
    return fitter
