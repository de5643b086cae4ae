"""How long the GUI thread could not react: a QTimer ticking every few milliseconds in
the GUI thread, and the gaps between its ticks (benchmarks/gui_stall.py, benchmarks/soak.py).

A gap longer than the interval is time the event loop spent elsewhere: painting, a slot
that ran long, the garbage collector, or the operating system giving the core to someone
else. Each gap is split three ways: the GUI thread's own CPU time (``time.thread_time``),
its wait for a core (Linux: the run-queue delay, second field of
``/proc/self/task/<tid>/schedstat``) and the rest, in which it was blocked: waiting for the
GIL held by another thread of the process, for I/O, a lock or a sleep. Load lengthens the
wait for a core, barely the work; the profiler's other threads' CPU tells who held the GIL.

Each gap also says where the machine's cores went meanwhile (:class:`Cores`, from
``/proc/stat``'s first line and this process's CPU time; all cores together, in the
kernel's ticks of 10 ms): to the window's process, to niced processes (the window's
engines run niced), to other programs and the kernel, idle, or taken by the host. On a
virtual machine the host may take a core from the machine altogether ("steal"): a thread
running or waiting then counts neither CPU nor run-queue delay. So a long wait for a core
names who held the cores.
"""

from __future__ import annotations

import heapq
import os
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field, fields
from typing import Generic, TypeVar

from PySide6.QtCore import QElapsedTimer, QObject, QTimer

from .stall_profiler import StallProfiler, blocked_ms

T = TypeVar("T")


@dataclass(frozen=True, order=True)
class Split:
    """One gap split: wall clock = the GUI thread's CPU + its wait for a core + blocked."""

    gap_ms: float
    work_ms: float
    wait_ms: float | None
    """The run-queue delay (None where the kernel does not tell it)."""
    label: str = ""
    cores: Cores | None = field(default=None, compare=False)
    """Where the machine's cores went in the gap (None where the kernel does not tell)."""

    @property
    def blocked_ms(self) -> float | None:
        return blocked_ms(self.gap_ms, self.work_ms, self.wait_ms)

    def text(self) -> str:
        if self.wait_ms is None:
            return f"{self.gap_ms:.1f} ms: CPU {self.work_ms:.1f}"
        text = (f"{self.gap_ms:.1f} ms: CPU {self.work_ms:.1f}, waiting for a core "
                f"{self.wait_ms:.1f}, blocked {self.blocked_ms:.1f}")
        if self.cores is not None:
            text += f" ({self.cores.text()})"
        return text


@dataclass(frozen=True)
class Cores:
    """Where the machine's cores went, in ms of all cores together: cumulative as
    :class:`CoresClock` reads it, or over a stretch (the difference of two readings)."""

    window: float = 0.0
    """This process, every thread (the window's, in the benchmarks)."""
    niced: float = 0.0
    """Processes running below normal priority: the window's engines."""
    others: float = 0.0
    """Other programs at normal priority, and the kernel's own work."""
    idle: float = 0.0
    """No one (waiting for I/O included)."""
    stolen: float = 0.0
    """Taken by the host from this virtual machine."""

    def __add__(self, other: Cores) -> Cores:
        return Cores(*(getattr(self, f.name) + getattr(other, f.name) for f in fields(self)))

    def __sub__(self, other: Cores) -> Cores:
        return Cores(*(getattr(self, f.name) - getattr(other, f.name) for f in fields(self)))

    def rounded(self) -> dict[str, int]:
        """Whole ms by part, for a report (``others`` may read a tick below 0: the kernel
        counts in 10 ms ticks, this process's CPU exactly)."""
        return {f.name: max(0, round(getattr(self, f.name))) for f in fields(self)}

    def text(self) -> str:
        ms = self.rounded()
        return (f"the cores: the window's process {ms['window']} ms, niced (engines) "
                f"{ms['niced']}, others {ms['others']}, idle {ms['idle']}, the host took "
                f"{ms['stolen']}")


