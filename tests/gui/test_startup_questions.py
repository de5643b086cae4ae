"""The start-up questions come first: a game remembered as computer against computer
played behind the "Resume game?" question, finished, and stacked its result box on it.
The window is made held, and with its real resume question nothing plays until it is
answered; a remembered game between computers then waits, paused, with a word. The rest
(resumed games, modal boxes, the gate) on the session: tests/gui/game/test_session_startup.py."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

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
from .game.test_session_startup import CountingSearch

COMPUTERS = GameSetup(8, 8, None, SymmetryRule.MIDLINE, Computer(1), Computer(1),
                      time_control=TimeControl.parse("60+1"))


def game_record(white: PlayerSpec, black: PlayerSpec) -> GameRecord:
    """An unfinished 8×8 game between these players, as an autosave holds it."""
    record = GameRecord(root=Node(Position.start(8, 8)))
    players_to_tags(record.tags, white, black)
    return record


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


def test_the_window_is_made_held_until_the_questions_are_done(
        qtbot: QtBot, windows: list[MainWindow]) -> None:
    # What the gate holds back, and until when: tests/gui/game/test_session_startup.py.
    search = CountingSearch()
    window = held_window(qtbot, windows, search)
    session = window.session
    assert session.gate.held and not session.ai.busy and search.calls == 0
    assert not session.clock.running and session.line.ply == 0


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
