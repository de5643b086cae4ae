"""The window's Analysis menu: continuous analysis, threat marks and game review.

:class:`AnalysisActions` wires the analysis widgets to the game session and the board:
the evaluation bar (the window puts it left of the board), an "Analysis" dock (lines and
review as tabs; the window puts it under the game panel), arrows and threat marks on the
board. It exposes its menu, actions, widgets and signals and never reaches into the
window. Analysis always follows the *shown* position, so browsing the move list analyses
the browsed position.

The game's own AI, the analysis and the review are all searches of engine processes (see
engine_runner.py) competing for the machine's cores; analysis pauses while the AI thinks (or a
review runs) so that it never slows the opponent's moves, and resumes afterwards.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QColor, QIcon, QKeySequence, QPainter, QPalette, QPen, QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QLabel,
    QMenu,
    QSizePolicy,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...core.ai.motifs import hint_motifs
from ...core.ai.types import Score
from ...core.engine.client import EngineSpec
from ...core.games.outcome import outcome_of
from ...core.games.record import Node
from ...core.rules.notation import move_to_text
from ...core.rules.position import Move, Position
from ...core.study.analysis import GameReview, Hint, MoveReview
from .. import settings as settings_mod
from ..board.scene import BoardScene
from ..engine_runner import SearchFunction
from ..game.walk import walk_to
from ..motif_words import motif_lines, motifs_text
from ..scrolling import vertical_scroller
from ..session import GameSession
from ..visibility import set_shown
from ..window_services import WindowServices
from .controller import AnalysisController
from .eval_bar import EvalBar
from .mistakes_dialog import MistakesDialog, mistakes_course
from .panel import AnalysisPanel, analysis_arrows, threat_squares
from .review_controller import ReviewController
from .review_panel import ReviewPanel
from .tree_notes import TreeNotes

#: QSettings key remembering the "Show threats" option.
THREATS_KEY = "analysis/show_threats"


def analyse_icon(color: QColor, disabled: QColor) -> QIcon:
    """A magnifying glass over a rising line: "analyse", in the toolbar icons' style."""
    icon = QIcon()
    for ink, mode in ((color, QIcon.Mode.Normal), (disabled, QIcon.Mode.Disabled)):
        pixmap = QPixmap(48, 48)
        pixmap.setDevicePixelRatio(2.0)
        pixmap.fill(Qt.GlobalColor.transparent)
        p = QPainter(pixmap)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        pen = QPen(ink, 1.8)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        p.setPen(pen)
        p.drawPolyline([QPointF(3, 17), QPointF(7, 12), QPointF(10, 14), QPointF(14, 7)])
        pen.setWidthF(2.0)
        p.setPen(pen)
        p.drawEllipse(QPointF(14.5, 10.5), 5.5, 5.5)
        pen.setWidthF(3.0)
        p.setPen(pen)
        p.drawLine(QPointF(18.6, 14.6), QPointF(21.5, 17.5))
        p.end()
        icon.addPixmap(pixmap, mode)
    return icon


