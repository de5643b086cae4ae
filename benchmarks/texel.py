"""Texel tuning: fit the evaluation's weights to the results of played games.

    .venv/bin/python -m benchmarks.gauntlet --opponents sparring --compiled-engine DIR \\
        --movetime 250 --games 400 --plies 6 --jobs 2 --save-games GAMES
    .venv/bin/python -m benchmarks.texel GAMES [--params advance,lone,...] [--prior 1]

Every position of the games' main lines after ``--skip`` plies gets the game's result
(White's view: 1, 1/2, 0) and its static evaluation split into terms: the evaluation is a
sum of weight times term (core/ai/evaluate.py), so each term is read once by evaluating
with that weight alone. The weights then move (Adam, full batch) to lower the mean squared
error between the result and sigmoid(K * eval / 100), with K first fitted to the current
weights and then held: the method Texel's author described for chess. Material stays at
100, the scale of everything else.

The games are split by game (every ``--holdout``-th game) into a fitting set and a held-out
set; a fit that only learns its own games shows as a held-out error that does not fall.
Positions of one game are strongly alike, so the games, not the positions, are the sample
size: with a few hundred games ``--prior`` holds the weights near where they were unless
the games say otherwise. ``--quiet`` keeps only positions where the mover has no capture
(in the others the capture terms stand in for what the search would find).
A fit is a proposal: only games against other engines show whether it plays better. The
result is printed as the fields of ``EvalWeights`` that moved and as a player spec for
``benchmarks.match``.

``--hexagon`` fits the hexagon's evaluation (core/ai/evaluate_hex.py, ``HexWeights``) to
Heximinondas games instead, each position with its record's win zone; the games come from
benchmarks/hex_games.py (level 8 against hexer), and the spec's weights get ``hex_``::

    .venv/bin/python -m benchmarks.hex_games HEXGAMES --games 4000 --zones corner,row
    .venv/bin/python -m benchmarks.texel HEXGAMES --hexagon --skip 0 [--quiet] [--prior 1]
"""

from __future__ import annotations

import argparse
import dataclasses
import math
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from epaminondas_gui.core.ai.evaluate import EvalWeights, eval_tables, evaluate
from epaminondas_gui.core.ai.evaluate_hex import (
    DEFAULT_HEX_WEIGHTS,
    HexWeights,
    evaluate_hex,
    hex_tables,
)
from epaminondas_gui.core.ai.levels import level_info
from epaminondas_gui.core.games.storage import load_record
from epaminondas_gui.core.rules.movegen import legal_moves, winner
from epaminondas_gui.core.rules.position import Color, Position, Variant, Zone

TERMS = tuple(f.name for f in dataclasses.fields(EvalWeights)
              if f.name not in ("guard_cap", "mobility"))
"""The weights that scale a term of their own (``guard_cap`` does not; ``mobility``'s term
is not part of :func:`evaluate`), material first."""
DEFAULT_PARAMS = "advance,front1,front2,front3,race,pair,lone,lone_far,hang_mover," \
                 "hang_other,guard"
HEX_TERMS = tuple(f.name for f in dataclasses.fields(HexWeights) if f.name != "guard_cap")
"""The hexagon's weights that scale a term of their own, material first."""
DEFAULT_HEX_PARAMS = "advance,front1,front2,front3,race,guard,pair,lone,hang_mover," \
                     "hang_other"
RESULTS = {"1-0": 1.0, "0-1": 0.0, "1/2-1/2": 0.5}


@dataclass(frozen=True)
class Sample:
    """One position: its terms from White's view (in :data:`TERMS` order), the result."""

    terms: tuple[int, ...]
    result: float
    game: int


