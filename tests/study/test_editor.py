"""The position editor model."""

from __future__ import annotations

import pytest

from epaminondas_gui.core.games.outcome import Termination
from epaminondas_gui.core.rules.position import Color, EFNError, Position, Rules, SymmetryRule
from epaminondas_gui.core.study.editor import PositionEditor


def sq(editor: PositionEditor, name: str) -> int:
    return editor.to_position().geometry.parse_square(name)


def test_starts_from_the_standard_position_and_plays_from_it() -> None:
    editor = PositionEditor()
    assert editor.to_position() == Position.start()
    status = editor.status()
    assert status.playable and status.problems == () and status.outcome is None
    assert (status.white_pieces, status.black_pieces) == (28, 28)
    assert status.describe() == "Ready to play."


def test_place_remove_toggle() -> None:
    editor = PositionEditor(Position.start(8, 8))
    e4 = sq(editor, "e4")
    assert editor.piece_at(e4) is None
    assert editor.toggle(e4) is Color.WHITE
    assert editor.toggle(e4) is Color.BLACK
    assert editor.piece_at(e4) is Color.BLACK
    assert editor.toggle(e4) is None
    a1 = sq(editor, "a1")
    editor.place(a1, Color.BLACK)  # replaces the white piece
    assert editor.piece_at(a1) is Color.BLACK
    assert editor.count(Color.WHITE) == 15 and editor.count(Color.BLACK) == 17
    editor.remove(a1)
    assert editor.piece_at(a1) is None
    assert editor.efn() == "BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/1WWWWWWW W"


def test_squares_off_the_board_are_refused() -> None:
    editor = PositionEditor(Position.start(8, 8))
    geo = editor.to_position().geometry
    guard = geo.square(8, 0)  # the guard column after file h
    for bad in (-1, guard, geo.square(0, 8)):
        with pytest.raises(ValueError, match="not on the 8x8 board"):
            editor.place(bad, Color.WHITE)
    assert editor.to_position() == Position.start(8, 8)


def test_empty_board_is_already_decided() -> None:
    editor = PositionEditor()
    editor.clear()
    status = editor.status()
    assert not status.playable
    assert status.outcome is not None
    assert status.outcome.winner is Color.BLACK
    assert status.outcome.termination is Termination.NO_MOVES
    assert status.problems == ("The board is empty.",)
    assert status.describe().startswith("The game would already be over: Black wins")


def test_one_side_without_pieces() -> None:
    editor = PositionEditor(Position.start(8, 8))
    for name in ("a7", "b7", "c7", "d7", "e7", "f7", "g7", "h7"):
        editor.remove(sq(editor, name))
    for name in ("a8", "b8", "c8", "d8", "e8", "f8", "g8", "h8"):
        editor.remove(sq(editor, name))
    status = editor.status()
    assert status.problems == ("Black has no pieces.",)
    assert status.playable  # White moves first; Black then has no move and loses
    editor.turn = Color.BLACK
    status = editor.status()
    assert status.outcome is not None and status.outcome.winner is Color.WHITE


def test_home_row_win_and_warning() -> None:
    editor = PositionEditor(Position.from_efn("1W2/4/1B2/4 B"))
    status = editor.status()
    assert status.playable
    assert any("must capture them" in p for p in status.problems)
    editor.turn = Color.WHITE
    status = editor.status()
    assert status.outcome is not None
    assert status.outcome.winner is Color.WHITE
    assert status.outcome.termination is Termination.HOME_ROW


def test_symmetry_rule_option() -> None:
    editor = PositionEditor()
    assert editor.symmetry is SymmetryRule.MIDLINE
    editor.symmetry = SymmetryRule.OFF
    assert editor.rules == Rules(SymmetryRule.OFF)
    assert PositionEditor(rules=Rules(SymmetryRule.OFF)).symmetry is SymmetryRule.OFF


def test_standard_start_and_size() -> None:
    editor = PositionEditor()
    editor.set_size(6, 12)
    assert editor.to_position() == Position.start(6, 12)
    editor.set_size(10, 10, empty=True)
    assert (editor.width, editor.height) == (10, 10)
    assert editor.count(Color.WHITE) == 0
    editor.turn = Color.BLACK
    editor.standard_start(rows=3)
    assert editor.to_position() == Position.start(10, 10, 3)
    with pytest.raises(ValueError, match="outside"):
        editor.set_size(3, 10)
    with pytest.raises(ValueError, match="starting rows"):
        editor.standard_start(rows=5)
    assert editor.to_position() == Position.start(10, 10, 3)


