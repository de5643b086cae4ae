"""The study board against the computer: variations anywhere, take-backs that replace the
main line, and "continue from here"."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from epaminondas_gui.core.games.players import Computer, Human
from epaminondas_gui.core.games.tree import GameTree
from epaminondas_gui.core.rules.notation import parse_move
from epaminondas_gui.core.rules.position import Color, Position, SymmetryRule
from epaminondas_gui.gui.main_window import MainWindow
from epaminondas_gui.gui.settings import GameSetup

from ..conftest import MakeWindow, drag
from ..searches import first_move

COMPUTERS = GameSetup(8, 8, None, SymmetryRule.MIDLINE, Computer(1), Computer(1))


def finished_between_computers() -> GameTree:
    """Four moves of two computers, then Black resigned."""
    tree = GameTree.from_moves(Position.start(8, 8), ["a2-a3", "h7-h6", "b2-b3", "g7-g6"])
    tree.resign(Color.BLACK)
    return tree


def vs_computer() -> GameSetup:
    return GameSetup(8, 8, None, SymmetryRule.MIDLINE, Human(), Computer(1))


def two_moves_against_the_computer(make_window: MakeWindow, qtbot: QtBot) -> MainWindow:
    """A window where White (human) played b2-b3 and c2-c3 and the computer answered."""
    window = make_window(vs_computer(), search=first_move)
    session = window.session
    for move in ("b2-b3", "c2-c3"):
        with qtbot.waitSignals([session.move_played, session.move_played], timeout=5000):
            session.play(parse_move(session.shown_position, move, session.rules))
    return window


def names(nodes) -> list[str]:
    return [n.notation() for n in nodes]


def test_a_variation_against_the_computer_is_listed_and_told(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    # That the computer leaves it alone and both sides are played by hand there:
    # test_session.py (test_a_variation_played_by_hand_becomes_the_game_with_continue_here).
    window = two_moves_against_the_computer(make_window, qtbot)
    s = window.session
    main_before = names(s.tree.mainline())
    s.browse(2)
    assert window.board.scene.interactive
    drag(window, "d2", "d3")  # the board takes a move on an earlier position
    assert s.view_ply == 3 and not s.tree.cursor.is_main_line()
    # The list shows the variation right after the move it replaces.
    assert window.game_panel.move_list.move_texts() == [*main_before[:3], "d2-d3", *main_before[3:]]
    assert window.game_panel.move_list.current is s.tree.cursor
    assert s.shown_position.turn is Color.BLACK and window.board.scene.interactive
    assert "in a variation you move both sides" in window.game_status.turn.text()


def test_a_finished_game_between_two_computers_can_be_studied_by_hand(
    make_window: MakeWindow,
) -> None:
    # The session's side (no computer plays there): test_session.py.
    window = make_window()
    window.files.start_tree(finished_between_computers(), COMPUTERS, saved=True)
    window.session.browse(2)
    assert window.board.scene.interactive
    # Stepping through the finished main line: nothing is played there, nothing to say.
    assert "in a variation" not in window.game_panel.turn_banner.text()
    drag(window, "c2", "c3")  # a variation, by hand, for the computer's side too
    assert window.session.tree.cursor.notation() == "c2-c3"
    assert "in a variation you move both sides" in window.game_panel.turn_banner.text()
