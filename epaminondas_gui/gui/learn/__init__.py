"""Lessons and puzzles on a training board."""
