"""benchmarks/core_wait.py: each case lowers the busy engines as it says, the window-like
thread's rounds are counted with their waits, and no engine outlives its run."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from benchmarks import core_wait
from epaminondas_gui.core.engine import process

from ..processes import descendants

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="reads /proc")


@pytest.mark.parametrize(("case", "nice", "group_steps", "policy"), [
    ("plain", 0, None, os.SCHED_OTHER),
    ("background", 10, process.BACKGROUND_GROUP_NICE, os.SCHED_OTHER),
    ("idle policy", 10, process.BACKGROUND_GROUP_NICE, os.SCHED_IDLE),
    ("group 10", 10, 10, os.SCHED_OTHER),
])
def test_a_case_lowers_the_engines_and_counts_the_rounds(
        monkeypatch: pytest.MonkeyPatch, case: str, nice: int, group_steps: int | None,
        policy: int) -> None:
    seen: list[tuple[int, int | None, int]] = []
    lower = core_wait.CASES[case]

    def lowered(proc: subprocess.Popen[str]) -> None:
        lower(proc)
        seen.append((os.getpriority(os.PRIO_PROCESS, proc.pid),
                     process.autogroup_nice(proc.pid), os.sched_getscheduler(proc.pid)))

    before = set(descendants(os.getpid()))
    waits, share = core_wait.one_run(lowered, 2, 0.3, 5.0, 2.0)
    own = os.getpriority(os.PRIO_PROCESS, 0)
    # The engine's session is a group of its own (nice 0 as made), lowered below this
    # process's group, or in the kernel's root group (an empty file: CI's) below this
    # process's nice value; no group where the kernel has none.
    group = process.autogroup_nice()
    below = own if group is None else group
    expected_group = (None if not os.path.exists("/proc/self/autogroup")
                      else 0 if group_steps is None else min(19, below + group_steps))
    assert seen == [(min(19, own + nice), expected_group, policy)] * 2
    # Rounds of 5 ms asleep and 2 ms of work in 0.3 s (fewer beside busy engines at the
    # same priority), each one's wait counted.
    assert 3 <= len(waits) <= 43 and all(wait >= 0 for wait in waits)
    assert share > 0
    assert set(descendants(os.getpid())) <= before
