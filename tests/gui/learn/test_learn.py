"""Learn to play and Puzzles, driven as a player drives them: menus, drags, the keyboard."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.position import Color
from epaminondas_gui.core.study.lessons import Goal, say
from epaminondas_gui.gui import settings as settings_mod
from epaminondas_gui.gui.learn.lessons_dialog import LearnDialog
from epaminondas_gui.gui.learn.puzzles_dialog import PuzzleDialog
from epaminondas_gui.gui.learn.training_board import TrainingBoard
from epaminondas_gui.gui.main_window import MainWindow

from ..conftest import MakeWindow, quiet_prefs


def point(board: TrainingBoard, name: str) -> QPoint:
    scene = board.scene
    return board.view.mapFromScene(scene.square_center(scene.geometry.parse_square(name)))


def drag_on(board: TrainingBoard, start: str, end: str) -> None:
    """A real mouse drag on the dialog's board: press, move in steps, release."""
    viewport = board.view.viewport()
    a, b = point(board, start), point(board, end)
    left, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    QTest.mousePress(viewport, left, none, a)
    for i in range(1, 5):
        QTest.mouseMove(viewport, a + (b - a) * i / 4)
    QTest.mouseRelease(viewport, left, none, b)


def open_lessons(window: MainWindow, qtbot: QtBot) -> LearnDialog:
    window.learn.act_learn.trigger()
    dialog = window.learn.dialog
    assert isinstance(dialog, LearnDialog)
    qtbot.waitExposed(dialog)
    return dialog


def open_puzzles(window: MainWindow, qtbot: QtBot) -> PuzzleDialog:
    window.learn.act_puzzles.trigger()
    dialog = window.learn.dialog
    assert isinstance(dialog, PuzzleDialog)
    qtbot.waitExposed(dialog)
    return dialog


def test_menus_and_shortcuts(make_window: MakeWindow) -> None:
    window = make_window()
    assert window.menu_help.actions()[0] is window.learn.act_learn
    assert window.learn.act_learn.text() == "&Learn to play…"
    assert window.learn.act_puzzles in window.analysis.menu.actions()
    assert window.learn.act_puzzles.shortcut().toString() == "Ctrl+Shift+P"


