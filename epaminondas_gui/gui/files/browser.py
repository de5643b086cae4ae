"""The saved-games browser: every game in the games folder in a sortable table.

Files that cannot be read are listed too, with the reason, below the readable games
(whatever the sort), so a damaged file is visible instead of silently missing.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    QUrl,
)
from PySide6.QtGui import QColor, QDesktopServices, QFont, QGuiApplication, QPalette, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QStyle,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ...core.games.clock import TimeControl, TimeControlError
from ...core.games.record_text import read_game_file
from ...core.games.storage import (
    GameListing,
    SavedGame,
    UnreadableGame,
    games_dir,
    list_saved_games,
)
from ...core.games.tree import GameTree
from ...core.rules.position import Variant
from ..board.painter import render_diagram
from ..dialogs.titles import fit_title
from ..texts import record_error_text, time_control_name, translate, variant_name
from ..theme import LIGHT, Theme

ModelIndex = QModelIndex | QPersistentModelIndex

#: The width of the final position's picture beside the list.
PREVIEW_PX = 220


def _variant_text(value: str) -> str:
    try:
        return variant_name(Variant(value))
    except ValueError:
        return value


def _board_text(size_name: str) -> str:
    """``14 × 12``, or the hexagon's name (its size name, ``hex6``, means nothing to a
    player)."""
    if size_name.startswith("hex"):
        return translate("Texts", "hexagon")
    return size_name.replace("x", " × ")


def _clock_text(tag: str) -> str:
    try:
        control = TimeControl.parse(tag)
    except TimeControlError:
        return tag
    return time_control_name(control) if control.enabled else "–"


class SavedGamesModel(QAbstractTableModel):
    """Rows: the readable games (sortable by any column), then the unreadable files."""

    DATE, WHITE, BLACK, RESULT, MOVES, GAME, BOARD, CLOCK, FILE = range(9)
    COLUMNS = 9
    #: The column unreadable rows write their error into (spanned to FILE - 1).
    ERROR_COLUMN = WHITE

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.games: list[SavedGame] = []
        self.unreadable: list[UnreadableGame] = []
        self._sort_column = -1
        self._sort_order = Qt.SortOrder.DescendingOrder

    def set_listing(self, listing: GameListing) -> None:
        self.beginResetModel()
        self.games = list(listing.games)
        self.unreadable = sorted(listing.unreadable, key=lambda u: u.path.name.lower())
        self.endResetModel()
        if self._sort_column >= 0:
            self.sort(self._sort_column, self._sort_order)

    def entry(self, row: int) -> SavedGame | UnreadableGame | None:
        if 0 <= row < len(self.games):
            return self.games[row]
        bad = row - len(self.games)
        if 0 <= bad < len(self.unreadable):
            return self.unreadable[bad]
        return None

    def path(self, row: int) -> Path | None:
        entry = self.entry(row)
        return entry.path if entry is not None else None

    def is_readable(self, row: int) -> bool:
        return isinstance(self.entry(row), SavedGame)

    # -- QAbstractTableModel ---------------------------------------------------------------

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.games) + len(self.unreadable)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.COLUMNS

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (
            self.tr("Date"),
            self.tr("White"),
            self.tr("Black"),
            self.tr("Result"),
            self.tr("Moves"),
            self.tr("Game"),
            self.tr("Board"),
            self.tr("Clock"),
            self.tr("File"),
        )[section]

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        entry = self.entry(index.row())
        column = index.column()
        if isinstance(entry, SavedGame):
            return self._game_data(entry, column, role)
        if isinstance(entry, UnreadableGame):
            return self._unreadable_data(entry, column, role)
        return None

    def _game_data(self, game: SavedGame, column: int, role: int) -> object:
        if role == Qt.ItemDataRole.DisplayRole:
            return (
                game.date.replace("??", "–").replace("?", ""),
                game.white,
                game.black,
                game.result.replace("1/2", "½"),
                game.moves,
                _variant_text(game.variant),
                _board_text(game.board),
                _clock_text(game.time_control),
                game.path.name,
            )[column]
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (self.RESULT, self.MOVES):
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            tip = str(game.path)
            return f"{game.event}\n{tip}" if game.event else tip
        return None

    def _unreadable_data(self, bad: UnreadableGame, column: int, role: int) -> object:
        if role == Qt.ItemDataRole.DisplayRole:
            if column == self.DATE:
                return self.tr("Unreadable")
            if column == self.ERROR_COLUMN:
                return _reason(bad)
            if column == self.FILE:
                return bad.path.name
            return None
        if role == Qt.ItemDataRole.ForegroundRole:
            # Red that stays readable on the light and the dark palette's base colour.
            base = QGuiApplication.palette().color(QPalette.ColorRole.Base)
            return QColor("#ff8a80") if base.lightness() < 128 else QColor("#b3261e")
        if role == Qt.ItemDataRole.FontRole and column == self.DATE:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ToolTipRole:
            return (
                self.tr("%1 cannot be opened: %2")
                .replace("%1", str(bad.path))
                .replace("%2", _reason(bad))
            )
        return None

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort the readable games; unreadable files stay at the bottom in name order."""
        self._sort_column, self._sort_order = column, order

        def key(game: SavedGame) -> tuple[object, ...]:
            values: tuple[object, ...] = (
                game.date,
                game.white.lower(),
                game.black.lower(),
                game.result,
                game.moves,
                game.variant,
                game.board,
                game.time_control,
                game.path.name.lower(),
            )
            # Ties keep the newest file first.
            return (values[column], -game.modified)

        self.layoutAboutToBeChanged.emit()
        self.games.sort(key=key, reverse=order == Qt.SortOrder.DescendingOrder)
        self.layoutChanged.emit()


