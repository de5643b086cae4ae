"""Game records: a PGN-like text format with tag pairs, numbered moves, comments and
variations (docs/game-record-format.md). Reading checks every move and reports the line
and column of the first problem; nothing is ever executed."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from ..rules.efn import EFNError, parse_efn, to_efn
from ..rules.movegen import legal_moves
from ..rules.notation import IllegalMoveError, move_to_text, parse_move
from ..rules.position import DEFAULT_RULES, Color, Move, Position, Rules, SymmetryRule, Variant
from .game import Game, Outcome, Termination, outcome_of

FORMAT_NAME = "epaminondas-record"
FORMAT_VERSION = 1
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
    "EFN",
    "Termination",
    "Format",
)


class RecordError(ValueError):
    """A problem in a game record, with its 1-based line and column."""

    def __init__(self, line: int, column: int, message: str) -> None:
        super().__init__(f"line {line}, column {column}: {message}")
        self.line = line
        self.column = column
        self.message = message


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

    def add(self, move: Move, comment: str = "") -> Node:
        """Add ``move`` as a new child (a variation if there already is a main child)."""
        for child in self.children:
            if child.move == move:
                return child
        node = Node(self.position.play(move), move, self, comment)
        self.children.append(node)
        return node

    @property
    def ply(self) -> int:
        n = 0
        node = self
        while node.parent is not None:
            n += 1
            node = node.parent
        return n

    def path(self) -> list[Node]:
        """Nodes from the root's first move down to this node."""
        out = []
        node: Node | None = self
        while node is not None and node.parent is not None:
            out.append(node)
            node = node.parent
        out.reverse()
        return out

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
        node = self
        while node.parent is not None:
            node = node.parent
        return node

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

    def promote(self) -> None:
        """Make this node's line the main line at its branch point."""
        if self.parent is not None:
            self.parent.children.remove(self)
            self.parent.children.insert(0, self)

    def demote(self) -> None:
        """Move this node one place down among its siblings (main line -> first variation)."""
        if self.parent is not None:
            siblings = self.parent.children
            index = siblings.index(self)
            if index + 1 < len(siblings):
                siblings[index], siblings[index + 1] = siblings[index + 1], siblings[index]

    def promote_to_main_line(self) -> None:
        """Promote at every branch point above this node, so it ends up on the main line."""
        node = self
        while node.parent is not None:
            node.promote()
            node = node.parent

    def delete(self) -> None:
        """Remove this node and everything after it."""
        if self.parent is not None:
            self.parent.children.remove(self)

    def delete_variation(self) -> Node | None:
        """Delete the innermost variation holding this node; return the node to show next
        (the branch point), or None if this node is on the main line (nothing deleted)."""
        start = self.variation_start()
        if start is None:
            return None
        parent = start.parent
        start.delete()
        return parent

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

    def final_position(self) -> Position:
        line = self.mainline()
        return line[-1].position if line else self.root.position

    def declared_outcome(self) -> Outcome | None:
        """An end that is in the tags but not on the board (resignation, agreed draw)."""
        final = self.final_position()
        if outcome_of(final, self.rules) is not None:
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
            return Outcome(Color.WHITE if result == "1-0" else Color.BLACK, Termination.RESIGNATION)
        return None

    def to_game(self) -> Game:
        """The main line as a playable :class:`Game`."""
        game = Game(self.start, self.rules, self.mainline_moves())
        game.declared = self.declared_outcome()
        return game

    @classmethod
    def from_game(cls, game: Game, tags: dict[str, str] | None = None) -> GameRecord:
        record = cls(dict(tags or {}), game.rules, Node(game.start))
        node = record.root
        for move in game.moves:
            node = node.add(move)
        outcome = game.outcome()
        record.tags["Result"] = outcome.result_text if outcome else "*"
        if outcome is not None:
            record.tags["Termination"] = outcome.termination.value
        else:
            record.tags.pop("Termination", None)
        return record


# -- writing --------------------------------------------------------------------------


_CONTROL_RE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")
_TAG_NAME_RE = re.compile(r"[A-Za-z][A-Za-z0-9_]*")


