"""A notice that stays until it is read: what happened to an engine (it died and was
restarted, or it cannot play), beside the board rather than in the status bar, where
the next move's message would replace it at once."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QFrame, QHBoxLayout, QToolButton, QWidget

from ..elided import ElidedLabel

#: How long a notice stays before it closes itself.
NOTICE_MS = 30_000


class Notice(QFrame):
    """A framed line of text with a close button; hidden until :meth:`show_text`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Notice")
        self.setStyleSheet(
            "QFrame#Notice { background: #fff3cd; border: 1px solid #d9b45a;"
            " border-radius: 6px; }"
            "QFrame#Notice QLabel { color: #3d3000; }"
        )
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 2, 2, 2)
        # One line (the whole text on hover): a long notice must not eat the move list.
        self.label = ElidedLabel()
        self.close_button = QToolButton()
        self.close_button.setText("×")
        self.close_button.setAutoRaise(True)
        self.close_button.clicked.connect(self.hide)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignVCenter)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)
        self.hide()

    def show_text(self, text: str, timeout_ms: int | None = NOTICE_MS) -> None:
        """Show ``text``; it closes after ``timeout_ms`` (None: when the player closes it)."""
        self.label.setText(text)
        self.show()
        if timeout_ms is None:
            self._timer.stop()
        else:
            self._timer.start(timeout_ms)

    def text(self) -> str:
        """The text shown now ("" when closed)."""
        return "" if self.isHidden() else self.label.text()
