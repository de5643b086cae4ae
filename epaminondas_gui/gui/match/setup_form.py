"""The Engine match dialog's settings: who plays (built-in levels and the engines of
Preferences → Engines), games, time, board, openings, concurrency and where the records go.

:meth:`MatchSetupForm.read` turns them into the core's entrants and
:class:`~...core.match.match.MatchSettings`, or raises :class:`MatchInputError` with a
sentence for the player.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QStackedWidget,
    QWidget,
)

from ...core.ai.levels import MAX_LEVEL
from ...core.ai.types import Limits
from ...core.games.clock import TimeControl, TimeControlError
from ...core.games.storage import games_dir
from ...core.match.entrants import Entrant
from ...core.match.match import MatchSettings
from ...core.rules.position import Position, Rules, Variant, Zone
from .. import settings as settings_mod
from ..texts import board_name, variant_name

#: The boards offered: (variant, width, height, zone); the hexagon has one size.
BOARDS: tuple[tuple[Variant, int, int, Zone], ...] = (
    (Variant.EPAMINONDAS, 14, 12, Zone.CORNER),
    (Variant.EPAMINONDAS, 8, 8, Zone.CORNER),
    (Variant.EPAMINONDAS, 6, 12, Zone.CORNER),
    (Variant.ABANONDAS, 14, 12, Zone.CORNER),
    (Variant.ABANONDAS, 8, 8, Zone.CORNER),
    (Variant.HEXIMINONDAS, 0, 0, Zone.CORNER),
    (Variant.HEXIMINONDAS, 0, 0, Zone.ROW),
)
MAX_CONCURRENCY = 2
"""Games at once: each is two engine processes, and the machines are small."""


class MatchInputError(ValueError):
    """Settings that cannot make a match; the message is for the player."""


@dataclass(frozen=True)
class MatchPlan:
    entrants: list[Entrant]
    settings: MatchSettings
    records: Path | None
    """The folder the games are saved into (None: not saved)."""
    labels: list[str]
    """The entrants as the window names them: a level in the window's language ("Nivel
    2"), where the records and the command line keep the entrant's name ("level 2")."""


