"""Transposition table: a size-bounded dict keyed by (white, black, side) bitboards."""

from __future__ import annotations

from typing import TypeAlias

from ..rules.movegen import RawMove

EXACT, LOWER, UPPER = 0, 1, 2

Entry: TypeAlias = tuple[int, int, int, RawMove | None]
"""(depth, bound flag, score, best move)."""

#: Measured cost of one entry on a 14x12 board (key tuple, value tuple, dict slot).
ENTRY_BYTES = 360


class TranspositionTable:
    """Two generations of dicts: when the new one is full, the old one is dropped.

    This keeps memory bounded without per-entry replacement bookkeeping (which is slow in
    Python) and keeps the most recently used half of the entries.
    """

    __slots__ = ("_half", "new", "old")

    def __init__(self, hash_mb: int) -> None:
        capacity = max(2048, hash_mb * 1024 * 1024 // ENTRY_BYTES)
        self._half = capacity // 2
        self.new: dict[tuple[int, int, int], Entry] = {}
        self.old: dict[tuple[int, int, int], Entry] = {}

    def get(self, key: tuple[int, int, int]) -> Entry | None:
        entry = self.new.get(key)
        if entry is None:
            entry = self.old.get(key)
        return entry

    def put(self, key: tuple[int, int, int], entry: Entry) -> None:
        new = self.new
        if len(new) >= self._half and key not in new:
            self.old = new
            self.new = new = {}
        new[key] = entry

    def __len__(self) -> int:
        return len(self.new) + len(self.old)
