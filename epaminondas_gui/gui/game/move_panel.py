"""The move list's panel: the move tree (:class:`~.move_list.MoveTreeView`) and a comment
editor for the move shown. It is handed the session and nothing else: it reads the tree,
shows it, and asks the session to go to a clicked move or to change the tree (promote,
delete, comment).
"""

from __future__ import annotations

import html
from collections.abc import Mapping

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QLabel, QMenu, QPlainTextEdit, QVBoxLayout, QWidget

from ...core.games.record import Node
from ..notation_legend import notation_rows
from ..session import GameSession
from .move_list import MoveTreeView
from .walk import Step, walk, walk_to


class MovePanel(QWidget):
    """The move tree and the comment on the move shown."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.marks: dict[Node, str] = {}
        self.evals: dict[Node, str] = {}
        self.view = MoveTreeView(self)
        self.comment_title = QLabel(self)
        self.comment_edit = QPlainTextEdit(self)
        self.comment_edit.setObjectName("MoveComment")
        self.comment_edit.setTabChangesFocus(True)
        self.comment_edit.setFixedHeight(self.fontMetrics().lineSpacing() * 3 + 12)
        self._comment_node: Node | None = None
        self._compact = False
        # Typing is saved after a short pause (and at once when the move shown changes),
        # so the list is not redrawn on every key.
        self._comment_timer = QTimer(self)
        self._comment_timer.setSingleShot(True)
        self._comment_timer.setInterval(400)
        self._comment_timer.timeout.connect(self.commit_comment)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.comment_title)
        layout.addWidget(self.comment_edit)
        self.view.node_clicked.connect(self._on_clicked)
        self.view.context_requested.connect(self._on_context)
        self.view.navigate.connect(self.navigate)
        self.comment_edit.textChanged.connect(self._comment_timer.start)
        session.state_changed.connect(self.refresh)
        session.position_changed.connect(self.refresh)
        self.retranslate()
        self.refresh()

    def set_compact(self, compact: bool) -> None:
        """A short comment box and no title above it (a small screen)."""
        self.comment_title.setVisible(not compact)
        lines = 1.2 if compact else 3
        self.comment_edit.setFixedHeight(int(self.fontMetrics().lineSpacing() * lines) + 12)
        self._compact = compact
        self._set_placeholder()

    def retranslate(self) -> None:
        self.comment_title.setText(self.tr("Comment on this move"))
        self._set_placeholder()
        self.view.setAccessibleName(self.tr("Move list"))
        self.view.viewport().setToolTip(self.notation_help())
        self.view._key = ()
        self.refresh()

    def _set_placeholder(self) -> None:
        # One line in a short box: the title's words, which the compact panel hides.
        self.comment_edit.setPlaceholderText(
            self.tr("Comment on this move") if self._compact
            else self.tr("Type a comment; it is saved with the game."))

    def notation_help(self) -> str:
        """How a move is written (the list's tooltip): the legend of the rules help
        (gui/notation_legend.py), between what the list itself adds."""
        rows = [
            ("12", self.tr("move 12: White's move, then Black's; click one to see its position")),
            *notation_rows(),
            ("?! ? ??", self.tr("the review's inaccuracy, mistake and blunder")),
        ]
        body = "".join(f"<tr><td><b>{html.escape(key)}</b>&nbsp;&nbsp;</td>"
                       f"<td>{html.escape(text)}</td></tr>" for key, text in rows)
        return f"<table>{body}</table>"

    def set_review(self, marks: Mapping[Node, str], evals: Mapping[Node, str]) -> None:
        """The review's marks (?!, ?, ??) and evaluations, by node (empty: none shown)."""
        if marks == self.marks and evals == self.evals:
            # A new or opened game clears the marks it never had: the list of a long game
            # is not made again for nothing (80 ms at 160 moves).
            return
        self.marks = dict(marks)
        self.evals = dict(evals)
        self.refresh()

    def refresh(self) -> None:
        s = self.session
        tree = s.tree
        cursor = tree.cursor
        if cursor is not self._comment_node:
            self.commit_comment()
            self._comment_node = cursor
            self.comment_edit.blockSignals(True)
            self.comment_edit.setPlainText(cursor.comment)
            self.comment_edit.blockSignals(False)
        # The marks are not in the key: the list compares them and writes only the moves
        # whose mark changed.
        key = (tree.serial, tree.revision, id(cursor), self.comment_title.text())
        self.view.show_tree(tree.root, cursor, key, self.marks, self.evals)

    def commit_comment(self) -> None:
        self._comment_timer.stop()
        node = self._comment_node
        if node is None or node.root() is not self.session.tree.root:
            return
        text = self.comment_edit.toPlainText()
        if text.strip() != node.comment:
            self.session.tree.set_comment(node, text)

    def navigate(self, step: Step) -> None:
        """Walk the game as the list's arrow keys ask (see MoveTreeView.keyPressEvent)."""
        walk(self.session, step)

    def _on_clicked(self, node: Node) -> None:
        self.commit_comment()
        walk_to(self.session, node)

    def menu_for(self, node: Node) -> QMenu:
        """The context menu of a move in the list."""
        s = self.session
        menu = QMenu(self)
        menu.setObjectName("MoveMenu")
        if not node.is_main_line():
            menu.addAction(self.tr("Make this line the main line"),
                           lambda: s.tree.promote_to_main_line(node))
            start = node.variation_start()
            if start is not None and start.parent is not None:
                siblings = start.parent.children
                if siblings.index(start) > 1:
                    menu.addAction(self.tr("Move variation up"),
                                   lambda: self._reorder(start, up=True))
                if siblings.index(start) + 1 < len(siblings):
                    menu.addAction(self.tr("Move variation down"),
                                   lambda: self._reorder(start, up=False))
                menu.addAction(self.tr("Delete variation"), lambda: s.tree.delete_variation(start))
        if node.children:
            menu.addAction(self.tr("Delete the moves after this one"),
                           lambda: self._delete_after(node))
        return menu

    def _reorder(self, node: Node, *, up: bool) -> None:
        self.session.tree.move_variation(node, -1 if up else 1)

    def _delete_after(self, node: Node) -> None:
        self.session.tree.delete_after(node)

    def _on_context(self, node: Node, where: QPoint) -> None:
        menu = self.menu_for(node)
        if menu.actions():
            menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            menu.popup(where)
