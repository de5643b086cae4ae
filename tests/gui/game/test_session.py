"""The turn loop of the window's game without a window: :class:`GameSession` over the
core's game runner, with stand-in searches (tests/gui/searches.py) and a fake clock.

Each test drives the session as the window does (``play`` for a board move, ``undo``,
``set_paused``, ``move_now``, the gate) and waits on its signals; no test sleeps."""

from __future__ import annotations

import threading
import time
from itertools import pairwise

import pytest
from pytestqt.qtbot import QtBot

from epaminondas_gui.core.ai.types import Limits, SearchRequest, SearchResult
from epaminondas_gui.core.engine.client import EngineCrashed
from epaminondas_gui.core.engine.timelimits import hang_after_s
from epaminondas_gui.core.games.clock import TimeControl
from epaminondas_gui.core.games.outcome import Outcome, Termination
from epaminondas_gui.core.games.players import Computer, Human, HumanPlayer, PlayerSpec
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.position import Color, Move, Position, SymmetryRule
from epaminondas_gui.gui.engine_runner import SearchFunction, search_budget
from epaminondas_gui.gui.players import EnginePlayer
from epaminondas_gui.gui.session import GameSession
from epaminondas_gui.gui.settings import GameSetup

from ...fake_time import FakeTime
from ..searches import first_move, thinks_until_stopped
from .conftest import Sessions
from .test_study_session import COMPUTERS, finished_between_computers

WHITE, BLACK = Color.WHITE, Color.BLACK


def game(white: PlayerSpec, black: PlayerSpec, size: int = 8,
         control: TimeControl | None = None) -> GameSetup:
    if control is None:
        return GameSetup(size, size, None, SymmetryRule.MIDLINE, white, black)
    return GameSetup(size, size, None, SymmetryRule.MIDLINE, white, black,
                     time_control=control)


def first(position: Position, session: GameSession) -> Move:
    return legal_moves(position, session.rules)[0]


def main_moves(session: GameSession) -> list[Move]:
    return session.tree.moves(session.tree.main_line_end())


def ends(session: GameSession) -> list[Outcome]:
    seen: list[Outcome] = []
    session.game_over.connect(seen.append)
    return seen


# -- whose turn: a person and a computer, either colour -----------------------------------


@pytest.mark.parametrize("person", [WHITE, BLACK])
def test_a_person_and_the_computer_take_turns_with_either_colour(
        sessions: Sessions, qtbot: QtBot, person: Color) -> None:
    session = sessions()
    sides: dict[Color, PlayerSpec] = {person: Human(), person.other: Computer(1)}
    setup = game(sides[WHITE], sides[BLACK])
    start = setup.start()
    if person is BLACK:
        with qtbot.waitSignal(session.move_played, timeout=5000):
            session.new_game(setup)  # the computer opens
        assert main_moves(session) == [first(start, session)]
    else:
        session.new_game(setup)
        assert main_moves(session) == [] and not session.ai.busy
    # The person's move goes through their player, which the runner has asked.
    human = session.player(person)
    assert isinstance(human, HumanPlayer) and human.turn is not None
    assert isinstance(session.player(person.other), EnginePlayer)
    before = session.tree.main_line_end().position
    mine = legal_moves(before, session.rules)[-1]
    with qtbot.waitSignals([session.move_played, session.move_played], timeout=5000):
        session.play(mine)  # the person's move, then the computer's reply
    after = session.tree.main_line_end()
    assert after.parent is not None and after.parent.move == mine
    assert after.move == first(after.parent.position, session)
    assert session.runner.waiting_for is person and human.turn is not None


def test_an_illegal_move_of_the_person_is_refused_and_the_game_goes_on(
        sessions: Sessions) -> None:
    session = sessions()
    session.new_game(game(Human(), Human()))
    white = first(session.shown_position, session)
    session.play(white)
    with pytest.raises(ValueError, match="illegal move"):
        session.play(white)  # White's move again, Black to move
    assert main_moves(session) == [white] and session.runner.waiting_for is BLACK
    assert session.tree.result() is None


