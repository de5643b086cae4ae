"""The search in a child process: same answers as in a thread, stops on request, survives
its child dying, and never trusts a malformed line."""

from __future__ import annotations

import io
import json
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator

import pytest

from epaminondas_gui import SEARCH_WORKER_FLAG
from epaminondas_gui.core.ai import Limits, SearchInfo, search
from epaminondas_gui.core.ai.remote import (
    ProcessSearch,
    SearchProcessError,
    decode_move,
    decode_result,
    encode_request,
    encode_result,
    serve,
)
from epaminondas_gui.core.movegen import legal_moves
from epaminondas_gui.core.position import DEFAULT_RULES, Position, Rules, SymmetryRule


@pytest.fixture
def remote() -> Iterator[ProcessSearch]:
    worker = ProcessSearch()
    yield worker
    worker.close()


def summary(result: object) -> tuple[object, ...]:
    # Everything but the time it took.
    return tuple(getattr(result, name) for name in ("best_move", "score", "depth", "nodes", "pv"))


def test_child_finds_what_the_thread_finds(remote: ProcessSearch) -> None:
    pos = Position.start(14, 12).play(legal_moves(Position.start(14, 12))[7])
    history = [Position.start(14, 12).key]
    here = search(pos, Limits(depth=3), history=history, seed=3)
    there = remote(pos, Limits(depth=3), history=history, seed=3)
    assert summary(there) == summary(here)
    assert there.best_move in legal_moves(pos)
    # Rules travel too: without the symmetry rule the move list differs.
    rules = Rules(symmetry=SymmetryRule.OFF)
    assert summary(remote(pos, Limits(depth=2), rules=rules, seed=1)) == summary(
        search(pos, Limits(depth=2), rules=rules, seed=1)
    )


def test_progress_lines_and_multipv_arrive(remote: ProcessSearch) -> None:
    infos: list[SearchInfo] = []
    result = remote(Position.start(8, 8), Limits(depth=2), multipv=3, on_info=infos.append)
    assert {info.multipv for info in infos} == {1, 2, 3}
    assert {info.depth for info in infos} == {1, 2}
    assert len(result.lines) == 3 and result.lines[0].pv[0] == result.best_move


def test_stop_ends_an_infinite_search(remote: ProcessSearch) -> None:
    stop = threading.Event()
    threading.Timer(0.3, stop.set).start()
    began = time.perf_counter()
    result = remote(Position.start(14, 12), Limits(infinite=True), stop=stop)
    assert time.perf_counter() - began < 5.0
    assert result.best_move in legal_moves(Position.start(14, 12))


def test_a_late_stop_does_not_cut_the_next_search_short(remote: ProcessSearch) -> None:
    pos = Position.start(8, 8)
    remote(pos, Limits(depth=1))
    remote._send({"stop": 1})  # the first search is long finished
    assert remote(pos, Limits(depth=3)).depth == 3


def test_a_dead_child_is_an_error_and_the_next_search_starts_another(
    remote: ProcessSearch,
) -> None:
    pos = Position.start(14, 12)
    remote(pos, Limits(depth=1))
    pid = remote.pid
    assert pid is not None
    threading.Timer(0.3, os.kill, (pid, signal.SIGKILL)).start()
    with pytest.raises(SearchProcessError, match="ended unexpectedly"):
        remote(pos, Limits(infinite=True))
    result = remote(pos, Limits(depth=2))
    assert result.depth == 2 and remote.pid not in (None, pid)


def test_close_ends_the_child(remote: ProcessSearch) -> None:
    remote(Position.start(8, 8), Limits(depth=1))
    pid = remote.pid
    assert pid is not None
    remote.close()
    assert remote.pid is None
    with pytest.raises(ChildProcessError):
        os.waitpid(pid, os.WNOHANG)  # already reaped: no such child any more


def test_without_a_child_it_searches_in_the_calling_thread() -> None:
    worker = ProcessSearch(command=["/nonexistent/epaminondas-search-worker"])
    result = worker(Position.start(8, 8), Limits(depth=2))
    assert result.depth == 2 and worker.pid is None


def test_a_worker_that_cannot_run_falls_back_to_the_calling_thread(
    capsys: pytest.CaptureFixture[str],
) -> None:
    worker = ProcessSearch(command=[sys.executable, "-c", "raise SystemExit(3)"])
    result = worker(Position.start(8, 8), Limits(depth=2))
    assert result.depth == 2 and worker.pid is None
    assert "searching in-process (the search process exited at once (exit 3))" in (
        capsys.readouterr().err
    )
    assert worker(Position.start(8, 8), Limits(depth=1)).depth == 1  # no new child tried


def test_serve_answers_reports_errors_and_skips_bad_lines(
    capsys: pytest.CaptureFixture[str],
) -> None:
    good = encode_request(Position.start(8, 8), Limits(depth=1), DEFAULT_RULES, 8, 1, (), 1, 1)
    bad = dict(good, efn="not a position")
    lines = [
        "not json\n",
        json.dumps({"neither": 1}) + "\n",
        json.dumps({"stop": 99}) + "\n",  # nothing with that id: ignored
        json.dumps({"search": bad, "id": 1}) + "\n",
        json.dumps({"search": good, "id": 2}) + "\n",
    ]
    out = io.StringIO()
    assert serve(io.StringIO("".join(lines)), out) == 0
    replies = [json.loads(line) for line in out.getvalue().splitlines()]
    assert replies[0]["id"] == 1 and "error" in replies[0]
    assert replies[-1]["id"] == 2
    result = decode_result(replies[-1]["result"])
    assert result.best_move in legal_moves(Position.start(8, 8))
    assert encode_result(result) == replies[-1]["result"]
    assert capsys.readouterr().err.count("ignoring a bad line") == 2


@pytest.mark.parametrize("data", [None, [1, 2], ["a"] * 9, "e2e4", [1.5] * 9])
def test_malformed_moves_are_rejected(data: object) -> None:
    with pytest.raises(ValueError):
        decode_move(data)


def test_the_worker_entry_point_does_not_load_qt() -> None:
    request = encode_request(Position.start(8, 8), Limits(depth=1), DEFAULT_RULES, 8, 1, (), 1, 1)
    code = (
        "import sys\n"
        "from epaminondas_gui.app import main\n"
        f"code = main(['epaminondas', {SEARCH_WORKER_FLAG!r}])\n"
        "assert not any(m.startswith('PySide6') for m in sys.modules), 'Qt was loaded'\n"
        "sys.exit(code)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], input=json.dumps({"search": request, "id": 5}) + "\n",
        capture_output=True, text=True, timeout=60, check=False,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.splitlines()[-1])["id"] == 5
