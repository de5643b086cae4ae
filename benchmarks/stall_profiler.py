"""Where the GUI thread was during its long gaps: a sampler thread that records the GUI
thread's Python stack while the stall meter has not ticked for a while.

cProfile sees a whole run and a few stretches drown in it; this keeps, for each gap over
the threshold, only the stacks taken inside that gap, with its length, the GUI thread's
own CPU time in it and the label of what was going on (benchmarks/stall_meter.py calls
:meth:`StallProfiler.tick` at each tick). A stack is the innermost frame and the
innermost few frames of the app (``epaminondas_gui``); a sample taken while no Python
function runs under the event loop is Qt's own work (painting, layout, events).

Sampling needs the GIL: while the GUI thread runs Python, a sample waits for the
interpreter's switch interval (5 ms); while it is in Qt's C++ code, it is taken at once.

Each gap also has the CPU time the process's other threads had in it (Linux, from their
schedstat, between the gap's first and last sample): while the GUI thread is blocked and
not waiting for a core, a Python thread among them holds the GIL.
"""

from __future__ import annotations

import collections
import os
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from types import FrameType

QT_OWN_WORK = "(Qt's own work under the event loop: no Python frame)"
APP_PACKAGE = "epaminondas_gui"
PROJECT = Path(__file__).resolve().parents[1].as_posix() + "/"


def blocked_ms(gap_ms: float, work_ms: float, wait_ms: float | None) -> float | None:
    """What of a gap was neither the GUI thread's work nor its wait for a core (None: the
    wait not measured)."""
    if wait_ms is None:
        return None
    return max(0.0, gap_ms - work_ms - wait_ms)


@dataclass(eq=False)
class Gap:
    """One long gap: its wall-clock length, the GUI thread's CPU in it, what was going on,
    and its samples counted by stack."""

    gap_ms: float
    work_ms: float
    label: str
    stacks: collections.Counter[str] = field(default_factory=collections.Counter)
    wait_ms: float | None = None
    """The GUI thread's wait for a core (None where the kernel does not tell it)."""
    others: dict[str, float] = field(default_factory=dict)
    """The other threads' CPU ms in the gap, by thread name (the sampler's own left out)."""

    @property
    def blocked_ms(self) -> float | None:
        return blocked_ms(self.gap_ms, self.work_ms, self.wait_ms)

    def split(self) -> str:
        text = f"{self.gap_ms:.1f} ms, the GUI thread's CPU {self.work_ms:.1f} ms"
        if self.wait_ms is not None:
            text += (f", waiting for a core {self.wait_ms:.1f} ms, blocked "
                     f"{self.blocked_ms:.1f} ms")
        return text

    @property
    def samples(self) -> int:
        return sum(self.stacks.values())


def _where(frame: FrameType) -> str:
    path = frame.f_code.co_filename.replace("\\", "/")
    if path.startswith(PROJECT):
        path = path[len(PROJECT):]
    elif f"/{APP_PACKAGE}/" in path:  # installed
        path = path[path.rindex(f"/{APP_PACKAGE}/") + 1:]
    else:
        path = path.rsplit("/", 1)[-1]
    return f"{frame.f_code.co_name} ({path}:{frame.f_lineno})"


def task_schedstats() -> dict[int, tuple[int, ...]]:
    """Every thread of this process: its schedstat (CPU ns, ns waiting for a core, times
    run on a core); empty where the kernel does not tell."""
    stats: dict[int, tuple[int, ...]] = {}
    try:
        tids = os.listdir("/proc/self/task")
    except OSError:
        return stats
    for tid in tids:
        try:
            with open(f"/proc/self/task/{tid}/schedstat", "rb") as file:
                fields = tuple(int(field) for field in file.read().split()[:3])
        except (OSError, ValueError):
            continue
        if len(fields) == 3:
            stats[int(tid)] = fields
    return stats


def thread_cpu_ns(leave_out: int) -> dict[int, int]:
    """Every thread of this process but ``leave_out`` (a native id): its CPU ns so far."""
    return {tid: fields[0] for tid, fields in task_schedstats().items() if tid != leave_out}


