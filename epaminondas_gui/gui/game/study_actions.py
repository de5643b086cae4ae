"""Study commands of the Game menu: continue against the computer from the position shown,
a new game from it, and the game's properties (players' names, event, date).

Handed the session and the widget to parent its dialogs on; the window places its actions
and answers "New game from this position" (:attr:`StudyActions.new_game_from`).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from ..dialogs import boxes
from ..dialogs.titles import fit_title
from ..session import GameSession

#: The tags Game → Properties edits, in the order shown.
PROPERTY_TAGS = ("White", "Black", "Event", "Site", "Date", "Round")



class PropertiesDialog(QDialog):
    """The game's tags that a person writes: names, event, site, date, round."""

    def __init__(self, tags: dict[str, str], result: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PropertiesDialog")
        self.setWindowTitle(self.tr("Game properties"))
        fit_title(self)
        labels = {
            "White": self.tr("&White:"),
            "Black": self.tr("&Black:"),
            "Event": self.tr("&Event:"),
            "Site": self.tr("&Site:"),
            "Date": self.tr("&Date:"),
            "Round": self.tr("&Round:"),
        }
        self.fields: dict[str, QLineEdit] = {}
        form = QFormLayout()
        for name in PROPERTY_TAGS:
            edit = QLineEdit(tags.get(name, ""))
            edit.setObjectName(f"tag_{name}")
            if name == "Date":
                edit.setPlaceholderText(self.tr("YYYY.MM.DD, ?? where unknown"))
            self.fields[name] = edit
            form.addRow(labels[name], edit)
        self.result_label = QLabel(result)
        form.addRow(self.tr("Result:"), self.result_label)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def values(self) -> dict[str, str]:
        """Each edited tag's new text ("" removes the tag)."""
        return {name: edit.text().strip() for name, edit in self.fields.items()}


class StudyActions(QObject):
    new_game_from = Signal(object, object)
    """(Position, Rules): "New game from this position": choose the players for it."""

    def __init__(self, session: GameSession, parent: QWidget) -> None:
        super().__init__(parent)
        self.session = session
        self.parent_widget = parent
        self.act_continue = QAction(parent)
        self.act_continue.setObjectName("continue_here")
        self.act_continue.triggered.connect(self.continue_here)
        self.act_new_here = QAction(parent)
        self.act_new_here.setObjectName("new_from_position")
        self.act_new_here.triggered.connect(self.new_game_here)
        self.act_properties = QAction(parent)
        self.act_properties.setObjectName("properties")
        self.act_properties.triggered.connect(self.edit_properties)
        self.actions = [self.act_continue, self.act_new_here, self.act_properties]
        """The Game menu's study part, in order."""
        session.state_changed.connect(self.update)
        session.position_changed.connect(self.update)
        self.retranslate()
        self.update()

    def retranslate(self) -> None:
        self.act_continue.setText(self.tr("&Continue from here against the computer"))
        self.act_continue.setStatusTip(
            self.tr("Make the position shown the end of the game and let the computer play on")
        )
        self.act_new_here.setText(self.tr("New game from this &position…"))
        self.act_new_here.setStatusTip(
            self.tr("Start a new game from the position shown, choosing the players")
        )
        self.act_properties.setText(self.tr("P&roperties…"))
        self.act_properties.setStatusTip(
            self.tr("The players' names, the event and the date of this game")
        )

    def update(self) -> None:
        self.act_continue.setEnabled(self.session.can_continue_here())

    # -- the commands --------------------------------------------------------------------

    def confirm_cut(self, moves: int) -> bool:
        """Whether the user agrees to remove ``moves`` moves after the position shown."""
        return boxes.question(
            self.parent_widget,
            self.tr("Continue from here"),
            self.tr(
                "The %1 moves after this position will be removed from the game. Continue?"
            ).replace("%1", str(moves)),
        )

    def continue_here(self) -> None:
        s = self.session
        if not s.can_continue_here():
            return
        later = s.tree.moves_after()
        if later and not self.confirm_cut(later):
            return
        s.continue_here()

    def new_game_here(self) -> None:
        s = self.session
        self.new_game_from.emit(s.shown_position, s.rules)

    def edit_properties(self) -> None:
        s = self.session
        result = s.result()
        dialog = PropertiesDialog(
            s.tree.tags, result.result_text if result is not None else "*", self.parent_widget
        )
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        self.apply_properties(dialog.values())

    def apply_properties(self, values: dict[str, str]) -> None:
        for name, value in values.items():
            self.session.tree.set_tag(name, value or None)
