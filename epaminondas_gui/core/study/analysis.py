"""Analysis helpers for the GUI: threats on the board, hints from a multi-PV search, and a
game review that grades every move. Pure functions; the search is passed in, so tests can
drive the review with a deterministic fake and the GUI with the real AI on a worker thread.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import NamedTuple, Protocol

from ..ai.levels import MAX_LEVEL
from ..ai.types import (
    MATE_SCORE,
    MATE_THRESHOLD,
    Limits,
    Score,
    SearchInfo,
    SearchRequest,
    SearchResult,
)
from ..games.annotations import Mark
from ..games.outcome import outcome_of
from ..rules.movegen import legal_moves
from ..rules.notation import move_to_text
from ..rules.position import DEFAULT_RULES, Color, Move, Position, Rules
from ..stop_flag import StopFlag

# -- threats --------------------------------------------------------------------------


def capturable_pieces(position: Position, rules: Rules, color: Color) -> int:
    """Bitboard of ``color``'s pieces that the opponent could capture with one move.

    Asked as if the opponent were to move now, whoever's turn it is: that is the danger a
    player should see before (or after) his own move.
    """
    attacker = position.with_turn(color.other)
    bits = 0
    for move in legal_moves(attacker, rules):
        bits |= move.capture_mask
    return bits & position.pieces(color)


def far_row_reach(position: Position, rules: Rules, color: Color) -> int:
    """Bitboard of the squares of the opponent's win zone (``color``'s home row on the
    rectangle) that he could enter with one move (the threat behind rule 1: an intruder
    must be captured or matched next turn)."""
    return threats_against(position, rules, color).home_row_entries


@dataclass(frozen=True, slots=True)
class Threats:
    """Both threat sets against one side."""

    capturable: int
    """Bitboard of the side's pieces the opponent can capture next move."""
    home_row_entries: int
    """Bitboard of the side's home-row squares the opponent can enter next move."""


def threats_against(position: Position, rules: Rules, color: Color) -> Threats:
    """:func:`capturable_pieces` and :func:`far_row_reach` from one move generation."""
    attacker = position.with_turn(color.other)
    own = attacker.pieces(attacker.turn)
    # The attacker's win zone: the far row on the rectangle, the zone the rules choose on
    # the hexagon. An entry is a move that puts more of his pieces there; its squares are
    # the head's, or for a slip every entering piece's.
    zone = position.geometry.win_zone(attacker.turn is Color.WHITE, rules.zone)
    inside = (own & zone).bit_count()
    fresh = zone & ~own
    capturable = 0
    entries = 0
    for move in legal_moves(attacker, rules):
        capturable |= move.capture_mask
        if ((own ^ move.change) & zone).bit_count() > inside:
            entries |= move.change & fresh
    return Threats(capturable & position.pieces(color), entries)


# -- analyses and hints ---------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlayedPosition:
    """A position of a game with the way the game reached it: the engine needs the moves
    to see repetitions (a return to an earlier position is a draw)."""

    start: Position
    """The game's first position."""
    moves: tuple[Move, ...]
    """The moves played from ``start`` to ``position``."""
    position: Position
    """The position to analyse."""

    @classmethod
    def alone(cls, position: Position) -> PlayedPosition:
        """A position without a history (as if the game started there)."""
        return cls(position, (), position)


class PositionAnalysis(NamedTuple):
    """What an analyser says about a position (a plain tuple works too)."""

    score: Score
    """Relative to the side to move in the analysed position."""
    best_move: Move | None
    """None only when the position has no move to recommend."""
    pv: tuple[Move, ...] = ()


Analyser = Callable[[PlayedPosition],
                    PositionAnalysis | tuple[Score, Move | None, tuple[Move, ...]]]
"""Any function from a position of a game to (score, best move, principal variation)."""


def analysis_from_result(result: SearchResult) -> PositionAnalysis:
    """A search result as a :class:`PositionAnalysis`."""
    pv = tuple(result.pv) or ((result.best_move,) if result.best_move is not None else ())
    return PositionAnalysis(result.score, result.best_move, pv)