def _quote(value: str) -> str:
    # A tag is one line: newlines and other control characters become spaces.
    clean = _CONTROL_RE.sub(" ", value.replace("\n", " ").replace("\t", " "))
    clean = clean.replace("\\", "\\\\").replace('"', '\\"')
    return '"' + clean + '"'


def write_record(record: GameRecord) -> str:
    """The record as text (always readable back by :func:`read_record`)."""
    tags = dict(record.tags)
    start = record.start
    geo = start.geometry
    tags.setdefault("Event", "Casual game")
    tags.setdefault("Site", "?")
    tags.setdefault("Date", "????.??.??")
    tags.setdefault("Round", "-")
    tags.setdefault("White", "?")
    tags.setdefault("Black", "?")
    if tags.get("Result") not in RESULTS:
        tags["Result"] = "*"
    tags["Board"] = geo.size_name
    tags["Symmetry"] = record.rules.symmetry.value
    # Absent means Epaminondas, so records of the main game stay as they were.
    if record.rules.variant is Variant.EPAMINONDAS:
        tags.pop("Variant", None)
    else:
        tags["Variant"] = record.rules.variant.value
    if start != Position.start(geo.width, geo.height):
        tags["EFN"] = to_efn(start)
    else:
        tags.pop("EFN", None)
    tags["Format"] = f"{FORMAT_NAME} {FORMAT_VERSION}"
    # A name the reader would refuse is dropped rather than written unreadable.
    ordered = [k for k in TAG_ORDER if k in tags] + sorted(
        k for k in tags if k not in TAG_ORDER and _TAG_NAME_RE.fullmatch(k)
    )
    lines = [f"[{key} {_quote(tags[key])}]" for key in ordered]
    lines.append("")
    tokens: list[str] = []
    if record.root.comment:
        tokens.append(_comment(record.root.comment))
    _write_line(record.root, tokens, force_number=True)
    tokens.append(tags["Result"])
    lines.extend(_wrap(tokens, 79))
    return "\n".join(lines) + "\n"


def _comment(text: str) -> str:
    """A comment as written: braces cannot be escaped, so they become parentheses; NUL and
    other control characters (which would make the file look binary) become spaces."""
    clean = _CONTROL_RE.sub(" ", text).replace("}", ")").replace("{", "(")
    return "{" + clean.strip() + "}"


def _write_line(start: Node, tokens: list[str], force_number: bool) -> None:
    """Write the line that continues from ``start`` (its main child onward), with variations."""
    node = start
    while node.children:
        main = node.children[0]
        _write_move(main, tokens, force_number)
        force_number = False
        if main.comment:
            tokens.append(_comment(main.comment))
            force_number = True
        for variation in node.children[1:]:
            tokens.append("(")
            if variation.starting_comment:
                tokens.append(_comment(variation.starting_comment))
            _write_move(variation, tokens, True)
            if variation.comment:
                tokens.append(_comment(variation.comment))
            _write_line(variation, tokens, bool(variation.comment))
            tokens.append(")")
            force_number = True
        node = main


def _write_move(node: Node, tokens: list[str], force_number: bool) -> None:
    assert node.parent is not None
    number = _move_number(node)
    # Number and move form one token so that a line is never wrapped between them.
    if node.parent.position.turn is Color.WHITE:
        tokens.append(f"{number}. {node.notation()}")
    elif force_number:
        tokens.append(f"{number}... {node.notation()}")
    else:
        tokens.append(node.notation())


def _move_number(node: Node) -> int:
    """Full-move number of the move at ``node`` (White's and Black's first moves are 1)."""
    root = node
    while root.parent is not None:
        root = root.parent
    plies_before = node.ply - 1 + (0 if root.position.turn is Color.WHITE else 1)
    return plies_before // 2 + 1


def _wrap(tokens: list[str], width: int) -> list[str]:
    lines: list[str] = []
    current = ""
    previous = ""
    for token in tokens:
        # No space inside the parentheses of a variation: "(2. c2-c3 c11-c10)".
        glue = "" if previous == "(" or token == ")" else " "
        previous = token
        candidate = f"{current}{glue}{token}" if current else token
        if len(candidate) > width and current:
            lines.append(current)
            current = token
        else:
            current = candidate
    if current:
        lines.append(current)
    return lines


