"""The resume question's date: relative and in the window's language."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest
from pytestqt.qtbot import QtBot

from epaminondas_gui.gui.i18n import install_language
from epaminondas_gui.gui.texts import when_text

NOW = datetime(2026, 11, 27, 16, 30).astimezone()
AGO = [timedelta(hours=2, minutes=28), timedelta(days=1, hours=7, minutes=15),
       timedelta(days=3), timedelta(days=400)]
EXPECTED = {
    "en": ["today at 14:02", "yesterday at 09:15", "on Tuesday at 16:30",
           "on Thursday, 23 October 2025"],
    "de": ["heute um 14:02", "gestern um 09:15", "am Dienstag um 16:30",
           "am Donnerstag, 23. Oktober 2025"],
    "es": ["hoy a las 14:02", "ayer a las 9:15", "el martes a las 16:30",
           "el jueves, 23 de octubre de 2025"],
}


@pytest.mark.parametrize("language", ["en", "de", "es"])
def test_a_time_is_said_relative_to_now_in_the_language(qtbot: QtBot, language: str) -> None:
    install_language(language)
    assert [when_text(NOW - ago, NOW) for ago in AGO] == EXPECTED[language]
