"""The game clock in the window: the core's :class:`~..core.games.clock.GameClock` run on
the wall clock, with a timer that notices a flag fall.

The session owns one :class:`ClockDriver` and tells it what happens in the game (a new
game, a move pressed, a take-back, pause, the end); the game panel reads it to show both
clocks. Widget-free; the time source is injected so tests need not wait.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from ..core.ai.types import Limits
from ..core.games.clock import GameClock, TimeControl, TimeSource
from ..core.rules.position import Color

#: The flag timer fires this much after the clock should reach 0, so that the time
#: source has passed it (a timer may fire a little early).
FLAG_MARGIN_MS = 5


class ClockDriver(QObject):
    """Both clocks of the game being played, or none (a game without a time control)."""

    changed = Signal()
    """The clocks were set, started, stopped or pressed (not sent as they run down)."""
    flag_fell = Signal(object)
    """The Color whose time ran out while its clock ran; the clock has stopped."""

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

    @property
    def enabled(self) -> bool:
        return self.clock is not None

    @property
    def running(self) -> bool:
        return self.clock is not None and self.clock.running

    def reset(self, control: TimeControl, times: tuple[int, int] | None, turn: Color) -> None:
        """A game with ``control`` (none: no clocks), stopped at ``times`` (White's,
        Black's; None: the starting times) with ``turn`` to move."""
        self.flag_timer.stop()
        self.clock = (GameClock(control, turn, time_source=self.time_source)
                      if control.enabled else None)
        if self.clock is not None and times is not None:
            self.clock.restore(*times, turn)
        self.changed.emit()

    def restore(self, times: tuple[int, int] | None, turn: Color) -> None:
        """Set the clocks as they stood at a position (take-back); they stop."""
        if self.clock is None or times is None:
            return
        self.flag_timer.stop()
        self.clock.restore(*times, turn)
        self.changed.emit()

    def set_running(self, running: bool) -> None:
        """Run the side to move's clock, or stop it (pause, the end of the game)."""
        clock = self.clock
        if clock is None or running == clock.running:
            return
        if running:
            clock.start()
            self._schedule()
        else:
            self.flag_timer.stop()
            clock.stop()
        self.changed.emit()

    def press(self, mover: Color) -> int | None:
        """``mover`` has moved: the time to record for the move (``Node.clock_ms``), and
        the other side's clock runs. None without clocks, or when ``mover``'s flag has
        fallen (the game ends on time instead: :attr:`flag_fell` is sent)."""
        clock = self.clock
        if clock is None:
            return None
        if clock.turn is not mover:
            return None  # not the clocks' move (cannot happen in the turn loop)
        if clock.remaining(mover) <= 0:
            self._fall(mover)
            return None
        recorded = clock.press()
        self._schedule()
        self.changed.emit()
        return recorded

    def check_flag(self) -> None:
        """Whether the running clock has reached 0: then it stops and the flag falls;
        else look again when it should."""
        clock = self.clock
        if clock is None or not clock.running:
            return
        color = clock.flagged()
        if color is None:
            self._schedule()
        else:
            self._fall(color)

    def _fall(self, color: Color) -> None:
        self.flag_timer.stop()
        if self.clock is not None:
            self.clock.stop()
        self.changed.emit()
        self.flag_fell.emit(color)

    def _schedule(self) -> None:
        clock = self.clock
        left = clock.time_to_flag() if clock is not None else None
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
