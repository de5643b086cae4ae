"""The search in a child process, so that it never competes with a window for the GIL.

A pure-Python search in a thread of the GUI process holds the interpreter lock most of the
time; every call the GUI thread makes into Qt releases the lock and must wait to get it
back, so a repaint that makes a hundred such calls stalls the window for a tenth of a
second or more (benchmarks/gui_stall.py). In its own process the search runs on its own
core and the window does not notice it.

:class:`ProcessSearch` has the signature of :func:`search` and forwards each call to a
long-lived child process (started on first use) over its standard input and output, one
JSON object per line (no pickle):

- parent to child: ``{"search": {...request...}, "id": n}`` and ``{"stop": n}``;
- child to parent: ``{"info": {...}, "id": n}`` while searching, then
  ``{"result": {...}, "id": n}`` or ``{"error": "...", "id": n}``.

The child is this package run with :data:`SEARCH_WORKER_FLAG` (a bundle runs its own
executable with the flag); it exits when its input closes, so it never outlives the
program that started it.
"""

from __future__ import annotations

import contextlib
import json
import os
import queue
import subprocess
import sys
import threading
from collections.abc import Callable, Sequence
from dataclasses import fields
from pathlib import Path
from typing import IO, Any

from ... import SEARCH_WORKER_FLAG
from ..position import DEFAULT_RULES, Move, Position, Rules, SymmetryRule
from .levels import MAX_LEVEL
from .search import search
from .types import Limits, Score, SearchInfo, SearchResult

#: How often a waiting parent checks its stop flag (the engine must stop within 50 ms).
POLL_S = 0.01

_MOVE_FIELDS = tuple(f.name for f in fields(Move))


class SearchProcessError(RuntimeError):
    """The search process failed: it could not start, died, or reported an error."""


class _NeverAnswered(SearchProcessError):
    """A new child ended before it said anything: it cannot work here."""


# -- wire format ---------------------------------------------------------------------------

def encode_move(move: Move) -> list[int]:
    return [getattr(move, name) for name in _MOVE_FIELDS]


def decode_move(data: Any) -> Move:
    if not isinstance(data, list) or len(data) != len(_MOVE_FIELDS):
        raise ValueError(f"a move must be a list of {len(_MOVE_FIELDS)} integers, not {data!r}")
    if not all(isinstance(v, int) for v in data):
        raise ValueError(f"a move must be a list of integers, not {data!r}")
    return Move(*data)


def encode_info(info: SearchInfo) -> dict[str, Any]:
    return {
        "depth": info.depth, "score": info.score.value, "nodes": info.nodes, "nps": info.nps,
        "time_ms": info.time_ms, "pv": [encode_move(m) for m in info.pv],
        "multipv": info.multipv, "seldepth": info.seldepth,
    }


def decode_info(data: dict[str, Any]) -> SearchInfo:
    return SearchInfo(
        depth=int(data["depth"]), score=Score(int(data["score"])), nodes=int(data["nodes"]),
        nps=int(data["nps"]), time_ms=int(data["time_ms"]),
        pv=tuple(decode_move(m) for m in data["pv"]), multipv=int(data["multipv"]),
        seldepth=int(data["seldepth"]),
    )


def encode_result(result: SearchResult) -> dict[str, Any]:
    return {
        "best_move": None if result.best_move is None else encode_move(result.best_move),
        "score": result.score.value, "depth": result.depth, "nodes": result.nodes,
        "time_ms": result.time_ms, "pv": [encode_move(m) for m in result.pv],
        "lines": [encode_info(line) for line in result.lines],
    }


def decode_result(data: dict[str, Any]) -> SearchResult:
    best = data["best_move"]
    return SearchResult(
        best_move=None if best is None else decode_move(best), score=Score(int(data["score"])),
        depth=int(data["depth"]), nodes=int(data["nodes"]), time_ms=int(data["time_ms"]),
        pv=tuple(decode_move(m) for m in data["pv"]),
        lines=tuple(decode_info(line) for line in data["lines"]),
    )


def encode_request(
    position: Position, limits: Limits, rules: Rules, level: int, multipv: int,
    history: Sequence[tuple[int, int, int]], hash_mb: int, seed: int | None,
) -> dict[str, Any]:
    return {
        "efn": position.efn(),
        "limits": {"movetime_ms": limits.movetime_ms, "depth": limits.depth,
                   "nodes": limits.nodes, "infinite": limits.infinite},
        "symmetry": rules.symmetry.value, "level": level, "multipv": multipv,
        "history": [list(key) for key in history], "hash_mb": hash_mb, "seed": seed,
    }


def json_line(message: dict[str, Any]) -> str:
    """One message of the wire format: compact JSON and a newline."""
    return json.dumps(message, separators=(",", ":")) + "\n"


def _optional_int(value: Any) -> int | None:
    return None if value is None else int(value)


