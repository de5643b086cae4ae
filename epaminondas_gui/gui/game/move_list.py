"""The move list as the game tree: the main line, variations inline and indented (as the
lichess analysis board and Sabaki show them), comments under their move, the review's
marks and evaluations, and a comment editor for the move shown.

The panel is handed the session and nothing else: it reads the tree, shows it, and asks
the session to go to a clicked move or to change the tree (promote, delete, comment).
"""

from __future__ import annotations

import html
from collections.abc import Mapping

from PySide6.QtCore import QPoint, QRect, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QKeyEvent, QResizeEvent, QTextBlock, QTextCursor, QTextTable
from PySide6.QtWidgets import (
    QLabel,
    QMenu,
    QPlainTextEdit,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...core.games.record import Node
from ...core.rules.position import Color
from ..notation_legend import notation_rows
from ..session import GameSession
from .walk import KEY_STEPS, Step, walk, walk_to

#: The move numbers' column, readable on the light and the dark palette.
NUMBER_BG = "#28808080"  # Qt's #AARRGGBB: grey, see-through
COMMENT_COLOR = "#4a88b0"

MARK_COLORS = {"?!": "#c28a00", "?": "#d0661c", "??": "#c0392b", "!": "#2e8b57"}


def _move_number(node: Node) -> int:
    """Full-move number of ``node``'s move (both sides' first moves are 1)."""
    root = node.root()
    plies_before = node.ply - 1 + (0 if root.position.turn is Color.WHITE else 1)
    return plies_before // 2 + 1


def move_label(node: Node) -> str:
    """A move as the list writes it with its number: ``4. e2-e3`` or ``4… g7-g6``."""
    assert node.parent is not None
    white = node.parent.position.turn is Color.WHITE
    return f"{_move_number(node)}{'.' if white else '…'} {node.notation()}"


class MoveTreeView(QTextBrowser):
    """The tree as rich text; every move is a link to its node."""

    node_clicked = Signal(object)
    """A move was clicked: the Node to show."""
    context_requested = Signal(object, QPoint)
    """A right-click on a move: (Node, global position)."""
    navigate = Signal(object)
    """An arrow, Home or End key pressed in the list: the Step to walk."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("MoveList")
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._on_context_menu)
        self.anchorClicked.connect(self._on_anchor)
        self._nodes: list[Node] = []
        self._key: tuple[object, ...] = ()
        self._anchor_places: dict[str, tuple[int, int]] | None = None
        """Where each move's link is in the text shown (None: not read yet)."""
        self.anchor_reads = 0
        """How many times the text was searched for the links (a test counts them)."""
        self.texts_set = 0
        """How many times the whole text was made anew (a test counts them)."""
        self._line_end: tuple[Node, Node] | None = None
        """(root, last move) when the text shown is one line of moves without comments,
        marks or evaluations, its last move shown: the next move is added to the text."""
        self.current: Node | None = None

    # -- what a test or the panel asks ------------------------------------------------

    def node_index(self, node: Node) -> int:
        """The link number of ``node`` (its place in :attr:`nodes`)."""
        return self._nodes.index(node)

    @property
    def nodes(self) -> list[Node]:
        """The moves shown, in reading order (link ``n:i`` is ``nodes[i]``)."""
        return list(self._nodes)

    def move_texts(self) -> list[str]:
        """The moves as shown, in reading order (the main line and every variation)."""
        return [node.notation() for node in self._nodes]

    # -- rendering -------------------------------------------------------------------

    def show_tree(
        self,
        root: Node,
        current: Node,
        key: tuple[object, ...],
        marks: Mapping[Node, str],
        evals: Mapping[Node, str],
    ) -> None:
        """Show the tree under ``root`` with ``current`` highlighted. ``key`` says whether
        anything changed since the last call (same key: nothing to do)."""
        if key == self._key:
            return
        self._key = key
        if self._append(root, current, marks, evals):
            return
        self.current = current
        self._nodes = []
        parts: list[str] = []
        if root.comment:
            parts.append(self._comment_html(root.comment, 0))
        self._main_table(root, parts, marks, evals)
        if not self._nodes:
            empty = self.tr("No moves yet.")
            parts.append(f"<p style='color:#888'>{html.escape(empty)}</p>")
        scroll = self.verticalScrollBar().value()
        # No places while the text comes in (setHtml may resize the view, which looks for
        # the move shown): the last text's were out of range in this one (Qt warned).
        self._anchor_places = {}
        self.setHtml("".join(parts))
        self.texts_set += 1
        plain = (not marks and not evals and not root.comment and current.parent is not None
                 and not current.children and len(self._nodes) == current.ply
                 and all(not node.comment for node in self._nodes))
        self._line_end = (root, current) if plain else None
        # After the new text is in (setHtml may resize the view, which looks for the move
        # shown, while the text is still coming in).
        self._anchor_places = None
        self.verticalScrollBar().setValue(scroll)
        self.keep_current_in_view()

    def _append(self, root: Node, current: Node, marks: Mapping[Node, str],
                evals: Mapping[Node, str]) -> bool:
        """The move after the last one of a plain line (see :attr:`_line_end`) added to
        the table as it is: laying a long game's whole text out again at every move took
        60 ms at move 140 of a 14x12 game. False when the text must be made anew."""
        if self._line_end is None or self._line_end[0] is not root:
            return False
        last = self._line_end[1]
        # A comment typed on the last move is written as the next one is shown.
        if (current.parent is not last or len(last.children) != 1 or last.comment
                or current.comment or current.children or root.comment or marks or evals
                or self.current is not last):
            return False
        table = next((frame for frame in self.document().rootFrame().childFrames()
                      if isinstance(frame, QTextTable)), None)
        if table is None:
            return False
        self.current = current

        def put(node: Node, index: int | None) -> int:
            # Where a move is in the table: White's in the second column, Black's in the
            # third ("…" fills White's cell of a game that starts with Black to move).
            at = node.ply - 1 + (0 if root.position.turn is Color.WHITE else 1)
            row, column = at // 2, 1 + at % 2
            if row == table.rows():
                table.appendRows(1)
                above = table.cellAt(row - 1, 0)
                number = table.cellAt(row, 0)
                number.setFormat(above.format())
                cursor = number.firstCursorPosition()
                cursor.setBlockFormat(above.firstCursorPosition().blockFormat())
                cursor.insertHtml(f"<span style='color:#888'>{_move_number(node)}</span>")
            cell = table.cellAt(row, column)
            cursor = cell.firstCursorPosition()
            cursor.setPosition(cell.lastCursorPosition().position(),
                               QTextCursor.MoveMode.KeepAnchor)
            cursor.insertHtml("&nbsp;" + self._move_html(node, False, marks, evals,
                                                         numbered=False, index=index))
            return cell.firstCursorPosition().position()

        block = QTextCursor(self.document())
        block.beginEditBlock()  # laid out once, when both moves are in
        changed = put(last, len(self._nodes) - 1)  # no longer the move shown
        put(current, None)
        block.endEditBlock()
        self._line_end = (root, current)
        if self._anchor_places is not None:  # the links before the two moves stay put
            self._anchor_places.update(self._links_from(self.document().findBlock(changed)))
        self.keep_current_in_view()
        return True

    def keep_current_in_view(self) -> None:
        """Scroll only if the move shown is out of sight (the list keeps its place while
        the player clicks through moves that are in view); then it comes to the middle."""
        if self.current is None or self.current.parent is None:
            if self.current is not None:
                self.verticalScrollBar().setValue(0)
            return
        rect = self.current_rect()
        view = self.viewport().rect()
        if rect is None or view.contains(rect):
            return
        bar = self.verticalScrollBar()
        bar.setValue(bar.value() + rect.center().y() - view.center().y())

    def current_rect(self) -> QRect | None:
        """Where the move shown is in the viewport (None when it is not in the list)."""
        if self.current not in self._nodes:
            return None
        place = self._anchors().get(f"n:{self._nodes.index(self.current)}")
        if place is None:
            return None
        cursor = QTextCursor(self.document())
        cursor.setPosition(place[0])
        start = self.cursorRect(cursor)
        cursor.setPosition(place[1])
        return start.united(self.cursorRect(cursor))

    def _anchors(self) -> dict[str, tuple[int, int]]:
        """Every move's link -> its first and last position in the text, read once per
        text shown: a walk through every fragment costs milliseconds in a long game, and
        the list looks for the move shown after each move and at each resize."""
        if self._anchor_places is not None:
            return self._anchor_places
        places = self._links_from(self.document().begin())
        self._anchor_places = places
        self.anchor_reads += 1
        return places

    @staticmethod
    def _links_from(block: QTextBlock) -> dict[str, tuple[int, int]]:
        """Each link from ``block`` on -> its first fragment's first and last position."""
        places: dict[str, tuple[int, int]] = {}
        while block.isValid():
            it = block.begin()
            while not it.atEnd():
                fragment = it.fragment()
                href = fragment.charFormat().anchorHref()
                if href and href not in places:
                    places[href] = (fragment.position(),
                                    fragment.position() + fragment.length())
                it += 1
            block = block.next()
        return places

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.keep_current_in_view()

    def _main_table(
        self,
        root: Node,
        parts: list[str],
        marks: Mapping[Node, str],
        evals: Mapping[Node, str],
    ) -> None:
        """The main line as lichess writes it: a row a move number, White's move and
        Black's side by side; a comment or the variations of a move break the table
        after that move, in a full-width block, and the row goes on below with "…"."""
        rows: list[str] = []
        cells: list[str] = []  # the current row's move cells (at most two)
        number = 0

        def close_row() -> None:
            if not cells:
                return
            while len(cells) < 2:
                cells.append("")
            rows.append(
                f"<tr><td width='26' bgcolor='{NUMBER_BG}' align='right'>"
                f"<span style='color:#888'>{number}</span></td>"
                + "".join(f"<td>&nbsp;{cell}</td>" for cell in cells)
                + "</tr>")
            cells.clear()

        node = root
        while node.children:
            main = node.children[0]
            white = node.position.turn is Color.WHITE
            if white or not cells:
                close_row()
                number = _move_number(main)
                if not white:
                    cells.append("<span style='color:#888'>…</span>")
            cells.append(self._move_html(main, False, marks, evals, numbered=False))
            if main.comment or len(node.children) > 1:
                if len(cells) == 1:
                    cells.append("<span style='color:#888'>…</span>")
                close_row()
                block: list[str] = []
                if main.comment:
                    block.append(self._comment_html(main.comment, 0))
                for variation in node.children[1:]:
                    self._variation(variation, block, marks, evals)
                rows.append(f"<tr><td colspan='3'>{''.join(block)}</td></tr>")
            node = main
        close_row()
        if rows:
            parts.append(
                "<table width='100%' cellspacing='0' cellpadding='1' border='0'>"
                + "".join(rows) + "</table>")

    def _variation(
        self,
        variation: Node,
        parts: list[str],
        marks: Mapping[Node, str],
        evals: Mapping[Node, str],
    ) -> None:
        """A variation of the main line, inline and indented under its move."""
        if variation.starting_comment:
            parts.append(self._comment_html(variation.starting_comment, 1))
        first = [self._move_html(variation, True, marks, evals)]
        if variation.comment:
            self._flush(first, 1, parts, opening=True)
            parts.append(self._comment_html(variation.comment, 1))
            self._line(variation, 1, parts, marks, evals)
        else:
            self._line(variation, 1, parts, marks, evals, lead=first)

    def _line(
        self,
        start: Node,
        depth: int,
        parts: list[str],
        marks: Mapping[Node, str],
        evals: Mapping[Node, str],
        lead: list[str] | None = None,
    ) -> None:
        """The line that continues after ``start``, with its variations as indented blocks.
        ``lead``: the start's own move, already written, that this line goes on from."""
        words: list[str] = list(lead or [])
        opening = lead is not None
        force_number = not words
        node = start
        while node.children:
            main = node.children[0]
            words.append(self._move_html(main, force_number, marks, evals))
            force_number = False
            if main.comment or len(node.children) > 1:
                self._flush(words, depth, parts, opening=opening)
                opening = False
                # A comment belongs under its move, before the alternatives to it.
                if main.comment:
                    parts.append(self._comment_html(main.comment, depth))
                for variation in node.children[1:]:
                    if variation.starting_comment:
                        parts.append(self._comment_html(variation.starting_comment, depth + 1))
                    first = [self._move_html(variation, True, marks, evals)]
                    if variation.comment:
                        self._flush(first, depth + 1, parts, opening=True)
                        parts.append(self._comment_html(variation.comment, depth + 1))
                        self._line(variation, depth + 1, parts, marks, evals)
                    else:
                        self._line(variation, depth + 1, parts, marks, evals, lead=first)
                force_number = True
            node = main
        self._flush(words, depth, parts, opening=opening)

    def _flush(
        self, words: list[str], depth: int, parts: list[str], *, opening: bool = False
    ) -> None:
        if not words:
            return
        indent = depth * 12
        border = "border-left:2px solid #bbb;" if depth else ""
        prefix = "<span style='color:#999'>▸ </span>" if opening else ""
        parts.append(
            f"<p style='margin:1px 0 1px {indent}px;{border}'>{prefix}{' '.join(words)}</p>"
        )
        words.clear()

    def _comment_html(self, text: str, depth: int) -> str:
        return (
            f"<p style='margin:0 0 2px {depth * 12 + 8}px; color:{COMMENT_COLOR}'><i>"
            f"{html.escape(text)}</i></p>"
        )

    def _move_html(
        self,
        node: Node,
        force_number: bool,
        marks: Mapping[Node, str],
        evals: Mapping[Node, str],
        *,
        numbered: bool = True,
        index: int | None = None,
    ) -> str:
        """A move's link (``index``: its link number when it is shown already)."""
        assert node.parent is not None
        if index is None:
            index = len(self._nodes)
            self._nodes.append(node)
        number = _move_number(node)
        white = node.parent.position.turn is Color.WHITE
        # A no-break space keeps the number with its move.
        label = f"{number}.&nbsp;" if white else (f"{number}…&nbsp;" if force_number else "")
        if not numbered:
            label = ""
        # The link does not wrap (white-space: nowrap below): a move is never broken.
        text = html.escape(node.notation())
        mark = marks.get(node, "")
        if mark:
            color = MARK_COLORS.get(mark, "#c0392b")
            text += f"<span style='color:{color}'><b>{html.escape(mark)}</b></span>"
        style = "text-decoration:none; color:palette(text); white-space:nowrap;"
        if node is self.current:
            style += "background-color:#f3cf5a; color:#000; font-weight:bold;"
        anchor = "<a name='current'></a>" if node is self.current else ""
        out = (
            (f"<span style='color:#888'>{label}</span>" if label else "") + anchor
            + f"<a href='n:{index}' style='{style}'>{text}</a>"
        )
        score = evals.get(node)
        if score:
            out += f" <span style='color:#888; font-size:small'>({html.escape(score)})</span>"
        return out

    # -- input -----------------------------------------------------------------------

    def _node_of(self, url: QUrl | str) -> Node | None:
        text = url.toString() if isinstance(url, QUrl) else url
        if not text.startswith("n:"):
            return None
        try:
            index = int(text[2:])
        except ValueError:
            return None
        return self._nodes[index] if 0 <= index < len(self._nodes) else None

    def _on_anchor(self, url: QUrl) -> None:
        node = self._node_of(url)
        if node is not None:
            self.node_clicked.emit(node)

    def _on_context_menu(self, point: QPoint) -> None:
        node = self._node_of(self.anchorAt(point))
        if node is not None:
            self.context_requested.emit(node, self.viewport().mapToGlobal(point))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # The arrows walk the game, not the text: left/right along the line, up/down
        # between the alternatives, Home/End to its ends.
        step = KEY_STEPS.get(Qt.Key(event.key()))
        if step is not None:
            self.navigate.emit(step)
            event.accept()
            return
        super().keyPressEvent(event)


class MovePanel(QWidget):
    """The move tree and the comment on the move shown."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.marks: dict[Node, str] = {}
        self.evals: dict[Node, str] = {}
        self._marks_version = 0
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
        self._marks_version += 1
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
        key = (tree.serial, tree.revision, id(cursor), self._marks_version,
               self.comment_title.text())
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
