"""Opening, saving and copying game records, with messages a player can act on.

Every failure ends in a message box that says what went wrong and, for a damaged record,
where (line and column); never in a traceback. Saving is atomic (storage.save_record), so
a failed save leaves the old file as it was.
"""

from __future__ import annotations

import re
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog, QWidget

from ...core.games import storage
from ...core.games.record import GameRecord, RecordError
from ...core.games.record_text import read_record_or_efn, write_record
from ..dialogs import boxes
from ..texts import record_error_text, record_player_name

translate = QCoreApplication.translate


def game_filter() -> str:
    """The file-type filter of the open and save dialogs."""
    return (
        translate("FileDialogs", "Epaminondas games (*.epam)")
        + ";;"
        + translate("FileDialogs", "All files (*)")
    )


# -- opening ------------------------------------------------------------------------------


def choose_open_path(parent: QWidget | None = None) -> Path | None:
    """Ask for a game file to open (starting in the games folder); None if cancelled."""
    name, _filter = QFileDialog.getOpenFileName(
        parent,
        translate("FileDialogs", "Open game"),
        str(storage.games_dir()),
        game_filter(),
    )
    return Path(name) if name else None


def load_game_file(
    parent: QWidget | None, path: str | Path, *, remember: bool = True
) -> GameRecord | None:
    """Read a game record, or show why it cannot be read and return None.

    On success the file goes to the top of the recent list (``remember``); a file that
    fails is dropped from that list so the menu does not keep offering it.
    """
    file = Path(path)
    try:
        record = storage.load_record(file)
    except RecordError as exc:
        if remember:
            storage.remove_recent_file(file)
        show_load_error(parent, file, exc)
        return None
    if remember:
        storage.add_recent_file(file)
    return record


def show_load_error(parent: QWidget | None, file: Path, error: RecordError) -> None:
    """Say that ``file`` cannot be opened, and where its record is broken."""
    boxes.warning(
        parent,
        translate("FileDialogs", "Cannot open game"),
        translate("FileDialogs", "“%1” is not a game record this program can read.").replace(
            "%1", file.name
        )
        + "\n\n"
        + record_error_text(error),
    )


def open_game(parent: QWidget | None = None) -> tuple[Path, GameRecord] | None:
    """Ask for a file and read it; None if cancelled or unreadable (already reported)."""
    path = choose_open_path(parent)
    if path is None:
        return None
    record = load_game_file(parent, path)
    return (path, record) if record is not None else None


# -- saving -------------------------------------------------------------------------------

_UNSAFE = re.compile(r'[\\/:*?"<>|\x00-\x1f]+')


def suggested_file_name(record: GameRecord) -> str:
    """``2026-11-22 Alice - Bob.epam`` from the record's tags (safe on every system); a
    player the game gives no name is named in the user's language ("Mensch"), and one the
    record does not name "Unknown" in it ("Unbekannt")."""
    date = record.tags.get("Date", "")
    if not re.fullmatch(r"\d{4}\.\d{2}\.\d{2}", date):
        date = time.strftime("%Y.%m.%d")
    # A record that names nobody ("?", or no tag): "Unknown", not an unsafe "?" made "_".
    unknown = translate("FileDialogs", "Unknown")
    white = record_player_name(record.tags, "White") or unknown
    black = record_player_name(record.tags, "Black") or unknown
    stem = f"{date.replace('.', '-')} {white} - {black}"
    stem = _UNSAFE.sub("_", stem).strip(" .") or "game"
    return stem[:100] + storage.GAME_EXTENSION


def choose_save_path(parent: QWidget | None, suggested_name: str) -> Path | None:
    """Ask where to save (in the games folder by default); the ``.epam`` suffix is added
    when the user typed a name without it. None if cancelled."""
    name, _filter = QFileDialog.getSaveFileName(
        parent,
        translate("FileDialogs", "Save game"),
        str(storage.games_dir() / suggested_name),
        game_filter(),
    )
    if not name:
        return None
    path = Path(name)
    if not path.suffix:
        path = path.with_suffix(storage.GAME_EXTENSION)
    return path


def show_save_error(parent: QWidget | None, path: Path, reason: str) -> None:
    """Say that the game could not be saved to ``path`` and why (the old file is
    untouched: saves are atomic)."""
    boxes.critical(
        parent,
        translate("FileDialogs", "Cannot save game"),
        translate("FileDialogs", "The game could not be saved to “%1”.").replace(
            "%1", str(path)
        )
        + "\n\n"
        + reason,
    )


# -- clipboard ----------------------------------------------------------------------------


def copy_record(record: GameRecord) -> str:
    """Put the whole game record on the clipboard as text; returns the text."""
    text = write_record(record)
    QGuiApplication.clipboard().setText(text)
    return text


def paste_record(parent: QWidget | None = None) -> GameRecord | None:
    """A game record from the clipboard text, or None after saying what is wrong."""
    text = QGuiApplication.clipboard().text()
    title = translate("FileDialogs", "Cannot paste game")
    if not text.strip():
        boxes.warning(
            parent,
            title,
            translate("FileDialogs", "The clipboard holds no text to read a game from."),
        )
        return None
    try:
        return read_record_or_efn(text)
    except RecordError as exc:
        boxes.warning(
            parent,
            title,
            translate("FileDialogs", "The clipboard text is not a game record.")
            + "\n\n"
            + record_error_text(exc),
        )
        return None
