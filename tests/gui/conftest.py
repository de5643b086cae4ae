"""GUI test fixtures: settings in tmp_path, windows that are always closed (joining the
AI thread), and helpers that drive the board with the mouse as a player does."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtGui import QTextCursor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from epaminondas_gui.core.games.players import Human
from epaminondas_gui.core.rules.position import SymmetryRule
from epaminondas_gui.gui.dialogs import boxes as message_boxes
from epaminondas_gui.gui.engine_runner import SearchFunction
from epaminondas_gui.gui.i18n import install_language
from epaminondas_gui.gui.main_window import MainWindow
from epaminondas_gui.gui.settings import GameSetup, Preferences, forget_engines


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path) -> Iterator[None]:
    """Every QSettings the app opens (INI, user scope) lands in this test's tmp_path."""
    QSettings.setPath(
        QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings")
    )
    forget_engines()  # the list kept in memory was another test's file's
    yield
    install_language("en")


@pytest.fixture(autouse=True)
def isolated_data_dir(tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Autosaves, saved games and the recent list land in this test's tmp_path too."""
    monkeypatch.setenv("EPAMINONDAS_DATA_DIR", str(tmp_path / "data"))


def human_game(width: int = 14, height: int = 12) -> GameSetup:
    return GameSetup(width, height, None, SymmetryRule.MIDLINE, Human(), Human())


def quiet_prefs(**changes: object) -> Preferences:
    """English, no animation, computer moves shown at once: moves land at once so the
    tests need not wait."""
    # One search process: the tests' engines stay light on a 2-core machine.
    prefs = Preferences(animation="off", sound=False, language="en", search_processes=1,
                        computer_move_ms=0)
    for key, value in changes.items():
        setattr(prefs, key, value)
    return prefs


MakeWindow = Callable[..., MainWindow]


@pytest.fixture
def make_window(qtbot: QtBot) -> Iterator[MakeWindow]:
    windows: list[MainWindow] = []

    def make(
        setup: GameSetup | None = None,
        search: SearchFunction | None = None,
        prefs: Preferences | None = None,
    ) -> MainWindow:
        window = MainWindow(
            search=search, setup=setup or human_game(), prefs=prefs or quiet_prefs()
        )
        qtbot.addWidget(window)
        window.resize(1000, 700)
        window.show()
        qtbot.waitExposed(window)
        windows.append(window)
        return window

    yield make
    for window in windows:
        window.close()


def square_point(window: MainWindow, name: str) -> QPoint:
    """Viewport coordinates of the centre of a square."""
    scene = window.board.scene
    square = scene.geometry.parse_square(name)
    return window.board.view.mapFromScene(scene.square_center(square))


def drag(window: MainWindow, start: str, end: str) -> None:
    """Press on one square, move in steps, release on another — a real mouse drag."""
    viewport = window.board.view.viewport()
    a = square_point(window, start)
    b = square_point(window, end)
    left = Qt.MouseButton.LeftButton
    none = Qt.KeyboardModifier.NoModifier
    QTest.mousePress(viewport, left, none, a)
    for i in range(1, 5):
        QTest.mouseMove(viewport, a + (b - a) * i / 4)
    QTest.mouseRelease(viewport, left, none, b)


def click(window: MainWindow, name: str) -> None:
    QTest.mouseClick(
        window.board.view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        square_point(window, name),
    )


def click_move(
    window: MainWindow, index: int, button: Qt.MouseButton = Qt.MouseButton.LeftButton
) -> None:
    """Click the ``index``-th move of the move list (reading order) with the mouse."""
    view = window.game_panel.move_list
    href = f"n:{index}"
    block = view.document().begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            if fragment.charFormat().anchorHref() == href:
                cursor = QTextCursor(view.document())
                cursor.setPosition(fragment.position() + max(fragment.length() // 2, 1))
                view.ensureCursorVisible()
                view.setTextCursor(cursor)
                view.ensureCursorVisible()
                point = view.cursorRect(cursor).center()
                QTest.mouseClick(view.viewport(), button, Qt.KeyboardModifier.NoModifier, point)
                return
            it += 1
        block = block.next()
    raise AssertionError(f"no move number {index} in the list: {view.move_texts()}")


def answer_boxes(monkeypatch: pytest.MonkeyPatch, answer: Callable[[str, str], object]) -> None:
    """Every message box of the window's (gui/dialogs/boxes.py) answered by
    ``answer(title, text)`` instead of shown: its button, or Ok for anything else."""
    def show(box: QMessageBox) -> QMessageBox.StandardButton:
        got = answer(box.windowTitle(), box.text())
        return got if isinstance(got, QMessageBox.StandardButton) else QMessageBox.StandardButton.Ok

    monkeypatch.setattr(message_boxes, "show", show)


@pytest.fixture
def boxes(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """Warnings and errors shown, as (title, text), instead of blocking the test."""
    shown: list[tuple[str, str]] = []
    answer_boxes(monkeypatch, lambda title, text: shown.append((title, text)))
    return shown
