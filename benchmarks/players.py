"""Shared by match.py and tune.py: player specs, one game, and score statistics.

A player spec is ``random``, ``greedy``, or comma-separated engine settings:
``level=8,movetime=100`` (also ``depth=``, ``nodes=`` and any evaluation weight by name,
e.g. ``level=8,depth=3,hang_other=40``).
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import random
import time
from collections import Counter
from dataclasses import dataclass
from typing import NamedTuple

from epaminondas_gui.core.ai import MAX_LEVEL, Limits, search
from epaminondas_gui.core.ai.baselines import greedy_move, random_move
from epaminondas_gui.core.ai.evaluate import EvalWeights
from epaminondas_gui.core.ai.levels import level_info
from epaminondas_gui.core.ai.search import SOFT_TIME_FRACTION
from epaminondas_gui.core.rules.ending import verdict
from epaminondas_gui.core.rules.movegen import legal_moves, winner
from epaminondas_gui.core.rules.position import DEFAULT_RULES, Color, Move, Position, Rules

MAX_PLIES = 400
DEFAULT_LIMITS = Limits(movetime_ms=100)
WEIGHT_NAMES = {f.name for f in dataclasses.fields(EvalWeights)}


@dataclass(frozen=True)
class PlayerSpec:
    kind: str
    """``random``, ``greedy`` or ``engine``."""
    level: int = MAX_LEVEL
    limits: Limits = DEFAULT_LIMITS
    weights: tuple[tuple[str, int], ...] = ()
    """Evaluation weights that differ from the level's."""
    text: str = ""
    soft_percent: int | None = None
    """No new depth after this part of the move time (search's soft_fraction), if set."""
    threads: int = 1
    """Search processes (through the engine command only: ``threads=2``)."""

    @classmethod
    def parse(cls, text: str) -> PlayerSpec:
        text = text.strip()
        if text in ("random", "greedy"):
            return cls(text, text=text)
        level = MAX_LEVEL
        movetime: int | None = None
        depth: int | None = None
        nodes: int | None = None
        weights: list[tuple[str, int]] = []
        soft: int | None = None
        threads = 1
        for item in text.split(","):
            name, _, value = item.partition("=")
            name = name.strip()
            if name == "level":
                level = int(value)
            elif name == "movetime":
                movetime = int(value)
            elif name == "depth":
                depth = int(value)
            elif name == "nodes":
                nodes = int(value)
            elif name == "soft":
                soft = int(value)
            elif name == "threads":
                threads = int(value)
            elif name in WEIGHT_NAMES:
                weights.append((name, int(value)))
            else:
                raise ValueError(f"unknown player setting {name!r} in {text!r}")
        if movetime is None and depth is None and nodes is None:
            movetime = 100
        return cls("engine", level, Limits(movetime_ms=movetime, depth=depth, nodes=nodes),
                   tuple(weights), text, soft, threads)

    def choose(self, pos: Position, history: list[tuple[int, int, int]],
               rng: random.Random, rules: Rules = DEFAULT_RULES,
               game_seed: int | None = None) -> Move | None:
        """The player's move. ``game_seed``: the engine's seed for the whole game (as the
        window gives one), so the gentle levels keep one plan; else a fresh one a move."""
        if self.kind == "random":
            return random_move(pos, rng, rules)
        if self.kind == "greedy":
            return greedy_move(pos, rng, rules)
        soft = SOFT_TIME_FRACTION if self.soft_percent is None else self.soft_percent / 100
        seed = game_seed if game_seed is not None else rng.getrandbits(32)
        return search(pos, self.limits, rules=rules, level=self.level, history=history,
                      seed=seed, weights=self.eval_weights(),
                      soft_fraction=soft).best_move

    def eval_weights(self) -> EvalWeights | None:
        if not self.weights:
            return None
        return dataclasses.replace(level_info(self.level).weights, **dict(self.weights))


def opening(width: int, height: int, plies: int, rng: random.Random,
            rules: Rules = DEFAULT_RULES) -> Position:
    """The start position after ``plies`` random moves (re-drawn if the game ends); on
    the variant's own board when it is not played on a rectangle (the hexagon)."""
    while True:
        pos = Position.start(width, height)
        if rules.board_error(pos.geometry) is not None:
            pos = Position.variant_start(rules.variant)
        for _ in range(plies):
            moves = legal_moves(pos, rules)
            if not moves:
                break
            pos = pos.play(rng.choice(moves))
        if winner(pos, rules) is None:
            return pos


class GameResult(NamedTuple):
    white_score: float
    """1, 0.5 or 0."""
    plies: int
    """Moves played from the start position given."""
    white_seconds: float
    """White's thinking time over the game."""
    black_seconds: float


def play_game(white: PlayerSpec, black: PlayerSpec, start: Position, seed: int,
              rules: Rules = DEFAULT_RULES) -> GameResult:
    """Play one game. The rules end it (in Heximinondas: a blocked side's piece count, the
    repetition that loses for its maker); else a draw at threefold repetition or after
    400 plies."""
    rng = random.Random(seed)
    game_seeds = (rng.getrandbits(32), rng.getrandbits(32))
    pos = start
    keys: list[tuple[int, int, int]] = []
    seen: Counter[tuple[int, int, int]] = Counter()
    seconds = [0.0, 0.0]
    for ply in range(MAX_PLIES):
        found = verdict(pos, rules, keys)
        if found is not None:
            won = found.winner
            score = 0.5 if won is None else 1.0 if won is Color.WHITE else 0.0
            return GameResult(score, ply, *seconds)
        seen[pos.key] += 1
        if seen[pos.key] >= 3:
            return GameResult(0.5, ply, *seconds)
        player = white if pos.turn is Color.WHITE else black
        begin = time.perf_counter()
        move = player.choose(pos, keys, rng, rules, game_seeds[pos.turn.index])
        seconds[pos.turn.index] += time.perf_counter() - begin
        assert move is not None
        keys.append(pos.key)
        pos = pos.play(move)
    return GameResult(0.5, MAX_PLIES, *seconds)


def positive_ms(text: str) -> int:
    """An argparse type for a time in milliseconds: a whole number above zero."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number of ms: {text!r}") from None
    if value <= 0:
        raise argparse.ArgumentTypeError(f"must be positive, got {value}")
    return value


def summary(scores: list[float]) -> str:
    """Score, W/D/L, a 95% confidence interval and the Elo gap."""
    n = len(scores)
    if n == 0:
        return "no games"
    wins = sum(1 for s in scores if s == 1.0)
    draws = sum(1 for s in scores if s == 0.5)
    losses = n - wins - draws
    mean = sum(scores) / n
    low, high = wilson_interval(mean, n)
    return (f"score {mean:.3f} ({wins}W {draws}D {losses}L of {n}), 95% CI "
            f"[{low:.3f}, {high:.3f}], Elo {elo(mean):+.0f} [{elo(low):+.0f}, {elo(high):+.0f}]")


def wilson_interval(score: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval of a mean score over ``n`` games.

    Unlike the normal approximation it does not collapse to a point at a perfect score
    (300 wins in 300 games: 0.987-1.000). Draws make it slightly conservative, since it
    assumes every game is a win or a loss.
    """
    z2 = z * z
    centre = (score + z2 / (2 * n)) / (1 + z2 / n)
    half = z / (1 + z2 / n) * math.sqrt(score * (1 - score) / n + z2 / (4 * n * n))
    return max(0.0, centre - half), min(1.0, centre + half)


def elo(score: float) -> float:
    score = min(max(score, 0.001), 0.999)
    return -400 * math.log10(1 / score - 1)
