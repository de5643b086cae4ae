"""Game → Engine match…: the action, and the one match dialog it opens (modeless: the
window stays usable while the engines play).

The window places :attr:`MatchActions.act_match` and calls :meth:`MatchActions.shutdown`
when it closes, which stops a running match and ends its engines.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction

from ..window_services import WindowServices
from .dialog import MatchDialog


class MatchActions(QObject):
    def __init__(self, host: WindowServices, open_path: Callable[[Path], object]) -> None:
        super().__init__(host.widget())
        self.host = host
        self.open_path = open_path
        self.act_match = QAction(host.widget())
        self.act_match.setObjectName("engine_match")
        self.act_match.triggered.connect(self.open_dialog)
        self.actions = [self.act_match]
        """Every action (the window places them)."""
        self.dialog: MatchDialog | None = None
        self.retranslate()

    def retranslate(self) -> None:
        self.act_match.setText(self.tr("&Engine match…"))
        tip = self.tr("Let built-in levels and engine programs play each other")
        self.act_match.setToolTip(tip)
        self.act_match.setStatusTip(tip)

    def open_dialog(self) -> MatchDialog:
        if self.dialog is None:
            self.dialog = MatchDialog(self.host.board_theme(), self.host.widget())
            self.dialog.open_record.connect(self.open_path)
        self.dialog.show()
        self.dialog.raise_()
        self.dialog.activateWindow()
        return self.dialog

    def shutdown(self) -> None:
        """Stop a running match (its engines end; the wait is bounded)."""
        if self.dialog is not None:
            self.dialog.stop()
