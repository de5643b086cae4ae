"""Tests of games as data: the tree, records, storage."""
