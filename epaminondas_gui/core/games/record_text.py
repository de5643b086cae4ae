"""The text format of game records: a PGN-like text with tag pairs, numbered moves,
comments and variations (docs/game-record-format.md). Reading checks every move and
reports the line and column of the first problem; nothing is ever executed."""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from ..rules.geometry import board_named
from ..rules.movegen import legal_moves
from ..rules.notation import IllegalMoveError, parse_move
from ..rules.position import (
    DEFAULT_RULES,
    Color,
    EFNError,
    Move,
    Position,
    Rules,
    SymmetryRule,
    Variant,
    Zone,
    parse_efn,
    to_efn,
    variant_for,
)
from . import annotation_text as notes
from .clock import TimeControl, TimeControlError
from .record import (
    FORMAT_NAME,
    FORMAT_VERSION,
    MAX_FILE_BYTES,
    MAX_MOVES,
    MAX_VARIATION_DEPTH,
    RESULTS,
    TAG_ORDER,
    GameRecord,
    Node,
    Problem,
    RecordError,
)

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
    rules = record.rules
    traits = rules.variant.traits
    # Each rule option is written where the variant has it, and always there.
    _set_or_drop(tags, "Symmetry", rules.symmetry.value if traits.symmetry_rule else None)
    _set_or_drop(tags, "Zone", rules.zone.value if traits.zones else None)
    # Absent means Epaminondas, so records of the main game stay as they were.
    _set_or_drop(tags, "Variant",
                 None if rules.variant is Variant.EPAMINONDAS else rules.variant.value)
    if not start.is_standard_start():
        tags["EFN"] = to_efn(start)
    else:
        tags.pop("EFN", None)
    # Glyphs after moves are version 2: a reader of version 1 would refuse them as moves.
    glyphs = any(node.glyph for node in record.root.walk())
    tags["Format"] = f"{FORMAT_NAME} {FORMAT_VERSION if glyphs else 1}"
    # A name the reader would refuse is dropped rather than written unreadable.
    ordered = [k for k in TAG_ORDER if k in tags] + sorted(
        k for k in tags if k not in TAG_ORDER and _TAG_NAME_RE.fullmatch(k)
    )
    lines = [f"[{key} {_quote(tags[key])}]" for key in ordered]
    lines.append("")
    tokens: list[str] = []
    if notes.has_annotations(record.root):
        tokens.append(_comment(record.root.comment, record.root))
    _write_line(record.root, tokens, force_number=True)
    tokens.append(tags["Result"])
    lines.extend(_wrap(tokens, 79))
    return "\n".join(lines) + "\n"


def _set_or_drop(tags: dict[str, str], name: str, value: str | None) -> None:
    if value is None:
        tags.pop(name, None)
    else:
        tags[name] = value


def _comment(text: str, node: Node | None = None) -> str:
    """A comment as written: braces cannot be escaped, so they become parentheses; NUL and
    other control characters (which would make the file look binary) become spaces. After
    a move, its annotations go first (``[%clk ...] [%eval ...]``, annotation_text.py)."""
    clean = _CONTROL_RE.sub(" ", text).replace("}", ")").replace("{", "(")
    text = notes.annotations_text(node, clean) if node else notes.escape_commands(clean)
    return "{" + text + "}"


def _write_line(start: Node, tokens: list[str], force_number: bool) -> None:
    """Write the line that continues from ``start`` (its main child onward), with variations."""
    node = start
    while node.children:
        main = node.children[0]
        _write_move(main, tokens, force_number)
        force_number = False
        if notes.has_annotations(main):
            tokens.append(_comment(main.comment, main))
            force_number = True
        for variation in node.children[1:]:
            tokens.append("(")
            if variation.starting_comment:
                tokens.append(_comment(variation.starting_comment))
            _write_move(variation, tokens, True)
            if notes.has_annotations(variation):
                tokens.append(_comment(variation.comment, variation))
            _write_line(variation, tokens, notes.has_annotations(variation))
            tokens.append(")")
            force_number = True
        node = main


