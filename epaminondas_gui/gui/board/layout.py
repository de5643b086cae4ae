"""Where a board's cells lie in the scene, one layout per board shape: the cells' centres
and outlines, the cell under a point, the frame, the edge labels and the keyboard's steps.

The board scene, its items, the rule diagrams, the position editor and the exported
pictures all place cells through :func:`board_layout`, so the shape of the board is one
parameter: nothing else asks whether a board is a rectangle or a hexagon.

Both shapes use one unit: neighbouring cells' centres are :data:`SQUARE` apart, so the
pieces, rings, arrows and marks drawn in those units fit either board. A flipped board is
the board turned half a turn about its centre (the rectangle's files and ranks reversed,
the hexagon's corners swapped).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from functools import cache, partial
from math import sqrt

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPolygonF

from ...core.rules.geometry import FILE_LETTERS, Geometry, Shape

#: Scene units from one cell's centre to its neighbour's (a rectangle's square side); the
#: view scales the scene, so this only sets the precision.
SQUARE = 64.0
#: Width of the frame around the cells that holds the coordinates, in scene units, for
#: boards up to 14 cells across; larger boards get a proportionally wider frame so the
#: coordinates stay readable when the view scales the whole board down.
MARGIN = 28.0

Label = tuple[QRectF, str]
"""Where an edge label is written (centred in the rectangle) and its text."""


class BoardLayout(ABC):
    """The scene geometry of one board. The cells' area starts at the scene origin; the
    frame lies around it."""

    smooth_cells = False
    """Whether cells are filled antialiased (slanted edges need it; squares meet cleanly
    without it)."""
    cell_borders = False
    """Whether a thin line is drawn round every cell (the hexagon's cells of three colours
    read better with one)."""

    def __init__(self, geo: Geometry) -> None:
        self.geo = geo

    # -- what each shape defines ------------------------------------------------------------

    @abstractmethod
    def board_rect(self) -> QRectF:
        """The cells' bounding rectangle in scene coordinates."""

    @abstractmethod
    def _center(self, square: int) -> QPointF:
        """The centre of a cell on the board as White sees it (not flipped)."""

    @abstractmethod
    def frame_path(self) -> QPainterPath:
        """The frame's outline: the board's background, where the labels are written."""

    @abstractmethod
    def cells_outline(self) -> QPainterPath:
        """The outline around all the cells (drawn as the board's edge)."""

    @abstractmethod
    def labels(self, flipped: bool) -> list[Label]:
        """The letters and numbers written on the frame."""

    @abstractmethod
    def shade(self, square: int) -> int:
        """Which of the board's alternating colours a cell has: 0 light, 1 dark, 2 the
        hexagon's third, between the two (neighbouring cells never share one)."""

    @abstractmethod
    def cell_at(self, point: QPointF, flipped: bool) -> int | None:
        """The cell under a scene point, or None off the cells."""

    @abstractmethod
    def cell_path(self, square: int, flipped: bool, inset: float = 0.0) -> QPainterPath:
        """A cell's outline as a closed path, ``inset`` scene units inside its edge."""

    @abstractmethod
    def fill_cell(self, painter: QPainter, square: int, flipped: bool,
                  brush: QColor | QBrush) -> None:
        """Fill one cell's area."""

    @abstractmethod
    def outline_cell(self, painter: QPainter, square: int, flipped: bool, inset: float,
                     radius: float = 0.0) -> None:
        """Draw a cell's outline, ``inset`` scene units inside its edge, with the painter's
        pen (corners rounded by ``radius``)."""

    @abstractmethod
    def cursor_step(self, square: int, dx: int, dy: int, flipped: bool) -> int:
        """The cell the keyboard cursor goes to from ``square`` for an arrow key (screen
        steps: right and up positive); ``square`` itself where the edge stops it."""

    # -- shared --------------------------------------------------------------------------

    def fill_cells(self, painter: QPainter, squares: list[int], flipped: bool,
                   brush: QColor | QBrush) -> None:
        """Fill several cells' areas."""
        for square in squares:
            self.fill_cell(painter, square, flipped, brush)

    def outline_cells(self, painter: QPainter, squares: list[int], flipped: bool) -> None:
        """Draw several cells' outlines with the painter's pen."""
        for square in squares:
            self.outline_cell(painter, square, flipped, 0.0)

    def area(self, squares: list[int], flipped: bool) -> QPainterPath:
        """The outline around several cells (one area)."""
        path = QPainterPath()
        for square in squares:
            path = path.united(self.cell_path(square, flipped))
        return path.simplified()

    @property
    def margin(self) -> float:
        geo = self.geo
        return MARGIN * max(1.0, max(geo.width, geo.height) / 14)

    def outer_rect(self) -> QRectF:
        """The whole board, frame included: the scene's rectangle."""
        return self.frame_path().boundingRect()

    def center(self, square: int, flipped: bool) -> QPointF:
        """Scene centre of a cell; White's side is at the bottom unless flipped."""
        point = self._center(square)
        if flipped:
            middle = self.board_rect().center()
            return middle * 2 - point
        return point

    def cell_rect(self, square: int, flipped: bool) -> QRectF:
        """The square of side :data:`SQUARE` around a cell's centre (on the rectangle the
        square itself): where a cross or a piece is drawn."""
        center = self.center(square, flipped)
        half = SQUARE / 2
        return QRectF(center.x() - half, center.y() - half, SQUARE, SQUARE)

    def label_pixels(self) -> int:
        """The labels' font size in scene units."""
        return int(min(self.margin, SQUARE * 0.9) * 0.58)