# -- reading --------------------------------------------------------------------------

_TAG_RE = re.compile(r'\[\s*([A-Za-z][A-Za-z0-9_]*)\s+"((?:[^"\\]|\\.)*)"\s*\]')


@dataclass
class _Token:
    kind: str  # "tag", "comment", "open", "close", "number", "move", "result"
    text: str
    line: int
    column: int


def _tokens(text: str) -> Iterator[_Token]:
    line = 1
    line_start = 0
    i = 0
    n = len(text)
    while i < n:
        ch = text[i]
        col = i - line_start + 1
        if ch == "\n":
            line += 1
            line_start = i + 1
            i += 1
            continue
        if ch in " \t\r\ufeff":
            i += 1
            continue
        if ch == "[":
            end = text.find("\n", i)
            end = n if end < 0 else end
            match = _TAG_RE.match(text, i, end)
            if match is None:
                raise RecordError(line, col, 'malformed tag pair (expected [Name "value"])')
            yield _Token("tag", match.group(0), line, col)
            i = match.end()
            continue
        if ch == "{":
            end = text.find("}", i)
            if end < 0:
                raise RecordError(line, col, "comment is not closed with }")
            body = text[i + 1 : end]
            yield _Token("comment", body, line, col)
            newlines = text.count("\n", i, end)
            if newlines:
                line += newlines
                line_start = text.rfind("\n", i, end) + 1
            i = end + 1
            continue
        if ch == "}":
            raise RecordError(line, col, "'}' without a matching '{'")
        if ch == ";":
            end = text.find("\n", i)
            end = n if end < 0 else end
            yield _Token("comment", text[i + 1 : end].strip(), line, col)
            i = end
            continue
        if ch == "(":
            yield _Token("open", ch, line, col)
            i += 1
            continue
        if ch == ")":
            yield _Token("close", ch, line, col)
            i += 1
            continue
        # A word: up to whitespace or a delimiter.
        j = i
        while j < n and text[j] not in " \t\r\n{}();[":
            j += 1
        word = text[i:j]
        # A move may be written with spaces around '-', '.' or ':': join the pieces.
        # (Bounded: no move is long, and joining must stay linear on hostile input.)
        while len(word) < 64 and not (_is_number(word) or word in RESULTS):
            k = j
            while k < n and text[k] in " \t":
                k += 1
            if k >= n or not (word.endswith(("-", ".", ":")) or text[k] in "-:."):
                break
            m = k
            while m < n and text[m] not in " \t\r\n{}();[":
                m += 1
            if m == k:
                break
            word += text[k:m]
            j = m
        if word in RESULTS:
            yield _Token("result", word, line, col)
        elif _is_number(word):
            yield _Token("number", word, line, col)
        elif re.fullmatch(r"\d+\.+.+", word):
            dots = word.index(".")
            while dots < len(word) and word[dots] == ".":
                dots += 1
            yield _Token("number", word[:dots], line, col)
            yield _Token("move", word[dots:], line, col + dots)
        else:
            yield _Token("move", word, line, col)
        i = j


def _is_number(word: str) -> bool:
    return re.fullmatch(r"\d+\.(\.\.)?", word) is not None


def read_record(text: str) -> GameRecord:
    """Parse a game record; raises :class:`RecordError` at the first problem."""
    if "\x00" in text:
        at = text.index("\x00")
        line = text.count("\n", 0, at) + 1
        column = at - (text.rfind("\n", 0, at) + 1) + 1
        raise RecordError(line, column, "this is not a text file (binary data)")
    tags: dict[str, str] = {}
    tag_pos: dict[str, tuple[int, int]] = {}
    tokens = _tokens(text)
    first_move_token: _Token | None = None
    for token in tokens:
        if token.kind == "tag":
            match = _TAG_RE.match(token.text)
            assert match is not None
            name, raw = match.group(1), match.group(2)
            if name in tags:
                raise RecordError(token.line, token.column, f"tag {name} appears twice")
            tags[name] = re.sub(r"\\(.)", r"\1", raw)
            tag_pos[name] = (token.line, token.column)
            continue
        first_move_token = token
        break
    if not tags and first_move_token is None:
        raise RecordError(1, 1, _EMPTY)
    had_tags = bool(tags)
    record = _record_from_tags(tags, tag_pos)
    if first_move_token is None:
        return record
    try:
        _read_movetext(record, first_move_token, tokens)
    except RecordError as exc:
        at_first_word = (exc.line, exc.column) == (first_move_token.line, first_move_token.column)
        if not had_tags and at_first_word and first_move_token.kind == "move":
            # The very first word of a file with no tags is not a move: another kind of file.
            # Say so without echoing its content.
            raise RecordError(exc.line, exc.column, _FOREIGN) from None
        raise
    if not had_tags and not record.root.children:
        # No tags and no moves, only comments or a result: text from elsewhere that happens
        # to be brace-quoted, such as JSON.
        raise RecordError(first_move_token.line, first_move_token.column, _FOREIGN)
    return record


