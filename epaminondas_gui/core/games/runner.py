"""The game runner: the one turn loop of a game, for the window and for matches alike.

Modelled on Cute Chess's ``ChessGame``: the runner owns the loop over a :class:`GameTree`
(moves are played at the end of its main line), asks the player to move through a
:class:`~.players.Turn` (:meth:`Player.go`), tells both players every move made, presses
the clock, and ends the game by one rule (:meth:`GameRunner.end_of_game`): the rules'
verdict on the board and a declared end (resignation, a flag fall), then, if the match
asks for them, its adjudications (a draw claimed at threefold repetition, a draw at a move
limit; a player that fails loses). What happens is reported through plain callbacks; no Qt.

Two ways to drive it:

- **step by step** from an event loop (the window): :meth:`GameRunner.start`, then
  :meth:`GameRunner.poll` whenever ``wakeup`` is called (from any thread: a player has
  answered) or :meth:`GameRunner.time_to_flag_ms` has passed. Nothing there blocks;
  callbacks run on the thread that calls ``start``/``poll``.
- **blocking** (a match): :meth:`GameRunner.run` waits for the answers itself.

A person's move arrives like an engine's: the window hands it to its
:class:`~.players.HumanPlayer` (``enter``), which answers the turn. From an event loop::

    runner = GameRunner(tree, person, engine, on_move=..., on_end=...,
                        wakeup=lambda: post_to_loop(runner.poll))  # any thread
    runner.start()                  # after any start-up question is answered
    person.enter(move); runner.poll()           # a move on the board
    tree.resign(color); runner.resume()         # any edit of the tree: undo, a draw
    runner.resume(restore_clock=True, at=node)  # take-back to ``node``: its clocks
    # and a timer at runner.time_to_flag_ms() that calls runner.poll()

The window's own needs: a take-back (``resume(at=node)``) makes the game go on from a
position on the main line before its end, and the move played there becomes the new main
line (the old one stays a variation); ``clock_waits`` lets the clocks wait for the next
move (an opened game, a take-back); :meth:`GameRunner.hold_clock` stops the clock while
nobody may move (the window's pause, a question asked, a move held for the eye).
"""

from __future__ import annotations

import contextlib
import queue
import time
from collections.abc import Callable
from dataclasses import dataclass

from ..rules.notation import move_to_text
from ..rules.position import Color, Move
from .clock import GameClock, TimeSource, TimeUp
from .outcome import Outcome, Termination
from .players import Player, Turn
from .record import Node
from .tree import GameOverError, GameTree

#: The longest :meth:`GameRunner.run` sleeps between looks at its deadline.
RUN_POLL_S = 0.5


@dataclass(frozen=True, slots=True)
class Adjudication:
    """A match's own ends, beyond the game's rules (the window uses none)."""

    repetition_draw: bool = False
    """The side to move claims the draw as soon as a position occurs for the third time
    (where the rules allow the claim: not in Heximinondas, where it loses)."""
    max_plies: int | None = None
    """A draw by adjudication once the game has this many moves (plies)."""


@dataclass(frozen=True, slots=True)
class GameEnd:
    """How a run ended: the outcome (None: aborted) and, when a player failed, why."""

    outcome: Outcome | None
    failure: str | None = None
    failed: Color | None = None
    """The side whose player failed (it lost: recorded as its resignation)."""
    adjudication: str | None = None
    """What the match's rules decided, when they ended the game (a sentence; it is also
    the comment after the game's last move)."""


