"""Test-wide setup: Qt runs offscreen (set before any Qt import)."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def collect_garbage_on_the_main_thread() -> Iterator[None]:
    """Once a window's engine runner has switched automatic garbage collection to the GUI
    thread's timer (gui/gc_guard.py), tests that run no event loop collect here, between
    tests, as the timer would."""
    yield
    guard = sys.modules.get("epaminondas_gui.gui.gc_guard")
    if guard is not None and guard.installed():
        guard.collect_if_due()
