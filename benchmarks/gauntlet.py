"""Level 8 against opponents that are not us, each score with its Wilson interval.

    python -m benchmarks.gauntlet --movetime 500 --games 20
    python -m benchmarks.gauntlet --opponents sparring --sprt 56,120 --games 200
    python -m benchmarks.gauntlet --variant abanondas --games 20   # against slipper

The opponents: ``sparring``, an engine written outside this project and run by its path
(``--sparring PATH``; by default ``shared/opponents/sparring.py`` beside the checkout's
folder, where a development machine has it;
``--sparring-args "--depth 4"`` passes its own options), and two designs of
benchmarks/opponents/ written from the rules: a plain alpha-beta on bitboards with its own
evaluation and a long far-row quiescence, and a Monte-Carlo tree search with tactical
playouts. In Abanondas (``--variant abanondas``) the opponent is ``slipper``, an alpha-beta
with a move generator of its own that knows the sideslips (the outside engine does not);
on the hexagon (``--variant heximinondas --zone corner|row``) it is ``hexer``, the same
search on a hexagon board of its own.
Every game starts from random opening plies; each opening is played twice with
the colours swapped. Both sides get the same time a move unless ``--opponent-movetime``
gives the opponents more. Our engine plays through the engine client and an engine
process, as in the window.

The gauntlet is a user of ``epaminondas-match`` (core/match): each opponent is a match
of our engine against it, every game one game runner with the match's end rule, a game
whose player failed played again (three attempts). ``--sprt ELO0,ELO1`` (one opponent)
begins no more games once the sequential test is decided (core/match/stats.py);
``--games`` is then the most it plays.

``--jobs N`` plays N games at once, each in a thread of this process that only passes
moves between the two players. Against the outside engine both sides are processes of
their own and only one of a game's two thinks at a time, so N games keep N cores busy: on
an idle machine with N cores a match takes 1/N of the time, each move under the same
conditions as with one game at a time (leave the cores otherwise idle). The opponents of
benchmarks/opponents/ other than sparring search inside this process and share its
interpreter: they gain nothing from it.

The opponents import the same move generator as our engine, so running the gauntlet in
the compiled copy (build/compiled) would speed them up too. To keep them at the speed they
were measured at, run it from the source checkout and give only the engine the compiled
search (packaging/compile_core.py builds it):

    python -m benchmarks.gauntlet --compiled-engine ...          # build/compiled
    python -m benchmarks.gauntlet --compiled-engine DIR ...      # another compiled copy
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import shlex
import subprocess
import sys
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from epaminondas_gui.core import native
from epaminondas_gui.core.ai.types import Limits, SearchRequest
from epaminondas_gui.core.engine.client import EngineSpec
from epaminondas_gui.core.engine.player import CLOSE_WAIT_S, EnginePlayer
from epaminondas_gui.core.games.players import ThreadPlayer, Turn
from epaminondas_gui.core.games.storage import save_record
from epaminondas_gui.core.games.tree import GameTree
from epaminondas_gui.core.match.entrants import Entrant
from epaminondas_gui.core.match.match import (
    GameJob,
    MatchSettings,
    Played,
    Standings,
    outcome_text,
    run_match,
)
from epaminondas_gui.core.match.match import schedule as match_schedule
from epaminondas_gui.core.match.stats import Sprt, summary
from epaminondas_gui.core.rules.position import Move, Position, Rules, Variant, Zone

from .opponents.alphabeta import AlphaBetaOpponent
from .opponents.hexer import HexerOpponent
from .opponents.mcts import MctsOpponent
from .opponents.slipper import SlipperOpponent
from .opponents.sparring import DEFAULT_PATH as SPARRING_PATH
from .opponents.sparring import SparringOpponent
from .players import positive_ms

COMPILED_COPY = Path(__file__).resolve().parents[1] / "build" / "compiled"


class Player(Protocol):
    """An opponent: its move in a position (None: it resigns)."""

    def choose(self, pos: Position, history: list[tuple[int, int, int]],
               rng: random.Random) -> Move | None: ...


class Opponent(ThreadPlayer):
    """One of :data:`OPPONENTS` as a game runner player: its ``choose`` on the player's
    thread, its moves and thinking time counted, and its nodes and depths when it counts
    them."""

    def __init__(self, name: str, player: Player, seed: int | None) -> None:
        super().__init__(name)
        self.player = player
        self.rng = random.Random(seed)
        self.moves = 0
        self.seconds = 0.0

    def think(self, turn: Turn, stop: threading.Event) -> Move | None:
        self.moves += 1
        began = time.perf_counter()
        history = [p.key for p in SearchRequest(turn.start, turn.moves).positions[:-1]]
        try:
            return self.player.choose(turn.position, history, self.rng)
        finally:
            self.seconds += time.perf_counter() - began

    def close(self) -> None:
        self.finish(CLOSE_WAIT_S)
        close = getattr(self.player, "close", None)
        if callable(close):
            close()


RETRIES = 3
"""Attempts at a game whose player failed (an engine process killed from outside)."""


@dataclass(frozen=True)
class Outside:
    """Where the outside engine is and the options it is run with."""

    path: Path = SPARRING_PATH
    args: tuple[str, ...] = field(default=())


OPPONENTS: dict[str, Callable[[int, Outside, Rules], Player]] = {
    "sparring": lambda ms, outside, rules: SparringOpponent(ms, outside.path, outside.args,
                                                            rules),
    "alphabeta": lambda ms, _outside, rules: AlphaBetaOpponent(ms, rules),
    "mcts": lambda ms, _outside, rules: MctsOpponent(ms, rules),
    "slipper": lambda ms, _outside, rules: SlipperOpponent(ms, rules),
    "hexer": lambda ms, _outside, rules: HexerOpponent(ms, rules),
}
VARIANTS = {"epaminondas": Rules(), "abanondas": Rules(variant=Variant.ABANONDAS),
            "heximinondas": Rules(variant=Variant.HEXIMINONDAS)}
#: Each variant's opponents when none are named: the outside engine knows no sideslips and
#: no hexagon; slipper and hexer (benchmarks/opponents/) were written for them.
DEFAULT_OPPONENTS = {"epaminondas": ("sparring", "alphabeta", "mcts"),
                     "abanondas": ("slipper",), "heximinondas": ("hexer",)}


def save_game(folder: Path, name: str, start: Position, moves: list[Move], white: str,
              black: str, result: str) -> Path:
    """The game as a record the window opens (File → Open, then Analysis → Review)."""
    tree = GameTree.from_moves(start, moves)
    return _save(folder, name, tree, white, black, result)


def _save(folder: Path, name: str, tree: GameTree, white: str, black: str,
          result: str) -> Path:
    record = tree.record()
    record.tags.update({"White": white, "Black": black, "Event": "gauntlet"})
    if record.tags.get("Result", "*") == "*":
        record.tags["Result"] = result
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.epam"
    save_record(path, record)
    return path


@dataclass
class Tally:
    """What the two sides did over a match: moves, seconds, nodes, depths reached."""

    moves: int = 0
    seconds: float = 0.0
    nodes: int = 0
    counted_moves: int = 0
    """Moves of a player that counts its nodes."""
    depths: Counter[int] = field(default_factory=Counter)

    def add(self, player: ThreadPlayer) -> None:
        if isinstance(player, EnginePlayer):
            results = player.results
            self.moves += len(results)
            self.seconds += sum(r.time_ms for r in results) / 1000
            self.nodes += sum(r.nodes for r in results)
            self.counted_moves += len(results)
            self.depths.update(r.depth for r in results)
            return
        assert isinstance(player, Opponent)
        self.moves += player.moves
        self.seconds += player.seconds
        nodes = getattr(player.player, "nodes", None)
        if isinstance(nodes, int):
            self.nodes += nodes
            self.counted_moves += player.moves
        depths = getattr(player.player, "depths", None)
        if isinstance(depths, list):
            self.depths.update(depths)

    def describe(self) -> str:
        parts = [f"{self.seconds / max(1, self.moves):.2f} s a move"]
        if self.counted_moves:
            parts.append(f"{self.nodes / self.counted_moves:,.0f} nodes a move")
        if self.depths:
            total = sum(self.depths.values())
            mean = sum(d * n for d, n in self.depths.items()) / total
            parts.append(f"depth {mean:.2f} on average ({min(self.depths)}-{max(self.depths)})")
        return ", ".join(parts)


def settings(games: int, width: int, height: int, plies: int, seed: int,
             movetime_ms: int = 500, jobs: int = 1, sprt: Sprt | None = None,
             rules: Rules = VARIANTS["epaminondas"]) -> MatchSettings:
    """The match's settings: random openings on a ``width`` x ``height`` board."""
    hexagon = rules.variant is Variant.HEXIMINONDAS  # its own board: the variant's start
    return MatchSettings(games=games, limits=Limits(movetime_ms=movetime_ms), rules=rules,
                         board=None if hexagon else Position.start(width, height),
                         plies=plies, seed=seed,
                         concurrency=jobs, sprt=sprt, retries=RETRIES - 1)


