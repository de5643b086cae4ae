"""Boards, piece styles and the window's colours: every combination paints both board
shapes and looks different from the others; Preferences chooses them with a preview and
keeps them; text colours are legible (WCAG contrast ratios computed from the palettes);
the hint's ghosts; radio buttons on the dark palette; the notation legend in the help."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPointF, QSize
from PySide6.QtGui import QColor, QImage, QPainter, QPalette
from PySide6.QtWidgets import QApplication, QRadioButton, QStyleFactory
from pytestqt.qtbot import QtBot

from epaminondas_gui.core.games.players import Human
from epaminondas_gui.core.rules.geometry import hexagon
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.position import Color, Position, SymmetryRule, Variant
from epaminondas_gui.gui.board.painter import paint_piece, render_diagram
from epaminondas_gui.gui.dialogs.board_preview import preview_images
from epaminondas_gui.gui.dialogs.preferences import PreferencesDialog
from epaminondas_gui.gui.dialogs.rules import RulesDialog
from epaminondas_gui.gui.notation_legend import notation_legend_tooltip, notation_rows
from epaminondas_gui.gui.palettes import (
    BOARD_BACKGROUND,
    FEEDBACK,
    IndicatorStyle,
    dark_palette,
    feedback_colour,
    light_palette,
)
from epaminondas_gui.gui.settings import (
    GameSetup,
    load_preferences,
    open_settings,
    save_preferences,
)
from epaminondas_gui.gui.theme import (
    LIGHT,
    BoardStyle,
    PieceStyle,
    Theme,
    ThemeName,
    theme,
)

from .conftest import MakeWindow, quiet_prefs

# Drawing text and pixmaps needs the application.
pytestmark = pytest.mark.usefixtures("qapp")

COMBINATIONS = list(itertools.product(ThemeName, BoardStyle, PieceStyle))


def luminance(colour: QColor) -> float:
    def channel(value: int) -> float:
        v = value / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    return (0.2126 * channel(colour.red()) + 0.7152 * channel(colour.green())
            + 0.0722 * channel(colour.blue()))


def contrast(a: QColor, b: QColor) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_contrast_formula() -> None:
    assert contrast(QColor("#000000"), QColor("#ffffff")) == pytest.approx(21.0)
    assert contrast(QColor("#777777"), QColor("#ffffff")) == pytest.approx(4.48, abs=0.01)


def image_bytes(image: QImage) -> bytes:
    return bytes(image.constBits())


def test_every_combination_paints_both_shapes_and_each_differs() -> None:
    pictures: dict[tuple[ThemeName, BoardStyle, PieceStyle], tuple[bytes, bytes]] = {}
    for name, board, pieces in COMBINATIONS:
        rectangle, hexagon_image = preview_images(theme(name, board, pieces))
        for image in (rectangle, hexagon_image):
            assert not image.isNull() and image.width() > 100 and image.height() > 100
            # Painted: the middle is opaque, a corner of the hexagon's box is not.
            assert image.pixelColor(image.width() // 2, image.height() // 2).alpha() == 255
        assert hexagon_image.pixelColor(1, 1).alpha() == 0
        pictures[name, board, pieces] = (image_bytes(rectangle), image_bytes(hexagon_image))
    # No two combinations look alike, on either shape.
    for shape in (0, 1):
        assert len({picture[shape] for picture in pictures.values()}) == len(COMBINATIONS)


def piece_picture(board_theme: Theme, color: Color) -> QImage:
    image = QImage(QSize(60, 60), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.scale(60 / 100, 60 / 100)
    paint_piece(painter, QPointF(50, 50), color, board_theme)
    painter.end()
    return image


@pytest.mark.parametrize("pieces", list(PieceStyle))
def test_pieces_of_each_style_are_white_and_black(pieces: PieceStyle) -> None:
    """The centre of a White piece is light and of a Black one dark, in every style."""
    for name, board in itertools.product(ThemeName, BoardStyle):
        board_theme = theme(name, board, pieces)
        white = piece_picture(board_theme, Color.WHITE).pixelColor(30, 30)
        black = piece_picture(board_theme, Color.BLACK).pixelColor(30, 30)
        assert white.lightness() > 200 and black.lightness() < 70, (name, board)
        assert contrast(white, black) > 7


def test_themes_are_cached_and_the_defaults_unchanged() -> None:
    assert theme(ThemeName.DARK, BoardStyle.GREEN) is theme(ThemeName.DARK, BoardStyle.GREEN)
    assert LIGHT.light_square == QColor("#f0dcb4") and LIGHT.board is BoardStyle.WOOD
    assert theme(ThemeName.DARK, BoardStyle.SLATE).dark_square == QColor("#3f4a57")
    assert theme(ThemeName.LIGHT, BoardStyle.BLUE, PieceStyle.FLAT).key == (
        "light", "blue", "flat")


@pytest.mark.parametrize(("name", "board"), list(itertools.product(ThemeName, BoardStyle)))
def test_frame_and_coordinates_stand_out(name: ThemeName, board: BoardStyle) -> None:
    t = theme(name, board)
    assert contrast(t.coordinates, t.frame) >= 4.5
    # The frame's edge against the background around the board (the dark theme's frame
    # alone was all but invisible there): 3:1, the measure for shapes.
    assert contrast(t.frame_edge, BOARD_BACKGROUND[name]) >= 3.0
    assert contrast(t.light_square, t.dark_square) >= 1.4


def test_frame_edge_is_painted_on_the_hexagon() -> None:
    t = theme(ThemeName.DARK, BoardStyle.WOOD)
    image = render_diagram(Position.variant_start(Variant.HEXIMINONDAS), t, 64)  # 1:1
    row = image.height() // 2
    # From the left edge inwards: the first opaque pixels are the edge's colour.
    first = next(x for x in range(image.width()) if image.pixelColor(x, row).alpha() == 255)
    assert contrast(image.pixelColor(first + 1, row), t.frame_edge) < 1.3
    assert contrast(image.pixelColor(first + 8, row), t.frame) < 1.3


ROLES = QPalette.ColorRole
TEXT_PAIRS = [
    (ROLES.WindowText, ROLES.Window),
    (ROLES.Text, ROLES.Base),
    (ROLES.Text, ROLES.AlternateBase),
    (ROLES.ButtonText, ROLES.Button),
    (ROLES.ToolTipText, ROLES.ToolTipBase),
    (ROLES.HighlightedText, ROLES.Highlight),
    (ROLES.Link, ROLES.Base),
]


@pytest.mark.parametrize("dark", [False, True])
def test_text_colours_are_legible(qapp: QApplication, dark: bool) -> None:
    palette = dark_palette() if dark else light_palette()
    for text, background in TEXT_PAIRS:
        ratio = contrast(palette.color(text), palette.color(background))
        assert ratio >= 4.5, (text, background, ratio)
    if dark:
        assert contrast(palette.color(ROLES.PlaceholderText), palette.color(ROLES.Base)) >= 4.5
    # The lessons' and puzzles' feedback ("Right!" in green) on the window and the lists.
    for kind in FEEDBACK:
        colour = QColor(feedback_colour(kind, palette))
        for background in (ROLES.Window, ROLES.Base):
            assert contrast(colour, palette.color(background)) >= 4.5, (kind, background)


def test_feedback_colour_follows_the_palette(qapp: QApplication) -> None:
    assert feedback_colour("good", dark_palette()) == FEEDBACK["good"][1]
    assert feedback_colour("good", light_palette()) == FEEDBACK["good"][0]


def indicator_ring(qtbot: QtBot, with_style: bool) -> int:
    """The lightest pixel of an unchecked radio button's indicator on the dark palette."""
    button = QRadioButton("Black")
    qtbot.addWidget(button)
    # Its own style either way: the application's may already be an IndicatorStyle.
    style = IndicatorStyle("fusion") if with_style else QStyleFactory.create("fusion")
    style.setParent(button)  # kept as long as the button
    button.setStyle(style)
    button.setPalette(dark_palette())
    button.resize(button.sizeHint())
    image = button.grab().toImage()
    height = image.height()
    return max(image.pixelColor(x, y).lightness() for x in range(height) for y in range(height))


