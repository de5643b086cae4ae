"""The players of the game in the window: a person at the board, or an engine.

Both stand behind one interface (:data:`Player`); the session runs the turn loop and asks
an :class:`EnginePlayer` for the search of its move. An engine player's program is looked
up once, when the game starts, not for every move.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.ai.levels import MAX_LEVEL, level_info
from ..core.ai.types import Limits, SearchRequest
from ..core.engine.client import EngineSpec
from ..core.games.line import Line
from ..core.games.players import Computer, Human, PlayerSpec
from ..core.rules.position import Color
from .settings import engine_spec


@dataclass(frozen=True, slots=True)
class HumanPlayer:
    """A person: moves come from the board."""

    spec: Human

    @property
    def is_human(self) -> bool:
        return True


@dataclass(frozen=True, slots=True)
class EnginePlayer:
    """An engine program at a level: moves come from its search."""

    spec: Computer
    engine: EngineSpec
    """The program, resolved from Preferences → Engines when the game started."""
    seed: int
    """The computer's seed for this game and side: its gentle levels keep one plan for
    the game and answer a position the same way after a take-back."""

    @property
    def is_human(self) -> bool:
        return False

    @property
    def level(self) -> int:
        return self.spec.level

    def request(self, line: Line, threads: int, clock: Limits | None = None) -> SearchRequest:
        """The search for the move at the end of ``line``, with the level's own time (its
        depth cap usually stops it sooner), or on the game's ``clock`` (the limits the
        clock gives the side to move) where it has one; the level sets the strength."""
        level = min(max(self.spec.level, 1), MAX_LEVEL)
        limits = clock if clock is not None else Limits(movetime_ms=level_info(level).movetime_ms)
        return SearchRequest(line.start, line.moves, limits, line.rules, level,
                             seed=self.seed, threads=threads)


Player = HumanPlayer | EnginePlayer


def make_player(spec: PlayerSpec, color: Color, game_seed: int) -> Player:
    """The player for ``spec`` on ``color``'s side of a game with ``game_seed``."""
    if isinstance(spec, Human):
        return HumanPlayer(spec)
    # One seed per game and side: two computers get different plans.
    return EnginePlayer(spec, engine_spec(spec.engine), game_seed + color.index)
