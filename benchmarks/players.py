"""Shared by match.py and tune.py: player specs, one game (played by the game runner,
core/games/runner.py), and score statistics (core/match/stats.py).

A player spec is ``random``, ``greedy``, or comma-separated engine settings:
``level=8,movetime=100`` (also ``depth=``, ``nodes=`` and any evaluation weight by name,
e.g. ``level=8,depth=3,hang_other=40``; the hexagon's weights with ``hex_`` before
their name, e.g. ``hex_front1=40``).
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import threading
import time
from dataclasses import dataclass
from typing import NamedTuple

from epaminondas_gui.core.ai import MAX_LEVEL, Limits, search
from epaminondas_gui.core.ai.baselines import greedy_move, random_move
from epaminondas_gui.core.ai.evaluate import EvalWeights
from epaminondas_gui.core.ai.evaluate_hex import DEFAULT_HEX_WEIGHTS, HexWeights
from epaminondas_gui.core.ai.levels import level_info
from epaminondas_gui.core.ai.search import SOFT_TIME_FRACTION
from epaminondas_gui.core.ai.types import SearchRequest
from epaminondas_gui.core.engine.player import EnginePlayer
from epaminondas_gui.core.games.players import ThreadPlayer, Turn
from epaminondas_gui.core.games.runner import Adjudication, GameRunner
from epaminondas_gui.core.games.tree import GameTree
from epaminondas_gui.core.match.match import MAX_PLIES, random_opening
from epaminondas_gui.core.match.stats import elo, summary, wilson_interval
from epaminondas_gui.core.rules.position import DEFAULT_RULES, Color, Move, Position, Rules

DEFAULT_LIMITS = Limits(movetime_ms=100)
WEIGHT_NAMES = {f.name for f in dataclasses.fields(EvalWeights)}
HEX_WEIGHT_NAMES = {f.name for f in dataclasses.fields(HexWeights)}


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
    hex_weights: tuple[tuple[str, int], ...] = ()
    """The hexagon's evaluation weights that differ from its defaults."""

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
        hex_weights: list[tuple[str, int]] = []
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
            elif name.startswith("hex_") and name[4:] in HEX_WEIGHT_NAMES:
                hex_weights.append((name[4:], int(value)))
            elif name in WEIGHT_NAMES:
                weights.append((name, int(value)))
            else:
                raise ValueError(f"unknown player setting {name!r} in {text!r}")
        if movetime is None and depth is None and nodes is None:
            movetime = 100
        return cls("engine", level, Limits(movetime_ms=movetime, depth=depth, nodes=nodes),
                   tuple(weights), text, soft, threads, tuple(hex_weights))

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
                      hex_weights=dataclasses.replace(DEFAULT_HEX_WEIGHTS,
                                                      **dict(self.hex_weights)),
                      soft_fraction=soft).best_move

    def eval_weights(self) -> EvalWeights | None:
        if not self.weights:
            return None
        return dataclasses.replace(level_info(self.level).weights, **dict(self.weights))


def opening(width: int, height: int, plies: int, rng: random.Random,
            rules: Rules = DEFAULT_RULES) -> Position:
    """The start position after ``plies`` random moves (re-drawn if the game ends); on
    the variant's own board when it is not played on a rectangle (the hexagon)."""
    start = Position.start(width, height)
    if rules.board_error(start.geometry) is not None:
        start = Position.variant_start(rules.variant)
    return random_opening(start, plies, rng, rules)


class GameResult(NamedTuple):
    white_score: float
    """1, 0.5 or 0."""
    plies: int
    """Moves played from the start position given."""
    white_seconds: float
    """White's thinking time over the game."""
    black_seconds: float


class SpecPlayer(ThreadPlayer):
    """A player spec searching in this process, as a game runner player (the settings
    the engine protocol does not carry: evaluation weights, the soft time fraction;
    and the baselines)."""

    def __init__(self, spec: PlayerSpec, rng: random.Random, game_seed: int | None) -> None:
        super().__init__(spec.text or spec.kind)
        self.spec = spec
        self.rng = rng
        self.game_seed = game_seed
        self.seconds = 0.0

    def think(self, turn: Turn, stop: threading.Event) -> Move | None:
        begin = time.perf_counter()
        history = [p.key for p in SearchRequest(turn.start, turn.moves).positions[:-1]]
        try:
            return self.spec.choose(turn.position, history, self.rng, turn.rules,
                                    self.game_seed)
        finally:
            self.seconds += time.perf_counter() - begin


def runner_player(spec: PlayerSpec, rng: random.Random, game_seed: int | None,
                  engine_process: bool = False) -> ThreadPlayer:
    """The game runner's player for ``spec``: with ``engine_process``, an engine spec the
    engine protocol can carry plays through an engine process, as in the window."""
    if (engine_process and spec.kind == "engine" and not spec.weights
            and not spec.hex_weights and spec.soft_percent is None):
        return EnginePlayer(name=spec.text, level=spec.level, limits=spec.limits,
                            seed=game_seed, threads=spec.threads)
    return SpecPlayer(spec, rng, game_seed)


def thinking_seconds(player: ThreadPlayer) -> float:
    if isinstance(player, EnginePlayer):
        return sum(result.time_ms for result in player.results) / 1000
    return player.seconds if isinstance(player, SpecPlayer) else 0.0


def play_game(white: PlayerSpec, black: PlayerSpec, start: Position, seed: int,
              rules: Rules = DEFAULT_RULES, engine_process: bool = False) -> GameResult:
    """Play one game with the game runner: the rules end it (in Heximinondas: a blocked
    side's piece count, the repetition that loses for its maker); else a draw claimed at
    threefold repetition, or adjudicated after 400 plies."""
    rng = random.Random(seed)
    game_seeds = (rng.getrandbits(32), rng.getrandbits(32))
    players = [runner_player(spec, rng, game_seed, engine_process)
               for spec, game_seed in zip((white, black), game_seeds, strict=True)]
    tree = GameTree.new(start, rules)
    try:
        end = GameRunner(tree, *players, adjudication=Adjudication(True, MAX_PLIES)).run()
    finally:
        for player in players:
            player.close()
    if end.failure is not None:
        raise RuntimeError(end.failure)
    outcome = end.outcome
    assert outcome is not None
    score = 0.5 if outcome.winner is None else 1.0 if outcome.winner is Color.WHITE else 0.0
    return GameResult(score, len(tree.moves()), thinking_seconds(players[0]),
                      thinking_seconds(players[1]))


def positive_ms(text: str) -> int:
    """An argparse type for a time in milliseconds: a whole number above zero."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number of ms: {text!r}") from None
    if value <= 0:
        raise argparse.ArgumentTypeError(f"must be positive, got {value}")
    return value


__all__ = ["MAX_PLIES", "GameResult", "PlayerSpec", "SpecPlayer", "elo", "opening", "play_game",
           "positive_ms", "runner_player", "summary", "wilson_interval"]
