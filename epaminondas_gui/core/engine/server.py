"""``epaminondas-engine``: a line protocol on stdin/stdout in the spirit of UCI.

See docs/engine-protocol.md. Every command either answers or prints exactly one
``error <what is wrong>`` line, and a failed command leaves the state unchanged.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import signal
import sys
import threading
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import TextIO

from ..ai import MAX_LEVEL, Limits, SearchInfo, SearchRequest, run_search
from ..ai.levels import level_info
from ..ai.smp import HelperPool
from ..games.record import RecordError
from ..games.record_text import read_game_file
from ..rules.geometry import MAX_SIZE, MIN_SIZE
from ..rules.movegen import legal_moves, winner
from ..rules.notation import IllegalMoveError, move_to_text, parse_move
from ..rules.perft import perft
from ..rules.position import (
    DEFAULT_RULES,
    EFNError,
    Move,
    Position,
    Rules,
    SymmetryRule,
    Variant,
    parse_efn,
    to_efn,
)
from ..version import program_version
from .process import exit_with_parent

MAX_PERFT_DEPTH = 8
MAX_MULTIPV = 64
MAX_HASH_MB = 4096
#: Search processes at most (``setoption name Threads``).
MAX_THREADS = 64
MAX_SEED = 2**32 - 1
#: Helper processes that have had no search for this long end (seconds): an engine that
#: waits holds one process, not one per core.
HELPERS_IDLE_S = 30.0


class CommandError(Exception):
    """A malformed or illegal command; the message becomes ``error <message>``."""


@dataclass
class EngineState:
    """The engine's current position, how it was reached, and the rules."""

    start: Position = field(default_factory=Position.start)
    moves: tuple[Move, ...] = ()
    """The moves from ``start`` to ``position`` (their positions count for repetition)."""
    position: Position = field(default_factory=Position.start)
    rules: Rules = DEFAULT_RULES


