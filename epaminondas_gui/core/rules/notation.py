"""Move notation (docs/rules.md#notation): ``k2-j1``, ``g1.g2-g4``, ``i11.i6-i2:2``, Abanondas
sideslips
``c2.e2-d3.f3``; and drag-and-drop entry."""

from __future__ import annotations

import re
from collections.abc import Mapping
from enum import Enum

from .geometry import DIRECTION_STEPS, Geometry, Shape
from .movegen import legal_moves, raw_moves, to_move
from .position import (
    DEFAULT_RULES,
    Color,
    Move,
    Position,
    Rules,
    SymmetryRule,
    direction_between,
)


class Refusal(Enum):
    """Why a move is refused; the value is the English sentence, with {named} fields.

    A GUI translates by the member and fills in :attr:`IllegalMoveError.params`, so the
    core's wording can change without breaking translations.
    """

    NO_PIECE = "no {side} piece on {square}"
    NOT_STRAIGHT = "pieces move in a straight line: {lines}"
    SAME_SQUARE = "the piece was dropped where it stands"
    ENDS_NOT_ON_LINE = "the two ends of the group are not on one line"
    NOT_ON_LINE = "the landing square is not on the group's line"
    BROKEN_GROUP = "the group must be an unbroken line: {square} is not yours"
    PIECE_TOO_FAR = "a piece moves at most 1 square, not {distance}"
    GROUP_TOO_FAR = "a group of {count} moves at most {count} squares, not {distance}"
    OFF_BOARD = "the group would leave the board"
    BLOCKED_BY_OWN = "the way is blocked by your own piece on {square}"
    BLOCKED = "the way is blocked on {square}"
    PIECE_CANNOT_CAPTURE = (
        "a single piece cannot capture: only a group longer than the line it hits can"
    )
    CAPTURE_TOO_SHORT = (
        "a group of {count} cannot capture a line of {run}: "
        "it must be longer than the line it captures"
    )
    SYMMETRY = (
        "this would leave the board mirror-symmetric with a piece on the far row "
        "(the anti-symmetry rule)"
    )
    SLIP_NOT_IN_VARIANT = "sideslips are moves of Abanondas, not of Epaminondas"
    SLIP_TOO_SHORT = "a sideslip takes a phalanx of two or more pieces"
    SLIP_NOT_ONE_STEP = "in a sideslip every piece moves one square, all the same way"
    SLIP_ALONG_LINE = "a sideslip goes across the phalanx's line, not along it"
    SLIP_DIAGONAL = "a diagonal phalanx slips only along a rank or a file"
    SLIP_NOT_EMPTY = "a sideslip needs empty squares: {square} is not empty"

    def text(self, params: Mapping[str, object]) -> str:
        return self.value.format(**params)


class IllegalMoveError(ValueError):
    """A move that is well formed but not legal here, or text that is not a move.

    ``refusal`` and ``params`` say why in a form a GUI can translate (None for errors that
    are about the text rather than the board).
    """

    def __init__(
        self,
        message: str,
        refusal: Refusal | None = None,
        params: Mapping[str, object] | None = None,
    ) -> None:
        super().__init__(message)
        self.refusal = refusal
        self.params: dict[str, object] = dict(params or {})


class NotationError(IllegalMoveError):
    """Text that cannot be read as a move at all."""


def move_to_text(geo: Geometry, move: Move) -> str:
    """Our notation for a move: rear.head-to, with ``:N`` for N captured pieces; a sideslip
    as rear.head-rear_to.to (the lower file, on a file the lower rank, first)."""
    if move.is_slip:
        name = geo.square_name
        return f"{name(move.rear)}.{name(move.head)}-{name(move.rear_to)}.{name(move.to)}"
    to = geo.square_name(move.to)
    if move.count == 1:
        text = f"{geo.square_name(move.head)}-{to}"
    else:
        text = f"{geo.square_name(move.rear)}.{geo.square_name(move.head)}-{to}"
    return f"{text}:{move.captured}" if move.captured else text


_MOVE_RE = re.compile(
    r"^\s*(?P<a>[a-zA-Z]\d{1,2})\s*(?:\.\s*(?P<b>[a-zA-Z]\d{1,2}))?\s*-\s*(?P<to>[a-zA-Z]\d{1,2})"
    r"(?:\s*\.\s*(?P<to2>[a-zA-Z]\d{1,2}))?\s*(?::\s*(?P<cap>\d+))?\s*$"
)


