"""Engine matches: two player specs play pairs of games from random openings.

    .venv/bin/python -m benchmarks.match --a "level=8,movetime=200" --b greedy --games 20
    .venv/bin/python -m benchmarks.match --ladder --levels 2-6 --games 40 --workers 2
    .venv/bin/python -m benchmarks.match --a level=8 --b level=7 --workers 2
    .venv/bin/python -m benchmarks.match --variant abanondas --a level=8,movetime=1000 --b random
    .venv/bin/python -m benchmarks.match --variant heximinondas --zone row --b greedy

Each opening (a few random plies) is played twice with colours swapped; each game is one
game runner (core/games/runner.py), whose end rule ends it: the rules, then a draw claimed
at threefold repetition or adjudicated at 400 plies. Scores are for player A.
(``epaminondas-match`` runs matches between levels and engine programs for users.)

Engine players play through the engine protocol, as in the window: each game starts
``epaminondas-engine`` processes and asks them with ``position ... moves ...`` and ``go``
(core/engine/client.py). Specs that change evaluation weights (tuning) search in this
process: the engine has no option for them.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from typing import NamedTuple

from epaminondas_gui.core.ai import MAX_LEVEL, level_info
from epaminondas_gui.core.rules.geometry import hexagon
from epaminondas_gui.core.rules.position import (
    Rules,
    Variant,
    Zone,
)

from .players import PlayerSpec, opening, play_game, summary

_Job = tuple[str, str, int, int, int, int, bool, str, str]


class Outcome(NamedTuple):
    """One game seen from player A."""

    score: float
    plies: int
    a_seconds: float
    """A's thinking time over the game."""
    b_seconds: float


def _one(job: _Job) -> Outcome:
    """Play one game of a pair."""
    a_text, b_text, width, height, plies, seed, a_white, variant, zone = job
    rules = Rules(variant=Variant.parse(variant), zone=Zone.parse(zone))
    a, b = PlayerSpec.parse(a_text), PlayerSpec.parse(b_text)
    start = opening(width, height, plies, random.Random(seed), rules)
    if a_white:
        game = play_game(a, b, start, seed, rules, engine_process=True)
        return Outcome(game.white_score, game.plies, game.white_seconds, game.black_seconds)
    game = play_game(b, a, start, seed, rules, engine_process=True)
    return Outcome(1.0 - game.white_score, game.plies, game.black_seconds, game.white_seconds)


def run_match(a: str, b: str, games: int, width: int, height: int, plies: int, seed: int,
              workers: int, progress: bool = False,
              variant: str = "epaminondas", zone: str = "corner") -> list[Outcome]:
    """Every game's outcome for player A, in the order of the pairs."""
    jobs = [(a, b, width, height, plies, seed + g // 2, g % 2 == 0, variant, zone)
            for g in range(games)]
    results: list[Outcome] = []
    with ProcessPoolExecutor(workers) if workers > 1 else _Inline() as pool:
        for result in pool.map(_one, jobs):
            results.append(result)
            if progress:
                print(f"  game {len(results)}: {result.score} in {result.plies} plies",
                      file=sys.stderr, flush=True)
    return results


class _Inline:
    """The part of an executor ``run_match`` uses, in this process."""

    def __enter__(self) -> _Inline:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def map(self, fn: Callable[[_Job], Outcome], jobs: list[_Job]) -> Iterator[Outcome]:
        return map(fn, jobs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--a", default="level=8,movetime=200", help="player A spec")
    parser.add_argument("--b", default="greedy", help="player B spec")
    parser.add_argument("--games", type=int, default=20, help="games (even: pairs)")
    parser.add_argument("--board", default="14x12", help="board size WxH")
    parser.add_argument("--plies", type=int, default=4, help="random opening plies")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=1, help="processes (at most 2 here)")
    parser.add_argument("--ladder", action="store_true",
                        help="each level against the one below, at the levels' own times")
    parser.add_argument("--levels", default=f"2-{MAX_LEVEL}",
                        help="for --ladder: the upper levels of the pairs, e.g. 2-5")
    parser.add_argument("--movetime", type=int, default=None,
                        help="for --ladder: ms per move for every level instead of its own")
    parser.add_argument("--progress", action="store_true", help="each game's score (stderr)")
    parser.add_argument("--variant", choices=[v.value for v in Variant], default="epaminondas",
                        help="the game played (abanondas: with sideslips; heximinondas: on "
                        "the hexagon, whatever --board)")
    parser.add_argument("--zone", choices=[z.value for z in Zone], default="corner",
                        help="Heximinondas's win zones")
    args = parser.parse_args()
    width, height = map(int, args.board.lower().split("x"))
    pairs = [(args.a, args.b)]
    if args.ladder:
        first, _, last = args.levels.partition("-")
        if not (first.isdigit() and (last or first).isdigit()
                and 2 <= int(first) <= int(last or first) <= MAX_LEVEL):
            parser.error(f"--levels {args.levels}: want N or N-M within 2-{MAX_LEVEL}")
        low, top = int(first), int(last or first)

        def spec(n: int) -> str:
            # By default each level thinks its time in the window (the time given under
            # the share, levels.TIME_SHARE).
            lv = level_info(n)
            ms = (args.movetime if args.movetime is not None
                  else round(lv.window_think_ms / lv.time_share))
            return f"level={n},movetime={ms}"

        pairs = [(spec(n), spec(n - 1)) for n in range(low, top + 1)]
    for a, b in pairs:
        begin = time.perf_counter()
        results = run_match(a, b, args.games, width, height, args.plies, args.seed,
                            args.workers, args.progress, args.variant, args.zone)
        seconds = time.perf_counter() - begin
        scores = [game.score for game in results]
        plies = sorted(game.plies for game in results)
        # Each side makes about half the moves of a game.
        moves = max(1, sum(plies)) / 2
        a_time = sum(game.a_seconds for game in results) / moves
        b_time = sum(game.b_seconds for game in results) / moves
        game_name = "" if args.variant == "epaminondas" else f" ({args.variant})"
        rules = Rules(variant=Variant.parse(args.variant), zone=Zone.parse(args.zone))
        board = args.board
        if rules.variant.traits.zones:
            board = f"{hexagon().size_name}, zone {args.zone}"
        print(f"{a} vs {b} on {board}{game_name}: {summary(scores)}; game length median "
              f"{plies[len(plies) // 2]} plies ({plies[0]}-{plies[-1]}); thinking "
              f"{a_time:.2f} / {b_time:.2f} s a move ({seconds:.0f} s)", flush=True)


if __name__ == "__main__":
    main()
