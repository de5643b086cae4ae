"""A client for the engine protocol (docs/engine-protocol.md): start an engine program,
send it ``setoption``, ``position ... moves ...`` and ``go``, and turn its ``info`` and
``bestmove`` lines into :class:`SearchInfo` and :class:`SearchResult` (the lines
themselves are written and read by protocol.py; a reported line's moves are read only
when someone asks for them).

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
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

from ... import ENGINE_FLAG
from ..ai.motifs import DEFAULT_EXPLAIN_MS, Motif, motifs_from_words
from ..ai.types import MATE_SCORE, Score, SearchInfo, SearchRequest, SearchResult
from ..rules.position import Move, Position, Rules
from ..stop_flag import StopFlag
from .process import ProcessTree, popen_options, run_in_background
from .protocol import (
    BESTMOVE,
    ERROR,
    EXPLAIN,
    ID,
    INFO,
    ISREADY,
    OPTION,
    PROTOCOL,
    PROTOCOLOK,
    QUIT,
    READYOK,
    RULES_OPTIONS,
    STOP,
    EngineOption,
    ProtocolError,
    command_word,
    format_explain,
    format_go,
    format_position,
    format_setoption,
    parse_bestmove,
    parse_error,
    parse_explanation,
    parse_id,
    parse_info,
    parse_option,
    parse_unknown_option,
    request_options,
)
from .timelimits import HANG_FACTOR, MOVETIME_GRACE_S, as_move_time, hang_after_s, refuses_clock

#: How long an engine may take to start and answer its first ``isready``.
START_TIMEOUT_S = 15.0
#: How long an engine may take to answer ``isready`` once it runs.
READY_TIMEOUT_S = 5.0
#: After ``stop``, how long the engine has to send its ``bestmove`` before it is killed.
STOP_TIMEOUT_S = 1.0
#: How often a wait for the engine's next line looks whether the engine has exited (a
#: stop wakes a search's wait at once: StopFlag).
POLL_S = 0.25
#: Put among the engine's lines to wake the search's wait; no line holds a newline.
WAKE = "\n"
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
    else this interpreter with ``-m`` (the console script may not be on the PATH).

    ``-P``: ``-m`` would put the working directory first on the engine's path, and a
    source checkout there would then run instead of this package (the compiled install
    ``./scripts/play`` makes, started from the checkout); :func:`_child_env` puts this
    package on the path instead."""
    if getattr(sys, "frozen", False):
        return (sys.executable, ENGINE_FLAG)
    return (sys.executable, "-P", "-m", "epaminondas_gui.core.engine.server")


def builtin_engine() -> EngineSpec:
    return EngineSpec("Epaminondas", builtin_engine_command(), builtin=True)


def _child_env() -> dict[str, str]:
    # Our own engine must import this very package (a source checkout, the compiled copy in
    # build/compiled), not an installed one: the directory holding the package goes first.
    env = dict(os.environ)
    root = str(Path(__file__).resolve().parents[3])
    env["PYTHONPATH"] = os.pathsep.join(p for p in (root, env.get("PYTHONPATH", "")) if p)
    env["PYTHONUNBUFFERED"] = "1"
    return env


