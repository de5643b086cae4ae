"""The match runner's summary: counts, score and a 95% interval that stays honest at the
edges (a perfect score must not claim a point interval)."""

from __future__ import annotations

import pytest

from benchmarks.players import summary, wilson_interval


def test_perfect_score_keeps_a_lower_bound() -> None:
    low, high = wilson_interval(1.0, 300)
    assert high == pytest.approx(1.0)
    assert low == pytest.approx(0.9874, abs=1e-4)
    low20, _ = wilson_interval(1.0, 20)
    assert low20 == pytest.approx(0.839, abs=1e-3) and low20 < low


def test_interval_is_symmetric_and_narrows_with_games() -> None:
    low, high = wilson_interval(0.5, 100)
    assert low == pytest.approx(1 - high) and low == pytest.approx(0.4038, abs=1e-4)
    low4, high4 = wilson_interval(0.5, 400)
    assert low < low4 < 0.5 < high4 < high


def test_summary_counts_wins_draws_losses() -> None:
    text = summary([1.0, 1.0, 0.5, 0.0])
    assert text.startswith("score 0.625 (2W 1D 1L of 4), 95% CI [")
    assert summary([]) == "no games"
    assert "[0.987, 1.000]" in summary([1.0] * 300)