def test_a_lesson_step_is_solved_by_dragging_and_remembered(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    window = make_window()
    dialog = open_lessons(window, qtbot)
    step = dialog.run.step
    assert dialog.list.currentRow() == 0 and dialog.text.text() == step.text["en"]
    assert not dialog.next_button.isEnabled()
    drag_on(dialog.board, "c2", "c3")
    assert dialog.feedback.text() == "✓ " + say(step.done or {}, "en")
    assert dialog.board.position.piece_at(dialog.board.scene.geometry.parse_square("c3"))
    assert dialog.next_button.isEnabled() and not dialog.board.scene.interactive
    assert settings_mod.load_completed_lessons() == ["piece"]
    assert dialog.list.item(0).text().startswith("✓")
    dialog.next_button.click()
    assert dialog.list.currentRow() == 1 and dialog.run.lesson.id == "phalanx"
    # Opened again, the course goes on where it was left.
    dialog.close()
    assert open_lessons(window, qtbot).list.currentRow() == 1


def test_wrong_and_refused_moves_get_the_hint_and_the_step_repeats(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    dialog = open_lessons(make_window(), qtbot)
    start = dialog.board.position
    hint = dialog.run.step.hint["en"]
    drag_on(dialog.board, "e1", "e2")  # legal, but not what the step asks
    assert dialog.feedback.text() == "Not this move. " + hint
    assert dialog.board.position == start and dialog.board.scene.interactive
    drag_on(dialog.board, "c2", "c4")  # the rules refuse it
    assert dialog.feedback.text() == "A single piece moves one square only, not 2. " + hint
    assert dialog.board.position == start and not dialog.next_button.isEnabled()
    drag_on(dialog.board, "c2", "d3")
    assert dialog.next_button.isEnabled()


def test_the_refused_move_step_is_done_by_trying_it(make_window: MakeWindow, qtbot: QtBot) -> None:
    dialog = open_lessons(make_window(), qtbot)
    dialog.list.setCurrentRow(3)  # capturing
    drag_on(dialog.board, "c1", "c2")
    dialog.next_button.click()
    step = dialog.run.step
    assert step.goal is Goal.REFUSED
    drag_on(dialog.board, "c1", "c3")  # refused too, but for another reason
    assert not dialog.next_button.isEnabled()
    assert dialog.feedback.text().endswith(step.hint["en"])
    drag_on(dialog.board, "c1", "c2")
    assert dialog.feedback.text() == "✓ " + say(step.done or {}, "en")
    assert dialog.next_button.isEnabled() and dialog.board.position == step.position


def test_far_row_step_plays_the_reply_and_the_course_can_be_finished(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    dialog = open_lessons(make_window(), qtbot)
    dialog.list.setCurrentRow(4)
    dialog.board.pause_ms = 10
    with qtbot.waitSignal(dialog.board.line_finished, timeout=5000):
        drag_on(dialog.board, "d5", "d6")
    geo = dialog.board.scene.geometry
    assert dialog.board.position.piece_at(geo.parse_square("a5")) is Color.BLACK
    assert dialog.board.position.mover_has_won()
    # The last lesson's last step ends the course.
    dialog.list.setCurrentRow(7)
    with qtbot.waitSignal(dialog.board.line_finished, timeout=5000):
        drag_on(dialog.board, "c2", "c3")
    dialog.next_button.click()
    with qtbot.waitSignal(dialog.board.line_finished, timeout=5000):
        drag_on(dialog.board, "c3", "c2")
    dialog.next_button.click()
    # The last lesson is on the hexagon: a capture, a refused drag, a win-zone entry.
    assert dialog.run.lesson.id == "hexagon" and dialog.list.currentRow() == 8
    board = dialog.board
    assert board.scene.geometry.size_name == "hex6"
    for start, end in (("c3", "d4"), ("b2", "d3"), ("j10", "k11")):
        step = dialog.run.step
        drag_on(board, start, end)
        assert dialog.feedback.text() == "✓ " + say(step.done or {}, "en"), (start, end)
        dialog.next_button.click()
    # Lessons 1 to 5 and 7 are not done: Next goes on at the first of them.
    assert set(settings_mod.load_completed_lessons()) == {"far-row", "repetition", "hexagon"}
    assert dialog.run.lesson_index == 0 and dialog.list.currentRow() == 0
    assert not dialog.feedback.text().startswith("You have finished the course")
    # With every other lesson done, the last one's last step ends the course.
    dialog.run.completed.update(lesson.id for lesson in dialog.run.lessons)
    dialog.list.setCurrentRow(8)
    for start, end in (("c3", "d4"), ("b2", "d3"), ("j10", "k11")):
        drag_on(board, start, end)
        dialog.next_button.click()
    assert dialog.feedback.text().startswith("You have finished the course")


def test_a_lesson_step_by_keyboard(make_window: MakeWindow, qtbot: QtBot) -> None:
    dialog = open_lessons(make_window(), qtbot)
    view = dialog.board.view
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Return, Qt.Key.Key_Up, Qt.Key.Key_Return):
        QTest.keyClick(view, key)
    assert dialog.next_button.isEnabled()
    assert dialog.run.completed == {"piece"}


def test_lessons_in_german(make_window: MakeWindow, qtbot: QtBot) -> None:
    window = make_window(prefs=quiet_prefs(language="de"))
    dialog = open_lessons(window, qtbot)
    assert window.learn.act_learn.text() == "Spielen &lernen…"
    assert dialog.windowTitle() == "Spielen lernen"
    assert dialog.text.text() == dialog.run.step.text["de"]
    assert dialog.next_button.text() == "&Weiter"
    drag_on(dialog.board, "e1", "e2")
    assert dialog.feedback.text() == "Nicht dieser Zug. " + dialog.run.step.hint["de"]


def _drag_move(dialog: PuzzleDialog, move_text: str) -> None:
    puzzle = dialog.trainer.current
    assert puzzle is not None
    move = next(m for m in legal_moves(puzzle.position)
                if dialog_text(dialog, m) == move_text)
    name = puzzle.position.geometry.square_name
    drag_on(dialog.board, name(move.rear), name(move.rear_to))


def dialog_text(dialog: PuzzleDialog, move: object) -> str:
    from epaminondas_gui.core.rules.notation import move_to_text

    puzzle = dialog.trainer.current
    assert puzzle is not None
    return move_to_text(puzzle.position.geometry, move)  # type: ignore[arg-type]


def test_a_puzzle_is_solved_by_dragging(make_window: MakeWindow, qtbot: QtBot) -> None:
    window = make_window()
    dialog = open_puzzles(window, qtbot)
    dialog.board.pause_ms = 10
    puzzle = dialog.trainer.current
    assert puzzle is not None
    assert dialog.board.scene.flipped == (puzzle.position.turn is Color.BLACK)
    with qtbot.waitSignal(dialog.board.line_finished, timeout=5000):
        _drag_move(dialog, puzzle.solution[0])
    assert dialog.feedback.text().startswith("✓ Right!")
    assert dialog.score.text() == "Solved 1 of 1 · streak 1 (best 1)"
    assert dialog.line_label.text() == "Solution: " + "  ".join(puzzle.solution)
    end = puzzle.position
    for move in puzzle.solution_moves():
        end = end.play(move)
    assert dialog.board.position == end
    assert settings_mod.load_puzzle_state()["solved"] == [puzzle.id]
    assert dialog.next_button.shortcut().toString() == "N"
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=3000)
    QTest.keyClick(dialog.board.view, Qt.Key.Key_N)  # the next puzzle, from the keyboard
    # A button's shortcut clicks it with a short animation.
    qtbot.waitUntil(lambda: dialog.trainer.current is not puzzle, timeout=3000)
    assert dialog.trainer.current is not None and dialog.trainer.current.id != puzzle.id


def test_a_failed_puzzle_shows_the_solution_from_the_start(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    dialog = open_puzzles(make_window(), qtbot)
    dialog.board.pause_ms = 10
    puzzle = dialog.trainer.current
    assert puzzle is not None
    wrong = next(m for m in legal_moves(puzzle.position) if not puzzle.is_solution(m))
    with qtbot.waitSignal(dialog.board.line_finished, timeout=5000):
        _drag_move(dialog, dialog_text(dialog, wrong))
    # First the pause on the wrong move, then the whole solution from the puzzle's start.
    qtbot.waitUntil(lambda: not dialog.board.is_playing(), timeout=5000)
    end = puzzle.position
    for move in puzzle.solution_moves():
        end = end.play(move)
    assert dialog.board.position == end
    assert "is not the solution" in dialog.feedback.text()
    assert dialog.score.text() == "Solved 0 of 1 · streak 0 (best 0)"
    assert puzzle.id not in settings_mod.load_puzzle_state()["solved"]  # type: ignore[operator]


def test_puzzle_bands_and_the_trainer_state_survive_a_restart(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    window = make_window()
    dialog = open_puzzles(window, qtbot)
    dialog.band.setCurrentIndex(3)
    puzzle = dialog.trainer.current
    assert puzzle is not None and puzzle.band == 3
    assert "wins in two" in dialog.task.text()
    dialog.show_solution()
    assert dialog.score.text() == "Solved 0 of 1 · streak 0 (best 0)"
    dialog.close()
    again = open_puzzles(window, qtbot)
    assert again.band.currentIndex() == 3 and again.trainer.tried == 1


@pytest.mark.parametrize("answer", [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes])
def test_first_start_offers_the_lessons_once(
    make_window: MakeWindow, qtbot: QtBot, answer: QMessageBox.StandardButton
) -> None:
    window = make_window()
    window.learn.offer_once()
    box = window.learn.offer_box
    assert box is not None and box.isVisible() and box.windowTitle() == "Welcome to Epaminondas"
    assert settings_mod.lessons_offered()
    window.learn.offer_once()  # asked once only
    assert window.learn.offer_box is box
    button = box.button(answer)
    assert button is not None
    with qtbot.waitSignal(box.finished, timeout=3000):
        button.click()
    opened = isinstance(window.learn.dialog, LearnDialog)
    assert opened == (answer == QMessageBox.StandardButton.Yes)
    assert window.learn.offer_box is None
