"""Searching on several cores: helper processes that share a transposition table.

Lazy SMP, as the strong chess engines do it, in processes because Python threads share
one interpreter lock: the main search and ``threads - 1`` helpers search the same position
at the same time; whatever one of them proves is written to a table in shared memory, and
the others take it from there instead of searching the subtree again. Only the main
search's move is played; the helpers stop when it does.

The shared table holds depth, bound and score per position (two 64-bit words a slot: the
position's check word XOR the data, then the data, so a torn write by another process
reads as a miss). Best moves stay in each process's own table: a move is a tuple of
bitboards, too big for a slot, and it only orders the search. No lock anywhere: a lost or
stale entry costs a re-search.

A slot cannot hold the position itself (two bitboards of up to 702 bits), so it is found
by one hash and checked by another, :func:`check_word`. Python's own ``hash`` of the key
is not enough for the check: it folds an int modulo 2**61 - 1, so two positions that
differ by a piece moved 61 bits along the board (b2 and c6 on 14x12) hash alike, exactly.
The check word is the key's residue modulo a 63-bit prime, which such structured pairs do
not share; a false hit needs both the slot's hash and the check word to agree. Measured by
``benchmarks/smp_collisions.py`` (four 14x12 middle games, level 8, 3 s each, 1 MB table):
of 281,192 probes, 1,874 (1 in 150) found another position behind the same ``hash``, and
none behind the same check word.

The engine never waits for its helpers. Each search has a number, shared with the helpers
(:class:`SearchNumber`); a helper searches while the number is its job's, so a new search,
or the end of one, stops them all at once, and a helper that is slow to notice (still
starting, busy, or stopped by a signal) holds nobody up: it drops the search it had, or
the job it finds stale in its queue, whenever it next looks.

A helper ends with its engine: it watches the engine's process through multiprocessing's
parent sentinel and exits the moment the engine is gone, however it went. A helper whose
search fails writes why on its standard error, the engine's log.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import multiprocessing.connection
import multiprocessing.synchronize
import os
import queue
import random
import sys
import threading
import time
import traceback
from collections.abc import Sequence
from multiprocessing.shared_memory import SharedMemory
from typing import NamedTuple, Protocol

from ..rules.position import Rules, SymmetryRule, Variant, parse_efn
from .tt import Entry, Key, TranspositionTable
from .types import Limits

#: Bytes per shared slot (check word and data word).
SLOT_BYTES = 16
_SCORE_OFFSET = 1 << 21
#: How long closing waits for a helper to end before it is terminated (seconds).
HELPER_TIMEOUT_S = 10.0
#: How often a helper that has finished its search looks whether it may stop (seconds).
_POLL_S = 0.01
#: The check words' modulus: the largest prime below 2**63, so a check word XOR the data
#: fits a signed 64-bit slot.
CHECK_PRIME = (1 << 63) - 25
_CHECK_MULTIPLIER = 0x9E3779B97F4A7C15


def check_word(key: Key) -> int:
    """A 63-bit fingerprint of the position, independent of ``hash(key)``."""
    own, enemy, side = key
    return ((own * _CHECK_MULTIPLIER + enemy) * 2 + side) % CHECK_PRIME


class SharedTable(TranspositionTable):
    """The process's own table, backed by the slots in shared memory for what the other
    processes found."""

    __slots__ = ("_mask", "_slots")

    def __init__(self, hash_mb: int, memory: SharedMemory) -> None:
        super().__init__(hash_mb)
        slots = memory.size // SLOT_BYTES
        self._mask = (1 << (slots.bit_length() - 1)) - 1  # a power of two
        assert memory.buf is not None
        self._slots = memory.buf.cast("q")

    def get(self, key: Key) -> Entry | None:
        entry = self.new.get(key)
        if entry is None:
            entry = self.old.get(key)
        index = (hash(key) & self._mask) << 1
        slots = self._slots
        data = slots[index + 1]
        if slots[index] ^ data == check_word(key):
            depth = (data >> 2) & 127
            if entry is None or depth > entry[0]:
                move = entry[3] if entry is not None else None
                return (depth, data & 3, (data >> 9) - _SCORE_OFFSET, move)
        return entry

    def put(self, key: Key, entry: Entry) -> None:
        super().put(key, entry)
        depth, flag, score, _move = entry
        check = check_word(key)
        index = (hash(key) & self._mask) << 1
        slots = self._slots
        old = slots[index + 1]
        # Keep a deeper result for the same position.
        if slots[index] ^ old == check and (old >> 2) & 127 > depth:
            return
        data = ((score + _SCORE_OFFSET) << 9) | (min(depth, 127) << 2) | flag
        slots[index] = check ^ data
        slots[index + 1] = data

    def release(self) -> None:
        self._slots.release()


def shared_memory(hash_mb: int) -> SharedMemory:
    slots = max(1 << 12, (hash_mb * 1024 * 1024 // SLOT_BYTES))
    slots = 1 << (slots.bit_length() - 1)
    return SharedMemory(create=True, size=slots * SLOT_BYTES)


class HelperJob(NamedTuple):
    """What a helper searches: the position (EFN), the rules, the game's earlier
    positions (for repetitions), the level and a seed that varies its move order.

    A named tuple, not a frozen dataclass: it crosses a process queue by pickle, which
    cannot rebuild a frozen dataclass compiled with mypyc (packaging/compile_core.py)."""

    efn: str
    symmetry: str
    variant: str
    history: tuple[tuple[int, int, int], ...]
    level: int
    seed: int
    number: int
    """The search this job belongs to (:class:`SearchNumber`)."""


class Counter(Protocol):
    """A shared integer (``multiprocessing.RawValue``)."""

    value: int


class SearchNumber:
    """A helper's stop flag for one job: set once the pool's current search number is no
    longer the job's (the pool began another search, ended this one, or is closing)."""

    def __init__(self, current: Counter, mine: int) -> None:
        self._current = current
        self._mine = mine

    def is_set(self) -> bool:
        return self._current.value != self._mine

    def wait(self, timeout: float | None = None) -> bool:
        deadline = None if timeout is None else time.monotonic() + timeout
        while not self.is_set():
            if deadline is not None and time.monotonic() >= deadline:
                return False
            time.sleep(_POLL_S)
        return True