def test_swap_colors() -> None:
    editor = PositionEditor(Position.from_efn("4/1W2/4/B3 W"))
    editor.swap_colors()
    assert editor.efn() == "W3/4/1B2/4 B"
    editor.swap_colors()
    assert editor.efn() == "4/1W2/4/B3 W"


@pytest.mark.parametrize(
    "text",
    [
        "  8/8/8/8/8/8/8/4W3 B\n",
        '"8/8/8/8/8/8/8/4W3 B"',
        '[EFN "8/8/8/8/8/8/8/4W3 B"]',
    ],
)
def test_paste_efn(text: str) -> None:
    editor = PositionEditor()
    editor.paste_efn(text)
    assert editor.to_position() == Position.from_efn("8/8/8/8/8/8/8/4W3 B")


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("", "nothing to paste"),
        ('""', "nothing to paste"),
        ("8/8/8/8/8/8/8/8", "got 1 field"),
        ("8/8/8/8/8/8/8/8 X", "side to move must be W or B"),
        ("8/8/8/8/8/8/8/7 W", "rank 1 has 7 squares"),
        ("8/8/8/8/8/8/8/3Q4 W", "unknown character 'Q'"),
        ("8/8/8 W", "3 ranks"),
        ("8/8/8/8\n8/8/8/8 W", "one line"),
    ],
)
def test_paste_bad_efn_leaves_board(text: str, fragment: str) -> None:
    editor = PositionEditor(Position.start(8, 8))
    with pytest.raises(EFNError, match=fragment):
        editor.paste_efn(text)
    assert editor.to_position() == Position.start(8, 8)


def test_copy_paste_round_trip() -> None:
    editor = PositionEditor(Position.start(14, 12))
    editor.toggle(sq(editor, "g6"))
    editor.turn = Color.BLACK
    other = PositionEditor()
    other.paste_efn(editor.efn())
    assert other.to_position() == editor.to_position()


def test_resizing_keeps_the_pieces_that_fit() -> None:
    editor = PositionEditor(Position.start(8, 8))
    editor.clear()
    geo = editor.to_position().geometry
    for name, color in (("a1", Color.WHITE), ("h2", Color.WHITE), ("c8", Color.BLACK),
                        ("h7", Color.BLACK), ("d4", Color.WHITE), ("e5", Color.BLACK)):
        editor.place(geo.parse_square(name), color)
    # Taller: the lower half keeps its ranks from the bottom, the upper from the top.
    assert editor.resize_keeping(8, 12) == 0
    big = editor.to_position()
    expected = {"a1": Color.WHITE, "h2": Color.WHITE, "d4": Color.WHITE,
                "c12": Color.BLACK, "h11": Color.BLACK, "e9": Color.BLACK}
    assert {big.geometry.square_name(sq): big.piece_at(sq)
            for sq in big.geometry.iter_squares(big.occupied)} == expected
    # Narrower: files beyond the edge do not fit, and are counted.
    assert editor.resize_keeping(6, 12) == 2  # h2 and h11
    assert editor.count(Color.WHITE) == 2 and editor.count(Color.BLACK) == 2
    # The standard start stays a standard start.
    editor.standard_start()
    editor.resize_keeping(14, 12)
    assert editor.to_position() == Position.start(14, 12)


def test_a_smaller_board_keeps_the_setup_for_a_larger_one_again() -> None:
    setup = Position.from_efn("B5BB/8/2W5/8/8/8/1W6/W6W W")  # 8x8, pieces on every edge
    editor = PositionEditor(setup)
    assert editor.resize_keeping(6, 6) == 3  # h8, g8 and h1 are off the narrower board
    assert editor.count(Color.WHITE) + editor.count(Color.BLACK) == 4
    assert editor.resize_keeping(7, 7) == 2  # only the h-file is off now
    assert editor.resize_keeping(8, 8) == 0
    assert editor.to_position() == setup  # every piece back where it was
    # An edit on the smaller board makes it the setup: what did not fit is gone then.
    editor.resize_keeping(6, 6)
    editor.place(editor.to_position().geometry.parse_square("c3"), Color.BLACK)
    assert editor.resize_keeping(8, 8) == 0
    assert editor.count(Color.WHITE) + editor.count(Color.BLACK) == 5
