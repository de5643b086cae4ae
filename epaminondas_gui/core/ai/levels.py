"""Playing levels 1..8: how deep the AI looks, how much it guesses, what it overlooks."""

from __future__ import annotations

from dataclasses import dataclass

from .evaluate import DEFAULT_WEIGHTS, EvalWeights


@dataclass(frozen=True, slots=True)
class Level:
    """One playing level. The caller's :class:`Limits` still apply; a level only caps them."""

    number: int
    """1 (beginner) .. MAX_LEVEL (full strength)."""
    name: str
    """Short name for menus."""
    description: str
    """One sentence for a tooltip."""
    max_depth: int | None
    """Iterative deepening stops here (None: no cap)."""
    max_nodes: int | None
    """Node budget per move (None: no cap)."""
    noise: int
    """Amplitude in centi-pieces of a pseudo-random error added to every evaluation."""
    quiescence: bool
    """Whether captures and far-row entries are followed past the nominal depth."""
    miss_capture: float
    """Probability of overlooking each of its own captures at the root."""
    weights: EvalWeights = DEFAULT_WEIGHTS
    """Evaluation weights."""


LEVELS: tuple[Level, ...] = (
    Level(1, "Beginner", "Looks one move ahead, misjudges positions and often overlooks "
          "captures.", 1, 400, 120, False, 0.5),
    Level(2, "Novice", "Looks one move ahead and follows captures; misjudges a lot and "
          "sometimes overlooks a capture.", 1, 1_500, 50, True, 0.2),
    Level(3, "Casual", "Looks two moves ahead with rough judgement.", 2, 4_000, 25, True, 0.05),
    Level(4, "Club", "Looks two moves ahead, exact judgement.", 2, 6_000, 0, True, 0.0),
    Level(5, "Strong", "Looks three moves ahead.", 3, 10_000, 0, True, 0.0),
    Level(6, "Expert", "Looks four moves ahead.", 4, 25_000, 0, True, 0.0),
    Level(7, "Master", "Deep search within a node budget.", None, 60_000, 0, True, 0.0),
    Level(8, "Full strength", "Searches as deep as the time allows.", None, None, 0, True, 0.0),
)

MAX_LEVEL = len(LEVELS)


def level_info(level: int) -> Level:
    """The :class:`Level` numbered ``level`` (1..MAX_LEVEL); ValueError outside that range."""
    if not 1 <= level <= MAX_LEVEL:
        raise ValueError(f"level {level} is outside 1..{MAX_LEVEL}")
    return LEVELS[level - 1]
