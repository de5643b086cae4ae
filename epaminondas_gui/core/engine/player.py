"""A program as a player of the game runner (core/games/runner.py): each turn is one
search of an engine process through the engine client, on the player's own thread."""

from __future__ import annotations

from collections.abc import Callable

from ..ai.levels import MAX_LEVEL
from ..ai.types import Limits, SearchInfo, SearchRequest, SearchResult
from ..games.players import ThreadPlayer, Turn
from ..rules.position import Move
from ..stop_flag import StopFlag
from .client import STOP_TIMEOUT_S, EngineClient, EngineSpec, builtin_engine

#: A player's own limits when none are given.
DEFAULT_LIMITS = Limits(movetime_ms=1000)
#: How long closing a player waits for its search to return before ending the engine.
CLOSE_WAIT_S = STOP_TIMEOUT_S + 1.0


class EnginePlayer(ThreadPlayer):
    """An engine program at a level: ``limits`` are its own (a move time, a depth);
    the game's clock, when it has one, is added to them at each turn. ``seed``: the
    engine's seed for the whole game (the gentle levels keep one plan), None for a fresh
    one a search. ``background``: the engine runs below the caller's priority (a match
    in the window; see process.py)."""

    def __init__(self, spec: EngineSpec | None = None, *, name: str | None = None,
                 level: int = MAX_LEVEL, limits: Limits = DEFAULT_LIMITS,
                 seed: int | None = None, threads: int = 1, hash_mb: int = 64,
                 on_info: Callable[[SearchInfo], None] | None = None,
                 background: bool = False) -> None:
        spec = spec if spec is not None else builtin_engine()
        super().__init__(name if name is not None else spec.name)
        self.client = EngineClient(spec, background=background)
        self.level = level
        self.limits = limits
        self.seed = seed
        self.threads = threads
        self.hash_mb = hash_mb
        self.on_info = on_info
        """Called on the player's thread with each progress report."""
        self.results: list[SearchResult] = []
        """Every search's result, in order (depths and nodes for a match's statistics)."""

    def request(self, turn: Turn) -> SearchRequest:
        return SearchRequest(turn.start, turn.moves, turn.limits(self.limits), turn.rules,
                             level=self.level, hash_mb=self.hash_mb, seed=self.seed,
                             threads=self.threads)

    def think(self, turn: Turn, stop: StopFlag) -> Move | None:
        result = self.client.search(self.request(turn), stop=stop, on_info=self.on_info)
        self.results.append(result)
        return result.best_move

    def close(self) -> None:
        self.finish(CLOSE_WAIT_S)
        self.client.close()
