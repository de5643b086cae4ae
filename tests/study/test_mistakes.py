"""Learn from your mistakes, the core: exercises from a review, answers judged."""

from __future__ import annotations

from epaminondas_gui.core.ai.types import MATE_SCORE, Score
from epaminondas_gui.core.games.tree import GameTree
from epaminondas_gui.core.rules.geometry import board_named
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.position import Color, Position, Rules, Variant
from epaminondas_gui.core.study.analysis import PlayedPosition, PositionAnalysis, review_game
from epaminondas_gui.core.study.mistakes import Course, exercises, good_enough, known_answer

HEX = Rules(variant=Variant.HEXIMINONDAS)


def test_exercises_of_one_side_judged_and_summed_up() -> None:
    for start, rules in ((Position.start(8, 8), Rules()),
                         (Position.start_on(board_named("hex6")), HEX)):
        tree = GameTree.new(start, rules)
        for _ in range(4):
            tree.play(legal_moves(tree.position, rules)[0])
        line = tree.main_line()

        def analyser(played: PlayedPosition, rules: Rules = rules) -> PositionAnalysis:
            move = legal_moves(played.position, rules)[-1]  # always the best, worth 300
            return PositionAnalysis(Score(300), move, (move,))

        review = review_game(line.positions, line.moves, analyser, rules=rules)
        black = exercises(line.start, line.moves, review, Color.BLACK, rules)
        assert [e.ply for e in black] == [1, 3]
        first = black[0]
        assert first.position == line.positions[1] and first.mover is Color.BLACK
        assert first.played == line.moves[1] and first.best_score == Score(300)
        assert known_answer(first, first.best) is True
        assert known_answer(first, first.played) is False
        other = next(m for m in legal_moves(first.position, rules)
                     if m not in (first.best, first.played))
        assert known_answer(first, other) is None
        assert good_enough(first, Score(251)) and not good_enough(first, Score(250))
        course = Course(black)
        course.answer(False)
        course.result.hinted = True
        course.answer(True)
        course.next()
        course.result.shown = True
        course.answer(True)  # after the answer was shown: not solved
        course.next()
        assert course.finished and course.summary() == (1, 1, 2)
        assert course.results[0].tries == 2


def test_a_forced_win_must_be_kept() -> None:
    tree = GameTree.new(Position.start(8, 8))
    tree.play(legal_moves(tree.position)[0])
    line = tree.main_line()
    win = Score(MATE_SCORE - 3)
    review = review_game(line.positions, line.moves, lambda p: PositionAnalysis(
        win if p.position is line.positions[0] else Score(0),
        legal_moves(p.position)[-1], ()))
    (exercise,) = exercises(line.start, line.moves, review, None)
    assert good_enough(exercise, Score(MATE_SCORE - 5))  # a slower win counts
    assert not good_enough(exercise, Score(999))  # a big lead is not the win
