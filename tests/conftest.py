"""Test-wide setup: Qt runs offscreen (set before any Qt import)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