_EMPTY = "the file is empty: it holds no game record"
_FOREIGN = (
    "not a game record (a record starts with tag pairs such as [Event \"...\"] or with "
    "numbered moves such as 1. a2-a3)"
)


def _record_from_tags(tags: dict[str, str], tag_pos: dict[str, tuple[int, int]]) -> GameRecord:
    def where(name: str) -> tuple[int, int]:
        return tag_pos.get(name, (1, 1))

    fmt = tags.get("Format")
    if fmt is not None:
        parts = fmt.split()
        if len(parts) != 2 or parts[0] != FORMAT_NAME or not parts[1].isdigit():
            raise RecordError(
                *where("Format"),
                f"unknown format {fmt!r} (expected '{FORMAT_NAME} {FORMAT_VERSION}')",
            )
        if int(parts[1]) > FORMAT_VERSION:
            raise RecordError(
                *where("Format"),
                f"written by a newer version of the format ({parts[1]}); "
                f"this program reads version {FORMAT_VERSION}",
            )
    symmetry = DEFAULT_RULES.symmetry
    if "Symmetry" in tags:
        try:
            symmetry = SymmetryRule.parse(tags["Symmetry"])
        except ValueError as exc:
            raise RecordError(*where("Symmetry"), str(exc)) from None
    variant = Variant.EPAMINONDAS
    if "Variant" in tags:
        try:
            variant = Variant.parse(tags["Variant"])
        except ValueError as exc:
            raise RecordError(*where("Variant"), str(exc)) from None
    rules = Rules(symmetry, variant)
    start: Position | None = None
    if "EFN" in tags:
        try:
            start = parse_efn(tags["EFN"])
        except EFNError as exc:
            raise RecordError(*where("EFN"), f"bad EFN: {exc}") from None
    if "Board" in tags:
        size = tags["Board"].lower().split("x")
        if len(size) != 2 or not all(s.isdigit() for s in size):
            raise RecordError(*where("Board"), f"bad board size {tags['Board']!r} (expected WxH)")
        width, height = int(size[0]), int(size[1])
        if start is None:
            try:
                start = Position.start(width, height)
            except ValueError as exc:
                raise RecordError(*where("Board"), str(exc)) from None
        elif (start.geometry.width, start.geometry.height) != (width, height):
            raise RecordError(
                *where("Board"),
                f"Board says {tags['Board']} but the EFN is {start.geometry.size_name}",
            )
    if start is None:
        start = Position.start()
    if "Result" in tags and tags["Result"] not in RESULTS:
        raise RecordError(
            *where("Result"), f"unknown result {tags['Result']!r} (expected 1-0, 0-1, 1/2-1/2 or *)"
        )
    return GameRecord(tags, rules, Node(start))


