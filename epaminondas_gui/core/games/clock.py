"""Time controls and the game clock, as players know them from chess (no Qt).

A :class:`TimeControl` is none, a fixed time per move, or a base time with an increment
(Fischer), the same for both sides or one for each; it has a text form for the record's
``TimeControl`` tag (docs/game-record-format.md) and :meth:`TimeControl.parse` reads it
back. A :class:`GameClock` keeps both sides' time while a game is played: the side to
move's clock runs, :meth:`GameClock.press` ends a move. Time comes from an injected time
source (``time.monotonic`` by default), so tests run without waiting.

A record keeps each move's clock (``Node.clock_ms``, a ``[%clk ...]`` annotation): for a
base + increment side, the time on the mover's clock after the move, the increment
included; for a fixed time per move, the time that was left of that move's allowance.
:func:`clock_times` turns a line's clocks back into both sides' times (undo, browsing),
and :func:`times_used` into the time each move took (the review).

Playing a timed game with a :class:`~.tree.GameTree`::

    tree.set_time_control(control)              # the TimeControl tag
    clock = GameClock(control, tree.position.turn)
    clock.start()
    ...                                         # the engine: clock.search_limits(level's)
    if clock.flagged() is not None:             # on a timer (clock.time_to_flag())
        clock.stop(); tree.flag(clock.turn)     # Termination.TIME
    else:
        tree.play(move, clock_ms=clock.press())
    ...                                         # undo or a click in the move list:
    clock.restore(*tree.clock_times(), tree.position.turn)
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from ..ai.timeman import MOVE_OVERHEAD_MS
from ..ai.types import Limits
from ..rules.position import Color

MAX_TIME_MS = 100 * 3600 * 1000
"""The longest time (a base, an increment or a time per move) a control may give."""
LOW_TIME_MS = 10_000
"""A clock at or below this is low on time (the warning)..."""
LOW_TIME_SHARE = 0.2
"""...or at or below this part of the side's starting time, if that is less."""


class TimeControlError(ValueError):
    """A time control's text that cannot be read; the message says what is expected."""


_SECONDS = r"\d+(?:\.\d{1,3})?"
_FISCHER_RE = re.compile(rf"({_SECONDS})(?:\+({_SECONDS}))?")
_PER_MOVE_RE = re.compile(rf"({_SECONDS})/move")
_EACH_RE = re.compile(r"white\s+([^\s,]+)\s*,?\s*black\s+(\S+)", re.IGNORECASE)
_FORMS = "e.g. 300+2 (base + increment in seconds), 300, 5/move, or White 300+2, Black 60+1"


def seconds_text(ms: int) -> str:
    """Milliseconds as seconds with no more decimals than needed: ``300``, ``0.1``, ``1.25``."""
    whole, rest = divmod(ms, 1000)
    return f"{whole}.{rest:03d}".rstrip("0") if rest else str(whole)


def _ms(text: str) -> int:
    whole, _, fraction = text.partition(".")
    return int(whole) * 1000 + int((fraction + "000")[:3])


@dataclass(frozen=True, slots=True)
class SideControl:
    """One side's time control."""

    time_ms: int
    """Base + increment: the time on the clock at the start; per move: each move's time."""
    increment_ms: int = 0
    """Added to the clock after each of the side's moves (base + increment only)."""
    per_move: bool = False
    """A fixed time for every move, which unused time does not carry over to."""

    def __post_init__(self) -> None:
        if not 0 < self.time_ms <= MAX_TIME_MS or not 0 <= self.increment_ms <= MAX_TIME_MS:
            raise TimeControlError(
                f"a time control needs a time above 0 and at most {MAX_TIME_MS // 3_600_000} "
                f"hours, and an increment from 0 (got {self.time_ms} ms + "
                f"{self.increment_ms} ms)")
        if self.per_move and self.increment_ms:
            raise TimeControlError("a fixed time per move has no increment")

    def to_text(self) -> str:
        """``300+2``, ``300`` (no increment) or ``5/move``."""
        if self.per_move:
            return f"{seconds_text(self.time_ms)}/move"
        if self.increment_ms:
            return f"{seconds_text(self.time_ms)}+{seconds_text(self.increment_ms)}"
        return seconds_text(self.time_ms)

    @classmethod
    def parse(cls, text: str) -> SideControl:
        """The inverse of :meth:`to_text` (seconds with up to 3 decimals)."""
        word = text.strip()
        if match := _PER_MOVE_RE.fullmatch(word):
            return cls(_ms(match[1]), per_move=True)
        if match := _FISCHER_RE.fullmatch(word):
            return cls(_ms(match[1]), _ms(match[2]) if match[2] else 0)
        if re.fullmatch(r"\d+/.*", word):
            raise TimeControlError(f"{text!r}: moves per period are not supported ({_FORMS})")
        raise TimeControlError(f"{text!r} is not a time control ({_FORMS})")


