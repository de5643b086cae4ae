"""The analysis kept on the game tree, in the window: a reviewed game saved and reopened
shows its marks, graph, evaluations and reasons without a search; the analysis' lines come
back when the player browses away and back."""

from __future__ import annotations

import threading
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from epaminondas_gui.core.ai import motifs
from epaminondas_gui.core.ai.motifs import Motif, MotifName
from epaminondas_gui.core.ai.types import Score, SearchInfo, SearchRequest, SearchResult
from epaminondas_gui.core.games.annotations import Mark, Why
from epaminondas_gui.core.games.record_text import read_game_file, write_record
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.notation import parse_move
from epaminondas_gui.core.rules.position import Move, Position
from epaminondas_gui.core.study import tree_review
from epaminondas_gui.core.study.analysis import (
    Classification,
    MoveReview,
    PlayedPosition,
    PositionAnalysis,
)
from epaminondas_gui.gui.analysis.review_controller import ReviewController
from epaminondas_gui.gui.analysis.review_words import review_why
from epaminondas_gui.gui.main_window import MainWindow

from ..conftest import MakeWindow, drag, human_game
from ..opening import open_game
from ..searches import analysing

SMALL = human_game(6, 6)


def to_move_wins(played: PlayedPosition) -> PositionAnalysis:
    """Every position is good for the side to move: every move is graded an error."""
    move = legal_moves(played.position)[-1]
    return PositionAnalysis(Score(300), move, (move,))


def reviewed(make_window: MakeWindow, qtbot: QtBot) -> MainWindow:
    """A 6×6 game of four moves by hand, reviewed (every move a blunder: see to_move_wins)."""
    window = make_window(SMALL)
    window.analysis.review_search = analysing(to_move_wins)
    for start, end in (("b2", "b3"), ("b5", "b4"), ("c2", "c3"), ("e5", "e4")):
        drag(window, start, end)
    window.analysis.review_game()
    review = window.analysis.review
    assert review is not None
    qtbot.waitUntil(lambda: review.review is not None and not review.running, timeout=8000)
    # The marks follow in the next turn of the event loop.
    qtbot.waitUntil(lambda: len(window.game_panel.move_panel.marks) == 4, timeout=2000)
    return window


def no_search(request: SearchRequest, stop: threading.Event, on_info) -> SearchResult:
    raise AssertionError("a kept review must not search again")


