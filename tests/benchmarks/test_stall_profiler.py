"""The stall profiler: a gap over the threshold is kept with the stacks the GUI thread was
in during it."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Callable

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from benchmarks.stall_meter import StallMeter, open_run_delay
from benchmarks.stall_profiler import Gap


def test_a_long_gap_names_the_function_that_held_the_gui_thread(qtbot: QtBot) -> None:
    meter = StallMeter(5, threshold_ms=50, profile=True)
    profiler = meter.profiler
    assert profiler is not None
    blocked: list[float] = []

    def hold_the_gui_thread_here() -> None:
        # Busy (not asleep: the profile is of work) until the sampler has seen it three
        # times and 100 ms have passed, so the gap is over the threshold whatever the load.
        meter.label = "held"
        began = time.monotonic()
        first = profiler.samples_taken
        while ((profiler.samples_taken < first + 3 or time.monotonic() - began < 0.1)
               and time.monotonic() - began < 10):
            pass
        blocked.append(time.monotonic() - began)

    meter.start()
    try:
        qtbot.waitUntil(lambda: meter.ticks >= 2)
        QTimer.singleShot(0, hold_the_gui_thread_here)
        qtbot.waitUntil(lambda: any(gap.label.endswith("held") for gap in profiler.gaps))
    finally:
        meter.stop()
    assert blocked and blocked[0] < 10  # the sampler did sample it
    gap = next(gap for gap in profiler.gaps if gap.label.endswith("held"))
    assert gap.gap_ms >= 100 and gap.samples >= 3
    stack, count = gap.stacks.most_common(1)[0]
    assert stack.startswith("hold_the_gui_thread_here (tests/benchmarks/test_stall_profiler.py:")
    assert count >= 3
    report = profiler.report()
    assert "held" in report and "hold_the_gui_thread_here" in report


def test_without_profile_the_meter_has_no_profiler() -> None:
    assert StallMeter(5).profiler is None


needs_schedstat = pytest.mark.skipif(open_run_delay() is None,
                                     reason="no per-thread scheduler statistics here")


def held_gap(qtbot: QtBot, hold: Callable[[], None]) -> Gap:
    """The gap in which the GUI thread ran ``hold``, as the profiling meter kept it."""
    meter = StallMeter(5, threshold_ms=50, profile=True)
    profiler = meter.profiler
    assert profiler is not None

    def held() -> None:
        meter.label = "held"
        hold()

    meter.start()
    try:
        qtbot.waitUntil(lambda: meter.ticks >= 2)
        QTimer.singleShot(0, held)
        qtbot.waitUntil(lambda: any(gap.label.endswith("held") for gap in profiler.gaps))
    finally:
        meter.stop()
    return next(gap for gap in profiler.gaps if gap.label.endswith("held"))


@needs_schedstat
def test_a_gap_the_gui_thread_slept_through_is_blocked_not_waiting_for_a_core(
    qtbot: QtBot,
) -> None:
    gap = held_gap(qtbot, lambda: time.sleep(0.15))
    assert gap.wait_ms is not None
    blocked = gap.gap_ms - gap.work_ms - gap.wait_ms
    assert gap.gap_ms >= 150 and blocked >= 100 and gap.work_ms < 50
    assert f"blocked {blocked:.1f} ms" in gap.split


@needs_schedstat
def test_a_gap_spent_sharing_a_core_is_counted_as_waiting_for_it(qtbot: QtBot) -> None:
    # Two busy processes on the GUI thread's only core: the thread gets about a third of
    # it, and waits about twice as long as it works (its CPU time read as the wait would
    # make them equal).
    cpu = min(os.sched_getaffinity(0))
    before = os.sched_getaffinity(0)
    rivals = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(2)]
    try:
        for rival in rivals:
            os.sched_setaffinity(rival.pid, {cpu})
        os.sched_setaffinity(0, {cpu})  # this thread only (Linux: 0 is the caller)
        time.sleep(0.1)  # the rival running

        def busy() -> None:
            began = time.monotonic()
            while time.monotonic() - began < 0.3:
                pass

        gap = held_gap(qtbot, busy)
    finally:
        os.sched_setaffinity(0, before)
        for rival in rivals:
            rival.kill()
            rival.wait(timeout=10)
    assert gap.wait_ms is not None
    assert gap.gap_ms >= 300 and gap.wait_ms >= 1.3 * gap.work_ms
    assert gap.work_ms + gap.wait_ms <= gap.gap_ms + 10
    assert "waiting for a core" in gap.split
