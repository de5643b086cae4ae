"""The Preferences dialog: General (sound, language, the computer), Board and pieces
(theme, board, pieces with a preview, move marks, animation) and Engines."""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ..i18n import LANGUAGE_NAMES
from ..settings import (
    ANIMATION_SPEEDS,
    LANGUAGES,
    MAX_COMPUTER_MOVE_MS,
    MAX_SEARCH_PROCESSES,
    Preferences,
    load_engines,
    save_engines,
)
from ..theme import BoardStyle, PieceStyle, Theme, ThemeName, theme
from .board_preview import BoardPreview
from .engines_page import EnginesPage
from .titles import fit_title

translate = QCoreApplication.translate


class PreferencesDialog(QDialog):
    def __init__(
        self, prefs: Preferences, sound_available: bool, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Preferences"))
        fit_title(self)
        self.highlight = QCheckBox(self.tr("&Highlight legal moves"))
        self.highlight.setChecked(prefs.highlight_moves)
        self.coordinates = QCheckBox(self.tr("Show &coordinates"))
        self.coordinates.setChecked(prefs.show_coordinates)
        self.sound = QCheckBox(self.tr("&Sounds"))
        self.sound.setChecked(prefs.sound)
        if not sound_available:
            self.sound.setToolTip(
                self.tr("Without Qt Multimedia only the system bell sounds, on captures.")
            )
        self.animation = QComboBox()
        self.animation.setAccessibleName(self.tr("Animation speed"))
        speed_names = {
            "off": self.tr("Off"),
            "fast": self.tr("Fast"),
            "normal": self.tr("Normal"),
            "slow": self.tr("Slow"),
        }
        for key in ANIMATION_SPEEDS:
            self.animation.addItem(speed_names[key], key)
        self.animation.setCurrentIndex(list(ANIMATION_SPEEDS).index(prefs.animation))
        self.theme = QComboBox()
        self.theme.setAccessibleName(self.tr("Theme"))
        self.theme.addItem(self.tr("Light"), ThemeName.LIGHT.value)
        self.theme.addItem(self.tr("Dark"), ThemeName.DARK.value)
        self.theme.setCurrentIndex(0 if prefs.theme is ThemeName.LIGHT else 1)
        self.board = QComboBox()
        self.board.setAccessibleName(self.tr("Board"))
        for style, name in board_names().items():
            self.board.addItem(name, style.value)
        self.board.setCurrentIndex(self.board.findData(prefs.board.value))
        self.pieces = QComboBox()
        self.pieces.setAccessibleName(self.tr("Pieces"))
        for piece_style, name in piece_names().items():
            self.pieces.addItem(name, piece_style.value)
        self.pieces.setCurrentIndex(self.pieces.findData(prefs.pieces.value))
        self.preview = BoardPreview(self._chosen_theme())
        self.preview.setAccessibleName(self.tr("Preview of the board and pieces"))
        for combo in (self.theme, self.board, self.pieces):
            combo.currentIndexChanged.connect(self._update_preview)
        self.language = QComboBox()
        self.language.setAccessibleName(self.tr("Language"))
        for code in LANGUAGES:
            self.language.addItem(
                self.tr("System default") if code == "system" else LANGUAGE_NAMES[code], code
            )
        self.language.setCurrentIndex(LANGUAGES.index(prefs.language))

        self.analysis_limit = QComboBox()
        self.analysis_limit.setAccessibleName(self.tr("Analysis time limit"))
        self.analysis_limit.setToolTip(
            self.tr("How long the analysis of a position runs before it stops by itself")
        )
        limits = {
            60: self.tr("1 minute"),
            180: self.tr("3 minutes"),
            600: self.tr("10 minutes"),
            0: self.tr("No limit"),
        }
        if prefs.analysis_limit_s not in limits:
            limits[prefs.analysis_limit_s] = self.tr("%1 seconds").replace(
                "%1", str(prefs.analysis_limit_s)
            )
        for seconds, name in limits.items():
            self.analysis_limit.addItem(name, seconds)
        self.analysis_limit.setCurrentIndex(self.analysis_limit.findData(prefs.analysis_limit_s))

        self.processes = QSpinBox()
        self.processes.setRange(1, MAX_SEARCH_PROCESSES)
        self.processes.setValue(prefs.search_processes)
        self.processes.setAccessibleName(self.tr("Search processes"))
        self.processes.setToolTip(
            self.tr("Cores used by the full-strength computer, hints and analysis "
                    "(this machine has %1)").replace("%1", str(os.cpu_count() or 1))
        )

        self.computer_move = QDoubleSpinBox()
        self.computer_move.setRange(0.0, MAX_COMPUTER_MOVE_MS / 1000)
        self.computer_move.setSingleStep(0.5)
        self.computer_move.setDecimals(1)
        self.computer_move.setSuffix(self.tr(" s"))
        self.computer_move.setSpecialValueText(self.tr("At once"))
        self.computer_move.setValue(prefs.computer_move_ms / 1000)
        self.computer_move.setAccessibleName(self.tr("Computer moves shown for at least"))
        self.computer_move.setToolTip(
            self.tr("A computer that finds its move sooner waits this long after the move "
                    "before it, so that a game between computers can be followed by eye")
        )

        # The board's look on a tab of its own, so the preview does not make the dialog
        # too tall for a small screen.
        looks = QFormLayout()
        looks.addRow(self.tr("&Theme:"), self.theme)
        looks.addRow(self.tr("&Board:"), self.board)
        looks.addRow(self.tr("P&ieces:"), self.pieces)
        looks.addRow(self.preview)
        looks.addRow(self.highlight)
        looks.addRow(self.coordinates)
        looks.addRow(self.tr("&Animation:"), self.animation)
        form = QFormLayout()
        form.addRow(self.sound)
        form.addRow(self.tr("&Language:"), self.language)
        form.addRow(self.tr("Analysis &stops after:"), self.analysis_limit)
        form.addRow(self.tr("Search &processes:"), self.processes)
        form.addRow(self.tr("Computer moves shown for at &least:"), self.computer_move)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        general = QWidget()
        general.setLayout(form)
        self.board_page = QWidget()
        self.board_page.setLayout(looks)
        self.engines_page = EnginesPage(load_engines(), prefs.analysis_engine)
        self.tabs = QTabWidget()
        self.tabs.addTab(general, self.tr("General"))
        self.tabs.addTab(self.board_page, self.tr("Board and pieces"))
        self.tabs.addTab(self.engines_page, self.tr("Engines"))
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)

    def _chosen_theme(self) -> Theme:
        return theme(ThemeName(str(self.theme.currentData())),
                     BoardStyle(str(self.board.currentData())),
                     PieceStyle(str(self.pieces.currentData())))

    def _update_preview(self) -> None:
        self.preview.set_theme(self._chosen_theme())

    def accept(self) -> None:
        # The engines list is stored at once: New game and the analysis read it from there.
        save_engines(self.engines_page.engines())
        super().accept()

    def preferences(self) -> Preferences:
        return Preferences(
            highlight_moves=self.highlight.isChecked(),
            show_coordinates=self.coordinates.isChecked(),
            animation=str(self.animation.currentData()),
            sound=self.sound.isChecked(),
            theme=ThemeName(str(self.theme.currentData())),
            board=BoardStyle(str(self.board.currentData())),
            pieces=PieceStyle(str(self.pieces.currentData())),
            language=str(self.language.currentData()),
            analysis_engine=self.engines_page.analysis_engine(),
            analysis_limit_s=int(self.analysis_limit.currentData()),
            search_processes=self.processes.value(),
            computer_move_ms=round(self.computer_move.value() * 1000),
        )


def board_names() -> dict[BoardStyle, str]:
    """The boards as Preferences lists them."""
    return {
        BoardStyle.WOOD: translate("PreferencesDialog", "Wood"),
        BoardStyle.GREEN: translate("PreferencesDialog", "Green"),
        BoardStyle.BLUE: translate("PreferencesDialog", "Blue"),
        BoardStyle.SLATE: translate("PreferencesDialog", "Slate"),
        BoardStyle.CONTRAST: translate("PreferencesDialog", "High contrast"),
    }


def piece_names() -> dict[PieceStyle, str]:
    """The piece styles as Preferences lists them."""
    return {
        PieceStyle.SHADED: translate("PreferencesDialog", "Shaded"),
        PieceStyle.FLAT: translate("PreferencesDialog", "Flat"),
        PieceStyle.OUTLINED: translate("PreferencesDialog", "Outlined (high contrast)"),
    }
