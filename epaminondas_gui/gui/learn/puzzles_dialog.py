"""Analysis → Puzzles: the trainer (core/study/puzzles.py) on a board.

The player makes one move with the game's own entry; the dialog says right or wrong and
then plays the solution line on the board (after a wrong move, from the puzzle's position
again). Score, streak and solved puzzles go to ``on_state`` after every answer.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...core.rules.notation import IllegalMoveError, move_to_text
from ...core.rules.position import Color, Move, Position
from ...core.study.puzzles import Attempt, Puzzle, PuzzleKind, Trainer
from ..dialogs.titles import fit_title
from ..palettes import feedback_colour
from ..texts import translate_refusal
from ..theme import Theme
from .lessons_dialog import AGAIN, GOOD
from .training_board import TrainingBoard

StateSink = Callable[[Mapping[str, object]], None]


class PuzzleDialog(QDialog):
    def __init__(
        self,
        trainer: Trainer,
        theme: Theme,
        animation_ms: int,
        on_state: StateSink,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("PuzzleDialog")
        self.trainer = trainer
        self._on_state = on_state
        self._pending_line: list[Move] | None = None
        self._restart_from: Position | None = None
        """After a wrong move: the solution to show from the puzzle's position."""
        self.band = QComboBox()
        self.band.setObjectName("PuzzleBand")
        self.band_label = QLabel()
        self.band_label.setBuddy(self.band)
        self.score = QLabel()
        self.score.setObjectName("PuzzleScore")
        self.task = QLabel()
        self.task.setObjectName("PuzzleTask")
        self.task.setWordWrap(True)
        font = QFont(self.task.font())
        font.setPointSizeF(font.pointSizeF() * 1.15)
        font.setBold(True)
        self.task.setFont(font)
        self.board = TrainingBoard(theme, animation_ms)
        self.feedback = QLabel()
        self.feedback.setObjectName("PuzzleFeedback")
        self.feedback.setWordWrap(True)
        self.line_label = QLabel()
        self.line_label.setObjectName("PuzzleLine")
        self.line_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.solution_button = QPushButton()
        self.solution_button.setObjectName("PuzzleSolution")
        self.next_button = QPushButton()
        self.next_button.setObjectName("PuzzleNext")
        self.close_button = QPushButton()

        top = QHBoxLayout()
        top.addWidget(self.band_label)
        top.addWidget(self.band)
        top.addStretch(1)
        top.addWidget(self.score)
        buttons = QHBoxLayout()
        buttons.addWidget(self.solution_button)
        buttons.addStretch(1)
        buttons.addWidget(self.next_button)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.task)
        layout.addWidget(self.board, 1)
        layout.addWidget(self.feedback)
        layout.addWidget(self.line_label)
        layout.addLayout(buttons)

        self.retranslate()
        self.band.setCurrentIndex(trainer.band)
        self.band.currentIndexChanged.connect(self._on_band)
        self.solution_button.clicked.connect(self.show_solution)
        self.next_button.clicked.connect(self.next_puzzle)
        self.close_button.clicked.connect(self.accept)
        self.board.scene.move_entered.connect(self._on_move)
        self.board.scene.refusal.connect(self._on_refusal)
        self.board.line_finished.connect(self._on_line_finished)
        self.resize(760, 660)
        self.next_puzzle()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Puzzles"))
        fit_title(self)
        self.band_label.setText(self.tr("&Difficulty:"))
        index = self.band.currentIndex()
        self.band.clear()
        self.band.addItems([
            self.tr("All puzzles"),
            self.tr("1 · Win in one move"),
            self.tr("2 · Find the only defence"),
            self.tr("3 · Win in two moves"),
        ])
        self.band.setCurrentIndex(max(index, 0))
        self.solution_button.setText(self.tr("&Show solution"))
        self.next_button.setText(self.tr("Next puzzle (N)"))
        # After setText, which replaces a button's shortcut with its text's mnemonic.
        self.next_button.setShortcut(QKeySequence("N"))
        self.close_button.setText(self.tr("&Close"))
        self._show_score()

    # -- flow ----------------------------------------------------------------------------

    def _on_band(self, index: int) -> None:
        self.trainer.band = index
        self._save()
        self.next_puzzle()

    def next_puzzle(self) -> None:
        puzzle = self.trainer.next()
        self.line_label.clear()
        self._say("", GOOD)
        if puzzle is None:
            self.task.setText(self.tr("There are no puzzles in this band."))
            self.board.scene.set_interactive(False)
            return
        pos = puzzle.position
        self.task.setText(self._task_text(puzzle))
        # The side to move plays from the bottom of the board, as a player sees his game.
        self.board.set_position(pos, interactive=True, flipped=pos.turn is Color.BLACK)
        self.solution_button.setEnabled(True)
        self.next_button.setDefault(False)
        self._show_score()
        self.board.view.setFocus()

    def _task_text(self, puzzle: Puzzle) -> str:
        white = puzzle.position.turn is Color.WHITE
        if puzzle.kind is PuzzleKind.WIN_1:
            text = (self.tr("White to move: find the move that wins.") if white
                    else self.tr("Black to move: find the move that wins."))
        elif puzzle.kind is PuzzleKind.WIN_2:
            text = (self.tr("White to move: find the move that wins in two.") if white
                    else self.tr("Black to move: find the move that wins in two."))
        else:
            text = (self.tr("White to move: only one move does not lose. Find it.") if white
                    else self.tr("Black to move: only one move does not lose. Find it."))
        return text

    def _on_move(self, move: Move) -> None:
        attempt = self.trainer.answer(move)
        self._save()
        self.board.scene.set_interactive(False)
        self.solution_button.setEnabled(False)
        puzzle = attempt.puzzle
        moves = puzzle.solution_moves()
        if attempt.correct:
            self._say("✓ " + self.tr("Right!") + " " + self._why(puzzle), GOOD)
            self.board.play_move(move)
            self.board.play_line(moves[1:])
        else:
            played = move_to_text(puzzle.position.geometry, move)
            self._say("✗ " + self.tr("%1 is not the solution. Watch:").replace("%1", played),
                      AGAIN)
            self.board.play_move(move)
            self._replay(attempt)
        self._show_line(puzzle)
        self._show_score()

    def _replay(self, attempt: Attempt) -> None:
        """Show the solution from the puzzle's position (after a pause on the wrong move)."""
        puzzle = attempt.puzzle
        pos = puzzle.position
        self._pending_line = puzzle.solution_moves()
        self._restart_from = pos
        self.board.play_line([])  # only the pause, then _on_line_finished starts the line

    def _on_line_finished(self) -> None:
        if self._pending_line is not None and self._restart_from is not None:
            line, start = self._pending_line, self._restart_from
            self._pending_line = None
            self._restart_from = None
            self.board.set_position(start, interactive=False,
                                    flipped=start.turn is Color.BLACK)
            self.board.play_line(line)
            return
        self.next_button.setDefault(True)
        self.next_button.setFocus()

    def show_solution(self) -> None:
        if self.trainer.current is None or self.trainer.answered:
            return
        attempt = self.trainer.give_up()
        self._save()
        self.solution_button.setEnabled(False)
        self._say(self.tr("Watch the solution on the board."), AGAIN)
        self._show_line(attempt.puzzle)
        self._show_score()
        self.board.scene.set_interactive(False)
        self.board.play_line(attempt.puzzle.solution_moves(), first_delay_ms=0)

    def _on_refusal(self, error: IllegalMoveError, _grabbed: int, _dropped: int) -> None:
        self._say(translate_refusal(error), AGAIN)

    # -- texts ---------------------------------------------------------------------------

    def _why(self, puzzle: Puzzle) -> str:
        if puzzle.kind is PuzzleKind.DEFEND:
            return self.tr("Every other move loses.")
        return self.tr("The opponent cannot stop it.")

    def _show_line(self, puzzle: Puzzle) -> None:
        self.line_label.setText(self.tr("Solution: %1").replace("%1", "  ".join(puzzle.solution)))

    def _show_score(self) -> None:
        t = self.trainer
        self.score.setText(
            self.tr("Solved %1 of %2 · streak %3 (best %4)")
            .replace("%1", str(t.correct)).replace("%2", str(t.tried))
            .replace("%3", str(t.streak)).replace("%4", str(t.best_streak))
        )

    def _say(self, text: str, colour: str) -> None:
        self.feedback.setStyleSheet(f"color: {feedback_colour(colour, self.palette())};")
        self.feedback.setText(text)

    def _save(self) -> None:
        self._on_state(self.trainer.state())

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.board.view.setFocus(Qt.FocusReason.OtherFocusReason)
