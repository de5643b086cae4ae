"""Engine matches: two player specs play pairs of games from random openings.

    .venv/bin/python -m benchmarks.match --a "level=8,movetime=200" --b greedy --games 20
    .venv/bin/python -m benchmarks.match --ladder --board 8x8 --games 20
    .venv/bin/python -m benchmarks.match --a level=8 --b level=7 --workers 2

Each opening (a few random plies) is played twice with colours swapped. Draws are
adjudicated at threefold repetition or 400 plies. Scores are for player A.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from epaminondas_gui.core.ai import MAX_LEVEL

from .players import PlayerSpec, opening, play_game, summary


def _one(job: tuple[str, str, int, int, int, int, bool]) -> float:
    """Play one game of a pair; returns player A's score."""
    a_text, b_text, width, height, plies, seed, a_white = job
    a = PlayerSpec.parse(a_text)
    b = PlayerSpec.parse(b_text)
    start = opening(width, height, plies, random.Random(seed))
    if a_white:
        return play_game(a, b, start, seed)
    return 1.0 - play_game(b, a, start, seed)


def run_match(a: str, b: str, games: int, width: int, height: int, plies: int, seed: int,
              workers: int, progress: bool = False) -> list[float]:
    jobs = [(a, b, width, height, plies, seed + g // 2, g % 2 == 0) for g in range(games)]
    scores: list[float] = []
    if workers > 1:
        with ProcessPoolExecutor(workers) as pool:
            results = pool.map(_one, jobs)
            for score in results:
                scores.append(score)
                if progress:
                    print(f"  game {len(scores)}: {score}", file=sys.stderr, flush=True)
        return scores
    for job in jobs:
        scores.append(_one(job))
        if progress:
            print(f"  game {len(scores)}: {scores[-1]}", file=sys.stderr, flush=True)
    return scores


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
                        help="each level against the one below (levels' own limits)")
    parser.add_argument("--movetime", type=int, default=200,
                        help="ms per move for --ladder (the levels cap depth and nodes)")
    parser.add_argument("--progress", action="store_true", help="each game's score (stderr)")
    args = parser.parse_args()
    width, height = map(int, args.board.lower().split("x"))
    pairs = ([(f"level={n},movetime={args.movetime}", f"level={n - 1},movetime={args.movetime}")
              for n in range(2, MAX_LEVEL + 1)] if args.ladder else [(args.a, args.b)])
    for a, b in pairs:
        begin = time.perf_counter()
        scores = run_match(a, b, args.games, width, height, args.plies, args.seed, args.workers,
                           args.progress)
        seconds = time.perf_counter() - begin
        print(f"{a} vs {b} on {args.board}: {summary(scores)} ({seconds:.0f} s)", flush=True)


if __name__ == "__main__":
    main()
