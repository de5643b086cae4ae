"""benchmarks/review_losses.py reviews saved gauntlet games and reports bad input clearly."""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks.gauntlet import save_game
from benchmarks.review_losses import main
from epaminondas_gui.core.rules.notation import parse_move
from epaminondas_gui.core.rules.position import Position


def lost_game(folder: Path) -> Path:
    # Black's a7 walks to the far row while White shuffles: White ("level 8") loses.
    pos = start = Position.from_efn("8/B7/8/8/8/8/7W/6WW W")
    moves = []
    for text in ("g1-f2", "a7-a6", "f2-g1", "a6-a5", "g1-f2", "a5-a4", "f2-g1", "a4-a3",
                 "g1-f2", "a3-a2", "f2-g1", "a2-a1"):
        move = parse_move(pos, text)
        moves.append(move)
        pos = pos.play(move)
    return save_game(folder, "alphabeta-1", start, moves, "level 8", "alphabeta", "0-1")


def test_a_lost_game_is_reviewed_from_level_8s_side(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = lost_game(tmp_path)
    assert main(["--movetime", "30", str(path)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"== {path}: white, 12 plies, result 0-1"
    graph = [int(v) for v in out[1].split(": ")[1].split()]
    assert len(graph) == 7 and graph[-1] == -1000  # every second of 13 positions; lost
    assert any(" better " in line for line in out[2:])  # its shuffles graded as errors


def test_bad_records_and_unknown_players_are_reported_not_raised(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    broken = tmp_path / "broken.epam"
    broken.write_text("[Board \"14x12\"]\n1. zz-zz\n", encoding="utf-8")
    good = lost_game(tmp_path)
    assert main(["--movetime", "10", str(broken)]) == 1
    assert main(["--movetime", "10", "--player", "mcts", str(good)]) == 1
    err = capsys.readouterr().err
    assert str(broken) in err and "neither player's tag starts with 'mcts'" in err
    with pytest.raises(SystemExit):
        main(["--movetime", "0", str(good)])
