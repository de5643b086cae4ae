"""Help → Rules: the rules in our own words, with diagrams drawn by our board code."""

# ruff: noqa: E501  (translatable sentences stay on one line for lupdate)

from __future__ import annotations

from PySide6.QtCore import QTimer, QUrl
from PySide6.QtGui import QColor, QImage, QShowEvent, QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ...core.rules.geometry import Geometry, Zone, geometry, hexagon
from ...core.rules.position import Color, Position, Variant
from ..board.painter import render_diagram
from ..notation_legend import notation_legend_html
from ..theme import Theme
from .titles import fit_title


def _position(white: list[str], black: list[str], size: tuple[int, int] = (6, 6),
              geo: Geometry | None = None) -> Position:
    geo = geo or geometry(*size)
    w = 0
    b = 0
    for name in white:
        w |= 1 << geo.parse_square(name)
    for name in black:
        b |= 1 << geo.parse_square(name)
    return Position(geo, w, b, Color.WHITE)


def diagrams(theme: Theme) -> dict[str, QImage]:
    """The pictures of the help text, keyed by their image URL."""
    geo = geometry(6, 6)
    green = QColor(theme.target)
    green.setAlpha(110)
    phalanx = _position(["b1", "b2", "b3", "d2"], ["e5", "f6"])
    split = _position(["c1", "c2", "c3", "c4"], ["e6"])
    capture = _position(["c1", "c2", "c3"], ["c4", "c5", "e5"])
    slip = _position(["b2", "c2", "d2", "e1"], ["c4", "e5"])
    return {**_rectangle_diagrams(theme, geo, green, phalanx, split, capture, slip),
            **_hexagon_diagrams(theme, green)}


def _hexagon_diagrams(theme: Theme, green: QColor) -> dict[str, QImage]:
    """Heximinondas: the start with the win zones, and a phalanx's moves and capture."""
    geo = hexagon()
    sq = geo.parse_square
    move = _position(["c3", "d4", "e5", "c7"], ["f6", "g7"], geo=geo)
    return {
        "diagram:hex-start": render_diagram(
            Position.variant_start(Variant.HEXIMINONDAS), theme, pixels_per_square=26,
            zone=Zone.CORNER,
        ),
        # The single piece on c7 may step to any of its six neighbours (green); the line of
        # three c3-e5 runs up the board and captures the line of two f6-g7 (crossed out).
        "diagram:hex-move": render_diagram(
            move, theme, pixels_per_square=26,
            marks={sq(name): green for name in ("b6", "b7", "c6", "c8", "d7", "d8")},
            arrows=[(sq("c3"), sq("d4"))],
            crosses=[sq("f6"), sq("g7")],
        ),
    }


def _rectangle_diagrams(theme: Theme, geo: Geometry, green: QColor, phalanx: Position,
                        split: Position, capture: Position, slip: Position) -> dict[str, QImage]:
    sq = geo.parse_square
    return {
        "diagram:phalanx": render_diagram(
            phalanx,
            theme,
            # As on the board: the arrow is the drag (grab the rear piece, drop it where it
            # lands) and the green squares are where it may be dropped.
            marks={sq("b2"): green, sq("b3"): green, sq("b4"): green, sq("e3"): green},
            arrows=[(sq("b1"), sq("b4")), (sq("d2"), sq("e3"))],
        ),
        "diagram:split": render_diagram(
            split, theme, marks={sq("c4"): green, sq("c5"): green}, arrows=[(sq("c3"), sq("c5"))]
        ),
        "diagram:capture": render_diagram(
            capture, theme, arrows=[(sq("c1"), sq("c2"))], crosses=[sq("c4"), sq("c5")]
        ),
        # Abanondas: the line b2-d2 slips one square up; the arrow is the slip's drag (grab
        # one end, drop where the other end lands), the ghosts where the pieces land.
        "diagram:slip": render_diagram(
            slip,
            theme,
            marks={sq("d3"): green},
            arrows=[(sq("b2"), sq("d3"))],
            ghosts=[(sq(name), Color.WHITE) for name in ("b3", "c3", "d3")],
        ),
    }


#: The anchor of the Abanondas section (the dialog opens there in an Abanondas game).
ABANONDAS_ANCHOR = "abanondas"
#: The anchor of the Heximinondas section (the dialog opens there in a Heximinondas game).
HEXIMINONDAS_ANCHOR = "heximinondas"
#: The anchor of the legend of the move notation.
NOTATION_ANCHOR = "notation"


