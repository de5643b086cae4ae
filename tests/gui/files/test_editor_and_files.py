"""Position editor dialog, saved-games browser, recent menu and file helpers."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QMenu

from epaminondas_gui.core.games import storage
from epaminondas_gui.core.games.players import Computer, Human, default_name, players_to_tags
from epaminondas_gui.core.games.record import GameRecord
from epaminondas_gui.core.games.tree import GameTree
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.position import Color, Position, SymmetryRule
from epaminondas_gui.gui.dialogs.editor import (
    EditorChoice,
    EditorDialog,
    describe_status,
    status_problems,
)
from epaminondas_gui.gui.files import dialogs as file_dialogs
from epaminondas_gui.gui.files.browser import GamesBrowserDialog, SavedGamesModel
from epaminondas_gui.gui.files.recent_menu import RecentMenu, fill_recent_menu
from epaminondas_gui.gui.i18n import install_language


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "data"
    monkeypatch.setenv(storage.DATA_DIR_ENV, str(path))
    return path


def sample_record(white: str = "Alice", date: str = "2026.11.20") -> GameRecord:
    tree = GameTree.new(Position.start(8, 8))
    for _ in range(4):
        tree.play(legal_moves(tree.position)[0])
    record = tree.record()
    record.tags.update({"White": white, "Black": "Bob", "Date": date})
    return record


# -- editor ----------------------------------------------------------------------------------


def click_square(dialog: EditorDialog, name: str, button: Qt.MouseButton) -> None:
    board = dialog.board
    square = dialog.editor.to_position().geometry.parse_square(name)
    center = board.square_center(square)
    QTest.mouseClick(
        board, button, Qt.KeyboardModifier.NoModifier, QPoint(round(center.x()), round(center.y()))
    )


@pytest.fixture
def editor(qtbot) -> EditorDialog:
    dialog = EditorDialog(Position.start(8, 8))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_editor_clicks_place_and_remove(editor) -> None:
    geo = editor.editor.to_position().geometry
    d4 = geo.parse_square("d4")
    left, right = Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton
    click_square(editor, "d4", left)
    assert editor.editor.piece_at(d4) is Color.WHITE
    click_square(editor, "d4", right)
    assert editor.editor.piece_at(d4) is Color.BLACK
    click_square(editor, "d4", right)
    assert editor.editor.piece_at(d4) is None
    assert "17 White" not in editor.counts_label.text()
    assert "16 White" in editor.counts_label.text()


def test_editor_drag_paints(editor) -> None:
    geo = editor.editor.to_position().geometry
    board = editor.board
    points = [board.square_center(geo.parse_square(n)) for n in ("a4", "b4", "c4", "d4")]
    as_qpoint = [QPoint(round(p.x()), round(p.y())) for p in points]
    QTest.mousePress(
        board, Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, as_qpoint[0]
    )
    for p in as_qpoint[1:]:
        QTest.mouseMove(board, p)
    QTest.mouseRelease(
        board, Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, as_qpoint[-1]
    )
    for name in ("a4", "b4", "c4", "d4"):
        assert editor.editor.piece_at(geo.parse_square(name)) is Color.BLACK


def test_editor_keyboard(editor) -> None:
    board = editor.board
    board.setFocus()
    geo = editor.editor.to_position().geometry
    right, up = Qt.Key.Key_Right, Qt.Key.Key_Up
    for key in (right, right, up, up, up):
        QTest.keyClick(board, key)  # the first press only shows the cursor on a1
    b4 = geo.parse_square("b4")
    assert board.cursor_square == b4
    QTest.keyClick(board, Qt.Key.Key_B)
    assert editor.editor.piece_at(b4) is Color.BLACK
    QTest.keyClick(board, Qt.Key.Key_Delete)
    assert editor.editor.piece_at(b4) is None
    assert "16 White, 16 Black" in editor.counts_label.text()


def test_editor_paste_malformed_keeps_board(editor) -> None:
    before = editor.position()
    assert not editor.paste_efn("this is not a position")
    assert editor.message_label.isVisible()
    assert "EFN" in editor.message_label.text()
    assert editor.position() == before
    QGuiApplication.clipboard().setText("")
    editor.paste_from_clipboard()
    assert "nothing to paste" in editor.message_label.text()
    assert editor.position() == before


def test_editor_paste_and_copy_efn(editor) -> None:
    target = Position.start(6, 12).with_turn(Color.BLACK)
    assert editor.paste_efn(f'[EFN "{target.efn()}"]')
    assert editor.position() == target
    assert (editor.width_spin.value(), editor.height_spin.value()) == (6, 12)
    assert editor.black_radio.isChecked()
    editor.copy_efn()
    assert QGuiApplication.clipboard().text() == target.efn()


def test_editor_controls_and_status(editor) -> None:
    editor.clear_button.click()
    assert editor.editor.count(Color.WHITE) == 0
    assert not editor.play_button.isEnabled()
    assert "over" in editor.status_label.text()
    editor.start_button.click()
    assert editor.play_button.isEnabled()
    assert editor.status_label.text() == "Ready to play."
    editor.width_spin.setValue(10)
    assert editor.position().geometry.width == 10
    editor.black_radio.setChecked(True)
    assert editor.position().turn is Color.BLACK
    editor.symmetry_combo.setCurrentIndex(1)
    assert editor.rules().symmetry is SymmetryRule.OFF
    editor.swap_button.click()
    assert editor.position().turn is Color.WHITE


def test_editor_ok_returns_position(editor) -> None:
    click_square(editor, "e4", Qt.MouseButton.LeftButton)
    expected = editor.position()
    editor.analyse_button.click()
    assert editor.result() == QDialog.DialogCode.Accepted
    assert editor.choice is EditorChoice.ANALYSE
    assert editor.position() == expected


@pytest.mark.parametrize(
    "efn_or_setup",
    ["empty", "no-black", "home-row", "start"],
)
def test_describe_status_matches_core(efn_or_setup: str) -> None:
    from epaminondas_gui.core.study.editor import PositionEditor

    ed = PositionEditor(Position.start(8, 8))
    geo = ed.to_position().geometry
    if efn_or_setup == "empty":
        ed.clear()
    elif efn_or_setup == "no-black":
        ed.clear()
        ed.place(geo.square(3, 3), Color.WHITE)
    elif efn_or_setup == "home-row":
        ed.place(geo.square(3, 0), Color.BLACK)  # a Black piece on White's home row
        ed.remove(geo.square(3, 7))
    status = ed.status()
    position = ed.to_position()
    # In English the GUI's sentences are the core's, one for one.
    assert status_problems(position, status) == list(status.problems)
    assert describe_status(position, status) == status.describe()


# -- games browser -----------------------------------------------------------------------------


def make_games(folder: Path) -> None:
    storage.save_record(folder / "a.epam", sample_record("Alice", "2026.11.20"))
    zed = sample_record("Zed", "2026.11.21")
    zed.tags["TimeControl"] = "300+3"
    storage.save_record(folder / "z.epam", zed)
    (folder / "bad.epam").write_text('[Event "x"]\n[Board "99x99"]\n\n*\n', encoding="utf-8")
    (folder / "notes.txt").write_text("not a game", encoding="utf-8")


def test_games_browser_lists_and_opens(qtbot, data_dir) -> None:
    make_games(storage.games_dir())
    dialog = GamesBrowserDialog()
    qtbot.addWidget(dialog)
    model = dialog.model
    assert model.rowCount() == 3
    assert model.is_readable(0) and model.is_readable(1) and not model.is_readable(2)
    bad_error = model.index(2, SavedGamesModel.ERROR_COLUMN).data()
    assert "99x99" in bad_error
    assert model.index(2, SavedGamesModel.FILE).data() == "bad.epam"
    assert dialog.table.columnSpan(2, SavedGamesModel.ERROR_COLUMN) > 1

    dialog.table.sortByColumn(SavedGamesModel.WHITE, Qt.SortOrder.AscendingOrder)
    assert model.index(0, SavedGamesModel.WHITE).data() == "Alice"
    dialog.table.sortByColumn(SavedGamesModel.WHITE, Qt.SortOrder.DescendingOrder)
    assert model.index(0, SavedGamesModel.WHITE).data() == "Zed"
    assert not model.is_readable(2)  # unreadable files stay at the bottom
    # The game, the board and the clock by name (Zed's game was played at 5 + 3).
    assert [model.index(0, column).data() for column in (
        SavedGamesModel.GAME, SavedGamesModel.BOARD, SavedGamesModel.CLOCK)] == [
        "Epaminondas", "8 × 8", "5 min + 3 s"]
    assert model.index(1, SavedGamesModel.CLOCK).data() == "–"

    dialog.table.selectRow(2)
    assert not dialog.open_button.isEnabled()
    dialog.table.selectRow(0)
    assert dialog.open_button.isEnabled()
    dialog.open_selected()
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.selected_path == storage.games_dir() / "z.epam"


def test_games_browser_double_click(qtbot, data_dir) -> None:
    make_games(storage.games_dir())
    dialog = GamesBrowserDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    table = dialog.table
    rect = table.visualRect(dialog.model.index(1, 1))
    left, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    # Item views only see a double click that follows a click (as with a real mouse).
    QTest.mouseClick(table.viewport(), left, none, rect.center())
    QTest.mouseDClick(table.viewport(), left, none, rect.center())
    assert dialog.selected_path == dialog.model.path(1)


def test_games_browser_empty_folder(qtbot, data_dir) -> None:
    dialog = GamesBrowserDialog()
    qtbot.addWidget(dialog)
    assert dialog.model.rowCount() == 0
    assert "No saved games" in dialog.empty_label.text()
    assert not dialog.open_button.isEnabled()


# -- recent menu --------------------------------------------------------------------------------


def test_recent_menu(qtbot, data_dir, tmp_path) -> None:
    files = []
    for name in ("one.epam", "two & more.epam"):
        path = tmp_path / name
        storage.save_record(path, sample_record())
        storage.add_recent_file(path)
        files.append(path)
    opened: list[Path] = []
    menu = RecentMenu(opened.append)
    qtbot.addWidget(menu)
    entries = [a for a in menu.actions() if a.data()]
    assert [a.text() for a in entries] == ["&1 two && more.epam", "&2 one.epam"]
    entries[1].trigger()
    assert opened == [files[0]]
    clear = next(a for a in menu.actions() if a.objectName() == "clear_recent")
    clear.trigger()
    assert storage.recent_files() == []
    assert fill_recent_menu(QMenu(), opened.append) == 0


# -- file helpers -------------------------------------------------------------------------------


def test_open_corrupt_file_reports_and_changes_nothing(data_dir, boxes, tmp_path) -> None:
    path = tmp_path / "corrupt.epam"
    content = '[Event "x"]\n[Board "8x8"]\n\n1. a1-a9 *\n'
    path.write_text(content, encoding="utf-8")
    storage.add_recent_file(path)
    assert file_dialogs.load_game_file(None, path) is None
    assert len(boxes) == 1
    title, text = boxes[0]
    assert title == "Cannot open game"
    assert "corrupt.epam" in text and "Line 4, column" in text
    assert path.read_text(encoding="utf-8") == content
    assert storage.recent_files() == []


def test_open_good_file_goes_to_recent(data_dir, boxes, tmp_path) -> None:
    path = tmp_path / "good.epam"
    storage.save_record(path, sample_record())
    record = file_dialogs.load_game_file(None, path)
    assert record is not None and record.tags["White"] == "Alice"
    assert boxes == []
    assert storage.recent_files() == [path.resolve()]


def test_suggested_file_name() -> None:
    record = sample_record('Al/ice "the" <great>', "2026.11.20")
    name = file_dialogs.suggested_file_name(record)
    assert name.endswith(".epam") and name.startswith("2026-11-20 ")
    assert not any(ch in name for ch in '/\\:*?"<>|')


@pytest.mark.parametrize(("language", "white", "black", "unknown"), [
    ("en", "Human", "Computer level 4", "Unknown"),
    ("de", "Mensch", "Computer Stufe 4", "Unbekannt"),
    ("es", "Humano", "Ordenador nivel 4", "Desconocido"),
])
def test_a_suggested_file_name_names_unnamed_players_in_the_user_s_language(
    qapp: QApplication, language: str, white: str, black: str, unknown: str
) -> None:
    """The record names a player without a name "Human" or "Computer level 4" (its
    format's English); the file name the Save dialog offers said so in every language."""
    install_language(language)
    record = sample_record()
    tags = record.tags
    tags.update(White=default_name(Human()), Black=default_name(Computer(4)))
    players_to_tags(tags, Human(), Computer(4))
    assert file_dialogs.suggested_file_name(record) == f"2026-11-20 {white} - {black}.epam"
    # A name the game gives, an engine's name and no name at all are kept as they are.
    tags.update(White="Human", Black="Kestrel")
    players_to_tags(tags, Human(), Computer(3, "Kestrel"))
    tags["White"] = "Alice"
    assert file_dialogs.suggested_file_name(record) == "2026-11-20 Alice - Kestrel.epam"
    # A player the record does not name (its "?", or no tag) is unknown, in words.
    tags["White"] = "?"
    assert file_dialogs.suggested_file_name(record) == f"2026-11-20 {unknown} - Kestrel.epam"
    del tags["Black"]
    assert file_dialogs.suggested_file_name(record) == f"2026-11-20 {unknown} - {unknown}.epam"


def test_clipboard_round_trip_and_errors(data_dir, boxes) -> None:
    record = sample_record()
    file_dialogs.copy_record(record)
    pasted = file_dialogs.paste_record(None)
    assert pasted is not None and pasted.mainline_moves() == record.mainline_moves()
    QGuiApplication.clipboard().setText('[Event "x"]\n\n1. zz-top *')
    assert file_dialogs.paste_record(None) is None
    assert "Line" in boxes[-1][1]
    QGuiApplication.clipboard().setText("   ")
    assert file_dialogs.paste_record(None) is None
    assert "no text" in boxes[-1][1]


def test_paste_game_takes_an_efn_position(data_dir, boxes) -> None:
    # What "Copy position" puts on the clipboard starts a game there.
    efn = "BBBBBB/6/6/6/6/WWWWWW B"
    QGuiApplication.clipboard().setText(f"  {efn}\n")
    pasted = file_dialogs.paste_record(None)
    assert pasted is not None and pasted.start.efn() == efn and not pasted.root.children
    QGuiApplication.clipboard().setText("BBBBBB/6/6/6/6/WWWWWX B")
    assert file_dialogs.paste_record(None) is None
    assert "bad EFN" in boxes[-1][1] and "unknown character 'X'" in boxes[-1][1]


def test_empty_and_foreign_files_are_refused_without_echoing_them(
    data_dir, boxes, tmp_path
) -> None:
    empty = tmp_path / "empty.epam"
    empty.write_text("")
    assert file_dialogs.load_game_file(None, empty) is None
    assert "Line 1, column 1: The file is empty" in boxes[-1][1]
    foreign = tmp_path / "notes.epam"
    foreign.write_text("secret shopping list\nmilk\n")
    assert file_dialogs.load_game_file(None, foreign) is None
    assert "not a game record" in boxes[-1][1] and "secret" not in boxes[-1][1]


def test_editor_size_change_keeps_the_pieces_placed(editor) -> None:
    click_square(editor, "e4", Qt.MouseButton.LeftButton)  # a white piece on e4
    e4 = editor.editor.to_position().geometry.parse_square("e4")
    assert editor.editor.piece_at(e4) is Color.WHITE
    editor.height_spin.setValue(12)
    position = editor.position()
    assert position.geometry.height == 12
    assert position.piece_at(position.geometry.parse_square("e4")) is Color.WHITE
    # Black's two back rows moved up with the top edge.
    assert position.piece_at(position.geometry.parse_square("a12")) is Color.BLACK
    editor.width_spin.setValue(4)
    assert "do not fit on this board" in editor.message_label.text()
    # One click back up on the size arrow: nothing was lost for good.
    editor.width_spin.setValue(8)
    assert editor.position() == position
