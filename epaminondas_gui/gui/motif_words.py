"""What a hint does, said in words and drawn on the board: the motifs of the hinted move
(core/ai/motifs.py) in the player's language, and the moves that show them (the
capture it allows, the entry it stops...)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ..core.ai.motifs import Motif, MotifName, hint_motifs
from ..core.rules.geometry import Geometry, Shape
from ..core.rules.notation import move_to_text
from ..core.rules.position import Move
from .session import GameSession

translate = QCoreApplication.translate

#: The motifs shown by a move of the opponent's (drawn in the capture colour).
THEIRS = (MotifName.ALLOWS_CAPTURE, MotifName.STOPS_ENTRY, MotifName.STOPS_CAPTURE)


def current_motifs(session: GameSession) -> list[Motif]:
    """The motifs of the hint shown now (none without one): the rules' and the hint
    search's own win or loss."""
    move, index = session.current_hint, session.hint_index
    if move is None or index >= len(session.hint_scores):
        return []
    line = session.tree.line_to()
    return hint_motifs(line.start, line.moves, move, session.hint_scores[index], line.rules)


def motif_lines(motifs: Sequence[Motif]) -> list[tuple[Move, bool]]:
    """The moves that show the motifs, each with whether it is the opponent's."""
    return [(motif.shown, motif.name in THEIRS) for motif in motifs if motif.shown is not None]


def motif_phrase(motif: Motif, geo: Geometry) -> str:
    """One motif as words that follow a move: ``captures 2``."""
    name, n = motif.name, str(motif.count)
    shown = motif.shown
    move = move_to_text(geo, shown) if shown is not None else ""
    square = geo.square_name(shown.to) if shown is not None else ""
    if name is MotifName.CAPTURE:
        return translate("Hints", "captures %1").replace("%1", n)
    if name is MotifName.ENTRY:
        if geo.shape is Shape.HEXAGON:
            return translate("Hints", "enters the win zone")
        return translate("Hints", "enters the far row")
    if name is MotifName.WIN:
        if motif.count == 1:
            return translate("Hints", "wins at the start of the next turn")
        return translate("Hints", "wins by force in %1 moves").replace("%1", n)
    if name is MotifName.LOSS:
        if motif.count == 0:
            return translate("Hints", "loses at once")
        if motif.count == 1:
            return translate("Hints", "lets the opponent win with his next move")
        return translate("Hints", "lets the opponent force a win in %1 moves").replace("%1", n)
    if name is MotifName.ALLOWS_CAPTURE:
        return translate("Hints", "allows the capture %1").replace("%1", move or n)
    if name is MotifName.THREATENS_CAPTURE:
        return translate("Hints", "threatens the capture %1").replace("%1", move or n)
    if name is MotifName.THREATENS_ENTRY:
        return translate("Hints", "threatens to enter at %1").replace("%1", square)
    if name is MotifName.STOPS_CAPTURE:
        return translate("Hints", "stops the capture %1").replace("%1", move or n)
    return translate("Hints", "stops the entry at %1").replace("%1", square)


def motifs_text(motifs: Sequence[Motif], geo: Geometry) -> str:
    """The motifs as one phrase: ``captures 2, enters the far row and wins ...``."""
    phrases = [motif_phrase(motif, geo) for motif in motifs]
    if len(phrases) < 2:
        return "".join(phrases)
    return (translate("Hints", "%1 and %2").replace("%1", ", ".join(phrases[:-1]))
            .replace("%2", phrases[-1]))


def hint_text(session: GameSession, hint: Move, motifs: Sequence[Motif]) -> str:
    """The status line of a hint: which of how many, the move, and what it does."""
    geo = session.shown_position.geometry
    what = motifs_text(motifs, geo)
    text = (translate("Hints", "Hint %1 of %2: %3 — %4") if what
            else translate("Hints", "Hint %1 of %2: %3"))
    return (text.replace("%1", str(session.hint_index + 1))
            .replace("%2", str(len(session.hints)))
            .replace("%3", move_to_text(geo, hint)).replace("%4", what))