def test_two_computers_play_to_the_end_and_the_end_is_told_once(
        sessions: Sessions, qtbot: QtBot) -> None:
    session = sessions()
    seen = ends(session)
    session.new_game(game(Computer(1), Computer(1), size=6))
    qtbot.waitUntil(lambda: bool(seen), timeout=20_000)
    end = session.runner.ended
    assert end is not None and seen == [end.outcome] == [session.result()]
    assert session.tree.outcome(session.tree.main_line_end()) == end.outcome
    assert not session.ai.busy and session.runner.waiting_for is None
    assert not session.can_pause() and not session.computer_thinking


# -- take-backs ------------------------------------------------------------------------


def test_a_move_after_a_take_back_makes_a_new_main_line(
        sessions: Sessions, qtbot: QtBot) -> None:
    session = sessions()
    session.new_game(game(Human(), Computer(1)))
    start = session.tree.root
    old = legal_moves(start.position, session.rules)[-1]
    with qtbot.waitSignals([session.move_played, session.move_played], timeout=5000):
        session.play(old)
    assert len(main_moves(session)) == 2
    session.undo()
    # Back at the person's turn; the moves stay; the computer does not play on.
    assert session.tree.cursor is start and session.runner.taken_back
    assert len(main_moves(session)) == 2 and not session.ai.busy
    assert session.runner.waiting_for is WHITE
    new = legal_moves(start.position, session.rules)[0]
    assert new != old
    with qtbot.waitSignals([session.move_played, session.move_played], timeout=5000):
        session.play(new)
    moves = main_moves(session)
    assert moves[0] == new and len(moves) == 2 and not session.runner.taken_back
    # The old line is a variation.
    assert [child.move for child in start.children] == [new, old]


def test_browsing_back_to_the_end_after_a_take_back_goes_on_there(
        sessions: Sessions, qtbot: QtBot) -> None:
    session = sessions()
    session.new_game(game(Human(), Computer(1)))
    with qtbot.waitSignals([session.move_played, session.move_played], timeout=5000):
        session.play(first(session.shown_position, session))
    end = session.tree.main_line_end()
    session.undo()
    assert session.runner.taken_back
    session.go_to(end)
    assert not session.runner.taken_back and session.runner.at is end
    with qtbot.waitSignals([session.move_played, session.move_played], timeout=5000):
        session.play(first(end.position, session))
    assert len(main_moves(session)) == 4


def test_a_resignation_taken_back_lets_the_game_go_on(
        sessions: Sessions, qtbot: QtBot) -> None:
    session = sessions()
    seen = ends(session)
    session.new_game(game(Human(), Computer(1)))
    session.resign()
    assert seen == [Outcome(BLACK, Termination.RESIGNATION)] == [session.result()]
    assert session.runner.ended is not None and not session.can_pause()
    session.undo()
    assert session.result() is None and session.runner.ended is None
    assert session.runner.waiting_for is WHITE
    with qtbot.waitSignals([session.move_played, session.move_played], timeout=5000):
        session.play(first(session.shown_position, session))
    assert len(main_moves(session)) == 2 and len(seen) == 1


@pytest.mark.parametrize(("action", "outcome"), [
    ("resign", Outcome(BLACK, Termination.RESIGNATION)),
    ("agree_draw", Outcome(None, Termination.DRAW_AGREED)),
])
def test_a_declared_end_ends_the_game_through_the_runner(
        sessions: Sessions, action: str, outcome: Outcome) -> None:
    session = sessions()
    seen = ends(session)
    session.new_game(game(Human(), Human()))
    getattr(session, action)()
    end = session.runner.ended
    assert end is not None and end.outcome == outcome
    assert seen == [outcome] and session.result() == outcome


# -- pause and Move now ----------------------------------------------------------------


