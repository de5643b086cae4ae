"""The window's message boxes (gui/dialogs/boxes.py) are as wide as their titles: Qt's
static boxes were sized to their text, and the window manager cut the German "Partie kann
nicht geöffnet werden"."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from epaminondas_gui.gui.dialogs import boxes
from epaminondas_gui.gui.dialogs.titles import title_width

TITLE = "Partie kann nicht geöffnet werden"


@pytest.mark.parametrize(("ask", "answer", "returned"), [
    (boxes.warning, QMessageBox.StandardButton.Ok, None),
    (boxes.critical, QMessageBox.StandardButton.Ok, None),
    (boxes.question, QMessageBox.StandardButton.Yes, True),
    (boxes.question, QMessageBox.StandardButton.No, False),
])
def test_a_box_is_as_wide_as_its_title_and_gives_its_answer(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, ask: Callable[[None, str, str], object],
        answer: QMessageBox.StandardButton, returned: bool | None) -> None:
    shown: list[tuple[int, str, str]] = []

    def show(box: QMessageBox) -> QMessageBox.StandardButton:
        qtbot.addWidget(box)
        box.open()
        qtbot.waitExposed(box)
        shown.append((box.width(), box.windowTitle(), box.text()))
        box.close()
        return answer

    monkeypatch.setattr(boxes, "show", show)
    assert ask(None, TITLE, "„a.epam“ ist keine Partieaufzeichnung.") == returned
    [(width, title, text)] = shown
    assert (title, text) == (TITLE, "„a.epam“ ist keine Partieaufzeichnung.")
    assert width >= title_width(TITLE)
