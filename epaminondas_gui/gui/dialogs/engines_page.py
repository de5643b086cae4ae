"""Preferences → Engines: the engine programs the player can choose as an opponent (New
game) or for analysis and review, besides the built-in one, which is always there.

An engine is any program that speaks the engine protocol (docs/engine-protocol.md): a
path, its arguments and the options to set when it starts. "Test" starts it off the GUI
thread and says whether it answered.
"""

from __future__ import annotations

import contextlib
import threading
import time

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...core.engine.client import EngineClient, EngineError
from ..settings import EngineEntry, options_text, parse_options
from ..texts import builtin_name
from .titles import fit_title


class _Tester(QObject):
    """Starts an engine on a thread of its own and reports how that went."""

    done = Signal(str, bool)
    """(message, whether it worked), delivered in the GUI thread."""

    def test(self, entry: EngineEntry) -> None:
        def run() -> None:
            began = time.monotonic()
            client = EngineClient(entry.spec(), start_timeout_s=5.0)
            try:
                client.start()
            except EngineError as exc:
                message, ok = str(exc), False
            else:
                ms = (time.monotonic() - began) * 1000
                message = QCoreApplication.translate(
                    "EnginesPage", "It answered in %1 ms."
                ).replace("%1", f"{ms:.0f}")
                ok = True
            finally:
                client.close(0.5)
            with contextlib.suppress(RuntimeError):  # the dialog has gone meanwhile
                self.done.emit(message, ok)

        threading.Thread(target=run, name="engine-test", daemon=True).start()