def test_paused_computers_wait_and_move_now_plays_one_move(
        sessions: Sessions, qtbot: QtBot) -> None:
    session = sessions()
    session.new_game(game(Computer(1), Computer(1)))
    session.set_paused(True)  # before the first search could answer
    assert session.paused and not session.ai.busy and session.can_step()
    qtbot.waitUntil(lambda: session.ai.settled, timeout=5000)
    assert main_moves(session) == []
    with qtbot.waitSignal(session.move_played, timeout=5000):
        session.move_now()
    assert len(main_moves(session)) == 1
    # Still paused: Black's search does not start.
    assert session.paused and not session.ai.busy and session.runner.waiting_for is BLACK
    with qtbot.waitSignal(session.move_played, timeout=5000):
        session.set_paused(False)
    assert len(main_moves(session)) >= 2


def test_move_now_stops_a_thinking_computer(sessions: Sessions, qtbot: QtBot) -> None:
    started = threading.Event()
    session = sessions(thinks_until_stopped(started))
    session.new_game(game(Computer(1), Human()))
    qtbot.waitUntil(started.is_set, timeout=5000)
    assert session.computer_thinking
    with qtbot.waitSignal(session.move_played, timeout=5000):
        session.move_now()
    assert main_moves(session) == [first(session.tree.root.position, session)]


def test_a_held_move_waits_from_when_the_move_before_was_shown(
        sessions: Sessions, qtbot: QtBot) -> None:
    session = sessions()
    session.configure(threads=1, min_move_ms=60_000)  # held for a minute: only Move now
    session.new_game(game(Computer(1), Human()))
    qtbot.waitUntil(lambda: session.computer_thinking and not session.ai.busy, timeout=5000)
    assert main_moves(session) == [] and session.hold.held is not None
    with qtbot.waitSignal(session.move_played, timeout=5000):
        session.move_now()
    assert len(main_moves(session)) == 1 and session.hold.held is None


# -- clocks ----------------------------------------------------------------------------


def timed(session: GameSession, white: PlayerSpec, black: PlayerSpec,
          control: TimeControl) -> FakeTime:
    clock = FakeTime()
    session.clock.time_source = clock
    session.new_game(game(white, black, control=control))
    return clock


def test_the_flag_falls_on_the_runners_clock(sessions: Sessions) -> None:
    session = sessions()
    seen = ends(session)
    clock = timed(session, Human(), Human(), TimeControl.fischer(60_000, 1_000))
    driver = session.clock
    assert driver.running_side() is WHITE
    clock.advance(2_000)
    session.play(first(session.shown_position, session))
    assert session.tree.main_line_end().clock_ms == 59_000
    assert driver.running_side() is BLACK and driver.flag_timer.isActive()
    clock.advance(60_001)
    driver.check_flag()  # what the timer does when it fires
    assert seen == [Outcome(WHITE, Termination.TIME)] == [session.result()]
    assert not driver.running and driver.remaining(BLACK) == 0
    assert session.tree.tags["Termination"] == "time" and session.tree.tags["Result"] == "1-0"


def test_a_take_back_restores_the_clocks_and_they_wait_for_the_next_move(
        sessions: Sessions, qtbot: QtBot) -> None:
    session = sessions()
    clock = timed(session, Human(), Computer(1), TimeControl.fischer(60_000))
    clock.advance(5_000)
    with qtbot.waitSignals([session.move_played, session.move_played], timeout=5000):
        session.play(first(session.shown_position, session))
    assert session.clock.remaining(WHITE) == 55_000
    session.undo()
    driver = session.clock
    assert not driver.running and driver.remaining(WHITE) == 60_000
    clock.advance(10_000)  # no time runs until the move
    with qtbot.waitSignals([session.move_played, session.move_played], timeout=5000):
        session.play(legal_moves(session.shown_position, session.rules)[1])
    assert session.tree.mainline()[1].clock_ms == 60_000


