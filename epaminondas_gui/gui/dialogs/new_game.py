"""The New game dialog: the game (Epaminondas, Abanondas or Heximinondas), board size (a
rectangle's), the rule options (the anti-symmetry rule, Heximinondas's win zones), who
plays each side, and the clock."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...core.ai import MAX_LEVEL
from ...core.games.clock import NO_TIME_CONTROL, TimeControl
from ...core.games.players import Computer, Human, PlayerSpec
from ...core.rules.geometry import MAX_SIZE, MIN_SIZE, Shape
from ...core.rules.position import Color, Position, Rules, SymmetryRule, Variant, Zone
from ..settings import GameSetup, last_level, load_engines
from ..texts import (
    board_name,
    builtin_name,
    level_description,
    level_name,
    variant_explanation,
    variant_name,
)
from .clock_choice import ClockChoice
from .titles import fit_title

#: (width, height) of the preset sizes; None marks "custom".
PRESETS: tuple[tuple[int, int] | None, ...] = ((14, 12), (8, 8), (6, 12), None)


class PlayerBox(QGroupBox):
    """Human or computer, and the computer's engine and level, for one side."""

    def __init__(self, title: str, player: PlayerSpec, side: Color,
                 parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.kind = QComboBox()
        self.kind.addItems([self.tr("Human"), self.tr("Computer")])
        self.kind.setCurrentIndex(0 if player.is_human else 1)
        self.kind.setAccessibleName(self.tr("Player type"))
        self.level = QSpinBox()
        self.level.setRange(1, MAX_LEVEL)
        # A person's side offers the level last chosen for the computer there.
        self.level.setValue(player.level if isinstance(player, Computer) else last_level(side))
        self.level.setAccessibleName(self.tr("Computer level"))
        self.level_label = QLabel(self.tr("Level:"))
        self.level_label.setBuddy(self.level)
        self.level_name = QLabel()
        self.level_name.setMinimumWidth(110)
        self.engine = QComboBox()
        self.engine.setAccessibleName(self.tr("Engine"))
        self.engine.setToolTip(
            self.tr("The program that plays (Preferences → Engines adds others)")
        )
        self.engine.addItem(builtin_name(), "")
        for entry in load_engines():
            self.engine.addItem(entry.name, entry.name)
        engine = player.engine if isinstance(player, Computer) else ""
        self.engine.setCurrentIndex(max(self.engine.findData(engine), 0))
        # One engine only (the built-in one): no choice to show.
        self.engine.setVisible(self.engine.count() > 1)
        layout = QHBoxLayout(self)
        layout.addWidget(self.kind, 1)
        layout.addWidget(self.engine, 1)
        layout.addWidget(self.level_label)
        layout.addWidget(self.level)
        layout.addWidget(self.level_name)
        self.kind.currentIndexChanged.connect(self._update)
        self.level.valueChanged.connect(self._update)
        self._update()

    def _update(self) -> None:
        ai = self.kind.currentIndex() == 1
        self.level.setEnabled(ai)
        self.level_label.setEnabled(ai)
        self.level_name.setEnabled(ai)
        self.engine.setEnabled(ai)
        level = self.level.value()
        self.level_name.setText(level_name(level))
        tip = f"<b>{level_name(level)}</b><br>{level_description(level)}"
        self.level.setToolTip(tip)
        self.level_name.setToolTip(tip)

    def player(self) -> PlayerSpec:
        if self.kind.currentIndex() == 0:
            return Human()
        return Computer(self.level.value(), str(self.engine.currentData() or ""))


class NewGameDialog(QDialog):
    def __init__(
        self,
        setup: GameSetup,
        parent: QWidget | None = None,
        *,
        position: Position | None = None,
        rules: Rules | None = None,
    ) -> None:
        """``position`` (with its ``rules``): a game from that position, so only the players
        are chosen (the board and the rule come with it)."""
        super().__init__(parent)
        self.position = position
        self.rules = rules
        self.setWindowTitle(
            self.tr("New game") if position is None else self.tr("New game from this position")
        )
        fit_title(self)
        self.variant_combo = QComboBox()
        for variant in Variant:
            self.variant_combo.addItem(variant_name(variant), variant.value)
        self.variant_combo.setAccessibleName(self.tr("Game"))
        chosen = rules.variant.value if rules is not None else setup.variant.value
        self.variant_combo.setCurrentIndex(max(self.variant_combo.findData(chosen), 0))
        self.variant_note = QLabel()
        self.variant_note.setObjectName("VariantNote")
        self.variant_note.setWordWrap(True)
        self.variant_note.setStyleSheet("font-style: italic;")
        self.zone_combo = QComboBox()
        self.zone_combo.addItem(self.tr("Far corner (3 cells)"), Zone.CORNER.value)
        self.zone_combo.addItem(self.tr("Opponent's first row"), Zone.ROW.value)
        self.zone_combo.setAccessibleName(self.tr("Win zone"))
        zone = rules.zone if rules is not None else setup.zone
        self.zone_combo.setCurrentIndex(max(self.zone_combo.findData(zone.value), 0))
        self.zone_note = QLabel()
        self.zone_note.setWordWrap(True)
        self.zone_note.setStyleSheet("font-style: italic;")
        self.zone_combo.currentIndexChanged.connect(self._on_zone)
        self._on_zone()
        self.size_combo = QComboBox()
        self.size_combo.addItems(
            [
                self.tr("Standard 14 × 12"),
                self.tr("Quick 8 × 8"),
                self.tr("Small 6 × 12"),
                self.tr("Custom"),
            ]
        )
        self.size_combo.setAccessibleName(self.tr("Board size"))
        self.width_spin = QSpinBox()
        self.width_spin.setRange(MIN_SIZE, MAX_SIZE)
        self.width_spin.setAccessibleName(self.tr("Files"))
        self.height_spin = QSpinBox()
        self.height_spin.setRange(MIN_SIZE, MAX_SIZE)
        self.height_spin.setAccessibleName(self.tr("Ranks"))
        self.rows_spin = QSpinBox()
        self.rows_spin.setAccessibleName(self.tr("Starting rows"))
        self.symmetry_combo = QComboBox()
        self.symmetry_combo.addItems([self.tr("Midline (standard)"), self.tr("Off")])
        self.symmetry_combo.setAccessibleName(self.tr("Anti-symmetry rule"))
        self.symmetry_combo.setCurrentIndex(0 if setup.symmetry is SymmetryRule.MIDLINE else 1)
        # From a position shown, the side to move there moves first.
        black_first = position is not None and position.turn is Color.BLACK
        self.white_box = PlayerBox(
            self.tr("White") if black_first else self.tr("White (moves first)"),
            setup.white, Color.WHITE)
        self.black_box = PlayerBox(
            self.tr("Black (moves first)") if black_first else self.tr("Black"),
            setup.black, Color.BLACK)
        self.clock_choice = ClockChoice(setup.time_control, self)

        size_row = QHBoxLayout()
        size_row.addWidget(self.width_spin)
        size_row.addWidget(QLabel("×"))
        size_row.addWidget(self.height_spin)
        size_row.addStretch(1)
        self._size_row = size_row
        form = QFormLayout()
        form.addRow(self.tr("&Game:"), self.variant_combo)
        form.addRow(self.variant_note)
        form.addRow(self.tr("&Board:"), self.size_combo)
        form.addRow(self.tr("Size (files × ranks):"), size_row)
        form.addRow(self.tr("Starting &rows each:"), self.rows_spin)
        form.addRow(self.tr("Anti-&symmetry rule:"), self.symmetry_combo)
        form.addRow(self.tr("&Win zone:"), self.zone_combo)
        form.addRow(self.zone_note)
        self._form = form
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("&Start game"))
        self.clock_choice.validity_changed.connect(ok.setEnabled)
        ok.setEnabled(self.clock_choice.is_valid())
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        if position is not None:
            geo = position.geometry
            side = self.tr("White") if position.turn is Color.WHITE else self.tr("Black")
            self.from_label = QLabel(
                self.tr("The game starts from the position shown: %1, %2, %3 to move.")
                .replace("%1", variant_name(self.variant()))
                .replace("%2", board_name(geo))
                .replace("%3", side)
            )
            self.from_label.setWordWrap(True)
            layout.addWidget(self.from_label)
            # The board and the rule come with the position.
            for row in range(form.rowCount()):
                form.setRowVisible(row, False)
            if rules is not None:
                self.symmetry_combo.setCurrentIndex(
                    0 if rules.symmetry is SymmetryRule.MIDLINE else 1
                )
        # The clock is chosen for a game from a position too.
        self.clock_choice.add_to(form)
        layout.addLayout(form)
        layout.addWidget(self.white_box)
        layout.addWidget(self.black_box)
        layout.addWidget(buttons)

        preset = (setup.width, setup.height)
        index = PRESETS.index(preset) if preset in PRESETS and setup.rows is None else 3
        self.width_spin.setValue(setup.width)
        self.height_spin.setValue(setup.height)
        self._rows_value = setup.rows
        self.size_combo.setCurrentIndex(index)
        self.size_combo.currentIndexChanged.connect(self._on_preset)
        self.height_spin.valueChanged.connect(self._update_rows)
        self._on_preset(index)
        self.variant_combo.currentIndexChanged.connect(self._on_variant)
        self._on_variant()

    def _on_preset(self, index: int) -> None:
        preset = PRESETS[index]
        custom = preset is None
        for spin in (self.width_spin, self.height_spin, self.rows_spin):
            spin.setEnabled(custom)
        if preset is not None:
            self.width_spin.setValue(preset[0])
            self.height_spin.setValue(preset[1])
        self._update_rows()
        if preset is not None:
            self.rows_spin.setValue(4 if preset == (6, 12) else 2)
        elif self._rows_value is not None:
            self.rows_spin.setValue(self._rows_value)

    def variant(self) -> Variant:
        return Variant.parse(str(self.variant_combo.currentData()))

    def zone(self) -> Zone:
        return Zone.parse(str(self.zone_combo.currentData()))

    def _on_zone(self) -> None:
        if self.zone() is Zone.CORNER:
            text = self.tr("Win by having more pieces than the opponent in the three cells of the far corner.")  # noqa: E501
        else:
            text = self.tr("Win by having more pieces than the opponent on the far edges, the opponent's whole first row.")  # noqa: E501
        self.zone_note.setText(text)
        self._fit_notes()

    def _on_variant(self) -> None:
        variant = self.variant()
        self.variant_note.setText(variant_explanation(variant))
        if self.position is None:
            # Only the options of the chosen game: the hexagon has one size and no
            # anti-symmetry rule; the rectangle's games have no win zones.
            traits = variant.traits
            rectangle = traits.shape is Shape.RECTANGLE
            for row in (self.size_combo, self._size_row, self.rows_spin):
                self._form.setRowVisible(row, rectangle)
            self._form.setRowVisible(self.symmetry_combo, traits.symmetry_rule)
            self._form.setRowVisible(self.zone_combo, traits.zones)
            self._form.setRowVisible(self.zone_note, traits.zones)
        self._fit_notes()

    def _fit_notes(self) -> None:
        """A longer explanation (the game's or the win zones') takes another line: grow
        instead of clipping it (once the label has taken its new height)."""
        if self.isVisible():
            QTimer.singleShot(0, self.adjustSize)

    def _update_rows(self) -> None:
        self.rows_spin.setRange(1, max(1, self.height_spin.value() // 2 - 1))

    def setup(self) -> GameSetup:
        if self.position is not None:
            geo = self.position.geometry
            return GameSetup(
                width=geo.width,
                height=geo.height,
                rows=None,
                symmetry=self.symmetry(),
                white=self.white_box.player(),
                black=self.black_box.player(),
                variant=self.rules.variant if self.rules is not None else self.variant(),
                zone=self.rules.zone if self.rules is not None else self.zone(),
                time_control=self.time_control(),
            )
        width = self.width_spin.value()
        height = self.height_spin.value()
        custom = PRESETS[self.size_combo.currentIndex()] is None
        return GameSetup(
            width=width,
            height=height,
            rows=self.rows_spin.value() if custom else None,
            symmetry=self.symmetry(),
            white=self.white_box.player(),
            black=self.black_box.player(),
            variant=self.variant(),
            zone=self.zone(),
            time_control=self.time_control(),
        )

    def time_control(self) -> TimeControl:
        """The clock chosen (none while a custom text is not a time control: OK is off)."""
        return self.clock_choice.time_control() or NO_TIME_CONTROL

    def symmetry(self) -> SymmetryRule:
        return SymmetryRule.MIDLINE if self.symmetry_combo.currentIndex() == 0 else SymmetryRule.OFF
