"""The board's geometry changes only when the user resizes the window: never when the side
panel's content changes (first move, the computer's thinking, a long name, a result, the
evaluation bar shown or hidden)."""

from __future__ import annotations

import threading

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from epaminondas_gui.core.games.players import Computer, Human
from epaminondas_gui.core.rules.position import Color, SymmetryRule
from epaminondas_gui.gui.board.painter import square_rect
from epaminondas_gui.gui.main_window import MainWindow
from epaminondas_gui.gui.settings import GameSetup

from ..conftest import MakeWindow, drag
from ..searches import thinks_until_stopped


def settle() -> None:
    for _ in range(5):
        QApplication.sendPostedEvents()
        QApplication.processEvents()


def board_rect(window: MainWindow) -> tuple[QRect, QRect]:
    """Where squares a1 and the far corner are, in window coordinates."""
    scene, view = window.board.scene, window.board.view
    out = []
    for name in ("a1", "h8"):
        square = scene.geometry.parse_square(name)
        rect = square_rect(scene.geometry, square, scene.flipped)
        mapped = view.mapFromScene(rect).boundingRect()
        out.append(QRect(view.mapTo(window, mapped.topLeft()), mapped.size()))
    return out[0], out[1]


def test_the_board_does_not_move_when_the_panel_changes(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    started = threading.Event()

    setup = GameSetup(8, 8, None, SymmetryRule.MIDLINE, Human(), Computer(1))
    window = make_window(setup, search=thinks_until_stopped(started))
    settle()
    first = board_rect(window)
    s = window.session

    drag(window, "b2", "b3")  # the first move: the list fills, the computer thinks
    qtbot.waitUntil(started.is_set, timeout=5000)
    settle()
    assert window.game_panel.ai_box.isVisible()
    assert board_rect(window) == first

    s.tree.set_tag("White", "Maximiliane Alexandrovna von Hohenzollern-Sigmaringen the Third")
    settle()
    assert "Maximiliane" in window.game_panel.player_labels[Color.WHITE].text()
    assert board_rect(window) == first

    window.game_actions.act_move_now.trigger()
    qtbot.waitUntil(lambda: s.tree.main_line().ply == 2, timeout=5000)
    settle()
    assert board_rect(window) == first

    window.analysis.act_analyse.setChecked(True)  # the evaluation bar and the analysis dock
    settle()
    assert window.analysis.eval_bar.isVisible()
    assert board_rect(window) == first
    window.analysis.act_analyse.setChecked(False)
    settle()
    assert board_rect(window) == first

    # A resize is the one thing that may change it (taller: a wider window alone gives its
    # width to the side column, the board being held by the height).
    window.resize(window.width() + 200, window.height() + 200)
    settle()
    assert board_rect(window) != first
