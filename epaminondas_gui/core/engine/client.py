"""A client for the engine protocol (docs/engine-protocol.md): start an engine program,
send it ``setoption``, ``position ... moves ...`` and ``go``, and turn its ``info`` and
``bestmove`` lines into :class:`SearchInfo` and :class:`SearchResult`.

The way chess programs drive UCI engines (python-chess ``chess.engine``, Cute Chess's
``ChessEngine``): the engine is a separate process, so its search never competes with the
caller (a window) for the interpreter; a reader thread takes its output line by line; and
every wait has a deadline. A stop is sent as ``stop``; an engine that has not answered
with ``bestmove`` :data:`STOP_TIMEOUT_S` later is killed, and so is one that does not
answer ``isready`` in time. One search at a time; the client is used from one thread
(:meth:`kill` alone may be called from any thread).

The built-in engine is this program's own ``epaminondas-engine``
(:func:`builtin_engine_command`); any other program that speaks the protocol works too.
No Qt here.
"""

from __future__ import annotations

import collections
import contextlib
import os
import queue
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from ... import ENGINE_FLAG
from ..ai.types import MATE_SCORE, Score, SearchInfo, SearchRequest, SearchResult
from ..rules.notation import IllegalMoveError, move_to_text, parse_move
from ..rules.position import Move, Position, Rules
from .process import ProcessTree, popen_options

#: How long an engine may take to start and answer its first ``isready``.
START_TIMEOUT_S = 15.0
#: How long an engine may take to answer ``isready`` once it runs.
READY_TIMEOUT_S = 5.0
#: After ``stop``, how long the engine has to send its ``bestmove`` before it is killed.
STOP_TIMEOUT_S = 1.0
#: A search with a time limit that has not ended this long after its limit is stopped.
MOVETIME_GRACE_S = 2.0
#: How often a waiting search looks at its stop flag.
POLL_S = 0.01
#: How long :meth:`EngineClient.kill` waits for the reader threads to see the output end.
READER_JOIN_S = 0.5
#: How long the output of an engine that has exited may still arrive.
EXIT_DRAIN_S = 0.2
#: A searching engine silent for this long is asked ``isready``; it must answer within
#: :data:`READY_TIMEOUT_S` (UCI engines answer it while they search), or it has hung.
PING_AFTER_S = 5.0


class EngineError(RuntimeError):
    """The engine could not be started, died, hung, or refused a command."""


class EngineCrashed(EngineError):
    """The engine died or stopped answering: a new engine process may well do better
    (unlike one that cannot start, refuses the position, or plays an illegal move)."""


@dataclass(frozen=True)
class EngineSpec:
    """An engine program: how to start it and the options to set once it runs."""

    name: str
    command: tuple[str, ...]
    options: tuple[tuple[str, str], ...] = ()
    """``setoption`` name and value pairs sent after the engine has started."""
    builtin: bool = False


def builtin_engine_command() -> tuple[str, ...]:
    """How to start our own engine: the bundle's executable with :data:`ENGINE_FLAG`,
    else this interpreter with ``-m`` (the console script may not be on the PATH)."""
    if getattr(sys, "frozen", False):
        return (sys.executable, ENGINE_FLAG)
    return (sys.executable, "-m", "epaminondas_gui.core.engine.server")


def builtin_engine() -> EngineSpec:
    return EngineSpec("Epaminondas", builtin_engine_command(), builtin=True)


def _child_env() -> dict[str, str]:
    # Our own engine must import this very package, also when it is found only through
    # the parent's working directory or sys.path (a source checkout run by pytest).
    env = dict(os.environ)
    root = str(Path(__file__).resolve().parents[2])
    env["PYTHONPATH"] = os.pathsep.join(p for p in (root, env.get("PYTHONPATH", "")) if p)
    env["PYTHONUNBUFFERED"] = "1"
    return env


