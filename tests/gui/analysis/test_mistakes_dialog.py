"""Learn from your mistakes: a reviewed game's errors as exercises, to their summary."""

from __future__ import annotations

import threading

from pytestqt.qtbot import QtBot

from epaminondas_gui.core.ai.types import Score, SearchRequest, SearchResult
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.notation import move_to_text
from epaminondas_gui.gui.analysis.mistakes_dialog import MistakesDialog, mistakes_course

from ..conftest import MakeWindow, human_game
from ..learn.test_learn import drag_on
from ..opening import open_game
from ..searches import analysing
from .test_analysis_kept import reviewed, to_move_wins

SMALL = human_game(6, 6)


def test_the_mistakes_as_exercises_to_their_summary(make_window: MakeWindow,
                                                    qtbot: QtBot) -> None:
    window = reviewed(make_window, qtbot)
    panel = window.analysis.review_panel
    assert panel.learn_button.isVisible()
    with qtbot.waitSignal(panel.learn_requested):
        panel.learn_button.click()
    dialog = next(w for w in window.findChildren(MistakesDialog))
    qtbot.waitExposed(dialog)
    assert dialog.counter.text() == "Mistake 1 of 4"
    assert dialog.task.text() == "Move 1: you played b2-b3 (Blunder). Find a better move for White."
    # The error again: wrong, and the board takes another try.
    drag_on(dialog.board, "b2", "b3")
    assert dialog.feedback.text() == "✗ b2-b3 is not good enough. Try again, or ask for a hint."
    assert dialog.board.scene.interactive and dialog.course.result.tries == 1
    dialog.hint_button.click()
    assert dialog.feedback.text().startswith("Hint: the better move ")
    best = dialog.course.items[0].best
    dialog.board.scene.move_entered.emit(best)
    assert dialog.feedback.text() == "✓ Right! f1.e2-c4 is the best move."
    assert not dialog.hint_button.isEnabled() and not dialog.board.scene.interactive
    dialog.next_button.click()
    # Another move: the engine's short search judges it (it loses 600: wrong).
    exercise = dialog.course.current
    assert exercise is not None and dialog.counter.text() == "Mistake 2 of 4"
    assert dialog.board.scene.flipped  # Black's mistake, seen from Black's side
    other = next(m for m in legal_moves(exercise.position)
                 if m not in (exercise.best, exercise.played))
    dialog.board.scene.move_entered.emit(other)
    assert dialog.feedback.text().startswith("Checking ")
    text = move_to_text(exercise.position.geometry, other)
    qtbot.waitUntil(lambda: dialog.feedback.text().startswith("✗ " + text), timeout=8000)
    dialog.answer_button.click()
    better = move_to_text(exercise.position.geometry, exercise.best)
    assert dialog.feedback.text() == f"The better move: {better}."
    dialog.next_button.click()
    dialog.next_button.click()
    dialog.next_button.click()
    assert dialog.counter.text() == "Summary"
    assert dialog.task.text() == "You found a better move for 1 of 4 mistakes."
    lines = dialog.feedback.text().split("\n")
    assert lines[0] == "Move 1 (f1.e2-c4): found with a hint" and len(lines) == 5
    assert lines[1].endswith("answer shown") and lines[2].endswith("not found")
    assert lines[4] == "1 of them after a hint."
    assert not dialog.next_button.isVisible()
    dialog.close()


def test_a_move_as_good_as_the_best_counts(make_window: MakeWindow, qtbot: QtBot) -> None:
    window = reviewed(make_window, qtbot)
    course = mistakes_course(window.session)
    assert course is not None and len(course.items) == 4

    def nearly_as_good(request: SearchRequest, stop: threading.Event, on_info) -> SearchResult:
        # The opponent's view after the move: -260, so the mover has 260 (best: 300).
        move = legal_moves(request.position)[0]
        return SearchResult(move, Score(-260), 3, 1, 1, (move,))

    dialog = MistakesDialog(course, window.board_theme(), 0, search=nearly_as_good,
                            parent=window)
    dialog.show()
    exercise = course.items[0]
    other = next(m for m in legal_moves(exercise.position)
                 if m not in (exercise.best, exercise.played))
    dialog.board.scene.move_entered.emit(other)
    geo = exercise.position.geometry
    qtbot.waitUntil(lambda: dialog.feedback.text().startswith("✓"), timeout=8000)
    assert dialog.feedback.text() == (
        f"✓ Right! {move_to_text(geo, other)} is as good as the best move, "
        f"{move_to_text(geo, exercise.best)}.")
    assert course.results[0].solved
    dialog.close()


def test_on_the_hexagon_too(make_window: MakeWindow, qtbot: QtBot, tmp_path) -> None:
    from epaminondas_gui.core.games.record_text import write_record

    from ..test_heximinondas_window import hex_game

    window = make_window(hex_game())
    window.analysis.review_search = analysing(to_move_wins)
    for _ in range(4):
        window.session.play(legal_moves(window.session.line.position, window.session.rules)[0])
    window.analysis.review_game()
    review = window.analysis.review
    assert review is not None
    qtbot.waitUntil(lambda: review.review is not None and not review.running, timeout=8000)
    path = tmp_path / "hex.epam"
    path.write_text(write_record(window.files.record()), encoding="utf-8")
    again = make_window(hex_game())
    assert open_game(qtbot, again, path)
    assert again.analysis.review_panel.errors.count() == 4
    dialog = again.analysis.learn_from_mistakes()
    assert dialog is not None
    exercise = dialog.course.current
    assert exercise is not None and exercise.position.geometry.size_name == "hex6"
    assert dialog.board.scene.geometry.size_name == "hex6"
    dialog.board.scene.move_entered.emit(exercise.best)
    assert dialog.feedback.text().startswith("✓ Right!")
    dialog.close()
