"""The turn loop as a player meets it, without a window (moved here from the window's
tests, which keep only what the window shows): the computer's reply and its take-back,
the computer opening as White, a whole game against the real engine, pause against a
person, the engine's reports while it thinks, and one state change per computer's
move."""

from __future__ import annotations

import itertools
import threading

import pytest
from pytestqt.qtbot import QtBot

from epaminondas_gui.core.ai.types import Score, SearchInfo, SearchRequest, SearchResult
from epaminondas_gui.core.games.players import Computer, Human
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.position import Color, SymmetryRule
from epaminondas_gui.gui.session import GameSession
from epaminondas_gui.gui.settings import GameSetup

from ..searches import first_move
from .conftest import Sessions

WHITE, BLACK = Color.WHITE, Color.BLACK


def setup(white: Computer | Human, black: Computer | Human, size: int = 8) -> GameSetup:
    return GameSetup(size, size, None, SymmetryRule.MIDLINE, white, black)


def play_first(session: GameSession) -> None:
    session.play(legal_moves(session.shown_position, session.rules)[0])


def test_a_take_back_undoes_the_reply_too_and_redo_goes_past_it(
        sessions: Sessions, qtbot: QtBot) -> None:
    session = sessions()
    session.new_game(setup(Human(), Computer(1)))
    start = session.shown_position
    with qtbot.waitSignals([session.move_played, session.move_played], timeout=5000):
        play_first(session)
    assert session.line.ply == 2 and session.line.position.turn is WHITE
    session.undo()  # the computer's reply and the person's move
    assert session.view_ply == 0 and session.shown_position == start
    assert session.line.ply == 2  # the moves stay
    session.redo()  # on past the computer's reply, to the person's turn
    assert session.view_ply == 2 and session.human_to_move()
    assert not session.ai.busy and session.runner.waiting_for is WHITE


def test_the_computer_opens_and_a_take_back_stops_at_the_persons_turn(
        sessions: Sessions, qtbot: QtBot) -> None:
    session = sessions()
    with qtbot.waitSignal(session.move_played, timeout=5000):
        session.new_game(setup(Computer(1), Human()))
    assert session.line.ply == 1
    assert not session.can_undo()  # nothing of the person's to take back
    with qtbot.waitSignals([session.move_played, session.move_played], timeout=5000):
        play_first(session)
    assert session.line.ply == 3 and session.can_undo()
    session.undo()
    assert session.view_ply == 1 and session.shown_position.turn is BLACK
    assert session.human_to_move() and not session.ai.busy


def test_a_person_plays_a_whole_game_against_the_real_engine(
        sessions: Sessions, qtbot: QtBot) -> None:
    """White runs for Black's home row; level 1 (the engine process) answers."""
    session = sessions(None)
    over: list[object] = []
    session.game_over.connect(over.append)
    session.new_game(GameSetup(6, 6, 1, SymmetryRule.MIDLINE, Human(), Computer(1)))
    geometry = session.shown_position.geometry
    for _ in range(60):
        qtbot.waitUntil(lambda: session.line.is_over() or (
            session.human_to_move() and not session.ai.busy), timeout=20_000)
        if session.line.is_over():
            break
        position = session.line.position
        session.play(max(legal_moves(position, session.rules),
                         key=lambda m: (m.captured, geometry.rank_of(m.to))))
    qtbot.waitUntil(lambda: bool(over), timeout=5000)
    result = session.result()
    assert result is not None and result.winner is not None
    assert over == [result] and session.line.is_over() and not session.ai.busy


def test_paused_against_a_person_the_computer_waits_for_move_now(
        sessions: Sessions, qtbot: QtBot) -> None:
    session = sessions()
    session.new_game(setup(Human(), Computer(1)))
    session.set_paused(True)
    assert session.paused and not session.can_step()  # the person is to move
    play_first(session)  # the person still moves
    qtbot.waitUntil(lambda: session.ai.settled, timeout=5000)
    assert session.line.ply == 1 and not session.ai.busy and session.can_step()
    with qtbot.waitSignal(session.move_played, timeout=5000):
        session.move_now()
    assert session.line.ply == 2 and session.human_to_move() and session.paused


def test_the_engines_reports_are_passed_on_while_it_thinks(
        sessions: Sessions, qtbot: QtBot) -> None:
    info = SearchInfo(3, Score(35), 1000, 5000, 200, ())

    def search(request: SearchRequest, stop: threading.Event, on_info) -> SearchResult:
        on_info(info)
        stop.wait(10)
        return first_move(request, stop, on_info)

    session = sessions(search)
    thinking: list[bool] = []
    session.thinking_changed.connect(thinking.append)
    session.new_game(setup(Human(), Computer(1)))
    with qtbot.waitSignal(session.ai_info, timeout=5000) as report:
        play_first(session)
    assert report.args == [info] and session.computer_thinking and thinking[-1]
    with qtbot.waitSignal(session.move_played, timeout=5000):
        session.move_now()
    qtbot.waitUntil(lambda: not session.ai.busy, timeout=5000)
    assert session.line.ply == 2 and thinking[-1] is False
    assert not session.computer_thinking


@pytest.mark.parametrize(("min_move_ms", "told"), [
    # The move played, the search's end before it and the next search's start: one
    # change, told once the next search runs.
    (0, [("moved", False), ("state", True)]),
    # A move held to be followed by eye is told when it is found (Move now may show it)
    # and when it is shown.
    (30, [("moved", False), ("state", True), ("state", False)]),
])
def test_a_computers_move_is_one_state_change(sessions: Sessions, qtbot: QtBot,
                                              min_move_ms: int,
                                              told: list[tuple[str, bool]]) -> None:
    session = sessions(first_move)
    session.configure(threads=1, min_move_ms=min_move_ms)
    log: list[tuple[str, bool]] = []  # (what, the computer searching)
    session.move_played.connect(lambda *_args: log.append(("moved", session.ai.busy)))
    session.state_changed.connect(lambda: log.append(("state", session.ai.busy)))
    session.new_game(setup(Computer(1), Computer(1)))
    qtbot.waitUntil(lambda: session.line.ply >= 4, timeout=5000)
    # What was told from each move to the next.
    moves = [index for index, (what, _busy) in enumerate(log) if what == "moved"]
    assert [log[start:end] for start, end in itertools.pairwise(moves[:4])] == [told] * 3