class RectangleLayout(BoardLayout):
    """Squares in files and ranks, file a on White's left, rank 1 at the bottom."""

    def board_rect(self) -> QRectF:
        return QRectF(0.0, 0.0, self.geo.width * SQUARE, self.geo.height * SQUARE)

    def frame_path(self) -> QPainterPath:
        m = self.margin
        path = QPainterPath()
        path.addRoundedRect(self.board_rect().adjusted(-m, -m, m, m), MARGIN * 0.45,
                            MARGIN * 0.45)
        return path

    def outer_rect(self) -> QRectF:
        m = self.margin
        return self.board_rect().adjusted(-m, -m, m, m)

    def cells_outline(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.board_rect())
        return path

    def square_rect(self, square: int, flipped: bool) -> QRectF:
        geo = self.geo
        file = geo.file_of(square)
        rank = geo.rank_of(square)
        col = geo.width - 1 - file if flipped else file
        row = rank if flipped else geo.height - 1 - rank
        return QRectF(col * SQUARE, row * SQUARE, SQUARE, SQUARE)

    def _center(self, square: int) -> QPointF:
        return self.square_rect(square, False).center()

    def center(self, square: int, flipped: bool) -> QPointF:
        return self.square_rect(square, flipped).center()

    def cell_rect(self, square: int, flipped: bool) -> QRectF:
        return self.square_rect(square, flipped)

    def shade(self, square: int) -> int:
        geo = self.geo
        return 1 if (geo.file_of(square) + geo.rank_of(square)) % 2 == 0 else 0

    def cell_at(self, point: QPointF, flipped: bool) -> int | None:
        geo = self.geo
        col = int(point.x() // SQUARE)
        row = int(point.y() // SQUARE)
        if not (0 <= col < geo.width and 0 <= row < geo.height) or point.x() < 0 or point.y() < 0:
            return None
        file = geo.width - 1 - col if flipped else col
        rank = row if flipped else geo.height - 1 - row
        return geo.square(file, rank)

    def cell_path(self, square: int, flipped: bool, inset: float = 0.0) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.square_rect(square, flipped).adjusted(inset, inset, -inset, -inset))
        return path

    def fill_cell(self, painter: QPainter, square: int, flipped: bool,
                  brush: QColor | QBrush) -> None:
        painter.fillRect(self.square_rect(square, flipped), brush)

    def outline_cell(self, painter: QPainter, square: int, flipped: bool, inset: float,
                     radius: float = 0.0) -> None:
        rect = self.square_rect(square, flipped).adjusted(inset, inset, -inset, -inset)
        if radius > 0:
            painter.drawRoundedRect(rect, radius, radius)
        else:
            painter.drawRect(rect)

    def labels(self, flipped: bool) -> list[Label]:
        """File letters above and below, rank numbers left and right."""
        geo = self.geo
        m = self.margin
        out: list[Label] = []
        top = -m
        bottom = geo.height * SQUARE
        for file in range(geo.width):
            rect = self.square_rect(geo.square(file, 0), flipped)
            letter = FILE_LETTERS[file]
            out.append((QRectF(rect.left(), top, SQUARE, m), letter))
            out.append((QRectF(rect.left(), bottom, SQUARE, m), letter))
        right = geo.width * SQUARE
        for rank in range(geo.height):
            rect = self.square_rect(geo.square(0, rank), flipped)
            number = str(rank + 1)
            out.append((QRectF(-m, rect.top(), m, SQUARE), number))
            out.append((QRectF(right, rect.top(), m, SQUARE), number))
        return out

    def cursor_step(self, square: int, dx: int, dy: int, flipped: bool) -> int:
        geo = self.geo
        df, dr = (-dx, -dy) if flipped else (dx, dy)
        file = min(max(geo.file_of(square) + df, 0), geo.width - 1)
        rank = min(max(geo.rank_of(square) + dr, 0), geo.height - 1)
        return geo.square(file, rank)


#: The hexagon's cells are flat-topped (a corner left and right). That puts the line of
#: direction ``n`` (letter and number both +1) straight up the screen, from White's
#: corner a1 at the bottom to Black's k11 at the top, so "forward" reads as it does on the
#: rectangle; the two other lines (one letter, one number) rise at 30 degrees to either
#: side, symmetric about it. Pointed-top cells would lay one of the three lines flat across
#: the board and tilt the others unevenly, and the corners would no longer face each other.
ROOT3 = sqrt(3.0)


class HexagonLayout(BoardLayout):
    """The Heximinondas hexagon (docs/rules.md#heximinondas-the-hexagon): cell (L, N) lies
    at L steps up-left and N steps up-right of a1, each step :data:`SQUARE` long."""

    smooth_cells = True
    cell_borders = True

    def __init__(self, geo: Geometry) -> None:
        super().__init__(geo)
        self.radius = SQUARE / ROOT3
        """A cell's corner distance from its centre (the flat sides are SQUARE/2 away)."""
        self.side = geo.width // 2 + 1
        """Cells on each side of the board."""
        self._centers = {sq: self._place(geo.file_of(sq), geo.rank_of(sq)) for sq in geo.squares}
        self._outline: QPainterPath | None = None
        self._frame: QPainterPath | None = None
        # Each picture of the board (a new size, theme or game) walks every cell in each
        # of its passes; the cells' outlines, built in Python, are the same every time.
        self._cell_paths: dict[tuple[int, bool, float], QPainterPath] = {}
        # A picture united each win zone's cells again and outlined each cell: the same
        # few sets of cells every time.
        self._areas: dict[tuple[tuple[int, ...], bool], QPainterPath] = {}
        self._edges: dict[tuple[tuple[int, ...], bool], list[QLineF]] = {}

    def _place(self, file: float, rank: float) -> QPointF:
        """The scene point of grid coordinates (fractional ones for the labels)."""
        rect = self.board_rect()
        x = rect.width() / 2 + 1.5 * self.radius * (rank - file)
        y = rect.height() - SQUARE / 2 - SQUARE / 2 * (file + rank)
        return QPointF(x, y)

    def board_rect(self) -> QRectF:
        width = self.radius * (3 * self.side - 1)
        return QRectF(0.0, 0.0, width, self.geo.height * SQUARE)

    def _center(self, square: int) -> QPointF:
        return self._centers[square]

    def _apothem(self) -> float:
        """Distance from the board's centre to the frame's sides."""
        cells = (self.side - 1) * SQUARE * ROOT3 / 2 + self.radius
        return cells + self.margin * 1.3

    def frame_path(self) -> QPainterPath:
        if self._frame is None:  # asked for at every look at the board item's bounds
            self._frame = self._make_frame()
        return self._frame

    def _make_frame(self) -> QPainterPath:
        # The board's outline is a hexagon with a corner at the top and the bottom (the
        # players' corners); the frame follows it at the margin's distance.
        center = self.board_rect().center()
        reach = self._apothem() * 2 / ROOT3
        corners = [center + QPointF(reach * dx, reach * dy) for dx, dy in
                   ((0.0, -1.0), (ROOT3 / 2, -0.5), (ROOT3 / 2, 0.5), (0.0, 1.0),
                    (-ROOT3 / 2, 0.5), (-ROOT3 / 2, -0.5))]
        path = QPainterPath()
        path.addPolygon(QPolygonF([*corners, corners[0]]))
        path.closeSubpath()
        return _rounded(path, MARGIN * 0.45)

    def hexagon(self, center: QPointF, inset: float = 0.0) -> QPolygonF:
        """A flat-topped cell outline around ``center``, ``inset`` inside its edge."""
        reach = self.radius - inset * 2 / ROOT3
        points = [center + QPointF(reach * dx, reach * dy) for dx, dy in
                  ((1.0, 0.0), (0.5, ROOT3 / 2), (-0.5, ROOT3 / 2), (-1.0, 0.0),
                   (-0.5, -ROOT3 / 2), (0.5, -ROOT3 / 2))]
        return QPolygonF([*points, points[0]])

    def cell_path(self, square: int, flipped: bool, inset: float = 0.0) -> QPainterPath:
        key = (square, flipped, inset)
        path = self._cell_paths.get(key)
        if path is None:
            path = QPainterPath()
            path.addPolygon(self.hexagon(self.center(square, flipped), inset))
            path.closeSubpath()
            self._cell_paths[key] = path
        return QPainterPath(path)  # a copy: Qt shares the data until one is changed

    def cells_outline(self) -> QPainterPath:
        # The same outline flipped or not: the board is symmetric under the half turn.
        if self._outline is None:
            self._outline = self.area(list(self.geo.squares), False)
        return self._outline

    def outline_cells(self, painter: QPainter, squares: list[int], flipped: bool) -> None:
        # As lines: 1.7 ms for the board's 91 cells, where a path a cell took 5.7 ms (and
        # the cells in one path 22 ms: Qt's stroker). A shared edge is drawn twice, as
        # the cells' own outlines drew it.
        painter.drawLines(self._lines(squares, flipped))

    def _lines(self, squares: list[int], flipped: bool) -> list[QLineF]:
        key = (tuple(squares), flipped)
        lines = self._edges.get(key)
        if lines is None:
            lines = self._edges[key] = [
                QLineF(corners.at(index), corners.at(index + 1)) for square in squares
                for corners in (self.hexagon(self.center(square, flipped)),)
                for index in range(6)]
        return lines

    def preparing(self, zones: list[list[int]], flipped: bool) -> list[Callable[[], object]]:
        """The steps that make ahead the paths a picture of the board (``flipped`` or not)
        uses, with these win zones (:func:`~.painter.hexagon_steps`): each a few ms,
        where all of them in one go held the GUI thread 20-36 ms."""
        squares = list(self.geo.squares)
        return [
            self.frame_path,
            lambda: [self.cell_path(square, flipped) for square in squares],
            self.cells_outline,
            partial(self._lines, squares, flipped),
            *(partial(self.area, zone, flipped) for zone in zones),
        ]

    def area(self, squares: list[int], flipped: bool) -> QPainterPath:
        key = (tuple(squares), flipped)
        path = self._areas.get(key)
        if path is None:
            path = self._areas[key] = super().area(squares, flipped)
        return path

    def shade(self, square: int) -> int:
        # Neighbours differ by 1 or 2 in letter + number, so three colours alternate
        # (the centre f6 has the light one).
        geo = self.geo
        return (geo.file_of(square) + geo.rank_of(square) + 2) % 3

    def cell_at(self, point: QPointF, flipped: bool) -> int | None:
        best: int | None = None
        best_distance = SQUARE * SQUARE
        for square in self.geo.squares:
            offset = self.center(square, flipped) - point
            distance = QPointF.dotProduct(offset, offset)
            if distance < best_distance:
                best, best_distance = square, distance
        # The nearest centre's cell, unless the point is beyond the board's edge.
        if best is None or not self.hexagon(self.center(best, flipped)).containsPoint(
            point, Qt.FillRule.OddEvenFill
        ):
            return None
        return best

    def fill_cell(self, painter: QPainter, square: int, flipped: bool,
                  brush: QColor | QBrush) -> None:
        painter.fillPath(self.cell_path(square, flipped), brush)

    def outline_cell(self, painter: QPainter, square: int, flipped: bool, inset: float,
                     radius: float = 0.0) -> None:
        path = self.cell_path(square, flipped, inset)
        painter.drawPath(_rounded(path, radius) if radius > 0 else path)

    def labels(self, flipped: bool) -> list[Label]:
        """Each line's name beside the cell where it starts on the player's side (the
        bottom of the screen): the letters down the left, where the lines of one letter
        start and rise to the right; the numbers down the right, where the lines of one
        number start and rise to the left. Each label sits straight out from its cell's
        edge (on a corner, along the line), so it is next to that cell and no other."""
        geo = self.geo
        last = geo.width - 1
        corner = self.side - 1
        # Grid steps (letter, number) from a cell straight out of the board's lower-left,
        # left, lower-right and right edges, and out of the corners f1 and a6.
        lower_left, left, at_f1 = (-0.5, -1.0), (0.5, -0.5), (0.0, -1.0)
        lower_right, right, at_a6 = (-1.0, -0.5), (-0.5, 0.5), (-1.0, 0.0)
        # Out past the cells' corners by half the margin or so.
        reach = (self.radius + self.margin * 0.65) / (SQUARE * ROOT3 / 2)
        places: list[tuple[float, float, str]] = []
        for index in range(geo.width):
            # The half turn shows Black's ends of the lines at the bottom: they sit where
            # White's ends of the opposite lines do unflipped.
            name = last - index if flipped else index
            rank = max(0, index - corner)  # the lowest number with this letter
            dl, dn = lower_left if index < corner else left if index > corner else at_f1
            places.append((index + reach * dl, rank + reach * dn, FILE_LETTERS[name]))
            file = max(0, index - corner)  # the lowest letter with this number
            dl, dn = lower_right if index < corner else right if index > corner else at_a6
            places.append((file + reach * dl, index + reach * dn, str(name + 1)))
        m = self.margin
        return [(QRectF(point.x() - SQUARE / 2, point.y() - m / 2, SQUARE, m), text)
                for file, rank, text in places for point in (self._place(file, rank),)]

    def cursor_step(self, square: int, dx: int, dy: int, flipped: bool) -> int:
        # Up and down go to the cell straight above or below. No cell lies straight to the
        # side, so left and right go to the neighbour half a row up or down, alternately,
        # so that repeated presses run along a row and left undoes right.
        geo = self.geo
        here = self.center(square, flipped)
        wanted = QPointF(dx, -dy)
        candidates: list[tuple[float, int]] = []
        for direction in geo.directions:
            neighbour = geo.step(square, direction)
            if neighbour is None:
                continue
            offset = self.center(neighbour, flipped) - here
            along = QPointF.dotProduct(offset, wanted) / SQUARE
            if along > 0.8:  # within about 35 degrees of the key's direction
                candidates.append((offset.y(), neighbour))
        if not candidates:
            return square
        if len(candidates) == 1:
            return candidates[0][1]
        half_rows = round((self.board_rect().height() - here.y()) / (SQUARE / 2))
        candidates.sort()  # the upper neighbour first
        return candidates[0][1] if half_rows % 2 == 0 else candidates[-1][1]


def _rounded(path: QPainterPath, radius: float) -> QPainterPath:
    """A closed polygon path with its corners rounded by ``radius``."""
    polygon = path.toFillPolygon()
    points = [polygon.at(i) for i in range(polygon.size())]
    if len(points) > 1 and points[0] == points[-1]:
        points.pop()
    count = len(points)
    if count < 3:
        return path
    out = QPainterPath()
    for index, corner in enumerate(points):
        before = points[index - 1]
        after = points[(index + 1) % count]
        into = _toward(corner, before, radius)
        out_of = _toward(corner, after, radius)
        if index == 0:
            out.moveTo(into)
        else:
            out.lineTo(into)
        out.quadTo(corner, out_of)
    out.closeSubpath()
    return out


def _toward(start: QPointF, end: QPointF, distance: float) -> QPointF:
    """The point ``distance`` from ``start`` towards ``end`` (at most half way)."""
    offset = end - start
    length = sqrt(QPointF.dotProduct(offset, offset))
    if length == 0:
        return start
    return start + offset * (min(distance, length / 2) / length)


@cache
def board_layout(geo: Geometry) -> BoardLayout:
    """The layout of a board (one per geometry, shared)."""
    if geo.shape is Shape.HEXAGON:
        return HexagonLayout(geo)
    return RectangleLayout(geo)
