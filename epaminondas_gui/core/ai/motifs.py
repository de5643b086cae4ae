"""What a move does, in the game's own terms: its motifs (docs/engine-protocol.md#explain).

Each motif is defined by legal moves and piece counts alone, except ``win`` and ``loss``,
which need a search. "Target" below is where a player's pieces count for rule 1: the
opponent's home row on the rectangle, his win zone (as ``Rules.zone`` chooses) on the
hexagon. With P the position before the move (the mover to move) and Q the one after it
(the opponent to move):

- ``capture N``: the move removes N > 0 of the opponent's pieces;
- ``entry``: the mover has more pieces on his target in Q than in P;
- ``win N``: after the move the mover has a forced win, N being his moves until the game
  ends, this one included (a search's ``score win N`` for the move);
- ``loss N``: in Q the opponent has a forced win in N of his moves (0: he has already won,
  the game is over when his turn begins);
- ``allows-capture N``: the opponent's largest capture in Q is N, larger than his largest
  in P with him to move;
- ``threatens-capture N``: the mover's largest capture in Q with him to move again is N,
  larger than his largest in P;
- ``threatens-entry``: in Q with the mover to move again he has a legal move that puts
  more of his pieces on his target, and in P he had none;
- ``stops-entry``: in P with the opponent to move, the opponent had a legal move that puts
  more of his pieces on his target (the mover's home row), and in Q he has none.
- ``stops-capture N``: the opponent's largest capture in P with him to move was N, and
  his largest in Q is smaller (a defence: the threatened pieces moved, covered or
  taken). This program's own, for its hints and reviews: the protocol's ``explain``
  answer keeps the motifs above (:data:`EXPLAINED`).

"Largest capture" is over legal moves (0 without any capture), the anti-symmetry rule
included, and so is "a legal move that puts more pieces on the target". A motif also
carries the move that shows it (the capture allowed, the entry stopped...), for a
window to draw.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum

from ..rules.ending import Key, verdict
from ..rules.movegen import legal_moves
from ..rules.position import DEFAULT_RULES, Color, Move, Position, Rules
from .levels import MAX_LEVEL
from .types import MATE_THRESHOLD, Limits, Score, SearchRequest, SearchResult

#: How long ``explain`` searches for ``win`` and ``loss`` unless told otherwise.
DEFAULT_EXPLAIN_MS = 500
#: The transposition table of an explanation's search (MB): a short search needs little.
EXPLAIN_HASH_MB = 16


class MotifName(Enum):
    """The motifs, by their words in the engine protocol, in the order they are listed."""

    CAPTURE = "capture"
    ENTRY = "entry"
    WIN = "win"
    LOSS = "loss"
    ALLOWS_CAPTURE = "allows-capture"
    THREATENS_CAPTURE = "threatens-capture"
    THREATENS_ENTRY = "threatens-entry"
    STOPS_ENTRY = "stops-entry"
    STOPS_CAPTURE = "stops-capture"

    @property
    def counted(self) -> bool:
        """Whether the motif carries a number."""
        return self not in (MotifName.ENTRY, MotifName.THREATENS_ENTRY, MotifName.STOPS_ENTRY)



#: The motifs the engine protocol's ``explain`` answers with (all but this program's own
#: ``stops-capture``: an engine's answers stay what they were).
EXPLAINED = frozenset(MotifName) - {MotifName.STOPS_CAPTURE}


@dataclass(frozen=True, slots=True)
class Motif:
    """One motif of a move."""

    name: MotifName
    count: int | None = None
    """N for the motifs that have one (see :attr:`MotifName.counted`), else None."""
    shown: Move | None = None
    """The move that shows it: for ``allows-capture`` the opponent's largest capture after
    the move; for ``threatens-capture`` and ``threatens-entry`` the mover's capture or entry
    after it (were it his turn again); for ``stops-entry`` and ``stops-capture`` the
    opponent's entry or largest capture before it (were it his turn). None for the
    others, and for a motif read from an engine's line."""

    @property
    def words(self) -> tuple[str, ...]:
        """The motif as the protocol writes it: ``("capture", "2")``, ``("entry",)``."""
        if self.count is None:
            return (self.name.value,)
        return (self.name.value, str(self.count))


def motifs_from_words(words: Sequence[tuple[str, int | None]]) -> list[Motif]:
    """Motifs read from an engine's ``explain`` line, as (name, N or None): names this
    program does not know, and a number where none belongs (or none where one does), are
    left out."""
    known = {name.value: name for name in MotifName}
    return [Motif(known[word], count) for word, count in words
            if word in known and known[word].counted == (count is not None)]


def target(position: Position, rules: Rules, color: Color) -> int:
    """Mask of ``color``'s target: where his pieces count for rule 1."""
    return position.geometry.win_zone(color is Color.WHITE, rules.zone)


def _on_target(position: Position, rules: Rules, color: Color) -> int:
    return (position.pieces(color) & target(position, rules, color)).bit_count()


def _largest_capture(position: Position, rules: Rules) -> tuple[int, Move | None]:
    """(the side to move's largest capture, the first legal move that makes it)."""
    best, shown = 0, None
    for move in legal_moves(position, rules):
        if move.captured > best:
            best, shown = move.captured, move
    return best, shown


