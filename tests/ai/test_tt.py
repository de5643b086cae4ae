"""The transposition table stays within its size bound and keeps recent entries."""

from __future__ import annotations

from epaminondas_gui.core.ai.tt import ENTRY_BYTES, EXACT, TranspositionTable


def test_size_is_bounded_and_recent_entries_survive() -> None:
    table = TranspositionTable(1)
    capacity = 1024 * 1024 // ENTRY_BYTES
    for i in range(5 * capacity):
        table.put((i, i + 1, i % 2), (1, EXACT, i, None))
    assert len(table) <= capacity
    last = 5 * capacity - 1
    assert table.get((last, last + 1, last % 2)) == (1, EXACT, last, None)
    assert table.get((0, 1, 0)) is None
