"""The sequential probability ratio test, now in core (epaminondas_gui/core/match/stats.py,
which epaminondas-match uses too); kept here for the benchmarks that import it."""

from epaminondas_gui.core.match.stats import Sprt, Verdict, bounds, expected_score, llr

__all__ = ["Sprt", "Verdict", "bounds", "expected_score", "llr"]
