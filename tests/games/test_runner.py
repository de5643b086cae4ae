"""The game runner drives a game without a window: the turn loop, the clock, the one end
rule with a match's adjudications, a person's and a program's moves through one
interface, step by step and blocking."""

from __future__ import annotations

import threading

from epaminondas_gui.core.ai.types import Limits
from epaminondas_gui.core.engine.client import EngineSpec
from epaminondas_gui.core.engine.player import EnginePlayer
from epaminondas_gui.core.games.clock import TimeControl
from epaminondas_gui.core.games.outcome import Outcome, Termination
from epaminondas_gui.core.games.players import HumanPlayer, Player, ThreadPlayer, Turn
from epaminondas_gui.core.games.record import Node
from epaminondas_gui.core.games.runner import Adjudication, GameEnd, GameRunner
from epaminondas_gui.core.games.tree import GameTree
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.notation import parse_move
from epaminondas_gui.core.rules.position import Color, Move, Position, Rules, Variant

SHUFFLE = ["a2-a3", "a7-a6", "a3-a2", "a6-a7"]


class Scripted(Player):
    """Answers each turn at once with the next of its moves, in notation."""

    def __init__(self, *texts: str) -> None:
        self.name = "scripted"
        self.texts = list(texts)
        self.told: list[tuple[Move, Color]] = []
        self.asked = 0

    def go(self, turn: Turn) -> None:
        self.asked += 1
        turn.play(parse_move(turn.position, self.texts.pop(0), turn.rules)
                  if self.texts else None)

    def move_made(self, move: Move, color: Color) -> None:
        self.told.append((move, color))


class Silent(Player):
    """Never answers."""

    name = "silent"

    def go(self, turn: Turn) -> None:
        self.turn = turn


class Shuffler(Player):
    """Moves one piece and back again, for ever."""

    name = "shuffler"

    def __init__(self) -> None:
        self.back: Move | None = None
        self.before = 0

    def go(self, turn: Turn) -> None:
        pos = turn.position
        moves = legal_moves(pos, turn.rules)
        if self.back is None:
            self.before = pos.pieces(turn.color)
            move = moves[0]
            self.back = move
        else:
            move = next(m for m in moves if pos.play(m).pieces(turn.color) == self.before)
            self.back = None
        turn.play(move)


class Failing(ThreadPlayer):
    def think(self, turn: Turn, stop: threading.Event) -> Move | None:
        raise RuntimeError("engine exploded")


def test_a_game_runs_to_the_end_the_rules_give() -> None:
    # 6x6: White walks a1 up the a-file to Black's home row (Black shuffles far away).
    tree = GameTree.new(Position.from_efn("5B/6/6/6/6/W5 W"))
    white = Scripted("a1-a2", "a2-a3", "a3-a4", "a4-a5", "a5-a6")
    black = Scripted("f6-f5", "f5-f6", "f6-f5", "f5-f6", "f6-f5")
    moves: list[Node] = []
    ends: list[GameEnd] = []
    runner = GameRunner(tree, white, black, on_move=moves.append, on_end=ends.append)
    end = runner.run(timeout_s=10)
    assert end == GameEnd(Outcome(Color.WHITE, Termination.HOME_ROW)) and ends == [end]
    assert [n.move for n in moves] == tree.moves() and len(moves) == 10
    # Both players hear every move, their own too.
    assert white.told == black.told and [m for m, _ in white.told] == tree.moves()
    assert tree.tags["Result"] == "1-0"


def test_step_by_step_a_persons_move_goes_through_the_player() -> None:
    tree = GameTree.new(Position.start(8, 8))
    person = HumanPlayer()
    wakes: list[int] = []
    turns: list[Color] = []
    program = Scripted("h7-h6")
    runner = GameRunner(tree, person, program, on_turn=turns.append,
                        wakeup=lambda: wakes.append(1))
    runner.start()
    assert runner.waiting_for is Color.WHITE and person.turn is not None
    assert person.enter(parse_move(tree.position, "a2-a3"))
    assert not person.enter(parse_move(tree.position, "b2-b3"))  # not its turn any more
    # The answer waits for the runner's thread: nothing is played before poll.
    assert wakes == [1] and tree.moves() == []
    assert runner.poll()
    # The program answered at once too (its answer is queued): the next poll plays it.
    runner.poll()
    assert tree.moves() == [parse_move(Position.start(8, 8), "a2-a3"),
                            parse_move(tree.positions()[1], "h7-h6")]
    assert len(tree.moves()) == 2 and turns == [Color.WHITE, Color.BLACK, Color.WHITE]
    assert runner.waiting_for is Color.WHITE


def test_a_flag_falls_on_the_runners_clock() -> None:
    now = [0.0]
    tree = GameTree.new(Position.start(8, 8))
    tree.set_time_control(TimeControl.fischer(1000, 100))
    white, black = Scripted("a2-a3"), Silent()
    runner = GameRunner(tree, white, black, time_source=lambda: now[0])
    runner.start()
    runner.poll()
    assert runner.waiting_for is Color.BLACK
    assert tree.main_line_end().clock_ms == 1100  # the increment after White's move
    now[0] = 0.6
    assert runner.poll() and runner.time_to_flag_ms() == 400
    now[0] = 1.0
    assert not runner.poll()
    assert runner.ended == GameEnd(Outcome(Color.WHITE, Termination.TIME))
    assert tree.tags["Termination"] == "time"


