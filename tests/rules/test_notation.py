"""Move notation, EFN strings and drag-and-drop move entry: round trips and bad input."""

from __future__ import annotations

import contextlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.notation import (
    IllegalMoveError,
    NotationError,
    Refusal,
    find_move,
    move_to_text,
    parse_move,
    targets_from,
)
from epaminondas_gui.core.rules.position import EFNError, Position, parse_efn, to_efn

from .test_rules import make, positions

START = Position.start()


# -- notation -------------------------------------------------------------------------


def test_notation_examples_from_rules() -> None:
    pos = START
    move = parse_move(pos, "g1.g2-g4")
    assert move_to_text(pos.geometry, move) == "g1.g2-g4"
    assert (move.count, move.distance) == (2, 2)
    single = make(14, 12, "k2", "a12")
    assert move_to_text(single.geometry, parse_move(single, "k2-j1")) == "k2-j1"
    six = make(14, 12, "a1", "i11 i10 i9 i8 i7 i6", "B")
    move = parse_move(six, "i11.i6-i2")
    assert (move.count, move.distance, move.captured) == (6, 4, 0)


def test_capture_notation() -> None:
    pos = make(14, 12, "a1 i2 i1", "i11 i10 i9 i8 i7 i6", "B")
    move = parse_move(pos, "i11.i6-i2:2")
    assert move.captured == 2
    assert move_to_text(pos.geometry, move) == "i11.i6-i2:2"
    # The capture count may be left out, but a wrong one is an error.
    assert parse_move(pos, "i11.i6-i2") == move
    with pytest.raises(IllegalMoveError, match="claims 1"):
        parse_move(pos, "i11.i6-i2:1")


@pytest.mark.parametrize(
    "text", ["g2.g1-g4", "g1.g2 - g4", " G1 . G2-G4 ", "g2 .g1 -g4", "g1.g2-g4"]
)
def test_reading_is_tolerant(text: str) -> None:
    assert parse_move(START, text) == parse_move(START, "g1.g2-g4")


@pytest.mark.parametrize(
    "text,reason",
    [
        ("", "not a move"),
        ("g1g2", "not a move"),
        ("g1.g2.g3-g4", "not a move"),
        ("g1-", "not a move"),
        ("1. g1.g2-g4", "not a move"),
        ("z1-z2", "not on the 14x12 board"),
        ("a0-a1", "not on the 14x12 board"),
        ("a13-a12", "not on the 14x12 board"),
        ("g1.g2-g4:x", "not a move"),
    ],
)
def test_malformed_move_text(text: str, reason: str) -> None:
    with pytest.raises(NotationError, match=reason):
        parse_move(START, text)


@pytest.mark.parametrize(
    "text,reason",
    [
        ("g2-g4", "at most 1 square"),
        ("g1-g3", "at most 1 square"),
        ("g1.g2-g5", "at most 2 squares"),
        ("g3-g4", "no White piece on g3"),
        ("g11-g10", "no White piece on g11"),
        ("a1.c1-c3", "not on the group's line"),
        ("h2.g2-e2", "blocked by your own piece on f2"),
        ("a1.a2-b4", "not on the group's line"),
    ],
)
def test_illegal_moves_say_why(text: str, reason: str) -> None:
    with pytest.raises(IllegalMoveError, match=reason) as info:
        parse_move(START, text)
    assert not isinstance(info.value, NotationError)


@settings(max_examples=150, deadline=None)
@given(positions())
def test_notation_round_trips(pos: Position) -> None:
    for move in legal_moves(pos):
        text = move_to_text(pos.geometry, move)
        assert parse_move(pos, text) == move
        if move.count > 1:
            rear, rest = text.split(".")
            head, landing = rest.split("-", 1)
            assert parse_move(pos, f"{head} . {rear} - {landing}") == move


# -- drag and drop --------------------------------------------------------------------


@settings(max_examples=150, deadline=None)
@given(positions())
def test_every_legal_move_has_exactly_one_drag(pos: Position) -> None:
    moves = legal_moves(pos)
    drags = {(m.rear, m.rear_to) for m in moves}
    assert len(drags) == len(moves)
    for move in moves:
        assert find_move(pos, move.rear, move.rear_to) == move
    for square in pos.geometry.iter_squares(pos.pieces(pos.turn)):
        targets = targets_from(pos, square)
        assert set(targets.values()) == {m for m in moves if m.rear == square}


def test_drag_grabs_the_rear_of_the_group() -> None:
    # Dragging g1 to g3 moves the pair g1.g2 two squares (the grabbed piece lands on g3).
    move = find_move(START, START.geometry.parse_square("g1"), START.geometry.parse_square("g3"))
    assert move_to_text(START.geometry, move) == "g1.g2-g4"
    # Dragging g2 (the front piece) one square moves it alone.
    g2 = START.geometry.parse_square("g2")
    move = find_move(START, g2, START.geometry.parse_square("g3"))
    assert move_to_text(START.geometry, move) == "g2-g3"


