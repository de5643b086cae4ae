"""Heximinondas (docs/rules.md#heximinondas-the-hexagon): the hexagon, its moves, win zones,
the end of the game, and random games and positions against the slow referee of
reference_hex.py. The shared reference cases and perft 1-3 run in test_reference_data.py."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from epaminondas_gui.core.games.outcome import Termination, outcome_of
from epaminondas_gui.core.rules.ending import EndRule, result_text, verdict
from epaminondas_gui.core.rules.geometry import Shape, hexagon
from epaminondas_gui.core.rules.movegen import count_moves, legal_moves
from epaminondas_gui.core.rules.notation import (
    IllegalMoveError,
    Refusal,
    find_move,
    move_to_text,
    parse_move,
)
from epaminondas_gui.core.rules.perft import perft
from epaminondas_gui.core.rules.position import (
    Color,
    EFNError,
    Move,
    Position,
    Rules,
    SymmetryRule,
    Variant,
    Zone,
)

from . import reference_hex
from .test_reference_data import CASES, case_rules

HEX = Rules(variant=Variant.HEXIMINONDAS)
ROW = Rules(variant=Variant.HEXIMINONDAS, zone=Zone.ROW)
START_EFN = "BBBBBB/1BBBBBB/6BB/7BB/8BB/WW7BB/WW8/WW7/WW6/WWWWWW1/WWWWWW W"


def make(white: str = "", black: str = "", turn: str = "W") -> Position:
    """A position on the hexagon from cell lists such as ``"a1 b2"``."""
    geo = hexagon()
    w = sum(1 << geo.parse_square(sq) for sq in white.split())
    b = sum(1 << geo.parse_square(sq) for sq in black.split())
    return Position(geo, w, b, Color.WHITE if turn == "W" else Color.BLACK)


def texts(pos: Position, rules: Rules = HEX) -> set[str]:
    return {move_to_text(pos.geometry, move) for move in legal_moves(pos, rules)}


def cells(text: str) -> set[str]:
    return set(text.split(" "))


def names(bits: int) -> set[str]:
    geo = hexagon()
    return {geo.square_name(sq) for sq in geo.iter_squares(bits)}


# -- the board ----------------------------------------------------------------------------


def test_the_hexagon_has_91_cells_named_as_the_zillions_file_names_them() -> None:
    geo = hexagon()
    assert geo.shape is Shape.HEXAGON and len(geo.squares) == 91
    assert geo.size_name == "hex6"
    for corner in ("a1", "f1", "k6", "k11", "f11", "a6"):
        assert geo.square_name(geo.parse_square(corner)) == corner
    for missing in ("a7", "g1", "e11", "k5", "l1", "a12"):
        with pytest.raises(ValueError, match=r"not on the hexagon|not a square"):
            geo.parse_square(missing)
    assert [len(cells) for cells in geo.rank_cells] == [6, 7, 8, 9, 10, 11, 10, 9, 8, 7, 6]


def test_six_directions_with_the_zillions_names() -> None:
    geo = hexagon()
    f6 = geo.parse_square("f6")
    neighbours = {geo.direction_name(d): geo.square_name(s)
                  for d in geo.directions if (s := geo.step(f6, d)) is not None}
    assert neighbours == {"n": "g7", "s": "e5", "ne": "f7", "sw": "f5", "nw": "g6", "se": "e6"}
    # No diagonals: the rectangle's other diagonal is no line here.
    assert geo.direction_between(f6, geo.parse_square("g5")) is None
    assert geo.direction_between(geo.parse_square("a1"), geo.parse_square("k11")) == (1, 10)


@pytest.mark.parametrize(("first", "last", "cells"), [
    ("a1", "a6", 6), ("f1", "f11", 11), ("a1", "f1", 6), ("a6", "k6", 11),
    ("a1", "k11", 11), ("f1", "k6", 6), ("a6", "f11", 6),
])
def test_lines_of_the_three_kinds(first: str, last: str, cells: int) -> None:
    geo = hexagon()
    a, b = geo.parse_square(first), geo.parse_square(last)
    found = geo.direction_between(a, b)
    assert found is not None
    direction, distance = found
    assert distance + 1 == cells
    # The line ends at both cells: one more step leaves the board.
    assert geo.step(b, direction) is None
    assert geo.step(a, (direction + 4) % 8) is None


def test_start_position() -> None:
    start = Position.variant_start(Variant.HEXIMINONDAS)
    assert start.efn() == START_EFN == reference_hex.start()
    assert start.is_standard_start() and start.turn is Color.WHITE
    assert names(start.white) == cells(
        "a1 b1 c1 d1 e1 f1 a2 a3 a4 a5 a6 b2 c2 d2 e2 f2 b3 b4 b5 b6")
    assert names(start.black) == cells(
        "k6 k7 k8 k9 k10 k11 j11 i11 h11 g11 f11 f10 g10 h10 i10 j10 j6 j7 j8 j9")
    assert start.geometry.turned(start.white) == start.black


def test_win_zones() -> None:
    geo = hexagon()
    assert names(geo.win_zone(True, Zone.CORNER)) == {"k10", "k11", "j11"}
    assert names(geo.win_zone(False, Zone.CORNER)) == {"b1", "a1", "a2"}
    assert names(geo.win_zone(True, Zone.ROW)) == cells("k6 k7 k8 k9 k10 k11 j11 i11 h11 g11 f11")
    assert names(geo.win_zone(False, Zone.ROW)) == cells("a1 b1 c1 d1 e1 f1 a2 a3 a4 a5 a6")


# -- position strings ---------------------------------------------------------------------


def test_position_strings_read_the_hexagon_from_the_widths_of_its_ranks() -> None:
    pos = Position.from_efn("5W/7/7B/8B/3B6/11/5W4/1W7/1B6/7/6 B")
    assert pos.geometry is hexagon()
    assert names(pos.white) == {"k11", "f5", "b4"}
    assert names(pos.black) == {"k9", "k8", "e7", "b3"}
    assert Position.from_efn(pos.efn()) == pos
    # Eleven ranks of six cells are a 6 x 11 rectangle.
    assert Position.from_efn("/".join(["6"] * 11) + " W").geometry.shape is Shape.RECTANGLE


@pytest.mark.parametrize(("text", "error"), [
    ("6/7/8/9/10/11/10/9/8/7/7 W", "rank 1 has 7 cells but the hexagon's has 6"),
    ("6/7/8/9/9/11/10/9/8/7/6 W", "rank 7 has 9 cells but the hexagon's has 10"),
    ("6/7/8/9/10/11/10/9/8/7 W", "rank 9 has 7 squares but rank 10 has 6"),
])
def test_position_strings_that_fit_no_board(text: str, error: str) -> None:
    with pytest.raises(EFNError, match=error):
        Position.from_efn(text)


# -- moves ----------------------------------------------------------------------------------


def test_a_single_piece_steps_in_six_directions() -> None:
    assert texts(make("f6", "k11")) == {"f6-g7", "f6-e5", "f6-f7", "f6-f5", "f6-g6", "f6-e6"}
    assert texts(make("a1", "k11")) == {"a1-b2", "a1-a2", "a1-b1"}  # a corner has three


def test_phalanx_moves_splits_and_captures_along_a_column() -> None:
    # White c3 d4 e5 on the column through a1, Black f6 g7 on it and i9 beyond a gap.
    pos = make("c3 d4 e5", "f6 g7 i9")
    got = texts(pos)
    assert {"c3.e5-f6:2", "d4.e5-f6:2"} & got == {"c3.e5-f6:2"}  # two cannot take two
    assert "e5-f6" not in got  # a single piece never captures
    after = pos.play(parse_move(pos, "c3.e5-f6:2", HEX))
    assert names(after.white) == {"d4", "e5", "f6"} and names(after.black) == {"i9"}
    # Backwards along the column: the front is c3, the whole line may move 1..3.
    assert {"e5.c3-b2", "e5.c3-a1", "d4.c3-b2", "d4.c3-a1", "c3-b2"} <= got


def test_a_group_never_jumps() -> None:
    pos = make("b2 b3 b4", "b6 k11")
    got = texts(pos)
    assert {"b2.b4-b5", "b2.b4-b6:1"} <= got
    assert "b2.b4-b7" not in got


def test_moves_off_the_hexagons_lines_are_refused_with_the_reason() -> None:
    pos = make("f6", "k11")
    geo = pos.geometry
    with pytest.raises(IllegalMoveError) as caught:
        find_move(pos, geo.parse_square("f6"), geo.parse_square("g5"), HEX)  # a drag
    assert caught.value.refusal is Refusal.NOT_STRAIGHT
    assert str(caught.value) == (
        "pieces move in a straight line: in one of the hexagon's six directions")
    with pytest.raises(IllegalMoveError) as caught:
        parse_move(pos, "f6-g5", HEX)
    assert caught.value.refusal is Refusal.NOT_ON_LINE
    with pytest.raises(IllegalMoveError, match="not on the hexagon"):
        parse_move(pos, "f6-a7", HEX)


def test_there_is_no_anti_symmetry_rule() -> None:
    # White's entry leaves Black's setup as White's turned half a turn (what a copycat
    # keeps): legal, whatever the symmetry option says.
    pos = make("j10", "a1", "W")
    rules = Rules(SymmetryRule.MIDLINE, Variant.HEXIMINONDAS)
    assert not rules.symmetry_applies
    move = parse_move(pos, "j10-k11", rules)
    after = pos.play(move)
    assert after.geometry.turned(after.white) == after.black
    assert not after.is_mirror_symmetric()


# -- the end of the game --------------------------------------------------------------------


def test_rule_one_counts_the_win_zones_at_the_start_of_the_turn() -> None:
    # White has just entered the corner: Black has his grace move.
    pos = make("k10 c3", "e5 f6", "B")
    assert verdict(pos, HEX) is None
    idle = pos.play(parse_move(pos, "f6-f7", HEX))
    found = verdict(idle, HEX)
    assert found is not None and (found.winner, found.rule) == (Color.WHITE, EndRule.WIN_ZONE)
    outcome = outcome_of(idle, HEX)
    assert outcome is not None and outcome.termination is Termination.WIN_ZONE
    # Entering his own zone evens the count (1 : 1) and the game goes on.
    pos = make("k10 c3", "b2 f6", "B")
    even = pos.play(parse_move(pos, "b2-a1", HEX))
    assert even.home_row_counts(HEX) == (1, 1) and verdict(even, HEX) is None
    # Two pieces can enter at once, sliding along the edge into the corner.
    pos = make("k8 k9", "f6 g7", "W")
    assert "k8.k9-k11" in texts(pos)
    assert pos.play(parse_move(pos, "k8.k9-k11", HEX)).home_row_counts(HEX) == (2, 0)


def test_the_zone_option_decides_which_cells_count() -> None:
    pos = make("k6", "f6")  # White on Black's first row, not in the corner
    assert verdict(pos, HEX) is None
    found = verdict(pos, ROW)
    assert found is not None and found.winner is Color.WHITE
    # A player's own first row counts for nobody: Black on it, White to move.
    assert verdict(make("c3", "k6 k7", "W"), ROW) is None


def test_no_legal_move_is_decided_by_the_piece_count() -> None:
    # White a1 walled in by black pieces it cannot capture.
    walled = make("a1", "a2 b2 b1", "W")
    assert legal_moves(walled, HEX) == []
    found = verdict(walled, HEX)
    assert found is not None and (found.winner, found.rule) == (Color.BLACK, EndRule.NO_MOVES)
    # The same wall with as many white pieces elsewhere, all blocked: a draw.
    drawn = Position.from_efn("6/7/8/9/B9/WB9/WB8/WB7/WB6/WBBBBBB/WWWWWW W")
    assert legal_moves(drawn, HEX) == [] and result_text(verdict(drawn, HEX)) == "draw"
    outcome = outcome_of(drawn, HEX)
    assert outcome is not None and outcome.termination is Termination.NO_MOVES_COUNT
    assert outcome.winner is None and outcome.result_text == "1/2-1/2"
    # No pieces at all: no move and fewer pieces.
    assert result_text(verdict(make("", "f6"), HEX)) == "B"
    # Epaminondas's rule is unchanged: the side that cannot move loses.
    assert result_text(verdict(Position.from_efn("WB4/BB4/6/6/6/5B W"))) == "B"


def _back_and_forth() -> tuple[list[Position], list[Move]]:
    """White a1-b2-a1 and Black k11-j10-k11, twice: the start position of the little game
    occurs a third time after Black's eighth ply."""
    pos = make("a1 c1", "k11 i11")
    positions, moves = [pos], []
    for text in ("a1-b2", "k11-j10", "b2-a1", "j10-k11") * 2:
        move = parse_move(pos, text, HEX)
        moves.append(move)
        pos = pos.play(move)
        positions.append(pos)
    return positions, moves


