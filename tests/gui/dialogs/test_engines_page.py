"""Preferences -> Engines: adding, testing, editing and removing engines, and choosing them
for a game and for the analysis."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from epaminondas_gui.core.games.players import Computer, Human
from epaminondas_gui.core.rules.position import Color, SymmetryRule
from epaminondas_gui.gui.dialogs.engines_page import EngineDialog, EnginesPage
from epaminondas_gui.gui.dialogs.new_game import NewGameDialog
from epaminondas_gui.gui.dialogs.preferences import PreferencesDialog
from epaminondas_gui.gui.settings import (
    EngineEntry,
    GameSetup,
    engine_spec,
    load_engines,
    parse_options,
)
from epaminondas_gui.gui.settings_writer import writer
from epaminondas_gui.gui.texts import builtin_name

from ..conftest import MakeWindow

FAKE = str(Path(__file__).resolve().parents[2] / "engine" / "fake_engine.py")
PLAIN = EngineEntry("Plain", sys.executable, f"{FAKE} plain")


def test_options_text_is_read_as_pairs() -> None:
    assert parse_options("Hash=128; Threads = 2\nStyle=a b") == (
        ("Hash", "128"), ("Threads", "2"), ("Style", "a b"))
    assert parse_options("  ") == ()


def test_the_engine_dialog_checks_its_fields_and_tests_the_engine(qtbot: QtBot) -> None:
    dialog = EngineDialog(None, {"Taken"})
    qtbot.addWidget(dialog)
    assert dialog.problem() == "The engine needs a name."
    dialog.name.setText("Taken")
    assert dialog.problem() == "There is already an engine called Taken."
    dialog.name.setText("Plain")
    assert dialog.problem() == "Choose the engine's program."
    dialog.program.setText(sys.executable)
    dialog.options.setText("Hash")
    assert dialog.problem() == "Option 'Hash' needs a value: write Name=value."
    dialog.options.setText("")
    dialog.arguments.setText(f"{FAKE} plain")
    qtbot.mouseClick(dialog.test_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "answered" in dialog.status.text(), timeout=10000)
    assert dialog.entry() == EngineEntry("Plain", sys.executable, f"{FAKE} plain")
    dialog.arguments.setText(f"{FAKE} exit")
    dialog._test()
    qtbot.waitUntil(lambda: "exit code 3" in dialog.status.text(), timeout=10000)


def test_the_page_adds_edits_and_removes_engines(qtbot: QtBot) -> None:
    page = EnginesPage([PLAIN], "Plain")
    qtbot.addWidget(page)
    assert [page.list.item(i).text() for i in range(page.list.count())] == [
        builtin_name(), "Plain"]
    assert page.analysis_engine() == "Plain"
    page.list.setCurrentRow(0)
    assert not page.remove_button.isEnabled()  # the built-in engine is always there

    def fill_in() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, EngineDialog)
        dialog.name.setText("Other")
        dialog.program.setText("/usr/bin/other-engine")
        dialog.accept()

    QTimer.singleShot(0, fill_in)
    page.add()
    assert [e.name for e in page.engines()] == ["Plain", "Other"]
    page.list.setCurrentRow(1)
    page.remove()
    # The analysis engine was removed: the built-in one analyses again.
    assert [e.name for e in page.engines()] == ["Other"] and page.analysis_engine() == ""


def test_preferences_store_the_engines_and_the_window_analyses_with_the_chosen_one(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    window = make_window()
    dialog = PreferencesDialog(window.prefs, sound_available=False, parent=window)
    qtbot.addWidget(dialog)
    dialog.engines_page._engines.append(PLAIN)
    dialog.engines_page._fill("Plain")
    dialog.accept()
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert load_engines() == [PLAIN]
    window.apply_preferences(dialog.preferences())
    assert window.prefs.analysis_engine == "Plain"
    assert window.analysis.engine == engine_spec("Plain") == PLAIN.spec()
    window.analysis.act_analyse.setChecked(True)
    qtbot.waitUntil(lambda: bool(window.analysis.controller.hints), timeout=10000)
    assert window.analysis.controller.hints[0].score.value == 7  # the fake engine's line


def test_an_option_the_engine_refuses_is_reported(make_window: MakeWindow, qtbot: QtBot) -> None:
    from epaminondas_gui.gui.settings import save_engines

    save_engines([EngineEntry("Plain", sys.executable, f"{FAKE} plain", (("Style", "calm"),))])
    window = make_window()
    window.analysis.set_engine(engine_spec("Plain"))
    window.analysis.act_analyse.setChecked(True)
    qtbot.waitUntil(lambda: not window.analysis.act_analyse.isChecked(), timeout=10000)
    assert window.statusBar().currentMessage() == (
        "The analysis failed: Plain: unknown option 'Style'. Choose another engine in "
        "Preferences → Engines."
    )


def test_new_game_offers_the_engines_and_the_window_names_them(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    from epaminondas_gui.gui.settings import save_engines

    save_engines([PLAIN])
    setup = GameSetup(8, 8, None, SymmetryRule.MIDLINE, Human(), Computer(3, "Plain"))
    dialog = NewGameDialog(setup)
    qtbot.addWidget(dialog)
    assert dialog.black_box.engine.currentText() == "Plain"
    assert dialog.setup().black == Computer(3, "Plain")
    dialog.black_box.engine.setCurrentIndex(0)
    assert dialog.setup().black == Computer(3, "")
    window = make_window(setup)
    assert "Engine · Plain" in window.game_panel.player_labels[Color.BLACK].text()


def test_the_engines_list_is_read_once_until_it_changes(qtbot: QtBot) -> None:
    """The New game dialogs (one list for each side) read the engines' list from the
    settings once: each read may wait for the settings writer's disk write."""
    from epaminondas_gui.gui import settings as settings_mod

    settings_mod.save_engines([PLAIN])
    reads = settings_mod.engines_reads
    for _ in range(3):
        dialog = NewGameDialog(GameSetup(white=Human(), black=Computer(3, "Plain")))
        qtbot.addWidget(dialog)
        assert [dialog.black_box.engine.itemText(i) for i in range(2)] == [
            builtin_name(), "Plain"]
    assert settings_mod.engines_reads == reads  # the old code: 6 reads
    # Saved here: the dialog offers the new list without reading it.
    other = EngineEntry("Other", sys.executable, f"{FAKE} plain")
    settings_mod.save_engines([PLAIN, other])
    assert load_engines() == [PLAIN, other]
    assert settings_mod.engines_reads == reads
    # Other settings written (a new game's setup, through the writer): still not read.
    settings_mod.save_game_setup(GameSetup(white=Computer(2), black=Human()))
    assert writer.flush()
    assert load_engines() == [PLAIN, other]
    assert settings_mod.engines_reads == reads
    # Saved by another instance of the app (another QSettings on the same file): seen
    # when this one starts again.
    outside = QSettings(settings_mod.open_settings().fileName(), QSettings.Format.IniFormat)
    outside.beginWriteArray("engines", 1)
    outside.setArrayIndex(0)
    for key, value in (("name", "Outside"), ("program", sys.executable), ("arguments", "x"),
                       ("options", "")):
        outside.setValue(key, value)
    outside.endArray()
    outside.sync()
    assert load_engines() == [PLAIN, other]
    settings_mod.forget_engines()
    assert [engine.name for engine in load_engines()] == ["Outside"]
    assert [engine.name for engine in load_engines()] == ["Outside"]
    assert settings_mod.engines_reads == reads + 1
