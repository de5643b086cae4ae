"""Preferences, languages, window state, assets and the help dialogs."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject, QSettings
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from epaminondas_gui.gui.assets import asset_path, assets_dir
from epaminondas_gui.gui.dialogs.preferences import PreferencesDialog
from epaminondas_gui.gui.dialogs.rules import RulesDialog, diagrams
from epaminondas_gui.gui.settings import (
    load_game_setup,
    load_preferences,
    open_settings,
    save_preferences,
)
from epaminondas_gui.gui.theme import LIGHT, ThemeName

from ..conftest import MakeWindow, drag, quiet_prefs


def test_settings_live_in_tmp_path(tmp_path) -> None:
    settings = open_settings()
    assert settings.format() == QSettings.Format.IniFormat
    assert str(tmp_path) in settings.fileName()


def test_switching_language_retranslates_the_window(make_window: MakeWindow) -> None:
    window = make_window()
    assert window.menu_game.title() == "&Game"
    assert window.game_status.turn.text() == "White to move"
    window.apply_preferences(quiet_prefs(language="de"))
    assert window.menu_game.title() == "&Spiel"
    assert window.game_status.turn.text() == "Weiß am Zug"
    assert window.game_panel.move_panel.comment_title.text() == "Kommentar zu diesem Zug"
    drag(window, "g1", "h4")
    assert "geradeaus" in window.statusBar().currentMessage()
    window.apply_preferences(quiet_prefs(language="es"))
    assert window.menu_game.title() == "&Partida"
    assert window.game_actions.act_new.text() == "&Nueva partida…"
    window.apply_preferences(quiet_prefs(language="en"))
    assert window.game_actions.act_new.text() == "&New game…"
    assert load_preferences().language == "en"


def test_preferences_are_saved_and_restored(make_window: MakeWindow, qtbot: QtBot) -> None:
    window = make_window()
    dialog = PreferencesDialog(window.prefs, sound_available=False, parent=window)
    qtbot.addWidget(dialog)
    dialog.coordinates.setChecked(False)
    dialog.theme.setCurrentIndex(1)
    dialog.animation.setCurrentIndex(1)  # fast
    dialog.processes.setValue(2)
    prefs = dialog.preferences()
    window.apply_preferences(prefs)
    assert window.view_actions.act_dark.isChecked()
    # Level 8, hints and the analysis search with two processes from now on.
    assert window.session.threads == window.analysis.controller.threads == 2
    assert not window.board.scene.coordinates_shown
    stored = load_preferences()
    assert stored.theme is ThemeName.DARK
    assert not stored.show_coordinates
    assert stored.animation == "fast"
    assert stored.search_processes == 2
    window.view_actions.act_flip.trigger()
    window.resize(900, 640)
    window.close()
    # A new window starts with the stored preferences and geometry.
    again = make_window(prefs=load_preferences())
    assert again.view_actions.act_dark.isChecked()
    assert again.board.scene.animation_ms == prefs.animation_ms
    assert load_game_setup().width == 14


def test_broken_settings_fall_back_to_defaults() -> None:
    settings = open_settings()
    settings.setValue("prefs/theme", "purple")
    settings.setValue("prefs/animation", "warp")
    settings.setValue("game/width", "99")
    settings.sync()
    prefs = load_preferences()
    assert prefs.theme is ThemeName.LIGHT and prefs.animation == "normal"
    assert load_game_setup().width == 14
    save_preferences(prefs)
    assert load_preferences() == prefs


def test_assets_are_found() -> None:
    assert assets_dir().is_dir()
    for parts in (
        ("i18n", "epaminondas_de.qm"),
        ("i18n", "epaminondas_es.qm"),
        ("i18n", "plurals_en.qm"),
        ("sounds", "move.wav"),
        ("sounds", "capture.wav"),
        ("icons", "epaminondas.svg"),
    ):
        assert asset_path(*parts).is_file(), parts


def test_assets_under_pyinstaller(monkeypatch, tmp_path) -> None:
    bundled = tmp_path / "epaminondas_gui" / "assets"
    bundled.mkdir(parents=True)
    monkeypatch.setattr("sys._MEIPASS", str(tmp_path), raising=False)
    assert assets_dir() == bundled


def test_rules_dialog_has_diagrams(qtbot: QtBot) -> None:
    dialog = RulesDialog(LIGHT)
    qtbot.addWidget(dialog)
    images = diagrams(LIGHT)
    assert set(images) == {
        "diagram:phalanx",
        "diagram:split",
        "diagram:capture",
        "diagram:slip",
        "diagram:hex-start",
        "diagram:hex-move",
    }
    for image in images.values():
        assert not image.isNull() and image.width() > 100
    html = dialog.browser.toHtml()
    assert "diagram:capture" in html and "Phalanxes" in html
    assert "diagram:slip" in html and "Abanondas" in html
    assert "diagram:hex-move" in html and "Heximinondas" in html


def test_toolbar_buttons_have_accessible_names(make_window: MakeWindow) -> None:
    window = make_window()
    button = window.toolbar.widgetForAction(window.game_actions.act_hint)
    assert button is not None and button.accessibleName() == "Hint"
    assert window.game_actions.act_hint.shortcut().toString() == "H"
    assert window.view_actions.act_flip.shortcut().toString() == "F"
    assert window.game_actions.act_redo.shortcut().toString() == "Ctrl+Shift+Z"
    assert window.board.view.accessibleName() == "Board"


def test_app_main_starts_and_quits(qtbot: QtBot) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from epaminondas_gui.app import main
    from epaminondas_gui.gui.main_window import MainWindow

    seen: list[MainWindow] = []

    def close_all() -> None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, MainWindow) and widget.isVisible():
                seen.append(widget)
                widget.close()

    QTimer.singleShot(300, close_all)
    assert main([]) == 0
    assert seen and seen[0].session.ai._thread is None
    assert QApplication.applicationName() == "Epaminondas"


@pytest.mark.parametrize("rule", [
    "more pieces on your opponent's home row",  # rule 1, with the grace move
    "cannot move",  # rule 2
    "anti-symmetry rule",
    "for the third time",  # threefold repetition, claimed
    "agree a draw",
    "resign",
    "sideslip",  # Abanondas
])
def test_the_rules_help_covers_every_rule_the_program_enforces(qtbot: QtBot, rule: str) -> None:
    dialog = RulesDialog(LIGHT)
    qtbot.addWidget(dialog)
    assert rule in dialog.browser.toPlainText()


def test_preferences_that_keep_the_look_repaint_nothing(
    make_window: MakeWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A new palette re-polishes and repaints every widget, a translator installed again
    retranslates all of them: neither happens when only another preference changes (the
    analysis engine, its time limit)."""
    window = make_window()
    palettes: list[object] = []
    monkeypatch.setattr(QApplication, "setPalette", lambda *args: palettes.append(args[-1]))
    changes: list[int] = []
    window.installEventFilter(counter := LanguageChanges(changes))
    window.apply_preferences(quiet_prefs(analysis_limit_s=30, language="de"))
    QApplication.sendPostedEvents()  # LanguageChange is posted
    assert palettes == [] and len(changes) == 1
    window.apply_preferences(quiet_prefs(analysis_limit_s=60, language="de"))
    QApplication.sendPostedEvents()
    assert palettes == [] and len(changes) == 1
    window.apply_preferences(quiet_prefs(theme=ThemeName.DARK, language="de"))
    QApplication.sendPostedEvents()
    assert len(palettes) == 1 and len(changes) == 1
    window.removeEventFilter(counter)
    window.apply_preferences(quiet_prefs())


class LanguageChanges(QObject):
    def __init__(self, seen: list[int]) -> None:
        super().__init__()
        self.seen = seen

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange:
            self.seen.append(1)
        return False
