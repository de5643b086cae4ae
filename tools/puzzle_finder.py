"""Finding puzzles: positions from self-play where exactly one move wins or saves the game.

A puzzle is found in two steps: a quick two-line search (:func:`classify`) picks
candidates in which the best move reaches a forced result that the second best does not,
and a deeper search (:func:`verify`) must agree before the puzzle is kept.
``tools/make_puzzles.py`` runs it to make the shipped set.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field

from epaminondas_gui.core.ai.levels import level_info
from epaminondas_gui.core.ai.search import search
from epaminondas_gui.core.ai.types import Limits, Score, SearchResult
from epaminondas_gui.core.games.outcome import outcome_of
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.notation import move_to_text
from epaminondas_gui.core.rules.position import Move, Position, to_efn
from epaminondas_gui.core.study.puzzles import Puzzle, PuzzleKind, puzzle_id

#: Depth of the quick search that picks candidates, and of the search that confirms them.
CLASSIFY_DEPTH = 3
VERIFY_DEPTH = 5
#: No search of the finder runs longer than this (a crowded 14x12 middle game can).
SEARCH_CAP_MS = 20_000
#: A defence is only a puzzle if the saving move does not leave the defender far behind.
DEFEND_FLOOR = -300


@dataclass(frozen=True, slots=True)
class Finding:
    """What a two-line search says about a position."""

    kind: PuzzleKind
    line: tuple[Move, ...]
    best: Score
    second: Score


def _two_lines(pos: Position, depth: int) -> SearchResult:
    return search(pos, Limits(depth=depth, movetime_ms=SEARCH_CAP_MS), multipv=2, seed=0)


def classify(pos: Position, depth: int = CLASSIFY_DEPTH) -> Finding | None:
    """The puzzle kind of ``pos`` by a two-line search of ``depth`` plies, or None.

    Win in 1 / win in 2: the best move forces a win that soon, the second best forces
    none. Defence: the second best loses by force and the best does not (nor leaves the
    side far behind). Positions that are over or have fewer than three moves are none.
    """
    if outcome_of(pos) is not None or len(legal_moves(pos)) < 3:
        return None
    result = _two_lines(pos, depth)
    lines = [line for line in result.lines if line.pv]
    if len(lines) < 2:
        return None
    best, second = lines[0].score, lines[1].score
    kind: PuzzleKind | None = None
    if best.win_in is not None and second.win_in is None:
        kind = {1: PuzzleKind.WIN_1, 2: PuzzleKind.WIN_2}.get(best.win_in)
    elif (best.win_in is None and best.loss_in is None and second.loss_in is not None
          and best.value >= DEFEND_FLOOR):
        kind = PuzzleKind.DEFEND
    if kind is None:
        return None
    return Finding(kind, tuple(lines[0].pv), best, second)


def verify(pos: Position, finding: Finding, depth: int = VERIFY_DEPTH) -> Finding | None:
    """The deeper search's finding if it agrees on the kind and the move, else None."""
    deeper = classify(pos, depth)
    if deeper is None or deeper.kind is not finding.kind or deeper.line[0] != finding.line[0]:
        return None
    return deeper


def solution_line(pos: Position, finding: Finding) -> tuple[str, ...]:
    """The moves shown after the answer: up to the win, or three plies of a defence."""
    plies = {PuzzleKind.WIN_1: 1, PuzzleKind.WIN_2: 3, PuzzleKind.DEFEND: 3}[finding.kind]
    texts = []
    for move in finding.line[:plies]:
        texts.append(move_to_text(pos.geometry, move))
        pos = pos.play(move)
        if outcome_of(pos) is not None:
            break
    return tuple(texts)


def self_play_positions(
    width: int, height: int, seed: int, *, level: int = 5, max_plies: int = 160,
    random_plies: int = 6,
) -> Iterator[Position]:
    """The positions of one self-play game: a few random opening moves (so that games
    differ), then ``level`` against itself with a little evaluation noise."""
    rng = random.Random(seed)
    pos = Position.start(width, height)
    movetime = level_info(level).window_think_ms
    for ply in range(max_plies):
        if outcome_of(pos) is not None:
            return
        yield pos
        moves = legal_moves(pos)
        if ply < random_plies:
            move = rng.choice(moves)
        else:
            result = search(pos, Limits(movetime_ms=movetime), level=level,
                            seed=rng.randrange(1 << 30), full_time=True)
            move = result.best_move if result.best_move is not None else rng.choice(moves)
        pos = pos.play(move)


@dataclass
class FinderStats:
    """How many games were played, positions tried, candidates found and puzzles kept."""

    games: int = 0
    positions: int = 0
    candidates: int = 0
    kept: int = 0
    by_kind: dict[str, int] = field(default_factory=dict)

    def summary(self) -> str:
        kinds = ", ".join(f"{k} {n}" for k, n in sorted(self.by_kind.items()))
        return (f"{self.games} games, {self.positions} positions tried, "
                f"{self.candidates} candidates, {self.kept} kept ({kinds})")


def find_puzzles(
    width: int, height: int, count: int, *, seed: int = 1, known: Iterable[str] = (),
    stats: FinderStats | None = None, on_found: Callable[[Puzzle], None] | None = None,
    deadline: float | None = None,
) -> list[Puzzle]:
    """Play self-play games until ``count`` new puzzles are kept (or ``deadline``, a
    ``time.monotonic()`` value, passes). Positions in ``known`` (EFN) are skipped."""
    stats = stats if stats is not None else FinderStats()
    seen = set(known)
    found: list[Puzzle] = []
    game = 0
    while len(found) < count:
        game += 1
        stats.games += 1
        for pos in self_play_positions(width, height, seed * 100_003 + game):
            if deadline is not None and time.monotonic() > deadline:
                return found
            efn = to_efn(pos)
            if efn in seen:
                continue
            seen.add(efn)
            stats.positions += 1
            finding = classify(pos)
            if finding is None:
                continue
            stats.candidates += 1
            confirmed = verify(pos, finding)
            if confirmed is None:
                continue
            puzzle = Puzzle(puzzle_id(efn), efn, confirmed.kind, solution_line(pos, confirmed))
            found.append(puzzle)
            stats.kept += 1
            stats.by_kind[puzzle.kind.value] = stats.by_kind.get(puzzle.kind.value, 0) + 1
            if on_found is not None:
                on_found(puzzle)
            if len(found) >= count:
                break
    return found


