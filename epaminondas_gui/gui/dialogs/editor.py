"""The position editor: set up any position, then play or analyse from it.

The dialog edits a core :class:`PositionEditor`; the board widget only turns mouse input
into its place/remove calls. Left button: White piece, right button: Black piece; pressing
on a piece of that colour removes it instead; dragging paints (or erases) along the way.
"""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QPointF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QGuiApplication,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...core.rules.geometry import MAX_SIZE, MIN_SIZE
from ...core.rules.position import (
    DEFAULT_RULES,
    Color,
    EFNError,
    Position,
    Rules,
    SymmetryRule,
    Variant,
)
from ...core.study.editor import EditorStatus, PositionEditor
from ..board.painter import outer_rect, paint_board, paint_piece, square_at, square_rect
from ..texts import color_name, describe_outcome, translate, variant_name
from ..theme import LIGHT, Theme
from .titles import fit_title


def status_problems(position: Position, status: EditorStatus) -> list[str]:
    """The editor's status sentences, translated.

    Built from the position and the status's counts rather than by matching the core's
    English sentences; test_editor_and_files checks that both name the same problems.
    """
    problems: list[str] = []
    if status.white_pieces == 0 and status.black_pieces == 0:
        problems.append(translate("Editor", "The board is empty."))
    else:
        counts = ((Color.WHITE, status.white_pieces), (Color.BLACK, status.black_pieces))
        for color, count in counts:
            if count == 0:
                text = translate("Editor", "%1 has no pieces.")
                problems.append(text.replace("%1", color_name(color)))
    white_in, black_in = position.home_row_counts()
    mover = position.turn
    mover_in, other_in = (white_in, black_in) if mover is Color.WHITE else (black_in, white_in)
    if other_in > mover_in:
        problems.append(
            translate(
                "Editor",
                "%1 has more pieces on %2's home row: %2 must capture them or even the count "
                "this move.",
            )
            .replace("%1", color_name(mover.other))
            .replace("%2", color_name(mover))
        )
    return problems


def describe_status(position: Position, status: EditorStatus) -> str:
    """The translated counterpart of :meth:`EditorStatus.describe`."""
    parts = status_problems(position, status)
    if status.outcome is not None:
        parts.insert(
            0,
            translate("Editor", "The game would already be over: %1").replace(
                "%1", describe_outcome(status.outcome)
            ),
        )
    return " ".join(parts) if parts else translate("Editor", "Ready to play.")


