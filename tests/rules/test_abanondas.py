"""Abanondas, the sideslip variant (docs/rules.md#abanondas-sideslips): what only the
variant has (slip directions, notation, slip entry by mouse, records and the engine's
option). The reference data, perft and the random positions against the slow reference
are the shared rules tests, run for each variant."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from epaminondas_gui.core.ai import Limits, search
from epaminondas_gui.core.ai.abanondas import slip_entry_run
from epaminondas_gui.core.games.record import RecordError
from epaminondas_gui.core.games.record_text import read_record, write_record
from epaminondas_gui.core.games.tree import GameTree
from epaminondas_gui.core.rules.movegen import (
    legal_moves,
    raw_moves,
    to_move,
    winner,
)
from epaminondas_gui.core.rules.notation import (
    IllegalMoveError,
    NotationError,
    Refusal,
    find_move,
    find_slip,
    move_to_text,
    parse_move,
    slip_drops,
    targets_from,
)
from epaminondas_gui.core.rules.perft import perft
from epaminondas_gui.core.rules.position import Color, Position, Rules, SymmetryRule, Variant

from ..engine.test_server import session
from .reference_abanondas import reference_slips
from .test_reference_data import CASES as REFERENCE_CASES
from .test_rules import make, positions

ABA = Rules(variant=Variant.ABANONDAS)
ABA_OFF = Rules(SymmetryRule.OFF, Variant.ABANONDAS)


CASES = REFERENCE_CASES[Variant.ABANONDAS]


def slip_texts(pos: Position, rules: Rules = ABA) -> set[str]:
    return {move_to_text(pos.geometry, m) for m in legal_moves(pos, rules) if m.is_slip}


# -- beyond the shared tests (test_reference_data.py, test_rules.py take the variant) ------


def test_symmetry_cases_forbid_a_slip_that_the_rule_off_allows() -> None:
    for case in CASES:
        if "symmetry" not in str(case["kind"]):
            continue
        pos = Position.from_efn(str(case["efn"]))
        assert slip_texts(pos, ABA) < slip_texts(pos, ABA_OFF), case["efn"]


def test_perft_1_splits_into_line_moves_and_slips() -> None:
    moves = legal_moves(Position.start(), ABA)
    assert sum(not m.is_slip for m in moves) == 114
    assert sum(m.is_slip for m in moves) == 247


def test_epaminondas_is_unchanged() -> None:
    start = Position.start()
    assert not any(m.is_slip for m in legal_moves(start))
    assert perft(start, 2) == 12_996
    assert Rules() == Rules(SymmetryRule.MIDLINE, Variant.EPAMINONDAS)


@settings(max_examples=300, deadline=None)
@given(positions())
def test_slips_are_written_as_the_reference_writes_them(pos: Position) -> None:
    slips = [m for m in legal_moves(pos, ABA) if m.is_slip]
    expected = reference_slips(pos)
    assert {move_to_text(pos.geometry, m): pos.play(m).efn() for m in slips} == expected
    for move in slips:
        assert parse_move(pos, move_to_text(pos.geometry, move), ABA) == move


@settings(max_examples=100, deadline=None)
@given(positions(), st.integers(0, 2**32 - 1))
def test_landing_mask_keeps_exactly_the_slips_that_touch_it(pos: Position, seed: int) -> None:
    geo = pos.geometry
    landing = random.Random(seed).getrandbits(geo.stride * geo.height) & geo.board
    own, enemy = pos.pieces(pos.turn), pos.pieces(pos.turn.other)
    forward = pos.turn.forward
    every = [mv for mv in raw_moves(geo, own, enemy, forward, True, None, True) if mv[0] >= 8]
    masked = [mv for mv in raw_moves(geo, own, enemy, forward, True, landing, True) if mv[0] >= 8]
    assert masked == [mv for mv in every if mv[4] & ~own & landing]


# -- hand-made positions -----------------------------------------------------------------


def test_rank_file_and_diagonal_slip_directions() -> None:
    rank = make(8, 8, "c4 d4", "h8")
    assert slip_texts(rank) == {
        "c4.d4-c5.d5", "c4.d4-c3.d3", "c4.d4-d5.e5", "c4.d4-b5.c5", "c4.d4-d3.e3",
        "c4.d4-b3.c3",
    }
    file = make(8, 8, "c4 c5", "h8")
    assert slip_texts(file) == {
        "c4.c5-d4.d5", "c4.c5-b4.b5", "c4.c5-d5.d6", "c4.c5-b5.b6", "c4.c5-d3.d4",
        "c4.c5-b3.b4",
    }
    # A diagonal slips only along a rank or a file.
    diagonal = make(8, 8, "c4 d5", "h8")
    assert slip_texts(diagonal) == {"c4.d5-c5.d6", "c4.d5-c3.d4", "c4.d5-d4.e5", "c4.d5-b4.c5"}
    anti = make(8, 8, "c5 d4", "h8")
    assert slip_texts(anti) == {"c5.d4-c6.d5", "c5.d4-c4.d3", "c5.d4-d5.e4", "c5.d4-b5.c4"}


def test_every_sub_run_of_a_line_may_slip() -> None:
    # A rank of three: the two pairs and the whole run, each in six directions.
    pos = make(8, 8, "b2 c2 d2", "h8")
    texts = slip_texts(pos)
    assert len(texts) == 3 * 6
    assert {"b2.c2-b3.c3", "c2.d2-c3.d3", "b2.d2-b3.d3", "b2.d2-c3.e3", "c2.d2-b1.c1"} <= texts


def test_slip_targets_must_all_be_empty_and_on_the_board() -> None:
    pos = make(8, 8, "a1 b1", "b2")
    texts = slip_texts(pos)
    assert "a1.b1-a2.b2" not in texts  # b2 holds an enemy piece: no capture by a slip
    assert not any(t.endswith(("0", "-a0.b0")) for t in texts)
    assert "a1.b1-b2.c2" not in texts  # b2 blocks the diagonal slip as well
    own_blocked = make(8, 8, "a3 b3 a4", "h8")
    assert "a3.b3-a4.b4" not in slip_texts(own_blocked)


def test_a_slip_never_captures_and_the_game_end_rules_apply() -> None:
    pos = make(6, 6, "b5 c5", "a1")
    move = parse_move(pos, "b5.c5-b6.c6", ABA)
    after = pos.play(move)
    assert move.captured == 0 and after.black == pos.black
    # Black has one turn to answer; if he cannot match or capture, White has won.
    answered = after.play(parse_move(after, "a1-b1", ABA))
    assert winner(answered, ABA) is Color.WHITE


def test_symmetry_rule_forbids_a_slip_onto_the_far_row_into_a_mirror() -> None:
    # After a5.b5-a6.b6 White's a6 b6 mirror Black's a1 b1: forbidden; with the rule off,
    # or slipping diagonally into a6... it is legal.
    pos = make(6, 6, "a5 b5", "a1 b1")
    assert "a5.b5-a6.b6" not in slip_texts(pos, ABA)
    assert "a5.b5-a6.b6" in slip_texts(pos, ABA_OFF)
    assert "a5.b5-b6.c6" in slip_texts(pos, ABA)
    with pytest.raises(IllegalMoveError) as info:
        parse_move(pos, "a5.b5-a6.b6", ABA)
    assert info.value.refusal is Refusal.SYMMETRY


def test_symmetry_rule_for_black_slips() -> None:
    pos = make(6, 6, "c6 d6", "c2 d2", "B")
    assert "c2.d2-c1.d1" not in slip_texts(pos, ABA)
    assert "c2.d2-c1.d1" in slip_texts(pos, ABA_OFF)


# -- notation -----------------------------------------------------------------------------


def test_notation_examples_from_rules() -> None:
    pos = make(8, 8, "c2 d2 e2 a4 b5 c6", "h8")
    slip = parse_move(pos, "c2.e2-d3.f3", ABA)
    assert slip.is_slip and slip.count == 3 and slip.captured == 0
    assert move_to_text(pos.geometry, slip) == "c2.e2-d3.f3"
    diagonal = parse_move(pos, "a4.c6-b4.d6", ABA)
    assert diagonal.count == 3
    assert move_to_text(pos.geometry, diagonal) == "a4.c6-b4.d6"
    # Ordinary moves keep their notation in the variant.
    assert move_to_text(pos.geometry, parse_move(pos, "c2.e2-f2", ABA)) == "c2.e2-f2"


@pytest.mark.parametrize(
    "text", ["c2.e2-d3.f3", "e2.c2-f3.d3", " C2 . E2 - D3 . F3 ", "e2 .c2-f3. d3"]
)
def test_reading_slips_is_tolerant(text: str) -> None:
    pos = make(8, 8, "c2 d2 e2", "h8")
    assert parse_move(pos, text, ABA) == parse_move(pos, "c2.e2-d3.f3", ABA)


@pytest.mark.parametrize(
    "text,refusal",
    [
        ("c2.e2-f3.d3", Refusal.SLIP_NOT_ONE_STEP),  # landings in the other order
        ("c2.e2-d4.f4", Refusal.SLIP_NOT_ONE_STEP),
        ("c2.e2-d2.f2", Refusal.SLIP_ALONG_LINE),
        ("a4.c6-b3.d5", Refusal.SLIP_DIAGONAL),
        ("c2.e2-c3.e3", Refusal.SLIP_NOT_EMPTY),
        ("c2.e3-c3.e4", Refusal.ENDS_NOT_ON_LINE),
        ("c2.g2-c3.g3", Refusal.BROKEN_GROUP),
        ("h1.h2-g1.g2", Refusal.NO_PIECE),
        ("c2.c2-c3.c3", Refusal.SLIP_TOO_SHORT),
    ],
)
def test_illegal_slips_say_why(text: str, refusal: Refusal) -> None:
    pos = make(8, 8, "c2 d2 e2 a4 b5 c6", "d3 h8")
    with pytest.raises(IllegalMoveError) as info:
        parse_move(pos, text, ABA)
    assert info.value.refusal is refusal, str(info.value)


def test_slip_off_the_board_is_not_a_move() -> None:
    pos = make(8, 8, "a1 b1", "h8")
    with pytest.raises(IllegalMoveError) as info:
        parse_move(pos, "a1.b1-a0.b0", ABA)
    assert isinstance(info.value, NotationError)  # rank 0 is not a square on any board


def test_slips_are_refused_in_epaminondas() -> None:
    pos = make(8, 8, "c2 d2 e2", "h8")
    with pytest.raises(IllegalMoveError) as info:
        parse_move(pos, "c2.e2-d3.f3")
    assert info.value.refusal is Refusal.SLIP_NOT_IN_VARIANT
    with pytest.raises(NotationError):
        parse_move(pos, "c2-d3.f3", ABA)
    with pytest.raises(NotationError):
        parse_move(pos, "c2.e2-d3.f3:1", ABA)


# -- slip entry by mouse (core side) ---------------------------------------------------------


@settings(max_examples=150, deadline=None)
@given(positions())
def test_every_slip_can_be_entered_from_either_end(pos: Position) -> None:
    """Grab one end, pass over the other, drop where the other end lands."""
    for move in legal_moves(pos, ABA):
        if not move.is_slip:
            continue
        assert find_slip(pos, move.rear, move.to, move.head, ABA) == move
        assert find_slip(pos, move.head, move.rear_to, move.rear, ABA) == move
        assert move in slip_drops(pos, move.rear, ABA)[move.to]


@settings(max_examples=150, deadline=None)
@given(positions())
def test_ordinary_drags_keep_their_meaning(pos: Position) -> None:
    """The drop targets of a plain drag are the same moves as in Epaminondas."""
    plain = {(m.rear, m.rear_to): m for m in legal_moves(pos)}
    for square in pos.geometry.iter_squares(pos.pieces(pos.turn)):
        assert targets_from(pos, square, ABA) == targets_from(pos, square)
        for drop, move in targets_from(pos, square, ABA).items():
            assert find_move(pos, square, drop, ABA) == move == plain[(square, drop)]


def test_drop_without_a_slip_says_why() -> None:
    pos = make(8, 8, "c2 d2 e2", "d3 h8")
    with pytest.raises(IllegalMoveError) as info:
        find_slip(pos, pos.geometry.parse_square("c2"), pos.geometry.parse_square("e3"),
                  pos.geometry.parse_square("e2"), ABA)
    assert info.value.refusal is Refusal.SLIP_NOT_EMPTY
    with pytest.raises(IllegalMoveError) as info:
        find_slip(pos, pos.geometry.parse_square("c2"), pos.geometry.parse_square("f3"))
    assert info.value.refusal is Refusal.SLIP_NOT_IN_VARIANT


def test_two_slips_with_one_drop_are_told_apart_by_the_way_the_pointer_went() -> None:
    pos = make(8, 8, "a1 b1 c1", "h8")
    sq = pos.geometry.parse_square
    pair = find_slip(pos, sq("a1"), sq("c2"), sq("b1"), ABA)
    three = find_slip(pos, sq("a1"), sq("c2"), sq("c1"), ABA)
    assert move_to_text(pos.geometry, pair) == "a1.b1-b2.c2"
    assert move_to_text(pos.geometry, three) == "a1.c1-a2.c2"
    assert find_slip(pos, sq("a1"), sq("c2"), None, ABA) == pair


# -- games, records, the engine ----------------------------------------------------------------


def test_game_and_record_round_trip_with_the_variant_tag() -> None:
    tree = GameTree.from_moves(Position.start(8, 8),
                               ("a2.b2-b3.c3", "a7.c7-a6.c6", "b3.c3-b4.c4"), ABA)
    text = write_record(tree.record())
    assert '[Variant "abanondas"]' in text
    assert "a2.b2-b3.c3" in text
    again = read_record(text)
    assert again.rules == ABA
    assert again.mainline_moves() == list(tree.main_line().moves)
    plain = write_record(GameTree.new(Position.start(8, 8)).record())
    assert "Variant" not in plain
    assert read_record(plain).rules.variant is Variant.EPAMINONDAS


def test_record_errors_for_the_variant() -> None:
    with pytest.raises(RecordError) as info:
        read_record('[Board "8x8"]\n[Variant "crossings"]\n\n1. a2-a3 *\n')
    assert (info.value.line, info.value.column) == (2, 1)
    assert "unknown variant" in info.value.message
    # A slip in a record without the tag is an Epaminondas game: refused where it stands.
    with pytest.raises(RecordError) as info:
        read_record('[Board "8x8"]\n\n1. a2.b2-b3.c3 *\n')
    assert (info.value.line, info.value.column) == (3, 4)
    assert "Abanondas" in info.value.message


def test_engine_variant_option() -> None:
    lines = session(
        "setoption name Variant value abanondas",
        "perft 1",
        "perft 2",
        "position startpos size 8x8 moves a2.b2-b3.c3",
        "moves",
        "result",
        "setoption name Variant value epaminondas",
        "position startpos",
        "perft 1",
        "setoption name Variant value crossings",
        "perft 1",
    )
    assert lines[0] == "perft 1 361"
    assert lines[1] == "perft 2 130321"
    nmoves = next(line for line in lines if line.startswith("nmoves"))
    pos = Position.start(8, 8)
    pos = pos.play(parse_move(pos, "a2.b2-b3.c3", ABA))
    assert nmoves == f"nmoves {len(legal_moves(pos, ABA))}"
    assert any(line.startswith("move a7.b7-a6.b6 ") for line in lines)
    assert "result none" in lines
    assert lines[-3] == "perft 1 114"
    assert lines[-2] == ("error unknown variant 'crossings' "
                         "(expected epaminondas, abanondas or heximinondas)")
    assert lines[-1] == "perft 1 114"


def test_engine_answers_every_reference_case_in_the_variant() -> None:
    commands = ["setoption name Variant value abanondas"]
    for case in CASES:
        commands += [f"position efn {case['efn']}", "moves", "result"]
    lines = session(*commands)
    index = 0
    for case in CASES:
        successors = []
        while lines[index].startswith("move "):
            successors.append(lines[index].split(" ", 2)[2])
            index += 1
        assert lines[index].startswith("nmoves")
        assert sorted(successors) == case["successors"]
        index += 1
        assert lines[index] == f"result {case['result'] or 'none'}"
        index += 1


def test_engine_loadgame_takes_the_variant_and_go_plays_it(tmp_path: Path) -> None:
    path = tmp_path / "aba.epam"
    path.write_text('[Board "8x8"]\n[Variant "abanondas"]\n\n1. a2.b2-b3.c3 *\n')
    lines = session(f"loadgame {path}", "moves")
    assert any(line.startswith("move a7.b7-a6.b6 ") for line in lines)
    # The search looks at the slips: with every line reported, they are among the first
    # moves, and the best move is legal in the variant.
    efn = "3B/4/4/WW2 W"
    lines = session("setoption name Variant value abanondas", "setoption name MultiPV value 64",
                    f"position efn {efn}", "go depth 1")
    pos = Position.from_efn(efn)
    firsts = {line.split(" pv ")[1].split()[0] for line in lines if line.startswith("info")}
    assert firsts == {move_to_text(pos.geometry, m) for m in legal_moves(pos, ABA)}
    assert {"a1.b1-a2.b2", "a1.b1-b2.c2"} <= firsts
    assert lines[-1].startswith("bestmove ")
    assert parse_move(pos, lines[-1].split()[1], ABA) in legal_moves(pos, ABA)


def test_to_move_of_a_slip_round_trips() -> None:
    pos = make(8, 8, "c2 d2 e2 a4 b5 c6", "h8")
    geo = pos.geometry
    for raw in raw_moves(geo, pos.white, pos.black, 1, True, None, True):
        move = to_move(geo, raw)
        assert move.change == raw[4]
        if move.is_slip:
            squares = [move.rear + i * geo.deltas[move.line_direction] for i in range(move.count)]
            assert sum(1 << s for s in squares) == raw[4] & pos.white
            assert all(s + move.offset for s in squares)


# -- the evaluation in the variant ---------------------------------------------------------


@settings(max_examples=200, deadline=None)
@given(positions())
def test_slip_entry_run_counts_the_longest_run_that_can_slip_onto_the_far_row(
    pos: Position,
) -> None:
    """Square by square: the longest run of slips onto the far row that one move makes."""
    geo = pos.geometry
    for color in (Color.WHITE, Color.BLACK):
        mover = pos.with_turn(color)
        far = geo.home_row(color is Color.BLACK)
        mine = mover.pieces(color)
        best = 0
        for move in legal_moves(mover, Rules(SymmetryRule.OFF, Variant.ABANONDAS)):
            if move.is_slip and move.line_direction == 2 and move.change & far & ~mine:
                best = max(best, move.count)
        empty = geo.board & ~pos.occupied
        assert slip_entry_run(mine, empty, color.index, geo) == best


def test_search_sees_a_slip_onto_the_far_row() -> None:
    # Black already has a1 on White's home row. A slip of two or three onto rank 8 is
    # ahead of it and Black cannot answer (h3 is two steps away): a win. One piece
    # stepping in only draws level: without slips the win takes longer.
    pos = make(8, 8, "c7 d7 e7", "a1 h3", "W")
    result = search(pos, Limits(depth=3), rules=ABA)
    assert result.best_move is not None and result.best_move.is_slip
    assert result.score.win_in == 1
    plain = search(pos, Limits(depth=3))
    assert plain.score.win_in != 1
