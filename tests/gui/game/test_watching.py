"""Watching a game between computers in the window: the pause button, Move now and the P
key, and the wait's preference (the turn loop's side: tests/gui/game/test_session*.py)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from epaminondas_gui.core.games.players import Computer, Human
from epaminondas_gui.core.rules.position import SymmetryRule
from epaminondas_gui.gui.settings import GameSetup, Preferences, load_preferences, save_preferences

from ..conftest import MakeWindow, drag, quiet_prefs
from ..events import EventCounter
from ..searches import first_move

COMPUTERS = GameSetup(8, 8, None, SymmetryRule.MIDLINE, Computer(1), Computer(1))


def test_the_pause_button_pauses_and_move_now_plays_one_move(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    # What pause and Move now do to the game: tests/gui/game/test_session.py.
    window = make_window(COMPUTERS, search=first_move, prefs=quiet_prefs(computer_move_ms=100))
    session = window.session
    panel = window.game_panel
    assert panel.pause_button.isVisible() and panel.pause_button.text() == "Pause"
    QTest.mouseClick(panel.pause_button, Qt.MouseButton.LeftButton)
    assert session.paused and window.game_actions.act_pause.isChecked()
    assert panel.ai_box.isVisible() and "paused" in panel.ai_label.text()
    assert panel.pause_button.text() == "Go on" and panel.move_now_button.isEnabled()
    with qtbot.waitSignal(session.move_played, timeout=5000):
        QTest.mouseClick(panel.move_now_button, Qt.MouseButton.LeftButton)
    assert session.paused and panel.pause_button.text() == "Go on"
    QTest.keyClick(window, Qt.Key.Key_P)  # the P key goes on
    assert not session.paused and not window.game_actions.act_pause.isChecked()
    assert panel.pause_button.text() == "Pause"


def test_the_thinking_box_stays_shown_from_one_computer_s_move_to_the_next(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    """One computer's move ends its search and starts the other's in the same turn: the
    box, its busy bar and the status bar's line were hidden and shown again at every
    move (a layout pass each, beside both engines). They go only when nothing thinks."""
    window = make_window(COMPUTERS, search=first_move)
    panel, status, session = window.game_panel, window.game_status, window.session
    hides = EventCounter(QEvent.Type.Hide)
    for widget in (panel.ai_box, panel.ai_progress, status.thinking, status.progress):
        widget.installEventFilter(hides)
    qtbot.waitUntil(lambda: session.line.ply >= 8, timeout=10000)
    assert hides.count == 0
    assert panel.ai_box.isVisible()
    assert not status.thinking.isVisible()  # the panel, on screen, says it
    window.game_actions.act_pause.trigger()  # nothing thinks now: it says so at once
    assert "paused" in panel.ai_label.text()
    window.game_actions.act_pause.trigger()
    qtbot.waitUntil(lambda: session.tree.outcome() is not None, timeout=20000)
    qtbot.waitUntil(lambda: not panel.ai_box.isVisible(), timeout=2000)


def test_paused_against_a_person_move_now_is_offered_on_the_computers_turn(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    # That the computer waits meanwhile: tests/gui/game/test_session_play.py.
    setup = GameSetup(8, 8, None, SymmetryRule.MIDLINE, Human(), Computer(1))
    window = make_window(setup, search=first_move)
    session, actions = window.session, window.game_actions
    actions.act_pause.trigger()
    assert session.paused and not actions.act_move_now.isEnabled()  # the person's turn
    drag(window, "a2", "a3")  # the board still takes the person's move
    assert actions.act_move_now.isEnabled() and window.game_panel.move_now_button.isEnabled()
    with qtbot.waitSignal(session.move_played, timeout=5000):
        actions.act_move_now.trigger()
    assert not actions.act_move_now.isEnabled()


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
