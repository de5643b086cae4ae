"""Game records: a PGN-like text format with tag pairs, numbered moves, comments and
variations (docs/game-record-format.md). Reading checks every move and reports the line
and column of the first problem; nothing is ever executed."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from .efn import EFNError, parse_efn, to_efn
from .game import Game, Outcome, Termination, outcome_of
from .movegen import legal_moves
from .notation import IllegalMoveError, move_to_text, parse_move
from .position import DEFAULT_RULES, Color, Move, Position, Rules, SymmetryRule

FORMAT_NAME = "epaminondas-record"
FORMAT_VERSION = 1
MAX_FILE_BYTES = 4 * 1024 * 1024
"""Records larger than this are refused (a long game is a few kilobytes)."""

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

    def promote(self) -> None:
        """Make this node's line the main line at its branch point."""
        if self.parent is not None:
            self.parent.children.remove(self)
            self.parent.children.insert(0, self)

    def delete(self) -> None:
        """Remove this node and everything after it."""
        if self.parent is not None:
            self.parent.children.remove(self)


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


def _quote(value: str) -> str:
    clean = value.replace("\\", "\\\\").replace('"', '\\"')
    return '"' + clean.replace("\n", " ").replace("\r", " ") + '"'


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
    tags.setdefault("Result", "*")
    tags["Board"] = geo.size_name
    tags["Symmetry"] = record.rules.symmetry.value
    if start != Position.start(geo.width, geo.height):
        tags["EFN"] = to_efn(start)
    else:
        tags.pop("EFN", None)
    tags["Format"] = f"{FORMAT_NAME} {FORMAT_VERSION}"
    ordered = [k for k in TAG_ORDER if k in tags] + sorted(k for k in tags if k not in TAG_ORDER)
    lines = [f"[{key} {_quote(tags[key])}]" for key in ordered]
    lines.append("")
    tokens: list[str] = []
    if record.root.comment:
        tokens.append(_comment(record.root.comment))
    _write_line(record.root, tokens, force_number=True)
    result = tags["Result"] if tags["Result"] in RESULTS else "*"
    tokens.append(result)
    lines.extend(_wrap(tokens, 79))
    return "\n".join(lines) + "\n"


def _comment(text: str) -> str:
    return "{" + text.replace("}", ")").replace("{", "(") + "}"


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
    if node.parent.position.turn is Color.WHITE:
        tokens.append(f"{number}.")
    elif force_number:
        tokens.append(f"{number}...")
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
    for token in tokens:
        candidate = f"{current} {token}" if current else token
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
            for j in range(i, end):
                if text[j] == "\n":
                    line += 1
                    line_start = j + 1
            i = end + 1
            continue
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
        while not (_is_number(word) or word in RESULTS):
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
        raise RecordError(1, text.index("\x00") + 1, "this is not a text file (binary data)")
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
    record = _record_from_tags(tags, tag_pos)
    if first_move_token is None:
        return record
    _read_movetext(record, first_move_token, tokens)
    return record


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
    rules = DEFAULT_RULES
    if "Symmetry" in tags:
        try:
            rules = Rules(SymmetryRule.parse(tags["Symmetry"]))
        except ValueError as exc:
            raise RecordError(*where("Symmetry"), str(exc)) from None
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

    def all_tokens() -> Iterator[_Token]:
        yield first
        yield from rest

    for token in all_tokens():
        if result_seen is not None:
            raise RecordError(token.line, token.column, "text after the result")
        if token.kind == "tag":
            raise RecordError(token.line, token.column, "tag pair after the moves began")
        if token.kind == "comment":
            target = last_played if last_played is not None else current
            target.comment = f"{target.comment} {token.text.strip()}".strip()
        elif token.kind == "number":
            continue
        elif token.kind == "open":
            if last_played is None or last_played.parent is None:
                raise RecordError(token.line, token.column, "a variation must follow a move")
            stack.append((current, last_played, token))
            current = last_played.parent
            last_played = None
        elif token.kind == "close":
            if not stack:
                raise RecordError(token.line, token.column, "')' without a matching '('")
            current, last_played, _open = stack.pop()
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
            try:
                move = parse_move(pos, token.text, rules)
            except IllegalMoveError as exc:
                raise RecordError(token.line, token.column, str(exc)) from None
            node = current.add(move)
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


def read_game_file(path: str | os.PathLike[str]) -> GameRecord:
    """Read a record file, refusing files that are too large or not UTF-8 text."""
    file = Path(path)
    try:
        size = file.stat().st_size
        if size > MAX_FILE_BYTES:
            raise RecordError(
                1, 1, f"file is too large ({size} bytes; the limit is {MAX_FILE_BYTES})"
            )
        data = file.read_bytes()
    except OSError as exc:
        raise RecordError(1, 1, f"cannot read {file}: {exc.strerror or exc}") from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        column = exc.start - (data.rfind(b"\n", 0, exc.start) + 1) + 1
        raise RecordError(line, column, "not UTF-8 text (is this a game record?)") from None
    return read_record(text)


def legal_move_texts(pos: Position, rules: Rules = DEFAULT_RULES) -> list[str]:
    return [move_to_text(pos.geometry, move) for move in legal_moves(pos, rules)]
