"""Heximinondas tactics: does the search find the win-zone entry that wins, and the
defence that stops one?

    .venv/bin/python -m benchmarks.hex_tactics                       # 50 + 50 a zone
    .venv/bin/python -m benchmarks.hex_tactics --count 20 --zone row --movetime 200

Positions come from seeded playouts on the hexagon (half random, half greedy moves, so
the armies meet and reach the zones) and are classified exactly by brute force over the
moves, with ``ending.verdict`` deciding every end (the game's history is not used):

* **entry**: the side to move has a move after which it wins at the start of its next
  turn whatever the reply (more pieces in its win zone, the grace move cannot equalise);
  the solutions are all such moves;
* **defence**: the side to move has no such win, but after most of its moves the opponent
  has one (or has won at once); the solutions are the few moves (at most
  :data:`MAX_DEFENCES`, and not all) after which he has none.

Each position is searched by level 8 and by a hint (level 8, three lines, the window's
1 s), and a search solves it when its move is one of the solutions. tests/ai/test_hex.py
runs a small set of the same positions at a fixed depth.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Iterator
from dataclasses import dataclass

from epaminondas_gui.core.ai import Limits, search
from epaminondas_gui.core.ai.baselines import greedy_move, random_move
from epaminondas_gui.core.rules.ending import verdict
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.notation import move_to_text
from epaminondas_gui.core.rules.position import Color, Move, Position, Rules, Variant, Zone

from .players import wilson_interval

#: A defence position has at most this many saving moves.
MAX_DEFENCES = 3
#: Hints search this long (the window's HINT_MOVETIME_MS) with this many lines.
HINT_MS = 1000
HINT_LINES = 3


@dataclass(frozen=True)
class Puzzle:
    kind: str
    """``entry`` or ``defence``."""
    position: Position
    solutions: frozenset[Move]


def rules_for(zone: Zone) -> Rules:
    return Rules(variant=Variant.HEXIMINONDAS, zone=zone)


def _wins_for(pos: Position, rules: Rules, mover: Color) -> bool | None:
    """Whether the rules have ended the game in ``pos`` with ``mover`` winning (None: the
    game goes on; a draw counts as not winning)."""
    found = verdict(pos, rules)
    if found is None:
        return None
    return found.winner is mover


def wins_in_one(pos: Position, move: Move, rules: Rules) -> bool:
    """Whether ``move`` wins by the start of the mover's next turn, whatever the reply."""
    mover = pos.turn
    after = pos.play(move)
    ended = _wins_for(after, rules, mover)
    if ended is not None:
        return ended
    # Only a move that puts the mover ahead in the zones can win by rule 1 next turn
    # (rule 2, the opponent blocked, was decided above).
    white_in, black_in = after.home_row_counts(rules)
    ahead = white_in > black_in if mover is Color.WHITE else black_in > white_in
    if not ahead:
        return False
    for reply in legal_moves(after, rules):
        if _wins_for(after.play(reply), rules, mover) is not True:
            return False
    return True


def threat_after(pos: Position, move: Move, rules: Rules) -> bool:
    """Whether after ``move`` the opponent has won at once or has a move that wins in one."""
    after = pos.play(move)
    found = verdict(after, rules)
    if found is not None:
        return found.winner is pos.turn.other
    return any(wins_in_one(after, reply, rules) for reply in _candidates(after, rules))


def _candidates(pos: Position, rules: Rules) -> list[Move]:
    """The moves that may win in one: those that put the mover ahead in the zones, and any
    that might leave the opponent without a move (a few pieces left)."""
    zone = pos.geometry.win_zone(pos.turn is Color.WHITE, rules.zone)
    own = pos.pieces(pos.turn)
    enemy_zone = pos.geometry.win_zone(pos.turn is not Color.WHITE, rules.zone)
    enemy = pos.pieces(pos.turn.other)
    few = enemy.bit_count() <= 3
    out = []
    for move in legal_moves(pos, rules):
        mine = ((own ^ move.change) & zone).bit_count()
        left = (enemy & ~move.capture_mask & enemy_zone).bit_count()
        if mine > left or few:
            out.append(move)
    return out