def _read_movetext(record: GameRecord, first: _Token, rest: Iterator[_Token]) -> None:
    rules = record.rules
    # Stack of (node the next move is played from, node of the last move in this line).
    current = record.root
    last_played: Node | None = None
    stack: list[tuple[Node, Node | None, _Token]] = []
    result_seen: _Token | None = None
    pending_comment = ""  # a comment at the start of a variation, before its first move
    moves_read = 0
    # Legal moves by (rear, head, to), per node: one move generation per move read in the
    # usual case; parse_move handles other spellings and explains illegal moves.
    by_squares: dict[int, dict[tuple[int, int, int], Move]] = {}

    def all_tokens() -> Iterator[_Token]:
        yield first
        yield from rest

    for token in all_tokens():
        if result_seen is not None:
            raise RecordError(token.line, token.column, "text after the result")
        if token.kind == "tag":
            raise RecordError(token.line, token.column, "tag pair after the moves began")
        if token.kind == "comment":
            if last_played is None and stack:
                pending_comment = f"{pending_comment} {token.text.strip()}".strip()
                continue
            target = last_played if last_played is not None else current
            target.comment = f"{target.comment} {token.text.strip()}".strip()
        elif token.kind == "number":
            continue
        elif token.kind == "open":
            if last_played is None or last_played.parent is None:
                raise RecordError(token.line, token.column, "a variation must follow a move")
            if len(stack) >= MAX_VARIATION_DEPTH:
                raise RecordError(
                    token.line,
                    token.column,
                    f"variations nested more than {MAX_VARIATION_DEPTH} deep",
                )
            pending_comment = ""
            stack.append((current, last_played, token))
            current = last_played.parent
            last_played = None
        elif token.kind == "close":
            if not stack:
                raise RecordError(token.line, token.column, "')' without a matching '('")
            current, last_played, _open = stack.pop()
            pending_comment = ""
        elif token.kind == "result":
            if stack:
                raise RecordError(token.line, token.column, "result inside a variation")
            result_seen = token
        else:
            pos = current.position
            if outcome_of(pos, rules) is not None:
                raise RecordError(
                    token.line, token.column, f"move {token.text!r} after the game is over"
                )
            moves_read += 1
            if moves_read > MAX_MOVES:
                raise RecordError(
                    token.line, token.column, f"more than {MAX_MOVES} moves in one record"
                )
            table = by_squares.get(id(current))
            if table is None:
                # Sideslips are read by parse_move (their text has two landing squares).
                table = {
                    (m.rear, m.head, m.to): m for m in legal_moves(pos, rules) if not m.is_slip
                }
                by_squares[id(current)] = table
            move_or_none = _quick_lookup(pos, token.text, table)
            if move_or_none is None and len(token.text) > 40:
                # Keep the message readable when the "move" is a long run of garbage.
                raise RecordError(token.line, token.column, f"{token.text[:20]!r}... is not a move")
            if move_or_none is None:
                try:
                    move_or_none = parse_move(pos, token.text, rules)
                except IllegalMoveError as exc:
                    raise RecordError(token.line, token.column, str(exc)) from None
            node = current.add(move_or_none)
            if pending_comment:
                node.starting_comment = f"{node.starting_comment} {pending_comment}".strip()
                pending_comment = ""
            current = node
            last_played = node
    if stack:
        opening = stack[-1][2]
        raise RecordError(opening.line, opening.column, "this variation '(' is never closed")
    if (
        result_seen is not None
        and "Result" in record.tags
        and record.tags["Result"] != result_seen.text
    ):
        raise RecordError(
            result_seen.line,
            result_seen.column,
            f"result {result_seen.text} differs from the Result tag {record.tags['Result']}",
        )
    if result_seen is not None:
        record.tags.setdefault("Result", result_seen.text)


_CANONICAL_MOVE_RE = re.compile(r"([a-z]\d{1,2})(?:\.([a-z]\d{1,2}))?-([a-z]\d{1,2})(?::(\d+))?")


def _quick_lookup(pos: Position, text: str, table: dict[tuple[int, int, int], Move]) -> Move | None:
    """The move ``text`` names if it is written exactly as the writer writes it, else None."""
    match = _CANONICAL_MOVE_RE.fullmatch(text)
    if match is None:
        return None
    geo = pos.geometry
    try:
        first = geo.parse_square(match[1])
        head = geo.parse_square(match[2]) if match[2] else first
        to = geo.parse_square(match[3])
    except ValueError:
        return None
    move = table.get((first, head, to))
    captured = int(match[4]) if match[4] else 0
    if move is None or move.captured != captured:
        return None
    return move


_EFN_LIKE_RE = re.compile(r"[^\s\[\]{}()]*/\S*(?:\s+\S+)?")


