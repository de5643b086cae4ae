"""Heximinondas in the window: the hexagon drawn from its layout, every legal move entered by
one drag, the hint arrows followed by drag, exact hit testing, the keyboard on the hexagon,
the win zones in the panels and the New game dialog's choice."""

from __future__ import annotations

import random
from math import sqrt
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from epaminondas_gui.core.games.outcome import outcome_of
from epaminondas_gui.core.games.players import Human
from epaminondas_gui.core.games.tree import GameTree
from epaminondas_gui.core.rules.geometry import Zone, hexagon
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.position import Color, Position, Rules, SymmetryRule, Variant
from epaminondas_gui.gui.board.layout import SQUARE, board_layout
from epaminondas_gui.gui.board.painter import drag_arrow
from epaminondas_gui.gui.dialogs.editor import EditorDialog
from epaminondas_gui.gui.dialogs.new_game import NewGameDialog
from epaminondas_gui.gui.dialogs.rules import HEXIMINONDAS_ANCHOR, RulesDialog, diagrams
from epaminondas_gui.gui.files.actions import FileActions
from epaminondas_gui.gui.i18n import install_language
from epaminondas_gui.gui.settings import GameSetup
from epaminondas_gui.gui.theme import LIGHT

from .conftest import MakeWindow, click, drag, human_game

HEX = Rules(variant=Variant.HEXIMINONDAS)
HEX_ROW = Rules(variant=Variant.HEXIMINONDAS, zone=Zone.ROW)
#: Unit vectors from a flat-topped cell's centre square onto its six sides.
SIDES = [QPointF(0.0, 1.0), QPointF(0.0, -1.0)] + [
    QPointF(x * sqrt(3) / 2, y * 0.5) for x in (1, -1) for y in (1, -1)
]


def hex_game(zone: Zone = Zone.CORNER) -> GameSetup:
    return GameSetup(14, 12, None, SymmetryRule.MIDLINE, Human(), Human(),
                     variant=Variant.HEXIMINONDAS, zone=zone)


def random_positions(rules: Rules, count: int, seed: int) -> list[Position]:
    """Positions of random Heximinondas games that are not over."""
    rng = random.Random(seed)
    out: list[Position] = []
    while len(out) < count:
        pos = Position.variant_start(Variant.HEXIMINONDAS)
        for _ in range(rng.randint(4, 40)):
            moves = legal_moves(pos, rules)
            if not moves or outcome_of(pos, rules) is not None:
                break
            pos = pos.play(rng.choice(moves))
        if outcome_of(pos, rules) is None and legal_moves(pos, rules):
            out.append(pos)
    return out


def test_a_new_game_is_on_the_hexagon(make_window: MakeWindow) -> None:
    window = make_window(hex_game())
    geo = window.board.scene.geometry
    assert geo is hexagon()
    assert window.session.rules == HEX
    assert len(window.board.scene.position.geometry.squares) == 91
    drag(window, "b2", "c3")  # one piece one cell straight up the screen
    assert window.session.line.notation() == ["b2-c3"]


@pytest.mark.parametrize(("rules", "seed"), [(HEX, 1), (HEX_ROW, 2), (HEX, 3)])
def test_every_legal_move_is_one_drag(make_window: MakeWindow, rules: Rules, seed: int) -> None:
    setup = hex_game(rules.zone)
    window = make_window(setup)
    session = window.session
    tried = 0
    for pos in random_positions(rules, 3, seed):
        for move in legal_moves(pos, rules):
            session.start_from(pos, rules, setup)
            start, end = drag_arrow(move)
            geo = window.board.scene.geometry
            drag(window, geo.square_name(start), geo.square_name(end))
            assert session.tree.moves() == [move], (pos.efn(), move)
            tried += 1
    assert tried >= 150


def test_every_hint_arrow_is_followed_by_drag(make_window: MakeWindow) -> None:
    setup = hex_game()
    window = make_window(setup)
    session, scene = window.session, window.board.scene
    tried = 0
    for pos in random_positions(HEX, 4, 7):
        for move in legal_moves(pos, HEX):
            session.start_from(pos, HEX, setup)
            scene.set_hint(move)
            arrow = scene.hint_arrow
            assert arrow is not None
            geo = scene.geometry
            drag(window, geo.square_name(arrow[0]), geo.square_name(arrow[1]))
            assert session.tree.moves() == [move], (pos.efn(), move)
            tried += 1
    assert tried >= 150