def test_radio_buttons_show_on_the_dark_palette(qtbot: QtBot) -> None:
    window = dark_palette().color(ROLES.Window).lightness()
    assert indicator_ring(qtbot, with_style=False) < window + 20  # Fusion alone: all but gone
    assert indicator_ring(qtbot, with_style=True) > window + 80


# -- in the window -----------------------------------------------------------------------


def test_board_and_pieces_round_trip_in_settings() -> None:
    for name, board, pieces in COMBINATIONS:
        prefs = quiet_prefs(theme=name, board=board, pieces=pieces)
        save_preferences(prefs)
        assert load_preferences() == prefs


@pytest.mark.parametrize(("name", "board"), [(ThemeName.LIGHT, BoardStyle.WOOD),
                                             (ThemeName.DARK, BoardStyle.SLATE)])
def test_without_a_stored_board_each_theme_keeps_its_old_board(
    name: ThemeName, board: BoardStyle
) -> None:
    settings = open_settings()
    settings.setValue("prefs/theme", name.value)
    settings.sync()
    assert load_preferences().board is board


def test_broken_board_and_pieces_fall_back() -> None:
    settings = open_settings()
    settings.setValue("prefs/board", "tartan")
    settings.setValue("prefs/pieces", "3d")
    settings.sync()
    prefs = load_preferences()
    assert prefs.board is BoardStyle.WOOD and prefs.pieces is PieceStyle.SHADED