def _write_move(node: Node, tokens: list[str], force_number: bool) -> None:
    assert node.parent is not None
    number = node.move_number
    text = node.notation() + node.glyph
    # Number and move form one token so that a line is never wrapped between them.
    if node.parent.position.turn is Color.WHITE:
        tokens.append(f"{number}. {text}")
    elif force_number:
        tokens.append(f"{number}... {text}")
    else:
        tokens.append(text)


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

TAG_RE = re.compile(r'\[\s*([A-Za-z][A-Za-z0-9_]*)\s+"((?:[^"\\]|\\.)*)"\s*\]')


@dataclass
class Token:
    kind: str  # "tag", "comment", "open", "close", "number", "move", "result"
    text: str
    line: int
    column: int


def lex(text: str) -> Iterator[Token]:
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
            match = TAG_RE.match(text, i, end)
            if match is None:
                raise RecordError(line, col, 'malformed tag pair (expected [Name "value"])')
            yield Token("tag", match.group(0), line, col)
            i = match.end()
            continue
        if ch == "{":
            end = text.find("}", i)
            if end < 0:
                raise RecordError(line, col, "comment is not closed with }")
            body = text[i + 1 : end]
            yield Token("comment", body, line, col)
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
            yield Token("comment", text[i + 1 : end].strip(), line, col)
            i = end
            continue
        if ch == "(":
            yield Token("open", ch, line, col)
            i += 1
            continue
        if ch == ")":
            yield Token("close", ch, line, col)
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
            yield Token("result", word, line, col)
        elif _is_number(word):
            yield Token("number", word, line, col)
        elif re.fullmatch(r"\d+\.+.+", word):
            dots = word.index(".")
            while dots < len(word) and word[dots] == ".":
                dots += 1
            yield Token("number", word[:dots], line, col)
            yield Token("move", word[dots:], line, col + dots)
        else:
            yield Token("move", word, line, col)
        i = j


def _is_number(word: str) -> bool:
    return re.fullmatch(r"\d+\.(\.\.)?", word) is not None


def read_record(text: str) -> GameRecord:
    """Parse a game record; raises :class:`RecordError` at the first problem."""
    if "\x00" in text:
        at = text.index("\x00")
        line = text.count("\n", 0, at) + 1
        column = at - (text.rfind("\n", 0, at) + 1) + 1
        raise RecordError(line, column, "this is not a text file (binary data)",
                          problem=Problem.BINARY)
    tags: dict[str, str] = {}
    tag_pos: dict[str, tuple[int, int]] = {}
    tokens = lex(text)
    first_move_token: Token | None = None
    for token in tokens:
        if token.kind == "tag":
            match = TAG_RE.match(token.text)
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
        raise RecordError(1, 1, _EMPTY, problem=Problem.EMPTY)
    had_tags = bool(tags)
    record = record_from_tags(tags, tag_pos)
    if first_move_token is None:
        return record
    try:
        _read_movetext(record, first_move_token, tokens)
    except RecordError as exc:
        at_first_word = (exc.line, exc.column) == (first_move_token.line, first_move_token.column)
        if not had_tags and at_first_word and first_move_token.kind == "move":
            # The very first word of a file with no tags is not a move: another kind of file.
            # Say so without echoing its content.
            raise RecordError(exc.line, exc.column, _FOREIGN, problem=Problem.FOREIGN) from None
        raise
    if not had_tags and not record.root.children:
        # No tags and no moves, only comments or a result: text from elsewhere that happens
        # to be brace-quoted, such as JSON.
        raise RecordError(first_move_token.line, first_move_token.column, _FOREIGN,
                          problem=Problem.FOREIGN)
    return record


_EMPTY = "the file is empty: it holds no game record"
_FOREIGN = (
    "not a game record (a record starts with tag pairs such as [Event \"...\"] or with "
    "numbered moves such as 1. a2-a3)"
)


