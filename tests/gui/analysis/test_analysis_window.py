"""Analysis mode, threat marks and game review in the main window, driven as a user does."""

from __future__ import annotations

import threading

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from epaminondas_gui.core.ai.types import Score, SearchRequest, SearchResult
from epaminondas_gui.core.games.players import Computer, Human
from epaminondas_gui.core.games.tree import GameTree
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.position import Color, Position, SymmetryRule
from epaminondas_gui.core.study.analysis import PlayedPosition, PositionAnalysis
from epaminondas_gui.gui.main_window import MainWindow
from epaminondas_gui.gui.settings import GameSetup

from ..conftest import MakeWindow, drag, human_game
from ..searches import analysing

SMALL = human_game(6, 6)


def menu_action(window: MainWindow, name: str) -> QAction:
    """An action as the user finds it: in the Analysis menu."""
    for action in window.analysis.menu.actions():
        if action.objectName() == name:
            return action
    raise AssertionError(f"no {name} in the Analysis menu")


def press(window: MainWindow, key: Qt.Key, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
    # Shortcuts only reach the active window.
    window.activateWindow()
    assert QTest.qWaitForWindowActive(window, 3000)
    QTest.keyClick(window.board.view, key, modifiers)


def test_analysis_shows_lines_arrows_and_bar(make_window: MakeWindow, qtbot: QtBot) -> None:
    window = make_window(SMALL)
    analysis = window.analysis
    assert window.analysis.act_analyse is menu_action(window, "analyse")
    assert not analysis.eval_bar.isVisible()
    press(window, Qt.Key.Key_A)
    assert window.analysis.act_analyse.isChecked()
    assert analysis.dock.isVisible() and analysis.eval_bar.isVisible()
    qtbot.waitUntil(lambda: bool(window.board.scene.arrows), timeout=8000)
    qtbot.waitUntil(lambda: analysis.eval_bar.score is not None, timeout=8000)
    hints = analysis.controller.hints
    assert hints
    pos = window.session.shown_position
    for (start, end, color), hint in zip(window.board.scene.arrows, hints, strict=False):
        assert (start, end) == (hint.move.rear, hint.move.rear_to)
        assert pos.piece_at(start) is pos.turn
        assert isinstance(color, QColor)
    assert analysis.panel.rows[0].hint is not None
    # Off again: stopped, the bar hidden, no arrows.
    menu_action(window, "analyse").trigger()
    assert not analysis.controller.running
    assert not analysis.eval_bar.isVisible()
    assert window.board.scene.arrows == []
    # Late reports of the stopped search must not bring arrows back.
    qtbot.waitUntil(lambda: analysis.controller.settled, timeout=5000)
    assert window.board.scene.arrows == []


def test_browsing_restarts_analysis_on_the_shown_position(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    window = make_window(SMALL)
    drag(window, "b2", "b3")
    drag(window, "b5", "b4")
    session = window.session
    assert session.line.ply == 2
    window.analysis.act_analyse.setChecked(True)  # as the position editor's "Analyse" does
    ctl = window.analysis.controller
    qtbot.waitUntil(lambda: ctl.position == session.line.positions[2] and ctl.searching)
    window.game_actions.act_first.trigger()
    start = session.line.positions[0]
    qtbot.waitUntil(lambda: ctl.position == start and ctl.searching, timeout=3000)
    qtbot.waitUntil(lambda: bool(window.board.scene.arrows), timeout=8000)
    for square, _to, _color in window.board.scene.arrows:
        assert start.piece_at(square) is Color.WHITE
    # A move on the board (back at the end) restarts it again.
    window.game_actions.act_last.trigger()
    qtbot.waitUntil(lambda: ctl.position == session.line.position, timeout=3000)
    drag(window, "c2", "c3")
    qtbot.waitUntil(lambda: ctl.position == session.line.position and ctl.searching, timeout=3000)
    assert session.line.ply == 3


def slow_search(log: list[str]):
    """Thinks until stopped, then plays the first legal move (for the AI and analysis)."""

    def search(request: SearchRequest, stop: threading.Event, on_info) -> SearchResult:
        log.append("analysis" if request.multipv > 1 else "move")
        stop.wait(10)
        move = legal_moves(request.position, request.rules)[0]
        return SearchResult(move, Score(0), 1, 1, 1, (move,))

    return search


def test_analysis_pauses_while_the_ai_thinks(make_window: MakeWindow, qtbot: QtBot) -> None:
    log: list[str] = []
    setup = GameSetup(6, 6, None, SymmetryRule.MIDLINE, Human(), Computer(1))
    window = make_window(setup, search=slow_search(log))
    analysis = window.analysis
    window.analysis.act_analyse.setChecked(True)
    qtbot.waitUntil(lambda: analysis.controller.searching)
    drag(window, "b2", "b3")
    qtbot.waitUntil(lambda: window.session.ai.busy and not analysis.controller.running)
    assert analysis.paused and analysis.paused_label.isVisible()
    assert analysis.eval_bar.isVisible()  # the mode stays on
    window.game_actions.act_move_now.trigger()
    qtbot.waitUntil(lambda: window.session.line.ply == 2, timeout=3000)
    qtbot.waitUntil(lambda: analysis.controller.searching, timeout=3000)
    assert analysis.controller.position == window.session.line.position
    assert not analysis.paused_label.isVisible()


def test_threat_marks(make_window: MakeWindow, qtbot: QtBot) -> None:
    window = make_window(SMALL)
    session = window.session
    # Black's pair c4-d4 can capture the lone White piece on e4; Black's f2 can step onto
    # White's home row at e1 or f1.
    position = Position.from_efn("6/6/2BBW1/6/5B/W5 W")
    session.load_tree(GameTree.new(position), SMALL)
    geo = position.geometry
    press(window, Qt.Key.Key_T)
    assert window.analysis.act_threats.isChecked()
    capturable, entries = window.board.scene.threat_marks
    assert capturable == [geo.parse_square("e4")]
    assert sorted(entries) == sorted(geo.parse_square(n) for n in ("e1", "f1"))
    # The marks follow the shown position: moving e4 away removes its ring.
    drag(window, "e4", "e5")
    capturable, _entries = window.board.scene.threat_marks
    assert geo.parse_square("e4") not in capturable  # now Black's threats are shown
    window.game_actions.act_back.trigger()
    assert window.board.scene.threat_marks[0] == [geo.parse_square("e4")]
    # The status bar says what the marks mean.
    legend = window.analysis.threat_legend
    assert legend.isVisible()
    assert "can be captured (1)" in legend.text() and "can enter (2)" in legend.text()
    # Not carried over: a new game, or the next start, begins without them.
    other = MainWindow(setup=SMALL, prefs=window.prefs)
    try:
        assert not other.analysis.act_threats.isChecked()
    finally:
        other.close()
    window.start_new_game(SMALL)
    assert not window.analysis.act_threats.isChecked()
    assert window.board.scene.threat_marks == ([], []) and not legend.isVisible()


def material_analyser(played: PlayedPosition) -> PositionAnalysis:
    position = played.position
    moves = legal_moves(position)
    diff = position.white.bit_count() - position.black.bit_count()
    value = diff * 100 if position.turn is Color.WHITE else -diff * 100
    return PositionAnalysis(Score(value), moves[-1], (moves[-1],))


def to_move_wins(played: PlayedPosition) -> PositionAnalysis:
    """Every position is good for the side to move: so every move is graded an error."""
    move = legal_moves(played.position)[-1]
    return PositionAnalysis(Score(300), move, (move,))


def test_review_game_and_browse_from_it(make_window: MakeWindow, qtbot: QtBot) -> None:
    window = make_window(SMALL)
    window.analysis.review_search = analysing(to_move_wins)
    for start, end in (("b2", "b3"), ("b5", "b4"), ("c2", "c3"), ("e5", "e4")):
        drag(window, start, end)
    session = window.session
    assert session.line.ply == 4
    panel = window.analysis.review_panel
    press(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    review = window.analysis.review
    assert review is not None
    qtbot.waitUntil(lambda: review.review is not None and not review.running, timeout=8000)
    assert window.analysis.tabs.currentWidget() is window.analysis.review_page
    assert panel.graph.point_count == 5
    # A click on the graph's first point shows the start.
    graph = panel.graph
    point = graph.point_position(0).toPoint()
    QTest.mouseClick(graph, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    assert session.view_ply == 0
    point = graph.point_position(3).toPoint()
    QTest.mouseClick(graph, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    assert session.view_ply == 3
    # An error in the list shows the position before it and the better move as an arrow.
    result = review.review
    assert result is not None and result.complete
    errors = [m for m in result.moves if m.better_move is not None]
    assert errors and panel.errors.count() == len(errors)
    for row in range(panel.errors.count()):
        item = panel.errors.item(row)
        rect = panel.errors.visualItemRect(item)
        QTest.mouseClick(
            panel.errors.viewport(),
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
            rect.center(),
        )
        ply = item.data(Qt.ItemDataRole.UserRole)
        assert session.view_ply == ply
        better = next(m.better_move for m in errors if m.ply == ply)
        assert better is not None
        assert window.board.scene.hint_arrow == (better.rear, better.rear_to)


def test_the_review_tab_starts_a_review_with_its_button(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    window = make_window(SMALL)
    window.analysis.review_search = analysing(to_move_wins)
    panel = window.analysis.review_panel
    assert not panel.start_button.isEnabled()  # no moves yet
    drag(window, "b2", "b3")
    drag(window, "b5", "b4")
    assert panel.start_button.isEnabled()
    window.analysis.act_dock.trigger()
    window.analysis.tabs.setCurrentWidget(window.analysis.review_page)
    qtbot.waitExposed(panel.start_button)
    QTest.mouseClick(panel.start_button, Qt.MouseButton.LeftButton)
    review = window.analysis.review
    assert review is not None
    qtbot.waitUntil(lambda: review.review is not None and not review.running, timeout=8000)
    assert panel.graph.point_count == 3
    assert panel.start_button.text() == "Review again"
    window.start_new_game(SMALL)
    assert not panel.start_button.isEnabled() and panel.start_button.text() == "Review"


def test_review_of_an_empty_game_says_so(make_window: MakeWindow) -> None:
    window = make_window(SMALL)
    menu_action(window, "review_game").trigger()
    assert window.analysis.review is None
    assert "no moves" in window.statusBar().currentMessage()


def test_new_game_cancels_the_review(make_window: MakeWindow, qtbot: QtBot) -> None:
    window = make_window(SMALL)
    gate = threading.Event()

    def waiting(request: SearchRequest, stop: threading.Event, on_info) -> SearchResult:
        while not stop.is_set() and not gate.is_set():
            stop.wait(0.01)
        return analysing(material_analyser)(request, stop, on_info)

    window.analysis.review_search = waiting
    drag(window, "b2", "b3")
    menu_action(window, "review_game").trigger()
    review = window.analysis.review
    assert review is not None and review.running
    window.start_new_game(SMALL)
    assert not review.running
    assert window.analysis.review_panel.graph.point_count == 0


def test_hint_key_draws_an_arrow(make_window: MakeWindow, qtbot: QtBot) -> None:
    window = make_window(SMALL)
    press(window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.board.scene.hint_arrow is not None, timeout=8000)
    first = window.board.scene.hint_arrow
    hints = window.session.hints
    assert first == (hints[0].rear, hints[0].rear_to)
    if len(hints) > 1:
        press(window, Qt.Key.Key_H)
        assert window.board.scene.hint_arrow == (hints[1].rear, hints[1].rear_to)


def test_close_while_analysing_joins_the_threads(make_window: MakeWindow, qtbot: QtBot) -> None:
    window = make_window(SMALL)
    window.analysis.review_search = analysing(material_analyser)
    drag(window, "b2", "b3")
    window.analysis.act_analyse.setChecked(True)
    ctl = window.analysis.controller
    qtbot.waitUntil(lambda: ctl.searching)
    window.close()
    assert ctl._runner._thread is None
    assert not ctl.running
    for _ in range(5):  # whatever was queued for the window runs: no late restart
        QApplication.processEvents()
    assert ctl._runner._thread is None


def test_flip_and_theme_reach_the_bar(make_window: MakeWindow) -> None:
    window = make_window(SMALL)
    bar = window.analysis.eval_bar
    window.view_actions.act_flip.trigger()
    assert bar._flipped
    window.view_actions.act_dark.trigger()
    assert bar._theme.name.value == "dark"


def test_analysis_stops_at_the_end_of_the_game(make_window: MakeWindow, qtbot: QtBot) -> None:
    window = make_window(SMALL)
    analysis = window.analysis
    window.analysis.act_analyse.setChecked(True)
    qtbot.waitUntil(lambda: analysis.controller.running, timeout=5000)
    window.session.resign()  # declared end: the board position itself is still open
    # A position that the rules have ended: no search, no "Thinking…", no Stop.
    won = Position.from_efn("W5/6/6/6/5B/6 W")  # White on Black's home row, to move: won
    window.session.start_from(won, window.session.rules, SMALL)
    qtbot.waitUntil(lambda: not analysis.controller.running, timeout=5000)
    panel = analysis.panel
    assert panel.toggle_button.text() == "Analyse"
    assert "Thinking" not in panel.stats.text()
    assert "wins" in panel.message.text()
    assert window.analysis.act_analyse.isChecked()  # the mode stays on for other positions


def test_analysis_stops_at_its_time_limit_and_says_where(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    window = make_window(SMALL)
    analysis = window.analysis
    analysis.set_limits(300, 1)  # Preferences → Analysis stops after 0.3 s
    window.analysis.act_analyse.setChecked(True)
    with qtbot.waitSignal(analysis.controller.running_changed, timeout=10000) as stopped:
        pass
    assert stopped.args == [False] or not analysis.controller.running
    qtbot.waitUntil(lambda: not analysis.controller.running, timeout=10000)
    qtbot.waitUntil(lambda: "Stopped at depth" in analysis.panel.stats.text(), timeout=5000)
    # It does not start again by itself on the same position...
    window.session.state_changed.emit()
    analysis.sync()
    assert not analysis.controller.running
    # ...but does on another one.
    drag(window, "a2", "a3")
    analysis.sync()
    assert analysis.controller.running


def test_a_review_says_when_the_game_has_changed_since(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    window = make_window(SMALL)
    window.analysis.review_search = analysing(to_move_wins)
    for start, end in (("b2", "b3"), ("b5", "b4")):
        drag(window, start, end)
    window.analysis.review_game()
    review = window.analysis.review
    assert review is not None
    qtbot.waitUntil(lambda: review.review is not None and not review.running, timeout=8000)
    status = window.analysis.review_panel.status
    assert "error" in status.text()
    drag(window, "c2", "c3")  # the game goes on
    assert status.text().startswith("The game has changed since this review")


def test_the_evaluation_bar_is_as_tall_as_the_board_at_every_size(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    from epaminondas_gui.gui.board.painter import board_rect, outer_rect

    window = make_window(human_game(8, 8))
    window.analysis.act_analyse.setChecked(True)
    bar = window.analysis.eval_bar

    def board_height() -> int:
        geo = window.board.scene.geometry
        outer = outer_rect(geo)
        size = window.board.view.viewport().size()
        scale = min(size.width() / outer.width(), size.height() / outer.height())
        return int(board_rect(geo).height() * scale)

    for width, height in ((1000, 700), (1400, 950), (820, 620)):
        window.resize(width, height)
        qtbot.waitUntil(lambda: window.board.view.viewport().width() > 0)
        qtbot.waitUntil(lambda: abs(bar.height() - board_height()) <= 1, timeout=3000)