class ThreadRuns:
    """How often each thread of this process was put on a core, by thread name, summed
    over :meth:`sample` calls (threads come and go: each is counted while it lives). A
    thread that runs takes the GIL: the GUI thread may then have to wait for it."""

    def __init__(self) -> None:
        self.runs: dict[str, int] = {}
        self._last: dict[int, int] | None = None
        """The runs of each thread at the last sample; None before the first (which only
        takes the count so far as its start)."""

    def sample(self) -> None:
        stats = task_schedstats()
        if self._last is not None:
            names = thread_names()
            for tid, fields in stats.items():
                name = names.get(tid, str(tid))  # a thread born since: all its runs
                self.runs[name] = self.runs.get(name, 0) + fields[2] - self._last.get(tid, 0)
        self._last = {tid: fields[2] for tid, fields in stats.items()}

    def per_second(self, seconds: float, top: int = 8) -> list[tuple[str, float]]:
        """The ``top`` names with the most runs, as runs a second over ``seconds``."""
        ranked = sorted(self.runs.items(), key=lambda item: -item[1])[:top]
        return [(name, round(runs / seconds, 1)) for name, runs in ranked if seconds > 0]


def thread_names() -> dict[int, str]:
    """Native thread id -> name: Python's name, else the kernel's (Qt's own threads)."""
    names = {thread.native_id: thread.name for thread in threading.enumerate()
             if thread.native_id is not None}
    try:
        tids = os.listdir("/proc/self/task")
    except OSError:
        return names
    for tid in tids:
        if int(tid) not in names:
            try:
                with open(f"/proc/self/task/{tid}/comm") as file:
                    names[int(tid)] = file.read().strip()
            except OSError:
                continue
    return names


def _is_app(frame: FrameType) -> bool:
    return f"/{APP_PACKAGE}/" in frame.f_code.co_filename.replace("\\", "/")


