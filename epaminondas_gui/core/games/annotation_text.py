"""A move's annotations as a record writes them (docs/game-record-format.md): in its
comment the clock ``[%clk]``, the evaluation ``[%eval +0.35]`` / ``[%eval #-3]`` (White's
point of view, as chess programs write it), the review's verdict ``[%review mistake 1.20
d4-e5]`` and its reasons ``[%why allows-capture 3 | stops-entry]``; after the move its
glyph (``c3-c4?!``)."""

from __future__ import annotations

import re

from ..ai.types import Score
from ..rules.notation import IllegalMoveError, move_to_text, parse_move
from ..rules.position import Color, Position, Rules
from .annotations import GLYPHS, EngineLine, Mark, PovScore, Verdict, Why, mate_score
from .clock_text import CLK_OPEN, format_clock, take_clock
from .record import Node

COMMANDS = ("clk", "eval", "review", "why")
"""The comment commands the reader takes out of a move's comment."""
_COMMAND_RE = re.compile(r"\[%(eval|review|why)(?:\s+([^\]]*?))?\s*\]")
_ESCAPE_RE = re.compile(r"\[%(?=(?:clk|eval|review|why)\b)")
_EVAL_RE = re.compile(r"(?:([+-]?\d{1,4}\.\d{1,2})|#(-?)(\d{1,4}))(?:,(\d{1,3}))?")
_LOSS_RE = re.compile(r"\d{1,4}\.\d{2}")
_MOTIF_RE = re.compile(r"[a-z][a-z-]*")
_GLYPH_RE = re.compile(r"[!?]{1,2}$")


def format_eval(line: EngineLine) -> str:
    """The value of ``[%eval ...]``: pieces from White's point of view with two decimals
    (``+0.35``, ``-1.20``, ``0.00``) or ``#N`` / ``#-N`` for a forced win of White /
    Black in N of the side to move's moves; ``,D`` adds the depth when known."""
    relative, turn = line.score.score, line.score.turn
    score = line.score.white()
    if relative.win_in is not None:
        text = f"#{relative.win_in}" if turn is Color.WHITE else f"#-{relative.win_in}"
    elif relative.loss_in is not None:
        text = f"#-{relative.loss_in}" if turn is Color.WHITE else f"#{relative.loss_in}"
    elif score.value == 0:
        text = "0.00"
    else:
        text = f"{score.value / 100:+.2f}"
    return f"{text},{line.depth}" if line.depth > 0 else text


def parse_eval(text: str, turn: Color) -> EngineLine:
    """A ``[%eval ...]`` value for a position with ``turn`` to move (ValueError if bad)."""
    match = _EVAL_RE.fullmatch(text.strip())
    if match is None:
        raise ValueError(f"bad evaluation {text.strip()!r} (expected e.g. +0.35, -1.20, "
                         "#3 or #-3)")
    if match[1] is not None:
        white = Score(round(float(match[1]) * 100))
        score = white if turn is Color.WHITE else Score(-white.value)
    else:
        winner = Color.BLACK if match[2] else Color.WHITE
        score = mate_score(winner, int(match[3]), turn)
    return EngineLine(PovScore(score, turn), int(match[4] or 0))


def _motif_words(words: tuple[tuple[str, int | None], ...]) -> str:
    return " ".join(name if n is None else f"{name} {n}" for name, n in words)


def _read_motifs(text: str) -> tuple[tuple[str, int | None], ...]:
    out: list[tuple[str, int | None]] = []
    for word in text.split():
        if word.isdigit() and out and out[-1][1] is None:
            out[-1] = (out[-1][0], int(word))
        elif _MOTIF_RE.fullmatch(word):
            out.append((word, None))
        else:
            raise ValueError(f"bad motif {word!r} in [%why] (expected e.g. allows-capture 3)")
    return tuple(out)


def escape_commands(text: str) -> str:
    """Text in which no command's opening stays one: ``[%clk`` becomes ``[% clk``."""
    return _ESCAPE_RE.sub("[% ", text).strip()


