"""Who plays a side: a person, or a computer program at a level; and the one interface
both play through (:class:`Player`, asked by the game runner, runner.py).

These are the plain facts a game setup and a game record hold; the window turns a
:class:`Computer` into a player that asks its engine for moves. A record says who played
with tags of its own (``WhiteType`` as in PGN, ``WhiteLevel``, ``WhiteEngine``), so a
saved game comes back with the same players, whatever the names in ``White``/``Black``
say.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable, Mapping, MutableMapping
from dataclasses import dataclass, field

from ..ai.levels import MAX_LEVEL
from ..ai.types import Limits
from ..rules.position import Color, Move, Position, Rules
from ..stop_flag import StopFlag

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


# -- players in a game: the interface the runner asks ------------------------------------


@dataclass(frozen=True, eq=False)
class Turn:
    """One request for a move, handed to the player to move (:meth:`Player.go`): the
    game so far, and how to answer. The player answers once, from any thread, with
    :meth:`play` (a move, or None to resign) or :meth:`fail` (it cannot play: an engine
    that crashed); the runner plays the answer on its own thread, and ignores an answer
    to a turn it no longer waits for (the game went back, or ended)."""

    color: Color
    start: Position
    moves: tuple[Move, ...]
    """From ``start`` to ``position``: the game's earlier positions count for repetition."""
    position: Position
    rules: Rules
    answer: Callable[[Turn, Move | None, str | None], None] = field(repr=False)
    clock_limits: Callable[[Limits], Limits] = field(repr=False, default=lambda base: base)
    """``base`` with the game's clock as it stands now (``GameClock.search_limits``)."""
    timed: bool = False
    """The game has a clock (:meth:`limits` adds it)."""

    def play(self, move: Move | None) -> None:
        """The player's move (None: the player resigns)."""
        self.answer(self, move, None)

    def fail(self, message: str) -> None:
        """The player cannot move: ``message`` says why."""
        self.answer(self, None, message)

    def limits(self, base: Limits) -> Limits:
        """``base`` (a level's move time, a depth) with the clock, for a search now."""
        return self.clock_limits(base)


class Player:
    """Someone who plays one side of a game, a person or a program (Cute Chess's
    ``ChessPlayer``): the runner calls :meth:`go` when it is the player's turn and tells
    every player each move made (:meth:`move_made`), its own too. :meth:`go` never
    blocks: the answer comes later through the :class:`Turn`. Every call comes from the
    runner's thread."""

    name = "player"
    is_human = False

    def new_game(self, color: Color, start: Position, rules: Rules) -> None:
        """A game begins in which this player plays ``color``."""

    def go(self, turn: Turn) -> None:
        """Start thinking about ``turn``; answer through it."""
        raise NotImplementedError

    def move_made(self, move: Move, color: Color) -> None:
        """``color`` played ``move`` (this player's own move too)."""

    def stop(self) -> None:
        """Move now: answer the current turn soon with the best move found so far."""

    def cancel(self) -> None:
        """The current turn's answer is no longer wanted (undo, the game ended)."""

    def close(self) -> None:
        """The player will not be asked again (end an engine's process)."""


class HumanPlayer(Player):
    """A person: :meth:`go` waits for the board; :meth:`enter` delivers the person's move
    through the turn, as an engine's ``bestmove`` is delivered."""

    is_human = True

    def __init__(self, name: str = HUMAN_NAME) -> None:
        self.name = name
        self.turn: Turn | None = None
        """The turn the person is asked to play (None: not this player's turn)."""

    def go(self, turn: Turn) -> None:
        self.turn = turn

    def enter(self, move: Move) -> bool:
        """The person played ``move`` on the board; False if it is not their turn."""
        turn, self.turn = self.turn, None
        if turn is None:
            return False
        turn.play(move)
        return True

    def resign(self) -> bool:
        turn, self.turn = self.turn, None
        if turn is None:
            return False
        turn.play(None)
        return True

    def cancel(self) -> None:
        self.turn = None


class ThreadPlayer(Player):
    """A program that thinks on a worker thread of its own: :meth:`think` is called
    there with the turn and a stop event, and its move (or the error it raises) is
    delivered through the turn. One turn at a time: a new turn cancels the one before
    and is thought about once that one has returned, so :meth:`go` never waits."""

    def __init__(self, name: str) -> None:
        self.name = name
        self._stop = StopFlag()
        self._jobs: queue.SimpleQueue[tuple[Turn, StopFlag] | None] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None

    def think(self, turn: Turn, stop: StopFlag) -> Move | None:
        """The move for ``turn`` (None: resign); return soon once ``stop`` is set. An
        exception fails the turn with its message."""
        raise NotImplementedError

    def go(self, turn: Turn) -> None:
        self._stop.set()
        self._stop = stop = StopFlag()
        if self._thread is None:
            self._thread = threading.Thread(target=self._work, name=f"player {self.name}",
                                            daemon=True)
            self._thread.start()
        self._jobs.put((turn, stop))

    def _work(self) -> None:
        while (job := self._jobs.get()) is not None:
            turn, stop = job
            if stop.is_set():
                continue  # cancelled before it began
            try:
                move = self.think(turn, stop)
            except Exception as exc:  # any failure ends the turn, and says why
                turn.fail(str(exc) or type(exc).__name__)
                continue
            turn.play(move)

    def stop(self) -> None:
        self._stop.set()

    def cancel(self) -> None:
        # The runner ignores a stale answer: the search is told to end, never waited for.
        self._stop.set()

    def close(self) -> None:
        self.finish(0.0)

    def finish(self, timeout_s: float) -> None:
        """Cancel the turn, end the worker thread and wait for it up to ``timeout_s``."""
        self._stop.set()
        thread, self._thread = self._thread, None
        if thread is not None:
            self._jobs.put(None)
            thread.join(timeout_s)
