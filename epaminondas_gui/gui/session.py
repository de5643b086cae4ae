"""The game being played in the window: players, the game tree and its cursor, the AI's turns.

The history is one :class:`~..core.gametree.GameTree`: the board shows its cursor. A move
made anywhere adds to the tree (a variation where the position already had a continuation);
nothing is ever lost. The computer plays only at the end of the main line; "Take back"
(undo) moves the cursor back to the human's turn, and a move played there becomes the new
main line (the old one stays as a variation), so a game against the computer goes on.

Qt-aware but widget-free, so it is easy to drive from tests. The window listens to its
signals and shows what they say; the board scene only shows positions.
"""

from __future__ import annotations

import random
import time

from PySide6.QtCore import QObject, Signal

from ..core.ai.levels import MAX_LEVEL, level_info
from ..core.ai.types import Limits, SearchInfo, SearchRequest, SearchResult
from ..core.engine.client import EngineSpec
from ..core.games.game import Game, Outcome, Termination
from ..core.games.record import GameRecord, Node
from ..core.games.tree import GameTree
from ..core.rules.position import Color, Move, Position, Rules, SymmetryRule, Variant
from .engine_runner import EngineRunner, Job, SearchFunction
from .settings import GameSetup, PlayerSetup, engine_spec

HINT_MOVETIME_MS = 1000
HINT_LINES = 3


