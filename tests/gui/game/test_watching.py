"""Watching a game between computers: each move shown for a while, pause, one move at a time."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from epaminondas_gui.core.games.players import Computer, Human
from epaminondas_gui.core.rules.position import SymmetryRule
from epaminondas_gui.gui.settings import GameSetup, Preferences, load_preferences, save_preferences

from ..conftest import MakeWindow, drag, quiet_prefs
from ..searches import first_move

COMPUTERS = GameSetup(8, 8, None, SymmetryRule.MIDLINE, Computer(1), Computer(1))


def test_pause_stops_the_computer_and_move_now_plays_one_move(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    window = make_window(COMPUTERS, search=first_move, prefs=quiet_prefs(computer_move_ms=100))
    session = window.session
    actions = window.game_actions
    panel = window.game_panel
    qtbot.waitUntil(lambda: session.tree.main_line_end().ply >= 2, timeout=10_000)
    assert panel.pause_button.isVisible() and panel.pause_button.text() == "Pause"
    QTest.mouseClick(panel.pause_button, Qt.MouseButton.LeftButton)
    assert session.paused and actions.act_pause.isChecked()
    # Nothing runs and nothing is held: no move can come.
    assert not session.ai.busy and not session.computer_thinking
    ply = session.tree.main_line_end().ply
    assert panel.ai_box.isVisible() and "paused" in panel.ai_label.text()
    assert panel.pause_button.text() == "Go on" and panel.move_now_button.isEnabled()
    # Move now plays exactly one move, and the computer stays paused.
    with qtbot.waitSignal(session.move_played, timeout=5000):
        QTest.mouseClick(panel.move_now_button, Qt.MouseButton.LeftButton)
    assert session.tree.main_line_end().ply == ply + 1
    assert session.paused and not session.ai.busy and not session.computer_thinking
    # The P key goes on.
    QTest.keyClick(window, Qt.Key.Key_P)
    assert not session.paused and not actions.act_pause.isChecked()
    qtbot.waitUntil(lambda: session.tree.main_line_end().ply >= ply + 3, timeout=10_000)


def test_paused_against_a_human_the_computer_waits_for_move_now(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    setup = GameSetup(8, 8, None, SymmetryRule.MIDLINE, Human(), Computer(1))
    window = make_window(setup, search=first_move)
    session = window.session
    window.game_actions.act_pause.trigger()
    assert session.paused
    drag(window, "a2", "a3")  # the human still moves
    assert session.tree.main_line_end().ply == 1
    assert not session.ai.busy and window.game_actions.act_move_now.isEnabled()
    assert window.game_panel.move_now_button.isEnabled()
    with qtbot.waitSignal(session.move_played, timeout=5000):
        window.game_actions.act_move_now.trigger()
    assert session.tree.main_line_end().ply == 2 and session.human_to_move()


def test_the_wait_is_a_preference(qtbot: QtBot) -> None:
    from epaminondas_gui.gui.dialogs.preferences import PreferencesDialog

    assert Preferences().computer_move_ms == 1000
    save_preferences(Preferences(computer_move_ms=2500))
    assert load_preferences().computer_move_ms == 2500
    dialog = PreferencesDialog(load_preferences(), sound_available=False)
    qtbot.addWidget(dialog)
    assert dialog.computer_move.value() == 2.5
    dialog.computer_move.setValue(0.0)
    assert dialog.computer_move.text() == "At once"
    assert dialog.preferences().computer_move_ms == 0
