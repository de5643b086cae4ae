"""Clocks in the window: the New game dialog's choice, a flag fall told, a resumed game's
clocks, the panel's clocks and the review's times. The clocks of the turn loop (each
move's, the flag, take-backs, pause, a held move): tests/gui/game/test_session_clocks.py.

The clocks run on a fake time source the test moves on; no test sleeps."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from epaminondas_gui.core.games.clock import NO_TIME_CONTROL, TimeControl
from epaminondas_gui.core.games.players import Computer, Human
from epaminondas_gui.core.games.record_text import read_record, write_record
from epaminondas_gui.core.games.tree import GameTree
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.position import Color, Position, Rules, SymmetryRule
from epaminondas_gui.gui.clock_driver import clock_text
from epaminondas_gui.gui.dialogs.new_game import NewGameDialog
from epaminondas_gui.gui.files.actions import FileActions
from epaminondas_gui.gui.i18n import install_language
from epaminondas_gui.gui.main_window import MainWindow
from epaminondas_gui.gui.settings import GameSetup, load_game_setup, save_game_setup

from ...fake_time import FakeTime
from ..analysis.test_analysis_window import to_move_wins
from ..conftest import MakeWindow, quiet_prefs
from ..searches import analysing, first_move

BLITZ = TimeControl.fischer(180_000, 2_000)  # 3 + 2



def setup(white=None, black=None, control: TimeControl = BLITZ) -> GameSetup:
    return GameSetup(8, 8, None, SymmetryRule.MIDLINE, white or Human(), black or Human(),
                     time_control=control)


def timed_window(make_window: MakeWindow, game: GameSetup, search=None) -> tuple[MainWindow,
                                                                                 FakeTime]:
    window = make_window(search=search)
    clock = FakeTime()
    window.session.clock.time_source = clock
    window.start_new_game(game)
    return window, clock


def play_first(window: MainWindow) -> None:
    session = window.session
    session.play(legal_moves(session.shown_position, session.rules)[0])


# -- the dialog and the remembered setup ---------------------------------------------------


def test_the_dialog_offers_presets_and_checks_a_custom_control(qtbot: QtBot) -> None:
    dialog = NewGameDialog(GameSetup())
    qtbot.addWidget(dialog)
    choice = dialog.clock_choice
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons is not None
    ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert choice.combo.currentIndex() == 0 and dialog.setup().time_control == NO_TIME_CONTROL
    texts = [choice.combo.itemText(i) for i in range(choice.combo.count())]
    assert texts == ["No clock", "1 min + 1 s", "3 min + 2 s", "5 min + 3 s", "10 min + 5 s",
                     "15 min + 10 s", "30 s a move", "5 s a move", "Custom…"]
    choice.combo.setCurrentIndex(2)
    assert dialog.setup().time_control == BLITZ
    assert choice.custom.isHidden() and choice.error.isHidden()
    choice.combo.setCurrentIndex(6)
    assert dialog.setup().time_control == TimeControl.per_move(30_000)
    # Custom: checked as typed, OK off while the text is not a control.
    choice.combo.setCurrentIndex(8)
    assert not choice.custom.isHidden()
    assert not ok.isEnabled() and choice.error.isHidden()  # empty: the placeholder guides
    choice.custom.setText("5+")
    assert not ok.isEnabled() and "Not a time control" in choice.error.text()
    # Minutes + seconds as the presets, and the reading shown as it is typed.
    choice.custom.setText("5+3")
    assert ok.isEnabled() and choice.error.text() == "Read as: 5 min + 3 s"
    assert dialog.setup().time_control == TimeControl.fischer(300_000, 3_000)
    choice.custom.setText("White 5+2, Black 1+1")
    assert ok.isEnabled() and choice.error.text() == (
        "Read as: White 5 min + 2 s, Black 1 min + 1 s")
    assert dialog.setup().time_control == TimeControl.parse("White 300+2, Black 60+1")
    choice.custom.setText("-")  # no clock is not a custom control
    assert not ok.isEnabled() and not choice.error.isHidden()
    choice.combo.setCurrentIndex(0)
    assert ok.isEnabled() and choice.error.isHidden()
    # A game from a position chooses its clock too (the board's rows are hidden).
    dialog = NewGameDialog(setup(), position=Position.start(8, 8), rules=Rules())
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.clock_choice.combo.isVisible() and not dialog.width_spin.isVisible()
    assert dialog.setup().time_control == BLITZ


def test_the_dialog_grows_for_the_custom_rows(qtbot: QtBot) -> None:
    install_language("de")  # the longest error text
    dialog = NewGameDialog(GameSetup())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    start = dialog.height()
    choice = dialog.clock_choice
    choice.combo.setCurrentIndex(choice.combo.count() - 1)
    choice.custom.setText("White 5+")
    error = choice.error

    def whole() -> bool:
        return error.isVisible() and error.height() >= error.heightForWidth(error.width())

    qtbot.waitUntil(whole, timeout=3000)
    assert dialog.height() > start


def test_the_clock_is_remembered_with_the_setup(qtbot: QtBot) -> None:
    each = TimeControl.parse("White 300+2, Black 60+1")
    save_game_setup(setup(control=each))
    assert load_game_setup().time_control == each
    dialog = NewGameDialog(load_game_setup())
    qtbot.addWidget(dialog)
    assert dialog.clock_choice.combo.currentText() == "Custom…"
    assert dialog.clock_choice.custom.text() == "White 5+2, Black 1+1"  # as typed
    assert dialog.setup().time_control == each
    save_game_setup(setup(control=TimeControl.per_move(5_000)))
    dialog = NewGameDialog(load_game_setup())
    qtbot.addWidget(dialog)
    assert dialog.clock_choice.combo.currentText() == "5 s a move"
    # A broken stored value is no clock.
    QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, "Epaminondas",
              "Epaminondas").setValue("game/time_control", "soon")
    assert load_game_setup().time_control == NO_TIME_CONTROL


# -- the session ---------------------------------------------------------------------------


def test_a_flag_fall_is_told_by_the_box_and_the_banner(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    # The flag's fall in the turn loop, and an opened game's clocks waiting for a move:
    # tests/gui/game/test_session_clocks.py and test_session.py.
    window, clock = timed_window(make_window, setup(control=TimeControl.fischer(60_000, 1_000)))
    play_first(window)
    clock.advance(60_001)  # Black's time runs out
    window.session.clock.check_flag()  # what the timer does when it fires
    qtbot.waitUntil(lambda: window.game_over_box is not None, timeout=3000)
    box = window.game_over_box
    assert box is not None and box.text() == "White wins!"
    assert box.informativeText() == "Black's clock ran out."
    assert window.game_panel.turn_banner.text() == "White wins on time: Black's clock ran out."


# -- the panel ------------------------------------------------------------------------------


def test_the_panel_shows_the_clocks_and_warns(make_window: MakeWindow, qtbot: QtBot) -> None:
    window, clock = timed_window(make_window, setup(control=TimeControl.fischer(60_000)))
    panel = window.game_panel
    labels = panel.clock_labels
    assert labels[Color.WHITE].isVisible() and labels[Color.BLACK].isVisible()
    assert labels[Color.WHITE].text() == "1:00" and labels[Color.WHITE].property("running")
    assert not labels[Color.BLACK].property("running") and panel.clock_timer.isActive()
    clock.advance(50_500)
    with qtbot.waitSignal(panel.clock_timer.timeout, timeout=1000):
        pass
    assert labels[Color.WHITE].text() == "0:09.5" and labels[Color.WHITE].property("low")
    assert not labels[Color.BLACK].property("low")
    # The status bar has them too, for when the panel is closed.
    status = window.game_status.clocks
    assert status.isVisible() and status.text() == "White 0:09.5 · Black 1:00"
    play_first(window)
    assert labels[Color.WHITE].text() == "0:09.5" and not labels[Color.WHITE].property("running")
    assert labels[Color.BLACK].property("running")
    window.session.resign()
    assert not panel.clock_timer.isActive()
    window.start_new_game(setup(control=NO_TIME_CONTROL))
    assert not labels[Color.WHITE].isVisible() and not panel.clock_timer.isActive()
    assert not status.isVisible()


def test_clock_text() -> None:
    assert [clock_text(ms) for ms in (180_000, 59_999, 10_000, 9_999, 0, -5, 3_723_000)] == [
        "3:00", "0:59", "0:10", "0:09.9", "0:00.0", "0:00.0", "1:02:03"]


# -- the review -------------------------------------------------------------------------------


def test_the_review_shows_the_time_each_move_took(make_window: MakeWindow, qtbot: QtBot) -> None:
    window, clock = timed_window(make_window, setup(control=TimeControl.fischer(180_000)))
    window.analysis.review_search = analysing(to_move_wins)  # every move an error
    for ms in (12_340, 4_000, 61_000):
        clock.advance(ms)
        play_first(window)
    window.analysis.review_game()
    review = window.analysis.review
    assert review is not None
    qtbot.waitUntil(lambda: review.review is not None and not review.running, timeout=8000)
    panel = window.analysis.review_panel
    texts = [panel.errors.item(row).text() for row in range(panel.errors.count())]
    assert len(texts) == 3
    assert texts[0].endswith("  ·  12.3 s") and texts[1].endswith("  ·  4.0 s")
    assert texts[2].endswith("  ·  1:01")
    summary = panel.summary
    times = summary._times
    assert times[Color.WHITE].text() == "1:13" and times[Color.BLACK].text() == "4.0 s"
    assert summary._time_name.isVisibleTo(panel)


def test_a_resumed_timed_game_keeps_its_clocks(
    make_window: MakeWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, clock = timed_window(make_window, setup())
    for ms in (10_000, 20_000):
        clock.advance(ms)
        play_first(window)
    window.close()  # waits for the last autosave
    monkeypatch.setattr(FileActions, "ask_resume", lambda self, record: True)
    later = make_window()
    later.session.clock.time_source = clock
    assert later.files.offer_resume()
    driver = later.session.clock
    assert later.session.tree.time_control == BLITZ and later.session.line.ply == 2
    assert (driver.remaining(Color.WHITE), driver.remaining(Color.BLACK)) == (172_000, 162_000)
    assert not driver.running and later.game_panel.clock_labels[Color.WHITE].text() == "2:52"


def test_a_held_move_is_shown_as_the_computers_turn(make_window: MakeWindow, qtbot: QtBot) -> None:
    # That its clock stops meanwhile: tests/gui/game/test_session_clocks.py.
    window = make_window(search=first_move, prefs=quiet_prefs(computer_move_ms=60_000))
    session = window.session
    window.start_new_game(setup(Human(), Computer(1)))
    play_first(window)
    qtbot.waitUntil(lambda: session.computer_thinking and not session.ai.busy, timeout=5000)
    labels = window.game_panel.clock_labels
    assert labels[Color.BLACK].property("running") and not session.clock.running
    assert window.game_actions.act_move_now.isEnabled()
    window.game_actions.act_move_now.trigger()
    assert not labels[Color.BLACK].property("running")
    assert labels[Color.WHITE].property("running")


def test_a_reopened_flag_fall_shows_the_flag_and_counts_its_time(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    window, clock = timed_window(make_window, setup(control=TimeControl.fischer(60_000)))
    window.analysis.review_search = analysing(to_move_wins)
    clock.advance(5_000)
    play_first(window)  # White 55 s left
    clock.advance(26_000)
    play_first(window)  # Black 34 s left
    clock.advance(55_001)  # White's flag falls
    window.session.clock.check_flag()
    text = write_record(window.files.record())
    later = make_window()
    later.files.start_tree(GameTree(read_record(text)), setup(), saved=True)
    labels = later.game_panel.clock_labels
    assert (labels[Color.WHITE].text(), labels[Color.BLACK].text()) == ("0:00.0", "0:34")
    line = later.session.tree.main_line()
    assert line.flagged() is Color.WHITE and line.time_to_flag() == 55_000
    # The review's time used: White's 5 s and the 55 s it thought until the flag.
    later.analysis.review_search = analysing(to_move_wins)
    later.analysis.review_game()
    review = later.analysis.review
    assert review is not None
    qtbot.waitUntil(lambda: review.review is not None and not review.running, timeout=8000)
    times = later.analysis.review_panel.summary._times
    assert times[Color.WHITE].text() == "1:00" and times[Color.BLACK].text() == "26.0 s"