class MatchSetupForm(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entrant_list = QListWidget()
        self.entrant_list.setObjectName("MatchEntrants")
        self.entrant_list.setMinimumHeight(80)
        self._entrants: list[Entrant] = []
        # The window's engines run below its priority, as the game's do (engine_runner.py).
        for level in range(1, MAX_LEVEL + 1):
            self._add_entrant(self.tr("Level %1").replace("%1", str(level)),
                              Entrant(f"level {level}", level=level, background=True))
        for engine in settings_mod.load_engines():
            spec = engine.spec()
            self._add_entrant(engine.name, Entrant(engine.name, command=spec.command,
                                                   proto="epam", options=spec.options,
                                                   background=True))
        self.games_spin = QSpinBox()
        self.games_spin.setObjectName("MatchGames")
        self.games_spin.setRange(1, 1000)
        self.games_spin.setValue(2)
        self.time_kind = QComboBox()
        self.time_kind.setObjectName("MatchTimeKind")
        self.time_kind.addItems([self.tr("Time per move"), self.tr("Clock")])
        self.movetime_spin = QSpinBox()
        self.movetime_spin.setObjectName("MatchMovetime")
        self.movetime_spin.setRange(10, 600_000)
        self.movetime_spin.setSingleStep(100)
        self.movetime_spin.setValue(500)
        self.movetime_spin.setSuffix(" ms")
        self.clock_edit = QLineEdit("10+0.1")
        self.clock_edit.setObjectName("MatchClock")
        self.clock_edit.setPlaceholderText(self.tr("seconds + increment, e.g. 10+0.1"))
        self.time_stack = QStackedWidget()
        self.time_stack.addWidget(self.movetime_spin)
        self.time_stack.addWidget(self.clock_edit)
        self.time_kind.currentIndexChanged.connect(self.time_stack.setCurrentIndex)
        time_row = QHBoxLayout()
        time_row.addWidget(self.time_kind)
        time_row.addWidget(self.time_stack, 1)
        self.board_combo = QComboBox()
        self.board_combo.setObjectName("MatchBoard")
        for variant, width, height, zone in BOARDS:
            self.board_combo.addItem(self._board_text(variant, width, height, zone))
        self.plies_spin = QSpinBox()
        self.plies_spin.setObjectName("MatchPlies")
        self.plies_spin.setRange(0, 20)
        self.plies_spin.setValue(4)
        self.concurrency_spin = QSpinBox()
        self.concurrency_spin.setObjectName("MatchConcurrency")
        self.concurrency_spin.setRange(1, MAX_CONCURRENCY)
        self.folder_edit = QLineEdit(str(games_dir()))
        self.folder_edit.setObjectName("MatchFolder")
        self.folder_edit.setPlaceholderText(self.tr("Not saved"))
        self.folder_edit.setToolTip(self.tr(
            "Each match saves its games into a new folder here; leave empty to save nothing"))
        browse = QPushButton(self.tr("Browse…"))
        browse.clicked.connect(self._browse)
        folder_row = QHBoxLayout()
        folder_row.addWidget(self.folder_edit, 1)
        folder_row.addWidget(browse)

        # The longer languages' labels and boards must not push the column wider than
        # an 800-pixel screen leaves it: combos shrink, long labels go above their field.
        self.board_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.board_combo.setMinimumContentsLength(10)
        # The list as tall as its players (up to ten), so the standings stay in view.
        rows = min(10, max(4, self.entrant_list.count()))
        self.entrant_list.setMaximumHeight(
            rows * self.entrant_list.sizeHintForRow(0) + 2 * self.entrant_list.frameWidth() + 4)
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        players = QLabel(self.tr("&Players (the first is the reference):"))
        players.setBuddy(self.entrant_list)
        form.addRow(players)
        form.addRow(self.entrant_list)
        form.addRow(self.tr("&Games per pair:"), self.games_spin)
        form.addRow(_label(self.tr("&Time:"), self.time_kind), time_row)
        form.addRow(self.tr("&Board:"), self.board_combo)
        form.addRow(self.tr("&Random opening moves:"), self.plies_spin)
        form.addRow(self.tr("Games at on&ce:"), self.concurrency_spin)
        form.addRow(_label(self.tr("Save games &in:"), self.folder_edit), folder_row)

    def _board_text(self, variant: Variant, width: int, height: int, zone: Zone) -> str:
        if not width:
            where = self.tr("far corner") if zone is Zone.CORNER else self.tr("first row")
            geo = Position.variant_start(variant).geometry
            return f"{variant_name(variant)}, {board_name(geo)} ({where})"
        return f"{variant_name(variant)} {width} × {height}"

    def _add_entrant(self, text: str, entrant: Entrant) -> None:
        item = QListWidgetItem(text)
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
        item.setCheckState(Qt.CheckState.Unchecked)
        item.setData(Qt.ItemDataRole.UserRole, len(self._entrants))
        self.entrant_list.addItem(item)
        self._entrants.append(entrant)

    def check(self, *rows: int) -> None:
        """Tick exactly these rows of the players' list (in this order they play)."""
        for row in range(self.entrant_list.count()):
            item = self.entrant_list.item(row)
            item.setCheckState(Qt.CheckState.Checked if row in rows
                               else Qt.CheckState.Unchecked)

    def _browse(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Save games in"),
                                                  self.folder_edit.text() or str(games_dir()))
        if folder:
            self.folder_edit.setText(folder)

    def board(self) -> tuple[Position, Rules]:
        """The start and rules of the board chosen."""
        variant, width, height, zone = BOARDS[self.board_combo.currentIndex()]
        board = Position.start(width, height) if width else Position.variant_start(variant)
        return board, Rules(variant=variant, zone=zone)

    def read(self) -> MatchPlan:
        """The match chosen; MatchInputError says what is missing or wrong."""
        chosen: list[Entrant] = []
        texts: list[str] = []
        for row in range(self.entrant_list.count()):
            item = self.entrant_list.item(row)
            if item.checkState() == Qt.CheckState.Checked:
                entrant = self._entrants[int(item.data(Qt.ItemDataRole.UserRole))]
                chosen.append(entrant)
                texts.append(item.text())
        if len(chosen) < 2:
            raise MatchInputError(self.tr(
                "Tick two players or more in the list: a match needs an opponent."))
        if self.time_kind.currentIndex() == 0:
            control = TimeControl.parse("-")
            limits = Limits(movetime_ms=self.movetime_spin.value())
        else:
            text = self.clock_edit.text().strip()
            try:
                control = TimeControl.parse(text)
            except TimeControlError:
                control = TimeControl.parse("-")
            if not control.enabled:
                raise MatchInputError(self.tr(
                    "“%1” is not a clock: write the seconds and the increment, e.g. 10+0.1 "
                    "or 60.").replace("%1", text))
            limits = MatchSettings().limits
        board, rules = self.board()
        settings = MatchSettings(
            games=self.games_spin.value(), time_control=control, limits=limits,
            rules=rules, board=board,
            plies=self.plies_spin.value(), concurrency=self.concurrency_spin.value(),
            seed=int(datetime.now().timestamp()) % 100_000)
        folder = self.folder_edit.text().strip()
        records = None
        if folder:
            base = Path(folder).expanduser()
            if base.exists() and not base.is_dir():
                raise MatchInputError(self.tr("“%1” is a file, not a folder.").replace(
                    "%1", folder))
            records = base / datetime.now().strftime("match %Y-%m-%d %H-%M-%S")
        unique = _unique_names(chosen)
        # An engine renamed to be told apart is named so in the window too.
        labels = [text if entrant is same else entrant.name
                  for text, entrant, same in zip(texts, unique, chosen, strict=True)]
        return MatchPlan(unique, settings, records, labels)


def _label(text: str, buddy: QWidget) -> QLabel:
    """A form's label for a row whose field is a layout (its mnemonic needs the buddy)."""
    label = QLabel(text)
    label.setBuddy(buddy)
    return label


def _unique_names(entrants: list[Entrant]) -> list[Entrant]:
    """Two engines of the same name told apart (the table and the records name them)."""
    seen: dict[str, int] = {}
    out = []
    for entrant in entrants:
        count = seen.get(entrant.name, 0) + 1
        seen[entrant.name] = count
        out.append(entrant if count == 1 else replace(entrant, name=f"{entrant.name} #{count}"))
    return out

