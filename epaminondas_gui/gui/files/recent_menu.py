"""The File > Recent games submenu, rebuilt from the stored list each time it opens."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMenu, QWidget

from ...core.games import storage

translate = QCoreApplication.translate

#: Longest file path shown in full in the menu; longer ones are cut in the middle.
MAX_LABEL_CHARS = 60


def _label(index: int, path: Path) -> str:
    # "&1" makes the digit a keyboard accelerator; a literal & in a name must be doubled.
    name = path.name.replace("&", "&&")
    return f"&{index} {name}" if index < 10 else name


def _elided(path: Path) -> str:
    text = str(path)
    if len(text) > MAX_LABEL_CHARS:
        keep = MAX_LABEL_CHARS // 2 - 1
        text = text[:keep] + "…" + text[-keep:]
    return text


def fill_recent_menu(
    menu: QMenu,
    open_file: Callable[[Path], None],
    *,
    store: str | os.PathLike[str] | None = None,
) -> int:
    """Replace ``menu``'s actions with the recent files (numbered, newest first) and a
    "Clear list" action; returns how many files it lists. The menu is disabled-looking
    but present when the list is empty."""
    menu.clear()
    paths = [p for p in storage.recent_files(store=store) if p.is_file()]
    for index, path in enumerate(paths, start=1):
        action = menu.addAction(_label(index, path))
        action.setToolTip(_elided(path))
        action.setStatusTip(str(path))
        action.setData(str(path))
        action.triggered.connect(lambda _checked=False, p=path: open_file(p))
    if not paths:
        empty = menu.addAction(translate("RecentMenu", "No recent games"))
        empty.setEnabled(False)
    menu.addSeparator()
    clear = menu.addAction(translate("RecentMenu", "&Clear list"))
    clear.setObjectName("clear_recent")
    clear.setEnabled(bool(paths))

    def clear_list() -> None:
        storage.clear_recent_files(store=store)
        fill_recent_menu(menu, open_file, store=store)

    clear.triggered.connect(clear_list)
    menu.setToolTipsVisible(True)
    return len(paths)


class RecentMenu(QMenu):
    """A "Recent games" menu that refreshes itself whenever it is about to be shown."""

    def __init__(
        self,
        open_file: Callable[[Path], None],
        parent: QWidget | None = None,
        *,
        store: str | os.PathLike[str] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("RecentMenu")
        self._open_file = open_file
        self._store = store
        self.setTitle(self.tr("Open &recent"))
        self.aboutToShow.connect(self.refresh)
        self.refresh()

    def refresh(self) -> int:
        return fill_recent_menu(self, self._open_file, store=self._store)

    def retranslate(self) -> None:
        self.setTitle(self.tr("Open &recent"))
        self.refresh()