def classify(pos: Position, rules: Rules) -> Puzzle | None:
    """The position as an entry or a defence puzzle, or None."""
    if verdict(pos, rules) is not None:
        return None
    moves = legal_moves(pos, rules)
    winning = frozenset(m for m in _candidates(pos, rules) if wins_in_one(pos, m, rules))
    if winning:
        return Puzzle("entry", pos, winning)
    # Cheap filter: a defence needs the opponent near his zone.
    saving = []
    for move in moves:
        if not threat_after(pos, move, rules):
            saving.append(move)
            if len(saving) > MAX_DEFENCES:
                return None
    if saving and len(saving) < len(moves):
        return Puzzle("defence", pos, frozenset(saving))
    return None


def _near_zone(pos: Position, rules: Rules) -> bool:
    """Whether either side has a piece within two steps of (or in) its win zone: only then
    can a position hold an entry or a defence (skips the costly classification)."""
    geo = pos.geometry
    for white in (True, False):
        zone = geo.win_zone(white, rules.zone)
        near = zone
        for _ in range(2):
            grown = near
            for direction in geo.directions:
                grown |= geo.shift(near, direction)
            near = grown
        if (pos.white if white else pos.black) & near:
            return True
    return False


def puzzles(zone: Zone, seed: int) -> Iterator[Puzzle]:
    """Puzzles from seeded playouts, entries and defences as they come (endless)."""
    rules = rules_for(zone)
    rng = random.Random(seed)
    while True:
        pos = Position.variant_start(Variant.HEXIMINONDAS)
        for _ply in range(200):
            if verdict(pos, rules) is not None:
                break
            if _near_zone(pos, rules):
                found = classify(pos, rules)
                if found is not None:
                    yield found
                    break  # one a game: the positions of a game look alike
            move = (greedy_move if rng.random() < 0.5 else random_move)(pos, rng, rules)
            if move is None:
                break
            pos = pos.play(move)


def collect(zone: Zone, seed: int, per_kind: int) -> list[Puzzle]:
    """``per_kind`` entries and ``per_kind`` defences, in the order found."""
    found: dict[str, list[Puzzle]] = {"entry": [], "defence": []}
    for puzzle in puzzles(zone, seed):
        if len(found[puzzle.kind]) < per_kind:
            found[puzzle.kind].append(puzzle)
        if all(len(v) >= per_kind for v in found.values()):
            break
    return found["entry"] + found["defence"]


def solves(puzzle: Puzzle, zone: Zone, limits: Limits, multipv: int = 1) -> bool:
    result = search(puzzle.position, limits, rules=rules_for(zone), multipv=multipv, seed=1)
    return result.best_move in puzzle.solutions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=50, help="positions of each kind a zone")
    parser.add_argument("--zone", choices=["corner", "row", "both"], default="both")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--movetime", type=int, default=200, help="level 8's ms a position")
    parser.add_argument("--verbose", action="store_true", help="every miss")
    args = parser.parse_args()
    zones = list(Zone) if args.zone == "both" else [Zone.parse(args.zone)]
    total: dict[tuple[str, str], list[int]] = {}
    for zone in zones:
        begin = time.perf_counter()
        found = collect(zone, args.seed, args.count)
        print(f"zone {zone.value}: {len(found)} positions in "
              f"{time.perf_counter() - begin:.0f} s", flush=True)
        for puzzle in found:
            for who, limits, lines in (("level 8", Limits(movetime_ms=args.movetime), 1),
                                       ("hint", Limits(movetime_ms=HINT_MS), HINT_LINES)):
                ok = solves(puzzle, zone, limits, lines)
                for key in ((who, puzzle.kind), (who, "all")):
                    total.setdefault(key, [0, 0])
                    total[key][0] += ok
                    total[key][1] += 1
                if not ok and args.verbose:
                    geo = puzzle.position.geometry
                    texts = sorted(move_to_text(geo, m) for m in puzzle.solutions)
                    print(f"  {who} missed {puzzle.kind} {puzzle.position.efn()} "
                          f"(solutions {' '.join(texts)})", flush=True)
    for (who, kind), (solved, n) in sorted(total.items()):
        low, high = wilson_interval(solved / n, n)
        print(f"{who} ({args.movetime if who == 'level 8' else HINT_MS} ms), {kind}: "
              f"{solved}/{n} = {solved / n:.3f}, 95% CI [{low:.3f}, {high:.3f}]")


if __name__ == "__main__":
    main()
