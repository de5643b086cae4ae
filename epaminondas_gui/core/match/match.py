"""A match: every pair of entrants plays its games from the same openings, each opening
twice with the colours swapped, several games at once; each game is one game runner
(core/games/runner.py) between two players, adjudicated by the one end rule, and the
standings follow every game (cutechess-cli's round robin).
"""

from __future__ import annotations

import itertools
import random
import re
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

from ..ai.types import Limits
from ..games.clock import NO_TIME_CONTROL, TimeControl
from ..games.outcome import Outcome
from ..games.players import ThreadPlayer
from ..games.record import GameRecord, RecordError
from ..games.record_text import read_record, write_record
from ..games.runner import Adjudication, GameEnd, GameRunner
from ..games.storage import atomic_write_text
from ..games.tree import GameTree
from ..rules.ending import verdict
from ..rules.movegen import legal_moves
from ..rules.position import DEFAULT_RULES, Color, Position, Rules
from .entrants import Entrant
from .stats import Sprt, Tally, Verdict

#: A game is adjudicated a draw after this many plies (the benchmarks' limit).
MAX_PLIES = 400
#: How long one game may take beyond what its clock or move times allow.
GAME_SLACK_S = 120.0
EVENT = "epaminondas-match"
DEFAULT_LIMITS = Limits(movetime_ms=1000)
#: A match's players claim a draw at threefold repetition, and long games are drawn.
MATCH_ADJUDICATION = Adjudication(repetition_draw=True, max_plies=MAX_PLIES)


@dataclass(frozen=True)
class MatchSettings:
    games: int = 2
    """Games each pair of entrants plays."""
    time_control: TimeControl = NO_TIME_CONTROL
    limits: Limits = DEFAULT_LIMITS
    """Each move's limits when there is no clock (and an entrant has none of its own)."""
    rules: Rules = DEFAULT_RULES
    board: Position | None = None
    """The start that random openings begin from (None: the variant's)."""
    plies: int = 4
    """Random opening plies (when ``openings`` is empty)."""
    openings: tuple[Position, ...] = ()
    """Opening positions, used in turn (from a file)."""
    seed: int = 1
    concurrency: int = 1
    adjudication: Adjudication = MATCH_ADJUDICATION
    sprt: Sprt | None = None
    """Two entrants: begin no more games once the test is decided (for the first)."""
    retries: int = 0
    """Times a game whose player failed is played again from its start (a process
    killed from outside); after the last, the failure loses the game."""


@dataclass(frozen=True)
class GameJob:
    """One game of the schedule: its number (1, 2, ...), who plays which colour (indices
    into the entrants), the opening and the seed of the players' choices."""

    number: int
    white: int
    black: int
    start: Position
    seed: int


@dataclass
class Played:
    """A finished game."""

    job: GameJob
    end: GameEnd
    tree: GameTree
    white_name: str
    black_name: str
    players: tuple[ThreadPlayer, ThreadPlayer]
    """The game's players, closed (what they counted stays: an engine's results)."""
    retried: tuple[str, ...] = ()
    """The failures of the attempts played again."""

    @property
    def white_score(self) -> float | None:
        """1, 0.5 or 0; None for a game aborted without a result."""
        outcome = self.end.outcome
        if outcome is None:
            return None
        return 0.5 if outcome.winner is None else 1.0 if outcome.winner is Color.WHITE else 0.0


def random_opening(start: Position, plies: int, rng: random.Random, rules: Rules) -> Position:
    """``start`` after ``plies`` random moves (drawn again if the game ends there)."""
    while True:
        pos = start
        for _ in range(plies):
            moves = legal_moves(pos, rules)
            if not moves:
                break
            pos = pos.play(rng.choice(moves))
        if verdict(pos, rules) is None:
            return pos


def schedule(count: int, settings: MatchSettings) -> Iterator[GameJob]:
    """The match's games in order: each pair of the ``count`` entrants, each opening
    twice (the first entrant of the pair White first); the same openings for the same
    seed whoever plays them."""
    rng = random.Random(settings.seed)
    start = settings.board or Position.variant_start(settings.rules.variant)
    pairs = list(itertools.combinations(range(count), 2))
    number = 0
    for pair_game in range(0, settings.games, 2):
        index = pair_game // 2
        # The players' seed goes with the opening: both colours of it play alike.
        seed = settings.seed * 1000 + index
        if settings.openings:
            opening = settings.openings[index % len(settings.openings)]
        else:
            opening = random_opening(start, settings.plies, rng, settings.rules)
        for first, second in pairs:
            for white, black in ((first, second), (second, first))[:settings.games - pair_game]:
                number += 1
                yield GameJob(number, white, black, opening, seed)


def play_game(job: GameJob, entrants: Sequence[Entrant], settings: MatchSettings) -> Played:
    """Play one game to its end (blocking); a player that fails loses it (after
    ``settings.retries`` attempts from the start)."""
    retried: list[str] = []
    while True:
        game = _attempt(job, entrants, settings)
        if game.end.failure is None or len(retried) >= settings.retries:
            game.retried = tuple(retried)
            return game
        retried.append(game.end.failure)


def _attempt(job: GameJob, entrants: Sequence[Entrant], settings: MatchSettings) -> Played:
    tree, players = game_setup(job, entrants, settings)
    try:
        end = GameRunner(tree, *players, adjudication=settings.adjudication).run(
            game_timeout_s(settings))
    finally:
        for player in players:
            player.close()
    return Played(job, end, tree, entrants[job.white].name, entrants[job.black].name, players)


