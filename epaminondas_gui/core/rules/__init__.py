"""The rules of Epaminondas and its variants: board geometry, positions, legal moves,
notation, position strings (EFN) and perft.
"""
