"""Playing levels 1..8: how deep the AI looks, how much it guesses, what it overlooks."""

from __future__ import annotations

from dataclasses import dataclass

from .evaluate import DEFAULT_WEIGHTS, EvalWeights


@dataclass(frozen=True, slots=True)
class Level:
    """One playing level. The caller's :class:`Limits` still apply; a level caps the depth."""

    number: int
    """1 (beginner) .. MAX_LEVEL (full strength)."""
    name: str
    """Short name for menus."""
    description: str
    """One sentence for a tooltip."""
    max_depth: int | None
    """Iterative deepening stops here (None: no cap)."""
    noise: int
    """Amplitude in centi-pieces of a pseudo-random error added to every evaluation."""
    quiescence: bool
    """Whether captures and far-row entries are followed past the nominal depth."""
    miss_capture: float
    """Probability of overlooking each of its own captures at the root."""
    window_think_ms: int
    """The most this level thinks a move in the window (its tooltip's "Thinks up to N s a
    move"): the window sends it as the move time with ``FullTime`` on, so that time given
    is time thought. Levels with a depth cap stop there, usually well inside it (it bounds
    them on slow machines and big boards)."""
    weights: EvalWeights = DEFAULT_WEIGHTS
    """Evaluation weights."""
    temperature: int = 0
    """Softmax temperature (centi-pieces) of the choice among the root moves (style.py);
    0: always the best."""
    plan: int = 0
    """Bonus (centi-pieces per piece and rank) for advancing near the game's target file."""
    time_share: float = 1.0
    """Share of the caller's move time the level thinks (TIME_SHARE at levels 5-7), unless
    told to think all of it (``full_time``)."""

    def thinking_ms(self, movetime_ms: int, *, full_time: bool = False) -> int:
        """The time this level thinks when given ``movetime_ms`` a move: its share of it,
        or all of it with ``full_time`` (the engine's ``FullTime`` option)."""
        return max(1, round(movetime_ms * (1.0 if full_time else self.time_share)))


# Levels 1-4 look one move ahead and differ in what they follow and misjudge; levels 5-7
# search 2, 3 and 4 plies; level 8 as deep as the time allows. Each rung was measured on
# 14x12 (docs/ai.md): on one ply, following captures (quiescence) is worth more than any
# amount of judgement, so it separates 1-2 from 3-4; each ply beyond scores about 0.7-0.8
# against the one below. Evaluation noise alone at equal depth made no measurable step.
# No node caps: the depth caps bound the work, and the time limit bounds it on boards too
# big for the depth.
# Levels 5-7 also think only an eighth of the move time they are given, level 8 all of it:
# whatever the time, level 8 searches about a ply and a half deeper than level 7 (a ply
# costs 3-4 times the one before). Without it a short time (the hexagon or Abanondas at
# 0.5-1 s) stopped level 7 before its cap, and 7 and 8 ran the same search (docs/ai.md).
# The share is for matches and outside tools. The window sends the time it wants thought
# (window_think_ms: 2, 3 and 6 s for levels 5-7) with the engine's FullTime option, which
# turns the share off: its play is as before the share (the caps bind first on 14x12: 24,
# 94 and 355 ms a move), and a hung search is noticed 1.5 times the time thought later.
TIME_SHARE = 1 / 8
# Levels 1-4 choose like people (style.py): a plan for the game and a loose choice among
# moves that look alike. Temperatures and plan bonuses in centi-pieces, levels 1-4.
TEMPERATURES = (40, 30, 25, 15)
PLANS = (12, 12, 12, 12)
# They keep the weights of the self-play tuning their choice was calibrated with (level 2
# takes a free capture, a plan holds); levels 5-8 have weights fitted to games against an
# outside engine: no reward for advancing as such, more for lines and threats (docs/ai.md).
GENTLE_WEIGHTS = EvalWeights(advance=7, front1=31, front2=13, front3=6, race=13, pair=8,
                             lone=14, lone_far=0, hang_mover=9, hang_other=25, guard=4)

LEVELS: tuple[Level, ...] = (
    Level(1, "Beginner", "Looks one move ahead without the replies, misjudges positions "
          "and often overlooks its own captures.", 1, 150, False, 0.5, 1_000,
          temperature=TEMPERATURES[0], plan=PLANS[0], weights=GENTLE_WEIGHTS),
    Level(2, "Novice", "Looks one move ahead without the replies: misses recaptures.",
          1, 0, False, 0.0, 1_000, temperature=TEMPERATURES[1], plan=PLANS[1],
          weights=GENTLE_WEIGHTS),
    Level(3, "Casual", "Looks one move ahead and follows the captures, but misjudges "
          "positions and overlooks some of its own captures.", 1, 80, True, 0.3, 1_000,
          temperature=TEMPERATURES[2], plan=PLANS[2], weights=GENTLE_WEIGHTS),
    Level(4, "Club", "Looks one move ahead and follows the captures.", 1, 0, True, 0.0, 1_000,
          temperature=TEMPERATURES[3], plan=PLANS[3], weights=GENTLE_WEIGHTS),
    Level(5, "Strong", "Looks two moves ahead: its own and the reply.", 2, 0, True, 0.0, 2_000,
          time_share=TIME_SHARE),
    Level(6, "Expert", "Looks three moves ahead.", 3, 0, True, 0.0, 3_000,
          time_share=TIME_SHARE),
    Level(7, "Master", "Looks four moves ahead.", 4, 0, True, 0.0, 6_000,
          time_share=TIME_SHARE),
    Level(8, "Full strength", "Searches as deep as the time allows.", None, 0, True, 0.0,
          8_000),
)

MAX_LEVEL = len(LEVELS)


def level_info(level: int) -> Level:
    """The :class:`Level` numbered ``level`` (1..MAX_LEVEL); ValueError outside that range."""
    if not 1 <= level <= MAX_LEVEL:
        raise ValueError(f"level {level} is outside 1..{MAX_LEVEL}")
    return LEVELS[level - 1]
