"""Where games live on disk: data directories, safe saving, autosave, recent files, and
the saved-games list. Plain text and JSON only (no pickle, nothing is ever executed).

Everything here raises :class:`OSError` only where the caller asked for a file operation
that failed (saving); the conveniences (recent list, autosave check, games list) degrade
to "nothing there" on damaged files instead of stopping the program.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

import platformdirs

from .record import GameRecord, RecordError
from .record_summary import summarize_game_file
from .record_text import read_game_file, write_record

log = logging.getLogger(__name__)

APP_NAME = "Epaminondas"
DATA_DIR_ENV = "EPAMINONDAS_DATA_DIR"
"""If set, the data directory (for tests and portable installs); else platformdirs decides."""
GAME_EXTENSION = ".epam"
AUTOSAVE_NAME = "autosave" + GAME_EXTENSION
RECENT_NAME = "recent-files.json"
MAX_RECENT = 10
MAX_RECENT_FILE_BYTES = 256 * 1024
"""A recent-files list is a few hundred bytes; anything far larger is not ours."""


# -- directories ----------------------------------------------------------------------


def data_dir() -> Path:
    """The per-user data directory, created on first use.

    ``$EPAMINONDAS_DATA_DIR`` overrides it; otherwise platformdirs' user data directory
    for "Epaminondas" (so platformdirs' ``platformdirs_isolated`` test fixture works).
    """
    path = _data_path()
    path.mkdir(parents=True, exist_ok=True)
    return path


def _data_path() -> Path:
    """Where :func:`data_dir` is, without making it."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override).expanduser()
    return platformdirs.user_data_path(APP_NAME, appauthor=False)


def games_dir() -> Path:
    """The default folder for saved games (``<data dir>/games``), created on first use."""
    path = data_dir() / "games"
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE_NAME


def recent_files_path() -> Path:
    return data_dir() / RECENT_NAME


# -- atomic writing -------------------------------------------------------------------


def atomic_write_text(path: str | os.PathLike[str], text: str) -> None:
    """Replace ``path`` with ``text`` (UTF-8, ``\\n`` line ends) so that a crash or a full
    disk leaves either the old file or the new one, never a mixture or an empty file.

    The text goes to a temporary file in the same directory (``os.replace`` is only atomic
    within one file system), is flushed to disk, then renamed over the target; the
    directory is synced so the rename itself survives a power cut. On any failure the
    temporary file is removed and the exception propagates; the old file is untouched.
    """
    target = Path(path)
    directory = target.parent
    fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=directory)
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        # mkstemp makes the file private (0600); a saved game is an ordinary document.
        with contextlib.suppress(OSError):
            mode = target.stat().st_mode & 0o777 if target.exists() else 0o644
            os.chmod(tmp, mode)
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    _fsync_directory(directory)


def _fsync_directory(directory: Path) -> None:
    if os.name != "posix":
        return  # Windows cannot open a directory; NTFS journals the rename itself
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems refuse to sync directories; the data is already safe
    finally:
        os.close(fd)


def save_record(path: str | os.PathLike[str], record: GameRecord) -> None:
    """Write a game record atomically (raises OSError if it cannot be written)."""
    atomic_write_text(path, write_record(record))


def load_record(path: str | os.PathLike[str]) -> GameRecord:
    """Read a game record; every problem (unreadable, too large, malformed, illegal move)
    is a :class:`RecordError` with line and column."""
    return read_game_file(path)


# -- autosave -------------------------------------------------------------------------


def autosave_text(game: GameRecord, tags: dict[str, str] | None = None) -> str:
    """The autosave file's text for ``game`` (with ``tags`` added, and today's date if it
    has none)."""
    # A shallow copy: the caller's tags stay as they were (the tree is only read).
    record = GameRecord({**game.tags, **(tags or {})}, game.rules, game.root)
    record.tags.setdefault("Date", time.strftime("%Y.%m.%d"))
    return write_record(record)


def autosave(
    game: GameRecord,
    tags: dict[str, str] | None = None,
    *,
    path: str | os.PathLike[str] | None = None,
) -> Path:
    """Save the game in progress to the autosave file now.

    The write is atomic, so a crash at any moment leaves the game as it was before the
    move being made, or after it. ``tags`` (players, AI level, ...) are stored with it and
    come back from :func:`pending_autosave`. Returns the file written.
    """
    target = Path(path) if path is not None else autosave_path()
    atomic_write_text(target, autosave_text(game, tags))
    return target


