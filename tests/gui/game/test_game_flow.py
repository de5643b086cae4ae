"""Playing whole games in the window: the AI's turns, undo/redo, browsing, the end."""

from __future__ import annotations

import os
import threading
import time

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from pytestqt.qtbot import QtBot

from epaminondas_gui.core.ai.types import Score, SearchRequest, SearchResult
from epaminondas_gui.core.engine.client import EngineCrashed
from epaminondas_gui.core.games.players import Computer, Human
from epaminondas_gui.core.games.tree import GameTree
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.position import Color, Position, SymmetryRule
from epaminondas_gui.gui.dialogs.new_game import NewGameDialog
from epaminondas_gui.gui.settings import GameSetup

from ..conftest import MakeWindow, click, click_move, drag, human_game, quiet_prefs


def vs_ai(width: int = 14, height: int = 12, rows: int | None = None, level: int = 1) -> GameSetup:
    return GameSetup(width, height, rows, SymmetryRule.MIDLINE, Human(), Computer(level))


def slow_search(log: list[str]):
    """A stand-in search that thinks until stopped, then plays the first legal move."""

    def search(request: SearchRequest, stop: threading.Event, on_info) -> SearchResult:
        log.append("started")
        stop.wait(10)
        log.append("stopped")
        move = legal_moves(request.position, request.rules)[0]
        return SearchResult(move, Score(0), 1, 1, 1, (move,))

    return search


def test_ai_replies_and_undo_takes_back_both(make_window: MakeWindow, qtbot: QtBot) -> None:
    window = make_window(vs_ai())
    session = window.session
    drag(window, "g1", "g3")
    qtbot.waitUntil(lambda: session.line.ply == 2, timeout=10000)
    assert session.line.position.turn is Color.WHITE
    assert len(window.game_panel.move_list.nodes) == 2
    assert window.board.scene.interactive
    window.game_actions.act_undo.trigger()
    assert session.view_ply == 0
    assert window.board.scene.position == session.shown_position == session.line.start
    window.game_actions.act_redo.trigger()
    assert session.view_ply == 2
    assert not session.ai.busy  # White (human) to move after the redo


