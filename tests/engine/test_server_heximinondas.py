"""The engine command on the hexagon (docs/engine-protocol.md): every shared Heximinondas
case through `moves` and `result` (repetition cases as `position ... moves`), perft 1-4,
the Variant and Zone options, and `go`."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from epaminondas_gui.core.rules.position import Variant

from ..rules import reference_hex
from ..rules.test_reference_data import CASES
from .test_server import session

HEX_CASES = CASES[Variant.HEXIMINONDAS]
START = "BBBBBB/1BBBBBB/6BB/7BB/8BB/WW7BB/WW8/WW7/WW6/WWWWWW1/WWWWWW W"
VARIANT = "setoption name Variant value heximinondas"


def position_command(case: dict[str, object]) -> str:
    """``position efn`` of the case, reached through its history when it has one.

    Two histories pass through a third occurrence before their end (the game would have
    ended there, and the engine refuses moves after the end): their line is given from
    the first position from which it runs to the case without ending on the way (the
    referee says where).
    """
    history = case.get("history")
    if not isinstance(history, list):
        return f"position efn {case['efn']}"
    line = [*map(str, history), str(case["efn"])]
    zone = str(case["zone"])
    first = next(i for i in range(len(line))
                 if all(reference_hex.result(line[j], zone, line[i:j]) is None
                        for j in range(i, len(line) - 1)))
    line = line[first:]
    moves = [next(text for text, efn in reference_hex.moves(before).items() if efn == after)
             for before, after in itertools.pairwise(line)]
    return f"position efn {line[0]} moves {' '.join(moves)}"


@pytest.mark.parametrize("case", HEX_CASES, ids=lambda case: str(case["kind"]))
def test_every_case_through_the_engine(case: dict[str, object]) -> None:
    lines = session(VARIANT, f"setoption name Zone value {case['zone']}",
                    position_command(case), "moves", "result", "d")
    *move_lines, count, result, shown = lines
    pairs = [line.split(" ", 2)[1:] for line in move_lines]
    assert all(line.startswith("move ") for line in move_lines)
    assert sorted(text for text, _ in pairs) == case["moves"]
    assert sorted(efn for _, efn in pairs) == case["successors"]
    assert dict(pairs) == reference_hex.moves(str(case["efn"]))  # each move with its position
    assert count == f"nmoves {len(move_lines)}"
    assert result == f"result {case['result'] or 'none'}"
    assert shown == f"efn {case['efn']}"


def test_perft_from_the_start() -> None:
    assert session(VARIANT, "position startpos", "perft 1", "perft 2", "perft 3") == [
        "perft 1 65", "perft 2 4223", "perft 3 311018"]


@pytest.mark.slow
@pytest.mark.parametrize("zone", ["corner", "row"])
def test_perft_4_from_the_start(zone: str) -> None:
    assert session(VARIANT, f"setoption name Zone value {zone}", "perft 4") == [
        "perft 4 22888869"]


def test_the_variant_option_brings_its_board() -> None:
    # The 14 x 12 position the engine starts with gives way to the hexagon's start...
    assert session(VARIANT, "d") == [f"efn {START}"]
    # ... and a hexagon position to the 14 x 12 start when the game changes back.
    lines = session(VARIANT, "position startpos moves a6-b7",
                    "setoption name Variant value epaminondas", "d")
    assert lines == ["efn " + "/".join(["B" * 14] * 2 + ["14"] * 8 + ["W" * 14] * 2) + " W"]
    # A hexagon position stays when the option is set again.
    after = reference_hex.moves(START)["a6-b7"]
    assert session(VARIANT, "position startpos moves a6-b7", VARIANT, "d") == [f"efn {after}"]
    assert session(VARIANT, "position startpos size hex6", "d") == [f"efn {START}"]


@pytest.mark.parametrize(("commands", "error"), [
    ((f"position efn {START}",),
     "error Epaminondas is played on a rectangular board, not on the hexagon "
     "(setoption name Variant first)"),
    ((VARIANT, "position startpos size 8x8"),
     "error Heximinondas is played on the hexagon, not on the 8x8 board "
     "(setoption name Variant first)"),
    ((VARIANT, "position startpos moves a6-a7"),
     "error move 1: 'a6-a7': square 'a7' is not on the hexagon"),
    ((VARIANT, "position startpos moves f2-g1"),
     "error move 1: 'f2-g1': square 'g1' is not on the hexagon"),
    (("setoption name Zone value middle",), "error unknown zone 'middle' (expected corner or row)"),
])
def test_errors_on_the_hexagon(commands: tuple[str, ...], error: str) -> None:
    lines = session(*commands, "d")
    assert lines[0] == error
    assert len(lines) == 2  # and the state is kept


def test_the_zone_may_come_before_the_variant() -> None:
    # White on k6: Black's first row, not the corner.
    efn = "6/7/8/9/10/10W/5B4/9/8/7/6 W"
    assert session("setoption name Zone value row", VARIANT, f"position efn {efn}",
                   "result") == ["result W"]
    assert session(VARIANT, f"position efn {efn}", "result") == ["result none"]


def test_repetition_and_draw_in_result_and_go() -> None:
    repeated = next(case for case in HEX_CASES if case.get("history") and case["result"])
    command = position_command(repeated)
    assert session(VARIANT, command, "result", "go depth 2", "perft 1") == [
        f"result {repeated['result']}", "bestmove none", "perft 1 0"]
    # The same position without the moves that led to it is not over.
    assert session(VARIANT, f"position efn {repeated['efn']}", "result") == ["result none"]
    # Playing on after the third occurrence is refused.
    lines = session(VARIANT, command + " f1-f2", "d")
    assert lines[0].endswith("the game is already over")
    drawn = next(case for case in HEX_CASES if case["result"] == "draw")
    assert session(VARIANT, f"position efn {drawn['efn']}", "result", "go depth 1") == [
        "result draw", "bestmove none"]


def test_go_plays_a_legal_move_on_the_hexagon() -> None:
    lines = session(VARIANT, "setoption name Seed value 1", "setoption name Level value 5",
                    "position startpos moves a6-b7", "moves", "go depth 2")
    legal = {line.split()[1] for line in lines if line.startswith("move ")}
    assert lines[-1].startswith("bestmove ") and lines[-1].split()[1] in legal


def test_loadgame_takes_the_variant_and_zone_of_the_record(tmp_path: Path) -> None:
    game = tmp_path / "hex.epam"
    game.write_text('[Variant "heximinondas"]\n[Zone "row"]\n\n1. a6-b7 k6-j5 *\n')
    efn = "BBBBBB/1BBBBBB/6BB/7BB/W7BB/1W7B1/WW7B/WW7/WW6/WWWWWW1/WWWWWW W"
    assert session(f"loadgame {game}", "perft 1") == [f"efn {efn}", "perft 1 65"]
