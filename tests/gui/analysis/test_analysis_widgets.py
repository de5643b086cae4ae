"""Analysis mode, game review and the evaluation widgets."""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import replace

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from epaminondas_gui.core.ai.types import (
    MATE_SCORE,
    Limits,
    Score,
    SearchInfo,
    SearchRequest,
    SearchResult,
)
from epaminondas_gui.core.engine.client import EngineSpec
from epaminondas_gui.core.games.line import Line
from epaminondas_gui.core.games.tree import GameTree
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.position import DEFAULT_RULES, Color, Move, Position
from epaminondas_gui.core.stop_flag import StopFlag
from epaminondas_gui.core.study.analysis import (
    Classification,
    GameReview,
    Hint,
    MoveReview,
    PlayedPosition,
    PositionAnalysis,
    review_game,
)
from epaminondas_gui.gui.analysis.controller import AnalysisController
from epaminondas_gui.gui.analysis.eval_bar import EvalBar, score_text, white_share, white_view
from epaminondas_gui.gui.analysis.panel import (
    AnalysisPanel,
    analysis_arrows,
    compact_number,
    threat_squares,
)
from epaminondas_gui.gui.analysis.review_controller import ReviewController, review_work
from epaminondas_gui.gui.analysis.review_graph import CLASS_COLORS, EvalGraphWidget
from epaminondas_gui.gui.analysis.review_panel import ReviewPanel
from epaminondas_gui.gui.theme import DARK, LIGHT

from ..searches import analysing

# -- evaluation bar -------------------------------------------------------------------------


def test_white_view_and_share() -> None:
    assert white_view(Score(120), Color.BLACK) == Score(-120)
    assert white_share(Score(0)) == 0.5
    assert 0.5 < white_share(Score(100)) < 0.8
    assert white_share(Score(-100)) == pytest.approx(1 - white_share(Score(100)))
    assert white_share(Score(MATE_SCORE - 5)) == 1.0
    assert white_share(Score(-(MATE_SCORE - 5))) == 0.0


def test_score_text() -> None:
    assert score_text(Score(125)) == "+1.25"
    assert score_text(Score(0)) == "0.00"
    assert score_text(Score(MATE_SCORE - 5), short=True) == "W in 3"
    assert score_text(Score(-(MATE_SCORE - 3)), short=True) == "B in 2"
    assert score_text(Score(-(MATE_SCORE - 3))) == "Black wins in 2"
    # Decided already (no "in 0"): the result as the record writes it.
    assert score_text(Score(MATE_SCORE), short=True) == score_text(Score(MATE_SCORE)) == "1-0"
    assert score_text(Score(-MATE_SCORE), short=True) == "0-1"


def test_eval_bar_converts_to_white(qtbot) -> None:
    bar = EvalBar()
    qtbot.addWidget(bar)
    bar.set_score(Score(300), Color.BLACK)  # Black is better by three pieces
    assert bar.score == Score(-300)
    assert bar.target_share() < 0.5
    assert bar.share == pytest.approx(bar.target_share())  # hidden: no animation
    bar.set_score(Score(MATE_SCORE - 1), Color.BLACK)  # Black wins by force
    assert bar.target_share() == 0.0
    assert "1" in bar.toolTip()
    bar.clear()
    assert bar.score is None and bar.target_share() == 0.5


def test_eval_bar_animates_when_shown(qtbot) -> None:
    bar = EvalBar()
    qtbot.addWidget(bar)
    bar.resize(30, 300)
    bar.show()
    qtbot.waitExposed(bar)
    bar.set_white_score(Score(400))
    qtbot.waitUntil(lambda: bar.share == pytest.approx(white_share(Score(400))), timeout=2000)
    bar.grab()  # paints without error, label included