def parse_move(pos: Position, text: str, rules: Rules = DEFAULT_RULES) -> Move:
    """Read a move in our notation and return the legal move it names.

    Tolerant: the two group ends in either order, spaces around ``-``, ``.`` and ``:``,
    upper-case files. Raises :class:`NotationError` for text that is not a move and
    :class:`IllegalMoveError` for a move that is not legal in ``pos``.
    """
    match = _MOVE_RE.match(text)
    if match is None:
        raise NotationError(
            f"{text!r} is not a move: expected from-to (k2-j1), rear.head-to (g1.g2-g4), "
            "a capture with :N (i11.i6-i2:2) or a sideslip end.end-land.land (c2.e2-d3.f3)"
        )
    geo = pos.geometry
    if match["to2"] is not None:
        return _parse_slip(pos, text, match, rules)
    try:
        first = geo.parse_square(match["a"])
        second = geo.parse_square(match["b"]) if match["b"] else first
        to = geo.parse_square(match["to"])
    except ValueError as exc:
        raise NotationError(f"{text.strip()!r}: {exc}") from None
    claimed = int(match["cap"]) if match["cap"] is not None else None
    # The landing square fixes the direction; the end nearer to it is the head.
    ends = {(second, first, to), (first, second, to)}
    move = _find_line_move(pos, ends, rules)
    if move is None:
        refusal, params = _why(pos, first, second, to, rules)
        raise IllegalMoveError(
            f"{text.strip()!r} is not a legal move here: {refusal.text(params)}", refusal, params
        )
    if claimed is not None and claimed != move.captured:
        raise IllegalMoveError(
            f"{text.strip()!r} claims {claimed} captured piece(s) "
            f"but the move captures {move.captured}"
        )
    return move


def _parse_slip(pos: Position, text: str, match: re.Match[str], rules: Rules) -> Move:
    """The sideslip ``a.b-c.d`` (``a`` lands on ``c``, ``b`` on ``d``)."""
    geo = pos.geometry
    if match["b"] is None:
        raise NotationError(
            f"{text.strip()!r} is not a move: a sideslip names both ends of the phalanx "
            "and both landing squares (c2.e2-d3.f3)"
        )
    if match["cap"] is not None:
        raise NotationError(f"{text.strip()!r} is not a move: a sideslip never captures")
    try:
        first, second, first_to, second_to = (
            geo.parse_square(match[key]) for key in ("a", "b", "to", "to2")
        )
    except ValueError as exc:
        raise NotationError(f"{text.strip()!r}: {exc}") from None
    wanted = {(first, second, first_to, second_to), (second, first, second_to, first_to)}
    for move in legal_moves(pos, rules):
        if move.is_slip and (move.rear, move.head, move.rear_to, move.to) in wanted:
            return move
    refusal, params = explain_slip(pos, first, second, first_to, second_to, rules)
    raise IllegalMoveError(
        f"{text.strip()!r} is not a legal move here: {refusal.text(params)}", refusal, params
    )


def explain_slip(
    pos: Position, first: int, second: int, first_to: int, second_to: int, rules: Rules
) -> Reason:
    """Why the phalanx ``first``..``second`` cannot slip to ``first_to``..``second_to``."""
    geo = pos.geometry
    own = pos.pieces(pos.turn)
    name = geo.square_name
    if not rules.slips:
        return Refusal.SLIP_NOT_IN_VARIANT, {}
    if not (own >> first) & 1:
        return Refusal.NO_PIECE, {"side": pos.turn.display_name, "square": name(first)}
    if first == second:
        return Refusal.SLIP_TOO_SHORT, {}
    line = direction_between(geo, first, second)
    if line is None:
        return Refusal.ENDS_NOT_ON_LINE, {}
    step = direction_between(geo, first, first_to)
    if (
        step is None
        or step[1] != 1
        or second_to - second != first_to - first
        or direction_between(geo, second, second_to) != step
    ):
        return Refusal.SLIP_NOT_ONE_STEP, {}
    direction, count = line[0], line[1] + 1
    slip = step[0]
    if slip in (direction, (direction + 4) % 8):
        return Refusal.SLIP_ALONG_LINE, {}
    line_df, line_dr = DIRECTION_STEPS[direction]
    slip_df, slip_dr = DIRECTION_STEPS[slip]
    if line_df and line_dr and slip_df and slip_dr:
        return Refusal.SLIP_DIAGONAL, {}
    run = [first + i * geo.deltas[direction] for i in range(count)]
    for sq in run:
        if not (own >> sq) & 1:
            return Refusal.BROKEN_GROUP, {"square": name(sq)}
    for sq in run:
        target = geo.step(sq, slip)
        if target is None:
            return Refusal.OFF_BOARD, {}
        if pos.piece_at(target) is not None:
            return Refusal.SLIP_NOT_EMPTY, {"square": name(target)}
    return Refusal.SYMMETRY, {}


