"""The window's message boxes: warnings, errors and yes/no questions, each as wide as its
title (Qt's static ``QMessageBox.warning`` sizes a box to its text, and the window manager
cut "Partie kann nicht geö…erden"). Every box is shown by :func:`show`, which tests
replace so that nothing modal blocks them."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from .titles import fit_message_title

Button = QMessageBox.StandardButton


def show(box: QMessageBox) -> Button:
    """Show ``box`` until it is answered; the button pressed."""
    return Button(box.exec())


def _ask(icon: QMessageBox.Icon, parent: QWidget | None, title: str, text: str,
         buttons: Button) -> Button:
    box = QMessageBox(icon, title, text, buttons, parent)
    fit_message_title(box)
    return show(box)


def warning(parent: QWidget | None, title: str, text: str) -> None:
    _ask(QMessageBox.Icon.Warning, parent, title, text, Button.Ok)


def critical(parent: QWidget | None, title: str, text: str) -> None:
    _ask(QMessageBox.Icon.Critical, parent, title, text, Button.Ok)


def question(parent: QWidget | None, title: str, text: str) -> bool:
    """Yes or No: whether Yes was pressed."""
    return _ask(QMessageBox.Icon.Question, parent, title, text,
                Button.Yes | Button.No) == Button.Yes
