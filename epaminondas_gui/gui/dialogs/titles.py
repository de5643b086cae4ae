"""Dialogs as wide as their titles: a window manager cuts a title that does not fit
("New game from t… — Epaminondas"), and it adds the program's name after it."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QApplication,
    QGridLayout,
    QMessageBox,
    QSizePolicy,
    QSpacerItem,
    QWidget,
)

#: What the title bar adds around the text: the program's name, the window's buttons and
#: margins (measured on the common desktops' title bars, generously).
TITLE_SUFFIX = " — Epaminondas"
TITLE_CHROME_PX = 150


def title_width(title: str) -> int:
    """How wide a window must be for its title bar to show ``title`` in full."""
    font = QFont(QApplication.font())
    font.setBold(True)  # title bars use a bold or larger font than the dialog's
    font.setPointSizeF(font.pointSizeF() * 1.1)
    return QFontMetrics(font).horizontalAdvance(title + TITLE_SUFFIX) + TITLE_CHROME_PX


def fit_title(dialog: QWidget) -> None:
    """Make ``dialog`` at least as wide as its title needs (call after setWindowTitle)."""
    dialog.setMinimumWidth(max(dialog.minimumWidth(), title_width(dialog.windowTitle())))


def fit_message_title(box: QMessageBox) -> None:
    """The same for a QMessageBox, which sizes itself to its text and ignores a minimum
    width: its text label gets the width the title needs ("Fin de la partid…")."""
    need = title_width(box.windowTitle())
    # A spacer as wide as the title across the box's grid: a style-sheet min-width on the
    # text label made the label miscount its wrapped lines and cut the last one ("…teach
    # the rules by play").
    layout = box.layout()
    if isinstance(layout, QGridLayout):
        layout.addItem(QSpacerItem(need, 0, QSizePolicy.Policy.Minimum,
                                   QSizePolicy.Policy.Fixed),
                       layout.rowCount(), 0, 1, layout.columnCount())
