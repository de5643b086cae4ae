"""Entering moves on the board: drag, click-click, keyboard; captures; refused drops."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from epaminondas_gui.core.games.tree import GameTree
from epaminondas_gui.core.rules.position import Position
from epaminondas_gui.gui.main_window import MainWindow

from ..conftest import MakeWindow, click, drag, human_game, quiet_prefs, square_point


def texts(window: MainWindow) -> list[str]:
    return window.session.line.notation()


def test_drag_moves_a_group(make_window: MakeWindow) -> None:
    window = make_window()
    # Grab g1 (rear), drop on g3: the column g1.g2 moves two squares.
    drag(window, "g1", "g3")
    assert texts(window) == ["g1.g2-g4"]
    scene = window.board.scene
    geo = scene.geometry
    assert scene.position == window.session.line.position
    for name in ("g3", "g4"):
        item = scene.piece_item(geo.parse_square(name))
        assert item is not None
        assert item.pos() == scene.square_center(geo.parse_square(name))
    assert window.game_panel.move_list.move_texts() == [window.session.tree.cursor.notation()]


def test_drag_capture_removes_enemy_line(make_window: MakeWindow) -> None:
    window = make_window()
    pos = Position.from_efn("6/6/2B3/2W3/2W3/6 W")
    window.session.load_tree(GameTree.new(pos), human_game(6, 6))
    drag(window, "c2", "c3")  # c2.c3 moves one square, capturing c4
    assert texts(window) == ["c2.c3-c4:1"]
    geo = window.board.scene.geometry
    assert window.session.line.position.piece_at(geo.parse_square("c4")) is not None
    assert window.session.line.position.black == 0


def test_preview_shows_ghosts_and_captures(make_window: MakeWindow, qtbot: QtBot) -> None:
    window = make_window()
    pos = Position.from_efn("6/6/2B3/2W3/2W3/6 W")
    window.session.load_tree(GameTree.new(pos), human_game(6, 6))
    viewport = window.board.view.viewport()
    QTest.mousePress(
        viewport,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        square_point(window, "c2"),
    )
    geo = window.board.scene.geometry
    assert geo.parse_square("c3") in window.board.scene.targets()
    QTest.mouseMove(viewport, square_point(window, "c3"))
    overlay = window.board.scene._overlay
    assert overlay.crosses == [geo.parse_square("c4")]
    assert sorted(sq for sq, _ in overlay.ghosts) == [
        geo.parse_square("c3"),
        geo.parse_square("c4"),
    ]
    QTest.mouseRelease(
        viewport,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        square_point(window, "c3"),
    )
    assert texts(window) == ["c2.c3-c4:1"]


def test_illegal_drop_is_refused_with_reason(make_window: MakeWindow) -> None:
    window = make_window()
    before = window.session.line.position
    drag(window, "g1", "h4")  # not on a line
    assert window.session.line.ply == 0
    assert window.board.scene.position == before
    geo = window.board.scene.geometry
    item = window.board.scene.piece_item(geo.parse_square("g1"))
    assert item is not None
    message = window.statusBar().currentMessage()
    assert "straight line" in message
    drag(window, "a2", "a5")  # too far for a single piece
    assert window.session.line.ply == 0
    assert "one square" in window.statusBar().currentMessage()


def test_click_click_entry(make_window: MakeWindow) -> None:
    window = make_window()
    click(window, "b2")
    assert window.board.scene.selected_square == window.board.scene.geometry.parse_square("b2")
    click(window, "b3")
    assert texts(window) == ["b2-b3"]
    # Black now: click a piece, click it again to put it down, then move another.
    click(window, "c11")
    click(window, "c11")
    assert window.board.scene.selected_square is None
    click(window, "c12")
    click(window, "c10")
    assert texts(window) == ["b2-b3", "c12.c11-c9"]


def test_cannot_move_opponents_pieces(make_window: MakeWindow) -> None:
    window = make_window()
    drag(window, "c11", "c10")
    assert window.session.line.ply == 0


def test_keyboard_entry(make_window: MakeWindow, qtbot: QtBot) -> None:
    window = make_window()
    view = window.board.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Up)  # shows the cursor on one of White's pieces
    scene = window.board.scene
    geo = scene.geometry
    cursor = scene.cursor_square
    assert cursor is not None
    # Walk the cursor to a2.
    for _ in range(geo.file_of(cursor)):
        QTest.keyClick(view, Qt.Key.Key_Left)
    while geo.rank_of(scene.cursor_square or 0) > 1:
        QTest.keyClick(view, Qt.Key.Key_Down)
    while geo.rank_of(scene.cursor_square or 0) < 1:
        QTest.keyClick(view, Qt.Key.Key_Up)
    assert geo.square_name(scene.cursor_square or 0) == "a2"
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert scene.selected_square == geo.parse_square("a2")
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert scene.selected_square is None
    QTest.keyClick(view, Qt.Key.Key_Return)
    QTest.keyClick(view, Qt.Key.Key_Up)
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert texts(window) == ["a2-a3"]


def test_flip_keeps_input_working(make_window: MakeWindow) -> None:
    window = make_window()
    window.view_actions.act_flip.trigger()
    assert window.board.scene.flipped
    a1 = square_point(window, "a1")
    n12 = square_point(window, "n12")
    assert a1.y() < n12.y() and a1.x() > n12.x()
    drag(window, "n1", "n3")
    assert texts(window) == ["n1.n2-n4"]


def test_animation_ends_on_the_new_position(make_window: MakeWindow, qtbot: QtBot) -> None:
    window = make_window(prefs=quiet_prefs(animation="fast"))
    drag(window, "d1", "d3")
    assert window.board.scene.is_animating()
    qtbot.waitUntil(lambda: not window.board.scene.is_animating(), timeout=2000)
    geo = window.board.scene.geometry
    for name in ("d3", "d4"):
        scene = window.board.scene
        item = scene.piece_item(geo.parse_square(name))
        assert item is not None and item.pos() == scene.square_center(geo.parse_square(name))
    assert window.board.scene.piece_item(geo.parse_square("d1")) is None


def test_the_keyboard_cursor_goes_away_when_the_mouse_is_used(make_window: MakeWindow) -> None:
    window = make_window(human_game(8, 8))
    window.board.view.setFocus()
    QTest.keyClick(window.board.view, Qt.Key.Key_Right)
    assert window.board.scene.cursor_square is not None
    drag(window, "b2", "b3")
    assert window.board.scene.cursor_square is None
    assert window.session.tree.main_line().ply == 1
