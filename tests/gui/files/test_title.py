"""The window's title (the file's name, the board, "modified") is told when it changes,
not at every move."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from epaminondas_gui.core.rules.movegen import legal_moves

from ..conftest import MakeWindow, human_game
from ..opening import save_game


def test_the_title_is_told_only_when_it_changes(
    make_window: MakeWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(human_game(8, 8))
    s = window.session
    told: list[tuple[str, bool]] = []
    window.files.title_changed.connect(lambda title, modified: told.append((title, modified)))
    for _ in range(6):
        s.play(legal_moves(s.shown_position, s.rules)[0])
    s.undo()
    assert told == [("untitled[*] (8×8)", True)]  # the first move: modified
    assert window.windowTitle() == "untitled[*] (8×8)" and window.isWindowModified()
    assert save_game(qtbot, window, tmp_path / "six.epam")
    s.redo()  # browsing: still as saved
    s.play(legal_moves(s.shown_position, s.rules)[0])
    assert told[1:] == [("six.epam[*] (8×8)", False), ("six.epam[*] (8×8)", True)]
    assert window.windowTitle() == "six.epam[*] (8×8)" and window.isWindowModified()