def test_eval_bar_draws_its_bodies_once_per_size_and_theme(qtbot) -> None:
    """Each frame of the bar's glide copies the two parts drawn once (filling them again,
    antialiased, took 3-4 ms a frame); a new size or theme draws them again."""
    bar = EvalBar()
    qtbot.addWidget(bar)
    bar.resize(30, 300)
    pictures = []
    for value in (-250, -100, 0, 100, 250, 600):
        bar.set_white_score(Score(value))
        pictures.append(bar.grab().toImage())
    assert bar.bodies_drawn == 1
    assert len({picture.cacheKey() for picture in pictures}) == len(pictures)
    # More of White's colour at the bottom as White leads more.
    bottom_light = [QColor(p.pixel(15, int(p.height() * 0.35))).lightness() for p in pictures]
    assert bottom_light[0] < 100 < bottom_light[-1]
    bar.set_theme(DARK)
    bar.grab()
    bar.resize(30, 400)
    bar.grab()
    assert bar.bodies_drawn == 3


def test_a_line_sent_again_is_not_laid_out_again(qtbot) -> None:
    """The analysis sends its lines again at every update: a row whose line and leader
    are unchanged sets no text and polishes no style."""
    panel = AnalysisPanel()
    qtbot.addWidget(panel)
    position = Position.start(8, 8)
    move = legal_moves(position, DEFAULT_RULES)[0]
    hint = Hint(1, move, Score(40), "a2-a3", [move], "a2-a3 h7-h6 b2-b3")
    row = panel.rows[0]
    texts: list[str] = []
    polished: list[object] = []
    row.moves.setText = lambda text: texts.append(text)  # type: ignore[method-assign]
    style = row.score.style()
    row.score.style = lambda: _CountingStyle(style, polished)  # type: ignore[method-assign,assignment,return-value]
    row.show_hint(hint, position)
    assert len(texts) == 1 and len(polished) == 2  # unpolish and polish: the leader is new
    row.show_hint(hint, position)
    row.show_hint(replace(hint, score=Score(55)), position)  # White still leads
    assert len(texts) == 1 and len(polished) == 2
    row.show_hint(replace(hint, score=Score(-20)), position)
    assert len(texts) == 1 and len(polished) == 4


def test_new_lines_do_not_lay_their_rows_rich_text_out_for_their_height(qtbot) -> None:
    """A row's line is one line of its font whatever its moves: the layout's questions for
    its size at every new line (twice a row) were answered by laying the rich text out
    (about 1 ms each); now once a font."""
    panel = AnalysisPanel()
    qtbot.addWidget(panel)
    panel.resize(320, 400)
    panel.show()
    qtbot.waitExposed(panel)
    position = Position.start(8, 8)
    panel.set_position(position)
    moves = legal_moves(position, DEFAULT_RULES)
    label = panel.rows[0].moves

    def lines(shift: int) -> list[Hint]:
        return [Hint(rank, moves[rank + shift], Score(40 - rank), "a2-a3", [moves[rank]],
                     f"a2-a3 h7-h6 b{2 + shift % 5}-b3 g7-g6 c2-c3")
                for rank in range(1, 4)]

    panel.show_lines(lines(0))
    qtbot.waitUntil(lambda: label.heights_measured > 0)
    height = label.height()
    measured = label.heights_measured
    for shift in range(1, 8):
        panel.show_lines(lines(shift))
        QApplication.processEvents()
        assert label.moves[2] == f"b{2 + shift % 5}-b3"
        assert label.sizeHint().height() == height
    assert label.heights_measured == measured  # the old code: 2 for each of 7 new lines
    bigger = QFont(label.font())
    bigger.setPointSize(bigger.pointSize() * 2)
    label.setFont(bigger)
    assert label.sizeHint().height() > height
    assert label.heights_measured == measured + 1


class _CountingStyle:
    def __init__(self, style, seen: list[object]) -> None:
        self.style, self.seen = style, seen

    def unpolish(self, widget) -> None:
        self.seen.append(widget)
        self.style.unpolish(widget)

    def polish(self, widget) -> None:
        self.seen.append(widget)
        self.style.polish(widget)


# -- analysis controller ----------------------------------------------------------------------


@pytest.fixture
def controller(qtbot):
    ctl = AnalysisController()
    yield ctl
    ctl.shutdown()
    assert ctl._runner._thread is None


