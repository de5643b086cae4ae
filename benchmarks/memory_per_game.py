"""Window memory per game, for ``benchmarks.soak --games-only``: the resident memory
after each finished game (after a full garbage collection, so what is counted is what
the window keeps), the growth per game fitted over the games after the warm-up, and,
with ``--census``, what the window's process holds more of than ten games before (Qt
objects by class, Python objects by type, and the lines that allocated the most).
"""

from __future__ import annotations

import collections
import gc
import statistics
import tracemalloc
from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QApplication

#: Games before the growth is fitted: caches, fonts and first-use imports fill up first.
WARM_UP_GAMES = 20
CENSUS_EVERY = 10


def growth_per_game(samples: list[tuple[int, float]], after: int = WARM_UP_GAMES) -> float | None:
    """The least-squares slope, in MB a game, of (game, MB) over the games after ``after``
    (None with fewer than three such games)."""
    points = [(game, mb) for game, mb in samples if game > after]
    if len(points) < 3:
        return None
    games, mbs = zip(*points, strict=True)
    return statistics.linear_regression(games, mbs).slope


def qt_census(roots: list[QObject]) -> collections.Counter[str]:
    """Live Qt objects by class: the roots' descendants and every top-level widget."""
    count: collections.Counter[str] = collections.Counter()
    seen: set[int] = set()
    app = QApplication.instance()
    everything: list[QObject] = list(roots)
    if isinstance(app, QApplication):
        everything += QApplication.topLevelWidgets()
    for root in everything:
        for obj in [root, *root.findChildren(QObject)]:
            if id(obj) not in seen:
                seen.add(id(obj))
                count[type(obj).__name__] += 1
    return count


def python_census() -> collections.Counter[str]:
    """Objects the garbage collector tracks, by type."""
    return collections.Counter(type(obj).__name__ for obj in gc.get_objects())


def grown(before: collections.Counter[str], after: collections.Counter[str],
          top: int = 12) -> list[tuple[str, int]]:
    return [(name, n) for name, n in (after - before).most_common(top)]


@dataclass
class MemoryPerGame:
    """Samples the window's memory at the end of each game (see the module docs)."""

    rss_mb: Callable[[], float]
    write: Callable[[str], None]
    roots: Callable[[], list[QObject]]
    census: bool = False
    samples: list[tuple[int, float]] = field(default_factory=list)
    census_lines: list[str] = field(default_factory=list)
    _qt: collections.Counter[str] = field(default_factory=collections.Counter)
    _py: collections.Counter[str] = field(default_factory=collections.Counter)
    _heap: tracemalloc.Snapshot | None = None

    def start(self) -> None:
        if self.census:
            tracemalloc.start(8)

    def game_ended(self, kind: str) -> None:
        gc.collect()
        game = len(self.samples) + 1
        mb = self.rss_mb()
        previous = self.samples[-1][1] if self.samples else mb
        self.samples.append((game, mb))
        line = f"game {game:4d} {kind:36s} window {mb:7.1f} MB ({mb - previous:+.2f})"
        print(line, flush=True)
        self.write(line)
        if self.census and game % CENSUS_EVERY == 0:
            self._take_census(game)

    def _take_census(self, game: int) -> None:
        qt, py = qt_census(self.roots()), python_census()
        heap = tracemalloc.take_snapshot().filter_traces(
            [tracemalloc.Filter(False, tracemalloc.__file__)])
        if self._heap is not None:
            lines = [f"census after game {game}, against game {game - CENSUS_EVERY}:",
                     f"  Qt objects grown: {grown(self._qt, qt)}",
                     f"  Python objects grown: {grown(self._py, py)}",
                     "  allocations grown (KiB, where):"]
            for stat in heap.compare_to(self._heap, "traceback")[:8]:
                where = " <- ".join(f"{frame.filename.rsplit('/', 2)[-1]}:{frame.lineno}"
                                    for frame in stat.traceback[:4])
                lines.append(f"    {stat.size_diff / 1024:+8.1f} {stat.count_diff:+6d}  {where}")
            self.census_lines += lines
            for line in lines:
                print(line, flush=True)
                self.write(line)
        self._qt, self._py, self._heap = qt, py, heap

    def summary(self) -> dict[str, object]:
        slope = growth_per_game(self.samples)
        return {
            "games_measured": len(self.samples),
            "rss_by_game": [(game, round(mb, 2)) for game, mb in self.samples],
            "growth_mb_per_game_after_warm_up": None if slope is None else round(slope, 4),
            "warm_up_games": WARM_UP_GAMES,
            "census": self.census_lines,
        }
