"""Learn from your mistakes: after a review, the player's own errors as exercises. Each
shows the position before the error and asks for a better move; any move whose score is
within the review's inaccuracy margin of the best move's counts (a move graded *good*
would have been). The search that scores a new move is the caller's; this module keeps
the exercises, judges answers and sums them up."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ..ai.types import Score
from ..rules.position import DEFAULT_RULES, Color, Move, Position, Rules
from .analysis import DEFAULT_THRESHOLDS, Classification, GameReview, ReviewThresholds, classify

MARGIN = DEFAULT_THRESHOLDS.inaccuracy
"""How far (centi-pieces) below the best move an answer may be and still count."""


@dataclass(frozen=True, slots=True)
class Exercise:
    """One error of the game, to be done better."""

    ply: int
    """The error's index in the game (0 = the first move)."""
    start: Position
    moves: tuple[Move, ...]
    """The game from ``start`` up to the position before the error (for repetitions)."""
    played: Move
    best: Move
    best_score: Score
    """The best move's score, the mover's point of view."""
    classification: Classification
    rules: Rules = DEFAULT_RULES

    @property
    def position(self) -> Position:
        position = self.start
        for move in self.moves:
            position = position.play(move)
        return position

    @property
    def mover(self) -> Color:
        return self.position.turn


def exercises(start: Position, moves: Sequence[Move], review: GameReview,
              color: Color | None, rules: Rules = DEFAULT_RULES) -> list[Exercise]:
    """The errors of ``color`` (None: both sides) in a review of ``moves`` from
    ``start`` that have a better move, in the game's order."""
    return [Exercise(m.ply, start, tuple(moves[:m.ply]), m.move, m.better_move,
                     m.score_before, m.classification, rules)
            for m in review.errors(color) if m.better_move is not None and m.ply < len(moves)]


def known_answer(exercise: Exercise, move: Move) -> bool | None:
    """True for the best move, False for the error again, None when a search must say."""
    if move == exercise.best:
        return True
    if move == exercise.played:
        return False
    return None


def good_enough(exercise: Exercise, score: Score,
                thresholds: ReviewThresholds = DEFAULT_THRESHOLDS) -> bool:
    """Whether a move whose score (the mover's view after it) is ``score`` counts: it
    loses less than the inaccuracy margin against the best move, and keeps a forced win."""
    grade, _drop = classify(exercise.best_score, score, False, thresholds)
    return grade is Classification.GOOD


@dataclass
class Result:
    """How one exercise went."""

    tries: int = 0
    solved: bool = False
    hinted: bool = False
    shown: bool = False
    """The answer was shown (given up)."""


@dataclass
class Course:
    """A run through the exercises: which one is on, and how each went."""

    items: list[Exercise]
    index: int = 0
    results: list[Result] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.results = [Result() for _ in self.items]

    @property
    def current(self) -> Exercise | None:
        return self.items[self.index] if self.index < len(self.items) else None

    @property
    def result(self) -> Result:
        return self.results[self.index]

    @property
    def finished(self) -> bool:
        return self.index >= len(self.items)

    def answer(self, correct: bool) -> None:
        result = self.result
        result.tries += 1
        if correct and not result.shown:
            result.solved = True

    def next(self) -> None:
        self.index = min(self.index + 1, len(self.items))

    def summary(self) -> tuple[int, int, int]:
        """(solved, solved with a hint, exercises)."""
        solved = sum(r.solved for r in self.results)
        hinted = sum(r.solved and r.hinted for r in self.results)
        return solved, hinted, len(self.items)
