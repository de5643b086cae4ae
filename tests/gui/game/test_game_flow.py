"""Playing in the window: what it shows of the game (the board and the move list after a
reply and a take-back, the engines' news, the end's box, the thinking indicator), browsing,
New game, the home-row warning and hints. The turn loop itself is tested without a window
(tests/gui/game/test_session*.py)."""

from __future__ import annotations

import threading
import time

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from pytestqt.qtbot import QtBot

from epaminondas_gui.core.ai.types import Score, SearchRequest, SearchResult
from epaminondas_gui.core.games.players import Computer, Human
from epaminondas_gui.core.games.tree import GameTree
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.position import Position, SymmetryRule
from epaminondas_gui.gui.dialogs.new_game import NewGameDialog
from epaminondas_gui.gui.settings import GameSetup, save_game_setup

from ..conftest import MakeWindow, click, click_move, drag, human_game
from ..searches import first_move


def vs_ai(width: int = 14, height: int = 12, rows: int | None = None, level: int = 1) -> GameSetup:
    return GameSetup(width, height, rows, SymmetryRule.MIDLINE, Human(), Computer(level))


def test_the_board_and_the_move_list_follow_a_reply_and_a_take_back(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    # The turn loop's side (the reply, what the take-back undoes): test_session_play.py.
    window = make_window(vs_ai(8, 8), search=first_move)
    session = window.session
    drag(window, "b2", "b3")
    qtbot.waitUntil(lambda: session.line.ply == 2, timeout=5000)
    assert len(window.game_panel.move_list.nodes) == 2 and window.board.scene.interactive
    window.game_actions.act_undo.trigger()
    assert window.board.scene.position == session.line.start
    window.game_actions.act_redo.trigger()
    assert window.board.scene.position == session.line.position and session.view_ply == 2


@pytest.mark.parametrize(("signal", "notice", "status"), [
    ("engine_restarted",
     "The computer's engine failed (Epaminondas stopped (killed by signal 9)); a new one "
     "was started and the game goes on.", ""),
    ("ai_failed",
     "The computer failed: Epaminondas stopped (killed by signal 9). Choose another engine "
     "or a human player in New game.",
     "The computer failed: Epaminondas stopped (killed by signal 9). Choose another engine "
     "or a human player in New game."),
])
def test_the_engines_news_and_failure_are_told(
    make_window: MakeWindow, signal: str, notice: str, status: str
) -> None:
    # When the session reports them: tests/gui/game/test_session_engines.py.
    window = make_window(vs_ai(8, 8), search=first_move)
    getattr(window.session, signal).emit("Epaminondas stopped (killed by signal 9).")
    assert window.game_panel.notice.text() == notice
    assert window.statusBar().currentMessage() == status


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


def test_the_end_of_a_game_by_a_move_shows_the_game_over_box(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    # A whole game by the turn loop: test_session_play.py. Here White has a piece on
    # Black's home row and Black answers elsewhere: White wins at the start of its turn.
    window = make_window()
    session = window.session
    session.load_tree(GameTree.new(Position.from_efn("W4B/6/6/1B4/6/W5 B")), human_game(6, 6))
    click(window, "b3")
    click(window, "b2")
    assert session.line.is_over()
    qtbot.waitUntil(lambda: window.game_over_box is not None, timeout=3000)
    box = window.game_over_box
    assert box is not None and box.text() == "White wins!"
    assert not window.board.scene.interactive


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


def test_the_board_is_turned_for_a_person_playing_black(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    # The computer's opening and the take-back to Black's turn: test_session_play.py.
    window = make_window(search=first_move)
    window.start_new_game(GameSetup(8, 8, None, SymmetryRule.MIDLINE, Computer(1), Human()))
    assert window.board.scene.flipped  # Black's pieces at the bottom
    qtbot.waitUntil(lambda: window.session.line.ply == 1, timeout=5000)
    assert not window.game_actions.act_undo.isEnabled()  # nothing of the human's to take back
    assert window.board.scene.interactive


def test_thinking_indicator_shows_depth_and_score(make_window: MakeWindow, qtbot: QtBot) -> None:
    from epaminondas_gui.core.ai.types import SearchInfo

    def search(request: SearchRequest, stop: threading.Event, on_info) -> SearchResult:
        move = legal_moves(request.position, request.rules)[0]
        on_info(SearchInfo(3, Score(35), 1000, 5000, 200, (move,)))
        stop.wait(10)
        return SearchResult(move, Score(35), 3, 1000, 200, (move,))

    window = make_window(vs_ai(), search=search)
    session = window.session
    session.play(legal_moves(session.shown_position, session.rules)[0])
    qtbot.waitUntil(lambda: "depth 3" in window.game_panel.ai_label.text(), timeout=3000)
    assert "+0.35" in window.game_panel.ai_label.text()
    assert window.game_panel.ai_box.isVisibleTo(window)
    # The panel says it; the status bar says it only while the panel is closed (the two
    # said it twice, and the status bar's long line cut the last move's message).
    status = window.game_status
    assert not status.thinking.isVisibleTo(window) and not status.progress.isVisibleTo(window)
    window.docks.game.close()
    qtbot.waitUntil(lambda: status.thinking.isVisibleTo(window), timeout=2000)
    assert "depth 3" in status.thinking.text() and status.progress.isVisibleTo(window)
    window.docks.game.show()
    qtbot.waitUntil(lambda: not status.thinking.isVisibleTo(window), timeout=2000)
    window.docks.game.close()
    qtbot.waitUntil(lambda: status.thinking.isVisibleTo(window), timeout=2000)
    window.game_actions.act_move_now.trigger()
    qtbot.waitUntil(lambda: session.line.ply == 2, timeout=3000)
    qtbot.waitUntil(lambda: not status.thinking.isVisibleTo(window), timeout=2000)
    window.docks.game.show()
    qtbot.waitUntil(lambda: window.docks.game.isVisible(), timeout=2000)
    assert not window.game_panel.ai_box.isVisibleTo(window)


def test_new_game_from_this_position_after_the_computer_failed(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    # The failures and the game from there with the session: test_session_engines.py.
    window = make_window(human_game(8, 8), search=first_move)
    session = window.session
    session.play(legal_moves(session.shown_position, session.rules)[0])
    session.ai_failed.emit("Gone played an illegal move")
    assert "The computer failed" in window.game_panel.notice.text()
    position = session.shown_position
    save_game_setup(GameSetup(8, 8, None, SymmetryRule.MIDLINE, Human(), Computer(1)))

    def accept() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        dialog.accept()

    QTimer.singleShot(0, accept)
    window.study.act_new_here.trigger()  # Game -> New game from this position
    assert session.tree.start == position and session.setup.black == Computer(1)
    qtbot.waitUntil(lambda: session.tree.main_line().ply == 1, timeout=5000)
    assert session.human_to_move() and window.board.scene.position == session.shown_position


def test_a_move_walks_the_line_shown_once(
    make_window: MakeWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The title, the panel, the menus and the session's queries each asked the tree for
    # the line shown: 14 walks of it a move (O(moves) each), 5 ms a move at move 140.
    window = make_window(human_game(8, 8))
    s = window.session
    walks: list[object] = []
    real = GameTree._next_on_line

    def counting(self: GameTree, node: object) -> object:
        walks.append(node)
        return real(self, node)  # type: ignore[arg-type]

    monkeypatch.setattr(GameTree, "_next_on_line", counting)
    for _ in range(4):
        s.play(legal_moves(s.shown_position, s.rules)[0])
    QApplication.processEvents()  # anything queued for the next turn of the event loop
    assert s.line.ply == 4 and window.game_panel.move_list.nodes[-1] is s.tree.cursor
    assert len(walks) == 4  # one a move (at the line's end: one step each)


@pytest.mark.parametrize(("width", "height", "sliding"), [
    (8, 8, False),  # the same board, turned
    (8, 8, True),  # a move still sliding when the new game comes
    (14, 12, False),  # another board: built anew
])
def test_a_new_game_places_its_pieces_once(
    make_window: MakeWindow, qtbot: QtBot, width: int, height: int, sliding: bool
) -> None:
    # Turning the board for the new game placed every piece of the old game, then the
    # new position placed them again (and a move still sliding a third time).
    window = make_window(human_game(8, 8))
    scene = window.board.scene
    if sliding:
        scene.animation_ms = 10_000
        drag(window, "a2", "a3")
        assert scene.is_animating()
    syncs = scene.piece_syncs
    window.start_new_game(GameSetup(width, height, None, SymmetryRule.MIDLINE, Computer(1),
                                    Human()))
    assert scene.piece_syncs - syncs == 1
    assert scene.flipped and not scene.is_animating()
    position = window.session.shown_position
    squares = [sq for sq in position.geometry.squares if position.piece_at(sq) is not None]
    assert len(squares) == 4 * width
    for square in squares:
        item = scene.piece_item(square)
        assert item is not None and item.color is position.piece_at(square)
        assert item.pos() == scene.square_center(square) and item.opacity() == 1.0
