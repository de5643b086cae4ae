"""Analysis mode, game review and the evaluation widgets."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from epaminondas_gui.core.ai.types import (
    MATE_SCORE,
    Limits,
    Score,
    SearchInfo,
    SearchRequest,
    SearchResult,
)
from epaminondas_gui.core.games.tree import GameTree, Line
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.position import DEFAULT_RULES, Color, Move, Position
from epaminondas_gui.core.study.analysis import (
    Classification,
    GameReview,
    PlayedPosition,
    PositionAnalysis,
    review_game,
)
from epaminondas_gui.gui.analysis.eval_bar import EvalBar, score_text, white_share, white_view
from epaminondas_gui.gui.analysis.panel import (
    AnalysisController,
    AnalysisPanel,
    analysis_arrows,
    compact_number,
    threat_squares,
)
from epaminondas_gui.gui.analysis.review import (
    EvalGraphWidget,
    ReviewController,
    ReviewPanel,
    review_work,
)
from epaminondas_gui.gui.theme import LIGHT

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


def material_analyser(delay: float = 0.0, stop: threading.Event | None = None):
    def analyse(played: PlayedPosition) -> PositionAnalysis:
        position = played.position
        if delay:
            end = time.monotonic() + delay
            while time.monotonic() < end and not (stop and stop.is_set()):
                time.sleep(0.002)
        moves = legal_moves(position)
        diff = position.white.bit_count() - position.black.bit_count()
        value = diff * 100 if position.turn is Color.WHITE else -diff * 100
        return PositionAnalysis(Score(value), moves[0], (moves[0],))

    return analyse


def test_review_controller_completes(qtbot) -> None:
    game = short_game()
    ctl = ReviewController(lambda ms, rules, stop: material_analyser())
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
    work = review_work(tuple(game.positions), tuple(game.moves), game.rules, 40, None)
    work(searcher, threading.Event(), lambda _report: None)
    assert [(r.start, r.moves, r.limits) for r in searcher.requests] == [
        (game.start, tuple(game.moves[:ply]), Limits(movetime_ms=40))
        for ply in range(len(game.positions))
    ]


def test_review_controller_cancel(qtbot) -> None:
    game = short_game(12)
    ctl = ReviewController(lambda ms, rules, stop: material_analyser(0.2, stop))
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
    def broken(ms, rules, stop):
        def analyse(played: PlayedPosition) -> PositionAnalysis:
            raise RuntimeError("analysis exploded")

        return analyse

    game = short_game(2)
    ctl = ReviewController(broken)
    with qtbot.waitSignal(ctl.failed, timeout=5000) as blocker:
        ctl.start(game.positions, game.moves)
    assert "exploded" in blocker.args[0]
    assert not ctl.running


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