def test_analysis_finds_lines_restarts_and_stops(qtbot, controller) -> None:
    start = Position.start(8, 8)
    panel = AnalysisPanel(controller)
    qtbot.addWidget(panel)
    moves_seen: list[list[Move]] = []
    controller.best_moves_changed.connect(moves_seen.append)
    controller.set_position(start)
    controller.start()
    assert controller.running and controller.searching
    qtbot.waitUntil(lambda: len(controller.hints) == 3, timeout=5000)
    legal = set(legal_moves(start))
    assert all(h.move in legal for h in controller.hints)
    assert [h.rank for h in controller.hints] == [1, 2, 3]
    assert moves_seen and moves_seen[-1] == controller.best_moves
    assert "Depth" in panel.stats.text()
    assert panel.rows[0].isVisibleTo(panel)

    after = start.play(controller.hints[0].move)
    controller.set_position(after)  # restarts on the new position
    assert controller.hints == []
    qtbot.waitUntil(lambda: len(controller.hints) == 3, timeout=5000)
    assert all(h.move in set(legal_moves(after)) for h in controller.hints)

    controller.stop()
    assert not controller.running and not controller.searching
    shown = controller.hints
    qtbot.waitUntil(lambda: controller.settled, timeout=5000)  # late reports: dropped
    assert controller.hints == shown
    assert panel.toggle_button.text() == "Analyse"


def test_analysis_of_finished_position(qtbot, controller) -> None:
    # White has a piece on Black's home row and Black none on White's: White has won.
    over = Position.from_efn(Position.start(6, 6).efn())
    geo = over.geometry
    over = Position(geo, 1 << geo.square(0, 5), 1 << geo.square(5, 3), Color.WHITE)
    with qtbot.waitSignal(controller.position_over, timeout=1000):
        controller.start(over)
    assert not controller.searching
    assert controller.hints == []


def test_analysis_panel_toggle_without_position(qtbot, controller) -> None:
    panel = AnalysisPanel(controller)
    qtbot.addWidget(panel)
    panel.toggle_button.click()  # nothing to analyse yet: stays off
    assert not panel.toggle_button.isChecked() and not controller.running


def test_analysis_panel_names_its_engine(qtbot, controller) -> None:
    panel = AnalysisPanel(controller)
    qtbot.addWidget(panel)
    assert panel.engine_label.text() == "Engine: Epaminondas (built-in)"
    assert "Preferences" in panel.engine_label.toolTip()
    other = EngineSpec("Sparring 2.1", ("/usr/bin/sparring",))
    controller.set_engine(other)
    assert panel.engine_label.text() == "Engine: Sparring 2.1"


def test_compact_number() -> None:
    assert compact_number(12_345_678).endswith(" M")
    assert compact_number(999) == "999"


# -- game review ---------------------------------------------------------------------------


def short_game(plies: int = 10) -> Line:
    tree = GameTree.new(Position.start(6, 6))
    for _ in range(plies):
        if tree.outcome() is not None:
            break
        tree.play(legal_moves(tree.position)[-1])
    return tree.main_line()


def material_analyser():
    def analyse(played: PlayedPosition) -> PositionAnalysis:
        position = played.position
        moves = legal_moves(position)
        diff = position.white.bit_count() - position.black.bit_count()
        value = diff * 100 if position.turn is Color.WHITE else -diff * 100
        return PositionAnalysis(Score(value), moves[0], (moves[0],))

    return analyse


def test_review_controller_completes(qtbot) -> None:
    game = short_game()
    ctl = ReviewController(analysing(material_analyser()))
    panel = ReviewPanel(ctl)
    qtbot.addWidget(panel)
    progress: list[tuple[int, int]] = []
    ctl.progress.connect(lambda done, total: progress.append((done, total)))
    with qtbot.waitSignal(ctl.finished, timeout=5000) as blocker:
        panel.start_review(game.positions, game.moves, game.rules)
    review: GameReview = blocker.args[0]
    assert review.complete and len(review.moves) == len(game.moves)
    assert progress[-1] == (len(game.positions), len(game.positions))
    assert not ctl.running
    assert ctl.review is review
    assert panel.graph.point_count == len(game.positions)
    assert "complete" in panel.status.text()
    errors = len(review.errors())
    assert panel.errors.count() == errors


