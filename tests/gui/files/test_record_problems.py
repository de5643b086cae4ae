"""What is wrong with a game record is said in the window's language for the problems a
player meets most (an empty, binary or foreign file, a move the rules refuse); any other
in the core's English, after the translated line and column."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from epaminondas_gui.core.games import storage
from epaminondas_gui.core.games.record import RecordError
from epaminondas_gui.core.games.record_text import read_record
from epaminondas_gui.gui.files.browser import GamesBrowserDialog, SavedGamesModel
from epaminondas_gui.gui.i18n import install_language
from epaminondas_gui.gui.texts import record_error_text

FOREIGN = "secret shopping list\nmilk\n"
ILLEGAL = '[Event "x"]\n\n1. a2-a4 *\n'


@pytest.mark.parametrize(("text", "language", "said"), [
    ("", "en", "Line 1, column 1: The file is empty: it holds no game record."),
    ("", "de", "Zeile 1, Spalte 1: Die Datei ist leer: sie enthält keine Partie."),
    ("", "es", "Línea 1, columna 1: El archivo está vacío: no contiene ninguna partida."),
    ("[Event \"x\"]\x00", "de", "Zeile 1, Spalte 12: Das ist keine Textdatei (Binärdaten)."),
    ("[Event \"x\"]\x00", "es", "Línea 1, columna 12: No es un archivo de texto (datos binarios)."),
    (FOREIGN, "de", "Zeile 1, Spalte 1: Das ist keine Partie-Datei: eine Partie beginnt mit "
                    "Kopfzeilen wie [Event \"...\"] oder mit nummerierten Zügen wie 1. a2-a3."),
    (FOREIGN, "es", "Línea 1, columna 1: No es un registro de partida: un registro empieza "
                    "con etiquetas como [Event \"...\"] o con jugadas numeradas como 1. a2-a3."),
    (ILLEGAL, "en", "Line 3, column 4: “a2-a4” is not a legal move here. A single piece "
                    "moves one square only, not 2."),
    (ILLEGAL, "de", "Zeile 3, Spalte 4: „a2-a4“ ist hier kein erlaubter Zug. Ein einzelner "
                    "Stein zieht nur ein Feld, nicht 2."),
    # A problem the window does not know: the core's sentence.
    ('[Board "99x3"]\n*', "de", "Zeile 1, Spalte 1: board size 99x3 is outside 4x4..26x26"),
])
def test_a_records_problem_is_said_in_the_windows_language(
        qapp, text: str, language: str, said: str) -> None:  # type: ignore[no-untyped-def]
    install_language(language)  # the fixture puts English back
    with pytest.raises(RecordError) as info:
        read_record(text)
    assert record_error_text(info.value) == said


def test_the_games_browser_says_why_a_file_is_unreadable_in_the_windows_language(
        qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv(storage.DATA_DIR_ENV, str(tmp_path / "data"))
    install_language("es")  # the fixture puts English back
    folder = storage.games_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "empty.epam").write_text("", encoding="utf-8")
    dialog = GamesBrowserDialog()
    qtbot.addWidget(dialog)
    model = dialog.model
    assert model.rowCount() == 1 and not model.is_readable(0)
    said = "Línea 1, columna 1: El archivo está vacío: no contiene ninguna partida."
    assert model.index(0, SavedGamesModel.ERROR_COLUMN).data() == said
    assert model.index(0, 0).data(Qt.ItemDataRole.ToolTipRole).endswith(said)
