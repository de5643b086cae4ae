"""An Abanondas engine of its own, written from the rules document (docs/rules.md,
"Abanondas: sideslips"), for the gauntlet's ``--variant abanondas``: the outside engine
(shared/opponents/sparring.py) knows no sideslips, and the gauntlet's other opponents use
the project's move generator.

Nothing here comes from the project's rules core or search: the position is read from its
EFN string into a list of cells (+1 White, -1 Black, 0 empty) and every move is generated
piece by piece from the rules' text (line moves with splitting and captures, sideslips of
runs of two or more, the midline symmetry rule), made and unmade on that list. The search
is an alpha-beta of the sparring engine's kind: iterative deepening, a transposition table
on Zobrist keys, the table's move, captures, far-row entries and killers first, and a
quiescence of captures (3 plies) and far-row entries (4 plies). Its evaluation: material,
advancement, the ranks before the far row, pairs in a line and lone pieces.

The answer is turned back into the project's move by the position it leads to, so a move
the rules core does not allow fails loudly (:class:`EngineError`).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Protocol

from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.position import Move, Position, Rules, Variant

WIN = 1_000_000
PIECE = 100
ADVANCE = 4
FRONT = (30, 12)  # one and two ranks before the far row
PAIR = 8
LONE = 15
CAPTURE_PLIES = 3
ENTRY_PLIES = 4

DIRECTIONS = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1), (1, -1), (-1, 1))
"""(file step, rank step); index ^ 1 is the opposite direction."""
SLIP_DIRECTIONS = (
    (0, (2, 3, 4, 5, 6, 7)),  # a rank: across it (N, S) and the four diagonals
    (2, (0, 1, 4, 5, 6, 7)),  # a file: across it (E, W) and the four diagonals
    (4, (0, 1, 2, 3)),  # a diagonal: the four orthogonal directions only
    (6, (0, 1, 2, 3)),
)
"""Per line orientation (an index of DIRECTIONS), the directions its runs slip in."""


class EngineError(RuntimeError):
    """The engine's move is not one the project's rules allow (or it has none)."""


# A move: (cells the pieces leave, cells they reach, cells captured); the mover's colour is
# the side to move.
Move_ = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]


def parse_efn(text: str) -> tuple[list[int], int, int, int]:
    """(cells, width, height, side to move) of an EFN string: ranks from the top, each
    from file a, digits for empty squares, then ``W`` or ``B``."""
    board, turn = text.split()
    ranks = board.split("/")
    height = len(ranks)
    rows: list[list[int]] = []
    for rank in ranks:
        row: list[int] = []
        number = ""
        for ch in rank:
            if ch.isdigit():
                number += ch
                continue
            if number:
                row.extend([0] * int(number))
                number = ""
            row.append(1 if ch == "W" else -1)
        if number:
            row.extend([0] * int(number))
        rows.append(row)
    width = len(rows[0])
    cells = [v for row in reversed(rows) for v in row]  # index = rank * width + file
    return cells, width, height, 1 if turn == "W" else -1


def write_efn(cells: list[int], width: int, height: int, side: int) -> str:
    ranks = []
    for r in range(height - 1, -1, -1):
        out = ""
        empty = 0
        for c in range(width):
            v = cells[r * width + c]
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


class CellBoard:
    """Cells of +1 (White), -1 (Black) or 0, the side to move (+1 or -1) and a Zobrist key
    that make/unmake keep: what slipper's rectangles and hexer's hexagon share."""

    cells: list[int]
    side: int

    def _hash_cells(self) -> None:
        rng = random.Random(20261127)
        self.zobrist = [(rng.getrandbits(64), rng.getrandbits(64)) for _ in self.cells]
        self.side_key = rng.getrandbits(64)
        self.key = 0
        for sq, v in enumerate(self.cells):
            if v:
                self.key ^= self.zobrist[sq][v < 0]
        if self.side < 0:
            self.key ^= self.side_key

    def make(self, move: Move_) -> None:
        pieces, to, captured = move
        cells, zob, side = self.cells, self.zobrist, self.side
        colour = side < 0
        for sq in captured:
            cells[sq] = 0
            self.key ^= zob[sq][not colour]
        for sq in pieces:
            cells[sq] = 0
            self.key ^= zob[sq][colour]
        for sq in to:
            cells[sq] = side
            self.key ^= zob[sq][colour]
        self.side = -side
        self.key ^= self.side_key

    def unmake(self, move: Move_) -> None:
        pieces, to, captured = move
        self.side = -self.side
        self.key ^= self.side_key
        cells, zob, side = self.cells, self.zobrist, self.side
        colour = side < 0
        for sq in to:
            cells[sq] = 0
            self.key ^= zob[sq][colour]
        for sq in pieces:
            cells[sq] = side
            self.key ^= zob[sq][colour]
        for sq in captured:
            cells[sq] = -side
            self.key ^= zob[sq][not colour]


class Board(CellBoard):
    """A position of any rectangle, with the moves of the side to move and make/unmake."""

    def __init__(self, cells: list[int], width: int, height: int, side: int,
                 slips: bool = True, symmetry: bool = True) -> None:
        self.cells = cells
        self.width = width
        self.height = height
        self.side = side
        self.slips = slips
        self.symmetry = symmetry
        self._hash_cells()
        # rays[sq][d]: the squares from sq onward in DIRECTIONS[d], nearest first.
        self.rays: list[list[tuple[int, ...]]] = []
        for sq in range(len(cells)):
            c0, r0 = sq % width, sq // width
            per: list[tuple[int, ...]] = []
            for dc, dr in DIRECTIONS:
                ray = []
                c, r = c0 + dc, r0 + dr
                while 0 <= c < width and 0 <= r < height:
                    ray.append(r * width + c)
                    c, r = c + dc, r + dr
                per.append(tuple(ray))
            self.rays.append(per)
        self.near = [tuple(ray[0] for ray in per if ray) for per in self.rays]
        # Per colour (0 White, 1 Black) and square: a piece's worth there, without its
        # neighbours (material, advancement, the two ranks before the far row).
        self.worth: list[list[int]] = [[], []]
        for colour in (0, 1):
            for sq in range(len(cells)):
                r = sq // width
                progress = r if colour == 0 else height - 1 - r
                to_go = height - 1 - progress
                self.worth[colour].append(PIECE + ADVANCE * progress
                                          + (FRONT[to_go - 1] if 1 <= to_go <= 2 else 0))

    def far_rank(self, side: int) -> int:
        return self.height - 1 if side > 0 else 0

    def count_on_rank(self, side: int, rank: int) -> int:
        row = rank * self.width
        return sum(1 for v in self.cells[row:row + self.width] if v == side)

    def mover_has_won(self) -> bool:
        """Rule 1: more of the mover's pieces on the far row than the opponent's on his."""
        side = self.side
        return (self.count_on_rank(side, self.far_rank(side))
                > self.count_on_rank(-side, self.far_rank(-side)))

    # -- what the search asks (hexer.HexBoard answers the same) ------------------------

    def threatened(self) -> bool:
        """An intruder stands on the mover's home row: only an answer saves him."""
        return self.count_on_rank(-self.side, self.far_rank(-self.side)) > 0

    def no_move_score(self, ply: int) -> int:
        """Rule 2: no legal move loses."""
        return -(WIN - ply)

    def enters(self, move: Move_) -> bool:
        return self._enters(list(move[0]), list(move[1]), self.far_rank(self.side))

    def gain(self, move: Move_) -> int:
        """Ranks the move's pieces gain towards the far row."""
        width = self.width
        return self.side * sum(t // width - p // width
                               for p, t in zip(move[0], move[1], strict=True))

    # -- moves -----------------------------------------------------------------------

    def moves(self, tactical: bool = False) -> list[Move_]:
        """Every legal move of the side to move (``tactical``: only captures and moves
        that put a piece newly on the far row)."""
        out: list[Move_] = []
        cells, width, side = self.cells, self.width, self.side
        far = self.far_rank(side)
        for sq, v in enumerate(cells):
            if v != side:
                continue
            rays = self.rays[sq]
            for d, (dc, dr) in enumerate(DIRECTIONS):
                ray = rays[d]
                # sq heads a group moving (dc, dr) when the square ahead is not ours.
                if not ray or cells[ray[0]] == side:
                    continue
                group = [sq]  # head first
                for behind in rays[d ^ 1]:  # DIRECTIONS pairs each direction with its opposite
                    if cells[behind] != side:
                        break
                    group.append(behind)
                # The empty squares ahead, then the enemy run that stops the head (if any).
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
                step = dr * width + dc
                # A quiet move along this line lands its pieces on the group's squares and
                # the free ones ahead: when none is on the far row, none enters it.
                quiet = not tactical or any(there // width == far for there in ray[:free]) \
                    or any(there // width == far for there in group)
                for k in range(1, len(group) + 1):
                    pieces = group[:k]
                    for m in range(1, min(k, free) + 1 if quiet else 0):
                        to = [p + m * step for p in pieces]
                        if tactical and not self._enters(pieces, to, far):
                            continue
                        self._add(out, tuple(pieces), tuple(to), (), far)
                    if captured and free < k and len(captured) < k:
                        to = [p + (free + 1) * step for p in pieces]
                        self._add(out, tuple(pieces), tuple(to), tuple(captured), far)
        if self.slips:
            self._slip_moves(out, far, tactical)
        return out

    def _slip_moves(self, out: list[Move_], far: int, tactical: bool) -> None:
        """Every run of k >= 2 of the mover's pieces along a line, one step across it."""
        cells, side, width = self.cells, self.side, self.width
        for sq, v in enumerate(cells):
            if v != side:
                continue
            for line, all_slips in SLIP_DIRECTIONS:
                # In quiescence only a slip towards the far row can enter it (one rank).
                slips: tuple[int, ...] = all_slips if not tactical else tuple(
                    sl for sl in all_slips if DIRECTIONS[sl][1] == side)
                run = [sq]
                for there in self.rays[sq][line]:
                    if cells[there] != side:
                        break
                    run.append(there)
                    if tactical and not any(p // width == far - side for p in run):
                        continue
                    for slip in slips:
                        to = []
                        for p in run:
                            ray = self.rays[p][slip]
                            if not ray or cells[ray[0]] != 0:
                                break
                            to.append(ray[0])
                        else:
                            if tactical and not self._enters(run, to, far):
                                continue
                            self._add(out, tuple(run), tuple(to), (), far)

    def _enters(self, pieces: list[int], to: list[int], far: int) -> bool:
        """Whether the move puts a piece newly onto rank ``far``."""
        low = far * self.width
        high = low + self.width
        gained = 0
        for sq in to:
            if low <= sq < high:
                gained += 1
        for sq in pieces:
            if low <= sq < high:
                gained -= 1
        return gained > 0

    def _add(self, out: list[Move_], pieces: tuple[int, ...], to: tuple[int, ...],
             captured: tuple[int, ...], far: int) -> None:
        move = (pieces, to, captured)
        if self.symmetry and self._enters(list(pieces), list(to), far):
            self.make(move)
            symmetric = self._midline_symmetric()
            self.unmake(move)
            if symmetric:
                return  # the anti-symmetry rule
        out.append(move)

    def _midline_symmetric(self) -> bool:
        """Every square holds the opposite colour of its rank-wise reflection (or both are
        empty). Called after a move, with the side already switched."""
        cells, width, height = self.cells, self.width, self.height
        for r in range((height + 1) // 2):
            mirror = (height - 1 - r) * width
            row = r * width
            for c in range(width):
                if cells[row + c] != -cells[mirror + c]:
                    return False
        return True

    # -- evaluation ------------------------------------------------------------------

    def evaluate(self) -> int:
        """White minus Black, seen from the side to move."""
        cells, near, worth = self.cells, self.near, self.worth
        score = 0
        for sq, v in enumerate(cells):
            if not v:
                continue
            neighbours = 0
            for there in near[sq]:
                if cells[there] == v:
                    neighbours += 1
            value = worth[v < 0][sq] + (PAIR * neighbours // 2 if neighbours else -LONE)
            score += value if v > 0 else -value
        return score * self.side


class SearchOpponent:
    """An engine of this kind at ``movetime_ms`` a move (the gauntlet's player interface):
    :meth:`play` searches a board of its own and answers with the project's move that
    leads to the same position."""

    name = "search"
    variant = Variant.ABANONDAS
    """The game played when no rules are given."""

    def __init__(self, movetime_ms: int, rules: Rules | None = None) -> None:
        self.movetime_s = movetime_ms / 1000
        self.rules = rules if rules is not None else Rules(variant=self.variant)
        self.nodes = 0
        self.depths: list[int] = []

    def play(self, board: SearchBoard, pos: Position,
             written: Callable[[], str]) -> Move | None:
        """The move the search finds on ``board`` (``pos`` in its own terms), or None;
        ``written()`` gives the board's EFN after the move is made on it."""
        search = Search(board, time.perf_counter() + self.movetime_s)
        found = search.best_move(self.movetime_s)
        self.nodes += search.nodes
        self.depths.append(search.depth)
        if found is None:
            return None
        board.make(found)
        target = written()
        for move in legal_moves(pos, self.rules):
            if pos.play(move).efn() == target:
                return move
        raise EngineError(f"{target} is no legal move from {pos.efn()}")


class SlipperOpponent(SearchOpponent):
    name = "slipper"

    def choose(self, pos: Position, history: list[tuple[int, int, int]],
               rng: random.Random) -> Move | None:
        cells, width, height, side = parse_efn(pos.efn())
        board = Board(cells, width, height, side, slips=self.rules.slips,
                      symmetry=self.rules.symmetry_applies)
        return self.play(board, pos, lambda: write_efn(board.cells, width, height, board.side))


class _Timeout(Exception):
    pass


class SearchBoard(Protocol):
    """What :class:`Search` needs of a board (:class:`Board`, hexer.HexBoard)."""

    key: int

    def moves(self, tactical: bool = False) -> list[Move_]: ...
    def make(self, move: Move_) -> None: ...
    def unmake(self, move: Move_) -> None: ...
    def mover_has_won(self) -> bool: ...
    def threatened(self) -> bool: ...
    def no_move_score(self, ply: int) -> int: ...
    def enters(self, move: Move_) -> bool: ...
    def gain(self, move: Move_) -> int: ...
    def evaluate(self) -> int: ...


class Search:
    """Iterative deepening alpha-beta with a table, killers and a quiescence of captures
    and entries, on any :class:`SearchBoard`."""

    def __init__(self, board: SearchBoard, deadline: float) -> None:
        self.board = board
        self.deadline = deadline
        self.nodes = 0
        self.depth = 0
        self.table: dict[int, tuple[int, int, int, Move_ | None]] = {}
        self.killers: dict[int, Move_] = {}

    def best_move(self, movetime_s: float) -> Move_ | None:
        board = self.board
        moves = board.moves()
        if not moves:
            return None
        best = self._ordered(moves, None, 0)[0]
        for depth in range(1, 64):
            try:
                score, move = self._root(moves, depth)
            except _Timeout:
                break
            best = move
            self.depth = depth
            if abs(score) >= WIN // 2 or time.perf_counter() > self.deadline - movetime_s / 2:
                break  # a forced result, or no time for one more ply
        return best

    def _ordered(self, moves: list[Move_], first: Move_ | None, ply: int) -> list[Move_]:
        board = self.board
        killer = self.killers.get(ply)

        def rank(mv: Move_) -> int:
            if mv == first:
                return -10_000
            if mv[2]:
                return -1000 - 10 * len(mv[2]) + len(mv[0])
            if board.enters(mv):
                return -500
            if mv == killer:
                return -400
            return -board.gain(mv)  # the group's progress
        return sorted(moves, key=rank)

    def _root(self, moves: list[Move_], depth: int) -> tuple[int, Move_]:
        board = self.board
        entry = self.table.get(board.key)
        ordered = self._ordered(moves, entry[3] if entry else None, 0)
        alpha, beta = -WIN - 1, WIN + 1
        best = ordered[0]
        for mv in ordered:
            board.make(mv)
            try:
                score = -self._negamax(depth - 1, -beta, -alpha, 1)
            finally:
                board.unmake(mv)
            if score > alpha:
                alpha = score
                best = mv
        self.table[board.key] = (depth, 0, alpha, best)
        return alpha, best

    def _tick(self) -> None:
        self.nodes += 1
        if self.nodes % 16 == 0 and time.perf_counter() > self.deadline:
            raise _Timeout

    def _negamax(self, depth: int, alpha: int, beta: int, ply: int) -> int:
        self._tick()
        board = self.board
        if board.mover_has_won():
            return WIN - ply
        if depth <= 0:
            return self._quiesce(alpha, beta, ply, 0)
        entry = self.table.get(board.key)
        first = None
        if entry is not None:
            e_depth, bound, e_score, first = entry
            if e_depth >= depth and (bound == 0 or (bound > 0 and e_score >= beta)
                                     or (bound < 0 and e_score <= alpha)):
                return e_score
        moves = board.moves()
        if not moves:
            return board.no_move_score(ply)
        alpha0 = alpha
        best, best_move = -WIN - 1, None
        for mv in self._ordered(moves, first, ply):
            board.make(mv)
            try:
                score = -self._negamax(depth - 1, -beta, -alpha, ply + 1)
            finally:
                board.unmake(mv)
            if score > best:
                best, best_move = score, mv
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        if not mv[2]:
                            self.killers[ply] = mv
                        break
        bound = 1 if best >= beta else 0 if best > alpha0 else -1
        self.table[board.key] = (depth, bound, best, best_move)
        return best

    def _quiesce(self, alpha: int, beta: int, ply: int, qply: int) -> int:
        self._tick()
        board = self.board
        if board.mover_has_won():
            return WIN - ply
        # An intruder must be answered: no standing pat then.
        threatened = board.threatened()
        if not threatened:
            stand = board.evaluate()
            if stand >= beta or qply >= CAPTURE_PLIES + ENTRY_PLIES:
                return stand
            alpha = max(alpha, stand)
            best = stand
        else:
            best = -(WIN - ply - 1)
        moves = board.moves(tactical=True)
        if not threatened:
            moves = [mv for mv in moves
                     if (mv[2] and qply < CAPTURE_PLIES)
                     or (qply < ENTRY_PLIES and board.enters(mv))]
        if threatened and not moves and not board.moves():
            return board.no_move_score(ply)
        for mv in self._ordered(moves, None, ply):
            board.make(mv)
            try:
                score = -self._quiesce(-beta, -alpha, ply + 1, qply + 1)
            finally:
                board.unmake(mv)
            if score > best:
                best = score
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        break
        return best
