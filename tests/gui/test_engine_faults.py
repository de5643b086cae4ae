"""Every kind of engine fault the soak injects (benchmarks/soak.py) is answered by the
window: the game goes on, on a new engine (the player told), or the player is told the
computer failed and plays on against another player from the same position."""

from __future__ import annotations

import functools
import os
import signal
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from epaminondas_gui.core.engine.client import EngineClient
from epaminondas_gui.core.games.players import Computer, Human
from epaminondas_gui.core.rules.position import SymmetryRule
from epaminondas_gui.gui import engine_runner
from epaminondas_gui.gui.dialogs.new_game import NewGameDialog
from epaminondas_gui.gui.main_window import MainWindow
from epaminondas_gui.gui.settings import EngineEntry, GameSetup, save_engines, save_game_setup

from .conftest import MakeWindow, drag

FAKE = str(Path(__file__).resolve().parents[1] / "engine" / "fake_engine.py")


@pytest.fixture
def quick_deadlines(monkeypatch: pytest.MonkeyPatch) -> None:
    """The client's deadlines in tenths of the window's: a silent engine is found out in
    a second, not in ten."""
    monkeypatch.setattr(engine_runner, "EngineClient", functools.partial(
        EngineClient, ping_after_s=1.0, ready_timeout_s=1.0, stop_timeout_s=0.3))


def against(make_window: MakeWindow, mode: str) -> MainWindow:
    save_engines([EngineEntry(mode.title(), sys.executable, f"{FAKE} {mode}")])
    setup = GameSetup(8, 8, None, SymmetryRule.MIDLINE, Human(), Computer(3, mode.title()))
    return make_window(setup)


def test_an_engine_writing_garbage_still_plays(make_window: MakeWindow, qtbot: QtBot) -> None:
    window = against(make_window, "garbage")
    failures: list[str] = []
    window.session.ai_failed.connect(failures.append)
    for start, end in (("a2", "a3"), ("b2", "b3")):
        drag(window, start, end)
        qtbot.waitUntil(window.session.human_to_move, timeout=10000)
    assert window.session.tree.main_line().ply == 4
    assert failures == [] and window.game_panel.notice.text() == ""


@pytest.mark.parametrize(("mode", "reason"), [
    ("illegal", "played an illegal move"),
    ("silent", "did not answer 'isready'"),
    ("exit", "exit code 3"),
    ("hang", "did not stop within"),
])
@pytest.mark.usefixtures("quick_deadlines")
def test_a_failing_engine_is_told_and_another_player_plays_on_from_there(
    make_window: MakeWindow, qtbot: QtBot, mode: str, reason: str
) -> None:
    window = against(make_window, mode)
    session = window.session
    failures: list[str] = []
    session.ai_failed.connect(failures.append)
    drag(window, "a2", "a3")
    qtbot.waitUntil(lambda: bool(failures), timeout=20000)
    assert reason in failures[0]
    notice = window.game_panel.notice.text()
    assert "The computer failed" in notice and reason in notice
    assert not session.ai.busy
    # The failed engine ends now, not when the window closes.
    qtbot.waitUntil(lambda: session.ai.engine_pids == [], timeout=5000)
    # Game -> New game from this position, with the built-in engine this time.
    position = session.shown_position
    save_game_setup(GameSetup(8, 8, None, SymmetryRule.MIDLINE, Human(), Computer(1)))

    def accept() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        dialog.accept()

    QTimer.singleShot(0, accept)
    window.study.act_new_here.trigger()
    assert session.tree.start == position
    qtbot.waitUntil(lambda: session.tree.main_line().ply == 1, timeout=20000)
    assert session.human_to_move()


@pytest.mark.skipif(sys.platform == "win32", reason="SIGSTOP")
@pytest.mark.usefixtures("quick_deadlines")
def test_a_stopped_engine_is_replaced_and_the_game_goes_on(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    setup = GameSetup(14, 12, None, SymmetryRule.MIDLINE, Computer(8), Human())
    window = make_window(setup)
    session = window.session
    news: list[str] = []
    session.engine_restarted.connect(news.append)
    infos: list[object] = []
    window.session.ai_info.connect(infos.append)
    qtbot.waitUntil(lambda: bool(infos), timeout=20000)  # it searches
    stopped = session.ai.engine_pids[0]
    os.kill(stopped, signal.SIGSTOP)
    qtbot.waitUntil(lambda: bool(news), timeout=15000)
    assert "stopped answering" in news[0]
    assert "a new one was started" in window.game_panel.notice.text()
    with pytest.raises(ChildProcessError):  # the stopped engine was ended and reaped
        os.waitpid(stopped, os.WNOHANG)
    qtbot.waitUntil(lambda: window.game_actions.act_move_now.isEnabled(), timeout=15000)
    window.game_actions.act_move_now.trigger()
    qtbot.waitUntil(lambda: session.tree.main_line().ply == 1, timeout=30000)
    assert session.human_to_move()


def test_the_clock_of_a_computer_that_failed_stops(qtbot: QtBot) -> None:
    # The session alone: the turn loop needs no window.
    from epaminondas_gui.core.games.clock import TimeControl
    from epaminondas_gui.core.rules.movegen import legal_moves
    from epaminondas_gui.gui.session import GameSession

    save_engines([EngineEntry("Illegal", sys.executable, f"{FAKE} illegal")])
    setup = GameSetup(8, 8, None, SymmetryRule.MIDLINE, Human(), Computer(3, "Illegal"),
                      time_control=TimeControl.fischer(60_000, 0))
    session = GameSession()
    try:
        failures: list[str] = []
        session.ai_failed.connect(failures.append)
        session.new_game(setup)
        session.play(legal_moves(session.shown_position, session.rules)[0])
        qtbot.waitUntil(lambda: bool(failures), timeout=20000)
        assert "played an illegal move" in failures[0]
        # Not run down to a loss on time while the player decides how to go on.
        assert not session.clock.running
        assert session.result() is None and session.tree.main_line().ply == 1
    finally:
        session.shutdown()
