"""The review graph's picture is kept while the data it shows comes back the same: a saved
game reopened with the review dock showing clears the panel and then shows the game's
kept review (the soak's "save and open": the curve drawn again, 10-18 ms a time)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from epaminondas_gui.core.ai.types import Score
from epaminondas_gui.core.games.tree import GameTree
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.position import Position
from epaminondas_gui.core.study.analysis import (
    GameReview,
    PlayedPosition,
    PositionAnalysis,
    review_game,
)
from epaminondas_gui.gui.analysis.review_panel import ReviewPanel
from epaminondas_gui.gui.theme import DARK


def a_review(plies: int) -> GameReview:
    tree = GameTree.new(Position.start(6, 6))
    for _ in range(plies):
        if tree.outcome() is not None:
            break
        tree.play(legal_moves(tree.position)[-1])
    line = tree.main_line()

    def analyse(played: PlayedPosition) -> PositionAnalysis:
        moves = legal_moves(played.position)
        return PositionAnalysis(Score(37 * len(played.moves) % 400 - 200), moves[0], (moves[0],))

    return review_game(line.positions, line.moves, analyse)


def test_a_review_shown_again_after_a_clear_is_not_drawn_again(qtbot: QtBot) -> None:
    review = a_review(20)
    panel = ReviewPanel()
    qtbot.addWidget(panel)
    panel.resize(320, 600)
    panel.show()
    qtbot.waitExposed(panel)
    graph = panel.graph
    panel.show_review(review)
    before = graph.grab().toImage()
    drawn = graph.pictures_drawn
    # As a reopened game does (analysis/actions.py _on_new_game, then tree_notes.show_kept).
    panel.begin(0)
    panel.show_review(review)
    assert graph.grab().toImage() == before
    assert graph.pictures_drawn == drawn
    # Other data, a new theme: drawn again.
    panel.begin(0)
    graph.grab()
    assert graph.pictures_drawn == drawn + 1
    panel.show_review(review)
    graph.grab()
    assert graph.pictures_drawn == drawn + 2
    graph.set_theme(DARK)
    assert graph.grab().toImage() != before
    assert graph.pictures_drawn == drawn + 3
