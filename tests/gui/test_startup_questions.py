"""The start-up questions come first: a game remembered as computer against computer
played behind the "Resume game?" question, finished, and stacked its result box on it.
Now nothing plays, searches or runs a clock while a start-up question or a window-modal
box is open; a remembered game between computers waits, paused, for the player."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from epaminondas_gui.core.ai.types import SearchRequest, SearchResult
from epaminondas_gui.core.games.clock import TimeControl
from epaminondas_gui.core.games.players import Computer, Human, PlayerSpec, players_to_tags
from epaminondas_gui.core.games.record import GameRecord, Node
from epaminondas_gui.core.rules.position import Position, SymmetryRule
from epaminondas_gui.gui import settings as settings_mod
from epaminondas_gui.gui import startup
from epaminondas_gui.gui.files.actions import FileActions
from epaminondas_gui.gui.learn.actions import LearnActions
from epaminondas_gui.gui.main_window import MainWindow
from epaminondas_gui.gui.settings import GameSetup

from .conftest import quiet_prefs
from .searches import first_move

COMPUTERS = GameSetup(8, 8, None, SymmetryRule.MIDLINE, Computer(1), Computer(1),
                      time_control=TimeControl.parse("60+1"))


def game_record(white: PlayerSpec, black: PlayerSpec) -> GameRecord:
    """An unfinished 8×8 game between these players, as an autosave holds it."""
    record = GameRecord(root=Node(Position.start(8, 8)))
    players_to_tags(record.tags, white, black)
    return record


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


@pytest.fixture
def windows(qtbot: QtBot) -> Iterator[list[MainWindow]]:
    made: list[MainWindow] = []
    yield made
    for window in made:
        window.close()


def held_window(qtbot: QtBot, windows: list[MainWindow], search: CountingSearch,
                setup: GameSetup = COMPUTERS) -> MainWindow:
    """A window as the program makes it: held until the start-up questions are done."""
    window = MainWindow(search=search, setup=setup, prefs=quiet_prefs(), held=True)
    qtbot.addWidget(window)
    window.resize(1000, 700)
    window.show()
    qtbot.waitExposed(window)
    windows.append(window)
    return window


def test_a_held_window_starts_no_computer_and_no_clock_until_released(
        qtbot: QtBot, windows: list[MainWindow]) -> None:
    search = CountingSearch()
    window = held_window(qtbot, windows, search)
    session = window.session
    assert not session.ai.busy and search.calls == 0
    assert not session.clock.running and session.line.ply == 0
    with qtbot.waitSignal(session.move_played, timeout=5000):
        session.gate.release()
    assert search.calls >= 1


def test_the_resume_question_is_answered_before_anything_plays(
        qtbot: QtBot, windows: list[MainWindow], monkeypatch: pytest.MonkeyPatch) -> None:
    # A killed app left a game between computers (the remembered setup) and an autosave.
    settings_mod.save_game_setup(COMPUTERS)
    record = game_record(Human(), Computer(1))
    monkeypatch.setattr("epaminondas_gui.core.games.storage.pending_autosave",
                        lambda: record)
    monkeypatch.setattr(LearnActions, "offer_once", lambda self: None)
    search = CountingSearch()
    window = held_window(qtbot, windows, search, setup=settings_mod.load_game_setup())
    seen_while_asked: list[tuple[int, bool, int]] = []

    def ask(self: FileActions, _record: GameRecord) -> bool:
        qtbot.wait(50)  # the question's own event loop runs: nothing may play meanwhile
        s = window.session
        seen_while_asked.append((search.calls, s.clock.running, s.line.ply))
        return False

    monkeypatch.setattr(FileActions, "ask_resume", ask)
    startup.begin(window, [])
    assert seen_while_asked == [(0, False, 0)]
    # Declined: the remembered game between computers waits, paused, with a word.
    assert window.session.paused and search.calls == 0
    assert "Two computers play this game" in window.game_panel.notice.text()
    with qtbot.waitSignal(window.session.move_played, timeout=5000):
        window.session.set_paused(False)
    assert window.game_panel.notice.text() == ""  # said, and done with once they play


def test_a_resumed_game_goes_on_once_the_question_is_answered(
        qtbot: QtBot, windows: list[MainWindow], monkeypatch: pytest.MonkeyPatch) -> None:
    record = game_record(Computer(1), Computer(1))
    monkeypatch.setattr("epaminondas_gui.core.games.storage.pending_autosave",
                        lambda: record)
    monkeypatch.setattr(FileActions, "ask_resume", lambda self, _record: True)
    monkeypatch.setattr(LearnActions, "offer_once", lambda self: None)
    search = CountingSearch()
    window = held_window(qtbot, windows, search,
                         setup=GameSetup(8, 8, None, SymmetryRule.MIDLINE, Human(), Human()))
    with qtbot.waitSignal(window.session.move_played, timeout=5000):
        startup.begin(window, [])
    assert not window.session.paused


def test_a_window_modal_box_keeps_the_computer_from_starting(
        qtbot: QtBot, windows: list[MainWindow]) -> None:
    search = CountingSearch()
    window = held_window(qtbot, windows, search)
    box = QMessageBox(QMessageBox.Icon.Question, "Welcome", "Lessons?",
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, window)
    box.open()
    qtbot.waitUntil(lambda: box.isVisible())
    window.session.gate.release()
    assert search.calls == 0 and not window.session.ai.busy
    with qtbot.waitSignal(window.session.move_played, timeout=5000):
        box.accept()
    assert search.calls >= 1
