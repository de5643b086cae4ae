"""Saved games in the window: File menu, title and modified mark, autosave and
resuming, the command line, the clipboard and the position editor's entry point.

Dialogs are replaced where a player would answer them: the file dialogs return a chosen
path, message boxes are recorded, and the two questions of FileActions are patched.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from epaminondas_gui import app as app_module
from epaminondas_gui.core.games import storage
from epaminondas_gui.core.games.outcome import Termination
from epaminondas_gui.core.games.players import Computer, Human, default_name
from epaminondas_gui.core.games.record import GameRecord, Node
from epaminondas_gui.core.games.tree import GameTree
from epaminondas_gui.core.rules.position import Color, Position, SymmetryRule
from epaminondas_gui.gui.dialogs.editor import EditorDialog
from epaminondas_gui.gui.dialogs.new_game import NewGameDialog
from epaminondas_gui.gui.files.actions import (
    FileActions,
    UnsavedAnswer,
)
from epaminondas_gui.gui.main_window import MainWindow
from epaminondas_gui.gui.session import GameSession
from epaminondas_gui.gui.settings import GameSetup

from ..conftest import MakeWindow, answer_boxes, click_move, drag, human_game
from ..opening import open_game, opening, saving
from ..searches import first_move

OPENING = [("a2", "a3"), ("h7", "h6"), ("b2", "b3")]


class FileChooser:
    """Stands in for the open and save dialogs: returns the next path it was given."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.save_to: Path | None = None
        self.open_from: Path | None = None
        self.save_asked = 0
        monkeypatch.setattr(QFileDialog, "getSaveFileName", self._save)
        monkeypatch.setattr(QFileDialog, "getOpenFileName", self._open)

    def _save(self, *args: object, **kwargs: object) -> tuple[str, str]:
        self.save_asked += 1
        return (str(self.save_to) if self.save_to else "", "")

    def _open(self, *args: object, **kwargs: object) -> tuple[str, str]:
        return (str(self.open_from) if self.open_from else "", "")


@pytest.fixture
def chooser(monkeypatch: pytest.MonkeyPatch) -> FileChooser:
    return FileChooser(monkeypatch)


def play(window: MainWindow, moves: list[tuple[str, str]]) -> None:
    for start, end in moves:
        drag(window, start, end)


def texts(window: MainWindow) -> list[str]:
    return window.session.line.notation()


def test_file_menu_lists_the_actions(make_window: MakeWindow) -> None:
    window = make_window(human_game(8, 8))
    menus = [a.menu() for a in window.menuBar().actions()]
    assert menus[0] is window.files.menu_file  # File comes first
    names = [a.objectName() for a in window.files.menu_file.actions() if not a.isSeparator()]
    assert names[0] == "open" and names[-1] == "quit"
    assert {"save", "save_as", "copy_game", "paste_game", "saved_games"} <= set(names)
    assert window.act_quit not in window.menu_game.actions()
    game_menu = window.menu_game.actions()
    below_new = game_menu[game_menu.index(window.game_actions.act_new) + 1]
    assert below_new is window.files.act_setup_position
    assert window.files.act_save.shortcut().toString() == "Ctrl+S"
    assert window.files.act_browse.shortcut().toString() == "Ctrl+Shift+O"


def test_save_then_open_round_trip(
    make_window: MakeWindow, qtbot: QtBot, chooser: FileChooser, tmp_path: Path
) -> None:
    window = make_window(human_game(8, 8))
    files = window.files
    assert "untitled" in window.windowTitle() and not window.isWindowModified()
    play(window, OPENING)
    assert window.isWindowModified()

    target = tmp_path / "round trip.epam"
    chooser.save_to = target
    with saving(qtbot, window):
        files.act_save.trigger()  # no file yet: Save asks where, like Save As
    assert chooser.save_asked == 1
    assert target.is_file()
    assert window.windowTitle().startswith("round trip.epam")  # Qt adds the program name
    assert not window.isWindowModified()
    saved = storage.load_record(target)
    assert [str(m) for m in saved.mainline_moves()] == [str(m) for m in window.session.line.moves]
    assert saved.tags["White"] == "Human" and saved.tags["Black"] == "Human"
    assert saved.tags["Result"] == "*"

    play(window, [("g7", "g6")])
    assert window.isWindowModified()
    with saving(qtbot, window):
        files.act_save.trigger()  # to the same file, without asking
    assert chooser.save_asked == 1
    assert not window.isWindowModified()
    assert len(storage.load_record(target).mainline_moves()) == 4

    # End it by resignation, save, then open it in a fresh game: moves and result return.
    window.game_actions.confirm = lambda title, text: True  # type: ignore[method-assign]
    window.game_actions.act_resign.trigger()
    assert window.isWindowModified()
    with saving(qtbot, window):
        files.act_save.trigger()
    moves = texts(window)
    ended = window.session.line.outcome
    window.start_new_game(human_game(8, 8))
    assert texts(window) == [] and "untitled" in window.windowTitle()

    chooser.open_from = target
    with opening(qtbot, window):
        files.act_open.trigger()
    assert texts(window) == moves
    outcome = window.session.line.outcome
    assert outcome is not None and outcome.termination is Termination.RESIGNATION
    assert outcome == ended and outcome.winner is Color.BLACK  # White, to move, resigned
    assert window.game_over_box is None  # an opened finished game is not announced again
    assert "round trip.epam" in window.windowTitle()
    assert not window.isWindowModified()
    assert window.board.scene.position == window.session.line.position