class AnalysisActions(QObject):
    """Analysis menu, evaluation bar, analysis dock and their wiring (see module docs)."""

    review_marks = Signal(object, object)
    """The review's verdicts for the move list: ({Node: "?!"/"?"/"??"}, {Node: score text}),
    both empty when there is no review (a new game)."""
    dock_shown = Signal(int)
    """The dock was closed and is shown now: give it at most this many pixels of height."""

    def __init__(self, host: WindowServices, session: GameSession, scene: BoardScene,
                 search: SearchFunction | None = None) -> None:
        super().__init__(host.widget())
        self.host = host
        self.session = session
        self.scene = scene
        self.controller = AnalysisController(search, self)
        self.review_search: SearchFunction | None = search
        """The review's stand-in for the engine (None: the engine); set by tests."""
        self.review: ReviewController | None = None
        """Created by the first review."""
        self._tree_serial = self.session.tree.serial
        self._finished_at: Position | None = None
        """Where the analysis stopped by itself: it does not start again there."""
        self._review_nodes: list[Node] = []
        """The line under review (its moves get the review's marks in the move list)."""
        self._reviewed_revision: int | None = None
        """The game's revision when the last review began (None: no review, or outdated)."""
        self._threats_for: Position | None = None
        self._closed = False
        # Session signals come in bursts (a move: move_played, state_changed, then the AI
        # starts); the analysis is brought up to date once, when the burst is over.
        self._sync_timer = QTimer(self)
        self._sync_timer.setSingleShot(True)
        self._sync_timer.setInterval(0)
        self._sync_timer.timeout.connect(self.sync)

        self._build_actions()
        self._build_widgets()
        self.set_theme()
        # Threat marks start off in every session (and every game): marks on the board
        # that nobody asked for today would be taken for part of the position.
        settings_mod.open_settings().remove(THREATS_KEY)

    # -- construction ------------------------------------------------------------------

    def _new_action(self, name: str, shortcut: str | None = None) -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        return action

    def _build_actions(self) -> None:
        self.act_analyse = self._new_action("analyse", "A")
        self.act_analyse.setCheckable(True)
        self.act_analyse.toggled.connect(self._on_analyse_toggled)
        self.act_threats = self._new_action("show_threats", "T")
        self.act_threats.setCheckable(True)
        self.act_threats.toggled.connect(self._on_threats_toggled)
        self.act_review = self._new_action("review_game", "Ctrl+R")
        self.act_review.triggered.connect(self.review_game)
        self.actions = [self.act_analyse, self.act_threats, self.act_review]
        """Every action (the window registers their shortcuts)."""
        self.menu = QMenu()
        self.menu.setObjectName("AnalysisMenu")
        self.menu.addAction(self.act_analyse)
        self.menu.addAction(self.act_threats)
        self.menu.addSeparator()
        self.menu.addAction(self.act_review)

    def _build_widgets(self) -> None:
        self.threat_legend = QLabel()
        self.threat_legend.setObjectName("ThreatLegend")
        self.threat_legend.setStyleSheet("color: #b03a2e;")
        self.threat_legend.setVisible(False)
        self.eval_bar = EvalBar()
        self.eval_bar.setFixedWidth(24)
        self.eval_bar.setVisible(False)

        self.panel = AnalysisPanel(self.controller)
        self.paused_label = QLabel()
        self.paused_label.setObjectName("AnalysisPaused")
        self.paused_label.setWordWrap(True)
        self.paused_label.setStyleSheet("color: palette(placeholder-text); font-style: italic;")
        self.paused_label.setVisible(False)
        lines_page = QWidget()
        lines_layout = QVBoxLayout(lines_page)
        lines_layout.setContentsMargins(8, 6, 8, 6)
        lines_layout.addWidget(self.panel)
        lines_layout.addWidget(self.paused_label)
        self.review_panel = ReviewPanel()
        # Scrolled: a tab widget is as tall as its tallest page, and the review's graph,
        # summary and error list would otherwise squeeze the move list above.
        self.review_page = vertical_scroller(self.review_panel, "ReviewPage")
        self.tabs = QTabWidget()
        self.tabs.setObjectName("AnalysisTabs")
        self.tabs.setDocumentMode(True)
        # Scrolled too, and never wider than the dock: long lines wrap, and opening the
        # analysis must not widen the dock (the board would move).
        lines_scroll = vertical_scroller(lines_page, "LinesPage")
        self.tabs.addTab(lines_scroll, "")
        self.tabs.addTab(self.review_page, "")
        self.lines_page = lines_scroll

        # The dock takes the width the game panel has: its pages' preferred width (the
        # review table's) would otherwise widen the whole right side when it opens.
        policy = self.tabs.sizePolicy()
        policy.setHorizontalPolicy(QSizePolicy.Policy.Ignored)
        self.tabs.setSizePolicy(policy)
        self.dock = QDockWidget()
        self.dock.setObjectName("AnalysisDock")
        self.dock.setWidget(self.tabs)
        self.dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetClosable
        )
        self.dock.setMinimumWidth(250)
        self.dock.hide()  # shown when first used
        self.act_dock = self.dock.toggleViewAction()
        self.act_dock.setObjectName("analysis_panel")

    def attach(self) -> None:
        """Follow the session and the panels (the window calls it after its own
        connections: the board shows a new position before the arrows go on it)."""
        s = self.session
        for signal in (s.position_changed, s.move_played, s.state_changed, s.thinking_changed):
            signal.connect(self._on_session_changed)
        ctl = self.controller
        ctl.best_moves_changed.connect(self._on_best_moves)
        ctl.evaluation_changed.connect(self._on_evaluation)
        ctl.failed.connect(self._on_failed)
        ctl.restarted.connect(self._on_restarted)
        ctl.running_changed.connect(self._on_controller_running)
        self.panel.toggled.connect(self._on_panel_toggled)
        self.panel.line_activated.connect(self._on_line_activated)
        self.review_panel.ply_clicked.connect(lambda ply: walk_to(self.session, ply))
        self.review_panel.better_move_requested.connect(self._on_better_move)
        self.review_panel.start_requested.connect(self.review_game)
        self.review_panel.learn_requested.connect(self.learn_from_mistakes)
        self.review_panel.set_can_start(s.line.ply > 0)
        # After the connections above: the kept lines show once the analysis has cleared.
        self.notes = TreeNotes(s, ctl, self.panel, self.eval_bar, self.review_panel,
                               self._on_best_moves, self.review_marks.emit, self)

    # -- texts -------------------------------------------------------------------------

    def retranslate(self) -> None:
        texts: list[tuple[QAction, str, str]] = [
            (
                self.act_analyse,
                self.tr("&Analyse"),
                self.tr("Let the computer analyse the shown position continuously"),
            ),
            (
                self.act_threats,
                self.tr("Show &threats"),
                self.tr(
                    "Mark your pieces the opponent could capture and the home-row squares"
                    " it could enter"
                ),
            ),
            (
                self.act_review,
                self.tr("&Review game…"),
                self.tr("Grade every move of this game and find the errors"),
            ),
        ]
        for action, text, tip in texts:
            action.setText(text)
            action.setIconText(text.replace("&", "").rstrip("…"))
            action.setToolTip(tip)
            action.setStatusTip(tip)
        self.act_dock.setText(self.tr("&Analysis panel"))
        self.menu.setTitle(self.tr("&Analysis"))
        self.dock.setWindowTitle(self.tr("Analysis"))
        self.tabs.setTabText(0, self.tr("Lines"))
        self.tabs.setTabText(1, self.tr("Review"))
        self._update_paused_text()

    def _update_paused_text(self) -> None:
        if self.review is not None and self.review.running:
            text = self.tr("Paused while the game is reviewed.")
        else:
            text = self.tr("Paused while the computer thinks.")
        self.paused_label.setText(text)

    # -- the window's state ------------------------------------------------------------

    def set_theme(self) -> None:
        """Follow the window's theme (the board's colours and the palette)."""
        board_theme = self.host.board_theme()
        self.eval_bar.set_theme(board_theme)
        self.review_panel.graph.set_theme(board_theme)
        # Widgets under a style sheet keep the palette they were polished with: setting
        # the sheet again re-polishes them with the new one (as the game panel does).
        for widget in (self.panel, self.paused_label):
            widget.setStyleSheet(widget.styleSheet())
        app_palette = QApplication.palette()
        self.act_analyse.setIcon(
            analyse_icon(
                app_palette.color(QPalette.ColorRole.WindowText),
                app_palette.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.WindowText),
            )
        )
        if self.act_analyse.isChecked():
            self._on_best_moves(self.controller.best_moves)

    def set_flipped(self, flipped: bool) -> None:
        self.eval_bar.set_flipped(flipped)

    # -- session changes ---------------------------------------------------------------

    def _on_session_changed(self, *_args: object) -> None:
        s = self.session
        if s.tree.serial != self._tree_serial:
            self._tree_serial = s.tree.serial
            self._on_new_game()
        self._update_threats()
        self._mark_review_outdated()
        self.review_panel.set_can_start(s.line.ply > 0)
        if self.review is not None and self.review_panel.graph.point_count:
            self.review_panel.graph.set_current_ply(s.view_ply)
        if self.scene.arrows and self.controller.position != s.shown_position:
            self.scene.set_arrows([])  # lines of another position: never show them here
        self._sync_timer.start()

    def _mark_review_outdated(self) -> None:
        """A finished review describes the game as it was: once moves are added or
        changed, its summary ("3 errors found") must not pass for the game's."""
        review = self.review
        if (
            review is None
            or review.running
            or review.review is None
            or self._reviewed_revision is None
            or self.session.tree.revision == self._reviewed_revision
        ):
            return
        self._reviewed_revision = None
        self.review_panel.status.setText(
            self.tr("The game has changed since this review: review it again (Ctrl+R).")
        )

    def _on_review_finished(self, review: object) -> None:
        if isinstance(review, GameReview) and self._review_nodes:
            self.notes.review_finished(self._review_nodes, review)

    def _on_new_game(self) -> None:
        """A new or loaded game: a review of the old one is of no use any more, and threat
        marks are not carried over."""
        self.act_threats.setChecked(False)
        self._review_nodes = []
        self.review_marks.emit({}, {})
        if self.review is not None:
            self.review.cancel()
        self.review_panel.begin(0)
        self.review_panel.progress.setRange(0, 1)
        self.review_panel.status.setText(
            self.tr("Press Review to see where the game was won and lost.")
        )
        self._review_nodes = self.notes.show_kept()  # a reopened game's review
        if self._review_nodes:
            self._show_dock(self.review_page, 460)

    @property
    def paused(self) -> bool:
        """Analysis is on but waits: the game's AI thinks or a review runs."""
        review_busy = self.review is not None and self.review.running
        return self.act_analyse.isChecked() and (self.session.ai.busy or review_busy)

    def sync(self) -> None:
        """Start, restart, pause or stop the analysis to match the mode and the shown
        position (called after every change of the session)."""
        self._sync_timer.stop()
        if self._closed:
            return  # shut down: nothing may start a thread again
        s = self.session
        ctl = self.controller
        position = s.shown_position
        want = self.act_analyse.isChecked()
        paused = self.paused
        if ctl.position != position and not (want and not paused):
            self._clear_output()
        # Always set: a paused analysis resumes on the right position, and the panel's own
        # button finds one to analyse.
        line = s.tree.line_to()
        ctl.set_position(position, s.rules, line.start, line.moves)
        if want and not paused:
            # Not again where it stopped by itself (its time limit, or the game's end).
            if not ctl.running and position != self._finished_at:
                ctl.start()
        elif ctl.running:
            ctl.stop()
        self._update_paused_text()
        set_shown(self.paused_label, paused)
        set_shown(self.eval_bar, want)

    def _clear_output(self) -> None:
        self.scene.set_arrows([])
        self.eval_bar.clear()
        self.panel.show_lines([])
        self.panel.show_info(None)

    # -- analysis ----------------------------------------------------------------------

    @property
    def analysing(self) -> bool:
        """Analysis mode is on (the search may be paused)."""
        return self.act_analyse.isChecked()

    def _on_controller_running(self, running: bool) -> None:
        if not running and self.act_analyse.isChecked() and not self.paused:
            self._finished_at = self.controller.position

    def _on_analyse_toggled(self, on: bool) -> None:
        self._finished_at = None  # turned on (again) by the user: analyse here anew
        if on:
            self._show_dock(self.lines_page)
        else:
            self.controller.stop()
            self.scene.set_arrows([])
            self.eval_bar.clear()
        self.sync()

    def _show_dock(self, page: QWidget, most: int = 240) -> None:
        """Show the dock at ``page``; if it was closed, at most ``most`` pixels tall."""
        if not self.dock.isVisible():
            self.dock.show()
            self.dock_shown.emit(most)
        self.dock.raise_()
        self.tabs.setCurrentWidget(page)

    def _on_panel_toggled(self, on: bool) -> None:
        self.act_analyse.setChecked(on)
        self.sync()  # the panel's button starts the search even when it should wait

    def _on_best_moves(self, moves: list[Move]) -> None:
        if not self.analysing or self.controller.position != self.session.shown_position:
            return
        self.scene.set_arrows(analysis_arrows(moves, self.host.board_theme()))

    def _on_evaluation(self, score: Score | None) -> None:
        if self.controller.position == self.session.shown_position:
            self.eval_bar.set_white_score(score)

    def _on_failed(self, message: str) -> None:
        self.act_analyse.setChecked(False)
        self.host.show_status(
            self.tr("The analysis failed: %1. Choose another engine in Preferences → "
                    "Engines.").replace("%1", message.rstrip("."))
        )

    def _on_restarted(self, message: str) -> None:
        self.host.show_notice(
            self.tr("The analysis engine failed (%1); a new one was started and analyses "
                    "on.").replace("%1", message.rstrip(".")))

    def _on_line_activated(self, hint: Hint) -> None:
        if self.controller.position != self.session.shown_position:
            return
        line = self.session.tree.line_to()  # what its move does: said and drawn
        motifs = hint_motifs(line.start, line.moves, hint.move, hint.score, line.rules)
        self.scene.set_hint(hint.move, motif_lines(motifs))
        what = motifs_text(motifs, self.scene.geometry)
        text = self.tr("Line %1: %2 — %3") if what else self.tr("Line %1: %2")
        self.host.show_status(text.replace("%1", str(hint.rank)).replace("%2", hint.pv_text)
                              .replace("%3", what), 12000)

    # -- threats -----------------------------------------------------------------------

    def _on_threats_toggled(self, on: bool) -> None:
        self._threats_for = None
        self._update_threats()

    def _update_threats(self) -> None:
        s = self.session
        if not self.act_threats.isChecked():
            self.scene.set_threat_marks([], [])
            set_shown(self.threat_legend, False)
            return
        position = s.shown_position
        if position == self._threats_for and position == self.scene.position:
            return  # state_changed comes often; the marks only depend on the position
        self._threats_for = position
        capturable: list[int] = []
        entries: list[int] = []
        if outcome_of(position, s.rules) is not None:
            self.scene.set_threat_marks([], [])
        else:
            capturable, entries = threat_squares(position, s.rules)
            self.scene.set_threat_marks(capturable, entries)
        # The legend says what the marks mean, in the status bar while they are shown.
        if s.rules.variant.traits.zones:
            legend = self.tr(
                "Threats · red ring: a piece of the side to move that can be captured (%1)"
                " · dashed cell: a cell of the opponent's win zone he can enter (%2)"
            )
        else:
            legend = self.tr(
                "Threats · red ring: a piece of the side to move that can be captured (%1)"
                " · dashed square: a home-row square the opponent can enter (%2)"
            )
        self.threat_legend.setText(
            legend
            .replace("%1", str(len(capturable)))
            .replace("%2", str(len(entries)))
        )
        set_shown(self.threat_legend, True)

    # -- review ------------------------------------------------------------------------

    def _ensure_review(self) -> ReviewController:
        if self.review is None:
            self.review = ReviewController(self.review_search, self, engine=self.engine)
            self.review_panel.set_controller(self.review)
            self.review.finished.connect(self._on_review_finished)
            # Analysis waits for the review and resumes after it.
            self.review.running_changed.connect(lambda _running: self.sync())
        return self.review

    @property
    def engine(self) -> EngineSpec:
        """The analysis engine (Preferences -> Engines)."""
        return self.controller.engine

    def set_engine(self, engine: EngineSpec) -> None:
        """Analyse and review with ``engine`` from now on."""
        self.controller.set_engine(engine)
        if self.review is not None:
            self.review.set_engine(engine)

    def set_limits(self, movetime_ms: int | None, threads: int) -> None:
        """How long the analysis searches a position (None: until stopped) and with how
        many search processes (Preferences → Analysis)."""
        self.controller.movetime_ms = movetime_ms
        self.controller.threads = threads

    def review_game(self) -> None:
        """Review the whole game on a worker thread, with progress in the Review tab."""
        game = self.session.line
        if game.ply == 0:
            self.host.show_status(self.tr("There are no moves to review yet."), 5000)
            return
        self._ensure_review()
        self._show_dock(self.review_page, 460)
        self._review_nodes = self.session.tree.line()
        self._reviewed_revision = self.session.tree.revision
        flagged, until_flag = game.flagged(), game.time_to_flag()
        flag = (flagged, until_flag) if flagged is not None and until_flag is not None else None
        self.review_panel.start_review(game.positions, game.moves, game.rules,
                                       times_used=game.times_used(), flag=flag)
        self.review_panel.graph.set_current_ply(self.session.view_ply)

    def learn_from_mistakes(self) -> MistakesDialog | None:
        """The reviewed game's errors as exercises, in a dialog of their own."""
        course = mistakes_course(self.session)
        if course is None or not course.items:
            self.host.show_status(self.tr("No mistakes to learn from: review the game first."),
                                  6000)
            return None
        dialog = MistakesDialog(course, self.host.board_theme(), self.host.animation_ms(),
                                engine=self.engine, search=self.review_search,
                                parent=self.host.widget())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def _on_better_move(self, review: MoveReview) -> None:
        move = review.better_move
        if move is None:
            return
        # The panel has asked to browse to the position before the error already.
        self.scene.set_hint(move, self.notes.better_move_lines(review))
        better = review.best_notation or move_to_text(self.scene.geometry, move)
        self.host.show_status(
            self.tr("Better than %1 was %2").replace("%1", review.notation).replace("%2", better),
            10000,
        )

    # -- shutdown ----------------------------------------------------------------------

    def begin_shutdown(self) -> None:
        """Stop analysis and review and tell their engines to end, without waiting."""
        self._closed = True
        self._sync_timer.stop()
        self.controller.begin_shutdown()
        if self.review is not None:
            self.review.begin_shutdown()

    def shutdown(self) -> None:
        """Stop analysis and review and join their threads (from the window's closeEvent)."""
        self._closed = True
        self._sync_timer.stop()
        self.controller.shutdown()
        if self.review is not None:
            self.review.shutdown()
