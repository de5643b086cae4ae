"""Walking through the game is one command (gui/game/walk.py): the window's keys, the move
list's keys, the View menu's actions, a click in the move list and in the review graph all
arrive at the same position for the same step."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtTest import QTest

from epaminondas_gui.core.rules.notation import parse_move
from epaminondas_gui.gui.game import walk as walk_module
from epaminondas_gui.gui.game.walk import KEY_STEPS, Step, walk_to
from epaminondas_gui.gui.main_window import MainWindow

from ..conftest import MakeWindow, human_game

#: The main line a2-a3 h7-h6 b2-b3 c7-c6, and g7-g6 then f7-f6 tried instead of h7-h6.
MAIN = ["a2-a3", "h7-h6", "b2-b3", "c7-c6"]


def game_with_variations(window: MainWindow) -> None:
    s = window.session
    for text in MAIN:
        s.play(parse_move(s.shown_position, text, s.rules))
    for text in ("g7-g6", "f7-f6"):
        s.browse(1)
        s.play(parse_move(s.shown_position, text, s.rules))
    s.browse(0)
    s.go_to(s.tree.root.children[0].children[0])  # h7-h6 shown, the main line ahead


#: (step, from the node shown after h7-h6: its ply and notation afterwards)
STEPS = [
    (Step.FIRST, 0, None),
    (Step.BACK, 1, "a2-a3"),
    (Step.FORWARD, 3, "b2-b3"),
    (Step.LAST, 4, "c7-c6"),
    (Step.PREVIOUS_VARIATION, 2, "h7-h6"),  # the main line's move comes first
    (Step.NEXT_VARIATION, 2, "g7-g6"),
]


def shown(window: MainWindow) -> tuple[int, str | None]:
    cursor = window.session.tree.cursor
    return cursor.ply, cursor.notation() if cursor.move is not None else None


def press_on_window(window: MainWindow, step: Step) -> None:
    key = next(k for k, s in KEY_STEPS.items() if s is step)
    QTest.keyClick(window, key)


def press_in_move_list(window: MainWindow, step: Step) -> None:
    key = next(k for k, s in KEY_STEPS.items() if s is step)
    QTest.keyClick(window.game_panel.move_list, key)


def menu_action(window: MainWindow, step: Step) -> None:
    g = window.game_actions
    {Step.FIRST: g.act_first, Step.BACK: g.act_back, Step.FORWARD: g.act_forward,
     Step.LAST: g.act_last}[step].trigger()


def direct(window: MainWindow, step: Step) -> None:
    walk_module.walk(window.session, step)


ENTRIES: list[tuple[str, Callable[[MainWindow, Step], None]]] = [
    ("walk", direct), ("window key", press_on_window), ("move list key", press_in_move_list),
    ("menu", menu_action),
]


@pytest.mark.parametrize(("name", "entry"), ENTRIES, ids=[n for n, _e in ENTRIES])
def test_every_entry_walks_alike(make_window: MakeWindow, monkeypatch: pytest.MonkeyPatch,
                                 name: str, entry: Callable[[MainWindow, Step], None]) -> None:
    window = make_window(human_game(8, 8))
    game_with_variations(window)
    start = window.session.tree.cursor
    assert shown(window) == (2, "h7-h6")
    steps: list[Step] = []
    real_walk = walk_module.walk

    def counted(session: object, step: Step) -> None:
        steps.append(step)
        real_walk(session, step)  # type: ignore[arg-type]

    # Each entry imported walk from the module: patch it where each part looks it up.
    for module in ("game.walk", "main_window", "game.move_panel", "game.actions"):
        monkeypatch.setattr(f"epaminondas_gui.gui.{module}.walk", counted)
    tried = [row for row in STEPS if name != "menu" or row[0] not in
             (Step.PREVIOUS_VARIATION, Step.NEXT_VARIATION)]
    for step, ply, notation in tried:
        window.session.go_to(start)
        entry(window, step)
        assert shown(window) == (ply, notation), step
        assert window.board.position == window.session.shown_position
    assert steps == [row[0] for row in tried]


def test_clicks_in_the_move_list_and_the_graph_go_to_the_same_place(
    make_window: MakeWindow,
) -> None:
    window = make_window(human_game(8, 8))
    game_with_variations(window)
    s = window.session
    walk_to(s, 3)
    assert shown(window) == (3, "b2-b3")
    window.analysis.review_panel.ply_clicked.emit(1)
    assert shown(window) == (1, "a2-a3")
    variation = s.tree.root.children[0].children[1]
    window.game_panel.move_list.node_clicked.emit(variation)
    assert shown(window) == (2, "g7-g6")
    walk_to(s, 0)
    assert shown(window) == (0, None)
