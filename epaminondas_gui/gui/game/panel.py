"""The game beside the board: whose turn it is, who plays and their clocks, the decisive
home-row count, the moves, and the computer's thinking; and the same facts in short for
the status bar (:class:`GameStatus`), for when the panel is closed.

Both only show the session: :meth:`GamePanel.refresh` reads it; the window calls it
whenever the session's state changes.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QObject, QPointF, Qt, QTimer, Signal
from PySide6.QtGui import QPainter, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...core.ai.types import SearchInfo
from ...core.games.players import HUMAN_NAME, Computer
from ...core.rules.notation import move_to_text
from ...core.rules.position import Color, Position, SymmetryRule
from ..board.painter import SQUARE, paint_piece
from ..busy_bar import BusyBar
from ..clock_driver import clock_text
from ..elided import ElidedLabel
from ..scrolling import least_height_for_width
from ..session import GameSession
from ..texts import (
    board_name,
    color_name,
    describe_outcome,
    level_name,
    time_control_name,
    variant_explanation,
    variant_name,
    zone_name,
)
from ..theme import LIGHT, Theme
from ..visibility import set_shown
from .move_panel import MovePanel
from .move_rows import move_label
from .notice import Notice

_icon_cache: dict[tuple[Color, tuple[str, str, str], int], QPixmap] = {}

#: Below this height (pixels the panel is given), it folds what a player can do without
#: (section titles, the long home-row sentence, a tall comment box), so that the move list
#: keeps its rows on a small screen with the analysis open.
COMPACT_BELOW_PX = 560
#: How often a running clock's text is brought up to date (tenths show under 10 s).
CLOCK_TICK_MS = 100

PANEL_STYLE = (
    "QLabel#SectionTitle { font-weight: bold; margin-top: 6px; }"
    "QFrame#PlayersBox { background: palette(base); border: 1px solid palette(mid);"
    " border-radius: 8px; }"
    "QLabel#HomeRowCount { padding: 2px; }"
    "QLabel#TurnBanner { font-size: 15px; font-weight: bold; padding: 4px 8px;"
    " border-radius: 8px; background: palette(highlight);"
    " color: palette(highlighted-text); }"
    # The banner takes the colour of the side to move.
    'QLabel#TurnBanner[side="white"] { background: #f6f1e7; color: #2a2520;'
    " border: 1px solid #b9b09f; }"
    'QLabel#TurnBanner[side="black"] { background: #26272d; color: #f2f2f2;'
    " border: 1px solid #0b0b0e; }"
    # The clocks: the running one stands out, a low one is red.
    "QLabel#Clock { font-size: 15px; padding: 1px 6px; border-radius: 4px;"
    " border: 1px solid palette(mid); }"
    'QLabel#Clock[running="true"] { font-weight: bold; background: palette(highlight);'
    " color: palette(highlighted-text); border-color: palette(highlight); }"
    'QLabel#Clock[low="true"] { color: #c0392b; border-color: #c0392b; }'
    'QLabel#Clock[running="true"][low="true"] { background: #c0392b; color: white; }'
)


def piece_icon(color: Color, board_theme: Theme, size: int = 22) -> QPixmap:
    """A small picture of a piece for the players box."""
    key = (color, board_theme.key, size)
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


class GamePanel(QWidget):
    """Turn banner, notices, players, home rows, the move list and the computer's box."""

    move_now_clicked = Signal()
    pause_toggled = Signal(bool)
    clocks_shown = Signal(str)
    """Both clocks in one short line (empty without clocks), each time they are shown."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self._compact = False
        self._theme: Theme = LIGHT
        self._frame: QWidget | None = None
        self.setObjectName("SidePanel")
        self.setStyleSheet(PANEL_STYLE)
        self._layout = layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        layout.setSpacing(8)

        # One line each, the whole text on hover: the move list keeps its rows.
        self.turn_banner = ElidedLabel()
        self.turn_banner.setObjectName("TurnBanner")
        self.turn_banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.turn_banner)
        # The notice goes under the moves: above, it pushed the players box down.
        self.notice = Notice()
        layout.addWidget(self._build_players())

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
        self.move_panel = MovePanel(session, self)
        self.move_list = self.move_panel.view
        layout.addWidget(self.move_panel, 1)
        layout.addWidget(self.notice)
        self._build_ai_box()

    def _build_players(self) -> QFrame:
        players = QFrame()
        players.setObjectName("PlayersBox")
        grid = QGridLayout(players)
        grid.setContentsMargins(8, 4, 8, 4)
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(2)
        self.player_icons: dict[Color, QLabel] = {}
        self.player_labels: dict[Color, QLabel] = {}
        self.turn_marks: dict[Color, QLabel] = {}
        self.clock_labels: dict[Color, QLabel] = {}
        # Which game is played: the name of the game, the board and the rule option.
        self.game_label = ElidedLabel()
        self.game_label.setObjectName("GameLabel")
        grid.addWidget(self.game_label, 0, 0, 1, 4)
        self._players_grid = grid
        # Each player has one line: the name (whole on hover) and the clock beside it.
        for index, color in enumerate((Color.BLACK, Color.WHITE)):
            row = index + 1
            mark = QLabel()
            mark.setFixedWidth(14)
            icon = QLabel()
            label = ElidedLabel()
            # As tall as a clock, shown or not: the box does not jump when clocks appear.
            label.setMinimumHeight(24)
            grid.addWidget(mark, row, 0)
            grid.addWidget(icon, row, 1)
            grid.addWidget(label, row, 2)
            clock = QLabel()
            clock.setObjectName("Clock")
            clock.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            clock.setVisible(False)
            grid.addWidget(clock, row, 3, Qt.AlignmentFlag.AlignVCenter)
            self.clock_labels[color] = clock
            self.turn_marks[color] = mark
            self.player_icons[color] = icon
            self.player_labels[color] = label
        grid.setColumnStretch(2, 1)
        # Only while a clock runs, and only its text changes.
        self.clock_timer = QTimer(self)
        self.clock_timer.setInterval(CLOCK_TICK_MS)
        self.clock_timer.timeout.connect(self._tick_clocks)
        self.session.clock.changed.connect(self.show_clocks)
        return players

    def _build_ai_box(self) -> QFrame:
        """The computer's thinking and Move now: the window puts it below the scrolled
        panel, where it is always seen whole (inside, it was cut by the panel's edge)."""
        self.ai_box = QFrame()
        self.ai_box.setObjectName("AiBox")
        ai_layout = QVBoxLayout(self.ai_box)
        ai_layout.setContentsMargins(0, 0, 0, 0)
        # One line (the whole text on hover): the box must not push the moves up, and a
        # longer report must not widen the panel (at 920 px the board went from 602 px
        # wide to 311 and back at each computer move).
        self.ai_label = ElidedLabel(asks_for_text=False)
        self.ai_progress = BusyBar()
        self.ai_progress.setFixedHeight(6)
        self.move_now_button = QPushButton()
        self.move_now_button.clicked.connect(self.move_now_clicked)
        # Pause for watching a game between computers (and Move now then plays one move).
        self.pause_button = QPushButton()
        self.pause_button.setCheckable(True)
        self.pause_button.toggled.connect(self.pause_toggled)
        buttons = QHBoxLayout()
        buttons.setSpacing(6)
        buttons.addWidget(self.move_now_button, 1)
        buttons.addWidget(self.pause_button, 1)
        ai_layout.addWidget(self.ai_label)
        ai_layout.addWidget(self.ai_progress)
        ai_layout.addLayout(buttons)
        self.ai_box.setVisible(False)
        return self.ai_box

    def retranslate(self) -> None:
        self.home_title.setText(self._home_title())
        self.moves_title.setText(self.tr("Moves"))
        self._label_buttons()
        self.move_panel.retranslate()

    # -- what the session shows --------------------------------------------------------

    def refresh(self, board_theme: Theme) -> None:
        self._theme = board_theme
        s = self.session
        line = s.line
        pos = s.shown_position
        over = line.outcome
        self._show_game_kind()
        self.show_clocks()
        for color in (Color.WHITE, Color.BLACK):
            self.player_labels[color].setText(f"{color_name(color)}  —  {self._who(color)}")
            icon = piece_icon(color, board_theme)
            if self.player_icons[color].pixmap().cacheKey() != icon.cacheKey():
                self.player_icons[color].setPixmap(icon)
            on_move = over is None and pos.turn is color
            font = self.player_labels[color].font()
            if font.bold() != on_move:  # a new font lays the label out again
                font.setBold(on_move)
                self.player_labels[color].setFont(font)
            self.turn_marks[color].setText("▶" if on_move else "")
        white_in, black_in = pos.home_row_counts(s.rules)
        self.home_title.setText(self._home_title())
        if self._compact:
            self.home_label.setText(self.home_summary(pos))
        elif s.rules.variant.traits.zones:
            self.home_label.setText(
                self.tr("White %1 in White's win zone, Black %2 in Black's.")
                .replace("%1", f"<b>{white_in}</b>")
                .replace("%2", f"<b>{black_in}</b>")
            )
        else:
            self.home_label.setText(
                self.tr("White %1 on Black's home row (row %2), Black %3 on White's (row 1).")
                .replace("%1", f"<b>{white_in}</b>")
                .replace("%2", str(pos.geometry.height))
                .replace("%3", f"<b>{black_in}</b>")
            )
        warning = self.home_warning()
        self.warning_label.setText(warning)
        set_shown(self.warning_label, bool(warning))
        # A small panel leaves the count to the status bar, which always shows it.
        set_shown(self.home_label, not self._compact)
        text = self.turn_text()
        self.turn_banner.setText(text)
        side = "" if over is not None and not s.browsing else pos.turn.name.lower()
        if self.turn_banner.property("side") != side:
            self.turn_banner.setProperty("side", side)
            self.turn_banner.style().unpolish(self.turn_banner)
            self.turn_banner.style().polish(self.turn_banner)

    # -- the clocks --------------------------------------------------------------------

    def show_clocks(self) -> None:
        """Both clocks as they stand (hidden without a time control), and the tick
        that runs them down on screen while one runs."""
        driver = self.session.clock
        for label in self.clock_labels.values():
            set_shown(label, driver.enabled)
        if not driver.enabled:
            self.clock_timer.stop()
            self.clocks_shown.emit("")
            return
        running = driver.running_side()
        # A computer's move held back for watching: its clock stops, but it is its turn.
        held = self.session.computer_thinking and self.session.result() is None
        to_move = running if running is not None or not held else driver.turn()
        for color, label in self.clock_labels.items():
            self._set_flag(label, "running", color is to_move)
        self._tick_clocks()
        if running is None:
            self.clock_timer.stop()
        elif not self.clock_timer.isActive():
            self.clock_timer.start()

    def _tick_clocks(self) -> None:
        driver = self.session.clock
        for color, label in self.clock_labels.items():
            text = clock_text(driver.remaining(color))
            if label.text() != text:
                label.setText(text)
            self._set_flag(label, "low", driver.is_low(color))
        self.clocks_shown.emit(" · ".join(
            f"{color_name(color)} {self.clock_labels[color].text()}"
            for color in (Color.WHITE, Color.BLACK)))

    @staticmethod
    def _set_flag(label: QLabel, name: str, on: bool) -> None:
        """A style property of a clock, restyled only when it changes."""
        if bool(label.property(name)) != on:
            label.setProperty(name, on)
            label.style().unpolish(label)
            label.style().polish(label)

    def home_summary(self, position: Position) -> str:
        """The home-row count in one short line (the status bar's, and a small panel's)."""
        white_in, black_in = position.home_row_counts(self.session.rules)
        if self.session.rules.variant.traits.zones:
            text = self.tr("Win zones: White %1 · Black %2")
        else:
            text = self.tr("Home rows: White %1 · Black %2")
        return text.replace("%1", str(white_in)).replace("%2", str(black_in))

    def _home_title(self) -> str:
        """The count's heading: the rectangle's home rows or the hexagon's win zones."""
        if self.session.rules.variant.traits.zones:
            return self.tr("Win zones")
        return self.tr("Home rows")

    def heightForWidth(self, width: int) -> int:
        return least_height_for_width(self._layout, width)

    def follow_height_of(self, frame: QWidget) -> None:
        """Fold or unfold as ``frame`` (the scroll area's viewport showing the panel) is
        made taller or shorter."""
        self._frame = frame
        frame.installEventFilter(self)
        self.fit_height(frame.height())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._frame and isinstance(event, QResizeEvent):
            self.fit_height(event.size().height())
        return super().eventFilter(watched, event)

    def fit_height(self, available: int) -> None:
        """Fold or unfold for the height the panel is given (see :data:`COMPACT_BELOW_PX`)."""
        compact = available < COMPACT_BELOW_PX
        if compact == self._compact:
            return
        self._compact = compact
        self.home_title.setVisible(not compact)
        self.moves_title.setVisible(not compact)
        self.move_panel.set_compact(compact)
        self._layout.setSpacing(4 if compact else 8)
        margin = (8, 4) if compact else (10, 8)
        self._layout.setContentsMargins(margin[0], margin[1], margin[0], margin[1])
        self.refresh(self._theme)

    @property
    def compact(self) -> bool:
        return self._compact

    def _who(self, color: Color) -> str:
        s = self.session
        player = s.setup.player(color)
        if isinstance(player, Computer):
            if player.engine:
                return (self.tr("Engine · %1 · level %2")
                        .replace("%1", player.engine).replace("%2", str(player.level)))
            return (self.tr("Computer · level %1 (%2)")
                    .replace("%1", str(player.level))
                    .replace("%2", level_name(player.level)))
        name = s.tree.tags.get("White" if color is Color.WHITE else "Black", "").strip()
        if name and name not in ("?", HUMAN_NAME):
            return name  # a person's name from the game (Game → Properties, a file)
        return self.tr("Human")

    def turn_text(self) -> str:
        """Whose turn it is, the result, or which position is viewed (banner and status)."""
        s = self.session
        line = s.line
        pos = s.shown_position
        over = line.outcome
        if over is not None and not s.browsing:
            text = describe_outcome(over)
        elif s.browsing:
            # Counted as the move list counts: full moves, "4…" for Black's.
            cursor = s.tree.cursor
            shown = move_label(cursor) if cursor.parent is not None else self.tr("the start")
            text = (self.tr("Viewing %1 · %2 to move")
                    .replace("%1", shown)
                    .replace("%2", color_name(pos.turn)))
        else:
            text = self.tr("%1 to move").replace("%1", color_name(line.position.turn))
        if s.at_main_end and s.tree.can_claim_draw():
            text += " · " + self.tr("threefold repetition: a draw can be claimed")
        in_variation = not s.tree.cursor.is_main_line()
        going_on = s.result() is None and not s.at_main_end
        if (in_variation or going_on) and s.is_computer(pos.turn) and s.outcome() is None:
            # Off the game's end the computer waits: say who moves its pieces here (not
            # while a finished game is stepped through: nothing is played there).
            text += " · " + self.tr("in a variation you move both sides")
        return text

    def _show_game_kind(self) -> None:
        """The game, board, rule option and clock on one line; the hover explains them."""
        rules = self.session.rules
        geo = self.session.tree.start.geometry
        parts = [variant_name(rules.variant), board_name(geo)]
        if rules.variant.traits.zones:
            parts.append(zone_name(rules.zone))
        elif rules.symmetry is SymmetryRule.OFF:
            parts.append(self.tr("no anti-symmetry rule"))
        control = self.session.tree.time_control
        if control.enabled:
            parts.append(time_control_name(control))
        text = " · ".join(parts)
        self.game_label.setText(text)
        tip = "<b>" + html.escape(text) + "</b><br>" + variant_explanation(rules.variant)
        if rules.slips:
            tip += "<br>" + self.tr("To sideslip: hold Shift, grab one end of the line and drop it where the other end lands.")  # noqa: E501
        self.game_label.set_details(tip)

    def home_warning(self) -> str:
        """The warning for a player who will lose unless he captures or enters now."""
        s = self.session
        if s.line.outcome is not None and not s.browsing:
            return ""
        pos = s.shown_position
        white_in, black_in = pos.home_row_counts(s.rules)
        mine, theirs = (white_in, black_in) if pos.turn is Color.WHITE else (black_in, white_in)
        if theirs <= mine:
            return ""
        if s.rules.variant.traits.zones:
            return (
                self.tr("%1 has more pieces in the win zone: capture one or enter yours — or you lose.")  # noqa: E501
                .replace("%1", color_name(pos.turn.other))
            )
        far_row = pos.geometry.height if pos.turn is Color.WHITE else 1
        return (
            self.tr(
                "%1 has more pieces on your home row: capture one or enter row %2 — or you lose."
            )
            .replace("%1", color_name(pos.turn.other))
            .replace("%2", str(far_row))
        )

    def set_theme(self, dark: bool) -> None:
        """Follow the window's theme, after the application's palette changed."""
        # Widgets under a style sheet keep the palette they were polished with; setting
        # the sheet again re-polishes them with the new one.
        self.setStyleSheet(self.styleSheet())
        self.warning_label.setStyleSheet(
            "QLabel { background: %s; color: %s; border-radius: 6px; padding: 6px;"
            " font-weight: bold; }" % (("#5c1f1a", "#ffd7d0") if dark else ("#fbe1dc", "#8a1c10"))
        )

    # -- the computer's thinking -------------------------------------------------------

    def thinking_text(self, info: SearchInfo | None) -> str:
        """What the computer does now: a hint, or a move with its depth and best line."""
        s = self.session
        if s.hint_pending:
            return self.tr("Looking for a good move…")
        mover = color_name(s.line.position.turn)
        if info is None:
            return self.tr("%1 is thinking…").replace("%1", mover)
        pv = info.pv[0] if info.pv else None
        best = move_to_text(s.line.position.geometry, pv) if pv is not None else ""
        return (self.tr("%1 is thinking… depth %2 · score %3 · %4")
                .replace("%1", mover)
                .replace("%2", str(info.depth))
                .replace("%3", info.score.display_text())
                .replace("%4", best))

    def show_thinking(self, busy: bool, text: str) -> None:
        """The computer's box: while it thinks (or holds its move), and while paused."""
        s = self.session
        paused = s.paused
        set_shown(self.ai_box, busy or paused)
        self.ai_label.setText(text if busy or not paused else self.tr(
            "The computer is paused: Move now plays one move, Go on lets it play on."))
        set_shown(self.ai_progress, busy)
        set_shown(self.move_now_button, not s.hint_pending)
        self.move_now_button.setEnabled(busy or s.can_step())
        set_shown(self.pause_button, not s.hint_pending and (paused or s.can_pause()))
        if self.pause_button.isChecked() != paused:
            self.pause_button.blockSignals(True)
            self.pause_button.setChecked(paused)
            self.pause_button.blockSignals(False)
        self._label_buttons()

    def _label_buttons(self) -> None:
        self.move_now_button.setText(self.tr("Move now"))
        self.move_now_button.setAccessibleName(self.tr("Move now"))
        paused = self.session.paused
        self.pause_button.setText(self.tr("Go on") if paused else self.tr("Pause"))
        self.pause_button.setToolTip(
            self.tr("Let the computer play on (P)") if paused
            else self.tr("The computer makes no move until you go on (P)"))


class GameStatus:
    """The status bar's share: the computer thinking, the clocks, the home-row count,
    whose turn.

    Compact, for when the game panel is closed; the window adds :attr:`widgets`."""

    def __init__(self, panel: GamePanel) -> None:
        self.thinking = QLabel()
        self.thinking.setObjectName("StatusThinking")
        self.progress = BusyBar()
        self.progress.setFixedSize(90, 10)
        # Elided in a narrow window (whole on hover): a 640 px status bar cut them.
        self.home = ElidedLabel()
        self.home.setObjectName("StatusHomeRows")
        self.home.setContentsMargins(10, 0, 10, 0)
        self.turn = ElidedLabel()
        self.turn.setObjectName("TurnLabel")
        self.clocks = ElidedLabel()
        self.clocks.setObjectName("StatusClocks")
        self.clocks.setContentsMargins(10, 0, 0, 0)
        self.thinking.setVisible(False)
        self.progress.setVisible(False)
        self.clocks.setVisible(False)
        self._busy = False
        self._panel_shown = False
        """Told by the game dock (visibilityChanged): hidden until it is first shown."""
        panel.clocks_shown.connect(self._show_clocks)
        self.widgets: tuple[QWidget, ...] = (self.thinking, self.progress, self.clocks,
                                             self.home, self.turn)

    def _show_clocks(self, text: str) -> None:
        if self.clocks.text() != text:
            self.clocks.setText(text)
        set_shown(self.clocks, bool(text))

    def show(self, panel: GamePanel, position: Position) -> None:
        warning = panel.home_warning()
        self.home.setText(panel.home_summary(position))
        self.home.set_details(warning)
        self.home.setStyleSheet("color: #d23c2c; font-weight: bold;" if warning else "")
        self.turn.setText(panel.turn_banner.text())

    def set_panel_shown(self, shown: bool) -> None:
        """Whether the game panel is on screen: it then shows the computer's thinking
        itself, and the status bar does not say it again (its long line left no room for
        the last move's message)."""
        self._panel_shown = shown
        self._show_busy()

    def show_thinking(self, busy: bool, text: str) -> None:
        self._busy = busy
        self.thinking.setText(text)
        self._show_busy()

    def _show_busy(self) -> None:
        shown = self._busy and not self._panel_shown
        set_shown(self.thinking, shown)
        set_shown(self.progress, shown)
