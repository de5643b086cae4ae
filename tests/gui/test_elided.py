"""The one-line label that elides: what it shows at each width and font, and that it
measures its text only when the text, the width or the font changed (it is refreshed at
every move and every analysis update)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics, QPalette
from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from epaminondas_gui.gui.elided import ElidedLabel

from .conftest import MakeWindow, human_game

TEXT = "Depth 12 · 1,234,567 nodes · 456,789 nodes/s"


class CountingMetrics:
    """The label's font metrics, counting the calls that measure text."""

    def __init__(self, label: ElidedLabel) -> None:
        self.label = label
        self.calls = {"elidedText": 0, "horizontalAdvance": 0}

    def __getattr__(self, name: str) -> object:
        real = getattr(QFontMetrics(self.label.font()), name)
        if name in self.calls:
            self.calls[name] += 1
        return real


def shown_label(qtbot: QtBot, width: int) -> tuple[QWidget, ElidedLabel, CountingMetrics]:
    host = QWidget()
    qtbot.addWidget(host)
    label = ElidedLabel(TEXT)
    QVBoxLayout(host).addWidget(label)
    host.resize(width, 60)
    host.show()
    qtbot.waitExposed(host)
    metrics = CountingMetrics(label)
    label.fontMetrics = lambda: metrics  # type: ignore[method-assign,assignment,return-value]
    return host, label, metrics


def expected(label: ElidedLabel, text: str) -> str:
    margins = label.contentsMargins()
    width = label.width() - margins.left() - margins.right() - 2 * label.margin()
    return QFontMetrics(label.font()).elidedText(text, Qt.TextElideMode.ElideRight,
                                                 max(width, 0))


def test_it_elides_to_its_width_and_shows_the_whole_text_when_it_fits(qtbot: QtBot) -> None:
    host, label, _ = shown_label(qtbot, 120)
    assert label.is_elided()
    assert label.shown_text() == expected(label, TEXT)
    assert label.shown_text().endswith("…")
    assert label.text() == TEXT and label.toolTip() == TEXT
    host.resize(900, 60)
    qtbot.waitUntil(lambda: label.width() > 600)
    assert label.shown_text() == TEXT and not label.is_elided()
    host.resize(120, 60)
    qtbot.waitUntil(lambda: label.width() < 120)
    assert label.shown_text() == expected(label, TEXT)


def test_a_new_font_elides_again(qtbot: QtBot) -> None:
    host, label, _ = shown_label(qtbot, 200)
    before = label.shown_text()
    big = QFont(label.font())
    big.setPointSize(big.pointSize() * 2)
    label.setFont(big)
    assert label.shown_text() == expected(label, TEXT)
    assert len(label.shown_text()) < len(before)
    assert label.sizeHint().width() > QFontMetrics(big).horizontalAdvance(TEXT)
    assert host.isVisible()


def test_it_measures_only_when_the_text_the_width_or_the_font_changed(qtbot: QtBot) -> None:
    host, label, metrics = shown_label(qtbot, 160)
    label.sizeHint()
    # Refreshes with the same text, the layout asking for its size, and changes that do
    # not touch the text's width: the old label measured at each (5 sizeHint calls, 4
    # change events).
    for _ in range(5):
        label.setText(TEXT)
        label.sizeHint()
    label.setEnabled(False)
    label.setEnabled(True)
    palette = QPalette(label.palette())
    palette.setColor(QPalette.ColorRole.WindowText, palette.color(QPalette.ColorRole.Base))
    label.setPalette(palette)
    label.setToolTip("something else")
    assert metrics.calls == {"elidedText": 0, "horizontalAdvance": 0}
    # A new text is measured once, however often its size is asked for.
    label.setText(TEXT + " more")
    for _ in range(5):
        label.sizeHint()
    assert metrics.calls["elidedText"] == 1
    assert metrics.calls["horizontalAdvance"] == 1
    assert label.shown_text() == expected(label, TEXT + " more")
    # A new width elides again.
    host.resize(300, 60)
    qtbot.waitUntil(lambda: metrics.calls["elidedText"] == 2)
    assert label.shown_text() == expected(label, TEXT + " more")


def test_a_label_that_does_not_ask_for_its_text_keeps_its_size_hint() -> None:
    asking, keeping = ElidedLabel("short"), ElidedLabel("short", asks_for_text=False)
    short = asking.sizeHint().width()
    asking.setText(TEXT * 3)
    keeping.setText(TEXT * 3)
    assert asking.sizeHint().width() > short
    assert keeping.sizeHint() == keeping.minimumSizeHint()
    assert keeping.text() == TEXT * 3


@pytest.mark.parametrize("width", [800, 920, 1024])
def test_the_computer_s_reports_leave_the_side_panel_and_the_board_as_they_are(
    make_window: MakeWindow, width: int
) -> None:
    # At 920 px a long "thinking" line pulled the game panel from 272 to 563 px wide and
    # the board from 602 to 311, and back when the line was short again: at every move
    # of a game between computers.
    window = make_window(human_game(8, 8))
    window.resize(width, 640)
    settle()
    sizes = window.docks.game.width(), window.board.view.width()
    for text in ("White is thinking…",
                 "White is thinking… depth 7 · score +0.35 · c6-d5 " + TEXT * 2,
                 "White is thinking…"):
        window.game_panel.show_thinking(True, text)
        settle()
        assert (window.docks.game.width(), window.board.view.width()) == sizes, text


def settle() -> None:
    """The layouts' posted requests handled (no timer involved)."""
    for _ in range(3):
        QApplication.processEvents()