class StallProfiler:
    """Samples the stack of the thread that made it while that thread has not ticked for
    ``after_ms``; at a tick that ends a gap over ``threshold_ms``, keeps the gap's samples
    (:attr:`gaps`). Make it in the GUI thread; start, tick and stop it there."""

    def __init__(self, threshold_ms: float = 50.0, *, after_ms: float = 20.0,
                 every_ms: float = 3.0, app_frames: int = 4, kept: int = 2000) -> None:
        self.threshold_ms = threshold_ms
        self.gaps: list[Gap] = []
        """The gaps over the threshold, in order (at most ``kept``: the rest are counted in
        :attr:`dropped`)."""
        self.dropped = 0
        self.samples_taken = 0
        """Every sample taken (read by tests to wait for them)."""
        self._after_ns = int(after_ms * 1e6)
        self._every_s = every_ms / 1000
        self._app_frames = app_frames
        self._kept = kept
        self._target = threading.get_ident()
        self._target_native = threading.get_native_id()
        self._lock = threading.Lock()
        self._tick_no = 0
        self._last_tick_ns = time.monotonic_ns()
        self._pending: list[tuple[int, str]] = []
        """(the tick the gap follows, the stack) of the samples since the last tick."""
        self._cpu: dict[int, tuple[dict[int, int], dict[int, int]]] = {}
        """Per tick a gap follows: the other threads' CPU at its first and last sample."""
        self._label = ""
        """The label at the last tick: what was going on when the next gap began."""
        self._loop_depth: int | None = None
        """The stack depth of the frame running the event loop (no slot above it)."""
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        self._last_tick_ns = time.monotonic_ns()
        self._stop.clear()
        self._thread = threading.Thread(target=self._run, name="stall profiler", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=2)
            self._thread = None

    def tick(self, gap_ms: float, work_ms: float, label: str,
             wait_ms: float | None = None) -> None:
        """A tick of the meter (in the GUI thread): the gap that ends now is kept with its
        samples, its wait for a core and the other threads' CPU if it is over the
        threshold."""
        depth = _depth(sys._getframe(2))  # the frame under the meter's slot: the loop's
        if self._loop_depth is None or depth < self._loop_depth:
            self._loop_depth = depth
        with self._lock:
            ended = self._tick_no
            self._tick_no += 1
            self._last_tick_ns = time.monotonic_ns()
            pending, self._pending = self._pending, []
            cpu, self._cpu = self._cpu.get(ended), {}
        began, self._label = self._label, label
        if gap_ms <= self.threshold_ms:
            return
        if len(self.gaps) >= self._kept:
            self.dropped += 1
            return
        gap = Gap(gap_ms, work_ms, label if label == began else f"{began} → {label}",
                  wait_ms=wait_ms)
        gap.stacks.update(stack for tick_no, stack in pending if tick_no == ended)
        if cpu is not None:
            first, last = cpu
            names = thread_names()
            for tid, ns in last.items():
                ms = (ns - first.get(tid, ns)) / 1e6
                if ms >= 0.05:
                    name = names.get(tid, str(tid))
                    gap.others[name] = gap.others.get(name, 0.0) + ms
        self.gaps.append(gap)

    def _run(self) -> None:
        me = threading.get_native_id()
        while True:
            with self._lock:
                due = self._last_tick_ns + self._after_ns
            wait = max(self._every_s, (due - time.monotonic_ns()) / 1e9)
            if self._stop.wait(wait):
                return
            with self._lock:
                tick_no = self._tick_no
                if time.monotonic_ns() < self._last_tick_ns + self._after_ns:
                    continue
            frame = sys._current_frames().get(self._target)
            if frame is None:
                return  # the GUI thread has ended
            stack = self._stack(frame)
            del frame
            cpu = thread_cpu_ns(me)
            cpu.pop(self._target_native, None)
            with self._lock:
                self._pending.append((tick_no, stack))
                first, _last = self._cpu.get(tick_no, (cpu, cpu))
                self._cpu[tick_no] = (first, cpu)
                self.samples_taken += 1

    def _stack(self, frame: FrameType) -> str:
        """The innermost frame, the innermost app frames and, after "…", the outermost app
        frame: where the thread was, and what the event loop had called (the entry)."""
        if self._loop_depth is not None and _depth(frame) <= self._loop_depth:
            return QT_OWN_WORK
        parts = [_where(frame)]
        app = 0
        outermost: FrameType | None = None
        walk: FrameType | None = frame
        while walk is not None:
            if _is_app(walk):
                if app < self._app_frames and walk is not frame:
                    parts.append(_where(walk))
                app += 1
                outermost = walk
            walk = walk.f_back
        if outermost is not None and app > self._app_frames:
            parts.append(f"… {_where(outermost)}")
        return " < ".join(parts)

    def report(self, worst: int = 12, stacks: int = 6) -> str:
        """The ``worst`` gaps by the GUI thread's own work and the longest others (half as
        many), each with its most sampled stacks; then the innermost app functions counted
        over every kept gap."""
        lines = [f"stall profile: {len(self.gaps) + self.dropped} gaps over "
                 f"{self.threshold_ms:g} ms ({self.dropped} not kept), "
                 f"{sum(g.samples for g in self.gaps)} samples"]
        by_work = sorted(self.gaps, key=lambda g: g.work_ms, reverse=True)[:worst]
        longest = [g for g in sorted(self.gaps, key=lambda g: g.gap_ms, reverse=True)[:worst // 2]
                   if g not in by_work]
        for title, gaps in (("most work", by_work), ("longest, not above", longest)):
            lines.append(f"the gaps with the {title}:")
            for gap in gaps:
                lines.append(f"- {gap.split()}, {gap.samples} samples: {gap.label}")
                if gap.others:
                    lines.append("      other threads' CPU (ms): " + ", ".join(
                        f"{name} {ms:.1f}" for name, ms in _most(gap.others, 6)))
                lines.extend(f"    {count:4d}  {stack}"
                             for stack, count in gap.stacks.most_common(stacks))
        total: collections.Counter[str] = collections.Counter()
        for gap in self.gaps:
            for stack, count in gap.stacks.items():
                total[_innermost_app(stack)] += count
        told = [g for g in self.gaps if g.wait_ms is not None]
        if told:
            wall = sum(g.gap_ms for g in told)
            parts = (("the GUI thread's CPU", sum(g.work_ms for g in told)),
                     ("waiting for a core", sum(g.wait_ms or 0.0 for g in told)),
                     ("blocked (GIL, I/O, lock, sleep)", sum(g.blocked_ms or 0.0 for g in told)))
            lines.append(f"all kept gaps, {wall:.0f} ms: " + ", ".join(
                f"{name} {ms:.0f} ms ({ms / wall:.0%})" for name, ms in parts))
        others: dict[str, float] = {}
        for gap in self.gaps:
            for name, ms in gap.others.items():
                others[name] = others.get(name, 0.0) + ms
        if others:
            lines.append("the other threads' CPU in all kept gaps (ms): " + ", ".join(
                f"{name} {ms:.0f}" for name, ms in _most(others, 10)))
        lines.append("samples in all kept gaps, by the innermost app frame:")
        lines.extend(f"    {count:5d}  {where}" for where, count in total.most_common(20))
        return "\n".join(lines)


def _most(ms: dict[str, float], count: int) -> list[tuple[str, float]]:
    return sorted(ms.items(), key=lambda item: item[1], reverse=True)[:count]


def _innermost_app(stack: str) -> str:
    for part in stack.split(" < "):
        if part.split("(", 1)[-1].startswith(APP_PACKAGE):
            return part
    return stack


def _depth(frame: FrameType | None) -> int:
    depth = 0
    while frame is not None:
        depth += 1
        frame = frame.f_back
    return depth
