"""An engine is a process tree, and it ends as one.

An engine may start processes of its own (ours starts search helpers and
multiprocessing's resource tracker). Killing only the engine leaves them running,
orphaned, and still holding the engine's output pipe, so a reader of that pipe never
sees its end. So:

- :func:`popen_options` starts the engine at the head of a tree that can be ended as one:
  its own session and process group on POSIX; a job object on Windows
  (:class:`ProcessTree` assigns it), which also ends the tree when the window's process
  dies, however it dies.
- :meth:`ProcessTree.kill` ends the whole tree: SIGTERM and SIGCONT to the group (a
  stopped process must be woken to die of SIGTERM; the resource tracker ignores SIGTERM
  and stays to unlink the engine's shared memory once the others are gone), then SIGKILL
  to whatever is left after a short grace. Every wait is bounded.
- A window's engines run as a background job (``background=True``: :func:`popen_options`
  and :func:`run_in_background`), below the window's priority, so that the window's thread
  never waits for a core behind its own engines; their helpers inherit it. On Linux the
  engine's session is a scheduling group of its own (the kernel's autogroup), and nice
  values weigh only inside one: its group is lowered as well. (In the window's session
  instead, the engines would share the window's group and thin its weight: the window
  waited more beside other programs' load, not less.) Matches leave it off: their
  engines must have equal shares.
- From the other side, :func:`exit_with_parent` makes a process end itself when the
  process that started it is gone (the engine when the window is killed with -9; the
  search helpers watch their engine through multiprocessing's parent sentinel instead).

No Qt here.
"""

from __future__ import annotations

import contextlib
import logging
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from typing import Any

log = logging.getLogger(__name__)

#: How many nice steps a background engine runs below the process that starts it (POSIX).
BACKGROUND_NICE = 10
#: How many nice steps a background engine's scheduling group (Linux autogroup) runs below
#: the window's: fewer than :data:`BACKGROUND_NICE`, because a group's weight counts
#: against every other program's group too, and ten steps (a tenth of the weight) left an
#: engine beside other programs' load 3-5 s to start instead of 0.7 s.
BACKGROUND_GROUP_NICE = 5
#: The lowest priority there is (POSIX nice).
MAX_NICE = 19
#: How long a tree told to end (SIGTERM) has before it is killed (SIGKILL).
TERM_GRACE_S = 0.3
#: How often a process looks whether its parent is still there.
PARENT_POLL_S = 0.2


def popen_options(*, background: bool = False) -> dict[str, Any]:
    """Keyword arguments for :class:`subprocess.Popen` that start a tree of its own;
    ``background``: below normal priority on Windows (a process started by a process of
    that class inherits it; on POSIX :func:`run_in_background` does it once it runs)."""
    if sys.platform == "win32":
        # No console window for the engine of a windowed program; its own group, so a
        # console Ctrl+C meant for the window does not reach it.
        flags = subprocess.CREATE_NO_WINDOW | subprocess.CREATE_NEW_PROCESS_GROUP
        if background:
            flags |= subprocess.BELOW_NORMAL_PRIORITY_CLASS
        return {"creationflags": flags}
    return {"start_new_session": True}


def background_nice() -> int:
    """The nice value of a background engine: :data:`BACKGROUND_NICE` below this process."""
    return min(MAX_NICE, os.getpriority(os.PRIO_PROCESS, 0) + BACKGROUND_NICE)


def autogroup_nice(pid: int | str = "self") -> int | None:
    """The nice value of a process's autogroup (Linux; None where there is none)."""
    try:
        with open(f"/proc/{pid}/autogroup") as file:
            return int(file.read().rsplit("nice", 1)[1])
    except (OSError, ValueError, IndexError):
        return None


def background_group_nice(steps: int = BACKGROUND_GROUP_NICE) -> int | None:
    """The nice value for an engine's scheduling group ``steps`` below the window's (Linux;
    None where the kernel has no autogroups). In the kernel's root group, whose file is
    empty (a process started by init, a container's or CI's), the window's threads weigh
    each by its own nice value against every session's group: ``steps`` below that."""
    if not os.path.exists("/proc/self/autogroup"):
        return None
    own = autogroup_nice()
    if own is None:
        own = os.getpriority(os.PRIO_PROCESS, os.getpid())
    return min(MAX_NICE, own + steps)


def run_in_background(proc: subprocess.Popen[str], *,
                      group_steps: int = BACKGROUND_GROUP_NICE) -> None:
    """Lower a tree started with :func:`popen_options` to :func:`background_nice` (POSIX;
    Windows did it at the start): its whole process group, which the engine leads; what
    it starts later inherits the value. On Linux its autogroup (its session's) goes
    ``group_steps`` below the window's (:func:`background_group_nice`), not below this
    process: run under ``nice``, the window's engines would otherwise get the least share
    there is, and starve beside any busy program; left at 0 in the root group, they would
    weigh as much as the window. A failure (not allowed, the engine already gone) is logged
    and ignored: the engine then runs at the window's priority, as before."""
    if sys.platform == "win32":
        return
    try:
        os.setpriority(os.PRIO_PGRP, proc.pid, background_nice())
    except OSError as exc:
        log.info("engine %d keeps its priority: %s", proc.pid, exc)
        return
    group = background_group_nice(group_steps)
    if group is None:
        return  # no autogroups here: the nice value is enough
    try:
        with open(f"/proc/{proc.pid}/autogroup", "w") as file:
            file.write(str(group))
    except OSError as exc:
        log.info("engine %d keeps its scheduling group's priority: %s", proc.pid, exc)