class GamesBrowserDialog(QDialog):
    """Lists the saved games; Open (or a double click) accepts with :attr:`selected_path`."""

    def __init__(
        self, directory: str | os.PathLike[str] | None = None, parent: QWidget | None = None,
        theme: Theme = LIGHT,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("GamesBrowser")
        self.setWindowTitle(self.tr("Saved games"))
        fit_title(self)
        self.directory = Path(directory) if directory is not None else games_dir()
        self.selected_path: Path | None = None
        self.model = SavedGamesModel(self)
        self.table = QTableView()
        self.table.setObjectName("SavedGamesTable")
        self.table.setModel(self.model)
        self.table.setSortingEnabled(True)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.setShowGrid(False)
        self.table.setWordWrap(False)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(24)
        header = self.table.horizontalHeader()
        header.setHighlightSections(False)
        header.setStretchLastSection(False)
        # The names whole; the file name takes what is left, shortened in the middle
        # (the whole path is the row's tooltip).
        for column in range(SavedGamesModel.COLUMNS):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(SavedGamesModel.FILE, QHeaderView.ResizeMode.Stretch)
        self.table.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self.table.doubleClicked.connect(self._on_double_click)

        self.folder_label = QLabel()
        self.folder_label.setObjectName("GamesFolder")
        self.folder_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.empty_label = QLabel()
        self.empty_label.setObjectName("GamesEmpty")
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_label.setWordWrap(True)

        self.buttons = QDialogButtonBox()
        self.open_button = self.buttons.addButton(
            self.tr("&Open"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.refresh_button = QPushButton(self.tr("&Refresh"))
        self.folder_button = QPushButton(self.tr("Show &folder"))
        self.folder_button.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_DirIcon))
        self.buttons.addButton(self.refresh_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.folder_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.open_button.clicked.connect(self.open_selected)
        self.refresh_button.clicked.connect(self.refresh)
        self.folder_button.clicked.connect(self._show_folder)
        self.buttons.rejected.connect(self.reject)

        # The final position of the game selected.
        self.theme = theme
        self.preview = QLabel()
        self.preview.setObjectName("GamePreview")
        self.preview.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)
        self.preview.setFixedWidth(PREVIEW_PX)
        middle = QHBoxLayout()
        middle.addWidget(self.table, 1)
        middle.addWidget(self.preview)
        layout = QVBoxLayout(self)
        layout.addWidget(self.folder_label)
        layout.addLayout(middle, 1)
        layout.addWidget(self.empty_label)
        layout.addWidget(self.buttons)
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)
        self.resize(980, 480)
        self.refresh()
        # Newest first, as listed; the header shows no sort until the user picks one.
        header.setSortIndicator(-1, Qt.SortOrder.AscendingOrder)

    def refresh(self) -> None:
        listing = list_saved_games(self.directory)
        self.table.clearSpans()
        self.model.set_listing(listing)
        # Spans are per view row; unreadable rows stay at the bottom whatever the sort.
        first_bad = len(self.model.games)
        span = SavedGamesModel.FILE - SavedGamesModel.ERROR_COLUMN
        for offset in range(len(self.model.unreadable)):
            self.table.setSpan(first_bad + offset, SavedGamesModel.ERROR_COLUMN, 1, span)
        self.folder_label.setText(
            self.tr("Games in %1").replace("%1", str(self.directory))
            if listing.games or listing.unreadable
            else ""
        )
        if not listing.games and not listing.unreadable:
            self.empty_label.setText(
                self.tr("No saved games yet. Games you save go to %1.").replace(
                    "%1", str(self.directory)
                )
            )
        self.empty_label.setVisible(not listing.games and not listing.unreadable)
        if self.model.games:
            self.table.selectRow(0)
        self._update_buttons()

    def _current_row(self) -> int | None:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].row() if rows else None

    def _update_buttons(self) -> None:
        row = self._current_row()
        readable = row is not None and self.model.is_readable(row)
        self.open_button.setEnabled(readable)
        self._show_preview(self.model.path(row) if readable and row is not None else None)

    def _show_preview(self, path: Path | None) -> None:
        """The final position of the game in ``path`` (nothing for None or a file whose
        moves cannot be read: the list says so)."""
        self.preview.clear()
        self.preview.setToolTip("")
        if path is None:
            return
        try:
            tree = GameTree(read_game_file(path))
        except (OSError, ValueError):
            return
        end = tree.main_line_end()
        geo = end.position.geometry
        per_square = max(6, min(20, PREVIEW_PX // (max(geo.width, geo.height) + 1)))
        image = render_diagram(end.position, self.theme, per_square,
                               zone=tree.rules.zone if tree.rules.variant.traits.zones else None)
        self.preview.setPixmap(QPixmap.fromImage(image).scaledToWidth(
            min(image.width(), PREVIEW_PX), Qt.TransformationMode.SmoothTransformation))
        self.preview.setToolTip(self.tr("The position at the end of the game"))

    def _on_double_click(self, index: QModelIndex) -> None:
        if self.model.is_readable(index.row()):
            self.selected_path = self.model.path(index.row())
            self.accept()

    def open_selected(self) -> None:
        row = self._current_row()
        if row is None or not self.model.is_readable(row):
            return
        self.selected_path = self.model.path(row)
        self.accept()

    def _show_folder(self) -> None:
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.directory)))


def browse_saved_games(parent: QWidget | None = None, theme: Theme = LIGHT) -> Path | None:
    """Show the browser; the chosen file, or None if cancelled."""
    dialog = GamesBrowserDialog(parent=parent, theme=theme)
    if dialog.exec() == QDialog.DialogCode.Accepted:
        return dialog.selected_path
    return None


def _reason(bad: UnreadableGame) -> str:
    """Why a file cannot be read: a record's problem in the window's language, where and
    what (or the system's reason for a file that could not be read at all)."""
    return record_error_text(bad.record_error) if bad.record_error is not None else bad.error