class Engine:
    """Parses commands and answers them through ``emit`` (one call per output line)."""

    def __init__(self, emit: Callable[[str], None]) -> None:
        self.state = EngineState()
        self._emit = emit
        self.commands: dict[str, Callable[[list[str]], None]] = {
            "isready": self._isready,
            "position": self._position,
            "setoption": self._setoption,
            "d": self._display,
            "moves": self._moves,
            "perft": self._perft,
            "result": self._result,
            "loadgame": self._loadgame,
            "go": self._go,
            "stop": self._stop,
        }
        self.options: dict[str, Callable[[str], None]] = {
            "symmetryrule": self._set_symmetry,
            "variant": self._set_variant,
            "level": self._set_level,
            "multipv": self._set_multipv,
            "hash": self._set_hash,
            "seed": self._set_seed,
            "threads": self._set_threads,
        }
        self.searcher = SearchRunner(emit)

    def emit(self, line: str) -> None:
        self._emit(line)

    def handle(self, line: str) -> bool:
        """Run one command line; returns False for ``quit``."""
        words = line.split()
        if not words:
            return True
        name = words[0]
        if name == "quit":
            self.searcher.close()
            return False
        command = self.commands.get(name)
        try:
            if command is None:
                raise CommandError(f"unknown command {name!r}")
            command(words[1:])
        except CommandError as exc:
            self.emit(f"error {exc}")
        return True

    # -- commands ----------------------------------------------------------------------

    def _isready(self, args: list[str]) -> None:
        self.emit("readyok")

    def _position(self, args: list[str]) -> None:
        self.searcher.stop()
        if not args:
            raise CommandError("position needs startpos or efn")
        rest: list[str]
        if args[0] == "startpos":
            rest = args[1:]
            width, height = 14, 12
            if rest and rest[0] == "size":
                if len(rest) < 2:
                    raise CommandError("position startpos size needs WxH, e.g. 8x8")
                width, height = _parse_size(rest[1])
                rest = rest[2:]
            try:
                pos = Position.start(width, height)
            except ValueError as exc:
                raise CommandError(str(exc)) from None
        elif args[0] == "efn":
            if len(args) < 3:
                raise CommandError("position efn needs the ranks and the side to move")
            try:
                pos = parse_efn(f"{args[1]} {args[2]}")
            except EFNError as exc:
                raise CommandError(f"bad EFN: {exc}") from None
            rest = args[3:]
        else:
            raise CommandError(f"position: expected startpos or efn, not {args[0]!r}")
        start = pos
        moves: list[Move] = []
        if rest:
            if rest[0] != "moves":
                raise CommandError(f"position: expected 'moves', not {rest[0]!r}")
            for index, text in enumerate(rest[1:], start=1):
                if winner(pos, self.state.rules) is not None:
                    raise CommandError(f"move {index} {text!r}: the game is already over")
                try:
                    move = parse_move(pos, text, self.state.rules)
                except IllegalMoveError as exc:
                    raise CommandError(f"move {index}: {exc}") from None
                moves.append(move)
                pos = pos.play(move)
        self.state.start = start
        self.state.moves = tuple(moves)
        self.state.position = pos

    def _setoption(self, args: list[str]) -> None:
        # setoption name <Name> value <value>
        if len(args) < 4 or args[0] != "name" or "value" not in args[2:]:
            raise CommandError("setoption: expected 'setoption name <Name> value <value>'")
        split = args.index("value", 2)
        name = " ".join(args[1:split])
        value = " ".join(args[split + 1 :])
        setter = self.options.get(name.lower())
        if setter is None:
            raise CommandError(f"unknown option {name!r}")
        setter(value)

    def _set_symmetry(self, value: str) -> None:
        try:
            rule = SymmetryRule.parse(value)
        except ValueError as exc:
            raise CommandError(str(exc)) from None
        self.state.rules = replace(self.state.rules, symmetry=rule)

    def _set_variant(self, value: str) -> None:
        try:
            variant = Variant.parse(value)
        except ValueError as exc:
            raise CommandError(str(exc)) from None
        self.searcher.stop()
        self.state.rules = replace(self.state.rules, variant=variant)

    def _set_level(self, value: str) -> None:
        self.searcher.level = _parse_int_option("Level", value, 1, MAX_LEVEL)

    def _set_multipv(self, value: str) -> None:
        self.searcher.multipv = _parse_int_option("MultiPV", value, 1, MAX_MULTIPV)

    def _set_hash(self, value: str) -> None:
        self.searcher.hash_mb = _parse_int_option("Hash", value, 1, MAX_HASH_MB)

    def _set_seed(self, value: str) -> None:
        if value.strip().lower() == "random":
            self.searcher.seed = None
        else:
            self.searcher.seed = _parse_int_option("Seed", value, 0, MAX_SEED)

    def _set_threads(self, value: str) -> None:
        self.searcher.stop()
        self.searcher.threads = _parse_int_option("Threads", value, 1, MAX_THREADS)

    def _go(self, args: list[str]) -> None:
        limits = _parse_go(args)
        self.searcher.stop()
        state = self.state
        self.searcher.start(self.searcher.request(state.start, state.moves, state.rules, limits))

    def _stop(self, args: list[str]) -> None:
        self.searcher.stop()

    def _display(self, args: list[str]) -> None:
        self.emit(f"efn {to_efn(self.state.position)}")

    def _moves(self, args: list[str]) -> None:
        # The movement rule alone: a position already won (rule 1) still lists its moves,
        # as the reference data does; `result` tells whether the game is over.
        pos = self.state.position
        moves = legal_moves(pos, self.state.rules)
        for move in moves:
            self.emit(f"move {move_to_text(pos.geometry, move)} {to_efn(pos.play(move))}")
        self.emit(f"nmoves {len(moves)}")

    def _perft(self, args: list[str]) -> None:
        if len(args) != 1 or not args[0].isdigit():
            raise CommandError("perft needs one depth, a whole number")
        depth = int(args[0])
        if depth > MAX_PERFT_DEPTH:
            raise CommandError(f"perft depth {depth} is too deep (at most {MAX_PERFT_DEPTH})")
        self.emit(f"perft {depth} {perft(self.state.position, depth, self.state.rules)}")

    def _result(self, args: list[str]) -> None:
        won = winner(self.state.position, self.state.rules)
        self.emit(f"result {won.letter if won is not None else 'none'}")

    def _loadgame(self, args: list[str]) -> None:
        if not args:
            raise CommandError("loadgame needs a file path")
        path = " ".join(args)
        try:
            record = read_game_file(path)
        except RecordError as exc:
            self.emit(f"error {exc.line}:{exc.column} {exc.message}")
            return
        self.state.rules = record.rules
        self.state.start = record.start
        self.state.moves = tuple(record.mainline_moves())
        self.state.position = record.final_position()
        self.emit(f"efn {to_efn(self.state.position)}")