@dataclass(frozen=True, slots=True)
class TimeControl:
    """No clock (both sides None), or a control for each side (often the same)."""

    white: SideControl | None = None
    black: SideControl | None = None

    def __post_init__(self) -> None:
        if (self.white is None) != (self.black is None):
            raise TimeControlError("a time control needs both sides or neither")

    @classmethod
    def fischer(cls, base_ms: int, increment_ms: int = 0) -> TimeControl:
        """Base + increment (``increment_ms`` 0: sudden death), the same for both sides."""
        side = SideControl(base_ms, increment_ms)
        return cls(side, side)

    @classmethod
    def per_move(cls, move_ms: int) -> TimeControl:
        """A fixed time for every move, the same for both sides."""
        side = SideControl(move_ms, per_move=True)
        return cls(side, side)

    @property
    def enabled(self) -> bool:
        """Whether the game has clocks at all."""
        return self.white is not None

    @property
    def same_for_both(self) -> bool:
        return self.white == self.black

    def side(self, color: Color) -> SideControl:
        """``color``'s control (ValueError when there is no clock)."""
        side = self.white if color is Color.WHITE else self.black
        if side is None:
            raise ValueError("this game has no time control")
        return side

    def to_text(self) -> str:
        """The record's ``TimeControl`` value: ``-`` (none), ``300+2``, ``300``,
        ``5/move``, or ``White 300+2, Black 60+1`` when the sides differ."""
        if self.white is None or self.black is None:
            return "-"
        if self.white == self.black:
            return self.white.to_text()
        return f"White {self.white.to_text()}, Black {self.black.to_text()}"

    @classmethod
    def parse(cls, text: str) -> TimeControl:
        """The inverse of :meth:`to_text`; ``-``, ``?`` and an empty text are no clock.
        :class:`TimeControlError` says what is wrong."""
        clean = text.strip()
        if clean in ("", "-", "?"):
            return NO_TIME_CONTROL
        if match := _EACH_RE.fullmatch(clean):
            return cls(SideControl.parse(match[1]), SideControl.parse(match[2]))
        side = SideControl.parse(clean)
        return cls(side, side)

    def __str__(self) -> str:
        return self.to_text()


NO_TIME_CONTROL = TimeControl()


def low_time_threshold_ms(side: SideControl) -> int:
    """At or below how many milliseconds ``side``'s clock shows the low-time warning:
    :data:`LOW_TIME_MS`, or :data:`LOW_TIME_SHARE` of its starting time if less."""
    return min(LOW_TIME_MS, int(side.time_ms * LOW_TIME_SHARE))


# -- a game's clocks from its record -------------------------------------------------------


def _mover(first_mover: Color, ply: int) -> Color:
    return first_mover if ply % 2 == 0 else first_mover.other


def clock_times(control: TimeControl, first_mover: Color,
                clocks: Sequence[int | None]) -> tuple[int, int]:
    """(White's, Black's) time after the moves whose recorded clocks are ``clocks``
    (first move first, None where a move has none; ``first_mover`` made the first):
    each side's latest recorded clock, its starting time before it has one. With a
    fixed time per move a side always starts its move with the whole allowance."""
    times = {}
    for color in (Color.WHITE, Color.BLACK):
        side = control.side(color)
        times[color] = side.time_ms
        if side.per_move:
            continue
        for ply in range(len(clocks) - 1, -1, -1):
            value = clocks[ply]
            if value is not None and _mover(first_mover, ply) is color:
                times[color] = value
                break
    return times[Color.WHITE], times[Color.BLACK]


def times_used(control: TimeControl, first_mover: Color,
               clocks: Sequence[int | None]) -> tuple[int | None, ...]:
    """How long each move took, from the recorded clocks (None where it cannot be told:
    the move's clock, or the one of the mover's move before, is missing). Base +
    increment: the clock before the move, less the clock after it, plus the increment;
    per move: the allowance less what was left."""
    used: list[int | None] = []
    for ply, after in enumerate(clocks):
        side = control.side(_mover(first_mover, ply))
        before: int | None = side.time_ms if side.per_move or ply < 2 else clocks[ply - 2]
        if after is None or before is None:
            used.append(None)
        elif side.per_move:
            used.append(max(0, side.time_ms - after))
        else:
            used.append(max(0, before - after + side.increment_ms))
    return tuple(used)


# -- the clock while a game is played ------------------------------------------------------

TimeSource = Callable[[], float]
"""Seconds on a clock that never goes back (``time.monotonic``)."""


class TimeUp(ValueError):
    """A move was pressed after the mover's time had run out (the flag fell first)."""


