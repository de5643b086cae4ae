"""Epaminondas: play and study Robert Abbott's game of phalanxes."""


#: Command-line flag that makes the program its own engine (``epaminondas-engine``, see
#: docs/engine-protocol.md): how a bundle starts the engine for its window. Here so that
#: start-up can check it without importing the AI.
ENGINE_FLAG = "--engine"
