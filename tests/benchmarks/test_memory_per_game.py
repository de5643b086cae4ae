"""The soak's memory-per-game figure: the least-squares growth after the warm-up games."""

from __future__ import annotations

import pytest

from benchmarks.memory_per_game import growth_per_game


def test_the_growth_is_fitted_over_the_games_after_the_warm_up() -> None:
    # 1 MB a game during the warm-up, then 0.02 MB a game: only the second counts.
    samples = [(game, 100.0 + game) for game in range(1, 21)]
    samples += [(game, 120.0 + 0.02 * (game - 20)) for game in range(21, 201)]
    assert growth_per_game(samples) == pytest.approx(0.02)


def test_too_few_games_after_the_warm_up_give_no_figure() -> None:
    assert growth_per_game([(game, 100.0) for game in range(1, 23)]) is None
    assert growth_per_game([(game, 100.0) for game in range(1, 24)]) == 0.0
