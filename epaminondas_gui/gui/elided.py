"""A one-line label that shortens its text with "…" to the width it is given and shows
the whole text on hover: the side panel's banner, players and notices keep one line each
on a small screen instead of wrapping and eating the move list."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget


class ElidedLabel(QLabel):
    """Plain text on one line, elided at the right; the tooltip holds the whole text
    (or :meth:`set_details`, when the hover should say more than the line)."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self._full = ""
        self._details = ""
        self.setText(text)

    def text(self) -> str:
        """The whole text (what is shown may be shorter: :meth:`shown_text`)."""
        return self._full

    def shown_text(self) -> str:
        return super().text()

    def setText(self, text: str) -> None:
        if text == self._full and self.toolTip() == (self._details or text):
            return
        self._full = text
        self.setToolTip(self._details or text)
        self.updateGeometry()
        self._elide()

    def set_details(self, details: str) -> None:
        """What the hover shows instead of the text itself ("" for the text)."""
        self._details = details
        self.setToolTip(details or self._full)

    def is_elided(self) -> bool:
        return self.shown_text() != self._full

    def sizeHint(self) -> QSize:
        metrics = self.fontMetrics()
        margins = self.contentsMargins()
        extra = margins.left() + margins.right() + 2 * self.margin() + 2
        return QSize(metrics.horizontalAdvance(self._full) + extra,
                     super().sizeHint().height())

    def minimumSizeHint(self) -> QSize:
        return QSize(self.fontMetrics().horizontalAdvance("W…"),
                     super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def changeEvent(self, event: object) -> None:  # type: ignore[override]
        super().changeEvent(event)  # type: ignore[arg-type]
        self._elide()

    def _elide(self) -> None:
        margins = self.contentsMargins()
        width = self.width() - margins.left() - margins.right() - 2 * self.margin()
        shown = self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight,
                                              max(width, 0))
        if self.shown_text() != shown:
            super().setText(shown)
