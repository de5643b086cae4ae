"""Search speed: nodes per second of the full-strength search on a fixed set of positions.

    .venv/bin/python -m benchmarks.search_speed                 # 1 s per position
    .venv/bin/python -m benchmarks.search_speed --movetime 3000 --board 8x8
    .venv/bin/python -m benchmarks.search_speed --depth 4     # fixed work: time it
    .venv/bin/python -m benchmarks.search_speed --level 7 --count 20   # a level's own limits

At a fixed depth the search visits the same nodes on every run, so a change that must not
alter the search (a faster evaluation, say) shows the same node counts and less time.

The positions are the standard start and positions reached by seeded greedy-vs-random play
(the same every run for a given board and seed).
"""

from __future__ import annotations

import argparse
import random

from epaminondas_gui.core import native
from epaminondas_gui.core.ai import MAX_LEVEL, Limits, level_info, search
from epaminondas_gui.core.ai.baselines import greedy_move, random_move
from epaminondas_gui.core.engine.protocol import format_score
from epaminondas_gui.core.rules.movegen import winner
from epaminondas_gui.core.rules.position import Position


def positions(width: int, height: int, count: int, seed: int) -> list[Position]:
    rng = random.Random(seed)
    out = [Position.start(width, height)]
    while len(out) < count:
        pos = Position.start(width, height)
        for ply in range(rng.randrange(8, 40)):
            move = (greedy_move if ply % 2 else random_move)(pos, rng)
            if move is None or winner(pos) is not None:
                break
            nxt = pos.play(move)
            if winner(nxt) is not None:
                break
            pos = nxt
        if winner(pos) is None:
            out.append(pos)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--board", default="14x12")
    parser.add_argument("--count", type=int, default=6, help="positions")
    parser.add_argument("--movetime", type=int, default=None,
                        help="ms per position (default 1000, or the level's own time)")
    parser.add_argument("--depth", type=int, default=None,
                        help="search each position to this depth instead (no time limit)")
    parser.add_argument("--level", type=int, default=MAX_LEVEL,
                        help="playing level: its depth cap, and its own thinking time")
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()
    if not 1 <= args.level <= MAX_LEVEL:
        parser.error(f"--level must be 1..{MAX_LEVEL}")
    movetime = args.movetime
    if movetime is None:
        movetime = level_info(args.level).window_think_ms if args.level != MAX_LEVEL else 1000
    width, height = map(int, args.board.lower().split("x"))
    print(f"search: {native.describe()}")
    total_nodes = 0
    total_ms = 0
    for pos in positions(width, height, args.count, args.seed):
        limits = (Limits(depth=args.depth) if args.depth is not None
                  else Limits(movetime_ms=movetime))
        # The level's own time is the time it thinks (as in the window); a given one is
        # shared as the engine shares it.
        result = search(pos, limits, level=args.level, seed=args.seed,
                        full_time=args.movetime is None)
        total_nodes += result.nodes
        total_ms += result.time_ms
        nps = result.nodes * 1000 // max(result.time_ms, 1)
        print(f"{pos.efn()}: depth {result.depth}, {result.nodes} nodes, {result.time_ms} ms, "
              f"{nps} nps, {format_score(result.score)}")
    count = max(1, args.count)
    print(f"{args.board}, level {args.level}: {total_nodes} nodes in {total_ms} ms = "
          f"{total_nodes * 1000 // max(total_ms, 1)} nodes/s; {total_ms / count:.0f} ms and "
          f"{total_nodes // count} nodes a position")


if __name__ == "__main__":
    main()