class RunSearch(Protocol):
    """Runs one search: :meth:`EngineClient.search <.engine_client.EngineClient.search>`,
    or :func:`.ai.run_search` in the calling thread."""

    def __call__(self, request: SearchRequest, *, stop: StopFlag | None = ...,
                 on_info: Callable[[SearchInfo], None] | None = ...) -> SearchResult: ...


def search_analyser(
    movetime_ms: int,
    *,
    rules: Rules = DEFAULT_RULES,
    level: int = MAX_LEVEL,
    stop: StopFlag | None = None,
    hash_mb: int = 16,
    run: RunSearch | None = None,
) -> Callable[[PlayedPosition], PositionAnalysis]:
    """An analyser searching ``movetime_ms`` per position (for :func:`review_game`) with
    ``run`` (an engine client's search; by default the AI in the calling thread). Each
    search is given the game's start and the moves played since, so that it sees the
    positions that would repeat.

    Pass the same ``stop`` event to the review's ``stop`` (``stop.is_set``) so that one
    click ends the current search and the review together.
    """
    if run is None:
        from ..ai import run_search  # the AI is only needed when the review really runs

        run = run_search

    def analyse(played: PlayedPosition) -> PositionAnalysis:
        request = SearchRequest(played.start, played.moves, Limits(movetime_ms=movetime_ms),
                                rules, level, hash_mb=hash_mb)
        return analysis_from_result(run(request, stop=stop))

    return analyse


@dataclass(frozen=True, slots=True)
class Hint:
    """One suggested move, best first."""

    rank: int
    """1 for the best move."""
    move: Move
    score: Score
    """Relative to the side to move."""
    notation: str
    """The move in our notation."""
    pv: Sequence[Move]
    """The line (an engine's line is read into moves only as far as it is shown)."""
    pv_text: str
    """The line as text: ``g1.g2-g4 h11-h10 ...``."""


def pv_text(position: Position, moves: Sequence[Move], limit: int | None = None) -> str:
    """A line of moves in our notation, replayed from ``position`` (an ellipsis if cut).
    Reads no more than ``limit`` + 1 moves of the line."""
    shown = list(moves) if limit is None else list(moves[:limit + 1])
    cut = limit is not None and len(shown) > limit
    texts = []
    for move in shown[:limit] if cut else shown:
        texts.append(move_to_text(position.geometry, move))
        position = position.play(move)
    if cut:
        texts.append("…")
    return " ".join(texts)


def rank_hints(
    position: Position, result: SearchResult, *, count: int | None = None, pv_limit: int = 8
) -> list[Hint]:
    """The best moves of a (multi-PV) search as ranked hints, best first.

    Uses ``result.lines`` (one per multi-PV line, the latest report per line) when present,
    else the single best move. Duplicate root moves are dropped, keeping the better rank.
    """
    candidates: list[tuple[Move, Score, Sequence[Move]]] = []
    latest: dict[int, tuple[int, Move, Score, Sequence[Move]]] = {}
    for info in result.lines:
        if not info.pv:
            continue
        seen = latest.get(info.multipv)
        if seen is None or info.depth >= seen[0]:
            latest[info.multipv] = (info.depth, info.pv[0], info.score, info.pv)
    for index in sorted(latest):
        _depth, move, score, pv = latest[index]
        candidates.append((move, score, pv))
    if not candidates and result.best_move is not None:
        candidates.append((result.best_move, result.score, result.pv or (result.best_move,)))
    # Lines from different depths can disagree on order: sort by score, stable for ties.
    candidates.sort(key=lambda c: -c[1].value)
    hints: list[Hint] = []
    seen_moves: set[Move] = set()
    for move, score, pv in candidates:
        if move in seen_moves:
            continue
        seen_moves.add(move)
        hints.append(
            Hint(
                rank=len(hints) + 1,
                move=move,
                score=score,
                notation=move_to_text(position.geometry, move),
                pv=pv,
                pv_text=pv_text(position, pv, pv_limit),
            )
        )
        if count is not None and len(hints) >= count:
            break
    return hints


# -- game review ----------------------------------------------------------------------


Classification = Mark
"""How good a move was (the grade the review writes on the tree: one enum for both)."""


