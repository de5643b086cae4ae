"""Files the system asks the program to open: macOS sends those opened from the Finder
(or dropped on the Dock icon) to the application as FileOpen events."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFileOpenEvent

if TYPE_CHECKING:
    from .actions import FileActions


class FileOpenFilter(QObject):
    """Opens each FileOpen event's file like a file from the menu (an application-wide
    event filter)."""

    def __init__(self, files: FileActions) -> None:
        super().__init__(files)
        self.files = files

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            name = event.file()
            if name:
                self.files.open_path(name)
                return True
        return super().eventFilter(watched, event)
