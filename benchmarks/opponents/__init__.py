"""Opponents that are not us: engines of other designs, written from the rules (docs/rules.md),
for the gauntlet (benchmarks/gauntlet.py). They use the project's rules core (which moves
are legal) and nothing of its AI: their search and evaluation are their own.
"""