class _ProcClock(Generic[T]):
    """A file of ``/proc`` kept open and read again with one ``pread`` at each look (a
    few microseconds); ``None`` where it is missing or says nothing readable."""

    def __init__(self, path: str) -> None:
        self._fd: int | None = None
        try:
            self._fd = os.open(path, os.O_RDONLY)
        except OSError:
            return
        if self.read() is None:
            self.close()

    def _parse(self, data: bytes) -> T | None:
        raise NotImplementedError

    def read(self) -> T | None:
        if self._fd is None:
            return None
        try:
            return self._parse(os.pread(self._fd, 256, 0))
        except (OSError, IndexError, ValueError):
            return None

    def close(self) -> None:
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None


class RunQueueClock(_ProcClock[float]):
    """The calling thread's time spent runnable but not running (ns, cumulative), the
    second field of its schedstat."""

    def __init__(self) -> None:
        super().__init__(f"/proc/self/task/{threading.get_native_id()}/schedstat")

    def _parse(self, data: bytes) -> float | None:
        return int(data.split()[1])


class CoresClock(_ProcClock[Cores]):
    """Where the machine's cores have gone since it started (:class:`Cores`): the first
    line of ``/proc/stat`` (user, nice, system, idle, iowait, irq, softirq, steal) less
    this process's CPU time, read together."""

    def __init__(self, path: str = "/proc/stat") -> None:
        self._tick_ms = 1000 / (os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100)
        super().__init__(path)

    def _parse(self, data: bytes) -> Cores | None:
        first = data.split(b"\n", 1)[0].split()
        if first[0] != b"cpu":
            return None
        user, nice, system, idle, iowait, irq, softirq, steal = (
            int(field) * self._tick_ms for field in first[1:9])
        window = time.process_time() * 1000
        return Cores(window, nice, user + system + irq + softirq - window, idle + iowait,
                     steal)


