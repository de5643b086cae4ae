"""The game being played in the window: players, undo/redo, browsing, the AI's turns.

``game`` is the line on the board; ``root`` is the game tree holding every line played
(a move on an earlier position, or after an undo, starts a variation; nothing is lost).

Qt-aware but widget-free, so it is easy to drive from tests. The window listens to its
signals and shows what they say; the board scene only shows positions.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ..core.ai.levels import MAX_LEVEL, level_info
from ..core.ai.types import Limits, SearchInfo, SearchRequest, SearchResult
from ..core.engine_client import EngineSpec
from ..core.game import Game, Outcome, outcome_of
from ..core.position import Color, Move, Position, Rules, SymmetryRule
from ..core.record import GameRecord, Node
from .ai_worker import EngineRunner, Job, SearchFunction
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
    """(before, move, after): one move was added at the end; animate it."""
    state_changed = Signal()
    """Anything the labels and actions depend on changed."""
    game_over = Signal(object)
    """The game just ended (an Outcome)."""
    thinking_changed = Signal(bool)
    ai_info = Signal(object)
    """SearchInfo of the AI's current move search."""
    hint_ready = Signal(object)
    """A list of suggested Moves, best first."""
    ai_failed = Signal(str)

    def __init__(self, search: SearchFunction | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setup = GameSetup()
        self.game = Game(Position.start(14, 12))
        self.root = Node(self.game.start)
        self.redo_stack: list[Move] = []
        self.view_ply = 0
        """The ply shown on the board; less than ``game.ply`` while browsing."""
        self.hints: list[Move] = []
        self.hint_index = -1
        self._hint_position: Position | None = None
        self._announced_over = False
        self._retried: Position | None = None
        """The position whose failed computer move was already tried a second time."""
        self.ai = EngineRunner(search=search, parent=self)
        self.ai.result.connect(self._on_result)
        self.ai.info.connect(self._on_info)
        self.ai.failed.connect(self._on_failed)
        self.ai.busy_changed.connect(self._on_busy)

    # -- queries -----------------------------------------------------------------------

    @property
    def rules(self) -> Rules:
        return self.game.rules

    @property
    def shown_position(self) -> Position:
        return self.game.positions[self.view_ply]

    @property
    def browsing(self) -> bool:
        return self.view_ply < self.game.ply

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
        return self.game.outcome()

    def human_to_move(self) -> bool:
        """Whether the user may enter a move on the shown position now."""
        if self.game.is_over() and not self.browsing:
            return False
        if self.browsing:
            # Only human games can branch from an earlier position.
            return self.human_vs_human and not self.ai.busy
        return not self.is_ai(self.game.position.turn)

    def can_undo(self) -> bool:
        """A resignation or draw can be taken back, and any move back to a human's turn
        (not the computer's opening move when the human plays Black)."""
        if not self.has_human:
            return False
        if self.game.declared is not None:
            return True
        game = self.game
        return any(not self.is_ai(game.positions[i].turn) for i in range(game.ply))

    def can_redo(self) -> bool:
        return bool(self.redo_stack) and self.has_human

    # -- game flow ---------------------------------------------------------------------

    def new_game(self, setup: GameSetup) -> None:
        self.ai.cancel()
        self.setup = setup
        symmetry = SymmetryRule.parse(setup.symmetry)
        # The size's standard rows, except that very short boards only fit one row each.
        rows = setup.rows if setup.rows is not None or setup.height >= 6 else 1
        self.game = Game(Position.start(setup.width, setup.height, rows), Rules(symmetry=symmetry))
        self.root = Node(self.game.start)
        self.redo_stack = []
        self.view_ply = 0
        self._announced_over = False
        self.clear_hint()
        self.position_changed.emit()
        self.state_changed.emit()
        self._continue()

    def load(self, game: Game, setup: GameSetup, root: Node | None = None) -> None:
        """Continue a given game (a set-up position or a loaded record) with these players.

        ``root``: the record's game tree with its variations; ``game`` is a line of it.
        """
        self.ai.cancel()
        self.setup = setup
        self.game = game
        self.root = root if root is not None and root.position == game.start else Node(game.start)
        self.line_node(game.ply)  # the tree holds the game's line
        self.redo_stack = []
        self.view_ply = game.ply
        # A game that is already over (an opened record) did not "just end": no box.
        self._announced_over = game.is_over()
        self.clear_hint()
        self.position_changed.emit()
        self.state_changed.emit()
        self._continue()

    def start_from(self, position: Position, rules: Rules, setup: GameSetup) -> None:
        """A new game from any position (the position editor's "Play from here")."""
        self.load(Game(position, rules), setup)

    def play(self, move: Move) -> None:
        """Play a move entered on the board: on the live position, or on the browsed one,
        where it starts a variation (the later moves stay in the tree, see switch_to)."""
        if self.browsing:
            self.truncate_to(self.view_ply)
        self.ai.cancel()
        self._push(move)

    def truncate_to(self, ply: int) -> None:
        self.ai.cancel()
        while self.game.ply > ply:
            self.game.pop()
        self.redo_stack = []
        self.view_ply = self.game.ply
        self._announced_over = False
        self.position_changed.emit()
        self.state_changed.emit()

    def _push(self, move: Move) -> None:
        before = self.game.position
        if self.redo_stack and self.redo_stack[-1] == move:
            self.redo_stack.pop()
        else:
            self.redo_stack = []
        self.game.push(move)
        self.line_node(self.game.ply)
        self.view_ply = self.game.ply
        self.clear_hint()
        self.move_played.emit(before, move, self.game.position)
        self.state_changed.emit()
        self._continue()

    def _continue(self) -> None:
        """After any change: announce the end, or let the AI move if it is its turn."""
        outcome = self.game.outcome()
        if outcome is not None:
            if not self._announced_over:
                self._announced_over = True
                self.ai.cancel()
                self.state_changed.emit()
                self.game_over.emit(outcome)
            return
        pos = self.game.position
        if self.is_ai(pos.turn) and not self.ai.busy:
            player = self.player(pos.turn)
            request = SearchRequest(self.game.start, tuple(self.game.moves),
                                    limits_for_level(player.level), self.game.rules,
                                    player.level)
            self.ai.start(request, purpose="move", engine=self.engine_of(player))

    def undo(self) -> None:
        """Take back the last move; against the AI, also its reply, back to your turn."""
        if not self.can_undo():
            return
        self.ai.cancel()
        if self.game.declared is not None:
            # Take back the resignation or draw only, not a move.
            self.game.declared = None
            self._after_jump()
            self._continue()
            return
        self.redo_stack.append(self.game.pop())
        while self.game.ply > 0 and self.is_ai(self.game.position.turn):
            self.redo_stack.append(self.game.pop())
        self._after_jump()

    def redo(self) -> None:
        if not self.can_redo():
            return
        self.ai.cancel()
        self.game.push(self.redo_stack.pop())
        while self.redo_stack and self.is_ai(self.game.position.turn):
            self.game.push(self.redo_stack.pop())
        self.line_node(self.game.ply)
        self._after_jump()
        self._continue()

    def _after_jump(self) -> None:
        self.view_ply = self.game.ply
        self._announced_over = self.game.is_over()
        self.clear_hint()
        self.position_changed.emit()
        self.state_changed.emit()

    def browse(self, ply: int) -> None:
        """Show the position after ``ply`` moves (0 = the start)."""
        ply = min(max(ply, 0), self.game.ply)
        if ply == self.view_ply:
            return
        self.view_ply = ply
        self.clear_hint()
        self.position_changed.emit()
        self.state_changed.emit()

    def resign(self) -> None:
        """The human side resigns (the side to move when both are human)."""
        if self.game.is_over():
            return
        turn = self.game.position.turn
        color = turn if self.human_vs_human or not self.is_ai(turn) else turn.other
        self.ai.cancel()
        self.game.resign(color)
        self._finish_declared()

    def agree_draw(self) -> None:
        if self.game.is_over():
            return
        self.ai.cancel()
        self.game.agree_draw()
        self._finish_declared()

    def claim_draw(self) -> None:
        if not self.game.can_claim_draw():
            return
        self.ai.cancel()
        self.game.claim_draw()
        self._finish_declared()

    def _finish_declared(self) -> None:
        self.view_ply = self.game.ply
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

    # -- variations -------------------------------------------------------------------

    def line_node(self, ply: int) -> Node:
        """The tree node after ``ply`` moves of the current line (added if missing)."""
        node = self.root
        for move in self.game.moves[:ply]:
            node = node.add(move)  # the existing child when there is one
        return node

    def variations_at(self, ply: int) -> list[Node]:
        """The other moves played instead of the line's move number ``ply`` (1-based)."""
        if not 1 <= ply <= self.game.ply:
            return []
        here = self.line_node(ply)
        assert here.parent is not None
        return [child for child in here.parent.children if child is not here]

    def on_main_line(self) -> bool:
        return self.line_node(self.game.ply).is_main_line()

    def switch_to(self, node: Node) -> None:
        """Show the line through ``node`` (continued along its main moves), at ``node``."""
        if node.root() is not self.root:
            return
        self.ai.cancel()
        moves = [n.move for n in node.path() if n.move is not None]
        end = node
        while end.children:
            end = end.children[0]
            assert end.move is not None
            moves.append(end.move)
        self.game = Game(self.root.position, self.game.rules, moves)
        self.redo_stack = []
        self.view_ply = node.ply
        self._announced_over = self.game.is_over()
        self.clear_hint()
        self.position_changed.emit()
        self.state_changed.emit()
        self._continue()

    def promote(self, node: Node) -> None:
        """Make the line through ``node`` the game's main line (as saved)."""
        node.promote_to_main_line()
        self.state_changed.emit()

    def delete_variation(self, node: Node) -> None:
        """Delete a variation that is not on the line shown (its first move ``node``)."""
        line = set(map(id, self.line_node(self.game.ply).path()))
        if node.parent is None or id(node) in line:
            return
        node.delete()
        self.state_changed.emit()

    def tree_key(self) -> tuple[object, ...]:
        """The tree's shape and moves: equal keys, same record (for the modified mark)."""
        out: list[object] = []
        stack: list[Node | None] = [self.root]
        while stack:
            node = stack.pop()
            if node is None:
                out.append(")")
                continue
            out.append(node.move)
            stack.append(None)
            stack.extend(reversed(node.children))
        return tuple(out)

    def record(self, tags: dict[str, str] | None = None) -> GameRecord:
        """The whole game tree as a record; the result is the main line's."""
        record = GameRecord(dict(tags or {}), self.game.rules, self.root)
        if self.on_main_line():
            outcome = self.game.outcome()
        else:
            outcome = outcome_of(record.final_position(), record.rules)
        record.tags["Result"] = outcome.result_text if outcome else "*"
        if outcome is not None:
            record.tags["Termination"] = outcome.termination.value
        else:
            record.tags.pop("Termination", None)
        return record

    # -- hints -------------------------------------------------------------------------

    def request_hint(self) -> None:
        """Ask the AI for the best moves here; asking again cycles through them."""
        pos = self.shown_position
        if self.hints and self._hint_position == pos:
            self.hint_index = (self.hint_index + 1) % len(self.hints)
            self.hint_ready.emit(self.hints)
            return
        current = self.ai.current
        if (self.game.is_over() and not self.browsing) or current is not None:
            return  # the computer is busy: with its move, or already with this hint
        self._hint_position = pos
        request = SearchRequest(self.game.start, tuple(self.game.moves[: self.view_ply]),
                                Limits(movetime_ms=HINT_MOVETIME_MS), self.game.rules,
                                multipv=HINT_LINES)
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
        if request.position != self.game.position or result.best_move is None:
            return
        self._push(result.best_move)

    def _on_failed(self, request: Job, message: str) -> None:
        if (
            request.purpose == "move"
            and request.position == self.game.position
            and self._retried != request.position
        ):
            # An engine that died (killed, out of memory) is started afresh by the next
            # search: try once more before troubling the player.
            self._retried = request.position
            self._continue()
            return
        self.ai_failed.emit(message)