def read_record_or_efn(text: str) -> GameRecord:
    """A whole record, or a single EFN position string (a game with no moves starting
    there): what a user may paste. Raises :class:`RecordError` at the first problem."""
    stripped = text.strip(" \t\r\n\ufeff")
    if "\n" not in stripped and _EFN_LIKE_RE.fullmatch(stripped):
        try:
            start = parse_efn(stripped)
        except EFNError as exc:
            raise RecordError(1, 1, f"bad EFN: {exc}") from None
        return GameRecord({}, DEFAULT_RULES, Node(start))
    return read_record(text)


def read_game_file(path: str | os.PathLike[str]) -> GameRecord:
    """Read a record file, refusing files that are too large or not UTF-8 text."""
    return read_record(_read_file_text(path))


@dataclass(frozen=True, slots=True)
class RecordSummary:
    """What a games list shows, read without replaying the moves (see :func:`summarize_record`)."""

    tags: dict[str, str]
    """The tag pairs as written."""
    moves: int
    """Number of moves on the main line."""
    variations: int
    """Number of variations (opening parentheses)."""
    board: str
    """Board size such as ``14x12`` (from the Board or EFN tag)."""

    @property
    def result(self) -> str:
        return self.tags.get("Result", "*")


def summarize_record(text: str) -> RecordSummary:
    """Tags and main-line move count of a record, checking its syntax but not the moves'
    legality (a fraction of :func:`read_record`'s cost); raises :class:`RecordError`."""
    if "\x00" in text:
        read_record(text)  # raises with the position of the NUL
    tags: dict[str, str] = {}
    tag_pos: dict[str, tuple[int, int]] = {}
    moves = 0
    variations = 0
    opened: list[_Token] = []
    in_movetext = False
    result: str | None = None
    for token in _tokens(text):
        if token.kind == "tag":
            if in_movetext:
                raise RecordError(token.line, token.column, "tag pair after the moves began")
            match = _TAG_RE.match(token.text)
            assert match is not None
            name = match.group(1)
            if name in tags:
                raise RecordError(token.line, token.column, f"tag {name} appears twice")
            tags[name] = re.sub(r"\\(.)", r"\1", match.group(2))
            tag_pos[name] = (token.line, token.column)
            continue
        in_movetext = True
        if token.kind == "open":
            if len(opened) >= MAX_VARIATION_DEPTH:
                raise RecordError(
                    token.line,
                    token.column,
                    f"variations nested more than {MAX_VARIATION_DEPTH} deep",
                )
            opened.append(token)
            variations += 1
        elif token.kind == "close":
            if not opened:
                raise RecordError(token.line, token.column, "')' without a matching '('")
            opened.pop()
        elif token.kind == "move" and not opened:
            moves += 1
        elif token.kind == "result" and not opened:
            result = token.text
    if opened:
        raise RecordError(opened[-1].line, opened[-1].column, "this variation '(' is never closed")
    if not tags:
        # Every record this program writes has tags; text without any may be another kind
        # of file, which only a full read can tell (its words are not moves).
        read_record(text)
    record = _record_from_tags(tags, tag_pos)  # the same tag checks as a full read
    if result is not None:
        tags.setdefault("Result", result)
    return RecordSummary(tags, moves, variations, record.start.geometry.size_name)


def summarize_game_file(path: str | os.PathLike[str]) -> RecordSummary:
    """:func:`summarize_record` of a file, with :func:`read_game_file`'s size and UTF-8 checks."""
    return summarize_record(_read_file_text(path))


def _read_file_text(path: str | os.PathLike[str]) -> str:
    file = Path(path)
    try:
        with file.open("rb") as stream:
            # Read one byte past the limit instead of trusting stat(): the file may grow.
            data = stream.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        raise RecordError(1, 1, f"cannot read {file}: {exc.strerror or exc}") from None
    if len(data) > MAX_FILE_BYTES:
        raise RecordError(1, 1, f"file is too large (the limit is {MAX_FILE_BYTES} bytes)")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        line_start = data.rfind(b"\n", 0, exc.start) + 1
        # Everything before the bad byte decoded, so the column can count characters.
        column = len(data[line_start : exc.start].decode("utf-8")) + 1
        raise RecordError(line, column, "not UTF-8 text (is this a game record?)") from None
    return text