class ProcessTree:
    """The engine process and every process it starts, to be ended together."""

    def __init__(self, proc: subprocess.Popen[str]) -> None:
        self.proc = proc
        self._job = _WindowsJob(proc) if sys.platform == "win32" else None

    def kill(self, grace_s: float = TERM_GRACE_S) -> None:
        """End every process of the tree (safe to call again; returns within about
        ``grace_s`` plus a moment, whatever the processes do)."""
        proc = self.proc
        if self._job is not None:
            self._job.terminate()
            with contextlib.suppress(subprocess.TimeoutExpired):
                proc.wait(timeout=grace_s)
            return
        group = proc.pid  # the session leader's pid is the group's id
        _signal_group(group, signal.SIGTERM)
        _signal_group(group, signal.SIGCONT)
        with contextlib.suppress(subprocess.TimeoutExpired):
            proc.wait(timeout=grace_s)
        if proc.poll() is None:
            _signal_group(group, signal.SIGKILL)
            with contextlib.suppress(subprocess.TimeoutExpired):
                proc.wait(timeout=grace_s)
        # Helpers that outlived the engine's SIGTERM (busy in C code, say) are killed
        # now; the resource tracker, which ignores SIGTERM, ends by itself once they
        # are gone. A group with nobody left in it is no error.
        _kill_group_except_tracker(group)


def _signal_group(group: int, sig: signal.Signals) -> None:
    if sys.platform != "win32":
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(group, sig)


def _kill_group_except_tracker(group: int) -> None:
    """SIGKILL every process left in ``group`` but multiprocessing's resource tracker
    (Linux: read from /proc; elsewhere the group's SIGTERM has to do)."""
    if sys.platform != "linux":
        return
    for pid in processes_in_group(group):
        with contextlib.suppress(OSError):
            with open(f"/proc/{pid}/cmdline", "rb") as file:
                command = file.read()
            if b"resource_tracker" in command:
                continue
            os.kill(pid, signal.SIGKILL)


def processes_in_group(group: int) -> list[int]:
    """The live processes whose process group is ``group`` (Linux; empty elsewhere)."""
    if sys.platform != "linux":
        return []
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        with contextlib.suppress(OSError, ValueError, IndexError):
            with open(f"/proc/{entry}/stat") as file:
                # pid (comm) state ppid pgrp ...: comm may hold spaces; split after it.
                fields = file.read().rsplit(")", 1)[1].split()
            if int(fields[2]) == group and fields[0] != "Z":
                found.append(int(entry))
    return found


def exit_with_parent(on_exit: Callable[[], None] | None = None) -> None:
    """End this process when the process that started it is gone (POSIX: this
    process is given to another parent; on Windows the job object does it).

    ``on_exit`` runs first (bounded work only); then the process exits at once, as a
    killed window's engine must, without waiting for searches or helpers."""
    if sys.platform == "win32":
        return
    parent = os.getppid()

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(PARENT_POLL_S)
        if on_exit is not None:
            with contextlib.suppress(Exception):
                on_exit()
        os._exit(1)

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()


class _WindowsJob:
    """A job object that ends its processes when it is terminated or when its last
    handle closes (the window's process ended, however)."""

    def __init__(self, proc: subprocess.Popen[str]) -> None:
        self._handle: int | None = None
        if sys.platform != "win32":
            return
        import ctypes
        from ctypes import wintypes

        kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
        kernel32.CreateJobObjectW.restype = wintypes.HANDLE

        class BasicLimits(ctypes.Structure):
            _fields_ = [("PerProcessUserTimeLimit", ctypes.c_int64),
                        ("PerJobUserTimeLimit", ctypes.c_int64),
                        ("LimitFlags", wintypes.DWORD),
                        ("MinimumWorkingSetSize", ctypes.c_size_t),
                        ("MaximumWorkingSetSize", ctypes.c_size_t),
                        ("ActiveProcessLimit", wintypes.DWORD),
                        ("Affinity", ctypes.c_size_t),
                        ("PriorityClass", wintypes.DWORD),
                        ("SchedulingClass", wintypes.DWORD)]

        class IoCounters(ctypes.Structure):
            _fields_ = [(name, ctypes.c_ulonglong) for name in (
                "ReadOperationCount", "WriteOperationCount", "OtherOperationCount",
                "ReadTransferCount", "WriteTransferCount", "OtherTransferCount")]

        class ExtendedLimits(ctypes.Structure):
            _fields_ = [("BasicLimitInformation", BasicLimits),
                        ("IoInfo", IoCounters),
                        ("ProcessMemoryLimit", ctypes.c_size_t),
                        ("JobMemoryLimit", ctypes.c_size_t),
                        ("PeakProcessMemoryUsed", ctypes.c_size_t),
                        ("PeakJobMemoryUsed", ctypes.c_size_t)]

        job_extended_limit_information = 9
        kill_on_job_close = 0x2000
        handle = kernel32.CreateJobObjectW(None, None)
        if not handle:
            return
        limits = ExtendedLimits()
        limits.BasicLimitInformation.LimitFlags = kill_on_job_close
        kernel32.SetInformationJobObject(handle, job_extended_limit_information,
                                         ctypes.byref(limits), ctypes.sizeof(limits))
        kernel32.AssignProcessToJobObject(handle, wintypes.HANDLE(int(proc._handle)))  # type: ignore[attr-defined]
        self._handle = handle
        self._kernel32 = kernel32

    def terminate(self) -> None:
        if self._handle is not None and sys.platform == "win32":
            self._kernel32.TerminateJobObject(self._handle, 1)
