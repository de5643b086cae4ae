"""The soak's own bookkeeping: the process tree from one read of /proc, a process told
apart from a later one with its pid, and the stall meter."""

from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest
from pytestqt.qtbot import QtBot

from benchmarks.soak import process_table, role_of, tree_of
from benchmarks.stall_meter import StallMeter


def test_tree_of_walks_every_generation() -> None:
    table = {1: (0, 10, "S"), 2: (1, 11, "S"), 3: (2, 12, "S"), 4: (1, 13, "S"),
             5: (9, 14, "S")}
    assert sorted(tree_of(1, table)) == [2, 3, 4]
    assert tree_of(3, table) == []


@pytest.mark.skipif(sys.platform != "linux", reason="reads /proc")
def test_a_child_is_in_our_tree_with_its_start_time() -> None:
    child = subprocess.Popen([sys.executable, "-c", "import sys; sys.stdin.read()"],
                             stdin=subprocess.PIPE)
    try:
        table = process_table()
        assert child.pid in tree_of(os.getpid(), table)
        assert table[child.pid][1] >= table[os.getpid()][1]  # started after us
        assert role_of(child.pid).startswith(sys.executable[:40])
    finally:
        assert child.stdin is not None
        child.stdin.close()
        child.wait(10)
    assert child.pid not in process_table()


def test_the_stall_meter_keeps_the_worst_gaps_with_their_label(qtbot: QtBot) -> None:
    meter = StallMeter(5, keep_gaps=True, worst_kept=3, threshold_ms=1000)
    meter.label = "busy"
    meter.start()
    qtbot.waitUntil(lambda: meter.ticks >= 10)
    meter.stop()
    assert len(meter.gaps) == meter.ticks and meter.over == 0
    worst = meter.worst()
    assert len(worst) == 3 and worst[0][0] == max(meter.gaps) == meter.max_gap_ms
    assert worst[0][0] >= worst[1][0] >= worst[2][0] and worst[0][1] == "busy"


def test_the_stall_meter_tells_the_gui_threads_work_from_waiting(qtbot: QtBot) -> None:
    # A gap the thread spent computing counts as work; one it spent blocked (asleep, or
    # waiting for a core on a loaded machine) does not.
    meter = StallMeter(5, threshold_ms=50)
    meter.start()
    qtbot.waitUntil(lambda: meter.ticks >= 2)
    start = time.thread_time()
    while time.thread_time() - start < 0.12:
        pass
    ticks = meter.ticks
    qtbot.waitUntil(lambda: meter.ticks > ticks)
    time.sleep(0.12)
    ticks = meter.ticks
    qtbot.waitUntil(lambda: meter.ticks > ticks)
    meter.stop()
    assert meter.over >= 2 and meter.work_over == 1
    assert meter.max_work_ms >= 120
