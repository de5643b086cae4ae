"""The window on every screen: nothing cut from 800×600 to 2560×1440 in each language,
the board first, and the move list keeping its rows and the move shown on a small screen
with the analysis open."""

from __future__ import annotations

import random
import threading
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSettings, QSize, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QLabel,
    QMainWindow,
    QWidget,
)
from pytestqt.qtbot import QtBot

from epaminondas_gui.core.games.clock import TimeControl
from epaminondas_gui.core.games.players import Computer, Human
from epaminondas_gui.core.games.tree import GameTree
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.position import Color, Position, SymmetryRule
from epaminondas_gui.gui.dialogs.editor import EditorDialog
from epaminondas_gui.gui.dialogs.new_game import NewGameDialog
from epaminondas_gui.gui.dialogs.preferences import PreferencesDialog
from epaminondas_gui.gui.dialogs.rules import RulesDialog
from epaminondas_gui.gui.dialogs.shortcuts import ShortcutsDialog
from epaminondas_gui.gui.elided import ElidedLabel
from epaminondas_gui.gui.files.browser import GamesBrowserDialog
from epaminondas_gui.gui.main_window import MainWindow
from epaminondas_gui.gui.screen_fit import (
    FRAME_SIDE_PX,
    FRAME_TOP_PX,
    available_area,
    fit_to_screen,
    restore_window,
    save_window,
)
from epaminondas_gui.gui.settings import GameSetup

from .conftest import MakeWindow, quiet_prefs
from .searches import thinks_until_stopped

SIZES = [(640, 560), (800, 600), (1024, 700), (1280, 800), (1600, 1000), (2560, 1440)]


def long_game(plies: int) -> GameTree:
    tree = GameTree.new(Position.start())
    rng = random.Random(7)
    for _ in range(plies):
        tree.play(rng.choice(legal_moves(tree.position, tree.rules)))
    return tree


def cut_widgets(part: QWidget) -> list[str]:
    """Buttons and one-line labels under ``part`` shown smaller than their text needs."""
    cut = []
    for button in part.findChildren(QAbstractButton):
        if button.isVisibleTo(part) and button.text():
            hint = button.sizeHint()
            if button.width() < hint.width() - 1 or button.height() < hint.height() - 1:
                cut.append(f"button {button.text()!r} {button.size().toTuple()} < "
                           f"{hint.toTuple()}")
            # Whole, not clipped by a scrolled panel's edge.
            seen = button.visibleRegion().boundingRect().size()
            if seen != button.size():
                cut.append(f"button {button.text()!r} seen {seen.toTuple()} of "
                           f"{button.size().toTuple()}")
    for label in part.findChildren(QLabel):
        # An elided label shortens its one line on purpose and shows it whole on hover.
        shown = bool(label.isVisibleTo(part) and label.text() and not label.wordWrap()
                     and not isinstance(label, ElidedLabel))
        if shown and label.width() < label.sizeHint().width() - 1:
            cut.append(f"label {label.text()[:30]!r} {label.width()} < "
                       f"{label.sizeHint().width()}")
        # Nor clipped at the side by a panel narrower than its content (a scrolled panel
        # may hide a label above or below, never beside).
        clip = label.visibleRegion().boundingRect()
        whole = label.isVisibleTo(part) and bool(label.text()) and not clip.isEmpty()
        if whole and clip.width() < label.width() - 1:
            cut.append(f"label {label.text()[:30]!r} seen {clip.width()} of {label.width()}")
    return cut


