"""Closing the window whatever its engines do: hung, killed or stopped, thinking or
reviewing, no process is left. The engines in the game (other programs as opponents,
engines that cannot start, die or hang): tests/gui/game/test_session_engines.py."""

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


# -- the real engine with its helper processes (Search processes: 2) ----------------------


def engine_tree(runner) -> list[int]:
    """The runner's engine and every process it started."""
    from ..processes import descendants

    return [pid for engine in runner.engine_pids for pid in (engine, *descendants(engine))]


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
