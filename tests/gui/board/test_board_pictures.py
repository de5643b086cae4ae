"""The board's pictures are drawn once and shared (gui/board/pieces.py): a new game, a
new board of a size seen before, or a repaint draws no piece or board again; a theme
draws each piece colour once, not every piece. The overlay repaints only where analysis
arrows were or are, and not at all for the same arrows; a move repaints the squares it
touches."""

from __future__ import annotations

import time
from collections.abc import Callable

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from epaminondas_gui.core.rules.notation import parse_move
from epaminondas_gui.core.rules.position import Color, Position, Variant
from epaminondas_gui.gui.board import pieces
from epaminondas_gui.gui.board.painter import paint_piece
from epaminondas_gui.gui.board.part import BoardPart
from epaminondas_gui.gui.board.scene import BoardScene
from epaminondas_gui.gui.board.view import BoardView
from epaminondas_gui.gui.theme import ThemeName, theme

from ..conftest import MakeWindow, human_game


def render(scene: BoardScene, scale: float = 0.5) -> QImage:
    """The scene at ``scale`` device pixels a scene unit (a window's view fits the board;
    here every size is drawn at one scale)."""
    source = scene.sceneRect()
    target = QRectF(0, 0, source.width() * scale, source.height() * scale)
    image = QImage(int(target.width()) + 1, int(target.height()) + 1,
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter, target, source)
    painter.end()
    return image


def test_pieces_and_boards_are_drawn_once_per_look_and_size(qtbot: QtBot) -> None:
    scene = BoardScene(Position.start(14, 12))
    light = theme(ThemeName.LIGHT)
    scene.set_theme(light)
    first = render(scene)
    drawn = pieces.pictures_drawn
    # 56 pieces: but a repaint, a new game (new piece items) and the same size again
    # draw nothing new.
    assert render(scene) == first
    scene.set_position(Position.start(8, 8))
    render(scene)
    after_8x8 = pieces.pictures_drawn
    assert after_8x8 - drawn <= 1  # the 8x8 board, once (its pieces are those of 14x12)
    scene.set_position(Position.start(14, 12))
    assert render(scene) == first
    scene.set_position(Position.start(8, 8))
    render(scene)
    assert pieces.pictures_drawn == after_8x8
    # Another look: the board and one picture per colour, not one per piece.
    scene.set_theme(theme(ThemeName.DARK))
    render(scene)
    assert pieces.pictures_drawn - after_8x8 == 3


def test_a_piece_is_its_picture(qtbot: QtBot) -> None:
    """The shared picture paints what painting the piece itself would."""
    light = theme(ThemeName.LIGHT)
    drawn = QImage(60, 60, QImage.Format.Format_ARGB32_Premultiplied)
    copied = QImage(60, 60, QImage.Format.Format_ARGB32_Premultiplied)
    for image, use_picture in ((drawn, False), (copied, True)):
        image.fill(0)
        painter = QPainter(image)
        painter.translate(30, 30)
        item = pieces.PieceItem(Color.BLACK, light)
        if use_picture:
            item.paint(painter, None)  # type: ignore[arg-type]
        else:
            paint_piece(painter, QPointF(0, 0), Color.BLACK, light)
        painter.end()
    differing = sum(
        1 for x in range(60) for y in range(60)
        if abs(QColor(drawn.pixel(x, y)).lightness() - QColor(copied.pixel(x, y)).lightness())
        > 24)
    assert differing < 60  # antialiased edges only (of 3,600 pixels)


def test_arrows_repaint_only_where_they_are(qtbot: QtBot) -> None:
    scene = BoardScene(Position.start(8, 8))
    view = BoardView(scene)
    qtbot.addWidget(view)
    overlay = scene._overlay
    updates: list[QRectF] = []
    # A whole-item update() would come as an empty rectangle.
    overlay.update = lambda *rect: updates.append(QRectF(*rect))  # type: ignore[method-assign]
    geo = scene.geometry
    arrow = (geo.parse_square("a2"), geo.parse_square("a4"), QColor("green"))
    scene.set_arrows([arrow])
    scene.set_arrows([arrow])  # the same lines again: nothing to repaint
    assert len(updates) == 1
    board = overlay.boundingRect()
    assert not updates[0].isEmpty()
    assert updates[0].width() * 2 < board.width()
    scene.set_arrows([])
    assert len(updates) == 2 and updates[1] == updates[0]  # the old arrow's place