def _an_entry(position: Position, rules: Rules) -> Move | None:
    """The first legal move that puts more of the side to move's pieces on his target
    (a move along a line before a sideslip), or None."""
    color = position.turn
    zone = target(position, rules, color)
    own = position.pieces(color)
    inside = (own & zone).bit_count()
    found = None
    for move in legal_moves(position, rules):
        if ((own ^ move.change) & zone).bit_count() > inside:
            if not move.is_slip:
                return move
            found = found or move
    return found


def rule_motifs(before: Position, move: Move, rules: Rules = DEFAULT_RULES) -> list[Motif]:
    """The motifs of ``move`` (legal in ``before``) that the rules decide: all but ``win``
    and ``loss``, in the protocol's order."""
    mover = before.turn
    after = before.play(move)
    again = after.with_turn(mover)
    motifs: list[Motif] = []
    if move.captured:
        motifs.append(Motif(MotifName.CAPTURE, move.captured))
    if _on_target(after, rules, mover) > _on_target(before, rules, mover):
        motifs.append(Motif(MotifName.ENTRY))
    allowed, allowed_move = _largest_capture(after, rules)
    threatened, threatened_move = _largest_capture(before.with_turn(mover.other), rules)
    if allowed > threatened:
        motifs.append(Motif(MotifName.ALLOWS_CAPTURE, allowed, allowed_move))
    threat, threat_move = _largest_capture(again, rules)
    if threat > _largest_capture(before, rules)[0]:
        motifs.append(Motif(MotifName.THREATENS_CAPTURE, threat, threat_move))
    entry = _an_entry(again, rules)
    if entry is not None and _an_entry(before, rules) is None:
        motifs.append(Motif(MotifName.THREATENS_ENTRY, None, entry))
    stopped = _an_entry(before.with_turn(mover.other), rules)
    if stopped is not None and _an_entry(after, rules) is None:
        motifs.append(Motif(MotifName.STOPS_ENTRY, None, stopped))
    if allowed < threatened:
        motifs.append(Motif(MotifName.STOPS_CAPTURE, threatened, threatened_move))
    return motifs


# -- win and loss -------------------------------------------------------------------


def score_after(score: Score) -> Score:
    """The score of a move (the mover's view before it) as the opponent's score after it:
    negated, and a forced result one ply nearer its end."""
    value = score.value
    if value >= MATE_THRESHOLD:
        return Score(-value - 1)
    if value <= -MATE_THRESHOLD:
        return Score(-value + 1)
    return Score(-value)


def forced_motif(after: Score) -> Motif | None:
    """``win N`` or ``loss N`` from the opponent's score after the move, or None."""
    if after.win_in is not None:
        return Motif(MotifName.LOSS, after.win_in)
    if after.loss_in is not None:
        mover = Score(-after.value - 1)  # the mover's score of the move
        return Motif(MotifName.WIN, mover.win_in)
    return None


def ended_motif(after: Position, rules: Rules, history: Sequence[Key]) -> Motif | None:
    """``win 1`` or ``loss 0`` when the game is over after the move (``history``: the keys
    of the positions before ``after``, the one before the move last), else None (a draw
    too)."""
    found = verdict(after, rules, history)
    if found is None or found.winner is None:
        return None
    if found.winner is after.turn:
        return Motif(MotifName.LOSS, 0)
    return Motif(MotifName.WIN, 1)


RunSearch = Callable[..., SearchResult]
"""Runs one search: ``run(request, stop=...)`` (the AI's :func:`run_search` by default)."""


def explain_move(
    start: Position,
    moves: Sequence[Move],
    move: Move,
    rules: Rules = DEFAULT_RULES,
    movetime_ms: int = DEFAULT_EXPLAIN_MS,
    *,
    run: RunSearch | None = None,
    stop: threading.Event | None = None,
) -> list[Motif]:
    """Every motif of ``move``, played after ``moves`` from ``start`` (their positions
    count for repetition): the rules' motifs and, from a search of at most
    ``movetime_ms`` of the position after it, ``win`` or ``loss``. In the protocol's
    order."""
    request = SearchRequest(start, (*moves, move), Limits(movetime_ms=max(1, movetime_ms)),
                            rules, MAX_LEVEL, hash_mb=EXPLAIN_HASH_MB)
    before = request.positions[-2]
    after = request.position
    forced = ended_motif(after, rules, request.history)
    if verdict(after, rules, request.history) is None:
        if run is None:
            from . import run_search  # the search only when it is needed

            run = run_search
        forced = forced_motif(run(request, stop=stop).score)
    return _with(rule_motifs(before, move, rules), forced)


def _with(motifs: list[Motif], forced: Motif | None) -> list[Motif]:
    """The rules' motifs with ``win`` or ``loss`` in its place."""
    if forced is not None:
        motifs.append(forced)
    order = list(MotifName)
    return sorted(motifs, key=lambda motif: order.index(motif.name))


def hint_motifs(start: Position, moves: Sequence[Move], move: Move, score: Score,
                rules: Rules = DEFAULT_RULES) -> list[Motif]:
    """The motifs of a hinted ``move`` after ``moves`` from ``start``: the rules' motifs,
    and ``win`` or ``loss`` from ``score``, the hint search's score of the move (the
    mover's view), so that no second search is needed."""
    request = SearchRequest(start, (*moves, move), rules=rules)
    after = request.position
    if verdict(after, rules, request.history) is not None:
        forced = ended_motif(after, rules, request.history)
    else:
        forced = forced_motif(score_after(score))
    return _with(rule_motifs(request.positions[-2], move, rules), forced)
