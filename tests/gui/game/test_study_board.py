"""The study board as a user drives it: comments, names and properties, the move tree's
keys and marks, continuing against the computer, resuming a game with its file."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from epaminondas_gui.core.ai.types import Score
from epaminondas_gui.core.games import storage
from epaminondas_gui.core.games.players import Computer, Human
from epaminondas_gui.core.games.tree import GameTree
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.position import Color, Position, SymmetryRule
from epaminondas_gui.core.study.analysis import PlayedPosition, PositionAnalysis
from epaminondas_gui.gui import settings as settings_mod
from epaminondas_gui.gui.dialogs.new_game import NewGameDialog
from epaminondas_gui.gui.files.actions import FileActions, UnsavedAnswer
from epaminondas_gui.gui.game.study_actions import PropertiesDialog
from epaminondas_gui.gui.main_window import MainWindow
from epaminondas_gui.gui.settings import GameSetup

from ..conftest import MakeWindow, answer_boxes, click_move, drag, human_game
from ..opening import open_game, saving
from ..searches import analysing
from .test_study_session import two_moves_against_the_computer

OPENING = [("a2", "a3"), ("h7", "h6"), ("b2", "b3")]


def play(window: MainWindow, moves: list[tuple[str, str]]) -> None:
    for start, end in moves:
        drag(window, start, end)


@pytest.fixture
def save_to(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    target = tmp_path / "study.epam"
    from PySide6.QtWidgets import QFileDialog

    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    return target


def test_a_typed_comment_is_saved_reloaded_and_shown(
    make_window: MakeWindow, qtbot: QtBot, save_to: Path
) -> None:
    window = make_window(human_game(8, 8))
    play(window, OPENING)
    click_move(window, 1)  # h7-h6
    editor = window.game_panel.move_panel.comment_edit
    editor.setFocus()
    QTest.keyClicks(editor, "Black mirrors the first move")
    # Saved into the game after a short pause (or at once when another move is shown).
    qtbot.waitUntil(lambda: window.session.tree.cursor.comment == "Black mirrors the first move")
    assert window.isWindowModified()
    with saving(qtbot, window):
        window.files.act_save.trigger()
    assert "{Black mirrors the first move}" in save_to.read_text(encoding="utf-8")

    window.start_new_game(human_game(8, 8))
    assert open_game(qtbot, window, save_to)
    # Shown under its move in the list, and in the editor when that move is shown.
    assert "Black mirrors the first move" in window.game_panel.move_list.toPlainText()
    click_move(window, 1)
    assert editor.toPlainText() == "Black mirrors the first move"
    click_move(window, 0)
    assert editor.toPlainText() == ""


def test_properties_names_show_in_the_players_panel_and_are_saved(
    make_window: MakeWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, save_to: Path
) -> None:
    window = make_window(human_game(8, 8))

    def fill(self: PropertiesDialog) -> int:
        self.fields["White"].setText("Ada")
        self.fields["Black"].setText("Bert")
        self.fields["Event"].setText("Club night")
        self.accept()
        return self.result()

    monkeypatch.setattr(PropertiesDialog, "exec", fill)
    window.study.act_properties.trigger()
    assert "Ada" in window.game_panel.player_labels[Color.WHITE].text()
    assert "Bert" in window.game_panel.player_labels[Color.BLACK].text()
    assert window.isWindowModified()
    with saving(qtbot, window):
        window.files.act_save.trigger()
    text = save_to.read_text(encoding="utf-8")
    assert '[White "Ada"]' in text and '[Event "Club night"]' in text
    window.start_new_game(human_game(8, 8))
    assert "Ada" not in window.game_panel.player_labels[Color.WHITE].text()
    open_game(qtbot, window, save_to)
    assert "Ada" in window.game_panel.player_labels[Color.WHITE].text()


def test_up_and_down_move_between_variations(make_window: MakeWindow) -> None:
    window = make_window(human_game(8, 8))
    play(window, OPENING)
    s = window.session
    s.browse(1)
    drag(window, "g7", "g6")
    s.browse(1)
    drag(window, "f7", "f6")
    parent = s.tree.cursor.parent
    assert parent is not None
    assert [n.notation() for n in parent.children] == ["h7-h6", "g7-g6", "f7-f6"]
    list_view = window.game_panel.move_list
    QTest.keyClick(list_view, Qt.Key.Key_Up)
    assert s.tree.cursor.notation() == "g7-g6"
    QTest.keyClick(list_view, Qt.Key.Key_Up)
    assert s.tree.cursor.notation() == "h7-h6"
    QTest.keyClick(list_view, Qt.Key.Key_Down)
    assert s.tree.cursor.notation() == "g7-g6"
    # Right goes on along the line shown, Left back.
    QTest.keyClick(list_view, Qt.Key.Key_Left)
    assert s.view_ply == 1
    QTest.keyClick(list_view, Qt.Key.Key_Right)
    assert s.tree.cursor.notation() == "g7-g6"


def test_continue_from_here_asks_before_removing_moves(
    make_window: MakeWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = two_moves_against_the_computer(make_window, qtbot)
    s = window.session
    click_move(window, 0)  # after White's first move: Black (the computer) to move
    assert window.study.act_continue.isEnabled()
    asked: list[str] = []

    def answer(title: str, text: str) -> QMessageBox.StandardButton:
        asked.append(text)
        return QMessageBox.StandardButton.No

    answer_boxes(monkeypatch, answer)
    window.study.act_continue.trigger()
    assert asked and "3 moves" in asked[0]
    assert s.tree.main_line().ply == 4  # declined: nothing removed
    answer_boxes(monkeypatch, lambda title, text: QMessageBox.StandardButton.Yes)
    window.study.act_continue.trigger()
    # The computer plays on from there.
    qtbot.waitUntil(lambda: s.tree.main_line().ply == 2 and s.view_ply == 2, timeout=5000)
    assert not window.study.act_continue.isEnabled()


def blunders(played: PlayedPosition) -> PositionAnalysis:
    move = legal_moves(played.position)[-1]
    return PositionAnalysis(Score(300), move, (move,))


def test_the_review_marks_moves_in_the_list(make_window: MakeWindow, qtbot: QtBot) -> None:
    window = make_window(human_game(8, 8))
    window.analysis.review_search = analysing(blunders)
    play(window, OPENING)
    window.analysis.review_game()
    review = window.analysis.review
    assert review is not None
    qtbot.waitUntil(lambda: bool(window.game_panel.move_panel.marks), timeout=8000)
    text = window.game_panel.move_list.toPlainText()
    assert any(mark in text for mark in ("?!", "?"))
    assert len(window.game_panel.move_panel.evals) == 3
    window.start_new_game(human_game(8, 8))
    assert window.game_panel.move_panel.marks == {}


def test_a_resumed_game_keeps_its_file_and_discard_means_no_resume(
    make_window: MakeWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, save_to: Path
) -> None:
    window = make_window(human_game(8, 8))
    play(window, OPENING[:2])
    with saving(qtbot, window):
        window.files.act_save.trigger()
    play(window, OPENING[2:])  # changed after saving
    assert window.isWindowModified()
    window.close()

    monkeypatch.setattr(FileActions, "ask_resume", lambda self, record: True)
    later = make_window(human_game(6, 6))
    assert later.files.offer_resume()
    assert later.files.path == save_to
    assert "study.epam" in later.windowTitle() and later.isWindowModified()
    # Saving goes to the same file without asking for a name.
    with saving(qtbot, later):
        later.files.act_save.trigger()
    assert not later.isWindowModified()
    assert "b2-b3" in save_to.read_text(encoding="utf-8")

    # Now a change that the user throws away on quitting is not offered again.
    play(later, [("h6", "h5")])
    monkeypatch.setattr(FileActions, "ask_unsaved", lambda self: UnsavedAnswer.DISCARD)
    assert later.files.maybe_save()
    assert storage.pending_autosave() is None


def test_new_game_dialog_remembers_the_last_setup_not_the_opened_game(
    make_window: MakeWindow, monkeypatch: pytest.MonkeyPatch, save_to: Path
) -> None:
    chosen = GameSetup(8, 8, None, SymmetryRule.MIDLINE, Human(), Computer(3))
    window = make_window(human_game(8, 8))
    window.start_new_game(chosen)  # what the dialog last chose
    window.files.start_tree(GameTree.new(Position.start(6, 6)), human_game(6, 6))  # opened
    seen: list[GameSetup] = []

    def look(self: NewGameDialog) -> int:
        seen.append(self.setup())
        return 0

    monkeypatch.setattr(NewGameDialog, "exec", look)
    window.new_game_dialog()
    assert seen[0].black == Computer(3) and (seen[0].width, seen[0].height) == (8, 8)
    assert settings_mod.load_game_setup().black == Computer(3)
