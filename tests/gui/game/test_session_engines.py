"""The computer's engines in the turn loop, without a window: the built-in engine's own
process, an engine of another design, and every kind of engine fault the soak injects
(benchmarks/soak.py): the game goes on, on a new engine (the ``engine_restarted`` news),
or the session reports that the computer failed (``ai_failed``) and another player plays
on from the same position. What the window shows of them: tests/gui/game/test_game_flow.py."""

from __future__ import annotations

import functools
import os
import signal
import sys
import threading
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from epaminondas_gui.core.ai.types import SearchRequest, SearchResult
from epaminondas_gui.core.engine.client import EngineClient, EngineCrashed
from epaminondas_gui.core.games.clock import TimeControl
from epaminondas_gui.core.games.players import Computer, Human
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.position import SymmetryRule
from epaminondas_gui.gui import engine_runner
from epaminondas_gui.gui.session import GameSession
from epaminondas_gui.gui.settings import EngineEntry, GameSetup, save_engines

from ..searches import first_move
from .conftest import Sessions

FAKE = str(Path(__file__).resolve().parents[2] / "engine" / "fake_engine.py")
CRASH = "Epaminondas stopped (killed by signal 9)"


@pytest.fixture
def quick_deadlines(monkeypatch: pytest.MonkeyPatch) -> None:
    """The client's deadlines in tenths of the window's: a silent engine is found out in
    a second, not in ten."""
    monkeypatch.setattr(engine_runner, "EngineClient", functools.partial(
        EngineClient, ping_after_s=1.0, ready_timeout_s=1.0, stop_timeout_s=0.3))


def fake(mode: str) -> Computer:
    """A computer playing with tests/engine/fake_engine.py in ``mode`` (in Preferences)."""
    save_engines([EngineEntry(mode.title(), sys.executable, f"{FAKE} {mode}")])
    return Computer(3, mode.title())


def game(white: Computer | Human, black: Computer | Human, size: int = 8,
         control: TimeControl | None = None) -> GameSetup:
    if control is None:
        return GameSetup(size, size, None, SymmetryRule.MIDLINE, white, black)
    return GameSetup(size, size, None, SymmetryRule.MIDLINE, white, black,
                     time_control=control)


def play_first(session: GameSession) -> None:
    session.play(legal_moves(session.shown_position, session.rules)[0])


def failing_search(failures: list[int], times: int):
    """A stand-in search that crashes ``times`` times, then plays the first legal move."""

    def search(request: SearchRequest, stop: threading.Event, on_info) -> SearchResult:
        if len(failures) < times:
            failures.append(1)
            raise EngineCrashed(CRASH)
        return first_move(request, stop, on_info)

    return search


def reports(session: GameSession) -> tuple[list[str], list[str]]:
    """(the failures, the news of engines restarted) the session reports."""
    failures: list[str] = []
    news: list[str] = []
    session.ai_failed.connect(failures.append)
    session.engine_restarted.connect(news.append)
    return failures, news


# -- the stand-in: a crash, once and twice ------------------------------------------------


def test_a_crashed_engine_is_restarted_once_and_the_game_goes_on(
        sessions: Sessions, qtbot: QtBot) -> None:
    crashes: list[int] = []
    session = sessions(failing_search(crashes, 1))
    failures, news = reports(session)
    session.new_game(game(Human(), Computer(1)))
    with qtbot.waitSignals([session.move_played, session.move_played], timeout=5000):
        play_first(session)
    assert crashes == [1] and failures == [] and news == [CRASH]
    assert session.human_to_move()


def test_a_computer_move_that_fails_twice_is_reported_and_not_tried_again(
        sessions: Sessions, qtbot: QtBot) -> None:
    crashes: list[int] = []
    session = sessions(failing_search(crashes, 5))
    failures, news = reports(session)
    session.new_game(game(Human(), Computer(1)))
    play_first(session)
    qtbot.waitUntil(lambda: bool(failures), timeout=5000)
    assert failures == [CRASH] and news == [CRASH]  # restarted once, then given up
    qtbot.waitUntil(lambda: session.ai.settled, timeout=5000)
    assert len(crashes) == 2 and session.line.ply == 1  # no endless retrying
    assert not session.ai.busy and session.result() is None


# -- real engine processes ----------------------------------------------------------------


def test_the_computer_plays_through_an_engine_process_that_ends_with_the_session(
        sessions: Sessions, qtbot: QtBot) -> None:
    session = sessions(None)
    session.new_game(game(Human(), Computer(5)))
    with qtbot.waitSignals([session.move_played, session.move_played], timeout=20_000):
        play_first(session)
    pid = session.ai.engine_pid
    assert pid is not None and pid != os.getpid()
    session.shutdown()
    assert session.ai.engine_pid is None
    with pytest.raises(ChildProcessError):
        os.waitpid(pid, os.WNOHANG)  # exited and reaped


def test_an_engine_of_another_design_plays_against_ours(
        sessions: Sessions, qtbot: QtBot) -> None:
    session = sessions(None)
    failures, news = reports(session)
    session.new_game(game(Computer(1), fake("plain")))
    qtbot.waitUntil(lambda: session.line.ply >= 6 or session.line.is_over(), timeout=20_000)
    assert failures == [] and news == []
    moves = session.tree.moves(session.tree.main_line_end())
    assert len(moves) >= 6 or session.line.is_over()