def run_request(
    data: dict[str, Any], stop: threading.Event, on_info: Callable[[SearchInfo], None]
) -> SearchResult:
    """Decode a request and run the search it describes."""
    lim = data["limits"]
    limits = Limits(
        movetime_ms=_optional_int(lim["movetime_ms"]), depth=_optional_int(lim["depth"]),
        nodes=_optional_int(lim["nodes"]), infinite=bool(lim["infinite"]),
    )
    history = [(int(a), int(b), int(c)) for a, b, c in data["history"]]
    return search(
        Position.from_efn(str(data["efn"])), limits,
        rules=Rules(symmetry=SymmetryRule(data["symmetry"])), level=int(data["level"]),
        multipv=int(data["multipv"]), stop=stop, on_info=on_info, history=history,
        hash_mb=int(data["hash_mb"]), seed=_optional_int(data["seed"]),
    )


# -- the child -----------------------------------------------------------------------------

def serve(stdin: IO[str] | None = None, stdout: IO[str] | None = None) -> int:
    """Run searches read from ``stdin`` until it closes; write progress to ``stdout``.

    A reader thread takes the lines as they come, so that a ``stop`` reaches the search
    while it runs; every request gets its own stop flag, so a late stop for an earlier
    request can never cut a later one short.
    """
    source = stdin if stdin is not None else sys.stdin
    sink = stdout if stdout is not None else sys.stdout
    jobs: queue.Queue[tuple[int, dict[str, Any], threading.Event] | None] = queue.Queue()
    flags: dict[int, threading.Event] = {}

    def write(message: dict[str, Any]) -> None:
        sink.write(json_line(message))
        sink.flush()

    def read() -> None:
        for line in source:
            try:
                message = json.loads(line)
                if "stop" in message:
                    flag = flags.get(int(message["stop"]))
                    if flag is not None:
                        flag.set()
                elif "search" in message:
                    ident = int(message["id"])
                    flags.clear()  # requests run one at a time: older ones are finished
                    flags[ident] = threading.Event()
                    jobs.put((ident, message["search"], flags[ident]))
                else:
                    raise ValueError("expected 'search' or 'stop'")
            except (ValueError, TypeError, KeyError) as exc:
                print(f"search worker: ignoring a bad line ({exc}): {line[:200]!r}",
                      file=sys.stderr)
        for flag in list(flags.values()):
            flag.set()
        jobs.put(None)

    threading.Thread(target=read, name="search-worker-input", daemon=True).start()
    try:
        while (job := jobs.get()) is not None:
            ident, data, flag = job

            def report(info: SearchInfo, ident: int = ident) -> None:
                write({"info": encode_info(info), "id": ident})

            try:
                result = run_request(data, flag, report)
            except OSError:
                raise
            except Exception as exc:  # report it: the parent decides what the user sees
                write({"error": f"{type(exc).__name__}: {exc}", "id": ident})
                continue
            write({"result": encode_result(result), "id": ident})
    except BrokenPipeError:
        pass  # the parent has gone: so do we
    return 0


# -- the parent ----------------------------------------------------------------------------

def worker_command() -> list[str]:
    """How to start a search worker: the bundle's own executable, or this interpreter."""
    if getattr(sys, "frozen", False):
        return [sys.executable, SEARCH_WORKER_FLAG]
    return [sys.executable, "-c",
            "import sys; from epaminondas_gui.core.ai.remote import serve; sys.exit(serve())"]


def _child_env() -> dict[str, str]:
    # The child must import this very package, also when it is found only through the
    # parent's working directory or sys.path (a source checkout run by pytest).
    env = dict(os.environ)
    root = str(Path(__file__).resolve().parents[3])
    env["PYTHONPATH"] = os.pathsep.join(p for p in (root, env.get("PYTHONPATH", "")) if p)
    env["PYTHONUNBUFFERED"] = "1"
    return env


