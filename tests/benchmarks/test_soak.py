"""The soak's own bookkeeping: the process tree from one read of /proc, a process told
apart from a later one with its pid, and the stall meter."""

from __future__ import annotations

import concurrent.futures
import os
import subprocess
import sys
import time
import types
from collections.abc import Callable
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from benchmarks.autosave_reader import AutosaveReader
from benchmarks.core_wait import cpu_ms
from benchmarks.soak import process_table, role_of, stall_split_line, tree_of
from benchmarks.stall_meter import Cores, CoresClock, RunQueueClock, Split, StallMeter
from epaminondas_gui.core.engine.process import background_nice
from epaminondas_gui.core.games import storage
from epaminondas_gui.core.games.tree import GameTree
from epaminondas_gui.core.rules.position import Position


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


LINUX = sys.platform.startswith("linux")


def metered_sleep(qtbot: QtBot, seconds: float) -> StallMeter:
    """A stall meter (50 ms threshold) that saw the GUI thread asleep for ``seconds``."""
    return metered(qtbot, lambda: time.sleep(seconds))


def metered(qtbot: QtBot, hold: Callable[[], object]) -> StallMeter:
    """A stall meter (50 ms threshold) that saw the GUI thread in ``hold``."""
    meter = StallMeter(5, threshold_ms=50)
    meter.start()
    qtbot.waitUntil(lambda: meter.ticks >= 2)
    hold()
    ticks = meter.ticks
    qtbot.waitUntil(lambda: meter.ticks > ticks)
    meter.stop()
    return meter


@pytest.mark.skipif(not LINUX, reason="the run-queue delay is read from Linux's /proc")
def test_a_gap_spent_sharing_a_core_is_counted_as_waiting_for_it(qtbot: QtBot) -> None:
    # Two busy processes on the GUI thread's only core: it gets about a third of the core
    # and waits about twice as long as it works (its CPU time read as the wait would make
    # them equal).
    cpu = min(os.sched_getaffinity(0))
    before = os.sched_getaffinity(0)
    rivals = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(2)]

    def busy() -> None:
        began = time.monotonic()
        while time.monotonic() - began < 0.3:
            pass

    try:
        for rival in rivals:
            os.sched_setaffinity(rival.pid, {cpu})
        os.sched_setaffinity(0, {cpu})  # this thread only (Linux: 0 is the caller)
        time.sleep(0.1)  # the rivals running
        meter = metered(qtbot, busy)
    finally:
        os.sched_setaffinity(0, before)
        for rival in rivals:
            rival.kill()
            rival.wait(timeout=10)
    split = meter.worst_splits()[0]
    assert split.wait_ms is not None and split.gap_ms >= 300
    assert split.wait_ms >= 1.3 * split.work_ms
    # Who held the core: the rivals, other programs at normal priority (the kernel
    # counts in 10 ms ticks).
    assert split.cores is not None and split.cores.others >= split.wait_ms - 30


@pytest.mark.skipif(not LINUX, reason="/proc/stat")
def test_the_cores_clock_counts_a_niced_process_as_niced_and_every_core_s_time() -> None:
    # Whatever else the machine runs (the share the rival gets depends on it), the time
    # the niced rival had is in ``niced``, and every core's time is in some part.
    rival = subprocess.Popen([sys.executable, "-c", "while True: pass"])
    clock = CoresClock()
    try:
        os.setpriority(os.PRIO_PROCESS, rival.pid, 19)
        first, rival_first, began = clock.read(), cpu_ms(rival.pid), time.monotonic()
        time.sleep(0.3)
        last, rival_last, ended = clock.read(), cpu_ms(rival.pid), time.monotonic()
    finally:
        clock.close()
        rival.kill()
        rival.wait(timeout=10)
    assert first is not None and last is not None
    cores = last - first
    rival_ms = rival_last - rival_first
    assert rival_ms > 0
    # Both counted in the kernel's ticks: a tick each side.
    tick = 1000 / os.sysconf("SC_CLK_TCK")
    assert cores.niced >= rival_ms - 2 * tick
    whole = cores.window + cores.niced + cores.others + cores.idle + cores.stolen
    assert whole == pytest.approx((os.cpu_count() or 1) * (ended - began) * 1000,
                                  abs=6 * tick)