class RecordingSearcher:
    """A searcher that records what the review asks the engine for."""

    def __init__(self) -> None:
        self.requests: list[SearchRequest] = []
        self.pid = None

    def search(self, request: SearchRequest, *, stop: threading.Event | None = None,
               on_info: Callable[[SearchInfo], None] | None = None) -> SearchResult:
        self.requests.append(request)
        return SearchResult(None, Score(0), 1, 1, 1)

    def kill(self) -> None:
        pass

    def close(self, timeout_s: float | None = None) -> None:
        pass


def test_the_review_job_sends_each_position_with_the_game_before_it() -> None:
    game = short_game(6)
    searcher = RecordingSearcher()
    work = review_work(tuple(game.positions), tuple(game.moves), game.rules, 40)
    work(searcher, StopFlag(), lambda _report: None)
    assert [(r.start, r.moves, r.limits) for r in searcher.requests] == [
        (game.start, tuple(game.moves[:ply]), Limits(movetime_ms=40))
        for ply in range(len(game.positions))
    ]


def test_review_controller_cancel(qtbot) -> None:
    game = short_game(12)
    ctl = ReviewController(analysing(material_analyser(), delay_s=0.2))
    finished: list[object] = []
    ctl.finished.connect(finished.append)
    with qtbot.waitSignal(ctl.progress, timeout=5000):
        ctl.start(game.positions, game.moves)
    with qtbot.waitSignal(ctl.cancelled, timeout=1000):
        ctl.cancel()
    assert not ctl.running
    qtbot.waitUntil(lambda: ctl.settled, timeout=5000)  # the cancelled job's end arrived
    assert finished == []
    ctl.shutdown()


def test_review_controller_reports_failure(qtbot) -> None:
    def broken(request: SearchRequest, stop: threading.Event, on_info) -> SearchResult:
        raise RuntimeError("analysis exploded")

    game = short_game(2)
    ctl = ReviewController(broken)
    with qtbot.waitSignal(ctl.failed, timeout=5000) as blocker:
        ctl.start(game.positions, game.moves)
    assert "exploded" in blocker.args[0]
    assert not ctl.running


def test_review_panel_start_button_follows_the_review(qtbot) -> None:
    game = short_game(4)
    ctl = ReviewController(analysing(material_analyser()))
    panel = ReviewPanel(ctl)
    qtbot.addWidget(panel)
    panel.set_can_start(False)
    assert not panel.start_button.isEnabled()
    assert "nothing to review" in panel.start_button.toolTip()
    panel.set_can_start(True)
    assert panel.start_button.text() == "Review" and "Ctrl+R" in panel.start_button.toolTip()
    with qtbot.waitSignal(panel.start_requested, timeout=1000):
        panel.start_button.click()
    with qtbot.waitSignal(ctl.finished, timeout=5000):
        panel.start_review(game.positions, game.moves, game.rules)
        assert panel.start_button.isHidden() and not panel.cancel_button.isHidden()
    assert not panel.start_button.isHidden() and panel.cancel_button.isHidden()
    assert panel.start_button.text() == "Review again"
    panel.begin(0)
    assert panel.start_button.text() == "Review"
    ctl.shutdown()


def test_review_entries_wrap_in_a_narrow_panel_and_show_all_on_hover(qtbot) -> None:
    moves = tuple(legal_moves(Position.start(14, 12))[:6])
    error = MoveReview(
        ply=23, move=moves[0], mover=Color.BLACK, notation="a11.a12-a9.a10",
        score_before=Score(40), score_after=Score(-900), drop=940,
        classification=Classification.BLUNDER, best_move=moves[1], best_pv=(moves[1],),
        best_notation="n12.n11.n10.n9-n5.n6.n7.n8",
    )
    panel = ReviewPanel()
    qtbot.addWidget(panel)
    panel.resize(230, 600)
    panel.show()
    qtbot.waitExposed(panel)
    panel.show_review(GameReview((error,), (), (), True))
    assert panel.errors.count() == 1
    item = panel.errors.item(0)
    text = item.text()
    assert "better: n12.n11.n10.n9-n5.n6.n7.n8" in text
    assert text in item.toolTip() and "Black lost 9.40 pieces" in item.toolTip()
    rect = panel.errors.visualItemRect(item)
    assert rect.right() <= panel.errors.viewport().width()  # not cut at the right
    metrics = panel.errors.fontMetrics()
    # The entry is wider than the list: it takes as many lines as the wrapped text needs.
    assert metrics.horizontalAdvance(text) > panel.errors.viewport().width()
    text_width = rect.width() - panel.errors.iconSize().width() - 12
    needed = metrics.boundingRect(
        QRect(0, 0, text_width, 10_000), Qt.TextFlag.TextWordWrap, text
    ).height()
    assert needed >= 2 * metrics.lineSpacing()
    assert rect.height() >= needed


