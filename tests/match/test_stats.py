"""The match statistics (core/match/stats.py): the sequential test against values
worked out by hand."""

from __future__ import annotations

import math

import pytest

from epaminondas_gui.core.match.stats import Sprt, Verdict, bounds, expected_score, llr

# Elo values whose expected scores are exact fractions: 0.5, 0.75 and 0.25.
ELO_75 = 400 * math.log10(3)


def test_expected_scores() -> None:
    assert expected_score(0) == 0.5
    assert expected_score(ELO_75) == pytest.approx(0.75, abs=1e-15)
    assert expected_score(-ELO_75) == pytest.approx(0.25, abs=1e-15)


def test_wald_bounds() -> None:
    assert bounds(0.05, 0.05) == pytest.approx((-math.log(19), math.log(19)), abs=1e-15)
    low, high = bounds(0.1, 0.05)
    assert low == pytest.approx(math.log(0.05 / 0.9), abs=1e-15)
    assert high == pytest.approx(math.log(0.95 / 0.1), abs=1e-15)


def test_llr_without_draws() -> None:
    # 10-0-5 with s0 = 1/2, s1 = 3/4: 10 log(3/2) + 5 log(1/2) = log(3^10 / 2^15).
    assert llr(10, 0, 5, 0, ELO_75) == pytest.approx(math.log(3 ** 10 / 2 ** 15), rel=1e-12)
    # 0-0-5 with s0 = 0.37, s1 = 0.52 (module docs): 5 log(0.48 / 0.63).
    elo0 = -400 * math.log10(0.63 / 0.37)
    elo1 = -400 * math.log10(0.48 / 0.52)
    assert llr(0, 0, 5, elo0, elo1) == pytest.approx(5 * math.log(0.48 / 0.63), rel=1e-9)


def test_llr_with_draws() -> None:
    # 3-4-1 is 5 won and 3 lost; s0 = 1/4, s1 = 1/2: 5 log 2 + 3 log(2/3) = log(2^8 / 3^3).
    assert llr(3, 4, 1, -ELO_75, 0) == pytest.approx(math.log(2 ** 8 / 3 ** 3), rel=1e-12)
    # s0 = 1/2, s1 = 3/4: 5 log(3/2) + 3 log(1/2) = log(3^5 / 2^8).
    assert llr(3, 4, 1, 0, ELO_75) == pytest.approx(math.log(3 ** 5 / 2 ** 8), rel=1e-12)
    assert llr(0, 0, 0, 0, 50) == 0


def test_verdicts_and_parsing() -> None:
    test = Sprt.parse("0,50")
    assert (test.elo0, test.elo1, test.alpha, test.beta) == (0, 50, 0.05, 0.05)
    # 20 wins: 20 log(0.5715 / 0.5) = 2.67, not yet above log 19 = 2.94; 23 wins are.
    assert test.verdict([1.0] * 20) is Verdict.CONTINUE
    assert test.verdict([1.0] * 23) is Verdict.H1
    assert test.verdict([0.0] * 20) is Verdict.H0
    assert test.verdict([1.0, 0.0] * 5) is Verdict.CONTINUE
    assert test.llr([1.0] * 10 + [0.5] * 2 + [0.0] * 3) == pytest.approx(llr(10, 2, 3, 0, 50))
    assert "LLR" in test.describe([1.0]) and "continue" in test.describe([1.0])
    for bad in ("50", "50,0", "x,1"):
        with pytest.raises(ValueError):
            Sprt.parse(bad)
    with pytest.raises(ValueError):
        Sprt(0, 10, alpha=0.6)
