"""Level 8 on the clock against itself: no flag may fall (docs/ai.md, "Time management").

    python -m benchmarks.time_control                    # 1 s + 0.1 s, until 1,000 moves
    python -m benchmarks.time_control --base 2 --inc 0 --moves 300 --save-games DIR

Each side is its own engine process, driven through the engine client with
``go wtime ... btime ... winc ... binc ...`` as the window drives it, each game by the game
runner (core/games/runner.py), which keeps the clock (core/games/clock.py) on real wall
time: a side's clock runs from the moment
its opponent's move is pressed until its own search's ``bestmove`` has come back, so it
is charged the protocol's round trip and everything the benchmark does in between. Games
start after a few random plies and end by the rules, by threefold repetition, at
``--max-plies`` (a draw), or when a flag falls; new games follow until ``--moves`` moves
have been played. Reported: moves, flag falls (must be 0), the least time a side had left
when it moved, the time a move took (mean and longest), and the load average, as the
machine is shared.

The engine runs the compiled copy (build/compiled, packaging/compile_core.py) when it is
there and compiled, else the Python sources (``--sources`` asks for them).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from epaminondas_gui.core.ai.levels import MAX_LEVEL
from epaminondas_gui.core.ai.types import Limits
from epaminondas_gui.core.engine.client import EngineSpec, builtin_engine
from epaminondas_gui.core.engine.player import EnginePlayer
from epaminondas_gui.core.games.clock import TimeControl
from epaminondas_gui.core.games.outcome import Termination
from epaminondas_gui.core.games.record import Node
from epaminondas_gui.core.games.runner import Adjudication, GameRunner
from epaminondas_gui.core.games.storage import save_record
from epaminondas_gui.core.games.tree import GameTree
from epaminondas_gui.core.rules.position import Color

from .gauntlet import COMPILED_COPY, compiled_engine, copy_search
from .players import MAX_PLIES, opening


@dataclass
class Tally:
    """What the games on the clock came to."""

    moves: int = 0
    games: int = 0
    flags: list[str] = field(default_factory=list)
    """Where each flag fell: ``game 3, move 57 (White)``."""
    least_left_ms: int | None = None
    """The least time a side had left when its move came back (before the increment)."""
    least_where: str = ""
    used_ms: list[int] = field(default_factory=list)
    """The time each move took on the clock."""
    loads: list[float] = field(default_factory=list)
    """The 1-minute load average at the start and after each game."""

    def note_move(self, left_ms: int, used_ms: int, where: str) -> None:
        self.moves += 1
        self.used_ms.append(used_ms)
        if self.least_left_ms is None or left_ms < self.least_left_ms:
            self.least_left_ms, self.least_where = left_ms, where

    def report(self, control: TimeControl, level: int, engine: str, board: str,
               seconds: float) -> str:
        used = self.used_ms or [0]
        loads = self.loads or [0.0]
        lines = [
            f"time control {control} at level {level} ({engine}, {board}): "
            f"{self.moves} moves in {self.games} games, {len(self.flags)} flag falls"
            + (f" ({'; '.join(self.flags)})" if self.flags else ""),
            f"least time left when moving: {self.least_left_ms} ms ({self.least_where})",
            f"time a move: mean {sum(used) / len(used):.0f} ms, longest {max(used)} ms",
            f"load average (1 min, {os.cpu_count()} cores): {loads[0]:.1f} at the start, "
            f"{loads[-1]:.1f} at the end, highest {max(loads):.1f}",
            f"({seconds:.0f} s)",
        ]
        return "\n".join(lines)


def load_average() -> float:
    try:
        return os.getloadavg()[0]
    except OSError:  # not on every system
        return 0.0


def play_on_the_clock(players: dict[Color, EnginePlayer], control: TimeControl,
                      tree: GameTree, max_plies: int, tally: Tally, game: int) -> None:
    """Play one game from ``tree``'s start on the clock with the game runner, recording
    each move's clock; the runner's end rule ends it (a claimed repetition, a draw at
    ``max_plies``, a flag fall)."""
    tree.set_time_control(control)
    before: dict[Color, int] = {}

    def where(ply: int, mover: Color) -> str:
        return f"game {game}, ply {ply}, {mover.display_name}"

    def on_turn(color: Color) -> None:
        assert runner.clock is not None
        before[color] = runner.clock.remaining(color)

    def on_move(node: Node) -> None:
        mover = node.position.turn.other
        side = control.side(mover)
        assert node.clock_ms is not None
        left = node.clock_ms if side.per_move else node.clock_ms - side.increment_ms
        tally.note_move(left, before[mover] - left, where(len(tree.moves(node)), mover))

    runner = GameRunner(tree, players[Color.WHITE], players[Color.BLACK],
                        adjudication=Adjudication(repetition_draw=True, max_plies=max_plies),
                        on_turn=on_turn, on_move=on_move)
    end = runner.run()
    if end.failure is not None:
        raise RuntimeError(end.failure)
    if end.outcome is not None and end.outcome.termination is Termination.TIME:
        assert end.outcome.winner is not None
        tally.flags.append(where(len(tree.moves()) + 1, end.outcome.winner.other))


def run(control: TimeControl, moves: int, level: int, width: int, height: int,
        plies: int, seed: int, engine: EngineSpec, max_plies: int,
        save_games: Path | None, progress: bool) -> Tally:
    tally = Tally(loads=[load_average()])
    rng = random.Random(seed)
    players = {color: EnginePlayer(engine, level=level, limits=Limits()) for color in Color}
    try:
        for player in players.values():
            player.client.start()  # before the clocks run, as a window starts its engines
        while tally.moves < moves:
            tally.games += 1
            tree = GameTree.new(opening(width, height, plies, rng))
            before = tally.moves
            play_on_the_clock(players, control, tree, max_plies, tally, tally.games)
            tally.loads.append(load_average())
            if save_games is not None:
                save_games.mkdir(parents=True, exist_ok=True)
                tree.set_tag("White", f"Level {level}")
                tree.set_tag("Black", f"Level {level}")
                save_record(save_games / f"game-{tally.games:03d}.epam", tree.record())
            if progress:
                outcome = tree.result()
                print(f"  game {tally.games}: {tally.moves - before} moves, "
                      f"{outcome.describe() if outcome else 'unfinished'} "
                      f"(load {tally.loads[-1]:.1f})", file=sys.stderr, flush=True)
    finally:
        for player in players.values():
            player.close()
    return tally


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", type=float, default=1.0, help="seconds on each clock")
    parser.add_argument("--inc", type=float, default=0.1, help="seconds added a move")
    parser.add_argument("--moves", type=int, default=1000, help="moves to play in all")
    parser.add_argument("--level", type=int, default=MAX_LEVEL)
    parser.add_argument("--board", default="14x12")
    parser.add_argument("--plies", type=int, default=4, help="random opening plies")
    parser.add_argument("--max-plies", type=int, default=MAX_PLIES,
                        help="a game this long ends as a draw")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--sources", action="store_true",
                        help="the engine runs the Python sources even if a compiled copy "
                        "is there")
    parser.add_argument("--compiled-engine", type=Path, default=COMPILED_COPY, metavar="DIR",
                        help=f"the compiled copy to run (default {COMPILED_COPY})")
    parser.add_argument("--save-games", type=Path, metavar="DIR",
                        help="save every game with its clocks as a record there")
    parser.add_argument("--progress", action="store_true")
    args = parser.parse_args(argv)
    width, height = (int(n) for n in args.board.lower().split("x"))
    control = TimeControl.fischer(round(args.base * 1000), round(args.inc * 1000))
    engine, name = builtin_engine(), "Python sources"
    if not args.sources and args.compiled_engine.is_dir():
        found = copy_search(args.compiled_engine)
        if found == "compiled with mypyc":
            engine, name = compiled_engine(args.compiled_engine), found
        else:
            print(f"{args.compiled_engine} runs {found}: using the sources", file=sys.stderr)
    began = time.perf_counter()
    tally = run(control, args.moves, args.level, width, height, args.plies, args.seed,
                engine, args.max_plies, args.save_games, args.progress)
    print(tally.report(control, args.level, name, args.board, time.perf_counter() - began))
    if tally.flags:
        sys.exit(1)


if __name__ == "__main__":
    main()
