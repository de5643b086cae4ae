"""Games as data: the game tree (the one history model), game records in their text format,
and where games are stored.
"""
