"""A new game's setup is stored off the GUI thread: the window does not wait for the
disk, what is read meanwhile is the new setup, and the file gets it soon after."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from epaminondas_gui.core.games.players import Computer, Human
from epaminondas_gui.core.rules.position import SymmetryRule, Variant
from epaminondas_gui.gui import settings as settings_mod
from epaminondas_gui.gui.settings import GameSetup
from epaminondas_gui.gui.settings_writer import writer

SETUP = GameSetup(10, 10, None, SymmetryRule.MIDLINE, Computer(3, "Other"), Human(),
                  Variant.ABANONDAS)


def test_the_setup_is_written_by_the_writers_thread_and_read_back_at_once(
        monkeypatch: pytest.MonkeyPatch) -> None:
    synced_by: list[str] = []
    sync = QSettings.sync

    def recording_sync(self: QSettings) -> None:
        synced_by.append(threading.current_thread().name)
        sync(self)

    monkeypatch.setattr(QSettings, "sync", recording_sync)
    settings_mod.save_game_setup(SETUP)
    # Read at once, before the file is written: the new setup.
    assert settings_mod.load_game_setup() == SETUP
    assert writer.flush(5.0)
    assert synced_by == ["settings-writer"]
    # On the disk, as a new process reads it.
    path = settings_mod.open_settings().fileName()
    lines = set(Path(path).read_text(encoding="utf-8").splitlines())
    assert {"width=10", "height=10", "variant=abanondas", "white_ai=true", "white_level=3",
            "white_engine=Other", "black_ai=false"} <= lines


def test_setups_stored_one_after_another_end_with_the_last() -> None:
    for level in range(1, 9):
        settings_mod.save_game_setup(GameSetup(8, 8, white=Computer(level)))
    assert writer.flush(5.0)
    path = settings_mod.open_settings().fileName()
    assert "white_level=8" in Path(path).read_text(encoding="utf-8").splitlines()
