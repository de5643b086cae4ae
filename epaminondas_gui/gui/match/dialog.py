"""Game → Engine match…: built-in levels and engine programs play each other while the
player watches: the standings, the games, and any game on a small board (a running one
move by move as it is played).

The match is a :class:`~...core.match.live.LiveMatch`: its games run on its worker
threads, and its events come here as a queued signal (:class:`_Relay`), so widgets are
only touched on the GUI thread. Stopping, closing the dialog or the window ends the games
and their engine processes, waiting a bounded time (:data:`STOP_WAIT_S`).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QCloseEvent, QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QGraphicsView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QSlider,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...core.match.live import GameFinished, GameStarted, LiveMatch, MatchEnded, MovePlayed
from ...core.match.match import Standings, outcome_text
from ...core.match.stats import Tally, elo
from ...core.rules.position import Move, Position, Rules
from .. import gc_guard
from ..board.display import BoardDisplay
from ..dialogs import boxes
from ..dialogs.titles import fit_title
from ..theme import Theme
from .setup_form import MatchInputError, MatchPlan, MatchSetupForm

#: stats.elo's value for a score of 0 or 1 (it keeps it finite).
ELO_LIMIT = elo(0.999) - 0.5
#: How long stopping waits for the games' threads (each closes its engines first).
STOP_WAIT_S = 5.0


class _Relay(QObject):
    """Carries the match's events from its threads to the GUI thread."""

    arrived = Signal(object)

    def send(self, event: object) -> None:
        # The dialog may be gone while a game still reports.
        with contextlib.suppress(RuntimeError):
            self.arrived.emit(event)


class _FitView(QGraphicsView):
    """A board that always shows whole, whatever the room."""

    def __init__(self, scene: BoardDisplay) -> None:
        super().__init__(scene)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMinimumSize(180, 160)

    def fit(self) -> None:
        scene = self.scene()
        if scene is not None:
            self.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()


@dataclass
class _Game:
    number: int
    white: str
    black: str
    rules: Rules
    positions: list[Position] = field(default_factory=list)
    moves: list[Move] = field(default_factory=list)
    """``moves[i]`` leads from ``positions[i]`` to ``positions[i + 1]``."""
    result: str = "*"
    note: str = ""
    path: Path | None = None
    finished: bool = False


