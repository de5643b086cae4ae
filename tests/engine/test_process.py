"""An engine is a process tree and ends as one: the real engine, searching with helper
processes (Threads 2), killed by its client, killed from outside, stopped (SIGSTOP), or
left behind by a client that was itself killed with -9."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from epaminondas_gui.core.ai import Limits, SearchRequest
from epaminondas_gui.core.ai.smp import HelperPool
from epaminondas_gui.core.engine.client import EngineClient, EngineCrashed, builtin_engine
from epaminondas_gui.core.engine.server import BackgroundSearch
from epaminondas_gui.core.rules.position import DEFAULT_RULES, Position, Rules, SymmetryRule
from epaminondas_gui.core.stop_flag import StopFlag

from ..processes import (
    alive,
    command_line,
    descendants,
    shared_segments,
    wait_for,
    wait_gone,
    wait_reapable,
)

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="reads /proc")

ROOT = Path(__file__).resolve().parents[2]


def level8_with_helpers() -> SearchRequest:
    return SearchRequest(Position.start(), limits=Limits(infinite=True), level=8, threads=2)


class Searching:
    """A client whose infinite level-8 search with one helper runs in a thread."""

    def __init__(self, client: EngineClient) -> None:
        self.client = client
        self.stop = StopFlag()
        self.error: BaseException | None = None
        self.done = threading.Event()
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()
        wait_for(lambda: client.pid is not None and len(descendants(client.pid)) >= 2, 30,
                 "the engine started its helper and the resource tracker")
        pid = client.pid
        assert pid is not None
        self.engine = pid
        self.tree = [pid, *descendants(pid)]

    def _run(self) -> None:
        try:
            self.client.search(level8_with_helpers(), stop=self.stop)
        except BaseException as exc:  # handed to the test
            self.error = exc
        finally:
            self.done.set()


@pytest.fixture
def client() -> Iterator[EngineClient]:
    client = EngineClient(builtin_engine(), ping_after_s=0.5, ready_timeout_s=0.5)
    yield client
    client.kill()


def test_killing_the_engine_ends_every_process_it_started(client: EngineClient) -> None:
    before = shared_segments()
    running = Searching(client)
    assert len(running.tree) >= 3  # engine, helper, resource tracker
    began = time.monotonic()
    client.kill()
    assert time.monotonic() - began < 1.5
    wait_gone(running.tree, 2.0)
    assert running.done.wait(2.0) and isinstance(running.error, EngineCrashed)
    # The resource tracker outlived the helpers long enough to unlink the shared table
    # and the helpers' semaphores.
    wait_for(lambda: shared_segments() <= before, 2.0, "the shared memory unlinked")


def test_an_engine_killed_from_outside_fails_its_search_and_leaves_nothing(
    client: EngineClient,
) -> None:
    running = Searching(client)
    os.kill(running.engine, signal.SIGKILL)
    assert running.done.wait(2.0), "the search did not notice its engine had died"
    assert isinstance(running.error, EngineCrashed)
    assert "killed by signal 9" in str(running.error)
    wait_gone(running.tree, 2.0)


def test_a_stopped_engine_is_found_out_and_ended_with_its_helpers(
    client: EngineClient,
) -> None:
    running = Searching(client)
    os.kill(running.engine, signal.SIGSTOP)  # a hung engine: it answers nothing
    assert running.done.wait(5.0), "a silent engine was not asked whether it is alive"
    assert isinstance(running.error, EngineCrashed)
    assert "stopped answering" in str(running.error)
    wait_gone(running.tree, 2.0)


def test_kill_returns_at_once_whatever_the_tree_does(client: EngineClient) -> None:
    running = Searching(client)
    for pid in running.tree:
        os.kill(pid, signal.SIGSTOP)
    began = time.monotonic()
    client.kill()
    assert time.monotonic() - began < 1.5
    wait_gone(running.tree, 2.0)


@pytest.mark.parametrize("stopped_helper", [False, True])
def test_a_client_killed_with_minus_9_leaves_no_engine_and_no_helper(
    stopped_helper: bool,
) -> None:
    before = shared_segments()
    # A window stands in for the client: it starts the engine, searches, and is killed.
    script = textwrap.dedent(f"""
        import sys, threading
        sys.path.insert(0, {str(ROOT)!r})
        from epaminondas_gui.core.ai import Limits, SearchRequest
        from epaminondas_gui.core.engine.client import EngineClient, builtin_engine
        from epaminondas_gui.core.rules.position import Position
        client = EngineClient(builtin_engine())
        request = SearchRequest(Position.start(), limits=Limits(infinite=True), level=8,
                                threads=2)
        threading.Thread(target=client.search, args=(request,), daemon=True).start()
        sys.stdin.read()
    """)
    window = subprocess.Popen([sys.executable, "-c", script], stdin=subprocess.PIPE)
    try:
        wait_for(lambda: len(descendants(window.pid)) >= 3, 30,
                 "the engine, its helper and the resource tracker")
        tree = descendants(window.pid)
        if stopped_helper:  # a stopped helper cannot see its engine go by itself (the soak)
            helper = next(p for p in tree if "spawn_main" in command_line(p))
            os.kill(helper, signal.SIGSTOP)
        window.kill()
        window.wait(5)
        # The engine sees its parent go; the helper sees its engine go.
        wait_gone(tree, 2.0)
        wait_for(lambda: shared_segments() <= before, 2.0, "the shared memory unlinked")
    finally:
        window.kill()
        window.wait(5)
        for pid in tree if "tree" in locals() else []:  # a failed test leaves nothing
            if alive(pid):
                os.kill(pid, signal.SIGKILL)


def test_helpers_end_when_idle_and_start_again_for_the_next_search() -> None:
    lines: list[str] = []
    runner = BackgroundSearch(lines.append)
    runner.threads = 2
    runner.helpers_idle_s = 0.5
    start = Position.start(8, 8)
    try:
        runner.start(runner.request(start, (), DEFAULT_RULES, Limits(movetime_ms=300)))
        runner.wait()
        helpers = runner.helper_pids
        assert len(helpers) == 1 and all(alive(pid) for pid in helpers)
        wait_gone(helpers, 5.0)  # half a second idle, and a moment to stop
        assert runner.helper_pids == []
        runner.start(runner.request(start, (), DEFAULT_RULES, Limits(movetime_ms=300)))
        runner.wait()
        assert len(runner.helper_pids) == 1 and runner.helper_pids != helpers
    finally:
        runner.close()
    assert [line.split()[0] for line in lines].count("bestmove") == 2


def test_new_helpers_start_with_their_empty_table_and_a_rules_change_clears_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Clearing touches every page of the shared table (half a second for 64 MB): a stop
    # during the first search of a fresh engine then went unanswered past the client's
    # deadline, and the engine was killed as hung.
    cleared: list[int] = []
    monkeypatch.setattr(HelperPool, "clear", lambda pool: cleared.append(pool.count))
    lines: list[str] = []
    runner = BackgroundSearch(lines.append)
    runner.threads = 2
    start = Position.start(8, 8)
    try:
        runner.start(runner.request(start, (), DEFAULT_RULES, Limits(movetime_ms=100)))
        runner.wait()
        assert cleared == []  # new shared memory is all zeros
        runner.start(runner.request(start, (), DEFAULT_RULES, Limits(movetime_ms=100)))
        runner.wait()
        assert cleared == []
        other = Rules(SymmetryRule.OFF)
        runner.start(runner.request(start, (), other, Limits(movetime_ms=100)))
        runner.wait()
        assert cleared == [1]  # the same pieces score otherwise under other rules
    finally:
        runner.close()


def test_a_stop_while_the_helpers_start_up_is_answered_at_once() -> None:
    """The answer does not wait for helpers still importing the search."""
    lines: list[str] = []
    answered = threading.Event()

    def emit(line: str) -> None:
        lines.append(line)
        if line.startswith("bestmove"):
            answered.set()

    runner = BackgroundSearch(emit)
    runner.threads = 3
    try:
        # "go" then "stop" at once: the reader takes both without waiting for helpers.
        began = time.monotonic()
        runner.start(runner.request(Position.start(), (), DEFAULT_RULES,
                                    Limits(movetime_ms=20_000)))
        runner._stop_event.set()  # what the command reader does on "stop"
        assert answered.wait(5.0)
        waited = time.monotonic() - began
        # Helpers take a second or more to start on this machine; the answer came first.
        assert waited < 1.0, waited
    finally:
        runner.close()


def test_a_helper_killed_from_outside_is_replaced_for_the_next_search() -> None:
    # Found by the soak: the engine went on searching alone until its helpers idled out.
    lines: list[str] = []
    runner = BackgroundSearch(lines.append)
    runner.threads = 2
    start = Position.start(8, 8)
    try:
        runner.start(runner.request(start, (), DEFAULT_RULES, Limits(movetime_ms=300)))
        runner.wait()
        [helper] = runner.helper_pids
        os.kill(helper, signal.SIGKILL)
        # Not wait_gone: the engine sees the helper gone only once it can reap it (the
        # test failed in CI when the next search began before that).
        wait_reapable(helper, 5.0)
        runner.start(runner.request(start, (), DEFAULT_RULES, Limits(movetime_ms=300)))
        runner.wait()
        assert len(runner.helper_pids) == 1 and runner.helper_pids != [helper]
    finally:
        runner.close()
    assert [line.split()[0] for line in lines].count("bestmove") == 2


def test_a_stopped_helper_holds_up_no_search() -> None:
    # The engine waited up to 10 s at the end of each search for a helper stopped with
    # SIGSTOP (or one still starting): the next search began that much later, past the
    # client's deadline for a level-8 move.
    lines: list[str] = []
    runner = BackgroundSearch(lines.append)
    runner.threads = 2
    start = Position.start(8, 8)
    request = runner.request(start, (), DEFAULT_RULES, Limits(movetime_ms=300))
    try:
        runner.start(request)
        runner.wait()
        [helper] = runner.helper_pids
        os.kill(helper, signal.SIGSTOP)
        try:
            for _ in range(2):
                began = time.monotonic()
                runner.start(request)
                runner.wait()
                assert time.monotonic() - began < 3.0
            assert runner.helper_pids == [helper]  # alive, only stopped: kept
        finally:
            os.kill(helper, signal.SIGCONT)
    finally:
        runner.close()
    assert [line.split()[0] for line in lines].count("bestmove") == 3
