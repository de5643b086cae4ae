"""What is wrong with a game record is said in the window's language for the problems a
player meets most (an empty, binary or foreign file, a move the rules refuse); any other
in the core's English, after the translated line and column."""

from __future__ import annotations

import pytest

from epaminondas_gui.core.games.record import RecordError
from epaminondas_gui.core.games.record_text import read_record
from epaminondas_gui.gui.files.dialogs import record_error_text
from epaminondas_gui.gui.i18n import install_language

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
