"""The game clock in the window: the game runner's
:class:`~..core.games.clock.GameClock` (core/games/runner.py presses it), watched on the
wall clock, with a timer that notices a flag fall.

The session attaches the runner's clock of each game and calls :meth:`ClockDriver.sync`
after the runner acted; the timer's ``due`` makes the session poll the runner, which ends
the game on time. The game panel reads it to show both clocks. Widget-free; the time
source is injected so tests need not wait.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from ..core.ai.types import Limits
from ..core.games.clock import GameClock, TimeSource
from ..core.rules.position import Color

#: The flag timer fires this much after the clock should reach 0, so that the time
#: source has passed it (a timer may fire a little early).
FLAG_MARGIN_MS = 5


class ClockDriver(QObject):
    """Both clocks of the game being played, or none (a game without a time control)."""

    changed = Signal()
    """The clocks were set, started, stopped or pressed (not sent as they run down)."""
    due = Signal()
    """The running clock has reached 0: the runner must look at it (the flag falls)."""

    def __init__(self, time_source: TimeSource = time.monotonic,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.time_source = time_source
        """Seconds that never go back (tests set their own before a game starts)."""
        self.clock: GameClock | None = None
        self.flag_timer = QTimer(self)
        self.flag_timer.setSingleShot(True)
        # A coarse timer may fire 5 % early: a precise one ends a game on time at once.
        self.flag_timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.flag_timer.timeout.connect(self.check_flag)
        self._seen: tuple[bool, Color, int, int | None] | None = None

    @property
    def enabled(self) -> bool:
        return self.clock is not None

    @property
    def running(self) -> bool:
        return self.clock is not None and self.clock.running

    def attach(self, clock: GameClock | None) -> None:
        """Show ``clock`` (the runner's of a new game; None: no clocks)."""
        self.clock = clock
        self._seen = None
        self.sync()

    def sync(self) -> None:
        """The runner may have started, stopped, pressed or set the clock: tell the panel
        if it did, and look for the flag when it may fall."""
        clock = self.clock
        # A running clock's own side changes by the moment: not a change to tell.
        seen = None if clock is None else (
            clock.running, clock.turn, clock.remaining(clock.turn.other),
            None if clock.running else clock.remaining(clock.turn))
        if seen != self._seen or seen is None:
            self._seen = seen
            self.changed.emit()
        self._schedule()

    def check_flag(self) -> None:
        """Whether the running clock has reached 0: then the runner is told (``due``),
        else look again when it should."""
        clock = self.clock
        if clock is None or not clock.running:
            return
        if clock.flagged() is None:
            self._schedule()
        else:
            self.due.emit()

    def _schedule(self) -> None:
        clock = self.clock
        left = clock.time_to_flag() if clock is not None and clock.running else None
        if left is None:
            self.flag_timer.stop()
        else:
            self.flag_timer.start(left + FLAG_MARGIN_MS)

    # -- what the panel shows ----------------------------------------------------------

    def remaining(self, color: Color) -> int:
        """``color``'s time now (0 once its flag has fallen; 0 without clocks)."""
        return max(0, self.clock.remaining(color)) if self.clock is not None else 0

    def search_limits(self) -> Limits | None:
        """The engine's limits for the side to move on these clocks (None: no clocks)."""
        return self.clock.search_limits() if self.clock is not None else None

    def is_low(self, color: Color) -> bool:
        return self.clock is not None and self.clock.is_low(color)

    def turn(self) -> Color | None:
        """The side whose clock runs, or would run once started (None: no clocks)."""
        return self.clock.turn if self.clock is not None else None

    def running_side(self) -> Color | None:
        """The side whose clock runs now, if any."""
        clock = self.clock
        return clock.turn if clock is not None and clock.running else None


def clock_text(ms: int) -> str:
    """A clock as players read it: ``4:59``, ``0:09.3`` under 10 s, ``1:02:03`` from an
    hour (rounded down: a clock shows 0 only once it has run out)."""
    ms = max(0, ms)
    if ms < 10_000:
        return f"0:0{ms // 1000}.{ms % 1000 // 100}"
    seconds = ms // 1000
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"
