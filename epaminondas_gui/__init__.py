"""Epaminondas: play and study Robert Abbott's game of phalanxes."""

__version__ = "0.1.0"

#: Command-line flag that makes the program a search worker for a window (see
#: ``core.ai.remote``); here so that start-up can check it without importing the AI.
SEARCH_WORKER_FLAG = "--search-worker"