@dataclass(frozen=True, slots=True)
class ReviewThresholds:
    """Drops (in centi-pieces, 100 = one piece) from which a move is graded worse."""

    inaccuracy: int = 50
    mistake: int = 100
    blunder: int = 250
    clamp: int = 1000
    """Scores are clamped to +-clamp before drops are taken, and forced results count as
    +-clamp: once a side is this far ahead, further differences do not grade moves."""


DEFAULT_THRESHOLDS = ReviewThresholds()


@dataclass(frozen=True, slots=True)
class MoveReview:
    """The verdict on one move of the reviewed game."""

    ply: int
    """Index of the move in the game (0 = first move)."""
    move: Move
    mover: Color
    notation: str
    score_before: Score
    """Best-play score before the move, from the mover's point of view."""
    score_after: Score
    """Score after the move, from the mover's point of view."""
    drop: int
    """How much the mover's evaluation fell (centi-pieces, clamped; never negative)."""
    classification: Classification
    best_move: Move | None
    """The analyser's choice in the position before the move."""
    best_pv: tuple[Move, ...]
    best_notation: str
    """``best_move`` in our notation (empty if none)."""
    time_used_ms: int | None = None
    """How long the mover took, when the game was played with clocks (``Line.times_used``);
    None otherwise."""

    @property
    def better_move(self) -> Move | None:
        """The move to suggest instead, for moves graded as errors."""
        if self.classification.is_error and self.best_move != self.move:
            return self.best_move
        return None


@dataclass(frozen=True, slots=True)
class GameReview:
    """A reviewed game: one verdict per move and the evaluation series for a graph."""

    moves: tuple[MoveReview, ...]
    white_scores: tuple[Score, ...]
    """Score of each analysed position from White's point of view (position 0 first)."""
    graph: tuple[int, ...]
    """``white_scores`` in centi-pieces, clamped to +-clamp (forced results at the limit)."""
    complete: bool
    """False if the review was stopped before the last move."""

    def errors(self, color: Color | None = None) -> list[MoveReview]:
        return [
            m
            for m in self.moves
            if m.classification.is_error and (color is None or m.mover is color)
        ]

    def counts(self, color: Color) -> dict[Classification, int]:
        """How many moves of ``color`` fell in each class (every class present)."""
        out = dict.fromkeys(Classification, 0)
        for m in self.moves:
            if m.mover is color:
                out[m.classification] += 1
        return out

    def average_drop(self, color: Color) -> float:
        drops = [m.drop for m in self.moves if m.mover is color]
        return sum(drops) / len(drops) if drops else 0.0

    def time_used(self, color: Color) -> int | None:
        """The time ``color``'s reviewed moves took together (None if no move's is known)."""
        times = [m.time_used_ms for m in self.moves
                 if m.mover is color and m.time_used_ms is not None]
        return sum(times) if times else None


def terminal_score(position: Position, rules: Rules = DEFAULT_RULES) -> Score | None:
    """The exact score of a finished position (side to move's view), else None."""
    outcome = outcome_of(position, rules)
    if outcome is None:
        return None
    return Score(MATE_SCORE if outcome.winner is position.turn else -MATE_SCORE)


def negate(score: Score) -> Score:
    """The same evaluation from the other side's point of view."""
    return Score(-score.value)


def clamp_score(score: Score, limit: int) -> int:
    if score.value >= MATE_THRESHOLD:
        return limit
    if score.value <= -MATE_THRESHOLD:
        return -limit
    return max(-limit, min(limit, score.value))


def classify(
    before: Score,
    after: Score,
    played_best: bool,
    thresholds: ReviewThresholds = DEFAULT_THRESHOLDS,
) -> tuple[Classification, int]:
    """Grade a move from the mover's scores before and after it; returns (class, drop).

    Forced results come first: a forced loss that was not there before is ALLOWED_LOSS, a
    forced win that is gone is MISSED_WIN. A longer win or a slower loss is not an error.
    The analyser's own move is BEST whatever the scores say: a second, deeper look at the
    next position can disagree with the first, and the player did what was advised.
    """
    drop = max(0, clamp_score(before, thresholds.clamp) - clamp_score(after, thresholds.clamp))
    if played_best:
        return Classification.BEST, drop
    if after.value <= -MATE_THRESHOLD and before.value > -MATE_THRESHOLD:
        return Classification.ALLOWED_LOSS, drop
    if before.value >= MATE_THRESHOLD and after.value < MATE_THRESHOLD:
        return Classification.MISSED_WIN, drop
    if drop >= thresholds.blunder:
        return Classification.BLUNDER, drop
    if drop >= thresholds.mistake:
        return Classification.MISTAKE, drop
    if drop >= thresholds.inaccuracy:
        return Classification.INACCURACY, drop
    return Classification.GOOD, drop


