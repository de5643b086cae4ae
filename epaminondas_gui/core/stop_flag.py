"""A stop request that wakes the thread it stops. No Qt here.

A search waiting for its engine's next line used to look at a plain ``threading.Event``
every 10 ms. Each look woke its thread, which then took the interpreter's lock from the
window's thread (a hundred hand-overs a second per search; docs/gui.md, "Stalls"). A
:class:`StopFlag` is that Event, and its :meth:`~StopFlag.set` also calls whoever listens:
the engine client puts a wake-up among the engine's lines, so the wait needs no timeout
to notice a stop.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Iterator


class StopFlag(threading.Event):
    """A ``threading.Event`` (``set``, ``is_set``, ``wait``) whose :meth:`set` also calls
    the functions listening to it (:meth:`listening`), on the thread that sets it."""

    def __init__(self) -> None:
        super().__init__()
        self._listeners: list[Callable[[], None]] = []
        self._listeners_lock = threading.Lock()

    def set(self) -> None:
        super().set()
        with self._listeners_lock:
            listeners = list(self._listeners)
        for wake in listeners:
            wake()

    @contextlib.contextmanager
    def listening(self, wake: Callable[[], None]) -> Iterator[None]:
        """Within the block, :meth:`set` calls ``wake`` (quickly, and from any thread);
        a flag set already calls it at once, so that no stop is missed."""
        with self._listeners_lock:
            self._listeners.append(wake)
        try:
            if self.is_set():
                wake()
            yield
        finally:
            with self._listeners_lock:
                self._listeners.remove(wake)
