"""Why a move of the review was an error, in the player's language: what the played move
did and what the better move would have done, from the motifs kept with the review
(core/study/tree_review.py ``error_motifs``), and the moves that show them."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ...core.ai.motifs import Motif, MotifName
from ...core.rules.geometry import Geometry
from ...core.rules.notation import move_to_text
from ...core.rules.position import Move
from ...core.study.analysis import MoveReview
from ..motif_words import motif_lines, motifs_text

translate = QCoreApplication.translate

#: The played move's motifs that make it worse (drawn on the board with the better move).
HARMFUL = (MotifName.ALLOWS_CAPTURE, MotifName.LOSS)


def why_lines(played: Sequence[Motif], better: Sequence[Motif]) -> list[tuple[Move, bool]]:
    """The moves to draw: the harm the played move did, what the better move does."""
    return motif_lines([m for m in played if m.name in HARMFUL] + list(better))


def review_why(review: MoveReview, played_motifs: Sequence[Motif],
               better_motifs: Sequence[Motif], geo: Geometry, yours: bool = True) -> str:
    """``You played a11-a10, which allows the capture c5.e7-f8:3; d4-e5 stops the entry
    at c1.`` (empty when there is nothing to say). A move of the computer's (not
    ``yours``) is spoken of, not to: ``a11-a10 allows the capture ...``."""
    played = motifs_text(played_motifs, geo)
    better = motifs_text(better_motifs, geo)
    move = review.notation
    other = move_to_text(geo, review.better_move) if review.better_move is not None else ""
    if played and better and other:
        text = (translate("Review", "You played %1, which %2; %3 %4.") if yours
                else translate("Review", "%1 %2; %3 %4."))
    elif played:
        text = (translate("Review", "You played %1, which %2.") if yours
                else translate("Review", "%1 %2."))
    elif better and other:
        text = (translate("Review", "You played %1; %3 %4.") if yours
                else translate("Review", "Instead of %1, %3 %4."))
    elif other:  # nothing the rules can name: the difference the search saw
        text = (translate("Review", "You played %1; %2 was %3 pieces better.") if yours
                else translate("Review", "Instead of %1, %2 was %3 pieces better."))
        return (text.replace("%1", move).replace("%2", other)
                .replace("%3", f"{review.drop / 100:.2f}"))
    else:
        return ""
    return (text.replace("%1", move).replace("%2", played).replace("%3", other)
            .replace("%4", better))
