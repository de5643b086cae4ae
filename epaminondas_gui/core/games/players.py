"""Who plays a side: a person, or a computer program at a level.

These are the plain facts a game setup and a game record hold; the window turns a
:class:`Computer` into a player that asks its engine for moves. A record says who played
with tags of its own (``WhiteType`` as in PGN, ``WhiteLevel``, ``WhiteEngine``), so a
saved game comes back with the same players, whatever the names in ``White``/``Black``
say.
"""

from __future__ import annotations

from collections.abc import Mapping, MutableMapping
from dataclasses import dataclass

from ..ai.levels import MAX_LEVEL

#: The level of a computer player when none is given.
DEFAULT_LEVEL = 4
#: Names written into a record's White/Black tags where the game has none. Fixed
#: English: a record is data, and who played is in the player tags, not in these names.
HUMAN_NAME = "Human"
COMPUTER_NAME = "Computer level {level}"


@dataclass(frozen=True, slots=True)
class Human:
    """A person at this screen."""

    @property
    def is_human(self) -> bool:
        return True


@dataclass(frozen=True, slots=True)
class Computer:
    """A computer program at a playing level."""

    level: int = DEFAULT_LEVEL
    """1 (beginner) to :data:`~..ai.levels.MAX_LEVEL` (full strength)."""
    engine: str = ""
    """The program: a name from Preferences → Engines, "" for the built-in engine."""

    def __post_init__(self) -> None:
        if not 1 <= self.level <= MAX_LEVEL:
            raise ValueError(f"level {self.level} is outside 1..{MAX_LEVEL}")

    @property
    def is_human(self) -> bool:
        return False


PlayerSpec = Human | Computer


def default_name(player: PlayerSpec) -> str:
    """The name a record gives ``player`` when the game has none for that side."""
    if isinstance(player, Human):
        return HUMAN_NAME
    return player.engine or COMPUTER_NAME.format(level=player.level)


def _side_tags(side: str) -> tuple[str, str, str]:
    return f"{side}Type", f"{side}Level", f"{side}Engine"


def player_to_tags(tags: MutableMapping[str, str], side: str, player: PlayerSpec) -> None:
    """Write ``player`` as ``side``'s (``White`` or ``Black``) player tags."""
    kind, level, engine = _side_tags(side)
    if isinstance(player, Human):
        tags[kind] = "human"
        tags.pop(level, None)
        tags.pop(engine, None)
        return
    tags[kind] = "program"
    tags[level] = str(player.level)
    if player.engine:
        tags[engine] = player.engine
    else:
        tags.pop(engine, None)


def player_from_tags(tags: Mapping[str, str], side: str) -> PlayerSpec | None:
    """``side``'s player from its tags; None when the record does not say (or says
    something this program cannot use: it is then a person's game to continue)."""
    kind, level, engine = _side_tags(side)
    value = tags.get(kind, "").strip().lower()
    if value == "human":
        return Human()
    if value != "program":
        return None
    try:
        number = int(tags.get(level, str(DEFAULT_LEVEL)))
        return Computer(number, tags.get(engine, "").strip())
    except ValueError:
        return Computer(DEFAULT_LEVEL, tags.get(engine, "").strip())


def players_to_tags(tags: MutableMapping[str, str], white: PlayerSpec,
                    black: PlayerSpec) -> None:
    player_to_tags(tags, "White", white)
    player_to_tags(tags, "Black", black)


def players_from_tags(tags: Mapping[str, str]) -> tuple[PlayerSpec | None, PlayerSpec | None]:
    return player_from_tags(tags, "White"), player_from_tags(tags, "Black")
