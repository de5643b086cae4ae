"""Game flow: push/pop, outcomes, repetition and declared ends."""

from __future__ import annotations

import pytest

from epaminondas_gui.core.games.game import Game, Termination, outcome_of
from epaminondas_gui.core.rules.notation import IllegalMoveError
from epaminondas_gui.core.rules.position import Color, Position

from ..rules.test_rules import make


def test_push_pop_and_notation() -> None:
    game = Game()
    game.push_text("g1.g2-g4")
    game.push_text("h11 - h10")
    assert game.notation() == ["g1.g2-g4", "h11-h10"]
    assert game.ply == 2
    undone = game.pop()
    assert game.positions[-1].play(undone).efn().startswith("BBBBBBBBBBBBBB/BBBBBBB1BBBBBB/7B6")
    assert game.ply == 1
    with pytest.raises(IllegalMoveError):
        game.push_text("g4-g9")
    assert game.ply == 1


def test_threefold_repetition_can_be_claimed_not_automatic() -> None:
    game = Game(Position.start(8, 8))
    shuffle = ["a2-a3", "a7-a6", "a3-a2", "a6-a7"]
    for text in shuffle * 2:
        assert not game.can_claim_draw()
        game.push_text(text)
    assert game.repetitions() == 3
    assert game.can_claim_draw()
    assert game.outcome() is None  # nothing ends by itself
    game.claim_draw()
    outcome = game.outcome()
    assert outcome is not None and outcome.winner is None
    assert outcome.termination is Termination.REPETITION
    assert outcome.result_text == "1/2-1/2"
    game.pop()
    assert game.outcome() is None and not game.can_claim_draw()


def test_home_row_win_and_no_move_loss() -> None:
    game = Game(make(6, 6, "a5 f1", "c6 d6", "W"))
    game.push_text("a5-a6")
    assert game.outcome() is None
    game.push_text("c6-c5")
    outcome = game.outcome()
    assert outcome is not None
    assert (outcome.winner, outcome.termination) == (Color.WHITE, Termination.HOME_ROW)
    assert "more pieces on the opponent's home row" in outcome.describe()
    assert game.legal_moves() == []
    with pytest.raises(ValueError, match="over"):
        game.push_text("f1-e1")
    boxed = outcome_of(make(6, 6, "a1", "a2 b2 b1 f6", "W"))
    assert boxed is not None and boxed.winner is Color.BLACK
    assert boxed.termination is Termination.NO_MOVES
    assert boxed.describe() == "Black wins: White has no legal move."


def test_resign_and_agree() -> None:
    game = Game()
    game.resign(Color.WHITE)
    outcome = game.outcome()
    assert outcome is not None and outcome.winner is Color.BLACK
    assert outcome.describe() == "Black wins: White resigned."
    assert outcome.result_text == "0-1"
    game = Game()
    game.agree_draw()
    assert game.is_over() and game.outcome() is not None
