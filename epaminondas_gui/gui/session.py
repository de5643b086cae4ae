"""The game being played in the window: the game tree, its players, and the Qt side of
the turn loop.

The turn loop is the core's :class:`~..core.games.runner.GameRunner` (one per game): it
asks the player to move, presses the clock and ends the game by its one end rule. The
session is its Qt adapter: a person's board move goes to the side's
:class:`~..core.games.players.HumanPlayer`, a computer is an
:class:`~.players.EnginePlayer` searching through the window's :class:`EngineRunner`; the
runner's answers are polled on the GUI thread, its clock's flag by a timer
(:class:`ClockDriver`). What stays here is the window's: signals, pause and Move now, the
time a computer's move is held so that it can be followed by eye, hints, and the
:class:`PlayGate` (no computer starts, no clock runs, while the player is asked something).

The history is one :class:`~..core.games.tree.GameTree`: the board shows its cursor. A
move made anywhere adds to the tree (a variation where the position already had a
continuation); nothing is ever lost. The computer plays only where the game goes on (the
main line's end); "Take back" (undo) moves the game back to the human's turn, and a move
played there becomes the new main line (the old one stays as a variation). Edits of
variations, comments and tags are made on :attr:`GameSession.tree` directly; the session
hears them and lets the runner go on from the new end. Qt-aware but widget-free, so it is
easy to drive from tests (tests/gui/game/test_session.py).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from ..core.ai.types import Score, SearchInfo, SearchResult
from ..core.games.players import HumanPlayer, Turn
from ..core.games.record import Node
from ..core.games.runner import GameEnd, GameRunner
from ..core.games.tree import Change, GameTree
from ..core.rules.movegen import legal_moves
from ..core.rules.position import Color, Move, Position, Rules
from .clock_driver import ClockDriver
from .engine_runner import EngineRunner, Job, Purpose, SearchFunction
from .game.hints import HintSearch
from .game.move_hold import MoveHold
from .game.session_queries import SessionQueries
from .play_gate import PlayGate
from .players import EnginePlayer, make_player
from .settings import GameSetup


class GameSession(QObject, SessionQueries):
    position_changed = Signal()
    """The shown position changed without an animated move (new game, undo, browsing)."""
    move_played = Signal(object, object, object)
    """(before, move, after): the cursor went one move on by a move just made; animate it."""
    state_changed = Signal()
    """Anything the labels, actions and the move list depend on changed: told once per
    step of the game (a computer's move: its search ended, the move played, the next
    search began), at the step's end (see :meth:`_batch`)."""
    game_over = Signal(object)
    """The game just ended (an Outcome) at the end of the main line."""
    thinking_changed = Signal(bool)
    ai_info = Signal(object)
    """SearchInfo of the AI's current move search."""
    ai_failed = Signal(str)
    """The computer cannot play: its engine failed (a crash twice, or an engine that
    cannot start or refuses the game)."""
    engine_restarted = Signal(str)
    """The computer's engine died or stopped answering and a new one took over (the
    reason); the game goes on."""
    paused_changed = Signal(bool)
    """The computer was paused (it makes no move until it goes on) or goes on."""
    _wakeup = Signal()
    """From any thread: a player answered; the runner is polled on the GUI thread."""

    def __init__(self, search: SearchFunction | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setup = GameSetup()
        self.tree = GameTree.new(Position.start(14, 12))
        self._unsubscribe: Callable[[], None] = self.tree.subscribe(self._on_tree)
        self._shown: Node = self.tree.cursor
        """The node the window was last told about (a jump is a change of it)."""
        self.game_seed = random.getrandbits(31)
        """Drawn for each game: the computer's seeds for its two sides."""
        self.threads = 1
        """Search processes of the full-strength searches (level 8, hints): Preferences."""
        self.ai = EngineRunner(search=search, parent=self)
        self.hint = HintSearch(self.ai, lambda: self.threads, self)
        self.hint_ready = self.hint.ready
        """A list of suggested Moves, best first."""
        self.ai.result.connect(self._on_result)
        self.ai.info.connect(self._on_info)
        self.ai.failed.connect(self._on_ai_failed)
        self.ai.restarted.connect(lambda _job, message: self.engine_restarted.emit(message))
        self.ai.busy_changed.connect(self._on_busy)
        self.hold = MoveHold(self)
        """A computer's move found sooner than it may be shown (Preferences)."""
        self.hold.ready.connect(self._answer)
        self._paused = False
        self._stepping = False
        """Paused, but one move was asked for (Move now)."""
        self._failed: Turn | None = None
        """The turn whose engine failed: its clock waits while the player chooses."""
        self._end_pending = False
        """The game ended while the user looked elsewhere: announced at the main line's end."""
        self._loading = False
        self._depth = 0
        """How deep the session is in its own calls of the runner (see :meth:`_driving`)."""
        self._batching = 0
        self._dirty = False
        """A change to tell with ``state_changed`` at the end of the batch."""
        self._flush = QTimer(self)
        self._flush.setSingleShot(True)
        self._flush.setInterval(0)
        self._flush.timeout.connect(self._tell_changed)
        self.clock = ClockDriver(parent=self)
        """The game's clocks (none without a time control: see docs/gui.md, Clocks)."""
        self.clock.due.connect(self._poll)
        self.gate = PlayGate(self)
        """Shut while the player is asked something: the computer and the clocks wait."""
        self.gate.opened.connect(self._wake)
        self._wakeup.connect(self._poll, Qt.ConnectionType.QueuedConnection)
        self.runner = self._make_runner(self.tree, self.setup)
        """The turn loop of the game (started by :meth:`load_tree`)."""

    # -- queries -----------------------------------------------------------------------

    @property
    def computer_thinking(self) -> bool:
        """The computer is searching for its move, or holds the move it found until it
        may be shown (Move now would play it)."""
        current = self.ai.current
        return self.hold.held is not None or (current is not None
                                              and current.purpose is Purpose.MOVE)

    @property
    def paused(self) -> bool:
        """The computer makes no move until it goes on (Move now plays one)."""
        return self._paused

    def can_pause(self) -> bool:
        """Whether pausing means anything: a computer plays in a game still going on."""
        return not self.human_vs_human and self.tree.result() is None

    def can_step(self) -> bool:
        """Paused with the computer to move: Move now plays one of its moves."""
        return self._paused and self._computer_to_move() and not self.ai.busy

    @property
    def hint_pending(self) -> bool:
        return self.hint.pending

    def _computer_to_move(self) -> bool:
        """A computer is to move where the game goes on (wherever the user looks)."""
        at = self.runner.at
        return self.tree.outcome(at) is None and self.is_computer(at.position.turn)

    def _engines(self) -> list[EnginePlayer]:
        return [p for p in self.runner.players.values() if isinstance(p, EnginePlayer)]

    # -- the game and its players ------------------------------------------------------

    def configure(self, *, threads: int, min_move_ms: int) -> None:
        """Preferences: the search processes of the full-strength searches and hints, and
        how long a computer's move waits at least after the move before it."""
        self.threads = threads
        self.hold.min_move_ms = min_move_ms

    def new_game(self, setup: GameSetup) -> None:
        self.load_tree(self.fresh_tree(setup.start(), setup.rules(), setup), setup)

    def start_from(self, position: Position, rules: Rules, setup: GameSetup) -> None:
        """A new game from any position (the position editor's "Play from here")."""
        self.load_tree(self.fresh_tree(position, rules, setup), setup)

    @staticmethod
    def fresh_tree(start: Position, rules: Rules, setup: GameSetup) -> GameTree:
        """A new game: it carries the day it was started (a loaded one keeps its own, or
        none) and the setup's time control."""
        tree = GameTree.new(start, rules)
        tree.set_tag("Date", time.strftime("%Y.%m.%d"))
        tree.set_time_control(setup.time_control)
        tree.mark_saved()
        return tree

    def load_tree(self, tree: GameTree, setup: GameSetup) -> None:
        """Show and continue ``tree`` with these players, at the end of its main line. A
        game from its start runs its clock from the moment it is shown; an opened game's
        clocks show its last recorded times and wait for the next move."""
        old = self.runner
        old.on_end = None
        old.abort("another game")  # its players' turns are cancelled
        self._drop_held()
        self._unsubscribe()
        self.setup = setup
        self.tree = tree
        self.game_seed = random.getrandbits(31)
        self.hold.shown()
        self._set_paused(False)
        self._failed = None
        self._end_pending = False
        self._unsubscribe = tree.subscribe(self._on_tree)
        self.runner = self._make_runner(tree, setup)
        end = tree.main_line_end()
        with self._driving():
            tree.go(end)  # announced: the window shows it
            # A game that is already over (an opened record) did not "just end": no box.
            self._loading = True
            try:
                self.runner.start(clock_waits=end.parent is not None)
            finally:
                self._loading = False

    def _make_runner(self, tree: GameTree, setup: GameSetup) -> GameRunner:
        white, black = (make_player(spec, color, self.game_seed, runner=self.ai,
                                    threads=lambda: self.threads,
                                    may_search=self._may_search, found=self._found)
                        for color, spec in ((Color.WHITE, setup.white),
                                            (Color.BLACK, setup.black)))
        runner = GameRunner(tree, white, black, on_end=self._on_end,
                            wakeup=self._wakeup.emit, time_source=self.clock.time_source)
        self.clock.attach(runner.clock)
        return runner

    # -- driving the runner ------------------------------------------------------------

    @contextmanager
    def _driving(self) -> Iterator[None]:
        """The session calls the runner (or edits the tree and then tells it): the tree's
        changes meanwhile are its own, and the clocks are brought up to date after."""
        with self._batch():
            self._depth += 1
            try:
                yield
            finally:
                self._depth -= 1
                if self._depth == 0:
                    self._after()

    @contextmanager
    def _batch(self) -> Iterator[None]:
        """The changes made inside are told with one ``state_changed``, at the end: the
        window, the move list and the menus refresh once per step, not once per change."""
        self._batching += 1
        try:
            yield
        finally:
            self._batching -= 1
            if self._batching == 0:
                self._tell_changed()

    def _changed(self) -> None:
        """Something the listeners show changed: told now, or at the end of the batch."""
        self._dirty = True
        if self._batching == 0:
            self._tell_changed()

    def _tell_changed(self) -> None:
        if self._dirty and self._batching == 0:
            self._dirty = False
            self.state_changed.emit()

    def _after(self) -> None:
        """After the runner acted: forget a held move it no longer waits for, hold or run
        the clock, and show it."""
        runner = self.runner
        held = self.hold.held
        if held is not None and held[0] is not runner.turn:
            self.hold.drop()
            self.thinking_changed.emit(self.ai.busy)
        if runner.ended is None:
            self._end_pending = False
        failed = self._failed is not None and self._failed is runner.turn
        runner.hold_clock(self._paused or self.hold.held is not None or self.gate.held
                          or failed)
        self.clock.sync()

    def _poll(self) -> None:
        """A player answered, or a flag may have fallen: the runner plays on."""
        if self.runner.started:
            with self._driving():
                self.runner.poll()

    def _check_game(self) -> None:
        """The tree was edited behind the runner (a variation promoted, moves deleted, an
        end declared or taken back): it goes on from the game's new end."""
        runner = self.runner
        if not runner.started:
            return
        if runner.taken_back and runner.at.root() is not self.tree.root:
            runner.resume(restore_clock=True)
            return
        ended = runner.ended
        if ended is not None:
            if ended.outcome is not None and self.tree.outcome(runner.at) is None:
                runner.resume(restore_clock=True)  # the end was taken back
            return
        turn, at = runner.turn, runner.at
        if turn is None:
            runner.poll()  # an answer waits
        elif (self.tree.outcome(at) is not None or turn.position != at.position
              or turn.moves != tuple(self.tree.moves(at))):
            runner.resume(restore_clock=True)

    def _on_end(self, _end: GameEnd) -> None:
        self._stepping = False
        if not self._loading:
            self._end_pending = True
            self._announce()

    def _announce(self) -> None:
        if self._end_pending and self.at_main_end:
            result = self.tree.result()
            self._end_pending = False
            if result is not None:
                self._dirty = False  # told now, before the game-over box
                self.state_changed.emit()
                self.game_over.emit(result)

    # -- the tree's changes ------------------------------------------------------------

    def _on_tree(self, change: Change, cursor: Node) -> None:
        shown, self._shown = self._shown, cursor
        if change is Change.MOVED and cursor.parent is not None and cursor.move is not None:
            self.clear_hint()
            self.move_played.emit(cursor.parent.position, cursor.move, cursor.position)
            self.hold.shown()
        elif cursor is not shown:
            self.clear_hint()
            self.position_changed.emit()
        self._changed()
        if self._depth == 0:
            with self._driving():
                self._check_game()
        self._announce()

    # -- the person's moves and commands -----------------------------------------------

    def play(self, move: Move) -> None:
        """Play a move entered on the board at the position shown. Where the game goes on
        it is the person's move of the game (through their player; after a take-back it
        replaces the main line, the old line staying as a variation); anywhere else it
        makes (or follows) a variation."""
        here = self.tree.cursor
        runner = self.runner
        with self._driving():
            if runner.taken_back and here is self.tree.main_line_end():
                runner.resume(restore_clock=True)  # browsed on to the end after a take-back
            player = runner.player(here.position.turn)
            if (here is runner.at and isinstance(player, HumanPlayer)
                    and player.turn is not None):
                if all(child.move != move for child in here.children) and (
                        move not in legal_moves(here.position, self.rules)):
                    raise ValueError("illegal move")
                player.enter(move)
                runner.poll()
                return
            self.tree.play(move)
            self._check_game()  # played where the runner waits for a computer: it asks again

    def continue_here(self) -> int:
        """Make the position shown the main line's end and let the computer play on from it.
        Returns how many moves after it were removed (the caller asks first if any)."""
        with self._driving():
            removed = sum(node.count() for node in self.tree.make_main_line_end())
            self.runner.resume(restore_clock=True)
        return removed

    def undo(self) -> None:
        """Take back: back to the previous position where a human is to move. The moves
        stay in the tree; a different move played there becomes the main line."""
        if not self.can_undo():
            return
        with self._driving():
            if self.tree.declared is not None and self.at_main_end:
                # Take back the resignation, draw or flag fall only, not a move.
                self.tree.declare(None)
                self.runner.resume(restore_clock=True)
                return
            target = self._undo_target()
            assert target is not None
            self.tree.go(target)
            if target.is_main_line():
                self.runner.resume(restore_clock=True, at=target)

    def redo(self) -> None:
        """On along the line last visited, past the computer's replies."""
        if not self.can_redo():
            return
        line = self.tree.line()
        index = self.view_ply + 1
        while index + 1 < len(line) and self.is_computer(line[index].position.turn):
            index += 1
        with self._driving():
            if line[index] is self.tree.main_line_end():
                self._clear_takeback()
            self.tree.go(line[index])

    def go_to(self, node: Node) -> None:
        """Show ``node`` (a click in the move list)."""
        if node is self.tree.cursor or node.root() is not self.tree.root:
            return
        with self._driving():
            self._clear_takeback()
            self.tree.go(node)

    def _clear_takeback(self) -> None:
        """No move will be played at the take-back's position: the game goes on at the
        main line's end, with its clocks."""
        if self.runner.taken_back:
            self.runner.resume(restore_clock=True)

    def browse(self, ply: int) -> None:
        """Show the position after ``ply`` moves of the line shown (0 = the start)."""
        line = self.tree.line()
        node = line[min(max(ply, 0), len(line) - 1)]
        if node is not self.tree.cursor:
            self.tree.go(node)

    def step_variation(self, step: int) -> bool:
        """To the previous (-1) or next (+1) alternative of the move shown."""
        return self.tree.sibling(step)

    def resign(self) -> None:
        """The human side resigns (the side to move when both are human)."""
        if self.tree.result() is not None:
            return
        turn = self.tree.main_line_end().position.turn
        color = turn if self.human_vs_human or not self.is_computer(turn) else turn.other
        self._declare(lambda: self.tree.resign(color))

    def agree_draw(self) -> None:
        if self.tree.result() is None:
            self._declare(self.tree.agree_draw)

    def claim_draw(self) -> None:
        if self.tree.can_claim_draw(self.tree.main_line_end()):
            self._declare(self.tree.claim_draw)

    def _declare(self, end: Callable[[], None]) -> None:
        """An end declared in the tree at the main line's end; the runner ends the game by
        it (a take-back pending is given up)."""
        with self._driving():
            end()
            self.runner.resume()

    def move_now(self) -> None:
        """The computer plays now: its best move so far, the move it holds, or (paused)
        one move of its own."""
        if self.hold.held is not None:
            self.hold.release()
        elif self.ai.busy:
            self.ai.stop_now()
        elif self.can_step():
            self._stepping = True
            self._wake()

    def set_paused(self, paused: bool) -> None:
        """Pause the computer (its search is stopped and made again when it goes on) or
        let it go on."""
        if paused and not self.can_pause():
            paused = False
        if paused == self._paused:
            return
        self._set_paused(paused)
        if paused:
            self._drop_held()
            for player in self._engines():
                player.hold()
        self._changed()
        self._wake()

    def _set_paused(self, paused: bool) -> None:
        self._stepping = False
        if paused != self._paused:
            self._paused = paused
            self.paused_changed.emit(paused)

    def shutdown(self) -> None:
        self.runner.on_end = None
        self.ai.shutdown()

    def begin_shutdown(self) -> None:
        """Tell the engines to end, without waiting (the window closes)."""
        self.ai.begin_shutdown()

    # -- the computer's moves ----------------------------------------------------------

    def _may_search(self) -> bool:
        """Whether a computer may start its search now."""
        if self._paused and not self._stepping:
            return False
        return self.hold.held is None and not self.ai.busy and not self.gate.shut()

    def _wake(self) -> None:
        """Something that kept the computer waiting is over: a turn asked may start."""
        with self._driving():
            for player in self._engines():
                player.wake()

    def _found(self, turn: Turn, move: Move) -> None:
        """A computer's move: played now, or held until it may be shown."""
        stepping, self._stepping = self._stepping, False
        if self.hold.offer(turn, move, at_once=stepping):
            self._after()  # its clock stops: the wait is for the eye, not its time
            self.thinking_changed.emit(True)
            self._changed()  # Move now may show it at once

    def _answer(self, turn: Turn, move: Move) -> None:
        turn.play(move)
        self._poll()
        self.thinking_changed.emit(self.ai.busy)

    def _drop_held(self) -> None:
        """Forget the move held (paused): its player is asked again when it goes on."""
        turn = self.hold.drop()
        if turn is None:
            return
        player = self.runner.player(turn.color)
        if turn is self.runner.turn and isinstance(player, EnginePlayer):
            player.go(turn)
        self.thinking_changed.emit(self.ai.busy)

    # -- hints -------------------------------------------------------------------------

    def request_hint(self) -> None:
        """Ask the AI for the best moves here; asking again cycles through them."""
        self.hint.request(self.tree.line_to(), over=self.tree.outcome() is not None)

    @property
    def hints(self) -> list[Move]:
        return self.hint.moves

    @property
    def hint_scores(self) -> list[Score]:
        return self.hint.scores

    @property
    def hint_index(self) -> int:
        return self.hint.index

    @property
    def current_hint(self) -> Move | None:
        return self.hint.current

    def clear_hint(self) -> None:
        self.hint.clear()

    # -- the engine's answers ----------------------------------------------------------

    def _on_busy(self, busy: bool) -> None:
        self.thinking_changed.emit(busy)
        if not busy:
            self._wake()  # a hint ended: the computer's turn may start
        self._dirty = True
        if self._batching == 0:
            # A search's end comes just before its result, which is told with it (the
            # result's batch); after a cancel, with nothing to follow, it is told soon.
            self._flush.start()

    def _on_ai_failed(self, job: Job, message: str) -> None:
        with self._batch():
            if any(player.take_failure(job) for player in self._engines()):
                # The computer cannot move: its clock stops rather than run out while the
                # player is told and chooses how to go on.
                self._failed = self.runner.turn
                self._after()
        self.ai_failed.emit(message)

    def _on_info(self, job: Job, info: object) -> None:
        if job.purpose is Purpose.MOVE and isinstance(info, SearchInfo):
            self.ai_info.emit(info)

    def _on_result(self, job: Job, result: SearchResult) -> None:
        with self._batch():  # the search's end, its move and the next search: one change
            if job.purpose is not Purpose.HINT:
                for player in self._engines():
                    if player.take_result(job, result):
                        break
                return
            self.hint.take_result(job, result, self.shown_position)
            self._wake()
