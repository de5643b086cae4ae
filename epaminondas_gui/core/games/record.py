"""Game records as data: the tags, the rules, and the tree of moves from the start
(:class:`Node`). Their text format (docs/game-record-format.md) is read and written by
``record_text.py``; a game being played or studied is a :class:`~.tree.GameTree`, which
makes every edit of the nodes."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from enum import Enum

from ..rules.ending import Key
from ..rules.notation import IllegalMoveError, move_to_text
from ..rules.position import DEFAULT_RULES, Color, Move, Position, Rules
from .annotations import EngineLine, Verdict
from .clock import TimeControl
from .outcome import Outcome, Termination, outcome_of

FORMAT_NAME = "epaminondas-record"
FORMAT_VERSION = 2
"""Written only when a move carries a glyph (version 1 otherwise, readable by older
versions)."""
MAX_FILE_BYTES = 4 * 1024 * 1024
"""Records larger than this are refused (a long game is a few kilobytes)."""
MAX_MOVES = 5_000
"""Moves (main line and variations together) a record may hold: every move is checked for
legality, so this bounds the time a hostile file can cost (about a millisecond a move)."""
MAX_VARIATION_DEPTH = 100
"""How deeply variations may nest; the writer recurses once per level."""

RESULTS = ("1-0", "0-1", "1/2-1/2", "*")
TAG_ORDER = (
    "Event",
    "Site",
    "Date",
    "Round",
    "White",
    "Black",
    "Result",
    "Board",
    "Symmetry",
    "Variant",
    "Zone",
    "EFN",
    "TimeControl",
    "Termination",
    "Format",
)


class Problem(Enum):
    """The problems a window says in its own language (any other: the English message)."""

    EMPTY = "empty"
    BINARY = "binary"
    FOREIGN = "foreign"
    """Text of another kind: neither tag pairs nor numbered moves."""
    ILLEGAL_MOVE = "illegal move"
    """A well-formed move the rules refuse (:attr:`RecordError.cause` says why)."""


class RecordError(ValueError):
    """A problem in a game record, with its 1-based line and column."""

    def __init__(self, line: int, column: int, message: str, *,
                 problem: Problem | None = None, cause: IllegalMoveError | None = None,
                 word: str = "") -> None:
        super().__init__(f"line {line}, column {column}: {message}")
        self.line = line
        self.column = column
        self.message = message
        self.problem = problem
        self.cause = cause
        """For ILLEGAL_MOVE: the rules' refusal."""
        self.word = word
        """For ILLEGAL_MOVE: the move as the record writes it."""


