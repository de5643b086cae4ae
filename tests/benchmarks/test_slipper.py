"""benchmarks/opponents/slipper.py: its own move generator against the rules' reference
data (tests/rules/data), and its play through the project's rules."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from benchmarks.opponents.slipper import Board, SlipperOpponent, parse_efn, write_efn
from epaminondas_gui.core.rules.movegen import legal_moves, winner
from epaminondas_gui.core.rules.position import Position, Rules, Variant

TESTDATA = Path(__file__).resolve().parents[1] / "rules" / "data"
ABANONDAS = Rules(variant=Variant.ABANONDAS)


def _cases(name: str) -> list[dict[str, object]]:
    path = TESTDATA / name
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def _successors(efn: str, slips: bool) -> tuple[list[str], Board]:
    cells, width, height, side = parse_efn(efn)
    board = Board(cells, width, height, side, slips=slips)
    out = []
    for move in board.moves():
        board.make(move)
        out.append(write_efn(board.cells, width, height, board.side))
        board.unmake(move)
    assert write_efn(board.cells, width, height, board.side) == efn  # unmade exactly
    return sorted(out), board


@pytest.mark.parametrize(("name", "slips"), [("cases.jsonl", False),
                                             ("abanondas-cases.jsonl", True)])
def test_its_moves_are_exactly_the_reference_successors(name: str, slips: bool) -> None:
    cases = _cases(name)
    assert len(cases) > 150
    for case in cases:
        efn = str(case["efn"])
        got, board = _successors(efn, slips)
        result = case["result"]
        if result is None:
            assert got == sorted(case["successors"]), efn  # type: ignore[call-overload]
            assert not board.mover_has_won(), efn
        else:
            # Over: the mover has won at the start of his turn, or has no move and lost.
            mover = "W" if board.side > 0 else "B"
            assert board.mover_has_won() == (result == mover), efn
            if result != mover:
                assert got == [], efn


def test_its_tactical_moves_are_the_captures_and_far_row_entries() -> None:
    for case in _cases("abanondas-cases.jsonl") + _cases("cases.jsonl"):
        cells, width, height, side = parse_efn(str(case["efn"]))
        board = Board(cells, width, height, side)
        far = board.far_rank(side)
        expected = [mv for mv in board.moves()
                    if mv[2] or board._enters(list(mv[0]), list(mv[1]), far)]
        assert board.moves(tactical=True) == expected


def test_it_plays_legal_abanondas_moves() -> None:
    rng = random.Random(3)
    player = SlipperOpponent(100, ABANONDAS)
    pos = Position.start(8, 8)
    for _ in range(8):
        if winner(pos, ABANONDAS) is not None:
            break
        move = player.choose(pos, [], rng)
        assert move is not None
        assert move in legal_moves(pos, ABANONDAS)
        pos = pos.play(move)
    assert player.nodes > 0


def test_it_enters_where_the_far_row_cannot_answer() -> None:
    # White's b7-c7 pair can enter Black's home row on a8, b8 or c8 (a step, or both by a
    # slip) where Black's f8-g8 pair cannot reach; d8 it can reach and capture.
    pos = Position.from_efn("5BB1/1WW5/8/8/8/8/8/8 W")
    move = SlipperOpponent(300, ABANONDAS).choose(pos, [], random.Random(1))
    assert move is not None
    after = pos.play(move)
    geo = pos.geometry
    entered = {geo.square_name(sq) for sq in range(geo.stride * geo.height)
               if after.white >> sq & 1 and sq // geo.stride == geo.height - 1}
    assert entered and entered <= {"a8", "b8", "c8"}