def test_the_third_occurrence_loses_for_the_player_who_made_it() -> None:
    positions, _moves = _back_and_forth()
    keys = [p.key for p in positions]
    end = positions[-1]
    assert end == positions[0] == positions[4]
    found = verdict(end, HEX, keys[:-1])
    assert found is not None and (found.winner, found.rule) == (Color.WHITE, EndRule.REPETITION)
    assert verdict(positions[4], HEX, keys[:4]) is None  # the second occurrence
    assert verdict(end, Rules(), keys[:-1]) is None  # Epaminondas has no such rule
    outcome = outcome_of(end, HEX, keys[:-1])
    assert outcome is not None and outcome.termination is Termination.REPETITION_LOSS
    # perft knows it too: the game is over there.
    assert perft(end, 1, HEX, keys[:-1]) == 0
    assert perft(positions[-2], 1, HEX, keys[:-2]) == count_moves(positions[-2], HEX)


def test_perft_follows_repetitions_inside_the_tree() -> None:
    positions, _moves = _back_and_forth()
    keys = [p.key for p in positions]
    # Black to move before his eighth ply: j10-k11 ends the game, so at depth 2 it adds
    # no leaves, unlike every other move.
    before = positions[-2]
    history = keys[:-2]
    slow = sum(0 if reference_hex.result(before.play(m).efn(), "corner",
                                         [p.efn() for p in positions[:-1]]) else
               len(legal_moves(before.play(m), HEX)) for m in legal_moves(before, HEX))
    assert perft(before, 2, HEX, history) == slow < perft(before, 2, HEX)


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_perft_walked_move_by_move_agrees_with_the_cached_count(seed: int) -> None:
    # A history holding an unreachable position twice makes perft walk every line with
    # the repetition rule; with no repetition possible it must count the same.
    pos = _random_position(random.Random(seed), 0.25)
    forced = [(0, 0, 0), (0, 0, 0)]
    rules = HEX if seed % 2 else ROW
    assert perft(pos, 3, rules, forced) == perft(pos, 3, rules)


