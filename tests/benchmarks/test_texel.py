"""Texel tuning (benchmarks/texel.py): the terms it reads add up to the evaluation, the fit
finds known weights again, and it reads the gauntlet's saved games."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from benchmarks.gauntlet import OPPONENTS, Outside, Player, gauntlet
from benchmarks.hex_games import main as hex_games_main
from benchmarks.players import PlayerSpec
from benchmarks.texel import (
    HEX_TERMS,
    TERMS,
    Sample,
    error,
    fit,
    fit_k,
    hex_position_terms,
    main,
    position_terms,
    read_games,
    sigmoid,
)
from epaminondas_gui.core.ai.evaluate import EvalWeights, evaluate_position
from epaminondas_gui.core.ai.evaluate_hex import HexWeights, evaluate_hex, hex_tables
from epaminondas_gui.core.games.storage import load_record
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.position import Color, Move, Position, Rules, Variant, Zone

from ..ai.test_evaluate import ODD_WEIGHTS, _random_positions


@pytest.mark.parametrize("weights", [EvalWeights(), ODD_WEIGHTS], ids=["tuned", "odd"])
def test_the_terms_times_the_weights_are_the_evaluation_from_white_s_view(
        weights: EvalWeights) -> None:
    vector = [getattr(weights, name) for name in TERMS]
    for pos in _random_positions(8, 5):
        terms = position_terms(pos, weights.guard_cap)
        sign = 1 if pos.turn is Color.WHITE else -1
        assert sum(w * t for w, t in zip(vector, terms, strict=True)) == \
            sign * evaluate_position(pos, weights), pos.efn()


def _soft_samples(true: list[float], k: float, count: int) -> list[Sample]:
    """Positions whose 'result' is exactly the win chance ``true`` gives them: the error is
    zero there and nowhere else."""
    samples = []
    for i, pos in enumerate(_random_positions(count, 9)):
        terms = position_terms(pos, 6)
        score = sum(w * t for w, t in zip(true, terms, strict=True))
        samples.append(Sample(terms, sigmoid(k * score / 100), i))
    return samples


def test_the_fit_finds_the_weights_that_made_the_results() -> None:
    true = [float(getattr(EvalWeights(), name)) for name in TERMS]
    true[TERMS.index("advance")] = 9.0
    true[TERMS.index("lone")] = 30.0
    samples = _soft_samples(true, 0.5, 30)
    start = [float(getattr(EvalWeights(), name)) for name in TERMS]
    free = [TERMS.index("advance"), TERMS.index("lone")]
    assert error(samples, true, 0.5) < 1e-12
    assert fit_k(samples, true) == pytest.approx(0.5, abs=0.01)
    found = fit(samples, start, free, 0.5, 600, 0.5, 0.0)
    assert found[TERMS.index("advance")] == pytest.approx(9.0, abs=0.5)
    assert found[TERMS.index("lone")] == pytest.approx(30.0, abs=0.5)
    assert [found[i] for i in range(len(TERMS)) if i not in free] == \
        [start[i] for i in range(len(TERMS)) if i not in free]
    # A strong pull towards the start holds the weights there.
    held = fit(samples, start, free, 0.5, 600, 0.5, 1e9)
    assert held[TERMS.index("advance")] == pytest.approx(start[TERMS.index("advance")], abs=0.5)


def _random_player(_ms: int, _outside: Outside, _rules: Rules) -> Player:
    class Random:
        def choose(self, pos: Position, history: list[tuple[int, int, int]],
                   rng: random.Random) -> Move | None:
            moves = legal_moves(pos)
            return rng.choice(moves) if moves else None
    return Random()


def test_the_gauntlet_s_saved_games_are_read_and_fitted(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setitem(OPPONENTS, "random", _random_player)
    scores = gauntlet(["random"], 4, 20, 1, 6, 6, 2, 3, every_game=tmp_path / "all")
    saved = sorted(p.name for p in (tmp_path / "all").iterdir())
    assert saved == [f"random-{n}.epam" for n in range(1, 5)]
    assert len(scores["random"]) == 4
    samples, games = read_games([tmp_path / "all"], 0, 6)
    assert games == 4 and len({s.game for s in samples}) == 4
    assert {s.result for s in samples} <= {0.0, 0.5, 1.0}
    quiet, _ = read_games([tmp_path / "all"], 0, 6, quiet=True)
    assert 0 < len(quiet) < len(samples)
    # Quiet positions have no capture for the mover: the mover's threats term is 0 there.
    hang = TERMS.index("hang_other")
    assert any(s.terms[hang] for s in samples)
    assert not any(s.terms[hang] for s in quiet)
    main([str(tmp_path / "all"), "--params", "advance,lone", "--steps", "5", "--skip", "0",
          "--holdout", "2"])
    out = capsys.readouterr().out
    assert "4 games," in out and "held out" in out
    assert out.strip().splitlines()[-1].startswith("spec: level=8,advance=")


def test_bad_arguments_are_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main([str(tmp_path)])
    assert "no finished games found" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main([str(tmp_path), "--params", "material"])
    assert "unknown weight(s): material" in capsys.readouterr().err



def test_the_hexagon_s_games_are_generated_read_and_fitted(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    games = tmp_path / "hex"
    hex_games_main([str(games), "--games", "4", "--zones", "corner,row", "--nodes", "30-60",
                    "--hexer-ms", "5-10", "--plies", "6"])
    assert "4 games, level 8 scored" in capsys.readouterr().out
    paths = sorted(games.iterdir())
    assert [p.name for p in paths] == [f"hex0000{n}.epam" for n in range(4)]
    records = [load_record(p) for p in paths]
    assert [(r.rules.variant, r.rules.zone) for r in records] == \
        [(Variant.HEXIMINONDAS, Zone.CORNER), (Variant.HEXIMINONDAS, Zone.ROW)] * 2
    assert [r.tags["White"].split(",")[0] for r in records] == \
        ["level 8", "hexer", "level 8", "hexer"]
    samples, count = read_games([games], 0, 3, hexagon=True)
    assert count == 4 and len({s.game for s in samples}) == 4
    # The terms times the weights (odd ones) are the hexagon's evaluation from White's view,
    # each position with its own game's win zone.
    odd = HexWeights(material=97, advance=3, front1=41, front2=17, front3=11, race=5,
                     guard=7, guard_cap=3, pair=13, lone=19, hang_mover=23, hang_other=29)
    vector = [getattr(odd, name) for name in HEX_TERMS]
    checked = 0
    for number, record in enumerate(records):
        tables = hex_tables(record.mainline_positions()[0].geometry, record.rules.zone)
        mine = [s for s in samples if s.game == number]
        for sample, pos in zip(mine, record.mainline_positions(), strict=False):
            own, enemy = pos.pieces(pos.turn), pos.pieces(pos.turn.other)
            sign = 1 if pos.turn is Color.WHITE else -1
            terms = hex_position_terms(pos, record.rules.zone, odd.guard_cap)
            assert sample.terms == terms
            assert sum(w * t for w, t in zip(vector, terms, strict=True)) == \
                sign * evaluate_hex(own, enemy, pos.turn.index, tables, odd), pos.efn()
            checked += 1
    assert checked == len(samples)
    main([str(games), "--hexagon", "--params", "front1,pair", "--steps", "5", "--skip", "0",
          "--holdout", "2"])
    last = capsys.readouterr().out.strip().splitlines()[-1]
    assert last.startswith("spec: level=8,hex_front1=") and ",hex_pair=" in last
    spec = PlayerSpec.parse(last.removeprefix("spec: ") + ",depth=1")
    assert [name for name, _ in spec.hex_weights] == ["front1", "pair"] and not spec.weights
    # A rectangle's games are not read as the hexagon's, nor the other way round.
    with pytest.raises(SystemExit):
        main([str(games)])
    assert "not asked for Heximinondas ones" in capsys.readouterr().err