class EditorBoard(QWidget):
    """The editable board, drawn with the game board's painter and scaled to fit."""

    changed = Signal()
    """The pieces changed (by the mouse)."""

    def __init__(self, editor: PositionEditor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("EditorBoard")
        self.editor = editor
        self.theme: Theme = LIGHT
        self._hover: int | None = None
        self._paint: Color | None = None
        """What a drag puts down (None: it erases)."""
        self._painting = False
        self._touched: set[int] = set()
        self.setMouseTracking(True)
        self.setMinimumSize(260, 240)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.cursor_square: int | None = None
        """Keyboard cursor: arrows move it; W, B, Delete and Space edit its square."""

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(520, 460)

    # -- coordinates ---------------------------------------------------------------------

    def _transform(self) -> tuple[float, QPointF]:
        """(scale, offset) mapping scene units (board_painter's) to widget pixels."""
        outer = outer_rect(self.editor.to_position().geometry)
        scale = min(self.width() / outer.width(), self.height() / outer.height())
        offset = QPointF(
            (self.width() - outer.width() * scale) / 2 - outer.left() * scale,
            (self.height() - outer.height() * scale) / 2 - outer.top() * scale,
        )
        return scale, offset

    def square_at(self, point: QPointF) -> int | None:
        scale, offset = self._transform()
        scene = (point - offset) / scale
        return square_at(self.editor.to_position().geometry, scene, False)

    def square_center(self, square: int) -> QPointF:
        """Widget coordinates of a square's centre (for tests and key handling)."""
        scale, offset = self._transform()
        geo = self.editor.to_position().geometry
        return square_rect(geo, square, False).center() * scale + offset

    # -- mouse ---------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        button = event.button()
        if button not in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton):
            super().mousePressEvent(event)
            return
        square = self.square_at(event.position())
        if square is None:
            return
        color = Color.WHITE if button == Qt.MouseButton.LeftButton else Color.BLACK
        # Pressing on a piece of the button's colour takes it away, and the drag erases.
        self._paint = None if self.editor.piece_at(square) is color else color
        self._painting = True
        self._touched = set()
        self._apply(square)
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        square = self.square_at(event.position())
        if square != self._hover:
            self._hover = square
            self.update()
        if self._painting and square is not None:
            self._apply(square)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._painting = False
        self._touched = set()
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        geo = self.editor.to_position().geometry
        key = Qt.Key(event.key())
        steps = {
            Qt.Key.Key_Left: (-1, 0),
            Qt.Key.Key_Right: (1, 0),
            Qt.Key.Key_Up: (0, 1),
            Qt.Key.Key_Down: (0, -1),
        }
        if self.cursor_square is None or self.cursor_square not in geo.squares:
            self.cursor_square = geo.square(0, 0)
            if key in steps:
                self.update()
                return
        square = self.cursor_square
        if key in steps:
            df, dr = steps[key]
            file = min(max(geo.file_of(square) + df, 0), geo.width - 1)
            rank = min(max(geo.rank_of(square) + dr, 0), geo.height - 1)
            self.cursor_square = geo.square(file, rank)
        elif key == Qt.Key.Key_W:
            self.editor.place(square, Color.WHITE)
            self.changed.emit()
        elif key == Qt.Key.Key_B:
            self.editor.place(square, Color.BLACK)
            self.changed.emit()
        elif key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            self.editor.remove(square)
            self.changed.emit()
        elif key == Qt.Key.Key_Space:
            self.editor.toggle(square)
            self.changed.emit()
        else:
            super().keyPressEvent(event)
            return
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusOutEvent(event)

    def leaveEvent(self, event: object) -> None:
        self._hover = None
        self.update()

    def _apply(self, square: int) -> None:
        if square in self._touched:
            return  # a drag passes each square once
        self._touched.add(square)
        before = self.editor.piece_at(square)
        if self._paint is None:
            self.editor.remove(square)
        else:
            self.editor.place(square, self._paint)
        if self.editor.piece_at(square) is not before:
            self.update()
            self.changed.emit()

    # -- painting ------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        scale, offset = self._transform()
        painter.translate(offset)
        painter.scale(scale, scale)
        position = self.editor.to_position()
        geo = position.geometry
        paint_board(painter, geo, self.theme, False, True)
        if self._hover is not None:
            rect = square_rect(geo, self._hover, False)
            glow = QColor(self.theme.cursor)
            glow.setAlpha(70)
            painter.fillRect(rect, glow)
            painter.setPen(QPen(self.theme.cursor, 3.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(rect.adjusted(2, 2, -2, -2))
        for square in geo.squares:
            color = position.piece_at(square)
            if color is not None:
                paint_piece(painter, square_rect(geo, square, False).center(), color, self.theme)
        if self.cursor_square is not None and self.hasFocus() and self.cursor_square in geo.squares:
            rect = square_rect(geo, self.cursor_square, False)
            pen = QPen(self.theme.cursor, 4.5)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(3, 3, -3, -3), 6, 6)
        painter.end()


class EditorChoice(Enum):
    """What the user wants to do with the position after OK."""

    PLAY = "play"
    ANALYSE = "analyse"


class EditorDialog(QDialog):
    """Set up a position. ``exec()`` returns Accepted for both "Play from here" and
    "Analyse"; :attr:`choice` says which, :meth:`position` and :meth:`rules` what."""

    def __init__(
        self,
        position: Position | None = None,
        rules: Rules = DEFAULT_RULES,
        theme: Theme = LIGHT,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("EditorDialog")
        self.setWindowTitle(self.tr("Set up a position"))
        fit_title(self)
        self.editor = PositionEditor(position, rules)
        self.choice = EditorChoice.PLAY
        self.board = EditorBoard(self.editor)
        self.board.set_theme(theme)
        self.board.changed.connect(self._on_board_changed)

        # Board size
        self.width_spin = QSpinBox()
        self.width_spin.setRange(MIN_SIZE, MAX_SIZE)
        self.width_spin.setAccessibleName(self.tr("Files"))
        self.height_spin = QSpinBox()
        self.height_spin.setRange(MIN_SIZE, MAX_SIZE)
        self.height_spin.setAccessibleName(self.tr("Ranks"))
        size_row = QHBoxLayout()
        size_row.addWidget(self.width_spin)
        size_row.addWidget(QLabel("×"))
        size_row.addWidget(self.height_spin)
        size_row.addStretch(1)

        self.white_radio = QRadioButton(color_name(Color.WHITE))
        self.black_radio = QRadioButton(color_name(Color.BLACK))
        self.turn_group = QButtonGroup(self)
        self.turn_group.addButton(self.white_radio)
        self.turn_group.addButton(self.black_radio)
        turn_row = QHBoxLayout()
        turn_row.addWidget(self.white_radio)
        turn_row.addWidget(self.black_radio)
        turn_row.addStretch(1)

        self.symmetry_combo = QComboBox()
        self.symmetry_combo.addItems([self.tr("Midline (standard)"), self.tr("Off")])
        self.symmetry_combo.setAccessibleName(self.tr("Anti-symmetry rule"))
        self.variant_combo = QComboBox()
        for variant in (Variant.EPAMINONDAS, Variant.ABANONDAS):
            self.variant_combo.addItem(variant_name(variant), variant.value)
        self.variant_combo.setAccessibleName(self.tr("Game"))

        form = QFormLayout()
        form.addRow(self.tr("&Game:"), self.variant_combo)
        form.addRow(self.tr("Size (files × ranks):"), size_row)
        form.addRow(self.tr("Side to move:"), turn_row)
        form.addRow(self.tr("Anti-&symmetry rule:"), self.symmetry_combo)
        setup_box = QGroupBox(self.tr("Position"))
        setup_box.setLayout(form)

        self.clear_button = QPushButton(self.tr("&Clear board"))
        self.start_button = QPushButton(self.tr("S&tandard start"))
        self.swap_button = QPushButton(self.tr("S&wap colours"))
        self.swap_button.setToolTip(
            self.tr("Turn the board around and swap the colours and the side to move")
        )
        self.copy_button = QPushButton(self.tr("C&opy position"))
        self.copy_button.setToolTip(self.tr("Copy the position as an EFN string"))
        self.paste_button = QPushButton(self.tr("&Paste position"))
        self.paste_button.setToolTip(self.tr("Set up the position from an EFN string"))
        self.clear_button.clicked.connect(self._clear)
        self.start_button.clicked.connect(self._standard_start)
        self.swap_button.clicked.connect(self._swap)
        self.copy_button.clicked.connect(self.copy_efn)
        self.paste_button.clicked.connect(self.paste_from_clipboard)
        tools = QGroupBox(self.tr("Tools"))
        tools_layout = QVBoxLayout(tools)
        for button in (self.clear_button, self.start_button, self.swap_button):
            tools_layout.addWidget(button)
        efn_row = QHBoxLayout()
        efn_row.addWidget(self.copy_button)
        efn_row.addWidget(self.paste_button)
        tools_layout.addLayout(efn_row)

        self.counts_label = QLabel()
        self.counts_label.setObjectName("EditorCounts")
        self.help_label = QLabel(
            self.tr(
                "Left click: White piece. Right click: Black piece. Click a piece with "
                "its own button to remove it. Drag to paint several squares. Keyboard: "
                "arrows, W, B, Delete."
            )
        )
        self.help_label.setWordWrap(True)
        self.help_label.setObjectName("EditorHelp")
        self.help_label.setStyleSheet("color: palette(placeholder-text);")

        side = QVBoxLayout()
        side.addWidget(setup_box)
        side.addWidget(tools)
        side.addWidget(self.counts_label)
        side.addWidget(self.help_label)
        side.addStretch(1)
        side_widget = QWidget()
        side_widget.setLayout(side)
        side_widget.setFixedWidth(340)

        self.status_label = QLabel()
        self.status_label.setObjectName("EditorStatus")
        self.status_label.setWordWrap(True)
        self.message_label = QLabel()
        self.message_label.setObjectName("EditorMessage")
        self.message_label.setWordWrap(True)
        self.message_label.setVisible(False)

        self.buttons = QDialogButtonBox()
        self.play_button = self.buttons.addButton(
            self.tr("&Play from here"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.analyse_button = self.buttons.addButton(
            self.tr("&Analyse"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.play_button.setDefault(True)
        self.play_button.clicked.connect(lambda: self._finish(EditorChoice.PLAY))
        self.analyse_button.clicked.connect(lambda: self._finish(EditorChoice.ANALYSE))
        self.buttons.rejected.connect(self.reject)

        top = QHBoxLayout()
        top.addWidget(self.board, 1)
        top.addWidget(side_widget)
        layout = QVBoxLayout(self)
        layout.addLayout(top, 1)
        layout.addWidget(self.message_label)
        layout.addWidget(self.status_label)
        layout.addWidget(self.buttons)

        self.width_spin.valueChanged.connect(self._on_size)
        self.height_spin.valueChanged.connect(self._on_size)
        self.white_radio.toggled.connect(self._on_turn)
        self.symmetry_combo.currentIndexChanged.connect(self._on_symmetry)
        self.variant_combo.currentIndexChanged.connect(self._on_variant)
        self._sync_controls()
        self.resize(900, 600)

    # -- results -------------------------------------------------------------------------

    def position(self) -> Position:
        return self.editor.to_position()

    def rules(self) -> Rules:
        return self.editor.rules

    def _finish(self, choice: EditorChoice) -> None:
        if not self.editor.status().playable:
            return  # the buttons are disabled then; a shortcut must not slip through
        self.choice = choice
        self.accept()

    # -- editing -------------------------------------------------------------------------

    def _clear(self) -> None:
        self.editor.clear()
        self._changed()

    def _standard_start(self) -> None:
        self.editor.standard_start()
        self._changed()

    def _swap(self) -> None:
        self.editor.swap_colors()
        self._changed()

    def _on_size(self) -> None:
        width, height = self.width_spin.value(), self.height_spin.value()
        if (width, height) == (self.editor.width, self.editor.height):
            return
        # The pieces set up so far stay where they fit (a new size is no reason to start over).
        lost = self.editor.resize_keeping(width, height)
        self._changed()
        if lost:
            self._show_message(
                self.tr("%1 pieces do not fit on this board; a larger one brings them back.")
                .replace("%1", str(lost)),
                False,
            )

    def _on_turn(self) -> None:
        self.editor.turn = Color.WHITE if self.white_radio.isChecked() else Color.BLACK
        self._update_status()

    def _on_symmetry(self, index: int) -> None:
        self.editor.symmetry = SymmetryRule.MIDLINE if index == 0 else SymmetryRule.OFF
        self._update_status()

    def _on_variant(self, index: int) -> None:
        self.editor.variant = Variant.parse(str(self.variant_combo.itemData(index)))
        self._update_status()

    def _on_board_changed(self) -> None:
        self.message_label.setVisible(False)
        self._update_status()

    def _changed(self) -> None:
        self.message_label.setVisible(False)
        self._sync_controls()
        self.board.update()

    def copy_efn(self) -> None:
        QGuiApplication.clipboard().setText(self.editor.efn())
        self._show_message(self.tr("Position copied: %1").replace("%1", self.editor.efn()), False)

    def paste_from_clipboard(self) -> None:
        self.paste_efn(QGuiApplication.clipboard().text())

    def paste_efn(self, text: str) -> bool:
        """Set up the position from an EFN string; a malformed one leaves the board as it
        was and says what is wrong. Returns whether the paste worked."""
        try:
            self.editor.paste_efn(text)
        except EFNError as exc:
            self._show_message(
                self.tr("This is not a position string (EFN): %1").replace("%1", str(exc)), True
            )
            return False
        self._changed()
        return True

    def _colors(self, kind: str) -> tuple[str, str]:
        """(background, text) of a message box of ``kind`` for the light or dark palette,
        matching the main window's warning label."""
        dark = self.palette().color(QPalette.ColorRole.Window).lightness() < 128
        return {
            "error": ("#5c1f1a", "#ffd7d0") if dark else ("#fbe1dc", "#8a1c10"),
            "ok": ("#1f4a2a", "#d6f5dc") if dark else ("#e1f2e3", "#1d5a2a"),
            "note": ("#4d3b12", "#ffe9b8") if dark else ("#fdf1d6", "#6b4a06"),
        }[kind]

    def _show_message(self, text: str, error: bool) -> None:
        self.message_label.setText(text)
        background, ink = self._colors("error" if error else "ok")
        self.message_label.setStyleSheet(
            f"QLabel {{ background: {background}; color: {ink}; border-radius: 6px;"
            " padding: 6px; }"
        )
        self.message_label.setVisible(True)

    # -- display -------------------------------------------------------------------------

    def _sync_controls(self) -> None:
        """Bring the size, side and rule controls in line with the editor."""
        for widget, value in (
            (self.width_spin, self.editor.width),
            (self.height_spin, self.editor.height),
        ):
            widget.blockSignals(True)
            widget.setValue(value)
            widget.blockSignals(False)
        for radio, on in (
            (self.white_radio, self.editor.turn is Color.WHITE),
            (self.black_radio, self.editor.turn is Color.BLACK),
        ):
            radio.blockSignals(True)
            radio.setChecked(on)
            radio.blockSignals(False)
        self.symmetry_combo.blockSignals(True)
        self.symmetry_combo.setCurrentIndex(
            0 if self.editor.symmetry is SymmetryRule.MIDLINE else 1
        )
        self.symmetry_combo.blockSignals(False)
        self.variant_combo.blockSignals(True)
        self.variant_combo.setCurrentIndex(
            max(self.variant_combo.findData(self.editor.variant.value), 0)
        )
        self.variant_combo.blockSignals(False)
        self._update_status()

    def status(self) -> EditorStatus:
        return self.editor.status()

    def _update_status(self) -> None:
        status = self.editor.status()
        self.counts_label.setText(
            self.tr("Pieces: %1 White, %2 Black")
            .replace("%1", str(status.white_pieces))
            .replace("%2", str(status.black_pieces))
        )
        self.status_label.setText(describe_status(self.editor.to_position(), status))
        kind = "error" if not status.playable else "note" if status.problems else "ok"
        background, ink = self._colors(kind)
        weight = "bold" if kind == "error" else "normal"
        self.status_label.setStyleSheet(
            f"QLabel {{ border-radius: 6px; padding: 6px; background: {background};"
            f" color: {ink}; font-weight: {weight}; }}"
        )
        self.play_button.setEnabled(status.playable)
        self.analyse_button.setEnabled(status.playable)
        self.board.update()