def test_open_corrupt_file_reports_line_and_keeps_game(
    make_window: MakeWindow, qtbot: QtBot, chooser: FileChooser,
    boxes: list[tuple[str, str]], tmp_path: Path,
) -> None:
    window = make_window(human_game(8, 8))
    play(window, OPENING)
    before = texts(window)
    title = window.windowTitle()
    bad = tmp_path / "broken.epam"
    content = '[Event "x"]\n[Board "8x8"]\n\n1. a2-a3 zz99-q1 *\n'
    bad.write_text(content, encoding="utf-8")
    chooser.open_from = bad
    with opening(qtbot, window):
        window.files.act_open.trigger()
    assert len(boxes) == 1
    box_title, box_text = boxes[0]
    assert box_title == "Cannot open game"
    assert "broken.epam" in box_text and "Line 4, column" in box_text
    assert texts(window) == before
    assert window.windowTitle() == title and window.isWindowModified()
    assert bad.read_text(encoding="utf-8") == content


def test_recent_menu_lists_saved_file_and_opens_it(
    make_window: MakeWindow, qtbot: QtBot, chooser: FileChooser, tmp_path: Path
) -> None:
    window = make_window(human_game(8, 8))
    play(window, OPENING)
    moves = texts(window)
    chooser.save_to = tmp_path / "recent.epam"
    with saving(qtbot, window):
        window.files.act_save_as.trigger()
    window.start_new_game(human_game(8, 8))

    menu = window.files.recent_menu
    menu.aboutToShow.emit()  # as when the submenu opens
    entries = [a for a in menu.actions() if a.data()]
    assert [Path(a.data()) for a in entries] == [tmp_path / "recent.epam"]
    with opening(qtbot, window):
        entries[0].trigger()
    assert texts(window) == moves
    assert "recent.epam" in window.windowTitle()