@pytest.mark.parametrize("flipped", [False, True])
def test_hit_testing_is_exact(flipped: bool) -> None:
    geo = hexagon()
    layout = board_layout(geo)
    for square in geo.squares:
        center = layout.center(square, flipped)
        assert layout.cell_at(center, flipped) == square
        # Just inside each flat side (SQUARE / 2 from the centre) is still the cell; just
        # past it is the neighbour, or off the board.
        for direction in SIDES:
            inside = center + direction * (SQUARE / 2 - 1)
            assert layout.cell_at(inside, flipped) == square
            outside = center + direction * (SQUARE / 2 + 1)
            assert layout.cell_at(outside, flipped) != square
    # Off the hexagon: the frame's corners and a point past every edge cell.
    rect = layout.board_rect()
    for corner in (rect.topLeft(), rect.topRight(), rect.bottomLeft(), rect.bottomRight()):
        assert layout.cell_at(corner, flipped) is None
    middle = rect.center()
    for square in geo.squares:
        center = layout.center(square, flipped)
        away = center - middle
        length = sqrt(QPointF.dotProduct(away, away))
        if length > 5 * SQUARE:  # the outer ring: one cell further out is off the board
            beyond = center + away * (SQUARE * 0.75 / length)
            found = layout.cell_at(beyond, flipped)
            assert found is None or found != square


def test_flip_is_a_half_turn() -> None:
    geo = hexagon()
    layout = board_layout(geo)
    middle = layout.board_rect().center()
    for square in geo.squares:
        turned = layout.center(square, True)
        assert turned == middle * 2 - layout.center(square, False)
    # White's corner a1 at the bottom, Black's k11 at the top, and the reverse flipped.
    a1, k11 = geo.parse_square("a1"), geo.parse_square("k11")
    assert layout.center(a1, False).y() > layout.center(k11, False).y()
    assert layout.center(a1, True).y() < layout.center(k11, True).y()


def test_keyboard_steps_on_the_hexagon(make_window: MakeWindow) -> None:
    """Up and down go straight up and down the screen (one letter and one number); left
    and right go to a side neighbour, and left undoes right."""
    window = make_window(hex_game())
    view = window.board.view
    view.setFocus()
    scene = window.board.scene
    geo = scene.geometry
    QTest.keyClick(view, Qt.Key.Key_Up)  # the cursor appears on one of White's pieces
    start = scene.cursor_square
    assert start is not None
    QTest.keyClick(view, Qt.Key.Key_Up)
    up = scene.cursor_square
    assert up is not None
    assert (geo.file_of(up) - geo.file_of(start), geo.rank_of(up) - geo.rank_of(start)) == (1, 1)
    QTest.keyClick(view, Qt.Key.Key_Down)
    assert scene.cursor_square == start
    QTest.keyClick(view, Qt.Key.Key_Right)
    right = scene.cursor_square
    assert right is not None and right != start
    assert scene.square_center(right).x() > scene.square_center(start).x()
    QTest.keyClick(view, Qt.Key.Key_Left)
    assert scene.cursor_square == start


def test_keyboard_plays_a_move(make_window: MakeWindow) -> None:
    window = make_window(hex_game())
    view = window.board.view
    view.setFocus()
    scene = window.board.scene
    geo = scene.geometry
    QTest.keyClick(view, Qt.Key.Key_Up)
    # Walk the cursor to b2 with the arrow keys, pick it up, step up once, drop.
    target = geo.parse_square("b2")
    for _ in range(30):
        here = scene.cursor_square
        assert here is not None
        if here == target:
            break
        a, b = scene.square_center(here), scene.square_center(target)
        if abs(a.y() - b.y()) > 1 and abs(a.x() - b.x()) < 1:
            key = Qt.Key.Key_Up if b.y() < a.y() else Qt.Key.Key_Down
        else:
            key = Qt.Key.Key_Right if b.x() > a.x() else Qt.Key.Key_Left
        QTest.keyClick(view, key)
    assert scene.cursor_square == target
    QTest.keyClick(view, Qt.Key.Key_Return)
    QTest.keyClick(view, Qt.Key.Key_Up)
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert window.session.line.notation() == ["b2-c3"]


