"""The game window: it builds itself from parts and places what they expose.

The parts: the board (:mod:`.board.part`, with the evaluation bar beside it), the game panel
(:mod:`.game.panel`), the Game menu's commands (:mod:`.game.actions`, :mod:`.game.study_actions`),
the File menu (:mod:`.files.actions`), the analysis (:mod:`.analysis.actions`) and the
lessons (:mod:`.learn.actions`). Each exposes its actions, menus, widgets and signals and
asks the window only what :class:`~.window_services.WindowServices` offers; the window puts
them into its menus, toolbar, docks and status bar, and routes the few requests that span
parts (a new game, the board's look, closing).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QKeyEvent,
    QKeySequence,
    QPalette,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QMainWindow,
    QMenu,
    QMessageBox,
    QToolBar,
    QWidget,
)

from ..core.ai.types import SearchInfo
from ..core.games.outcome import Outcome
from ..core.rules.notation import move_to_text
from ..core.rules.position import Move, Position, Rules
from . import gil_switch
from . import settings as settings_mod
from .analysis.actions import AnalysisActions
from .board.area import BoardArea
from .board.part import BoardPart
from .dialogs.new_game import NewGameDialog
from .dialogs.preferences import PreferencesDialog
from .dialogs.titles import fit_message_title
from .engine_runner import SearchFunction, search_budget
from .files import file_dialog_fit
from .files.actions import FileActions
from .game.actions import GameActions
from .game.panel import GamePanel, GameStatus
from .game.study_actions import StudyActions
from .game.walk import KEY_STEPS, walk
from .help_actions import HelpActions
from .i18n import install_language
from .icons import make_icon
from .learn.actions import LearnActions
from .match.actions import MatchActions
from .motif_words import current_motifs, hint_text, motif_lines
from .palettes import BOARD_BACKGROUND, install_indicator_style, palette_for
from .screen_fit import install_screen_fit, restore_window, save_window
from .session import GameSession
from .settings import GameSetup, Preferences
from .side_docks import SideDocks
from .sounds import SoundPlayer
from .texts import color_name, outcome_reason
from .theme import Theme, ThemeName, theme
from .view_actions import ViewActions


class MainWindow(QMainWindow):
    def __init__(
        self,
        search: SearchFunction | None = None,
        setup: GameSetup | None = None,
        prefs: Preferences | None = None,
        held: bool = False,
    ) -> None:
        """``held``: the game waits (no computer move, no clock) until
        ``session.gate.release()``: the start-up questions come first."""
        super().__init__()
        self.setObjectName("MainWindow")
        gil_switch.install()  # the GUI thread's wait for the GIL after its calls into Qt
        file_dialog_fit.install(self)
        self.prefs = prefs or settings_mod.load_preferences()
        self._language = "en"
        self.session = GameSession(search, self)
        self.board = BoardPart(self)
        self.sounds = SoundPlayer(self)
        self._look: tuple[object, ...] | None = None
        """The theme and board and piece styles applied last."""
        self._game_over_pending: Outcome | None = None
        self._last_info: SearchInfo | None = None
        self._thinking_off = QTimer(self)
        self._thinking_off.setSingleShot(True)
        self._thinking_off.timeout.connect(
            lambda: self._draw_thinking(self.session.computer_thinking))
        self.game_over_box: QMessageBox | None = None

        # The parts (their signals are connected below, the window's first: the board
        # shows the new position before arrows and marks go on it).
        self.game_actions = GameActions(self.session, self)
        self.study = StudyActions(self.session, self)
        self.game_panel = GamePanel(self.session)
        self.game_status = GameStatus(self.game_panel)
        self.analysis = AnalysisActions(self, self.session, self.board.scene, search)
        self.learn = LearnActions(self)
        self.help = HelpActions(self, lambda: self.session.rules, self._every_action)
        self.view_actions = ViewActions(self)
        self.files = FileActions(self, self.session, self.board.scene, self)
        self.match = MatchActions(self, self.files.open_path)
        self.board_area = BoardArea(self.analysis.eval_bar, self.board.view)
        self._build_view_actions()
        self._build_window()
        self._connect()

        self.apply_preferences(self.prefs, save=False)
        self._restore_window()
        install_screen_fit()
        self.retranslate()
        if held:
            self.session.gate.hold()
        self.session.new_game(setup or settings_mod.load_game_setup())
        self.board.focus()

    # -- what the parts may ask (WindowServices) ---------------------------------------

    def widget(self) -> QWidget:
        return self

    def board_theme(self) -> Theme:
        return theme(self.prefs.theme, self.prefs.board, self.prefs.pieces)

    def animation_ms(self) -> int:
        return self.prefs.animation_ms

    def language(self) -> str:
        return self._language

    def show_status(self, text: str, timeout_ms: int = 0) -> None:
        self.statusBar().showMessage(text, timeout_ms)

    def show_notice(self, text: str, timeout_ms: int | None = 30_000) -> None:
        self.game_panel.notice.show_text(text, timeout_ms)

    def close_notice(self) -> None:
        self.game_panel.notice.hide()

    # -- construction ------------------------------------------------------------------

    def _build_view_actions(self) -> None:
        v = self.view_actions
        v.act_flip.toggled.connect(self._on_flip)
        v.act_coordinates.toggled.connect(self._on_coordinates)
        v.act_highlight.toggled.connect(self._on_highlight)
        v.act_light.triggered.connect(lambda: self._set_theme(ThemeName.LIGHT))
        v.act_dark.triggered.connect(lambda: self._set_theme(ThemeName.DARK))
        v.act_sound.toggled.connect(self._on_sound)
        v.act_prefs.triggered.connect(self.preferences_dialog)
        self.act_quit = QAction(self)
        self.act_quit.setObjectName("quit")
        self.act_quit.setShortcut(QKeySequence("Ctrl+Q"))
        self.act_quit.setMenuRole(QAction.MenuRole.QuitRole)
        self.act_quit.triggered.connect(self.close)
        self.addAction(self.act_quit)

    def _build_window(self) -> None:
        self.setCentralWidget(self.board_area)
        # The parts' shortcuts work with the menu bar hidden.
        for part in (self.game_actions, self.analysis, self.learn, self.files, self.help,
                     self.view_actions):
            self.addActions(part.actions)
        self.docks = SideDocks(self, self.game_panel, self.analysis.dock)
        self.docks.follow_board(self.board.view)
        self.act_panel = self.docks.game.toggleViewAction()
        self.docks.game.visibilityChanged.connect(self.game_status.set_panel_shown)

        bar = self.menuBar()
        self.menu_game = _menu(bar.addMenu(""), [
            *self.game_actions.menu_actions, None, *self.study.actions, None,
            *self.match.actions])
        v = self.view_actions
        self.menu_view = _menu(bar.addMenu(""), [
            self.act_panel, self.analysis.act_dock, v.act_flip, v.act_coordinates,
            v.act_highlight, None, v.act_light, v.act_dark, None,
            *self.game_actions.walk_actions])
        self.menu_settings = _menu(bar.addMenu(""), [v.act_sound, v.act_prefs])
        bar.addMenu(self.analysis.menu)
        self.analysis.menu.addSeparator()
        self.analysis.menu.addAction(self.learn.act_puzzles)
        h = self.help
        self.menu_help = _menu(bar.addMenu(""), [
            self.learn.act_learn, h.act_rules, h.act_shortcuts, None, h.act_about, h.act_about_qt])

        g = self.game_actions
        self.toolbar = QToolBar(self)
        self.toolbar.setObjectName("MainToolBar")
        self.toolbar.setMovable(False)
        self.toolbar.setIconSize(QSize(18, 18))
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        _fill(self.toolbar, [g.act_new, None, g.act_undo, g.act_redo, None, v.act_flip,
                             g.act_hint, self.analysis.act_analyse, g.act_move_now])
        self.addToolBar(self.toolbar)

        status = self.statusBar()
        status.addWidget(self.analysis.threat_legend)
        for widget in self.game_status.widgets:
            status.addPermanentWidget(widget)

        files = self.files
        bar.insertMenu(self.menu_game.menuAction(), files.menu_file)
        files.menu_file.addAction(self.act_quit)
        # "Set up position…" goes right below "New game…" in the Game menu.
        self.menu_game.insertAction(self.menu_game.actions()[1], files.act_setup_position)

    def _connect(self) -> None:
        b = self.board
        b.move_entered.connect(self._on_move_entered)
        b.move_refused.connect(lambda reason: self.show_status(reason, 6000))
        b.press_ignored.connect(self._on_press_ignored)
        b.move_shown.connect(self._on_move_shown)
        b.settled.connect(self._on_board_settled)
        s = self.session
        s.move_played.connect(b.show_move)
        s.position_changed.connect(self._on_position_changed)
        s.state_changed.connect(self.refresh)
        s.game_over.connect(self._on_game_over)
        s.thinking_changed.connect(self._on_thinking)
        s.ai_info.connect(self._on_ai_info)
        s.hint_ready.connect(self._on_hint)
        s.ai_failed.connect(self._on_ai_failed)
        s.engine_restarted.connect(self._on_engine_restarted)
        self.game_actions.new_game_requested.connect(self.new_game_dialog)
        self.game_actions.status_message.connect(self.show_status)
        self.game_panel.move_now_clicked.connect(s.move_now)
        self.game_panel.pause_toggled.connect(s.set_paused)
        s.paused_changed.connect(lambda _paused: self._show_thinking(s.computer_thinking))
        self.study.new_game_from.connect(self.new_game_from_position)
        self.analysis.review_marks.connect(self.game_panel.move_panel.set_review)
        self.analysis.dock_shown.connect(self.docks.share_height)
        self.files.title_changed.connect(self._set_title)
        self.files.game_starting.connect(self.prepare_for_game)
        self.files.play_from_position.connect(self.new_game_from_position)
        self.files.analyse_requested.connect(lambda: self.analysis.act_analyse.setChecked(True))
        # The analysis follows the session after the window: its slots run after these.
        self.analysis.attach()

    # -- texts -------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Set every fixed text; called at start and whenever the language changes."""
        self.act_quit.setText(self.tr("&Quit"))
        self.act_quit.setStatusTip(self.tr("Close the window"))
        for part in (self.board, self.game_actions, self.study, self.game_panel, self.analysis,
                     self.learn, self.files, self.help, self.view_actions, self.match):
            part.retranslate()
        for action in self.toolbar.actions():
            button = self.toolbar.widgetForAction(action)
            if button is not None and not action.isSeparator():
                # Screen readers read this; the action's text carries "&" mnemonics.
                button.setAccessibleName(action.text().replace("&", "").rstrip("…"))
                button.setAccessibleDescription(action.toolTip())
        self.act_panel.setText(self.tr("Game &panel"))
        self.menu_game.setTitle(self.tr("&Game"))
        self.menu_view.setTitle(self.tr("&View"))
        self.menu_settings.setTitle(self.tr("&Settings"))
        self.menu_help.setTitle(self.tr("&Help"))
        self.toolbar.setWindowTitle(self.tr("Toolbar"))
        self.docks.game.setWindowTitle(self.tr("Game"))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- refreshing --------------------------------------------------------------------

    def refresh(self) -> None:
        """Bring the panel, the status bar and the actions up to date with the session."""
        self.game_panel.refresh(self.board_theme())
        self.game_status.show(self.game_panel, self.session.shown_position)
        self.game_actions.update()
        if self.session.paused:  # Move now's state follows the turn while paused
            self._show_thinking(self.session.computer_thinking)
        self.board.set_interactive(self.session.human_to_move())

    def _set_title(self, title: str, modified: bool) -> None:
        self.setWindowTitle(title)
        self.setWindowModified(modified)

    # -- moves -------------------------------------------------------------------------

    def _on_move_entered(self, move: Move) -> None:
        # On an earlier position this starts a variation: the later moves stay in the game
        # tree, so there is nothing to confirm.
        self.statusBar().clearMessage()
        self.session.play(move)

    def _on_press_ignored(self) -> None:
        s = self.session
        if s.computer_thinking:
            text = self.tr("The computer is thinking: wait for its move, or press Move now.")
        elif s.outcome() is not None:
            text = self.tr("The game is over here: go back in the move list to try other moves.")
        else:
            text = self.tr("It is the computer's turn.")
        self.show_status(text, 5000)

    def _on_move_shown(self, before: Position, move: Move) -> None:
        self.sounds.play("capture" if move.is_capture else "move")
        self.show_status(self.tr("%1 played %2").replace("%1", color_name(before.turn))
                         .replace("%2", move_to_text(before.geometry, move)), 4000)

    def _on_board_settled(self) -> None:
        self.refresh()
        self._announce_game_over()

    def _on_position_changed(self) -> None:
        s = self.session
        self.board.show_position(s.shown_position, s.rules, s.tree.cursor.move)
        self.refresh()

    def _on_game_over(self, outcome: Outcome) -> None:
        # The box comes once the board shows the final position (after the last move's
        # animation), never over a board that is still moving.
        self._game_over_pending = outcome
        if not self.board.busy:
            self._announce_game_over()

    def _announce_game_over(self) -> None:
        outcome = self._game_over_pending
        if outcome is None:
            return
        self._game_over_pending = None
        self.sounds.play("end")
        # Queued: the game-over signal comes in the middle of the session's own signals.
        QTimer.singleShot(0, self, lambda: self._show_game_over(outcome))

    def _show_game_over(self, outcome: Outcome) -> None:
        if self.session.result() != outcome or self.board.position != self.session.shown_position:
            return  # undone, replaced or browsed away meanwhile
        self._drop_game_over_box()
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Information)
        box.setWindowTitle(self.tr("Game over"))
        if outcome.winner is None:
            box.setText(self.tr("The game is drawn."))
        else:
            box.setText(self.tr("%1 wins!").replace("%1", color_name(outcome.winner)))
        box.setInformativeText(outcome_reason(outcome))
        fit_message_title(box)
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
        self.game_over_box = box
        box.open()

    def _drop_game_over_box(self) -> None:
        # Closing only hides it: a box left as the window's child each game was the
        # window's steady growth (~0.35 MB a game, benchmarks/soak.py).
        box, self.game_over_box = self.game_over_box, None
        if box is not None:
            box.close()
            box.deleteLater()

    # -- the computer ------------------------------------------------------------------

    def _on_thinking(self, busy: bool) -> None:
        self._last_info = None
        self._show_thinking(busy)

    def _on_ai_info(self, info: SearchInfo) -> None:
        self._last_info = info
        self._show_thinking(True)

    def _show_thinking(self, busy: bool) -> None:
        if not busy and not self.session.paused:
            # Hidden at the next turn: a computer's move is followed in the same turn by
            # the next search (computer against computer, the analysis), and the box
            # hidden and shown again was four widgets hidden and shown at every move.
            self._thinking_off.start(0)
            return
        self._thinking_off.stop()
        self._draw_thinking(busy)

    def _draw_thinking(self, busy: bool) -> None:
        text = self.game_panel.thinking_text(self._last_info) if busy else ""
        self.game_panel.show_thinking(busy, text)
        self.game_status.show_thinking(busy, text)

    def _on_hint(self, moves: list[Move]) -> None:
        hint = self.session.current_hint
        motifs = current_motifs(self.session)  # what it does: said and drawn
        self.board.set_hint(hint, motif_lines(motifs))
        if hint is None:
            self.show_status(self.tr("No move to suggest."), 4000)
            return
        self.show_status(hint_text(self.session, hint, motifs), 12000)

    def _on_engine_restarted(self, message: str) -> None:
        self.show_notice(
            self.tr("The computer's engine failed (%1); a new one was started and the game "
                    "goes on.").replace("%1", message.rstrip(".")))

    def _on_ai_failed(self, message: str) -> None:
        text = self.tr("The computer failed: %1. Choose another engine or a human player in "
                       "New game.").replace("%1", message.rstrip("."))
        self.show_notice(text, None)
        self.show_status(text)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Arrow keys the board did not use walk through the game.
        step = KEY_STEPS.get(Qt.Key(event.key()))
        if step is not None:
            walk(self.session, step)
        else:
            super().keyPressEvent(event)

    # -- new games ---------------------------------------------------------------------

    def new_game_dialog(self) -> None:
        # The setup last chosen in this dialog, not the players of a game opened since.
        dialog = NewGameDialog(settings_mod.load_game_setup(), self)
        if dialog.exec() == NewGameDialog.DialogCode.Accepted and self.files.maybe_save():
            self.start_new_game(dialog.setup())

    def new_game_from_position(self, position: Position, rules: Rules) -> None:
        """The New game dialog for a game from ``position`` (players and levels chosen)."""
        dialog = NewGameDialog(settings_mod.load_game_setup(), self, position=position,
                               rules=rules)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted or not self.files.maybe_save():
            return
        setup = dialog.setup()
        settings_mod.save_game_setup(setup)
        self.files.start_tree(self.session.fresh_tree(position, rules, setup), setup, saved=True)

    def start_new_game(self, setup: GameSetup) -> None:
        settings_mod.save_game_setup(setup)
        self.prepare_for_game(setup)
        self.session.new_game(setup)

    def prepare_for_game(self, setup: GameSetup) -> None:
        """Before another game is shown: close the last result, face the human's side."""
        self._drop_game_over_box()
        self.statusBar().clearMessage()
        # The human's pieces at the bottom when only Black is human, as for a new game.
        # The board is turned first: the game's first position, shown next, places the
        # pieces (the action's own turn of the board then finds it turned).
        flipped = not setup.white.is_human and setup.black.is_human
        self.board.set_flipped(flipped, position_follows=True)
        self.view_actions.act_flip.setChecked(flipped)

    # -- view and preferences ----------------------------------------------------------

    def _on_flip(self, flipped: bool) -> None:
        self.board.set_flipped(flipped)
        self.analysis.set_flipped(flipped)

    def _on_coordinates(self, shown: bool) -> None:
        self._remember("show_coordinates", shown)
        self.board.set_coordinates(shown)

    def _on_highlight(self, on: bool) -> None:
        self._remember("highlight_moves", on)
        self.board.set_highlight(on)

    def _on_sound(self, on: bool) -> None:
        self._remember("sound", on)
        self.sounds.enabled = on

    def _remember(self, name: str, value: object) -> None:
        if getattr(self.prefs, name) != value:
            setattr(self.prefs, name, value)
            settings_mod.save_preferences(self.prefs)

    def _set_theme(self, name: ThemeName) -> None:
        self._remember("theme", name)
        self._apply_theme(name)

    def _apply_theme(self, name: ThemeName) -> None:
        self._look = (name, self.prefs.board, self.prefs.pieces)
        board_theme = theme(name, self.prefs.board, self.prefs.pieces)
        self.board.set_theme(board_theme)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            install_indicator_style(app)
            app.setPalette(palette_for(name))
        self.board_area.set_background(BOARD_BACKGROUND[name])
        self.game_panel.set_theme(name is ThemeName.DARK)
        self.analysis.set_theme()
        self._update_icons()
        self.refresh()

    def _update_icons(self) -> None:
        # The application palette: the window's own catches up only after an event.
        palette = QApplication.palette()
        ink = palette.color(QPalette.ColorRole.WindowText)
        faded = palette.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.WindowText)
        g = self.game_actions
        for name, action in (("new", g.act_new), ("undo", g.act_undo), ("redo", g.act_redo),
                             ("flip", self.view_actions.act_flip), ("hint", g.act_hint),
                             ("move_now", g.act_move_now)):
            action.setIcon(make_icon(name, ink, faded))

    def apply_preferences(self, prefs: Preferences, save: bool = True) -> None:
        self.prefs = prefs
        if save:
            settings_mod.save_preferences(prefs)
        self.board.apply_preferences(prefs.highlight_moves, prefs.show_coordinates,
                                     prefs.animation_ms)
        self.sounds.enabled = prefs.sound
        self.view_actions.show_preferences(prefs)
        if (prefs.theme, prefs.board, prefs.pieces) != self._look:
            # Only a new look: a new palette re-polishes and repaints every widget.
            self._apply_theme(prefs.theme)
        self.analysis.set_engine(settings_mod.engine_spec(prefs.analysis_engine))
        search_budget.processes = prefs.search_processes
        self.analysis.set_limits(prefs.analysis_limit_s * 1000 or None, prefs.search_processes)
        self.session.configure(threads=prefs.search_processes,
                               min_move_ms=prefs.computer_move_ms)
        language = install_language(prefs.language)
        if language != self._language:
            self._language = language
            # LanguageChange arrives later as an event; update now so the change is visible
            # at once (and testable without spinning the event loop).
            self.retranslate()

    def preferences_dialog(self) -> None:
        dialog = PreferencesDialog(self.prefs, self.sounds.has_effects, self)
        if dialog.exec() == PreferencesDialog.DialogCode.Accepted:
            self.apply_preferences(dialog.preferences())

    # -- window state ------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.docks.fit_width(event.size().width())

    def _every_action(self) -> list[QAction]:
        """The menus' actions and the window's own (for the shortcuts list)."""
        menus = [m for a in self.menuBar().actions() if isinstance(m := a.menu(), QMenu)]
        in_menus = [act for menu in menus for act in menu.actions() if not act.isSeparator()]
        return in_menus + self.actions()

    def _restore_window(self) -> None:
        restore_window(self, settings_mod.open_settings())
        state = settings_mod.load_bytes("window/state")
        if state is not None:
            self.restoreState(state)

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.files.maybe_save():
            event.ignore()  # Cancel: keep playing
            return
        save_window(self, settings_mod.open_settings())
        settings_mod.save_bytes("window/state", self.saveState())
        # Join the AI threads before the window (their owner) is destroyed; the analysis
        # first, so that nothing restarts it when the session's search stops. Every engine
        # is told to end before any is waited for: they end at the same time.
        self.match.shutdown()
        self.analysis.begin_shutdown()
        self.session.begin_shutdown()
        self.analysis.shutdown()
        self.session.shutdown()
        self.files.shutdown()
        super().closeEvent(event)


def _menu(menu: QMenu, actions: list[QAction | None]) -> QMenu:
    _fill(menu, actions)
    return menu


def _fill(container: QMenu | QToolBar, actions: list[QAction | None]) -> None:
    for action in actions:
        if action is None:
            container.addSeparator()
        else:
            container.addAction(action)
