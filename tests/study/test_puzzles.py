"""Puzzles: the shipped set (size, bands, solutions re-verified by search), the file format
and the trainer's promises (score, streak, no solved puzzle repeated until all are)."""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path

import pytest

from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.study.puzzles import (
    Puzzle,
    PuzzleError,
    PuzzleKind,
    Trainer,
    parse_puzzles,
    read_puzzles,
    write_puzzles,
)
from tools.puzzle_finder import classify, find_puzzles, verify

PUZZLES = Path(__file__).resolve().parents[2] / "epaminondas_gui" / "assets" / "puzzles.json"


@pytest.fixture(scope="module")
def shipped() -> list[Puzzle]:
    return read_puzzles(PUZZLES)


def test_the_set_has_200_puzzles_on_both_boards_in_three_bands(shipped: list[Puzzle]) -> None:
    assert len(shipped) >= 200
    boards = Counter(p.board for p in shipped)
    assert boards["14x12"] >= 40 and boards["8x8"] >= 40
    bands = Counter(p.band for p in shipped)
    assert all(bands[band] >= 10 for band in (1, 2, 3))
    assert len({p.efn for p in shipped}) == len(shipped)


def test_every_solution_is_legal_and_of_its_kind(shipped: list[Puzzle]) -> None:
    for puzzle in shipped:
        moves = puzzle.solution_moves()
        pos = puzzle.position
        for move in moves:
            pos = pos.play(move)
        if puzzle.kind is PuzzleKind.WIN_1:
            assert len(moves) == 1
        if puzzle.kind in (PuzzleKind.WIN_1, PuzzleKind.WIN_2):
            # The line ends with the winner's entry; the win comes at his next turn unless
            # the opponent answers, which the search says he cannot.
            assert moves and len(moves) % 2 == 1


def test_a_sample_is_confirmed_again_by_the_deep_search(shipped: list[Puzzle]) -> None:
    sample = random.Random(7).sample(shipped, 6)
    for puzzle in sample:
        pos = puzzle.position
        quick = classify(pos)
        assert quick is not None, puzzle.id
        deep = verify(pos, quick)
        assert deep is not None and deep.kind is puzzle.kind, puzzle.id
        assert puzzle.is_solution(deep.line[0])


def test_the_finder_keeps_only_confirmed_unique_solutions() -> None:
    found = find_puzzles(8, 8, 2, seed=5)
    assert len(found) == 2
    for puzzle in found:
        finding = classify(puzzle.position)
        assert finding is not None and finding.kind is puzzle.kind
        # Unique: the second best line does not reach the same result.
        if puzzle.kind is PuzzleKind.DEFEND:
            assert finding.second.loss_in is not None and finding.best.loss_in is None
        else:
            assert finding.best.win_in is not None and finding.second.win_in is None


def test_file_round_trip_and_errors(tmp_path: Path, shipped: list[Puzzle]) -> None:
    path = tmp_path / "p.json"
    write_puzzles(path, shipped[:5])
    assert read_puzzles(path) == shipped[:5]
    data = json.loads(path.read_text())
    data["puzzles"][1]["solution"] = ["a1-a9"]
    with pytest.raises(PuzzleError, match="puzzle 2: solution move 1 'a1-a9'"):
        parse_puzzles(json.dumps(data), "p.json")
    data["puzzles"][1] = dict(data["puzzles"][0])
    with pytest.raises(PuzzleError, match=r"puzzle 2: id .* is used twice"):
        parse_puzzles(json.dumps(data))
    with pytest.raises(PuzzleError, match="unknown kind 'mate'"):
        parse_puzzles(json.dumps({"format": "epaminondas-puzzles", "version": 1, "puzzles": [
            {"id": "x", "efn": shipped[0].efn, "kind": "mate", "solution": ["a1-a2"]}]}))
    with pytest.raises(PuzzleError, match="not JSON"):
        parse_puzzles("{")
    with pytest.raises(PuzzleError, match="cannot be read"):
        read_puzzles(tmp_path / "missing.json")


def test_trainer_never_repeats_a_solved_puzzle_until_all_are_solved(
    shipped: list[Puzzle],
) -> None:
    trainer = Trainer(shipped, seed=3)
    trainer.band = 1
    band = trainer.in_band()
    assert band and all(p.band == 1 for p in band)
    seen: list[str] = []
    for _ in range(len(band)):
        puzzle = trainer.next()
        assert puzzle is not None and puzzle.id not in seen
        seen.append(puzzle.id)
        attempt = trainer.answer(puzzle.solution_moves()[0])
        assert attempt.correct
    assert trainer.remaining() == 0 and trainer.streak == len(band)
    again = trainer.next()
    assert again is not None and again.id != seen[-1] and trainer.remaining() == len(band)


def test_trainer_score_streak_and_a_wrong_answer(shipped: list[Puzzle]) -> None:
    trainer = Trainer(shipped, seed=1)
    first = trainer.next()
    assert first is not None
    trainer.answer(first.solution_moves()[0])
    second = trainer.next()
    assert second is not None
    wrong = next(m for m in legal_moves(second.position) if not second.is_solution(m))
    attempt = trainer.answer(wrong)
    assert not attempt.correct and attempt.puzzle is second
    trainer.answer(second.solution_moves()[0])  # only the first answer counts
    assert (trainer.tried, trainer.correct, trainer.streak, trainer.best_streak) == (2, 1, 0, 1)
    assert second.id not in trainer.solved
    restored = Trainer(shipped)
    restored.restore(json.loads(json.dumps(trainer.state())))
    assert restored.state() == trainer.state()
    restored.restore({"band": 9, "tried": -1, "streak": True, "solved": [1, "nope", first.id]})
    assert restored.state() == trainer.state()
