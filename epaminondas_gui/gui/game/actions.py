"""The Game menu's commands and the walk through the game: new game, take back and
replay, hint, move now, draws, resign, and first/back/forward/last.

:class:`GameActions` owns the actions and keeps them enabled as the session allows; it
asks the window nothing but to start a new game (:attr:`GameActions.new_game_requested`),
and asks the player through :meth:`GameActions.confirm`.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from ..dialogs import boxes
from ..session import GameSession
from ..texts import color_name, describe_outcome
from .walk import Step, walk


class GameActions(QObject):
    new_game_requested = Signal()
    status_message = Signal(str, int)
    """(text, milliseconds): something to say in the status bar."""

    def __init__(self, session: GameSession, parent: QWidget) -> None:
        super().__init__(parent)
        self.session = session
        self.parent_widget = parent
        self.ask_before_undoing_a_result = False
        """Whether taking back a resignation or draw asks first (the real program does;
        scripts and tests drive windows that nobody could answer for)."""
        self.actions: list[QAction] = []
        """Every action (the window places them and registers their shortcuts)."""
        s = session
        self.act_new = self._action("new", QKeySequence.StandardKey.New,
                                    self.new_game_requested.emit)
        self.act_undo = self._action("undo", "Ctrl+Z", self.undo)
        self.act_redo = self._action("redo", "Ctrl+Shift+Z", s.redo)
        self.act_hint = self._action("hint", "H", s.request_hint)
        self.act_move_now = self._action("move_now", "Ctrl+M", s.move_now)
        self.act_pause = self._action("pause", "P", s.set_paused)
        self.act_pause.setCheckable(True)
        s.paused_changed.connect(self._show_paused)
        self.act_resign = self._action("resign", None, self.resign)
        self.act_offer_draw = self._action("offer_draw", None, self.offer_draw)
        self.act_claim_draw = self._action("claim_draw", None, s.claim_draw)
        self.act_first = self._walk_action("first", "Alt+Home", Step.FIRST)
        self.act_back = self._walk_action("back", "Alt+Left", Step.BACK)
        self.act_forward = self._walk_action("forward", "Alt+Right", Step.FORWARD)
        self.act_last = self._walk_action("last", "Alt+End", Step.LAST)

    def _action(self, name: str, shortcut: QKeySequence.StandardKey | str | None,
                slot: Callable[..., object]) -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        self.actions.append(action)
        return action

    def _walk_action(self, name: str, shortcut: str, step: Step) -> QAction:
        return self._action(name, shortcut, lambda: walk(self.session, step))

    @property
    def menu_actions(self) -> list[QAction | None]:
        """The Game menu's part, in order (None: a separator)."""
        return [self.act_new, None, self.act_undo, self.act_redo, None, self.act_hint,
                self.act_move_now, self.act_pause, None, self.act_offer_draw,
                self.act_claim_draw, self.act_resign]

    @property
    def walk_actions(self) -> list[QAction]:
        """The walk through the game (the View menu's part)."""
        return [self.act_first, self.act_back, self.act_forward, self.act_last]

    def retranslate(self) -> None:
        for action, text, tip in (
            (self.act_new, self.tr("&New game…"), self.tr("Start a new game")),
            (self.act_undo, self.tr("&Undo"), self.tr("Take back the last move")),
            (self.act_redo, self.tr("&Redo"), self.tr("Replay a move taken back")),
            (self.act_hint, self.tr("&Hint"),
             self.tr("Show a good move; press again for the next")),
            (self.act_move_now, self.tr("&Move now"),
             self.tr("Make the computer play its best move so far (paused: play one move)")),
            (self.act_pause, self.tr("&Pause the computer"),
             self.tr("The computer makes no move until you press Pause again; Move now "
                     "plays one")),
            (self.act_resign, self.tr("Re&sign"), self.tr("Give up this game")),
            (self.act_offer_draw, self.tr("Offer &draw…"),
             self.tr("Propose a draw to the other player")),
            (self.act_claim_draw, self.tr("&Claim draw"),
             self.tr("Claim a draw by threefold repetition")),
            (self.act_first, self.tr("Go to &start"), self.tr("Show the starting position")),
            (self.act_back, self.tr("&Back one move"), self.tr("Show the previous position")),
            (self.act_forward, self.tr("F&orward one move"), self.tr("Show the next position")),
            (self.act_last, self.tr("Go to &end"), self.tr("Show the current position")),
        ):
            action.setText(text)
            action.setIconText(text.replace("&", "").rstrip("…"))
            action.setToolTip(tip)
            action.setStatusTip(tip)

    def update(self) -> None:
        """Enable what the session allows now."""
        s = self.session
        over = s.line.outcome
        thinking = s.computer_thinking
        self.act_undo.setEnabled(s.can_undo())
        self.act_redo.setEnabled(s.can_redo())
        self.act_move_now.setEnabled(thinking or s.can_step())
        self.act_pause.setEnabled(s.can_pause() or s.paused)
        self._show_paused(s.paused)
        self.act_hint.setEnabled(s.human_to_move() or (s.browsing and not thinking))
        self.act_resign.setEnabled(over is None and s.has_human)
        self.act_offer_draw.setEnabled(over is None and s.human_vs_human)
        self.act_claim_draw.setEnabled(s.tree.can_claim_draw(s.tree.line()[-1]) and s.has_human)
        self.act_first.setEnabled(s.view_ply > 0)
        self.act_back.setEnabled(s.view_ply > 0)
        self.act_forward.setEnabled(s.browsing)
        self.act_last.setEnabled(s.browsing)

    def _show_paused(self, paused: bool) -> None:
        if self.act_pause.isChecked() != paused:
            self.act_pause.blockSignals(True)
            self.act_pause.setChecked(paused)
            self.act_pause.blockSignals(False)

    # -- the commands that ask first ---------------------------------------------------

    def confirm(self, title: str, text: str) -> bool:
        """Ask a yes/no question (tests replace this to avoid a modal dialog)."""
        return boxes.question(self.parent_widget, title, text)

    def undo(self) -> None:
        """Take back; a resignation or draw only after asking (it ended the game)."""
        s = self.session
        declared = s.tree.declared
        if (declared is not None and s.at_main_end and self.ask_before_undoing_a_result
                and not self.confirm(
                    self.tr("Take back the result"),
                    self.tr("The game has ended: %1 Take that back and play on?").replace(
                        "%1", describe_outcome(declared)))):
            return
        s.undo()

    def resign(self) -> None:
        if self.confirm(self.tr("Resign"), self.tr("Do you really want to resign this game?")):
            self.session.resign()

    def offer_draw(self) -> None:
        s = self.session
        other = color_name(s.line.position.turn.other)
        if self.confirm(self.tr("Draw offered"),
                        self.tr("%1, do you accept a draw?").replace("%1", other)):
            s.agree_draw()
        else:
            self.status_message.emit(self.tr("The draw offer was declined."), 4000)
