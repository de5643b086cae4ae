"""Tests of the engine protocol: the engine program, the client, process trees."""
