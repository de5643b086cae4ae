"""Reading a saved game off the GUI thread.

A long game's record is read, parsed and replayed move by move (every move checked by the
rules) in 60-105 ms: a stall of the window if done on its thread. :class:`RecordLoader`
does it on a thread of its own and hands the game back to the GUI thread by a signal; only
the newest request's answer is delivered, so an open that another open replaced, or that
the window's closing cancelled, is never applied. The recent list is written (on a thread:
its atomic write syncs the disk) only for a game shown: :meth:`RecordLoader.remember`.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from ...core.games import storage
from ...core.games.record import GameRecord, RecordError
from ...core.games.tree import GameTree


@dataclass(frozen=True)
class LoadedGame:
    """A record read and its game tree built, ready to be shown."""

    path: Path
    record: GameRecord
    tree: GameTree


@dataclass(frozen=True)
class LoadFailure:
    """Why the file could not be read (shown to the player as it is)."""

    path: Path
    error: RecordError


def read_game(path: Path, remember: bool) -> LoadedGame | LoadFailure:
    """Read and check the record at ``path`` and build its tree (on the loader's thread).
    ``remember``: a file read goes to the top of the recent list, one that fails leaves it
    (the list's atomic write syncs the disk: not on the GUI thread either)."""
    try:
        record = storage.load_record(path)
        tree = GameTree(record)
    except RecordError as exc:
        if remember:
            with contextlib.suppress(OSError):
                storage.remove_recent_file(path)
        return LoadFailure(path, exc)
    if remember:
        with contextlib.suppress(OSError):
            storage.add_recent_file(path)
    return LoadedGame(path, record, tree)


RECENT_LOCK = threading.Lock()
"""One write of the recent list at a time (each reads it, changes it and writes it)."""


class RecordLoader(QObject):
    """One game being read at a time, as far as the window is concerned: a new request
    or :meth:`cancel` makes the answers of the earlier ones be dropped."""

    finished = Signal(object, object)
    """(ticket, LoadedGame | LoadFailure), in the GUI thread, for the newest request only."""
    _done = Signal(int, object)
    """Emitted on the reading thread; queued to the GUI thread."""

    def __init__(self, parent: QObject | None = None, *,
                 before_read: Callable[[], object] | None = None) -> None:
        super().__init__(parent)
        self._before_read = before_read
        """Called on the reading thread first (the window's saves still being written
        end first: a game saved and opened at once is read whole)."""
        self._ticket = 0
        self._waiting = False
        self.remembering: threading.Thread | None = None
        """The thread writing the recent list for the last game shown (a test joins it)."""
        self._done.connect(self._deliver)

    @property
    def busy(self) -> bool:
        """Whether a request's answer is still awaited."""
        return self._waiting

    def load(self, path: Path, *, remember: bool = True) -> int:
        """Start reading ``path``; returns the request's ticket. ``remember``: a file that
        cannot be read leaves the recent list."""
        self._ticket += 1
        ticket = self._ticket
        self._waiting = True
        thread = threading.Thread(
            target=self._run, args=(ticket, path, remember), name="open-game", daemon=True
        )
        thread.start()
        return ticket

    def cancel(self) -> None:
        """Forget the request in progress (the window closes, or it was replaced)."""
        self._ticket += 1
        self._waiting = False

    def remember(self, path: Path) -> None:
        """Put ``path`` at the top of the recent list, on a thread of its own: the window
        calls it once the game read is shown (an open cancelled, replaced or declined
        never gets there)."""

        def write() -> None:
            with RECENT_LOCK, contextlib.suppress(OSError):
                storage.add_recent_file(path)

        self.remembering = threading.Thread(target=write, name="recent-files", daemon=True)
        self.remembering.start()

    def _run(self, ticket: int, path: Path, remember: bool) -> None:
        # A file that fails leaves the recent list at once; one read goes to its top only
        # when shown (remember).
        if self._before_read is not None:
            self._before_read()
        result = read_game(path, remember=False)
        if remember and isinstance(result, LoadFailure):
            with RECENT_LOCK, contextlib.suppress(OSError):
                storage.remove_recent_file(path)
        # The window (and this object) may be gone by now.
        with contextlib.suppress(RuntimeError):
            self._done.emit(ticket, result)

    def _deliver(self, ticket: int, result: object) -> None:
        if ticket != self._ticket:
            return  # replaced or cancelled: never applied
        self._waiting = False
        self.finished.emit(ticket, result)