def _exit_with_engine() -> None:
    """End this helper the moment the engine that started it is gone."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return
    sentinel = parent.sentinel

    def watch() -> None:
        multiprocessing.connection.wait([sentinel])
        os._exit(0)

    threading.Thread(target=watch, name="engine-watch", daemon=True).start()


def _helper_main(name: str, hash_mb: int, jobs: multiprocessing.Queue[HelperJob | None],
                 current: Counter) -> None:
    from .search import search

    _exit_with_engine()
    memory = SharedMemory(name=name)
    table = SharedTable(hash_mb, memory)
    try:
        while (job := jobs.get()) is not None:
            stop = SearchNumber(current, job.number)
            if stop.is_set():
                continue  # the search it was for is over: the next job is in the queue
            rules = Rules(SymmetryRule.parse(job.symmetry), Variant.parse(job.variant))
            try:
                search(parse_efn(job.efn), Limits(infinite=True), rules=rules,
                       level=job.level, stop=stop, history=job.history, table=table,
                       shuffle=random.Random(job.seed))
            except Exception:  # a helper only helps: the main search decides
                print(f"search helper {job.seed}: its search of {job.efn} failed:",
                      file=sys.stderr)
                traceback.print_exc(file=sys.stderr)
                sys.stderr.flush()
    finally:
        table.release()
        memory.close()


class HelperPool:
    """``count`` helper processes, started once and given each search in turn."""

    def __init__(self, count: int, hash_mb: int) -> None:
        self.count = count
        self.hash_mb = hash_mb
        self.memory = shared_memory(hash_mb)
        self.table = SharedTable(hash_mb, self.memory)
        context = multiprocessing.get_context("spawn")
        self._current: Counter = context.RawValue("q", 0)
        """The number of the search the helpers may work on (none: a number no job has)."""
        self._numbers = 0
        self._lock = threading.Lock()
        self._jobs: list[multiprocessing.Queue[HelperJob | None]] = []
        self._processes: list[multiprocessing.process.BaseProcess] = []
        for _ in range(count):
            jobs: multiprocessing.Queue[HelperJob | None] = context.Queue()
            process = context.Process(
                target=_helper_main, args=(self.memory.name, hash_mb, jobs, self._current),
                daemon=True, name="epaminondas-search-helper",
            )
            process.start()
            self._jobs.append(jobs)
            self._processes.append(process)

    @property
    def processes(self) -> list[multiprocessing.process.BaseProcess]:
        """The helper processes, in the order of their seeds."""
        return list(self._processes)

    def begin(self, efn: str, rules: Rules, history: Sequence[tuple[int, int, int]],
              level: int) -> None:
        """Start every helper on this position; whatever they searched before stops."""
        number = self._next_number()
        for index, jobs in enumerate(self._jobs):
            jobs.put(HelperJob(efn, rules.symmetry.value, rules.variant.value,
                               tuple(history), level, index + 1, number))

    def end(self) -> None:
        """The search is over: the helpers stop (they see it at their next look; nothing
        waits for them)."""
        self._next_number()

    def _next_number(self) -> int:
        with self._lock:
            self._numbers += 1
            self._current.value = self._numbers
            return self._numbers

    def clear(self) -> None:
        """Forget every shared entry (the rules changed)."""
        self._slots_clear()

    def _slots_clear(self) -> None:
        buf = self.memory.buf
        assert buf is not None
        buf[:] = bytes(len(buf))

    def close(self) -> None:
        self.end()
        for jobs in self._jobs:
            with contextlib.suppress(ValueError, OSError, queue.Full):
                jobs.put_nowait(None)
        for process in self._processes:
            process.join(HELPER_TIMEOUT_S)
            if process.is_alive():
                process.terminate()
                process.join(HELPER_TIMEOUT_S)
        for jobs in self._jobs:
            jobs.close()
        self.table.release()
        self.memory.close()
        self.memory.unlink()
