"""Screen fit: every dialog is fitted to the screen as it is shown, wherever it hangs in
the widget tree; and the other widgets' events no longer pass through Python for it."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QEvent, QObject, QRect
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QMessageBox, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from epaminondas_gui.gui import screen_fit
from epaminondas_gui.gui.screen_fit import (
    FRAME_SIDE_PX,
    FRAME_TOP_PX,
    ScreenFit,
    ScreenFitStyle,
    available_area,
    install_screen_fit,
)


@pytest.fixture
def installed() -> None:
    install_screen_fit()


class CountingFit(ScreenFit):
    """The screen fit's filter, counting the events it is given."""

    events = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        CountingFit.events += 1
        return super().eventFilter(watched, event)


def host(qtbot: QtBot) -> tuple[QWidget, QLabel]:
    window = QWidget()
    qtbot.addWidget(window)
    inner = QLabel("a widget deep in the window")
    QVBoxLayout(window).addWidget(inner)
    window.show()
    qtbot.waitExposed(window)
    return window, inner


def in_screen(dialog: QWidget) -> bool:
    area = available_area(dialog)
    frame = QRect(dialog.x(), dialog.y(), dialog.width() + 2 * FRAME_SIDE_PX,
                  dialog.height() + FRAME_TOP_PX + FRAME_SIDE_PX)
    return area.contains(frame)


def big_dialog(parent: QWidget | None) -> QDialog:
    dialog = QDialog(parent)
    QVBoxLayout(dialog).addWidget(QLabel("a dialog larger than the screen"))
    area = available_area(dialog)
    dialog.resize(area.width() + 300, area.height() + 200)
    dialog.move(area.right() - 100, area.bottom() - 100)
    return dialog


def big_box(parent: QWidget | None) -> QDialog:
    box = QMessageBox(parent)
    box.setText("A message box moved off the screen")
    area = available_area(box)
    box.move(area.right() - 50, area.bottom() - 50)
    return box


CASES: list[tuple[str, Callable[[QWidget, QLabel], QDialog]]] = [
    ("a dialog of the window", lambda window, _inner: big_dialog(window)),
    ("a dialog of a widget inside it", lambda _window, inner: big_dialog(inner)),
    ("a dialog without a parent", lambda _window, _inner: big_dialog(None)),
    ("a message box of a widget inside it", lambda _window, inner: big_box(inner)),
]


@pytest.mark.parametrize(("name", "make"), CASES, ids=[case[0] for case in CASES])
def test_every_dialog_is_fitted_to_the_screen_as_it_is_shown(
    qtbot: QtBot, installed: None, name: str,
    make: Callable[[QWidget, QLabel], QDialog],
) -> None:
    window, inner = host(qtbot)
    dialog = make(window, inner)
    if dialog.parent() is None:
        qtbot.addWidget(dialog)
    assert not in_screen(dialog), name
    dialog.show()
    qtbot.waitExposed(dialog)
    assert in_screen(dialog), name
    assert dialog.width() <= available_area(dialog).width() - 2 * FRAME_SIDE_PX, name
    # Again when shown again after it was moved off.
    dialog.hide()
    dialog.move(available_area(dialog).right() - 20, 0)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert in_screen(dialog), name


def test_other_widgets_events_do_not_go_through_the_filter(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    # Screen fit installed anew, with a filter that counts.
    monkeypatch.setattr(screen_fit, "ScreenFit", CountingFit)
    for name in ("screen_fit", "screen_fit_installed"):  # (the latter: the old code's)
        app.setProperty(name, None)
    install_screen_fit()
    assert isinstance(app.style(), ScreenFitStyle)
    window, inner = host(qtbot)
    CountingFit.events = 0
    # Work as a window does at every move: texts changed, widgets laid out and painted.
    for index in range(20):
        inner.setText(f"move {index}")
        window.resize(300 + index, 200)
        window.repaint()
        QApplication.processEvents()
    # An application-wide filter was given every one of those events (hundreds).
    assert CountingFit.events == 0
    dialog = big_dialog(window)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert in_screen(dialog)
    # The dialog's own events only (its show among them), not its children's.
    assert 0 < CountingFit.events < 40
