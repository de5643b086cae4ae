"""Small things a new user met: the question about the changed game comes before the file
dialog, the New game dialog names the side that moves first from a position, and Qt's own
file dialog opens wide enough for its columns."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QHeaderView, QTreeView
from pytestqt.qtbot import QtBot

from epaminondas_gui.core.rules.position import Color, Position, Rules
from epaminondas_gui.gui.dialogs.editor import EditorDialog
from epaminondas_gui.gui.dialogs.new_game import NewGameDialog
from epaminondas_gui.gui.files import dialogs
from epaminondas_gui.gui.files.actions import FileActions, UnsavedAnswer
from epaminondas_gui.gui.files.file_dialog_fit import HEIGHT, WIDTH, fit_file_dialog
from epaminondas_gui.gui.i18n import install_language
from epaminondas_gui.gui.settings import GameSetup

from .conftest import MakeWindow, drag, human_game


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        (UnsavedAnswer.DISCARD, ["save the game?", "choose a file"]),
        (UnsavedAnswer.CANCEL, ["save the game?"]),
    ],
)
def test_open_asks_about_the_changed_game_before_the_file_dialog(
    make_window: MakeWindow, monkeypatch: pytest.MonkeyPatch, answer: UnsavedAnswer,
    expected: list[str],
) -> None:
    window = make_window(human_game(8, 8))
    drag(window, "a2", "a3")
    asked: list[str] = []

    def ask(self: FileActions) -> UnsavedAnswer:
        asked.append("save the game?")
        return answer

    def choose(parent: object) -> Path | None:
        asked.append("choose a file")
        return None

    monkeypatch.setattr(FileActions, "ask_unsaved", ask)
    monkeypatch.setattr(dialogs, "choose_open_path", choose)
    window.files.act_open.trigger()
    assert asked == expected
    assert window.session.line.notation() == ["a2-a3"]  # no file chosen: the game stays


@pytest.mark.parametrize(
    ("turn", "white_title", "black_title"),
    [
        (Color.WHITE, "White (moves first)", "Black"),
        (Color.BLACK, "White", "Black (moves first)"),
    ],
)
def test_new_game_from_a_position_names_who_moves_first(
    qtbot: QtBot, turn: Color, white_title: str, black_title: str
) -> None:
    position = Position.start(8, 8).with_turn(turn)
    dialog = NewGameDialog(GameSetup(), position=position, rules=Rules())
    qtbot.addWidget(dialog)
    assert (dialog.white_box.title(), dialog.black_box.title()) == (white_title, black_title)


def test_qt_file_dialog_is_fitted(qtbot: QtBot) -> None:
    dialog = QFileDialog()
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    dialog.setViewMode(QFileDialog.ViewMode.Detail)
    qtbot.addWidget(dialog)
    fit_file_dialog(dialog)
    screen = dialog.screen().availableGeometry()
    assert dialog.width() == min(WIDTH, int(screen.width() * 0.9))
    assert dialog.height() == min(HEIGHT, int(screen.height() * 0.9))
    views = dialog.findChildren(QTreeView)
    assert views
    header = views[0].header()
    assert header.sectionResizeMode(0) is QHeaderView.ResizeMode.Stretch
    assert all(header.sectionResizeMode(c) is QHeaderView.ResizeMode.ResizeToContents
               for c in range(1, header.count()))


def test_file_dialog_over_the_window_is_fitted(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    window = make_window()
    dialog = QFileDialog(window)
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    dialog.resize(300, 200)
    dialog.show()  # polished: the window's filter fits it
    qtbot.waitExposed(dialog)
    screen = dialog.screen().availableGeometry()
    assert dialog.size().toTuple() == (min(WIDTH, int(screen.width() * 0.9)),
                                       min(HEIGHT, int(screen.height() * 0.9)))
    dialog.close()


@pytest.mark.parametrize("language", ["en", "de", "es"])
def test_editor_side_panel_fits_its_choices(qtbot: QtBot, language: str) -> None:
    """Spanish cut "Línea media (estándar)" and "Blancas" in a fixed-width panel."""
    install_language(language)
    dialog = EditorDialog(Position.start(14, 12))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for widget in (dialog.white_radio, dialog.black_radio, dialog.symmetry_combo):
        assert widget.width() >= widget.sizeHint().width(), (language, widget.sizeHint())
