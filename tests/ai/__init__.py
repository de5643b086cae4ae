"""Tests of the AI: search, evaluation, levels, tactics, tables, several cores."""