# -- notation and random games and positions against the referee -------------------------


def test_every_move_of_the_reference_cases_reads_back() -> None:
    read = 0
    for case in CASES[Variant.HEXIMINONDAS]:
        rules = case_rules(Variant.HEXIMINONDAS, case)
        pos = Position.from_efn(str(case["efn"]))
        for move in legal_moves(pos, rules):
            assert parse_move(pos, move_to_text(pos.geometry, move), rules) == move
            read += 1
    assert read == 12_889


def _check(pos: Position, rules: Rules, history: list[Position]) -> str | None:
    """The core and the referee agree on ``pos``: moves, notation, successors and result;
    every move's notation reads back as that move. Returns the result."""
    efn = pos.efn()
    expected = reference_hex.moves(efn)
    moves = legal_moves(pos, rules)
    got = {move_to_text(pos.geometry, move): pos.play(move).efn() for move in moves}
    assert got == expected, efn
    assert count_moves(pos, rules) == len(moves)
    for move in moves:  # (the canonical spelling: every move of the shared cases)
        assert parse_move(pos, _respelled(move_to_text(pos.geometry, move)), rules) == move
    zone = rules.zone.value
    result = reference_hex.result(efn, zone, [p.efn() for p in history], expected)
    assert (result_text(verdict(pos, rules, [p.key for p in history]))
            == (result or "none")), efn
    return result


