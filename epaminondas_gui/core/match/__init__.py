"""Matches between players (built-in levels, engine programs): the entrants, the
schedule and the standings, the statistics, and the ``epaminondas-match`` command."""