class RulesDialog(QDialog):
    def __init__(
        self, theme: Theme, parent: QWidget | None = None, section: str | None = None
    ) -> None:
        """``section``: an anchor to open at (e.g. :data:`ABANONDAS_ANCHOR`)."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules of Epaminondas"))
        fit_title(self)
        self.resize(640, 720)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        document = self.browser.document()
        for url, image in diagrams(theme).items():
            document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(url), image)
        self.browser.setHtml(self.html())
        self._section = section
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._section is not None:
            # Once laid out: before, the browser does not know where the anchor is.
            section = self._section
            QTimer.singleShot(0, lambda: self.browser.scrollToAnchor(section))

    def html(self) -> str:
        parts = [
            "<h2>" + self.tr("Epaminondas") + "</h2>",
            "<p>"
            + self.tr(
                "Two armies face each other. White starts on the bottom rows and moves first; Black starts on the top rows. Each player's own first row is his home row."
            )
            + "</p>",
            "<h3>" + self.tr("Phalanxes") + "</h3>",
            "<p>"
            + self.tr(
                "A phalanx is a straight, unbroken line of your pieces: along a file, a rank or a diagonal. A single piece is a phalanx of one."
            )
            + "</p>",
            "<p>"
            + self.tr(
                "A phalanx moves along its own line, forwards or backwards, as many squares as it has pieces or fewer. A single piece may step one square in any of the eight directions. Pieces never jump: the squares passed over must be empty."
            )
            + "</p>",
            '<p align="center"><img src="diagram:phalanx"></p>',
            "<p><i>"
            + self.tr(
                "The phalanx of three on the b-file may move one, two or three squares up; the single piece on d2 steps one square in any direction."
            )
            + "</i></p>",
            "<h3>" + self.tr("Splitting") + "</h3>",
            "<p>"
            + self.tr(
                "You may move only the front part of a longer line: any number of its leading pieces, which then count as the phalanx."
            )
            + "</p>",
            '<p align="center"><img src="diagram:split"></p>',
            "<p><i>"
            + self.tr(
                "The front two of this line of four move two squares; the two at the back stay."
            )
            + "</i></p>",
            "<h3>" + self.tr("Capturing") + "</h3>",
            "<p>"
            + self.tr(
                "A phalanx captures by moving onto an enemy piece in its path, if the enemy line standing there in the direction of travel is shorter than the moving phalanx. The whole enemy line is removed and the phalanx stops on its first square. Capturing is never compulsory."
            )
            + "</p>",
            '<p align="center"><img src="diagram:capture"></p>',
            "<p><i>"
            + self.tr(
                "Three white pieces against two black ones in a line: White captures both; the black piece on e5 is not touched."
            )
            + "</i></p>",
            "<h3>" + self.tr("Winning") + "</h3>",
            "<p>"
            + self.tr(
                "If at the start of your turn you have more pieces on your opponent's home row than he has on yours, you win. So reaching the far row does not win at once: your opponent has one turn to capture the intruder or to get even by reaching your home row."
            )
            + "</p>",
            "<p>"
            + self.tr("A player who cannot move, for example because he has no pieces left, loses.")
            + "</p>",
            "<h3>" + self.tr("The anti-symmetry rule") + "</h3>",
            "<p>"
            + self.tr(
                "You may not move onto the opponent's home row if that leaves the two armies as exact mirror images of each other across the middle of the board. This stops a player from forcing a draw by copying every move. The rule can be switched off in the New game dialog."
            )
            + "</p>",
            "<h3>" + self.tr("Draws, repetition and resigning") + "</h3>",
            "<p>"
            + self.tr(
                "Nothing else ends a game by itself. When the same position, with the same player to move, comes up for the third time in the game, the player to move may claim a draw (Game → Claim draw); the computer never claims one, and a claim is not needed to play on. Two people at one screen may agree a draw (Game → Offer draw), and a player may resign at any time."
            )
            + "</p>",
            "<p>"
            + self.tr(
                "The computer treats a return to an earlier position as a draw when it looks ahead, so it avoids repeating when it is ahead and looks for a repetition when it is behind."
            )
            + "</p>",
            "<h3>" + self.tr("Moving with the mouse or keyboard") + "</h3>",
            "<p>"
            + self.tr(
                "Pick up the rearmost piece of the group you want to move and drop it where that piece should end up: every piece in front of it in that direction moves along. The squares you can reach light up, and the pieces that would be captured are crossed out. Click a piece and then a square, or drag it. With the keyboard, move the cursor with the arrow keys and pick up and drop with Enter."
            )
            + "</p>",
            f'<h3><a name="{NOTATION_ANCHOR}"></a>' + self.tr("How moves are written")
            + "</h3>",
            notation_legend_html(),
            f'<h2><a name="{ABANONDAS_ANCHOR}"></a>' + self.tr("Abanondas") + "</h2>",
            "<p>"
            + self.tr(
                "Abanondas is a variant of Epaminondas (choose it in the New game dialog). Everything is as in Epaminondas, and in addition a phalanx of two or more pieces may make a sideslip: every piece of it steps one square, all in the same direction, across the phalanx's line."
            )
            + "</p>",
            "<p>"
            + self.tr(
                "A line along a rank or a file may slip in six directions: the two across it and the four diagonals. A diagonal line may slip only along a rank or a file. Any unbroken part of a line may slip, not only its front. Every square the pieces step onto must be empty: a sideslip never captures. Winning, the end of the game and the anti-symmetry rule are as in Epaminondas."
            )
            + "</p>",
            '<p align="center"><img src="diagram:slip"></p>',
            "<p><i>"
            + self.tr(
                "The line b2–d2 slips one square up, to b3–d3. It is written b2.d2-b3.d3: the two ends, then where each lands."
            )
            + "</i></p>",
            "<p>"
            + self.tr(
                "To enter a sideslip, hold Shift, grab one end of the line, move along the line to its other end and drop one square aside, where that end lands (as the arrow shows). Ringed squares are slip drops, and the ghosts show which pieces will slip where. Without Shift, a drop means a slip only where no ordinary move lands. If several slips share the drop you chose, a short menu asks which one. With the keyboard, Shift+Enter drops a slip."
            )
            + "</p>",
            *self._heximinondas(),
        ]
        return "\n".join(parts)

    def _heximinondas(self) -> list[str]:
        return [
            f'<h2><a name="{HEXIMINONDAS_ANCHOR}"></a>' + self.tr("Heximinondas") + "</h2>",
            "<p>"
            + self.tr(
                "Heximinondas is Epaminondas on a hexagon of 91 cells (choose it in the New game dialog). Each side has 20 pieces around its own corner: White's at a1 at the bottom, Black's at k11 at the top. Moving, splitting and capturing are as in Epaminondas."
            )
            + "</p>",
            "<p>"
            + self.tr(
                "Every cell has up to six neighbours, so there are six directions and three kinds of line: straight up and down the board (a1 to k11), and the two slanting lines, one letter (a1 to a6) or one number (a1 to f1). There are no diagonals."
            )
            + "</p>",
            '<p align="center"><img src="diagram:hex-move"></p>',
            "<p><i>"
            + self.tr(
                "The single piece on c7 may step to any of its six neighbours; the line of three from c3 to e5 moves up its line and captures the line of two on f6 and g7."
            )
            + "</i></p>",
            "<h3>" + self.tr("Win zones") + "</h3>",
            "<p>"
            + self.tr(
                "Instead of the home row, each player has a win zone: by default the three cells of the far corner (outlined on the board in the colour of the player who must reach them), or, as an option, the opponent's whole first row. If at the start of your turn you have more pieces in your win zone than your opponent has in his, you win; as in Epaminondas, he has one turn to capture the intruder or to even the count."
            )
            + "</p>",
            '<p align="center"><img src="diagram:hex-start"></p>',
            "<p><i>"
            + self.tr(
                "The start: White must reach the corner at k11 (outlined in white), Black the corner at a1 (outlined in black)."
            )
            + "</i></p>",
            "<p>"
            + self.tr(
                "A player who cannot move does not lose: the side with more pieces wins, and equal numbers are a draw. A move that makes a position occur for the third time loses. There is no anti-symmetry rule."
            )
            + "</p>",
            "<p>"
            + self.tr(
                "With the keyboard, Up and Down go straight up and down the board; Left and Right go to the neighbour beside, half a row up or down."
            )
            + "</p>",
        ]