def game_setup(job: GameJob, entrants: Sequence[Entrant], settings: MatchSettings
               ) -> tuple[GameTree, tuple[ThreadPlayer, ThreadPlayer]]:
    """A game's tree, tagged, and its two new players (which the caller closes)."""
    white, black = entrants[job.white], entrants[job.black]
    rng = random.Random(job.seed)
    players = (white.player(settings.limits, rng.getrandbits(32)),
               black.player(settings.limits, rng.getrandbits(32)))
    tree = GameTree.new(job.start, settings.rules)
    for name, value in (("Event", EVENT), ("Date", date.today().strftime("%Y.%m.%d")),
                        ("Round", str(job.number)),
                        ("White", white.name), ("Black", black.name)):
        tree.set_tag(name, value)
    tree.set_players(white.spec, black.spec)
    tree.set_time_control(settings.time_control)
    return tree, players


def game_timeout_s(settings: MatchSettings) -> float:
    plies = settings.adjudication.max_plies or MAX_PLIES
    control = settings.time_control
    if control.enabled:
        sides = [control.side(c) for c in Color]
        per_side = max(s.time_ms + plies * s.increment_ms for s in sides) / 1000
        return 2 * per_side + GAME_SLACK_S
    movetime = (settings.limits.movetime_ms or 1000) / 1000
    return plies * movetime * 1.5 + GAME_SLACK_S


@dataclass
class Standings:
    """What the match has given so far: each entrant's results, and each pair's."""

    names: list[str]
    scores: dict[int, list[float]] = field(default_factory=dict)
    """Each entrant's scores, in the order its games ended."""
    pairs: dict[tuple[int, int], list[float]] = field(default_factory=dict)
    """(i, j), i < j: entrant i's scores against entrant j."""
    failures: list[str] = field(default_factory=list)

    def add(self, game: Played) -> None:
        score = game.white_score
        if game.end.failure is not None:
            self.failures.append(f"game {game.job.number}: {game.end.failure}")
        if score is None:
            return
        white, black = game.job.white, game.job.black
        self.scores.setdefault(white, []).append(score)
        self.scores.setdefault(black, []).append(1 - score)
        first, second = min(white, black), max(white, black)
        self.pairs.setdefault((first, second), []).append(score if white == first
                                                          else 1 - score)

    def tally(self, index: int) -> Tally:
        return Tally.of(self.scores.get(index, []))

    @property
    def games(self) -> int:
        return sum(len(s) for s in self.pairs.values())


def run_match(entrants: Sequence[Entrant], settings: MatchSettings,
              on_game: Callable[[Played, Standings], None] | None = None) -> Standings:
    """Play the match; ``on_game`` hears each game as it ends, in order of ending."""
    standings = Standings([e.name for e in entrants])
    pending = schedule(len(entrants), settings)
    decided = False
    workers = max(1, settings.concurrency)
    with ThreadPoolExecutor(max_workers=workers, thread_name_prefix="game") as pool:
        running: set[Future[Played]] = set()
        while True:
            while not decided and len(running) < workers:
                job = next(pending, None)
                if job is None:
                    break
                running.add(pool.submit(play_game, job, entrants, settings))
            if not running:
                break
            done, running = wait(running, return_when=FIRST_COMPLETED)
            for future in sorted(done, key=lambda f: f.result().job.number):
                game = future.result()
                standings.add(game)
                if on_game is not None:
                    on_game(game, standings)
            test = settings.sprt
            scores = standings.pairs.get((0, 1), [])
            if (test is not None and len(scores) % 2 == 0
                    and test.verdict(scores) is not Verdict.CONTINUE):
                decided = True
    return standings


# -- records -------------------------------------------------------------------------------


def record_file_name(game: Played) -> str:
    """``007-level 3-vs-level 5.epam``, safe on every file system."""
    def clean(name: str) -> str:
        return re.sub(r"[^\w.+-]+", "_", name).strip("_") or "player"

    return f"{game.job.number:03d}-{clean(game.white_name)}-vs-{clean(game.black_name)}.epam"


class RecordWriter:
    """Writes each game as it ends: a file of its own in a folder, or all of them one
    after another in one file (rewritten whole, atomically, after each game)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.folder = path.is_dir() or path.suffix == ""
        self._texts: list[str] = []
        if self.folder:
            path.mkdir(parents=True, exist_ok=True)

    def add(self, game: Played) -> Path:
        text = write_record(game.tree.record())
        if self.folder:
            target = self.path / record_file_name(game)
            atomic_write_text(target, text)
            return target
        self._texts.append(text)
        atomic_write_text(self.path, "\n".join(self._texts))
        return self.path


_TAG_LINE = re.compile(r'\[\w+\s+"')


def read_records(text: str) -> list[GameRecord]:
    """Every record of a file written by :class:`RecordWriter` (records one after
    another: each begins at a tag line after a line that is not one); RecordError for
    one that cannot be read."""
    chunks: list[list[str]] = []
    in_tags = False
    for line in text.splitlines(keepends=True):
        is_tag = _TAG_LINE.match(line.strip()) is not None
        if (is_tag and not in_tags) or not chunks:
            chunks.append([])
        chunks[-1].append(line)
        if line.strip():
            in_tags = is_tag
    records = ["".join(chunk) for chunk in chunks if "".join(chunk).strip()]
    if not records:
        raise RecordError(1, 1, "the file holds no game record")
    return [read_record(chunk) for chunk in records]


def outcome_text(outcome: Outcome | None) -> str:
    return "*" if outcome is None else outcome.result_text