class StallMeter(QObject):
    """Ticks every ``interval_ms`` while started; keeps the longest gaps (with the
    :attr:`label` set when each happened) and, with ``keep_gaps``, every gap."""

    def __init__(self, interval_ms: int = 5, *, keep_gaps: bool = False, worst_kept: int = 10,
                 threshold_ms: float = 50.0, on_tick: Callable[[], None] | None = None,
                 profile: bool = False, profile_from_ms: float | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        profiled = threshold_ms if profile_from_ms is None else profile_from_ms
        self.profiler = (StallProfiler(profiled, after_ms=min(20.0, profiled / 2))
                         if profile else None)
        """With ``profile``: the GUI thread's stacks in each gap over ``profile_from_ms``
        (default: the threshold; lower, to see the gaps that come near it)."""
        self.threshold_ms = threshold_ms
        self.label = ""
        """What is going on (set by the caller): stored with each of the worst gaps."""
        self.gaps: list[float] = []
        """Every gap in ms (only with ``keep_gaps``: an hour is 720,000 of them)."""
        self.ticks = 0
        self.over = 0
        """Gaps longer than ``threshold_ms``."""
        self._keep = keep_gaps
        self.max_work_ms = 0.0
        """The most CPU time the GUI thread spent in one gap."""
        self.worst_work_label = ""
        self.over_split = [0.0, 0.0, 0.0, 0.0]
        """Over every gap longer than ``threshold_ms``: wall clock, the GUI thread's CPU,
        its wait for a core, blocked (the last two 0 where the run queue is not told)."""
        self.run_queue_told = False
        self.cores_over: Cores | None = None
        """Where the machine's cores went during the gaps longer than ``threshold_ms``
        (None where the kernel does not tell it)."""
        self.over_host_quiet: int | None = None
        """Gaps longer than ``threshold_ms`` in which the host took none of the machine's
        cores (None where the kernel does not tell it): those a virtual machine's host
        cannot explain."""
        self.work_over = 0
        """Gaps in which the GUI thread itself worked longer than ``threshold_ms`` (the
        rest of a long gap is waiting for a core: load, not the window's work)."""
        self._worst: list[tuple[float, int, Split]] = []
        """A min-heap of (gap, tick, split): the ``worst_kept`` longest gaps."""
        self._worst_kept = worst_kept
        self._on_tick = on_tick
        self._clock = QElapsedTimer()
        self._last = 0
        self._last_cpu = 0.0
        self._run_queue: RunQueueClock | None = None
        self._last_wait: float | None = None
        self._cores: CoresClock | None = None
        self._last_cores: Cores | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self._tick)

    def start(self) -> None:
        self._clock.start()
        self._last = self._clock.nsecsElapsed()
        self._last_cpu = time.thread_time()
        if self._run_queue is None:
            self._run_queue = RunQueueClock()  # in the GUI thread: its own schedstat
        self._last_wait = self._run_queue.read()
        self.run_queue_told = self._last_wait is not None
        if self._cores is None:
            self._cores = CoresClock()
        self._last_cores = self._cores.read()
        if self._last_cores is not None and self.cores_over is None:
            self.cores_over = Cores()
            self.over_host_quiet = 0
        self._timer.start()
        if self.profiler is not None:
            self.profiler.start()

    def stop(self) -> None:
        self._timer.stop()
        if self.profiler is not None:
            self.profiler.stop()
        if self._run_queue is not None:
            self._run_queue.close()
            self._run_queue = None
        if self._cores is not None:
            self._cores.close()
            self._cores = None

    @property
    def max_gap_ms(self) -> float:
        return max((gap for gap, _tick, _split in self._worst), default=0.0)

    def worst(self) -> list[tuple[float, str]]:
        """The longest gaps, longest first, with what was going on."""
        return [(split.gap_ms, split.label) for split in self.worst_splits()]

    def worst_splits(self) -> list[Split]:
        """The longest gaps, longest first, each split into CPU, wait for a core, blocked."""
        return [split for _gap, _tick, split in sorted(self._worst, reverse=True)]

    def _tick(self) -> None:
        now = self._clock.nsecsElapsed()
        gap = (now - self._last) / 1e6
        self._last = now
        cpu = time.thread_time()
        work = (cpu - self._last_cpu) * 1000
        self._last_cpu = cpu
        wait_ms: float | None = None
        if self._last_wait is not None and self._run_queue is not None:
            waited = self._run_queue.read()
            if waited is not None:
                wait_ms = (waited - self._last_wait) / 1e6
                self._last_wait = waited
        cores: Cores | None = None
        if self._last_cores is not None and self._cores is not None:
            now_cores = self._cores.read()
            if now_cores is not None:
                cores = now_cores - self._last_cores
                self._last_cores = now_cores
        if work > self.max_work_ms:
            self.max_work_ms = work
            self.worst_work_label = self.label
        if work > self.threshold_ms:
            self.work_over += 1
        self.ticks += 1
        if self._keep:
            self.gaps.append(gap)
        split = Split(gap, work, wait_ms, self.label, cores)
        if gap > self.threshold_ms:
            self.over += 1
            if cores is not None and self.cores_over is not None:
                self.cores_over += cores
                if cores.stolen <= 0 and self.over_host_quiet is not None:
                    self.over_host_quiet += 1
            self.over_split[0] += gap
            self.over_split[1] += work
            if wait_ms is not None:
                self.over_split[2] += wait_ms
                self.over_split[3] += split.blocked_ms or 0.0
        entry = (gap, self.ticks, split)
        if len(self._worst) < self._worst_kept:
            heapq.heappush(self._worst, entry)
        elif gap > self._worst[0][0]:
            heapq.heapreplace(self._worst, entry)
        if self.profiler is not None:
            self.profiler.tick(gap, work, self.label, wait_ms)
        if self._on_tick is not None:
            self._on_tick()