def shown_rows(part: QWidget) -> list[QWidget]:
    """``part``'s shown children (the panel's rows: banner, players, moves…)."""
    return [child for child in part.findChildren(
        QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
        if child.isVisibleTo(part) and not child.isWindow()]


def overlapping(part: QWidget) -> list[str]:
    """Pairs of ``part``'s shown children that cover one another."""
    shown = shown_rows(part)
    return [f"{a.objectName() or type(a).__name__} × {b.objectName() or type(b).__name__}"
            for index, a in enumerate(shown) for b in shown[index + 1:]
            if a.geometry().intersects(b.geometry())]


def settle(qtbot: QtBot, window: MainWindow, size: tuple[int, int]) -> None:
    window.resize(*size)
    qtbot.waitUntil(lambda: window.size().toTuple() == size, timeout=3000)
    # The docks' layouts follow in posted events: deliver them (nothing to wait for).
    QApplication.sendPostedEvents()
    QApplication.processEvents()


@pytest.mark.parametrize("language", ["en", "de", "es"])
def test_nothing_is_cut_at_any_size_in_any_language(
    make_window: MakeWindow, qtbot: QtBot, language: str
) -> None:
    started = threading.Event()
    # With clocks (15 + 10): they stand beside the players' names.
    setup = GameSetup(14, 12, None, SymmetryRule.MIDLINE, Computer(8), Human(),
                      time_control=TimeControl.fischer(900_000, 10_000))
    window = make_window(setup, search=thinks_until_stopped(started),
                         prefs=quiet_prefs(language=language))
    qtbot.waitUntil(started.is_set, timeout=5000)  # the computer thinks: Move now shows
    assert window.game_panel.clock_labels[Color.WHITE].isVisibleTo(window)
    around = (window.toolbar, window.statusBar(), window.board_area)
    for size in SIZES:
        settle(qtbot, window, size)
        for part in around:
            assert cut_widgets(part) == [], f"{language} {size}"
        # In a narrow window the panels are tabs: each is looked at while it shows.
        window.docks.game.raise_()
        assert window.game_panel.ai_box.isVisibleTo(window)
        assert cut_widgets(window.docks.game) == [], f"{language} {size}"
        assert len(shown_rows(window.game_panel)) >= 3
        assert overlapping(window.game_panel) == [], f"{language} {size}"
        for tab in range(window.analysis.tabs.count()):
            window.analysis.dock.show()
            window.analysis.dock.raise_()
            window.analysis.tabs.setCurrentIndex(tab)
            assert cut_widgets(window.analysis.dock) == [], f"{language} {size} tab {tab}"
    window.session.move_now()


def test_the_window_fits_an_800_by_600_screen_with_everything_open(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    window = make_window(human_game_with(long_game(80)))
    window.analysis.act_analyse.setChecked(True)
    window.resize(2000, 1400)  # a large window first: it must get small again
    qtbot.waitUntil(lambda: window.width() == 2000)
    settle(qtbot, window, (800, 600))
    assert window.minimumSizeHint().height() <= 600
    assert window.minimumSizeHint().width() <= 800
    # The board keeps the larger share of the width.
    assert window.board.view.width() > window.docks.game.width()


def human_game_with(tree: GameTree) -> GameSetup:
    return GameSetup(14, 12, None, SymmetryRule.MIDLINE, Human(), Human())


#: A maximised window under a window manager: the screen less a title bar.
TITLE_BAR_PX = 30


def rows_in_view(window: MainWindow) -> int:
    """Whole rows of the move list in view (a row: a line and its cell padding)."""
    moves = window.game_panel.move_list
    return moves.viewport().height() // (moves.fontMetrics().lineSpacing() + 2)


@pytest.mark.parametrize("language", ["en", "de", "es"])
def test_a_small_screen_with_the_analysis_open_keeps_its_rows_of_moves_in_view(
    make_window: MakeWindow, qtbot: QtBot, language: str
) -> None:
    # A timed game against the computer, with a variation and a comment: the longest
    # banner, players and game line.
    window = make_window(prefs=quiet_prefs(language=language))
    tree = long_game(120)
    tree.go(tree.mainline()[40])
    tree.play(legal_moves(tree.position, tree.rules)[0])
    variation = tree.cursor
    tree.set_comment(variation, "A comment long enough to take two lines of the list.")
    tree.go(tree.main_line_end())
    # White (a human) to move: the computer waits.
    setup = GameSetup(14, 12, None, SymmetryRule.MIDLINE, Human(), Computer(8),
                      time_control=TimeControl.fischer(900_000, 10_000))
    window.files.start_tree(tree, setup, saved=True)
    window.analysis.act_analyse.setChecked(True)
    moves = window.game_panel.move_list
    for (width, height), least in (((1024, 700), 8), ((800, 600), 5)):
        settle(qtbot, window, (width, height - TITLE_BAR_PX))
        qtbot.waitUntil(lambda: window.analysis.dock.isVisible(), timeout=3000)
        assert window.docks.game.isVisible()
        assert rows_in_view(window) >= least, (language, width, rows_in_view(window))
        for ply in (120, 7, 64, 3, 110):
            window.session.browse(ply)
            qtbot.waitUntil(lambda: moves.current is window.session.tree.cursor)
            rect = moves.current_rect()
            assert rect is not None and moves.viewport().rect().contains(rect), ply
        # A move in the variation, below its comment.
        window.session.go_to(variation)
        rect = moves.current_rect()
        assert rect is not None and moves.viewport().rect().contains(rect)


def test_a_narrow_window_folds_the_panels_into_tabs_and_the_board_keeps_priority(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    window = make_window()
    window.analysis.act_analyse.setChecked(True)
    settle(qtbot, window, (640, 560))
    assert window.analysis.dock in window.tabifiedDockWidgets(window.docks.game)
    assert window.board.view.width() >= 0.6 * window.width()
    assert window.game_panel.move_list.viewport().height() >= (
        8 * window.game_panel.move_list.fontMetrics().lineSpacing())
    settle(qtbot, window, (1280, 800))
    assert window.analysis.dock not in window.tabifiedDockWidgets(window.docks.game)
    assert window.analysis.dock.isVisible() and window.docks.game.isVisible()


SCREENS = [(1600, 1000), (1024, 700), (800, 600), (640, 560)]


def every_dialog(window: MainWindow, tmp_path: Path) -> list[Callable[[], QDialog]]:
    """The dialogs a player opens, built as the window builds them (the modal ones are
    not run: they are shown and looked at)."""

    def learn(open_it: Callable[[], None]) -> Callable[[], QDialog]:
        def opened() -> QDialog:
            open_it()
            assert window.learn.dialog is not None
            return window.learn.dialog
        return opened

    s = window.session
    return [
        learn(window.learn.open_lessons),
        learn(window.learn.open_puzzles),
        lambda: NewGameDialog(GameSetup(), parent=window),
        lambda: PreferencesDialog(window.prefs, False, window),
        lambda: EditorDialog(s.shown_position, s.rules, window.board_theme(), window),
        lambda: RulesDialog(window.board_theme(), window),
        lambda: ShortcutsDialog(window._every_action(), window),
        lambda: GamesBrowserDialog(tmp_path, window),
    ]


@pytest.mark.parametrize("language", ["en", "de", "es"])
def test_every_dialog_fits_every_screen_and_shows_everything(
    make_window: MakeWindow, qtbot: QtBot, tmp_path: Path, language: str
) -> None:
    window = make_window(prefs=quiet_prefs(language=language))
    for build in every_dialog(window, tmp_path):
        dialog = build()
        dialog.resize(dialog.size().expandedTo(QSize(900, 720)))  # larger than any screen
        dialog.show()
        qtbot.waitExposed(dialog)
        for width, height in SCREENS:
            area = QRect(0, 0, width, height)
            fit_to_screen(dialog, area)
            QApplication.processEvents()
            name = f"{language} {type(dialog).__name__} {width}×{height}"
            frame = QRect(dialog.x(), dialog.y(), dialog.width() + 2 * FRAME_SIDE_PX,
                          dialog.height() + FRAME_TOP_PX + FRAME_SIDE_PX)
            assert area.contains(frame), f"{name}: {frame.getRect()}"
            assert cut_widgets(dialog) == [], name
        dialog.close()


def test_a_window_saved_maximised_on_a_large_screen_opens_maximised(qtbot: QtBot) -> None:
    settings = QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, "Epaminondas",
                         "Epaminondas")
    saved = QMainWindow()
    qtbot.addWidget(saved)
    saved.resize(700, 500)
    save_window(saved, settings)
    assert settings.value("window/size") == "700x500"
    assert settings.value("window/maximized") in (False, "false")
    # Saved maximised at 1600×1000, or at a size this screen (800×600 offscreen) cannot
    # hold: maximised here, not shrunk to a size that cuts the toolbar.
    area = available_area(saved)
    assert area.width() < 1600
    for maximised, size in ((True, "1600x1000"), (False, "1600x1000"), (True, "700x500")):
        settings.setValue("window/maximized", maximised)
        settings.setValue("window/size", size)
        other = QMainWindow()
        qtbot.addWidget(other)
        restore_window(other, settings)
        assert other.windowState() & Qt.WindowState.WindowMaximized, (maximised, size)
    settings.setValue("window/maximized", False)
    settings.setValue("window/size", "700x500")
    other = QMainWindow()
    qtbot.addWidget(other)
    restore_window(other, settings)
    assert not other.windowState() & Qt.WindowState.WindowMaximized
    assert other.size().toTuple() == (700, 500)
    assert area.contains(other.frameGeometry())


@pytest.mark.parametrize("language", ["en", "de", "es"])
def test_the_welcome_question_shows_its_whole_text(
    make_window: MakeWindow, qtbot: QtBot, language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window(prefs=quiet_prefs(language=language))
    monkeypatch.setattr("epaminondas_gui.gui.settings.lessons_offered", lambda *_: False)
    window.learn.offer_once()
    box = window.learn.offer_box
    assert box is not None
    qtbot.waitExposed(box)
    label = box.findChild(QLabel, "qt_msgbox_label")
    assert label is not None and label.wordWrap()
    # Every wrapped line in view (a style-sheet width made the label miscount its lines
    # and drop the last one): measured by the font, not by the label.
    needed = label.fontMetrics().boundingRect(
        QRect(0, 0, label.contentsRect().width(), 0), Qt.TextFlag.TextWordWrap, label.text())
    assert label.contentsRect().height() >= needed.height() > label.fontMetrics().height()
    box.close()


def test_the_players_box_stays_put_as_clocks_and_notices_come(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    window = make_window()
    settle(qtbot, window, (1024, 700))
    box = window.game_panel.game_label.parentWidget()
    assert box is not None
    before = box.geometry()
    window.start_new_game(GameSetup(14, 12, None, SymmetryRule.MIDLINE, Human(), Human(),
                                    time_control=TimeControl.fischer(300_000, 3_000)))
    window.game_panel.notice.show_text("The engine stopped; a new one was started.")
    QApplication.sendPostedEvents()
    QApplication.processEvents()
    assert window.game_panel.clock_labels[Color.WHITE].isVisible()
    assert box.geometry() == before


def test_a_wide_window_gives_the_side_column_the_width_the_board_cannot_use(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    window = make_window()
    window.analysis.act_analyse.setChecked(True)
    settle(qtbot, window, (1600, 970))
    view = window.board.view

    def empty_beside_board() -> int:
        scene = view.sceneRect()
        return view.width() - int(view.height() * scene.width() / scene.height())

    qtbot.waitUntil(lambda: empty_beside_board() < 60, timeout=3000)
    assert window.docks.game.width() > 300
    # Held by the width again: the column gives the width back.
    settle(qtbot, window, (1024, 970))
    qtbot.waitUntil(lambda: window.docks.game.width() <= 300, timeout=3000)
