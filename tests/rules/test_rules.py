"""Hand-made positions for every rule in docs/rules.md, and random positions against a slow
reference generator written independently from the rules text."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from epaminondas_gui.core.rules.geometry import geometry
from epaminondas_gui.core.rules.movegen import (
    count_moves,
    legal_moves,
    quiet_move_is_legal,
    raw_moves,
    to_move,
    winner,
)
from epaminondas_gui.core.rules.notation import move_to_text
from epaminondas_gui.core.rules.position import (
    DEFAULT_RULES,
    Color,
    Position,
    Rules,
    SymmetryRule,
    Variant,
)

from .reference import reference_successors
from .reference_abanondas import reference_abanondas_successors

OFF = Rules(SymmetryRule.OFF)


def make(width: int, height: int, white: str = "", black: str = "", turn: str = "W") -> Position:
    """A position from square lists such as ``"a1 b2"``."""
    geo = geometry(width, height)
    w = sum(1 << geo.parse_square(sq) for sq in white.split())
    b = sum(1 << geo.parse_square(sq) for sq in black.split())
    return Position(geo, w, b, Color.WHITE if turn == "W" else Color.BLACK)


def texts(pos: Position, rules: Rules = DEFAULT_RULES) -> set[str]:
    return {move_to_text(pos.geometry, move) for move in legal_moves(pos, rules)}


# -- movement -------------------------------------------------------------------------


def test_single_piece_moves_one_square_in_all_eight_directions() -> None:
    pos = make(8, 8, "d4", "h8")
    assert texts(pos) == {"d4-d5", "d4-e5", "d4-e4", "d4-e3", "d4-d3", "d4-c3", "d4-c4", "d4-c5"}


def test_single_black_piece_moves_in_all_eight_directions() -> None:
    pos = make(8, 8, "a1", "e5", "B")
    assert texts(pos) == {"e5-e6", "e5-f6", "e5-f5", "e5-f4", "e5-e4", "e5-d4", "e5-d5", "e5-d6"}


def test_corner_piece_stays_on_the_board() -> None:
    assert texts(make(6, 6, "a1", "f6")) == {"a1-a2", "a1-b2", "a1-b1"}


def test_phalanx_moves_along_its_line_up_to_its_length() -> None:
    # A vertical line of three on c2..c4: forward (north) groups of 1, 2, 3 with 1..k squares.
    pos = make(8, 10, "c2 c3 c4", "h10")
    north = {t for t in texts(pos) if t.endswith(("5", "6", "7")) and t[0] == "c" and "-c" in t}
    assert north == {
        "c4-c5",
        "c3.c4-c5",
        "c3.c4-c6",
        "c2.c4-c5",
        "c2.c4-c6",
        "c2.c4-c7",
    }


def test_phalanx_never_moves_sideways() -> None:
    # A horizontal pair cannot move north as a group: only its single pieces can.
    pos = make(8, 8, "c3 d3", "h8")
    pairs = {move_to_text(pos.geometry, m) for m in legal_moves(pos) if m.count == 2}
    assert pairs == {"c3.d3-e3", "c3.d3-f3", "d3.c3-b3", "d3.c3-a3"}  # along its own line


def test_splitting_takes_only_the_front_most_pieces() -> None:
    # Line c2..c4 moving south: the front is c2; c3 alone cannot move south over c2.
    pos = make(8, 8, "c2 c3 c4", "h8")
    south = {t for t in texts(pos) if t.endswith(("-c1",))}
    assert south == {"c2-c1", "c3.c2-c1", "c4.c2-c1"}
    assert "c3-c2" not in texts(pos)


def test_diagonal_phalanx_moves_both_ways() -> None:
    pos = make(8, 8, "c3 d4", "h8")
    got = texts(pos)
    assert {"c3.d4-e5", "c3.d4-f6", "d4.c3-b2", "d4.c3-a1"} <= got


def test_path_blocked_by_own_piece() -> None:
    # c2.c3 moving north 2 would pass c4? No: c4 is empty, c5 own -> distance 2 lands on c5.
    pos = make(8, 8, "c2 c3 c5", "h8")
    got = texts(pos)
    assert "c2.c3-c4" in got
    assert "c2.c3-c5" not in got


def test_path_blocked_by_enemy_piece_before_the_landing_square() -> None:
    pos = make(8, 8, "c1 c2 c3", "c5 h8")
    got = texts(pos)
    assert "c1.c3-c4" in got
    assert "c1.c3-c6" not in got  # cannot jump over c5
    assert "c1.c3-c5:1" in got  # but can capture it (3 > 1)


def test_group_cannot_leave_the_board() -> None:
    pos = make(6, 6, "a5 a6", "f1", "W")
    assert not any(t.startswith("a5.a6") for t in texts(pos))


# -- capture --------------------------------------------------------------------------


def test_single_piece_never_captures() -> None:
    pos = make(6, 6, "c3", "c4")
    assert "c3-c4" not in {t.split(":")[0] for t in texts(pos)}


def test_pair_captures_lone_piece() -> None:
    pos = make(6, 6, "c2 c3", "c4 f6")
    after = make(6, 6, "c3 c4", "f6", "B")
    moves = [m for m in legal_moves(pos) if m.captured]
    assert [move_to_text(pos.geometry, m) for m in moves] == ["c2.c3-c4:1"]
    assert pos.play(moves[0]) == after


def test_equal_length_cannot_capture() -> None:
    pos = make(8, 8, "c2 c3", "c4 c5")
    assert not any(m.captured for m in legal_moves(pos))


def test_capture_counts_the_enemy_run_from_the_landing_square_onward() -> None:
    # Black c6 c7 and c9 (beyond a gap). A group of 3 captures c6 c7 (run 2 < 3), not c9.
    pos = make(8, 10, "c3 c4 c5", "c6 c7 c9 h10")
    move = next(m for m in legal_moves(pos) if m.captured)
    assert move_to_text(pos.geometry, move) == "c3.c5-c6:2"
    after = pos.play(move)
    geo = pos.geometry
    assert after.black == sum(1 << geo.parse_square(s) for s in ("c9", "h10"))
    # The group stops with its head on the first captured square.
    assert after.white == sum(1 << geo.parse_square(s) for s in ("c4", "c5", "c6"))


def test_capture_after_moving_through_empty_squares() -> None:
    # Group of 3 moves 2: passes c4 (empty), lands on c5 capturing c5 c6 (run 2 < 3).
    pos = make(8, 8, "c1 c2 c3", "c5 c6 h8")
    assert "c1.c3-c5:2" in texts(pos)
    # Enemy run behind the landing square reaching the edge: c5 c6 c7 c8 is 4 >= 3.
    pos = make(8, 8, "c1 c2 c3", "c5 c6 c7 c8")
    assert not any(m.captured for m in legal_moves(pos))


def test_capture_leaves_pieces_beside_the_line() -> None:
    pos = make(8, 8, "b2 c2", "d2 d3 e3 h8")
    move = next(m for m in legal_moves(pos) if m.captured)
    assert move_to_text(pos.geometry, move) == "b2.c2-d2:1"
    after = pos.play(move)
    geo = pos.geometry
    assert after.black == sum(1 << geo.parse_square(s) for s in ("d3", "e3", "h8"))


def test_capture_at_the_board_edge() -> None:
    # Diagonal group of 3 heading north-east into a black pair ending at the corner.
    pos = make(6, 6, "b2 c3 d4", "e5 f6")
    assert "b2.d4-e5:2" in texts(pos)


def test_capture_is_not_compulsory_and_black_captures_too() -> None:
    pos = make(8, 8, "a1 d4", "d5 d6 d7", "B")
    got = texts(pos)
    assert "d7.d5-d4:1" in got
    assert "d6.d5-d4:1" in got
    assert "d5-d4" not in {t.split(":")[0] for t in got if ":" not in t}
    assert any(":" not in t for t in got)


def test_capture_in_every_direction() -> None:
    for direction, (df, dr) in enumerate(
        [(0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)]
    ):
        geo = geometry(9, 9)
        centre = (4, 4)
        rear = (centre[0] - df, centre[1] - dr)
        target = (centre[0] + df, centre[1] + dr)
        white = (1 << geo.square(*centre)) | (1 << geo.square(*rear))
        black = 1 << geo.square(*target)
        pos = Position(geo, white, black, Color.WHITE)
        captures = [m for m in legal_moves(pos) if m.captured]
        assert [m.direction for m in captures] == [direction]


# -- symmetry rule --------------------------------------------------------------------


def test_symmetry_rule_forbids_entering_into_a_mirror_position_for_white() -> None:
    # After a2-b1?? no: White enters row 6 with a5-a6 making White {a6, c2} mirror Black {a1, c5}.
    pos = make(6, 6, "a5 c2", "a1 c5")
    assert pos.is_mirror_symmetric() is False
    assert "a5-a6" not in texts(pos)
    assert "a5-a6" in texts(pos, OFF)
    # Other entries that do not produce a mirror stay legal.
    assert "a5-b6" in texts(pos)


def test_symmetry_rule_for_black() -> None:
    pos = make(6, 6, "d6 f4", "d2 f3", "B")
    # d2-d1 gives Black {d1, f3} vs White {d6, f4}: mirror with colours swapped.
    assert "d2-d1" not in texts(pos)
    assert "d2-d1" in texts(pos, OFF)
    assert "d2-c1" in texts(pos)


def test_symmetry_rule_ignores_moves_that_do_not_enter_the_far_row() -> None:
    # White moves into a mirror position without entering row 6: legal.
    assert make(6, 6, "b3 e1", "b4 e6").is_mirror_symmetric()
    pos = make(6, 6, "b2 e1", "b4 e6")  # b2-b3 makes W{b3,e1} vs B{b4,e6}
    assert "b2-b3" in texts(pos)


def test_symmetry_rule_ignores_sliding_along_the_far_row() -> None:
    # White a6 slides to b6: b6 was empty, but the piece was already on row 6.
    pos = make(6, 6, "a6 d3", "b1 d4", "W")
    assert "a6-b6" in texts(pos)
    after = pos.play(next(m for m in legal_moves(pos) if move_to_text(pos.geometry, m) == "a6-b6"))
    assert after.is_mirror_symmetric()


def test_symmetry_rule_counts_captures() -> None:
    # White c4.c5-c6:1 captures c6, leaving White {c5, c6} vs Black {c1, c2}: a mirror.
    pos = make(6, 6, "c4 c5", "c6 c1 c2")
    assert "c4.c5-c6:1" not in texts(pos)
    assert "c4.c5-c6:1" in texts(pos, OFF)


# -- end of the game ------------------------------------------------------------------


def test_win_is_judged_at_the_start_of_the_turn() -> None:
    pos = make(6, 6, "a5 f1", "c6 d6", "W")
    move = next(m for m in legal_moves(pos) if move_to_text(pos.geometry, m) == "a5-a6")
    after = pos.play(move)
    # White now has one piece on Black's home row, but it is Black's turn: not over yet.
    assert after.home_row_counts() == (1, 0)
    assert winner(after) is None
    # If Black makes a move that does not answer, White wins at the start of his turn.
    idle = next(m for m in legal_moves(after) if move_to_text(after.geometry, m) == "c6-c5")
    assert winner(after.play(idle)) is Color.WHITE


def test_intruder_captured_or_matched() -> None:
    # White a6 on Black's row; Black b6.c6 captures nothing (a6 is west of b6: c6.b6-a6:1).
    pos = make(6, 6, "a6 f1", "b6 c6 e2", "B")
    capture = next(m for m in legal_moves(pos) if m.captured)
    assert move_to_text(pos.geometry, capture) == "c6.b6-a6:1"
    assert winner(pos.play(capture)) is None
    # Black can instead enter White's home row: counts 1-1, nobody wins.
    enter = next(m for m in legal_moves(pos) if move_to_text(pos.geometry, m) == "e2-e1")
    assert winner(pos.play(enter)) is None


def test_mover_with_more_on_far_row_has_won_for_both_colours() -> None:
    assert winner(make(6, 6, "a6 b6 c1", "d1 e5", "W")) is Color.WHITE
    assert winner(make(6, 6, "a6 c3", "d1 e1", "B")) is Color.BLACK
    # Equal counts: nobody has won.
    assert winner(make(6, 6, "a6 c3", "d1 e5", "W")) is None


def test_no_legal_move_loses() -> None:
    # White a1 boxed in by a black wall it cannot capture (single pieces never capture).
    pos = make(6, 6, "a1", "a2 b2 b1 f6", "W")
    assert legal_moves(pos) == []
    assert winner(pos) is Color.BLACK
    # No pieces at all.
    assert winner(make(6, 6, "", "c3", "W")) is Color.BLACK
    assert winner(make(6, 6, "c3", "", "B")) is Color.WHITE


def test_rule_one_comes_before_rule_two() -> None:
    # Black to move has more pieces on White's home row and no legal move: Black wins.
    pos = make(6, 6, "a2 b2 b1", "a1", "B")
    assert legal_moves(pos) == []
    assert winner(pos) is Color.BLACK


# -- random positions against the reference ---------------------------------------------


@st.composite
def positions(draw: st.DrawFn) -> Position:
    width = draw(st.integers(4, 9))
    height = draw(st.integers(4, 9))
    geo = geometry(width, height)
    density = draw(st.floats(0.1, 0.7))
    white = black = 0
    for sq in geo.squares:
        roll = draw(st.floats(0, 1))
        if roll < density / 2:
            white |= 1 << sq
        elif roll < density:
            black |= 1 << sq
    turn = draw(st.sampled_from([Color.WHITE, Color.BLACK]))
    return Position(geo, white, black, turn)


@st.composite
def symmetric_positions(draw: st.DrawFn) -> Position:
    """Near-mirror positions, where the symmetry rule is likely to matter."""
    pos = draw(positions())
    geo = pos.geometry
    black = geo.mirror_ranks(pos.white)
    # Perturb one square so that a single move can complete the mirror.
    sq = draw(st.sampled_from(geo.squares))
    white = pos.white ^ (1 << sq)
    black &= ~white
    return Position(geo, white, black, pos.turn)


VARIANTS = [Variant.EPAMINONDAS, Variant.ABANONDAS]
REFERENCE = {Variant.EPAMINONDAS: reference_successors,
             Variant.ABANONDAS: reference_abanondas_successors}


@pytest.mark.parametrize("variant", VARIANTS)
@settings(max_examples=300, deadline=None)
@given(pos=positions())
def test_random_positions_match_reference(variant: Variant, pos: Position) -> None:
    rules = Rules(variant=variant)
    moves = legal_moves(pos, rules)
    assert sorted({pos.play(m).efn() for m in moves}) == REFERENCE[variant](pos)
    assert count_moves(pos, rules) == len(moves)


@pytest.mark.parametrize("variant", VARIANTS)
@settings(max_examples=300, deadline=None)
@given(pos=symmetric_positions())
def test_near_symmetric_positions_match_reference(variant: Variant, pos: Position) -> None:
    for symmetry in SymmetryRule:
        rules = Rules(symmetry, variant)
        got = sorted({pos.play(m).efn() for m in legal_moves(pos, rules)})
        assert got == REFERENCE[variant](pos, symmetry=symmetry is SymmetryRule.MIDLINE)
        assert count_moves(pos, rules) == len(legal_moves(pos, rules))


@pytest.mark.parametrize("variant", VARIANTS)
@settings(max_examples=200, deadline=None)
@given(pos=symmetric_positions(), seed=st.integers(0, 2**32 - 1))
def test_quiet_move_legality_check_matches_the_generator(variant: Variant, pos: Position,
                                                         seed: int) -> None:
    # The search tries killer moves (found in other positions) without generating the
    # moves of the node: the direct check must agree with the generator exactly.
    geo = pos.geometry
    rng = random.Random(seed)
    forward = pos.turn.forward
    slips = variant is Variant.ABANONDAS
    own, enemy = pos.pieces(pos.turn), pos.pieces(pos.turn.other)
    # Moves of the same side from positions nearby: some stay legal, some do not.
    others = [Position(geo, (pos.white ^ rng.getrandbits(geo.stride * geo.height)) & geo.board
                       & ~pos.black, pos.black, pos.turn) for _ in range(3)]
    others.append(pos)
    for symmetry in (True, False):
        here = set(raw_moves(geo, own, enemy, forward, symmetry, None, slips))
        for other in others:
            # Offered without the symmetry rule, so that moves it forbids here come up too.
            for move in raw_moves(geo, other.pieces(pos.turn), other.pieces(pos.turn.other),
                                  forward, False, None, slips):
                expected = move in here and not move[6]
                assert quiet_move_is_legal(geo, own, enemy, forward, symmetry, move) == expected


def test_quiet_move_legality_check_applies_the_symmetry_rule() -> None:
    for pos, forbidden in ((make(6, 6, "a5 c2", "a1 c5"), "a5-a6"),
                           (make(6, 6, "d6 f4", "d2 f3", "B"), "d2-d1")):
        geo = pos.geometry
        own, enemy = pos.pieces(pos.turn), pos.pieces(pos.turn.other)
        forward = pos.turn.forward
        move = next(mv for mv in raw_moves(geo, own, enemy, forward, False)
                    if move_to_text(geo, to_move(geo, mv)) == forbidden)
        assert not quiet_move_is_legal(geo, own, enemy, forward, True, move)
        assert quiet_move_is_legal(geo, own, enemy, forward, False, move)
