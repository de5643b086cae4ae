"""A Heximinondas engine of its own, written from the rules document (docs/rules.md,
"Heximinondas: the hexagon"), for the gauntlet's ``--variant heximinondas``: the outside
engine plays only rectangles, and the gauntlet's other opponents use the project's move
generator.

Nothing here comes from the project's rules core or search. The 91 cells are listed by
their (letter, number) coordinates, the six directions and the rays along them computed
from the rules' table; the position is read from its EFN string. Moves (splitting,
captures of shorter runs), the win zones (``corner`` or ``row``), the win at the start of
the turn, the blocked side judged by the piece count and the repetition that loses are
written from the rules' text. The search is the sparring kind of alpha-beta of
benchmarks/opponents/slipper.py on this board (:class:`slipper.Search`), with an
evaluation of its own: material, the steps to the win zone, the two steps before it,
pairs along a line and lone pieces.
"""

from __future__ import annotations

import random

from epaminondas_gui.core.rules.position import Color, Move, Position, Variant, Zone

from .slipper import WIN, CellBoard, Move_, SearchOpponent

SIDE = 6
"""Cells on each side of the hexagon."""
SIZE = 2 * SIDE - 1
DIRECTIONS = ((1, 1), (-1, -1), (0, 1), (0, -1), (1, 0), (-1, 0))
"""n, s, ne, sw, nw, se as (letter step, number step); index ^ 1 is the opposite."""
PIECE = 100
STEP = 6
FRONT = (30, 12)
PAIR = 8
LONE = 14

CELLS = [(letter, number) for number in range(1, SIZE + 1) for letter in range(1, SIZE + 1)
         if abs(letter - number) < SIDE]
"""(L, N) of every cell, by number then letter (index = the cell)."""
INDEX = {cell: i for i, cell in enumerate(CELLS)}


def _zone(white: bool, zone: str) -> frozenset[int]:
    """The cells of a player's win zone."""
    if zone == "corner":
        cells = [(11, 10), (11, 11), (10, 11)] if white else [(2, 1), (1, 1), (1, 2)]
    else:  # the opponent's first row: the two edges at his corner
        edge = SIZE if white else 1
        cells = [c for c in CELLS if edge in c]
    return frozenset(INDEX[c] for c in cells)


def _rays() -> list[list[tuple[int, ...]]]:
    out = []
    for letter, number in CELLS:
        per = []
        for dl, dn in DIRECTIONS:
            ray = []
            cell = (letter + dl, number + dn)
            while cell in INDEX:
                ray.append(INDEX[cell])
                cell = (cell[0] + dl, cell[1] + dn)
            per.append(tuple(ray))
        out.append(per)
    return out


RAYS = _rays()
NEAR = [tuple(ray[0] for ray in per if ray) for per in RAYS]


def parse_efn(text: str) -> tuple[list[int], int]:
    """(cells, side to move) of a hexagon EFN: numbers 11 down to 1, each from its lowest
    letter, digits for empty cells, then ``W`` or ``B``."""
    board, turn = text.split()
    cells = [0] * len(CELLS)
    for number, rank in zip(range(SIZE, 0, -1), board.split("/"), strict=True):
        letter = max(1, number - SIDE + 1)
        digits = ""
        for ch in rank + ".":
            if ch.isdigit():
                digits += ch
                continue
            if digits:
                letter += int(digits)
                digits = ""
            if ch in "WB":
                cells[INDEX[(letter, number)]] = 1 if ch == "W" else -1
                letter += 1
    return cells, 1 if turn == "W" else -1


def write_efn(cells: list[int], side: int) -> str:
    ranks = []
    for number in range(SIZE, 0, -1):
        out = ""
        empty = 0
        for letter in range(max(1, number - SIDE + 1), min(SIZE, number + SIDE - 1) + 1):
            v = cells[INDEX[(letter, number)]]
            if v == 0:
                empty += 1
                continue
            if empty:
                out += str(empty)
                empty = 0
            out += "W" if v > 0 else "B"
        if empty:
            out += str(empty)
        ranks.append(out)
    return "/".join(ranks) + (" W" if side > 0 else " B")