def schedule(games: int, width: int, height: int, plies: int, seed: int) -> Iterator[GameJob]:
    """The match's games in order: each opening (drawn from ``seed``) twice, ours (entrant
    0) White first; the same openings for the same seed whatever plays them."""
    return match_schedule(2, settings(games, width, height, plies, seed))


def gauntlet(opponents: list[str], games: int, movetime_ms: int, level: int, width: int,
             height: int, plies: int, seed: int, progress: bool = False,
             losses: Path | None = None, opponent_ms: int | None = None,
             nodes_per_move: dict[str, float] | None = None, outside: Outside = Outside(),
             sprt: Sprt | None = None, tallies: dict[str, tuple[Tally, Tally]] | None = None,
             engine: EngineSpec | None = None, jobs: int = 1,
             threads: int = 1, every_game: Path | None = None,
             rules: Rules = VARIANTS["epaminondas"]) -> dict[str, list[float]]:
    """Our scores (1/0.5/0) against each opponent, ``games`` games each, in the order they
    ended: a match of ``epaminondas-match`` (core/match) between our engine at ``level``
    and each opponent; every game we did not win is saved in ``losses`` when it is given.
    The opponents think ``opponent_ms`` a move (default: ``movetime_ms``); the mean nodes
    a move of those that count them go to ``nodes_per_move``, both sides' moves, times
    and depths to ``tallies`` (ours, theirs). ``jobs`` games are played at once. With
    ``sprt`` no game is begun once the test is decided (checked whenever an even number
    of games has ended; the games under way then are finished and counted). ``engine``:
    our engine's program (default: this package's engine); ``threads`` its search
    processes (the window's default is one a core: what its hints and analysis search
    with). ``every_game``: a folder where every game is saved, won or not (data for
    tuning). ``rules``: the variant played."""
    ours = Entrant(f"level {level}", level, engine.command if engine is not None else (),
                   threads=threads)
    match = settings(games, width, height, plies, seed, movetime_ms, jobs, sprt, rules)
    results: dict[str, list[float]] = {}
    for name in opponents:
        scores: list[float] = []
        us, them = Tally(), Tally()
        theirs_ms = opponent_ms or movetime_ms

        def make(_limits: Limits, game_seed: int | None, name: str = name,
                 ms: int = theirs_ms) -> ThreadPlayer:
            return Opponent(name, OPPONENTS[name](ms, outside, rules), game_seed)

        def on_game(game: Played, _standings: Standings, name: str = name,
                    scores: list[float] = scores, us: Tally = us, them: Tally = them) -> None:
            ours_white = game.job.white == 0
            for failure in game.retried:
                print(f"  {name} game {game.job.number}, attempt failed: {failure}",
                      file=sys.stderr, flush=True)
            white_score = game.white_score
            if white_score is None:
                return
            score = white_score if ours_white else 1 - white_score
            mine, theirs = game.players if ours_white else game.players[::-1]
            us.add(mine)
            them.add(theirs)
            scores.append(score)
            if losses is not None and score < 1:
                save_played(losses, name, level, game)
            if every_game is not None:
                save_played(every_game, name, level, game)
            if progress:
                test = f"; {sprt.describe(scores)}" if sprt is not None else ""
                print(f"  {name} game {game.job.number}: {score} in "
                      f"{len(game.tree.moves())} plies (total {sum(scores):g}/{len(scores)})"
                      f"{test}", file=sys.stderr, flush=True)

        run_match([ours, Entrant(name, factory=make)], match, on_game)
        results[name] = scores
        if nodes_per_move is not None and them.counted_moves:
            nodes_per_move[name] = them.nodes / them.counted_moves
        if tallies is not None:
            tallies[name] = (us, them)
    return results


