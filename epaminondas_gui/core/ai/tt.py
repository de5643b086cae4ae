"""Transposition table: a size-bounded dict keyed by (white, black, side) bitboards."""

from __future__ import annotations

from typing import Final, TypeAlias

from ..rules.movegen import RawMove

EXACT: Final = 0
LOWER: Final = 1
UPPER: Final = 2

Entry: TypeAlias = tuple[int, int, int, RawMove | None]
"""(depth, bound flag, score, best move)."""

Key: TypeAlias = tuple[int, ...]
"""A position: (white, black, side), exactly ``Position.key``. Typed as a tuple of any
length for mypyc, which would otherwise keep the search's keys unboxed and build a new
tuple object at every look-up (see ``movegen.RawMove``)."""

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
        self.new: dict[Key, Entry] = {}
        self.old: dict[Key, Entry] = {}

    def get(self, key: Key) -> Entry | None:
        entry = self.new.get(key)
        if entry is None:
            entry = self.old.get(key)
        return entry

    def put(self, key: Key, entry: Entry) -> None:
        new = self.new
        if len(new) >= self._half and key not in new:
            self.old = new
            self.new = new = {}
        new[key] = entry

    def __len__(self) -> int:
        return len(self.new) + len(self.old)