def test_the_match_adjudicates_a_repetition_and_a_long_game() -> None:
    tree = GameTree.new(Position.start(8, 8))
    runner = GameRunner(tree, Scripted(*SHUFFLE[::2] * 3), Scripted(*SHUFFLE[1::2] * 3),
                        adjudication=Adjudication(repetition_draw=True))
    assert runner.run(10).outcome == Outcome(None, Termination.REPETITION)
    assert len(tree.moves()) == 8
    tree = GameTree.new(Position.start(8, 8))
    runner = GameRunner(tree, Scripted(*SHUFFLE[::2] * 3), Scripted(*SHUFFLE[1::2] * 3),
                        adjudication=Adjudication(max_plies=6))
    end = runner.run(10)
    assert end == GameEnd(Outcome(None, Termination.DRAW_AGREED),
                          adjudication="Drawn at the match's move limit (6 plies).")
    assert len(tree.moves()) == 6 and tree.tags["Termination"] == "draw-agreed"
    # The record says what happened, and reads back with it.
    again = GameTree.from_text(tree.to_text())
    assert again.result() == Outcome(None, Termination.DRAW_AGREED)
    assert again.main_line_end().comment == "Drawn at the match's move limit (6 plies)."


def test_resigning_failing_and_illegal_moves_end_the_game() -> None:
    tree = GameTree.new(Position.start(8, 8))
    assert GameRunner(tree, Scripted(), Silent()).run(10).outcome == Outcome(
        Color.BLACK, Termination.RESIGNATION)
    failing = Failing("boom")
    end = GameRunner(GameTree.new(Position.start(8, 8)), Scripted("a2-a3"), failing).run(10)
    failing.close()
    assert end == GameEnd(Outcome(Color.WHITE, Termination.RESIGNATION),
                          "boom: engine exploded", Color.BLACK,
                          "White wins: boom: engine exploded")

    class Illegal(Player):
        name = "illegal"

        def go(self, turn: Turn) -> None:
            turn.play(parse_move(Position.start(8, 8), "b2-b3"))  # White's, on Black's turn

    end = GameRunner(GameTree.new(Position.start(8, 8)), Scripted("a2-a3"), Illegal()).run(10)
    assert end.outcome == Outcome(Color.WHITE, Termination.RESIGNATION)
    assert end.failure == "illegal: played an illegal move (b2-b3)"


def test_an_answer_to_a_turn_given_up_is_ignored() -> None:
    tree = GameTree.new(Position.start(8, 8))
    person = HumanPlayer()
    runner = GameRunner(tree, person, Silent())
    runner.start()
    stale = person.turn
    assert stale is not None
    runner.pause()
    assert person.turn is None and runner.waiting_for is None
    stale.play(parse_move(tree.position, "a2-a3"))
    runner.poll()
    assert tree.moves() == []
    runner.resume()
    assert runner.waiting_for is Color.WHITE and person.turn is not stale


def test_heximinondas_repetition_loses_whatever_the_match_claims() -> None:
    # The one end rule: the rules' end comes before any adjudication.
    rules = Rules(variant=Variant.HEXIMINONDAS)
    tree = GameTree.new(Position.variant_start(Variant.HEXIMINONDAS), rules)
    end = GameRunner(tree, Shuffler(), Shuffler(),
                     adjudication=Adjudication(repetition_draw=True)).run(10)
    # Black's second return to the start made its third occurrence: Black lost.
    assert end.outcome == Outcome(Color.WHITE, Termination.REPETITION_LOSS)
    assert len(tree.moves()) == 8
    # Under the Epaminondas rules the same shuffle is a claimed draw.
    tree = GameTree.new(Position.start(8, 8))
    end = GameRunner(tree, Shuffler(), Shuffler(),
                     adjudication=Adjudication(repetition_draw=True)).run(10)
    assert end.outcome == Outcome(None, Termination.REPETITION) and len(tree.moves()) == 8


def test_two_engine_players_play_a_game_through_engine_processes() -> None:
    tree = GameTree.new(Position.start(6, 6))
    players = [EnginePlayer(level=1, limits=Limits(movetime_ms=50), seed=s, name=f"e{s}")
               for s in (1, 2)]
    try:
        end = GameRunner(tree, *players, adjudication=Adjudication(True, 60)).run(60)
    finally:
        for player in players:
            player.close()
    assert end.outcome is not None and end.failure is None
    assert tree.result() == end.outcome
    assert len(players[0].results) + len(players[1].results) == len(tree.moves())
    assert all(not p.client.running for p in players)


def test_an_engine_that_cannot_start_loses_the_game() -> None:
    player = EnginePlayer(EngineSpec("Nowhere", ("/nonexistent/engine",)))
    end = GameRunner(GameTree.new(Position.start(8, 8)), player, Silent()).run(10)
    player.close()
    assert end.failed is Color.WHITE and end.failure is not None
    assert end.failure.startswith("Nowhere: cannot start Nowhere")
    assert end.outcome == Outcome(Color.BLACK, Termination.RESIGNATION)


