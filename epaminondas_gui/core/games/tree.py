"""The game as one tree of moves with a cursor: the single history model of a game.

The tree is the game: its record's root holds the start and the tags, its main line is the
game played, and every other line a variation. Undo, redo, browsing, variations, promotion
and deletion are all moves of the cursor or edits of the tree (python-chess's ``GameNode``
and Sabaki's game tree are the models); :class:`~.record.Node` only holds data, and every
edit goes through here. Every edit bumps :attr:`GameTree.revision`, so "modified" is a
comparison with the revision last saved, never a walk over the tree. The declared end of
the game (resignation, flag fall, agreed or claimed draw), the record's tags, the time
control with each move's clock, and who played live here, in one place. The tree
announces each change to its listeners (:meth:`GameTree.subscribe`), so a window needs no
pass-through for each edit. A line of the game is handed out as a read-only :class:`Line`.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Iterator
from enum import Enum

from ..rules.movegen import legal_moves
from ..rules.notation import parse_move
from ..rules.position import DEFAULT_RULES, Color, Move, Position, Rules
from . import branches
from .clock import TimeControl
from .line import Line
from .outcome import Outcome, Termination
from .players import PlayerSpec, players_from_tags, players_to_tags
from .record import GameRecord, Node
from .record_text import read_record, write_record

_SERIALS = itertools.count(1)


class GameOverError(ValueError):
    """A move was played in a position where the game has already ended."""


class Change(Enum):
    """What a change of the tree did, as its listeners hear it."""

    MOVED = "moved"
    """A move was played at the cursor and the cursor went on to it (animate it)."""
    CURSOR = "cursor"
    """The cursor went elsewhere (undo, browsing, a click in the move list)."""
    EDITED = "edited"
    """The tree changed without the cursor following a move: a move added elsewhere,
    variations reordered or deleted, a comment, a tag, the declared result."""


Listener = Callable[[Change, Node], None]
"""Called after each change with what happened and the cursor's node."""


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
        self._listeners: list[Listener] = []
        self._changes = 0
        """Counts the changes announced: every change of the tree or the cursor is."""
        self._shown: tuple[object, list[Node], Line | None] = (None, [], None)
        """(key, nodes, Line) of the line shown: the window asks for it a dozen times a
        move, and walking it is O(moves)."""
        self.serial = next(_SERIALS)
        """Tells game trees apart (with :attr:`revision`: which game, which state of it)."""

    @classmethod
    def new(cls, start: Position | None = None, rules: Rules = DEFAULT_RULES) -> GameTree:
        """A game with no moves from ``start`` (the variant's standard start if None);
        ValueError if ``start`` is on a board the variant is not played on."""
        if start is None:
            start = Position.variant_start(rules.variant)
        rules.check_board(start.geometry)
        return cls(GameRecord({}, rules, Node(start)))

    @classmethod
    def from_moves(cls, start: Position, moves: Iterable[Move | str],
                   rules: Rules = DEFAULT_RULES) -> GameTree:
        """A game of these moves (Move objects or our notation) from ``start``, with the
        cursor at its end; IllegalMoveError or GameOverError for a move that cannot be
        played."""
        tree = cls.new(start, rules)
        for move in moves:
            tree.play(move)
        tree.mark_saved()
        return tree

    @classmethod
    def from_text(cls, text: str) -> GameTree:
        """Read a record; raises :class:`~.record.RecordError` with line and column."""
        return cls(read_record(text))

    # -- listeners -----------------------------------------------------------------------

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Call ``listener`` after every change; returns the call that stops it."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener) if listener in self._listeners else None

    def _announce(self, change: Change) -> None:
        self._changes += 1  # the line shown kept is stale now (the listeners ask for it)
        for listener in list(self._listeners):
            listener(change, self._cursor)

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

    def mark_saved(self, revision: int | None = None) -> None:
        """The game counts as saved as it is, or as it was at ``revision`` (a save
        written on another thread while the game went on: changed since, if it did)."""
        self._saved_revision = self._revision if revision is None else revision

    def mark_modified(self) -> None:
        """Make the game count as unsaved (e.g. a resumed game that was never saved)."""
        self._saved_revision = -1

    def _changed(self) -> None:
        """An edit: the revision grows and the listeners hear of it."""
        self._revision += 1
        self._announce(Change.EDITED)

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

    def line_to(self, node: Node | None = None) -> Line:
        """The line from the start to ``node`` (the cursor by default), read-only."""
        target = node if node is not None else self._cursor
        path = self.path(target)
        return Line(self.rules, tuple(n.position for n in path),
                    tuple(n.move for n in path[1:] if n.move is not None),
                    self.outcome(target), tuple(n.clock_ms for n in path[1:]),
                    self.time_control)

    def shown_line(self) -> Line:
        """The line shown: from the start through the cursor on to the end of the line
        last visited (what a move counter and the review walk); read-only and kept until
        the tree or its cursor change."""
        key, nodes, line = self._shown_nodes()
        if line is None:
            line = self.line_to(nodes[-1])
            self._shown = (key, nodes, line)
        return line

    def _shown_nodes(self) -> tuple[object, list[Node], Line | None]:
        # Every change is announced (_announce counts them); the revision and the cursor
        # are in the key too, should a change ever not be.
        key = (self._changes, self._revision, self._cursor)
        if self._shown[0] != key:
            self._shown = (key, self._line_through(self._cursor), None)
        return self._shown

    def main_line(self) -> Line:
        """The game's main line (what the computer plays on and the result is of)."""
        return self.line_to(self.main_line_end())

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
        ruled = target.outcome(self.rules)
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
        if outcome is not None and self.main_line_end().outcome(self.rules):
            raise GameOverError("the game has already ended on the board")
        if (
            outcome is not None
            and outcome.termination is Termination.REPETITION
            and self.repetitions(self.main_line_end()) < 3
        ):
            raise ValueError("no threefold repetition to claim")
        self._declared = outcome
        self._sync_result_tags()
        self._cursor = self.main_line_end()
        self._changed()

    def resign(self, color: Color) -> None:
        self.declare(Outcome(color.other, Termination.RESIGNATION))

    def flag(self, color: Color) -> None:
        """``color``'s time ran out: the other side wins on time (at the main line's end,
        as a resignation)."""
        self.declare(Outcome(color.other, Termination.TIME))

    def agree_draw(self) -> None:
        self.declare(Outcome(None, Termination.DRAW_AGREED))

    def claim_draw(self) -> None:
        """A draw by threefold repetition at the main line's end (ValueError without one)."""
        self.declare(Outcome(None, Termination.REPETITION))

    def repetitions(self, node: Node | None = None) -> int:
        """How often ``node``'s position (same side to move) occurs on the line to it."""
        return (node if node is not None else self._cursor).repetitions()

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
        :meth:`declare`. Rules, board and start are fixed when the tree is made. A
        ``TimeControl`` value is checked (:class:`~.clock.TimeControlError`)."""
        if name in ("Result", "Termination", "Board", "EFN", "Symmetry", "Format", "Variant"):
            raise ValueError(f"the {name} tag follows the game and cannot be set")
        if name == "TimeControl" and value is not None:
            TimeControl.parse(value)
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

    @property
    def time_control(self) -> TimeControl:
        """The game's time control, from the ``TimeControl`` tag (none without it)."""
        return self._record.time_control()

    def set_time_control(self, control: TimeControl) -> None:
        """Record the time control (none removes the tag). The moves' clocks stay."""
        self.set_tag("TimeControl", control.to_text() if control.enabled else None)

    def clock_times(self, node: Node | None = None) -> tuple[int, int] | None:
        """(White's, Black's) time at ``node`` (the cursor by default), as the clocks of
        the moves to it say: what a clock goes back to after undo or when browsing
        (``GameClock.restore``). None without a time control."""
        return self.line_to(node).clock_times()

    def set_clock(self, node: Node, clock_ms: int | None) -> None:
        """The mover's clock after ``node``'s move (None: no clock); see ``Node.clock_ms``."""
        if node.parent is None:
            raise ValueError("the start of the game has no move to time")
        if clock_ms is not None and clock_ms < 0:
            raise ValueError(f"a clock cannot be negative ({clock_ms} ms)")
        if node.clock_ms != clock_ms:
            node.clock_ms = clock_ms
            self._changed()

    def players(self) -> tuple[PlayerSpec | None, PlayerSpec | None]:
        """Who played White and Black, as the record says (None where it does not)."""
        return players_from_tags(self._record.tags)

    def set_players(self, white: PlayerSpec, black: PlayerSpec) -> None:
        """Record who plays each side (the record's player tags)."""
        tags = self._record.tags
        before = dict(tags)
        players_to_tags(tags, white, black)
        if tags != before:
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
        self._go(node)
        self._announce(Change.CURSOR)

    def _go(self, node: Node) -> None:
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
        self._announce(Change.CURSOR)
        return True

    def forward(self) -> bool:
        """One move on along the line last visited (the main continuation otherwise)."""
        node = self._next_on_line(self._cursor)
        if node is None:
            return False
        self._cursor = node
        self._announce(Change.CURSOR)
        return True

    def _next_on_line(self, node: Node) -> Node | None:
        if not node.children:
            return None
        last = self._last_child.get(node)
        return last if last is not None and last.parent is node else node.children[0]

    def to_start(self) -> None:
        self.go(self.root)

    def to_line_end(self) -> None:
        """To the end of the line shown."""
        self.go(self.line()[-1])

    def line(self, node: Node | None = None) -> list[Node]:
        """The whole line through ``node`` (the cursor by default): the path to it, then on
        along the line last visited to its end. This is the line a move list's "next"
        and a board's "end" follow."""
        if node is None or node is self._cursor:
            return list(self._shown_nodes()[1])
        return self._line_through(node)

    def _line_through(self, target: Node) -> list[Node]:
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

    def play(self, move: Move | str, *, main_line: bool = False,
             clock_ms: int | None = None) -> Node:
        """Play ``move`` (or a move in our notation) at the cursor: the existing child with
        that move, or a new one (a variation if the cursor already has a continuation).
        ``main_line``: it becomes the continuation at the cursor (the old one a variation),
        as after a take-back. ``clock_ms``: the mover's clock after the move
        (``GameClock.press``), replacing the one of a move played again. The cursor goes
        there; listeners hear :attr:`Change.MOVED`."""
        before = self.main_line_end()
        node = self._add(self._cursor, move, clock_ms)
        if main_line and node.parent is not None and node.parent.children[0] is not node:
            branches.promote(node)
            if self.main_line_end() is not before:
                self._declared = None  # it belonged to the old main line's last move
            self._sync_result_tags()
            self._revision += 1
        self._go(node)
        self._announce(Change.MOVED)
        return node

    def add(self, here: Node, move: Move | str, *, clock_ms: int | None = None) -> Node:
        """``move`` after ``here`` (the existing child, or a new one), without moving the
        cursor: a computer's move arriving while the user looks elsewhere (``clock_ms``
        as in :meth:`play`)."""
        before = self._revision
        node = self._add(here, move, clock_ms)
        if self._revision != before:
            self._announce(Change.EDITED)
        return node

    def _add(self, here: Node, move: Move | str, clock_ms: int | None = None) -> Node:
        if clock_ms is not None and clock_ms < 0:
            raise ValueError(f"a clock cannot be negative ({clock_ms} ms)")
        if self.outcome(here) is not None:
            raise GameOverError("the game is over in this position")
        if isinstance(move, str):
            move = parse_move(here.position, move, self.rules)  # IllegalMoveError says why
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
            self._revision += 1
        if clock_ms is not None and existing.clock_ms != clock_ms:
            existing.clock_ms = clock_ms
            self._revision += 1
        return existing

    def promote(self, node: Node) -> None:
        """Make ``node``'s line the main line at its branch point."""
        self._reorder(node, lambda: branches.promote(node))

    def demote(self, node: Node) -> None:
        """Move ``node`` one place down among the alternatives at its branch point."""
        self._reorder(node, lambda: branches.demote(node))

    def promote_to_main_line(self, node: Node) -> None:
        """Promote at every branch point above ``node``: its line becomes the main line."""
        self._reorder(node, lambda: branches.promote_to_main_line(node))

    def move_variation(self, node: Node, step: int) -> None:
        """Move the variation starting at ``node`` up (-1) or down (+1) among the
        alternatives at its branch point, never above the main line's move."""
        parent = node.parent
        if parent is None:
            return
        siblings = parent.children
        index = siblings.index(node)
        if step < 0 and index > 1:
            self.demote(siblings[index - 1])
        elif step > 0 and 0 < index < len(siblings) - 1:
            self.demote(node)

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
        parent.children.remove(node)
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

    def delete_after(self, node: Node) -> None:
        """Delete every move after ``node`` (main continuation and variations)."""
        for child in list(node.children):
            self.delete(child)

    def make_main_line_end(self, node: Node | None = None) -> list[Node]:
        """Make ``node`` (the cursor by default) the end of the main line: its line becomes
        the main line and the moves after it are removed. Returns the removed first moves
        (a caller asks the user before when the list would not be empty)."""
        target = node if node is not None else self._cursor
        removed = list(target.children)
        if not removed and target is self.main_line_end() and self._declared is None:
            self.go(target)
            return []
        branches.promote_to_main_line(target)
        target.children.clear()
        self._last_child.pop(target, None)
        self._declared = None
        self._sync_result_tags()
        self._go(target)
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

