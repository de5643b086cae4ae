"""The start-up questions come first, without a window: :func:`startup.begin` on a session
whose gate is held (as the window holds it until the questions are answered) and a stand-in
for the window's questions. Nothing plays, searches or runs a clock while a question or a
modal box is open; a remembered game between computers waits, paused, for the player. The
window's own part (made held, its real resume question): tests/gui/test_startup_questions.py."""

from __future__ import annotations

import threading
from collections.abc import Callable
from types import SimpleNamespace
from typing import cast

from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from epaminondas_gui.core.ai.types import SearchRequest, SearchResult
from epaminondas_gui.core.games.clock import TimeControl
from epaminondas_gui.core.games.players import Computer, Human
from epaminondas_gui.core.rules.position import SymmetryRule
from epaminondas_gui.gui import startup
from epaminondas_gui.gui.files.actions import FileActions
from epaminondas_gui.gui.learn.actions import LearnActions
from epaminondas_gui.gui.session import GameSession
from epaminondas_gui.gui.settings import GameSetup

from ..searches import first_move
from .conftest import Sessions

COMPUTERS = GameSetup(8, 8, None, SymmetryRule.MIDLINE, Computer(1), Computer(1),
                      time_control=TimeControl.parse("60+1"))
TWO_COMPUTERS = "Two computers play this game: Go on (P) lets them play."


class CountingSearch:
    """The stand-in computer: answers at once and counts the searches it was asked for."""

    def __init__(self) -> None:
        self.calls = 0
        self._lock = threading.Lock()

    def __call__(self, request: SearchRequest, stop: threading.Event,
                 on_info: object) -> SearchResult:
        with self._lock:
            self.calls += 1
        return first_move(request, stop, on_info)


class Starting:
    """What :func:`startup.begin` needs of the window; ``resume`` answers the resume
    question (True: a game was resumed)."""

    def __init__(self, session: GameSession, resume: Callable[[], bool]) -> None:
        self.session = session
        self.files = cast(FileActions, SimpleNamespace(open_startup=lambda _args: resume()))
        self.learn = cast(LearnActions, SimpleNamespace(offer_once=lambda: None))
        self.notices: list[str | None] = []
        """Each notice shown, None where it was closed."""

    def show_notice(self, text: str, timeout_ms: int | None = 30_000) -> None:
        self.notices.append(text)

    def close_notice(self) -> None:
        self.notices.append(None)


def held(sessions: Sessions, search: CountingSearch, setup: GameSetup) -> GameSession:
    """A session as the window makes it: held until the start-up questions are done."""
    session = sessions(search)
    session.gate.hold()
    session.new_game(setup)
    return session


def test_nothing_plays_while_asked_and_remembered_computers_wait_paused(
        sessions: Sessions, qtbot: QtBot) -> None:
    search = CountingSearch()
    session = held(sessions, search, COMPUTERS)
    seen_while_asked: list[tuple[int, bool, int, bool]] = []

    def declined() -> bool:
        qtbot.wait(50)  # the question's own event loop runs: nothing may play meanwhile
        seen_while_asked.append((search.calls, session.clock.running, session.line.ply,
                                 session.ai.busy))
        return False

    window = Starting(session, declined)
    startup.begin(window, [])
    assert seen_while_asked == [(0, False, 0, False)]
    # Declined: the remembered game between computers waits, paused, with a word.
    assert not session.gate.held and session.paused
    qtbot.waitUntil(lambda: session.ai.settled, timeout=5000)
    assert search.calls == 0 and session.line.ply == 0 and not session.clock.running
    assert window.notices == [TWO_COMPUTERS]
    with qtbot.waitSignal(session.move_played, timeout=5000):
        session.set_paused(False)
    assert window.notices == [TWO_COMPUTERS, None]  # said, and done with once they play


def test_a_resumed_game_goes_on_once_the_question_is_answered(
        sessions: Sessions, qtbot: QtBot) -> None:
    search = CountingSearch()
    session = held(sessions, search, GameSetup(8, 8, None, SymmetryRule.MIDLINE, Human(),
                                               Human()))
    calls_when_resumed: list[int] = []

    def resumed() -> bool:
        session.new_game(COMPUTERS)  # the autosaved game, between computers
        qtbot.wait(50)
        calls_when_resumed.append(search.calls)
        return True

    window = Starting(session, resumed)
    with qtbot.waitSignal(session.move_played, timeout=5000):
        startup.begin(window, [])
    assert calls_when_resumed == [0] and search.calls >= 1
    assert not session.paused and window.notices == []


def test_a_modal_box_keeps_the_computer_and_the_clock_from_starting(
        sessions: Sessions, qtbot: QtBot) -> None:
    search = CountingSearch()
    session = held(sessions, search, COMPUTERS)
    box = QMessageBox(QMessageBox.Icon.Question, "Welcome", "Lessons?",
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    qtbot.addWidget(box)
    box.open()
    qtbot.waitUntil(box.isVisible)
    session.gate.release()  # the start-up questions are done; the box is still open
    assert search.calls == 0 and not session.ai.busy and not session.clock.running
    with qtbot.waitSignal(session.move_played, timeout=5000):
        box.accept()
    assert search.calls >= 1
