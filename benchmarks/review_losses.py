"""Review games level 8 lost (``gauntlet --save-losses DIR``) with the project's own review.

    python -m benchmarks.review_losses --movetime 2000 /tmp/losses/*.epam

For each record: level 8's colour, the evaluation graph from its side (every second ply,
in centi-pieces, forced results at +-1000) and each of its moves the review graded as an
inaccuracy or worse, with the drop and the move the review prefers. Whether a game was a
slow slide or one tactical shot shows at a glance (docs/ai.md, "Why it lost").
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from epaminondas_gui.core.games.record import GameRecord, RecordError
from epaminondas_gui.core.games.storage import load_record
from epaminondas_gui.core.rules.position import Color
from epaminondas_gui.core.study.analysis import GameReview, review_game, search_analyser

from .players import positive_ms


def our_colour(record: GameRecord, prefix: str) -> Color | None:
    """The colour whose player tag starts with ``prefix`` (level 8's, by default)."""
    for color, tag in ((Color.WHITE, "White"), (Color.BLACK, "Black")):
        if record.tags.get(tag, "").startswith(prefix):
            return color
    return None


def report(name: str, record: GameRecord, ours: Color, review: GameReview) -> list[str]:
    sign = 1 if ours is Color.WHITE else -1
    graph = " ".join(str(sign * value) for value in review.graph[::2])
    lines = [f"== {name}: {ours.name.lower()}, {len(review.moves)} plies, "
             f"result {record.tags.get('Result', '*')}",
             f"   graph (its view, every 2nd ply): {graph}"]
    for m in review.errors(ours):
        lines.append(f"   ply {m.ply}: {m.notation} {m.classification.value}, drop {m.drop} "
                     f"({m.score_before.value} -> {m.score_after.value}), "
                     f"better {m.best_notation or '-'}")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("records", nargs="+", type=Path)
    parser.add_argument("--movetime", type=positive_ms, default=2000, help="ms a position")
    parser.add_argument("--player", default="level", help="player tag prefix to review")
    args = parser.parse_args(argv)
    failed = 0
    for path in args.records:
        try:
            record = load_record(path)
        except RecordError as exc:  # unreadable files too (load_record)
            print(f"{path}: {exc}", file=sys.stderr)
            failed += 1
            continue
        ours = our_colour(record, args.player)
        if ours is None:
            print(f"{path}: neither player's tag starts with {args.player!r}", file=sys.stderr)
            failed += 1
            continue
        review = review_game(record.mainline_positions(), record.mainline_moves(),
                             search_analyser(args.movetime, rules=record.rules),
                             rules=record.rules)
        print("\n".join(report(str(path), record, ours, review)), flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
