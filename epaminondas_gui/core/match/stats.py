"""A match's statistics: the score with its Wilson interval, the Elo difference it means,
and the sequential probability ratio test that stops a match when the result is clear.

Elo: a mean score ``s`` is ``-400 log10(1/s - 1)`` Elo; its 95% interval is the Elo of the
ends of the score's Wilson interval, which, unlike the normal approximation, does not
collapse to a point at a perfect score (300 wins in 300 games: 0.987-1.000). Draws make
it slightly conservative, since it assumes every game is a win or a loss.

SPRT:

The hypotheses are Elo differences of the tested player against its opponent: H0 "it is
``elo0`` stronger", H1 "it is ``elo1`` stronger" (elo1 > elo0). For a change tested
head-to-head against the previous version, elo0 = 0 and elo1 the gain worth keeping; for a
change tested against a fixed opponent, elo0 is the previous version's Elo against it.

After every game the log-likelihood ratio of the results is compared with the bounds of
Wald's test, ``log(beta / (1 - alpha))`` and ``log((1 - beta) / alpha)``: below the lower
one H0 is accepted, above the upper one H1, in between the match goes on. Epaminondas
games are almost never drawn, so each game is a Bernoulli trial won with the expected
score ``s`` of the hypothesis' Elo (logistic), and a draw counts as half a win and half a
loss: with ``w`` and ``l`` counted that way,

    LLR = w * log(s1 / s0) + l * log((1 - s1) / (1 - s0)).

This is exact for games without draws, also after a handful of games, where the normal
approximation with the sample variance (cutechess-cli's GSPRT) overstates the evidence of
a lopsided start: 0-5 against s0 = 0.37, s1 = 0.52 gives -1.3 here and -4.1 there.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum


def wilson_interval(score: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval of a mean score over ``n`` games (95% by default)."""
    z2 = z * z
    centre = (score + z2 / (2 * n)) / (1 + z2 / n)
    half = z / (1 + z2 / n) * math.sqrt(score * (1 - score) / n + z2 / (4 * n * n))
    return max(0.0, centre - half), min(1.0, centre + half)


def elo(score: float) -> float:
    """The Elo difference a mean score means (kept finite at 0 and 1)."""
    score = min(max(score, 0.001), 0.999)
    return -400 * math.log10(1 / score - 1) + 0.0  # + 0.0: an even score is 0, not -0


@dataclass(frozen=True, slots=True)
class Tally:
    """Wins, draws and losses of one side of a match."""

    wins: int = 0
    draws: int = 0
    losses: int = 0

    @classmethod
    def of(cls, scores: Sequence[float]) -> Tally:
        wins = sum(1 for s in scores if s == 1.0)
        draws = sum(1 for s in scores if s == 0.5)
        return cls(wins, draws, len(scores) - wins - draws)

    @property
    def games(self) -> int:
        return self.wins + self.draws + self.losses

    @property
    def score(self) -> float:
        """The mean score (0.5 before any game)."""
        return (self.wins + 0.5 * self.draws) / self.games if self.games else 0.5

    def elo_interval(self) -> tuple[float, float, float]:
        """(Elo, low, high): the difference and its 95% interval."""
        low, high = wilson_interval(self.score, max(1, self.games))
        return elo(self.score), elo(low), elo(high)


def summary(scores: Sequence[float]) -> str:
    """Score, W/D/L, a 95% confidence interval and the Elo gap."""
    tally = Tally.of(scores)
    if not tally.games:
        return "no games"
    low, high = wilson_interval(tally.score, tally.games)
    return (f"score {tally.score:.3f} ({tally.wins}W {tally.draws}D {tally.losses}L of "
            f"{tally.games}), 95% CI [{low:.3f}, {high:.3f}], Elo {elo(tally.score):+.0f} "
            f"[{elo(low):+.0f}, {elo(high):+.0f}]")


class Verdict(Enum):
    H0 = "H0"
    """Accepted: the player is not ``elo1`` stronger (the change is not kept)."""
    H1 = "H1"
    """Accepted: the player is ``elo1`` stronger rather than ``elo0``."""
    CONTINUE = "continue"


def expected_score(elo: float) -> float:
    """The logistic expected score of a player ``elo`` stronger."""
    return 1 / (1 + 10 ** (-elo / 400))


def bounds(alpha: float = 0.05, beta: float = 0.05) -> tuple[float, float]:
    """Wald's (lower, upper) LLR bounds for error rates ``alpha`` (accepting H1 wrongly)
    and ``beta`` (accepting H0 wrongly)."""
    return math.log(beta / (1 - alpha)), math.log((1 - beta) / alpha)


def llr(wins: int, draws: int, losses: int, elo0: float, elo1: float) -> float:
    """Log-likelihood ratio of H1 against H0 after these results (0 before any game)."""
    s0, s1 = expected_score(elo0), expected_score(elo1)
    won = wins + 0.5 * draws
    lost = losses + 0.5 * draws
    return won * math.log(s1 / s0) + lost * math.log((1 - s1) / (1 - s0))


@dataclass(frozen=True)
class Sprt:
    """A test's hypotheses and error rates; :meth:`verdict` after each game."""

    elo0: float
    elo1: float
    alpha: float = 0.05
    beta: float = 0.05

    def __post_init__(self) -> None:
        if not self.elo1 > self.elo0:
            raise ValueError(f"elo1 ({self.elo1}) must be above elo0 ({self.elo0})")
        if not (0 < self.alpha < 0.5 and 0 < self.beta < 0.5):
            raise ValueError("alpha and beta must lie between 0 and 0.5")

    @classmethod
    def parse(cls, text: str, alpha: float = 0.05, beta: float = 0.05) -> Sprt:
        """``"ELO0,ELO1"``, e.g. ``"0,40"``."""
        first, sep, second = text.partition(",")
        if not sep:
            raise ValueError(f"want ELO0,ELO1, got {text!r}")
        return cls(float(first), float(second), alpha, beta)

    def llr(self, scores: list[float]) -> float:
        wins = sum(1 for s in scores if s == 1.0)
        losses = sum(1 for s in scores if s == 0.0)
        return llr(wins, len(scores) - wins - losses, losses, self.elo0, self.elo1)

    def verdict(self, scores: list[float]) -> Verdict:
        value = self.llr(scores)
        lower, upper = bounds(self.alpha, self.beta)
        if value <= lower:
            return Verdict.H0
        if value >= upper:
            return Verdict.H1
        return Verdict.CONTINUE

    def describe(self, scores: list[float]) -> str:
        lower, upper = bounds(self.alpha, self.beta)
        return (f"SPRT elo0 {self.elo0:g} elo1 {self.elo1:g}: LLR {self.llr(scores):.2f} "
                f"({lower:.2f}, {upper:.2f}) -> {self.verdict(scores).value}")
