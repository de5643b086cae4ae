"""A window's engine runs as a background job: the engine and the helpers it starts
below the window's priority (and on Linux its session's scheduling group below the
window's); a match's engine at the same priority as its caller; a priority that cannot be
lowered is no failure."""

from __future__ import annotations

import io
import logging
import os
import sys
import threading
from collections.abc import Iterator

import pytest

from epaminondas_gui.core.ai import Limits, SearchRequest
from epaminondas_gui.core.engine import process
from epaminondas_gui.core.engine.client import EngineClient, builtin_engine
from epaminondas_gui.core.engine.player import EnginePlayer
from epaminondas_gui.core.match.entrants import Entrant
from epaminondas_gui.core.rules.position import Position
from epaminondas_gui.core.stop_flag import StopFlag

from ..processes import descendants, wait_for

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="reads /proc")


def nice(pid: int) -> int:
    return os.getpriority(os.PRIO_PROCESS, pid)


class HelperSearch:
    """An infinite level-8 search with one helper process, in a thread."""

    def __init__(self, client: EngineClient) -> None:
        self.client = client
        self.stop = StopFlag()
        request = SearchRequest(Position.start(), limits=Limits(infinite=True), level=8,
                                threads=2)
        self.thread = threading.Thread(
            target=lambda: client.search(request, stop=self.stop), daemon=True)
        self.thread.start()
        wait_for(lambda: client.pid is not None and len(descendants(client.pid)) >= 2, 60,
                 "the engine started its helper and the resource tracker")
        assert client.pid is not None
        self.tree = [client.pid, *descendants(client.pid)]

    def end(self) -> None:
        self.stop.set()
        self.thread.join(5.0)


@pytest.fixture
def background() -> Iterator[EngineClient]:
    client = EngineClient(builtin_engine(), background=True)
    yield client
    client.kill()


def test_a_background_engine_and_its_helpers_run_ten_steps_below_the_caller(
    background: EngineClient,
) -> None:
    lowered = min(19, nice(0) + 10)
    assert lowered > nice(0)
    search = HelperSearch(background)
    try:
        assert len(search.tree) >= 3  # engine, helper, resource tracker
        assert {pid: nice(pid) for pid in search.tree} == dict.fromkeys(search.tree, lowered)
        # The engine leads a session, a scheduling group, of its own: the group is lowered
        # too (below the caller's group, whatever the caller's own nice value), or the
        # engine would weigh as much as the window whatever its nice value.
        group = process.autogroup_nice(os.getpid())
        if os.path.exists("/proc/self/autogroup"):
            below = nice(os.getpid()) if group is None else group
            assert process.autogroup_nice(search.tree[0]) == min(19, below + 5)
    finally:
        search.end()


def test_a_matchs_engine_keeps_the_callers_priority() -> None:
    # A player of the command line (epaminondas-match, the benchmarks).
    player = Entrant.parse(["level=1"]).player(Limits(movetime_ms=100))
    assert isinstance(player, EnginePlayer)
    try:
        player.client.start()
        pid = player.client.pid
        assert pid is not None
        assert nice(pid) == nice(0)
        if process.autogroup_nice(os.getpid()) is not None:
            assert process.autogroup_nice(pid) == 0
    finally:
        player.client.kill()


def test_a_priority_that_cannot_be_lowered_is_logged_and_the_engine_plays(
    background: EngineClient, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture,
) -> None:
    def refused(_which: int, _who: int, _prio: int) -> None:
        raise PermissionError(1, "Operation not permitted")

    monkeypatch.setattr(os, "setpriority", refused)
    with caplog.at_level(logging.INFO, logger=process.__name__):
        result = background.search(SearchRequest(Position.start(), limits=Limits(depth=1),
                                                 level=1))
    assert result.best_move is not None
    assert background.pid is not None and nice(background.pid) == nice(0)
    assert [record.getMessage() for record in caplog.records] == [
        f"engine {background.pid} keeps its priority: [Errno 1] Operation not permitted"]


@pytest.mark.parametrize("where", ["the root group", "no autogroups"])
def test_an_engine_started_from_the_root_group_or_without_groups(
    where: str, monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The root group (a process started by init; CI's) shows an empty file: the window's
    # threads weigh by their own nice value against each session's group, so the engine's
    # group goes 5 steps below that, not left at 0, as heavy as the window.
    real_group, real_exists = process.autogroup_nice, os.path.exists
    monkeypatch.setattr(process, "autogroup_nice",
                        lambda pid="self": None if pid == "self" else real_group(pid))
    if where == "no autogroups":
        monkeypatch.setattr(os.path, "exists",
                            lambda path: path != "/proc/self/autogroup" and real_exists(path))
    client = EngineClient(builtin_engine(), background=True)
    try:
        client.start()
        assert client.pid is not None
        if real_group(os.getpid()) is None and not real_exists("/proc/self/autogroup"):
            pytest.skip("this kernel has no autogroups")
        assert nice(client.pid) == min(19, nice(os.getpid()) + 10)
        assert real_group(client.pid) == (min(19, nice(os.getpid()) + 5)
                                          if where == "the root group" else 0)
    finally:
        client.kill()


@pytest.mark.parametrize(("shown", "expected"), [
    ("/autogroup-8114 nice 0\n", 0),
    ("/autogroup-12 nice -3\n", -3),
    ("", None),  # a container's kernel may show the file empty
    ("/autogroup-12\n", None),
])
def test_an_autogroup_is_read_from_what_the_kernel_shows(
    shown: str, expected: int | None, monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(process, "open", lambda *_args, **_kw: io.StringIO(shown),
                        raising=False)
    assert process.autogroup_nice(1) == expected
