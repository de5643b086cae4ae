"""Help → Learn to play and Analysis → Puzzles: the actions, the offer on the very first
start, and where progress is kept (QSettings).

The window places the two actions (Help and Analysis menus); the dialogs ask the window
for their parent and the board's look (:class:`~..window_services.WindowServices`).
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMessageBox

from ...core.study.lessons import Lesson, LessonError, read_lessons
from ...core.study.puzzles import Puzzle, PuzzleError, Trainer, read_puzzles
from .. import settings as settings_mod
from ..assets import asset_path
from ..dialogs import boxes
from ..dialogs.titles import fit_message_title
from ..window_services import WindowServices
from .lessons_dialog import LearnDialog
from .puzzles_dialog import PuzzleDialog


class LearnActions(QObject):
    def __init__(self, host: WindowServices) -> None:
        super().__init__(host.widget())
        self.host = host
        parent = host.widget()
        self.act_learn = QAction(parent)
        self.act_learn.setObjectName("learn")
        self.act_learn.triggered.connect(self.open_lessons)
        self.act_puzzles = QAction(parent)
        self.act_puzzles.setObjectName("puzzles")
        self.act_puzzles.setShortcut(QKeySequence("Ctrl+Shift+P"))
        self.act_puzzles.triggered.connect(self.open_puzzles)
        self.actions = [self.act_learn, self.act_puzzles]
        """Every action (the window places them and registers their shortcuts)."""
        self._lessons: list[Lesson] | None = None
        self._puzzles: list[Puzzle] | None = None
        self.dialog: LearnDialog | PuzzleDialog | None = None
        """The dialog open now (tests look at it)."""
        self.offer_box: QMessageBox | None = None
        """The first start's question while it is open."""
        self.retranslate()

    def retranslate(self) -> None:
        self.act_learn.setText(self.tr("&Learn to play…"))
        self.act_learn.setToolTip(self.tr("Short interactive lessons: the rules, move by move"))
        self.act_puzzles.setText(self.tr("&Puzzles…"))
        self.act_puzzles.setToolTip(self.tr("Find the winning or the saving move"))

    # -- data ----------------------------------------------------------------------------

    def _load_lessons(self) -> list[Lesson] | None:
        if self._lessons is None:
            try:
                self._lessons = read_lessons(asset_path("lessons.json"))
            except LessonError as exc:
                self._broken(self.tr("The lessons cannot be opened."), str(exc))
        return self._lessons

    def _load_puzzles(self) -> list[Puzzle] | None:
        if self._puzzles is None:
            try:
                self._puzzles = read_puzzles(asset_path("puzzles.json"))
            except PuzzleError as exc:
                self._broken(self.tr("The puzzles cannot be opened."), str(exc))
        return self._puzzles

    def _broken(self, text: str, detail: str) -> None:
        boxes.warning(self.host.widget(), self.tr("Learn to play"),
                      text + "\n\n" + detail + "\n\n" + self.tr("Reinstalling the app "
                      "restores the files."))

    # -- dialogs -------------------------------------------------------------------------

    def open_lessons(self) -> None:
        lessons = self._load_lessons()
        if lessons is None:
            return
        host = self.host
        dialog = LearnDialog(
            lessons, set(settings_mod.load_completed_lessons()), host.language(),
            host.board_theme(), host.animation_ms(), settings_mod.save_completed_lessons,
            host.widget(),
        )
        self._show(dialog)

    def open_puzzles(self) -> None:
        puzzles = self._load_puzzles()
        if puzzles is None:
            return
        trainer = Trainer(puzzles)
        trainer.restore(settings_mod.load_puzzle_state())
        dialog = PuzzleDialog(trainer, self.host.board_theme(), self.host.animation_ms(),
                              self._save_puzzles, self.host.widget())
        self._show(dialog)

    @staticmethod
    def _save_puzzles(state: Mapping[str, object]) -> None:
        settings_mod.save_puzzle_state(state)

    def _show(self, dialog: LearnDialog | PuzzleDialog) -> None:
        if self.dialog is not None:
            self.dialog.close()
        self.dialog = dialog
        dialog.finished.connect(lambda _result: self._closed(dialog))
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()

    def _closed(self, dialog: QObject) -> None:
        if self.dialog is dialog:
            self.dialog = None
        dialog.deleteLater()

    def offer_once(self) -> None:
        """On the very first start: offer the lessons (never again, whatever the answer).

        The question is window-modal but does not block (``open``, not ``exec``): the
        caller's event loop and anything queued behind the offer run on."""
        if settings_mod.lessons_offered():
            return
        settings_mod.mark_lessons_offered()
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Welcome to Epaminondas"),
            self.tr("New to Epaminondas? Nine short lessons teach the rules by playing them "
                    "(about ten minutes). You can open them later from Help → Learn to play."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self.host.widget(),
        )
        box.setObjectName("LessonsOffer")
        fit_message_title(box)
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(self._offer_answered)
        self.offer_box = box
        box.open()

    def _offer_answered(self, result: int) -> None:
        self.offer_box = None
        if result == QMessageBox.StandardButton.Yes:
            self.open_lessons()
