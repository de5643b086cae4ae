"""How often the shared table of a search on several cores would answer for the wrong
position: with Python's ``hash`` as the check word, and with :func:`smp.check_word`.

A search runs with a shared table that also remembers, beside each slot, the exact
position last stored there; every probe whose check word matches is compared with it.

    .venv/bin/python -m benchmarks.smp_collisions --movetime 3000 --count 4
"""

from __future__ import annotations

import argparse
import random

from epaminondas_gui.core.ai.search import search
from epaminondas_gui.core.ai.smp import SharedTable, check_word, shared_memory
from epaminondas_gui.core.ai.tt import Entry, Key
from epaminondas_gui.core.ai.types import Limits
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.position import Position

from .players import positive_ms


class CountingTable(SharedTable):
    """A shared table that counts the hits a check word would get wrong."""

    def __init__(self, hash_mb: int, memory: object) -> None:
        super().__init__(hash_mb, memory)  # type: ignore[arg-type]
        self.stored: dict[int, Key] = {}
        self.probes = 0
        self.false_hash = 0
        """Probes whose slot holds another position with the same ``hash``."""
        self.false_check = 0
        """Probes whose slot holds another position with the same check word."""

    def get(self, key: Key) -> Entry | None:
        index = hash(key) & self._mask
        other = self.stored.get(index)
        self.probes += 1
        if other is not None and other != key:
            self.false_hash += hash(other) == hash(key)
            self.false_check += check_word(other) == check_word(key)
        return super().get(key)

    def put(self, key: Key, entry: Entry) -> None:
        self.stored[hash(key) & self._mask] = key
        super().put(key, entry)


def positions(count: int, seed: int) -> list[Position]:
    """Middle-game positions: 20-40 random plies from the 14x12 start."""
    rng = random.Random(seed)
    found: list[Position] = []
    while len(found) < count:
        pos = Position.start()
        for _ in range(rng.randint(20, 40)):
            moves = legal_moves(pos)
            if not moves:
                break
            pos = pos.play(rng.choice(moves))
        if legal_moves(pos):
            found.append(pos)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--movetime", type=positive_ms, default=3000, help="ms a position")
    parser.add_argument("--count", type=int, default=4, help="positions")
    parser.add_argument("--hash", type=int, default=1, help="shared table in MB (small: "
                        "more positions share a slot)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    probes = false_hash = false_check = 0
    for pos in positions(args.count, args.seed):
        memory = shared_memory(args.hash)
        table = CountingTable(args.hash, memory)
        search(pos, Limits(movetime_ms=args.movetime), level=8, table=table)
        probes += table.probes
        false_hash += table.false_hash
        false_check += table.false_check
        table.release()
        memory.close()
        memory.unlink()
    print(f"probes {probes}: another position behind the same hash() {false_hash}, "
          f"behind the same check word {false_check}")


if __name__ == "__main__":
    main()
