"""The turn loop with the real engine process and no window: two levels play to the
end, and the computer's moves are legal in the variant it plays."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from epaminondas_gui.core.games.players import Computer, Human
from epaminondas_gui.core.rules.geometry import Zone, hexagon
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.position import Position, Rules, SymmetryRule, Variant
from epaminondas_gui.gui.session import GameSession
from epaminondas_gui.gui.settings import GameSetup

HEX = Rules(variant=Variant.HEXIMINONDAS)
ABANONDAS = Rules(variant=Variant.ABANONDAS)
SLIP_WINS = "8/1WW5/8/8/8/8/8/7B W"
"""White's win there is a slip (the test of the hint in tests/gui/test_abanondas_window.py
shows the same position)."""


def test_two_levels_play_to_the_end(qtbot: QtBot) -> None:
    session = GameSession()  # the built-in engine
    try:
        over: list[object] = []
        session.game_over.connect(over.append)
        session.new_game(GameSetup(6, 6, 1, SymmetryRule.MIDLINE, Computer(2), Computer(1)))
        qtbot.waitUntil(lambda: bool(over), timeout=30000)
        assert over == [session.result()] and session.line.is_over()
        assert session.runner.ended is not None and not session.ai.busy
        assert not session.can_undo()  # no person's move to take back
    finally:
        session.shutdown()


def test_the_computer_plays_the_hexagon(qtbot: QtBot) -> None:
    session = GameSession()  # the built-in engine
    try:
        setup = GameSetup(14, 12, None, SymmetryRule.MIDLINE, Human(), Computer(1),
                          variant=Variant.HEXIMINONDAS, zone=Zone.CORNER)
        session.new_game(setup)
        session.play(legal_moves(session.shown_position, session.rules)[0])
        qtbot.waitUntil(lambda: session.line.ply == 2, timeout=20000)
        reply = session.line.moves[1]
        assert reply in legal_moves(session.line.positions[1], HEX)
        assert session.line.position.geometry is hexagon()
    finally:
        session.shutdown()


def test_the_computer_plays_abanondas_and_takes_the_slip_that_wins(qtbot: QtBot) -> None:
    session = GameSession()  # the built-in engine
    try:
        setup = GameSetup(8, 8, None, SymmetryRule.MIDLINE, Computer(3), Human(),
                          variant=Variant.ABANONDAS)
        session.start_from(Position.from_efn(SLIP_WINS), ABANONDAS, setup)
        qtbot.waitUntil(lambda: session.line.ply == 1, timeout=15000)
        move = session.line.moves[0]
        assert move.is_slip, session.line.notation()
        assert session.line.outcome is None
    finally:
        session.shutdown()
