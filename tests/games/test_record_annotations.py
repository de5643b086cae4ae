"""Analysis kept in records: ``[%eval]`` per move, the review's ``[%review]`` and
``[%why]``, glyphs after moves; a review written on the tree and read back from it."""

from __future__ import annotations

import pytest

from epaminondas_gui.core.ai.types import MATE_SCORE, Score
from epaminondas_gui.core.games.annotation_text import format_eval, parse_eval, split_glyph
from epaminondas_gui.core.games.annotations import EngineLine, Mark, PovScore, Why
from epaminondas_gui.core.games.record import RecordError
from epaminondas_gui.core.games.record_summary import summarize_record
from epaminondas_gui.core.games.record_text import read_record, write_record
from epaminondas_gui.core.games.tree import GameTree
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.position import Color, Position
from epaminondas_gui.core.study.analysis import PositionAnalysis, review_game
from epaminondas_gui.core.study.tree_review import annotate, review_of, whys_of

W, B = Color.WHITE, Color.BLACK


@pytest.mark.parametrize("score,turn,depth,text", [
    (Score(35), W, 0, "+0.35"),
    (Score(35), B, 12, "-0.35,12"),
    (Score(0), B, 0, "0.00"),
    (Score(-120), W, 0, "-1.20"),
    (Score(MATE_SCORE - 5), W, 0, "#3"),  # White to move wins with his 3rd move
    (Score(MATE_SCORE - 5), B, 0, "#-3"),
    (Score(-MATE_SCORE + 4), B, 20, "#2,20"),  # Black to move loses in 2 of his moves
    (Score(-MATE_SCORE), W, 0, "#-0"),  # over: White to move has lost
    (Score(-MATE_SCORE), B, 0, "#0"),
])
def test_eval_text_both_ways(score: Score, turn: Color, depth: int, text: str) -> None:
    line = EngineLine(PovScore(score, turn), depth)
    assert format_eval(line) == text
    assert parse_eval(text, turn) == line


def test_bad_eval_and_glyphs() -> None:
    for bad in ("0.3.5", "#", "+1", "abc", "#3,x"):
        with pytest.raises(ValueError, match="bad evaluation"):
            parse_eval(bad, W)
    assert split_glyph("c3-c4?!") == ("c3-c4", "?!")
    assert split_glyph("c3-c4") == ("c3-c4", "")
    assert split_glyph("??") == ("??", "")


ANNOTATED = (
    '[Event "Casual game"]\n[Site "?"]\n[Date "????.??.??"]\n[Round "-"]\n[White "?"]\n'
    '[Black "?"]\n[Result "*"]\n[Board "8x8"]\n[Symmetry "midline"]\n'
    '[Format "epaminondas-record 2"]\n\n'
    "1. a1.a2-a4 {[%eval +0.35,12]} 1... a8.a7-a5?\n"
    "{[%eval +1.50] [%review mistake 1.15 b8.b7-b5] [%why allows-capture 2 | stops-entry] sharp}\n"
    "(1... h8.h7-h5!? {[%eval #-4]}) 2. b1.b2-b4?! h8.h7-h5 {[%eval #2]} *\n"
)


def test_annotations_round_trip_exactly() -> None:
    record = read_record(ANNOTATED)
    first, reply = record.mainline()[:2]
    assert first.lines == (EngineLine(PovScore(Score(-35), B), 12),)
    assert (reply.glyph, reply.comment) == ("?", "sharp")
    assert reply.verdict is not None and reply.verdict.mark is Mark.MISTAKE
    assert reply.verdict.loss == 115 and reply.verdict.better is not None
    assert reply.verdict.why == Why((("allows-capture", 2),), (("stops-entry", None),))
    assert first.children[1].glyph == "!?"
    assert first.children[1].lines[0].score.white() == Score(-MATE_SCORE + 8)
    assert write_record(record) == ANNOTATED
    assert summarize_record(ANNOTATED).moves == 4


