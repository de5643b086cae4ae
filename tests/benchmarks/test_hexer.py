"""benchmarks/opponents/hexer.py: its own hexagon against the rules' reference data
(tests/rules/data/heximondas-cases.jsonl), and its play through the project's rules."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from benchmarks.gauntlet import main
from benchmarks.opponents.hexer import HexBoard, HexerOpponent, parse_efn, write_efn
from epaminondas_gui.core.rules.ending import verdict
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.position import Position, Rules, Variant, Zone

CASES = Path(__file__).resolve().parents[1] / "rules" / "data" / "heximondas-cases.jsonl"
CORNER = Rules(variant=Variant.HEXIMINONDAS, zone=Zone.CORNER)


def test_its_moves_and_verdicts_are_exactly_the_reference_ones() -> None:
    cases = [json.loads(line) for line in CASES.read_text(encoding="utf-8").splitlines()]
    assert len(cases) > 200
    for case in cases:
        efn, zone = case["efn"], case["zone"]
        cells, side = parse_efn(efn)
        assert write_efn(cells, side) == efn
        history = tuple(HexBoard(*parse_efn(e), zone).key for e in case.get("history") or ())
        board = HexBoard(cells, side, zone, history)
        got = []
        for move in board.moves():
            board.make(move)
            got.append(write_efn(board.cells, board.side))
            board.unmake(move)
        assert sorted(got) == sorted(case["successors"]), efn
        # Quiescence's narrow generation: exactly the captures and the zone entries.
        assert board.moves(tactical=True) == [
            m for m in board.moves() if m[2] or board.enters(m)], efn
        mover, other = ("W", "B") if side > 0 else ("B", "W")
        if board.mover_has_won():
            result: str | None = mover
        elif not got:
            score = board.no_move_score(0)
            result = "draw" if score == 0 else mover if score > 0 else other
        else:
            result = None
        assert result == case["result"], efn


def test_it_plays_legal_moves_in_both_zones() -> None:
    for zone in (Zone.CORNER, Zone.ROW):
        rules = Rules(variant=Variant.HEXIMINONDAS, zone=zone)
        player = HexerOpponent(60, rules)
        rng = random.Random(2)
        pos = Position.variant_start(Variant.HEXIMINONDAS)
        keys: list[tuple[int, int, int]] = []
        for _ in range(8):
            if verdict(pos, rules, keys) is not None:
                break
            move = player.choose(pos, keys, rng)
            assert move is not None and move in legal_moves(pos, rules)
            keys.append(pos.key)
            pos = pos.play(move)
        assert player.nodes > 0


def test_it_never_makes_a_third_occurrence_when_another_move_exists() -> None:
    # Every position White can reach from the start has occurred twice but one: each
    # other move would make a third occurrence and lose (rule 3).
    pos = Position.variant_start(Variant.HEXIMINONDAS)
    moves = legal_moves(pos, CORNER)
    keep = moves[len(moves) // 2]
    history = [pos.play(m).key for m in moves if m != keep] * 2
    move = HexerOpponent(200, CORNER).choose(pos, history, random.Random(1))
    assert move == keep


def test_the_gauntlet_plays_it_on_the_hexagon_only(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--opponents", "hexer"])
    assert "hexer plays only on the hexagon" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["--variant", "heximinondas", "--opponents", "alphabeta"])
    main(["--variant", "heximinondas", "--games", "2", "--movetime", "20", "--plies", "2"])
    assert "vs hexer at 20 ms on 14x12 (heximinondas, zone corner): score" in \
        capsys.readouterr().out