class MatchDialog(QDialog):
    finished_match = Signal()
    """The match's threads have all ended (tests wait for it)."""
    open_record = Signal(Path)
    """"Open in the window": a finished game's saved record."""

    def __init__(self, theme: Theme, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("MatchDialog")
        self.setWindowTitle(self.tr("Engine match"))
        fit_title(self)
        self.match: LiveMatch | None = None
        self.plan: MatchPlan | None = None
        self.report_error: Callable[[str], object] = self._warn
        """Tells the player what is wrong with the settings (tests replace it)."""
        self.games: dict[int, _Game] = {}
        self.standings: Standings | None = None
        self._relay = _Relay(self)
        self._relay.arrived.connect(self._on_event, Qt.ConnectionType.QueuedConnection)

        self.form = MatchSetupForm()
        self.table = QTableWidget(0, 7)
        self.table.setObjectName("MatchStandings")
        self.table.setHorizontalHeaderLabels([
            self.tr("Player"), self.tr("Games"), self.tr("Score"), self.tr("Won"),
            self.tr("Drawn"), self.tr("Lost"), self.tr("Elo (95%)")])
        # The header short (the table fits the setup's column at 800×600), the words on hover.
        elo_header = self.table.horizontalHeaderItem(6)
        assert elo_header is not None
        elo_header.setToolTip(self.tr(
            "The Elo difference to the first player, with its 95% confidence interval"))
        self.games_table = QTableWidget(0, 5)
        self.games_table.setObjectName("MatchGamesList")
        self.games_table.setHorizontalHeaderLabels([
            "#", self.tr("White"), self.tr("Black"), self.tr("Result"), self.tr("Moves")])
        for table in (self.table, self.games_table):
            table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
            table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
            table.verticalHeader().setVisible(False)
            table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 6)
            table.horizontalHeader().setSectionResizeMode(
                QHeaderView.ResizeMode.ResizeToContents)
        self.games_table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.games_table.itemSelectionChanged.connect(self._show_selected)
        self.status = QLabel()
        self.status.setObjectName("MatchStatus")
        self.status.setWordWrap(True)

        self.board = BoardDisplay()
        self.board.set_theme(theme)
        self.board_view = _FitView(self.board)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("MatchPly")
        self.slider.valueChanged.connect(self._show_ply)
        self.ply_label = QLabel()
        self.open_button = QPushButton(self.tr("Open in the window"))
        self.open_button.setToolTip(self.tr("Open this game's saved record on the main board"))
        self.open_button.setEnabled(False)
        self.open_button.clicked.connect(self._open_selected)

        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.addWidget(self.form)
        left_layout.addWidget(QLabel(self.tr("Standings:")))
        left_layout.addWidget(self.table)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(left)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.addWidget(QLabel(self.tr("Games (select one to watch it):")))
        right_layout.addWidget(self.games_table, 1)
        right_layout.addWidget(self.board_view, 2)
        ply_row = QHBoxLayout()
        ply_row.addWidget(self.slider, 1)
        ply_row.addWidget(self.ply_label)
        right_layout.addLayout(ply_row)
        right_layout.addWidget(self.open_button)
        splitter = QSplitter()
        splitter.addWidget(scroll)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)

        splitter.setSizes([3000, 2000])
        buttons = QDialogButtonBox()
        self.start_button = buttons.addButton(self.tr("&Start"),
                                              QDialogButtonBox.ButtonRole.ActionRole)
        self.start_button.setObjectName("MatchStart")
        self.stop_button = buttons.addButton(self.tr("St&op"),
                                             QDialogButtonBox.ButtonRole.ActionRole)
        self.stop_button.setObjectName("MatchStop")
        self.stop_button.setEnabled(False)
        close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.start_button.clicked.connect(self.start)
        self.stop_button.clicked.connect(self.stop)
        close.clicked.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.status)
        layout.addWidget(buttons)
        available = self.screen().availableGeometry()
        self.resize(min(980, available.width() - 40), min(660, available.height() - 60))
        self.form.board_combo.currentIndexChanged.connect(self._show_board_chosen)
        self._show_board_chosen()
        self._update_status()

    # -- starting and stopping ------------------------------------------------------------

    def start(self) -> bool:
        """Start the match the form describes; a box says what is wrong with it."""
        if self.match is not None:
            return False
        try:
            plan = self.form.read()
        except MatchInputError as exc:
            self.report_error(str(exc))
            return False
        try:
            match = LiveMatch(plan.entrants, plan.settings, self._relay.send, plan.records)
        except OSError as exc:  # the records' folder cannot be made
            self.report_error(self.tr("The games cannot be saved in %1: %2").replace(
                "%1", str(plan.records)).replace("%2", exc.strerror or str(exc)))
            return False
        gc_guard.install()  # the match's threads allocate too
        self.plan = plan
        self.games.clear()
        self.games_table.setRowCount(0)
        self.standings = Standings([e.name for e in plan.entrants])
        self.match = match
        self._fill_table()
        self.form.setEnabled(False)
        self.start_button.setEnabled(False)
        self.stop_button.setEnabled(True)
        self.match.start()
        self._update_status()
        return True

    def _warn(self, text: str) -> None:
        boxes.warning(self, self.tr("Engine match"), text)

    def stop(self) -> None:
        """End the match now: its games stop and their engines end (bounded wait)."""
        match = self.match
        if match is None:
            return
        match.stop()
        self.stop_button.setEnabled(False)
        match.join(STOP_WAIT_S)
        self._update_status()

    @property
    def running(self) -> bool:
        return self.match is not None

    def closeEvent(self, event: QCloseEvent) -> None:
        self.stop()
        super().closeEvent(event)

    def reject(self) -> None:  # Esc
        self.close()

    def _show_board_chosen(self) -> None:
        """Before a game is shown: the start of the board chosen."""
        if self._selected() is None:
            board, rules = self.form.board()
            self.board.set_position(board, rules)
            self.board_view.fit()

    # -- the match's events ---------------------------------------------------------------

    def _on_event(self, event: object) -> None:
        if isinstance(event, GameStarted):
            self._game_started(event)
        elif isinstance(event, MovePlayed):
            game = self.games.get(event.number)
            if game is not None:
                game.positions.append(event.after)
                game.moves.append(event.move)
                self._update_row(game)
                if self._selected() is game:
                    self._follow(game)
        elif isinstance(event, GameFinished):
            self._game_finished(event)
        elif isinstance(event, MatchEnded):
            self.match = None
            self.form.setEnabled(True)
            self.start_button.setEnabled(True)
            self.stop_button.setEnabled(False)
            self._update_status(stopped=event.stopped)
            if event.error is not None:
                self.status.setText(self.tr("The match ended on an error: %1").replace(
                    "%1", event.error))
            self.finished_match.emit()

    def _game_started(self, event: GameStarted) -> None:
        assert self.plan is not None
        names = self.plan.labels
        game = _Game(event.number, names[event.white], names[event.black],
                     event.rules, [event.start])
        self.games[event.number] = game
        row = self.games_table.rowCount()
        self.games_table.insertRow(row)
        for column in range(5):
            self.games_table.setItem(row, column, QTableWidgetItem())
        number = self.games_table.item(row, 0)
        assert number is not None
        number.setData(Qt.ItemDataRole.UserRole, game.number)
        self._update_row(game)
        if self.games_table.currentRow() < 0:
            self.games_table.selectRow(row)
        self._update_status()

    def _game_finished(self, event: GameFinished) -> None:
        played = event.game
        game = self.games.get(played.job.number)
        if game is not None:
            line = played.tree.main_line()
            game.positions, game.moves = list(line.positions), list(line.moves)
            game.result = outcome_text(played.end.outcome)
            game.note = played.end.failure or played.end.adjudication or ""
            game.path = event.path
            game.finished = True
            self._update_row(game)
            if self._selected() is game:
                self._follow(game)
        self.standings = event.standings
        self._fill_table()
        if event.save_error is not None:
            self.status.setText(self.tr("The game could not be saved: %1").replace(
                "%1", event.save_error))
        else:
            self._update_status()

    # -- showing --------------------------------------------------------------------------

    def _row_of(self, game: _Game) -> int:
        for row in range(self.games_table.rowCount()):
            item = self.games_table.item(row, 0)
            if item is not None and item.data(Qt.ItemDataRole.UserRole) == game.number:
                return row
        return -1

    def _update_row(self, game: _Game) -> None:
        row = self._row_of(game)
        result = game.result if game.finished else self.tr("playing")
        texts = [str(game.number), game.white, game.black, result, str(len(game.positions) - 1)]
        for column, text in enumerate(texts):
            item = self.games_table.item(row, column)
            if item is not None:
                item.setText(text)
                item.setToolTip(game.note)

    def _fill_table(self) -> None:
        standings = self.standings
        if standings is None:
            return
        assert self.plan is not None
        labels = self.plan.labels  # the rows: the entrants as the window names them
        self.table.setRowCount(len(labels))
        for index, name in enumerate(labels):
            tally = standings.tally(index)
            points = tally.wins + 0.5 * tally.draws
            texts = [name, str(tally.games), f"{points:g}", str(tally.wins),
                     str(tally.draws), str(tally.losses), self._elo_text(standings, index)]
            for column, text in enumerate(texts):
                item = QTableWidgetItem(text)
                if column:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(index, column, item)

    def _elo_text(self, standings: Standings, index: int) -> str:
        """The entrant's Elo difference to the first, from their games against each other."""
        if index == 0:
            return self.tr("reference")
        scores = standings.pairs.get((0, index), [])
        tally = Tally.of([1 - s for s in scores])
        if not tally.games:
            return "–"
        value, low, high = tally.elo_interval()
        return f"{_elo(value)} [{_elo(low)}, {_elo(high)}]"

    def _update_status(self, stopped: bool = False) -> None:
        match_ = self.match
        played = self.standings.games if self.standings is not None else 0
        if match_ is not None:
            text = self.tr("%1 of %2 games played.").replace("%1", str(played)).replace(
                "%2", str(match_.total_games))
            if match_.stopping:
                text += " " + self.tr("Stopping…")
        elif stopped:
            text = self.tr("Stopped. Games played: %1.").replace("%1", str(played))
        elif self.standings is not None:
            text = self.tr("The match is over. Games played: %1.").replace("%1", str(played))
            if self.plan is not None and self.plan.records is not None:
                text += " " + self.tr("Saved in %1").replace("%1", str(self.plan.records))
        else:
            text = self.tr("Tick the players, then Start.")
        if self.standings is not None and self.standings.failures:
            text += " " + self.tr("A player failed in %1 games (see the games' tooltips).").replace(
                "%1", str(len(self.standings.failures)))
        self.status.setText(text)

    def _selected(self) -> _Game | None:
        row = self.games_table.currentRow()
        item = self.games_table.item(row, 0) if row >= 0 else None
        if item is None:
            return None
        return self.games.get(int(item.data(Qt.ItemDataRole.UserRole)))

    def _show_selected(self) -> None:
        game = self._selected()
        self.open_button.setEnabled(game is not None and game.path is not None)
        if game is not None:
            self.slider.blockSignals(True)
            self.slider.setRange(0, len(game.positions) - 1)
            self.slider.setValue(len(game.positions) - 1)
            self.slider.blockSignals(False)
            self._show_ply(self.slider.value())

    def _follow(self, game: _Game) -> None:
        """A new move of the game shown: the slider follows it when it was at the end."""
        at_end = self.slider.value() >= self.slider.maximum()
        self.slider.blockSignals(True)
        self.slider.setRange(0, len(game.positions) - 1)
        if at_end:
            self.slider.setValue(self.slider.maximum())
        self.slider.blockSignals(False)
        self.open_button.setEnabled(game.path is not None)
        self._show_ply(self.slider.value())

    def _show_ply(self, ply: int) -> None:
        game = self._selected()
        if game is None or not 0 <= ply < len(game.positions):
            return
        last = game.moves[ply - 1] if 0 < ply <= len(game.moves) else None
        self.board.set_position(game.positions[ply], game.rules, last)
        self.board_view.fit()
        self.ply_label.setText(self.tr("move %1 of %2").replace("%1", str(ply)).replace(
            "%2", str(len(game.positions) - 1)))

    def _open_selected(self) -> None:
        game = self._selected()
        if game is not None and game.path is not None:
            self.open_record.emit(game.path)


def _elo(value: float) -> str:
    """An Elo difference; a perfect score's is infinite (stats.elo stops at ±1200)."""
    if abs(value) >= ELO_LIMIT:
        return "+∞" if value > 0 else "−∞"
    return f"{value:+.0f}"
