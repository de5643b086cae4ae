"""Entering Abanondas sideslips by mouse and keyboard: every legal slip of random positions
in one gesture plus at most one choice, the preview before the drop, and no ordinary drag
that changed its meaning."""

from __future__ import annotations

import random
from itertools import pairwise

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from epaminondas_gui.core.games.outcome import outcome_of
from epaminondas_gui.core.games.players import Human
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.position import Move, Position, Rules, SymmetryRule, Variant
from epaminondas_gui.gui.board.display import group_squares
from epaminondas_gui.gui.board.painter import drag_arrow
from epaminondas_gui.gui.main_window import MainWindow
from epaminondas_gui.gui.settings import GameSetup

from ..conftest import MakeWindow, drag, quiet_prefs

ABANONDAS = Rules(variant=Variant.ABANONDAS)
SHIFT = Qt.KeyboardModifier.ShiftModifier
NONE = Qt.KeyboardModifier.NoModifier
LEFT = Qt.MouseButton.LeftButton


def abanondas_game(width: int = 14, height: int = 12) -> GameSetup:
    return GameSetup(
        width, height, None, SymmetryRule.MIDLINE, Human(), Human(),
        variant=Variant.ABANONDAS,
    )


def random_positions(width: int, height: int, count: int, seed: int) -> list[Position]:
    """Positions from random Abanondas games, each with at least one slip to enter."""
    rng = random.Random(seed)
    out: list[Position] = []
    while len(out) < count:
        pos = Position.start(width, height)
        for _ in range(rng.randint(2, 30)):
            moves = legal_moves(pos, ABANONDAS)
            if not moves or outcome_of(pos, ABANONDAS) is not None:
                break
            pos = pos.play(rng.choice(moves))
        moves = legal_moves(pos, ABANONDAS) if outcome_of(pos, ABANONDAS) is None else []
        if any(move.is_slip for move in moves):
            out.append(pos)
    return out


def point(window: MainWindow, square: int) -> QPoint:
    return window.board.view.mapFromScene(window.board.scene.square_center(square))


def gesture(window: MainWindow, squares: list[int], modifier: Qt.KeyboardModifier) -> None:
    """Press on the first square, pass over every square listed (in small steps, as a hand
    moves), release on the last, with ``modifier`` held throughout."""
    viewport = window.board.view.viewport()
    points = [point(window, square) for square in squares]
    QTest.mousePress(viewport, LEFT, modifier, points[0])
    for a, b in pairwise(points):
        for i in range(1, 4):
            QTest.mouseEvent(
                QTest.MouseAction.MouseMove, viewport, Qt.MouseButton.NoButton, modifier,
                a + (b - a) * i / 3,
            )
    QTest.mouseRelease(viewport, LEFT, modifier, points[-1])


class Chooser:
    """Stands in for the choice menu: records each question, answers with ``wanted``."""

    def __init__(self) -> None:
        self.wanted: Move | None = None
        self.asked: list[list[Move]] = []

    def __call__(self, moves: list[Move]) -> Move | None:
        self.asked.append(list(moves))
        return self.wanted if self.wanted in moves else None


def sweep(window: MainWindow, move: Move, grab_head: bool) -> list[int]:
    """The slip gesture along the line: from the grabbed end over the whole line to the
    other end, then one square aside to where that end lands."""
    line = group_squares(window.board.scene.geometry, move)
    if grab_head:
        return [*reversed(line), move.rear_to]
    return [*line, move.to]


@pytest.mark.parametrize(("width", "height", "seed"), [(8, 8, 1), (14, 12, 2), (6, 12, 3)])
def test_every_slip_is_entered_by_one_gesture(
    make_window: MakeWindow, width: int, height: int, seed: int
) -> None:
    window = make_window(abanondas_game(width, height))
    session, scene = window.session, window.board.scene
    chooser = Chooser()
    scene.choose_slip = chooser
    rng = random.Random(seed)
    tried = 0
    for pos in random_positions(width, height, 3, seed):
        slips = [move for move in legal_moves(pos, ABANONDAS) if move.is_slip]
        for move in rng.sample(slips, min(len(slips), 40)):
            for grab_head in (False, True):
                session.start_from(pos, ABANONDAS, abanondas_game(width, height))
                gesture(window, sweep(window, move, grab_head), SHIFT)
                assert session.tree.moves() == [move], (pos.efn(), move, grab_head)
                tried += 1
    # Along the line, the pointer passes the other end: no question was ever needed.
    assert chooser.asked == []
    assert tried >= 120