def test_click_click_and_refusal(make_window: MakeWindow) -> None:
    window = make_window(hex_game())
    drag(window, "b2", "d3")  # not on one of the six lines
    assert window.session.line.ply == 0
    assert "six directions" in window.statusBar().currentMessage()
    click(window, "b2")
    click(window, "c3")
    assert window.session.line.notation() == ["b2-c3"]


def test_the_panel_speaks_of_win_zones(make_window: MakeWindow) -> None:
    window = make_window(hex_game())
    panel = window.game_panel
    assert panel.home_title.text() == "Win zones"
    assert "win zone" in panel.home_label.text()
    assert "hexagon" in panel.game_label.text()
    assert panel.home_summary(window.session.line.position) == "Win zones: White 0 · Black 0"
    assert "hexagon" in window.windowTitle() and "Heximinondas" in window.windowTitle()
    # A rectangle's game still counts home rows.
    window.session.new_game(human_game(8, 8))
    assert panel.home_title.text() == "Home rows"


def test_win_zone_warning(make_window: MakeWindow) -> None:
    window = make_window(hex_game())
    geo = hexagon()
    # Black has a piece in its win zone (White's corner) and White none in its own.
    black = geo.parse_square("b1")
    white = geo.parse_square("f6")
    pos = Position(geo, 1 << white, 1 << black, Position.variant_start(HEX.variant).turn)
    window.session.load_tree(GameTree.new(pos, HEX), hex_game())
    text = window.game_panel.warning_label.text()
    assert "more pieces in the win zone" in text


def test_new_game_dialog_offers_heximinondas(qtbot: QtBot) -> None:
    dialog = NewGameDialog(GameSetup())
    qtbot.addWidget(dialog)
    dialog.show()
    combo = dialog.variant_combo
    index = combo.findData(Variant.HEXIMINONDAS.value)
    assert index >= 0
    assert not dialog.zone_combo.isVisible()
    assert dialog.size_combo.isVisible()
    combo.setCurrentIndex(index)
    assert dialog.zone_combo.isVisible() and dialog.zone_note.isVisible()
    assert not dialog.size_combo.isVisible()
    assert not dialog.symmetry_combo.isVisible()
    assert "three cells of the far corner" in dialog.zone_note.text()
    dialog.zone_combo.setCurrentIndex(dialog.zone_combo.findData(Zone.ROW.value))
    assert "first row" in dialog.zone_note.text()
    setup = dialog.setup()
    assert (setup.variant, setup.zone) == (Variant.HEXIMINONDAS, Zone.ROW)
    assert setup.start().geometry is hexagon()
    assert setup.rules() == HEX_ROW


def test_the_new_game_dialog_grows_for_a_longer_win_zone_note(qtbot: QtBot) -> None:
    """In German the row zone's note takes a line more than the corner's at the dialog's
    width: the dialog grew for a longer game note, not for a longer zone note, and
    clipped it (seen under Xvfb at 800×600)."""
    install_language("de")
    dialog = NewGameDialog(GameSetup(variant=Variant.HEXIMINONDAS, zone=Zone.CORNER))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    note = dialog.zone_note
    qtbot.waitUntil(lambda: note.height() >= note.heightForWidth(note.width()), timeout=2000)
    lines = note.heightForWidth(note.width())
    dialog.zone_combo.setCurrentIndex(dialog.zone_combo.findData(Zone.ROW.value))
    assert note.heightForWidth(note.width()) > lines  # a line more at this width
    qtbot.waitUntil(lambda: note.height() >= note.heightForWidth(note.width()), timeout=2000)


