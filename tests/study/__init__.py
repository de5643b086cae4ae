"""Tests of the study tools: analysis, review, editor, lessons, puzzles."""
