"""The AI: a pure-Python alpha-beta search for Epaminondas (no Qt).

``search(position, limits, ...)`` is the entry point; ``LEVELS`` describes the playing
levels 1..``MAX_LEVEL``; ``best_moves`` is a convenience for the best N moves.
"""

from __future__ import annotations

from .evaluate import DEFAULT_WEIGHTS, EvalWeights, evaluate_position
from .levels import LEVELS, MAX_LEVEL, Level, level_info
from .search import best_moves, run_search, search
from .types import (
    MATE_SCORE,
    MATE_THRESHOLD,
    Limits,
    Score,
    SearchInfo,
    SearchRequest,
    SearchResult,
)

__all__ = [
    "DEFAULT_WEIGHTS",
    "LEVELS",
    "MATE_SCORE",
    "MATE_THRESHOLD",
    "MAX_LEVEL",
    "EvalWeights",
    "Level",
    "Limits",
    "Score",
    "SearchInfo",
    "SearchRequest",
    "SearchResult",
    "best_moves",
    "evaluate_position",
    "level_info",
    "run_search",
    "search",
]
