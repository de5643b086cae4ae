"""A slow, obviously-correct Heximinondas referee written straight from docs/rules.md
("Heximinondas").

It knows cells only as (letter, number) pairs with the Zillions file's six directions,
reads and writes the position strings itself and shares no code with the core (no
geometry, no bitboards, no notation module), so agreement between the two means something.
"""

from __future__ import annotations

from collections.abc import Sequence

LETTERS = "abcdefghijk"
SIDE = 6
#: The six directions as the change of (letter, number).
DIRECTIONS = {"n": (1, 1), "s": (-1, -1), "ne": (0, 1), "sw": (0, -1), "nw": (1, 0),
              "se": (-1, 0)}
Cell = tuple[int, int]
Board = dict[Cell, str]


def on_board(cell: Cell) -> bool:
    letter, number = cell
    return 1 <= letter <= 11 and 1 <= number <= 11 and abs(letter - number) <= SIDE - 1


def rank(number: int) -> list[Cell]:
    """The cells with this number, lowest letter first."""
    return [(letter, number) for letter in range(1, 12) if on_board((letter, number))]


def name(cell: Cell) -> str:
    return f"{LETTERS[cell[0] - 1]}{cell[1]}"


def read(efn: str) -> tuple[Board, str]:
    """(pieces by cell, side to move) of a position string."""
    ranks_text, side = efn.split()
    ranks = ranks_text.split("/")
    assert len(ranks) == 11
    board: Board = {}
    for index, text in enumerate(ranks):
        cells = rank(11 - index)
        i = 0
        digits = ""
        for char in text + " ":
            if char.isdigit():
                digits += char
                continue
            if digits:
                i += int(digits)
                digits = ""
            if char in "WB":
                board[cells[i]] = char
                i += 1
        assert i == len(cells), (efn, index)
    return board, side


def write(board: Board, side: str) -> str:
    ranks = []
    for number in range(11, 0, -1):
        text = ""
        empty = 0
        for cell in rank(number):
            if cell in board:
                text += (str(empty) if empty else "") + board[cell]
                empty = 0
            else:
                empty += 1
        ranks.append(text + (str(empty) if empty else ""))
    return "/".join(ranks) + " " + side


def start() -> str:
    first_row = "a1 b1 c1 d1 e1 f1 a2 a3 a4 a5 a6"
    second_row = "b2 c2 d2 e2 f2 b3 b4 b5 b6"
    board: Board = {}
    for text in f"{first_row} {second_row}".split():
        letter, number = LETTERS.index(text[0]) + 1, int(text[1:])
        board[(letter, number)] = "W"
        board[(12 - letter, 12 - number)] = "B"  # Black's setup: White's turned half a turn
    return write(board, "W")


def moves(efn: str) -> dict[str, str]:
    """Every legal move of the side to move as {notation: position string after it}."""
    board, me = read(efn)
    them = "B" if me == "W" else "W"
    out: dict[str, str] = {}
    for head, piece in board.items():
        if piece != me:
            continue
        for dl, dn in DIRECTIONS.values():
            if board.get((head[0] + dl, head[1] + dn)) == me:
                continue  # not the front of its line in this direction
            line = 0
            while board.get((head[0] - line * dl, head[1] - line * dn)) == me:
                line += 1
            for k in range(1, line + 1):  # the k front-most pieces move
                group = [(head[0] - i * dl, head[1] - i * dn) for i in range(k)]
                for m in range(1, k + 1):
                    path = [(head[0] + i * dl, head[1] + i * dn) for i in range(1, m + 1)]
                    if not all(on_board(c) for c in path):
                        break
                    if any(c in board for c in path[:-1]):
                        break
                    land = path[-1]
                    captured: list[Cell] = []
                    if board.get(land) == me:
                        break
                    if board.get(land) == them:
                        if k == 1:
                            continue
                        cell = land
                        while board.get(cell) == them:
                            captured.append(cell)
                            cell = (cell[0] + dl, cell[1] + dn)
                        if len(captured) >= k:
                            continue
                    after = {c: p for c, p in board.items() if c not in group and c not in captured}
                    for c in group:
                        after[(c[0] + m * dl, c[1] + m * dn)] = me
                    text = name(head) if k == 1 else f"{name(group[-1])}.{name(head)}"
                    text += f"-{name(land)}" + (f":{len(captured)}" if captured else "")
                    out[text] = write(after, them)
    return out


def win_zone(color: str, zone: str) -> set[Cell]:
    """Where ``color``'s pieces count: the far corner, or the opponent's first row."""
    if zone == "corner":
        white = {(11, 10), (11, 11), (10, 11)}
    else:
        white = {(11, n) for n in range(6, 12)} | {(letter, 11) for letter in range(6, 12)}
    return white if color == "W" else {(12 - a, 12 - b) for a, b in white}


def result(efn: str, zone: str, history: Sequence[str] = (),
           legal: dict[str, str] | None = None) -> str | None:
    """``W``, ``B`` or ``draw`` if the game is over in ``efn`` after the positions of
    ``history`` (oldest first), else None: rule 1, rule 2, then rule 3. ``legal``: the
    moves of ``efn`` if they are known already."""
    board, me = read(efn)
    them = "B" if me == "W" else "W"

    def in_zone(color: str) -> int:
        return sum(1 for c in win_zone(color, zone) if board.get(c) == color)

    if in_zone(me) > in_zone(them):
        return me
    if not (moves(efn) if legal is None else legal):
        mine = sum(1 for p in board.values() if p == me)
        theirs = len(board) - mine
        return "draw" if mine == theirs else me if mine > theirs else them
    if list(history).count(efn) >= 2:
        return me  # the opponent's move made the third occurrence
    return None
