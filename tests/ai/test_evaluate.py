"""The evaluation: colour symmetry, the capture-threat mask, material."""

from __future__ import annotations

import random

import pytest

from epaminondas_gui.core.ai.evaluate import (
    DEFAULT_WEIGHTS,
    EvalWeights,
    capture_threats,
    entry_squares,
    eval_tables,
    evaluate_position,
)
from epaminondas_gui.core.rules.movegen import legal_moves, raw_moves
from epaminondas_gui.core.rules.position import Color, Position

from .eval_reference import reference_evaluate


def _random_positions(count: int, seed: int) -> list[Position]:
    rng = random.Random(seed)
    out = []
    for size in ((8, 8), (14, 12), (7, 10), (6, 6), (26, 9)):
        for _ in range(count):
            pos = Position.start(*size)
            for _ in range(rng.randrange(2, 40)):
                moves = legal_moves(pos)
                if not moves:
                    break
                pos = pos.play(rng.choice(moves))
            out.append(pos)
    return out


def _swap_colours(pos: Position) -> Position:
    geo = pos.geometry
    return Position(geo, geo.mirror_ranks(pos.black), geo.mirror_ranks(pos.white), pos.turn.other)


def test_evaluation_is_colour_symmetric() -> None:
    for pos in _random_positions(10, 1):
        assert evaluate_position(pos) == evaluate_position(_swap_colours(pos)), pos.efn()


# The tuned weights, and every term switched on with weights far from them (a mistake in
# one term then cannot hide behind a zero weight or a lucky sum).
ODD_WEIGHTS = EvalWeights(material=97, advance=3, front1=41, front2=17, front3=11, race=5,
                          pair=19, triple=23, lone=29, hang_mover=31, hang_other=37, guard=43,
                          guard_cap=3, lone_far=17)


@pytest.mark.parametrize("weights", [DEFAULT_WEIGHTS, ODD_WEIGHTS], ids=["tuned", "odd"])
def test_evaluation_equals_the_square_by_square_reference(weights: EvalWeights) -> None:
    for pos in _random_positions(25, 3):
        assert evaluate_position(pos, weights) == reference_evaluate(pos, weights), pos.efn()


def test_entry_squares_are_where_a_group_can_reach_the_far_row() -> None:
    # White: the column c3-c5 reaches c8 (3 squares); g6-g7 steps to f8, g8 and h8; d6
    # only to rank 7; a7 to a8. Black's b8 is taken by the pair b5-b6 moving two squares
    # (a7 alone could not take it). Black's pieces reach nothing.
    pos = Position.from_efn("1B6/W5W1/1W1W2W1/1WW5/2W5/2W5/8/8 W")
    geo = pos.geometry
    tables = eval_tables(geo)

    def names(bits: int) -> list[str]:
        return sorted(geo.square_name(sq) for sq in geo.iter_squares(bits))

    assert names(entry_squares(pos.white, pos.black, 0, tables)) == [
        "a8", "b8", "c8", "f8", "g8", "h8"]
    assert entry_squares(pos.black, pos.white, 1, tables) == 0
    # A column a2-a5 reaches a8; on its diagonals each piece is a group of one (one step).
    many = Position.from_efn("8/8/8/W7/W7/W7/W7/8 W")
    assert names(entry_squares(many.white, many.black, 0, tables)) == ["a8"]


def test_capture_mask_matches_short_group_captures() -> None:
    for pos in _random_positions(10, 2):
        geo = pos.geometry
        white = pos.turn is Color.WHITE
        own, enemy = (pos.white, pos.black) if white else (pos.black, pos.white)
        mask, against = capture_threats(own, enemy, eval_tables(geo))
        assert against == capture_threats(enemy, own, eval_tables(geo))[0]
        landing_any = 0
        landing_short = 0
        for d, k, m, head, _change, _cap, captured in raw_moves(
                geo, own, enemy, 1 if white else -1, False):
            if not captured:
                continue
            to = 1 << (head + m * geo.deltas[d])
            landing_any |= to
            if k == 2 or (k == 3 and m == 1):
                landing_short |= to
        assert mask & ~landing_any == 0, pos.efn()  # only real captures
        assert landing_short & ~mask == 0, pos.efn()  # every short capture is seen


def test_material_counts() -> None:
    even = Position.from_efn("8/8/2BB4/8/8/2WW4/8/8 W")
    up = Position.from_efn("8/8/2BB4/8/8/2WWW3/8/8 W")
    assert evaluate_position(up) - evaluate_position(even) >= DEFAULT_WEIGHTS.material // 2
