"""The move generator against the reference data in tests/rules/data (docs/rules.md#perft)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from epaminondas_gui.core.rules.movegen import count_moves, legal_moves, winner
from epaminondas_gui.core.rules.perft import perft
from epaminondas_gui.core.rules.position import Position

DATA = Path(__file__).resolve().parent / "data"


def _data_file(name: str) -> Path:
    return DATA / name


def _cases() -> list[dict[str, object]]:
    with _data_file("cases.jsonl").open() as fh:
        return [json.loads(line) for line in fh if line.strip()]


def _perft_rows() -> list[tuple[int, int, int, int]]:
    rows = []
    for line in _data_file("perft.txt").read_text().splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        board, depth, count = line.split()
        width, height = map(int, board.split("x"))
        rows.append((width, height, int(depth), int(count)))
    return rows


CASES = _cases()


def test_reference_data_is_complete() -> None:
    assert len(CASES) == 239
    kinds = {str(case["kind"]) for case in CASES}
    assert {"symmetry", "special"} <= kinds


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c['kind']}")
def test_successors_match(case: dict[str, object]) -> None:
    pos = Position.from_efn(str(case["efn"]))
    moves = legal_moves(pos)
    successors = sorted({pos.play(move).efn() for move in moves})
    assert successors == case["successors"]
    assert len(successors) == len(moves), "two moves lead to the same position"
    assert count_moves(pos) == len(moves)
    won = winner(pos)
    assert (won.letter if won is not None else None) == case["result"]


@pytest.mark.parametrize(
    "width,height,depth,count",
    [row for row in _perft_rows() if row[2] <= 3 or (row[0], row[1]) == (8, 8)],
)
def test_perft(width: int, height: int, depth: int, count: int) -> None:
    assert perft(Position.start(width, height), depth) == count


def test_perft_without_shortcuts_agrees() -> None:
    """perft by plain recursion over legal_moves (no counting, no cache) on a few cases."""

    def slow(pos: Position, depth: int) -> int:
        if pos.mover_has_won():
            return 0
        if depth == 1:
            return len(legal_moves(pos))
        return sum(slow(pos.play(move), depth - 1) for move in legal_moves(pos))

    for case in CASES[::24]:
        pos = Position.from_efn(str(case["efn"]))
        assert perft(pos, 2) == slow(pos, 2)