def test_the_gate_holds_the_computer_and_the_clock(sessions: Sessions, qtbot: QtBot) -> None:
    session = sessions()
    session.gate.hold()  # the start-up questions
    timed(session, Computer(1), Computer(1), TimeControl.fischer(60_000))
    assert not session.ai.busy and not session.clock.running
    qtbot.waitUntil(lambda: session.ai.settled, timeout=5000)
    assert main_moves(session) == []
    with qtbot.waitSignal(session.move_played, timeout=5000):
        session.gate.release()
    assert len(main_moves(session)) >= 1


def test_the_gate_holds_a_persons_clock_until_released(sessions: Sessions) -> None:
    session = sessions()
    session.gate.hold()
    clock = timed(session, Human(), Computer(1), TimeControl.fischer(60_000))
    clock.advance(30_000)  # the player answers the questions
    assert not session.clock.running and session.clock.remaining(WHITE) == 60_000
    session.gate.release()
    assert session.clock.running_side() is WHITE
    clock.advance(1_000)
    assert session.clock.remaining(WHITE) == 59_000


# -- the engine ------------------------------------------------------------------------


def crashing(request: SearchRequest, stop: threading.Event, on_info) -> SearchResult:
    raise EngineCrashed("Epaminondas stopped (killed by signal 9)")


def test_a_failed_engine_is_reported_and_its_clock_stops(
        sessions: Sessions, qtbot: QtBot) -> None:
    session = sessions(crashing)
    failures: list[str] = []
    session.ai_failed.connect(failures.append)
    timed(session, Computer(1), Human(), TimeControl.fischer(60_000))
    qtbot.waitUntil(lambda: bool(failures), timeout=5000)
    qtbot.waitUntil(lambda: session.ai.settled, timeout=5000)
    assert failures == ["Epaminondas stopped (killed by signal 9)"]
    # The game is not decided for the player: it waits, its clock stopped.
    assert session.result() is None and session.runner.waiting_for is WHITE
    assert not session.clock.running and main_moves(session) == []


def test_a_new_game_gives_up_the_search_of_the_old_one(
        sessions: Sessions, qtbot: QtBot) -> None:
    started = threading.Event()
    session = sessions(thinks_until_stopped(started))
    session.new_game(game(Computer(1), Human()))
    qtbot.waitUntil(started.is_set, timeout=5000)
    old = session.tree
    session.new_game(game(Human(), Human()))
    qtbot.waitUntil(lambda: session.ai.settled, timeout=5000)
    assert main_moves(session) == [] and old.main_line_end() is old.root


# -- the tree edited behind the runner -------------------------------------------------


def two_moves_each_against_level_1(sessions: Sessions, qtbot: QtBot) -> GameSession:
    """A person (White) against level 1, after two moves each at the main line's end."""
    session = sessions()
    session.new_game(game(Human(), Computer(1)))
    for _ in range(2):
        with qtbot.waitSignals([session.move_played, session.move_played], timeout=5000):
            session.play(first(session.tree.main_line_end().position, session))
    return session


def test_continue_here_lets_the_computer_play_on_from_the_position_shown(
        sessions: Sessions, qtbot: QtBot) -> None:
    session = two_moves_each_against_level_1(sessions, qtbot)
    session.browse(1)  # after White's first move: Black (the computer) to move
    with qtbot.waitSignal(session.move_played, timeout=5000):
        assert session.continue_here() == 3
    assert len(main_moves(session)) == 2 and session.runner.waiting_for is WHITE


def test_a_promoted_variation_is_where_the_game_goes_on(sessions: Sessions) -> None:
    session = sessions()
    session.new_game(game(Human(), Human()))
    a, b = legal_moves(session.shown_position, session.rules)[:2]
    session.play(a)
    session.play(first(session.shown_position, session))
    session.browse(0)
    variation = session.tree.play(b)  # a variation at the start
    assert session.runner.at.ply == 2
    session.tree.promote_to_main_line(variation)
    assert session.runner.at is variation and session.runner.waiting_for is BLACK