def _respelled(text: str) -> str:
    """The same move as a player may type it: ends swapped, upper case, spaces."""
    move, _, count = text.partition(":")
    ends, _, to = move.partition("-")
    rear, _, head = ends.partition(".")
    spelled = f"{head.upper()} . {rear} - {to.upper()}" if head else f"{rear.upper()} -{to}"
    return f"{spelled} : {count}" if count else spelled


PLAYOUTS = 8
"""Random games against the referee in the test below (about 40 plies each)."""


def _playout(rng: random.Random, rules: Rules, max_plies: int) -> tuple[int, str | None]:
    """A random game from the start checked at every ply. Half of its moves are the ones
    that bring the mover's pieces furthest towards the far corner (so that games reach the
    win zones and end), and now and then it steps back to where it was two plies before
    (so that repetitions happen). Returns (positions checked, result)."""
    pos = Position.variant_start(Variant.HEXIMINONDAS)
    geo = pos.geometry
    history: list[Position] = []

    def progress(after: Position, color: Color) -> int:
        total = sum(geo.file_of(sq) + geo.rank_of(sq) for sq in geo.iter_squares(
            after.pieces(color)))
        return total if color is Color.WHITE else -total

    for ply in range(max_plies):
        result = _check(pos, rules, history)
        if result is not None:
            return ply + 1, result
        moves = legal_moves(pos, rules)
        roll = rng.random()
        back = [m for m in moves if len(history) >= 2
                and pos.play(m).pieces(pos.turn) == history[-2].pieces(pos.turn)]
        if back and roll < 0.1:
            move = rng.choice(back)
        elif roll < 0.55:
            best = max(progress(pos.play(m), pos.turn) for m in moves)
            move = rng.choice([m for m in moves if progress(pos.play(m), pos.turn) == best])
        else:
            move = rng.choice(moves)
        history.append(pos)
        pos = pos.play(move)
    return max_plies, None


