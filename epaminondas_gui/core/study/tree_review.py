"""A game review kept on the game tree: :func:`annotate` writes a :class:`GameReview` onto
the nodes of the reviewed line (each position's best line, each move's verdict and glyph)
and :func:`review_of` reads it back from them, so a saved and reopened game shows its
review without a search (docs/game-record-format.md)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence

from ..ai.motifs import Motif, hint_motifs, motifs_from_words
from ..ai.types import Score
from ..games.annotations import EngineLine, Mark, PovScore, Verdict, Why
from ..games.record import Node
from ..rules.notation import move_to_text
from ..rules.position import DEFAULT_RULES, Color, Move, Position, Rules
from .analysis import DEFAULT_THRESHOLDS, GameReview, MoveReview, clamp_score


def annotate(nodes: Sequence[Node], review: GameReview,
             whys: dict[int, Why] | None = None) -> None:
    """Write ``review`` onto ``nodes`` (the root first, then one node per reviewed move):
    each node's position gets the review's line, each move its verdict and glyph (a
    person's glyph on a good move is kept). ``whys``: the explanations, by ply."""
    for index, white in enumerate(review.white_scores[:len(nodes)]):
        node = nodes[index]
        turn = node.position.turn
        score = white if turn is Color.WHITE else Score(-white.value)
        pv = review.moves[index].best_pv if index < len(review.moves) else ()
        node.lines = (EngineLine(PovScore(score, turn), 0, pv),)
    for move in review.moves:
        if move.ply + 1 >= len(nodes):
            break
        node = nodes[move.ply + 1]
        mark = move.classification
        why = (whys or {}).get(move.ply)
        node.verdict = Verdict(mark, move.drop, move.better_move, why)
        if mark.glyph or node.glyph in ("?!", "?", "??"):
            node.glyph = mark.glyph


def review_of(line: Sequence[Node], times_used: Sequence[int | None] = ()) -> GameReview | None:
    """The review kept on ``line`` (the root first, then its moves), or None when not every
    move of it has a verdict and every position a score."""
    if len(line) < 2 or any(not node.lines for node in line):
        return None
    if any(node.verdict is None for node in line[1:]):
        return None
    white_scores = tuple(node.lines[0].score.white() for node in line)
    moves: list[MoveReview] = []
    for ply, node in enumerate(line[1:]):
        before, verdict = line[ply], node.verdict
        assert verdict is not None and node.move is not None
        mover = before.position.turn
        geo = before.position.geometry
        best_pv = before.lines[0].pv
        best = verdict.better or (best_pv[0] if best_pv else None)
        if verdict.mark is Mark.BEST:
            best = node.move
        moves.append(MoveReview(
            ply=ply, move=node.move, mover=mover, notation=move_to_text(geo, node.move),
            score_before=before.lines[0].score.pov(mover),
            score_after=node.lines[0].score.pov(mover),
            drop=verdict.loss, classification=verdict.mark,
            best_move=best, best_pv=best_pv if best_pv[:1] == (best,) else
            ((best,) if best is not None else ()),
            best_notation=move_to_text(geo, best) if best is not None else "",
            time_used_ms=times_used[ply] if ply < len(times_used) else None,
        ))
    graph = tuple(clamp_score(s, DEFAULT_THRESHOLDS.clamp) for s in white_scores)
    return GameReview(tuple(moves), white_scores, graph, True)


def whys_of(line: Sequence[Node]) -> dict[int, Why]:
    """The explanations kept on ``line``'s verdicts, by ply."""
    return {ply: node.verdict.why for ply, node in enumerate(line[1:])
            if node.verdict is not None and node.verdict.why is not None}


def error_motifs(start: Position, moves: Sequence[Move], review: GameReview,
                 rules: Rules = DEFAULT_RULES, kept: Mapping[int, Why] | None = None,
                 ) -> dict[int, tuple[list[Motif], list[Motif]]]:
    """Why each error of ``review`` (a review of ``moves`` from ``start``) was one, by
    ply: the motifs of the played move and of the better move (none without one), each
    with the move that shows it. The rules decide them and the review's scores give
    ``win`` and ``loss``: no search. ``kept``: the reasons kept with the review (a
    reopened game), whose motifs only are given (all motifs without it)."""
    return dict(step for step in error_motif_steps(start, moves, review, rules, kept)
                if step is not None)


def error_motif_steps(start: Position, moves: Sequence[Move], review: GameReview,
                      rules: Rules = DEFAULT_RULES, kept: Mapping[int, Why] | None = None,
                      ) -> Iterator[tuple[int, tuple[list[Motif], list[Motif]]] | None]:
    """:func:`error_motifs` a move's motifs at a time (a few milliseconds each), for a
    caller that must not hold its thread for a whole game's: an error's ply with its
    motifs, after a None between its played and its better move's (an error's two in one
    step were up to 16 ms)."""
    for move in review.moves:
        if not move.classification.is_error or move.ply >= len(moves):
            continue
        before = moves[:move.ply]
        played = hint_motifs(start, before, move.move, move.score_after, rules)
        better: list[Motif] = []
        if move.better_move is not None:
            yield None
            better = hint_motifs(start, before, move.better_move, move.score_before, rules)
        if kept is not None:
            why = kept.get(move.ply, Why())
            played = _with_shown(motifs_from_words(why.played), played)
            better = _with_shown(motifs_from_words(why.better), better)
        yield move.ply, (played, better)


def _with_shown(kept: Sequence[Motif], found: Sequence[Motif]) -> list[Motif]:
    """The kept motifs, each with the move that shows it when the rules find one."""
    shown = {motif.name: motif.shown for motif in found}
    return [Motif(m.name, m.count, shown.get(m.name)) for m in kept]


def why_of(played: Sequence[Motif], better: Sequence[Motif]) -> Why:
    """Motifs as they are kept with a verdict (their names and numbers)."""
    return Why(tuple((m.name.value, m.count) for m in played),
               tuple((m.name.value, m.count) for m in better))
