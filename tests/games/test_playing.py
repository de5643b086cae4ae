"""A game played on the tree: notation, the line's repetitions, and every way it ends."""

from __future__ import annotations

import pytest

from epaminondas_gui.core.games.outcome import Termination, outcome_of
from epaminondas_gui.core.games.tree import GameOverError, GameTree
from epaminondas_gui.core.rules.notation import IllegalMoveError
from epaminondas_gui.core.rules.position import Color, Position

from ..rules.test_rules import make


def test_moves_in_notation_and_taking_one_back() -> None:
    tree = GameTree.new()
    tree.play("g1.g2-g4")
    tree.play("h11 - h10")
    line = tree.main_line()
    assert line.notation() == ["g1.g2-g4", "h11-h10"]
    assert line.ply == 2 and line.position == tree.position
    tree.back()
    assert tree.line_to().ply == 1
    assert tree.main_line().ply == 2  # taking back keeps the move in the tree
    assert tree.position.play(tree.main_line().moves[1]) == line.position
    with pytest.raises(IllegalMoveError):
        tree.play("g4-g9")
    assert tree.line_to().ply == 1


def test_threefold_repetition_can_be_claimed_not_automatic() -> None:
    tree = GameTree.new(Position.start(8, 8))
    shuffle = ["a2-a3", "a7-a6", "a3-a2", "a6-a7"]
    for text in shuffle * 2:
        assert not tree.can_claim_draw()
        tree.play(text)
    assert tree.line_to().repetitions() == 3
    assert tree.can_claim_draw()
    assert tree.outcome() is None  # nothing ends by itself
    tree.claim_draw()
    outcome = tree.outcome()
    assert outcome is not None and outcome.winner is None
    assert outcome.termination is Termination.REPETITION
    assert outcome.result_text == "1/2-1/2"
    tree.declare(None)
    tree.back()
    assert tree.outcome() is None and not tree.can_claim_draw()


def test_home_row_win_and_no_move_loss() -> None:
    tree = GameTree.new(make(6, 6, "a5 f1", "c6 d6", "W"))
    tree.play("a5-a6")
    assert tree.outcome() is None
    tree.play("c6-c5")
    outcome = tree.outcome()
    assert outcome is not None
    assert (outcome.winner, outcome.termination) == (Color.WHITE, Termination.HOME_ROW)
    assert "more pieces on the opponent's home row" in outcome.describe()
    assert tree.main_line().is_over()
    with pytest.raises(GameOverError, match="over"):
        tree.play("f1-e1")
    boxed = outcome_of(make(6, 6, "a1", "a2 b2 b1 f6", "W"))
    assert boxed is not None and boxed.winner is Color.BLACK
    assert boxed.termination is Termination.NO_MOVES
    assert boxed.describe() == "Black wins: White has no legal move."


def test_resign_and_agree() -> None:
    tree = GameTree.new()
    tree.resign(Color.WHITE)
    outcome = tree.outcome()
    assert outcome is not None and outcome.winner is Color.BLACK
    assert outcome.describe() == "Black wins: White resigned."
    assert outcome.result_text == "0-1"
    tree = GameTree.new()
    tree.agree_draw()
    outcome = tree.outcome()
    assert outcome is not None and outcome.termination is Termination.DRAW_AGREED
    assert tree.main_line().is_over()
