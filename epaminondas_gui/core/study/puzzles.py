"""Puzzles: positions from self-play where exactly one move wins or saves the game.

The set ships as JSON (``assets/puzzles.json``, made by ``tools/make_puzzles.py`` with
the finder in ``tools/puzzle_finder.py``); :class:`Trainer` serves them, keeps the score
and the streak and never repeats a solved puzzle until every puzzle of the band is
solved. No Qt here.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from ..games.storage import atomic_write_text
from ..rules.notation import IllegalMoveError, move_to_text, parse_move
from ..rules.position import EFNError, Move, Position, parse_efn

FORMAT = "epaminondas-puzzles"
VERSION = 1


class PuzzleKind(Enum):
    """What the solution achieves; the value is the name in the data file."""

    WIN_1 = "win-1"
    """The move wins at the start of the next turn (the opponent cannot prevent it)."""
    DEFEND = "defend"
    """Every other move loses by force; this one does not."""
    WIN_2 = "win-2"
    """The move forces a win at the start of the turn after next, whatever the reply."""

    @property
    def band(self) -> int:
        """Difficulty band: 1 (easiest) to 3."""
        return BANDS[self]


BANDS: dict[PuzzleKind, int] = {PuzzleKind.WIN_1: 1, PuzzleKind.DEFEND: 2, PuzzleKind.WIN_2: 3}
BAND_COUNT = 3


class PuzzleError(ValueError):
    """A puzzle file that cannot be read; the message says what is wrong and where."""


@dataclass(frozen=True, slots=True)
class Puzzle:
    """One puzzle: the position, what kind, and the solution line (the first move is the
    player's, the rest shows how it goes on)."""

    id: str
    efn: str
    kind: PuzzleKind
    solution: tuple[str, ...]

    @property
    def band(self) -> int:
        return self.kind.band

    @property
    def position(self) -> Position:
        return parse_efn(self.efn)

    @property
    def board(self) -> str:
        """``14x12``, ``8x8``: the board size."""
        geo = self.position.geometry
        return f"{geo.width}x{geo.height}"

    def solution_moves(self) -> list[Move]:
        """The solution as moves, each legal in the position the previous one left."""
        pos = self.position
        moves = []
        for text in self.solution:
            move = parse_move(pos, text)
            moves.append(move)
            pos = pos.play(move)
        return moves

    def is_solution(self, move: Move) -> bool:
        return move_to_text(self.position.geometry, move) == self.solution[0]


def puzzle_id(efn: str) -> str:
    pos = parse_efn(efn)
    digest = hashlib.sha1(efn.encode()).hexdigest()[:10]
    return f"{pos.geometry.width}x{pos.geometry.height}-{digest}"


# -- the data file ---------------------------------------------------------------------------


def read_puzzles(path: str | Path) -> list[Puzzle]:
    """Read a puzzle file; raises :class:`PuzzleError` naming the file and the entry."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise PuzzleError(f"{path}: cannot be read ({exc.strerror or exc})") from None
    except UnicodeDecodeError:
        raise PuzzleError(f"{path}: not a text file") from None
    return parse_puzzles(text, str(path))


def parse_puzzles(text: str, where: str = "puzzles") -> list[Puzzle]:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise PuzzleError(f"{where}: not JSON (line {exc.lineno}: {exc.msg})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise PuzzleError(f"{where}: not a puzzle file (no \"format\": \"{FORMAT}\")")
    if data.get("version") != VERSION:
        raise PuzzleError(f"{where}: version {data.get('version')!r} is not {VERSION}")
    entries = data.get("puzzles")
    if not isinstance(entries, list):
        raise PuzzleError(f"{where}: \"puzzles\" is not a list")
    puzzles: list[Puzzle] = []
    seen: set[str] = set()
    for index, entry in enumerate(entries, start=1):
        puzzle = _puzzle_from(entry, f"{where}: puzzle {index}")
        if puzzle.id in seen:
            raise PuzzleError(f"{where}: puzzle {index}: id {puzzle.id!r} is used twice")
        seen.add(puzzle.id)
        puzzles.append(puzzle)
    return puzzles


def _puzzle_from(entry: object, where: str) -> Puzzle:
    if not isinstance(entry, dict):
        raise PuzzleError(f"{where}: not an object")
    try:
        ident, efn, kind_name, solution = (
            entry["id"], entry["efn"], entry["kind"], entry["solution"]
        )
    except KeyError as exc:
        raise PuzzleError(f"{where}: no {exc.args[0]!r}") from None
    if not isinstance(ident, str) or not isinstance(efn, str):
        raise PuzzleError(f"{where}: \"id\" and \"efn\" must be strings")
    try:
        kind = PuzzleKind(kind_name)
    except ValueError:
        names = ", ".join(k.value for k in PuzzleKind)
        raise PuzzleError(f"{where}: unknown kind {kind_name!r} (expected {names})") from None
    if (not isinstance(solution, list) or not solution
            or not all(isinstance(m, str) for m in solution)):
        raise PuzzleError(f"{where}: \"solution\" must be a non-empty list of moves")
    try:
        pos = parse_efn(efn)
    except EFNError as exc:
        raise PuzzleError(f"{where}: bad position: {exc}") from None
    puzzle = Puzzle(ident, efn, kind, tuple(solution))
    for ply, text in enumerate(solution, start=1):
        try:
            pos = pos.play(parse_move(pos, text))
        except IllegalMoveError as exc:
            raise PuzzleError(f"{where}: solution move {ply} {text!r}: {exc}") from None
    return puzzle


def write_puzzles(path: str | Path, puzzles: Iterable[Puzzle]) -> None:
    """Write the file atomically (a crash leaves the old file whole)."""
    data = {
        "format": FORMAT,
        "version": VERSION,
        "puzzles": [
            {"id": p.id, "efn": p.efn, "kind": p.kind.value, "solution": list(p.solution)}
            for p in puzzles
        ],
    }
    atomic_write_text(path, json.dumps(data, indent=1) + "\n")


# -- the trainer -----------------------------------------------------------------------------


@dataclass
class Attempt:
    """The answer to one puzzle: right or not, and the solution to show."""

    correct: bool
    puzzle: Puzzle


class Trainer:
    """Serves puzzles of one band (0: all) in random order, keeps the score and streak.

    A solved puzzle does not come back until every puzzle of the band has been solved;
    then the band starts over. A failed one comes back later.
    """

    def __init__(self, puzzles: Sequence[Puzzle], *, seed: int | None = None) -> None:
        self.puzzles = list(puzzles)
        self._by_id = {p.id: p for p in self.puzzles}
        self._rng = random.Random(seed)
        self.band = 0
        self.solved: set[str] = set()
        self.tried = 0
        self.correct = 0
        self.streak = 0
        self.best_streak = 0
        self.current: Puzzle | None = None
        self.answered = False

    def in_band(self, band: int | None = None) -> list[Puzzle]:
        band = self.band if band is None else band
        return [p for p in self.puzzles if band == 0 or p.band == band]

    def remaining(self) -> int:
        """Unsolved puzzles left in the band before it starts over."""
        return sum(1 for p in self.in_band() if p.id not in self.solved)

    def next(self) -> Puzzle | None:
        """The next puzzle: an unsolved one of the band, not the one just shown."""
        pool = self.in_band()
        if not pool:
            self.current = None
            return None
        unsolved = [p for p in pool if p.id not in self.solved]
        if not unsolved:
            self.solved -= {p.id for p in pool}
            unsolved = pool
        if self.current is not None and len(unsolved) > 1:
            unsolved = [p for p in unsolved if p.id != self.current.id]
        self.current = self._rng.choice(unsolved)
        self.answered = False
        return self.current

    def answer(self, move: Move) -> Attempt:
        """Judge the player's move for the current puzzle (only the first answer counts)."""
        puzzle = self._require()
        correct = puzzle.is_solution(move)
        self._record(correct)
        return Attempt(correct, puzzle)

    def give_up(self) -> Attempt:
        puzzle = self._require()
        self._record(False)
        return Attempt(False, puzzle)

    def _require(self) -> Puzzle:
        if self.current is None:
            raise RuntimeError("no puzzle is shown")
        return self.current

    def _record(self, correct: bool) -> None:
        if self.answered:
            return
        assert self.current is not None
        self.answered = True
        self.tried += 1
        if correct:
            self.correct += 1
            self.streak += 1
            self.best_streak = max(self.best_streak, self.streak)
            self.solved.add(self.current.id)
        else:
            self.streak = 0

    def state(self) -> dict[str, object]:
        """What to remember between sessions (JSON-ready)."""
        return {
            "band": self.band, "solved": sorted(self.solved), "tried": self.tried,
            "correct": self.correct, "streak": self.streak, "best_streak": self.best_streak,
        }

    def restore(self, state: Mapping[str, object]) -> None:
        """Take back a :meth:`state`; unknown ids and wrong types are ignored."""
        band = state.get("band")
        if isinstance(band, int) and 0 <= band <= BAND_COUNT:
            self.band = band
        solved = state.get("solved")
        if isinstance(solved, list):
            self.solved = {s for s in solved if isinstance(s, str) and s in self._by_id}
        for name in ("tried", "correct", "streak", "best_streak"):
            value = state.get(name)
            if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
                setattr(self, name, value)
