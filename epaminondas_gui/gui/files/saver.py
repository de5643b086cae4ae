"""Writing a saved game off the GUI thread.

A save writes the record atomically: the file and its folder are synced to the disk
(0.3-0.6 ms on a quiet disk here, 150 ms beside a busy one in the soak), and the recent
list is written the same way. :class:`RecordSaver` does both on a thread of its own, one
save after the other in the order asked, and hands each outcome back to the GUI thread
(:attr:`RecordSaver.finished`). The game is copied when the save is asked for: the player
may go on meanwhile, and the file holds the game as it was then.
"""

from __future__ import annotations

import contextlib
import logging
import threading
import time
from collections import deque
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from ...core.games import storage
from ...core.games.record import GameRecord
from .loader import RECENT_LOCK

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class SaveDone:
    """The outcome of one save: the game of ``serial`` at ``revision`` (GameTree's) is in
    ``path``, or ``error`` says why it is not (the file is as it was before)."""

    path: Path
    serial: int
    revision: int
    error: str | None = None


class RecordSaver(QObject):
    """Saves in the order asked, on one thread; :meth:`flush` waits for them (bounded)."""

    finished = Signal(object)
    """A :class:`SaveDone`, in the GUI thread, once per save."""
    _ready = Signal()
    """Emitted on the saving thread; queued to the GUI thread."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._cond = threading.Condition()
        self._jobs: deque[tuple[Path, GameRecord, int, int]] = deque()
        self._outstanding = 0
        """Saves asked for and not yet written (or failed)."""
        self._done: deque[SaveDone] = deque()
        """Outcomes not yet handed to the GUI thread."""
        self._thread: threading.Thread | None = None
        self._ready.connect(self.deliver)

    @property
    def busy(self) -> bool:
        with self._cond:
            return self._outstanding > 0

    def save(self, path: Path, record: GameRecord, serial: int, revision: int) -> None:
        """Save a copy of ``record`` (the game of ``serial`` at ``revision``) to ``path``."""
        snapshot = record.snapshot()
        with self._cond:
            self._jobs.append((path, snapshot, serial, revision))
            self._outstanding += 1
            self._cond.notify_all()
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="save-game",
                                                daemon=True)
                self._thread.start()

    def flush(self, timeout_s: float) -> bool:
        """Wait until every save asked for is written or has failed; False after
        ``timeout_s`` (any thread may wait; the outcomes still come by :attr:`finished`)."""
        deadline = time.monotonic() + timeout_s
        with self._cond:
            while self._outstanding:
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                self._cond.wait(left)
        return True

    def deliver(self) -> None:
        """Hand the outcomes written so far to :attr:`finished` (GUI thread): called by
        the saving thread's signal, or at once by a caller that has just flushed."""
        while True:
            with self._cond:
                if not self._done:
                    return
                done = self._done.popleft()
            self.finished.emit(done)

    def _run(self) -> None:
        while True:
            with self._cond:
                while not self._jobs:
                    self._cond.wait()
                path, record, serial, revision = self._jobs.popleft()
            done = SaveDone(path, serial, revision, _write(path, record))
            with self._cond:
                self._done.append(done)
                self._outstanding -= 1
                self._cond.notify_all()
            # The window (and this object) may be gone by now.
            with contextlib.suppress(RuntimeError):
                self._ready.emit()


def _write(path: Path, record: GameRecord) -> str | None:
    """Write the record and put it at the top of the recent list; None, or why the game
    could not be written (a recent list that cannot be written is only logged)."""
    try:
        storage.save_record(path, record)
    except OSError as exc:
        return exc.strerror or str(exc)
    except Exception as exc:  # said to the player, never lost on this thread
        log.exception("saving %s failed", path)
        return f"{type(exc).__name__}: {exc}"
    with RECENT_LOCK:
        try:
            storage.add_recent_file(path)
        except OSError as exc:
            log.warning("the recent list was not written: %s", exc)
    return None
