"""The game being played in the window: the game tree, its players, and the turn loop.

The history is one :class:`~..core.games.tree.GameTree`: the board shows its cursor. A
move made anywhere adds to the tree (a variation where the position already had a
continuation); nothing is ever lost. The computer plays only at the end of the main line;
"Take back" (undo) moves the cursor back to the human's turn, and a move played there
becomes the new main line (the old one stays as a variation), so a game against the
computer goes on.

The tree announces its changes; the session turns each into the window's signals once
(a move to animate, a jump, a state to redraw) and runs the turn loop after it. Edits of
variations, comments and tags are made on :attr:`GameSession.tree` directly. Qt-aware
but widget-free, so it is easy to drive from tests.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from ..core.ai.types import Limits, Score, SearchInfo, SearchRequest, SearchResult
from ..core.games.line import Line
from ..core.games.outcome import Outcome
from ..core.games.record import Node
from ..core.games.tree import Change, GameTree
from ..core.rules.position import Color, Move, Position, Rules
from ..core.study.analysis import rank_hints
from .clock_driver import ClockDriver
from .engine_runner import EngineRunner, Job, Purpose, SearchFunction
from .play_gate import PlayGate
from .players import EnginePlayer, Player, make_player
from .settings import GameSetup

HINT_MOVETIME_MS = 1000
HINT_LINES = 3


class GameSession(QObject):
    position_changed = Signal()
    """The shown position changed without an animated move (new game, undo, browsing)."""
    move_played = Signal(object, object, object)
    """(before, move, after): the cursor went one move on by a move just made; animate it."""
    state_changed = Signal()
    """Anything the labels, actions and the move list depend on changed."""
    game_over = Signal(object)
    """The game just ended (an Outcome) at the end of the main line."""
    thinking_changed = Signal(bool)
    ai_info = Signal(object)
    """SearchInfo of the AI's current move search."""
    hint_ready = Signal(object)
    """A list of suggested Moves, best first."""
    ai_failed = Signal(str)
    """The computer cannot play: its engine failed (a crash twice, or an engine that
    cannot start or refuses the game)."""
    engine_restarted = Signal(str)
    """The computer's engine died or stopped answering and a new one took over (the
    reason); the game goes on."""
    paused_changed = Signal(bool)
    """The computer was paused (it makes no move until it goes on) or goes on."""

    def __init__(self, search: SearchFunction | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setup = GameSetup()
        self.tree = GameTree.new(Position.start(14, 12))
        self._unsubscribe: Callable[[], None] = self.tree.subscribe(self._on_tree)
        self._shown: Node = self.tree.cursor
        """The node the window was last told about (a jump is a change of it)."""
        self.game_seed = random.getrandbits(31)
        """Drawn for each game: the computer's seeds for its two sides."""
        self.players: dict[Color, Player] = {}
        self.threads = 1
        """Search processes of the full-strength searches (level 8, hints): Preferences."""
        self._takeback: Node | None = None
        """Where the last undo left the cursor: a move played there replaces the main line."""
        self.hints: list[Move] = []
        self.hint_scores: list[Score] = []  # the search's score of each hint (motifs' win/loss)
        self.hint_index = -1
        self._hint_position: Position | None = None
        self._announced_over = False
        self.ai = EngineRunner(search=search, parent=self)
        self.ai.result.connect(self._on_result)
        self.ai.info.connect(self._on_info)
        self.ai.failed.connect(self._on_ai_failed)
        self.ai.restarted.connect(lambda _job, message: self.engine_restarted.emit(message))
        self.ai.busy_changed.connect(self._on_busy)
        self.min_move_ms = 0
        """A computer's move is shown no sooner than this after the move before it
        (Preferences: so that a game between computers can be followed by eye)."""
        self._last_move_at = time.monotonic()
        self._held: tuple[Node, Move] | None = None
        """A computer's move found sooner than :attr:`min_move_ms` allows: (where, move)."""
        self._hold_timer = QTimer(self)
        self._hold_timer.setSingleShot(True)
        # Precise: a coarse timer may fire up to 5 % early, showing a move too briefly.
        self._hold_timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._hold_timer.timeout.connect(self._play_held)
        self._paused = False
        self._stepping = False
        """Paused, but one move was asked for (Move now)."""
        self.clock = ClockDriver(parent=self)
        """The game's clocks (none without a time control: see docs/gui.md, Clocks)."""
        self.clock.flag_fell.connect(self._on_flag)
        self._clock_live = False
        """The clocks run (unless paused or over): from a new game's start and after each
        move; after opening a game or a take-back they wait for the next move."""
        self.gate = PlayGate(self)
        """Shut while the player is asked something: the computer and the clocks wait."""
        self.gate.opened.connect(self._continue)
        self._set_players(self.setup)

    # -- queries -----------------------------------------------------------------------

    @property
    def rules(self) -> Rules:
        return self.tree.rules

    @property
    def line(self) -> Line:
        """The line shown: from the start through the cursor on to the end of the line
        last visited (what the move counter and the review walk)."""
        return self.tree.shown_line()

    @property
    def shown_position(self) -> Position:
        return self.tree.position

    @property
    def view_ply(self) -> int:
        """Moves from the start to the position shown."""
        return self.tree.cursor.ply

    @property
    def browsing(self) -> bool:
        """Whether the line shown goes on after the position shown."""
        return self.tree.can_forward()

    @property
    def at_main_end(self) -> bool:
        return self.tree.cursor is self.tree.main_line_end()

    def player(self, color: Color) -> Player:
        return self.players[color]

    def is_computer(self, color: Color) -> bool:
        return not self.players[color].is_human

    @property
    def has_human(self) -> bool:
        return any(player.is_human for player in self.players.values())

    @property
    def human_vs_human(self) -> bool:
        return all(player.is_human for player in self.players.values())

    @property
    def computer_thinking(self) -> bool:
        """The computer is searching for its move, or holds the move it found until it
        may be shown (Move now would play it)."""
        current = self.ai.current
        return self._held is not None or (current is not None
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
        current = self.ai.current
        return current is not None and current.purpose is Purpose.HINT

    def outcome(self) -> Outcome | None:
        """How the game stands at the position shown."""
        return self.tree.outcome()

    def result(self) -> Outcome | None:
        """The game's result (at the end of the main line)."""
        return self.tree.result()

    def _computer_to_move(self) -> bool:
        """The computer is to move at the main line's end (wherever the user looks), and
        no take-back is pending (the user is about to play another move there)."""
        end = self.tree.main_line_end()
        return (
            self._takeback is None
            and self.tree.outcome(end) is None
            and self.is_computer(end.position.turn)
        )

    def human_to_move(self) -> bool:
        """Whether the user may enter a move on the shown position now: anywhere in the
        tree (a variation) except where the game has ended or the computer is to move."""
        if self.tree.outcome() is not None:
            return False
        if self.at_main_end and self.is_computer(self.shown_position.turn):
            return False
        return not (self.ai.busy and self.at_main_end)

    def can_undo(self) -> bool:
        """Back to the previous position where a human is to move (or a resignation or
        draw taken back)."""
        if not self.has_human:
            return False
        if self.tree.declared is not None and self.at_main_end:
            return True
        return self._undo_target() is not None

    def _undo_target(self) -> Node | None:
        node = self.tree.cursor.parent
        while node is not None and self.is_computer(node.position.turn):
            node = node.parent
        return node

    def can_redo(self) -> bool:
        return self.tree.can_forward() and self.has_human

    def can_continue_here(self) -> bool:
        """Whether "Continue from here against the computer" would change anything."""
        return (
            not self.human_vs_human
            and not self.at_main_end
            and self.tree.outcome() is None
        )

    # -- the game and its players ------------------------------------------------------

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
        """Show and continue ``tree`` with these players, at the end of its main line."""
        self._stop_computer()
        self._unsubscribe()
        self.setup = setup
        self.tree = tree
        self.game_seed = random.getrandbits(31)
        self._set_players(setup)
        self._takeback = None
        self._last_move_at = time.monotonic()
        self._set_paused(False)
        # A game that is already over (an opened record) did not "just end": no box.
        self._announced_over = tree.result() is not None
        self._unsubscribe = tree.subscribe(self._on_tree)
        end = tree.main_line_end()
        # A game from its start runs its clock from the moment it is shown; an opened
        # game's clocks show its last recorded times and wait for the next move.
        self.clock.reset(tree.time_control, tree.clock_times(end), end.position.turn)
        self._clock_live = end.parent is None
        tree.go(end)  # announced: the window shows it, the turn loop runs

    def wait_for_first_move(self) -> None:
        """The clocks wait for the game's next move instead of running from now (the game
        a window opens with: the player may first be asked to resume or to take lessons)."""
        self._restore_clock(self.tree.main_line_end())  # not a millisecond used
        self._update_clock()

    def _set_players(self, setup: GameSetup) -> None:
        self.players = {color: make_player(spec, color, self.game_seed)
                        for color, spec in ((Color.WHITE, setup.white),
                                            (Color.BLACK, setup.black))}

    # -- the tree's changes and the turn loop ------------------------------------------

    def _on_tree(self, change: Change, cursor: Node) -> None:
        shown, self._shown = self._shown, cursor
        if self._held is not None and self._held[0] is not self.tree.main_line_end():
            self._drop_held()  # the game went on or back without the held move
        if change is Change.MOVED and cursor.parent is not None and cursor.move is not None:
            self.clear_hint()
            self.move_played.emit(cursor.parent.position, cursor.move, cursor.position)
            self._last_move_at = time.monotonic()  # shown now: the next one waits from here
        elif cursor is not shown:
            self.clear_hint()
            self.position_changed.emit()
        self.state_changed.emit()
        self._continue()

    def _continue(self) -> None:
        """After any change: announce the end, or let the computer move if it is its turn."""
        self._update_clock()
        result = self.tree.result()
        if result is not None:
            if not self._announced_over and self.at_main_end:
                self._announced_over = True
                self._stop_computer()
                self.state_changed.emit()
                self.game_over.emit(result)
            return
        self._announced_over = False
        waiting = self._held is not None or (self._paused and not self._stepping)
        if (self._computer_to_move() and not self.ai.busy and not waiting
                and not self.gate.shut()):
            line = self.tree.main_line()
            player = self.players[line.position.turn]
            assert isinstance(player, EnginePlayer)
            request = player.request(line, self.threads, self.clock.search_limits())
            self.ai.start(request, purpose=Purpose.MOVE, engine=player.engine)

    def play(self, move: Move) -> None:
        """Play a move entered on the board at the position shown. After a take-back it
        replaces the main line (the old line stays as a variation); anywhere else off the
        main line's end it makes (or follows) a variation."""
        here = self.tree.cursor
        takeback = self._takeback is here and here.is_main_line() and bool(here.children)
        clock_ms = None
        if self.at_main_end or takeback:
            self._stop_computer()
            clock_ms = self._press(here)
            if self.tree.result() is not None:
                return  # the mover's flag fell first
        self._takeback = None
        self.tree.play(move, main_line=takeback, clock_ms=clock_ms)

    def continue_here(self) -> int:
        """Make the position shown the main line's end and let the computer play on from it.
        Returns how many moves after it were removed (the caller asks first if any)."""
        self._stop_computer()
        self._takeback = None
        self._restore_clock(self.tree.cursor)
        return sum(node.count() for node in self.tree.make_main_line_end())

    def undo(self) -> None:
        """Take back: back to the previous position where a human is to move. The moves
        stay in the tree; a different move played there becomes the main line."""
        if not self.can_undo():
            return
        if self.tree.declared is not None and self.at_main_end:
            # Take back the resignation, draw or flag fall only, not a move.
            self._stop_computer()
            self._restore_clock(self.tree.main_line_end())
            self.tree.declare(None)
            return
        target = self._undo_target()
        assert target is not None
        if self.at_main_end:
            self._stop_computer()
        self._takeback = target
        self._restore_clock(target)
        self.tree.go(target)

    def redo(self) -> None:
        """On along the line last visited, past the computer's replies."""
        if not self.can_redo():
            return
        line = self.tree.line()
        index = self.view_ply + 1
        while index + 1 < len(line) and self.is_computer(line[index].position.turn):
            index += 1
        if line[index] is self.tree.main_line_end():
            self._clear_takeback()
        self.tree.go(line[index])

    def go_to(self, node: Node) -> None:
        """Show ``node`` (a click in the move list)."""
        if node is self.tree.cursor or node.root() is not self.tree.root:
            return
        self._clear_takeback()
        self.tree.go(node)

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
        self._stop_computer()
        self._takeback = None
        self.tree.resign(color)

    def agree_draw(self) -> None:
        if self.tree.result() is not None:
            return
        self._stop_computer()
        self._takeback = None
        self.tree.agree_draw()

    def claim_draw(self) -> None:
        if not self.tree.can_claim_draw(self.tree.main_line_end()):
            return
        self._stop_computer()
        self._takeback = None
        self.tree.claim_draw()

    def move_now(self) -> None:
        """The computer plays now: its best move so far, the move it holds, or (paused)
        one move of its own."""
        if self._held is not None:
            self._hold_timer.stop()
            self._play_held()
        elif self.ai.busy:
            self.ai.stop_now()
        elif self.can_step():
            self._stepping = True
            self._continue()

    def set_paused(self, paused: bool) -> None:
        """Pause the computer (its search is stopped and made again when it goes on) or
        let it go on."""
        if paused and not self.can_pause():
            paused = False
        if paused == self._paused:
            return
        if paused:
            self._stop_computer()
        self._set_paused(paused)
        self.state_changed.emit()
        self._continue()

    def _set_paused(self, paused: bool) -> None:
        self._stepping = False
        if paused != self._paused:
            self._paused = paused
            self.paused_changed.emit(paused)

    # -- the clocks ----------------------------------------------------------------------

    def _update_clock(self) -> None:
        """Run the clocks while the game goes on and a move is awaited; stop them while
        paused, while a computer's move is held for watching, and at the end."""
        self.clock.set_running(self._clock_live and not self._paused and self._held is None
                               and not self.gate.held and self.tree.result() is None)

    def _press(self, here: Node) -> int | None:
        """A move is made at ``here`` (the game's current position): the mover's clock to
        record. If the mover's time had run out the game ends on time instead."""
        if not self.clock.enabled:
            return None
        if self._takeback is not None and self._takeback is not here:
            self._restore_clock(here)  # browsed back to the end after a take-back
        recorded = self.clock.press(here.position.turn)
        self._clock_live = recorded is not None
        return recorded

    def _restore_clock(self, node: Node) -> None:
        """The game goes back to ``node`` (take-back): its clocks, waiting for a move."""
        self._clock_live = False
        self.clock.restore(self.tree.clock_times(node), node.position.turn)

    def _clear_takeback(self) -> None:
        """No move will be played at the take-back's position: the game goes on at the
        main line's end, with its clocks."""
        if self._takeback is not None:
            self._takeback = None
            self._restore_clock(self.tree.main_line_end())

    def _on_flag(self, color: Color) -> None:
        """``color``'s clock ran out: the game ends on time (its search stops)."""
        if self.tree.result() is not None:
            return
        self._stop_computer()
        self._takeback = None
        self.tree.flag(color)

    def _stop_computer(self) -> None:
        """Stop the computer's search and forget a move it holds (the game changed)."""
        self.ai.cancel()
        self._stepping = False
        self._drop_held()

    def _drop_held(self) -> None:
        if self._held is not None:
            self._held = None
            self._hold_timer.stop()
            self.thinking_changed.emit(self.ai.busy)

    def shutdown(self) -> None:
        self.ai.shutdown()

    # -- hints -------------------------------------------------------------------------

    def request_hint(self) -> None:
        """Ask the AI for the best moves here; asking again cycles through them."""
        pos = self.shown_position
        if self.hints and self._hint_position == pos:
            self.hint_index = (self.hint_index + 1) % len(self.hints)
            self.hint_ready.emit(self.hints)
            return
        if self.tree.outcome() is not None or self.ai.current is not None:
            return  # the computer is busy: with its move, or already with this hint
        self._hint_position = pos
        line = self.tree.line_to()
        request = SearchRequest(line.start, line.moves, Limits(movetime_ms=HINT_MOVETIME_MS),
                                line.rules, multipv=HINT_LINES, threads=self.threads)
        self.ai.start(request, purpose=Purpose.HINT)

    @property
    def current_hint(self) -> Move | None:
        if 0 <= self.hint_index < len(self.hints):
            return self.hints[self.hint_index]
        return None

    def clear_hint(self) -> None:
        if self.hint_pending:
            self.ai.cancel()
        self.hints, self.hint_scores = [], []
        self.hint_index = -1
        self._hint_position = None

    # -- the engine's answers ----------------------------------------------------------

    def _on_busy(self, busy: bool) -> None:
        self.thinking_changed.emit(busy)
        self.state_changed.emit()

    def _on_ai_failed(self, job: Job, message: str) -> None:
        if job.purpose is Purpose.MOVE:
            # The computer cannot move: its clock stops rather than run out while the
            # player is told and chooses how to go on.
            self.clock.set_running(False)
        self.ai_failed.emit(message)

    def _on_info(self, job: Job, info: object) -> None:
        if job.purpose is Purpose.MOVE and isinstance(info, SearchInfo):
            self.ai_info.emit(info)

    def _on_result(self, job: Job, result: SearchResult) -> None:
        if job.purpose is Purpose.HINT:
            if job.position != self.shown_position:
                return
            # Ranked as the analysis ranks its lines: each move once, best first.
            ranked = rank_hints(job.position, result)
            moves = [hint.move for hint in ranked]
            self.hints, self.hint_scores = moves, [hint.score for hint in ranked]
            self.hint_index = 0 if moves else -1
            self.hint_ready.emit(moves)
            self._continue()
            return
        end = self.tree.main_line_end()
        if job.position != end.position or result.best_move is None:
            return
        if not self._computer_to_move():
            return  # a take-back or an end since the search began: not wanted any more
        wait_ms = self.min_move_ms - (time.monotonic() - self._last_move_at) * 1000
        if wait_ms > 0 and not self._stepping:
            # Found sooner than it may be shown: held (still "thinking") until it may.
            self._held = (end, result.best_move)
            self._update_clock()  # its clock stops: the wait is for the eye, not its time
            self._hold_timer.start(int(wait_ms) + 1)
            self.thinking_changed.emit(True)
            self.state_changed.emit()  # Move now may show it at once
            return
        self._play_computer_move(end, result.best_move)

    def _play_held(self) -> None:
        held, self._held = self._held, None
        if held is None:
            return
        end, move = held
        if end is self.tree.main_line_end() and self._computer_to_move():
            self._play_computer_move(end, move)
        self.thinking_changed.emit(self.ai.busy)

    def _play_computer_move(self, end: Node, move: Move) -> None:
        self._stepping = False
        clock_ms = self._press(end)
        if self.tree.result() is not None:
            return  # its flag fell first
        if self.at_main_end:
            self.tree.play(move, clock_ms=clock_ms)
        else:
            # The user is looking elsewhere: the move joins the main line, the board stays.
            self.tree.add(end, move, clock_ms=clock_ms)