def test_an_engine_that_cannot_start_is_reported_and_the_game_goes_on(
        sessions: Sessions, qtbot: QtBot) -> None:
    save_engines([EngineEntry("Gone", "/nonexistent/engine")])
    session = sessions(None)
    failures, _news = reports(session)
    session.new_game(game(Human(), Computer(3, "Gone")))
    play_first(session)
    qtbot.waitUntil(lambda: bool(failures), timeout=5000)
    assert "cannot start Gone" in failures[0]
    assert not session.ai.busy and session.line.ply == 1 and session.result() is None


def test_an_engine_writing_garbage_still_plays(sessions: Sessions, qtbot: QtBot) -> None:
    session = sessions(None)
    failures, news = reports(session)
    session.new_game(game(Human(), fake("garbage")))
    for _ in range(2):
        play_first(session)
        qtbot.waitUntil(session.human_to_move, timeout=10_000)
    assert session.tree.main_line().ply == 4
    assert failures == [] and news == []


@pytest.mark.parametrize(("mode", "reason"), [
    ("illegal", "played an illegal move"),
    ("silent", "did not answer 'isready'"),
    ("exit", "exit code 3"),
    ("hang", "did not stop within"),
])
@pytest.mark.usefixtures("quick_deadlines")
def test_a_failing_engine_is_reported_and_another_player_plays_on_from_there(
        sessions: Sessions, qtbot: QtBot, mode: str, reason: str) -> None:
    session = sessions(None)
    failures, _news = reports(session)
    session.new_game(game(Human(), fake(mode)))
    play_first(session)
    qtbot.waitUntil(lambda: bool(failures), timeout=20_000)
    assert reason in failures[0]
    assert not session.ai.busy and session.result() is None
    # The failed engine ends now, not when the session does.
    qtbot.waitUntil(lambda: session.ai.engine_pids == [], timeout=5000)
    # New game from this position (Game -> New game from here), the built-in engine.
    position = session.shown_position
    with qtbot.waitSignal(session.move_played, timeout=20_000):
        session.start_from(position, session.rules, game(Human(), Computer(1)))
    assert session.tree.start == position and session.tree.main_line().ply == 1
    assert session.human_to_move() and len(failures) == 1


def test_the_clock_of_a_computer_that_failed_stops(sessions: Sessions, qtbot: QtBot) -> None:
    session = sessions(None)
    failures, _news = reports(session)
    session.new_game(game(Human(), fake("illegal"), control=TimeControl.fischer(60_000, 0)))
    play_first(session)
    qtbot.waitUntil(lambda: bool(failures), timeout=20_000)
    assert "played an illegal move" in failures[0]
    # Not run down to a loss on time while the player decides how to go on.
    assert not session.clock.running
    assert session.result() is None and session.tree.main_line().ply == 1


@pytest.mark.skipif(sys.platform == "win32", reason="SIGSTOP")
@pytest.mark.usefixtures("quick_deadlines")
def test_a_stopped_engine_is_replaced_and_the_game_goes_on(
        sessions: Sessions, qtbot: QtBot) -> None:
    session = sessions(None)
    failures, news = reports(session)
    with qtbot.waitSignal(session.ai_info, timeout=20_000):  # it searches
        session.new_game(game(Computer(8), Human(), size=14))
    stopped = session.ai.engine_pids[0]
    os.kill(stopped, signal.SIGSTOP)
    qtbot.waitUntil(lambda: bool(news), timeout=15_000)
    assert "stopped answering" in news[0]
    with pytest.raises(ChildProcessError):  # the stopped engine was ended and reaped
        os.waitpid(stopped, os.WNOHANG)
    qtbot.waitUntil(lambda: session.computer_thinking, timeout=15_000)  # the new engine
    session.move_now()
    qtbot.waitUntil(lambda: session.tree.main_line().ply == 1, timeout=30_000)
    assert session.human_to_move() and failures == []


@pytest.mark.skipif(sys.platform != "linux", reason="reads /proc")
def test_a_killed_engine_and_its_helpers_are_news_and_the_game_goes_on(
        sessions: Sessions, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    from ...processes import descendants, wait_for, wait_gone

    monkeypatch.setattr(engine_runner.search_budget, "processes", 2)  # as the window sets it
    session = sessions(None)
    session.configure(threads=2, min_move_ms=0)  # Search processes: 2
    failures, news = reports(session)
    session.new_game(game(Computer(8), Human(), size=14))
    qtbot.waitUntil(lambda: bool(session.ai.engine_pids), timeout=10_000)
    engine = session.ai.engine_pids[0]
    wait_for(lambda: len(descendants(engine)) >= 2, 20, "the helper and the tracker")
    tree = [engine, *descendants(engine)]
    os.kill(engine, signal.SIGKILL)
    qtbot.waitUntil(lambda: bool(news), timeout=10_000)
    assert "killed by signal 9" in news[0]
    wait_gone(tree, 2.0)
    # The new engine thinks on; Move now makes it play, and the game is the person's.
    qtbot.waitUntil(lambda: session.computer_thinking, timeout=10_000)
    session.move_now()
    # A new engine process starts first (slow on a busy machine).
    qtbot.waitUntil(lambda: session.tree.main_line_end().ply == 1 or bool(failures),
                    timeout=30_000)
    assert failures == [] and session.human_to_move()