# -- moved from the window's tests: the turn loop needs no window ------------------------


def slow_search(log: list[str]) -> SearchFunction:
    """Thinks until stopped, then plays the first legal move."""

    def search(request: SearchRequest, stop: threading.Event, on_info) -> SearchResult:
        log.append("started")
        stop.wait(10)
        log.append("stopped")
        return first_move(request, stop, on_info)

    return search


def test_a_take_back_while_the_computer_thinks_drops_its_late_move(
        sessions: Sessions, qtbot: QtBot) -> None:
    log: list[str] = []
    session = sessions(slow_search(log))
    session.new_game(game(Human(), Computer(1)))
    session.play(first(session.shown_position, session))
    qtbot.waitUntil(lambda: log == ["started"], timeout=3000)
    assert session.ai.busy and session.computer_thinking
    session.undo()
    assert session.view_ply == 0
    qtbot.waitUntil(lambda: log == ["started", "stopped"], timeout=3000)
    qtbot.waitUntil(lambda: session.ai.settled, timeout=5000)  # the late result: ignored
    assert session.view_ply == 0 and session.tree.main_line().ply == 1
    assert not session.ai.busy and session.runner.waiting_for is WHITE


def test_a_repetition_draw_claimed_and_taken_back_then_a_resignation(
        sessions: Sessions) -> None:
    session = sessions()
    session.new_game(GameSetup(14, 12, None, SymmetryRule.MIDLINE, Human(), Human()))
    geometry = session.shown_position.geometry
    for start, end in [("a2", "a3"), ("a11", "a10"), ("a3", "a2"), ("a10", "a11")] * 2:
        position = session.shown_position
        move = next(m for m in legal_moves(position, session.rules)
                    if geometry.square_name(m.rear) == start
                    and geometry.square_name(m.rear_to) == end)
        session.play(move)
    assert session.tree.can_claim_draw()
    session.claim_draw()
    assert session.result() == Outcome(None, Termination.REPETITION)
    assert not session.human_to_move()
    session.undo()
    assert session.result() is None and session.line.ply == 8  # only the claim
    assert session.human_to_move() and session.runner.waiting_for is WHITE
    session.resign()
    assert session.result() == Outcome(BLACK, Termination.RESIGNATION)  # White, to move


