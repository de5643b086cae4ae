"""Help → Keyboard shortcuts: every action's keys, read from the actions themselves (so the
list is always right and in the chosen language), and the keys of the board and the list."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from .titles import fit_title

translate = QCoreApplication.translate


def fixed_keys() -> list[tuple[str, str]]:
    """Keys that belong to the board and the move list rather than to an action."""
    return [
        (
            translate("ShortcutsDialog", "Board: move the keyboard cursor"),
            translate("ShortcutsDialog", "Arrow keys"),
        ),
        (
            translate("ShortcutsDialog", "Board: pick up / drop the piece under the cursor"),
            translate("ShortcutsDialog", "Enter, Space"),
        ),
        (
            translate("ShortcutsDialog", "Board: put the piece back"),
            translate("ShortcutsDialog", "Esc, right click"),
        ),
        (
            translate("ShortcutsDialog", "Move list: back / forward along the line"),
            translate("ShortcutsDialog", "Left / Right"),
        ),
        (
            translate("ShortcutsDialog", "Move list: previous / next variation"),
            translate("ShortcutsDialog", "Up / Down"),
        ),
        (
            translate("ShortcutsDialog", "Move list: start / end of the line"),
            translate("ShortcutsDialog", "Home / End"),
        ),
    ]


def action_rows(actions: Iterable[QAction]) -> list[tuple[str, str]]:
    """(what it does, its keys) for every action that has a shortcut, in menu order."""
    rows: list[tuple[str, str]] = []
    seen: set[str] = set()
    for action in actions:
        keys = [
            k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts()
        ]
        keys = [k for k in keys if k]
        name = action.text().replace("&", "").rstrip("…").strip()
        if not keys or not name or name in seen:
            continue
        seen.add(name)
        rows.append((name, ", ".join(keys)))
    return rows


class ShortcutsDialog(QDialog):
    def __init__(self, actions: Iterable[QAction], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ShortcutsDialog")
        self.setWindowTitle(translate("ShortcutsDialog", "Keyboard shortcuts"))
        fit_title(self)
        rows = action_rows(actions) + fixed_keys()
        self.table = QTableWidget(len(rows), 2, self)
        self.table.setHorizontalHeaderLabels(
            [translate("ShortcutsDialog", "Action"), translate("ShortcutsDialog", "Keys")]
        )
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        for row, (name, keys) in enumerate(rows):
            self.table.setItem(row, 0, QTableWidgetItem(name))
            self.table.setItem(row, 1, QTableWidgetItem(keys))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.resize(520, 560)

    def rows(self) -> list[tuple[str, str]]:
        def cell(row: int, column: int) -> str:
            item = self.table.item(row, column)
            return item.text() if item is not None else ""

        return [(cell(r, 0), cell(r, 1)) for r in range(self.table.rowCount())]