def record_from_tags(tags: dict[str, str], tag_pos: dict[str, tuple[int, int]]) -> GameRecord:
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
    rules = _rules_from_tags(tags, where)
    start: Position | None = None
    if "EFN" in tags:
        try:
            start = parse_efn(tags["EFN"])
        except EFNError as exc:
            raise RecordError(*where("EFN"), f"bad EFN: {exc}") from None
    if "Board" in tags:
        try:
            board = board_named(tags["Board"])
            if start is None:
                start = Position.start_on(board)
        except ValueError as exc:
            raise RecordError(*where("Board"), str(exc)) from None
        if start.geometry is not board:
            raise RecordError(
                *where("Board"),
                f"Board says {tags['Board']} but the EFN is {start.geometry.size_name}",
            )
    if start is None:
        start = Position.variant_start(rules.variant)
    error = rules.board_error(start.geometry)
    if error is not None:
        raise RecordError(*where("Board" if "Board" in tags else "Variant"), error)
    if "TimeControl" in tags:
        try:
            TimeControl.parse(tags["TimeControl"])
        except TimeControlError as exc:
            raise RecordError(*where("TimeControl"), f"bad TimeControl: {exc}") from None
    if "Result" in tags and tags["Result"] not in RESULTS:
        raise RecordError(
            *where("Result"), f"unknown result {tags['Result']!r} (expected 1-0, 0-1, 1/2-1/2 or *)"
        )
    return GameRecord(tags, rules, Node(start))


def _rules_from_tags(tags: dict[str, str], where: Callable[[str], tuple[int, int]]) -> Rules:
    """The rule options of the tags ``Symmetry``, ``Variant`` and ``Zone`` (absent: the
    defaults; ``Zone`` only with a variant that has win zones)."""
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
    zone = DEFAULT_RULES.zone
    if "Zone" in tags:
        if not variant.traits.zones:
            raise RecordError(*where("Zone"),
                              f"{variant.display_name} has no win zones (Zone is an option "
                              "of Heximinondas)")
        try:
            zone = Zone.parse(tags["Zone"])
        except ValueError as exc:
            raise RecordError(*where("Zone"), str(exc)) from None
    return Rules(symmetry, variant, zone)


def _read_movetext(record: GameRecord, first: Token, rest: Iterator[Token]) -> None:
    rules = record.rules
    # Stack of (node the next move is played from, node of the last move in this line).
    current = record.root
    last_played: Node | None = None
    stack: list[tuple[Node, Node | None, Token]] = []
    result_seen: Token | None = None
    pending_comment = ""  # a comment at the start of a variation, before its first move
    moves_read = 0
    # Legal moves by (rear, head, to), per node: one move generation per move read in the
    # usual case; parse_move handles other spellings and explains illegal moves.
    by_squares: dict[int, dict[tuple[int, int, int], Move]] = {}

    def alltokens() -> Iterator[Token]:
        yield first
        yield from rest

    for token in alltokens():
        if result_seen is not None:
            raise RecordError(token.line, token.column, "text after the result")
        if token.kind == "tag":
            raise RecordError(token.line, token.column, "tag pair after the moves began")
        if token.kind == "comment":
            if last_played is None and stack:
                pending_comment = f"{pending_comment} {token.text.strip()}".strip()
                continue
            text = token.text.strip()
            try:  # a move's annotations; before the first move: only its evaluation
                if last_played is not None:
                    text = notes.take_annotations(text, last_played, rules)
                else:
                    text = notes.take_start_eval(text, current)
            except ValueError as exc:
                raise RecordError(token.line, token.column, str(exc)) from None
            target = last_played if last_played is not None else current
            target.comment = f"{target.comment} {text}".strip()
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
        elif notes.is_glyph(token.text) and last_played is not None:
            last_played.glyph = token.text  # written apart from its move: "c3-c4 ?!"
        else:
            word, glyph = notes.split_glyph(token.text)
            token.text = word
            pos = current.position
            if current.outcome(rules) is not None:
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
                    problem = Problem.ILLEGAL_MOVE if exc.refusal is not None else None
                    raise RecordError(token.line, token.column, str(exc), problem=problem,
                                      cause=exc, word=token.text) from None
            node = current.add(move_or_none)
            node.glyph = glyph
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
        # No tags: the game of the position's board (a hexagon is Heximinondas).
        return GameRecord({}, Rules(variant=variant_for(start.geometry)), Node(start))
    return read_record(text)


def read_game_file(path: str | os.PathLike[str]) -> GameRecord:
    """Read a record file, refusing files that are too large or not UTF-8 text."""
    return read_record(read_file_text(path))


def read_file_text(path: str | os.PathLike[str]) -> str:
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
