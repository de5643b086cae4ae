"""Cyclic garbage is collected on the GUI thread only (gui/gc_guard.py): a Qt object in a
reference cycle, dropped by the GUI thread, must not be finalized by a worker thread whose
allocations fill a generation (the segfault in an engine runner's worker, in ``pathlib``)."""

from __future__ import annotations

import gc
import sys
import threading
import weakref
from collections import deque

import pytest
from PySide6.QtCore import QObject, QTimer
from pytestqt.qtbot import QtBot

from epaminondas_gui.gui import gc_guard
from epaminondas_gui.gui.engine_runner import EngineRunner


class Cyclic(QObject):
    """A Qt object only the cyclic collector can free (it refers to itself)."""

    def __init__(self) -> None:
        super().__init__()
        self.me = self
        self.timer = QTimer(self)  # a child, destroyed with it


def allocate_in_a_worker(objects: int = 200_000) -> None:
    """A worker thread allocates as the engine client's start does: enough container
    objects to pass generation 0's threshold many times over."""

    def work() -> None:
        kept = [{"n": n} for n in range(objects)]
        del kept

    worker = threading.Thread(target=work, name="engine-runner-test")
    worker.start()
    worker.join(30)
    assert not worker.is_alive()


def test_a_cycle_with_a_qt_object_is_finalized_on_the_gui_thread(qtbot: QtBot) -> None:
    runner = EngineRunner(search=lambda request, stop, on_info: None)  # type: ignore[arg-type,return-value]
    try:
        assert gc_guard.installed() and not gc.isenabled()
        finalized_in: list[str] = []
        obj = Cyclic()
        weakref.finalize(obj, lambda: finalized_in.append(threading.current_thread().name))
        del obj
        allocate_in_a_worker()
        assert finalized_in == []  # the worker's allocations collected nothing
        # The GUI thread allocates enough to make generation 0 due (the worker's objects
        # are freed again, and freeing lowers the count): its timer collects the cycle.
        ballast: list[dict[str, int]] = [{} for _ in range(3 * gc.get_threshold()[0])]
        qtbot.waitUntil(lambda: finalized_in != [], timeout=5000)
        del ballast
        assert finalized_in == ["MainThread"]
    finally:
        runner.shutdown()


def test_collect_if_due_follows_the_thresholds() -> None:
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        gc.collect()
        assert gc_guard.collect_if_due() == 0  # nothing due right after a full collection
        threshold0 = gc.get_threshold()[0]
        junk = []
        for _ in range(threshold0 + 10):
            loop: list[object] = []
            loop.append(loop)
            junk.append(loop)
        del junk, loop
        assert gc_guard.collect_if_due() >= threshold0  # generation 0 was due: collected
    finally:
        if was_enabled:
            gc.enable()


def test_a_full_collection_waits_for_the_heap_to_grow_by_a_quarter(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A full collection walks the whole heap (80-95 ms of the GUI thread in the soak):
    # CPython skips it until the heap has grown by a quarter; the guard did it every
    # time the oldest generation's count passed its threshold.
    collected: list[int] = []
    blocks = [1000]
    monkeypatch.setattr(gc_guard, "_thresholds", (700, 10, 10))
    monkeypatch.setattr(gc_guard, "_blocks_after_full", 0)
    monkeypatch.setattr(gc_guard, "full_collections", deque(maxlen=100))
    def collect(generation: int = 2) -> int:
        collected.append(generation)
        return 5 * generation

    monkeypatch.setattr(gc, "get_count", lambda: (701, 11, 11))
    monkeypatch.setattr(gc, "collect", collect)
    monkeypatch.setattr(sys, "getallocatedblocks", lambda: blocks[0])
    for size in (1000, 1100, 1240, 1260, 1300, 1600):
        blocks[0] = size
        gc_guard.collect_if_due()
    # The first (nothing known yet), then at +26 % of 1000 and at +27 % of 1260.
    assert collected == [2, 1, 1, 2, 1, 2]
    # Each full one is recorded with what it found and the heap's size before it.
    assert [(c.collected, c.blocks) for c in gc_guard.full_collections] == [
        (10, 1000), (10, 1260), (10, 1600)]
    assert all(c.cpu_ms >= 0 for c in gc_guard.full_collections)


def test_the_built_heap_is_frozen_out_of_every_later_full_collection() -> None:
    # A full collection walked the window as built each time (half of the 69-101 ms the
    # soak measured per full collection); frozen, it is not walked again.
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        kept = [[n] for n in range(20_000)]  # long-lived, like the window's objects
        frozen = gc_guard.freeze_built_heap()
        assert frozen == gc.get_freeze_count() >= 20_000
        tracked = len(gc.get_objects())
        assert tracked < frozen  # a full collection walks only what came since
        assert len(kept) == 20_000
        loop: list[object] = []
        loop.append(loop)
        ref = weakref.ref(Cyclic())  # cycles made later are still collected
        del loop
        assert gc.collect() > 0
        assert ref() is None
    finally:
        gc.unfreeze()
        if was_enabled:
            gc.enable()
