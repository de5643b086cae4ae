"""Epaminondas: play and study Robert Abbott's game of phalanxes."""

__version__ = "0.1.0"