def position_terms(pos: Position, cap: int) -> tuple[int, ...]:
    """The evaluation's terms of ``pos`` from White's view, each with weight 1 (the guard
    term with ``cap`` pieces at most)."""
    zero = EvalWeights(**{name: 0 for name in TERMS}, guard_cap=cap, mobility=0)
    tables = eval_tables(pos.geometry)
    side = pos.turn.index
    own = pos.pieces(pos.turn)
    enemy = pos.pieces(pos.turn.other)
    sign = 1 if pos.turn is Color.WHITE else -1
    return tuple(sign * evaluate(own, enemy, side, tables,
                                 dataclasses.replace(zero, **{name: 1}))
                 for name in TERMS)


def hex_position_terms(pos: Position, zone: Zone, cap: int) -> tuple[int, ...]:
    """The hexagon's evaluation terms of ``pos`` (win zones ``zone``) from White's view,
    each with weight 1 (in :data:`HEX_TERMS` order)."""
    zero = HexWeights(**{name: 0 for name in HEX_TERMS}, guard_cap=cap)
    tables = hex_tables(pos.geometry, zone)
    side = pos.turn.index
    own = pos.pieces(pos.turn)
    enemy = pos.pieces(pos.turn.other)
    sign = 1 if pos.turn is Color.WHITE else -1
    return tuple(sign * evaluate_hex(own, enemy, side, tables,
                                     dataclasses.replace(zero, **{name: 1}))
                 for name in HEX_TERMS)


def read_games(folders: Sequence[Path], skip: int, cap: int,
               quiet: bool = False, hexagon: bool = False) -> tuple[list[Sample], int]:
    """The samples of every record in ``folders`` (games without a decided or drawn
    result are left out) and the number of games read. ``quiet``: only positions where
    the side to move has no capture. ``hexagon``: the hexagon's terms, of Heximinondas
    games only (ValueError for another game)."""
    samples: list[Sample] = []
    games = 0
    for folder in folders:
        for path in sorted(folder.glob("*.epam")):
            record = load_record(path)
            result = RESULTS.get(record.tags.get("Result", "*"))
            if result is None:
                continue
            rules = record.rules
            if hexagon != (rules.variant is Variant.HEXIMINONDAS):
                raise ValueError(f"{path}: a {rules.variant.value} game, "
                                 f"{'' if hexagon else 'not '}asked for Heximinondas ones")
            for pos in record.mainline_positions()[skip:]:
                if winner(pos, rules) is not None:
                    break
                if quiet and any(move.is_capture for move in legal_moves(pos, rules)):
                    continue
                terms = (hex_position_terms(pos, rules.zone, cap) if hexagon
                         else position_terms(pos, cap))
                samples.append(Sample(terms, result, games))
            games += 1
    return samples, games


def sigmoid(x: float) -> float:
    if x < -40:
        return 0.0
    if x > 40:
        return 1.0
    return 1 / (1 + math.exp(-x))


def error(samples: Sequence[Sample], weights: Sequence[float], k: float) -> float:
    """Mean squared error between results and sigmoid(k * eval / 100)."""
    total = 0.0
    for s in samples:
        score = sum(w * t for w, t in zip(weights, s.terms, strict=True))
        total += (s.result - sigmoid(k * score / 100)) ** 2
    return total / max(1, len(samples))


def fit_k(samples: Sequence[Sample], weights: Sequence[float]) -> float:
    """The K of least error for ``weights`` (golden-section search on 0.01..4)."""
    lo, hi = 0.01, 4.0
    ratio = (math.sqrt(5) - 1) / 2
    for _ in range(40):
        a = hi - ratio * (hi - lo)
        b = lo + ratio * (hi - lo)
        if error(samples, weights, a) < error(samples, weights, b):
            hi = b
        else:
            lo = a
    return (lo + hi) / 2


