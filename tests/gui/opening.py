"""Opening and saving a game in a test's window: the record is read and written on
threads of their own, so the test waits for the window's answer."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot
from pytestqt.wait_signal import SignalBlocker

from epaminondas_gui.gui.main_window import MainWindow


def open_game(qtbot: QtBot, window: MainWindow, path: str | Path, *, asked: bool = False) -> bool:
    """Open ``path`` in ``window`` as the File menu does; whether its game is shown."""
    with qtbot.waitSignal(window.files.opened, timeout=10_000) as blocker:
        window.files.open_path(path, asked=asked)
    assert blocker.args is not None
    return bool(blocker.args[1])


def opening(qtbot: QtBot, window: MainWindow) -> SignalBlocker:
    """``with opening(qtbot, window): <an action that opens a file>``: waits until the
    window has answered (the game shown, or why not)."""
    return qtbot.waitSignal(window.files.opened, timeout=10_000)


def save_game(qtbot: QtBot, window: MainWindow, path: str | Path) -> bool:
    """Save the window's game to ``path`` as Save As does; whether it was written."""
    files = window.files
    with qtbot.waitSignal(files.saved, timeout=10_000) as blocker:
        files._write(Path(path), files.record())
    assert blocker.args is not None and blocker.args[0] == Path(path)
    return bool(blocker.args[1])


def saving(qtbot: QtBot, window: MainWindow) -> SignalBlocker:
    """``with saving(qtbot, window): <an action that saves>``: waits until the save has
    ended (written, or the player told why not)."""
    return qtbot.waitSignal(window.files.saved, timeout=10_000)
