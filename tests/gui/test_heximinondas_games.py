"""Heximinondas games in the window: hints, analysis, review and the computer with the real
engine process; the threats overlay on the win zones; saving, opening, autosave and
resume, Paste game and the games browser."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from epaminondas_gui.core.games import storage
from epaminondas_gui.core.games.players import Computer, Human
from epaminondas_gui.core.games.record_text import read_record
from epaminondas_gui.core.games.tree import GameTree
from epaminondas_gui.core.rules.geometry import Zone, hexagon
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.position import Color, Position, Rules, SymmetryRule, Variant
from epaminondas_gui.gui.files.actions import FileActions
from epaminondas_gui.gui.files.browser import GamesBrowserDialog, SavedGamesModel
from epaminondas_gui.gui.main_window import MainWindow
from epaminondas_gui.gui.settings import GameSetup

from .conftest import MakeWindow, drag
from .opening import open_game, save_game

HEX = Rules(variant=Variant.HEXIMINONDAS)
HEX_ROW = Rules(variant=Variant.HEXIMINONDAS, zone=Zone.ROW)
OPENING = [("b2", "c3"), ("j10", "i9"), ("c2", "d3")]
NOTATION = ["b2-c3", "j10-i9", "c2-d3"]


def hex_game(zone: Zone = Zone.CORNER, black: Computer | Human | None = None) -> GameSetup:
    return GameSetup(14, 12, None, SymmetryRule.MIDLINE, Human(), black or Human(),
                     variant=Variant.HEXIMINONDAS, zone=zone)


def play(window: MainWindow, moves: list[tuple[str, str]]) -> None:
    for start, end in moves:
        drag(window, start, end)


# -- the engine ---------------------------------------------------------------------------


def test_a_hint_on_the_hexagon_is_followed_by_drag(make_window: MakeWindow, qtbot: QtBot) -> None:
    window = make_window(hex_game(Zone.ROW))
    window.game_actions.act_hint.trigger()
    qtbot.waitUntil(lambda: window.board.scene.hint_arrow is not None, timeout=20000)
    hint = window.session.current_hint
    start = window.session.line.position
    assert hint is not None and hint in legal_moves(start, HEX_ROW)
    arrow = window.board.scene.hint_arrow
    assert arrow is not None
    geo = window.board.scene.geometry
    drag(window, geo.square_name(arrow[0]), geo.square_name(arrow[1]))
    assert window.session.tree.moves() == [hint]


def test_analysis_arrows_on_the_hexagon(make_window: MakeWindow, qtbot: QtBot) -> None:
    window = make_window(hex_game())
    analysis = window.analysis
    analysis.act_analyse.setChecked(True)
    qtbot.waitUntil(lambda: bool(window.board.scene.arrows), timeout=20000)
    pos = window.session.shown_position
    hints = analysis.controller.hints
    assert hints
    for hint in hints:
        assert hint.move in legal_moves(pos, HEX)
    start, end, _color = window.board.scene.arrows[0]
    analysis.act_analyse.setChecked(False)
    qtbot.waitUntil(lambda: analysis.controller.settled, timeout=10000)
    geo = window.board.scene.geometry
    drag(window, geo.square_name(start), geo.square_name(end))
    assert window.session.line.ply == 1
    assert window.session.line.moves[0] in [hint.move for hint in hints]


def test_a_review_of_a_hexagon_game(make_window: MakeWindow, qtbot: QtBot) -> None:
    window = make_window(hex_game())
    play(window, OPENING)
    session = window.session
    assert session.line.notation() == NOTATION
    window.analysis.review_game()
    review = window.analysis.review
    assert review is not None
    qtbot.waitUntil(lambda: review.review is not None and not review.running, timeout=60000)
    result = review.review
    assert result is not None and result.complete and len(result.moves) == 3
    positions = session.line.positions
    for graded in result.moves:
        assert graded.best_move in legal_moves(positions[graded.ply], HEX)


# -- the threats overlay ------------------------------------------------------------------


@pytest.mark.parametrize(("rules", "entries"), [(HEX, ["b1"]), (HEX_ROW, ["b1", "c1"])])
def test_threats_mark_the_win_zone_entries(
    make_window: MakeWindow, rules: Rules, entries: list[str]
) -> None:
    """Black's piece on c2 can step onto b1 (in White's corner and on its first row) or c1
    (on the first row only); White's lone e5 can be taken by Black's pair."""
    window = make_window(hex_game(rules.zone))
    geo = hexagon()
    sq = geo.parse_square
    white = (1 << sq("e5")) | (1 << sq("h9"))
    black = (1 << sq("c2")) | (1 << sq("e6")) | (1 << sq("e7"))
    position = Position(geo, white, black, Color.WHITE)
    window.session.load_tree(GameTree.new(position, rules), hex_game(rules.zone))
    window.analysis.act_threats.trigger()
    assert window.analysis.act_threats.isChecked()
    capturable, marked = window.board.scene.threat_marks
    assert capturable == [sq("e5")]
    assert sorted(marked) == sorted(sq(name) for name in entries)
    legend = window.analysis.threat_legend.text()
    assert "can be captured (1)" in legend
    assert f"a cell of the opponent's win zone he can enter ({len(entries)})" in legend


# -- files ---------------------------------------------------------------------------------


def test_a_hexagon_game_is_saved_and_reopened(
    make_window: MakeWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(hex_game(Zone.ROW))
    play(window, OPENING)
    path = tmp_path / "hex.epam"
    assert save_game(qtbot, window, path)
    text = path.read_text(encoding="utf-8")
    assert '[Variant "heximinondas"]' in text and '[Zone "row"]' in text
    assert read_record(text).rules == HEX_ROW
    window.start_new_game(GameSetup())
    assert window.board.scene.geometry.size_name == "14x12"
    assert open_game(qtbot, window, path)
    assert window.session.rules == HEX_ROW
    assert window.session.line.notation() == NOTATION
    assert window.board.scene.geometry is hexagon()
    assert "Heximinondas" in window.windowTitle()
    # Browsing back redraws the hexagon's positions.
    window.game_actions.act_back.trigger()
    assert window.board.scene.position == window.session.line.positions[2]


def test_autosave_and_resume_on_the_hexagon(
    make_window: MakeWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window(hex_game(Zone.ROW))
    play(window, OPENING)
    pending = storage.pending_autosave()
    assert pending is not None and pending.rules == HEX_ROW
    window.close()
    monkeypatch.setattr(FileActions, "ask_resume", lambda self, record: True)
    later = make_window(GameSetup())
    assert later.files.offer_resume()
    assert later.session.rules == HEX_ROW
    assert later.session.line.notation() == NOTATION
    assert later.board.scene.geometry is hexagon()


def test_copy_and_paste_a_hexagon_game(
    make_window: MakeWindow, boxes: list[tuple[str, str]]
) -> None:
    window = make_window(hex_game())
    play(window, OPENING)
    window.files.act_copy.trigger()
    assert '[Variant "heximinondas"]' in QGuiApplication.clipboard().text()
    window.start_new_game(GameSetup(8, 8))
    window.files.act_paste.trigger()
    assert boxes == []
    assert window.session.rules == HEX
    assert window.session.line.notation() == NOTATION
    # A hexagon's position string starts a game there too.
    start = Position.variant_start(Variant.HEXIMINONDAS)
    QGuiApplication.clipboard().setText(start.efn())
    window.files.act_paste.trigger()
    assert window.session.line.start == start
    assert window.session.rules.variant is Variant.HEXIMINONDAS


def test_the_games_browser_lists_a_hexagon_game(
    make_window: MakeWindow, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(storage.DATA_DIR_ENV, str(tmp_path / "data"))
    window = make_window(hex_game())
    play(window, OPENING)
    storage.save_record(storage.games_dir() / "hex.epam", window.files.record())
    dialog = GamesBrowserDialog()
    qtbot.addWidget(dialog)
    model = dialog.model
    assert model.rowCount() == 1 and model.is_readable(0)
    assert model.index(0, SavedGamesModel.GAME).data() == "Heximinondas"
    assert model.index(0, SavedGamesModel.BOARD).data() == "hexagon"  # not "he × 6"
    assert model.index(0, SavedGamesModel.CLOCK).data() == "–"
    # The final position beside the list.
    pixmap = dialog.preview.pixmap()
    assert pixmap is not None and not pixmap.isNull() and pixmap.width() <= 220
    dialog.table.selectRow(0)
    dialog.open_selected()
    assert dialog.selected_path is not None
    assert open_game(qtbot, window, dialog.selected_path)
    assert window.session.line.notation() == NOTATION
    assert SavedGamesModel.FILE >= 0


def test_flip_on_the_hexagon_keeps_input_working(make_window: MakeWindow) -> None:
    window = make_window(hex_game())
    window.view_actions.act_flip.trigger()
    assert window.board.scene.flipped
    drag(window, "b2", "c3")
    assert window.session.line.notation() == ["b2-c3"]
