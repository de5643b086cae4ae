"""How long the GUI thread could not react: a QTimer ticking every few milliseconds in
the GUI thread, and the gaps between its ticks (benchmarks/gui_stall.py, benchmarks/soak.py).

A gap longer than the interval is time the event loop spent elsewhere: painting, a slot
that ran long, the garbage collector, or the operating system giving the core to someone
else. The GUI thread's own CPU time in each gap (``time.thread_time``) tells its work from
the wait for a core on a loaded machine: load lengthens the gap, barely the work.
"""

from __future__ import annotations

import heapq
import time
from collections.abc import Callable

from PySide6.QtCore import QElapsedTimer, QObject, QTimer

from .stall_profiler import StallProfiler


class StallMeter(QObject):
    """Ticks every ``interval_ms`` while started; keeps the longest gaps (with the
    :attr:`label` set when each happened) and, with ``keep_gaps``, every gap."""

    def __init__(self, interval_ms: int = 5, *, keep_gaps: bool = False, worst_kept: int = 10,
                 threshold_ms: float = 50.0, on_tick: Callable[[], None] | None = None,
                 profile: bool = False, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.profiler = StallProfiler(threshold_ms) if profile else None
        """With ``profile``: the GUI thread's stacks in each gap over the threshold."""
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
        self.work_over = 0
        """Gaps in which the GUI thread itself worked longer than ``threshold_ms`` (the
        rest of a long gap is waiting for a core: load, not the window's work)."""
        self._worst: list[tuple[float, int, str]] = []
        """A min-heap of (gap, tick, label): the ``worst_kept`` longest gaps."""
        self._worst_kept = worst_kept
        self._on_tick = on_tick
        self._clock = QElapsedTimer()
        self._last = 0
        self._last_cpu = 0.0
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self._tick)

    def start(self) -> None:
        self._clock.start()
        self._last = self._clock.nsecsElapsed()
        self._last_cpu = time.thread_time()
        self._timer.start()
        if self.profiler is not None:
            self.profiler.start()

    def stop(self) -> None:
        self._timer.stop()
        if self.profiler is not None:
            self.profiler.stop()

    @property
    def max_gap_ms(self) -> float:
        return max((gap for gap, _tick, _label in self._worst), default=0.0)

    def worst(self) -> list[tuple[float, str]]:
        """The longest gaps, longest first, with what was going on."""
        return [(gap, label) for gap, _tick, label in sorted(self._worst, reverse=True)]

    def _tick(self) -> None:
        now = self._clock.nsecsElapsed()
        gap = (now - self._last) / 1e6
        self._last = now
        cpu = time.thread_time()
        work = (cpu - self._last_cpu) * 1000
        self._last_cpu = cpu
        if work > self.max_work_ms:
            self.max_work_ms = work
            self.worst_work_label = self.label
        if work > self.threshold_ms:
            self.work_over += 1
        self.ticks += 1
        if self._keep:
            self.gaps.append(gap)
        if gap > self.threshold_ms:
            self.over += 1
        entry = (gap, self.ticks, self.label)
        if len(self._worst) < self._worst_kept:
            heapq.heappush(self._worst, entry)
        elif gap > self._worst[0][0]:
            heapq.heapreplace(self._worst, entry)
        if self.profiler is not None:
            self.profiler.tick(gap, work, self.label)
        if self._on_tick is not None:
            self._on_tick()