def test_a_reviewed_game_saved_and_reopened_keeps_its_review(
    make_window: MakeWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    window = reviewed(make_window, qtbot)
    marks = window.game_panel.move_panel.marks
    assert sorted(marks.values()) == ["??"] * 4  # 300 -> -300: a blunder each
    panel = window.analysis.review_panel
    # The reasons are worked out on a thread and follow.
    qtbot.waitUntil(lambda: "\n" in panel.errors.item(0).text(), timeout=5000)
    texts = [panel.errors.item(row).text() for row in range(panel.errors.count())]
    assert len(texts) == 4
    assert texts[0] == ("1. b2-b3 ??  Blunder  ·  better: f1.e2-c4\nYou played b2-b3, which "
                        "allows the capture b6.b5-b3:1; f1.e2-c4 allows the capture "
                        "c6.c5-c4:1 and threatens the capture d1.d3-d5:2.")
    path = tmp_path / "reviewed.epam"
    path.write_text(write_record(window.files.record()), encoding="utf-8")
    record = read_game_file(path)
    assert [n.glyph for n in record.mainline()] == ["??"] * 4
    assert [n.verdict.mark for n in record.mainline() if n.verdict] == [Mark.BLUNDER] * 4
    assert record.root.lines[0].score.white() == Score(300)
    first = record.mainline()[0].verdict
    assert first is not None and first.why == Why((("allows-capture", 1),), (
        ("allows-capture", 1), ("threatens-capture", 2)))
    # Reopened in a new window whose engines must not be asked anything.
    again = make_window(SMALL, search=no_search)
    again.analysis.review_search = no_search
    assert open_game(qtbot, again, path)
    kept = again.analysis.review_panel
    assert kept.graph.point_count == 5
    assert kept.errors.count() == 4
    qtbot.waitUntil(lambda: "\n" in kept.errors.item(0).text(), timeout=5000)
    assert [kept.errors.item(row).text() for row in range(4)] == texts
    shown = again.game_panel.move_panel
    assert sorted(shown.marks.values()) == ["??"] * 4
    assert sorted(shown.evals.values()) == sorted(
        window.game_panel.move_panel.evals.values())
    assert again.analysis.review is None  # nothing was searched
    # An entry of the list still shows the position before the error and the better move.
    item = kept.errors.item(1)
    QTest.mouseClick(kept.errors.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, kept.errors.visualItemRect(item).center())
    assert again.session.view_ply == 1
    better = legal_moves(again.session.shown_position)[-1]
    assert again.board.scene.hint_arrow == (better.rear, better.rear_to)


def test_analysis_lines_come_back_after_browsing_away(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    answer = threading.Event()
    answer.set()

    def search(request: SearchRequest, stop: threading.Event, on_info) -> SearchResult:
        if not answer.is_set():
            stop.wait(10)  # the engine is slow now: only what the tree kept can show
        moves = legal_moves(request.position, request.rules)
        value = 40 + 10 * len(request.moves)  # White is to move in both positions
        return SearchResult(moves[1], Score(value), 5, 1, 1, (moves[1], ))

    window = make_window(SMALL, search=search)
    drag(window, "b2", "b3")
    drag(window, "b5", "b4")
    session, analysis = window.session, window.analysis
    ctl = analysis.controller
    rows = analysis.panel.rows
    analysis.act_analyse.setChecked(True)
    end = session.line.positions[2]
    qtbot.waitUntil(lambda: ctl.position == end and rows[0].hint is not None, timeout=8000)
    window.game_actions.act_first.trigger()
    start = session.line.positions[0]
    qtbot.waitUntil(lambda: ctl.position == start and rows[0].hint is not None
                    and rows[0].hint.move == legal_moves(start)[1], timeout=8000)
    answer.clear()
    for action, position, white in ((window.game_actions.act_last, end, Score(60)),
                                    (window.game_actions.act_first, start, Score(40))):
        action.trigger()

        def restarted(p: Position = position) -> bool:
            return ctl.position == p and ctl.searching

        qtbot.waitUntil(restarted, timeout=3000)
        hint = rows[0].hint
        assert hint is not None and hint.move == legal_moves(position)[1]
        assert analysis.eval_bar.score == white
        move = legal_moves(position)[1]
        assert (move.rear, move.rear_to) in [(a, b) for a, b, _c in window.board.scene.arrows]
    answer.set()


def test_the_reasons_speak_to_a_person_and_of_the_computer() -> None:
    start = Position.start(8, 8)
    played, better = parse_move(start, "a2-a3"), parse_move(start, "b2-b3")
    review = MoveReview(0, played, start.turn, "a2-a3", Score(0), Score(-75), 75,
                        Classification.INACCURACY, better, (better,), "b2-b3")
    geo = start.geometry
    entry = [Motif(MotifName.ENTRY)]
    capture = [Motif(MotifName.CAPTURE, 2)]
    cases = [
        (capture, entry, True, "You played a2-a3, which captures 2; b2-b3 enters the far row."),
        (capture, entry, False, "a2-a3 captures 2; b2-b3 enters the far row."),
        (capture, [], True, "You played a2-a3, which captures 2."),
        (capture, [], False, "a2-a3 captures 2."),
        ([], entry, True, "You played a2-a3; b2-b3 enters the far row."),
        ([], entry, False, "Instead of a2-a3, b2-b3 enters the far row."),
        ([], [], True, "You played a2-a3; b2-b3 was 0.75 pieces better."),
        ([], [], False, "Instead of a2-a3, b2-b3 was 0.75 pieces better."),
    ]
    for mine, theirs, yours, text in cases:
        assert review_why(review, mine, theirs, geo, yours) == text


def test_deeper_kept_lines_stand_until_the_new_search_passes_them(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    deep = threading.Event()
    deep.set()

    def search(request: SearchRequest, stop: threading.Event, on_info) -> SearchResult:
        moves = legal_moves(request.position, request.rules)
        move, depth = (moves[0], 9) if deep.is_set() else (moves[2], 2)
        on_info(SearchInfo(depth, Score(50), 10, 10, 1, (move,)))
        if not deep.is_set():
            stop.wait(10)
        return SearchResult(move, Score(50), depth, 10, 1, (move,))

    window = make_window(SMALL, search=search)
    drag(window, "b2", "b3")
    session, analysis = window.session, window.analysis
    ctl, rows = analysis.controller, analysis.panel.rows
    start = session.line.positions[0]
    window.game_actions.act_first.trigger()
    analysis.act_analyse.setChecked(True)
    qtbot.waitUntil(lambda: ctl.position == start and rows[0].hint is not None, timeout=8000)
    assert session.tree.root.lines[0].depth == 9
    deep.clear()
    window.game_actions.act_last.trigger()
    qtbot.waitUntil(lambda: ctl.position == session.line.position, timeout=3000)
    window.game_actions.act_first.trigger()
    # The new search reports depth 2 (another move): the depth-9 line kept stays shown.
    shallow = legal_moves(start)[2]
    qtbot.waitUntil(lambda: ctl.position == start and [h.move for h in ctl.hints] == [shallow],
                    timeout=8000)
    hint = rows[0].hint
    assert hint is not None and hint.move == legal_moves(start)[0]
    assert session.tree.root.lines[0].depth == 9
    deep.set()


def test_the_reasons_are_worked_out_on_the_gui_thread_a_move_a_turn(
    make_window: MakeWindow, qtbot: QtBot, monkeypatch
) -> None:
    """On a thread (one a review, then one for all), the reasons' pure Python held the
    GIL while the window waited for it after each call into Qt: a new game beside a long
    game's reasons took 190-310 ms in the soak. They are worked out on the GUI thread, a
    move's motifs a turn of the event loop (an error's two in one turn were up to 16 ms)."""
    window = make_window(SMALL)
    turns = [0]
    ticker = QTimer()
    ticker.timeout.connect(lambda: turns.__setitem__(0, turns[0] + 1))
    ticker.start(0)  # counts the turns of the event loop
    worked: list[tuple[int, int, int]] = []  # (thread, turn, ply) of each move's motifs
    real_motifs = motifs.hint_motifs

    def hint_motifs(start: Position, moves: Sequence[Move], *args: object) -> list[Motif]:
        worked.append((threading.get_ident(), turns[0], len(moves)))
        return real_motifs(start, moves, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(tree_review, "hint_motifs", hint_motifs)
    window.analysis.review_search = analysing(to_move_wins)
    for start_square, end in (("b2", "b3"), ("b5", "b4"), ("c2", "c3"), ("e5", "e4")):
        drag(window, start_square, end)
    panel = window.analysis.review_panel
    for _ in range(2):
        window.analysis.review_game()
        controller = window.analysis.review
        assert controller is not None

        def ended(review: ReviewController = controller) -> bool:
            return review.review is not None and not review.running

        qtbot.waitUntil(ended, timeout=8000)
        qtbot.waitUntil(lambda: panel.errors.count() == 4
                        and "\n" in panel.errors.item(3).text(), timeout=5000)
    assert panel.errors.item(0).text().startswith("1. b2-b3 ??  Blunder  ·  better: f1.e2-c4\n"
                                                  "You played b2-b3, which allows")
    ticker.stop()
    assert {thread for thread, _, _ in worked} == {threading.get_ident()}
    for review_worked in (worked[:len(worked) // 2], worked[len(worked) // 2:]):
        # The four errors' played and better moves, each in a turn of its own.
        assert sorted(ply for _, _, ply in review_worked) == [0, 0, 1, 1, 2, 2, 3, 3]
        assert len({turn for _, turn, _ in review_worked}) == 8


def test_a_review_s_marks_are_written_in_a_turn_of_their_own(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    """The review's end and its marks in the move list are two stretches of the GUI thread
    (one of 50-100 ms for a 160-ply game); a new game between them gets no marks."""
    window = make_window(SMALL)
    window.analysis.review_search = analysing(to_move_wins)
    for start, end in (("b2", "b3"), ("b5", "b4"), ("c2", "c3"), ("e5", "e4")):
        drag(window, start, end)
    at_the_end: list[int] = []
    window.analysis.review_game()
    controller = window.analysis.review
    assert controller is not None
    panel = window.game_panel.move_panel
    controller.finished.connect(lambda _review: at_the_end.append(len(panel.marks)))
    qtbot.waitUntil(lambda: len(panel.marks) == 4, timeout=8000)
    assert at_the_end == [0]
    nodes = [window.session.tree.root, *window.session.tree.mainline()]
    assert [node.glyph for node in nodes[1:]] == ["??"] * 4  # on the tree at once
    # Finished again, then a new game before the next turn: nothing shown of the old one.
    assert controller.review is not None
    window.analysis.notes.review_finished(nodes, controller.review)
    window.start_new_game(SMALL)
    assert panel.marks == {}
    for _ in range(3):  # turns of the event loop: the posted call runs and shows nothing
        QCoreApplication.processEvents()
    assert panel.marks == {}
