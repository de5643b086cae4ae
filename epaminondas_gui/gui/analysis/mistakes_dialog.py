"""Review → Learn from your mistakes: the player's own errors of a reviewed game as
exercises (core/study/mistakes.py) on a board of their own. The player finds a better
move; the best move counts at once, the error again never, any other move is scored by
a short search of the analysis engine and counts within the review's inaccuracy margin.
A hint says what the best move does; a summary ends the run."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QKeySequence, QShowEvent
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ...core.ai.levels import MAX_LEVEL
from ...core.ai.motifs import hint_motifs
from ...core.ai.types import Limits, SearchRequest, SearchResult
from ...core.engine.client import EngineSpec
from ...core.rules.notation import IllegalMoveError, move_to_text
from ...core.rules.position import Color, Move
from ...core.study.analysis import negate, terminal_score
from ...core.study.mistakes import Course, exercises, good_enough, known_answer
from ...core.study.tree_review import review_of
from ..dialogs.titles import fit_title
from ..engine_runner import EngineRunner, Job, Purpose, SearchFunction
from ..learn.lessons_dialog import AGAIN, GOOD
from ..learn.training_board import TrainingBoard
from ..motif_words import motifs_text
from ..palettes import feedback_colour
from ..session import GameSession
from ..texts import translate_refusal
from ..theme import Theme
from .review_graph import classification_name

# How long a move the player found is searched before it is judged.
CHECK_MOVETIME_MS = 500


class MistakesDialog(QDialog):
    """Steps through a :class:`Course` of the player's errors."""

    def __init__(self, course: Course, theme: Theme, animation_ms: int, *,
                 engine: EngineSpec | None = None, search: SearchFunction | None = None,
                 movetime_ms: int = CHECK_MOVETIME_MS, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("MistakesDialog")
        self.course = course
        self.movetime_ms = movetime_ms
        self._runner = EngineRunner(engine, search, self)
        self._runner.result.connect(self._on_result)
        self._runner.failed.connect(self._on_failed)
        self._checking: Move | None = None
        """The player's move being searched."""
        self.counter = QLabel()
        self.counter.setObjectName("MistakesCounter")
        self.task = QLabel()
        self.task.setObjectName("MistakesTask")
        self.task.setWordWrap(True)
        font = QFont(self.task.font())
        font.setBold(True)
        self.task.setFont(font)
        self.board = TrainingBoard(theme, animation_ms)
        self.feedback = QLabel()
        self.feedback.setObjectName("MistakesFeedback")
        self.feedback.setWordWrap(True)
        self.hint_button = QPushButton()
        self.hint_button.setObjectName("MistakesHint")
        self.answer_button = QPushButton()
        self.answer_button.setObjectName("MistakesAnswer")
        self.next_button = QPushButton()
        self.next_button.setObjectName("MistakesNext")
        self.close_button = QPushButton()
        buttons = QHBoxLayout()
        buttons.addWidget(self.hint_button)
        buttons.addWidget(self.answer_button)
        buttons.addStretch(1)
        buttons.addWidget(self.next_button)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.counter)
        layout.addWidget(self.task)
        layout.addWidget(self.board, 1)
        layout.addWidget(self.feedback)
        layout.addLayout(buttons)
        self.hint_button.clicked.connect(self.give_hint)
        self.answer_button.clicked.connect(self.show_answer)
        self.next_button.clicked.connect(self.next_exercise)
        self.close_button.clicked.connect(self.accept)
        self.board.scene.move_entered.connect(self._on_move)
        self.board.scene.refusal.connect(self._on_refusal)
        self.retranslate()
        self.resize(560, 560)  # fits a 800x600 screen with the window's frame
        self.show_exercise()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Learn from your mistakes"))
        fit_title(self)
        self.hint_button.setText(self.tr("&Hint"))
        self.answer_button.setText(self.tr("Show the &answer"))
        self.next_button.setText(self.tr("Next (N)"))
        self.next_button.setShortcut(QKeySequence("N"))
        self.close_button.setText(self.tr("&Close"))

    # -- flow ----------------------------------------------------------------------------

    def show_exercise(self) -> None:
        """The current exercise on the board, or the summary after the last."""
        self._runner.cancel()
        self._checking = None
        exercise = self.course.current
        if exercise is None:
            self.show_summary()
            return
        position = exercise.position
        geo = position.geometry
        self.counter.setText(self.tr("Mistake %1 of %2").replace("%1", str(self.course.index + 1))
                             .replace("%2", str(len(self.course.items))))
        number = exercise.ply // 2 + 1
        task = (self.tr("Move %1: you played %2 (%3). Find a better move for White.")
                if exercise.mover is Color.WHITE else
                self.tr("Move %1: you played %2 (%3). Find a better move for Black."))
        self.task.setText(task.replace("%1", str(number))
                          .replace("%2", move_to_text(geo, exercise.played))
                          .replace("%3", classification_name(exercise.classification)))
        self.board.set_position(position, interactive=True,
                                flipped=exercise.mover is Color.BLACK, rules=exercise.rules)
        self._say("", GOOD)
        for button in (self.hint_button, self.answer_button, self.next_button):
            button.setEnabled(True)
            button.setVisible(True)
        self.next_button.setDefault(False)

    def _on_move(self, move: Move) -> None:
        exercise = self.course.current
        if exercise is None or self._checking is not None:
            return
        known = known_answer(exercise, move)
        if known is not None:
            self._judged(move, known)
            return
        after = exercise.position.play(move)
        exact = terminal_score(after, exercise.rules)
        if exact is not None:
            self._judged(move, good_enough(exercise, negate(exact)))
            return
        self._checking = move
        self.board.scene.set_interactive(False)
        self._say(self.tr("Checking %1…").replace("%1", move_to_text(after.geometry, move)),
                  GOOD)
        request = SearchRequest(exercise.start, (*exercise.moves, move),
                                Limits(movetime_ms=self.movetime_ms), exercise.rules, MAX_LEVEL)
        self._runner.start(request, purpose=Purpose.ANALYSIS)

    def _on_result(self, _job: Job, result: object) -> None:
        move, exercise = self._checking, self.course.current
        self._checking = None
        if move is None or exercise is None or not isinstance(result, SearchResult):
            return
        self._judged(move, good_enough(exercise, negate(result.score)))

    def _on_failed(self, _job: Job, message: str) -> None:
        self._checking = None
        self.board.scene.set_interactive(True)
        self._say(self.tr("The engine failed (%1): try the move again.")
                  .replace("%1", message.rstrip(".")), AGAIN)

    def _judged(self, move: Move, correct: bool) -> None:
        exercise = self.course.current
        assert exercise is not None
        self.course.answer(correct)
        geo = exercise.position.geometry
        text = move_to_text(geo, move)
        if not correct:
            self.board.set_position(exercise.position, interactive=True,
                                    flipped=exercise.mover is Color.BLACK, rules=exercise.rules)
            self._say("✗ " + self.tr("%1 is not good enough. Try again, or ask for a hint.")
                      .replace("%1", text), AGAIN)
            return
        self.board.play_move(move)
        self.board.scene.set_interactive(False)
        best = move_to_text(geo, exercise.best)
        said = (self.tr("Right! %1 is the best move.") if move == exercise.best
                else self.tr("Right! %1 is as good as the best move, %2."))
        self._say("✓ " + said.replace("%1", text).replace("%2", best), GOOD)
        self._answered()

    def give_hint(self) -> None:
        exercise = self.course.current
        if exercise is None:
            return
        self.course.result.hinted = True
        motifs = hint_motifs(exercise.start, exercise.moves, exercise.best,
                             exercise.best_score, exercise.rules)
        geo = exercise.position.geometry
        what = motifs_text(motifs, geo)
        if what:
            text = self.tr("Hint: the better move %1.").replace("%1", what)
        else:
            text = self.tr("Hint: the better move starts at %1.").replace(
                "%1", geo.square_name(exercise.best.rear))
        self._say(text, GOOD)

    def show_answer(self) -> None:
        exercise = self.course.current
        if exercise is None:
            return
        self._runner.cancel()
        self._checking = None
        self.course.result.shown = True
        self.board.set_position(exercise.position, interactive=False,
                                flipped=exercise.mover is Color.BLACK, rules=exercise.rules)
        self.board.scene.set_hint(exercise.best)
        self._say(self.tr("The better move: %1.").replace(
            "%1", move_to_text(exercise.position.geometry, exercise.best)), AGAIN)
        self._answered()

    def _answered(self) -> None:
        self.hint_button.setEnabled(False)
        self.answer_button.setEnabled(False)
        self.next_button.setDefault(True)
        self.next_button.setFocus()

    def next_exercise(self) -> None:
        self.course.next()
        self.show_exercise()

    def show_summary(self) -> None:
        solved, hinted, total = self.course.summary()
        self.counter.setText(self.tr("Summary"))
        self.task.setText(self.tr("You found a better move for %1 of %2 mistakes.")
                          .replace("%1", str(solved)).replace("%2", str(total)))
        lines = []
        for exercise, result in zip(self.course.items, self.course.results, strict=True):
            geo = exercise.position.geometry
            if result.solved and result.hinted:
                how = self.tr("found with a hint")
            elif result.solved:
                how = self.tr("found")
            elif result.shown:
                how = self.tr("answer shown")
            else:
                how = self.tr("not found")
            lines.append(self.tr("Move %1 (%2): %3").replace("%1", str(exercise.ply // 2 + 1))
                         .replace("%2", move_to_text(geo, exercise.best)).replace("%3", how))
        if hinted:
            lines.append(self.tr("%1 of them after a hint.").replace("%1", str(hinted)))
        self._say("\n".join(lines), GOOD)
        self.board.scene.set_interactive(False)
        for button in (self.hint_button, self.answer_button, self.next_button):
            button.setVisible(False)
        self.close_button.setDefault(True)

    # -- details -------------------------------------------------------------------------

    def _on_refusal(self, error: IllegalMoveError, _grabbed: int, _dropped: int) -> None:
        self._say(translate_refusal(error), AGAIN)

    def _say(self, text: str, colour: str) -> None:
        self.feedback.setStyleSheet(f"color: {feedback_colour(colour, self.palette())};")
        self.feedback.setText(text)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.board.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def done(self, result: int) -> None:
        self._runner.shutdown()
        super().done(result)


def mistakes_course(session: GameSession) -> Course | None:
    """The errors of the reviewed game's people (both sides when nobody or both were
    people) as a course, or None when the main line holds no complete review."""
    tree = session.tree
    nodes = [tree.root, *tree.mainline()]
    review = review_of(nodes)
    if review is None:
        return None
    humans = [color for color, player in session.players.items() if player.is_human]
    color = humans[0] if len(humans) == 1 else None
    line = tree.main_line()
    return Course(exercises(line.start, line.moves, review, color, line.rules))