class HexBoard(CellBoard):
    """A hexagon position with the moves of the side to move, make/unmake, and what the
    search asks of a board (see :class:`slipper.Search`)."""

    def __init__(self, cells: list[int], side: int, zone: str = "corner",
                 history: tuple[int, ...] = ()) -> None:
        self.cells = cells
        self.side = side
        self.zones = {1: _zone(True, zone), -1: _zone(False, zone)}
        # Steps along the lines from each cell to the nearest cell of each side's zone.
        self.steps = {s: self._distances(self.zones[s]) for s in (1, -1)}
        self._hash_cells()
        self.seen: dict[int, int] = {}
        """How often each position (key) occurred in the game before this one."""
        for key in history:
            self.seen[key] = self.seen.get(key, 0) + 1

    @staticmethod
    def _distances(zone: frozenset[int]) -> list[int]:
        dist = [-1] * len(CELLS)
        frontier = list(zone)
        for sq in frontier:
            dist[sq] = 0
        while frontier:
            nxt = []
            for sq in frontier:
                for there in NEAR[sq]:
                    if dist[there] < 0:
                        dist[there] = dist[sq] + 1
                        nxt.append(there)
            frontier = nxt
        return dist

    def in_zone(self, side: int) -> int:
        return sum(1 for sq in self.zones[side] if self.cells[sq] == side)

    # -- what the search asks ---------------------------------------------------------

    def mover_has_won(self) -> bool:
        """Rule 1, or rule 3: the opponent's last move made a third occurrence."""
        side = self.side
        return (self.in_zone(side) > self.in_zone(-side)
                or self.seen.get(self.key, 0) >= 2)

    def threatened(self) -> bool:
        """The opponent leads on the win zones: only an answer saves the mover."""
        return self.in_zone(-self.side) > self.in_zone(self.side)

    def no_move_score(self, ply: int) -> int:
        """Rule 2: the side with more pieces wins, equal numbers draw."""
        lead = sum(self.cells) * self.side
        return 0 if lead == 0 else WIN - ply if lead > 0 else -(WIN - ply)

    def enters(self, move: Move_) -> bool:
        zone = self.zones[self.side]
        gained = 0
        for sq in move[1]:
            if sq in zone:
                gained += 1
        for sq in move[0]:
            if sq in zone:
                gained -= 1
        return gained > 0

    def gain(self, move: Move_) -> int:
        steps = self.steps[self.side]
        return sum(steps[p] - steps[t] for p, t in zip(move[0], move[1], strict=True))

    # -- moves -----------------------------------------------------------------------

    def moves(self, tactical: bool = False) -> list[Move_]:
        """Every legal move of the side to move (``tactical``: only captures and moves
        that put a piece newly into the mover's win zone)."""
        out: list[Move_] = []
        cells, side = self.cells, self.side
        zone = self.zones[side]
        for sq, v in enumerate(cells):
            if v != side:
                continue
            rays = RAYS[sq]
            for d in range(len(DIRECTIONS)):
                ray = rays[d]
                # sq heads a group moving along d when the cell ahead is not ours.
                if not ray or cells[ray[0]] == side:
                    continue
                group = [sq]
                for behind in rays[d ^ 1]:
                    if cells[behind] != side:
                        break
                    group.append(behind)
                free = 0
                for there in ray:
                    if cells[there]:
                        break
                    free += 1
                captured: list[int] = []
                for there in ray[free:]:
                    if cells[there] != -side:
                        break
                    captured.append(there)
                # A quiet move along this line lands its pieces on the group's cells and the
                # free ones ahead: when none is in the zone, none enters it.
                quiet = not tactical or any(c in zone for c in ray[:free]) or any(
                    c in zone for c in group)
                for k in range(1, len(group) + 1):
                    pieces = group[:k]
                    # Each piece moves m cells along d: the head's ray, and the others',
                    # which run through the head's cell.
                    for m in range(1, min(k, free) + 1 if quiet else 0):
                        move = (tuple(pieces), tuple(RAYS[p][d][m - 1] for p in pieces), ())
                        if not tactical or self.enters(move):
                            out.append(move)
                    if captured and free < k and len(captured) < k:
                        out.append((tuple(pieces),
                                    tuple(RAYS[p][d][free] for p in pieces), tuple(captured)))
        return out

    def evaluate(self) -> int:
        """White minus Black, seen from the side to move."""
        cells, steps = self.cells, self.steps
        score = 0
        for sq, v in enumerate(cells):
            if not v:
                continue
            to_go = steps[v][sq]
            value = PIECE + STEP * (SIZE - to_go) + (FRONT[to_go - 1] if 1 <= to_go <= 2 else 0)
            neighbours = 0
            for there in NEAR[sq]:
                if cells[there] == v:
                    neighbours += 1
            value += PAIR * neighbours // 2 if neighbours else -LONE
            score += value if v > 0 else -value
        return score * self.side


class HexerOpponent(SearchOpponent):
    name = "hexer"
    variant = Variant.HEXIMINONDAS

    def choose(self, pos: Position, history: list[tuple[int, int, int]],
               rng: random.Random) -> Move | None:
        zone = "row" if self.rules.zone is Zone.ROW else "corner"
        keys = []
        for white, black, turn in history:  # the game's earlier positions, by their EFN
            earlier = Position(pos.geometry, white, black, Color.BLACK if turn else Color.WHITE)
            cells, side = parse_efn(earlier.efn())
            keys.append(HexBoard(cells, side, zone).key)
        cells, side = parse_efn(pos.efn())
        board = HexBoard(cells, side, zone, tuple(keys))
        return self.play(board, pos, lambda: write_efn(board.cells, board.side))
