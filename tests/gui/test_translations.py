"""The shipped catalogues (.qm) say what their sources (resources/i18n/*.ts) say, in full."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

from epaminondas_gui.gui.assets import asset_path

SOURCES = Path(__file__).resolve().parents[2] / "resources" / "i18n"


@pytest.mark.parametrize("language", ["de", "es"])
def test_every_string_is_translated_and_the_catalogue_is_rebuilt(language: str) -> None:
    root = ET.parse(SOURCES / f"epaminondas_{language}.ts").getroot()
    translator = QTranslator()
    assert translator.load(str(asset_path("i18n", f"epaminondas_{language}.qm")))
    checked = 0
    for context in root.iter("context"):
        name = context.findtext("name")
        assert name is not None
        for message in context.iter("message"):
            source = message.findtext("source")
            translation = message.find("translation")
            assert source is not None and translation is not None
            assert translation.get("type") is None, f"{language}: not finished: {source!r}"
            # Built from an older .ts, the catalogue would miss or differ on this string.
            if message.get("numerus") == "yes":
                forms = [form.text for form in translation.iter("numerusform")]
                assert forms and all(forms), f"{language}: empty plural of {source!r}"
                for count in (1, 2, 5):
                    assert translator.translate(name, source, None, count) in forms, source
            else:
                assert translation.text, f"{language}: empty translation of {source!r}"
                assert translator.translate(name, source) == translation.text, source
            checked += 1
    assert checked > 300


# -- what a player sees in each language ---------------------------------------------------


def _catalogue(language: str) -> list[tuple[str, str, str]]:
    """(context, source, translation) of every message."""
    root = ET.parse(SOURCES / f"epaminondas_{language}.ts").getroot()
    out = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            out.append((name, source, message.findtext("translation") or ""))
    return out


def _plain(text: str) -> str:
    """A menu entry as read: without the mnemonic's "&" and a trailing "…"."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…").strip()


@pytest.mark.parametrize("language", ["de", "es"])
def test_different_commands_are_not_translated_alike(language: str) -> None:
    # File → Open… was once translated as "Analysieren", Analysis → Analyse's own word:
    # two different English commands that read the same in a translation are a mistake.
    commands: dict[str, set[str]] = {}
    for _context, source, translation in _catalogue(language):
        if "&" in source and len(source) < 40 and not source.endswith(":"):
            commands.setdefault(_plain(translation), set()).add(_plain(source))
    clashes = {text: sources for text, sources in commands.items() if len(sources) > 1}
    assert not clashes, f"{language}: {clashes}"


@pytest.mark.parametrize("language", ["en", "de", "es"])
def test_within_a_menu_no_two_entries_read_alike(make_window, language: str) -> None:
    from .conftest import quiet_prefs

    window = make_window(prefs=quiet_prefs(language=language))
    menus = [action.menu() for action in window.menuBar().actions()]
    for menu in menus:
        assert menu is not None
        texts = [_plain(a.text()) for a in menu.actions() if not a.isSeparator()]
        assert len(texts) == len(set(texts)), f"{language} {_plain(menu.title())}: {texts}"


def _shown_ampersands(widget) -> list[str]:
    """Labels under ``widget`` that would show an "&" as it is (no buddy to take it)."""
    import re

    from PySide6.QtWidgets import QLabel

    shown = []
    for label in widget.findChildren(QLabel):
        text = re.sub(r"&[a-zA-Z]+;|&#\d+;", "", label.text()).replace("&&", "")
        if "&" in text and label.buddy() is None:
            shown.append(label.text())
    return shown


@pytest.mark.parametrize("language", ["en", "de", "es"])
def test_no_label_shows_a_mnemonic_ampersand(make_window, qtbot, language: str) -> None:
    from epaminondas_gui.gui.dialogs.engines_page import EngineDialog
    from epaminondas_gui.gui.dialogs.new_game import NewGameDialog
    from epaminondas_gui.gui.dialogs.preferences import PreferencesDialog
    from epaminondas_gui.gui.settings import GameSetup

    from .conftest import quiet_prefs

    window = make_window(prefs=quiet_prefs(language=language))
    dialogs = [NewGameDialog(GameSetup(), window),
               PreferencesDialog(window.prefs, False, window),
               EngineDialog(None, set(), window)]
    for widget in (window, *dialogs):
        qtbot.addWidget(widget) if widget is not window else None
        assert _shown_ampersands(widget) == [], f"{language} {type(widget).__name__}"


def _file_dialog_texts(parent) -> dict[str, str]:
    """The labels and buttons of Qt's own (not the desktop's) file dialog, by name."""
    from PySide6.QtWidgets import QAbstractButton, QFileDialog, QLabel

    dialog = QFileDialog(parent)
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    texts = {label.objectName(): label.text() for label in dialog.findChildren(QLabel)}
    for button in dialog.findChildren(QAbstractButton):
        if button.objectName():
            texts[button.objectName()] = button.toolTip()
    dialog.deleteLater()
    return texts


@pytest.mark.parametrize("language", ["de", "es"])
def test_qt_s_own_dialogs_speak_the_language(make_window, language: str) -> None:
    from epaminondas_gui.gui.i18n import install_language

    from .conftest import quiet_prefs

    window = make_window()
    english = _file_dialog_texts(window)
    assert english["lookInLabel"] == "&Look in:"
    window.apply_preferences(quiet_prefs(language=language))
    translated = _file_dialog_texts(window)
    still_english = {name: text for name, text in translated.items()
                     if text and text == english[name]}
    assert still_english == {}
    install_language("en")


@pytest.mark.parametrize("language", ["en", "de", "es"])
def test_dialogs_are_as_wide_as_their_titles(make_window, qtbot, language: str) -> None:
    from epaminondas_gui.core.rules.position import Position, Rules
    from epaminondas_gui.gui.dialogs.engines_page import EngineDialog
    from epaminondas_gui.gui.dialogs.new_game import NewGameDialog
    from epaminondas_gui.gui.dialogs.preferences import PreferencesDialog
    from epaminondas_gui.gui.dialogs.titles import title_width
    from epaminondas_gui.gui.game.study_actions import PropertiesDialog
    from epaminondas_gui.gui.settings import GameSetup

    from .conftest import quiet_prefs

    window = make_window(prefs=quiet_prefs(language=language))
    dialogs = [
        NewGameDialog(GameSetup(), window),
        NewGameDialog(GameSetup(), window, position=Position.start(8, 8), rules=Rules()),
        PropertiesDialog({}, "*", window),
        PreferencesDialog(window.prefs, False, window),
        EngineDialog(None, set(), window),
    ]
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        assert dialog.width() >= title_width(dialog.windowTitle()), dialog.windowTitle()


@pytest.mark.parametrize("title", ["Fin de la partida", "Partie terminée", "Unsaved game"])
def test_message_boxes_are_as_wide_as_their_titles(qtbot, title: str) -> None:
    # A QMessageBox sizes itself to its text and ignores setMinimumWidth.
    from PySide6.QtWidgets import QMessageBox

    from epaminondas_gui.gui.dialogs.titles import fit_message_title, title_width

    box = QMessageBox(QMessageBox.Icon.Information, title, "¡Ganan Blancas!")
    qtbot.addWidget(box)
    fit_message_title(box)
    box.open()
    qtbot.waitExposed(box)
    assert box.width() >= title_width(title)