def test_a_move_repaints_the_squares_it_touches_not_the_board(
    make_window: MakeWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The marks and the overlay span the board: a whole-item update at every move (the
    last move's squares, no hint to clear, no selection to drop, the same threat marks)
    repainted all the pieces."""
    window = make_window(human_game(8, 8))
    painted: list[object] = []
    real_paint = pieces.PieceItem.paint

    def counted(item: pieces.PieceItem, *args: object) -> None:
        painted.append(item)
        real_paint(item, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(pieces.PieceItem, "paint", counted)
    settle()
    painted.clear()
    window.board.view.viewport().update()  # the whole board, to show what counting sees
    settle()
    assert len(set(painted)) == 32
    s = window.session
    # The view repaints the box around what changed (the last move's squares, before and
    # now) and the pieces whose shadows reach into it: moves on the a and b files.
    for text in ("a2-a3", "a7-a6", "b2-b3"):
        painted.clear()
        s.play(parse_move(s.shown_position, text, s.rules))
        settle()
        assert 0 < len(set(painted)) <= 16, text  # of 32 (a whole-board update)


def settle() -> None:
    for _ in range(5):
        QApplication.sendPostedEvents()
        QApplication.processEvents()


def test_a_new_board_places_the_piece_items_it_has(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A new game on another board takes its pieces off the old one (making 40-56 items
    took 5-10 ms): no item is made for a board of as many pieces as before, or fewer."""
    scene = BoardScene(Position.start(14, 12))
    made: list[Color] = []
    real_init = pieces.PieceItem.__init__

    def counted(item: pieces.PieceItem, color: Color, look: object) -> None:
        made.append(color)
        real_init(item, color, look)  # type: ignore[arg-type]

    monkeypatch.setattr(pieces.PieceItem, "__init__", counted)
    scene.set_position(Position.start(8, 8))
    scene.set_position(Position.variant_start(Variant.HEXIMINONDAS))
    scene.set_position(Position.start(14, 12))
    assert made == []
    assert render(scene) == render(BoardScene(Position.start(14, 12)))


def test_the_hexagon_s_cells_are_outlined_once_for_every_picture(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each picture of the hexagon (a new size, theme or game) fills, tints and borders
    its 91 cells: their outlines, built in Python, are built once (285 a picture before,
    the win zones outlined)."""
    from epaminondas_gui.core.rules.geometry import HEXAGON_SIDE, hexagon
    from epaminondas_gui.core.rules.position import Zone
    from epaminondas_gui.gui.board.layout import HexagonLayout, board_layout
    from epaminondas_gui.gui.board.painter import paint_board

    geo = hexagon(HEXAGON_SIDE)
    layout = board_layout(geo)
    assert isinstance(layout, HexagonLayout)
    built: list[int] = []
    real = HexagonLayout.hexagon

    def counting(self: HexagonLayout, center: QPointF, inset: float = 0.0) -> object:
        built.append(1)
        return real(self, center, inset)

    monkeypatch.setattr(HexagonLayout, "hexagon", counting)
    pictures = []
    for size in (400, 600, 400):
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0)
        painter = QPainter(image)
        painter.scale(size / 900, size / 900)
        paint_board(painter, geo, theme(ThemeName.LIGHT), False, True, Zone.CORNER)
        painter.end()
        pictures.append(image)
        if len(pictures) == 1:
            first = len(built)
    assert len(built) == first < 285  # the old code: 3 × 285
    assert pictures[0] == pictures[2]  # the same picture from the outlines kept


def test_the_hexagon_s_paths_are_made_ahead_once_a_board_is_shown(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A new hexagon game's first picture made the cells' paths, the outline's and the
    win zones' unions and the borders (10-15 ms of the GUI thread in the soak's longest
    stretch of work there): they are made at the board's first quiet moment, in steps
    of a turn of the event loop each, and a picture then makes none, flipped or not, in
    either zone."""

    from epaminondas_gui.core.rules.geometry import hexagon
    from epaminondas_gui.core.rules.position import Zone
    from epaminondas_gui.gui.board import display, painter
    from epaminondas_gui.gui.board.layout import BoardLayout, HexagonLayout, board_layout

    monkeypatch.setattr(display, "PREPARE_MS", 10)
    monkeypatch.setattr(painter, "hexagon_prepared", set())
    made_ahead: list[bool] = []
    real_preparing = HexagonLayout.preparing

    def preparing(self: HexagonLayout, zones: list[list[int]],
                  flipped: bool) -> list[Callable[[], object]]:
        made_ahead.append(flipped)
        return real_preparing(self, zones, flipped)

    monkeypatch.setattr(HexagonLayout, "preparing", preparing)
    _window, _part = shown_part(qtbot)
    qtbot.waitUntil(lambda: painter.hexagon_prepared == {False, True}, timeout=5000)
    assert made_ahead == [False, True]  # once each: the board shown first
    geo = hexagon()  # the one every game uses
    layout = board_layout(geo)
    assert isinstance(layout, HexagonLayout)
    made: list[str] = []
    real_hexagon, real_area = HexagonLayout.hexagon, BoardLayout.area

    def hexagon_made(self: HexagonLayout, center: QPointF, inset: float = 0.0) -> object:
        made.append("cell")
        return real_hexagon(self, center, inset)

    def area_made(self: BoardLayout, squares: list[int], flipped: bool) -> object:
        made.append("area")
        return real_area(self, squares, flipped)

    monkeypatch.setattr(HexagonLayout, "hexagon", hexagon_made)
    monkeypatch.setattr(BoardLayout, "area", area_made)
    image = QImage(300, 300, QImage.Format.Format_ARGB32_Premultiplied)
    drawing = QPainter(image)
    drawing.scale(300 / 900, 300 / 900)
    for flipped in (False, True):
        for zone in Zone:
            painter.paint_board(drawing, geo, theme(ThemeName.DARK), flipped, True, zone)
    drawing.end()
    assert made == []


def test_the_hexagon_s_paths_are_made_in_steps_none_of_them_most_of_the_work(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    """All the paths of an orientation in one turn held the GUI thread 20-36 ms (the
    whole outline's union and the edges most of it): each step, a turn of its own, is
    at most half of the work, and together they make every path a picture uses."""
    from epaminondas_gui.gui.board import painter
    from epaminondas_gui.gui.board.layout import board_layout

    monkeypatch.setattr(painter, "hexagon_prepared", set())
    board_layout.cache_clear()  # a layout whose paths are not made yet
    try:
        steps = painter.hexagon_steps(False)
        spent = []
        for step in steps:
            began = time.thread_time()
            step()
            spent.append(time.thread_time() - began)
        assert painter.hexagon_prepared == {False}
        assert painter.hexagon_steps(False) == []
        assert max(spent) <= 0.5 * sum(spent)
    finally:
        board_layout.cache_clear()


def test_the_hexagon_s_pictures_are_drawn_ahead_at_the_size_it_will_be_shown(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A new hexagon game after a 14×12 one drew its board's picture (and its pieces', at
    the hexagon's scale) in the same turn as the new game's work (over 50 ms of the GUI
    thread in the soak): they are drawn at a quiet moment before, at the scale the view
    will show the hexagon, for either win zone, so showing it draws none."""

    from epaminondas_gui.core.rules.position import Rules, Zone
    from epaminondas_gui.gui.board import display

    monkeypatch.setattr(display, "PREPARE_MS", 10)
    _window, part = shown_part(qtbot)
    part.show_position(Position.start(14, 12), Rules(), None)
    part.view.viewport().grab()
    pieces._pictures.clear()  # as when many sizes and looks have let them go
    before = pieces.pictures_drawn
    part.show_position(Position.start(14, 12), Rules(), None)  # a new 14×12 game
    part.view.viewport().grab()
    # The 14×12 board and its two pieces, then (10 ms later, a turn each) the hexagon's
    # board in both zones and its two pieces.
    qtbot.waitUntil(lambda: pieces.pictures_drawn == before + 3 + 4, timeout=5000)
    for zone in (Zone.CORNER, Zone.ROW):
        part.show_position(Position.variant_start(Variant.HEXIMINONDAS),
                           Rules(variant=Variant.HEXIMINONDAS, zone=zone), None)
        part.view.viewport().grab()
        assert pieces.pictures_drawn == before + 7
    # Not drawn ahead (another look since): the board and pieces are drawn at first sight.
    part.show_position(Position.start(14, 12), Rules(), None)
    part.set_theme(theme(ThemeName.DARK))
    part.view.viewport().grab()
    drawn = pieces.pictures_drawn
    part.show_position(Position.variant_start(Variant.HEXIMINONDAS),
                       Rules(variant=Variant.HEXIMINONDAS), None)
    part.view.viewport().grab()
    assert pieces.pictures_drawn == drawn + 3


def shown_part(qtbot: QtBot) -> tuple[QWidget, BoardPart]:
    """A board part in a shown 640×560 window (keep the window: nothing else does)."""
    window = QWidget()
    qtbot.addWidget(window)
    part = BoardPart(window)
    QVBoxLayout(window).addWidget(part.view)
    window.resize(640, 560)
    window.show()
    qtbot.waitExposed(window)
    return window, part


def test_a_board_s_picture_drawn_ahead_is_drawn_a_layer_a_step(qapp: QApplication) -> None:
    """The hexagon's picture in one turn held the GUI thread 10-20 ms (a window of
    1920×1080): drawn ahead, it is drawn a layer a step, the same picture as drawn at
    once, kept only at the last step, and not drawn again if it was drawn at first sight
    meanwhile."""
    from epaminondas_gui.core.rules.geometry import hexagon
    from epaminondas_gui.core.rules.position import Zone
    from epaminondas_gui.gui.board import painter

    geo, look = hexagon(), theme(ThemeName.LIGHT)
    for step in painter.hexagon_steps(False):
        step()
    pieces._pictures.clear()
    at_once = pieces.board_picture(geo, look, False, True, Zone.ROW, 1.25, 1.0).toImage()
    pieces._pictures.clear()
    drawn = pieces.pictures_drawn
    steps = pieces.board_picture_steps(geo, look, False, True, Zone.ROW, 1.25, 1.0)
    # The frame, the cells, the zones' edges, the outline, the letters; then it is kept.
    assert len(steps) == 6
    spent = []
    for step in steps[:-1]:
        began = time.thread_time()
        step()
        spent.append(time.thread_time() - began)
        assert pieces.pictures_drawn == drawn and not pieces._pictures
    steps[-1]()
    assert pieces.pictures_drawn == drawn + 1
    assert pieces.board_picture(geo, look, False, True, Zone.ROW, 1.25, 1.0).toImage() == at_once
    assert max(spent) < 0.6 * sum(spent)
    # Drawn at first sight before its steps ran: they draw nothing.
    steps = pieces.board_picture_steps(geo, look, False, True, Zone.CORNER, 1.25, 1.0)
    kept = pieces.board_picture(geo, look, False, True, Zone.CORNER, 1.25, 1.0)
    for step in steps:
        step()
    assert pieces.pictures_drawn == drawn + 2
    assert pieces.board_picture(geo, look, False, True, Zone.CORNER, 1.25, 1.0) is kept
    # Kept at the first step, then let go (many sizes and looks): the rest draw nothing,
    # and keep no picture without its frame and cells.
    steps = pieces.board_picture_steps(geo, look, True, True, Zone.CORNER, 1.25, 1.0)
    pieces.board_picture(geo, look, True, True, Zone.CORNER, 1.25, 1.0)
    steps[0]()
    pieces._pictures.clear()
    for step in steps[1:]:
        step()
    assert pieces.pictures_drawn == drawn + 3 and not pieces._pictures
