"""The legend of the move notation (docs/rules.md#notation), in one place: the rules
help shows it, and the move list's tooltip can show it too."""

# ruff: noqa: E501  (translatable sentences stay on one line for lupdate)

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate


def notation_rows() -> list[tuple[str, str]]:
    """(example, what it means) for every form of move, in the order of the legend."""
    return [
        ("k2-j1", translate("NotationLegend", "a single piece moves from k2 to j1")),
        ("g1.g2-g4", translate("NotationLegend", "a group: its rear end g1, its head g2, and where the head lands, g4")),
        ("f4.e3-d2:1", translate("NotationLegend", "a capture: the move, then after the colon the number of pieces captured (here 1)")),
        ("c2.e2-d3.f3", translate("NotationLegend", "a sideslip (Abanondas): the two ends of the line, then where each of them lands")),
    ]


def notation_notes() -> list[str]:
    """The lines under the examples: how squares are named and what the move list adds."""
    return [
        translate("NotationLegend", "Squares are named by a letter and a number, as written around the board: on the rectangle the letter is the file (from the left) and the number the row (from White's side); on the hexagon the letter and the number are its two slanting lines, from a1 in White's corner to k11 in Black's."),
        translate("NotationLegend", "In the move list and in saved games a number counts one move of each side; comments and variations follow the move they belong to."),
    ]


def notation_legend_html() -> str:
    """The legend as rich text: a table of examples and two notes."""
    rows = "".join(
        f'<tr><td style="padding-right:12px"><code><b>{escape(example)}</b></code></td>'
        f"<td>{escape(meaning)}</td></tr>"
        for example, meaning in notation_rows()
    )
    notes = "".join(f"<p>{escape(note)}</p>" for note in notation_notes())
    return f"<table>{rows}</table>{notes}"


def notation_legend_tooltip() -> str:
    """A short legend for a tooltip: the examples only, in rich text so that Qt wraps it."""
    title = escape(translate("NotationLegend", "How moves are written"))
    return f"<p><b>{title}</b></p>" + "".join(
        f"<p><code>{escape(example)}</code> — {escape(meaning)}</p>"
        for example, meaning in notation_rows()
    )
