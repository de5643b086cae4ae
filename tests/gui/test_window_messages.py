"""Messages a newcomer reads: the result said once, a title without the program's name twice,
why a press on the board does nothing, a result that is not undone by accident, the draw
that can be claimed, and a save that adds nothing the record did not have."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from epaminondas_gui.core.games.outcome import Termination
from epaminondas_gui.core.games.players import Computer, Human
from epaminondas_gui.core.games.record_text import read_game_file
from epaminondas_gui.core.rules.position import SymmetryRule
from epaminondas_gui.gui.settings import GameSetup

from .conftest import MakeWindow, answer_boxes, click, drag, human_game
from .opening import open_game, saving
from .searches import thinks_until_stopped


def test_the_result_is_said_once(make_window: MakeWindow) -> None:
    window = make_window(human_game(8, 8))
    window.session.resign()  # White (to move) resigns
    result = window.session.result()
    assert result is not None
    window._show_game_over(result)  # what the timer calls
    box = window.game_over_box
    assert box is not None
    assert box.text() == "Black wins!"
    assert box.informativeText() == "White resigned."
    assert "wins" not in box.informativeText()
    box.close()


def test_the_title_leaves_the_program_name_to_qt(make_window: MakeWindow) -> None:
    window = make_window(human_game(8, 8))
    assert window.windowTitle() == "untitled[*] (8×8)"
    assert "Epaminondas" not in window.windowTitle()


def test_preferences_has_a_shortcut_on_every_platform(make_window: MakeWindow) -> None:
    window = make_window()
    assert not window.view_actions.act_prefs.shortcut().isEmpty()


def test_a_press_while_the_computer_thinks_says_why(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    started = threading.Event()
    setup = GameSetup(8, 8, None, SymmetryRule.MIDLINE, Human(), Computer(1))
    window = make_window(setup, search=thinks_until_stopped(started))
    drag(window, "b2", "b3")
    qtbot.waitUntil(started.is_set, timeout=5000)
    click(window, "c2")
    assert "The computer is thinking" in window.statusBar().currentMessage()
    window.game_actions.act_move_now.trigger()


def test_undo_after_resigning_asks_first(
    make_window: MakeWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window(human_game(8, 8))
    window.game_actions.ask_before_undoing_a_result = True
    drag(window, "b2", "b3")
    window.session.resign()
    assert window.session.result() is not None
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    asked: list[str] = []

    def question(title: str, text: str) -> QMessageBox.StandardButton:
        asked.append(text)
        return answers.pop(0)

    answer_boxes(monkeypatch, question)
    window.game_actions.act_undo.trigger()
    assert window.session.result() is not None  # kept
    assert asked and "Black resigned" in asked[0]
    window.game_actions.act_undo.trigger()
    assert window.session.result() is None  # taken back after "Yes"
    assert window.session.tree.main_line().ply == 1  # the move stays


def test_a_threefold_repetition_is_announced(make_window: MakeWindow) -> None:
    window = make_window(human_game(8, 8))
    shuffle = [("a2", "a3"), ("h7", "h6"), ("a3", "a2"), ("h6", "h7")]
    for start, end in shuffle * 2:
        drag(window, start, end)
    assert "a draw can be claimed" in window.game_status.turn.text()
    assert window.game_actions.act_claim_draw.isEnabled()
    window.game_actions.act_claim_draw.trigger()
    result = window.session.result()
    assert result is not None and result.termination is Termination.REPETITION


def test_saving_adds_no_date_to_a_record_without_one(
    make_window: MakeWindow, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    source = tmp_path / "undated.epam"
    source.write_text('[Event "Old game"]\n[Board "8x8"]\n\n1. a2-a3 *\n', encoding="utf-8")
    window = make_window(human_game(8, 8))
    assert open_game(qtbot, window, source)
    drag(window, "h7", "h6")
    with saving(qtbot, window):
        window.files.act_save.trigger()
    saved = read_game_file(source)
    assert "Date" not in saved.tags or saved.tags["Date"] == "????.??.??"
    assert [n.notation() for n in saved.mainline()] == ["a2-a3", "h7-h6"]
    # A new game gets today's date.
    window.start_new_game(human_game(8, 8))
    assert window.session.tree.tags.get("Date", "").count(".") == 2


def test_result_boxes_of_earlier_games_are_deleted(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    # Each game's box stayed a hidden child of the window: ~0.35 MB a game (the soak).
    window = make_window(human_game(8, 8))
    for _ in range(3):
        window.session.resign()
        result = window.session.result()
        assert result is not None
        window._show_game_over(result)
        window.start_new_game(human_game(8, 8))
    qtbot.waitUntil(lambda: len(window.findChildren(QMessageBox)) == 0)
