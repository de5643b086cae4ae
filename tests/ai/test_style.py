"""The gentle levels play like people: a different plan each game, one plan within a game,
never gambling with a forced result (core/ai/style.py)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from epaminondas_gui.core.ai.search import search
from epaminondas_gui.core.ai.style import choose, plan_file
from epaminondas_gui.core.ai.types import MATE_SCORE, Limits
from epaminondas_gui.core.rules.geometry import geometry
from epaminondas_gui.core.rules.position import Move, Position


def opening(level: int, seed: int, plies: int = 8) -> list[Move]:
    """The first moves of a game of ``level`` against itself with one seed per side."""
    pos = Position.start()
    moves = []
    for _ in range(plies):
        move = search(pos, Limits(depth=1), level=level,
                      seed=seed + pos.turn.index).best_move
        assert move is not None
        moves.append(move)
        pos = pos.play(move)
    return moves


@pytest.mark.parametrize("level", [1, 2, 3, 4])
def test_games_differ_from_seed_to_seed_and_repeat_with_one(level: int) -> None:
    games = [tuple(opening(level, seed)) for seed in range(0, 60, 10)]
    assert len(set(games)) == len(games)  # six games, six different openings
    assert len({game[0] for game in games}) >= 3  # not one favourite first move
    assert tuple(opening(level, 20)) == games[2]  # the same seed replays the game


def test_a_game_keeps_its_plan() -> None:
    # White's first six moves with one seed stay near one side of the board more often
    # than not: the files White's moving groups end on cluster around the plan's file.
    for seed in (3, 7, 11):
        target = plan_file(seed, 14)
        geo = geometry(14, 12)
        files = [geo.file_of(m.to) for m in opening(4, seed, 12)[0::2]]
        near = sum(1 for f in files if abs(f - target) <= 4)
        assert near >= 4, (seed, target, files)


def test_plans_differ_between_games() -> None:
    assert len({plan_file(seed, 14) for seed in range(40)}) >= 10


def test_choose_never_gambles_with_a_forced_result() -> None:
    rng = random.Random(1)
    moves = [(0, 1, 1, 0, 1, 0, 0)] * 3
    assert all(choose(moves, [10, MATE_SCORE - 3, 5], 40, rng) == 1 for _ in range(50))
    # Two near-equal moves share the choice; a clearly worse one is never played.
    picks = Counter(choose(moves, [100, 95, -200], 30, rng) for _ in range(400))
    assert picks[2] == 0 and picks[0] > 100 and picks[1] > 100


def test_the_gentle_levels_still_take_a_forced_win() -> None:
    # White steps onto the far row and Black can neither capture nor enter: a forced win
    # that every seed of every gentle level takes.
    pos = Position.from_efn("6/2W3/6/BB4/6/6 W")
    far = pos.geometry.rank_masks[-1]
    for level in (1, 2, 3, 4):
        for seed in range(8):
            result = search(pos, Limits(depth=1), level=level, seed=seed)
            assert result.best_move is not None and result.score.win_in == 1, (level, seed)
            assert pos.play(result.best_move).white & far, (level, seed)
