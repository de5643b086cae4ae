"""Looking at processes from a test (Linux /proc): who a process started, and whether
it is still there. Waits poll a condition under a deadline; none sleeps a fixed time."""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterable


def _stat(pid: int) -> list[str] | None:
    try:
        with open(f"/proc/{pid}/stat") as file:
            return file.read().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return None


def alive(pid: int) -> bool:
    """Running (or stopped), not gone and not a zombie waiting to be reaped."""
    fields = _stat(pid)
    return fields is not None and fields[0] not in ("Z", "X")


def children(pid: int) -> list[int]:
    """The live processes whose parent is ``pid``."""
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            fields = _stat(int(entry))
            if fields is not None and int(fields[1]) == pid and fields[0] not in ("Z", "X"):
                found.append(int(entry))
    return found


def descendants(pid: int) -> list[int]:
    """Every live process started by ``pid``, by its children, and so on."""
    found: list[int] = []
    todo = [pid]
    while todo:
        kids = children(todo.pop())
        found += kids
        todo += kids
    return found


def command_line(pid: int) -> str:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as file:
            return file.read().replace(b"\0", b" ").decode(errors="replace")
    except OSError:
        return ""


def wait_for(condition: Callable[[], bool], timeout_s: float, what: str) -> float:
    """Poll ``condition`` until it holds; the seconds it took (AssertionError after
    ``timeout_s``)."""
    began = time.monotonic()
    while not condition():
        if time.monotonic() - began > timeout_s:
            raise AssertionError(f"not within {timeout_s:g} s: {what}")
        time.sleep(0.01)
    return time.monotonic() - began


def wait_gone(pids: Iterable[int], timeout_s: float) -> float:
    """Wait until none of ``pids`` runs; the seconds it took."""
    pids = list(pids)
    return wait_for(lambda: not any(alive(pid) for pid in pids), timeout_s,
                    "gone: " + ", ".join(f"{p} {command_line(p)}" for p in pids if alive(p)))


def wait_reapable(child: int, timeout_s: float) -> float:
    """Wait until this process's ``child`` has ended as its parent sees it (waitpid would
    return it); the seconds it took. /proc shows a killed process's main thread as a
    zombie while its other threads still exit, and until they have, the parent cannot
    reap it: :func:`wait_gone` may return before the parent can tell."""

    def reapable() -> bool:
        try:
            flags = os.WEXITED | os.WNOHANG | os.WNOWAIT  # look, do not reap
            return os.waitid(os.P_PID, child, flags) is not None
        except ChildProcessError:
            return True  # already reaped
    return wait_for(reapable, timeout_s, f"the end of child {child} {command_line(child)}")


def shared_segments() -> set[str]:
    """multiprocessing's shared memory segments and named semaphores (the engines'
    shared tables, and the helpers' queues and events)."""
    try:
        return {name for name in os.listdir("/dev/shm")
                if name.startswith(("psm_", "sem.mp-"))}
    except OSError:
        return set()
