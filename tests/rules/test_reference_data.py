"""The move generator against the reference data in tests/rules/data (docs/rules.md#perft)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from epaminondas_gui.core.rules.ending import result_text, verdict
from epaminondas_gui.core.rules.geometry import board_named
from epaminondas_gui.core.rules.movegen import count_moves, legal_moves
from epaminondas_gui.core.rules.notation import move_to_text
from epaminondas_gui.core.rules.perft import perft
from epaminondas_gui.core.rules.position import Position, Rules, Variant, Zone

from . import reference_hex
from .reference import reference_successors
from .reference_abanondas import reference_abanondas_successors

DATA = Path(__file__).resolve().parent / "data"
#: The reference cases of each variant: exact successor sets and results.
CASE_FILES = {Variant.EPAMINONDAS: "cases.jsonl", Variant.ABANONDAS: "abanondas-cases.jsonl",
              Variant.HEXIMINONDAS: "heximondas-cases.jsonl"}
#: Perft of the variants other than Epaminondas (whose table is data/perft.txt): board,
#: depth, leaves. Heximinondas's perft 4 is a slow test of test_heximinondas.py.
VARIANT_PERFT = {
    Variant.ABANONDAS: [
        ("14x12", 1, 361), ("14x12", 2, 130_321),
        ("8x8", 1, 130), ("8x8", 2, 16_900), ("8x8", 3, 2_147_902),
        ("6x12", 1, 137), ("6x12", 2, 18_379), ("6x12", 3, 2_478_582),
    ],
    Variant.HEXIMINONDAS: [("hex6", 1, 65), ("hex6", 2, 4_223), ("hex6", 3, 311_018)],
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
EXPECTED_COUNTS = {Variant.EPAMINONDAS: (239, 40), Variant.ABANONDAS: (198, 30),
                   Variant.HEXIMINONDAS: (212, 0)}


def _hex_successors(pos: Position) -> list[str]:
    return sorted(reference_hex.moves(pos.efn()).values())


REFERENCE = {Variant.EPAMINONDAS: reference_successors,
             Variant.ABANONDAS: reference_abanondas_successors,
             Variant.HEXIMINONDAS: _hex_successors}


def case_rules(variant: Variant, case: dict[str, object]) -> Rules:
    """The rules of a case: its variant, and its zone where it has one."""
    return Rules(variant=variant, zone=Zone.parse(str(case.get("zone", "corner"))))


def case_history(case: dict[str, object]) -> list[tuple[int, int, int]]:
    """The keys of the positions a case's game went through before it (repetition cases)."""
    history = case.get("history", [])
    assert isinstance(history, list)
    return [Position.from_efn(str(efn)).key for efn in history]


@pytest.mark.parametrize("variant", list(CASE_FILES))
def test_reference_data_is_complete(variant: Variant) -> None:
    cases = CASES[variant]
    assert (len(cases), sum("symmetry" in str(c["kind"]) for c in cases)) == \
        EXPECTED_COUNTS[variant]


@pytest.mark.parametrize(("variant", "case"),
                         [(variant, case) for variant in CASE_FILES for case in CASES[variant]],
                         ids=lambda v: v.value if isinstance(v, Variant) else str(v["kind"]))
def test_successors_match(variant: Variant, case: dict[str, object]) -> None:
    rules = case_rules(variant, case)
    pos = Position.from_efn(str(case["efn"]))
    moves = legal_moves(pos, rules)
    successors = sorted({pos.play(move).efn() for move in moves})
    assert successors == case["successors"]
    assert len(successors) == len(moves), "two moves lead to the same position"
    if "moves" in case:
        assert sorted(move_to_text(pos.geometry, move) for move in moves) == case["moves"]
    assert count_moves(pos, rules) == len(moves)
    found = verdict(pos, rules, case_history(case))
    assert result_text(found) == (case["result"] or "none")
    # The slow reference agrees too (so its agreement on random positions means something).
    assert REFERENCE[variant](pos) == case["successors"]


@pytest.mark.parametrize(
    ("variant", "board", "depth", "count"),
    [(Variant.EPAMINONDAS, f"{width}x{height}", depth, count)
     for width, height, depth, count in _perft_rows() if depth <= 3 or (width, height) == (8, 8)]
    + [(variant, *row) for variant, rows in VARIANT_PERFT.items() for row in rows],
)
def test_perft(variant: Variant, board: str, depth: int, count: int) -> None:
    assert perft(Position.start_on(board_named(board)), depth, Rules(variant=variant)) == count


@pytest.mark.parametrize("variant", list(CASE_FILES))
def test_perft_without_shortcuts_agrees(variant: Variant) -> None:
    """perft by plain recursion over legal_moves (no counting, no cache) on a few cases."""
    def slow(pos: Position, depth: int, rules: Rules) -> int:
        if pos.mover_has_won(rules):
            return 0
        if depth == 1:
            return len(legal_moves(pos, rules))
        return sum(slow(pos.play(move), depth - 1, rules) for move in legal_moves(pos, rules))

    for case in CASES[variant][::20]:
        if "history" in case:
            continue  # perft with a history: test_heximinondas.py
        rules = case_rules(variant, case)
        pos = Position.from_efn(str(case["efn"]))
        assert perft(pos, 2, rules) == slow(pos, 2, rules)
