"""The program's filters on the whole application: each is given every event of every
widget through Python, so only where it is needed (macOS's FileOpen events)."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import QObject
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from epaminondas_gui import app as app_module
from epaminondas_gui.gui.files.open_events import FileOpenFilter
from epaminondas_gui.gui.main_window import MainWindow


@pytest.mark.parametrize(("platform", "filters"), [("linux", 0), ("win32", 0), ("darwin", 1)])
def test_the_finder_s_file_open_filter_is_installed_on_macos_only(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, platform: str, filters: int
) -> None:
    installed: list[QObject] = []
    real = QApplication.installEventFilter

    def install(self: QApplication, watcher: QObject) -> None:
        installed.append(watcher)
        real(self, watcher)

    monkeypatch.setattr(QApplication, "installEventFilter", install)
    monkeypatch.setattr(QApplication, "exec", lambda *args: 0)
    monkeypatch.setattr(sys, "platform", platform)
    before = set(QApplication.topLevelWidgets())
    assert app_module.main(["epaminondas"]) == 0
    windows = [w for w in QApplication.topLevelWidgets()
               if isinstance(w, MainWindow) and w not in before]
    assert len(windows) == 1
    qtbot.addWidget(windows[0])
    windows[0].close()
    for watcher in installed:
        app = QApplication.instance()
        assert app is not None
        app.removeEventFilter(watcher)
    assert [type(w) for w in installed] == [FileOpenFilter] * filters