class SearchRunner:
    """Runs one search at a time on a worker thread, which prints its info lines and the
    closing ``bestmove``; the command reader stays free to answer ``isready``/``stop``."""

    def __init__(self, emit: Callable[[str], None]) -> None:
        self._emit = emit
        self._thread: threading.Thread | None = None
        self._stop_event = threading.Event()
        self.level = MAX_LEVEL
        self.multipv = 1
        self.hash_mb = 64
        self.seed: int | None = None
        """``setoption name Seed``: None draws a fresh seed for every search."""
        self.threads = 1
        """``setoption name Threads``: processes of a search without a depth cap (level 8);
        the helpers (smp.py) start with the first such search."""
        self._pool: HelperPool | None = None
        self._pool_rules: Rules | None = None
        self._pool_lock = threading.Lock()
        self._idle_timer: threading.Timer | None = None
        self.helpers_idle_s = HELPERS_IDLE_S
        self._infinite = False

    def request(self, start: Position, moves: tuple[Move, ...], rules: Rules,
                limits: Limits) -> SearchRequest:
        """A search of the position after ``moves`` with the options set now."""
        return SearchRequest(start, moves, limits, rules, self.level, self.multipv,
                             self.hash_mb, self.seed, self.threads)

    def start(self, request: SearchRequest) -> None:
        self.stop()
        self._stop_event = stop_event = threading.Event()
        geo = request.start.geometry
        multipv = request.multipv
        emit = self._emit

        def on_info(info: SearchInfo) -> None:
            pv = " ".join(move_to_text(geo, move) for move in info.pv)
            index = f" multipv {info.multipv}" if multipv > 1 else ""
            emit(f"info depth {info.depth}{index} score {info.score.protocol_text()} "
                 f"nodes {info.nodes} nps {info.nps} time {info.time_ms} pv {pv}")

        pool = self._helpers(request)

        def work() -> None:
            if pool is None:
                result = run_search(request, stop=stop_event, on_info=on_info)
            else:
                pool.begin(to_efn(request.position), request.rules, request.history,
                           request.level)
                try:
                    result = run_search(request, stop=stop_event, on_info=on_info,
                                        table=pool.table)
                finally:
                    pool.end()
                    self._end_helpers_later()
            move = result.best_move
            emit(f"bestmove {move_to_text(geo, move) if move is not None else 'none'}")

        self._infinite = request.limits.infinite
        self._thread = threading.Thread(target=work, name="search", daemon=True)
        self._thread.start()

    def _helpers(self, request: SearchRequest) -> HelperPool | None:
        """The helper processes for this search, started or restarted as the options
        ask; None when the search runs alone (one thread, or a level with a depth cap)."""
        wanted = self.threads - 1
        with self._pool_lock:
            self._cancel_idle_timer()
            pool = self._pool
            # A helper that died (killed from outside) is replaced: the search would
            # otherwise run alone until the helpers idle out.
            if pool is not None and (pool.count != wanted or pool.hash_mb != self.hash_mb
                                     or not all(p.is_alive() for p in pool.processes)):
                pool.close()
                self._pool = pool = None
            if wanted <= 0 or level_info(request.level).max_depth is not None:
                return None
            if pool is None:
                self._pool = pool = HelperPool(wanted, self.hash_mb)
                self._pool_rules = None
            if self._pool_rules != request.rules:
                pool.clear()  # the same stones score otherwise under other rules
                self._pool_rules = request.rules
            return pool

    @property
    def helper_pids(self) -> list[int]:
        """The helper processes that run now (for tests and the engine's log)."""
        pool = self._pool
        if pool is None:
            return []
        return [p.pid for p in pool.processes if p.pid is not None and p.is_alive()]

    def _end_helpers_later(self) -> None:
        """End the helpers if no search needs them within :attr:`helpers_idle_s`."""
        with self._pool_lock:
            self._cancel_idle_timer()
            timer = threading.Timer(self.helpers_idle_s, lambda: self._end_idle_helpers(timer))
            timer.daemon = True
            self._idle_timer = timer
            timer.start()

    def _end_idle_helpers(self, timer: threading.Timer) -> None:
        with self._pool_lock:
            if self._idle_timer is not timer:
                return  # a search has taken the helpers again since
            self._idle_timer = None
            pool, self._pool = self._pool, None
        if pool is not None:
            pool.close()

    def _cancel_idle_timer(self) -> None:
        if self._idle_timer is not None:
            self._idle_timer.cancel()
            self._idle_timer = None

    def close(self) -> None:
        """Stop the search and end the helper processes."""
        self.stop()
        with self._pool_lock:
            self._cancel_idle_timer()
            pool, self._pool = self._pool, None
        if pool is not None:
            pool.close()

    def stop(self) -> None:
        """Stop the running search (if any) and wait until it has printed ``bestmove``."""
        self._stop_event.set()
        self.wait()

    def finish(self) -> None:
        """At the end of input: let a limited search finish, stop an infinite one."""
        if self._infinite:
            self._stop_event.set()
        self.wait()

    def wait(self) -> None:
        """Wait for the running search to end by its own limits."""
        if self._thread is not None:
            self._thread.join()
            self._thread = None