def test_the_editor_sets_up_the_hexagon(qtbot: QtBot) -> None:
    dialog = EditorDialog(Position.start(8, 8))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert not dialog.zone_combo.isVisible() and dialog.width_spin.isVisible()
    dialog.variant_combo.setCurrentIndex(dialog.variant_combo.findData("heximinondas"))
    geo = dialog.position().geometry
    assert geo is hexagon()
    assert dialog.position() == Position.variant_start(Variant.HEXIMINONDAS)
    # One size: no size arrows; no anti-symmetry rule; the win zone instead.
    assert not dialog.width_spin.isVisible() and not dialog.height_spin.isVisible()
    assert not dialog.symmetry_combo.isVisible() and dialog.zone_combo.isVisible()
    dialog.zone_combo.setCurrentIndex(dialog.zone_combo.findData("row"))
    assert dialog.rules() == HEX_ROW
    # A click on a cell's centre edits that cell, for every cell of the hexagon.
    board = dialog.board
    dialog.editor.clear()
    for square in geo.squares:
        center = board.square_center(square)
        QTest.mouseClick(board, Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier,
                         QPoint(round(center.x()), round(center.y())))
        assert dialog.editor.piece_at(square) is Color.BLACK, geo.square_name(square)
    assert dialog.editor.count(Color.BLACK) == 91
    # The keyboard: the cursor starts on a1 and Up goes straight up to b2.
    dialog.editor.clear()
    board.setFocus()
    QTest.keyClick(board, Qt.Key.Key_Up)
    QTest.keyClick(board, Qt.Key.Key_Up)
    QTest.keyClick(board, Qt.Key.Key_W)
    assert dialog.editor.piece_at(geo.parse_square("b2")) is Color.WHITE
    # Back to a rectangle's game: the 14 x 12 board.
    dialog.variant_combo.setCurrentIndex(dialog.variant_combo.findData("epaminondas"))
    assert dialog.position().geometry.size_name == "14x12"
    assert dialog.width_spin.isVisible()


def test_the_editor_takes_a_pasted_hexagon(qtbot: QtBot) -> None:
    dialog = EditorDialog(Position.start(8, 8))
    qtbot.addWidget(dialog)
    start = Position.variant_start(Variant.HEXIMINONDAS)
    assert dialog.paste_efn(start.efn())
    assert dialog.rules().variant is Variant.HEXIMINONDAS
    assert dialog.status().playable


def test_the_rules_help_has_a_heximinondas_section(qtbot: QtBot) -> None:
    dialog = RulesDialog(LIGHT, section=HEXIMINONDAS_ANCHOR)
    qtbot.addWidget(dialog)
    html = dialog.html()
    assert f'<a name="{HEXIMINONDAS_ANCHOR}">' in html
    assert 'src="diagram:hex-start"' in html and 'src="diagram:hex-move"' in html
    images = diagrams(LIGHT)
    for key in ("diagram:hex-start", "diagram:hex-move"):
        assert not images[key].isNull() and images[key].width() > 200
    dialog.show()
    qtbot.waitExposed(dialog)
    bar = dialog.browser.verticalScrollBar()
    # Opened at the variant's section, the last of the text.
    qtbot.waitUntil(lambda: bar.value() > bar.maximum() // 2, timeout=3000)


@pytest.mark.parametrize("name", ["hex.png", "hex.svg"])
def test_the_hexagon_is_exported(
    make_window: MakeWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    window = make_window(hex_game())
    monkeypatch.setattr(FileActions, "choose_export_path", lambda self: tmp_path / name)
    window.files.act_export.trigger()
    written = tmp_path / name
    assert written.is_file() and "Board saved as" in window.statusBar().currentMessage()
    if written.suffix == ".svg":
        assert "<svg" in written.read_text(encoding="utf-8")
        return
    image = QImage(str(written))
    rect = window.board.scene.sceneRect()
    assert (image.width(), image.height()) == (round(rect.width() * 2), round(rect.height() * 2))
    # The frame is a hexagon: the picture's corners are left transparent, its middle is not.
    assert QColor.fromRgba(image.pixel(2, 2)).alpha() == 0
    assert QColor.fromRgba(image.pixel(image.width() // 2, image.height() // 2)).alpha() == 255
