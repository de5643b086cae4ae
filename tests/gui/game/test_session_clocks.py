"""The game's clocks in the session's turn loop, without a window: each move's clock
recorded, the flag (by the timer, or a move made too late), the computer's limits on the
clock, take-backs, pause and the end. The clocks run on a fake time source the test moves
on; no test sleeps (the one real-time test waits on the flag's signal)."""

from __future__ import annotations

import threading

from pytestqt.qtbot import QtBot

from epaminondas_gui.core.ai.types import SearchRequest, SearchResult
from epaminondas_gui.core.games.clock import TimeControl
from epaminondas_gui.core.games.outcome import Termination
from epaminondas_gui.core.games.players import Computer, Human, PlayerSpec
from epaminondas_gui.core.games.record_text import read_record, write_record
from epaminondas_gui.core.games.tree import GameTree
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.position import Color, SymmetryRule
from epaminondas_gui.gui.engine_runner import SearchFunction
from epaminondas_gui.gui.session import GameSession
from epaminondas_gui.gui.settings import GameSetup

from ...fake_time import FakeTime
from ..searches import first_move
from .conftest import Sessions

BLITZ = TimeControl.fischer(180_000, 2_000)  # 3 + 2


def setup(white: PlayerSpec | None = None, black: PlayerSpec | None = None,
          control: TimeControl = BLITZ) -> GameSetup:
    return GameSetup(8, 8, None, SymmetryRule.MIDLINE, white or Human(), black or Human(),
                     time_control=control)


def timed_session(sessions: Sessions, game: GameSetup,
                  search: SearchFunction = first_move) -> tuple[GameSession, FakeTime]:
    session = sessions(search)
    clock = FakeTime()
    session.clock.time_source = clock
    session.new_game(game)
    return session, clock


def play_first(session: GameSession) -> None:
    session.play(legal_moves(session.shown_position, session.rules)[0])


def test_a_timed_game_records_each_move_clock(sessions: Sessions, qtbot: QtBot) -> None:
    session, clock = timed_session(sessions, setup())
    driver = session.clock
    assert session.tree.time_control == BLITZ
    assert driver.running_side() is Color.WHITE  # from the moment the game is shown
    clock.advance(12_300)
    play_first(session)
    clock.advance(4_000)
    play_first(session)
    clock.advance(1_500)
    play_first(session)
    assert [node.clock_ms for node in session.tree.mainline()] == [
        180_000 - 12_300 + 2_000, 180_000 - 4_000 + 2_000, 169_700 - 1_500 + 2_000]
    assert driver.running_side() is Color.BLACK
    assert driver.remaining(Color.BLACK) == 178_000
    # The saved record holds the control and each move's clock.
    text = write_record(session.tree.record())
    assert '[TimeControl "180+2"]' in text and "{[%clk 0:02:49.7]}" in text
    reread = GameTree(read_record(text))
    assert reread.time_control == BLITZ
    assert [n.clock_ms for n in reread.mainline()] == [169_700, 178_000, 170_200]
    # Browsing history does not stop the running clock.
    session.browse(1)
    assert driver.running_side() is Color.BLACK
    clock.advance(1_000)
    assert driver.remaining(Color.BLACK) == 177_000


def test_the_flag_timer_fires_when_the_time_is_up(sessions: Sessions, qtbot: QtBot) -> None:
    # Real time, a short control: the timer ends the game by itself.
    session = sessions()
    with qtbot.waitSignal(session.game_over, timeout=5000) as blocker:
        session.new_game(setup(control=TimeControl.per_move(300)))
    assert blocker.args[0].termination is Termination.TIME
    assert blocker.args[0].winner is Color.BLACK


def test_a_move_after_the_flag_fell_ends_the_game_instead(
    sessions: Sessions, qtbot: QtBot
) -> None:
    session, clock = timed_session(sessions, setup(control=TimeControl.per_move(5_000)))
    clock.advance(5_000)  # the timer has not fired yet
    play_first(session)
    assert session.tree.main_line_end().parent is None  # no move was made
    outcome = session.result()
    assert outcome is not None and outcome.termination is Termination.TIME


