"""The window's engine runner: the search processes its engines share, an engine
that crashes during a job, and its engines' priority (below the window's)."""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from epaminondas_gui.core.ai import Limits, Score, SearchInfo, SearchRequest, SearchResult
from epaminondas_gui.core.engine.client import EngineCrashed
from epaminondas_gui.core.rules.position import Position
from epaminondas_gui.gui.engine_runner import EngineRunner, Purpose, SearchBudget


def request(threads: int) -> SearchRequest:
    return SearchRequest(Position.start(8, 8), limits=Limits(infinite=True), threads=threads)


def until_stopped(request: SearchRequest, stop: threading.Event,
                  _on_info: Callable[[SearchInfo], None]) -> SearchResult:
    stop.wait(10)
    return SearchResult(None, Score(0), 1, 1, 1)


@pytest.mark.parametrize(("processes", "first", "second"), [
    (4, 2, 2),  # room for both
    (3, 2, 1),  # the second gets what is left
    (2, 2, 1),  # nothing left: still the one process every search needs
    (1, 1, 1),
])
def test_searches_share_the_budget(qtbot: QtBot, processes: int, first: int,
                                   second: int) -> None:
    budget = SearchBudget(processes)
    game = EngineRunner(search=until_stopped, budget=budget)
    analysis = EngineRunner(search=until_stopped, budget=budget)
    try:
        job = game.start(request(2), purpose=Purpose.MOVE)
        other = analysis.start(request(2), purpose=Purpose.ANALYSIS)
        assert job.request is not None and other.request is not None
        assert (job.request.threads, other.request.threads) == (first, second)
        assert budget.in_use == first + second
        # A search that has ended gives its processes back.
        with qtbot.waitSignal(game.result, timeout=5000):
            game.stop_now()
        qtbot.waitUntil(lambda: game.settled)
        assert budget.in_use == second
        again = game.start(request(4), purpose=Purpose.MOVE)
        assert again.request is not None
        assert again.request.threads == max(1, min(4, processes - second))
    finally:
        game.shutdown()
        analysis.shutdown()
    assert budget.in_use == 0


def test_a_crash_restarts_the_engine_once_and_says_so(qtbot: QtBot) -> None:
    calls: list[int] = []

    def crash_once(request: SearchRequest, stop: threading.Event,
                   _on_info: Callable[[SearchInfo], None]) -> SearchResult:
        calls.append(1)
        if len(calls) == 1:
            raise EngineCrashed("Engine stopped (killed by signal 9)")
        return SearchResult(None, Score(5), 3, 1, 1)

    runner = EngineRunner(search=crash_once, budget=SearchBudget(1))
    news: list[str] = []
    runner.restarted.connect(lambda _job, message: news.append(message))
    try:
        with qtbot.waitSignal(runner.result, timeout=5000) as done:
            runner.start(request(1), purpose=Purpose.ANALYSIS)
        assert done.args is not None and done.args[1].score == Score(5)
        assert news == ["Engine stopped (killed by signal 9)"] and len(calls) == 2
    finally:
        runner.shutdown()


def test_a_second_crash_fails_the_job(qtbot: QtBot) -> None:
    def crash(request: SearchRequest, stop: threading.Event,
              _on_info: Callable[[SearchInfo], None]) -> SearchResult:
        raise EngineCrashed("Engine stopped (exit code 1)")

    runner = EngineRunner(search=crash, budget=SearchBudget(1))
    news: list[str] = []
    runner.restarted.connect(lambda _job, message: news.append(message))
    try:
        with qtbot.waitSignal(runner.failed, timeout=5000) as failed:
            runner.start(request(1), purpose=Purpose.ANALYSIS)
        assert failed.args is not None and failed.args[1] == "Engine stopped (exit code 1)"
        assert len(news) == 1
    finally:
        runner.shutdown()


def test_move_now_before_the_worker_takes_the_job_still_answers(qtbot: QtBot) -> None:
    busy, release = threading.Event(), threading.Event()

    def slow_to_stop_then_quick(request: SearchRequest, stop: threading.Event,
                                _on_info: Callable[[SearchInfo], None]) -> SearchResult:
        if request.limits.depth == 9:
            busy.set()
            release.wait(10)  # an engine that takes its time to stop the cancelled job
        return SearchResult(None, Score(7), 1, 1, 1)

    runner = EngineRunner(search=slow_to_stop_then_quick, budget=SearchBudget(1))
    start = Position.start(8, 8)
    try:
        runner.start(SearchRequest(start, limits=Limits(depth=9)), purpose=Purpose.MOVE)
        assert busy.wait(5)  # the worker is in that search
        job = runner.start(SearchRequest(start, limits=Limits(depth=1)),
                           purpose=Purpose.MOVE)  # queued behind it
        runner.stop_now()
        with qtbot.waitSignal(runner.result, timeout=5000) as done:
            release.set()
        assert done.args is not None and done.args[0] is job
        assert done.args[1].score == Score(7)
    finally:
        release.set()
        runner.shutdown()


@pytest.mark.skipif(sys.platform != "linux", reason="reads the engine's priority")
def test_the_windows_engines_run_below_the_windows_priority(qtbot: QtBot) -> None:
    runner = EngineRunner(budget=SearchBudget(1))
    try:
        with qtbot.waitSignal(runner.result, timeout=30_000):
            runner.start(SearchRequest(Position.start(8, 8), limits=Limits(depth=1), level=1),
                         purpose=Purpose.MOVE)
        pid = runner.engine_pid
        assert pid is not None
        assert os.getpriority(os.PRIO_PROCESS, pid) == min(19, os.getpriority(
            os.PRIO_PROCESS, 0) + 10)
    finally:
        runner.shutdown()
