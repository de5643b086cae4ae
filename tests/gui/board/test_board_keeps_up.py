"""The board never falls behind the game: computer against computer, moves coming faster
than their animations (issue: the board replayed moves for seconds after "White wins")."""

from __future__ import annotations

import random
import threading

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from epaminondas_gui.core.ai.types import Score, SearchRequest, SearchResult
from epaminondas_gui.core.games.players import Computer
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.position import Move, Position, SymmetryRule
from epaminondas_gui.gui.settings import GameSetup

from ..conftest import MakeWindow, quiet_prefs


def instant_random(seed: int):
    """A computer that answers at once (much faster than a move's animation)."""
    rng = random.Random(seed)

    def search(request: SearchRequest, stop: threading.Event, on_info) -> SearchResult:
        moves = legal_moves(request.position, request.rules)
        # Forward moves and captures, so that games end quickly.
        best = max(moves, key=lambda m: (m.captured, rng.random()))
        return SearchResult(best, Score(0), 1, 1, 1, (best,))

    return search


def test_board_status_and_list_keep_up_and_the_end_comes_after_the_last_move(
    make_window: MakeWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    setup = GameSetup(8, 8, None, SymmetryRule.MIDLINE, Computer(1), Computer(1))
    window = make_window(setup, search=instant_random(3), prefs=quiet_prefs(animation="slow"))
    assert window.board.scene.animation_ms >= 150
    s = window.session
    behind: list[int] = []
    shown_at_end: list[tuple[Position, bool]] = []

    def after_move(before: Position, move: Move, after: Position) -> None:
        # Runs after the window's own slot: the board already shows (or slides to) ``after``.
        if window.board.scene.position != after:
            behind.append(s.tree.main_line().ply)

    def after_state() -> None:
        # The list, the board and the banner agree on the position after every change.
        end = s.tree.main_line_end()
        if end.parent is not None:
            assert window.game_panel.move_list.nodes[-1] is end
        assert window.board.scene.position == s.shown_position

    s.move_played.connect(after_move)
    s.state_changed.connect(after_state)
    real_open = QMessageBox.open

    def record_open(box: QMessageBox) -> None:
        shown_at_end.append((window.board.scene.position, window.board.scene.is_animating()))
        real_open(box)

    monkeypatch.setattr(QMessageBox, "open", record_open)
    qtbot.waitUntil(lambda: window.game_over_box is not None, timeout=30000)
    assert s.tree.main_line().ply >= 10
    assert behind == []
    final = s.tree.main_line_end().position
    # The message came when the board showed the final position, standing still.
    assert shown_at_end == [(final, False)]
    assert window.board.scene.position == final == s.shown_position
