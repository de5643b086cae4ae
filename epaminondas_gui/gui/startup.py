"""What a started window does before its game goes on: the start-up questions first."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QCoreApplication

from .files.actions import FileActions
from .learn.actions import LearnActions
from .session import GameSession


class StartingWindow(Protocol):
    """What the start-up needs of the window."""

    session: GameSession
    files: FileActions
    learn: LearnActions

    def show_notice(self, text: str, timeout_ms: int | None = 30_000) -> None: ...

    def close_notice(self) -> None: ...


def begin(window: StartingWindow, arguments: Sequence[str]) -> None:
    """Open the game named by ``arguments`` or offer to resume the last one, offer the
    lessons on the very first start, then let the game go on: the window was made
    ``held``, so nothing played or ran its clock behind the questions. A remembered game
    between two computers waits, paused, for the player to start it."""
    session = window.session
    try:
        resumed = window.files.open_startup(arguments)
        if not resumed and not session.has_human and session.can_pause():
            session.set_paused(True)
            window.show_notice(QCoreApplication.translate(
                "Startup", "Two computers play this game: Go on (P) lets them play."), None)

            def started(paused: bool) -> None:
                if not paused:
                    window.close_notice()
                    session.paused_changed.disconnect(started)

            session.paused_changed.connect(started)
        window.learn.offer_once()  # window-modal: the game waits until it is answered
    finally:
        session.gate.release()