class GameClock:
    """Both sides' clocks: the side to move's runs while the clock is started.

    Times are whole milliseconds. A base + increment side loses the time it thinks and
    gains its increment after each move; a fixed-time side gets its whole allowance back
    for each move. A side's flag falls when its clock reaches 0 (:meth:`flagged`); the
    clock keeps running below 0 until stopped, so the caller decides when to end the game.
    """

    def __init__(self, control: TimeControl, turn: Color = Color.WHITE, *,
                 time_source: TimeSource = time.monotonic) -> None:
        if not control.enabled:
            raise ValueError("a game clock needs a time control")
        self.control = control
        self._time = time_source
        self._turn = turn
        self._left = {color: control.side(color).time_ms for color in Color}
        """Each side's time when its clock last stopped."""
        self._since: float | None = None
        """When the side to move's clock started (None: stopped)."""

    @property
    def turn(self) -> Color:
        """The side whose clock runs (or would run once started)."""
        return self._turn

    @property
    def running(self) -> bool:
        return self._since is not None

    def _elapsed_ms(self) -> int:
        return 0 if self._since is None else round((self._time() - self._since) * 1000)

    def remaining(self, color: Color) -> int:
        """``color``'s time now in milliseconds (0 or below once its flag has fallen)."""
        left = self._left[color]
        return left - self._elapsed_ms() if color is self._turn else left

    def times(self) -> tuple[int, int]:
        """(White's, Black's) time now."""
        return self.remaining(Color.WHITE), self.remaining(Color.BLACK)

    def move_time_ms(self) -> int:
        """How long the side to move has thought on this move so far (since the last
        start or press; what was charged before a stop is not counted)."""
        return self._elapsed_ms()

    def start(self) -> None:
        """Run the side to move's clock (nothing if it runs already)."""
        if self._since is None:
            self._since = self._time()

    def stop(self) -> None:
        """Stop the clock, charging the side to move the time since it started."""
        if self._since is not None:
            self._left[self._turn] -= self._elapsed_ms()
            self._since = None

    def press(self) -> int:
        """The side to move has moved: charge its time, add its increment (or give a
        fixed-time side its allowance back), and run the other side's clock. Returns
        the time to record for the move (``Node.clock_ms``): the mover's clock after the
        move, the increment included, or for a fixed time per move what was left of it.
        :class:`TimeUp` if the mover's flag had fallen (end the game instead)."""
        mover = self._turn
        self.stop()
        left = self._left[mover]
        if left <= 0:
            raise TimeUp(f"{mover.display_name}'s time has run out")
        side = self.control.side(mover)
        if side.per_move:
            self._left[mover] = side.time_ms
            recorded = left
        else:
            self._left[mover] = recorded = left + side.increment_ms
        self._turn = mover.other
        self.start()
        return recorded

    def flagged(self) -> Color | None:
        """The side whose time has run out, if any (only the side to move's clock runs)."""
        return self._turn if self.remaining(self._turn) <= 0 else None

    def time_to_flag(self) -> int | None:
        """Milliseconds until the running clock reaches 0 (when to look again); None
        when the clock is stopped."""
        if self._since is None:
            return None
        return max(0, self.remaining(self._turn))

    def low_threshold_ms(self, color: Color) -> int:
        """At or below this ``color``'s clock shows the low-time warning."""
        return low_time_threshold_ms(self.control.side(color))

    def is_low(self, color: Color) -> bool:
        """Whether ``color`` is low on time (the warning): at or below its threshold."""
        return self.remaining(color) <= self.low_threshold_ms(color)

    def search_limits(self, limits: Limits | None = None) -> Limits:
        """``limits`` (e.g. a level's move time) with this clock for the engine of the side
        to move: ``go wtime ... btime ... winc ... binc ...``, from which the engine takes
        its share (core/ai/timeman.py); for a side with a fixed time per move, the time it
        has left of this move less the engine's overhead, as a move time."""
        limits = limits if limits is not None else Limits()
        mover = self.control.side(self._turn)
        if mover.per_move:
            budget = max(1, self.remaining(self._turn) - MOVE_OVERHEAD_MS)
            given = limits.movetime_ms
            return replace(limits, movetime_ms=budget if given is None else min(given, budget))
        white, black = self.control.side(Color.WHITE), self.control.side(Color.BLACK)
        return replace(limits, wtime_ms=max(0, self.remaining(Color.WHITE)),
                       btime_ms=max(0, self.remaining(Color.BLACK)),
                       winc_ms=white.increment_ms, binc_ms=black.increment_ms)

    def restore(self, white_ms: int, black_ms: int, turn: Color) -> None:
        """Set the clocks as they stood at a position (after undo, or on opening a game
        at a node: :func:`clock_times` of its line); the clock is stopped."""
        self._since = None
        self._left = {Color.WHITE: white_ms, Color.BLACK: black_ms}
        self._turn = turn