def review_game(
    positions: Sequence[Position],
    moves: Sequence[Move],
    analyse: Analyser,
    *,
    rules: Rules = DEFAULT_RULES,
    thresholds: ReviewThresholds = DEFAULT_THRESHOLDS,
    progress: Callable[[int, int], None] | None = None,
    on_move: Callable[[MoveReview], None] | None = None,
    stop: Callable[[], bool] | None = None,
    times_used: Sequence[int | None] = (),
) -> GameReview:
    """Review a game: analyse every position once and grade each move.

    ``positions[i]`` is the position before ``moves[i]`` and there is one more position than
    moves (``Game.positions``/``Game.moves``, or ``GameRecord.mainline_positions()``/
    ``mainline_moves()``). ``analyse`` gets each position with the game's start and the
    moves played to it (:class:`PlayedPosition`): a search sees the positions a move
    would repeat. Finished positions are scored exactly without calling ``analyse``.
    ``progress(done, total)`` follows each analysed position, ``on_move`` each graded move
    (for a live table); both run on the calling thread. When ``stop()`` turns true the
    review ends early with the moves graded so far (``complete`` is False); an analysis
    that returns with ``stop()`` already true was cut short and is dropped.
    ``times_used``: how long each move took (``Line.times_used()`` of a game played with
    clocks), reported in :attr:`MoveReview.time_used_ms`; empty when not timed.
    """
    if len(positions) != len(moves) + 1:
        raise ValueError(
            f"need one more position than moves, got {len(positions)} and {len(moves)}"
        )
    if times_used and len(times_used) != len(moves):
        raise ValueError(f"need one time per move, got {len(times_used)} for {len(moves)}")
    total = len(positions)
    white_scores: list[Score] = []
    reviews: list[MoveReview] = []
    analyses: list[PositionAnalysis] = []
    complete = True
    for index, position in enumerate(positions):
        if stop is not None and stop():
            complete = False
            break
        exact = terminal_score(position, rules)
        if exact is not None:
            analysis = PositionAnalysis(exact, None, ())
        else:
            score, best, pv = analyse(PlayedPosition(positions[0], tuple(moves[:index]),
                                                     position))
            if stop is not None and stop():
                # A search cut short by the stop flag is not trusted for grading.
                complete = False
                break
            analysis = PositionAnalysis(score, best, tuple(pv))
        analyses.append(analysis)
        white_scores.append(
            analysis.score if position.turn is Color.WHITE else negate(analysis.score)
        )
        if index > 0:
            review = _review_move(
                index - 1,
                positions[index - 1],
                moves[index - 1],
                analyses[-2],
                analysis,
                thresholds,
                times_used[index - 1] if times_used else None,
            )
            reviews.append(review)
            if on_move is not None:
                on_move(review)
        if progress is not None:
            progress(index + 1, total)
    graph = tuple(clamp_score(s, thresholds.clamp) for s in white_scores)
    return GameReview(tuple(reviews), tuple(white_scores), graph, complete)


def _review_move(
    ply: int,
    before_position: Position,
    move: Move,
    before: PositionAnalysis,
    after: PositionAnalysis,
    thresholds: ReviewThresholds,
    time_used_ms: int | None = None,
) -> MoveReview:
    score_before = before.score
    score_after = negate(after.score)
    played_best = before.best_move is not None and before.best_move == move
    classification, drop = classify(score_before, score_after, played_best, thresholds)
    geo = before_position.geometry
    return MoveReview(
        ply=ply,
        move=move,
        mover=before_position.turn,
        notation=move_to_text(geo, move),
        score_before=score_before,
        score_after=score_after,
        drop=drop,
        classification=classification,
        best_move=before.best_move,
        best_pv=before.pv,
        best_notation=move_to_text(geo, before.best_move) if before.best_move else "",
        time_used_ms=time_used_ms,
    )