def parse_score(words: Sequence[str]) -> Score:
    """``cp N``, ``win N`` or ``loss N`` as a :class:`Score` (ValueError if neither)."""
    kind, value = words[0], int(words[1])
    if kind == "cp":
        return Score(value)
    if kind == "win" and value >= 1:
        return Score(MATE_SCORE - (2 * value - 1))
    if kind == "loss" and value >= 1:
        return Score(-(MATE_SCORE - 2 * value))
    raise ValueError(f"bad score {' '.join(words[:2])!r}")


def parse_line(position: Position, words: Sequence[str], rules: Rules) -> tuple[Move, ...]:
    """Moves in our notation played one after another from ``position``; a line stops at
    the first move that is not legal there (an engine's line may run past a game's end)."""
    moves: list[Move] = []
    for text in words:
        try:
            move = parse_move(position, text, rules)
        except IllegalMoveError:
            break
        moves.append(move)
        position = position.play(move)
    return tuple(moves)


def parse_info(position: Position, words: Sequence[str], rules: Rules) -> SearchInfo | None:
    """An ``info`` line (without the word ``info``) as a SearchInfo; None if it carries no
    score (engines may print other info lines)."""
    fields: dict[str, int] = {}
    score: Score | None = None
    pv: tuple[Move, ...] = ()
    index = 0
    while index < len(words):
        word = words[index]
        if word == "pv":
            pv = parse_line(position, words[index + 1 :], rules)
            break
        if word == "score":
            score = parse_score(words[index + 1 : index + 3])
            index += 3
            continue
        if word in ("depth", "multipv", "nodes", "nps", "time", "seldepth"):
            fields[word] = int(words[index + 1])
            index += 2
            continue
        index += 1  # a word we do not know: skip it
    if score is None:
        return None
    depth = fields.get("depth", 0)
    return SearchInfo(depth=depth, score=score, nodes=fields.get("nodes", 0),
                      nps=fields.get("nps", 0), time_ms=fields.get("time", 0), pv=pv,
                      multipv=fields.get("multipv", 1), seldepth=fields.get("seldepth", depth))


def go_command(request: SearchRequest) -> str:
    limits = request.limits
    words = ["go"]
    if limits.movetime_ms is not None:
        words += ["movetime", str(max(1, limits.movetime_ms))]
    if limits.depth is not None:
        words += ["depth", str(max(1, limits.depth))]
    if limits.nodes is not None:
        words += ["nodes", str(max(1, limits.nodes))]
    if limits.infinite:
        words.append("infinite")
    return " ".join(words)


def position_command(request: SearchRequest) -> str:
    start = request.start
    text = f"position efn {start.efn()}"
    if request.moves:
        geo = start.geometry
        text += " moves " + " ".join(move_to_text(geo, move) for move in request.moves)
    return text


def request_options(request: SearchRequest) -> dict[str, str]:
    """The ``setoption`` values a request needs (``Seed random`` draws a fresh one)."""
    return {
        "SymmetryRule": request.rules.symmetry.value,
        "Variant": request.rules.variant.value,
        "Zone": request.rules.zone.value,
        "Level": str(request.level),
        "MultiPV": str(request.multipv),
        "Hash": str(request.hash_mb),
        "Seed": "random" if request.seed is None else str(request.seed),
        "Threads": str(request.threads),
    }