def annotations_text(node: Node, text: str = "") -> str:
    """The comment as written after ``node``'s move: its commands first, then ``text``
    (cleaned) in which a command's opening is written ``[% clk`` so that it stays text."""
    text = escape_commands(text)
    parts: list[str] = []
    if node.clock_ms is not None:
        parts.append(f"{CLK_OPEN} {format_clock(node.clock_ms)}]")
    if node.lines:
        parts.append(f"[%eval {format_eval(node.lines[0])}]")
    verdict = node.verdict
    if verdict is not None and node.parent is not None:
        review = f"[%review {verdict.mark.value} {verdict.loss / 100:.2f}"
        if verdict.better is not None:
            review += " " + move_to_text(node.parent.position.geometry, verdict.better)
        parts.append(review + "]")
        why = verdict.why
        if why is not None and (why.played or why.better):
            played, better = _motif_words(why.played), _motif_words(why.better)
            parts.append(f"[%why {played} |{' ' + better if better else ''}]".replace("[%why  |",
                                                                                  "[%why |"))
    if text:
        parts.append(text)
    return " ".join(parts)


def has_annotations(node: Node) -> bool:
    """Whether the writer writes a comment after ``node``'s move."""
    return bool(node.comment) or node.clock_ms is not None or bool(node.lines) or (
        node.verdict is not None)


_ROOT_EVAL_RE = re.compile(r"\[%eval(?:\s+([^\]]*?))?\s*\]")


def take_start_eval(text: str, root: Node) -> str:
    """Take ``[%eval]`` out of the comment before the first move (the start position's);
    the other commands are text there."""
    while (match := _ROOT_EVAL_RE.search(text)) is not None:
        root.lines = (parse_eval(match[1] or "", root.position.turn),)
        left, right = text[:match.start()].rstrip(), text[match.end():].lstrip()
        text = f"{left} {right}" if left and right else left or right
    return text.strip()


def take_annotations(text: str, node: Node, rules: Rules) -> str:
    """Take the commands out of a comment of ``node``'s move, setting its clock, lines
    and verdict; returns the rest of the text (ValueError for a malformed command)."""
    text, clock = take_clock(text)
    if clock is not None:
        node.clock_ms = clock
    parent = node.parent
    assert parent is not None
    why: Why | None = None
    while (match := _COMMAND_RE.search(text)) is not None:
        name, value = match[1], (match[2] or "").strip()
        if name == "eval":
            node.lines = (parse_eval(value, node.position.turn),)
        elif name == "review":
            node.verdict = _read_verdict(value, parent.position, rules)
        else:
            played, _bar, better = value.partition("|")
            why = Why(_read_motifs(played), _read_motifs(better))
        left, right = text[:match.start()].rstrip(), text[match.end():].lstrip()
        text = f"{left} {right}" if left and right else left or right
    if why is not None and node.verdict is not None:
        node.verdict = Verdict(node.verdict.mark, node.verdict.loss, node.verdict.better, why)
    return text.strip()


def _read_verdict(value: str, before: Position, rules: Rules) -> Verdict:
    words = value.split()
    try:
        mark = Mark(words[0]) if words else None
    except ValueError:
        mark = None
    if mark is None or len(words) not in (2, 3) or not _LOSS_RE.fullmatch(words[1]):
        raise ValueError(f"bad review {value!r} (expected e.g. [%review mistake 1.20 d4-e5])")
    better = None
    if len(words) == 3:
        try:
            better = parse_move(before, words[2], rules)
        except IllegalMoveError as exc:
            raise ValueError(f"bad better move in [%review]: {exc}") from None
    return Verdict(mark, round(float(words[1]) * 100), better)


def split_glyph(word: str) -> tuple[str, str]:
    """A move word and the glyph glued to its end: ``c3-c4?!`` -> (``c3-c4``, ``?!``)."""
    match = _GLYPH_RE.search(word)
    if match is None or match.start() == 0:
        return word, ""
    return word[:match.start()], match[0]


def is_glyph(word: str) -> bool:
    return word in GLYPHS
