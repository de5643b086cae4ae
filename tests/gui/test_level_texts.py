"""The levels' tooltips name the time each level thinks in the window."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from epaminondas_gui.gui.i18n import install_language
from epaminondas_gui.gui.texts import level_description

# Levels 5-7 are sent 2, 3 and 6 s with FullTime and think all of it (core/ai/levels.py).
SECONDS = {1: "1", 2: "1", 3: "1", 4: "1", 5: "2", 6: "3", 7: "6", 8: "8"}


@pytest.mark.parametrize(("level", "seconds"), SECONDS.items())
def test_the_tooltip_says_the_time_the_level_thinks(qtbot: QtBot, level: int,
                                                    seconds: str) -> None:
    install_language("en")
    assert level_description(level).endswith(f" Thinks up to {seconds} s a move.")