@dataclass(eq=False)
class Node:
    """A move in the game tree. ``children[0]`` continues the line; the rest are variations."""

    position: Position
    """The position after this node's move (the start position at the root)."""
    move: Move | None = None
    """The move that led here (None at the root)."""
    parent: Node | None = None
    comment: str = ""
    """Comment after the move (at the root: before the first move)."""
    children: list[Node] = field(default_factory=list)
    starting_comment: str = ""
    """Comment written before this move when it starts a variation: ``( {here} 1. a2-a3``."""
    clock_ms: int | None = None
    """The mover's clock after this move, in milliseconds (None: not timed), written as
    ``[%clk H:MM:SS.s]`` in the move's comment: with base + increment the time left, the
    increment included; with a fixed time per move what was left of it (clock.py)."""
    glyph: str = ""
    """The move's annotation glyph (``?!``, ``??``...; annotations.GLYPHS), or empty."""
    lines: tuple[EngineLine, ...] = ()
    """The engine's lines of this node's position, best first (analysis, review)."""
    verdict: Verdict | None = None
    """The review's verdict on this node's move."""
    _place: tuple[int, Node] | None = field(default=None, init=False, repr=False)
    """(ply, root), once worked out: a node's parent never changes."""
    _outcome: tuple[Rules, Outcome | None] | None = field(default=None, init=False,
                                                          repr=False)
    """The rules' verdict here, once asked for (a node's position and the line to it never
    change): the window asks at every refresh, and each answer generates moves."""
    _repeats: int = field(default=0, init=False, repr=False)
    """How often this position occurs on the line to it (0: not counted yet)."""

    def add(self, move: Move, comment: str = "") -> Node:
        """Add ``move`` as a new child (a variation if there already is a main child)."""
        for child in self.children:
            if child.move == move:
                return child
        node = Node(self.position.play(move), move, self, comment)
        self.children.append(node)
        return node

    def copy_tree(self) -> Node:
        """This node (as a root) and every line under it, copied as they are now; what
        never changes (positions, moves, the engine's lines) is shared: a snapshot that
        another thread may read while the game goes on (the autosave's text)."""
        top = replace(self, parent=None, children=[])
        stack = [(self, top)]
        while stack:
            old, new = stack.pop()
            for child in old.children:
                # Field by field (dataclasses.replace is five times slower): every field
                # of __init__ (tests/games/test_record_copy.py checks that none is left out).
                copy = Node(child.position, child.move, new, child.comment, [],
                            child.starting_comment, child.clock_ms, child.glyph, child.lines,
                            child.verdict)
                new.children.append(copy)
                stack.append((child, copy))
        return top

    @property
    def ply(self) -> int:
        """Moves from the start to here (the root: 0); kept once worked out, as the root."""
        if self._place is None:
            self._locate()
        assert self._place is not None
        return self._place[0]

    @property
    def move_number(self) -> int:
        """The full-move number of this node's move (White's and Black's first moves are 1,
        also in a game that starts with Black to move)."""
        plies_before = self.ply - 1 + (0 if self.root().position.turn is Color.WHITE else 1)
        return plies_before // 2 + 1

    def _locate(self) -> None:
        # Walked once per node (up to the first node that knows its place): the move list
        # asks every node's number at every move, which walked the whole line each time.
        chain: list[Node] = []
        node: Node | None = self
        while node is not None and node._place is None:
            chain.append(node)
            node = node.parent
        ply, root = (-1, chain[-1]) if node is None else node._place  # type: ignore[misc]
        for item in reversed(chain):
            ply += 1
            item._place = (ply, root)

    def path(self) -> list[Node]:
        """Nodes from the root's first move down to this node."""
        out = []
        node: Node | None = self
        while node is not None and node.parent is not None:
            out.append(node)
            node = node.parent
        out.reverse()
        return out

    def earlier_keys(self) -> Iterator[Key]:
        """The keys of the positions before this node's on its line, nearest first (the
        history of the repetition rule; lazy, so unused it costs nothing)."""
        node = self.parent
        while node is not None:
            yield node.position.key
            node = node.parent

    def repetitions(self) -> int:
        """How often this node's position (same side to move) occurs on the line to it, this
        one included; counted once (the window asks at every refresh: O(moves) a count)."""
        if not self._repeats:
            key = self.position.key
            self._repeats = 1 + sum(1 for earlier in self.earlier_keys() if earlier == key)
        return self._repeats

    def outcome(self, rules: Rules) -> Outcome | None:
        """The rules' verdict in this node's position, after the line that leads here."""
        cached = self._outcome
        if cached is not None and cached[0] == rules:
            return cached[1]
        found = outcome_of(self.position, rules, self.earlier_keys())
        self._outcome = (rules, found)
        return found

    def notation(self) -> str:
        assert self.move is not None and self.parent is not None
        return move_to_text(self.parent.position.geometry, self.move)

    @property
    def main_child(self) -> Node | None:
        """The move that continues this line, if any."""
        return self.children[0] if self.children else None

    @property
    def variations(self) -> list[Node]:
        """Alternatives to :attr:`main_child` (first moves of the variations here)."""
        return self.children[1:]

    def root(self) -> Node:
        if self._place is None:
            self._locate()
        assert self._place is not None
        return self._place[1]

    def is_main_line(self) -> bool:
        """Whether this node lies on the game's main line (the root does)."""
        node = self
        while node.parent is not None:
            if node.parent.children[0] is not node:
                return False
            node = node.parent
        return True

    def variation_start(self) -> Node | None:
        """The first move of the innermost variation holding this node (None on the main line).

        Deleting it removes the whole variation; promoting it lifts the variation one level.
        """
        node = self
        while node.parent is not None:
            if node.parent.children[0] is not node:
                return node
            node = node.parent
        return None

    def walk(self) -> Iterator[Node]:
        """This node and every node under it."""
        stack = [self]
        while stack:
            node = stack.pop()
            yield node
            stack.extend(node.children)

    def count(self) -> int:
        """Number of moves in this node's subtree (the node itself included unless root)."""
        total = 0
        stack = [self]
        while stack:
            node = stack.pop()
            if node.parent is not None:
                total += 1
            stack.extend(node.children)
        return total


@dataclass(eq=False)
class GameRecord:
    """A game with its tags, start position, rules and move tree."""

    tags: dict[str, str] = field(default_factory=dict)
    rules: Rules = DEFAULT_RULES
    root: Node = field(default_factory=lambda: Node(Position.start()))

    @property
    def start(self) -> Position:
        return self.root.position

    def snapshot(self) -> GameRecord:
        """A copy with tags and a move tree of its own: written on another thread while
        the game goes on (the autosave, a save)."""
        return GameRecord(dict(self.tags), self.rules, self.root.copy_tree())

    def mainline(self) -> list[Node]:
        out = []
        node = self.root
        while node.children:
            node = node.children[0]
            out.append(node)
        return out

    def mainline_moves(self) -> list[Move]:
        return [node.move for node in self.mainline() if node.move is not None]

    def mainline_positions(self) -> list[Position]:
        return [self.root.position] + [node.position for node in self.mainline()]

    def final_node(self) -> Node:
        """The main line's last node (the root if there are no moves)."""
        line = self.mainline()
        return line[-1] if line else self.root

    def final_position(self) -> Position:
        return self.final_node().position

    def declared_outcome(self) -> Outcome | None:
        """An end that is in the tags but not on the board (resignation, agreed draw)."""
        if self.final_node().outcome(self.rules) is not None:
            return None
        result = self.tags.get("Result", "*")
        termination = self.tags.get("Termination", "")
        if result == "1/2-1/2":
            kind = (
                Termination.REPETITION
                if termination == Termination.REPETITION.value
                else Termination.DRAW_AGREED
            )
            return Outcome(None, kind)
        if result in ("1-0", "0-1"):
            kind = (
                Termination.TIME
                if termination == Termination.TIME.value
                else Termination.RESIGNATION
            )
            return Outcome(Color.WHITE if result == "1-0" else Color.BLACK, kind)
        return None

    def time_control(self) -> TimeControl:
        """The ``TimeControl`` tag's control (none without the tag; the reader has
        checked it, so a bad value set since raises :class:`TimeControlError`)."""
        return TimeControl.parse(self.tags.get("TimeControl", ""))
