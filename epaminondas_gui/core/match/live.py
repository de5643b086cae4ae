"""A match that can be watched and stopped: the window's Engine match dialog plays it.

The games are those of :func:`~.match.schedule`, played on worker threads (as many as the
concurrency), each by a :class:`~..games.runner.GameRunner` driven step by step so that a
stop ends it within :data:`STEP_S`. Everything that happens is reported to ``report`` as
a :class:`MatchEvent`, from the worker threads: the caller passes it on to its own thread
(the window: a queued signal). Events carry immutable positions and, once a game has
ended, its tree, which no thread changes any more. No Qt.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from ..games.record import Node
from ..games.runner import GameEnd, GameRunner
from ..rules.position import Move, Position, Rules
from .entrants import Entrant
from .match import (
    GameJob,
    MatchSettings,
    Played,
    RecordWriter,
    Standings,
    game_setup,
    game_timeout_s,
    schedule,
)

#: The longest a game's worker waits before it looks at the stop flag again.
STEP_S = 0.05
STOPPED = "the match was stopped"


@dataclass(frozen=True, slots=True)
class GameStarted:
    number: int
    white: int
    black: int
    """Indices into the entrants."""
    start: Position
    rules: Rules


@dataclass(frozen=True, slots=True)
class MovePlayed:
    number: int
    ply: int
    """The move's ply in the game (1 for the first)."""
    move: Move
    before: Position
    after: Position


@dataclass(frozen=True, slots=True)
class GameFinished:
    game: Played
    standings: Standings
    """The standings after this game (a copy of the match's own)."""
    path: Path | None = None
    """Where its record was saved (None: not saved)."""
    save_error: str | None = None


@dataclass(frozen=True, slots=True)
class MatchEnded:
    stopped: bool
    """Ended by :meth:`LiveMatch.stop` before every game was played."""
    error: str | None = None
    """What ended it otherwise (a bug, or a record that cannot be written at all)."""


MatchEvent = GameStarted | MovePlayed | GameFinished | MatchEnded


class LiveMatch:
    """Plays ``entrants`` under ``settings``; saves each game into ``records`` (a
    folder, or one file) when given."""

    def __init__(self, entrants: Sequence[Entrant], settings: MatchSettings,
                 report: Callable[[MatchEvent], None], records: Path | None = None) -> None:
        if len(entrants) < 2:
            raise ValueError("a match needs two entrants or more")
        self.entrants = tuple(entrants)
        self.settings = settings
        self.report = report
        self.standings = Standings([e.name for e in entrants])
        self._writer = RecordWriter(records) if records is not None else None
        self._pending: Iterator[GameJob] = schedule(len(entrants), settings)
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._threads: list[threading.Thread] = []
        self._left = 0
        self._error: str | None = None

    @property
    def total_games(self) -> int:
        count = len(self.entrants)
        return self.settings.games * count * (count - 1) // 2

    def start(self) -> None:
        workers = max(1, self.settings.concurrency)
        self._left = workers
        for index in range(workers):
            thread = threading.Thread(target=self._work, name=f"match game {index + 1}",
                                      daemon=True)
            self._threads.append(thread)
            thread.start()

    def stop(self) -> None:
        """End the games now (their players are closed) and begin no more; returns at
        once: :meth:`join` waits."""
        self._stop.set()

    @property
    def stopping(self) -> bool:
        return self._stop.is_set()

    def join(self, timeout_s: float) -> bool:
        """Wait up to ``timeout_s`` in all for the workers; whether they have all ended."""
        deadline = time.monotonic() + timeout_s
        for thread in self._threads:
            thread.join(max(0.0, deadline - time.monotonic()))
        return not any(thread.is_alive() for thread in self._threads)

    # -- the workers ----------------------------------------------------------------------

    def _next_job(self) -> GameJob | None:
        with self._lock:
            if self._stop.is_set():
                return None
            return next(self._pending, None)

    def _work(self) -> None:
        try:
            while (job := self._next_job()) is not None:
                game = self._play(job)
                if game.end.failure == STOPPED:
                    break
                self._finished(game)
        except Exception as exc:  # said to the player, not lost in a thread
            self._error = f"{type(exc).__name__}: {exc}"
            self._stop.set()  # the other games end too
        finally:
            with self._lock:
                self._left -= 1
                last = self._left == 0
            if last:
                self.report(MatchEnded(self._stop.is_set(), self._error))

    def _play(self, job: GameJob) -> Played:
        tree, players = game_setup(job, self.entrants, self.settings)
        woken = threading.Event()

        def moved(node: Node) -> None:
            if node.move is not None and node.parent is not None:
                self.report(MovePlayed(job.number, len(tree.path(node)) - 1, node.move,
                                       node.parent.position, node.position))

        runner = GameRunner(tree, *players, adjudication=self.settings.adjudication,
                            on_move=moved, wakeup=woken.set)
        self.report(GameStarted(job.number, job.white, job.black, job.start,
                                self.settings.rules))
        timeout_s = game_timeout_s(self.settings)
        deadline = time.monotonic() + timeout_s
        try:
            runner.start()
            while runner.poll():
                if self._stop.is_set():
                    runner.abort(STOPPED)
                    break
                if time.monotonic() >= deadline:
                    runner.abort(f"the game took longer than {timeout_s:g} s")
                    break
                wait = STEP_S
                flag = runner.time_to_flag_ms()
                if flag is not None:
                    wait = min(wait, flag / 1000 + 0.001)
                woken.wait(wait)
                woken.clear()
        finally:
            for player in players:
                player.close()
        end = runner.ended if runner.ended is not None else GameEnd(None, STOPPED)
        return Played(job, end, tree, self.entrants[job.white].name,
                      self.entrants[job.black].name, players)

    def _finished(self, game: Played) -> None:
        path: Path | None = None
        error: str | None = None
        with self._lock:
            self.standings.add(game)
            standings = _copy(self.standings)
            if self._writer is not None:
                try:
                    path = self._writer.add(game)
                except OSError as exc:
                    error = str(exc)
        self.report(GameFinished(game, standings, path, error))


def _copy(standings: Standings) -> Standings:
    return Standings(list(standings.names),
                     {key: list(value) for key, value in standings.scores.items()},
                     {key: list(value) for key, value in standings.pairs.items()},
                     list(standings.failures))
