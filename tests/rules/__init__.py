"""Tests of the rules: move generation against reference data, notation, EFN, perft,
Abanondas.
"""