def _find_line_move(pos: Position, ends: set[tuple[int, int, int]], rules: Rules) -> Move | None:
    """The first legal line move (in :func:`legal_moves`' order) whose (rear, head, to) is
    one of ``ends``. Only that move is made a :class:`Move`: building one for every legal
    move took most of the time of reading a move (engines' lines are read move by move)."""
    geo = pos.geometry
    white = pos.turn is Color.WHITE
    own, enemy = (pos.white, pos.black) if white else (pos.black, pos.white)
    symmetry = rules.symmetry is SymmetryRule.MIDLINE
    deltas = geo.deltas
    for raw in raw_moves(geo, own, enemy, 1 if white else -1, symmetry):
        direction, count, distance, head = raw[0], raw[1], raw[2], raw[3]
        delta = deltas[direction]
        if (head - (count - 1) * delta, head, head + distance * delta) in ends:
            return to_move(geo, raw)
    return None


def _find(pos: Position, rear: int, head: int, to: int, rules: Rules) -> Move | None:
    for move in legal_moves(pos, rules):
        if move.rear == rear and move.head == head and move.to == to:
            return move
    return None


Reason = tuple[Refusal, dict[str, object]]


def _why(pos: Position, first: int, second: int, to: int, rules: Rules) -> Reason:
    """Why no legal move takes the group ``first``..``second`` to ``to``."""
    geo = pos.geometry
    line_first = direction_between(geo, first, to)
    line_second = direction_between(geo, second, to)
    if line_first is None or line_second is None:
        return Refusal.NOT_ON_LINE, {}
    # The end farther from the landing square is the rear.
    rear, head = (first, second) if line_first[1] >= line_second[1] else (second, first)
    return explain(pos, rear, head, to, rules)


def explain(pos: Position, rear: int, head: int, to: int, rules: Rules = DEFAULT_RULES) -> Reason:
    """Why the group ``rear``..``head`` cannot land its head on ``to`` (for a player)."""
    geo = pos.geometry
    own = pos.pieces(pos.turn)
    enemy = pos.pieces(pos.turn.other)
    name = geo.square_name
    if not (own >> rear) & 1:
        return Refusal.NO_PIECE, {"side": pos.turn.display_name, "square": name(rear)}
    line = direction_between(geo, rear, to)
    if line is None:
        return _not_straight(geo)
    direction, _ = line
    if rear != head:
        group_line = direction_between(geo, rear, head)
        if group_line is None:
            return Refusal.ENDS_NOT_ON_LINE, {}
        if group_line[0] != direction:
            return Refusal.NOT_ON_LINE, {}
    count = 1
    sq: int | None = rear
    while sq != head:
        sq = geo.step(sq, direction) if sq is not None else None
        if sq is None:
            return Refusal.NOT_ON_LINE, {}
        if not (own >> sq) & 1:
            return Refusal.BROKEN_GROUP, {"square": name(sq)}
        count += 1
    head_line = direction_between(geo, head, to)
    if head_line is None or head_line[0] != direction:
        return Refusal.NOT_ON_LINE, {}
    distance = head_line[1]
    if distance > count:
        return _too_far(distance, count)
    for step in range(1, distance + 1):
        sq = geo.step(head, direction, step)
        if sq is None:
            return Refusal.OFF_BOARD, {}
        if (own >> sq) & 1:
            return Refusal.BLOCKED_BY_OWN, {"square": name(sq)}
        if (enemy >> sq) & 1:
            if step < distance:
                return Refusal.BLOCKED, {"square": name(sq)}
            if count == 1:
                return Refusal.PIECE_CANNOT_CAPTURE, {}
            run = 0
            cur: int | None = sq
            while cur is not None and (enemy >> cur) & 1:
                run += 1
                cur = geo.step(cur, direction)
            return Refusal.CAPTURE_TOO_SHORT, {"count": count, "run": run}
    return Refusal.SYMMETRY, {}


def _not_straight(geo: Geometry) -> Reason:
    """NOT_STRAIGHT with the board's lines in words (``lines``) and its ``shape`` (a GUI
    picks its own sentence by it)."""
    if geo.shape is Shape.HEXAGON:
        return Refusal.NOT_STRAIGHT, {"lines": "in one of the hexagon's six directions",
                                      "shape": geo.shape.value}
    return Refusal.NOT_STRAIGHT, {"lines": "along a rank, a file or a diagonal",
                                  "shape": geo.shape.value}


def _too_far(distance: int, count: int) -> Reason:
    if count == 1:
        return Refusal.PIECE_TOO_FAR, {"distance": distance}
    return Refusal.GROUP_TOO_FAR, {"count": count, "distance": distance}


def _refuse(reason: Reason) -> IllegalMoveError:
    refusal, params = reason
    return IllegalMoveError(refusal.text(params), refusal, params)


