"""The stall profiler: a gap over the threshold is kept with the stacks the GUI thread was
in during it."""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Callable

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from benchmarks.stall_meter import StallMeter
from benchmarks.stall_profiler import Gap, ThreadRuns


def profiled_gap(qtbot: QtBot, meter: StallMeter, hold: Callable[[], None], label: str) -> Gap:
    """The gap in which the GUI thread ran ``hold`` (which sets ``label``), as the
    meter's profiler kept it."""
    profiler = meter.profiler
    assert profiler is not None
    meter.start()
    try:
        qtbot.waitUntil(lambda: meter.ticks >= 2)
        QTimer.singleShot(0, hold)
        qtbot.waitUntil(lambda: any(gap.label.endswith(label) for gap in profiler.gaps))
    finally:
        meter.stop()
    return next(gap for gap in profiler.gaps if gap.label.endswith(label))


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

    gap = profiled_gap(qtbot, meter, hold_the_gui_thread_here, "held")
    assert blocked and blocked[0] < 10  # the sampler did sample it
    assert gap.gap_ms >= 100 and gap.samples >= 3
    stack, count = gap.stacks.most_common(1)[0]
    assert stack.startswith("hold_the_gui_thread_here (tests/benchmarks/test_stall_profiler.py:")
    assert count >= 3
    report = profiler.report()
    assert "held" in report and "hold_the_gui_thread_here" in report


def test_without_profile_the_meter_has_no_profiler() -> None:
    assert StallMeter(5).profiler is None


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads Linux's /proc")
def test_a_gap_names_the_threads_that_ran_while_the_gui_thread_was_blocked(
        qtbot: QtBot) -> None:
    meter = StallMeter(5, threshold_ms=50, profile=True)
    profiler = meter.profiler
    assert profiler is not None
    stop = threading.Event()

    def spin() -> None:
        while not stop.is_set():
            pass

    spinner = threading.Thread(target=spin, name="busy neighbour", daemon=True)

    def wait_for_the_neighbour() -> None:
        meter.label = "waited"
        began = time.monotonic()
        first = profiler.samples_taken
        # Asleep (the GIL free) until the sampler has seen the gap five times.
        while profiler.samples_taken < first + 5 and time.monotonic() - began < 10:
            time.sleep(0.02)

    spinner.start()
    try:
        gap = profiled_gap(qtbot, meter, wait_for_the_neighbour, "waited")
    finally:
        stop.set()
        spinner.join(5)
    assert gap.wait_ms is not None and gap.blocked_ms is not None
    assert gap.blocked_ms > gap.work_ms
    # Between the first and the fifth sample (>= 12 ms apart) the neighbour spun.
    assert gap.others.get("busy neighbour", 0.0) >= 5
    assert "stall profiler" not in gap.others  # the sampler's own CPU is left out
    report = profiler.report()
    assert "other threads' CPU (ms): busy neighbour" in report
    assert "blocked (GIL, I/O, lock, sleep)" in report


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc (Linux)")
def test_thread_runs_counts_each_wake_up_of_a_thread_by_name_from_the_first_sample() -> None:
    runs = ThreadRuns()
    runs.sample()  # the start: nothing before it counts
    go, done, end = threading.Event(), threading.Barrier(3), threading.Event()

    def napper() -> None:
        go.wait(5)
        for _ in range(50):
            time.sleep(0.002)  # each sleep ends with a run on a core
        done.wait(5)
        end.wait(5)

    threads = [threading.Thread(target=napper, name="napper") for _ in range(2)]
    for thread in threads:
        thread.start()
    go.set()
    done.wait(5)
    runs.sample()  # while they live: a thread is counted while it lives
    end.set()
    for thread in threads:
        thread.join(5)
    # Born after the first sample, both are counted whole, under their one name.
    assert 100 <= runs.runs["napper"] < 140
    quiet = runs.runs.get(threading.current_thread().name, 0)
    assert quiet < 20
    assert runs.per_second(2.0, top=1) == [("napper", round(runs.runs["napper"] / 2, 1))]
