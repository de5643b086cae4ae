"""The window's process hands the GIL on after 1 ms (gui/gil_switch.py): the GUI thread,
which gives it up at each call into Qt, waits that long, not 5 ms, beside a thread of
pure Python."""

from __future__ import annotations

import statistics
import sys
import threading
import time
from collections.abc import Iterator

import pytest

from epaminondas_gui.gui import gil_switch

from .conftest import MakeWindow, human_game


@pytest.fixture
def cpython_interval() -> Iterator[None]:
    before = sys.getswitchinterval()
    sys.setswitchinterval(0.005)  # CPython's own
    yield
    sys.setswitchinterval(before)


def hand_overs_beside_a_busy_thread(calls: int) -> list[float]:
    """Seconds each GIL hand-over of this thread took (as a call into Qt makes one) while
    another thread runs pure Python: those only during which the other thread ran. On a
    loaded machine that thread is often off its core, and a hand-over then takes nothing
    (an earlier version summed them all, and CI beside another run measured 58 ms for
    twenty hand-overs at CPython's 5 ms)."""
    stop = threading.Event()
    counter = [0]

    def busy() -> None:
        while not stop.is_set():
            counter[0] += 1

    worker = threading.Thread(target=busy, daemon=True)
    worker.start()
    time.sleep(0.02)  # the worker holds the GIL and runs
    took: list[float] = []
    for _ in range(calls):
        before = counter[0]
        began = time.perf_counter()
        time.sleep(0)  # gives the GIL up and waits to take it back
        if counter[0] != before:  # the worker held the GIL meanwhile: a real hand-over
            took.append(time.perf_counter() - began)
    stop.set()
    worker.join(2)
    return took


def median_hand_over(calls: int = 20) -> float:
    """The least median hand-over of three tries that had ten or more (a busy machine
    lengthens a hand-over; one that keeps the busy thread off its core gives a try none:
    up to thirty tries)."""
    medians: list[float] = []
    for _ in range(30):
        took = hand_overs_beside_a_busy_thread(calls)
        if len(took) >= 10:
            medians.append(statistics.median(took))
            if len(medians) == 3:
                break
    assert medians, "the busy thread never ran: no hand-over to measure"
    return min(medians)


def test_the_window_sets_the_switch_interval(
    make_window: MakeWindow, cpython_interval: None
) -> None:
    make_window(human_game(8, 8))
    assert sys.getswitchinterval() == gil_switch.SWITCH_INTERVAL_S == 0.001


def test_twenty_hand_overs_beside_a_busy_thread_take_tens_of_ms_not_a_hundred(
    cpython_interval: None
) -> None:
    assert median_hand_over() >= 0.004  # CPython's 5 ms
    gil_switch.install()
    assert median_hand_over() < 0.003
