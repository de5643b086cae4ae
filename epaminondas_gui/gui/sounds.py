"""Short sounds for moves, captures and the end of a game.

QSoundEffect lives in QtMultimedia, which PySide6-Essentials does not ship. With the full
PySide6 installed the .wav files in assets/sounds are played; otherwise a capture or the
end of the game rings the desktop bell (QApplication.beep) and quiet moves stay silent.
"""

from __future__ import annotations

import importlib
from typing import Any

from PySide6.QtCore import QObject, QUrl
from PySide6.QtWidgets import QApplication

from .assets import asset_path

SOUNDS = ("move", "capture", "end")


class SoundPlayer(QObject):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.enabled = True
        self._effects: dict[str, Any] = {}
        try:
            multimedia = importlib.import_module("PySide6.QtMultimedia")
        except ImportError:
            return
        for name in SOUNDS:
            path = asset_path("sounds", f"{name}.wav")
            if path.is_file():
                effect = multimedia.QSoundEffect(self)
                effect.setSource(QUrl.fromLocalFile(str(path)))
                effect.setVolume(0.6)
                self._effects[name] = effect

    @property
    def has_effects(self) -> bool:
        return bool(self._effects)

    def play(self, name: str) -> None:
        if not self.enabled:
            return
        effect = self._effects.get(name)
        if effect is not None:
            effect.play()
        elif name in ("capture", "end"):
            QApplication.beep()
