"""What a games list shows of a record, read without replaying its moves."""

from __future__ import annotations

import os
import re
from dataclasses import dataclass

from .annotation_text import is_glyph
from .record import MAX_VARIATION_DEPTH, RecordError
from .record_text import TAG_RE, Token, lex, read_file_text, read_record, record_from_tags


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
    variant: str = "epaminondas"
    """The game played (``Variant`` value)."""

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
    opened: list[Token] = []
    in_movetext = False
    result: str | None = None
    for token in lex(text):
        if token.kind == "tag":
            if in_movetext:
                raise RecordError(token.line, token.column, "tag pair after the moves began")
            match = TAG_RE.match(token.text)
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
        elif token.kind == "move" and not opened and not is_glyph(token.text):
            moves += 1
        elif token.kind == "result" and not opened:
            result = token.text
    if opened:
        raise RecordError(opened[-1].line, opened[-1].column, "this variation '(' is never closed")
    if not tags:
        # Every record this program writes has tags; text without any may be another kind
        # of file, which only a full read can tell (its words are not moves).
        read_record(text)
    record = record_from_tags(tags, tag_pos)  # the same tag checks as a full read
    if result is not None:
        tags.setdefault("Result", result)
    return RecordSummary(tags, moves, variations, record.start.geometry.size_name,
                         record.rules.variant.value)


def summarize_game_file(path: str | os.PathLike[str]) -> RecordSummary:
    """:func:`summarize_record` of a file, with :func:`read_game_file`'s size and UTF-8 checks."""
    return summarize_record(read_file_text(path))


