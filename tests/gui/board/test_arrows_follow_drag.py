"""Every arrow the board draws for a move is the drag that plays it (issue: hint arrows ran
to the head's landing square, and dragging along them was refused)."""

from __future__ import annotations

import random

import pytest

from epaminondas_gui.core.games.outcome import outcome_of
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.position import DEFAULT_RULES, Position
from epaminondas_gui.gui.analysis.panel import analysis_arrows
from epaminondas_gui.gui.theme import ThemeName, theme

from ..conftest import MakeWindow, drag, human_game


def random_positions(width: int, height: int, count: int, seed: int) -> list[Position]:
    """Positions from random games (both sides random): the arrows' test ground."""
    rng = random.Random(seed)
    out: list[Position] = []
    while len(out) < count:
        pos = Position.start(width, height)
        for _ in range(rng.randint(4, 40)):
            moves = legal_moves(pos, DEFAULT_RULES)
            if not moves or outcome_of(pos, DEFAULT_RULES) is not None:
                break
            pos = pos.play(rng.choice(moves))
        if outcome_of(pos, DEFAULT_RULES) is None and legal_moves(pos, DEFAULT_RULES):
            out.append(pos)
    return out


@pytest.mark.parametrize(("width", "height", "seed"), [(8, 8, 1), (14, 12, 2), (10, 10, 3)])
def test_dragging_along_an_arrow_plays_its_move(
    make_window: MakeWindow, width: int, height: int, seed: int
) -> None:
    window = make_window(human_game(width, height))
    session, scene = window.session, window.board.scene
    rng = random.Random(seed)
    tried = 0
    for pos in random_positions(width, height, 6, seed):
        moves = legal_moves(pos, DEFAULT_RULES)
        # Long groups and captures first: where the old arrows went wrong.
        sample = sorted(moves, key=lambda m: (-m.count * m.distance, -m.captured))[:4]
        sample += rng.sample(moves, min(3, len(moves)))
        for move in sample:
            analysis = analysis_arrows([move], theme(ThemeName.LIGHT))[0][:2]
            scene.set_hint(move)
            hint = scene.hint_arrow
            assert hint is not None
            for start, end in (hint, analysis):
                session.start_from(pos, DEFAULT_RULES, human_game(width, height))
                geo = scene.geometry
                drag(window, geo.square_name(start), geo.square_name(end))
                assert session.tree.moves() == [move], (pos.efn(), move, start, end)
                tried += 1
    assert tried >= 60


def test_the_hint_arrow_is_the_drag(make_window: MakeWindow) -> None:
    window = make_window(human_game(8, 8))
    pos = window.session.shown_position
    move = next(m for m in legal_moves(pos) if m.count == 2 and m.distance == 2)
    window.board.scene.set_hint(move)
    assert window.board.scene.hint_arrow == (move.rear, move.rear_to) != (move.rear, move.to)