class EngineClient:
    """One engine process (started on the first search, started again if it dies).

    :meth:`search` blocks the calling thread until the engine's ``bestmove``; setting the
    ``stop`` event makes it send ``stop`` and return within :data:`STOP_TIMEOUT_S` (the
    engine is killed if it does not answer). :meth:`close` ends the engine.
    """

    def __init__(self, spec: EngineSpec, *, start_timeout_s: float = START_TIMEOUT_S,
                 stop_timeout_s: float = STOP_TIMEOUT_S, ping_after_s: float = PING_AFTER_S,
                 ready_timeout_s: float = READY_TIMEOUT_S, background: bool = False) -> None:
        self.spec = spec
        self.background = background
        """The engine runs as a background job (the window's; see process.py)."""
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
        """Options the engine does not know (not declared in its handshake, or refused
        with ``error unknown option``): not sent again."""
        self.options: dict[str, EngineOption] | None = None
        """The options the engine declared in its ``protocol`` handshake, by lower-case
        name; None for an engine without the handshake (it is then told options and
        answers ``error unknown option`` for those it lacks)."""
        self.identity: dict[str, str] = {}
        """The handshake's ``id`` fields (``name``, ``version``)."""
        self.clockless = False
        """The engine refused ``go wtime ...`` (an engine of the protocol before clocks):
        it is given the move time our time management makes of the clock instead."""
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
                bufsize=1, env=_child_env(), **popen_options(background=self.background),
            )
        except OSError as exc:
            raise EngineError(f"cannot start {self._program()}: {exc.strerror or exc}") from exc
        if self.background:
            run_in_background(proc)
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
            settings = []
            for name, value in self.spec.options:
                try:
                    settings.append(format_setoption(name, value))
                except ProtocolError as exc:  # a setting the engine would misread
                    raise EngineError(f"{self._program()}: {exc}") from exc
            self._handshake()  # its isready is the start's: one round trip without settings
            if settings:
                for line in settings:
                    self._send(line)
                errors = self._sync(self.start_timeout_s, "start")
                if errors:  # an option of the engine's settings that it refuses
                    raise EngineError(f"{self._program()}: {errors[0]}")
        except EngineError:
            self.kill()
            raise

    def _handshake(self) -> None:
        """Send ``protocol`` and learn the engine's options from the answer; an engine
        without the handshake ignores it or answers an error, both before ``readyok``."""
        self._send(PROTOCOL)
        self._send(ISREADY)
        deadline = time.monotonic() + self.start_timeout_s
        options: dict[str, EngineOption] = {}
        identity: dict[str, str] = {}
        complete = False
        while time.monotonic() < deadline:
            line = self._next_line(deadline)
            if line is None:
                continue
            if line == READYOK:
                self.options = options if complete else None
                self.identity = identity
                if complete:
                    self.unsupported = set()
                return
            word = command_word(line)
            try:
                if word == OPTION:
                    option = parse_option(line)
                    options[option.name.lower()] = option
                elif word == ID:
                    field, value = parse_id(line)
                    identity[field] = value
            except ProtocolError:
                continue  # a line we cannot read: the option is then not sent
            if line == PROTOCOLOK:
                complete = True
        self.kill()
        raise EngineCrashed(f"{self._program()} did not answer 'isready' within "
                            f"{self.start_timeout_s:g} s (start)")

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
        if line == WAKE:
            return None
        if line is None:
            self._lines.put(None)  # the end stays the end for the next reader
            raise self._died()
        return line

    def _wake(self) -> None:
        self._lines.put(WAKE)

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
                if self._next_line(deadline) == READYOK:
                    return
        self.kill()

    def _sync(self, timeout_s: float, what: str) -> list[str]:
        """Send ``isready`` and wait for ``readyok``; returns the error messages seen."""
        self._send(ISREADY)
        deadline = time.monotonic() + timeout_s
        errors: list[str] = []
        while time.monotonic() < deadline:
            line = self._next_line(deadline)
            if line is None:
                continue
            if line == READYOK:
                return errors
            message = parse_error(line)
            if message is not None:
                errors.append(message)
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
                    proc.stdin.write(QUIT + "\n")
                    proc.stdin.close()
            with contextlib.suppress(subprocess.TimeoutExpired):
                proc.wait(timeout=self.stop_timeout_s if timeout_s is None else timeout_s)
        self.kill()
        self._proc = None

    # -- searching -------------------------------------------------------------------

    def _set_options(self, options: Mapping[str, str]) -> None:
        if self.options is not None:  # the handshake said which options there are
            self.unsupported.update(n for n in options if n.lower() not in self.options)
        self._check_game(options)
        # The engine's own settings (Preferences → Engines, a match's option.Name=value)
        # are the user's: a search keeps them, but for the rules of the game it plays.
        own = {name.lower() for name, _value in self.spec.options} - RULES_OPTIONS
        changed = {name: value for name, value in options.items()
                   if name not in self.unsupported and name.lower() not in own
                   and self._sent.get(name) != value}
        if not changed:
            return
        for name, value in changed.items():
            self._send(format_setoption(name, value))
        errors = self._sync(self.ready_timeout_s, "after setoption")
        for message in errors:
            unknown = parse_unknown_option(message)
            if unknown is None or unknown.lower() not in {n.lower() for n in changed}:
                raise EngineError(f"{self._program()}: {message}")
            self.unsupported.update(n for n in changed if n.lower() == unknown.lower())
        self._check_game(options)
        self._sent.update(changed)

    def _check_game(self, options: Mapping[str, str]) -> None:
        """Refuse a game the engine cannot play: a variant or win zone other than the
        first when it lacks the option, or one its declared choices do not list."""
        for name, default, what in (("Variant", "epaminondas", "play the variant"),
                                    ("Zone", "corner", "know the win zone")):
            value = options.get(name)
            if value is None:
                continue
            declared = self.options.get(name.lower()) if self.options is not None else None
            lacking = name in self.unsupported and value != default
            if lacking or (declared is not None and declared.choices
                           and value not in declared.choices):
                raise EngineError(f"{self._program()} does not {what} {value}")

    def search(
        self,
        request: SearchRequest,
        *,
        stop: StopFlag | None = None,
        on_info: Callable[[SearchInfo], None] | None = None,
    ) -> SearchResult:
        """Run one search and return its result (EngineError if the engine fails)."""
        if not self.running:
            self.start()
        self._set_options(request_options(request))
        position = request.position
        rules = request.rules
        began = time.monotonic()
        limits = request.limits
        if self.clockless:
            limits = as_move_time(limits, position, len(request.moves))
        self._send(format_position(request.start, request.moves))
        self._send(format_go(limits))
        hang_after = hang_after_s(request)
        hang_at = None if hang_after is None else began + hang_after
        stop_deadline: float | None = None
        heard = began
        ping_deadline: float | None = None
        latest: dict[int, SearchInfo] = {}
        # The stop wakes the wait below: no look at the flag every few milliseconds.
        listening = (stop.listening(self._wake) if stop is not None
                     else contextlib.nullcontext())
        with listening:
            while True:
                now = time.monotonic()
                if stop_deadline is None and (
                    (stop is not None and stop.is_set()) or (hang_at is not None and now > hang_at)
                ):
                    self._send(STOP)
                    stop_deadline = now + self.stop_timeout_s
                if stop_deadline is not None and now > stop_deadline:
                    self.kill()
                    raise EngineCrashed(f"{self._program()} did not stop within "
                                        f"{self.stop_timeout_s:g} s and was ended")
                if ping_deadline is None and now - heard > self.ping_after_s:
                    self._send(ISREADY)
                    ping_deadline = now + self.ready_timeout_s
                elif ping_deadline is not None and now > ping_deadline:
                    self.kill()
                    raise EngineCrashed(f"{self._program()} stopped answering (no answer to "
                                        f"'isready' within {self.ready_timeout_s:g} s) and was "
                                        "ended")
                line = self._next_line(min(
                    t for t in (stop_deadline, hang_at, ping_deadline or heard + self.ping_after_s)
                    if t is not None))
                if line is None:
                    continue
                heard, ping_deadline = time.monotonic(), None
                word = command_word(line)
                if word == INFO:
                    try:
                        info = parse_info(line, position, rules)
                    except ProtocolError:
                        continue  # a line we cannot read is no reason to give up the search
                    if info is not None:
                        latest[info.multipv] = info
                        if on_info is not None:
                            on_info(info)
                elif word == BESTMOVE:
                    elapsed = int((time.monotonic() - began) * 1000)
                    if ping_deadline is not None:
                        self._await_readyok(ping_deadline)
                    return self._result(position, rules, line, latest, elapsed)
                elif word == ERROR:
                    if limits.has_clock and not self.clockless and refuses_clock(line):
                        # An engine that knows no clocks: the game and a move time once more.
                        self.clockless = True
                        limits = as_move_time(limits, position, len(request.moves))
                        self._send(format_position(request.start, request.moves))
                        self._send(format_go(limits))
                        continue
                    # The position or the limits were refused: no bestmove will come.
                    raise EngineError(f"{self._program()}: {parse_error(line)}")

    def _result(self, position: Position, rules: Rules, line: str,
                latest: dict[int, SearchInfo], elapsed_ms: int) -> SearchResult:
        try:
            best = parse_bestmove(line, position, rules)
        except ProtocolError as exc:
            raise EngineError(f"{self._program()} played an illegal move: {exc}") from exc
        if best is None:
            # Nothing to play: the side to move has won already, or has no move.
            won = position.mover_has_won(rules)
            return SearchResult(None, Score(MATE_SCORE if won else -MATE_SCORE), 0, 0,
                                elapsed_ms)
        lines = _distinct_lines(latest)
        # The line that starts with the move played (the first, unless the search was
        # stopped before its first depth or the engine chose another line's move).
        line_of_best = next((info for info in lines if info.pv[:1] == (best,)), None)
        if line_of_best is not None:
            score, pv, depth = line_of_best.score, line_of_best.pv, line_of_best.depth
        else:
            score, pv, depth = Score(0), (best,), 0
        last = max(latest.values(), key=lambda info: info.nodes, default=None)
        return SearchResult(best, score, depth, last.nodes if last is not None else 0,
                            elapsed_ms, pv, lines)

    def explain(self, request: SearchRequest, move: Move,
                movetime_ms: int | None = None) -> list[Motif]:
        """The motifs of ``move`` in the request's position (the ``explain`` command; the
        engine's default move time when None); motifs this program does not know are
        left out. EngineError if the engine refuses (an engine without ``explain`` too)."""
        if not self.running:
            self.start()
        self._set_options(request_options(request))
        position = request.position
        self._send(format_position(request.start, request.moves))
        self._send(format_explain(move, position.geometry, movetime_ms))
        wait_s = (movetime_ms or DEFAULT_EXPLAIN_MS) / 1000 * HANG_FACTOR + MOVETIME_GRACE_S
        deadline = time.monotonic() + wait_s
        while time.monotonic() < deadline:
            line = self._next_line(deadline)
            if line is None:
                continue
            if command_word(line) == EXPLAIN:
                try:
                    _move, words = parse_explanation(line, position, request.rules)
                except ProtocolError as exc:
                    raise EngineError(f"{self._program()}: {exc}") from exc
                return motifs_from_words(words)
            message = parse_error(line)
            if message is not None:
                raise EngineError(f"{self._program()}: {message}")
        self.kill()
        raise EngineCrashed(f"{self._program()} did not answer 'explain' within {wait_s:g} s")

    # -- context manager -------------------------------------------------------------

    def __enter__(self) -> EngineClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _distinct_lines(latest: Mapping[int, SearchInfo]) -> tuple[SearchInfo, ...]:
    """The latest line of each ``multipv`` index, best first, without a line that starts
    with the move of a line before it: a search stopped in a depth may have reported a
    new first line whose move an older, lower line still holds."""
    lines: list[SearchInfo] = []
    starts: set[Move] = set()
    for index in sorted(latest):
        info = latest[index]
        first = info.pv[:1]
        if first and first[0] in starts:
            continue
        starts.update(first)
        lines.append(info)
    return tuple(lines)
