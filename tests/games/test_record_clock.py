"""Clocks in records and in the game tree: the TimeControl tag, each move's ``[%clk]``
annotation, a flag fall as the game's end, and the times a line gives back."""

from __future__ import annotations

import pytest

from epaminondas_gui.core.games.clock import GameClock, SideControl, TimeControl
from epaminondas_gui.core.games.clock_text import format_clock, parse_clock, take_clock
from epaminondas_gui.core.games.outcome import Outcome, Termination
from epaminondas_gui.core.games.record import RecordError
from epaminondas_gui.core.games.record_text import read_record, write_record
from epaminondas_gui.core.games.tree import Change, GameOverError, GameTree
from epaminondas_gui.core.rules.position import Color, Position

from ..fake_time import FakeTime

TAGS = '[Board "8x8"]\n[TimeControl "60+1"]\n\n'


def test_clock_text() -> None:
    cases = [(0, "0:00:00"), (1, "0:00:00.001"), (295_300, "0:04:55.3"),
             (59_990, "0:00:59.99"), (3_600_000, "1:00:00"), (36_061_250, "10:01:01.25")]
    for ms, text in cases:
        assert format_clock(ms) == text
        assert parse_clock(text) == ms
    assert parse_clock(" 0:04:55.30 ") == 295_300
    for bad in ("4:55", "0:60:00", "0:00:00.1234", "", "x"):
        with pytest.raises(ValueError, match=r"expected H:MM:SS or H:MM:SS\.s"):
            parse_clock(bad)
    with pytest.raises(ValueError, match="cannot be negative"):
        format_clock(-1)


@pytest.mark.parametrize("comment,text,clock", [
    ("[%clk 0:04:55.3]", "", 295_300),
    ("[%clk 0:04:55.3] a blunder", "a blunder", 295_300),
    (" [%csl Ga1] [%clk 0:00:30] ", "[%csl Ga1]", 30_000),  # other commands stay text
    ("before [%clk 0:00:01] after", "before after", 1_000),
    ("[%clk 0:00:01] [%clk 0:00:02]", "", 2_000),  # the last one counts
    ("[%clkx 0:00:01] [% clk 1:00:00] [%clk", "[%clkx 0:00:01] [% clk 1:00:00] [%clk", None),
])
def test_a_comment_gives_up_its_clock(comment: str, text: str, clock: int | None) -> None:
    assert take_clock(comment) == (text, clock)


def test_clocks_round_trip_with_comments_and_variations() -> None:
    text = (TAGS + "1. a1.a2-a4 {[%clk 0:01:00.5]} 1... h8.h7-h5 {[%clk 0:00:58.25] quick}\n"
            "(1... a8.a7-a5 {[%clk 0:00:45]} 2. b1.b2-b4 {no clock} (2. c1.c2-c4\n"
            "{[%clk 0:00:01]})) 2. b1.b2-b4 {[%clk 0:00:59.5] [% clk 9:00:00] typed} *\n")
    record = read_record(text)
    first = record.root.children[0]
    reply, alternative = first.children
    assert (first.clock_ms, first.comment) == (60_500, "")
    assert (reply.clock_ms, reply.comment) == (58_250, "quick")
    assert (alternative.clock_ms, alternative.comment) == (45_000, "")
    assert [(n.clock_ms, n.comment) for n in alternative.children] == [
        (None, "no clock"), (1_000, "")]
    last = reply.children[0]
    assert (last.clock_ms, last.comment) == (59_500, "[% clk 9:00:00] typed")
    written = write_record(record)

    def words(record_text: str) -> str:  # the move text, whatever the line breaks
        return " ".join(record_text.split("\n\n", 1)[1].split()).replace("( ", "(")

    assert words(written) == words(text)
    assert write_record(read_record(written)) == written


def test_a_clock_typed_in_a_comment_is_not_read_as_one() -> None:
    tree = GameTree.new(Position.start(8, 8))
    node = tree.play("a1.a2-a4", clock_ms=1_000)
    tree.set_comment(node, "[%clk 9:00:00] is how clocks look")
    again = read_record(tree.to_text()).root.children[0]
    assert again.clock_ms == 1_000
    assert again.comment == "[% clk 9:00:00] is how clocks look"


def test_a_clock_before_the_first_move_or_a_variation_is_text() -> None:
    record = read_record(TAGS + "{[%clk 0:01:00]} 1. a1.a2-a4 (1. b1.b2-b4) *")
    assert record.root.comment == "[%clk 0:01:00]"
    assert record.root.clock_ms is None
    assert "{[% clk 0:01:00]}" in write_record(record)