class EngineClient:
    """One engine process (started on the first search, started again if it dies).

    :meth:`search` blocks the calling thread until the engine's ``bestmove``; setting the
    ``stop`` event makes it send ``stop`` and return within :data:`STOP_TIMEOUT_S` (the
    engine is killed if it does not answer). :meth:`close` ends the engine.
    """

    def __init__(self, spec: EngineSpec, *, start_timeout_s: float = START_TIMEOUT_S,
                 stop_timeout_s: float = STOP_TIMEOUT_S, ping_after_s: float = PING_AFTER_S,
                 ready_timeout_s: float = READY_TIMEOUT_S) -> None:
        self.spec = spec
        self.start_timeout_s = start_timeout_s
        self.stop_timeout_s = stop_timeout_s
        self.ping_after_s = ping_after_s
        self.ready_timeout_s = ready_timeout_s
        self._proc: subprocess.Popen[str] | None = None
        self._lines: queue.Queue[str | None] = queue.Queue()
        self._stderr: collections.deque[str] = collections.deque(maxlen=5)
        self._sent: dict[str, str] = {}
        """Options the running engine has been given (sent again only when they change)."""
        self.unsupported: set[str] = set()
        """Options the engine does not know (``error unknown option``): not sent again."""
        self._kill_lock = threading.Lock()
        self._tree: ProcessTree | None = None
        self._readers: list[threading.Thread] = []
        self._exited_at: float | None = None

    # -- the process -----------------------------------------------------------------

    @property
    def pid(self) -> int | None:
        proc = self._proc
        return proc.pid if proc is not None and proc.poll() is None else None

    @property
    def running(self) -> bool:
        return self.pid is not None

    def start(self) -> None:
        """Start the engine and wait for its ``readyok`` (EngineError if it does not come)."""
        self.kill()
        try:
            proc = subprocess.Popen(
                list(self.spec.command), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                stderr=subprocess.PIPE, text=True, encoding="utf-8", errors="replace",
                bufsize=1, env=_child_env(), **popen_options(),
            )
        except OSError as exc:
            raise EngineError(f"cannot start {self._program()}: {exc.strerror or exc}") from exc
        lines: queue.Queue[str | None] = queue.Queue()
        stderr: collections.deque[str] = collections.deque(maxlen=5)
        out, err = proc.stdout, proc.stderr
        assert out is not None and err is not None

        # Each reader closes its own stream when the stream ends: a stream another
        # thread is reading is never closed under it (that close would wait for the
        # reader's lock, for as long as the read blocks).
        def pump_out() -> None:
            with out:
                for line in out:
                    lines.put(line.rstrip("\r\n"))
            lines.put(None)

        def pump_err() -> None:
            with err:
                for line in err:
                    if line.strip():
                        stderr.append(line.strip())

        self._readers = [threading.Thread(target=pump_out, name="engine-output", daemon=True),
                         threading.Thread(target=pump_err, name="engine-errors", daemon=True)]
        for reader in self._readers:
            reader.start()
        self._proc, self._tree, self._lines, self._stderr = proc, ProcessTree(proc), lines, stderr
        self._sent = {}
        self._exited_at = None
        try:
            for name, value in self.spec.options:
                self._send(f"setoption name {name} value {value}")
            errors = self._sync(self.start_timeout_s, "start")
            if errors:  # an option of the engine's settings that it refuses
                raise EngineError(f"{self._program()}: {errors[0]}")
        except EngineError:
            self.kill()
            raise

    def _program(self) -> str:
        return self.spec.name or (self.spec.command[0] if self.spec.command else "engine")

    def _send(self, line: str) -> None:
        proc = self._proc
        if proc is None or proc.stdin is None:
            raise EngineError(f"{self._program()} is not running")
        try:
            proc.stdin.write(line + "\n")
            proc.stdin.flush()
        except (OSError, ValueError) as exc:
            raise self._died() from exc

    def _died(self) -> EngineCrashed:
        """The engine's output ended: kill what is left and say how it ended."""
        proc = self._proc
        code = None
        if proc is not None:
            self.kill()
            code = proc.returncode
        how = (f"killed by signal {-code}" if code is not None and code < 0
               else f"exit code {code}")
        detail = f": {self._stderr[-1]}" if self._stderr else ""
        return EngineCrashed(f"{self._program()} stopped ({how}){detail}")

    def _next_line(self, deadline: float) -> str | None:
        """The engine's next line, or None when the deadline has passed (EngineError if
        the engine has gone)."""
        timeout = deadline - time.monotonic()
        try:
            line = self._lines.get(timeout=max(0.0, min(timeout, POLL_S)))
        except queue.Empty:
            self._notice_exit()
            return None
        if line is None:
            self._lines.put(None)  # the end stays the end for the next reader
            raise self._died()
        return line

    def _notice_exit(self) -> None:
        """An engine that has exited but whose output has not ended (something it
        started still holds the pipe open) has gone all the same, once what it wrote
        has had :data:`EXIT_DRAIN_S` to arrive."""
        proc = self._proc
        if proc is None or proc.poll() is None:
            self._exited_at = None
            return
        now = time.monotonic()
        if self._exited_at is None:
            self._exited_at = now
        elif now - self._exited_at > EXIT_DRAIN_S and self._lines.empty():
            self._lines.put(None)

    def _await_readyok(self, deadline: float) -> None:
        """Take the answer to an ``isready`` sent during the search, so that it is not
        read as the answer to the next one; an engine that does not send it is ended
        (the search's answer stands: the next search starts a new engine)."""
        with contextlib.suppress(EngineError):
            while time.monotonic() < deadline:
                if self._next_line(deadline) == "readyok":
                    return
        self.kill()

    def _sync(self, timeout_s: float, what: str) -> list[str]:
        """Send ``isready`` and wait for ``readyok``; returns the error messages seen."""
        self._send("isready")
        deadline = time.monotonic() + timeout_s
        errors: list[str] = []
        while time.monotonic() < deadline:
            line = self._next_line(deadline)
            if line is None:
                continue
            if line == "readyok":
                return errors
            if line.startswith("error"):
                errors.append(line[5:].strip())
        self.kill()
        raise EngineCrashed(
            f"{self._program()} did not answer 'isready' within {timeout_s:g} s ({what})"
        )

    def kill(self) -> None:
        """End the engine and every process it started, at once (safe from any
        thread; returns within about a second whatever the processes do)."""
        with self._kill_lock:
            proc, tree = self._proc, self._tree
            if proc is None or tree is None:
                return
            tree.kill()
            if proc.stdin is not None:
                # Nobody reads it any more: a blocked write has failed, so this is quick.
                with contextlib.suppress(OSError, ValueError):
                    proc.stdin.close()
            deadline = time.monotonic() + READER_JOIN_S
            for reader in self._readers:
                reader.join(max(0.0, deadline - time.monotonic()))

    def close(self, timeout_s: float | None = None) -> None:
        """Ask the engine to quit; kill it if it has not exited ``timeout_s`` later."""
        proc = self._proc
        if proc is None:
            return
        if proc.poll() is None:
            with contextlib.suppress(OSError, ValueError):
                if proc.stdin is not None:
                    proc.stdin.write("quit\n")
                    proc.stdin.close()
            with contextlib.suppress(subprocess.TimeoutExpired):
                proc.wait(timeout=self.stop_timeout_s if timeout_s is None else timeout_s)
        self.kill()
        self._proc = None

    # -- searching -------------------------------------------------------------------

    def _set_options(self, options: Mapping[str, str]) -> None:
        changed = {name: value for name, value in options.items()
                   if name not in self.unsupported and self._sent.get(name) != value}
        if not changed:
            return
        for name, value in changed.items():
            self._send(f"setoption name {name} value {value}")
        errors = self._sync(self.ready_timeout_s, "after setoption")
        for message in errors:
            unknown = _unknown_option(message)
            if unknown is None or unknown.lower() not in {n.lower() for n in changed}:
                raise EngineError(f"{self._program()}: {message}")
            self.unsupported.update(n for n in changed if n.lower() == unknown.lower())
        if "Variant" in self.unsupported and options.get("Variant", "epaminondas") != "epaminondas":
            raise EngineError(f"{self._program()} does not play the variant {options['Variant']}")
        if "Zone" in self.unsupported and options.get("Zone", "corner") != "corner":
            raise EngineError(f"{self._program()} does not know the win zone {options['Zone']}")
        self._sent.update(changed)

    def search(
        self,
        request: SearchRequest,
        *,
        stop: threading.Event | None = None,
        on_info: Callable[[SearchInfo], None] | None = None,
    ) -> SearchResult:
        """Run one search and return its result (EngineError if the engine fails)."""
        if not self.running:
            self.start()
        self._set_options(request_options(request))
        position = request.position
        rules = request.rules
        began = time.monotonic()
        self._send(position_command(request))
        self._send(go_command(request))
        limit = request.limits.movetime_ms
        hang_at = None if limit is None else began + limit / 1000 * 1.5 + MOVETIME_GRACE_S
        stop_deadline: float | None = None
        heard = began
        ping_deadline: float | None = None
        latest: dict[int, SearchInfo] = {}
        while True:
            now = time.monotonic()
            if stop_deadline is None and (
                (stop is not None and stop.is_set()) or (hang_at is not None and now > hang_at)
            ):
                self._send("stop")
                stop_deadline = now + self.stop_timeout_s
            if stop_deadline is not None and now > stop_deadline:
                self.kill()
                raise EngineCrashed(f"{self._program()} did not stop within "
                                    f"{self.stop_timeout_s:g} s and was ended")
            if ping_deadline is None and now - heard > self.ping_after_s:
                self._send("isready")
                ping_deadline = now + self.ready_timeout_s
            elif ping_deadline is not None and now > ping_deadline:
                self.kill()
                raise EngineCrashed(f"{self._program()} stopped answering (no answer to "
                                    f"'isready' within {self.ready_timeout_s:g} s) and was "
                                    "ended")
            line = self._next_line(stop_deadline if stop_deadline is not None else now + POLL_S)
            if line is None:
                continue
            heard, ping_deadline = time.monotonic(), None
            words = line.split()
            if not words:
                continue
            if words[0] == "info":
                try:
                    info = parse_info(position, words[1:], rules)
                except (ValueError, IndexError):
                    continue  # a line we cannot read is no reason to give up the search
                if info is not None:
                    latest[info.multipv] = info
                    if on_info is not None:
                        on_info(info)
            elif words[0] == "bestmove":
                elapsed = int((time.monotonic() - began) * 1000)
                if ping_deadline is not None:
                    self._await_readyok(ping_deadline)
                return self._result(position, rules, words[1:2], latest, elapsed)
            elif words[0] == "error":
                # The position or the limits were refused: no bestmove will come.
                raise EngineError(f"{self._program()}: {line[5:].strip()}")

    def _result(self, position: Position, rules: Rules, words: Sequence[str],
                latest: dict[int, SearchInfo], elapsed_ms: int) -> SearchResult:
        text = words[0] if words else "none"
        if text == "none":
            # Nothing to play: the side to move has won already, or has no move.
            won = position.mover_has_won(rules)
            return SearchResult(None, Score(MATE_SCORE if won else -MATE_SCORE), 0, 0,
                                elapsed_ms)
        try:
            best = parse_move(position, text, rules)
        except IllegalMoveError as exc:
            raise EngineError(f"{self._program()} played an illegal move: {exc}") from exc
        lines = tuple(latest[index] for index in sorted(latest))
        first = latest.get(1)
        if first is not None and first.pv[:1] == (best,):
            score, pv, depth = first.score, first.pv, first.depth
        else:
            # A move without a line (stopped before its first depth) or another line.
            line = next((info for info in lines if info.pv[:1] == (best,)), None)
            score = line.score if line is not None else Score(0)
            pv = line.pv if line is not None else (best,)
            depth = line.depth if line is not None else 0
        last = max(lines, key=lambda info: info.nodes, default=None)
        return SearchResult(best, score, depth, last.nodes if last is not None else 0,
                            elapsed_ms, pv, lines)

    # -- context manager -------------------------------------------------------------

    def __enter__(self) -> EngineClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _unknown_option(message: str) -> str | None:
    """The option named by ``unknown option 'Name'``, else None."""
    prefix = "unknown option "
    if not message.startswith(prefix):
        return None
    return message[len(prefix):].strip().strip("'\"")