def test_a_side_changes_hands_in_mid_game() -> None:
    tree = GameTree.new(Position.start(8, 8))
    person, waiting = HumanPlayer(), Silent()
    turns: list[Color] = []
    runner = GameRunner(tree, person, waiting, on_turn=turns.append)
    runner.start()
    assert person.enter(parse_move(tree.position, "a2-a3"))
    runner.poll()
    assert turns == [Color.WHITE, Color.BLACK]
    # Black's silent program is replaced by one that answers: it is asked at once.
    runner.set_player(Color.BLACK, Scripted("h7-h6"))
    runner.poll()
    assert turns == [Color.WHITE, Color.BLACK, Color.BLACK, Color.WHITE]
    assert len(tree.moves()) == 2 and person.turn is not None


class Gated(ThreadPlayer):
    """Thinks on its own thread until its gate opens, then plays its first legal move."""

    def __init__(self) -> None:
        super().__init__("gated")
        self.gate = threading.Event()
        self.thinking = threading.Event()

    def think(self, turn: Turn, stop: threading.Event) -> Move | None:
        self.thinking.set()
        assert self.gate.wait(10)
        return legal_moves(turn.position, turn.rules)[0]


def test_step_by_step_nothing_waits_for_a_thinking_program() -> None:
    tree = GameTree.new(Position.start(8, 8))
    program = Gated()
    woken = threading.Event()
    runner = GameRunner(tree, program, Silent(), wakeup=woken.set)
    try:
        runner.start()
        assert program.thinking.wait(10)
        # The program thinks on its thread: poll returns at once, with nothing played.
        assert runner.poll() and tree.moves() == [] and not woken.is_set()
        program.gate.set()
        assert woken.wait(10)  # called from the program's thread
        assert runner.poll() and len(tree.moves()) == 1
        assert runner.waiting_for is Color.BLACK
    finally:
        program.gate.set()
        program.finish(5)


# -- what the window needs: take-backs, clocks that wait or are held, ends taken back -----


def test_a_move_after_a_take_back_becomes_the_main_line() -> None:
    now = [0.0]
    tree = GameTree.new(Position.start(8, 8))
    tree.set_time_control(TimeControl.fischer(60_000))
    person = HumanPlayer()
    runner = GameRunner(tree, person, Scripted("h7-h6", "g7-g6"), time_source=lambda: now[0])
    runner.start()
    now[0] = 5.0
    person.enter(parse_move(tree.position, "a2-a3"))
    runner.poll()
    runner.poll()
    old = tree.mainline()
    assert len(old) == 2 and runner.waiting_for is Color.WHITE
    # Back to the start: the person is asked there, the clocks as they were, waiting.
    tree.go(tree.root)
    runner.resume(restore_clock=True, at=tree.root)
    assert runner.taken_back and runner.at is tree.root and runner.waiting_for is Color.WHITE
    assert runner.clock is not None and not runner.clock.running
    now[0] = 30.0  # no time runs until the move
    person.enter(parse_move(tree.position, "b2-b3"))
    runner.poll()
    runner.poll()
    main = tree.mainline()
    assert [n.notation() for n in main] == ["b2-b3", "g7-g6"] and not runner.taken_back
    assert main[0].clock_ms == 60_000 and tree.root.children[1] is old[0]
    assert runner.clock.running and runner.waiting_for is Color.WHITE


def test_a_held_clock_stops_and_a_waiting_clock_starts_with_the_move() -> None:
    now = [0.0]
    tree = GameTree.new(Position.start(8, 8))
    tree.set_time_control(TimeControl.fischer(60_000))
    person, other = HumanPlayer(), HumanPlayer()
    runner = GameRunner(tree, person, other, time_source=lambda: now[0])
    clock = runner.clock
    assert clock is not None
    runner.start(clock_waits=True)
    assert not clock.running and runner.waiting_for is Color.WHITE
    now[0] = 10.0
    person.enter(parse_move(tree.position, "a2-a3"))
    runner.poll()
    assert tree.main_line_end().clock_ms == 60_000 and clock.running
    runner.hold_clock(True)  # paused, or a question asked
    now[0] = 20.0
    assert not clock.running and clock.remaining(Color.BLACK) == 60_000
    runner.hold_clock(False)
    now[0] = 21.0
    assert clock.remaining(Color.BLACK) == 59_000


def test_an_end_taken_back_lets_the_game_go_on() -> None:
    tree = GameTree.new(Position.start(8, 8))
    person = HumanPlayer()
    ends: list[GameEnd] = []
    runner = GameRunner(tree, person, Silent(), on_end=ends.append)
    runner.start()
    tree.resign(Color.WHITE)
    runner.resume()
    assert ends == [GameEnd(Outcome(Color.BLACK, Termination.RESIGNATION))]
    assert runner.waiting_for is None and person.turn is None
    tree.declare(None)
    runner.resume()
    assert runner.ended is None and runner.waiting_for is Color.WHITE
    assert person.turn is not None
