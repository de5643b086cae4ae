"""Settings stored off the GUI thread: :class:`SettingsWriter`.

QSettings writes its file as a new file renamed over the old, synced to the disk first:
10-20 ms on a busy machine, too long for the GUI thread at every new game. The writer's
thread sets the values and writes the file; the window goes on at once.

What is read meanwhile is right: QSettings objects of one process share each file's
values in memory, so once the writer has set them (microseconds after it is given them;
:func:`open_settings <.settings.open_settings>` waits for that) every QSettings sees them,
before they reach the disk. The disk gets them some milliseconds later; a crash in
between loses the last new game's setup, as it would in any program that writes its
settings "soon" (QSettings itself does, on the event loop's next turn). At exit the
writer finishes (:func:`atexit`, bounded).
"""

from __future__ import annotations

import atexit
import threading
from collections.abc import Mapping

from PySide6.QtCore import QSettings

#: How long a reader waits for values given to the writer to be set (they take
#: microseconds; a bound all the same).
APPLY_WAIT_S = 1.0
#: How long the program's exit waits for the last values to reach the disk.
EXIT_WAIT_S = 2.0


class SettingsWriter:
    """One thread that stores batches of values in settings files, in the order given."""

    def __init__(self) -> None:
        self._lock = threading.Condition()
        self._batches: list[tuple[str, dict[str, object]]] = []
        self._given = 0
        self._applied = 0
        self._written = 0
        self._thread: threading.Thread | None = None

    def store(self, settings: QSettings, values: Mapping[str, object]) -> None:
        """Set ``values`` in ``settings``' file soon, and write it (from any thread;
        ``settings`` itself is only asked its file's name)."""
        with self._lock:
            self._batches.append((settings.fileName(), dict(values)))
            self._given += 1
            if self._thread is None:
                self._thread = threading.Thread(target=self._work, name="settings-writer",
                                                daemon=True)
                self._thread.start()
            self._lock.notify_all()

    def wait_applied(self, timeout_s: float = APPLY_WAIT_S) -> bool:
        """Wait until every value given is visible to every QSettings of the process."""
        with self._lock:
            given = self._given
            return self._lock.wait_for(lambda: self._applied >= given, timeout_s)

    def flush(self, timeout_s: float = EXIT_WAIT_S) -> bool:
        """Wait until every value given is on the disk."""
        with self._lock:
            given = self._given
            return self._lock.wait_for(lambda: self._written >= given, timeout_s)

    def _work(self) -> None:
        while True:
            with self._lock:
                self._lock.wait_for(lambda: bool(self._batches))
                batches, self._batches = self._batches, []
            files: dict[str, QSettings] = {}
            for path, values in batches:
                settings = files.setdefault(path, QSettings(path, QSettings.Format.IniFormat))
                for key, value in values.items():
                    settings.setValue(key, value)
            with self._lock:
                self._applied += len(batches)
                self._lock.notify_all()
            for settings in files.values():
                settings.sync()
            with self._lock:
                self._written += len(batches)
                self._lock.notify_all()


writer = SettingsWriter()
"""The program's one writer."""


@atexit.register
def _finish_at_exit() -> None:
    writer.flush()
