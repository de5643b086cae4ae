"""set_shown tells Qt only what changes a widget's shown-or-hidden state."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QLabel, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from epaminondas_gui.gui.visibility import set_shown


class Counted(QLabel):
    def __init__(self) -> None:
        super().__init__("x")
        self.calls: list[bool] = []

    def setVisible(self, visible: bool) -> None:
        self.calls.append(visible)
        super().setVisible(visible)


def test_only_a_change_is_told_and_a_hidden_child_stays_hidden(qtbot: QtBot) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    child = Counted()
    QVBoxLayout(host).addWidget(child)
    set_shown(child, False)  # the parent not shown yet: told all the same
    set_shown(child, False)
    host.show()
    qtbot.waitExposed(host)
    assert not child.isVisible()  # it did not follow its parent
    for shown in (True, True, True, False, False, True):
        set_shown(child, shown)
    assert child.calls == [False, True, False, True]
    assert child.isVisible()


def test_a_widget_never_told_is_told_even_what_it_seems_to_be(qtbot: QtBot) -> None:
    # A widget without a parent is hidden, but not by a call: added to a shown window's
    # layout it would show itself, unless it was told to stay hidden.
    host = QWidget()
    qtbot.addWidget(host)
    layout = QVBoxLayout(host)
    host.show()
    qtbot.waitExposed(host)
    child = Counted()
    assert child.isHidden()
    set_shown(child, False)
    layout.addWidget(child)
    QApplication.processEvents()  # the layout's queued show, if any, has run
    assert child.calls == [False] and not child.isVisible()
