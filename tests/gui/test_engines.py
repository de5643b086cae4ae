"""Engines in the window: other programs as opponents, engine against engine, and closing
the window whatever the engines do."""

from __future__ import annotations

import os
import signal
import sys
import time
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from epaminondas_gui.core.games.players import Computer, Human
from epaminondas_gui.core.rules.position import SymmetryRule
from epaminondas_gui.gui.settings import EngineEntry, GameSetup, save_engines

from .conftest import MakeWindow, drag, quiet_prefs

FAKE = str(Path(__file__).resolve().parents[1] / "engine" / "fake_engine.py")


def add_fake(name: str, mode: str) -> None:
    save_engines([EngineEntry(name, sys.executable, f"{FAKE} {mode}")])


def closing_time(window) -> float:
    began = time.monotonic()
    window.close()
    return time.monotonic() - began


def test_closing_with_hung_engines_thinking_and_reviewing_takes_under_two_seconds(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    add_fake("Hung", "hang")
    setup = GameSetup(8, 8, None, SymmetryRule.MIDLINE, Human(), Computer(8, "Hung"))
    window = make_window(setup, prefs=quiet_prefs(analysis_engine="Hung"))
    session = window.session
    drag(window, "a2", "a3")
    qtbot.waitUntil(lambda: bool(session.ai.engine_pids), timeout=10000)
    window.analysis.review_game()
    review = window.analysis.review
    assert review is not None
    qtbot.waitUntil(lambda: bool(review._runner.engine_pids), timeout=10000)
    assert session.ai.busy and review.running
    pids = session.ai.engine_pids + review._runner.engine_pids
    assert closing_time(window) < 2.0
    for pid in pids:  # killed and reaped
        with pytest.raises(ChildProcessError):
            os.waitpid(pid, os.WNOHANG)


def test_closing_with_a_killed_engine_takes_under_two_seconds(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    setup = GameSetup(14, 12, None, SymmetryRule.MIDLINE, Computer(8), Human())
    window = make_window(setup)
    session = window.session
    qtbot.waitUntil(lambda: session.ai.busy)
    # The engine process of the running search: the runner's only one.
    qtbot.waitUntil(lambda: bool(session.ai.engine_pids), timeout=10000)
    os.kill(session.ai.engine_pids[0], signal.SIGKILL)
    assert closing_time(window) < 2.0


def test_closing_while_the_builtin_engine_thinks_takes_under_two_seconds(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    setup = GameSetup(14, 12, None, SymmetryRule.MIDLINE, Computer(8), Human())
    window = make_window(setup)
    window.analysis.act_analyse.setChecked(True)
    qtbot.waitUntil(lambda: bool(window.session.ai.engine_pids), timeout=10000)
    assert closing_time(window) < 2.0


def test_an_engine_of_another_design_plays_against_ours(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    add_fake("Plain", "plain")
    setup = GameSetup(8, 8, None, SymmetryRule.MIDLINE, Computer(1), Computer(3, "Plain"))
    window = make_window(setup)
    session = window.session
    qtbot.waitUntil(lambda: session.line.ply >= 6 or session.line.is_over(), timeout=20000)
    # The board follows the game the two engines play.
    qtbot.waitUntil(lambda: window.board.scene.position == session.line.position or session.ai.busy)
    assert len(window.game_panel.move_list.nodes) >= 1


def test_an_engine_that_cannot_start_is_reported_and_the_game_goes_on(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    save_engines([EngineEntry("Gone", "/nonexistent/engine")])
    setup = GameSetup(8, 8, None, SymmetryRule.MIDLINE, Human(), Computer(3, "Gone"))
    window = make_window(setup)
    messages: list[str] = []
    window.session.ai_failed.connect(messages.append)
    drag(window, "a2", "a3")
    qtbot.waitUntil(lambda: bool(messages), timeout=5000)
    assert "cannot start Gone" in messages[0]
    assert "cannot start Gone" in window.statusBar().currentMessage()
    assert not window.session.ai.busy


# -- the real engine with its helper processes (Search processes: 2) ----------------------


def engine_tree(runner) -> list[int]:
    """The runner's engine and every process it started."""
    from ..processes import descendants

    return [pid for engine in runner.engine_pids for pid in (engine, *descendants(engine))]


@pytest.mark.skipif(sys.platform != "linux", reason="reads /proc")
def test_a_killed_engine_is_news_and_the_game_goes_on(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    from ..processes import descendants, wait_for, wait_gone

    setup = GameSetup(14, 12, None, SymmetryRule.MIDLINE, Computer(8), Human())
    window = make_window(setup, prefs=quiet_prefs(search_processes=2))
    session = window.session
    news: list[str] = []
    failures: list[str] = []
    session.engine_restarted.connect(news.append)
    session.ai_failed.connect(failures.append)
    qtbot.waitUntil(lambda: bool(session.ai.engine_pids), timeout=10000)
    engine = session.ai.engine_pids[0]
    wait_for(lambda: len(descendants(engine)) >= 2, 20, "the helper and the tracker")
    tree = [engine, *descendants(engine)]
    os.kill(engine, signal.SIGKILL)
    qtbot.waitUntil(lambda: bool(news), timeout=10000)
    assert "killed by signal 9" in news[0]
    assert "a new one was started" in window.game_panel.notice.text()
    wait_gone(tree, 2.0)
    # The new engine thinks on; Move now makes it play, and the game is the human's.
    qtbot.waitUntil(lambda: window.game_actions.act_move_now.isEnabled(), timeout=10000)
    window.game_actions.act_move_now.trigger()
    # A new engine process starts first (slow on a busy machine).
    qtbot.waitUntil(lambda: session.tree.main_line_end().ply == 1 or bool(failures),
                    timeout=30000)
    assert failures == []
    assert session.human_to_move()


@pytest.mark.skipif(sys.platform != "linux", reason="reads /proc")
def test_closing_with_a_stopped_engine_and_its_helpers_leaves_nothing(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    from ..processes import descendants, wait_for, wait_gone

    setup = GameSetup(14, 12, None, SymmetryRule.MIDLINE, Computer(8), Human())
    window = make_window(setup, prefs=quiet_prefs(search_processes=2))
    window.analysis.act_analyse.setChecked(True)
    session = window.session
    qtbot.waitUntil(lambda: bool(session.ai.engine_pids), timeout=10000)
    engine = session.ai.engine_pids[0]
    wait_for(lambda: len(descendants(engine)) >= 2, 20, "the helper and the tracker")
    tree = engine_tree(session.ai) + engine_tree(window.analysis.controller._runner)
    for pid in tree:
        os.kill(pid, signal.SIGSTOP)  # hung: engine, helper, tracker alike
    assert closing_time(window) < 2.0
    wait_gone(tree, 2.0)