def fit(samples: Sequence[Sample], start: Sequence[float], free: Sequence[int], k: float,
        steps: int, rate: float, prior: float) -> list[float]:
    """Weights of lower error, moving only the indices in ``free`` (Adam, full batch). A
    pull towards ``start`` (``prior`` millionths of error per cp squared of change) keeps
    terms the games say little about where they were."""
    weights = list(start)
    m = [0.0] * len(weights)
    v = [0.0] * len(weights)
    n = max(1, len(samples))
    for step in range(1, steps + 1):
        grad = [0.0] * len(weights)
        for s in samples:
            score = sum(w * t for w, t in zip(weights, s.terms, strict=True))
            p = sigmoid(k * score / 100)
            # d/dw (r - p)^2 = -2 (r - p) p (1 - p) k/100 * term
            g = -2 * (s.result - p) * p * (1 - p) * k / 100 / n
            for i in free:
                grad[i] += g * s.terms[i]
        for i in free:
            grad[i] += 2 * prior * (weights[i] - start[i]) * 1e-6
            m[i] = 0.9 * m[i] + 0.1 * grad[i]
            v[i] = 0.999 * v[i] + 0.001 * grad[i] ** 2
            m_hat = m[i] / (1 - 0.9 ** step)
            v_hat = v[i] / (1 - 0.999 ** step)
            weights[i] -= rate * m_hat / (math.sqrt(v_hat) + 1e-12)
    return weights


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folders", nargs="+", type=Path, help="folders of game records")
    parser.add_argument("--params", default=None,
                        help=f"comma-separated weights to fit, of: {', '.join(TERMS[1:])} "
                             f"(with --hexagon: {', '.join(HEX_TERMS[1:])})")
    parser.add_argument("--hexagon", action="store_true",
                        help="fit the hexagon's evaluation to Heximinondas games")
    parser.add_argument("--level", type=int, default=8, help="whose weights to start from")
    parser.add_argument("--skip", type=int, default=6, help="opening plies left out")
    parser.add_argument("--quiet", action="store_true",
                        help="only positions where the side to move has no capture")
    parser.add_argument("--holdout", type=int, default=5,
                        help="every N-th game is held out to check the fit")
    parser.add_argument("--steps", type=int, default=300)
    parser.add_argument("--rate", type=float, default=0.5, help="Adam's step, cp")
    parser.add_argument("--prior", type=float, default=0.0,
                        help="pull towards the starting weights: error added per cp squared of "
                             "change, in millionths")
    args = parser.parse_args(argv)
    terms = HEX_TERMS if args.hexagon else TERMS
    params = args.params or (DEFAULT_HEX_PARAMS if args.hexagon else DEFAULT_PARAMS)
    names = [n.strip() for n in params.split(",") if n.strip()]
    unknown = [n for n in names if n not in terms[1:]]
    if unknown:
        parser.error(f"unknown weight(s): {', '.join(unknown)}")
    if args.holdout < 2:
        parser.error("--holdout must be at least 2")
    base: EvalWeights | HexWeights = level_info(args.level).weights
    if args.hexagon:
        base = DEFAULT_HEX_WEIGHTS
    try:
        samples, games = read_games(args.folders, args.skip, base.guard_cap, args.quiet,
                                    args.hexagon)
    except (ValueError, OSError) as exc:
        parser.error(str(exc))
    if not samples:
        parser.error("no finished games found")
    train = [s for s in samples if s.game % args.holdout]
    held = [s for s in samples if not s.game % args.holdout]
    start = [float(getattr(base, name)) for name in terms]
    k = fit_k(train, start)
    print(f"{games} games, {len(train)} positions to fit, {len(held)} held out; K = {k:.3f}")
    print(f"error before: fit {error(train, start, k):.5f}, held out {error(held, start, k):.5f}")
    free = [terms.index(n) for n in names]
    weights = fit(train, start, free, k, args.steps, args.rate, args.prior)
    print(f"error after:  fit {error(train, weights, k):.5f}, "
          f"held out {error(held, weights, k):.5f}")
    changed = {terms[i]: round(weights[i]) for i in free}
    for name, value in changed.items():
        print(f"  {name}: {getattr(base, name)} -> {value}")
    prefix = "hex_" if args.hexagon else ""
    print("spec: " + ",".join([f"level={args.level}",
                               *(f"{prefix}{n}={v}" for n, v in changed.items())]))


if __name__ == "__main__":
    main()