def find_move(pos: Position, grabbed: int, dropped: int, rules: Rules = DEFAULT_RULES) -> Move:
    """The one legal move for "grab the piece on ``grabbed``, drop it on ``dropped``".

    The grabbed piece is the rear of the moving group: the group is it plus every own
    piece in an unbroken line in front of it in the direction of the drop, and the grabbed
    piece ends up on ``dropped``. Every legal move has exactly one such (grabbed, dropped)
    pair, so every move can be entered without ambiguity. Raises
    :class:`IllegalMoveError` with a short reason a player can read.
    """
    geo = pos.geometry
    own = pos.pieces(pos.turn)
    if not (own >> grabbed) & 1:
        raise _refuse(
            (Refusal.NO_PIECE, {"side": pos.turn.display_name, "square": geo.square_name(grabbed)})
        )
    line = direction_between(geo, grabbed, dropped)
    if line is None:
        raise _refuse(_not_straight(geo) if grabbed != dropped else (Refusal.SAME_SQUARE, {}))
    direction, distance = line
    delta = geo.deltas[direction]
    group = group_from_rear(pos, grabbed, direction)
    head = grabbed + (group - 1) * delta
    if distance > group:
        raise _refuse(_too_far(distance, group))
    to = head + distance * delta
    move = _find(pos, grabbed, head, to, rules)
    if move is not None:
        return move
    raise _refuse(explain(pos, grabbed, head, to, rules))


def group_from_rear(pos: Position, rear: int, direction: int) -> int:
    """Number of own pieces in the unbroken line starting at ``rear`` in ``direction``."""
    geo = pos.geometry
    own = pos.pieces(pos.turn)
    count = 0
    sq: int | None = rear
    while sq is not None and (own >> sq) & 1:
        count += 1
        sq = geo.step(sq, direction)
    return count


def targets_from(pos: Position, grabbed: int, rules: Rules = DEFAULT_RULES) -> dict[int, Move]:
    """Every drop square for a grabbed piece, with the move each drop makes (GUI highlights)."""
    return {
        move.rear_to: move
        for move in legal_moves(pos, rules)
        if move.rear == grabbed and not move.is_slip
    }


# -- sideslip entry by mouse (Abanondas) ---------------------------------------------------


def slip_ends(move: Move) -> tuple[tuple[int, int], tuple[int, int]]:
    """The slip's two (end, landing) pairs: rear first, then head."""
    return (move.rear, move.rear_to), (move.head, move.to)


def slips_from(pos: Position, grabbed: int, rules: Rules = DEFAULT_RULES) -> list[Move]:
    """Every legal sideslip with one end on ``grabbed``."""
    if not rules.slips:
        return []
    return [m for m in legal_moves(pos, rules) if m.is_slip and grabbed in (m.rear, m.head)]


def slip_drops(pos: Position, grabbed: int, rules: Rules = DEFAULT_RULES) -> dict[int, list[Move]]:
    """For a slip drag from ``grabbed`` (one end of the phalanx): every drop square, which
    is where the *other* end lands, with the slips that drop makes (usually one)."""
    out: dict[int, list[Move]] = {}
    for move in slips_from(pos, grabbed, rules):
        (_rear, rear_to), (_head, head_to) = slip_ends(move)
        drop = head_to if move.rear == grabbed else rear_to
        out.setdefault(drop, []).append(move)
    return out


def find_slip(
    pos: Position,
    grabbed: int,
    dropped: int,
    via: int | None = None,
    rules: Rules = DEFAULT_RULES,
) -> Move:
    """The sideslip for "grab one end of a phalanx on ``grabbed``, drop on the square where
    the other end lands". When two slips share that drop, ``via`` (the other end, which the
    pointer passed on its way) decides, else the shorter phalanx is taken. Raises
    :class:`IllegalMoveError` with a reason when no slip fits.
    """
    candidates = slip_drops(pos, grabbed, rules).get(dropped, [])
    if candidates:
        for move in candidates:
            if via is not None and via in (move.rear, move.head) and via != grabbed:
                return move
        return min(candidates, key=lambda m: m.count)
    geo = pos.geometry
    own = pos.pieces(pos.turn)
    if not rules.slips:
        raise _refuse((Refusal.SLIP_NOT_IN_VARIANT, {}))
    if not (own >> grabbed) & 1:
        raise _refuse(
            (Refusal.NO_PIECE, {"side": pos.turn.display_name, "square": geo.square_name(grabbed)})
        )
    if via is not None and via != grabbed:
        step = dropped - via
        raise _refuse(explain_slip(pos, grabbed, via, grabbed + step, dropped, rules))
    raise _refuse((Refusal.SLIP_TOO_SHORT, {}))
