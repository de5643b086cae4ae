"""Counting one type of event of the widgets a test watches."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject


class EventCounter(QObject):
    """Counts the events of ``kind`` of the objects it is installed on (as an event
    filter); lets every event through."""

    def __init__(self, kind: QEvent.Type) -> None:
        super().__init__()
        self.kind = kind
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == self.kind:
            self.count += 1
        return False