def test_the_computer_plays_on_the_clock(sessions: Sessions, qtbot: QtBot) -> None:
    requests: list[SearchRequest] = []

    def search(request: SearchRequest, stop: threading.Event, on_info) -> SearchResult:
        requests.append(request)
        return first_move(request, stop, on_info)

    game = setup(Human(), Computer(2), TimeControl.parse("White 300+2, Black 60+1"))
    session, clock = timed_session(sessions, game, search)
    clock.advance(7_000)
    play_first(session)
    qtbot.waitUntil(lambda: session.tree.main_line_end().ply == 2, timeout=5000)
    limits = requests[-1].limits
    assert (limits.wtime_ms, limits.btime_ms, limits.winc_ms, limits.binc_ms) == (
        295_000, 60_000, 2_000, 1_000)
    assert limits.movetime_ms is None  # the clock, not the level's time
    assert requests[-1].level == 2
    assert session.tree.main_line_end().clock_ms == 61_000  # no time passed, + increment
    # A fixed time per move: the engine gets what is left of it as its move time.
    game = setup(Computer(1), Human(), TimeControl.per_move(5_000))
    session, clock = timed_session(sessions, game, search)
    qtbot.waitUntil(lambda: session.tree.main_line_end().ply == 1, timeout=5000)
    assert requests[-1].limits.movetime_ms == 5_000 - 50 and requests[-1].limits.wtime_ms is None
    assert session.tree.main_line_end().clock_ms == 5_000


def test_take_back_restores_the_clocks(sessions: Sessions, qtbot: QtBot) -> None:
    session, clock = timed_session(sessions, setup())
    driver = session.clock
    for ms in (10_000, 20_000, 30_000):
        clock.advance(ms)
        play_first(session)
    assert (driver.remaining(Color.WHITE), driver.remaining(Color.BLACK)) == (144_000, 162_000)
    session.undo()  # back one move (two humans)
    assert session.view_ply == 2
    assert (driver.remaining(Color.WHITE), driver.remaining(Color.BLACK)) == (172_000, 162_000)
    # Stopped until the move is played again, which then runs Black's clock.
    assert not driver.running
    clock.advance(5_000)
    assert driver.remaining(Color.WHITE) == 172_000
    play_first(session)
    assert session.tree.main_line_end().clock_ms == 174_000
    assert driver.running_side() is Color.BLACK
    # Taken back, then back to the end by browsing: a move there starts from its times.
    session.undo()
    session.browse(3)
    assert session.at_main_end
    clock.advance(5_000)
    play_first(session)
    assert session.tree.main_line_end().clock_ms == 164_000  # Black's 162 s + 2
    assert driver.running_side() is Color.WHITE and driver.remaining(Color.WHITE) == 174_000


def test_pause_and_the_end_stop_the_clock(sessions: Sessions, qtbot: QtBot) -> None:
    started = threading.Event()

    def thinks(request: SearchRequest, stop: threading.Event, on_info) -> SearchResult:
        started.set()
        stop.wait(10)
        return first_move(request, stop, on_info)

    session, clock = timed_session(sessions, setup(Human(), Computer(1)), thinks)
    driver = session.clock
    play_first(session)
    qtbot.waitUntil(started.is_set, timeout=5000)
    assert driver.running_side() is Color.BLACK
    clock.advance(3_000)
    session.set_paused(True)
    assert not driver.running and not session.ai.busy
    clock.advance(60_000)
    assert driver.remaining(Color.BLACK) == 177_000
    session.set_paused(False)
    assert driver.running_side() is Color.BLACK
    clock.advance(1_000)
    assert driver.remaining(Color.BLACK) == 176_000
    session.resign()
    assert not driver.running


def test_a_move_held_for_watching_costs_no_time(sessions: Sessions, qtbot: QtBot) -> None:
    session = sessions()
    session.configure(threads=1, min_move_ms=5_000)
    clock = FakeTime()
    driver = session.clock
    driver.time_source = clock
    session.new_game(setup(Human(), Computer(1)))
    play_first(session)
    qtbot.waitUntil(lambda: session.computer_thinking and not session.ai.busy, timeout=5000)
    clock.advance(4_000)  # held: Black's clock has stopped, though it is still its turn
    assert not driver.running and driver.remaining(Color.BLACK) == 180_000
    session.move_now()
    assert session.tree.main_line_end().clock_ms == 182_000  # no time used, + increment
    assert driver.running_side() is Color.WHITE


def test_an_opened_timed_game_waits_for_a_move(sessions: Sessions, qtbot: QtBot) -> None:
    session, clock = timed_session(sessions, setup())
    clock.advance(10_000)
    play_first(session)
    clock.advance(20_000)
    play_first(session)
    text = write_record(session.tree.record())
    other = sessions()
    other.clock.time_source = clock
    other.load_tree(GameTree(read_record(text)), setup())
    driver = other.clock
    assert (driver.remaining(Color.WHITE), driver.remaining(Color.BLACK)) == (172_000, 162_000)
    assert not driver.running
    clock.advance(50_000)  # no time runs until the move
    play_first(other)
    assert other.tree.main_line_end().clock_ms == 174_000
    assert driver.running_side() is Color.BLACK