class _Writer:
    """One thread that writes the autosave, so that a window's move never waits for the
    disk (the atomic write syncs the file and its folder: 10-20 ms a move here, far more
    on a busy disk). A newer autosave replaces one not yet written; discarding, reading
    and flushing first wait for the write in progress."""

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._pending: Callable[[], None] | None = None
        self._writing = False
        self._thread: threading.Thread | None = None

    def submit(self, job: Callable[[], None]) -> None:
        with self._cond:
            self._pending = job
            self._cond.notify_all()
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()

    def drop_pending(self, timeout_s: float) -> bool:
        """Forget a write not yet begun; wait (bounded) for one in progress."""
        with self._cond:
            self._pending = None
        return self.flush(timeout_s)

    def flush(self, timeout_s: float) -> bool:
        """Wait until every autosave submitted is written; False after ``timeout_s``."""
        deadline = time.monotonic() + timeout_s
        with self._cond:
            while self._pending is not None or self._writing:
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                self._cond.wait(left)
        return True

    def _run(self) -> None:
        while True:
            with self._cond:
                while self._pending is None:
                    self._cond.wait()
                job, self._pending = self._pending, None
                self._writing = True
            try:
                job()
            except Exception:  # the job reports its own errors; this thread must go on
                log.exception("autosave failed")
            finally:
                with self._cond:
                    self._writing = False
                    self._cond.notify_all()


_writer = _Writer()
#: How long reading, discarding or a window's close waits for an autosave being written.
FLUSH_TIMEOUT_S = 5.0


def autosave_later(
    game: GameRecord,
    tags: dict[str, str] | None = None,
    *,
    on_error: Callable[[OSError], None] | None = None,
) -> None:
    """Save the game in progress to the autosave file on the autosave thread; call after
    every move. The game is copied now (it may change meanwhile) and its text made on that
    thread: a long game's took the window 10-15 ms a move. ``on_error`` is called on that
    thread if the write fails."""
    # The folder is made on that thread too: a mkdir a move on the GUI thread (a system
    # call, the GIL given up and waited for again) showed in the soak's stall profile.
    target = _data_path() / AUTOSAVE_NAME
    snapshot = game.snapshot()
    extra = dict(tags or {})

    def write() -> None:
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            atomic_write_text(target, autosave_text(snapshot, extra))
        except OSError as exc:
            if on_error is None:
                raise
            on_error(exc)

    _writer.submit(write)


def discard_autosave_later() -> None:
    """Forget the autosaved game on the autosave thread (after the autosaves asked for
    before, and instead of one not yet written)."""
    target = _data_path() / AUTOSAVE_NAME  # nothing to make: see autosave_later

    def discard() -> None:
        with contextlib.suppress(FileNotFoundError):
            target.unlink()

    _writer.submit(discard)


def flush_autosave(timeout_s: float = FLUSH_TIMEOUT_S) -> bool:
    """Wait until the autosaves asked for are on disk (False if not within ``timeout_s``)."""
    return _writer.flush(timeout_s)


def pending_autosave(*, path: str | os.PathLike[str] | None = None) -> GameRecord | None:
    """The unfinished game left by the last session, to offer resuming it; else None.

    None when there is no autosave, when it was discarded, when the game in it is over
    (on the board or by its Result tag: resigned, drawn), when nothing was played from the
    standard start, or when the file is damaged (it is then logged and left for inspection).
    """
    target = Path(path) if path is not None else autosave_path()
    flush_autosave()
    if not target.is_file():
        return None
    try:
        record = read_game_file(target)
    except RecordError as exc:
        log.warning("ignoring unreadable autosave %s: %s", target, exc)
        return None
    if record.tags.get("Result", "*") != "*" or record.final_node().outcome(
            record.rules) is not None:
        return None
    if not record.mainline() and record.start.is_standard_start():
        return None
    return record


def autosave_time(*, path: str | os.PathLike[str] | None = None) -> datetime | None:
    """When the autosaved game was last played (its file's last write), or None."""
    target = Path(path) if path is not None else autosave_path()
    try:
        return datetime.fromtimestamp(target.stat().st_mtime)
    except OSError:
        return None


def discard_autosave(*, path: str | os.PathLike[str] | None = None) -> None:
    """Forget the autosaved game (after it was resumed, declined, finished or saved);
    an autosave not yet written is forgotten too."""
    target = Path(path) if path is not None else autosave_path()
    _writer.drop_pending(FLUSH_TIMEOUT_S)
    with contextlib.suppress(FileNotFoundError):
        target.unlink()


# -- recent files ---------------------------------------------------------------------


def _normalise(path: str | os.PathLike[str]) -> Path:
    return Path(os.path.abspath(Path(path).expanduser()))


def _same_file_key(path: Path) -> str:
    # Windows paths are case-insensitive: normcase keeps one file from being listed twice.
    return os.path.normcase(str(path))


def recent_files(*, store: str | os.PathLike[str] | None = None) -> list[Path]:
    """Recently opened or saved games, most recent first, only files that still exist.

    A missing, unreadable or corrupt list is treated as empty (never an exception).
    """
    target = Path(store) if store is not None else recent_files_path()
    return [p for p in _read_recent(target) if p.is_file()]