def test_the_ai_plays_through_an_engine_process_that_ends_with_the_window(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    window = make_window(vs_ai(level=5))
    session = window.session
    drag(window, "g1", "g3")
    qtbot.waitUntil(lambda: session.line.ply == 2, timeout=20000)
    pid = session.ai.engine_pid
    assert pid is not None and pid != os.getpid()
    window.close()
    assert session.ai.engine_pid is None
    with pytest.raises(ChildProcessError):
        os.waitpid(pid, os.WNOHANG)  # exited and reaped


def failing_search(failures: list[int], times: int):
    """A stand-in search that raises ``times`` times, then plays the first legal move."""

    def search(request: SearchRequest, stop: threading.Event, on_info) -> SearchResult:
        if len(failures) < times:
            failures.append(1)
            raise EngineCrashed("Epaminondas stopped (killed by signal 9)")
        move = legal_moves(request.position, request.rules)[0]
        return SearchResult(move, Score(0), 1, 1, 1, (move,))

    return search


def test_a_crashed_engine_is_restarted_once_and_the_player_told(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    failures: list[int] = []
    window = make_window(vs_ai(), search=failing_search(failures, 1))
    messages: list[str] = []
    news: list[str] = []
    window.session.ai_failed.connect(messages.append)
    window.session.engine_restarted.connect(news.append)
    drag(window, "g1", "g3")
    qtbot.waitUntil(lambda: window.session.line.ply == 2, timeout=5000)
    assert failures == [1] and messages == []
    assert news == ["Epaminondas stopped (killed by signal 9)"]
    assert window.game_panel.notice.text() == (
        "The computer's engine failed (Epaminondas stopped (killed by signal 9)); a new one "
        "was started and the game goes on.")


def test_a_computer_move_that_fails_twice_is_reported(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    failures: list[int] = []
    window = make_window(vs_ai(), search=failing_search(failures, 5))
    drag(window, "g1", "g3")
    qtbot.waitUntil(lambda: "The computer failed" in window.statusBar().currentMessage())
    assert "stopped (killed by signal 9)" in window.statusBar().currentMessage()
    qtbot.waitUntil(lambda: window.session.ai.settled, timeout=5000)
    assert len(failures) == 2 and window.session.line.ply == 1  # no endless retrying
    assert not window.session.ai.busy


def test_undo_while_ai_thinks_drops_the_stale_result(make_window: MakeWindow, qtbot: QtBot) -> None:
    log: list[str] = []
    window = make_window(vs_ai(), search=slow_search(log))
    session = window.session
    drag(window, "g1", "g3")
    qtbot.waitUntil(lambda: log == ["started"], timeout=3000)
    assert session.ai.busy and window.game_actions.act_move_now.isEnabled()
    window.game_actions.act_undo.trigger()
    assert session.view_ply == 0
    qtbot.waitUntil(lambda: log == ["started", "stopped"], timeout=3000)
    qtbot.waitUntil(lambda: session.ai.settled, timeout=5000)  # the late result: ignored
    assert session.view_ply == 0 and session.tree.main_line().ply == 1
    assert not session.ai.busy


def test_move_now_plays_at_once(make_window: MakeWindow, qtbot: QtBot) -> None:
    log: list[str] = []
    window = make_window(vs_ai(), search=slow_search(log))
    drag(window, "g1", "g3")
    qtbot.waitUntil(lambda: log == ["started"], timeout=3000)
    window.game_actions.act_move_now.trigger()
    qtbot.waitUntil(lambda: window.session.line.ply == 2, timeout=3000)


def test_close_while_ai_thinks(make_window: MakeWindow, qtbot: QtBot) -> None:
    setup = GameSetup(14, 12, None, SymmetryRule.MIDLINE, Computer(8), Human())
    window = make_window(setup)
    qtbot.waitUntil(lambda: window.session.ai.busy, timeout=3000)
    with qtbot.waitSignal(window.session.ai_info, timeout=10000):
        pass  # deep in the search
    started = time.perf_counter()
    window.close()
    assert time.perf_counter() - started < 2.0
    assert window.session.ai._thread is None


def test_whole_game_against_the_ai(make_window: MakeWindow, qtbot: QtBot) -> None:
    """White (the test, by clicks) runs for Black's home row; level 1 answers."""
    window = make_window(vs_ai(6, 6, 1, level=1))
    session = window.session
    geo = session.line.position.geometry
    for _ in range(60):
        if session.line.is_over():
            break
        qtbot.waitUntil(
            lambda: session.line.is_over()
            or (window.board.scene.interactive and not session.ai.busy),
            timeout=10000,
        )
        if session.line.is_over():
            break
        pos = session.line.position
        move = max(legal_moves(pos, session.rules), key=lambda m: (m.captured, geo.rank_of(m.to)))
        click(window, geo.square_name(move.rear))
        click(window, geo.square_name(move.rear_to))
    assert session.line.is_over()
    qtbot.waitUntil(lambda: window.game_over_box is not None, timeout=3000)
    box = window.game_over_box
    assert box is not None and "wins" in box.text() + box.informativeText()
    box.close()


def test_ai_against_ai_to_the_end(make_window: MakeWindow, qtbot: QtBot) -> None:
    setup = GameSetup(6, 6, 1, SymmetryRule.MIDLINE, Computer(2), Computer(1))
    window = make_window(setup)
    qtbot.waitUntil(lambda: window.session.line.is_over(), timeout=30000)
    assert len(window.game_panel.move_list.nodes) == window.session.tree.main_line().ply
    assert not window.game_actions.act_undo.isEnabled()


def test_move_list_click_and_arrows_browse(make_window: MakeWindow, qtbot: QtBot) -> None:
    window = make_window()
    for start, end in (("a2", "a3"), ("a11", "a10"), ("b2", "b3")):
        drag(window, start, end)
    session = window.session
    assert session.line.ply == 3
    click_move(window, 0)
    assert session.view_ply == 1
    assert window.board.scene.position == session.line.positions[1]
    # Counted as the list counts (full moves): the position after White's first move.
    assert "Viewing 1. a2-a3 · Black to move" in window.game_status.turn.text()
    QTest.keyClick(window.game_panel.move_list, Qt.Key.Key_Right)
    assert session.view_ply == 2
    window.game_actions.act_last.trigger()
    assert session.view_ply == 3 and not session.browsing
    # A move from an earlier position starts a variation, which becomes the shown line.
    window.game_actions.act_first.trigger()
    window.game_actions.confirm = lambda title, text: True  # type: ignore[method-assign]
    drag(window, "c2", "c3")
    assert session.line.notation() == ["c2-c3"]


def test_new_game_dialog(make_window: MakeWindow, qtbot: QtBot) -> None:
    window = make_window()
    dialog = NewGameDialog(window.session.setup, window)
    qtbot.addWidget(dialog)
    dialog.size_combo.setCurrentIndex(1)  # 8 x 8
    dialog.black_box.kind.setCurrentIndex(1)
    dialog.black_box.level.setValue(3)
    assert dialog.black_box.level_name.text() == "Casual"
    assert "misjudges positions" in dialog.black_box.level.toolTip()
    dialog.black_box.level.setValue(8)
    assert "as deep as the time allows" in dialog.black_box.level_name.toolTip()
    assert "up to 8 s a move" in dialog.black_box.level_name.toolTip()
    dialog.black_box.level.setValue(3)
    dialog.symmetry_combo.setCurrentIndex(1)
    setup = dialog.setup()
    assert (setup.width, setup.height, setup.rows) == (8, 8, None)
    assert setup.black == Computer(3) and setup.symmetry is SymmetryRule.OFF
    dialog.size_combo.setCurrentIndex(3)
    dialog.width_spin.setValue(10)
    dialog.height_spin.setValue(9)
    dialog.rows_spin.setValue(3)
    assert dialog.rows_spin.value() == 3 and dialog.rows_spin.maximum() == 3
    custom = dialog.setup()
    assert (custom.width, custom.height, custom.rows) == (10, 9, 3)

    # Through the menu action: accept the dialog when it opens.
    def accept() -> None:
        active = QApplication.activeModalWidget()
        assert isinstance(active, NewGameDialog)
        active.size_combo.setCurrentIndex(2)  # 6 x 12
        buttons = active.findChild(QDialogButtonBox)
        assert buttons is not None
        buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    QTimer.singleShot(50, accept)
    window.game_actions.act_new.trigger()
    geo = window.session.line.position.geometry
    assert (geo.width, geo.height) == (6, 12)
    assert window.session.line.position.white.bit_count() == 24
    assert window.board.scene.geometry is geo
    assert "6×12" in window.windowTitle()


def test_claim_draw_and_resign(make_window: MakeWindow) -> None:
    window = make_window()
    session = window.session
    assert not window.game_actions.act_claim_draw.isEnabled()
    for start, end in [("a2", "a3"), ("a11", "a10"), ("a3", "a2"), ("a10", "a11")] * 2:
        drag(window, start, end)
    assert session.tree.can_claim_draw()
    assert window.game_actions.act_claim_draw.isEnabled()
    window.game_actions.act_claim_draw.trigger()
    outcome = session.line.outcome
    assert outcome is not None and outcome.winner is None
    assert not window.board.scene.interactive
    window.game_actions.act_undo.trigger()
    assert session.line.outcome is None
    assert session.line.ply == 8  # only the claim was taken back
    assert window.board.scene.interactive
    window.game_actions.confirm = lambda title, text: True  # type: ignore[method-assign]
    window.game_actions.act_resign.trigger()
    outcome = session.line.outcome
    assert outcome is not None and outcome.winner is Color.BLACK  # White (to move) resigned


def test_home_row_warning(make_window: MakeWindow) -> None:
    window = make_window()
    # A white piece stands on Black's home row; Black must answer.
    pos = Position.from_efn("W4B/6/6/1B4/6/W5 B")
    window.session.load_tree(GameTree.new(pos), human_game(6, 6))
    assert window.game_panel.warning_label.isVisibleTo(window)
    assert "White has more pieces on your home row" in window.game_panel.warning_label.text()
    assert "White <b>1</b> on Black's home row" in window.game_panel.home_label.text()
    window.docks.game.close()  # the status bar still shows the count and the warning
    assert window.game_status.home.text() == "Home rows: White 1 · Black 0"
    assert "capture one" in window.game_status.home.toolTip()


def test_hint_shows_an_arrow_and_cycles(make_window: MakeWindow, qtbot: QtBot) -> None:
    window = make_window(human_game(6, 6))
    window.game_actions.act_hint.trigger()
    qtbot.waitUntil(lambda: window.board.scene.hint_arrow is not None, timeout=5000)
    first = window.session.current_hint
    assert first is not None and first in legal_moves(window.session.line.position)
    if len(window.session.hints) > 1:
        window.game_actions.act_hint.trigger()
        assert window.session.current_hint != first
    drag(window, "a2", "a3")
    assert window.board.scene.hint_arrow is None


def test_computer_opens_when_human_plays_black(make_window: MakeWindow, qtbot: QtBot) -> None:
    setup = GameSetup(8, 8, None, SymmetryRule.MIDLINE, Computer(1), Human())
    window = make_window()
    window.start_new_game(setup)
    assert window.board.scene.flipped  # Black's pieces at the bottom
    session = window.session
    qtbot.waitUntil(lambda: session.line.ply == 1, timeout=5000)
    assert not window.game_actions.act_undo.isEnabled()  # nothing of the human's to take back
    assert window.board.scene.interactive
    drag(window, "a7", "a6")
    qtbot.waitUntil(lambda: session.line.ply == 3, timeout=5000)
    window.game_actions.act_undo.trigger()
    assert session.view_ply == 1 and session.shown_position.turn is Color.BLACK


def test_thinking_indicator_shows_depth_and_score(make_window: MakeWindow, qtbot: QtBot) -> None:
    from epaminondas_gui.core.ai.types import SearchInfo

    def search(request: SearchRequest, stop: threading.Event, on_info) -> SearchResult:
        move = legal_moves(request.position, request.rules)[0]
        on_info(SearchInfo(3, Score(35), 1000, 5000, 200, (move,)))
        stop.wait(10)
        return SearchResult(move, Score(35), 3, 1000, 200, (move,))

    window = make_window(vs_ai(), search=search)
    drag(window, "g1", "g3")
    qtbot.waitUntil(lambda: "depth 3" in window.game_panel.ai_label.text(), timeout=3000)
    assert "+0.35" in window.game_panel.ai_label.text()
    assert window.game_panel.ai_box.isVisibleTo(window)
    assert window.game_status.thinking.isVisibleTo(window)
    window.game_actions.act_move_now.trigger()
    qtbot.waitUntil(lambda: window.session.line.ply == 2, timeout=3000)
    assert not window.game_panel.ai_box.isVisibleTo(window)


def test_the_computer_keeps_one_seed_per_game_and_side(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    """The gentle levels' plan lasts a game (core/ai/style.py): every search of one side
    in a game gets the same seed, the other side another, a new game a new one."""
    requests: list[SearchRequest] = []

    def search(request: SearchRequest, stop: threading.Event, on_info) -> SearchResult:
        requests.append(request)
        move = legal_moves(request.position, request.rules)[0]
        return SearchResult(move, Score(0), 1, 1, 1, (move,))

    both = GameSetup(8, 8, None, SymmetryRule.MIDLINE, Computer(2), Computer(3))
    window = make_window(both, search=search, prefs=quiet_prefs(search_processes=3))
    qtbot.waitUntil(lambda: len(requests) >= 4, timeout=10000)
    assert {r.threads for r in requests} == {3}  # Preferences → Search processes
    window.session.ai.cancel()
    seeds = [(r.position.turn, r.seed) for r in requests[:4]]
    white = {seed for turn, seed in seeds if turn is Color.WHITE}
    black = {seed for turn, seed in seeds if turn is Color.BLACK}
    assert len(white) == len(black) == 1 and white != black and None not in white | black
    first = window.session.game_seed
    window.session.new_game(vs_ai())
    assert window.session.game_seed != first
