"""The game as one tree of moves with a cursor: the single history model of a game.

Undo, redo, browsing, variations, promotion and deletion are all moves of the cursor or
edits of the tree (python-chess's ``GameNode`` and Sabaki's game tree are the models).
Every edit bumps :attr:`GameTree.revision`, so "modified" is a comparison with the revision
last saved, never a walk over the tree. The declared end of the game (resignation, agreed or
claimed draw) and the record's tags live here, in one place.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator

from ..rules.movegen import legal_moves
from ..rules.position import DEFAULT_RULES, Color, Move, Position, Rules
from .game import Game, Outcome, Termination, outcome_of
from .record import GameRecord, Node, read_record, write_record

_SERIALS = itertools.count(1)


class GameOverError(ValueError):
    """A move was played in a position where the game has already ended."""


class GameTree:
    """A game record (tags, rules, move tree) with a cursor on the node shown."""

    def __init__(self, record: GameRecord | None = None) -> None:
        self._record = record if record is not None else GameRecord()
        self._cursor: Node = self._record.root
        self._declared: Outcome | None = self._record.declared_outcome()
        # The child each node was last left by, so that redo retraces a line after undo.
        self._last_child: dict[Node, Node] = {}
        self._revision = 0
        self._saved_revision = 0
        self.serial = next(_SERIALS)
        """Tells game trees apart (with :attr:`revision`: which game, which state of it)."""

    @classmethod
    def new(cls, start: Position | None = None, rules: Rules = DEFAULT_RULES) -> GameTree:
        """A game with no moves from ``start`` (the standard start if None)."""
        root = Node(start if start is not None else Position.start())
        return cls(GameRecord({}, rules, root))

    @classmethod
    def from_text(cls, text: str) -> GameTree:
        """Read a record; raises :class:`~.record.RecordError` with line and column."""
        return cls(read_record(text))

    # -- what the tree holds -------------------------------------------------------------

    @property
    def root(self) -> Node:
        return self._record.root

    @property
    def rules(self) -> Rules:
        return self._record.rules

    @property
    def start(self) -> Position:
        return self._record.root.position

    @property
    def cursor(self) -> Node:
        """The node shown: its position is the one on the board."""
        return self._cursor

    @property
    def position(self) -> Position:
        return self._cursor.position

    @property
    def tags(self) -> dict[str, str]:
        """A copy of the record's tags (set them with :meth:`set_tag`)."""
        return dict(self._record.tags)

    @property
    def revision(self) -> int:
        """Grows with every edit of moves, comments, tags or the result."""
        return self._revision

    @property
    def modified(self) -> bool:
        return self._revision != self._saved_revision

    def mark_saved(self) -> None:
        self._saved_revision = self._revision

    def mark_modified(self) -> None:
        """Make the game count as unsaved (e.g. a resumed game that was never saved)."""
        self._saved_revision = -1

    def _changed(self) -> None:
        self._revision += 1

    def mainline(self) -> list[Node]:
        """The main line's nodes, first move first."""
        return self._record.mainline()

    def main_line_end(self) -> Node:
        node = self.root
        while node.children:
            node = node.children[0]
        return node

    def path(self, node: Node | None = None) -> list[Node]:
        """The nodes from the root (included) down to ``node`` (the cursor by default)."""
        target = node if node is not None else self._cursor
        return [self.root, *target.path()]

    def moves(self, node: Node | None = None) -> list[Move]:
        """The moves from the start to ``node`` (the cursor by default)."""
        return [n.move for n in self.path(node)[1:] if n.move is not None]

    def positions(self, node: Node | None = None) -> list[Position]:
        return [n.position for n in self.path(node)]

    def game(self, node: Node | None = None) -> Game:
        """The line to ``node`` as a linear :class:`Game` (history for repetitions, the
        engine's ``position ... moves``), with the declared end if ``node`` carries it."""
        target = node if node is not None else self._cursor
        path = self.path(target)
        game = Game.from_line(
            [n.position for n in path], [n.move for n in path[1:] if n.move is not None],
            self.rules,
        )
        if target is self.main_line_end():
            game.declared = self._declared
        return game

    def nodes(self) -> Iterator[Node]:
        """Every node, depth first, main line before variations."""
        stack = [self.root]
        while stack:
            node = stack.pop()
            yield node
            stack.extend(reversed(node.children))

    # -- the end of the game -------------------------------------------------------------

    def outcome(self, node: Node | None = None) -> Outcome | None:
        """How the game stands at ``node`` (the cursor by default): the rules' verdict, or the
        declared end (resignation, draw) if ``node`` is the main line's last move."""
        target = node if node is not None else self._cursor
        ruled = outcome_of(target.position, self.rules)
        if ruled is not None:
            return ruled
        if self._declared is not None and target is self.main_line_end():
            return self._declared
        return None

    def result(self) -> Outcome | None:
        """The game's result: the outcome at the end of the main line."""
        return self.outcome(self.main_line_end())

    @property
    def declared(self) -> Outcome | None:
        return self._declared

    def declare(self, outcome: Outcome | None) -> None:
        """Set (or with None clear) an end the board does not give: resignation, a draw.
        It belongs to the main line's last move; the cursor goes there."""
        if outcome is not None and outcome_of(self.main_line_end().position, self.rules):
            raise GameOverError("the game has already ended on the board")
        if (
            outcome is not None
            and outcome.termination is Termination.REPETITION
            and self.repetitions(self.main_line_end()) < 3
        ):
            raise ValueError("no threefold repetition to claim")
        self._declared = outcome
        self._sync_result_tags()
        self.go(self.main_line_end())
        self._changed()

    def resign(self, color: Color) -> None:
        self.declare(Outcome(color.other, Termination.RESIGNATION))

    def repetitions(self, node: Node | None = None) -> int:
        """How often ``node``'s position (same side to move) occurs on the line to it."""
        target = node if node is not None else self._cursor
        key = target.position.key
        return sum(1 for pos in self.positions(target) if pos.key == key)

    def can_claim_draw(self, node: Node | None = None) -> bool:
        target = node if node is not None else self._cursor
        return self.outcome(target) is None and self.repetitions(target) >= 3

    def _sync_result_tags(self) -> None:
        tags = self._record.tags
        outcome = self.result()
        tags["Result"] = outcome.result_text if outcome is not None else "*"
        if outcome is not None:
            tags["Termination"] = outcome.termination.value
        else:
            tags.pop("Termination", None)

    # -- tags and comments ---------------------------------------------------------------

    def set_tag(self, name: str, value: str | None) -> None:
        """Set a tag (None removes it). Result and Termination follow the game: use
        :meth:`declare`. Rules, board and start are fixed when the tree is made."""
        if name in ("Result", "Termination", "Board", "EFN", "Symmetry", "Format", "Variant"):
            raise ValueError(f"the {name} tag follows the game and cannot be set")
        old = self._record.tags.get(name)
        if value is None:
            if old is None:
                return
            del self._record.tags[name]
        else:
            if old == value:
                return
            self._record.tags[name] = value
        self._changed()

    def set_comment(self, node: Node, text: str) -> None:
        """The comment after ``node``'s move (at the root: before the first move)."""
        clean = text.strip()
        if node.comment != clean:
            node.comment = clean
            self._changed()

    # -- the cursor ----------------------------------------------------------------------

    def go(self, node: Node) -> None:
        """Show ``node`` (which must be in this tree)."""
        if node.root() is not self.root:
            raise ValueError("that node is not in this game")
        self._cursor = node
        child = node
        while child.parent is not None:
            self._last_child[child.parent] = child
            child = child.parent

    def can_back(self) -> bool:
        return self._cursor.parent is not None

    def can_forward(self) -> bool:
        return bool(self._cursor.children)

    def back(self) -> bool:
        """One move back; False at the start."""
        if self._cursor.parent is None:
            return False
        self._cursor = self._cursor.parent
        return True

    def forward(self) -> bool:
        """One move on along the line last visited (the main continuation otherwise)."""
        node = self._next_on_line(self._cursor)
        if node is None:
            return False
        self._cursor = node
        return True

    def _next_on_line(self, node: Node) -> Node | None:
        if not node.children:
            return None
        last = self._last_child.get(node)
        return last if last is not None and last.parent is node else node.children[0]

    def to_start(self) -> None:
        self._cursor = self.root

    def to_line_end(self) -> None:
        """To the end of the line shown (forward until there is no move)."""
        while self.forward():
            pass

    def line(self, node: Node | None = None) -> list[Node]:
        """The whole line through ``node`` (the cursor by default): the path to it, then on
        along the line last visited to its end. This is the line a move list's "next"
        and a board's "end" follow."""
        target = node if node is not None else self._cursor
        out = self.path(target)
        nxt = self._next_on_line(target)
        while nxt is not None:
            out.append(nxt)
            nxt = self._next_on_line(nxt)
        return out

    def sibling(self, step: int) -> bool:
        """To the previous (-1) or next (+1) alternative of the cursor's move."""
        node = self._cursor
        if node.parent is None:
            return False
        siblings = node.parent.children
        index = siblings.index(node) + step
        if not 0 <= index < len(siblings):
            return False
        self.go(siblings[index])
        return True

    # -- editing the tree ----------------------------------------------------------------

    def play(self, move: Move) -> Node:
        """Play ``move`` at the cursor: the existing child with that move, or a new one (a
        variation if the cursor already has a continuation). The cursor goes there."""
        node = self.add(self._cursor, move)
        self.go(node)
        return node

    def add(self, here: Node, move: Move) -> Node:
        """``move`` after ``here`` (the existing child, or a new one), without moving the
        cursor: a computer's move arriving while the user looks elsewhere."""
        if self.outcome(here) is not None:
            raise GameOverError("the game is over in this position")
        existing = next((c for c in here.children if c.move == move), None)
        if existing is None:
            if move not in legal_moves(here.position, self.rules):
                raise ValueError("illegal move")
            was_end = here is self.main_line_end()
            existing = here.add(move)
            if was_end and self._declared is not None:
                # Play went on after a resignation or draw: the declared end no longer holds.
                self._declared = None
            self._sync_result_tags()
            self._changed()
        return existing

    def promote(self, node: Node) -> None:
        """Make ``node``'s line the main line at its branch point."""
        self._reorder(node, node.promote)

    def demote(self, node: Node) -> None:
        """Move ``node`` one place down among the alternatives at its branch point."""
        self._reorder(node, node.demote)

    def promote_to_main_line(self, node: Node) -> None:
        """Promote at every branch point above ``node``: its line becomes the main line."""
        self._reorder(node, node.promote_to_main_line)

    def _reorder(self, node: Node, change: Callable[[], None]) -> None:
        def order() -> list[list[int]]:
            return [[id(c) for c in n.children] for n in self.path(node)[:-1]]

        before = order()
        end = self.main_line_end()
        change()
        if order() == before:
            return
        if self.main_line_end() is not end:
            # A declared end belongs to the old main line's last move, not to the new one.
            self._declared = None
        self._sync_result_tags()
        self._changed()

    def delete(self, node: Node) -> None:
        """Remove ``node`` and everything after it; a cursor inside goes to its parent."""
        parent = node.parent
        if parent is None:
            raise ValueError("the start of the game cannot be deleted")
        end = self.main_line_end()
        inside = self._cursor is node or node in self._cursor.path()
        node.delete()
        if self._last_child.get(parent) is node:
            del self._last_child[parent]
        if inside:
            self._cursor = parent
        if self.main_line_end() is not end:
            self._declared = None
        self._sync_result_tags()
        self._changed()

    def delete_variation(self, node: Node) -> bool:
        """Delete the innermost variation holding ``node``; False on the main line."""
        start = node.variation_start()
        if start is None:
            return False
        self.delete(start)
        return True

    def make_main_line_end(self, node: Node | None = None) -> list[Node]:
        """Make ``node`` (the cursor by default) the end of the main line: its line becomes
        the main line and the moves after it are removed. Returns the removed first moves
        (a caller asks the user before when the list would not be empty)."""
        target = node if node is not None else self._cursor
        removed = list(target.children)
        if not removed and target is self.main_line_end() and self._declared is None:
            self.go(target)
            return []
        target.promote_to_main_line()
        for child in removed:
            child.delete()
        self._last_child.pop(target, None)
        self._declared = None
        self._sync_result_tags()
        self.go(target)
        self._changed()
        return removed

    def moves_after(self, node: Node | None = None) -> int:
        """How many moves lie after ``node`` in the tree (what cutting there would lose)."""
        target = node if node is not None else self._cursor
        return sum(child.count() for child in target.children)

    # -- records -------------------------------------------------------------------------

    def record(self) -> GameRecord:
        """The record to write (it shares this tree's nodes; tags are in sync)."""
        self._sync_result_tags()
        return self._record

    def to_text(self) -> str:
        return write_record(self.record())