def test_the_computer_keeps_one_seed_per_game_and_side(
        sessions: Sessions, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """The gentle levels' plan lasts a game (core/ai/style.py): every search of one side
    in a game gets the same seed, the other side another, a new game a new one."""
    requests: list[SearchRequest] = []

    def search(request: SearchRequest, stop: threading.Event, on_info) -> SearchResult:
        requests.append(request)
        return first_move(request, stop, on_info)

    session = sessions(search)
    monkeypatch.setattr(search_budget, "processes", 3)  # as the window sets it
    session.configure(threads=3, min_move_ms=0)
    session.new_game(game(Computer(2), Computer(3)))
    qtbot.waitUntil(lambda: len(requests) >= 4, timeout=10000)
    assert {r.threads for r in requests} == {3}  # Preferences → Search processes
    session.set_paused(True)
    seeds = [(r.position.turn, r.seed) for r in requests[:4]]
    white = {seed for turn, seed in seeds if turn is WHITE}
    black = {seed for turn, seed in seeds if turn is BLACK}
    assert len(white) == len(black) == 1 and white != black and None not in white | black
    before = session.game_seed
    session.new_game(game(Human(), Computer(1)))
    assert session.game_seed != before


# The window sends each level the time it wants thought, with FullTime (levels 5-7 no
# share): the engine client takes a search as hung 1.5 times that and 2 s later.
WINDOW_TIMES = [
    # level, go movetime, hung after (s)
    (1, 1_000, 3.5), (4, 1_000, 3.5), (5, 2_000, 5.0), (6, 3_000, 6.5), (7, 6_000, 11.0),
    (8, 8_000, 14.0),
]


@pytest.mark.parametrize(("level", "movetime_ms", "hung_after_s"), WINDOW_TIMES)
def test_the_computer_is_sent_the_time_its_level_thinks(
        sessions: Sessions, qtbot: QtBot, level: int, movetime_ms: int,
        hung_after_s: float) -> None:
    requests: list[SearchRequest] = []

    def search(request: SearchRequest, stop: threading.Event, on_info) -> SearchResult:
        requests.append(request)
        return first_move(request, stop, on_info)

    session = sessions(search)
    session.new_game(game(Computer(level), Human()))
    qtbot.waitUntil(lambda: len(requests) == 1, timeout=5000)
    request = requests[0]
    assert (request.level, request.limits, request.full_time) == (
        level, Limits(movetime_ms=movetime_ms), True)
    assert hang_after_s(request) == hung_after_s


def test_each_computer_move_is_shown_for_the_time_asked(
        sessions: Sessions, qtbot: QtBot) -> None:
    session = sessions()
    session.configure(threads=1, min_move_ms=250)
    times: list[float] = []
    session.move_played.connect(lambda *_: times.append(time.monotonic()))
    session.new_game(game(Computer(1), Computer(1)))
    qtbot.waitUntil(lambda: len(times) >= 4, timeout=10_000)
    gaps = [b - a for a, b in pairwise(times)]
    # The stand-in answers at once: every gap is the hold (a timer fires no sooner).
    assert all(gap >= 0.245 for gap in gaps), gaps
    # Meanwhile the computer counts as thinking, and Move now shows its move at once.
    qtbot.waitUntil(lambda: session.computer_thinking and not session.ai.busy, timeout=5000)
    before = len(times)
    session.move_now()
    assert len(times) == before + 1


def test_without_the_wait_moves_follow_at_once(sessions: Sessions, qtbot: QtBot) -> None:
    session = sessions()
    session.new_game(game(Computer(1), Computer(1)))  # min_move_ms=0
    qtbot.waitUntil(lambda: session.tree.main_line_end().ply >= 6, timeout=10_000)
    assert session.hold.held is None


def test_a_new_game_is_not_paused_and_a_human_game_cannot_be(sessions: Sessions) -> None:
    session = sessions()
    session.new_game(game(Computer(1), Computer(1)))
    session.set_paused(True)
    assert session.paused
    session.new_game(game(Human(), Human()))
    assert not session.paused and not session.can_pause()
    session.set_paused(True)
    assert not session.paused


def test_a_variation_played_by_hand_becomes_the_game_with_continue_here(
        sessions: Sessions, qtbot: QtBot) -> None:
    session = two_moves_each_against_level_1(sessions, qtbot)
    main_before = main_moves(session)
    session.browse(2)
    mine = legal_moves(session.shown_position, session.rules)[-1]
    session.play(mine)  # a variation: the computer is silent
    assert main_moves(session) == main_before and not session.ai.busy
    assert session.shown_position.turn is BLACK and session.human_to_move()  # both sides
    assert session.runner.waiting_for is WHITE and session.can_continue_here()
    with qtbot.waitSignal(session.move_played, timeout=5000):
        assert session.continue_here() == 0
    # The variation is now the main line and the computer answers in it.
    assert main_moves(session)[:3] == [*main_before[:2], mine]
    assert session.view_ply == 4 and session.runner.waiting_for is WHITE
    assert not session.can_continue_here()


def test_a_finished_game_between_computers_is_studied_by_hand(sessions: Sessions) -> None:
    session = sessions()
    session.load_tree(finished_between_computers(), COMPUTERS)
    session.browse(2)
    assert session.human_to_move() and not session.ai.busy  # White, a computer's side
    session.play(first(session.shown_position, session))  # a variation, by hand
    assert not session.tree.cursor.is_main_line() and session.human_to_move()
    assert not session.ai.busy and session.runner.ended is not None
