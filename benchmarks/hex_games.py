"""Hexagon games to fit the hexagon's evaluation to (benchmarks/texel.py): level 8 against
hexer (benchmarks/opponents/hexer.py), quickly, in this process.

    .venv/bin/python -m benchmarks.hex_games OUT --games 2000 --seed 1

Each game starts from ``--plies`` random moves (6 to 10 by default, drawn per game) in the
``corner`` zone, or alternately ``corner`` and ``row`` with ``--zones corner,row``; level 8
plays one colour with a node budget drawn per game from ``--nodes`` and hexer the other
at a move time drawn from ``--hexer-ms``, the colours alternating. Short searches make
many games, random openings and budgets make them varied, and hexer's evaluation of its
own keeps the positions from being only those our evaluation steers to (the rectangle's
fit used games against an outside engine for the same reason). The games end by the
rules' verdict (the repetition that loses included), or as a draw after ``--max-plies``;
each is saved as a game record (``OUT/hexNNNNN.epam``, read by benchmarks/texel.py).
"""

from __future__ import annotations

import argparse
import random
import time
from pathlib import Path

from epaminondas_gui.core.ai import Limits, search
from epaminondas_gui.core.games.storage import save_record
from epaminondas_gui.core.games.tree import GameTree
from epaminondas_gui.core.match.match import random_opening
from epaminondas_gui.core.rules.ending import verdict
from epaminondas_gui.core.rules.position import Color, Move, Position, Rules, Variant, Zone

from .opponents.hexer import HexerOpponent


def _range(text: str) -> tuple[int, int]:
    low, _, high = text.partition("-")
    return int(low), int(high or low)


def play(index: int, seed: int, zone: Zone, plies: tuple[int, int], nodes: tuple[int, int],
         hexer_ms: tuple[int, int], max_plies: int) -> tuple[GameTree, str, str, str]:
    """One game: its tree, White's and Black's names and the result."""
    rng = random.Random(seed * 1_000_003 + index)
    rules = Rules(variant=Variant.HEXIMINONDAS, zone=zone)
    start = random_opening(Position.variant_start(rules.variant), rng.randint(*plies), rng,
                           rules)
    budget = rng.randint(*nodes)
    ms = rng.randint(*hexer_ms)
    hexer = HexerOpponent(ms, rules)
    ours = Color.WHITE if index % 2 == 0 else Color.BLACK
    names = {ours: f"level 8, {budget} nodes", ours.other: f"hexer, {ms} ms"}
    pos = start
    history: list[tuple[int, int, int]] = []
    moves: list[Move] = []
    result = "1/2-1/2"
    for _ in range(max_plies):
        ended = verdict(pos, rules, history)
        if ended is not None:
            result = ("1/2-1/2" if ended.winner is None
                      else "1-0" if ended.winner is Color.WHITE else "0-1")
            break
        if pos.turn is ours:
            move = search(pos, Limits(nodes=budget), rules=rules, level=8, history=history,
                          seed=rng.getrandbits(32)).best_move
        else:
            move = hexer.choose(pos, history, rng)
        if move is None:
            raise RuntimeError(f"no move from {pos.efn()} though the game goes on")
        history.append(pos.key)
        moves.append(move)
        pos = pos.play(move)
    tree = GameTree.from_moves(start, moves, rules)
    return tree, names[Color.WHITE], names[Color.BLACK], result


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="folder for the game records")
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--zones", default="corner", help="comma-separated: corner,row")
    parser.add_argument("--plies", type=_range, default=(6, 10), help="random opening plies")
    parser.add_argument("--nodes", type=_range, default=(150, 600),
                        help="level 8's node budget a move, drawn per game (LOW-HIGH)")
    parser.add_argument("--hexer-ms", type=_range, default=(20, 60),
                        help="hexer's time a move, drawn per game (LOW-HIGH)")
    parser.add_argument("--max-plies", type=int, default=300)
    parser.add_argument("--minutes", type=float, default=None,
                        help="begin no game after this many minutes")
    args = parser.parse_args(argv)
    try:
        zones = [Zone(z.strip()) for z in args.zones.split(",") if z.strip()]
    except ValueError as exc:
        parser.error(str(exc))
    if not zones:
        parser.error("no zone given")
    args.out.mkdir(parents=True, exist_ok=True)
    begin = time.monotonic()
    scores = [0.0, 0]
    for index in range(args.games):
        if args.minutes is not None and time.monotonic() - begin > args.minutes * 60:
            break
        path = args.out / f"hex{index:05d}.epam"
        if path.exists():
            continue  # an earlier run's game: a run can be continued
        tree, white, black, result = play(index, args.seed, zones[index % len(zones)],
                                          args.plies, args.nodes, args.hexer_ms,
                                          args.max_plies)
        record = tree.record()
        record.tags.update({"White": white, "Black": black, "Event": "hex_games",
                            "Result": result})
        save_record(path, record)
        ours_white = index % 2 == 0
        score = {"1-0": 1.0, "0-1": 0.0}.get(result, 0.5)
        scores[0] += score if ours_white else 1 - score
        scores[1] += 1
        if scores[1] % 50 == 0:
            print(f"{scores[1]} games, level 8 {scores[0]:.1f}, "
                  f"{time.monotonic() - begin:.0f} s", flush=True)
    print(f"{scores[1]} games, level 8 scored {scores[0]:.1f}; "
          f"{time.monotonic() - begin:.0f} s")


if __name__ == "__main__":
    main()