def limits_for_level(level: int) -> Limits:
    """The level's own thinking time (its depth cap usually stops it sooner)."""
    return Limits(movetime_ms=level_info(min(max(level, 1), MAX_LEVEL)).movetime_ms)


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

    def __init__(self, search: SearchFunction | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setup = GameSetup()
        self.tree = GameTree.new(Position.start(14, 12))
        self._takeback: Node | None = None
        self.threads = 1
        """Search processes of the full-strength searches (level 8, hints): Preferences."""
        self.game_seed = random.getrandbits(31)
        """Drawn for each game: the computer's seed (its gentle levels keep one plan for
        the game, and answer a position the same way after a take-back)."""
        """Where the last undo left the cursor: a move played there replaces the main line."""
        self.hints: list[Move] = []
        self.hint_index = -1
        self._hint_position: Position | None = None
        self._announced_over = False
        self.ai = EngineRunner(search=search, parent=self)
        self.ai.result.connect(self._on_result)
        self.ai.info.connect(self._on_info)
        self.ai.failed.connect(self._on_failed)
        self.ai.restarted.connect(lambda _job, message: self.engine_restarted.emit(message))
        self.ai.busy_changed.connect(self._on_busy)

    # -- queries -----------------------------------------------------------------------

    @property
    def root(self) -> Node:
        return self.tree.root

    @property
    def cursor(self) -> Node:
        return self.tree.cursor

    @property
    def rules(self) -> Rules:
        return self.tree.rules

    @property
    def game(self) -> Game:
        """The line shown, as a linear game: from the start through the cursor on to the end
        of the line last visited (what the move counter and the review walk)."""
        line = self.tree.line()
        return self.tree.game(line[-1])

    @property
    def main_game(self) -> Game:
        """The main line as a linear game (what the computer plays on and the result is of)."""
        return self.tree.game(self.tree.main_line_end())

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

    def player(self, color: Color) -> PlayerSetup:
        return self.setup.white if color is Color.WHITE else self.setup.black

    def is_ai(self, color: Color) -> bool:
        return self.player(color).ai

    @property
    def has_human(self) -> bool:
        return not (self.setup.white.ai and self.setup.black.ai)

    @property
    def human_vs_human(self) -> bool:
        return not self.setup.white.ai and not self.setup.black.ai

    def outcome(self) -> Outcome | None:
        """How the game stands at the position shown."""
        return self.tree.outcome()

    def result(self) -> Outcome | None:
        """The game's result (at the end of the main line)."""
        return self.tree.result()

    def _computer_moves_here(self) -> bool:
        return self.at_main_end and self.is_ai(self.shown_position.turn)

    def _computer_to_move(self) -> bool:
        """The computer is to move at the main line's end (wherever the user looks), and
        no take-back is pending (the user is about to play another move there)."""
        end = self.tree.main_line_end()
        return (
            self._takeback is None
            and self.tree.outcome(end) is None
            and self.is_ai(end.position.turn)
        )

    def human_to_move(self) -> bool:
        """Whether the user may enter a move on the shown position now: anywhere in the
        tree (a variation) except where the game has ended or the computer is to move."""
        if self.tree.outcome() is not None:
            return False
        if self._computer_moves_here():
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
        while node is not None and self.is_ai(node.position.turn):
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

    # -- game flow ---------------------------------------------------------------------

    def new_game(self, setup: GameSetup) -> None:
        symmetry = SymmetryRule.parse(setup.symmetry)
        # The size's standard rows, except that very short boards only fit one row each.
        rows = setup.rows if setup.rows is not None or setup.height >= 6 else 1
        start = Position.start(setup.width, setup.height, rows)
        rules = Rules(symmetry, Variant.parse(setup.variant))
        self.load_tree(self._dated(GameTree.new(start, rules)), setup)

    @staticmethod
    def _dated(tree: GameTree) -> GameTree:
        """A new game carries the day it was started (a loaded one keeps its own, or none)."""
        tree.set_tag("Date", time.strftime("%Y.%m.%d"))
        tree.mark_saved()
        return tree

    def load_tree(self, tree: GameTree, setup: GameSetup) -> None:
        """Show and continue ``tree`` with these players, at the end of its main line."""
        self.ai.cancel()
        self.setup = setup
        self.tree = tree
        self.game_seed = random.getrandbits(31)
        tree.go(tree.main_line_end())
        self._takeback = None
        # A game that is already over (an opened record) did not "just end": no box.
        self._announced_over = tree.result() is not None
        self.clear_hint()
        self.position_changed.emit()
        self.state_changed.emit()
        self._continue()

    def load(self, game: Game, setup: GameSetup, root: Node | None = None) -> None:
        """Continue a linear game (tests, set-up positions), or a record's tree whose main
        line is ``game`` when ``root`` is given."""
        if root is not None and root.position == game.start:
            record = GameRecord({}, game.rules, root)
        else:
            record = GameRecord({}, game.rules, Node(game.start))
            node = record.root
            for move in game.moves:
                node = node.add(move)
        tree = GameTree(record)
        if game.declared is not None and tree.result() is None:
            tree.declare(game.declared)
        tree.mark_saved()
        self.load_tree(tree, setup)

    def start_from(self, position: Position, rules: Rules, setup: GameSetup) -> None:
        """A new game from any position (the position editor's "Play from here")."""
        self.load_tree(self._dated(GameTree.new(position, rules)), setup)

    def play(self, move: Move) -> None:
        """Play a move entered on the board at the position shown. After a take-back it
        replaces the main line (the old line stays as a variation); anywhere else off the
        main line's end it makes (or follows) a variation."""
        here = self.tree.cursor
        takeback = self._takeback is here and here.is_main_line() and here.children
        if self.at_main_end or takeback:
            self.ai.cancel()
        before = here.position
        node = self.tree.play(move)
        if takeback:
            self.tree.promote(node)
        self._takeback = None
        self.clear_hint()
        self.move_played.emit(before, move, node.position)
        self.state_changed.emit()
        self._continue()

    def _continue(self) -> None:
        """After any change: announce the end, or let the AI move if it is its turn."""
        result = self.tree.result()
        if result is not None:
            if not self._announced_over and self.at_main_end:
                self._announced_over = True
                self.ai.cancel()
                self.state_changed.emit()
                self.game_over.emit(result)
            return
        self._announced_over = False
        if self._computer_to_move() and not self.ai.busy:
            self._start_computer_move()

    def _start_computer_move(self) -> None:
        game = self.main_game
        player = self.player(game.position.turn)
        # One seed per game and side: two computers get different plans.
        request = SearchRequest(game.start, tuple(game.moves),
                                limits_for_level(player.level), game.rules,
                                player.level, seed=self.game_seed + game.position.turn.index,
                                threads=self.threads)
        self.ai.start(request, purpose="move", engine=self.engine_of(player))

    def continue_here(self) -> int:
        """Make the position shown the main line's end and let the computer play on from it.
        Returns how many moves after it were removed (the caller asks first if any)."""
        removed = sum(node.count() for node in self.tree.make_main_line_end())
        self.ai.cancel()
        self._takeback = None
        self._after_jump()
        self._continue()
        return removed

    def undo(self) -> None:
        """Take back: back to the previous position where a human is to move. The moves
        stay in the tree; a different move played there becomes the main line."""
        if not self.can_undo():
            return
        if self.tree.declared is not None and self.at_main_end:
            # Take back the resignation or draw only, not a move.
            self.ai.cancel()
            self.tree.declare(None)
            self._after_jump()
            self._continue()
            return
        target = self._undo_target()
        assert target is not None
        if self.at_main_end:
            self.ai.cancel()
        self.tree.go(target)
        self._takeback = target
        self._after_jump()

    def redo(self) -> None:
        """On along the line last visited, past the computer's replies."""
        if not self.can_redo():
            return
        self.tree.forward()
        while self.tree.can_forward() and self.is_ai(self.shown_position.turn):
            self.tree.forward()
        if self.at_main_end:
            self._takeback = None
        self._after_jump()
        self._continue()

    def _after_jump(self) -> None:
        self.clear_hint()
        self.position_changed.emit()
        self.state_changed.emit()

    def go_to(self, node: Node) -> None:
        """Show ``node`` (a click in the move list)."""
        if node is self.tree.cursor or node.root() is not self.tree.root:
            return
        self.tree.go(node)
        self._takeback = None
        self._after_jump()
        self._continue()

    def browse(self, ply: int) -> None:
        """Show the position after ``ply`` moves of the line shown (0 = the start)."""
        line = self.tree.line()
        ply = min(max(ply, 0), len(line) - 1)
        if line[ply] is self.tree.cursor:
            return
        self.tree.go(line[ply])
        self._after_jump()
        self._continue()

    def step_variation(self, step: int) -> bool:
        """To the previous (-1) or next (+1) alternative of the move shown."""
        if not self.tree.sibling(step):
            return False
        self._after_jump()
        self._continue()
        return True

    def resign(self) -> None:
        """The human side resigns (the side to move when both are human)."""
        if self.tree.result() is not None:
            return
        self.tree.go(self.tree.main_line_end())
        turn = self.shown_position.turn
        color = turn if self.human_vs_human or not self.is_ai(turn) else turn.other
        self.ai.cancel()
        self.tree.resign(color)
        self._finish_declared()

    def agree_draw(self) -> None:
        if self.tree.result() is not None:
            return
        self.ai.cancel()
        self.tree.declare(Outcome(None, Termination.DRAW_AGREED))
        self._finish_declared()

    def claim_draw(self) -> None:
        if not self.tree.can_claim_draw(self.tree.main_line_end()):
            return
        self.ai.cancel()
        self.tree.declare(Outcome(None, Termination.REPETITION))
        self._finish_declared()

    def _finish_declared(self) -> None:
        self._takeback = None
        self.position_changed.emit()
        self.state_changed.emit()
        self._continue()

    def engine_of(self, player: PlayerSetup) -> EngineSpec:
        """The engine program that plays for ``player`` (the built-in one by default)."""
        return engine_spec(player.engine)

    def move_now(self) -> None:
        if self.ai.busy:
            self.ai.stop_now()

    def shutdown(self) -> None:
        self.ai.shutdown()

    # -- variations, comments, tags ----------------------------------------------------

    def line_node(self, ply: int) -> Node:
        """The node after ``ply`` moves of the line shown (the start for 0)."""
        line = self.tree.line()
        return line[min(max(ply, 0), len(line) - 1)]

    def variations_at(self, ply: int) -> list[Node]:
        """The other moves played instead of the line's move number ``ply`` (1-based)."""
        line = self.tree.line()
        if not 1 <= ply < len(line):
            return []
        here = line[ply]
        assert here.parent is not None
        return [child for child in here.parent.children if child is not here]

    def on_main_line(self) -> bool:
        return self.tree.cursor.is_main_line()

    def switch_to(self, node: Node) -> None:
        """Show the line through ``node``, at ``node``."""
        self.go_to(node)

    def promote(self, node: Node) -> None:
        """Make the line through ``node`` the game's main line (as saved)."""
        self.tree.promote_to_main_line(node)
        self.state_changed.emit()
        self._continue()

    def delete_variation(self, node: Node) -> None:
        """Delete the variation that starts with ``node`` (and everything after it)."""
        if node.parent is None or node.is_main_line():
            return
        start = node.variation_start() or node
        moved = self.tree.cursor is start or start in self.tree.cursor.path()
        self.tree.delete(start)
        if moved:
            self._after_jump()
        else:
            self.state_changed.emit()

    def move_variation(self, node: Node, step: int) -> None:
        """Move the variation starting at ``node`` up (-1) or down (+1) among the
        alternatives, never above the main line's move."""
        parent = node.parent
        if parent is None:
            return
        siblings = parent.children
        index = siblings.index(node)
        if step < 0 and index > 1:
            self.tree.demote(siblings[index - 1])
        elif step > 0 and 0 < index < len(siblings) - 1:
            self.tree.demote(node)
        else:
            return
        self.state_changed.emit()

    def delete_after(self, node: Node) -> None:
        """Delete every move after ``node`` (main continuation and variations)."""
        if not node.children:
            return
        for child in list(node.children):
            self.tree.delete(child)
        self._after_jump()
        self._continue()

    def set_comment(self, node: Node, text: str) -> None:
        before = self.tree.revision
        self.tree.set_comment(node, text)
        if self.tree.revision != before:
            self.state_changed.emit()

    def set_tag(self, name: str, value: str | None) -> None:
        before = self.tree.revision
        self.tree.set_tag(name, value)
        if self.tree.revision != before:
            self.state_changed.emit()

    @property
    def revision(self) -> int:
        """Grows with every edit of the game (moves, comments, tags, result)."""
        return self.tree.revision

    def record(self, tags: dict[str, str] | None = None) -> GameRecord:
        """The whole game tree as a record (tags merged in; the result is the main line's)."""
        record = self.tree.record()
        out = GameRecord(dict(record.tags), record.rules, record.root)
        for name, value in (tags or {}).items():
            if name not in ("Result", "Termination"):
                out.tags[name] = value
        return out

    # -- hints -------------------------------------------------------------------------

    def request_hint(self) -> None:
        """Ask the AI for the best moves here; asking again cycles through them."""
        pos = self.shown_position
        if self.hints and self._hint_position == pos:
            self.hint_index = (self.hint_index + 1) % len(self.hints)
            self.hint_ready.emit(self.hints)
            return
        current = self.ai.current
        if self.tree.outcome() is not None or current is not None:
            return  # the computer is busy: with its move, or already with this hint
        self._hint_position = pos
        request = SearchRequest(self.tree.start, tuple(self.tree.moves()),
                                Limits(movetime_ms=HINT_MOVETIME_MS), self.tree.rules,
                                multipv=HINT_LINES, threads=self.threads)
        self.ai.start(request, purpose="hint")

    @property
    def current_hint(self) -> Move | None:
        if 0 <= self.hint_index < len(self.hints):
            return self.hints[self.hint_index]
        return None

    def clear_hint(self) -> None:
        current = self.ai.current
        if current is not None and current.purpose == "hint":
            self.ai.cancel()
        self.hints = []
        self.hint_index = -1
        self._hint_position = None

    # -- AI results --------------------------------------------------------------------

    def _on_busy(self, busy: bool) -> None:
        self.thinking_changed.emit(busy)
        self.state_changed.emit()

    def _on_info(self, request: Job, info: object) -> None:
        if request.purpose == "move" and isinstance(info, SearchInfo):
            self.ai_info.emit(info)

    def _on_result(self, request: Job, result: SearchResult) -> None:
        if request.purpose == "hint":
            if request.position != self.shown_position:
                return
            moves: list[Move] = [line.pv[0] for line in result.lines if line.pv]
            if not moves and result.best_move is not None:
                moves = [result.best_move]
            self.hints = moves
            self.hint_index = 0 if moves else -1
            self.hint_ready.emit(moves)
            self._continue()
            return
        end = self.tree.main_line_end()
        if request.position != end.position or result.best_move is None:
            return
        if not self._computer_to_move():
            return  # a take-back or an end since the search began: not wanted any more
        if self.at_main_end:
            before = end.position
            node = self.tree.play(result.best_move)
            self.clear_hint()
            self.move_played.emit(before, result.best_move, node.position)
        else:
            # The user is looking elsewhere: the move joins the main line, the board stays.
            self.tree.add(end, result.best_move)
        self.state_changed.emit()
        self._continue()

    def _on_failed(self, request: Job, message: str) -> None:
        self.ai_failed.emit(message)
