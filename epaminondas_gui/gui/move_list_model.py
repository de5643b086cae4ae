"""The move list as a table: move number, White's move, Black's move."""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QFont

from ..core.position import Color

ModelIndex = QModelIndex | QPersistentModelIndex


class MoveListModel(QAbstractTableModel):
    """Rows are move numbers; cell (row, 1 + colour) holds one ply in our notation.

    A game that starts with Black to move leaves White's first cell empty. The ply shown
    on the board is drawn in bold so browsing is visible in the list. A move that has
    alternatives in the game tree (variations) says how many, "a2-a3 (+1)", and lists
    them in its tooltip.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._moves: list[str] = []
        self._first = Color.WHITE
        self._current_ply = 0
        self._variations: dict[int, list[str]] = {}

    def set_moves(self, moves: list[str], first: Color, current_ply: int) -> None:
        if moves == self._moves and first is self._first:
            self.set_current_ply(current_ply)
            return
        self.beginResetModel()
        self._moves = list(moves)
        self._first = first
        self._current_ply = current_ply
        self.endResetModel()

    def set_variations(self, variations: dict[int, list[str]]) -> None:
        """The other moves played instead of each ply's move (ply -> their notation)."""
        if variations == self._variations:
            return
        changed = set(variations) | set(self._variations)
        self._variations = {ply: list(moves) for ply, moves in variations.items() if moves}
        for ply in changed:
            index = self.index_of_ply(ply)
            if index.isValid():
                self.dataChanged.emit(index, index)

    def variations(self, ply: int) -> list[str]:
        return list(self._variations.get(ply, []))

    def set_current_ply(self, ply: int) -> None:
        if ply == self._current_ply:
            return
        old = self.index_of_ply(self._current_ply)
        self._current_ply = ply
        new = self.index_of_ply(ply)
        for index in (old, new):
            if index.isValid():
                self.dataChanged.emit(index, index, [Qt.ItemDataRole.FontRole])

    @property
    def _offset(self) -> int:
        return 0 if self._first is Color.WHITE else 1

    def ply_of(self, index: ModelIndex) -> int | None:
        """Number of moves played after the cell's move (what clicking it shows)."""
        if not index.isValid() or index.column() == 0:
            return None
        slot = index.row() * 2 + index.column() - 1 - self._offset
        if not 0 <= slot < len(self._moves):
            return None
        return slot + 1

    def index_of_ply(self, ply: int) -> QModelIndex:
        if ply <= 0 or ply > len(self._moves):
            return QModelIndex()
        slot = ply - 1 + self._offset
        return self.index(slot // 2, 1 + slot % 2)

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid():
            return 0
        return (len(self._moves) + self._offset + 1) // 2

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 3

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            if index.column() == 0:
                return f"{index.row() + 1}."
            ply = self.ply_of(index)
            if ply is None:
                return ""
            others = self._variations.get(ply)
            return f"{self._moves[ply - 1]} (+{len(others)})" if others else self._moves[ply - 1]
        if role == Qt.ItemDataRole.ToolTipRole:
            ply = self.ply_of(index)
            others = self._variations.get(ply) if ply is not None else None
            if others:
                return self.tr("Also played here: %1").replace("%1", ", ".join(others))
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if index.column() == 0:
                return Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            return Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        if role == Qt.ItemDataRole.FontRole and self.ply_of(index) == self._current_ply:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.AccessibleTextRole:
            ply = self.ply_of(index)
            return self._moves[ply - 1] if ply is not None else None
        return None

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        if self.ply_of(index) is None:
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        return (self.tr("No."), self.tr("White"), self.tr("Black"))[section]