def test_graph_click_emits_ply(qtbot) -> None:
    game = short_game()
    review = review_game(game.positions, game.moves, material_analyser())
    graph = EvalGraphWidget()
    qtbot.addWidget(graph)
    graph.resize(400, 120)
    graph.show()
    qtbot.waitExposed(graph)
    graph.set_review(review)
    graph.set_current_ply(3)
    target = graph.point_position(5)
    with qtbot.waitSignal(graph.ply_clicked, timeout=1000) as blocker:
        QTest.mouseClick(
            graph,
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
            QPoint(round(target.x()), round(target.y())),
        )
    assert blocker.args == [5]
    assert graph._tooltip(5).startswith("3. ")  # the 5th ply is White's 3rd move
    graph.grab()


def test_graph_grows_with_live_moves(qtbot) -> None:
    game = short_game(4)
    review = review_game(game.positions, game.moves, material_analyser())
    graph = EvalGraphWidget()
    qtbot.addWidget(graph)
    graph.set_length(len(game.positions))
    graph.add_move(review.moves[0])
    assert graph.point_count == len(game.positions)
    assert graph._scores[0] is not None and graph._scores[2] is None
    assert all(isinstance(m.classification, Classification) for m in review.moves)


def test_arrows_and_threats() -> None:
    start = Position.start(8, 8)
    moves = legal_moves(start)[:4]
    arrows = analysis_arrows(moves, LIGHT)
    assert len(arrows) == 3
    assert arrows[0][:2] == (moves[0].rear, moves[0].rear_to)
    assert arrows[0][2].alpha() > arrows[1][2].alpha() > arrows[2][2].alpha()
    capturable, entries = threat_squares(start, DEFAULT_RULES)
    assert capturable == [] and entries == []


def test_the_error_list_draws_each_colour_s_dot_once(qtbot, monkeypatch) -> None:
    # A long game's review ended drawing a dot for every error, twice (the list made
    # again when the reasons came): 80 pictures, a third of the end's 150 ms.
    from epaminondas_gui.gui.analysis import review_panel

    drawn: list[str] = []
    real = review_panel._draw_dot

    def draw(color: QColor):  # type: ignore[no-untyped-def]
        drawn.append(color.name())
        return real(color)

    monkeypatch.setattr(review_panel, "_draw_dot", draw)
    moves = legal_moves(Position.start(14, 12))
    kinds = [Classification.BLUNDER, Classification.MISTAKE] * 5
    errors = tuple(
        MoveReview(ply=ply, move=moves[ply], mover=Color.WHITE, notation="a2-a3",
                   score_before=Score(0), score_after=Score(-500), drop=500,
                   classification=kind, best_move=None, best_pv=(), best_notation="")
        for ply, kind in enumerate(kinds)
    )
    panel = ReviewPanel()
    qtbot.addWidget(panel)
    monkeypatch.setattr(review_panel, "_DOTS", {})  # not those of the summary's dots
    panel.show_review(GameReview(errors, (), (), True))
    panel.set_explanations({0: "it left a piece"})
    assert panel.errors.count() == 10
    assert "it left a piece" in panel.errors.item(0).text()
    assert len(drawn) == 2 and len(set(drawn)) == 2


