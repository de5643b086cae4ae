"""Tests of the benchmark scripts' own logic."""
