"""Tests of the packaged app and the compiled search."""
