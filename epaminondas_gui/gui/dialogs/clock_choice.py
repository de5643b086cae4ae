"""The New game dialog's clock: none, a preset (as lichess offers them), or a time control
typed in (checked as it is typed)."""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QLineEdit

from ...core.games.clock import NO_TIME_CONTROL, TimeControl, TimeControlError
from ...core.games.clock_input import parse_typed, typed_text
from ..texts import time_control_name

# The presets offered: base + increment in minutes + seconds, then seconds a move.
FISCHER_PRESETS: tuple[tuple[int, int], ...] = ((1, 1), (3, 2), (5, 3), (10, 5), (15, 10))
PER_MOVE_PRESETS: tuple[int, ...] = (30, 5)


def preset_controls() -> list[TimeControl]:
    """The preset time controls, in the order the choice lists them."""
    return ([TimeControl.fischer(minutes * 60_000, seconds * 1000)
             for minutes, seconds in FISCHER_PRESETS]
            + [TimeControl.per_move(seconds * 1000) for seconds in PER_MOVE_PRESETS])


class ClockChoice(QObject):
    """A "Clock" row, and the custom text and its error under it, for a dialog's form
    (:meth:`add_to`), so that they line up with its other rows."""

    validity_changed = Signal(bool)
    """Whether the choice is a time control (a custom text may not be, while typed)."""

    def __init__(self, control: TimeControl, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._presets = preset_controls()
        self.combo = QComboBox()
        self.combo.setAccessibleName(self.tr("Clock"))
        self.combo.addItem(self.tr("No clock"))
        for minutes, seconds in FISCHER_PRESETS:
            self.combo.addItem(self.tr("%1 min + %2 s").replace("%1", str(minutes))
                               .replace("%2", str(seconds)))
        for seconds in PER_MOVE_PRESETS:
            self.combo.addItem(self.tr("%1 s a move").replace("%1", str(seconds)))
        self.combo.addItem(self.tr("Custom…"))
        self.custom = QLineEdit()
        self.custom.setAccessibleName(self.tr("Custom time control"))
        self.custom.setPlaceholderText(self.tr("e.g. 5+3 or White 5+3, Black 1+1"))
        self.custom.setToolTip(self.tr(
            "Minutes + seconds added after each move, as the presets: 5+3, 90s+2, 10 (no"
            " increment), 30/move (seconds a move), or one for each side: White 5+3, Black 1+1"))
        # Under the text: how it is read as it is typed, or in red what is expected.
        self.error = QLabel()
        self.error.setObjectName("ClockError")
        self.error.setWordWrap(True)
        # Room for two lines: a window manager's dialog did not grow for the second one.
        self.error.setMinimumHeight(self.error.fontMetrics().lineSpacing() * 2 + 2)
        self._valid = True
        self.form: QFormLayout | None = None
        if not control.enabled:
            self.combo.setCurrentIndex(0)
        elif control in self._presets:
            self.combo.setCurrentIndex(1 + self._presets.index(control))
        else:
            self.combo.setCurrentIndex(self.combo.count() - 1)
            self.custom.setText(typed_text(control))
        self.combo.currentIndexChanged.connect(self._update)
        self.custom.textChanged.connect(self._update)

    def add_to(self, form: QFormLayout) -> None:
        """Add the rows at the end of ``form`` (once)."""
        form.addRow(self.tr("&Clock:"), self.combo)
        form.addRow(self.custom)
        form.addRow(self.error)
        self.form = form
        self._update()

    def _is_custom(self) -> bool:
        return self.combo.currentIndex() == self.combo.count() - 1

    def time_control(self) -> TimeControl | None:
        """The control chosen (no clock: :data:`NO_TIME_CONTROL`); None while the custom
        text is not one."""
        index = self.combo.currentIndex()
        if index == 0:
            return NO_TIME_CONTROL
        if not self._is_custom():
            return self._presets[index - 1]
        try:
            control = parse_typed(self.custom.text())
        except TimeControlError:
            return None
        return control if control.enabled else None

    def is_valid(self) -> bool:
        return self._valid

    def _update(self) -> None:
        control = self.time_control()
        valid = control is not None
        problem = ""
        if not valid and self.custom.text().strip():  # empty: the placeholder guides
            problem = self.tr("Not a time control. Write minutes + seconds: 5+3, 90s+2,"
                              " 10, 30/move, or White 5+3, Black 1+1.")
        elif control is not None and self._is_custom():
            problem = self.tr("Read as: %1").replace("%1", time_control_name(control))
        grown = problem != self.error.text()  # the line under it may take more lines
        self.error.setText(problem)
        self.error.setStyleSheet("color: #c0392b;" if not valid else "")
        if self.form is not None:
            before = (self.custom.isHidden(), self.error.isHidden())
            self.form.setRowVisible(self.custom, self._is_custom())
            self.form.setRowVisible(self.error, bool(problem))
            dialog = self.combo.window()
            shown = (self.custom.isHidden(), self.error.isHidden())
            if dialog.isVisible() and (before != shown or grown):
                # Rows shown or hidden: the dialog takes their height rather than squeeze
                # them (once the layout has them).
                QTimer.singleShot(0, dialog.adjustSize)
        if valid != self._valid:
            self._valid = valid
            self.validity_changed.emit(valid)
