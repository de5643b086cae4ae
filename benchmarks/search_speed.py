"""Search speed: nodes per second of the full-strength search on a fixed set of positions.

    .venv/bin/python -m benchmarks.search_speed                 # 1 s per position
    .venv/bin/python -m benchmarks.search_speed --movetime 3000 --board 8x8

The positions are the standard start and positions reached by seeded greedy-vs-random play
(the same every run for a given board and seed).
"""

from __future__ import annotations

import argparse
import random

from epaminondas_gui.core.ai import Limits, search
from epaminondas_gui.core.ai.baselines import greedy_move, random_move
from epaminondas_gui.core.movegen import winner
from epaminondas_gui.core.position import Position


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
    parser.add_argument("--movetime", type=int, default=1000, help="ms per position")
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()
    width, height = map(int, args.board.lower().split("x"))
    total_nodes = 0
    total_ms = 0
    for pos in positions(width, height, args.count, args.seed):
        result = search(pos, Limits(movetime_ms=args.movetime))
        total_nodes += result.nodes
        total_ms += result.time_ms
        nps = result.nodes * 1000 // max(result.time_ms, 1)
        print(f"{pos.efn()}: depth {result.depth}, {result.nodes} nodes, {nps} nps, "
              f"{result.score.protocol_text()}")
    print(f"{args.board}: {total_nodes} nodes in {total_ms} ms = "
          f"{total_nodes * 1000 // max(total_ms, 1)} nodes/s")


if __name__ == "__main__":
    main()
