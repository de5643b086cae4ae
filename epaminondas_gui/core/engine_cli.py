"""``epaminondas-engine``: a line protocol on stdin/stdout in the spirit of UCI.

See docs/engine-protocol.md. Every command either answers or prints exactly one
``error <what is wrong>`` line, and a failed command leaves the state unchanged.
"""

from __future__ import annotations

import contextlib
import sys
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TextIO

from .efn import EFNError, parse_efn, to_efn
from .geometry import MAX_SIZE, MIN_SIZE
from .movegen import legal_moves, winner
from .notation import IllegalMoveError, move_to_text, parse_move
from .perft import perft
from .position import DEFAULT_RULES, Position, Rules, SymmetryRule
from .record import RecordError, read_game_file

MAX_PERFT_DEPTH = 8


class CommandError(Exception):
    """A malformed or illegal command; the message becomes ``error <message>``."""


@dataclass
class EngineState:
    """The engine's current position, the positions before it, and the options."""

    position: Position = field(default_factory=Position.start)
    history: list[Position] = field(default_factory=list)
    """Positions before the current one (for repetition in the search)."""
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
        }
        self.options: dict[str, Callable[[str], None]] = {
            "symmetryrule": self._set_symmetry,
        }

    def emit(self, line: str) -> None:
        self._emit(line)

    def handle(self, line: str) -> bool:
        """Run one command line; returns False for ``quit``."""
        words = line.split()
        if not words:
            return True
        name = words[0]
        if name == "quit":
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
        history: list[Position] = []
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
                history.append(pos)
                pos = pos.play(move)
        self.state.position = pos
        self.state.history = history

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
        self.state.rules = Rules(symmetry=rule)

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
        self.state.history = record.mainline_positions()[:-1]
        self.state.position = record.final_position()
        self.emit(f"efn {to_efn(self.state.position)}")


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


def main() -> None:
    sys.stdout.reconfigure(line_buffering=True)  # type: ignore[union-attr]
    with contextlib.suppress(KeyboardInterrupt):
        run(sys.stdin, sys.stdout)


if __name__ == "__main__":
    main()