def _parse_int_option(name: str, value: str, low: int, high: int) -> int:
    if not value.strip().isdigit() or not low <= int(value) <= high:
        raise CommandError(f"{name} must be a whole number from {low} to {high}, not {value!r}")
    return int(value)


def _parse_go(args: list[str]) -> Limits:
    """``go [movetime <ms>] [depth <d>] [nodes <n>] [infinite]``; bare ``go`` is depth 1."""
    values: dict[str, int] = {}
    infinite = False
    index = 0
    while index < len(args):
        word = args[index]
        if word == "infinite":
            infinite = True
            index += 1
            continue
        if word not in ("movetime", "depth", "nodes"):
            raise CommandError(f"go: unknown limit {word!r} (movetime, depth, nodes, infinite)")
        if index + 1 >= len(args) or not args[index + 1].isdigit() or int(args[index + 1]) < 1:
            raise CommandError(f"go {word} needs a positive whole number")
        values[word] = int(args[index + 1])
        index += 2
    return Limits(movetime_ms=values.get("movetime"), depth=values.get("depth"),
                  nodes=values.get("nodes"), infinite=infinite)


def _parse_size(text: str) -> tuple[int, int]:
    parts = text.lower().split("x")
    if len(parts) != 2 or not all(p.isdigit() for p in parts):
        raise CommandError(f"bad board size {text!r} (expected WxH, e.g. 14x12)")
    width, height = int(parts[0]), int(parts[1])
    if not (MIN_SIZE <= width <= MAX_SIZE and MIN_SIZE <= height <= MAX_SIZE):
        raise CommandError(
            f"board size {text} is outside {MIN_SIZE}x{MIN_SIZE}..{MAX_SIZE}x{MAX_SIZE}"
        )
    return width, height


def run(lines: Iterable[str], out: TextIO) -> None:
    """Serve commands from ``lines`` until ``quit`` or end of input."""
    lock = threading.Lock()

    def emit(line: str) -> None:
        with lock:
            out.write(line + "\n")
            out.flush()

    engine = Engine(emit)
    for line in lines:
        if not engine.handle(line):
            break
    else:
        # End of input: a search with limits may finish; an infinite one is stopped.
        engine.searcher.finish()
    engine.searcher.close()


def wake_own_group() -> None:
    """Continue the stopped processes of this engine's own process group (its helpers):
    a helper stopped with SIGSTOP when the engine goes would never see it go."""
    if sys.platform != "win32" and os.getpgrp() == os.getpid():
        os.killpg(os.getpgrp(), signal.SIGCONT)


def main(argv: Sequence[str] | None = None) -> None:
    """``epaminondas-engine``: the engine protocol on standard input and output."""
    parser = argparse.ArgumentParser(
        prog="epaminondas-engine",
        description="The Epaminondas engine: reads commands on standard input and answers "
        "on standard output (docs/engine-protocol.md).",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {program_version()}")
    # A bundle starts its own executable as the engine with this flag (it arrives here).
    parser.add_argument("--engine", action="store_true", help=argparse.SUPPRESS)
    parser.parse_args(sys.argv[1:] if argv is None else list(argv))
    sys.stdout.reconfigure(line_buffering=True)  # type: ignore[union-attr]
    # A window killed with -9 cannot end its engine: the engine ends itself, and its
    # helpers follow it (they watch the engine; a stopped one is woken first to see it).
    exit_with_parent(wake_own_group)
    # multiprocessing's resource tracker unlinks the shared table of a killed engine and
    # says so on the engine's log; that clean-up is expected, not news.
    os.environ.setdefault("PYTHONWARNINGS",
                          "ignore::UserWarning:multiprocessing.resource_tracker")
    with contextlib.suppress(KeyboardInterrupt):
        run(sys.stdin, sys.stdout)


if __name__ == "__main__":
    main()
