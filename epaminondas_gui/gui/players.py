"""The window's computer player: an engine program behind the core's one
:class:`~..core.games.players.Player` interface, searching through the window's
:class:`~.engine_runner.EngineRunner` (a process off the GUI thread).

A person is the core's :class:`~..core.games.players.HumanPlayer`: the board's move is
handed to it (``enter``) as this player hands on its search's best move. An engine
player's program is looked up once, when the game starts, not for every move.
"""

from __future__ import annotations

from collections.abc import Callable

from ..core.ai.levels import MAX_LEVEL, level_info
from ..core.ai.types import Limits, SearchRequest, SearchResult
from ..core.engine.client import EngineSpec
from ..core.games.players import Computer, Human, HumanPlayer, Player, PlayerSpec, Turn
from ..core.rules.position import Color, Move
from .engine_runner import EngineRunner, Job, Purpose
from .settings import engine_spec


class EnginePlayer(Player):
    """An engine program at a level. Its turn becomes a search job of ``runner`` once
    ``may_search()`` allows (the game is not paused, no question is open, the runner is
    free: :meth:`wake` tries again); the best move goes to ``found(turn, move)``, which
    answers the turn (at once, or after the time a move is shown for)."""

    def __init__(self, spec: Computer, engine: EngineSpec, seed: int, *,
                 runner: EngineRunner, threads: Callable[[], int],
                 may_search: Callable[[], bool],
                 found: Callable[[Turn, Move], None]) -> None:
        self.spec = spec
        self.engine = engine
        """The program, resolved from Preferences → Engines when the game started."""
        self.seed = seed
        """The computer's seed for this game and side: its gentle levels keep one plan for
        the game and answer a position the same way after a take-back."""
        self.name = spec.engine or f"Computer level {spec.level}"
        self._runner = runner
        self._threads = threads
        self._may_search = may_search
        self._found = found
        self.turn: Turn | None = None
        """The turn asked and not yet answered."""
        self._job: Job | None = None

    @property
    def level(self) -> int:
        return self.spec.level

    @property
    def searching(self) -> bool:
        return self._job is not None

    def request(self, turn: Turn) -> SearchRequest:
        """The search for ``turn``, with the level's own time (its depth cap usually stops
        it sooner), or on the game's clock where it has one; the level sets the
        strength. The time sent is the time thought (``full_time``: no share for levels
        5-7), so the engine client takes a search as hung 1.5 times that later; an engine
        without the ``FullTime`` option is sent the same time, which is what a move time
        means to any other engine."""
        level = min(max(self.spec.level, 1), MAX_LEVEL)
        limits = (turn.limits(Limits()) if turn.timed
                  else Limits(movetime_ms=level_info(level).window_think_ms))
        return SearchRequest(turn.start, turn.moves, limits, turn.rules, level,
                             seed=self.seed, threads=self._threads(), full_time=True)

    # -- the runner's calls ------------------------------------------------------------

    def go(self, turn: Turn) -> None:
        self.turn = turn
        self._job = None
        self.wake()

    def stop(self) -> None:
        if self._job is not None and self._runner.current is self._job:
            self._runner.stop_now()

    def cancel(self) -> None:
        self.turn = None
        self.hold()

    # -- the session's calls -----------------------------------------------------------

    def wake(self) -> None:
        """Start the search of the turn asked, if none runs and it may now."""
        if self.turn is not None and self._job is None and self._may_search():
            self._job = self._runner.start(self.request(self.turn), purpose=Purpose.MOVE,
                                           engine=self.engine)

    def hold(self) -> None:
        """Stop the search (paused); :meth:`wake` makes it again."""
        job, self._job = self._job, None
        if job is not None and self._runner.current is job:
            self._runner.cancel()

    def take_result(self, job: Job, result: SearchResult) -> bool:
        """Whether ``job`` was this player's search; its best move answers the turn."""
        if job is not self._job:
            return False
        self._job = None
        turn = self.turn
        if turn is not None and result.best_move is not None:
            self.turn = None
            self._found(turn, result.best_move)
        return True

    def take_failure(self, job: Job) -> bool:
        """Whether ``job`` was this player's search: it failed, and the turn stays
        unanswered (the player chooses another engine or a person)."""
        if job is not self._job:
            return False
        self._job = None
        return True


def make_player(spec: PlayerSpec, color: Color, game_seed: int, *, runner: EngineRunner,
                threads: Callable[[], int], may_search: Callable[[], bool],
                found: Callable[[Turn, Move], None]) -> Player:
    """The player for ``spec`` on ``color``'s side of a game with ``game_seed``."""
    if isinstance(spec, Human):
        return HumanPlayer()
    # One seed per game and side: two computers get different plans.
    return EnginePlayer(spec, engine_spec(spec.engine), game_seed + color.index,
                        runner=runner, threads=threads, may_search=may_search, found=found)
