"""``epaminondas-engine``: a line protocol on stdin/stdout in the spirit of UCI.

See docs/engine-protocol.md. Every command either answers or prints exactly one
``error <what is wrong>`` line, and a failed command leaves the state unchanged. Its
lines are written and read by protocol.py, which the client shares.
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
from ..ai.motifs import DEFAULT_EXPLAIN_MS, EXPLAINED, explain_move
from ..ai.smp import HelperPool
from ..ai.timeman import clock_limits
from ..games.record import RecordError
from ..games.record_text import read_game_file
from ..rules.ending import Key, result_text, verdict
from ..rules.movegen import legal_moves
from ..rules.perft import perft
from ..rules.position import (
    DEFAULT_RULES,
    Move,
    Position,
    Rules,
    SymmetryRule,
    Variant,
    Zone,
    to_efn,
)
from ..version import program_version
from .process import exit_with_parent
from .protocol import (
    DISPLAY,
    EXPLAIN,
    FULL_TIME,
    GO,
    ID_NAME,
    ID_VERSION,
    ISREADY,
    LOADGAME,
    MOVES,
    PERFT,
    POSITION,
    PROTOCOL,
    PROTOCOLOK,
    QUIT,
    READYOK,
    RESULT,
    SETOPTION,
    STOP,
    EngineOption,
    ProtocolError,
    command_word,
    format_bestmove,
    format_check,
    format_efn,
    format_error,
    format_explanation,
    format_id,
    format_info,
    format_move_line,
    format_nmoves,
    format_option,
    format_perft,
    format_result,
    format_unknown_command,
    format_unknown_option,
    parse_check_option,
    parse_explain,
    parse_go,
    parse_int_option,
    parse_position,
    parse_setoption,
)

MAX_PERFT_DEPTH = 8
MAX_MULTIPV = 64
MAX_HASH_MB = 4096
#: Search processes at most (``setoption name Threads``).
MAX_THREADS = 64
MAX_SEED = 2**32 - 1
#: Helper processes that have had no search for this long end (seconds): an engine that
#: waits holds one process, not one per core.
HELPERS_IDLE_S = 30.0
ENGINE_NAME = "Epaminondas"

#: The options the engine has, as its ``protocol`` handshake declares them.
OPTIONS = (
    EngineOption("SymmetryRule", "combo", DEFAULT_RULES.symmetry.value,
                 choices=tuple(rule.value for rule in SymmetryRule)),
    EngineOption("Variant", "combo", DEFAULT_RULES.variant.value,
                 choices=tuple(variant.value for variant in Variant)),
    EngineOption("Zone", "combo", DEFAULT_RULES.zone.value,
                 choices=tuple(zone.value for zone in Zone)),
    EngineOption("Level", "spin", str(MAX_LEVEL), 1, MAX_LEVEL),
    EngineOption("MultiPV", "spin", "1", 1, MAX_MULTIPV),
    EngineOption("Hash", "spin", "64", 1, MAX_HASH_MB),
    # A number from 0 to MAX_SEED or the word random: no spin can say that.
    EngineOption("Seed", "string", "random"),
    EngineOption("Threads", "spin", "1", 1, MAX_THREADS),
    # Added last: levels 5-7 think all of the move time, not an eighth of it.
    EngineOption(FULL_TIME, "check", format_check(False)),
)


@dataclass
class CurrentGame:
    """The game the engine is at: the position, how it was reached, and the rules."""

    start: Position = field(default_factory=Position.start)
    moves: tuple[Move, ...] = ()
    """The moves from ``start`` to ``position`` (their positions count for repetition)."""
    position: Position = field(default_factory=Position.start)
    rules: Rules = DEFAULT_RULES

    def history(self) -> list[Key]:
        """The keys of the positions before the current one (the repetition rule's)."""
        keys = []
        pos = self.start
        for move in self.moves:
            keys.append(pos.key)
            pos = pos.play(move)
        return keys


class EngineServer:
    """The engine's side of the protocol: reads each command line and answers through
    ``emit`` (one call per output line); searches run in :attr:`search`."""

    def __init__(self, emit: Callable[[str], None]) -> None:
        self.game = CurrentGame()
        self._emit = emit
        self.commands: dict[str, Callable[[str], None]] = {
            ISREADY: self._isready,
            PROTOCOL: self._protocol,
            POSITION: self._position,
            SETOPTION: self._setoption,
            DISPLAY: self._display,
            MOVES: self._moves,
            PERFT: self._perft,
            RESULT: self._result,
            LOADGAME: self._loadgame,
            GO: self._go,
            STOP: self._stop,
            EXPLAIN: self._explain,
        }
        """The handler of each command, given the whole line."""
        self.options: dict[str, Callable[[str], None]] = {
            "symmetryrule": self._set_symmetry,
            "variant": self._set_variant,
            "zone": self._set_zone,
            "level": self._set_level,
            "multipv": self._set_multipv,
            "hash": self._set_hash,
            "seed": self._set_seed,
            "threads": self._set_threads,
            FULL_TIME.lower(): self._set_full_time,
        }
        """The setter of each option, by lower-case name (names are not case-sensitive)."""
        self.search = BackgroundSearch(emit)

    def emit(self, line: str) -> None:
        self._emit(line)

    def handle(self, line: str) -> bool:
        """Run one command line; returns False for ``quit``."""
        name = command_word(line)
        if not name:
            return True
        if name == QUIT:
            self.search.close()
            return False
        command = self.commands.get(name)
        try:
            if command is None:
                raise ProtocolError(format_unknown_command(name))
            command(line)
        except ProtocolError as exc:
            self.emit(format_error(str(exc)))
        return True

    # -- commands ----------------------------------------------------------------------

    def _isready(self, line: str) -> None:
        self.emit(READYOK)

    def _protocol(self, line: str) -> None:
        self.emit(format_id(ID_NAME, ENGINE_NAME))
        self.emit(format_id(ID_VERSION, program_version()))
        for option in OPTIONS:
            self.emit(format_option(option))
        self.emit(PROTOCOLOK)

    def _position(self, line: str) -> None:
        self.search.stop()
        game = self.game
        start, moves = parse_position(line, game.rules)
        game.start, game.moves = start, moves
        game.position = game.start
        for move in moves:
            game.position = game.position.play(move)

    def _setoption(self, line: str) -> None:
        name, value = parse_setoption(line)
        setter = self.options.get(name.lower())
        if setter is None:
            raise ProtocolError(format_unknown_option(name))
        setter(value)

    def _set_symmetry(self, value: str) -> None:
        try:
            rule = SymmetryRule.parse(value)
        except ValueError as exc:
            raise ProtocolError(str(exc)) from None
        self.game.rules = replace(self.game.rules, symmetry=rule)

    def _set_variant(self, value: str) -> None:
        try:
            variant = Variant.parse(value)
        except ValueError as exc:
            raise ProtocolError(str(exc)) from None
        self.search.stop()
        game = self.game
        game.rules = replace(game.rules, variant=variant)
        if game.rules.board_error(game.position.geometry) is not None:
            # Another board: the game starts anew from the variant's standard start.
            game.start = game.position = Position.variant_start(variant)
            game.moves = ()

    def _set_zone(self, value: str) -> None:
        try:
            zone = Zone.parse(value)
        except ValueError as exc:
            raise ProtocolError(str(exc)) from None
        self.search.stop()
        self.game.rules = replace(self.game.rules, zone=zone)

    def _set_level(self, value: str) -> None:
        self.search.level = parse_int_option("Level", value, 1, MAX_LEVEL)

    def _set_multipv(self, value: str) -> None:
        self.search.multipv = parse_int_option("MultiPV", value, 1, MAX_MULTIPV)

    def _set_hash(self, value: str) -> None:
        self.search.hash_mb = parse_int_option("Hash", value, 1, MAX_HASH_MB)

    def _set_seed(self, value: str) -> None:
        if value.strip().lower() == "random":
            self.search.seed = None
        else:
            self.search.seed = parse_int_option("Seed", value, 0, MAX_SEED)

    def _set_threads(self, value: str) -> None:
        self.search.stop()
        self.search.threads = parse_int_option("Threads", value, 1, MAX_THREADS)

    def _set_full_time(self, value: str) -> None:
        self.search.full_time = parse_check_option(FULL_TIME, value)

    def _go(self, line: str) -> None:
        limits = parse_go(line)
        self.search.stop()
        game = self.game
        if verdict(game.position, game.rules, game.history()) is not None:
            # Over by the rules, the repetition rule included (which the search does not
            # know): there is nothing to search.
            self.emit(format_bestmove(None, game.position.geometry))
            return
        # The search knows move times only: the side to move's clock becomes one.
        limits = clock_limits(limits, game.position.turn, len(game.moves))
        self.search.start(self.search.request(game.start, game.moves, game.rules, limits))

    def _stop(self, line: str) -> None:
        self.search.stop()

    def _explain(self, line: str) -> None:
        # Answered before the next command is read: it takes about its move time.
        game = self.game
        move, movetime_ms = parse_explain(line, game.position, game.rules)
        if verdict(game.position, game.rules, game.history()) is not None:
            raise ProtocolError("explain: the game is already over")
        self.search.stop()
        motifs = explain_move(game.start, game.moves, move, game.rules,
                              movetime_ms or DEFAULT_EXPLAIN_MS)
        self.emit(format_explanation(move, game.position.geometry,
                                     [motif.words for motif in motifs
                                      if motif.name in EXPLAINED]))

    def _display(self, line: str) -> None:
        self.emit(format_efn(self.game.position))

    def _moves(self, line: str) -> None:
        # The movement rule alone: a position already won (rule 1) still lists its moves,
        # as the reference data does; `result` tells whether the game is over.
        pos = self.game.position
        moves = legal_moves(pos, self.game.rules)
        for move in moves:
            self.emit(format_move_line(pos, move))
        self.emit(format_nmoves(len(moves)))

    def _perft(self, line: str) -> None:
        args = line.split()[1:]
        if len(args) != 1 or not args[0].isdigit():
            raise ProtocolError("perft needs one depth, a whole number")
        depth = int(args[0])
        if depth > MAX_PERFT_DEPTH:
            raise ProtocolError(f"perft depth {depth} is too deep (at most {MAX_PERFT_DEPTH})")
        game = self.game
        self.emit(format_perft(depth, perft(game.position, depth, game.rules, game.history())))

    def _result(self, line: str) -> None:
        game = self.game
        self.emit(format_result(result_text(verdict(game.position, game.rules, game.history()))))

    def _loadgame(self, line: str) -> None:
        args = line.split()[1:]
        if not args:
            raise ProtocolError("loadgame needs a file path")
        path = " ".join(args)
        try:
            record = read_game_file(path)
        except RecordError as exc:
            self.emit(format_error(f"{exc.line}:{exc.column} {exc.message}"))
            return
        game = self.game
        game.rules = record.rules
        game.start = record.start
        game.moves = tuple(record.mainline_moves())
        game.position = record.final_position()
        self.emit(format_efn(game.position))


class BackgroundSearch:
    """Runs one search at a time on a worker thread, which prints its info lines and the
    closing ``bestmove``; the command reader stays free to answer ``isready``/``stop``.
    Holds the search options (``Level``, ``MultiPV``, ``Hash``, ``Seed``, ``Threads``,
    ``FullTime``)."""

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
        self.full_time = False
        """``setoption name FullTime``: levels 5-7 think all of the move time."""
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
                             self.hash_mb, self.seed, self.threads, self.full_time)

    def start(self, request: SearchRequest) -> None:
        self.stop()
        self._stop_event = stop_event = threading.Event()
        geo = request.start.geometry
        several = request.multipv > 1
        emit = self._emit

        def on_info(info: SearchInfo) -> None:
            emit(format_info(info, geo, multipv=several))

        def work() -> None:
            # The helpers start here, not on the command reader's thread: starting them
            # takes half a second (more on a busy machine), and a ``stop`` sent meanwhile
            # must be read at once.
            pool = None if stop_event.is_set() else self._helpers(request)
            if pool is None:
                result = run_search(request, stop=stop_event, on_info=on_info)
                emit(format_bestmove(result.best_move, geo))
                return
            pool.begin(to_efn(request.position), request.rules, request.history,
                       request.level)
            try:
                result = run_search(request, stop=stop_event, on_info=on_info,
                                    table=pool.table)
            finally:
                pool.end()  # never waits for a helper (one may be starting, or stopped)
                self._end_helpers_later()
            emit(format_bestmove(result.best_move, geo))

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
                # New shared memory is all zeros: an empty table, nothing to clear (clearing
                # would touch every page of it: half a second for 64 MB).
                self._pool = pool = HelperPool(wanted, self.hash_mb)
                self._pool_rules = request.rules
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


def run(lines: Iterable[str], out: TextIO) -> None:
    """Serve commands from ``lines`` until ``quit`` or end of input."""
    lock = threading.Lock()

    def emit(line: str) -> None:
        with lock:
            out.write(line + "\n")
            out.flush()

    server = EngineServer(emit)
    for line in lines:
        if not server.handle(line):
            break
    else:
        # End of input: a search with limits may finish; an infinite one is stopped.
        server.search.finish()
    server.search.close()


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
