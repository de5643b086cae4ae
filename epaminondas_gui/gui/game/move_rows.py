"""The main line's table in the move list (:mod:`.move_list`): a row a move number, White's
move and Black's side by side, as lichess writes it; one move a row where two do not fit
side by side (the side panel beside a 14x12 board on an 800-pixel screen), so that a move
is never broken across lines.

With two moves a row their cells never wrap (their blocks' non-breakable lines): Qt
breaks a line after a hyphen, squeezed a column to the widest piece between two such
breaks, and ``h5.h7-h10`` showed as ``h5.h7-`` over ``h10``. With one a row, a cell has the
whole width and may wrap: a review's score goes under its move where both do not fit.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtGui import QFont, QFontMetrics

from ...core.games.record import Node
from ...core.rules.position import Color

#: The move numbers' column, readable on the light and the dark palette.
NUMBER_BG = "#28808080"  # Qt's #AARRGGBB: grey, see-through
#: What a move's cell takes besides its text: the no-break space before it, the cell's
#: padding and a little air.
CELL_EXTRA = 10
#: The grey of the move numbers and of "…".
GREY = "#888"
#: "…": Black's row of one move a row, or a move's cell left empty in a row of two.
ELLIPSIS = f"<span style='color:{GREY}'>…</span>"
TABLE_ROWS = 20
"""Rows of the main line in one table: after an edit Qt lays a whole table out again (a
move added at move 140 of a 14x12 game took 6-13 ms in one table, 2 ms in tables of 20)."""


def move_label(node: Node) -> str:
    """A move as the list writes it with its number: ``4. e2-e3`` or ``4… g7-g6``."""
    assert node.parent is not None
    white = node.parent.position.turn is Color.WHITE
    return f"{node.move_number}{'.' if white else '…'} {node.notation()}"


def number_width(font: QFont) -> int:
    """The number column's width: it fits "999"."""
    return max(26, QFontMetrics(font).horizontalAdvance("999") + 6)


def bold_metrics(font: QFont) -> QFontMetrics:
    """The list's font in bold, which the move shown is written in: a move is measured
    in it (made once for a whole line: a font and its metrics made for each move of a
    160-ply game were a millisecond more)."""
    bold = QFont(font)
    bold.setBold(True)
    return QFontMetrics(bold)


def move_width(metrics: QFontMetrics, node: Node, mark: str = "", score: str = "") -> int:
    """How wide a move's cell text is in ``metrics`` (:func:`bold_metrics`), with its mark
    and score (the score is written smaller: measured in the same font, it is over)."""
    text = f"\N{NO-BREAK SPACE}{node.notation()}{mark}" + (f" ({score})" if score else "")
    return metrics.horizontalAdvance(text)


def widest_move(font: QFont, root: Node, marks: Mapping[Node, str],
                evals: Mapping[Node, str]) -> int:
    """The widest of the main line's moves (:func:`move_width`; 0: none)."""
    metrics = bold_metrics(font)
    widest, node = 0, root
    while node.children:
        node = node.children[0]
        widest = max(widest, move_width(metrics, node, marks.get(node, ""),
                                        evals.get(node, "")))
    return widest


def score_space(per_row: int) -> str:
    """The space between a move and its score: one that does not break in a cell that
    does not wrap (Qt's HTML makes it so there, and a score written in place matches)."""
    return "\N{NO-BREAK SPACE}" if per_row == 2 else " "


def moves_per_row(view_width: int, numbers: int, widest: int) -> int:
    """Two moves a row where both fit beside the number at this width, else one."""
    return 2 if numbers + 2 * (widest + CELL_EXTRA) <= view_width else 1


def first_place(root: Node, per_row: int) -> int:
    """The cell of the first move: with two a row, a game that starts with Black to move
    leaves White's cell of the first row to "…"."""
    return 1 if per_row == 2 and root.position.turn is Color.BLACK else 0


def number_html(node: Node, per_row: int) -> str:
    """The number cell's text of the row that starts with ``node``: its move number, or
    "…" for Black's row of one move a row."""
    assert node.parent is not None
    if per_row == 1 and node.parent.position.turn is Color.BLACK:
        return ELLIPSIS
    return f"<span style='color:{GREY}'>{node.move_number}</span>"


def main_rows(root: Node, per_row: int, numbers: int, view_width: int,
              cell: Callable[[Node], str], below: Callable[[Node, Node], str | None]
              ) -> list[str]:
    """The main line's rows (``<tr>``): ``cell`` writes a move's link, ``below`` what
    goes under a move in a full-width block (its comment and the variations of it; None:
    nothing) given the move and the position it was played from. After such a block the
    row goes on below with "…"."""
    rows: list[str] = []
    cells: list[str] = []  # the current row's move cells
    first: Node | None = None  # the current row's first move
    # Every table the same columns (each laid out alone sized them by its own moves):
    # with two moves a row, White's and Black's each a share of the whole width (Qt's
    # percentages) that is half of the rest at this width. (Black's left to take the rest
    # instead, a table of wide moves gave White's column less than its share.)
    half = round(50 - 50 * numbers / max(view_width, 4 * numbers))
    move_td = f"<td style='white-space:nowrap' width='{half}%'>" if per_row == 2 else "<td>"

    def close_row() -> None:
        if first is None:
            return
        while len(cells) < per_row:
            cells.append("")
        rows.append(
            f"<tr><td width='{numbers}' bgcolor='{NUMBER_BG}' align='right'>"
            f"{number_html(first, per_row)}</td>"
            + "".join(f"{move_td}&nbsp;{text}</td>" if text else f"{move_td}</td>"
                      for text in cells) + "</tr>")
        cells.clear()

    node = root
    while node.children:
        main = node.children[0]
        white = node.position.turn is Color.WHITE
        if len(cells) == per_row or (white and cells) or first is None:
            close_row()
            first = main
            if per_row == 2 and not white:
                cells.append(ELLIPSIS)
        cells.append(cell(main))
        block = below(main, node)
        if block is not None:
            if per_row == 2 and len(cells) == 1:
                cells.append(ELLIPSIS)
            close_row()
            first = None
            rows.append(f"<tr><td colspan='{per_row + 1}'>{block}</td></tr>")
        node = main
    close_row()
    return rows
