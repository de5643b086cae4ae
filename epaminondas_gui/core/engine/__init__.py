"""The engine protocol (docs/engine-protocol.md): the engine program (server), the client
that drives engine programs, and engines as process trees.
"""
