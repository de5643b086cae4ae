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


# Levels 1-3 look one move ahead (plus quiescence from level 2) and differ in how much
# they misjudge and overlook; from level 4 on each level searches deeper or with about
# twice the nodes of the one below. The caller's time limit applies on top. (Measured:
# at equal depth, evaluation noise of 40 cp did not weaken a level measurably, so the
# steps above level 3 are made of depth and nodes.)
LEVELS: tuple[Level, ...] = (
    Level(1, "Beginner", "Looks one move ahead, misjudges positions and often overlooks "
          "captures.", 1, 400, 120, False, 0.5),
    Level(2, "Novice", "Looks one move ahead and follows captures; misjudges a lot and "
          "overlooks some captures.", 1, 1_500, 80, True, 0.3),
    Level(3, "Casual", "Looks one move ahead and follows captures, with fair judgement.",
          1, 1_500, 20, True, 0.05),
    Level(4, "Club", "Looks two moves ahead.", 2, 5_000, 0, True, 0.0),
    Level(5, "Strong", "Looks three moves ahead.", 3, 8_000, 0, True, 0.0),
    Level(6, "Expert", "Looks up to four moves ahead.", 4, 16_000, 0, True, 0.0),
    Level(7, "Master", "Searches deeper within a node budget.", None, 32_000, 0, True, 0.0),
    Level(8, "Full strength", "Searches as deep as the time allows.", None, None, 0, True, 0.0),
)

MAX_LEVEL = len(LEVELS)


def level_info(level: int) -> Level:
    """The :class:`Level` numbered ``level`` (1..MAX_LEVEL); ValueError outside that range."""
    if not 1 <= level <= MAX_LEVEL:
        raise ValueError(f"level {level} is outside 1..{MAX_LEVEL}")
    return LEVELS[level - 1]
