"""SPSA tuning of evaluation weights by engine-vs-engine games at a short time control.

    .venv/bin/python -m benchmarks.tune --iterations 40 --board 8x8 --depth 2
    .venv/bin/python -m benchmarks.tune --params advance,race,lone --nodes 3000

Each iteration perturbs all chosen weights at once by +-c (random signs), plays one game
pair (same random opening, colours swapped) between the two perturbed settings, and moves
the weights along the measured score difference. Prints the weights as it goes and the
final ones as a player spec for benchmarks.match.
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import time

from epaminondas_gui.core.ai import MAX_LEVEL
from epaminondas_gui.core.ai.levels import level_info

from .players import PlayerSpec, opening, play_game

DEFAULT_PARAMS = "advance,front1,front2,front3,race,pair,triple,lone,hang_mover,hang_other,guard"


def spec(limits: str, weights: dict[str, float]) -> PlayerSpec:
    text = ",".join([f"level={MAX_LEVEL}", limits,
                     *(f"{name}={round(value)}" for name, value in weights.items())])
    return PlayerSpec.parse(text)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--params", default=DEFAULT_PARAMS, help="comma-separated weights")
    parser.add_argument("--iterations", type=int, default=30)
    parser.add_argument("--board", default="8x8")
    parser.add_argument("--depth", type=int, default=2, help="search depth per move")
    parser.add_argument("--nodes", type=int, default=None, help="node budget instead of depth")
    parser.add_argument("--plies", type=int, default=4, help="random opening plies")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--c", type=float, default=0.25,
                        help="perturbation as a fraction of each weight (at least 2)")
    parser.add_argument("--a", type=float, default=0.6,
                        help="step: fraction of the perturbation per unit of score difference")
    args = parser.parse_args()
    width, height = map(int, args.board.lower().split("x"))
    limits = f"nodes={args.nodes}" if args.nodes else f"depth={args.depth}"
    base = level_info(MAX_LEVEL).weights
    names = [n.strip() for n in args.params.split(",") if n.strip()]
    theta = {name: float(getattr(base, name)) for name in names}
    rng = random.Random(args.seed)
    begin = time.perf_counter()
    for it in range(1, args.iterations + 1):
        # Decreasing gains, as SPSA wants (gamma = 0.101, alpha = 0.602).
        ck = args.c / it ** 0.101
        ak = args.a / it ** 0.602
        signs = {name: rng.choice((-1, 1)) for name in names}
        steps = {name: max(2.0, abs(theta[name]) * ck) for name in names}
        plus = {n: theta[n] + signs[n] * steps[n] for n in names}
        minus = {n: theta[n] - signs[n] * steps[n] for n in names}
        start = opening(width, height, args.plies, random.Random(rng.getrandbits(32)))
        seed = rng.getrandbits(32)
        a, b = spec(limits, plus), spec(limits, minus)
        diff = (play_game(a, b, start, seed).white_score
                + (1.0 - play_game(b, a, start, seed).white_score) - 1.0)
        for name in names:
            theta[name] += ak * diff * signs[name] * steps[name]
            theta[name] = max(0.0, theta[name])
        shown = " ".join(f"{n}={theta[n]:.1f}" for n in names)
        print(f"iter {it:3d} diff {diff:+.1f} ({time.perf_counter() - begin:.0f} s): {shown}",
              flush=True)
    final = dataclasses.replace(base, **{n: round(v) for n, v in theta.items()})
    changed = {n: getattr(final, n) for n in names if getattr(final, n) != getattr(base, n)}
    print("start:", {n: getattr(base, n) for n in names})
    print("tuned:", changed or "no change")
    print("spec:", spec(limits, {n: float(getattr(final, n)) for n in names}).text)


if __name__ == "__main__":
    main()
