"""Translated texts for things the (Qt-free, English) core describes: sides, outcomes and
the reasons a move is refused."""

# ruff: noqa: E501  (translatable sentences stay on one line for lupdate)

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from ..core.game import Outcome, Termination
from ..core.position import Color

translate = QCoreApplication.translate


def color_name(color: Color) -> str:
    return translate("Texts", "White") if color is Color.WHITE else translate("Texts", "Black")


def level_name(level: int) -> str:
    """The translated name of an AI level (core.ai.levels names them in English)."""
    names = (
        translate("Texts", "Beginner"),
        translate("Texts", "Novice"),
        translate("Texts", "Casual"),
        translate("Texts", "Club"),
        translate("Texts", "Strong"),
        translate("Texts", "Expert"),
        translate("Texts", "Master"),
        translate("Texts", "Full strength"),
    )
    return names[level - 1] if 1 <= level <= len(names) else str(level)


def describe_outcome(outcome: Outcome) -> str:
    """A sentence saying who won and why (the translated counterpart of Outcome.describe)."""
    if outcome.winner is None:
        if outcome.termination is Termination.DRAW_AGREED:
            return translate("Texts", "Draw by agreement.")
        if outcome.termination is Termination.REPETITION:
            return translate("Texts", "Draw by threefold repetition.")
        return translate("Texts", "Draw.")
    winner = color_name(outcome.winner)
    loser = color_name(outcome.winner.other)
    if outcome.termination is Termination.HOME_ROW:
        return translate(
            "Texts", "%1 wins: more pieces on the opponent's home row at the start of the turn."
        ).replace("%1", winner)
    if outcome.termination is Termination.NO_MOVES:
        return (
            translate("Texts", "%1 wins: %2 has no legal move.")
            .replace("%1", winner)
            .replace("%2", loser)
        )
    return translate("Texts", "%1 wins: %2 resigned.").replace("%1", winner).replace("%2", loser)


def _side(name: str) -> str:
    return color_name(Color.WHITE) if name == "White" else color_name(Color.BLACK)


def translate_reason(reason: str) -> str:
    """The core's English reason for an illegal move, translated when it is a known one."""
    text = reason.strip()
    if m := re.fullmatch(r"(\w+) holds no (White|Black) piece", text):
        return (
            translate("Texts", "%1 holds no %2 piece")
            .replace("%1", m[1])
            .replace("%2", _side(m[2]))
        )
    if m := re.fullmatch(r"no (White|Black) piece on (\w+)", text):
        return (
            translate("Texts", "%1 holds no %2 piece")
            .replace("%1", m[2])
            .replace("%2", _side(m[1]))
        )
    if text.startswith("pieces move in a straight line"):
        return translate(
            "Texts", "Pieces move in a straight line: along a rank, a file or a diagonal."
        )
    if text == "the piece was dropped where it stands":
        return translate("Texts", "The piece was dropped where it stands.")
    if m := re.fullmatch(r"a piece moves at most 1 square, not (\d+)", text):
        return translate("Texts", "A single piece moves one square only, not %1.").replace(
            "%1", m[1]
        )
    if m := re.fullmatch(r"a group of (\d+) moves at most \d+ squares, not (\d+)", text):
        return (
            translate("Texts", "A group of %1 moves at most %1 squares, not %2.")
            .replace("%1", m[1])
            .replace("%2", m[2])
        )
    if text == "the group would leave the board":
        return translate("Texts", "The group would leave the board.")
    if m := re.fullmatch(r"the way is blocked on (\w+)", text):
        return translate("Texts", "The way is blocked on %1.").replace("%1", m[1])
    if m := re.fullmatch(r"(\w+) is occupied", text):
        return translate("Texts", "%1 is occupied.").replace("%1", m[1])
    if m := re.fullmatch(r"a group of (\d+) cannot capture a line of (\d+):.*", text):
        return (
            translate(
                "Texts",
                "A group of %1 cannot capture a line of %2: it must be longer than the line it captures.",
            )
            .replace("%1", m[1])
            .replace("%2", m[2])
        )
    if "anti-symmetry" in text:
        return translate(
            "Texts",
            "This would leave the position mirror-symmetric with a piece on the far row (the anti-symmetry rule).",
        )
    if text == "the group cannot reach that square":
        return translate("Texts", "The group cannot reach that square.")
    return text[:1].upper() + text[1:]
