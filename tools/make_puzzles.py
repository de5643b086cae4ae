"""Regenerate the puzzle set: self-play games, a quick two-line search on every position,
a deeper one to confirm; prints how many games were played, positions tried and kept.

.venv/bin/python -m tools.make_puzzles --board 8x8 --count 120 --seed 1 --out /tmp/p8.json
.venv/bin/python -m tools.make_puzzles --board 14x12 --count 100 --seed 2 --out /tmp/p14.json
.venv/bin/python -m tools.make_puzzles --merge /tmp/p8.json /tmp/p14.json \
    --out epaminondas_gui/assets/puzzles.json

The output file is rewritten (atomically) after every puzzle found, so an interrupted run
keeps what it found; run it again with the same --out to add to it.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from epaminondas_gui.core.study.puzzles import Puzzle, PuzzleError, read_puzzles, write_puzzles

from .puzzle_finder import FinderStats, find_puzzles


def _merge(paths: list[str], out: str) -> None:
    merged: dict[str, Puzzle] = {}
    for path in paths:
        for puzzle in read_puzzles(path):
            merged.setdefault(puzzle.id, puzzle)
    puzzles = sorted(merged.values(), key=lambda p: (p.board, p.band, p.id))
    write_puzzles(out, puzzles)
    print(f"{len(puzzles)} puzzles from {len(paths)} files written to {out}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--board", default="8x8", help="WxH, e.g. 14x12")
    parser.add_argument("--count", type=int, default=50, help="new puzzles to find")
    parser.add_argument("--seed", type=int, default=1, help="seed of the self-play games")
    parser.add_argument("--minutes", type=float, default=None, help="stop after this long")
    parser.add_argument("--out", required=True, help="puzzle file to write (and add to)")
    parser.add_argument("--merge", nargs="+", metavar="FILE",
                        help="only merge these puzzle files into --out")
    args = parser.parse_args()
    if args.merge:
        try:
            _merge(args.merge, args.out)
        except PuzzleError as exc:
            sys.exit(f"error: {exc}")
        return
    try:
        width, height = (int(n) for n in args.board.lower().split("x"))
    except ValueError:
        sys.exit(f"error: --board {args.board!r} is not WxH (e.g. 14x12)")
    out = Path(args.out)
    try:
        puzzles = read_puzzles(out) if out.exists() else []
    except PuzzleError as exc:
        sys.exit(f"error: {exc} (not overwritten)")
    stats = FinderStats()
    start = time.monotonic()
    deadline = start + args.minutes * 60 if args.minutes else None

    def found(puzzle: Puzzle) -> None:
        puzzles.append(puzzle)
        write_puzzles(out, puzzles)
        print(f"[{time.monotonic() - start:7.0f} s] {puzzle.kind.value:6} {puzzle.efn} "
              f"{' '.join(puzzle.solution)} | {stats.summary()}", flush=True)

    find_puzzles(width, height, args.count, seed=args.seed, known=(p.efn for p in puzzles),
                 stats=stats, on_found=found, deadline=deadline)
    print(f"{args.board}: {stats.summary()} in {time.monotonic() - start:.0f} s; "
          f"{len(puzzles)} in {out}")


if __name__ == "__main__":
    main()
