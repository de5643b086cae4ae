"""What analysis leaves on a game's moves: the engine's lines of a node's position
(:class:`EngineLine`, with a :class:`PovScore`) and the review's verdict on the move that
led there (:class:`Verdict`). Plain data on :class:`~.record.Node`; the record writes
them as ``[%eval]``, ``[%review]`` and ``[%why]`` in the move's comment and a glyph after
the move (annotation_text.py, docs/game-record-format.md)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ..ai.types import MATE_SCORE, Score
from ..rules.position import Color, Move

GLYPHS = ("!", "?", "!!", "??", "!?", "?!")
"""The annotation glyphs a move may carry (PGN's six move suffixes)."""


@dataclass(frozen=True, slots=True)
class PovScore:
    """A score with its point of view: ``score`` is relative to ``turn`` (the side to
    move in the scored position)."""

    score: Score
    turn: Color

    def pov(self, color: Color) -> Score:
        """The score from ``color``'s point of view."""
        return self.score if color is self.turn else Score(-self.score.value)

    def white(self) -> Score:
        return self.pov(Color.WHITE)


def mate_score(winner: Color, moves: int, turn: Color) -> Score:
    """The score, relative to ``turn``, of a forced win of ``winner`` in ``moves`` of the
    side to move's moves (0: the game is over); the inverse of ``Score.win_in/loss_in``."""
    if winner is turn:
        return Score(MATE_SCORE - max(0, 2 * moves - 1))
    return Score(-MATE_SCORE + 2 * moves)


@dataclass(frozen=True, slots=True)
class EngineLine:
    """One line of the engine's analysis of a position."""

    score: PovScore
    depth: int = 0
    """Completed search depth (0: unknown, e.g. read from a record)."""
    pv: tuple[Move, ...] = ()
    """The line, its first move the recommended one (empty when only the score is known)."""


class Mark(Enum):
    """The review's grade of a move, from the drop in the mover's evaluation (the review
    grades with it: ``study.analysis.Classification`` is this enum)."""

    BEST = "best"
    """The analyser's own choice."""
    GOOD = "good"
    """Lost less than the inaccuracy threshold."""
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"
    MISSED_WIN = "missed-win"
    """A forced win was there before the move and is gone after it."""
    ALLOWED_LOSS = "allowed-loss"
    """The mover was not lost before the move and is lost by force after it."""

    @property
    def is_error(self) -> bool:
        return self not in (Mark.BEST, Mark.GOOD)

    @property
    def glyph(self) -> str:
        """The glyph the review puts after a move of this grade (none for good moves)."""
        return {Mark.INACCURACY: "?!", Mark.MISTAKE: "?", Mark.BLUNDER: "??",
                Mark.MISSED_WIN: "??", Mark.ALLOWED_LOSS: "??"}.get(self, "")


@dataclass(frozen=True, slots=True)
class Why:
    """The motifs behind a verdict, as (name, count) pairs in the engine protocol's words
    (core/ai/motifs.py): what the played move did, what the better move would have."""

    played: tuple[tuple[str, int | None], ...] = ()
    better: tuple[tuple[str, int | None], ...] = ()


@dataclass(frozen=True, slots=True)
class Verdict:
    """The review's verdict on the move that led to a node."""

    mark: Mark
    loss: int
    """How much the mover's evaluation fell, in centi-pieces (clamped, never negative)."""
    better: Move | None = None
    """The move the review suggests instead (errors only)."""
    why: Why | None = None
    """Said in motifs (errors only; None: not explained)."""
