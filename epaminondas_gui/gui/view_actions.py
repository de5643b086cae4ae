"""The View and Settings menus' switches: flip the board, coordinates, move highlights,
the light and dark themes, sounds, and the Preferences dialog. The window acts on them."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence

from .settings import Preferences
from .theme import ThemeName


class ViewActions(QObject):
    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.act_flip = self._action("flip", "F", checkable=True)
        self.act_coordinates = self._action("coordinates", checkable=True)
        self.act_highlight = self._action("highlight", checkable=True)
        self.act_light = self._action("theme_light", checkable=True)
        self.act_dark = self._action("theme_dark", checkable=True)
        self.theme_group = QActionGroup(self)
        for act in (self.act_light, self.act_dark):
            self.theme_group.addAction(act)
        self.act_sound = self._action("sound", checkable=True)
        # The platform's key where it has one (macOS: Cmd+,); Linux desktops have none.
        key = QKeySequence(QKeySequence.StandardKey.Preferences)
        self.act_prefs = self._action("preferences", key if not key.isEmpty() else "Ctrl+,")
        self.act_prefs.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.actions = [self.act_flip, self.act_coordinates, self.act_highlight, self.act_light,
                        self.act_dark, self.act_sound, self.act_prefs]
        """Every action (the window places them and registers their shortcuts)."""

    def _action(self, name: str, shortcut: QKeySequence | str | None = None,
                checkable: bool = False) -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.setCheckable(checkable)
        return action

    def show_preferences(self, prefs: Preferences) -> None:
        """Check the switches as ``prefs`` has them, without acting on them."""
        for action, value in ((self.act_coordinates, prefs.show_coordinates),
                              (self.act_highlight, prefs.highlight_moves),
                              (self.act_sound, prefs.sound),
                              (self.act_light, prefs.theme is ThemeName.LIGHT),
                              (self.act_dark, prefs.theme is ThemeName.DARK)):
            action.blockSignals(True)
            action.setChecked(value)
            action.blockSignals(False)

    def retranslate(self) -> None:
        for action, text, tip in (
            (self.act_flip, self.tr("&Flip board"), self.tr("Turn the board around")),
            (self.act_coordinates, self.tr("Show &coordinates"),
             self.tr("Letters and numbers around the board")),
            (self.act_highlight, self.tr("&Highlight legal moves"),
             self.tr("Show where a picked-up piece can go")),
            (self.act_light, self.tr("&Light theme"),
             self.tr("Light window and board (choose the board in Preferences)")),
            (self.act_dark, self.tr("&Dark theme"),
             self.tr("Dark window and board (choose the board in Preferences)")),
            (self.act_sound, self.tr("&Sounds"), self.tr("Sounds for moves and captures")),
            (self.act_prefs, self.tr("&Preferences…"), self.tr("Change the preferences")),
        ):
            action.setText(text)
            action.setIconText(text.replace("&", "").rstrip("…"))
            action.setToolTip(tip)
            action.setStatusTip(tip)
