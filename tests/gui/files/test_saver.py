"""Saves are written on a thread of their own (gui/files/saver.py): the window never waits
for the disk, the file holds the game as it was when saved, a failure is said and leaves
the old file, and a game saved and opened at once, or a window closed with Save, waits
for the write."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from epaminondas_gui.core.games import storage
from epaminondas_gui.core.games.record import GameRecord
from epaminondas_gui.core.games.tree import GameTree
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.position import Position
from epaminondas_gui.gui.files import actions as actions_module
from epaminondas_gui.gui.files.actions import UnsavedAnswer
from epaminondas_gui.gui.files.saver import RecordSaver, SaveDone
from epaminondas_gui.gui.main_window import MainWindow

from ..conftest import MakeWindow, human_game
from ..opening import open_game, save_game


class HeldDisk:
    """``storage.save_record`` held until :meth:`release`: a busy disk's slow sync."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.release_event = threading.Event()
        self.started = threading.Event()
        real = storage.save_record

        def held(path: str | Path, record: GameRecord) -> None:
            self.started.set()
            assert self.release_event.wait(10), "the test never released the disk"
            real(path, record)

        monkeypatch.setattr(storage, "save_record", held)

    def release(self) -> None:
        self.release_event.set()


def notation(path: Path) -> list[str]:
    return GameTree(storage.load_record(path)).main_line().notation()


def held_game(make_window: MakeWindow, monkeypatch: pytest.MonkeyPatch, plies: int,
              path: Path) -> tuple[MainWindow, HeldDisk]:
    """A window whose game of ``plies`` belongs to ``path``, with the disk held."""
    window = make_window(human_game(8, 8))
    play(window, plies)
    disk = HeldDisk(monkeypatch)
    monkeypatch.setattr(window.files, "path", path)
    return window, disk


def play(window: MainWindow, plies: int) -> None:
    s = window.session
    for _ in range(plies):
        s.play(legal_moves(s.shown_position, s.rules)[0])


def test_saving_returns_at_once_while_the_disk_is_busy(
    make_window: MakeWindow, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "busy.epam"
    window, disk = held_game(make_window, monkeypatch, 4, path)
    began = time.monotonic()
    assert window.files.save()
    assert time.monotonic() - began < 0.5  # the GUI thread did not wait for the disk
    assert disk.started.wait(5) and window.isWindowModified()
    with qtbot.waitSignal(window.files.saved, timeout=10_000) as blocker:
        disk.release()
    assert blocker.args == [path, True]
    assert not window.isWindowModified()
    assert notation(path) == window.session.tree.main_line().notation()
    assert storage.recent_files() == [path.resolve()]


def test_the_file_holds_the_game_as_saved_and_later_moves_still_count_as_changes(
    make_window: MakeWindow, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "then.epam"
    window, disk = held_game(make_window, monkeypatch, 4, path)
    saved = window.session.tree.main_line().notation()
    window.files.save()
    assert disk.started.wait(5)
    play(window, 2)  # while the file is being written
    with qtbot.waitSignal(window.files.saved, timeout=10_000):
        disk.release()
    assert notation(path) == saved
    assert window.isWindowModified() and window.session.tree.modified
    window.session.undo()
    window.session.undo()  # back to the game as saved: browsing changes nothing
    assert window.session.tree.modified  # the two moves are still in the game


def test_a_save_that_fails_says_why_and_leaves_the_game_unsaved(
    make_window: MakeWindow, qtbot: QtBot, tmp_path: Path, boxes: list[tuple[str, str]]
) -> None:
    window = make_window(human_game(8, 8))
    play(window, 2)
    target = tmp_path / "missing-folder" / "game.epam"
    assert not save_game(qtbot, window, target)
    assert boxes and boxes[0][0] == "Cannot save game" and str(target) in boxes[0][1]
    assert not target.exists() and window.isWindowModified()
    assert window.files.path is None
    good = tmp_path / "saved.epam"
    assert save_game(qtbot, window, good)
    assert window.files.path == good and not window.isWindowModified()


def test_a_game_saved_and_opened_at_once_is_read_once_written(
    make_window: MakeWindow, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window(human_game(8, 8))
    play(window, 6)
    moves = window.session.tree.main_line().notation()
    disk = HeldDisk(monkeypatch)
    path = tmp_path / "at-once.epam"
    window.files._write(path, window.files.record())
    assert disk.started.wait(5)
    threading.Timer(0.3, disk.release).start()
    assert open_game(qtbot, window, path, asked=True)  # the new file, not missing
    assert window.session.tree.main_line().notation() == moves


def test_closing_with_save_waits_for_the_write(
    make_window: MakeWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "closing.epam"
    window, disk = held_game(make_window, monkeypatch, 2, path)
    monkeypatch.setattr(window.files, "ask_unsaved", lambda: UnsavedAnswer.SAVE)
    threading.Timer(0.3, disk.release).start()
    assert window.files.maybe_save()  # saved: the window may close
    assert path.exists() and not window.files.is_modified()


def test_closing_with_a_save_that_does_not_end_stays(
    make_window: MakeWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, disk = held_game(make_window, monkeypatch, 2, tmp_path / "stuck.epam")
    monkeypatch.setattr(actions_module, "SAVE_WAIT_S", 0.2)
    monkeypatch.setattr(window.files, "ask_unsaved", lambda: UnsavedAnswer.SAVE)
    assert not window.files.maybe_save()  # not written yet: the game stays on screen
    disk.release()
    assert window.files.saver.flush(5)


def test_saves_are_written_in_the_order_asked(qtbot: QtBot, tmp_path: Path) -> None:
    saver = RecordSaver()
    done: list[SaveDone] = []
    saver.finished.connect(done.append)
    path = tmp_path / "rounds.epam"
    tree = GameTree.new(Position.start(8, 8))
    for n in range(5):
        tree.play(legal_moves(tree.position)[0])
        saver.save(path, tree.record(), 7, n)
    assert saver.flush(10) and not saver.busy
    qtbot.waitUntil(lambda: len(done) == 5, timeout=5_000)
    assert [(d.path, d.serial, d.revision, d.error) for d in done] == [
        (path, 7, n, None) for n in range(5)]
    assert notation(path) == tree.main_line().notation()  # the last one asked


def test_flush_says_when_a_save_has_not_ended(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    disk = HeldDisk(monkeypatch)
    saver = RecordSaver()
    saver.save(tmp_path / "slow.epam", GameTree.new(Position.start(8, 8)).record(), 1, 0)
    assert disk.started.wait(5)
    began = time.monotonic()
    assert not saver.flush(0.2) and saver.busy
    assert 0.2 <= time.monotonic() - began < 1.0
    disk.release()
    assert saver.flush(5)
