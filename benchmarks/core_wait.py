"""How long a window-like thread waits for a core beside busy background engines, by how
the engines are lowered (Linux): the soak's longest gaps were the GUI thread waiting while
the window's own niced engines held both cores (docs/gui.md, "Who held the cores").

Each engine is a busy process started as the window starts its engines (a session of its
own, ``core/engine/process.run_in_background``), then lowered as the case says. This
process's main thread plays the GUI thread: it sleeps ``--sleep-ms``, then works
``--work-ms`` of CPU, again and again; its wait for a core (the run-queue delay of its
schedstat) is taken for each round. Cases alternate, ``--runs`` times each::

    .venv/bin/python -m benchmarks.core_wait --seconds 10 --runs 3
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable

from epaminondas_gui.core.engine import process

BUSY = "while True: pass"


def _run_queue_ns() -> int:
    with open(f"/proc/self/task/{os.getpid()}/schedstat") as file:
        return int(file.read().split()[1])


def _plain(proc: subprocess.Popen[str]) -> None:
    """At the window's priority, in a session of its own."""


def _background(proc: subprocess.Popen[str]) -> None:
    """As the window lowers its engines today: nice 10, its group 5 steps below."""
    process.run_in_background(proc)


def _idle_policy(proc: subprocess.Popen[str]) -> None:
    """As today, and the scheduler's idle policy: a waking thread of normal policy takes
    the core from it at once."""
    process.run_in_background(proc)
    os.sched_setscheduler(proc.pid, os.SCHED_IDLE, os.sched_param(0))


def _group_10(proc: subprocess.Popen[str]) -> None:
    """As today, but the group 10 steps below the window's, not 5."""
    process.run_in_background(proc, group_steps=10)


CASES: dict[str, Callable[[subprocess.Popen[str]], None]] = {
    "plain": _plain, "background": _background, "idle policy": _idle_policy,
    "group 10": _group_10}


def cpu_ms(pid: int) -> float:
    """A process's CPU time so far (user and system), in ms, in the kernel's ticks."""
    with open(f"/proc/{pid}/stat") as file:
        fields = file.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) * 1000 / os.sysconf("SC_CLK_TCK")


def one_run(lower: Callable[[subprocess.Popen[str]], None], engines: int, seconds: float,
            sleep_ms: float, work_ms: float) -> tuple[list[float], float]:
    """The waits for a core (ms) of each round of sleep and work beside ``engines``, and
    the cores the engines had meanwhile (CPU seconds a second)."""
    procs = [subprocess.Popen([sys.executable, "-c", BUSY], text=True,
                              **process.popen_options(background=True))
             for _ in range(engines)]
    try:
        for proc in procs:
            lower(proc)
        time.sleep(0.5)  # the engines running
        waits = []
        engines_cpu = sum(cpu_ms(proc.pid) for proc in procs)
        began_at = time.monotonic()
        end = began_at + seconds
        while time.monotonic() < end:
            before = _run_queue_ns()
            time.sleep(sleep_ms / 1000)
            began = time.thread_time()
            while (time.thread_time() - began) * 1000 < work_ms:
                pass
            waits.append((_run_queue_ns() - before) / 1e6)
        share = ((sum(cpu_ms(proc.pid) for proc in procs) - engines_cpu) / 1000
                 / (time.monotonic() - began_at))
        return waits, share
    finally:
        for proc in procs:
            process.ProcessTree(proc).kill()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--engines", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--sleep-ms", type=float, default=5.0)
    parser.add_argument("--work-ms", type=float, default=10.0)
    args = parser.parse_args()
    if sys.platform != "linux":
        parser.error("Linux only: the wait for a core is read from /proc")
    found: dict[str, list[float]] = {name: [] for name in CASES}
    shares: dict[str, list[float]] = {name: [] for name in CASES}
    for _ in range(args.runs):
        for name, lower in CASES.items():
            waits, share = one_run(lower, args.engines, args.seconds, args.sleep_ms,
                                   args.work_ms)
            found[name] += waits
            shares[name].append(share)
    print(f"{args.engines} busy engines, rounds of {args.sleep_ms:g} ms asleep and "
          f"{args.work_ms:g} ms of CPU, {args.runs} x {args.seconds:g} s a case")
    for name, waits in found.items():
        waits.sort()
        print(f"{name:12} rounds {len(waits):5}  wait for a core ms: median "
              f"{statistics.median(waits):6.2f}  p99 {waits[int(len(waits) * 0.99)]:6.2f}  "
              f"max {waits[-1]:6.2f}  sum {sum(waits):8.0f}; the engines' cores "
              f"{statistics.mean(shares[name]):.2f}")


if __name__ == "__main__":
    main()