@pytest.mark.skipif(not LINUX, reason="the run-queue delay is read from Linux's /proc")
def test_a_gap_spent_asleep_is_blocked_not_work_nor_waiting_for_a_core(qtbot: QtBot) -> None:
    meter = metered_sleep(qtbot, 0.12)
    assert meter.run_queue_told and meter.over >= 1
    split = meter.worst_splits()[0]
    assert split.gap_ms >= 120 and split.wait_ms is not None and split.work_ms < 20
    # Asleep, the thread is neither running nor runnable: the gap less work and the wait
    # for a core after waking up is the sleep.
    assert split.blocked_ms is not None and split.blocked_ms >= 115
    wall, cpu, wait, blocked = meter.over_split
    assert wall >= split.gap_ms and cpu >= split.work_ms and blocked >= split.blocked_ms
    assert wall == pytest.approx(cpu + wait + blocked, abs=0.5)
    # The gaps over 50 ms that the host's share of the cores does not explain.
    long = [split for split in meter.worst_splits() if split.gap_ms > 50]
    assert len(long) == meter.over and all(split.cores is not None for split in long)
    assert meter.over_host_quiet == sum(
        1 for split in long if split.cores is not None and split.cores.stolen <= 0)


def test_without_schedstat_the_meter_splits_nothing_and_says_so(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    def no_proc(*_args: object) -> int:
        raise FileNotFoundError("no /proc here")

    monkeypatch.setattr(os, "open", no_proc)
    assert RunQueueClock().read() is None
    meter = metered_sleep(qtbot, 0.06)
    assert not meter.run_queue_told and meter.over >= 1
    assert all(split.wait_ms is None and split.blocked_ms is None and split.cores is None
               for split in meter.worst_splits())
    assert meter.cores_over is None and meter.over_host_quiet is None
    assert stall_split_line({"stall_split_ms": None}) == (
        "gaps over 50 ms: the wait for a core is not told here "
        "(no /proc/self/task/<tid>/schedstat)")


@pytest.mark.parametrize(("split", "text"), [
    (Split(100.0, 20.0, 30.0), "100.0 ms: CPU 20.0, waiting for a core 30.0, blocked 50.0"),
    (Split(60.0, 45.5, 20.0), "60.0 ms: CPU 45.5, waiting for a core 20.0, blocked 0.0"),
    (Split(80.0, 10.0, None), "80.0 ms: CPU 10.0"),
    (Split(90.0, 5.0, 5.0, "x", Cores(12.4, 60.0, 20.0, 0.0, 70.0)),
     "90.0 ms: CPU 5.0, waiting for a core 5.0, blocked 80.0 (the cores: the window's "
     "process 12 ms, niced (engines) 60, others 20, idle 0, the host took 70)"),
    (Split(90.0, 5.0, 5.0, "x", Cores(10.0, 0.0, -3.0, 170.0, 0.0)),
     "90.0 ms: CPU 5.0, waiting for a core 5.0, blocked 80.0 (the cores: the window's "
     "process 10 ms, niced (engines) 0, others 0, idle 170, the host took 0)"),
])
def test_a_split_names_its_three_parts(split: Split, text: str) -> None:
    assert split.text() == text


def test_the_summary_line_gives_the_shares_and_the_worst_gaps() -> None:
    cores = {"window": 120, "niced": 500, "others": 30, "idle": 0, "stolen": 150}
    result = {"stall_split_ms": [400.0, 100.0, 100.0, 200.0],
              "stall_worst_split": [(235.5, 73.4, 12.1, "save and open",
                                     {**cores, "stolen": 140}),
                                    (80.0, 10.0, 60.0, "new game", None)],
              "stall_cores_ms": cores}
    assert stall_split_line(result) == (
        "gaps over 50 ms, 400 ms in all: the GUI thread's CPU 100 ms (25%), waiting for a "
        "core 100 ms (25%), blocked (GIL, I/O, lock, sleep) 200 ms (50%); in them the "
        "cores: the window's process 120 ms, niced (engines) 500, others 30, idle 0, the "
        "host took 150 (ms of all cores together); worst 235.5 = CPU 73.4 + core 12.1 + "
        "blocked 150.0, the cores: the window's process 120 ms, niced (engines) 500, "
        "others 30, idle 0, the host took 140 (save and open); 80.0 = CPU 10.0 + core "
        "60.0 + blocked 10.0 (new game)")


def test_the_cores_clock_reads_the_first_line_less_this_process(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(time, "process_time", lambda: 2.5)
    tick = 1000 / os.sysconf("SC_CLK_TCK")
    stat = tmp_path / "stat"
    stat.write_text("cpu  3815222 4022960 503824 5354488 43798 7 23198 37772 0 0\n"
                    "cpu0 1593309 1982166 242371 3035200 17468 0 8568 19235 0 0\n")
    clock = CoresClock(str(stat))
    assert clock.read() == Cores(window=2500.0, niced=4022960 * tick,
                                 others=(3815222 + 503824 + 7 + 23198) * tick - 2500.0,
                                 idle=(5354488 + 43798) * tick, stolen=37772 * tick)
    clock.close()
    assert clock.read() is None
    stat.write_text("intr 1 2 3\n")
    assert CoresClock(str(stat)).read() is None
    assert CoresClock(str(tmp_path / "missing")).read() is None


def test_the_autosave_check_reads_the_game_in_the_soaks_reader_process(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Reading a long game back is 50-110 ms of parsing: done on the GUI thread, the stall
    # meter put the soak's own work down to the window; on a thread of the window's
    # process, the GIL it held did the same.
    from benchmarks import soak as soak_module

    tree = GameTree.from_moves(Position.start(8, 8), ["a2-a3", "h7-h6", "b2-b3"])
    path = tmp_path / "autosave.epam"
    path.write_text(tree.to_text(), encoding="utf-8")
    monkeypatch.setattr(storage, "flush_autosave", lambda _timeout: True)
    monkeypatch.setattr(storage, "autosave_path", lambda: path)

    def not_here(_text: str) -> GameTree:
        raise AssertionError("read in the window's process")

    monkeypatch.setattr(GameTree, "from_text", staticmethod(not_here))
    session = types.SimpleNamespace(tree=tree, result=lambda: None)
    written: list[str] = []
    reader = AutosaveReader()
    host = types.SimpleNamespace(
        w=types.SimpleNamespace(session=session), tally=soak_module.Tally(),
        watch=types.SimpleNamespace(reader=reader),
        _reader=concurrent.futures.ThreadPoolExecutor(1), trouble=types.SimpleNamespace(
            write=written.append))
    try:
        check = soak_module.Soak.check_autosave(host)  # type: ignore[arg-type]
        step = next(check)
        assert isinstance(step, soak_module.Wait) and step.condition()  # the autosave written
        step = check.send(True)
        host._reader.shutdown(wait=True)  # the read done
        assert isinstance(step, soak_module.Wait) and step.condition()
        with pytest.raises(StopIteration):
            check.send(True)
    finally:
        host._reader.shutdown()
        reader.close()
    assert host.tally.autosaves == 1 and host.tally.autosave_failures == 0 and written == []


def test_the_reader_process_reads_games_and_says_why_not_at_the_engines_priority() -> None:
    tree = GameTree.from_moves(Position.start(8, 8), ["a2-a3", "h7-h6"])
    reader = AutosaveReader()
    try:
        assert reader.notation(tree.to_text()) == ["a2-a3", "h7-h6"]
        with pytest.raises(ValueError, match=r"^RecordError\(.*3x99"):
            reader.notation("[Board \"3x99\"]\n\n1. zz-top")
        assert reader.notation(tree.to_text()) == ["a2-a3", "h7-h6"]  # goes on after
        if LINUX:
            nice = int(Path(f"/proc/{reader.pid}/stat").read_text().rsplit(")", 1)[1].split()[16])
            assert nice == background_nice()
    finally:
        reader.close()
    assert reader._proc.returncode == 0
