"""The position editor: set up any position, then play or analyse from it.

The dialog edits a core :class:`PositionEditor`; its board widget
(:mod:`.editor_board`) only turns mouse and key input into place/remove calls. The game
chosen decides the board (a rectangle of any size, or the hexagon) and the rule options
shown.
"""

from __future__ import annotations

from dataclasses import replace
from enum import Enum

from PySide6.QtGui import QGuiApplication, QPalette
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

from ...core.rules.geometry import MAX_SIZE, MIN_SIZE, Shape
from ...core.rules.position import (
    DEFAULT_RULES,
    Color,
    EFNError,
    Position,
    Rules,
    SymmetryRule,
    Variant,
    Zone,
    variant_for,
)
from ...core.study.editor import EditorStatus, PositionEditor
from ..texts import color_name, describe_outcome, translate, variant_name
from ..theme import LIGHT, Theme
from .editor_board import EditorBoard
from .titles import fit_title


def status_problems(
    position: Position, status: EditorStatus, rules: Rules = DEFAULT_RULES
) -> list[str]:
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
    white_in, black_in = position.home_row_counts(rules)
    mover = position.turn
    mover_in, other_in = (white_in, black_in) if mover is Color.WHITE else (black_in, white_in)
    if other_in > mover_in and rules.variant.traits.zones:
        problems.append(
            translate(
                "Editor",
                "%1 has more pieces in the win zone: %2 must capture them or even the count "
                "this move.",
            )
            .replace("%1", color_name(mover.other))
            .replace("%2", color_name(mover))
        )
    elif other_in > mover_in:
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


def describe_status(
    position: Position, status: EditorStatus, rules: Rules = DEFAULT_RULES
) -> str:
    """The translated counterpart of :meth:`EditorStatus.describe`."""
    parts = status_problems(position, status, rules)
    if status.outcome is not None:
        parts.insert(
            0,
            translate("Editor", "The game would already be over: %1").replace(
                "%1", describe_outcome(status.outcome)
            ),
        )
    return " ".join(parts) if parts else translate("Editor", "Ready to play.")


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
        for variant in Variant:
            self.variant_combo.addItem(variant_name(variant), variant.value)
        self.variant_combo.setAccessibleName(self.tr("Game"))
        self.zone_combo = QComboBox()
        self.zone_combo.addItem(self.tr("Far corner (3 cells)"), Zone.CORNER.value)
        self.zone_combo.addItem(self.tr("Opponent's first row"), Zone.ROW.value)
        self.zone_combo.setAccessibleName(self.tr("Win zone"))

        form = QFormLayout()
        # A long label (Spanish, German) puts its field below it rather than squeeze it
        # in the fixed-width column ("Blancas" and "Línea media (est" were cut).
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form.addRow(self.tr("&Game:"), self.variant_combo)
        form.addRow(self.tr("Size (files × ranks):"), size_row)
        form.addRow(self.tr("Side to move:"), turn_row)
        form.addRow(self.tr("Anti-&symmetry rule:"), self.symmetry_combo)
        form.addRow(self.tr("&Win zone:"), self.zone_combo)
        self._form = form
        self._size_row = size_row
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
        # As wide as its widest label, choice or button in the language shown (Spanish cut
        # "Línea media (estándar)" and "Blancas" at a fixed 340), never narrower than 340.
        side_widget.setMinimumWidth(340)
        side_widget.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)

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
        self.zone_combo.currentIndexChanged.connect(self._on_zone)
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
        variant = Variant.parse(str(self.variant_combo.itemData(index)))
        self.editor.variant = variant
        if variant.traits.shape is not self.editor.to_position().geometry.shape:
            # Another kind of board: its standard start (nothing set up fits across).
            turn = self.editor.turn
            self.editor.set_position(Position.variant_start(variant))
            self.editor.turn = turn
            self._changed()
        else:
            self._sync_controls()

    def _on_zone(self, index: int) -> None:
        zone = Zone.parse(str(self.zone_combo.itemData(index)))
        self.editor.rules = replace(self.editor.rules, zone=zone)
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
        geo = self.editor.to_position().geometry
        if self.editor.rules.board_error(geo) is not None:
            # A position of another board's game (a hexagon pasted into Epaminondas).
            self.editor.variant = variant_for(geo)
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
        self.zone_combo.blockSignals(True)
        self.zone_combo.setCurrentIndex(
            max(self.zone_combo.findData(self.editor.rules.zone.value), 0)
        )
        self.zone_combo.blockSignals(False)
        # Only the controls of the game chosen: the hexagon has one size and no
        # anti-symmetry rule; the rectangle's games have no win zones.
        traits = self.editor.variant.traits
        self._form.setRowVisible(self._size_row, traits.shape is Shape.RECTANGLE)
        self._form.setRowVisible(self.symmetry_combo, traits.symmetry_rule)
        self._form.setRowVisible(self.zone_combo, traits.zones)
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
        self.status_label.setText(
            describe_status(self.editor.to_position(), status, self.editor.rules)
        )
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
