"""Who plays in a match: an entrant is a built-in level or an engine program, written as
``key=value`` words (cutechess-cli's ``-engine``), and becomes a game runner player.

    level=3                                   the built-in engine at level 3
    name=fast level=8 movetime=200            with a name and a move time of its own
    cmd="/path/engine --flag" option.Hash=128 a program of our protocol, a setoption
    cmd="python sparring.py" proto=efn        a program of the one-line EFN protocol
    python sparring.py                        words without "=" are the command; the
                                              protocol is found out (``probe_protocol``)

The EFN protocol is the simplest an outside engine can speak: ``go <EFN> <movetime_ms>``
answered by ``efn <EFN after its move>`` (or ``resign``), ``quit`` to end.
"""

from __future__ import annotations

import contextlib
import itertools
import queue
import shlex
import subprocess
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import PurePath

from ..ai.levels import MAX_LEVEL
from ..ai.timeman import clock_limits
from ..ai.types import Limits
from ..engine.client import EngineSpec, builtin_engine
from ..engine.player import EnginePlayer
from ..engine.process import ProcessTree, popen_options, run_in_background
from ..games.players import Computer, ThreadPlayer, Turn
from ..rules.movegen import legal_moves
from ..rules.position import EFNError, Move, Position

PROTOCOLS = ("epam", "efn")
#: A program's protocol not given: found out before the match (:func:`probe_protocol`).
AUTO = "auto"
#: How long a program may take to start and answer the probe.
PROBE_S = 10.0
#: How long past its move time an EFN engine may take to answer.
EFN_GRACE_S = 2.0
#: How long an EFN engine may take to start and answer its first move beyond that.
EFN_START_S = 10.0


class EntrantError(ValueError):
    """An entrant's words that cannot be read; the message says which and why."""


@dataclass(frozen=True, slots=True)
class Entrant:
    """One player of a match, as the command line gave it."""

    name: str
    level: int = MAX_LEVEL
    command: tuple[str, ...] = ()
    """The program to run; () for the built-in engine."""
    proto: str = "epam"
    options: tuple[tuple[str, str], ...] = ()
    """``setoption`` pairs sent when the engine starts."""
    limits: Limits | None = None
    """Its own limits (``movetime``, ``depth``, ``nodes``), else the match's."""
    threads: int = 1
    factory: Callable[[Limits, int | None], ThreadPlayer] | None = field(
        default=None, compare=False)
    """Makes the player of a game from the limits and a seed, for a player written in
    Python (the benchmarks' opponents) instead of ``command``."""
    background: bool = False
    """Its engine runs below the caller's priority (a match watched in the window:
    core/engine/process.py); the command line's players run at equal priority."""

    @classmethod
    def parse(cls, words: Sequence[str]) -> Entrant:
        """Read ``key=value`` words (see the module docs); EntrantError says what is wrong."""
        values: dict[str, str] = {}
        options: list[tuple[str, str]] = []
        # Leading words without "=" are the command (cutechess's cmd= left out).
        bare = list(itertools.takewhile(lambda word: "=" not in word, words))
        if bare:
            if any(word.startswith("cmd=") for word in words):
                raise EntrantError(f"{bare[0]!r}: expected key=value (cmd= is given)")
            values["cmd"] = shlex.join(bare)
        for word in words[len(bare):]:
            key, sep, value = word.partition("=")
            if not sep or not key or not value.strip():
                raise EntrantError(f"{word!r}: expected key=value (level=3, cmd=..., "
                                   "name=..., proto=epam|efn, option.Name=value, movetime=, "
                                   "depth=, nodes=, threads=)")
            if key.startswith("option."):
                options.append((key.removeprefix("option."), value))
            elif key in ("name", "level", "cmd", "proto", "movetime", "depth", "nodes",
                         "threads"):
                values[key] = value
            else:
                raise EntrantError(f"unknown key {key!r} in {word!r}")
        level = _number(values, "level", 1, MAX_LEVEL, MAX_LEVEL)
        command: tuple[str, ...] = ()
        if "cmd" in values:
            try:
                command = tuple(shlex.split(values["cmd"]))
            except ValueError as exc:
                raise EntrantError(f"cmd={values['cmd']!r}: {exc}") from None
        proto = values.get("proto", AUTO if command else "epam")
        if proto not in (*PROTOCOLS, AUTO):
            raise EntrantError(f"proto={proto}: expected one of {', '.join(PROTOCOLS)}")
        if proto == "efn" and not command:
            raise EntrantError("proto=efn needs cmd=... (the built-in engine speaks epam)")
        if proto != "epam" and options:
            raise EntrantError("option.Name needs an engine of our protocol: add proto=epam")
        own = {key: _number(values, key, 1, 10**9, 0) for key in ("movetime", "depth", "nodes")
               if key in values}
        limits = (Limits(movetime_ms=own.get("movetime"), depth=own.get("depth"),
                         nodes=own.get("nodes")) if own else None)
        # The program's file name (its script's, run by an interpreter), without flags.
        program = next((w for w in reversed(command) if not w.startswith("-")), "engine")
        default_name = PurePath(program).name if command else f"level {level}"
        return cls(values.get("name", default_name), level, command, proto, tuple(options),
                   limits, _number(values, "threads", 1, 64, 1))

    @property
    def spec(self) -> Computer:
        """Who this entrant is, as a record's player tags say it."""
        return Computer(self.level, self.name if self.command else "")

    def player(self, limits: Limits, seed: int | None = None) -> ThreadPlayer:
        """A new player for one game: ``limits`` are the match's (its own come first)."""
        own = self.limits if self.limits is not None else limits
        if self.factory is not None:
            return self.factory(own, seed)
        if self.proto == "efn":
            return EfnPlayer(self.name, self.command, own, background=self.background)
        # AUTO not found out yet: our protocol.
        spec = (builtin_engine() if not self.command
                else EngineSpec(self.name, self.command))
        spec = replace(spec, options=self.options)
        return EnginePlayer(spec, name=self.name, level=self.level, limits=own, seed=seed,
                            threads=self.threads, background=self.background)


