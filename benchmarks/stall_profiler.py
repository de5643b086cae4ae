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
"""

from __future__ import annotations

import collections
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from types import FrameType

QT_OWN_WORK = "(Qt's own work under the event loop: no Python frame)"
APP_PACKAGE = "epaminondas_gui"
PROJECT = Path(__file__).resolve().parents[1].as_posix() + "/"


@dataclass(eq=False)
class Gap:
    """One long gap: its wall-clock length, the GUI thread's CPU in it, what was going on,
    and its samples counted by stack."""

    gap_ms: float
    work_ms: float
    label: str
    stacks: collections.Counter[str] = field(default_factory=collections.Counter)

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
        self._lock = threading.Lock()
        self._tick_no = 0
        self._last_tick_ns = time.monotonic_ns()
        self._pending: list[tuple[int, str]] = []
        """(the tick the gap follows, the stack) of the samples since the last tick."""
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

    def tick(self, gap_ms: float, work_ms: float, label: str) -> None:
        """A tick of the meter (in the GUI thread): the gap that ends now is kept with its
        samples if it is over the threshold."""
        depth = _depth(sys._getframe(2))  # the frame under the meter's slot: the loop's
        if self._loop_depth is None or depth < self._loop_depth:
            self._loop_depth = depth
        with self._lock:
            ended = self._tick_no
            self._tick_no += 1
            self._last_tick_ns = time.monotonic_ns()
            pending, self._pending = self._pending, []
        began, self._label = self._label, label
        if gap_ms <= self.threshold_ms:
            return
        if len(self.gaps) >= self._kept:
            self.dropped += 1
            return
        gap = Gap(gap_ms, work_ms, label if label == began else f"{began} → {label}")
        gap.stacks.update(stack for tick_no, stack in pending if tick_no == ended)
        self.gaps.append(gap)

    def _run(self) -> None:
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
            with self._lock:
                self._pending.append((tick_no, stack))
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
                lines.append(f"- {gap.gap_ms:.1f} ms, the GUI thread's CPU {gap.work_ms:.1f} "
                             f"ms, {gap.samples} samples: {gap.label}")
                lines.extend(f"    {count:4d}  {stack}"
                             for stack, count in gap.stacks.most_common(stacks))
        total: collections.Counter[str] = collections.Counter()
        for gap in self.gaps:
            for stack, count in gap.stacks.items():
                total[_innermost_app(stack)] += count
        lines.append("samples in all kept gaps, by the innermost app frame:")
        lines.extend(f"    {count:5d}  {where}" for where, count in total.most_common(20))
        return "\n".join(lines)


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