def test_saved_games_browser_opens_the_chosen_game(
    make_window: MakeWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    record = GameTree.from_moves(Position.start(8, 8), ["a2-a3"]).record()
    record.tags.update({"White": "Ann", "Black": "Bo"})
    path = storage.games_dir() / "browsed.epam"
    storage.save_record(path, record)
    monkeypatch.setattr(
        "epaminondas_gui.gui.files.actions.browse_saved_games", lambda parent, theme: path
    )
    window = make_window(human_game(8, 8))
    with opening(qtbot, window):
        window.files.act_browse.trigger()
    assert texts(window) == ["a2-a3"]
    # The opened file's own tags are kept when it is saved again.
    assert window.files.record().tags["White"] == "Ann"


def test_unsaved_changes_prompt(
    make_window: MakeWindow, chooser: FileChooser, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    window = make_window(human_game(8, 8))
    answers: list[UnsavedAnswer] = []
    asked: list[int] = []

    def answer(self: FileActions) -> UnsavedAnswer:
        asked.append(1)
        return answers.pop(0)

    monkeypatch.setattr(FileActions, "ask_unsaved", answer)
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: QDialog.DialogCode.Accepted)
    assert not window.files.ask_before_discarding  # a test window never waits for a player
    window.close()  # nothing played: no question
    assert not asked and not window.isVisible()
    window.show()

    play(window, OPENING)
    answers[:] = [UnsavedAnswer.CANCEL]
    window.game_actions.act_new.trigger()
    assert texts(window) != []  # Cancel keeps the game
    answers[:] = [UnsavedAnswer.CANCEL]
    assert not window.close() and window.isVisible()

    chooser.save_to = tmp_path / "kept.epam"
    answers[:] = [UnsavedAnswer.SAVE]
    window.game_actions.act_new.trigger()
    assert (tmp_path / "kept.epam").is_file() and texts(window) == []

    play(window, OPENING)
    answers[:] = [UnsavedAnswer.DISCARD]
    assert window.close()
    assert len(asked) == 4


def test_autosave_after_moves_and_resume_in_next_window(
    make_window: MakeWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window(human_game(8, 8))
    assert storage.pending_autosave() is None
    play(window, OPENING)
    pending = storage.pending_autosave()
    assert pending is not None
    assert [str(m) for m in pending.mainline_moves()] == [
        str(m) for m in window.session.line.moves
    ]
    moves = texts(window)
    window.close()

    questions: list[str] = []

    def yes(self: FileActions, record: GameRecord) -> bool:
        questions.append(record.tags.get("Date", ""))
        return True

    monkeypatch.setattr(FileActions, "ask_resume", yes)
    later = make_window(human_game(6, 6))  # the next start, same data folder
    assert later.files.offer_resume()
    assert len(questions) == 1 and questions[0]
    assert texts(later) == moves
    assert later.session.setup.white == later.session.setup.black == Human()
    assert "untitled" in later.windowTitle() and later.isWindowModified()


def test_declined_resume_discards_and_finished_game_clears_autosave(
    make_window: MakeWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window(human_game(8, 8))
    play(window, OPENING)
    assert storage.flush_autosave()  # written on the autosave thread
    assert storage.autosave_path().is_file()
    monkeypatch.setattr(FileActions, "ask_resume", lambda self, record: False)
    other = make_window(human_game(8, 8))
    assert not other.files.offer_resume()
    assert not storage.autosave_path().exists()

    play(window, [("h6", "h5")])  # the first window plays on: autosaved again
    assert storage.pending_autosave() is not None
    window.game_actions.confirm = lambda title, text: True  # type: ignore[method-assign]
    window.game_actions.act_resign.trigger()
    assert storage.flush_autosave()
    assert not storage.autosave_path().exists()  # a finished game has nothing to resume


def test_autosave_failure_is_a_status_message(
    make_window: MakeWindow, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    def full(*args: object, **kwargs: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(storage, "atomic_write_text", full)
    window = make_window(human_game(8, 8))
    play(window, OPENING[:1])
    assert texts(window) == ["a2-a3"]
    # The write fails on the autosave thread; the window says so.
    qtbot.waitUntil(lambda: "could not be autosaved" in window.statusBar().currentMessage())
    assert "No space left" in window.statusBar().currentMessage()


def test_copy_and_paste_game(make_window: MakeWindow, boxes: list[tuple[str, str]]) -> None:
    window = make_window(human_game(8, 8))
    play(window, OPENING)
    moves = texts(window)
    window.files.act_copy.trigger()
    text = QGuiApplication.clipboard().text()
    assert "a2-a3" in text and '[White "Human"]' in text

    window.start_new_game(human_game(6, 6))
    window.files.act_paste.trigger()
    assert texts(window) == moves
    assert window.session.line.start.geometry.width == 8
    assert "untitled" in window.windowTitle() and window.isWindowModified()

    QGuiApplication.clipboard().setText("not a game at all")
    window.files.act_paste.trigger()
    assert boxes and boxes[-1][0] == "Cannot paste game"
    assert texts(window) == moves


EDITED = "6/1B4/6/6/2W3/6 W"


def test_editor_play_from_here_chooses_players_and_plays_the_computer(
    make_window: MakeWindow, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    shown: list[Position] = []
    dialogs: list[NewGameDialog] = []

    def accept_with_position(self: EditorDialog) -> int:
        shown.append(self.position())
        assert self.paste_efn(EDITED)
        self.play_button.click()
        return self.result()

    def choose_the_computer_for_black(self: NewGameDialog) -> int:
        dialogs.append(self)
        self.black_box.kind.setCurrentIndex(1)  # Computer
        self.black_box.level.setValue(1)
        self.accept()
        return self.result()

    monkeypatch.setattr(EditorDialog, "exec", accept_with_position)
    monkeypatch.setattr(NewGameDialog, "exec", choose_the_computer_for_black)
    window = make_window(human_game(8, 8), search=first_move)
    play(window, OPENING)
    shown_before = window.session.shown_position
    window.files.act_setup_position.trigger()
    assert shown == [shown_before]  # the editor starts from the position on the board
    # The New game dialog came up for that position: only the players to choose.
    assert dialogs and dialogs[0].position == Position.from_efn(EDITED)
    assert dialogs[0].windowTitle() == "New game from this position"
    s = window.session
    game = s.line
    assert game.start == Position.from_efn(EDITED) and game.ply == 0
    assert not s.is_computer(Color.WHITE) and s.is_computer(Color.BLACK)
    assert window.board.scene.position == game.position
    assert "untitled" in window.windowTitle() and "6×6" in window.windowTitle()
    drag(window, "c2", "c3")
    # The computer answers from the set-up position.
    qtbot.waitUntil(lambda: s.tree.main_line().ply == 2, timeout=5000)
    assert s.tree.mainline()[0].notation() == "c2-c3"


def test_editor_analyse_turns_analysis_on(
    make_window: MakeWindow, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    def analyse(self: EditorDialog) -> int:
        assert self.paste_efn(EDITED)
        self.analyse_button.click()
        return self.result()

    monkeypatch.setattr(EditorDialog, "exec", analyse)
    window = make_window(human_game(8, 8))
    window.files.act_setup_position.trigger()
    assert window.session.line.start == Position.from_efn(EDITED)
    action = getattr(window, "analysis_action", None)
    if action is not None:
        assert action.isChecked()
        action.setChecked(False)


def test_command_line_opens_the_file(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, boxes: list[tuple[str, str]]
) -> None:
    record = GameTree.from_moves(Position.start(8, 8), ["a2-a3", "h7-h6"]).record()
    record.tags.update({"White": "Human", "Black": "Human"})
    path = tmp_path / "from the shell.epam"
    storage.save_record(path, record)
    monkeypatch.setattr(QApplication, "exec", lambda *args: 0)
    before = set(QApplication.topLevelWidgets())
    # "Open with" on two files: one game at a time, the other named in the status bar.
    other = tmp_path / "second.epam"
    storage.save_record(other, record)
    assert app_module.main(["epaminondas", "--verbose", str(path), str(other)]) == 0
    windows = [
        w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w not in before
    ]
    assert len(windows) == 1
    window = windows[0]
    qtbot.addWidget(window)
    try:
        # The file opens once the event loop runs (the start-up questions come first).
        qtbot.waitUntil(lambda: window.session.line.notation() == ["a2-a3", "h7-h6"],
                        timeout=5000)
        assert not window.session.gate.held  # and then the game goes on
        assert "from the shell.epam" in window.windowTitle()
        assert storage.recent_files() == [path]
        assert window.statusBar().currentMessage() == (
            "One game at a time: second.epam not opened.")
        assert boxes == []
        assert window.files.ask_before_discarding  # the real program asks before losing a game
    finally:
        window.close()


def test_who_played_comes_back_from_the_player_tags_not_the_names(
    make_window: MakeWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    assert default_name(Computer(3)) == "Computer level 3"
    assert default_name(Computer(5, "Plain")) == "Plain"
    setup = GameSetup(8, 8, None, SymmetryRule.MIDLINE, Computer(3), Human())
    window = make_window(setup)
    record = window.files.record()
    assert (record.tags["WhiteType"], record.tags["WhiteLevel"]) == ("program", "3")
    assert record.tags["BlackType"] == "human" and "BlackLevel" not in record.tags
    assert record.tags["White"] == "Computer level 3"
    path = tmp_path / "played.epam"
    storage.save_record(path, record)
    open_game(qtbot, window, path)
    assert window.session.setup.white == Computer(3)
    assert window.session.setup.black == Human()
    # A name alone says nothing about who played: such a game is continued by people.
    renamed = GameTree.from_moves(Position.start(8, 8), ["a2-a3"]).record()
    renamed.tags.update({"White": "Computer level 3", "Black": "Plain"})
    storage.save_record(path, renamed)
    open_game(qtbot, window, path)
    reopened = window.session.setup
    assert reopened.white == Human() and reopened.black == Human()


# -- variations ------------------------------------------------------------------------------


def variations_at(session: GameSession, ply: int) -> list[Node]:
    """The other moves played instead of the shown line's move number ``ply``."""
    here = session.tree.line()[ply]
    assert here.parent is not None
    return [child for child in here.parent.children if child is not here]


def menu_action(window: MainWindow, move: str, text: str):
    """The action ``text`` of the move list's context menu on the move written ``move``."""
    view = window.game_panel.move_list
    node = view.nodes[view.move_texts().index(move)]
    menu = window.game_panel.move_panel.menu_for(node)
    matches = [a for a in menu.actions() if a.text() == text]
    assert matches, [a.text() for a in menu.actions()]
    return matches[0]


def test_move_on_earlier_position_keeps_later_moves_as_variation(
    make_window: MakeWindow, qtbot: QtBot, chooser: FileChooser, tmp_path: Path
) -> None:
    window = make_window(human_game(8, 8))
    session = window.session
    play(window, OPENING)
    session.browse(1)
    drag(window, "g7", "g6")  # no question: nothing is deleted
    assert texts(window) == ["a2-a3", "g7-g6"] and not session.browsing
    assert [n.notation() for n in variations_at(session, 2)] == ["h7-h6"]
    # The list shows the whole tree: the variation right after the move it replaces.
    assert window.game_panel.move_list.move_texts() == ["a2-a3", "h7-h6", "g7-g6", "b2-b3"]

    # Saved with the variation; the original game stays the main line.
    chooser.save_to = tmp_path / "tree.epam"
    with saving(qtbot, window):
        window.files.act_save.trigger()
    saved = storage.load_record(tmp_path / "tree.epam")
    assert [n.notation() for n in saved.mainline()] == ["a2-a3", "h7-h6", "b2-b3"]
    assert "(" in (tmp_path / "tree.epam").read_text(encoding="utf-8")

    window.start_new_game(human_game(8, 8))
    chooser.open_from = tmp_path / "tree.epam"
    with opening(qtbot, window):
        window.files.act_open.trigger()
    assert texts(window) == ["a2-a3", "h7-h6", "b2-b3"]
    assert [n.notation() for n in variations_at(session, 2)] == ["g7-g6"]
    assert not window.isWindowModified()

    # A click on the variation's move shows it; the file is unchanged, so not modified.
    click_move(window, 2)
    assert texts(window) == ["a2-a3", "g7-g6"] and session.view_ply == 2
    assert window.board.scene.position == session.shown_position
    assert "tree.epam" in window.windowTitle() and not window.isWindowModified()
    menu_action(window, "g7-g6", "Make this line the main line").trigger()
    assert window.isWindowModified()
    assert [n.notation() for n in window.files.record().mainline()] == ["a2-a3", "g7-g6"]
    assert window.game_panel.move_list.move_texts() == ["a2-a3", "g7-g6", "h7-h6", "b2-b3"]

    menu_action(window, "h7-h6", "Delete variation").trigger()
    assert variations_at(session, 2) == []
    assert window.game_panel.move_list.move_texts() == ["a2-a3", "g7-g6"]
    menu = window.game_panel.move_panel.menu_for(session.tree.cursor)
    assert [a.text() for a in menu.actions()] == []


def test_undo_and_replay_keeps_the_line(make_window: MakeWindow) -> None:
    window = make_window(human_game(8, 8))
    play(window, OPENING)
    window.game_actions.act_undo.trigger()
    drag(window, "c2", "c3")
    assert texts(window) == ["a2-a3", "h7-h6", "c2-c3"]
    assert [n.notation() for n in variations_at(window.session, 3)] == ["b2-b3"]
    # Playing the same move as the variation again follows it instead of duplicating it.
    window.session.browse(2)
    drag(window, "b2", "b3")
    assert texts(window) == ["a2-a3", "h7-h6", "b2-b3"]
    assert [n.notation() for n in variations_at(window.session, 3)] == ["c2-c3"]


def test_an_opened_game_closed_unchanged_is_not_offered_to_resume(
    make_window: MakeWindow, qtbot: QtBot, chooser: FileChooser, tmp_path: Path
) -> None:
    window = make_window(human_game(8, 8))
    play(window, [("a2", "a3"), ("h7", "h6")])
    chooser.save_to = tmp_path / "kept.epam"
    with saving(qtbot, window):
        window.files.act_save_as.trigger()
    assert storage.pending_autosave() is None  # saved: the file holds it all
    window.close()
    again = make_window(human_game(8, 8))
    chooser.open_from = tmp_path / "kept.epam"
    with opening(qtbot, again):
        again.files.act_open.trigger()
    assert texts(again) == ["a2-a3", "h7-h6"]
    again.close()  # opened and closed without a change
    assert storage.pending_autosave() is None
    assert not storage.autosave_path().exists()


def test_the_resume_offer_names_when_the_game_was_last_played(
    make_window: MakeWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    import os

    window = make_window(human_game(8, 8))
    play(window, OPENING[:2])
    window.close()
    played = 1_700_000_000  # 2023-11-14, not the game's Date tag (today)
    os.utime(storage.autosave_path(), (played, played))
    asked: list[str] = []

    def question(title: str, text: str) -> object:
        asked.append(text)
        return QMessageBox.StandardButton.No

    answer_boxes(monkeypatch, question)
    monkeypatch.setattr("epaminondas_gui.gui.files.actions.headless", lambda: False)
    later = make_window(human_game(8, 8))
    assert not later.files.offer_resume()
    assert len(asked) == 1 and "last played" in asked[0] and "2023" in asked[0]