def test_preferences_preview_and_apply(make_window: MakeWindow, qtbot: QtBot) -> None:
    window = make_window()
    dialog = PreferencesDialog(window.prefs, sound_available=False, parent=window)
    qtbot.addWidget(dialog)
    assert dialog.board.count() == len(BoardStyle) and dialog.pieces.count() == len(PieceStyle)
    assert dialog.preview.theme is LIGHT
    before = dialog.preview.rectangle.pixmap().toImage()
    dialog.board.setCurrentIndex(dialog.board.findData("green"))
    dialog.pieces.setCurrentIndex(dialog.pieces.findData("outlined"))
    dialog.theme.setCurrentIndex(1)
    chosen = theme(ThemeName.DARK, BoardStyle.GREEN, PieceStyle.OUTLINED)
    assert dialog.preview.theme is chosen
    assert dialog.preview.rectangle.pixmap().toImage() != before
    prefs = dialog.preferences()
    assert (prefs.board, prefs.pieces) == (BoardStyle.GREEN, PieceStyle.OUTLINED)
    window.apply_preferences(prefs)
    assert window.board_theme() is chosen
    assert window.board.scene._board_item.theme is chosen
    assert all(piece._theme is chosen for piece in window.board.scene._pieces.values())
    stored = load_preferences()
    assert (stored.theme, stored.board, stored.pieces) == (
        ThemeName.DARK, BoardStyle.GREEN, PieceStyle.OUTLINED)
    # The View menu's theme switch keeps the chosen board, in the light shade.
    window.view_actions.act_light.trigger()
    assert window.board_theme() is theme(ThemeName.LIGHT, BoardStyle.GREEN, PieceStyle.OUTLINED)


def test_hint_on_the_hexagon_shows_where_the_group_lands(make_window: MakeWindow) -> None:
    setup = GameSetup(14, 12, None, SymmetryRule.MIDLINE, Human(), Human(),
                      variant=Variant.HEXIMINONDAS)
    window = make_window(setup)
    scene = window.board.scene
    assert scene.geometry is hexagon()
    moves = legal_moves(window.session.shown_position, window.session.rules)
    move = next(m for m in moves if m.count == 2 and m.distance == 1)
    scene.set_hint(move)
    overlay = scene._overlay
    # A group of two moving one cell: the rear lands where the head stood, so only the
    # head's landing cell is new; it gets the ghost.
    assert overlay.hint_ghosts == [(move.to, Color.WHITE)]
    scene.set_hint(None)
    assert overlay.hint_ghosts == [] and overlay.arrow is None


def test_notation_legend_in_the_rules_help(qtbot: QtBot) -> None:
    dialog = RulesDialog(LIGHT)
    qtbot.addWidget(dialog)
    text = dialog.browser.toPlainText()
    assert "How moves are written" in text
    for example, meaning in notation_rows():
        assert example in text and meaning in text
    assert [example for example, _ in notation_rows()] == [
        "k2-j1", "g1.g2-g4", "f4.e3-d2:1", "c2.e2-d3.f3"]
    assert "f4.e3-d2:1" in notation_legend_tooltip()
