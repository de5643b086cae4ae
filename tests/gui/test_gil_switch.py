"""The window's process hands the GIL on after 1 ms (gui/gil_switch.py): the GUI thread,
which gives it up at each call into Qt, waits that long, not 5 ms, beside a thread of
pure Python."""

from __future__ import annotations

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


def calls_beside_a_busy_thread(calls: int) -> float:
    """Seconds for ``calls`` GIL hand-overs (as a call into Qt makes) of this thread while
    another thread runs pure Python."""
    stop = threading.Event()

    def busy() -> None:
        n = 0
        while not stop.is_set():
            n += 1

    worker = threading.Thread(target=busy, daemon=True)
    worker.start()
    time.sleep(0.02)  # the worker holds the GIL and runs
    began = time.perf_counter()
    for _ in range(calls):
        time.sleep(0)  # gives the GIL up and waits to take it back
    took = time.perf_counter() - began
    stop.set()
    worker.join(2)
    return took


def test_the_window_sets_the_switch_interval(
    make_window: MakeWindow, cpython_interval: None
) -> None:
    make_window(human_game(8, 8))
    assert sys.getswitchinterval() == gil_switch.SWITCH_INTERVAL_S == 0.001


def test_twenty_hand_overs_beside_a_busy_thread_take_tens_of_ms_not_a_hundred(
    cpython_interval: None
) -> None:
    # The least of three tries: a busy machine can only lengthen a try.
    assert min(calls_beside_a_busy_thread(20) for _ in range(3)) >= 0.08  # 5 ms each
    gil_switch.install()
    assert min(calls_beside_a_busy_thread(20) for _ in range(3)) < 0.06