class GameRunner:
    """Plays ``tree`` on from the end of its main line between ``white`` and ``black``.

    Callbacks (all optional, on the runner's thread): ``on_turn(color)`` when a player is
    asked to move, ``on_move(node)`` after a move is played, ``on_end(end)`` once when the
    game ends; ``wakeup()`` from any thread when an answer waits for :meth:`poll`.
    """

    def __init__(self, tree: GameTree, white: Player, black: Player, *,
                 adjudication: Adjudication = Adjudication(),
                 on_turn: Callable[[Color], None] | None = None,
                 on_move: Callable[[Node], None] | None = None,
                 on_end: Callable[[GameEnd], None] | None = None,
                 wakeup: Callable[[], None] | None = None,
                 time_source: TimeSource = time.monotonic) -> None:
        self.tree = tree
        self.players = {Color.WHITE: white, Color.BLACK: black}
        self.adjudication = adjudication
        self.on_turn = on_turn
        self.on_move = on_move
        self.on_end = on_end
        self.wakeup = wakeup
        control = tree.time_control
        self.clock: GameClock | None = None
        if control.enabled:
            end = tree.main_line_end()
            self.clock = GameClock(control, end.position.turn, time_source=time_source)
            times = tree.clock_times(end)
            if times is not None:
                self.clock.restore(*times, end.position.turn)
        self._answers: queue.SimpleQueue[tuple[Turn, Move | None, str | None]] = (
            queue.SimpleQueue())
        self._waiting: Turn | None = None
        self._started = False
        self._paused = False
        self._at: Node | None = None
        self._clock_waits = False
        self._clock_held = False
        self._adjudication: str | None = None
        self.ended: GameEnd | None = None

    # -- what the runner is doing ---------------------------------------------------------

    @property
    def waiting_for(self) -> Color | None:
        """The side whose player is asked to move now (None: nobody)."""
        return self._waiting.color if self._waiting is not None else None

    @property
    def paused(self) -> bool:
        return self._paused

    def player(self, color: Color) -> Player:
        return self.players[color]

    @property
    def turn(self) -> Turn | None:
        """The turn asked and not yet answered."""
        return self._waiting

    @property
    def started(self) -> bool:
        return self._started

    @property
    def at(self) -> Node:
        """Where the game goes on: the end of the main line, or the position on it that a
        take-back went back to."""
        return self._at if self._at is not None else self.tree.main_line_end()

    @property
    def taken_back(self) -> bool:
        """The game goes on from a take-back's position, before the main line's end."""
        return self._at is not None

    def time_to_flag_ms(self) -> int | None:
        """When :meth:`poll` must look at the clock again (None: no clock runs)."""
        if self.clock is None or self._waiting is None:
            return None
        return self.clock.time_to_flag()

    # -- driving it -----------------------------------------------------------------------

    def start(self, *, clock_waits: bool = False) -> None:
        """Begin (or go on with) the game: the player to move is asked. ``clock_waits``:
        the clocks start with the next move, not now (a game opened part-way)."""
        if self._started:
            return
        self._started = True
        self._clock_waits = clock_waits
        start = self.tree.start
        for color, player in self.players.items():
            player.new_game(color, start, self.tree.rules)
        self._next()

    def poll(self) -> bool:
        """Play the answers that have come, and end the game on a flag fall; never
        blocks. Returns whether the game goes on."""
        while self.ended is None:
            try:
                answer = self._answers.get_nowait()
            except queue.Empty:
                break
            self._receive(*answer)
        self._check_flag()
        return self.ended is None

    def run(self, timeout_s: float | None = None) -> GameEnd:
        """Play the game to its end on this thread (blocking); a game still going after
        ``timeout_s`` is aborted."""
        self.start()
        deadline = None if timeout_s is None else time.monotonic() + timeout_s
        while self.ended is None:
            wait = RUN_POLL_S
            flag = self.time_to_flag_ms()
            if flag is not None:
                wait = min(wait, flag / 1000 + 0.001)
            if deadline is not None:
                left = deadline - time.monotonic()
                if left <= 0:
                    self.abort(f"the game took longer than {timeout_s:g} s")
                    break
                wait = min(wait, left)
            with contextlib.suppress(queue.Empty):
                self._receive(*self._answers.get(timeout=max(0.0, wait)))
            self.poll()
        assert self.ended is not None
        return self.ended

    def move_now(self) -> None:
        """Ask the player to move to answer at once (a program's best move so far)."""
        if self._waiting is not None:
            self.players[self._waiting.color].stop()

    def pause(self) -> None:
        """Stop asking: the current turn is cancelled and the clock stopped."""
        self._paused = True
        self._cancel_turn()
        if self.clock is not None:
            self.clock.stop()

    def resume(self, *, restore_clock: bool = False, at: Node | None = None) -> None:
        """Ask again (after a pause, or after the tree was edited: a declared end taken
        back, a draw), from ``at`` (a take-back: a node of the main line; a move played
        there becomes the main line) or else the end of the main line. A game that had
        ended goes on if the tree no longer ends it. ``restore_clock``: the clocks as the
        tree's moves recorded at that position, waiting for the next move."""
        self._paused = False
        self._cancel_turn()
        self._at = at if at is not None and at is not self.tree.main_line_end() else None
        if self.ended is not None and self.ended.outcome is not None and (
                self.end_of_game() is None):
            self.ended = None  # the end was taken back
        if self.ended is not None or not self._started:
            return
        if self.clock is not None and restore_clock:
            node = self.at
            times = self.tree.clock_times(node)
            if times is not None:
                self.clock.restore(*times, node.position.turn)
            else:
                self.clock.stop()
            self._clock_waits = True
        self._next()

    def hold_clock(self, held: bool) -> None:
        """Stop the clock while ``held`` (nobody may move now); it runs again when
        released, if a player is asked and it does not wait for the next move."""
        self._clock_held = held
        clock = self.clock
        if clock is None:
            return
        if held:
            clock.stop()
        elif self._waiting is not None and not self._clock_waits and self.ended is None:
            clock.start()

    def set_player(self, color: Color, player: Player) -> None:
        """Let ``player`` play ``color`` from now on (the window's players changed in
        mid-game); if it was that side's turn, the new player is asked."""
        old = self.players[color]
        if old is player:
            return
        asked = self._waiting is not None and self._waiting.color is color
        if asked:
            self._cancel_turn()
        self.players[color] = player
        if self._started:
            player.new_game(color, self.tree.start, self.tree.rules)
        if asked and not self._paused:
            self._next()

    def abort(self, reason: str = "aborted") -> None:
        """End the run without a result."""
        if self.ended is None:
            self._finish(GameEnd(None, reason))

    # -- the loop -------------------------------------------------------------------------

    def end_of_game(self) -> Outcome | None:
        """The one end rule: how the game at the end of the main line has ended, by the
        rules or a declaration, else by this runner's adjudication (which it declares
        in the tree); None while it goes on."""
        tree = self.tree
        end = self.at
        outcome = tree.outcome(end)
        if outcome is not None or self._at is not None:
            return outcome
        rule = self.adjudication
        if rule.repetition_draw and tree.can_claim_draw(end):
            tree.claim_draw()
            return tree.result()
        if rule.max_plies is not None and len(tree.path(end)) - 1 >= rule.max_plies:
            # Recorded as agreed (the record has no word for a match's adjudication), with
            # a comment that says what happened.
            tree.declare(Outcome(None, Termination.DRAW_AGREED))
            self._adjudication = f"Drawn at the match's move limit ({rule.max_plies} plies)."
            tree.set_comment(tree.main_line_end(), self._adjudication)
            return tree.result()
        return None

    def _next(self) -> None:
        outcome = self.end_of_game()
        if outcome is not None:
            self._finish(GameEnd(outcome, adjudication=self._adjudication))
            return
        if self._paused:
            return
        tree = self.tree
        end = self.at
        color = end.position.turn
        clock = self.clock
        if clock is not None and not self._clock_waits and not self._clock_held:
            clock.start()
        turn = Turn(color, tree.start, tuple(tree.moves(end)), end.position, tree.rules,
                    self._answer,
                    clock.search_limits if clock is not None else lambda base: base,
                    timed=clock is not None)
        self._waiting = turn
        if self.on_turn is not None:
            self.on_turn(color)
        self.players[color].go(turn)

    def _answer(self, turn: Turn, move: Move | None, failure: str | None) -> None:
        # Any thread: queued for the runner's thread.
        self._answers.put((turn, move, failure))
        if self.wakeup is not None:
            self.wakeup()

    def _receive(self, turn: Turn, move: Move | None, failure: str | None) -> None:
        if turn is not self._waiting or self.ended is not None:
            return  # an answer to a turn given up (undo, pause, the game ended)
        self._waiting = None
        color = turn.color
        if failure is not None:
            self._forfeit(color, failure)
            return
        if self._check_flag(color):
            return
        tree = self.tree
        if move is None:
            if self.clock is not None:
                self.clock.stop()
            tree.resign(color)
            self._next()
            return
        end = self.at
        try:
            clock_ms = self._press()
        except TimeUp:
            self._flag(color)
            return
        taken_back, self._at = self._at is not None, None
        try:
            if tree.cursor is end:
                node = tree.play(move, main_line=taken_back, clock_ms=clock_ms)
            else:
                node = tree.add(end, move, clock_ms=clock_ms)
                if taken_back:
                    tree.promote_to_main_line(node)
        except (GameOverError, ValueError):
            text = move_to_text(end.position.geometry, move)
            self._forfeit(color, f"played an illegal move ({text})")
            return
        for player in self.players.values():
            player.move_made(move, color)
        if self.on_move is not None:
            self.on_move(node)
        self._next()

    def _press(self) -> int | None:
        """The mover's clock to record; the other side's runs unless the clock is held."""
        clock = self.clock
        if clock is None:
            return None
        recorded = clock.press()
        self._clock_waits = False
        if self._clock_held:
            clock.stop()
        return recorded

    def _check_flag(self, color: Color | None = None) -> bool:
        """End the game if the side to move's flag has fallen (``color``: only if it is
        that side's)."""
        clock = self.clock
        if clock is None or self.ended is not None or not clock.running:
            return False
        flagged = clock.flagged()
        if flagged is None or (color is not None and flagged is not color):
            return False
        self._flag(flagged)
        return True

    def _flag(self, color: Color) -> None:
        self._cancel_turn()
        if self.clock is not None:
            self.clock.stop()
        self.tree.flag(color)
        self._finish(GameEnd(self.tree.result()))

    def _forfeit(self, color: Color, failure: str) -> None:
        """``color``'s player cannot go on: it loses, recorded as its resignation with a
        comment that says why."""
        name = self.players[color].name
        message = failure if failure.startswith(name) else f"{name}: {failure}"
        if self.clock is not None:
            self.clock.stop()
        self.tree.resign(color)
        adjudication = f"{color.other.display_name} wins: {message}"
        self.tree.set_comment(self.tree.main_line_end(), adjudication)
        self._finish(GameEnd(self.tree.result(), message, color, adjudication))

    def _cancel_turn(self) -> None:
        turn, self._waiting = self._waiting, None
        if turn is not None:
            self.players[turn.color].cancel()

    def _finish(self, end: GameEnd) -> None:
        self._cancel_turn()
        if self.clock is not None:
            self.clock.stop()
        self.ended = end
        if self.on_end is not None:
            self.on_end(end)
