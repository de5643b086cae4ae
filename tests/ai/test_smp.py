"""The shared transposition table of a search on several cores (core/ai/smp.py)."""

from __future__ import annotations

import multiprocessing
from multiprocessing.shared_memory import SharedMemory

from epaminondas_gui.core.ai.search import search
from epaminondas_gui.core.ai.smp import HelperPool, SharedTable, shared_memory
from epaminondas_gui.core.ai.tt import EXACT, LOWER, UPPER
from epaminondas_gui.core.ai.types import MATE_SCORE, Limits
from epaminondas_gui.core.rules.position import DEFAULT_RULES, Position

KEY = (0b1011, 0b110000, 1)


def _write_in_another_process(name: str) -> None:
    memory = SharedMemory(name=name)
    table = SharedTable(1, memory)
    table.put(KEY, (7, LOWER, -MATE_SCORE + 5, None))
    table.release()
    memory.close()


def test_entries_round_trip_and_a_deeper_one_is_kept() -> None:
    memory = shared_memory(1)
    try:
        table = SharedTable(1, memory)
        for entry in [(3, EXACT, 150, None), (5, UPPER, -42, None), (127, LOWER, MATE_SCORE, None)]:
            table.put(KEY, entry)
            table.new.clear()  # read back what the shared slots hold
            table.old.clear()
            assert table.get(KEY) == entry
        table.put(KEY, (2, EXACT, 9, None))  # shallower: the deeper result stays
        table.new.clear()
        assert table.get(KEY) == (127, LOWER, MATE_SCORE, None)
        assert table.get((1, 2, 0)) is None
        table.release()
    finally:
        memory.close()
        memory.unlink()


def test_positions_that_python_hashes_alike_do_not_share_an_entry() -> None:
    # hash() folds an int modulo 2**61 - 1: a piece 61 bits along (b2 and c6 on 14x12,
    # stride 15) gives the same hash, so the slot's check must not rest on hash().
    b2, c6 = 1 * 15 + 1, 5 * 15 + 2
    assert c6 - b2 == 61
    enemy = 1 << (11 * 15 + 4)
    one, other = (1 << b2, enemy, 0), (1 << c6, enemy, 0)
    assert hash(one) == hash(other) and one != other
    memory = shared_memory(1)
    try:
        table = SharedTable(1, memory)
        table.put(one, (9, EXACT, 300, None))
        table.new.clear()
        table.old.clear()
        assert table.get(one) == (9, EXACT, 300, None)
        assert table.get(other) is None
        table.release()
    finally:
        memory.close()
        memory.unlink()


def test_what_one_process_writes_another_reads() -> None:
    memory = shared_memory(1)
    try:
        child = multiprocessing.get_context("spawn").Process(
            target=_write_in_another_process, args=(memory.name,))
        child.start()
        child.join(60)
        assert child.exitcode == 0
        table = SharedTable(1, memory)
        assert table.get(KEY) == (7, LOWER, -MATE_SCORE + 5, None)
        # A torn slot (the check word of another position) reads as a miss.
        assert memory.buf is not None
        slots = memory.buf.cast("q")
        index = (hash(KEY) & table._mask) << 1
        slots[index] ^= 1
        assert table.get(KEY) is None
        slots.release()
        table.release()
    finally:
        memory.close()
        memory.unlink()


def test_a_search_with_a_helper_finds_the_same_forced_win() -> None:
    pos = Position.from_efn("6/2W3/6/BB4/6/6 W")
    pool = HelperPool(1, 4)
    try:
        pool.begin(pos.efn(), DEFAULT_RULES, (), 8)
        result = search(pos, Limits(depth=3), table=pool.table)
        pool.end()
    finally:
        pool.close()
    assert result.score.win_in == 1 and result.best_move is not None
