"""Variations in the move list: which moves have alternatives, and a context menu to show,
promote or delete them.

A move made on an earlier position (or after an undo) starts a variation in the session's
game tree instead of deleting the later moves; this controller makes those lines visible
and reachable. The window creates one and otherwise knows nothing of it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPoint, Qt
from PySide6.QtWidgets import QMenu

from ..core.record import Node

if TYPE_CHECKING:
    from .main_window import MainWindow


class VariationActions(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.session = window.session
        table = window.move_table
        table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        table.customContextMenuRequested.connect(self._on_context_menu)
        self.session.state_changed.connect(self.update)
        self.update()

    def update(self) -> None:
        """Tell the move list which of the line's moves have alternatives."""
        s = self.session
        found: dict[int, list[str]] = {}
        node = s.root
        for ply, move in enumerate(s.game.moves, start=1):
            here = node.add(move)
            others = [child.notation() for child in node.children if child is not here]
            if others:
                found[ply] = others
            node = here
        self.window.move_model.set_variations(found)

    def menu_for(self, ply: int) -> QMenu | None:
        """The context menu of the line's move number ``ply``; None if there is nothing
        to offer (no variations there and the line is the main line)."""
        s = self.session
        if not 1 <= ply <= s.game.ply:
            return None
        menu = QMenu(self.window.move_table)
        menu.setObjectName("VariationsMenu")
        for node in s.variations_at(ply):
            text = node.notation()
            show = menu.addAction(self.tr("Show variation %1").replace("%1", text))
            show.triggered.connect(lambda _checked=False, n=node: s.switch_to(n))
            promote = menu.addAction(self.tr("Make %1 the main line").replace("%1", text))
            promote.triggered.connect(lambda _checked=False, n=node: s.promote(n))
            delete = menu.addAction(self.tr("Delete variation %1").replace("%1", text))
            delete.triggered.connect(lambda _checked=False, n=node: s.delete_variation(n))
            menu.addSeparator()
        here = s.line_node(ply)
        if not here.is_main_line():
            main = menu.addAction(self.tr("Make this line the main line"))
            main.triggered.connect(lambda _checked=False, n=here: self._promote_line(n))
        return menu if menu.actions() else None

    def _promote_line(self, node: Node) -> None:
        # The whole line shown, not only up to the clicked move.
        end = self.session.line_node(self.session.game.ply)
        self.session.promote(end if node in end.path() else node)

    def _on_context_menu(self, point: QPoint) -> None:
        table = self.window.move_table
        ply = self.window.move_model.ply_of(table.indexAt(point))
        menu = self.menu_for(ply) if ply is not None else None
        if menu is not None:
            menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            menu.popup(table.viewport().mapToGlobal(point))
