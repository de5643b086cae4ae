"""Help → Learn to play: the course of lessons (core/study/lessons.py) on a small board.

Each step shows one sentence and a position; the player makes the move asked for with the
game's own drag, click or keyboard entry. A wrong move goes back with the step's hint; a
move the rules refuse shows the rule's reason (and in the steps about a refused move, that
refusal is the lesson). Progress goes to ``on_progress`` whenever a lesson is completed.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ...core.rules.notation import IllegalMoveError
from ...core.rules.position import Move
from ...core.study.lessons import Feedback, Lesson, LessonRun, say
from ..dialogs.titles import fit_title
from ..palettes import feedback_colour
from ..texts import translate_refusal
from ..theme import Theme
from .training_board import TrainingBoard

#: Kinds of feedback line (their colours: palettes.FEEDBACK): done, try again.
GOOD = "good"
AGAIN = "again"

Progress = Callable[[set[str]], None]


class LearnDialog(QDialog):
    """The lesson list on the left, the current step on the right."""

    def __init__(
        self,
        lessons: list[Lesson],
        completed: set[str],
        language: str,
        theme: Theme,
        animation_ms: int,
        on_progress: Progress,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("LearnDialog")
        self.run = LessonRun(lessons, completed)
        self.language = language
        self._on_progress = on_progress
        self._reported = set(self.run.completed)

        self.list = QListWidget()
        self.list.setObjectName("LessonList")
        # Long titles (German) wrap instead of needing a horizontal scroll bar.
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.title = QLabel()
        self.title.setObjectName("LessonTitle")
        title_font = QFont(self.title.font())
        title_font.setPointSizeF(title_font.pointSizeF() * 1.25)
        title_font.setBold(True)
        self.title.setFont(title_font)
        self.step_label = QLabel()
        self.step_label.setObjectName("LessonStep")
        self.text = QLabel()
        self.text.setObjectName("LessonText")
        self.text.setWordWrap(True)
        text_font = QFont(self.text.font())
        text_font.setPointSizeF(text_font.pointSizeF() * 1.1)
        self.text.setFont(text_font)
        # Room for the longest sentence, so the board does not jump from step to step.
        self.text.setMinimumHeight(self.text.fontMetrics().lineSpacing() * 3)
        self.text.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.board = TrainingBoard(theme, animation_ms)
        self.feedback = QLabel()
        self.feedback.setObjectName("LessonFeedback")
        self.feedback.setWordWrap(True)
        self.feedback.setMinimumHeight(self.feedback.fontMetrics().lineSpacing() * 2)
        self.retry_button = QPushButton()
        self.retry_button.setObjectName("LessonRetry")
        self.next_button = QPushButton()
        self.next_button.setObjectName("LessonNext")
        self.close_button = QPushButton()
        self.close_button.setObjectName("LessonClose")

        step_box = QWidget()
        right = QVBoxLayout(step_box)
        right.setContentsMargins(6, 0, 0, 0)
        head = QHBoxLayout()
        head.addWidget(self.title, 1)
        head.addWidget(self.step_label)
        right.addLayout(head)
        right.addWidget(self.text)
        right.addWidget(self.board, 1)
        right.addWidget(self.feedback)
        buttons = QHBoxLayout()
        buttons.addWidget(self.retry_button)
        buttons.addStretch(1)
        buttons.addWidget(self.next_button)
        buttons.addWidget(self.close_button)
        right.addLayout(buttons)
        splitter = QSplitter()
        splitter.addWidget(self.list)
        splitter.addWidget(step_box)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)

        self.list.currentRowChanged.connect(self._on_lesson_chosen)
        self.retry_button.clicked.connect(self.show_step)
        self.next_button.clicked.connect(self.next_step)
        self.close_button.clicked.connect(self.accept)
        scene = self.board.scene
        scene.move_entered.connect(self._on_move)
        scene.refusal.connect(self._on_refusal)

        self.resize(860, 600)
        self.retranslate()
        self._fill_list(self.run.first_open())
        self._on_lesson_chosen(self.list.currentRow())

    # -- texts ---------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Learn to play"))
        fit_title(self)
        self.retry_button.setText(self.tr("&Try again"))
        self.retry_button.setToolTip(self.tr("Put the step's position back"))
        self.next_button.setText(self.tr("&Next"))
        self.close_button.setText(self.tr("&Close"))

    def _fill_list(self, row: int | None = None) -> None:
        """(Re)write the lesson list with its ticks, keeping the selection (or ``row``)."""
        self.list.blockSignals(True)
        row = self.list.currentRow() if row is None else row
        self.list.clear()
        for number, lesson in enumerate(self.run.lessons, start=1):
            done = lesson.id in self.run.completed
            item = QListWidgetItem(f"{'✓' if done else '  '}  {number}. "
                                   f"{say(lesson.title, self.language)}")
            item.setToolTip(self.tr("Done") if done else "")
            self.list.addItem(item)
        widest = max(self.list.fontMetrics().horizontalAdvance(self.list.item(i).text())
                     for i in range(self.list.count()))
        self.list.setMinimumWidth(min(widest + 36, 300))
        self.list.setCurrentRow(max(row, 0))
        self.list.blockSignals(False)

    # -- steps ---------------------------------------------------------------------------

    def _on_lesson_chosen(self, row: int) -> None:
        if 0 <= row < len(self.run.lessons):
            self.run.start(row)
            self.show_step()

    def show_step(self) -> None:
        """Show the current step from its start."""
        run = self.run
        step = run.step
        self.title.setText(say(run.lesson.title, self.language))
        self.step_label.setText(
            self.tr("Step %1 of %2").replace("%1", str(run.step_index + 1))
            .replace("%2", str(len(run.lesson.steps)))
        )
        self.text.setText(say(step.text, self.language))
        self.board.set_position(step.position, interactive=True, rules=step.rules)
        self._say("", GOOD)
        run.step_done = False
        self.next_button.setEnabled(False)
        self.next_button.setDefault(False)
        self.board.view.setFocus()

    def next_step(self) -> None:
        if not self.run.step_done:
            return
        lesson = self.run.lesson_index
        if not self.run.next():
            self._say(self.tr("You have finished the course. Start a game from Game → New game, "
                              "or try the puzzles (Analysis → Puzzles)."), GOOD)
            self.next_button.setEnabled(False)
            return
        if self.run.lesson_index != lesson:
            self.list.blockSignals(True)
            self.list.setCurrentRow(self.run.lesson_index)
            self.list.blockSignals(False)
        self.show_step()

    def _say(self, text: str, colour: str) -> None:
        self.feedback.setStyleSheet(f"color: {feedback_colour(colour, self.palette())};")
        self.feedback.setText(text)

    # -- the player's tries --------------------------------------------------------------

    def _on_move(self, move: Move) -> None:
        step = self.run.step
        feedback = self.run.try_move(move, self.language)
        if not feedback.done:
            self.board.set_position(step.position, interactive=True, rules=step.rules)
            self._say(self.tr("Not this move.") + " " + feedback.text, AGAIN)
            return
        self.board.scene.set_interactive(False)
        self.board.play_move(move)
        self._step_done(feedback)
        if feedback.reply is not None:
            self.board.play_line([feedback.reply])

    def _on_refusal(self, error: IllegalMoveError, grabbed: int, dropped: int) -> None:
        feedback = self.run.try_refused(error, grabbed, dropped, self.language)
        if feedback is None:
            hint = say(self.run.step.hint, self.language)
            self._say(translate_refusal(error) + " " + hint, AGAIN)
            return
        self.board.scene.set_interactive(False)
        self._step_done(feedback)

    def _step_done(self, feedback: Feedback) -> None:
        self._say("✓ " + (feedback.text or self.tr("Well done.")), GOOD)
        if self.run.completed != self._reported:
            self._reported = set(self.run.completed)
            self._on_progress(set(self.run.completed))
            self._fill_list()
        self.next_button.setEnabled(True)
        self.next_button.setDefault(True)
        self.next_button.setFocus()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.board.view.setFocus(Qt.FocusReason.OtherFocusReason)