@pytest.mark.parametrize(
    "grab,drop,reason",
    [
        ("g3", "g4", "no White piece on g3"),
        ("g11", "g10", "no White piece on g11"),
        ("g2", "h4", "straight line"),
        ("g2", "g2", "where it stands"),
        ("g2", "g4", "at most 1 square"),
        ("g1", "g4", "at most 2 squares"),
        ("a1", "b1", "leave the board"),  # the whole first rank would move east
    ],
)
def test_illegal_drops_say_why(grab: str, drop: str, reason: str) -> None:
    geo = START.geometry
    with pytest.raises(IllegalMoveError, match=reason) as info:
        find_move(START, geo.parse_square(grab), geo.parse_square(drop))
    # The reason also comes as a code with its fields, for translation.
    assert info.value.refusal is not None
    assert info.value.refusal.text(info.value.params) == str(info.value)


def test_refusal_codes_carry_their_fields() -> None:
    pos = make(8, 8, "c2 c3 e4", "c4 c5 h8")
    geo = pos.geometry
    cases = {
        ("c2", "c3"): (Refusal.CAPTURE_TOO_SHORT, {"count": 2, "run": 2}),
        ("e4", "e6"): (Refusal.PIECE_TOO_FAR, {"distance": 2}),
        ("c2", "c5"): (Refusal.GROUP_TOO_FAR, {"count": 2, "distance": 3}),
        ("d4", "d5"): (Refusal.NO_PIECE, {"side": "White", "square": "d4"}),
    }
    for (grab, drop), (refusal, params) in cases.items():
        with pytest.raises(IllegalMoveError) as info:
            find_move(pos, geo.parse_square(grab), geo.parse_square(drop))
        assert (info.value.refusal, info.value.params) == (refusal, params)
    with pytest.raises(IllegalMoveError) as info:
        parse_move(make(8, 8, "c3", "c4 h8"), "c3-c4")
    assert info.value.refusal is Refusal.PIECE_CANNOT_CAPTURE


def test_drop_reasons_for_captures_and_symmetry() -> None:
    pos = make(8, 8, "c2 c3", "c4 c5")
    geo = pos.geometry
    with pytest.raises(IllegalMoveError, match="cannot capture a line of 2"):
        find_move(pos, geo.parse_square("c2"), geo.parse_square("c3"))
    blocked = make(8, 8, "c1 c2 c4", "h8")
    with pytest.raises(IllegalMoveError, match="blocked by your own piece on c4"):
        find_move(blocked, geo.parse_square("c1"), geo.parse_square("c3"))
    sym = make(6, 6, "a5 c2", "a1 c5")
    with pytest.raises(IllegalMoveError, match="anti-symmetry"):
        find_move(sym, sym.geometry.parse_square("a5"), sym.geometry.parse_square("a6"))


# -- EFN ------------------------------------------------------------------------------


def test_standard_start_efn() -> None:
    assert to_efn(START) == (
        "BBBBBBBBBBBBBB/BBBBBBBBBBBBBB/14/14/14/14/14/14/14/14/WWWWWWWWWWWWWW/WWWWWWWWWWWWWW W"
    )
    assert parse_efn(to_efn(START)) == START


def test_standard_boards() -> None:
    assert Position.start(8, 8).efn() == "BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW W"
    six = Position.start(6, 12)
    assert six.white.bit_count() == 24 and six.black.bit_count() == 24
    assert Position.start(10, 10, rows=3).white.bit_count() == 30
    with pytest.raises(ValueError, match="starting rows"):
        Position.start(8, 8, rows=4)
    with pytest.raises(ValueError, match="outside"):
        Position.start(27, 12)
    with pytest.raises(ValueError, match="outside"):
        Position.start(3, 12)


@settings(max_examples=200, deadline=None)
@given(positions())
def test_efn_round_trips(pos: Position) -> None:
    assert parse_efn(to_efn(pos)) == pos
    assert eval(repr(pos), {"Position": Position}) == pos  # repr can be pasted back


@pytest.mark.parametrize(
    "text,reason",
    [
        ("", "got 0 field"),
        ("8/8/8/8 W extra", "got 3 field"),
        ("8/8/8/8 X", "side to move must be W or B"),
        ("8/8/8/8 w", "side to move must be W or B"),
        ("8/8/8 W", "3 ranks"),
        ("8/8/7/8 W", "rank 2 has 7 squares but rank 4 has 8"),
        ("8/8/9/8 W", "rank 2 has 9 squares"),
        ("8/8/8X/8 W", "rank 2: unknown character 'X'"),
        ("8/8/04WWWW/8 W", "not allowed"),
        ("8//8/8 W", "rank 3 is empty"),
        ("3/3/3/3 W", "3 files"),
        ("99/8/8/8 W", "wider than"),
    ],
)
def test_malformed_efn(text: str, reason: str) -> None:
    with pytest.raises(EFNError, match=reason):
        parse_efn(text)


@given(st.text(max_size=60))
def test_efn_parser_never_crashes(text: str) -> None:
    with contextlib.suppress(EFNError):
        parse_efn(text)
