"""Threats, hints and the game review (driven by a scripted fake analyser)."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from epaminondas_gui.core.ai.types import (
    MATE_SCORE,
    Limits,
    Score,
    SearchInfo,
    SearchRequest,
    SearchResult,
)
from epaminondas_gui.core.games.clock import TimeControl
from epaminondas_gui.core.games.line import Line
from epaminondas_gui.core.games.tree import GameTree
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.notation import parse_move
from epaminondas_gui.core.rules.position import (
    DEFAULT_RULES,
    Color,
    Move,
    Position,
    Rules,
    SymmetryRule,
)
from epaminondas_gui.core.study.analysis import (
    Classification,
    PlayedPosition,
    PositionAnalysis,
    ReviewThresholds,
    capturable_pieces,
    classify,
    far_row_reach,
    pv_text,
    rank_hints,
    review_game,
    search_analyser,
    threats_against,
)

OFF = Rules(SymmetryRule.OFF)


def squares(position: Position, bits: int) -> set[str]:
    geo = position.geometry
    return {geo.square_name(sq) for sq in geo.iter_squares(bits)}


# -- threats ----------------------------------------------------------------------------

# 8x8, White to move. Black's pair d6-d5 can take the lone White d4 (2 against 1); the
# pairs on the g-file are equal (2 against 2), so neither side can take the other's.
THREAT_EFN = "7B/8/3B4/3B2B1/3W2B1/6W1/6W1/W7 W"


def test_capturable_pieces() -> None:
    pos = Position.from_efn(THREAT_EFN)
    assert squares(pos, capturable_pieces(pos, DEFAULT_RULES, Color.WHITE)) == {"d4"}
    assert capturable_pieces(pos, DEFAULT_RULES, Color.BLACK) == 0
    # Whose turn it is does not matter: the question is what the opponent could do.
    assert capturable_pieces(pos.with_turn(Color.BLACK), DEFAULT_RULES, Color.WHITE) == (
        capturable_pieces(pos, DEFAULT_RULES, Color.WHITE)
    )


def test_capture_of_a_longer_line_on_a_diagonal() -> None:
    # Black's three on the a8-h1 diagonal (b7, c6, d5) against White's two (e4, f3), with
    # g2 empty behind: 3 beats 2, and both white pieces go.
    pos = Position.from_efn("8/1B6/2B5/3B4/4W3/5W2/8/8 W")
    assert squares(pos, capturable_pieces(pos, DEFAULT_RULES, Color.WHITE)) == {"e4", "f3"}
    assert capturable_pieces(pos, DEFAULT_RULES, Color.BLACK) == 0


def test_far_row_reach() -> None:
    # Black single c2 steps to b1 or c1 (not onto White's d1: one piece never captures);
    # e2 steps to e1 or f1, and the e3-e2 pair reaches e1 too.
    pos = Position.from_efn("8/8/8/7W/8/4B3/2B1B3/3W4 B")
    assert squares(pos, far_row_reach(pos, DEFAULT_RULES, Color.WHITE)) == {
        "b1",
        "c1",
        "e1",
        "f1",
    }
    assert far_row_reach(pos, DEFAULT_RULES, Color.BLACK) == 0
    threats = threats_against(pos, DEFAULT_RULES, Color.WHITE)
    assert threats.home_row_entries == far_row_reach(pos, DEFAULT_RULES, Color.WHITE)
    assert threats.capturable == capturable_pieces(pos, DEFAULT_RULES, Color.WHITE)


def test_far_row_reach_respects_the_symmetry_rule() -> None:
    # b2-b1 would make the position the colour-swapped mirror of itself (White b4).
    pos = Position.from_efn("1W2/4/1B2/4 B")
    assert squares(pos, far_row_reach(pos, DEFAULT_RULES, Color.WHITE)) == {"a1", "c1"}
    assert squares(pos, far_row_reach(pos, OFF, Color.WHITE)) == {"a1", "b1", "c1"}


# -- hints ------------------------------------------------------------------------------


def test_rank_hints_from_multipv_lines() -> None:
    pos = Position.start(8, 8)
    a, b, c = (parse_move(pos, t) for t in ("a2-a3", "b2-b3", "c2-c3"))
    reply = parse_move(pos.play(a), "a7-a6")

    def info(multipv: int, depth: int, value: int, pv: tuple[Move, ...]) -> SearchInfo:
        return SearchInfo(depth, Score(value), 100, 1000, 10, pv, multipv)

    result = SearchResult(
        a,
        Score(40),
        3,
        300,
        30,
        (a, reply),
        (
            info(1, 2, 10, (b,)),  # superseded by the depth-3 report of line 1
            info(2, 3, 25, (b,)),
            info(1, 3, 40, (a, reply)),
            info(3, 3, -5, (c,)),
            info(4, 3, -9, (b,)),  # the same root move again: dropped
        ),
    )
    hints = rank_hints(pos, result)
    assert [(h.rank, h.notation, h.score.value) for h in hints] == [
        (1, "a2-a3", 40),
        (2, "b2-b3", 25),
        (3, "c2-c3", -5),
    ]
    assert hints[0].pv_text == "a2-a3 a7-a6"
    assert [h.notation for h in rank_hints(pos, result, count=2)] == ["a2-a3", "b2-b3"]


def test_rank_hints_single_line_and_nothing() -> None:
    pos = Position.start(8, 8)
    a = parse_move(pos, "a2-a3")
    assert [h.notation for h in rank_hints(pos, SearchResult(a, Score(3), 1, 1, 1))] == ["a2-a3"]
    assert rank_hints(pos, SearchResult(None, Score(-MATE_SCORE), 0, 0, 0)) == []


def test_pv_text_limit() -> None:
    game = first_moves(5)
    text = pv_text(game.start, game.moves, limit=2)
    assert text == " ".join(game.notation()[:2]) + " …"
    assert pv_text(game.start, game.moves) == " ".join(game.notation())


# -- review -----------------------------------------------------------------------------


def mate(plies: int) -> Score:
    return Score(MATE_SCORE - plies)


class ScriptedAnalyser:
    """Answers with scripted analyses in order, checking it is asked about the right
    positions, each with the game's start and the moves before it (so the review's call
    order is tested too)."""

    def __init__(self, positions: Sequence[Position], answers: Sequence[PositionAnalysis]):
        self.expected = list(positions)
        self.answers = list(answers)
        self.calls = 0

    def __call__(self, played: PlayedPosition) -> PositionAnalysis:
        assert played.position == self.expected[self.calls]
        assert played.start == self.expected[0] and len(played.moves) == self.calls
        answer = self.answers[self.calls]
        self.calls += 1
        return answer


def first_moves(plies: int) -> Line:
    """The line of the first legal move ``plies`` times from the 8x8 start."""
    tree = GameTree.new(Position.start(8, 8))
    for _ in range(plies):
        tree.play(legal_moves(tree.position)[0])
    return tree.main_line()


def scripted_game() -> Line:
    return first_moves(8)


def test_review_classifies_every_kind_of_move() -> None:
    game = scripted_game()
    pos, mv = game.positions, game.moves
    other = [
        next(m for m in legal_moves(p) if m != played) for p, played in zip(pos, mv, strict=False)
    ]
    # Scores are relative to the side to move in each position (White moves at even plies).
    answers = [
        PositionAnalysis(Score(20), mv[0], (mv[0],)),  # 0 W: plays the best move
        PositionAnalysis(Score(-30), other[1]),  # 1 B: after = 50, no drop -> good
        PositionAnalysis(Score(-50), other[2], (other[2],)),  # 2 W: -50 -> -120: inaccuracy
        PositionAnalysis(Score(120), other[3]),  # 3 B: 120 -> 10: mistake
        PositionAnalysis(Score(-10), other[4]),  # 4 W: -10 -> -400: blunder
        PositionAnalysis(Score(400), other[5]),  # 5 B: +400 -> lost by force: allowed loss
        PositionAnalysis(mate(3), other[6]),  # 6 W: win in 2 -> level game: missed win
        PositionAnalysis(Score(0), other[7]),  # 7 B: 0 -> +20: good
        PositionAnalysis(Score(-20), None),  # 8 W
    ]
    analyser = ScriptedAnalyser(pos, answers)
    seen: list[tuple[int, int]] = []
    live: list[Classification] = []
    review = review_game(
        pos,
        mv,
        analyser,
        progress=lambda d, t: seen.append((d, t)),
        on_move=lambda m: live.append(m.classification),
    )
    assert analyser.calls == 9
    assert seen == [(i, 9) for i in range(1, 10)]
    kinds = [m.classification for m in review.moves]
    assert kinds == [
        Classification.BEST,
        Classification.GOOD,
        Classification.INACCURACY,
        Classification.MISTAKE,
        Classification.BLUNDER,
        Classification.ALLOWED_LOSS,
        Classification.MISSED_WIN,
        Classification.GOOD,
    ]
    assert live == kinds
    assert [m.drop for m in review.moves[:5]] == [0, 0, 70, 110, 390]
    assert [m.mover for m in review.moves[:2]] == [Color.WHITE, Color.BLACK]
    third = review.moves[2]
    assert third.score_before == Score(-50) and third.score_after == Score(-120)
    assert third.better_move == other[2] and third.best_pv == (other[2],)
    assert third.notation == game.notation()[2]
    assert review.moves[0].better_move is None  # it was the best move
    assert review.moves[1].better_move is None  # good moves get no suggestion
    assert review.complete
    # White's point of view for the graph, forced results at the clamp.
    assert review.graph == (20, 30, -50, -120, -10, -400, 1000, 0, -20)
    assert review.white_scores[6] == mate(3)
    counts = review.counts(Color.WHITE)
    assert counts[Classification.BLUNDER] == 1 and counts[Classification.MISSED_WIN] == 1
    assert sum(counts.values()) == 4
    assert [m.ply for m in review.errors(Color.BLACK)] == [3, 5]
    assert review.average_drop(Color.WHITE) == pytest.approx((0 + 70 + 390 + 1000) / 4)


def test_review_scores_finished_positions_itself() -> None:
    # Black must deal with White's b4 intruder; b2-b3 ignores it and loses at once.
    start = Position.from_efn("1W2/4/1B2/4 B")
    game = GameTree.from_moves(start, ["b2-b3"]).main_line()
    assert game.is_over()
    saving = parse_move(start, "b2-c1")
    analyser = ScriptedAnalyser(game.positions[:1], [PositionAnalysis(Score(0), saving)])
    review = review_game(game.positions, game.moves, analyser)
    assert analyser.calls == 1
    (verdict,) = review.moves
    assert verdict.classification is Classification.ALLOWED_LOSS
    assert verdict.score_after.loss_in == 0
    assert verdict.better_move == saving and verdict.best_notation == "b2-c1"
    assert verdict.classification.glyph == "??"


def test_review_stops_early() -> None:
    game = scripted_game()
    calls = {"n": 0}

    def analyse(played: PlayedPosition) -> tuple[Score, Move | None, tuple[Move, ...]]:
        calls["n"] += 1
        return Score(0), None, ()

    review = review_game(game.positions, game.moves, analyse, stop=lambda: calls["n"] >= 3)
    assert not review.complete
    # The third analysis ended with the stop flag set: it is dropped, not graded.
    assert len(review.moves) == 1 and len(review.graph) == 2
    nothing = review_game(game.positions, game.moves, analyse, stop=lambda: True)
    assert nothing.moves == () and nothing.graph == () and not nothing.complete
    assert calls["n"] == 3
    with pytest.raises(ValueError, match="one more position"):
        review_game(game.positions, game.moves[:-2], analyse)


def test_review_reports_the_time_each_move_took() -> None:
    tree = GameTree.new(Position.start(8, 8))
    tree.set_time_control(TimeControl.fischer(60_000, 1_000))
    for clock in (58_000, 55_500, None, 50_000):
        tree.play(legal_moves(tree.position)[0], clock_ms=clock)
    game = tree.main_line()

    def analyse(played: PlayedPosition) -> tuple[Score, Move | None, tuple[Move, ...]]:
        return Score(0), None, ()

    review = review_game(game.positions, game.moves, analyse, times_used=game.times_used())
    assert [m.time_used_ms for m in review.moves] == [3_000, 5_500, None, 6_500]
    assert (review.time_used(Color.WHITE), review.time_used(Color.BLACK)) == (3_000, 12_000)
    untimed = review_game(game.positions, game.moves, analyse)
    assert [m.time_used_ms for m in untimed.moves] == [None] * 4
    assert untimed.time_used(Color.WHITE) is None
    with pytest.raises(ValueError, match="one time per move"):
        review_game(game.positions, game.moves, analyse, times_used=(1, 2))


def test_classify_mate_edge_cases() -> None:
    t = ReviewThresholds()
    assert classify(mate(3), mate(9), False, t)[0] is Classification.GOOD  # slower win
    assert classify(Score(-mate(2).value), Score(-mate(1).value), False, t)[0] is (
        Classification.GOOD
    )  # already lost
    assert classify(mate(3), Score(-mate(4).value), False, t)[0] is (Classification.ALLOWED_LOSS)
    assert classify(Score(900), Score(2000), False, t) == (Classification.GOOD, 0)
    assert classify(Score(1500), Score(1100), False, t) == (Classification.GOOD, 0)  # clamped
    assert classify(Score(0), Score(-300), True, t) == (Classification.BEST, 300)


def test_search_analyser_runs_the_real_ai() -> None:
    pos = Position.start(6, 6)
    analyse = search_analyser(30, rules=DEFAULT_RULES)
    score, best, pv = analyse(PlayedPosition.alone(pos))
    assert best in legal_moves(pos)
    assert isinstance(score, Score)
    assert not pv or pv[0] == best


def test_search_analyser_searches_each_position_with_the_game_before_it() -> None:
    game = scripted_game()
    requests: list[SearchRequest] = []

    def run(request: SearchRequest, *, stop: object = None, on_info: object = None
            ) -> SearchResult:
        requests.append(request)
        return SearchResult(None, Score(0), 1, 1, 1)

    rules = Rules(SymmetryRule.OFF)
    review_game(game.positions, game.moves, search_analyser(70, rules=rules, level=5,
                                                             hash_mb=8, run=run), rules=rules)
    assert requests == [
        SearchRequest(game.start, tuple(game.moves[:ply]), Limits(movetime_ms=70), rules, 5,
                      hash_mb=8)
        for ply in range(len(game.positions))
    ]


def repetition_game() -> Line:
    """White (three pieces against one) wins by force, until a2-a1 lets Black return to
    the first position (a draw by repetition) with e6-f6."""
    return GameTree.from_moves(Position.from_efn("5B/6/6/6/6/WWW3 W"),
                               ("a1-a2", "f6-e6", "a2-a1")).main_line()


def test_the_review_sees_the_repetitions_the_game_allows() -> None:
    game = repetition_game()
    analyse = search_analyser(100)
    with_history = review_game(game.positions, game.moves, analyse)
    alone = review_game(game.positions, game.moves,
                        lambda played: analyse(PlayedPosition.alone(played.position)))
    # Seen from the game, a2-a1 throws the win away: Black answers e6-f6 and repeats.
    verdict = with_history.moves[2]
    assert verdict.classification is Classification.MISSED_WIN
    assert verdict.score_before.win_in is not None and verdict.score_after == Score(0)
    assert with_history.white_scores[3] == Score(0)
    # The same position searched alone is still won for White: a2-a1 looks harmless.
    assert not alone.moves[2].classification.is_error
    assert alone.moves[2].score_after.win_in is not None