def test_random_games_agree_with_the_referee() -> None:
    rng = random.Random(30)
    checked = 0
    results: dict[str | None, int] = {}
    for game in range(PLAYOUTS):
        rules = ROW if game % 3 == 2 else HEX
        plies, result = _playout(rng, rules, 150)
        checked += plies
        results[result] = results.get(result, 0) + 1
    assert checked > 200
    assert sum(n for r, n in results.items() if r is not None) >= PLAYOUTS - 1  # games end


def test_random_games_reach_repetitions() -> None:
    # The back-and-forth bias makes the repetition rule end games, and the referee agrees.
    rng = random.Random(7)
    ended = 0
    for _ in range(6):
        pos = Position.variant_start(Variant.HEXIMINONDAS)
        history: list[Position] = []
        for _ply in range(40):
            if _check(pos, HEX, history) is not None:
                found = verdict(pos, HEX, [p.key for p in history])
                ended += found is not None and found.rule is EndRule.REPETITION
                break
            moves = legal_moves(pos, HEX)
            back = [m for m in moves if len(history) >= 2
                    and pos.play(m).pieces(pos.turn) == history[-2].pieces(pos.turn)]
            history.append(pos)
            pos = pos.play(rng.choice(back or moves))
    assert ended >= 3


def _random_position(rng: random.Random, density: float) -> Position:
    geo = hexagon()
    white = black = 0
    for sq in geo.squares:
        roll = rng.random()
        if roll < density / 2:
            white |= 1 << sq
        elif roll < density:
            black |= 1 << sq
    return Position(geo, white, black, rng.choice([Color.WHITE, Color.BLACK]))


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), density=st.floats(0.05, 0.9),
       zone=st.sampled_from(list(Zone)))
def test_random_positions_agree_with_the_referee(seed: int, density: float, zone: Zone) -> None:
    pos = _random_position(random.Random(seed), density)
    _check(pos, Rules(variant=Variant.HEXIMINONDAS, zone=zone), [])