class EngineDialog(QDialog):
    """Add or edit one engine: name, program, arguments, options."""

    def __init__(self, entry: EngineEntry | None, taken: set[str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Engine"))
        fit_title(self)
        self._taken = taken
        self.name = QLineEdit(entry.name if entry else "")
        self.program = QLineEdit(entry.program if entry else "")
        self.program.setPlaceholderText(self.tr("Path of the engine's program"))
        browse = QPushButton(self.tr("&Browse…"))
        browse.clicked.connect(self._browse)
        self.arguments = QLineEdit(entry.arguments if entry else "")
        self.options = QLineEdit(options_text(entry.options) if entry else "")
        self.options.setPlaceholderText(self.tr("Name=value; Name=value"))
        self.options.setToolTip(
            self.tr("Options sent with 'setoption' when the engine starts, e.g. Hash=128")
        )
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.test_button = QPushButton(self.tr("&Test"))
        self.test_button.clicked.connect(self._test)
        self._tester = _Tester(self)
        self._tester.done.connect(self._tested)

        program_row = QHBoxLayout()
        program_row.addWidget(self.program, 1)
        program_row.addWidget(browse)
        form = QFormLayout()
        form.addRow(self.tr("&Name:"), self.name)
        # A row of two widgets: the label's "&" needs its buddy named, or it shows as is.
        program_label = QLabel(self.tr("&Program:"))
        program_label.setBuddy(self.program)
        form.addRow(program_label, program_row)
        form.addRow(self.tr("&Arguments:"), self.arguments)
        form.addRow(self.tr("&Options:"), self.options)
        test_row = QHBoxLayout()
        test_row.addWidget(self.test_button)
        test_row.addWidget(self.status, 1)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(test_row)
        layout.addWidget(self.buttons)
        self.resize(520, self.sizeHint().height())

    def _browse(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(self, self.tr("Engine program"),
                                                    self.program.text())
        if path:
            self.program.setText(path)
            if not self.name.text().strip():
                self.name.setText(path.rsplit("/", 1)[-1])

    def problem(self) -> str | None:
        """What is wrong with the fields, or None."""
        name = self.name.text().strip()
        if not name:
            return self.tr("The engine needs a name.")
        if name in self._taken:
            return self.tr("There is already an engine called %1.").replace("%1", name)
        if not self.program.text().strip():
            return self.tr("Choose the engine's program.")
        try:
            parse_options(self.options.text())
        except ValueError as exc:
            return self.tr("Option '%1' needs a value: write Name=value.").replace(
                "%1", str(exc)
            )
        return None

    def entry(self) -> EngineEntry:
        return EngineEntry(self.name.text().strip(), self.program.text().strip(),
                           self.arguments.text().strip(), parse_options(self.options.text()))

    def _test(self) -> None:
        problem = self.problem()
        if problem is not None:
            self.status.setText(problem)
            return
        self.test_button.setEnabled(False)
        self.status.setText(self.tr("Starting the engine…"))
        self._tester.test(self.entry())

    def _tested(self, message: str, ok: bool) -> None:
        self.test_button.setEnabled(True)
        self.status.setText(message)
        self.status.setProperty("ok", ok)

    def accept(self) -> None:
        problem = self.problem()
        if problem is not None:
            self.status.setText(problem)
            return
        super().accept()


class EnginesPage(QWidget):
    """The list of engines and the analysis engine (see the module docs)."""

    def __init__(self, engines: list[EngineEntry], analysis_engine: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._engines = list(engines)
        self.list = QListWidget()
        self.list.setObjectName("EngineList")
        self.list.setAccessibleName(self.tr("Engines"))
        self.add_button = QPushButton(self.tr("&Add…"))
        self.edit_button = QPushButton(self.tr("&Edit…"))
        self.remove_button = QPushButton(self.tr("&Remove"))
        self.add_button.clicked.connect(self.add)
        self.edit_button.clicked.connect(self.edit)
        self.remove_button.clicked.connect(self.remove)
        self.list.currentRowChanged.connect(lambda _row: self._update_buttons())
        self.list.itemDoubleClicked.connect(lambda _item: self.edit())
        self.analysis = QComboBox()
        self.analysis.setAccessibleName(self.tr("Analysis engine"))
        note = QLabel(self.tr(
            "Engines are programs that speak the Epaminondas engine protocol. Choose one as "
            "a player in New game, or here for analysis and game review."
        ))
        note.setWordWrap(True)

        buttons = QVBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.edit_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        row = QHBoxLayout()
        row.addWidget(self.list, 1)
        row.addLayout(buttons)
        form = QFormLayout()
        form.addRow(self.tr("Analysis and &review:"), self.analysis)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addLayout(row, 1)
        layout.addLayout(form)
        self._fill(analysis_engine)

    # -- state ---------------------------------------------------------------------------

    def engines(self) -> list[EngineEntry]:
        return list(self._engines)

    def analysis_engine(self) -> str:
        """The chosen analysis engine's name, "" for the built-in one."""
        return str(self.analysis.currentData() or "")

    def _fill(self, analysis: str) -> None:
        row = self.list.currentRow()
        self.list.clear()
        builtin = QListWidgetItem(builtin_name())
        builtin.setToolTip(self.tr("Always there; plays at the levels of New game."))
        self.list.addItem(builtin)
        for engine in self._engines:
            item = QListWidgetItem(engine.name)
            item.setToolTip(" ".join((engine.program, engine.arguments)).strip())
            self.list.addItem(item)
        self.list.setCurrentRow(min(max(row, 0), self.list.count() - 1))
        self.analysis.clear()
        self.analysis.addItem(builtin_name(), "")
        for engine in self._engines:
            self.analysis.addItem(engine.name, engine.name)
        index = self.analysis.findData(analysis)
        self.analysis.setCurrentIndex(max(index, 0))
        self._update_buttons()

    def _update_buttons(self) -> None:
        own = self.list.currentRow() >= 1  # row 0 is the built-in engine
        self.edit_button.setEnabled(own)
        self.remove_button.setEnabled(own)

    # -- actions -------------------------------------------------------------------------

    def _dialog(self, entry: EngineEntry | None) -> EngineDialog:
        taken = {e.name for e in self._engines if entry is None or e.name != entry.name}
        return EngineDialog(entry, taken | {builtin_name()}, self)

    def add(self) -> None:
        dialog = self._dialog(None)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self._engines.append(dialog.entry())
            self._fill(self.analysis_engine())
            self.list.setCurrentRow(self.list.count() - 1)

    def edit(self) -> None:
        index = self.list.currentRow() - 1
        if not 0 <= index < len(self._engines):
            return
        old = self._engines[index]
        dialog = self._dialog(old)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            new = dialog.entry()
            self._engines[index] = new
            analysis = self.analysis_engine()
            self._fill(new.name if analysis == old.name else analysis)

    def remove(self) -> None:
        index = self.list.currentRow() - 1
        if not 0 <= index < len(self._engines):
            return
        gone = self._engines.pop(index)
        analysis = self.analysis_engine()
        self._fill("" if analysis == gone.name else analysis)
