"""What a part of the window may ask of the window: the one host interface.

A part (the File menu, the analysis, the lessons, ...) exposes its actions, menus,
widgets and signals; the window places them. When a part needs something of the window
while it works, it is one of these: the parent of its dialogs, the look of the board,
and a line in the status bar or a notice beside the board.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtWidgets import QWidget

from .theme import Theme


class WindowServices(Protocol):
    def widget(self) -> QWidget:
        """The parent of dialogs and message boxes."""

    def board_theme(self) -> Theme: ...

    def animation_ms(self) -> int: ...

    def language(self) -> str:
        """The language in use: ``en``, ``de`` or ``es``."""

    def show_status(self, text: str, timeout_ms: int = 0) -> None: ...

    def show_notice(self, text: str, timeout_ms: int | None = 30_000) -> None:
        """Beside the board until read (None: until the player closes it)."""
