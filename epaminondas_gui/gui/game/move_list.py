"""The move list as the game tree: the main line, variations inline and indented (as the
lichess analysis board and Sabaki show them), comments under their move, the review's
marks and evaluations (its panel with the comment editor: :mod:`.move_panel`).
"""

from __future__ import annotations

import html
from collections.abc import Mapping

from PySide6.QtCore import QPoint, QRect, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import (
    QColor,
    QKeyEvent,
    QResizeEvent,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextTable,
)
from PySide6.QtWidgets import QTextBrowser, QWidget

from ...core.games.record import Node
from ...core.rules.position import Color
from ..scrolling import scroll_bar_kept
from . import move_rows
from .move_links import find_link, links_from, shifted
from .walk import KEY_STEPS

COMMENT_COLOR = "#4a88b0"

MARK_CHUNK = 40
"""Moves whose mark or evaluation changed written in one turn of the event loop (a long
game's review ended writing 160 in one stretch of 20-30 ms, then Qt's layout of them)."""

MARK_COLORS = {"?!": "#c28a00", "?": "#d0661c", "??": "#c0392b", "!": "#2e8b57"}


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
        self._found: tuple[int, str, tuple[int, int] | None] | None = None
        """(the text's revision, a link, its place): the move shown, found alone."""
        self.texts_set = 0
        """How many times the whole text was made anew (a test counts them)."""
        self._line_end: tuple[Node, Node] | None = None
        """(root, last move) when the text shown is one line of moves without comments,
        marks or evaluations, its last move shown: the next move is added to the text."""
        self.current: Node | None = None
        self._marks: dict[Node, str] = {}
        self._evals: dict[Node, str] = {}
        """The marks and evaluations shown."""
        self.moves_marked = 0
        """How many moves had their mark or evaluation changed in place (a test counts)."""
        self._request: tuple[Node, Node, tuple[object, ...], Mapping[Node, str],
                             Mapping[Node, str]] | None = None
        """The last show_tree's arguments: the marks left to write follow them."""
        self._in_cells: set[Node] = set()
        """The moves shown in a cell of their own (the main line's, not a variation's)."""
        self._looks: dict[tuple[str, int, bool], tuple[QTextCharFormat, QTextCharFormat,
                                                       QTextCharFormat]] = {}
        """The formats of a mark, a space and a score (see :meth:`_suffix_formats`) by
        font, text colour and whether the move is the one shown."""
        self._more = QTimer(self)
        self._more.setSingleShot(True)
        self._more.setInterval(0)
        self._more.timeout.connect(self._mark_more)
        self.per_row = 2
        """The main line's moves a row: one where two do not fit (:mod:`.move_rows`)."""
        self._widest = 0
        """The widest of the main line's moves in the text shown (px)."""
        self._relayout = QTimer(self)
        self._relayout.setSingleShot(True)
        self._relayout.setInterval(0)
        self._relayout.timeout.connect(self._on_relayout)

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
        self._request = (root, current, key, marks, evals)
        if key == self._key:
            if marks == self._marks and evals == self._evals:
                return
            if self._mark_in_place(root, marks, evals):
                return
        self._key = key
        self._marks, self._evals = dict(marks), dict(evals)
        if self._append(root, current, marks, evals):
            return
        self.current = current
        self._nodes = []
        self._in_cells = set()
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
        # Qt empties the text first: a shown scroll bar went and came back, and a long
        # list was laid out at both widths (52 ms, not 24, at 160 marked moves).
        with scroll_bar_kept(self):
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
        tables = [frame for frame in self.document().rootFrame().childFrames()
                  if isinstance(frame, QTextTable)]
        font = self.document().defaultFont()
        widest = max(self._widest,
                     move_rows.move_width(move_rows.bold_metrics(font), current))
        if not tables or self._fit(widest) != self.per_row:
            return False
        self._widest = widest
        self.current = current
        per_row = self.per_row

        def put(node: Node, index: int | None) -> int:
            # Where a move is in the tables: a row a move, or White's in the second column
            # and Black's in the third (see move_rows.first_place); TABLE_ROWS rows a
            # table (a plain line has no other rows).
            at = node.ply - 1 + move_rows.first_place(root, per_row)
            row, column = (at // per_row) % move_rows.TABLE_ROWS, 1 + at % per_row
            if at // per_row == len(tables) * move_rows.TABLE_ROWS:  # a new table below
                end = QTextCursor(self.document())
                end.movePosition(QTextCursor.MoveOperation.End)
                tables.append(end.insertTable(1, 1 + per_row, tables[-1].format()))
                above = tables[-2].cellAt(move_rows.TABLE_ROWS - 1, 0)
            elif row == tables[-1].rows():
                tables[-1].appendRows(1)
                above = tables[-1].cellAt(row - 1, 0)
            else:
                above = None
            table = tables[(at // per_row) // move_rows.TABLE_ROWS]
            if above is not None:
                number = table.cellAt(row, 0)
                number.setFormat(above.format())
                cursor = number.firstCursorPosition()
                cursor.setBlockFormat(above.firstCursorPosition().blockFormat())
                cursor.insertHtml(move_rows.number_html(node, per_row))
            cell = table.cellAt(row, column)
            cursor = cell.firstCursorPosition()
            cursor.setPosition(cell.lastCursorPosition().position(),
                               QTextCursor.MoveMode.KeepAnchor)
            cursor.insertHtml("&nbsp;" + self._move_html(node, False, marks, evals,
                                                         numbered=False, index=index))
            look = cursor.blockFormat()
            if per_row == 2 and not look.nonBreakableLines():  # a new row's: as the HTML's
                look.setNonBreakableLines(True)
                cursor.setBlockFormat(look)
            return cell.firstCursorPosition().position()

        block = QTextCursor(self.document())
        block.beginEditBlock()  # laid out once, when both moves are in
        changed = put(last, len(self._nodes) - 1)  # no longer the move shown
        put(current, None)
        self._in_cells.add(current)
        block.endEditBlock()
        self._line_end = (root, current)
        if self._anchor_places is not None:  # the links before the two moves stay put
            self._anchor_places.update(links_from(self.document().findBlock(changed)))
        self.keep_current_in_view()
        return True

    def _mark_in_place(self, root: Node, marks: Mapping[Node, str],
                       evals: Mapping[Node, str]) -> bool:
        """Only the marks or evaluations changed (a review's end, its marks cleared): the
        cells of the main line's moves that changed are written again, the rest of the
        text stays (a long game's list made anew and laid out was 60-150 ms at a review's
        end). False (nothing done) when one of them is not a cell of the main line's
        table, or the moves a row change with them: the text is then made anew."""
        changed = {node for node in (*marks, *self._marks)
                   if marks.get(node) != self._marks.get(node)}
        changed.update(node for node in (*evals, *self._evals)
                       if evals.get(node) != self._evals.get(node))
        if not changed <= self._in_cells:
            return False  # a move in a variation's block, not a cell of its own
        widest = move_rows.widest_move(self.document().defaultFont(), root, marks, evals)
        if self._fit(widest) != self.per_row:
            return False
        self._widest = widest
        index = {node: i for i, node in enumerate(self._nodes)}
        places = self._anchors()
        found: list[tuple[tuple[int, int], Node]] = []
        for node in changed:
            place = places.get(f"n:{index.get(node, -1)}")
            if place is None:
                return False
            found.append((place, node))
        # The cells from the end back, MARK_CHUNK in this turn (the move shown is most
        # often near the end); the rest in the next turns, from the latest request.
        found.sort(key=lambda item: -item[0][0])
        chunk, rest = found[:MARK_CHUNK], found[MARK_CHUNK:]
        cells: list[tuple[int, int, Node]] = []  # its move's end, its cell's end
        for place, node in chunk:
            # A main line's cell holds one block, the move's (its block's end is the
            # cell's: asking the table for its cell worked its grid out again each time).
            block = self.document().findBlock(place[0])
            # The link's first fragment is the notation, but for the move shown, whose
            # first letter carries the name "current".
            end = place[0] + len(node.notation()) if node is self.current else place[1]
            cells.append((end, block.position() + block.length() - 1, node))
        for _after, _last, node in cells:
            for shown, wanted in ((self._marks, marks), (self._evals, evals)):
                if node in wanted:
                    shown[node] = wanted[node]
                else:
                    shown.pop(node, None)
        if rest:
            self._more.start()
        self._line_end = None  # marks in its cells: no longer a plain line to add to
        looks = {shown: self._suffix_formats(shown) for shown in (False, True)}
        colors: dict[str, QColor] = {}
        edits: list[tuple[int, int]] = []  # (a cell's old end, the length it gained)
        edit = QTextCursor(self.document())
        edit.beginEditBlock()  # laid out once, when every cell is written
        # From the end back: a cell written does not move the places of those before it.
        # By position, not by row and column: the table's grid is worked out again at
        # each look after an edit (quadratic in a long game's list). What follows the
        # move's notation (its old mark and score) is replaced as text in the formats the
        # list's HTML gives them: reading HTML for each cell took half of the time.
        for after, last, node in cells:
            cursor = QTextCursor(self.document())
            cursor.setPosition(after)
            cursor.setPosition(last, QTextCursor.MoveMode.KeepAnchor)
            cursor.removeSelectedText()
            mark_look, space_look, score_look = looks[node is self.current]
            mark, score = marks.get(node), evals.get(node)
            written = len(mark or "") + (len(f" ({score})") if score else 0)
            edits.append((last, written - (last - after)))
            if mark:
                look = QTextCharFormat(mark_look)
                look.setAnchorHref(f"n:{index[node]}")
                look.setForeground(colors.setdefault(mark, QColor(MARK_COLORS.get(mark,
                                                                            "#c0392b"))))
                cursor.insertText(mark, look)
            if score:
                cursor.insertText(move_rows.score_space(self.per_row), space_look)
                cursor.insertText(f"({score})", score_look)
        edit.endEditBlock()
        self.moves_marked += len(cells)
        # The links after a cell written have moved by what it gained: moved here, not
        # read again (the next chunk and the move shown need them).
        self._anchor_places = shifted(places, edits)
        if not rest:
            self.keep_current_in_view()  # rows grown by scores may have pushed it out of sight
        return True

    def _mark_more(self) -> None:
        if self._request is not None:
            self.show_tree(*self._request)

    def _suffix_formats(
        self, shown: bool
    ) -> tuple[QTextCharFormat, QTextCharFormat, QTextCharFormat]:
        """The formats of a move's mark, of the space before its score and of its score,
        as the list's HTML gives them (``shown``: the move shown), read from a text of one
        move made with that HTML, once for a font and text colour."""
        key = (self.document().defaultFont().key(), self.palette().text().color().rgba(), shown)
        if key in self._looks:
            return self._looks[key]
        node = self._nodes[0]  # any move: only the look is read
        document = QTextDocument()
        document.setDefaultFont(self.document().defaultFont())
        document.setHtml(self._move_html(node, False, {node: "?"}, {node: "0"}, numbered=False,
                                         index=0, shown=shown))
        looks: dict[str, QTextCharFormat] = {}
        it = document.begin().begin()
        while not it.atEnd():
            looks[it.fragment().text()] = it.fragment().charFormat()
            it += 1
        self._looks[key] = looks["?"], looks[" "], looks["(0)"]
        return self._looks[key]

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
        index = self._nodes.index(self.current)
        href = f"n:{index}"
        if self._anchor_places is not None:
            place = self._anchor_places.get(href)
        else:  # a walk that stops at the move, not every link read; kept for this text
            revision = self.document().revision()
            if self._found is None or self._found[:2] != (revision, href):
                self._found = (revision, href, find_link(self.document(), href,
                                                         from_end=2 * index >= len(self._nodes)))
            place = self._found[2]
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
        places = links_from(self.document().begin())
        self._anchor_places = places
        self.anchor_reads += 1
        return places

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._nodes and self._fit(self._widest) != self.per_row:
            self._relayout.start()  # after the resize: the text made anew may resize
        self.keep_current_in_view()

    def _fit(self, widest: int) -> int:
        font = self.document().defaultFont()
        numbers = move_rows.number_width(font)
        return move_rows.moves_per_row(self.viewport().width(), numbers, widest)

    def _on_relayout(self) -> None:
        if self._request is not None and self._fit(self._widest) != self.per_row:
            self._key = ()
            self.show_tree(*self._request)

    def _main_table(
        self,
        root: Node,
        parts: list[str],
        marks: Mapping[Node, str],
        evals: Mapping[Node, str],
    ) -> None:
        """The main line (:func:`.move_rows.main_rows`), its rows split into tables of
        :data:`.move_rows.TABLE_ROWS`."""
        font = self.document().defaultFont()
        self._widest = move_rows.widest_move(font, root, marks, evals)
        self.per_row = self._fit(self._widest)

        def cell(main: Node) -> str:
            self._in_cells.add(main)
            return self._move_html(main, False, marks, evals, numbered=False)

        def below(main: Node, node: Node) -> str | None:
            if not main.comment and len(node.children) == 1:
                return None
            block: list[str] = []
            if main.comment:
                block.append(self._comment_html(main.comment, 0))
            for variation in node.children[1:]:
                self._variation(variation, block, marks, evals)
            return "".join(block)

        rows = move_rows.main_rows(root, self.per_row, move_rows.number_width(font),
                                   self.viewport().width(), cell, below)
        # A table for each TABLE_ROWS rows, one below the other (they read as one): an edit
        # lays out only its own table, not a long game's whole list.
        for first in range(0, len(rows), move_rows.TABLE_ROWS):
            parts.append(
                "<table width='100%' cellspacing='0' cellpadding='1' border='0'>"
                + "".join(rows[first:first + move_rows.TABLE_ROWS]) + "</table>")

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
        shown: bool | None = None,
    ) -> str:
        """A move's link (``index``: its link number when it is shown already; ``shown``:
        whether it is the move shown, if not :attr:`current`)."""
        assert node.parent is not None
        if index is None:
            index = len(self._nodes)
            self._nodes.append(node)
        number = node.move_number
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
        if shown is None:
            shown = node is self.current
        if shown:
            style += "background-color:#f3cf5a; color:#000; font-weight:bold;"
        anchor = "<a name='current'></a>" if shown else ""
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
