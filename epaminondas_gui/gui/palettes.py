"""The application's colours for the light and dark themes: Qt palettes for the widgets,
the background around the board, the learning dialogs' feedback text, and rings that
make radio buttons and check boxes show on the dark palette."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPalette, QPen
from PySide6.QtWidgets import QApplication, QStyle, QStyleOption, QWidget

from .screen_fit import ScreenFitStyle
from .theme import ThemeName

#: Behind the board (and the evaluation bar beside it), per theme.
BOARD_BACKGROUND: dict[ThemeName, QColor] = {
    ThemeName.LIGHT: QColor("#e7e1d6"),
    ThemeName.DARK: QColor("#26292f"),
}


def palette_for(name: ThemeName) -> QPalette:
    return dark_palette() if name is ThemeName.DARK else light_palette()


def light_palette() -> QPalette:
    p = QApplication.style().standardPalette()
    # Fusion's selection blue is too light for white text on it (3.7:1).
    p.setColor(QPalette.ColorRole.Highlight, QColor("#2b6cb0"))
    return p


def dark_palette() -> QPalette:
    p = QPalette()
    role = QPalette.ColorRole
    p.setColor(role.Window, QColor("#2b2e34"))
    p.setColor(role.WindowText, QColor("#e6e6e6"))
    p.setColor(role.Base, QColor("#1f2227"))
    p.setColor(role.AlternateBase, QColor("#292c32"))
    p.setColor(role.ToolTipBase, QColor("#3a3f47"))
    p.setColor(role.ToolTipText, QColor("#f0f0f0"))
    p.setColor(role.Text, QColor("#e6e6e6"))
    p.setColor(role.Button, QColor("#353a41"))
    p.setColor(role.ButtonText, QColor("#e6e6e6"))
    p.setColor(role.BrightText, QColor("#ff6b6b"))
    p.setColor(role.Highlight, QColor("#3d6fb8"))
    p.setColor(role.HighlightedText, QColor("#ffffff"))
    p.setColor(role.Link, QColor("#7fb0ff"))
    p.setColor(role.PlaceholderText, QColor("#8a9099"))
    disabled = QPalette.ColorGroup.Disabled
    for r in (role.WindowText, role.Text, role.ButtonText):
        p.setColor(disabled, r, QColor("#7a7f87"))
    return p


#: The learning dialogs' feedback text (done, try again) on a light and a dark window:
#: each at least 4.5:1 against the window colour (tests/gui/test_themes.py).
FEEDBACK: dict[str, tuple[str, str]] = {
    "good": ("#1a6b2d", "#7fdc92"),
    "again": ("#9c4215", "#ffb37d"),
}


def is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


def feedback_colour(kind: str, palette: QPalette) -> str:
    """The colour of feedback text of ``kind`` ("good" or "again") on ``palette``."""
    light, dark = FEEDBACK[kind]
    return dark if is_dark(palette) else light


class IndicatorStyle(ScreenFitStyle):
    """The platform style, with a light ring around radio buttons and check boxes on a
    dark palette: Fusion draws their edge darker than the window, which on the dark
    palette leaves them all but invisible. (A :class:`ScreenFitStyle`: dialogs still fit
    the screen when this style is set.)"""

    def drawPrimitive(
        self,
        element: QStyle.PrimitiveElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        super().drawPrimitive(element, option, painter, widget)
        kinds = (QStyle.PrimitiveElement.PE_IndicatorRadioButton,
                 QStyle.PrimitiveElement.PE_IndicatorCheckBox)
        if element not in kinds or not is_dark(option.palette):
            return
        rect = QRectF(option.rect).adjusted(0.5, 0.5, -0.5, -0.5)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(QColor("#9aa3ad"), 1.0))
        painter.setBrush(QColor(0, 0, 0, 0))
        if element is QStyle.PrimitiveElement.PE_IndicatorRadioButton:
            painter.drawEllipse(rect.adjusted(0.5, 0.5, -0.5, -0.5))
        else:
            painter.drawRoundedRect(rect, 2.0, 2.0)
        painter.restore()


def install_indicator_style(app: QApplication) -> None:
    """Put :class:`IndicatorStyle` over the application's style (once)."""
    if not isinstance(app.style(), IndicatorStyle):
        app.setStyle(IndicatorStyle(app.style().name()))