@pytest.mark.parametrize(("width", "height", "seed"), [(8, 8, 4), (14, 12, 5)])
def test_a_straight_drag_needs_at_most_one_choice(
    make_window: MakeWindow, width: int, height: int, seed: int
) -> None:
    """Grab one end, drag straight to where the other end lands: the slip is played at
    once, or a single question lists it among the slips sharing that drop (a straight drag
    never silently means another slip)."""
    window = make_window(abanondas_game(width, height))
    session, scene = window.session, window.board.scene
    chooser = Chooser()
    scene.choose_slip = chooser
    rng = random.Random(seed)
    questions = 0
    for pos in random_positions(width, height, 3, seed):
        slips = [move for move in legal_moves(pos, ABANONDAS) if move.is_slip]
        for move in rng.sample(slips, min(len(slips), 15)):
            session.start_from(pos, ABANONDAS, abanondas_game(width, height))
            chooser.wanted = move
            before = len(chooser.asked)
            # The hint and analysis arrows of a slip are this very drag.
            assert drag_arrow(move) == (move.rear, move.to)
            gesture(window, [move.rear, move.to], SHIFT)
            assert session.tree.moves() == [move], (pos.efn(), move, chooser.asked[before:])
            assert len(chooser.asked) - before <= 1
            if len(chooser.asked) > before:
                asked = chooser.asked[-1]
                assert len(asked) >= 2 and all(m.is_slip for m in asked)
                assert len({(m.rear, m.head, m.to) for m in asked}) == len(asked)
                questions += 1
    assert questions > 0  # the start's rows share drops: the question was exercised


@pytest.mark.parametrize(("width", "height", "seed"), [(8, 8, 6), (14, 12, 7)])
def test_ordinary_drags_keep_their_meaning(
    make_window: MakeWindow, width: int, height: int, seed: int
) -> None:
    """Without Shift, grabbing the rear and dropping where it lands plays the line move,
    exactly as in Epaminondas, in positions full of possible slips."""
    window = make_window(abanondas_game(width, height))
    session, scene = window.session, window.board.scene
    chooser = Chooser()
    scene.choose_slip = chooser
    rng = random.Random(seed)
    tried = 0
    for pos in random_positions(width, height, 3, seed):
        moves = [move for move in legal_moves(pos, ABANONDAS) if not move.is_slip]
        sample = sorted(moves, key=lambda m: (-m.count * m.distance, -m.captured))[:6]
        sample += rng.sample(moves, min(10, len(moves)))
        for move in sample:
            session.start_from(pos, ABANONDAS, abanondas_game(width, height))
            drag(window, scene.geometry.square_name(move.rear),
                 scene.geometry.square_name(move.rear_to))
            assert session.tree.moves() == [move], (pos.efn(), move)
            tried += 1
    assert chooser.asked == []
    assert tried >= 40


def test_preview_shows_the_slip_before_the_drop(make_window: MakeWindow) -> None:
    window = make_window(abanondas_game(8, 8))
    scene = window.board.scene
    geo = scene.geometry
    sq = geo.parse_square
    viewport = window.board.view.viewport()
    # White's second row a2..h2: grab a2, sweep along to c2, then up to c3.
    QTest.mousePress(viewport, LEFT, SHIFT, point(window, sq("a2")))
    for name in ("b2", "c2", "c3"):
        QTest.mouseEvent(QTest.MouseAction.MouseMove, viewport, Qt.MouseButton.NoButton,
                         SHIFT, point(window, sq(name)))
    overlay = scene._overlay
    assert sorted(s for s, _ in overlay.ghosts) == [sq("a3"), sq("b3"), sq("c3")]
    assert overlay.moving_group == [sq("a2"), sq("b2"), sq("c2")]
    assert overlay.crosses == []
    # The drops are rings (slips) while Shift is held, and c3 is one of them.
    assert sq("c3") in overlay.slip_targets and sq("c3") not in overlay.targets
    # Shift let go: a2 steps diagonally to b3 as in Epaminondas; c3 is still a slip drop,
    # since no line move of a2 lands there.
    scene.set_slip_mode(False)
    scene.preview(sq("b3"))
    assert [s for s, _ in overlay.ghosts] == [sq("b3")]
    assert sq("b3") in overlay.targets and sq("c3") in overlay.slip_targets
    QTest.mouseRelease(viewport, LEFT, SHIFT, point(window, sq("c3")))
    assert window.session.line.notation() == ["a2.c2-a3.c3"]