@pytest.mark.parametrize("text,where,message", [
    (TAGS + "1. a1.a2-a4 {[%clk 4:55]} *", (4, 13),
     "bad clock '4:55' (expected H:MM:SS or H:MM:SS.s, e.g. 0:04:55.3)"),
    (TAGS + "1. a1.a2-a4\n{fine [%clk ]} *", (5, 1),
     "bad clock '' (expected H:MM:SS or H:MM:SS.s, e.g. 0:04:55.3)"),
    ('[TimeControl "5 minutes"]\n1. a2-a3 *', (1, 1),
     "bad TimeControl: '5 minutes' is not a time control (e.g. 300+2 (base + increment "
     "in seconds), 300, 5/move, or White 300+2, Black 60+1)"),
])
def test_bad_clocks_and_controls_point_at_themselves(text: str, where: tuple[int, int],
                                                     message: str) -> None:
    with pytest.raises(RecordError) as caught:
        read_record(text)
    assert (caught.value.line, caught.value.column, caught.value.message) == (*where, message)


def test_the_time_control_tag_sits_before_termination() -> None:
    tree = GameTree.new(Position.start(8, 8))
    tree.set_time_control(TimeControl(SideControl(300_000, 2_000), SideControl(60_000)))
    tree.play("a1.a2-a4", clock_ms=301_000)
    tree.flag(Color.BLACK)
    text = tree.to_text()
    assert ('[Symmetry "midline"]\n[TimeControl "White 300+2, Black 60"]\n'
            '[Termination "time"]\n[Format "epaminondas-record 1"]\n\n'
            '1. a1.a2-a4 {[%clk 0:05:01]} 1-0\n') in text
    again = GameTree.from_text(text)
    assert again.time_control == tree.time_control
    assert again.result() == Outcome(Color.WHITE, Termination.TIME)
    assert again.result() is not None
    assert again.declared == Outcome(Color.WHITE, Termination.TIME)
    tree.set_time_control(TimeControl())
    assert "TimeControl" not in tree.to_text()


def test_a_flag_fall_ends_the_game_like_a_resignation() -> None:
    tree = GameTree.from_moves(Position.start(8, 8), ["a1.a2-a4", "h8.h7-h5"])
    tree.back()
    tree.flag(Color.WHITE)
    outcome = Outcome(Color.BLACK, Termination.TIME)
    assert tree.result() == outcome and tree.cursor is tree.main_line_end()
    assert tree.tags["Result"] == "0-1" and tree.tags["Termination"] == "time"
    assert outcome.describe() == "Black wins on time: White's time ran out."
    with pytest.raises(GameOverError):
        tree.play("a2-a3")
    tree.declare(None)  # a take-back after the flag: the game goes on
    assert tree.result() is None and "Termination" not in tree.tags


def test_the_tree_keeps_each_moves_clock() -> None:
    tree = GameTree.new(Position.start(8, 8))
    tree.set_time_control(TimeControl.fischer(60_000, 1_000))
    heard: list[Change] = []
    tree.subscribe(lambda change, node: heard.append(change))
    first = tree.play("a1.a2-a4", clock_ms=58_000)
    reply = tree.play("h8.h7-h5", clock_ms=55_500)
    assert heard == [Change.MOVED, Change.MOVED]
    assert tree.main_line().clocks == (58_000, 55_500)
    assert tree.main_line().times_used() == (3_000, 5_500)
    assert tree.clock_times() == (58_000, 55_500)
    assert tree.clock_times(first) == (58_000, 60_000)
    assert tree.clock_times(tree.root) == (60_000, 60_000)
    # Undo, then the same move again later: its clock is the new one.
    revision = tree.revision
    tree.back()
    assert tree.play("h8.h7-h5", clock_ms=50_000) is reply and tree.revision == revision + 1
    assert tree.clock_times() == (58_000, 50_000)
    tree.set_clock(reply, None)
    assert tree.main_line().times_used() == (3_000, None)
    assert tree.clock_times() == (58_000, 60_000)
    with pytest.raises(ValueError, match="cannot be negative"):
        tree.set_clock(reply, -1)
    with pytest.raises(ValueError, match="start of the game"):
        tree.set_clock(tree.root, 1_000)
    with pytest.raises(ValueError, match="not a time control"):
        tree.set_tag("TimeControl", "soon")


def test_undo_puts_the_clock_back_where_the_position_was() -> None:
    """A game played on the clock; after undo the clock shows what it showed then."""
    time = FakeTime()
    tree = GameTree.new(Position.start(8, 8))
    control = TimeControl.fischer(10_000, 500)
    tree.set_time_control(control)
    clock = GameClock(control, time_source=time)
    clock.start()
    for move, ms in (("a1.a2-a4", 2_000), ("h8.h7-h5", 1_000), ("b1.b2-b4", 4_000)):
        time.advance(ms)
        tree.play(move, clock_ms=clock.press())
    assert clock.times() == (5_000, 9_500)
    tree.back()
    tree.back()
    times = tree.clock_times()
    assert times == (8_500, 10_000)
    clock.restore(*times, tree.position.turn)
    assert clock.turn is Color.BLACK and clock.times() == (8_500, 10_000)


def test_without_a_time_control_nothing_is_timed() -> None:
    tree = GameTree.from_moves(Position.start(8, 8), ["a1.a2-a4"])
    assert not tree.time_control.enabled and tree.clock_times() is None
    assert tree.main_line().times_used() == (None,)