class ProcessSearch:
    """Callable like :func:`search`, but the search runs in a child process.

    One search at a time (calls from several threads queue up). The child starts on the
    first call and is started again if it dies; :meth:`close` ends it. If no child can be
    started at all, searches run in the calling thread instead, so the AI always plays.
    """

    def __init__(self, command: Sequence[str] | None = None) -> None:
        self._command = list(command) if command is not None else worker_command()
        self._proc: subprocess.Popen[str] | None = None
        self._lines: queue.Queue[str | None] = queue.Queue()
        self._lock = threading.Lock()
        self._next_id = 0
        self._in_thread = False
        self._answered = False
        """Whether the current child has sent anything yet."""

    @property
    def pid(self) -> int | None:
        """The child's process id, if it is running."""
        return self._proc.pid if self._proc is not None and self._proc.poll() is None else None

    def _start(self) -> subprocess.Popen[str]:
        proc = subprocess.Popen(
            self._command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
            encoding="utf-8", bufsize=1, env=_child_env(),
            # Windows: no console window for the worker of a windowed program.
            creationflags=getattr(subprocess, "CREATE_NO_WINDOW", 0),
        )
        lines: queue.Queue[str | None] = queue.Queue()
        out = proc.stdout
        assert out is not None

        def pump() -> None:
            for line in out:
                lines.put(line)
            lines.put(None)

        threading.Thread(target=pump, name="search-process-output", daemon=True).start()
        self._lines = lines
        self._proc = proc
        self._answered = False
        return proc

    def _send(self, message: dict[str, Any]) -> None:
        proc = self._proc
        assert proc is not None and proc.stdin is not None
        proc.stdin.write(json_line(message))
        proc.stdin.flush()

    def __call__(
        self,
        position: Position,
        limits: Limits,
        *,
        rules: Rules = DEFAULT_RULES,
        level: int = MAX_LEVEL,
        multipv: int = 1,
        stop: threading.Event | None = None,
        on_info: Callable[[SearchInfo], None] | None = None,
        history: Sequence[tuple[int, int, int]] = (),
        hash_mb: int = 64,
        seed: int | None = None,
    ) -> SearchResult:
        request = encode_request(position, limits, rules, level, multipv, history, hash_mb,
                                 seed)
        with self._lock:
            if self._in_thread:
                return self._search_here(request, stop, on_info)
            self._next_id += 1
            ident = self._next_id
            for attempt in range(2):
                if self._proc is None or self._proc.poll() is not None:
                    try:
                        self._start()
                    except OSError as exc:  # no process can be started here
                        return self._fall_back(exc, request, stop, on_info)
                try:
                    self._send({"search": request, "id": ident})
                    break
                except OSError as exc:  # it died since the last search: start another
                    self._abandon()
                    if attempt:
                        raise SearchProcessError(f"the search process stopped: {exc}") from exc
            finished = False
            try:
                result = self._wait(ident, stop, on_info)
                finished = True
                return result
            except _NeverAnswered as exc:
                # A worker that dies before its first word (a bundle that cannot run
                # itself as one, say) will not do better next time.
                finished = True
                return self._fall_back(exc, request, stop, on_info)
            finally:
                if not finished and self._proc is not None:
                    # The caller gave up (an error in on_info, say): free the child for
                    # the next search.
                    try:
                        self._send({"stop": ident})
                    except OSError:
                        self._abandon()

    def _wait(
        self, ident: int, stop: threading.Event | None,
        on_info: Callable[[SearchInfo], None] | None,
    ) -> SearchResult:
        stop_sent = False
        while True:
            if stop is not None and not stop_sent and stop.is_set():
                stop_sent = True
                with contextlib.suppress(OSError):  # if it died, its output's end says so
                    self._send({"stop": ident})
            try:
                line = self._lines.get(timeout=POLL_S)
            except queue.Empty:
                continue
            if line is None:
                code = self._abandon()
                if not self._answered:
                    raise _NeverAnswered(f"the search process exited at once (exit {code})")
                raise SearchProcessError(f"the search process ended unexpectedly (exit {code})")
            self._answered = True
            try:
                message = json.loads(line)
                if message.get("id") != ident:
                    continue  # left over from a search whose caller gave up
                if "info" in message:
                    if on_info is not None:
                        on_info(decode_info(message["info"]))
                elif "result" in message:
                    return decode_result(message["result"])
                elif "error" in message:
                    raise SearchProcessError(str(message["error"]))
            except (ValueError, TypeError, KeyError, AttributeError) as exc:
                raise SearchProcessError(f"bad output from the search process: {exc}") from exc

    def _fall_back(
        self, reason: Exception, request: dict[str, Any], stop: threading.Event | None,
        on_info: Callable[[SearchInfo], None] | None,
    ) -> SearchResult:
        """No child can work here: search in the calling thread, now and from now on."""
        print(f"epaminondas: searching in-process ({reason})", file=sys.stderr)
        self._in_thread = True
        return self._search_here(request, stop, on_info)

    @staticmethod
    def _search_here(
        request: dict[str, Any], stop: threading.Event | None,
        on_info: Callable[[SearchInfo], None] | None,
    ) -> SearchResult:
        return run_request(request, stop or threading.Event(), on_info or (lambda _info: None))

    def _abandon(self) -> int | None:
        """Forget a child that died or cannot be talked to (killing it if needed)."""
        proc, self._proc = self._proc, None
        if proc is None:
            return None
        if proc.poll() is None:
            proc.kill()
        return proc.wait()

    def close(self, timeout_s: float = 2.0) -> None:
        """End the child: close its input (it exits after the current search stops)."""
        with self._lock:
            proc, self._proc = self._proc, None
        if proc is None:
            return
        try:
            if proc.stdin is not None:
                proc.stdin.close()
            proc.wait(timeout=timeout_s)
        except (OSError, subprocess.TimeoutExpired):
            proc.kill()
            proc.wait()
