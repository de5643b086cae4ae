"""The game window: board in the middle, players, home-row count and moves beside it."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QSize, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QColor,
    QIcon,
    QKeyEvent,
    QKeySequence,
    QPainter,
    QPalette,
    QPixmap,
)
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QFrame,
    QGridLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from ..core.ai.types import SearchInfo
from ..core.games.outcome import Outcome
from ..core.games.players import Computer
from ..core.games.tree import GameTree
from ..core.rules.notation import move_to_text
from ..core.rules.position import Color, Move, Position, Rules, SymmetryRule
from ..core.version import program_version
from . import settings as settings_mod
from .analysis.actions import AnalysisActions
from .assets import asset_path
from .board.painter import SQUARE, paint_piece
from .board.scene import BoardScene
from .board.view import BoardView
from .dialogs.new_game import NewGameDialog
from .dialogs.preferences import PreferencesDialog
from .dialogs.rules import ABANONDAS_ANCHOR, RulesDialog
from .dialogs.shortcuts import ShortcutsDialog
from .engine_runner import SearchFunction, search_budget
from .files.actions import HUMAN_NAME, FileActions
from .game.move_list import MovePanel, move_label
from .game.notice import Notice
from .game.study_actions import StudyActions
from .i18n import install_language
from .icons import make_icon
from .learn.actions import LearnActions
from .scrolling import vertical_scroller
from .session import GameSession
from .settings import GameSetup, Preferences
from .sounds import SoundPlayer
from .texts import (
    color_name,
    describe_outcome,
    level_name,
    outcome_reason,
    variant_explanation,
    variant_name,
)
from .theme import Theme, ThemeName, theme

_icon_cache: dict[tuple[Color, str, int], QPixmap] = {}


def piece_icon(color: Color, board_theme: Theme, size: int = 22) -> QPixmap:
    """A small picture of a piece for the players panel."""
    key = (color, board_theme.name.value, size)
    cached = _icon_cache.get(key)
    if cached is not None:
        return cached
    ratio = 2.0
    pixmap = QPixmap(int(size * ratio), int(size * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    scale = size / SQUARE
    painter.scale(scale, scale)
    paint_piece(painter, QPointF(SQUARE / 2, SQUARE / 2 - 1), color, board_theme)
    painter.end()
    _icon_cache[key] = pixmap
    return pixmap


class MainWindow(QMainWindow):
    def __init__(
        self,
        search: SearchFunction | None = None,
        setup: GameSetup | None = None,
        prefs: Preferences | None = None,
    ) -> None:
        super().__init__()
        self.setObjectName("MainWindow")
        self.prefs = prefs or settings_mod.load_preferences()
        self.session = GameSession(search, self)
        self.scene = BoardScene()
        self.view = BoardView(self.scene, self)
        self.view.setObjectName("BoardView")
        self.sounds = SoundPlayer(self)
        self._pending: list[tuple[Position, Move, Position]] = []
        """The move to animate next (at most one: see _on_move_played)."""
        self._game_over_pending: Outcome | None = None
        self._files_ready = False
        """FileActions exists (it is made once the first game has started)."""
        self._last_info: SearchInfo | None = None
        self.game_over_box: QMessageBox | None = None
        self._language = "en"

        self.setCentralWidget(self.view)
        self._build_actions()
        self._build_menus()
        self._build_panel()
        self._build_status()

        self.scene.move_entered.connect(self._on_move_entered)
        self.scene.move_refused.connect(self._on_move_refused)
        self.scene.animation_finished.connect(self._play_pending)
        self.scene.press_ignored.connect(self._on_press_ignored)
        s = self.session
        s.move_played.connect(self._on_move_played)
        s.position_changed.connect(self._on_position_changed)
        s.state_changed.connect(self.refresh)
        s.game_over.connect(self._on_game_over)
        s.thinking_changed.connect(self._on_thinking)
        s.ai_info.connect(self._on_ai_info)
        s.hint_ready.connect(self._on_hint)
        s.ai_failed.connect(self._on_ai_failed)
        s.engine_restarted.connect(self._on_engine_restarted)
        # Created after the connections above: its slots run after the window's own
        # (the board shows the new position before arrows and marks go on it).
        self.analysis = AnalysisActions(self, search)
        self.analysis_action = self.analysis.act_analyse
        self.analysis.review_marks.connect(self.move_panel.set_review)
        self.study = StudyActions(self.session, self, self.menu_game, self.new_game_from_position)
        self.learn = LearnActions(self, self.menu_help, self.analysis.menu)

        self.apply_preferences(self.prefs, save=False)
        self._restore_window()
        self.retranslate()
        self.session.new_game(setup or settings_mod.load_game_setup())
        # The File menu, the game's file and autosave (after the first game has started).
        self.files = FileActions(self, self)
        self._files_ready = True
        self.view.setFocus()

    # -- construction ------------------------------------------------------------------

    def _action(
        self, name: str, shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None
    ) -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        std = QKeySequence.StandardKey
        self.act_new = self._action("new", std.New)
        self.act_new.triggered.connect(self.new_game_dialog)
        self.act_undo = self._action("undo", "Ctrl+Z")
        self.act_undo.triggered.connect(self.undo)
        self.act_redo = self._action("redo", "Ctrl+Shift+Z")
        self.act_redo.triggered.connect(self.session.redo)
        self.act_flip = self._action("flip", "F")
        self.act_flip.setCheckable(True)
        self.act_flip.toggled.connect(self._on_flip)
        self.act_hint = self._action("hint", "H")
        self.act_hint.triggered.connect(self.session.request_hint)
        self.act_move_now = self._action("move_now", "Ctrl+M")
        self.act_move_now.triggered.connect(self.session.move_now)
        self.act_resign = self._action("resign")
        self.act_resign.triggered.connect(self.resign)
        self.act_offer_draw = self._action("offer_draw")
        self.act_offer_draw.triggered.connect(self.offer_draw)
        self.act_claim_draw = self._action("claim_draw")
        self.act_claim_draw.triggered.connect(self.session.claim_draw)
        self.act_quit = self._action("quit", "Ctrl+Q")
        self.act_quit.setMenuRole(QAction.MenuRole.QuitRole)
        self.act_quit.triggered.connect(self.close)
        self.act_first = self._action("first", "Alt+Home")
        self.act_first.triggered.connect(lambda: self.session.browse(0))
        self.act_back = self._action("back", "Alt+Left")
        self.act_back.triggered.connect(lambda: self.session.browse(self.session.view_ply - 1))
        self.act_forward = self._action("forward", "Alt+Right")
        self.act_forward.triggered.connect(lambda: self.session.browse(self.session.view_ply + 1))
        self.act_last = self._action("last", "Alt+End")
        self.act_last.triggered.connect(lambda: self.session.browse(self.session.line.ply))
        self.act_coordinates = self._action("coordinates")
        self.act_coordinates.setCheckable(True)
        self.act_coordinates.toggled.connect(self._on_coordinates)
        self.act_highlight = self._action("highlight")
        self.act_highlight.setCheckable(True)
        self.act_highlight.toggled.connect(self._on_highlight)
        self.theme_group = QActionGroup(self)
        self.act_light = self._action("theme_light")
        self.act_dark = self._action("theme_dark")
        for act in (self.act_light, self.act_dark):
            act.setCheckable(True)
            self.theme_group.addAction(act)
        self.act_light.triggered.connect(lambda: self._set_theme(ThemeName.LIGHT))
        self.act_dark.triggered.connect(lambda: self._set_theme(ThemeName.DARK))
        self.act_sound = self._action("sound")
        self.act_sound.setCheckable(True)
        self.act_sound.toggled.connect(self._on_sound)
        # The platform's key where it has one (macOS: Cmd+,); Linux desktops have none.
        prefs_key = QKeySequence(std.Preferences)
        self.act_prefs = self._action(
            "preferences", prefs_key if not prefs_key.isEmpty() else "Ctrl+,"
        )
        self.act_prefs.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.act_prefs.triggered.connect(self.preferences_dialog)
        self.act_rules = self._action("rules", std.HelpContents)
        self.act_rules.triggered.connect(self.show_rules)
        self.act_shortcuts = self._action("shortcuts")
        self.act_shortcuts.triggered.connect(self.show_shortcuts)
        self.act_about = self._action("about")
        self.act_about.setMenuRole(QAction.MenuRole.AboutRole)
        self.act_about.triggered.connect(self.show_about)
        self.act_about_qt = self._action("about_qt")
        self.act_about_qt.setMenuRole(QAction.MenuRole.AboutQtRole)
        self.act_about_qt.triggered.connect(QApplication.aboutQt)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.menu_game = bar.addMenu("")
        for act in (
            self.act_new,
            None,
            self.act_undo,
            self.act_redo,
            None,
            self.act_hint,
            self.act_move_now,
            None,
            self.act_offer_draw,
            self.act_claim_draw,
            self.act_resign,
        ):
            if act is None:
                self.menu_game.addSeparator()
            else:
                self.menu_game.addAction(act)
        self.menu_view = bar.addMenu("")
        for act in (
            self.act_flip,
            self.act_coordinates,
            self.act_highlight,
            None,
            self.act_light,
            self.act_dark,
            None,
            self.act_first,
            self.act_back,
            self.act_forward,
            self.act_last,
        ):
            if act is None:
                self.menu_view.addSeparator()
            else:
                self.menu_view.addAction(act)
        self.menu_settings = bar.addMenu("")
        self.menu_settings.addAction(self.act_sound)
        self.menu_settings.addAction(self.act_prefs)
        self.menu_help = bar.addMenu("")
        for act in (self.act_rules, self.act_shortcuts, None, self.act_about, self.act_about_qt):
            if act is None:
                self.menu_help.addSeparator()
            else:
                self.menu_help.addAction(act)
        self.toolbar = QToolBar(self)
        self.toolbar.setObjectName("MainToolBar")
        self.toolbar.setMovable(False)
        self.toolbar.setIconSize(QSize(18, 18))
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        for act in (
            self.act_new,
            None,
            self.act_undo,
            self.act_redo,
            None,
            self.act_flip,
            self.act_hint,
            self.act_move_now,
        ):
            if act is None:
                self.toolbar.addSeparator()
            else:
                self.toolbar.addAction(act)
        self.addToolBar(self.toolbar)

    def _build_panel(self) -> None:
        panel = QWidget()
        panel.setObjectName("SidePanel")
        self.panel = panel
        panel.setStyleSheet(
            "QLabel#SectionTitle { font-weight: bold; margin-top: 6px; }"
            "QFrame#PlayersBox { background: palette(base); border: 1px solid palette(mid);"
            " border-radius: 8px; }"
            "QLabel#HomeRowCount { padding: 2px; }"
            "QLabel#TurnBanner { font-size: 15px; font-weight: bold; padding: 8px;"
            " border-radius: 8px; background: palette(highlight);"
            " color: palette(highlighted-text); }"
            # The banner takes the colour of the side to move.
            'QLabel#TurnBanner[side="white"] { background: #f6f1e7; color: #2a2520;'
            " border: 1px solid #b9b09f; }"
            'QLabel#TurnBanner[side="black"] { background: #26272d; color: #f2f2f2;'
            " border: 1px solid #0b0b0e; }"
        )
        layout = QVBoxLayout(panel)
        layout.setContentsMargins(10, 8, 10, 8)
        layout.setSpacing(8)

        self.turn_banner = QLabel()
        self.turn_banner.setObjectName("TurnBanner")
        self.turn_banner.setWordWrap(True)
        self.turn_banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.turn_banner)
        self.notice = Notice()
        layout.addWidget(self.notice)

        players = QFrame()
        players.setObjectName("PlayersBox")
        grid = QGridLayout(players)
        grid.setContentsMargins(8, 6, 8, 6)
        grid.setHorizontalSpacing(8)
        self.player_icons: dict[Color, QLabel] = {}
        self.player_labels: dict[Color, QLabel] = {}
        self.turn_marks: dict[Color, QLabel] = {}
        # Which game is played: the name of the game, the board and the rule option.
        self.game_label = QLabel()
        self.game_label.setObjectName("GameLabel")
        self.game_label.setWordWrap(True)
        grid.addWidget(self.game_label, 0, 0, 1, 3)
        for row, color in enumerate((Color.BLACK, Color.WHITE), start=1):
            mark = QLabel()
            mark.setFixedWidth(14)
            icon = QLabel()
            label = QLabel()
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setWordWrap(True)
            label.setMinimumHeight(28)
            grid.addWidget(mark, row, 0)
            grid.addWidget(icon, row, 1)
            grid.addWidget(label, row, 2)
            self.turn_marks[color] = mark
            self.player_icons[color] = icon
            self.player_labels[color] = label
        grid.setColumnStretch(2, 1)
        layout.addWidget(players)

        self.home_title = QLabel()
        self.home_title.setObjectName("SectionTitle")
        self.home_label = QLabel()
        self.home_label.setObjectName("HomeRowCount")
        self.home_label.setWordWrap(True)
        self.home_label.setTextFormat(Qt.TextFormat.RichText)
        self.warning_label = QLabel()
        self.warning_label.setObjectName("HomeRowWarning")
        self.warning_label.setWordWrap(True)
        self.warning_label.setVisible(False)
        layout.addWidget(self.home_title)
        layout.addWidget(self.home_label)
        layout.addWidget(self.warning_label)

        self.moves_title = QLabel()
        self.moves_title.setObjectName("SectionTitle")
        layout.addWidget(self.moves_title)
        self.move_panel = MovePanel(self.session, self)
        self.move_list = self.move_panel.view
        layout.addWidget(self.move_panel, 1)

        self.ai_box = QFrame()
        self.ai_box.setObjectName("AiBox")
        ai_layout = QVBoxLayout(self.ai_box)
        ai_layout.setContentsMargins(0, 0, 0, 0)
        self.ai_label = QLabel()
        self.ai_label.setWordWrap(True)
        self.ai_progress = QProgressBar()
        self.ai_progress.setRange(0, 0)
        self.ai_progress.setTextVisible(False)
        self.ai_progress.setMaximumHeight(6)
        self.move_now_button = QPushButton()
        self.move_now_button.clicked.connect(self.session.move_now)
        ai_layout.addWidget(self.ai_label)
        ai_layout.addWidget(self.ai_progress)
        ai_layout.addWidget(self.move_now_button)
        self.ai_box.setVisible(False)
        layout.addWidget(self.ai_box)

        # The panel scrolls instead of asking for more room: a longer text (a result, the
        # computer's thinking, a player's name) must never widen the dock and move the board.
        scroller = vertical_scroller(panel, "SidePanelScroll")
        self.dock = QDockWidget(self)
        self.dock.setObjectName("GameDock")
        self.dock.setWidget(scroller)
        self.dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetClosable
        )
        self.dock.setMinimumWidth(250)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.act_panel = self.dock.toggleViewAction()
        self.menu_view.insertAction(self.act_flip, self.act_panel)

    def _build_status(self) -> None:
        # The panel can be closed, so the status bar also shows that the computer thinks.
        self.status_thinking = QLabel()
        self.status_thinking.setObjectName("StatusThinking")
        self.status_progress = QProgressBar()
        self.status_progress.setRange(0, 0)
        self.status_progress.setTextVisible(False)
        self.status_progress.setFixedSize(90, 10)
        self.turn_label = QLabel()
        self.turn_label.setObjectName("TurnLabel")
        # The home-row count, compact, for when the game panel is closed.
        self.status_home = QLabel()
        self.status_home.setObjectName("StatusHomeRows")
        self.status_home.setContentsMargins(10, 0, 10, 0)
        bar = self.statusBar()
        bar.addPermanentWidget(self.status_thinking)
        bar.addPermanentWidget(self.status_progress)
        bar.addPermanentWidget(self.status_home)
        bar.addPermanentWidget(self.turn_label)
        self.status_thinking.setVisible(False)
        self.status_progress.setVisible(False)

    # -- texts -------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Set every fixed text; called at start and whenever the language changes."""
        texts: list[tuple[QAction, str, str]] = [
            (self.act_new, self.tr("&New game…"), self.tr("Start a new game")),
            (self.act_undo, self.tr("&Undo"), self.tr("Take back the last move")),
            (self.act_redo, self.tr("&Redo"), self.tr("Replay a move taken back")),
            (self.act_flip, self.tr("&Flip board"), self.tr("Turn the board around")),
            (
                self.act_hint,
                self.tr("&Hint"),
                self.tr("Show a good move; press again for the next"),
            ),
            (
                self.act_move_now,
                self.tr("&Move now"),
                self.tr("Make the computer play its best move so far"),
            ),
            (self.act_resign, self.tr("Re&sign"), self.tr("Give up this game")),
            (
                self.act_offer_draw,
                self.tr("Offer &draw…"),
                self.tr("Propose a draw to the other player"),
            ),
            (
                self.act_claim_draw,
                self.tr("&Claim draw"),
                self.tr("Claim a draw by threefold repetition"),
            ),
            (self.act_quit, self.tr("&Quit"), self.tr("Close the window")),
            (self.act_first, self.tr("Go to &start"), self.tr("Show the starting position")),
            (self.act_back, self.tr("&Back one move"), self.tr("Show the previous position")),
            (self.act_forward, self.tr("F&orward one move"), self.tr("Show the next position")),
            (self.act_last, self.tr("Go to &end"), self.tr("Show the current position")),
            (
                self.act_coordinates,
                self.tr("Show &coordinates"),
                self.tr("Letters and numbers around the board"),
            ),
            (
                self.act_highlight,
                self.tr("&Highlight legal moves"),
                self.tr("Show where a picked-up piece can go"),
            ),
            (self.act_light, self.tr("&Light board"), self.tr("Light wooden board")),
            (self.act_dark, self.tr("&Dark board"), self.tr("Dark slate board")),
            (self.act_sound, self.tr("&Sounds"), self.tr("Sounds for moves and captures")),
            (self.act_prefs, self.tr("&Preferences…"), self.tr("Change the preferences")),
            (self.act_rules, self.tr("&Rules of the game"), self.tr("How to play Epaminondas")),
            (
                self.act_shortcuts,
                self.tr("&Keyboard shortcuts"),
                self.tr("Every key of the window, the board and the move list"),
            ),
            (self.act_about, self.tr("&About Epaminondas"), self.tr("About this program")),
            (self.act_about_qt, self.tr("About &Qt"), self.tr("About the Qt toolkit")),
        ]
        for action, text, tip in texts:
            action.setText(text)
            action.setIconText(text.replace("&", "").rstrip("…"))
            action.setToolTip(tip)
            action.setStatusTip(tip)
            button = self.toolbar.widgetForAction(action)
            if button is not None:
                # Screen readers read this; the action's text carries "&" mnemonics.
                button.setAccessibleName(text.replace("&", "").rstrip("…"))
                button.setAccessibleDescription(tip)
        self.act_panel.setText(self.tr("Game &panel"))
        self.menu_game.setTitle(self.tr("&Game"))
        self.menu_view.setTitle(self.tr("&View"))
        self.menu_settings.setTitle(self.tr("&Settings"))
        self.menu_help.setTitle(self.tr("&Help"))
        self.toolbar.setWindowTitle(self.tr("Toolbar"))
        self.dock.setWindowTitle(self.tr("Game"))
        self.home_title.setText(self.tr("Home rows"))
        self.moves_title.setText(self.tr("Moves"))
        self.move_now_button.setText(self.tr("Move now"))
        self.move_now_button.setAccessibleName(self.tr("Move now"))
        self.view.setAccessibleName(self.tr("Board"))
        self.view.setAccessibleDescription(
            self.tr("Arrow keys move the cursor, Enter picks up and drops a piece, Esc cancels.")
        )
        self.move_panel.retranslate()
        self.analysis.retranslate()
        self.study.retranslate()
        self.learn.retranslate()
        if self._files_ready:  # the File menu comes after the first game (see __init__)
            self.files.retranslate()
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- refreshing --------------------------------------------------------------------

    def refresh(self) -> None:
        """Bring labels, the move list and the actions' states up to date."""
        s = self.session
        line = s.line
        pos = s.shown_position
        geo = pos.geometry
        over = line.outcome
        live_turn = line.position.turn
        board_theme = theme(self.prefs.theme)
        self._show_game_kind()
        for color in (Color.WHITE, Color.BLACK):
            player = s.setup.player(color)
            if isinstance(player, Computer):
                who = (self.tr("Computer · level %1 (%2)")
                       .replace("%1", str(player.level))
                       .replace("%2", level_name(player.level)))
                if player.engine:
                    who = self.tr("Engine · %1").replace("%1", player.engine)
            else:
                who = self.tr("Human")
            name = s.tree.tags.get("White" if color is Color.WHITE else "Black", "").strip()
            if player.is_human and name and name not in ("?", HUMAN_NAME):
                who = name  # a person's name from the game (Game → Properties, a file)
            self.player_labels[color].setText(f"{color_name(color)}  —  {who}")
            icon = piece_icon(color, board_theme)
            if self.player_icons[color].pixmap().cacheKey() != icon.cacheKey():
                self.player_icons[color].setPixmap(icon)
            on_move = over is None and pos.turn is color
            font = self.player_labels[color].font()
            font.setBold(on_move)
            self.player_labels[color].setFont(font)
            self.turn_marks[color].setText("▶" if on_move else "")
        white_in, black_in = pos.home_row_counts()
        self.home_label.setText(
            self.tr("White %1 on Black's home row (row %2), Black %3 on White's (row 1).")
            .replace("%1", f"<b>{white_in}</b>")
            .replace("%2", str(geo.height))
            .replace("%3", f"<b>{black_in}</b>")
        )
        warning = self._home_warning(pos) if over is None or s.browsing else ""
        self.warning_label.setText(warning)
        self.warning_label.setVisible(bool(warning))
        self.status_home.setText(
            self.tr("Home rows: White %1 · Black %2")
            .replace("%1", str(white_in))
            .replace("%2", str(black_in))
        )
        self.status_home.setToolTip(warning)
        self.status_home.setStyleSheet("color: #d23c2c; font-weight: bold;" if warning else "")

        if over is not None and not s.browsing:
            turn_text = describe_outcome(over)
        elif s.browsing:
            # Counted as the move list counts: full moves, "4…" for Black's.
            cursor = s.tree.cursor
            shown = (
                move_label(cursor) if cursor.parent is not None else self.tr("the start")
            )
            turn_text = (
                self.tr("Viewing %1 · %2 to move")
                .replace("%1", shown)
                .replace("%2", color_name(pos.turn))
            )
        else:
            turn_text = self.tr("%1 to move").replace("%1", color_name(live_turn))
        if s.at_main_end and s.tree.can_claim_draw():
            turn_text += " · " + self.tr("threefold repetition: a draw can be claimed")
        if (not s.at_main_end and s.is_computer(pos.turn) and s.outcome() is None
                and s.has_human):
            # Off the game's end the computer waits: say who moves its pieces here.
            turn_text += " · " + self.tr("in a variation you move both sides")
        self.turn_label.setText(turn_text)
        self.turn_banner.setText(turn_text)
        side = "" if over is not None and not s.browsing else pos.turn.name.lower()
        if self.turn_banner.property("side") != side:
            self.turn_banner.setProperty("side", side)
            self.turn_banner.style().unpolish(self.turn_banner)
            self.turn_banner.style().polish(self.turn_banner)

        thinking = s.computer_thinking
        self.act_undo.setEnabled(s.can_undo())
        self.act_redo.setEnabled(s.can_redo())
        self.act_move_now.setEnabled(thinking)
        self.act_hint.setEnabled(s.human_to_move() or (s.browsing and not thinking))
        human_playing = over is None and s.has_human
        self.act_resign.setEnabled(human_playing)
        self.act_offer_draw.setEnabled(over is None and s.human_vs_human)
        self.act_claim_draw.setEnabled(s.tree.can_claim_draw(s.tree.line()[-1]) and s.has_human)
        self.act_first.setEnabled(s.view_ply > 0)
        self.act_back.setEnabled(s.view_ply > 0)
        self.act_forward.setEnabled(s.browsing)
        self.act_last.setEnabled(s.browsing)
        self.scene.set_interactive(s.human_to_move() and not self._pending)
        if self._files_ready:
            self.files.update_title()  # file name, modified mark and board size

    def _show_game_kind(self) -> None:
        rules = self.session.rules
        geo = self.session.tree.start.geometry
        parts = [f"<b>{variant_name(rules.variant)}</b>", f"{geo.width} × {geo.height}"]
        if rules.symmetry is SymmetryRule.OFF:
            parts.append(self.tr("no anti-symmetry rule"))
        self.game_label.setText(" · ".join(parts))
        tip = variant_explanation(rules.variant)
        if rules.slips:
            tip += "<br>" + self.tr("To sideslip: hold Shift, grab one end of the line and drop it where the other end lands.")  # noqa: E501
        self.game_label.setToolTip(tip)

    def _home_warning(self, pos: Position) -> str:
        """The warning for a player who will lose unless he captures or enters now."""
        white_in, black_in = pos.home_row_counts()
        mine, theirs = (white_in, black_in) if pos.turn is Color.WHITE else (black_in, white_in)
        if theirs <= mine:
            return ""
        far_row = pos.geometry.height if pos.turn is Color.WHITE else 1
        return (
            self.tr(
                "%1 has more pieces on your home row: capture one or enter row %2 — or you lose."
            )
            .replace("%1", color_name(pos.turn.other))
            .replace("%2", str(far_row))
        )

    # -- moves -------------------------------------------------------------------------

    def _on_move_entered(self, move: Move) -> None:
        # On an earlier position this starts a variation: the later moves stay in the game
        # tree (see variations.py), so there is nothing to confirm.
        self.statusBar().clearMessage()
        self.session.play(move)

    def confirm(self, title: str, text: str) -> bool:
        """Ask a yes/no question (tests replace this to avoid a modal dialog)."""
        answer = QMessageBox.question(self, title, text)
        return answer == QMessageBox.StandardButton.Yes

    def undo(self) -> None:
        """Take back; a resignation or draw only after asking (it ended the game)."""
        s = self.session
        if s.tree.declared is not None and s.at_main_end and not self.confirm_undo_result():
            return
        s.undo()

    def confirm_undo_result(self) -> bool:
        declared = self.session.tree.declared
        if declared is None or not self.files.ask_before_discarding:
            return True  # nothing to confirm, or nobody to ask (tests, scripts)
        answer = QMessageBox.question(
            self,
            self.tr("Take back the result"),
            self.tr("The game has ended: %1 Take that back and play on?").replace(
                "%1", describe_outcome(declared)
            ),
        )
        return answer == QMessageBox.StandardButton.Yes

    def show_shortcuts(self) -> None:
        menus = [m for a in self.menuBar().actions() if isinstance(m := a.menu(), QMenu)]
        actions = [act for menu in menus for act in menu.actions() if not act.isSeparator()]
        ShortcutsDialog(actions + self.actions(), self).exec()

    def _on_press_ignored(self) -> None:
        s = self.session
        thinking = s.computer_thinking
        if thinking:
            text = self.tr("The computer is thinking: wait for its move, or press Move now.")
        elif s.outcome() is not None:
            text = self.tr("The game is over here: go back in the move list to try other moves.")
        else:
            text = self.tr("It is the computer's turn.")
        self.statusBar().showMessage(text, 5000)

    def _on_move_refused(self, reason: str) -> None:
        self.statusBar().showMessage(reason, 6000)

    def _on_move_played(self, before: Position, move: Move, after: Position) -> None:
        # Moves may come faster than they can be drawn (computer against computer at a low
        # level): never queue them. A move still sliding is put in place at once and only
        # the newest one is animated, so the board is never more than one move behind.
        self._pending = [(before, move, after)]
        if self.scene.is_animating():
            self.scene.finish_animation()  # its animation_finished plays the new move
        else:
            self._play_pending()

    def _play_pending(self) -> None:
        if self.scene.is_animating() or not self._pending:
            if not self._pending and not self.scene.is_animating():
                self.refresh()
                self._announce_game_over()
            return
        before, move, after = self._pending.pop(0)
        self.scene.set_hint(None)
        self.sounds.play("capture" if move.is_capture else "move")
        geo = before.geometry
        self.statusBar().showMessage(
            self.tr("%1 played %2")
            .replace("%1", color_name(before.turn))
            .replace("%2", move_to_text(geo, move)),
            4000,
        )
        self.scene.show_move(before, move, after)
        if not self.scene.is_animating():
            self._play_pending()

    def _last_move_shown(self) -> Move | None:
        s = self.session
        return s.tree.cursor.move

    def _on_position_changed(self) -> None:
        self._pending.clear()
        self.scene.finish_animation()
        s = self.session
        self.scene.set_position(s.shown_position, s.rules, self._last_move_shown())
        self.scene.set_hint(None)
        self.refresh()

    def _on_game_over(self, outcome: Outcome) -> None:
        # The box comes once the board shows the final position (after the last move's
        # animation), never over a board that is still moving.
        self._game_over_pending = outcome
        if not self.scene.is_animating() and not self._pending:
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
        if self.session.result() != outcome or self.scene.position != self.session.shown_position:
            return  # undone, replaced or browsed away meanwhile
        if self.game_over_box is not None:
            self.game_over_box.close()
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Information)
        box.setWindowTitle(self.tr("Game over"))
        if outcome.winner is None:
            box.setText(self.tr("The game is drawn."))
        else:
            box.setText(self.tr("%1 wins!").replace("%1", color_name(outcome.winner)))
        box.setInformativeText(outcome_reason(outcome))
        # Wide enough for its title ("Game over" was cut to "Game …").
        box.setStyleSheet("QLabel#qt_msgbox_label { min-width: 220px; }")
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
        self.game_over_box = box
        box.open()

    # -- AI ----------------------------------------------------------------------------

    def _on_thinking(self, busy: bool) -> None:
        hint = self.session.hint_pending
        self._last_info = None
        self.ai_box.setVisible(busy)
        self.status_thinking.setVisible(busy)
        self.status_progress.setVisible(busy)
        self.move_now_button.setVisible(not hint)
        if busy:
            if hint:
                self._set_thinking_text(self.tr("Looking for a good move…"))
            else:
                self._set_thinking_text(
                    self.tr("%1 is thinking…").replace(
                        "%1", color_name(self.session.line.position.turn)
                    )
                )

    def _set_thinking_text(self, text: str) -> None:
        self.ai_label.setText(text)
        self.status_thinking.setText(text)

    def _on_ai_info(self, info: SearchInfo) -> None:
        self._last_info = info
        pv = info.pv[0] if info.pv else None
        best = move_to_text(self.session.line.position.geometry, pv) if pv is not None else ""
        self._set_thinking_text(
            self.tr("%1 is thinking… depth %2 · score %3 · %4")
            .replace("%1", color_name(self.session.line.position.turn))
            .replace("%2", str(info.depth))
            .replace("%3", info.score.display_text())
            .replace("%4", best)
        )

    def _on_hint(self, moves: list[Move]) -> None:
        hint = self.session.current_hint
        self.scene.set_hint(hint)
        if hint is None:
            self.statusBar().showMessage(self.tr("No move to suggest."), 4000)
            return
        geo = self.session.shown_position.geometry
        self.statusBar().showMessage(
            self.tr("Hint %1 of %2: %3")
            .replace("%1", str(self.session.hint_index + 1))
            .replace("%2", str(len(moves)))
            .replace("%3", move_to_text(geo, hint)),
            8000,
        )

    def _on_engine_restarted(self, message: str) -> None:
        self.notice.show_text(
            self.tr("The computer's engine failed (%1); a new one was started and the game "
                    "goes on.").replace("%1", message.rstrip(".")))

    def _on_ai_failed(self, message: str) -> None:
        text = self.tr("The computer failed: %1. Choose another engine or a human player in "
                       "New game.").replace("%1", message.rstrip("."))
        self.notice.show_text(text, None)
        self.statusBar().showMessage(text)

    # -- move list ---------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Arrow keys the board did not use step through the game.
        key = event.key()
        if key == Qt.Key.Key_Left:
            self.session.browse(self.session.view_ply - 1)
        elif key == Qt.Key.Key_Right:
            self.session.browse(self.session.view_ply + 1)
        elif key == Qt.Key.Key_Home:
            self.session.browse(0)
        elif key == Qt.Key.Key_End:
            self.session.browse(self.session.line.ply)
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            # Between the alternatives to the move shown (variations).
            self.session.step_variation(-1 if key == Qt.Key.Key_Up else 1)
        else:
            super().keyPressEvent(event)

    # -- game actions ------------------------------------------------------------------

    def new_game_dialog(self) -> None:
        # The setup last chosen in this dialog, not the players of a game opened since.
        dialog = NewGameDialog(settings_mod.load_game_setup(), self)
        if dialog.exec() == NewGameDialog.DialogCode.Accepted and self.files.maybe_save():
            self.start_new_game(dialog.setup())

    # -- what the file commands need (FileHost) ----------------------------------------

    def widget(self) -> QWidget:
        return self

    def show_status(self, text: str, timeout_ms: int = 0) -> None:
        self.statusBar().showMessage(text, timeout_ms)

    def set_title(self, title: str, modified: bool) -> None:
        self.setWindowTitle(title)
        self.setWindowModified(modified)

    def board_theme(self) -> Theme:
        return theme(self.prefs.theme)

    def animation_ms(self) -> int:
        return self.prefs.animation_ms

    def language(self) -> str:
        """The language in use: ``en``, ``de`` or ``es``."""
        return self._language

    def add_file_menu(self, menu: QMenu) -> None:
        self.menuBar().insertMenu(self.menu_game.menuAction(), menu)

    def add_game_action(self, action: QAction) -> None:
        actions = self.menu_game.actions()
        index = actions.index(self.act_new) if self.act_new in actions else -1
        if 0 <= index < len(actions) - 1:
            self.menu_game.insertAction(actions[index + 1], action)
        else:
            self.menu_game.addAction(action)

    def quit_action(self) -> QAction:
        return self.act_quit

    def prepare_for_game(self, setup: GameSetup) -> None:
        if self.game_over_box is not None:
            self.game_over_box.close()
            self.game_over_box = None
        self.statusBar().clearMessage()
        # The human's pieces at the bottom when only Black is human, as for a new game.
        self.act_flip.setChecked(not setup.white.is_human and setup.black.is_human)

    def start_analysis(self) -> None:
        self.analysis_action.setChecked(True)

    def new_game_from_position(self, position: Position, rules: Rules) -> None:
        """The New game dialog for a game from ``position`` (players and levels chosen)."""
        dialog = NewGameDialog(settings_mod.load_game_setup(), self, position=position,
                               rules=rules)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted or not self.files.maybe_save():
            return
        setup = dialog.setup()
        settings_mod.save_game_setup(setup)
        self.files.start_tree(GameTree.new(position, rules), setup, saved=True)

    def start_new_game(self, setup: GameSetup) -> None:
        settings_mod.save_game_setup(setup)
        self.prepare_for_game(setup)
        self.session.new_game(setup)

    def resign(self) -> None:
        if self.confirm(self.tr("Resign"), self.tr("Do you really want to resign this game?")):
            self.session.resign()

    def offer_draw(self) -> None:
        s = self.session
        other = color_name(s.line.position.turn.other)
        if self.confirm(
            self.tr("Draw offered"),
            self.tr("%1, do you accept a draw?").replace("%1", other),
        ):
            s.agree_draw()
        else:
            self.statusBar().showMessage(self.tr("The draw offer was declined."), 4000)

    # -- view and preferences ----------------------------------------------------------

    def _on_flip(self, flipped: bool) -> None:
        self.scene.set_flipped(flipped)

    def _on_coordinates(self, shown: bool) -> None:
        if shown != self.prefs.show_coordinates:
            self.prefs.show_coordinates = shown
            settings_mod.save_preferences(self.prefs)
        self.scene.set_coordinates(shown)

    def _on_highlight(self, on: bool) -> None:
        if on != self.prefs.highlight_moves:
            self.prefs.highlight_moves = on
            settings_mod.save_preferences(self.prefs)
        self.scene.highlight_moves = on

    def _on_sound(self, on: bool) -> None:
        if on != self.prefs.sound:
            self.prefs.sound = on
            settings_mod.save_preferences(self.prefs)
        self.sounds.enabled = on

    def _set_theme(self, name: ThemeName) -> None:
        if name is not self.prefs.theme:
            self.prefs.theme = name
            settings_mod.save_preferences(self.prefs)
        self._apply_theme(name)

    def _apply_theme(self, name: ThemeName) -> None:
        board_theme = theme(name)
        self.scene.set_theme(board_theme)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.setPalette(dark_palette() if name is ThemeName.DARK else light_palette())
            # Widgets under a style sheet keep the palette they were polished with;
            # setting the sheet again re-polishes them with the new one.
            self.panel.setStyleSheet(self.panel.styleSheet())
        background = QColor("#26292f") if name is ThemeName.DARK else QColor("#e7e1d6")
        self.view.setBackgroundBrush(background)
        self.warning_label.setStyleSheet(
            "QLabel { background: %s; color: %s; border-radius: 6px; padding: 6px;"
            " font-weight: bold; }"
            % (("#5c1f1a", "#ffd7d0") if name is ThemeName.DARK else ("#fbe1dc", "#8a1c10"))
        )
        (self.act_dark if name is ThemeName.DARK else self.act_light).setChecked(True)
        self._update_icons()
        self.refresh()

    def _update_icons(self) -> None:
        # The application palette: the window's own catches up only after an event.
        palette = QApplication.palette()
        ink = palette.color(QPalette.ColorRole.WindowText)
        faded = palette.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.WindowText)
        for name, action in (
            ("new", self.act_new),
            ("undo", self.act_undo),
            ("redo", self.act_redo),
            ("flip", self.act_flip),
            ("hint", self.act_hint),
            ("move_now", self.act_move_now),
        ):
            action.setIcon(make_icon(name, ink, faded))

    def apply_preferences(self, prefs: Preferences, save: bool = True) -> None:
        self.prefs = prefs
        if save:
            settings_mod.save_preferences(prefs)
        self.scene.highlight_moves = prefs.highlight_moves
        self.scene.set_coordinates(prefs.show_coordinates)
        self.scene.animation_ms = prefs.animation_ms
        self.sounds.enabled = prefs.sound
        for action, value in (
            (self.act_coordinates, prefs.show_coordinates),
            (self.act_highlight, prefs.highlight_moves),
            (self.act_sound, prefs.sound),
        ):
            action.blockSignals(True)
            action.setChecked(value)
            action.blockSignals(False)
        self._apply_theme(prefs.theme)
        self.analysis.set_engine(settings_mod.engine_spec(prefs.analysis_engine))
        self.analysis.controller.movetime_ms = prefs.analysis_limit_s * 1000 or None
        search_budget.processes = prefs.search_processes
        self.analysis.controller.threads = prefs.search_processes
        self.session.threads = prefs.search_processes
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

    def show_rules(self) -> None:
        # In an Abanondas game the help opens at the variant's section.
        section = ABANONDAS_ANCHOR if self.session.rules.slips else None
        dialog = RulesDialog(theme(self.prefs.theme), self, section)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()

    def show_about(self) -> None:
        QMessageBox.about(
            self,
            self.tr("About Epaminondas"),
            self.tr(
                "<h3>Epaminondas %1</h3>"
                "<p>Robert Abbott's game of phalanxes, with exact rules, a computer "
                "opponent and hints.</p>"
                "<p>Board sizes from 4×4 to 26×26. Free software under the MIT licence.</p>"
            ).replace("%1", program_version()),
        )

    # -- window state ------------------------------------------------------------------

    def _restore_window(self) -> None:
        geometry = settings_mod.load_bytes("window/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        else:
            available = self.screen().availableGeometry()
            self.resize(
                min(1180, int(available.width() * 0.9)), min(800, int(available.height() * 0.9))
            )
        state = settings_mod.load_bytes("window/state")
        if state is not None:
            self.restoreState(state)

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.files.maybe_save():
            event.ignore()  # Cancel: keep playing
            return
        settings_mod.save_bytes("window/geometry", self.saveGeometry())
        settings_mod.save_bytes("window/state", self.saveState())
        # Join the AI threads before the window (their owner) is destroyed; the analysis
        # first, so that nothing restarts it when the session's search stops. Every engine
        # is told to end before any is waited for: they end at the same time.
        self.analysis.begin_shutdown()
        self.session.ai.begin_shutdown()
        self.analysis.shutdown()
        self.session.shutdown()
        super().closeEvent(event)


def window_icon() -> QIcon:
    path = asset_path("icons", "epaminondas.svg")
    return QIcon(str(path)) if path.is_file() else QIcon()


def light_palette() -> QPalette:
    style = QApplication.style()
    return style.standardPalette()


def dark_palette() -> QPalette:
    p = QPalette()
    role = QPalette.ColorRole
    p.setColor(role.Window, QColor("#2b2e34"))
    p.setColor(role.WindowText, QColor("#e6e6e6"))
    p.setColor(role.Base, QColor("#1f2227"))
    p.setColor(role.AlternateBase, QColor("#292c32"))
    p.setColor(role.ToolTipBase, QColor("#3a3f47"))
    p.setColor(role.ToolTipText, QColor("#f0f0f0"))
    p.setColor(role.Text, QColor("#e6e6e6"))
    p.setColor(role.Button, QColor("#353a41"))
    p.setColor(role.ButtonText, QColor("#e6e6e6"))
    p.setColor(role.BrightText, QColor("#ff6b6b"))
    p.setColor(role.Highlight, QColor("#4a78c2"))
    p.setColor(role.HighlightedText, QColor("#ffffff"))
    p.setColor(role.Link, QColor("#7fb0ff"))
    p.setColor(role.PlaceholderText, QColor("#8a9099"))
    disabled = QPalette.ColorGroup.Disabled
    for r in (role.WindowText, role.Text, role.ButtonText):
        p.setColor(disabled, r, QColor("#7a7f87"))
    return p
