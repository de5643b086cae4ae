"""The Help menu: the rules (opened at the variant played), the keyboard shortcuts, and
About. The lessons' action joins it from the learn part."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QMessageBox

from ..core.rules.position import Rules, Variant
from ..core.version import program_version
from .dialogs.rules import ABANONDAS_ANCHOR, HEXIMINONDAS_ANCHOR, RulesDialog
from .dialogs.shortcuts import ShortcutsDialog
from .window_services import WindowServices


class HelpActions(QObject):
    def __init__(self, host: WindowServices, rules: Callable[[], Rules],
                 every_action: Callable[[], list[QAction]]) -> None:
        """``rules``: the rules of the game played; ``every_action``: what the shortcuts
        list shows."""
        super().__init__(host.widget())
        self.host = host
        self._rules = rules
        self._every_action = every_action
        self.act_rules = QAction(self)
        self.act_rules.setObjectName("rules")
        self.act_rules.setShortcut(QKeySequence(QKeySequence.StandardKey.HelpContents))
        self.act_rules.triggered.connect(self.show_rules)
        self.act_shortcuts = QAction(self)
        self.act_shortcuts.setObjectName("shortcuts")
        self.act_shortcuts.triggered.connect(self.show_shortcuts)
        self.act_about = QAction(self)
        self.act_about.setObjectName("about")
        self.act_about.setMenuRole(QAction.MenuRole.AboutRole)
        self.act_about.triggered.connect(self.show_about)
        self.act_about_qt = QAction(self)
        self.act_about_qt.setObjectName("about_qt")
        self.act_about_qt.setMenuRole(QAction.MenuRole.AboutQtRole)
        self.act_about_qt.triggered.connect(QApplication.aboutQt)
        self.actions = [self.act_rules, self.act_shortcuts, self.act_about, self.act_about_qt]
        """Every action (the window places them and registers their shortcuts)."""

    def retranslate(self) -> None:
        for action, text, tip in (
            (self.act_rules, self.tr("&Rules of the game"), self.tr("How to play Epaminondas")),
            (self.act_shortcuts, self.tr("&Keyboard shortcuts"),
             self.tr("Every key of the window, the board and the move list")),
            (self.act_about, self.tr("&About Epaminondas"), self.tr("About this program")),
            (self.act_about_qt, self.tr("About &Qt"), self.tr("About the Qt toolkit")),
        ):
            action.setText(text)
            action.setToolTip(tip)
            action.setStatusTip(tip)

    def show_rules(self) -> None:
        # In a variant's game the help opens at the variant's section.
        section = {Variant.ABANONDAS: ABANONDAS_ANCHOR,
                   Variant.HEXIMINONDAS: HEXIMINONDAS_ANCHOR}.get(self._rules().variant)
        dialog = RulesDialog(self.host.board_theme(), self.host.widget(), section)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()

    def show_shortcuts(self) -> None:
        ShortcutsDialog(self._every_action(), self.host.widget()).exec()

    def show_about(self) -> None:
        QMessageBox.about(
            self.host.widget(),
            self.tr("About Epaminondas"),
            self.tr(
                "<h3>Epaminondas %1</h3>"
                "<p>Robert Abbott's game of phalanxes, with exact rules, a computer "
                "opponent and hints.</p>"
                "<p>Board sizes from 4×4 to 26×26. Free software under the MIT licence.</p>"
            ).replace("%1", program_version()),
        )
