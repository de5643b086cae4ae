"""Locating the files shipped in ``epaminondas_gui/assets`` (translations, sounds, icons)."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtGui import QIcon


def assets_dir() -> Path:
    """The assets folder, from a source checkout, an installed wheel or a PyInstaller bundle.

    PyInstaller unpacks data files under ``sys._MEIPASS``; the spec file must collect
    ``epaminondas_gui/assets`` to ``epaminondas_gui/assets`` there. Everywhere else the
    folder sits beside this package, because pyproject ships it as package data.
    """
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        candidate = Path(bundle) / "epaminondas_gui" / "assets"
        if candidate.is_dir():
            return candidate
    return Path(__file__).resolve().parent.parent / "assets"


def asset_path(*parts: str) -> Path:
    """Path of one asset, e.g. ``asset_path("sounds", "move.wav")`` (may not exist)."""
    return assets_dir().joinpath(*parts)


def window_icon() -> QIcon:
    """The program's icon (empty where the asset is missing)."""
    path = asset_path("icons", "epaminondas.svg")
    return QIcon(str(path)) if path.is_file() else QIcon()