def test_a_glyph_apart_from_its_move_and_records_without_annotations() -> None:
    record = read_record('[Board "8x8"]\n1. a1.a2-a4 ?? a8.a7-a5 *')
    assert [n.glyph for n in record.mainline()] == ["??", ""]
    old = ('[Event "Casual game"]\n[Site "?"]\n[Date "????.??.??"]\n[Round "-"]\n'
           '[White "?"]\n[Black "?"]\n[Result "*"]\n[Board "8x8"]\n[Symmetry "midline"]\n'
           '[Format "epaminondas-record 1"]\n\n1. a1.a2-a4 {[%clk 0:01:00] fast} 1... a8.a7-a5 *\n')
    again = read_record(old)
    assert all(not n.lines and n.verdict is None and not n.glyph for n in again.mainline())
    assert write_record(again) == old  # no glyph: still version 1


@pytest.mark.parametrize("comment,message", [
    ("[%eval 1]", "bad evaluation '1'"),
    ("[%review awful 1.00]", "bad review 'awful 1.00'"),
    ("[%review mistake 1.00 a1-h8]", "bad better move in \\[%review\\]"),
    ("[%why allows-capture 3x]", "bad motif '3x'"),
])
def test_malformed_annotations_are_errors_at_their_comment(comment: str, message: str) -> None:
    with pytest.raises(RecordError, match=f"line 2, column 13: {message}"):
        read_record('[Board "8x8"]\n1. a1.a2-a4 {' + comment + "} *")


def test_a_review_kept_on_the_tree_survives_the_record() -> None:
    tree = GameTree.new(Position.start(8, 8))
    for _ in range(4):
        tree.play(legal_moves(tree.position)[0])
    line = tree.main_line()
    pos, mv = line.positions, line.moves
    other = [next(m for m in legal_moves(p) if m != played)
             for p, played in zip(pos, mv, strict=False)]
    answers = iter([
        PositionAnalysis(Score(20), mv[0], (mv[0],)),  # best
        PositionAnalysis(Score(-30), other[1], (other[1],)),  # 30 -> 30: good
        PositionAnalysis(Score(-50), other[2], (other[2],)),  # -50 -> -300: blunder
        PositionAnalysis(Score(300), other[3]),  # 300 -> 280: good
        PositionAnalysis(Score(-280), None),
    ])
    review = review_game(pos, mv, lambda _played: next(answers))
    nodes = [tree.root, *tree.mainline()]
    why = Why((("allows-capture", 3),), (("stops-entry", None),))
    annotate(nodes, review, {2: why})
    assert [n.glyph for n in nodes[1:]] == ["", "", "??", ""]
    again = GameTree.from_text(write_record(tree.record()))
    kept = review_of([again.root, *again.mainline()])
    assert kept is not None
    assert kept.white_scores == review.white_scores and kept.graph == review.graph
    assert [(m.classification, m.drop, m.better_move, m.score_before, m.score_after)
            for m in kept.moves] == [
        (m.classification, m.drop, m.better_move, m.score_before, m.score_after)
        for m in review.moves]
    assert kept.moves[2].best_notation == review.moves[2].best_notation != ""
    assert whys_of([again.root, *again.mainline()]) == {2: why}
    assert review_of(nodes[:1]) is None
    nodes[3].verdict = None
    assert review_of(nodes) is None  # a move without a verdict: not reviewed


def test_a_sideslip_as_the_better_move_of_an_abanondas_game() -> None:
    text = ('[Event "Casual game"]\n[Site "?"]\n[Date "????.??.??"]\n[Round "-"]\n'
            '[White "?"]\n[Black "?"]\n[Result "*"]\n[Board "8x8"]\n[Symmetry "midline"]\n'
            '[Variant "abanondas"]\n[Format "epaminondas-record 2"]\n\n'
            "1. a1.a2-a4?? {[%review blunder 3.00 a2.b2-a3.b3]} *\n")
    record = read_record(text)
    verdict = record.mainline()[0].verdict
    assert verdict is not None and verdict.better is not None and verdict.better.is_slip
    assert write_record(record) == text