def probe_protocol(command: Sequence[str], timeout_s: float = PROBE_S) -> str:
    """Which protocol the program speaks: ours if it answers ``isready`` with ``readyok``,
    the EFN protocol if it answers a ``go`` with ``efn ...`` or ``resign``; RuntimeError
    if neither (or it cannot start)."""
    try:
        proc = subprocess.Popen(list(command), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                stderr=subprocess.DEVNULL, text=True, bufsize=1,
                                **popen_options())
    except OSError as exc:
        raise RuntimeError(f"cannot start {shlex.join(command)}: {exc.strerror or exc}") from exc
    lines: queue.SimpleQueue[str | None] = queue.SimpleQueue()
    out = proc.stdout
    assert out is not None and proc.stdin is not None

    def pump() -> None:
        with out:
            for line in out:
                lines.put(line.strip())
        lines.put(None)

    threading.Thread(target=pump, name="probe output", daemon=True).start()

    try:
        # Both questions at once: each protocol's engine answers its own and ignores (or
        # refuses with an error line) the other's.
        with contextlib.suppress(OSError):
            proc.stdin.write(f"isready\ngo {Position.start().efn()} 10\n")
            proc.stdin.flush()
        deadline = time.monotonic() + timeout_s
        while (left := deadline - time.monotonic()) > 0:
            try:
                line = lines.get(timeout=left)
            except queue.Empty:
                break
            if line is None:
                break
            if line == "readyok":
                return "epam"
            if line.startswith("efn ") or line == "resign":
                return "efn"
        raise RuntimeError(f"{shlex.join(command)} answers neither 'isready' (our protocol) "
                           "nor 'go <EFN> <ms>' (the EFN protocol): give proto=")
    finally:
        with contextlib.suppress(OSError, ValueError):
            proc.stdin.write("quit\n")
            proc.stdin.close()
        ProcessTree(proc).kill()


def _number(values: dict[str, str], key: str, low: int, high: int, default: int) -> int:
    text = values.get(key)
    if text is None:
        return default
    if not text.isdecimal() or not low <= int(text) <= high:
        raise EntrantError(f"{key}={text}: expected a whole number from {low} to {high}")
    return int(text)


class EfnPlayer(ThreadPlayer):
    """An engine of the one-line EFN protocol (see the module docs), one process a game.
    It is given a move time: the match's, or what our time management makes of the
    clock."""

    def __init__(self, name: str, command: Sequence[str], limits: Limits, *,
                 background: bool = False) -> None:
        super().__init__(name)
        self.command = tuple(command)
        self.limits = limits
        self.background = background
        self._proc: subprocess.Popen[str] | None = None
        self._tree: ProcessTree | None = None
        self._lines: queue.SimpleQueue[str | None] = queue.SimpleQueue()

    def _start(self) -> subprocess.Popen[str]:
        try:
            proc = subprocess.Popen(list(self.command), stdin=subprocess.PIPE,
                                    stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                    text=True, bufsize=1,
                                    **popen_options(background=self.background))
        except OSError as exc:
            raise RuntimeError(f"cannot start {self.name}: {exc.strerror or exc}") from exc
        if self.background:
            run_in_background(proc)
        out, lines = proc.stdout, self._lines
        assert out is not None

        def pump() -> None:
            with out:
                for line in out:
                    lines.put(line.strip())
            lines.put(None)

        threading.Thread(target=pump, name=f"{self.name} output", daemon=True).start()
        self._proc, self._tree = proc, ProcessTree(proc)
        return proc

    def think(self, turn: Turn, stop: threading.Event) -> Move | None:
        proc = self._proc if self._proc is not None else self._start()
        limits = clock_limits(turn.limits(self.limits), turn.color, len(turn.moves))
        movetime = limits.movetime_ms if limits.movetime_ms is not None else 1000
        pos = turn.position
        assert proc.stdin is not None
        try:
            proc.stdin.write(f"go {pos.efn()} {movetime}\n")
            proc.stdin.flush()
        except OSError as exc:
            raise RuntimeError(f"{self.name} has stopped") from exc
        wait = movetime / 1000 * 1.5 + EFN_GRACE_S + (EFN_START_S if not turn.moves else 0)
        deadline = time.monotonic() + wait
        while True:
            try:
                answer = self._lines.get(timeout=max(0.01, deadline - time.monotonic()))
                break
            except queue.Empty:
                if time.monotonic() >= deadline:
                    self._kill()
                    raise RuntimeError(f"no answer within {wait:.1f} s") from None
        if answer is None:
            raise RuntimeError("the engine has stopped")
        if answer == "resign":
            return None
        try:
            target = Position.from_efn(answer.removeprefix("efn ").strip())
        except EFNError:
            raise RuntimeError(f"unexpected answer {answer[:80]!r}") from None
        for move in legal_moves(pos, turn.rules):
            if pos.play(move) == target:
                return move
        raise RuntimeError(f"{answer[:80]!r} is no legal move from {pos.efn()}")

    def _kill(self) -> None:
        if self._tree is not None:
            self._tree.kill()

    def close(self) -> None:
        self.finish(EFN_GRACE_S)
        proc = self._proc
        if proc is not None and proc.poll() is None and proc.stdin is not None:
            with contextlib.suppress(OSError, ValueError):
                proc.stdin.write("quit\n")
                proc.stdin.close()
            with contextlib.suppress(subprocess.TimeoutExpired):
                proc.wait(timeout=2)
        self._kill()