def save_played(folder: Path, name: str, level: int, game: Played) -> Path:
    """A game of the match, named after its opponent and its number in the schedule."""
    ours = f"level {level}"
    names = (ours, name) if game.job.white == 0 else (name, ours)
    return _save(folder, f"{name}-{game.job.number}", game.tree, *names,
                 outcome_text(game.end.outcome))


def _in_copy(copy: Path, code: str) -> tuple[str, ...]:
    """A command running ``code`` with the package in ``copy`` first on the path, ahead of
    the one this process runs."""
    return (sys.executable, "-P", "-c",
            f"import sys; sys.path.insert(0, {str(copy.resolve())!r}); {code}")


def compiled_engine(copy: Path) -> EngineSpec:
    """Our engine as the compiled copy in ``copy`` runs it."""
    return EngineSpec("Epaminondas (compiled)", _in_copy(
        copy, "from epaminondas_gui.core.engine.server import main; main()"), builtin=True)


def copy_search(copy: Path) -> str:
    """Which search the package in ``copy`` runs (its native.describe())."""
    command = _in_copy(copy, "from epaminondas_gui.core import native; print(native.describe())")
    done = subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)
    return done.stdout.strip() or done.stderr.strip()[-200:]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="games per opponent")
    parser.add_argument("--movetime", type=int, default=500, help="ms a move, both sides")
    parser.add_argument("--opponent-movetime", type=positive_ms, metavar="MS",
                        help="ms a move for the opponents (default: --movetime)")
    parser.add_argument("--level", type=int, default=8)
    parser.add_argument("--board", default="14x12")
    parser.add_argument("--plies", type=int, default=4, help="random opening plies")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--opponents",
                        help=f"comma-separated: {', '.join(OPPONENTS)} (default: "
                             f"{', '.join(DEFAULT_OPPONENTS['epaminondas'])}; in Abanondas "
                             f"{', '.join(DEFAULT_OPPONENTS['abanondas'])})")
    parser.add_argument("--variant", choices=sorted(VARIANTS), default="epaminondas",
                        help="the game played (abanondas: with sideslips; heximinondas: "
                             "on the hexagon, whatever --board)")
    parser.add_argument("--zone", choices=("corner", "row"), default="corner",
                        help="Heximinondas's win zones")
    parser.add_argument("--compiled-engine", nargs="?", type=Path, const=COMPILED_COPY,
                        metavar="DIR", help="the engine process runs the compiled copy in "
                        f"DIR (default {COMPILED_COPY}), the opponents this process's search")
    parser.add_argument("--jobs", type=int, default=1, metavar="N",
                        help="games played at once (each side a process of its own when "
                             "the opponent is sparring: one a core)")
    parser.add_argument("--threads", type=int, default=1, metavar="N",
                        help="our engine's search processes (setoption Threads; the window "
                             "searches hints and analysis with one a core)")
    parser.add_argument("--progress", action="store_true")
    parser.add_argument("--save-losses", metavar="DIR", type=Path,
                        help="save every game level 8 did not win as a record there")
    parser.add_argument("--save-games", metavar="DIR", type=Path,
                        help="save every game as a record there (data for benchmarks.texel)")
    parser.add_argument("--sparring", type=Path, default=SPARRING_PATH, metavar="PATH",
                        help="the outside engine (default: shared/opponents/sparring.py "
                             "beside the checkout's folder)")
    parser.add_argument("--sparring-args", default="", metavar="ARGS",
                        help='its own options, e.g. "--depth 4" or "--ms-scale 1.5"')
    parser.add_argument("--sprt", metavar="ELO0,ELO1",
                        help="one opponent: stop once the sequential test decides")
    parser.add_argument("--alpha", type=float, default=0.05, help="SPRT: false H1 rate")
    parser.add_argument("--beta", type=float, default=0.05, help="SPRT: false H0 rate")
    args = parser.parse_args(argv)
    if args.jobs < 1:
        parser.error("--jobs must be at least 1")
    if args.threads < 1:
        parser.error("--threads must be at least 1")
    width, height = (int(n) for n in args.board.lower().split("x"))
    names = ([n.strip() for n in args.opponents.split(",") if n.strip()]
             if args.opponents is not None else list(DEFAULT_OPPONENTS[args.variant]))
    unknown = [n for n in names if n not in OPPONENTS]
    if unknown:
        parser.error(f"unknown opponent(s): {', '.join(unknown)}")
    rules = VARIANTS[args.variant]
    if rules.variant is Variant.HEXIMINONDAS:
        rules = dataclasses.replace(rules, zone=Zone.parse(args.zone))
        wrong = [n for n in names if n != "hexer"]
        if wrong:
            parser.error(f"{', '.join(wrong)} cannot play on the hexagon (hexer can)")
    elif "hexer" in names:
        parser.error("hexer plays only on the hexagon (--variant heximinondas)")
    if rules.slips and "sparring" in names:
        parser.error("sparring knows no sideslips: it cannot play Abanondas")
    sprt: Sprt | None = None
    if args.sprt is not None:
        if len(names) != 1:
            parser.error("--sprt tests against one opponent")
        try:
            sprt = Sprt.parse(args.sprt, args.alpha, args.beta)
        except ValueError as err:
            parser.error(f"--sprt: {err}")
    outside = Outside(args.sparring, tuple(shlex.split(args.sparring_args)))
    engine = None
    if args.compiled_engine:
        if native.running_compiled():
            parser.error("--compiled-engine is for a gauntlet run on the Python sources "
                         "(from the source checkout)")
        if (found := copy_search(args.compiled_engine)) != "compiled with mypyc":
            parser.error(f"--compiled-engine: {args.compiled_engine} runs {found} "
                         "(packaging/compile_core.py compiles the search there)")
        engine = compiled_engine(args.compiled_engine)
    print(f"opponents: {native.describe()}; engine: "
          f"{'compiled with mypyc' if engine else 'the same'}, "
          f"{args.threads} search process{'es' if args.threads > 1 else ''}", flush=True)
    began = time.perf_counter()
    nodes: dict[str, float] = {}
    tallies: dict[str, tuple[Tally, Tally]] = {}
    results = gauntlet(names, args.games, args.movetime, args.level, width, height,
                       args.plies, args.seed, args.progress, args.save_losses,
                       args.opponent_movetime, nodes, outside, sprt, tallies, engine,
                       args.jobs, args.threads, args.save_games, rules)
    theirs = args.opponent_movetime or args.movetime
    for name, scores in results.items():
        at = f"{args.movetime} ms" + (f" (it: {theirs} ms)" if theirs != args.movetime else "")
        counted = f"; it searched {nodes[name]:,.0f} nodes a move" if name in nodes else ""
        game = f" ({args.variant})" if args.variant != "epaminondas" else ""
        if rules.variant is Variant.HEXIMINONDAS:
            game = f" (heximinondas, zone {args.zone})"
        print(f"level {args.level} vs {name} at {at} on {args.board}{game}: "
              f"{summary(scores)}{counted}")
        us, them = tallies[name]
        print(f"  level {args.level}: {us.describe()}; {name}: {them.describe()}")
        if sprt is not None:
            print(f"  {sprt.describe(scores)}")
    print(f"({time.perf_counter() - began:.0f} s)")


if __name__ == "__main__":
    main()