def _read_recent(target: Path) -> list[Path]:
    try:
        if target.stat().st_size > MAX_RECENT_FILE_BYTES:
            log.warning("ignoring oversized recent-files list %s", target)
            return []
        data = json.loads(target.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return []
    except (OSError, ValueError) as exc:  # JSONDecodeError and UnicodeDecodeError included
        log.warning("ignoring unreadable recent-files list %s: %s", target, exc)
        return []
    entries = data.get("files") if isinstance(data, dict) else None
    if not isinstance(entries, list):
        return []
    out: list[Path] = []
    seen: set[str] = set()
    for entry in entries:
        if not isinstance(entry, str) or not entry or "\x00" in entry:
            continue
        path = _normalise(entry)
        key = _same_file_key(path)
        if key not in seen:
            seen.add(key)
            out.append(path)
    return out[:MAX_RECENT]


def _write_recent(target: Path, paths: list[Path]) -> None:
    payload = {"version": 1, "files": [str(p) for p in paths]}
    try:
        atomic_write_text(target, json.dumps(payload, indent=2) + "\n")
    except OSError as exc:
        # The list is a convenience: failing to update it must not fail the save or open.
        log.warning("cannot update the recent-files list %s: %s", target, exc)


def add_recent_file(
    path: str | os.PathLike[str], *, store: str | os.PathLike[str] | None = None
) -> list[Path]:
    """Put ``path`` at the top of the recent list (after opening or saving it); returns the
    new list. Duplicates are removed, missing files pruned, at most :data:`MAX_RECENT` kept."""
    target = Path(store) if store is not None else recent_files_path()
    new = _normalise(path)
    key = _same_file_key(new)
    rest = [p for p in _read_recent(target) if _same_file_key(p) != key and p.is_file()]
    paths = [new, *rest][:MAX_RECENT]
    _write_recent(target, paths)
    return [p for p in paths if p.is_file()]


def remove_recent_file(
    path: str | os.PathLike[str], *, store: str | os.PathLike[str] | None = None
) -> list[Path]:
    """Drop ``path`` from the recent list (e.g. it failed to open); returns the new list."""
    target = Path(store) if store is not None else recent_files_path()
    key = _same_file_key(_normalise(path))
    paths = [p for p in _read_recent(target) if _same_file_key(p) != key and p.is_file()]
    _write_recent(target, paths)
    return paths


def clear_recent_files(*, store: str | os.PathLike[str] | None = None) -> None:
    target = Path(store) if store is not None else recent_files_path()
    _write_recent(target, [])


# -- saved games list -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SavedGame:
    """One row of the games browser, read from the file's tags."""

    path: Path
    date: str
    """The Date tag as written (``2026.11.22``; ``????.??.??`` if unknown)."""
    white: str
    black: str
    result: str
    """``1-0``, ``0-1``, ``1/2-1/2`` or ``*`` (unfinished)."""
    moves: int
    """Moves (plies) on the main line."""
    event: str
    board: str
    """Board size such as ``14x12``."""
    modified: float
    """File modification time (seconds since the epoch)."""
    variant: str = "epaminondas"
    """The game played (``Variant`` value)."""
    time_control: str = ""
    """The TimeControl tag as written (empty: none)."""


@dataclass(frozen=True, slots=True)
class UnreadableGame:
    """A file in the games folder that could not be read, and why."""

    path: Path
    error: str
    record_error: RecordError | None = None
    """The record's problem, for a window to say in its language (None: the file could
    not be read at all)."""


@dataclass(frozen=True, slots=True)
class GameListing:
    games: list[SavedGame] = field(default_factory=list)
    """Readable games, most recently modified first."""
    unreadable: list[UnreadableGame] = field(default_factory=list)
    """Files skipped, with the reason (shown to the user, never raised)."""


def list_saved_games(
    directory: str | os.PathLike[str] | None = None,
    *,
    stop: Callable[[], bool] | None = None,
) -> GameListing:
    """The ``*.epam`` games in ``directory`` (default :func:`games_dir`), not recursive.

    Reads tags and counts main-line moves without replaying them, so a folder of hundreds
    of games lists quickly; a file whose moves are illegal shows here and fails on opening.
    ``stop`` lets a caller on another thread cut a long scan short.
    """
    folder = Path(directory) if directory is not None else games_dir()
    games: list[SavedGame] = []
    unreadable: list[UnreadableGame] = []
    try:
        candidates = sorted(
            p for p in folder.iterdir() if p.suffix.lower() == GAME_EXTENSION and p.is_file()
        )
    except OSError as exc:
        return GameListing([], [UnreadableGame(folder, exc.strerror or str(exc))])
    for file in candidates:
        if stop is not None and stop():
            break
        try:
            modified = file.stat().st_mtime
            summary = summarize_game_file(file)
        except RecordError as exc:
            unreadable.append(UnreadableGame(file, str(exc), exc))
            continue
        except OSError as exc:
            unreadable.append(UnreadableGame(file, exc.strerror or str(exc)))
            continue
        tags = summary.tags
        games.append(
            SavedGame(
                path=file,
                date=tags.get("Date", "????.??.??"),
                white=tags.get("White", "?"),
                black=tags.get("Black", "?"),
                result=summary.result,
                moves=summary.moves,
                event=tags.get("Event", ""),
                board=summary.board,
                modified=modified,
                variant=summary.variant,
                time_control=tags.get("TimeControl", ""),
            )
        )
    games.sort(key=lambda g: g.modified, reverse=True)
    return GameListing(games, unreadable)