def test_shift_drop_that_is_no_slip_is_refused_with_the_reason(make_window: MakeWindow) -> None:
    window = make_window(abanondas_game(8, 8))
    geo = window.board.scene.geometry
    sq = geo.parse_square
    # a2 to a4: not a square where a line of a2 lands after one sideways step.
    gesture(window, [sq("a2"), sq("a3"), sq("a4")], SHIFT)
    assert window.session.line.ply == 0
    assert window.statusBar().currentMessage()
    # In Epaminondas, Shift changes nothing: a2-b3 is the ordinary step.
    window.session.start_from(
        Position.start(8, 8), Rules(), GameSetup(8, 8, None, SymmetryRule.MIDLINE, Human(),
                                                Human())
    )
    gesture(window, [sq("a2"), sq("b3")], SHIFT)
    assert window.session.line.notation() == ["a2-b3"]


def test_slip_by_keyboard(make_window: MakeWindow, qtbot: QtBot) -> None:
    window = make_window(abanondas_game(8, 8))
    scene, view = window.board.scene, window.board.view
    geo = scene.geometry
    sq = geo.parse_square
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Up)  # the cursor appears on one of White's pieces
    cursor = scene.cursor_square
    assert cursor is not None
    # Walk the cursor to a2, pick it up, walk along to b2, up to b3, Shift+Enter.
    for _ in range(8):
        QTest.keyClick(view, Qt.Key.Key_Left)
    while scene.cursor_square is not None and geo.rank_of(scene.cursor_square) > 1:
        QTest.keyClick(view, Qt.Key.Key_Down)
    assert scene.cursor_square == sq("a2")
    QTest.keyClick(view, Qt.Key.Key_Return)
    QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Up)
    QTest.keyClick(view, Qt.Key.Key_Return, SHIFT)
    assert window.session.line.notation() == ["a2.b2-a3.b3"]


def test_the_choice_menu_lists_the_slips_and_plays_the_one_picked(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    window = make_window(abanondas_game(8, 8))
    sq = window.board.scene.geometry.parse_square
    picked: list[str] = []

    def pick() -> None:
        menu = QApplication.activePopupWidget()
        assert isinstance(menu, QMenu)
        texts = [action.text() for action in menu.actions()]
        picked.extend(texts)
        # The longer line: a2..c2 straight up.
        action = next(a for a in menu.actions() if "a2.c2-a3.c3" in a.text())
        menu.setActiveAction(action)
        QTest.keyClick(menu, Qt.Key.Key_Return)

    QTimer.singleShot(0, pick)
    # A straight drag from a2 to c3 does not pass over the other end of either slip.
    viewport = window.board.view.viewport()
    QTest.mousePress(viewport, LEFT, SHIFT, point(window, sq("a2")))
    QTest.mouseEvent(QTest.MouseAction.MouseMove, viewport, Qt.MouseButton.NoButton, SHIFT,
                     point(window, sq("c3")))
    QTest.mouseRelease(viewport, LEFT, SHIFT, point(window, sq("c3")))
    qtbot.waitUntil(lambda: window.session.line.ply == 1, timeout=3000)
    assert sorted(picked) == ["Slip a2.b2-b3.c3 (2 pieces)", "Slip a2.c2-a3.c3 (3 pieces)"]
    assert window.session.line.notation() == ["a2.c2-a3.c3"]


def test_a_slip_slides_into_place(make_window: MakeWindow, qtbot: QtBot) -> None:
    """The animation moves the whole line sideways (not along it) and ends on the game's
    position."""
    window = make_window(abanondas_game(8, 8), prefs=quiet_prefs(animation="fast"))
    scene = window.board.scene
    sq = scene.geometry.parse_square
    with qtbot.waitSignal(scene.animation_finished, timeout=3000):
        gesture(window, [sq("a2"), sq("b2"), sq("c2"), sq("c3")], SHIFT)
    assert window.session.line.notation() == ["a2.c2-a3.c3"]
    pos = window.session.line.position
    for square in scene.geometry.squares:
        item = scene.piece_item(square)
        assert (item is not None) == (pos.piece_at(square) is not None)
        if item is not None:
            assert item.pos() == scene.square_center(square)
