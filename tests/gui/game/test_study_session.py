"""The study board against the computer: variations anywhere, take-backs that replace the
main line, and "continue from here"."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from epaminondas_gui.core.games.players import Computer, Human
from epaminondas_gui.core.rules.position import Color, SymmetryRule
from epaminondas_gui.gui.main_window import MainWindow
from epaminondas_gui.gui.settings import GameSetup

from ..conftest import MakeWindow, drag
from ..searches import first_move


def vs_computer() -> GameSetup:
    return GameSetup(8, 8, None, SymmetryRule.MIDLINE, Human(), Computer(1))


def two_moves_against_the_computer(make_window: MakeWindow, qtbot: QtBot) -> MainWindow:
    """A window where White (human) played b2-b3 and c2-c3 and the computer answered."""
    window = make_window(vs_computer(), search=first_move)
    for plies, (start, end) in ((2, ("b2", "b3")), (4, ("c2", "c3"))):
        drag(window, start, end)

        def answered(plies: int = plies) -> bool:
            return window.session.tree.main_line().ply == plies

        qtbot.waitUntil(answered, timeout=5000)
    return window


def names(nodes) -> list[str]:
    return [n.notation() for n in nodes]


def test_a_move_on_an_earlier_position_makes_a_variation_the_computer_leaves_alone(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    window = two_moves_against_the_computer(make_window, qtbot)
    s = window.session
    main_before = names(s.tree.mainline())
    # Browse back to after White's first move and Black's reply, then play another move.
    s.browse(2)
    assert window.board.scene.interactive
    drag(window, "d2", "d3")
    assert s.view_ply == 3 and not s.tree.cursor.is_main_line()
    assert names(s.tree.mainline()) == main_before  # the main line is untouched
    # The list shows the variation right after the move it replaces.
    assert window.game_panel.move_list.move_texts() == [*main_before[:3], "d2-d3", *main_before[3:]]
    assert window.game_panel.move_list.current is s.tree.cursor
    parent = s.tree.cursor.parent
    assert parent is not None and names(parent.children) == ["c2-c3", "d2-d3"]
    # The computer does not answer in a variation (it would be busy at once).
    assert not s.ai.busy and s.view_ply == 3 and not s.tree.cursor.children
    # Both sides may be played by hand there, and the window says so.
    assert s.shown_position.turn is Color.BLACK and window.board.scene.interactive
    assert "in a variation you move both sides" in window.game_status.turn.text()


def test_take_back_then_another_move_replaces_the_main_line(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    window = make_window(vs_computer(), search=first_move)
    s = window.session
    drag(window, "b2", "b3")
    qtbot.waitUntil(lambda: s.tree.main_line().ply == 2, timeout=5000)
    old_line = names(s.tree.mainline())
    window.game_actions.act_undo.trigger()
    assert s.view_ply == 0
    drag(window, "c2", "c3")
    qtbot.waitUntil(lambda: s.tree.main_line().ply == 2, timeout=5000)
    assert names(s.tree.mainline())[0] == "c2-c3"
    # The taken-back line is kept as a variation.
    assert names(s.tree.root.children) == ["c2-c3", "b2-b3"]
    assert names(s.tree.root.children[1].path() + s.tree.root.children[1].children) == old_line


def test_continue_from_here_against_the_computer(make_window: MakeWindow, qtbot: QtBot) -> None:
    window = two_moves_against_the_computer(make_window, qtbot)
    s = window.session
    s.browse(2)
    drag(window, "d2", "d3")  # a variation: the computer is silent
    assert s.can_continue_here()
    assert s.continue_here() == 0
    # The variation is now the main line and the computer answers in it.
    qtbot.waitUntil(lambda: s.tree.main_line().ply == 4 and s.view_ply == 4, timeout=5000)
    assert names(s.tree.mainline())[2] == "d2-d3"
    assert s.shown_position.turn is Color.WHITE and not s.can_continue_here()


def test_a_finished_game_between_two_computers_can_be_studied_by_hand(
    make_window: MakeWindow,
) -> None:
    from epaminondas_gui.core.games.tree import GameTree
    from epaminondas_gui.core.rules.position import Position

    tree = GameTree.from_moves(Position.start(8, 8), ["a2-a3", "h7-h6", "b2-b3", "g7-g6"])
    tree.resign(Color.BLACK)
    window = make_window()
    computers = GameSetup(8, 8, None, SymmetryRule.MIDLINE, Computer(1), Computer(1))
    window.files.start_tree(tree, computers, saved=True)
    window.session.browse(2)
    assert window.board.scene.interactive and not window.session.ai.busy
    # Stepping through the finished main line: nothing is played there, nothing to say.
    assert "in a variation" not in window.game_panel.turn_banner.text()
    drag(window, "c2", "c3")  # a variation, by hand, for the computer's side too
    assert window.session.tree.cursor.notation() == "c2-c3"
    assert "in a variation you move both sides" in window.game_panel.turn_banner.text()
