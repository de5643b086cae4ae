"""The work-around for PySide6 6.12 dropping references to None/True/False on CPython 3.11."""

from __future__ import annotations

import sys

import pytest

import epaminondas_gui.gui  # noqa: F401  (applies the work-around on import)


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="singletons are immortal from 3.12 on")
def test_singletons_cannot_be_freed_by_lost_references() -> None:
    from PySide6.QtGui import QColor

    color = QColor(1, 2, 3)
    for _ in range(2000):
        color.setAlpha(5)  # each call drops one reference to None under 6.12
    for singleton in (None, True, False):
        assert sys.getrefcount(singleton) > 1 << 39
