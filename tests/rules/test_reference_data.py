"""The move generator against the reference data in tests/rules/data (docs/rules.md#perft)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from epaminondas_gui.core.rules.movegen import count_moves, legal_moves, winner
from epaminondas_gui.core.rules.perft import perft
from epaminondas_gui.core.rules.position import Position, Rules, Variant

from .reference import reference_successors
from .reference_abanondas import reference_abanondas_successors

DATA = Path(__file__).resolve().parent / "data"
#: The reference cases of each variant: exact successor sets and results.
CASE_FILES = {Variant.EPAMINONDAS: "cases.jsonl", Variant.ABANONDAS: "abanondas-cases.jsonl"}
#: Perft of the variants other than Epaminondas (whose table is data/perft.txt).
VARIANT_PERFT = {
    Variant.ABANONDAS: [
        (14, 12, 1, 361), (14, 12, 2, 130_321),
        (8, 8, 1, 130), (8, 8, 2, 16_900), (8, 8, 3, 2_147_902),
        (6, 12, 1, 137), (6, 12, 2, 18_379), (6, 12, 3, 2_478_582),
    ],
}


def _data_file(name: str) -> Path:
    return DATA / name


def _cases(variant: Variant) -> list[dict[str, object]]:
    with _data_file(CASE_FILES[variant]).open() as fh:
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


CASES = {variant: _cases(variant) for variant in CASE_FILES}
#: (cases, cases where the anti-symmetry rule decides) in each file.
EXPECTED_COUNTS = {Variant.EPAMINONDAS: (239, 40), Variant.ABANONDAS: (198, 30)}
REFERENCE = {Variant.EPAMINONDAS: reference_successors,
             Variant.ABANONDAS: reference_abanondas_successors}


@pytest.mark.parametrize("variant", list(CASE_FILES))
def test_reference_data_is_complete(variant: Variant) -> None:
    cases = CASES[variant]
    assert (len(cases), sum("symmetry" in str(c["kind"]) for c in cases)) == \
        EXPECTED_COUNTS[variant]


@pytest.mark.parametrize(("variant", "case"),
                         [(variant, case) for variant in CASE_FILES for case in CASES[variant]],
                         ids=lambda v: v.value if isinstance(v, Variant) else str(v["kind"]))
def test_successors_match(variant: Variant, case: dict[str, object]) -> None:
    rules = Rules(variant=variant)
    pos = Position.from_efn(str(case["efn"]))
    moves = legal_moves(pos, rules)
    successors = sorted({pos.play(move).efn() for move in moves})
    assert successors == case["successors"]
    assert len(successors) == len(moves), "two moves lead to the same position"
    assert count_moves(pos, rules) == len(moves)
    won = winner(pos, rules)
    assert (won.letter if won is not None else None) == case["result"]
    # The slow reference agrees too (so its agreement on random positions means something).
    assert REFERENCE[variant](pos) == case["successors"]


@pytest.mark.parametrize(
    ("variant", "width", "height", "depth", "count"),
    [(Variant.EPAMINONDAS, *row) for row in _perft_rows()
     if row[2] <= 3 or (row[0], row[1]) == (8, 8)]
    + [(variant, *row) for variant, rows in VARIANT_PERFT.items() for row in rows],
)
def test_perft(variant: Variant, width: int, height: int, depth: int, count: int) -> None:
    assert perft(Position.start(width, height), depth, Rules(variant=variant)) == count


@pytest.mark.parametrize("variant", list(CASE_FILES))
def test_perft_without_shortcuts_agrees(variant: Variant) -> None:
    """perft by plain recursion over legal_moves (no counting, no cache) on a few cases."""
    rules = Rules(variant=variant)

    def slow(pos: Position, depth: int) -> int:
        if pos.mover_has_won():
            return 0
        if depth == 1:
            return len(legal_moves(pos, rules))
        return sum(slow(pos.play(move), depth - 1) for move in legal_moves(pos, rules))

    for case in CASES[variant][::20]:
        pos = Position.from_efn(str(case["efn"]))
        assert perft(pos, 2, rules) == slow(pos, 2)
