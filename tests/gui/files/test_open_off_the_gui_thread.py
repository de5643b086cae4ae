"""A saved game is read, parsed and checked on a thread of its own (a long game's record
costs the GUI thread 60-105 ms otherwise); only the newest open's game is ever shown."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from epaminondas_gui.core.games import storage
from epaminondas_gui.core.games.record import GameRecord
from epaminondas_gui.core.games.tree import GameTree
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.position import Position
from epaminondas_gui.gui.main_window import MainWindow

from ..conftest import MakeWindow, answer_boxes, human_game
from ..opening import open_game

read_in: list[str] = []


def saved(tmp_path: Path, name: str, moves: list[str]) -> Path:
    path = tmp_path / name
    storage.save_record(path, GameTree.from_moves(Position.start(8, 8), moves).record())
    return path


def notation(window: MainWindow) -> list[str]:
    return window.session.line.notation()


@pytest.fixture
def held(monkeypatch: pytest.MonkeyPatch) -> dict[str, threading.Event]:
    """Files whose reading waits until the test lets it go (by name), the threads that
    read every file recorded."""
    gates: dict[str, threading.Event] = {}
    read_in.clear()
    real = storage.load_record

    def load(path: str | Path) -> GameRecord:
        read_in.append(threading.current_thread().name)
        gate = gates.get(Path(path).name)
        if gate is not None:
            assert gate.wait(10), "the test never let the read go on"
        return real(path)

    monkeypatch.setattr(storage, "load_record", load)
    return gates


def test_the_record_is_read_off_the_gui_thread(
    make_window: MakeWindow, qtbot: QtBot, tmp_path: Path, held: dict[str, threading.Event]
) -> None:
    path = saved(tmp_path, "game.epam", ["a2-a3", "h7-h6"])
    window = make_window(human_game(8, 8))
    assert open_game(qtbot, window, path)
    assert notation(window) == ["a2-a3", "h7-h6"]
    assert read_in == ["open-game"]
    assert threading.main_thread().name not in read_in
    assert "game.epam" in window.windowTitle()


def test_a_second_open_replaces_the_first_and_the_first_is_never_shown(
    make_window: MakeWindow, qtbot: QtBot, tmp_path: Path, held: dict[str, threading.Event]
) -> None:
    slow = saved(tmp_path, "slow.epam", ["a2-a3"])
    fast = saved(tmp_path, "fast.epam", ["b2-b3", "g7-g6"])
    window = make_window(human_game(8, 8))
    held["slow.epam"] = threading.Event()
    shown: list[tuple[str, bool]] = []
    window.files.opened.connect(lambda path, ok: shown.append((Path(path).name, ok)))
    window.files.open_path(slow)
    assert open_game(qtbot, window, fast)
    assert notation(window) == ["b2-b3", "g7-g6"]
    # The first read ends late: its game is dropped, not shown over the second.
    with qtbot.waitSignal(window.files.loader._done, timeout=10_000):
        held["slow.epam"].set()
    assert notation(window) == ["b2-b3", "g7-g6"]
    assert "fast.epam" in window.windowTitle()
    assert shown == [("fast.epam", True)]


def open_held(make_window: MakeWindow, tmp_path: Path,
              held: dict[str, threading.Event]) -> tuple[MainWindow, list[bool]]:
    """A window whose open of a one-move game is held on its reading thread; the
    ``opened`` answers it gives are collected in the list."""
    slow = saved(tmp_path, "slow.epam", ["a2-a3"])
    window = make_window(human_game(8, 8))
    held["slow.epam"] = threading.Event()
    shown: list[bool] = []
    window.files.opened.connect(lambda _path, ok: shown.append(ok))
    window.files.open_path(slow)
    return window, shown


def test_a_new_game_cancels_the_open_in_progress(
    make_window: MakeWindow, qtbot: QtBot, tmp_path: Path, held: dict[str, threading.Event]
) -> None:
    window, shown = open_held(make_window, tmp_path, held)
    assert window.files.loader.busy
    window.start_new_game(human_game(8, 8))
    assert not window.files.loader.busy
    with qtbot.waitSignal(window.files.loader._done, timeout=10_000):
        held["slow.epam"].set()
    assert notation(window) == [] and "untitled" in window.windowTitle()
    assert shown == []


def test_closing_the_window_cancels_the_open_in_progress(
    make_window: MakeWindow, qtbot: QtBot, tmp_path: Path, held: dict[str, threading.Event]
) -> None:
    window, shown = open_held(make_window, tmp_path, held)
    window.close()
    assert not window.files.loader.busy
    with qtbot.waitSignal(window.files.loader._done, timeout=10_000):
        held["slow.epam"].set()
    assert notation(window) == [] and shown == []


def test_an_unreadable_file_is_reported_after_its_read(
    make_window: MakeWindow, qtbot: QtBot, tmp_path: Path, held: dict[str, threading.Event],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    boxes: list[str] = []
    answer_boxes(monkeypatch, lambda title, text: boxes.append(f"{title}: {text}"))
    bad = tmp_path / "bad.epam"
    bad.write_text('[Board "8x8"]\n\n1. a2-a3 zz99-q1 *\n', encoding="utf-8")
    window = make_window(human_game(8, 8))
    assert not open_game(qtbot, window, bad)
    assert len(boxes) == 1 and boxes[0].startswith("Cannot open game: “bad.epam”")
    assert "Line 3, column" in boxes[0]
    assert read_in == ["open-game"]
    assert notation(window) == []


def test_an_opened_game_s_move_list_is_made_once(
    make_window: MakeWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    # The list was made for the new game, then again as the old game's (no) marks were
    # cleared: twice a long game's table and its layout, 80 ms each at 160 moves.
    moves = ["a2-a3", "h7-h6", "b2-b3", "g7-g6", "c2-c3", "f7-f6"]
    path = saved(tmp_path, "game.epam", moves)
    window = make_window(human_game(8, 8))
    view = window.game_panel.move_panel.view
    before = view.texts_set
    assert open_game(qtbot, window, path)
    assert view.texts_set == before + 1
    assert window.game_panel.move_list.move_texts() == moves


def recent(window: MainWindow) -> list[str]:
    """The recent list once the window's last write of it is done."""
    thread = getattr(window.files.loader, "remembering", None)
    if thread is not None:
        thread.join(10)
        assert not thread.is_alive()
    return [path.name for path in storage.recent_files()]


def test_only_a_game_shown_goes_to_the_recent_list(
    make_window: MakeWindow, qtbot: QtBot, tmp_path: Path, held: dict[str, threading.Event],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # An open cancelled by a new game: read to its end, never shown, not remembered.
    window, shown = open_held(make_window, tmp_path, held)
    window.start_new_game(human_game(8, 8))
    with qtbot.waitSignal(window.files.loader._done, timeout=10_000):
        held["slow.epam"].set()
    assert shown == [] and recent(window) == []
    # An open the player declines (the changed game on screen kept): not remembered.
    window.session.play(legal_moves(window.session.shown_position, window.session.rules)[0])
    monkeypatch.setattr(window.files, "maybe_save", lambda: False)
    kept = saved(tmp_path, "kept.epam", ["b2-b3"])
    assert not open_game(qtbot, window, kept)
    assert recent(window) == [] and len(notation(window)) == 1
    # An open shown: at the top of the list.
    monkeypatch.setattr(window.files, "maybe_save", lambda: True)
    assert open_game(qtbot, window, kept)
    assert notation(window) == ["b2-b3"] and recent(window) == ["kept.epam"]