def test_the_graph_draws_its_curve_once_per_change_and_a_few_times_a_second_live(qtbot) -> None:
    """A paint of the graph copies its curve and dots drawn once (10 ms with 160 moves);
    a running review's reports redraw it at most every LIVE_REDRAW_MS, the review's end
    with the same moves not at all, a cursor moved never."""
    game = short_game(30)
    played = review_game(game.positions, game.moves, material_analyser())
    # A dot on every third move.
    review = replace(played, moves=tuple(
        replace(m, classification=Classification.BLUNDER) if m.ply % 3 == 0 else m
        for m in played.moves
    ))
    graph = EvalGraphWidget()
    qtbot.addWidget(graph)
    graph.resize(400, 120)
    graph.show()
    qtbot.waitExposed(graph)
    graph.set_length(len(game.positions))
    graph.grab()
    drawn = graph.pictures_drawn
    for move in review.moves:
        graph.add_move(move)
        graph.grab()  # a paint at every report, as the window's may be
    assert graph.pictures_drawn == drawn  # the live moves wait for the timer
    qtbot.waitUntil(lambda: graph.pictures_drawn == drawn + 1, timeout=2000)
    live = graph.grab().toImage()
    graph.set_review(review)  # the same moves: nothing to draw
    assert graph.grab().toImage() == live
    graph.set_current_ply(3)
    with_cursor = graph.grab().toImage()
    graph.set_current_ply(12)
    assert graph.grab().toImage() != with_cursor
    assert graph.pictures_drawn == drawn + 1
    # Each error's dot on the position it led to, in its class's colour.
    image = graph.grab().toImage()
    for ply in (0, 3, 9):
        dot = graph.point_position(ply + 1).toPoint()
        assert QColor(image.pixel(dot)) == CLASS_COLORS[Classification.BLUNDER]
    # The same as a graph given the whole review at once.
    fresh = EvalGraphWidget()
    qtbot.addWidget(fresh)
    fresh.resize(400, 120)
    fresh.set_review(review)
    fresh.set_current_ply(12)
    assert fresh.grab().toImage() == graph.grab().toImage()
    graph.set_theme(DARK)
    graph.grab()
    graph.resize(300, 120)
    graph.grab()
    assert graph.pictures_drawn == drawn + 3
    graph.set_review(GameReview(review.moves[:5], review.white_scores, (), False))
    graph.grab()
    assert graph.pictures_drawn == drawn + 4


def test_the_error_list_keeps_the_entries_added_live_at_the_review_s_end(qtbot) -> None:
    """A review's end and its reasons make no entry again (the list was made anew from its
    moves: items made, laid out, a long game's 40-90 of them): what it shows is what a
    list made anew from the whole review shows."""
    moves = legal_moves(Position.start(14, 12))
    kinds = [Classification.BLUNDER, Classification.GOOD, Classification.MISTAKE,
             Classification.INACCURACY] * 3
    reviews = tuple(
        MoveReview(ply=ply, move=moves[ply], mover=Color.WHITE if ply % 2 == 0 else Color.BLACK,
                   notation="a2-a3", score_before=Score(0), score_after=Score(-500), drop=500,
                   classification=kind, best_move=None, best_pv=(), best_notation="")
        for ply, kind in enumerate(kinds)
    )
    review = GameReview(reviews, (), (), True)
    why = {0: "it left a piece", 6: "it let a phalanx through"}

    def entries(panel: ReviewPanel) -> list[tuple[str, str, object]]:
        return [(item.text(), item.toolTip(), item.data(Qt.ItemDataRole.UserRole))
                for item in map(panel.errors.item, range(panel.errors.count()))]

    whole = ReviewPanel()
    qtbot.addWidget(whole)
    whole.show_review(review)
    at_the_end = entries(whole)
    whole.set_explanations(why)
    explained = entries(whole)
    assert len(explained) == 9 and explained != at_the_end
    assert explained[0][0].endswith("\nit left a piece")

    live = ReviewPanel()
    qtbot.addWidget(live)
    live.begin(len(reviews) + 1)
    for move in reviews:
        live.add_move(move)
    first = live.errors.item(0)
    assert live.entries_made == 9
    live.show_review(review)
    assert entries(live) == at_the_end
    live.set_explanations(why)
    assert entries(live) == explained
    assert live.entries_made == 9 and live.errors.item(0) is first
    # Another review's errors: the list made anew.
    live.show_review(GameReview(reviews[:4], (), (), True))
    assert [e[2] for e in entries(live)] == [0, 2, 3]
    assert live.entries_made == 12
