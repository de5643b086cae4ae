"""A one-line label that shortens its text with "…" to the width it is given and shows
the whole text on hover: the side panel's banner, players and notices keep one line each
on a small screen instead of wrapping and eating the move list."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget


class ElidedLabel(QLabel):
    """Plain text on one line, elided at the right; the tooltip holds the whole text
    (or :meth:`set_details`, when the hover should say more than the line)."""

    def __init__(self, text: str = "", parent: QWidget | None = None, *,
                 asks_for_text: bool = True) -> None:
        super().__init__(parent)
        self.asks_for_text = asks_for_text
        """Whether it asks for its text's width (its size hint): False for a text that
        changes all the time (the computer's thinking), which would pull the side
        panel wider and the board smaller with each report."""
        self.setTextFormat(Qt.TextFormat.PlainText)
        self._full = ""
        self._details = ""
        # What was elided for which (text, width), and the text's width: both asked at
        # every refresh and every layout pass; measured again only when the font changes.
        self._elided_for: tuple[str, int] | None = None
        self._advance: int | None = None
        self.setText(text)

    def text(self) -> str:
        """The whole text (what is shown may be shorter: :meth:`shown_text`)."""
        return self._full

    def shown_text(self) -> str:
        return super().text()

    def setText(self, text: str) -> None:
        if text == self._full and self.toolTip() == (self._details or text):
            return
        old_advance = self._text_advance()
        self._full = text
        self._advance = None
        self.setToolTip(self._details or text)
        shown = self.shown_text()
        self._elide()
        # A new shown text lays the label out again (QLabel.setText); the same one needs
        # it only when the width asked for changed, as each layout pass costs the whole
        # window's layout.
        if (self.asks_for_text and self.shown_text() == shown
                and self._text_advance() != old_advance):
            self.updateGeometry()

    def set_details(self, details: str) -> None:
        """What the hover shows instead of the text itself ("" for the text)."""
        self._details = details
        self.setToolTip(details or self._full)

    def is_elided(self) -> bool:
        return self.shown_text() != self._full

    def sizeHint(self) -> QSize:
        if not self.asks_for_text:
            return self.minimumSizeHint()
        margins = self.contentsMargins()
        extra = margins.left() + margins.right() + 2 * self.margin() + 2
        return QSize(self._text_advance() + extra, super().sizeHint().height())

    def minimumSizeHint(self) -> QSize:
        return QSize(self.fontMetrics().horizontalAdvance("W…"),
                     super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._elided_for = None
            self._advance = None
            self._elide()

    def _text_advance(self) -> int:
        if self._advance is None:
            self._advance = self.fontMetrics().horizontalAdvance(self._full)
        return self._advance

    def _elide(self) -> None:
        margins = self.contentsMargins()
        width = max(self.width() - margins.left() - margins.right() - 2 * self.margin(), 0)
        if self._elided_for == (self._full, width):
            return
        self._elided_for = (self._full, width)
        shown = self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight, width)
        if self.shown_text() != shown:
            super().setText(shown)
