"""Time controls and their text, the game clock on an injected time source, and a line's
clocks turned into both sides' times and each move's time used (core/games/clock.py)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from epaminondas_gui.core.ai.timeman import MOVE_OVERHEAD_MS
from epaminondas_gui.core.ai.types import Limits
from epaminondas_gui.core.games.clock import (
    MAX_TIME_MS,
    NO_TIME_CONTROL,
    GameClock,
    SideControl,
    TimeControl,
    TimeControlError,
    TimeUp,
    clock_times,
    low_time_threshold_ms,
    seconds_text,
    times_used,
)
from epaminondas_gui.core.rules.position import Color

from ..fake_time import FakeTime

WHITE, BLACK = Color.WHITE, Color.BLACK



# -- text forms ----------------------------------------------------------------------------


@pytest.mark.parametrize("control,text", [
    (NO_TIME_CONTROL, "-"),
    (TimeControl.fischer(300_000, 2_000), "300+2"),
    (TimeControl.fischer(60_000), "60"),
    (TimeControl.fischer(1_000, 100), "1+0.1"),
    (TimeControl.fischer(90_500, 1_250), "90.5+1.25"),
    (TimeControl.fischer(1, 1), "0.001+0.001"),
    (TimeControl.per_move(5_000), "5/move"),
    (TimeControl.per_move(1_500), "1.5/move"),
    (TimeControl(SideControl(300_000, 2_000), SideControl(60_000, 1_000)),
     "White 300+2, Black 60+1"),
    (TimeControl(SideControl(5_000, per_move=True), SideControl(180_000)),
     "White 5/move, Black 180"),
])
def test_time_control_texts_read_back(control: TimeControl, text: str) -> None:
    assert control.to_text() == text == str(control)
    assert TimeControl.parse(text) == control


@pytest.mark.parametrize("text,control", [
    ("", NO_TIME_CONTROL),
    ("?", NO_TIME_CONTROL),
    ("  300+2 ", TimeControl.fischer(300_000, 2_000)),
    ("300+0", TimeControl.fischer(300_000)),
    ("white 300+2 black 300+2", TimeControl.fischer(300_000, 2_000)),
    ("WHITE 1+0.1 ,BLACK 2+0.2",
     TimeControl(SideControl(1_000, 100), SideControl(2_000, 200))),
])
def test_other_spellings_are_read(text: str, control: TimeControl) -> None:
    assert TimeControl.parse(text) == control


FORMS = "e.g. 300+2 (base + increment in seconds), 300, 5/move, or White 300+2, Black 60+1"


@pytest.mark.parametrize("text,message", [
    ("5 minutes", f"'5 minutes' is not a time control ({FORMS})"),
    ("300+", f"'300+' is not a time control ({FORMS})"),
    ("-5+2", f"'-5+2' is not a time control ({FORMS})"),
    ("1.0005", f"'1.0005' is not a time control ({FORMS})"),
    ("40/9000", f"'40/9000': moves per period are not supported ({FORMS})"),
    ("White 300+2", f"'White 300+2' is not a time control ({FORMS})"),
    ("White 300+2, Black soon", f"'soon' is not a time control ({FORMS})"),
    ("0+2", "a time control needs a time above 0 and at most 100 hours, and an increment "
            "from 0 (got 0 ms + 2000 ms)"),
    ("0/move", "a time control needs a time above 0 and at most 100 hours, and an "
               "increment from 0 (got 0 ms + 0 ms)"),
    ("360001", "a time control needs a time above 0 and at most 100 hours, and an "
               "increment from 0 (got 360001000 ms + 0 ms)"),
])
def test_bad_texts_say_what_is_expected(text: str, message: str) -> None:
    with pytest.raises(TimeControlError) as caught:
        TimeControl.parse(text)
    assert str(caught.value) == message


def test_a_control_has_both_sides_or_neither() -> None:
    with pytest.raises(TimeControlError, match="both sides or neither"):
        TimeControl(SideControl(1_000), None)
    with pytest.raises(TimeControlError, match="no increment"):
        SideControl(1_000, 100, per_move=True)
    with pytest.raises(ValueError, match="no time control"):
        NO_TIME_CONTROL.side(WHITE)
    assert not NO_TIME_CONTROL.enabled and TimeControl.per_move(1).enabled
    assert TimeControl.fischer(1_000).same_for_both


sides = st.builds(SideControl, st.integers(1, MAX_TIME_MS), st.integers(0, MAX_TIME_MS)) | \
    st.builds(lambda ms: SideControl(ms, per_move=True), st.integers(1, MAX_TIME_MS))


@given(sides, sides)
def test_every_control_reads_back_as_written(white: SideControl, black: SideControl) -> None:
    control = TimeControl(white, black)
    assert TimeControl.parse(control.to_text()) == control


@pytest.mark.parametrize("ms,text", [(0, "0"), (1, "0.001"), (100, "0.1"), (1_010, "1.01"),
                                     (300_000, "300"), (61_234, "61.234")])
def test_seconds_text(ms: int, text: str) -> None:
    assert seconds_text(ms) == text


@pytest.mark.parametrize("side,low", [
    (SideControl(300_000, 2_000), 10_000),
    (SideControl(1_000, 100), 200),
    (SideControl(5_000, per_move=True), 1_000),
    (SideControl(50_000), 10_000),
    (SideControl(49_999), 9_999),
])
def test_low_time_thresholds(side: SideControl, low: int) -> None:
    assert low_time_threshold_ms(side) == low


# -- the clock -----------------------------------------------------------------------------


def test_base_and_increment_run_for_the_side_to_move() -> None:
    time = FakeTime()
    clock = GameClock(TimeControl.fischer(60_000, 1_000), time_source=time)
    assert clock.times() == (60_000, 60_000) and not clock.running
    time.advance(5_000)  # not started: nothing is charged
    clock.start()
    time.advance(2_500)
    assert clock.times() == (57_500, 60_000) and clock.move_time_ms() == 2_500
    assert clock.press() == 58_500  # the increment is added
    assert clock.turn is BLACK and clock.running
    time.advance(10_000)
    assert clock.times() == (58_500, 50_000)
    clock.stop()
    time.advance(30_000)  # stopped: Black keeps its time
    assert clock.times() == (58_500, 50_000) and clock.time_to_flag() is None
    clock.start()
    time.advance(1_000)
    assert clock.press() == 50_000
    assert clock.times() == (58_500, 50_000) and clock.turn is WHITE


def test_a_move_pressed_before_the_start_costs_nothing() -> None:
    time = FakeTime()
    clock = GameClock(TimeControl.fischer(10_000, 500), BLACK, time_source=time)
    time.advance(3_000)
    assert clock.press() == 10_500  # Black moved first; White's clock runs from now
    time.advance(1_000)
    assert clock.times() == (9_000, 10_500)


def test_a_fixed_time_per_move_is_given_back_after_each_move() -> None:
    time = FakeTime()
    clock = GameClock(TimeControl.per_move(5_000), time_source=time)
    clock.start()
    time.advance(1_200)
    assert clock.press() == 3_800  # what was left of the move's time
    assert clock.times() == (5_000, 5_000)
    time.advance(4_999)
    assert clock.flagged() is None and clock.time_to_flag() == 1
    time.advance(1)
    assert clock.flagged() is BLACK and clock.time_to_flag() == 0


def test_the_flag_falls_at_zero_and_a_late_move_is_refused() -> None:
    time = FakeTime()
    clock = GameClock(TimeControl(SideControl(1_000, 100), SideControl(2_000)),
                      time_source=time)
    clock.start()
    time.advance(999)
    assert clock.flagged() is None and clock.time_to_flag() == 1
    time.advance(1)
    assert clock.flagged() is WHITE
    time.advance(50)
    assert clock.remaining(WHITE) == -50  # it runs on until the caller stops it
    with pytest.raises(TimeUp, match="White's time has run out"):
        clock.press()
    assert clock.turn is WHITE and clock.remaining(WHITE) == -50 and not clock.running


def test_low_time_warning_per_side() -> None:
    time = FakeTime()
    clock = GameClock(TimeControl(SideControl(1_000, 100), SideControl(300_000)),
                      time_source=time)
    assert (clock.low_threshold_ms(WHITE), clock.low_threshold_ms(BLACK)) == (200, 10_000)
    clock.start()
    time.advance(799)
    assert not clock.is_low(WHITE)
    time.advance(1)
    assert clock.is_low(WHITE) and not clock.is_low(BLACK)


def test_restore_sets_the_clocks_of_a_position_stopped() -> None:
    time = FakeTime()
    clock = GameClock(TimeControl.fischer(60_000, 1_000), time_source=time)
    clock.start()
    time.advance(4_000)
    clock.press()
    clock.restore(61_000, 42_000, WHITE)
    assert not clock.running and clock.turn is WHITE
    time.advance(9_000)
    assert clock.times() == (61_000, 42_000)
    clock.start()
    time.advance(1_000)
    assert clock.times() == (60_000, 42_000)


def test_a_clock_needs_a_time_control() -> None:
    with pytest.raises(ValueError, match="needs a time control"):
        GameClock(NO_TIME_CONTROL)


# -- a line's clocks -----------------------------------------------------------------------

FISCHER = TimeControl.fischer(60_000, 1_000)
EACH = TimeControl(SideControl(60_000, 1_000), SideControl(5_000, per_move=True))


@pytest.mark.parametrize("control,first,clocks,times,used", [
    (FISCHER, WHITE, [], (60_000, 60_000), []),
    (FISCHER, WHITE, [58_000], (58_000, 60_000), [3_000]),
    (FISCHER, WHITE, [58_000, 55_500, 58_000, 50_000],
     (58_000, 50_000), [3_000, 5_500, 1_000, 6_500]),
    # Black first: Black's clocks are at the even plies.
    (FISCHER, BLACK, [59_000, 61_000, 40_000], (61_000, 40_000), [2_000, 0, 20_000]),
    # A move without a clock: the times go back to the latest one known.
    (FISCHER, WHITE, [58_000, 55_500, None, 50_000],
     (58_000, 50_000), [3_000, 5_500, None, 6_500]),
    (FISCHER, WHITE, [58_000, 55_500, None, 50_000, 40_000],
     (40_000, 50_000), [3_000, 5_500, None, 6_500, None]),
    # Black has a fixed time per move: it starts every move with all of it.
    (EACH, WHITE, [58_000, 3_800, 52_000], (52_000, 5_000), [3_000, 1_200, 7_000]),
])
def test_clock_times_and_times_used(control: TimeControl, first: Color,
                                    clocks: list[int | None], times: tuple[int, int],
                                    used: list[int | None]) -> None:
    assert clock_times(control, first, clocks) == times
    assert times_used(control, first, clocks) == tuple(used)


def test_a_played_game_gives_its_times_back() -> None:
    """What the clock recorded move by move, the line's clocks give back."""
    time = FakeTime()
    control = TimeControl(SideControl(30_000, 500), SideControl(4_000, per_move=True))
    clock = GameClock(control, time_source=time)
    clock.start()
    clocks: list[int | None] = []
    thinking = [1_000, 2_500, 300, 3_999, 7_000, 10]
    for ms in thinking:
        time.advance(ms)
        clocks.append(clock.press())
        assert clock_times(control, WHITE, clocks) == clock.times()
    assert times_used(control, WHITE, clocks) == tuple(thinking)


def test_the_engine_of_the_side_to_move_is_given_the_clock() -> None:
    time = FakeTime()
    control = TimeControl(SideControl(60_000, 1_000), SideControl(5_000, per_move=True))
    clock = GameClock(control, time_source=time)
    clock.start()
    time.advance(2_000)
    assert clock.search_limits(Limits(movetime_ms=8_000)) == Limits(
        movetime_ms=8_000, wtime_ms=58_000, btime_ms=5_000, winc_ms=1_000)
    clock.press()
    time.advance(1_000)
    # A fixed time per move is a move time: what is left of it, less the overhead.
    assert clock.search_limits() == Limits(movetime_ms=4_000 - MOVE_OVERHEAD_MS)
    assert clock.search_limits(Limits(movetime_ms=500, depth=3)) == Limits(500, 3)
    time.advance(4_000)
    assert clock.search_limits() == Limits(movetime_ms=1)
    clock.restore(-5, 3_000, WHITE)
    assert clock.search_limits() == Limits(wtime_ms=0, btime_ms=3_000, winc_ms=1_000)
