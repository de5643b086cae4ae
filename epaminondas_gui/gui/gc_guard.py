"""Python's cyclic garbage collector runs on the GUI thread only.

CPython collects cycles in whichever thread happens to allocate when a generation is
full. The window runs threads of its own (the engine runners' workers, the engine
clients' readers, the autosave), and a window, dialog or timer that ends up in a
reference cycle is Qt's to destroy in the GUI thread: collected in a worker, its C++
destructor runs beside the GUI thread's own use of Qt. That crash shows in whatever the
worker was doing when its allocation set off the collection (CI saw a segmentation fault
in an engine runner's worker inside ``pathlib``).

So, once a window has threads (:func:`install`, called by the engine runner), automatic
collection is switched off, and a timer on the GUI thread collects with CPython's own
rule: a generation is collected when its count passes its threshold, the oldest only
once the heap has grown by a quarter since its last collection."""

from __future__ import annotations

import gc
import sys
import threading
import time
from collections import deque
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, QObject, QTimer

#: How often the GUI thread looks whether a generation is due.
INTERVAL_MS = 250
#: A full collection (the oldest generation) only once the heap has grown by this share
#: since the last one. CPython's own rule skips the oldest generation until the objects
#: that reached it since its last collection are a quarter of those in it (a full
#: collection walks the whole heap); here the interpreter's allocated blocks measure the
#: growth. Without it every tenth collection of generation 1 was a full one: 80-95 ms of
#: the GUI thread in the soak.
FULL_GROWTH = 0.25
_blocks_after_full = 0
"""``sys.getallocatedblocks()`` after the last full collection here."""


class FullCollection(NamedTuple):
    """One full collection made by :func:`collect_if_due` (the soak prints them: a 54 ms
    one in a 15-minute soak could not be told apart from the work around it)."""

    cpu_ms: float
    """The GUI thread's CPU time it took."""
    collected: int
    """The unreachable objects it found (their finalizers and Qt destructors ran in it)."""
    blocks: int
    """``sys.getallocatedblocks()`` before it: the heap's size."""


full_collections: deque[FullCollection] = deque(maxlen=100)
"""The last full collections made here, oldest first."""

_timer: QTimer | None = None
_thresholds = gc.get_threshold()


def installed() -> bool:
    return _timer is not None


def install() -> None:
    """Collect cycles on the GUI thread only, from now on (once per program; needs the
    Qt application, whose lifetime the timer shares)."""
    global _timer, _thresholds
    app = QCoreApplication.instance()
    if _timer is not None or app is None:
        return
    if threading.current_thread() is not threading.main_thread():
        return  # only the GUI thread may own the timer
    _thresholds = gc.get_threshold()
    timer = QTimer(app)
    timer.setInterval(INTERVAL_MS)
    timer.timeout.connect(collect_if_due)
    app.destroyed.connect(_uninstall)
    timer.start()
    _timer = timer
    gc.disable()


def collect_if_due() -> int:
    """Collect the oldest generation whose count has passed its threshold (as CPython
    would have on the allocation that passed it); the objects collected."""
    global _blocks_after_full
    counts = gc.get_count()
    due = -1
    for generation, (count, threshold) in enumerate(zip(counts, _thresholds, strict=True)):
        if threshold and count > threshold:
            due = generation
        else:
            break
    oldest = len(_thresholds) - 1
    if due == oldest and sys.getallocatedblocks() < _blocks_after_full * (1 + FULL_GROWTH):
        due -= 1  # as CPython: the younger generation, due as well, instead
    if due < 0:
        return 0
    if due != oldest:
        return gc.collect(due)
    blocks = sys.getallocatedblocks()
    began = time.thread_time()
    found = gc.collect(due)
    full_collections.append(
        FullCollection((time.thread_time() - began) * 1000, found, blocks))
    _blocks_after_full = sys.getallocatedblocks()
    return found


def freeze_built_heap() -> int:
    """Put every object alive now out of the collections' reach (``gc.freeze``): called
    once the window is built and shown. A full collection walks the whole heap, and the
    window as built is half of it (a fresh window's 48,329 objects took 51.8 ms to walk,
    0 ms frozen); those objects live as long as the program, so walking them found
    nothing. Cycles made later are collected as before. Returns the objects frozen."""
    gc.collect()
    gc.freeze()
    global _blocks_after_full
    _blocks_after_full = sys.getallocatedblocks()
    return gc.get_freeze_count()


def _uninstall(_app: QObject | None = None) -> None:
    global _timer
    _timer = None
    gc.enable()
