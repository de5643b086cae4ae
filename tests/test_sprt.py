"""The sequential test of benchmarks/sprt.py against values worked out by hand."""

from __future__ import annotations

import math

import pytest

from benchmarks.sprt import Sprt, Verdict, bounds, expected_score, llr

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
    # 10-0-5: score 2/3; variance with half a win and half a loss added: 10.5 and 5.5 of
    # 16, 0.65625 * 0.34375 = 0.2255859375. LLR = 15 * 0.25 * (4/3 - 1.25) / 0.451171875.
    assert llr(10, 0, 5, 0, ELO_75) == pytest.approx(160 / 231, rel=1e-12)


def test_llr_with_draws() -> None:
    # 3-4-1: score 0.625; variance (3.5 (3.5/9)^2 + 4 (1/9)^2 + 1.5 (5.5/9)^2) / 9 = 92.25/729.
    assert llr(3, 4, 1, -ELO_75, 0) == pytest.approx(162 / 41, rel=1e-12)
    # The score half-way between the hypotheses' scores carries no evidence either way.
    assert llr(3, 4, 1, 0, ELO_75) == pytest.approx(0, abs=1e-12)
    assert llr(0, 0, 0, 0, 50) == 0


def test_verdicts_and_parsing() -> None:
    test = Sprt.parse("0,50")
    assert (test.elo0, test.elo1, test.alpha, test.beta) == (0, 50, 0.05, 0.05)
    assert test.verdict([1.0] * 20) is Verdict.H1
    assert test.verdict([0.0] * 20) is Verdict.H0
    assert test.verdict([1.0, 0.0] * 5) is Verdict.CONTINUE
    assert test.llr([1.0] * 10 + [0.5] * 2 + [0.0] * 3) == pytest.approx(llr(10, 2, 3, 0, 50))
    assert "LLR" in test.describe([1.0]) and "continue" in test.describe([1.0])
    for bad in ("50", "50,0", "x,1"):
        with pytest.raises(ValueError):
            Sprt.parse(bad)
    with pytest.raises(ValueError):
        Sprt(0, 10, alpha=0.6)
