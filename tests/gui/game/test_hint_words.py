"""A hint says what its move does, in the player's language, and draws the line that
shows it (the entry it stops, the capture it allows)."""

from __future__ import annotations

import threading
from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from epaminondas_gui.core.ai.types import (
    MATE_SCORE,
    Score,
    SearchInfo,
    SearchRequest,
    SearchResult,
)
from epaminondas_gui.core.games.tree import GameTree
from epaminondas_gui.core.rules.notation import parse_move
from epaminondas_gui.core.rules.position import Position, Rules, Variant
from epaminondas_gui.core.study.analysis import rank_hints
from epaminondas_gui.gui.i18n import install_language

from ..conftest import MakeWindow, human_game, quiet_prefs
from ..test_heximinondas_games import hex_game

# White's pair b5, b4 takes the black b2 before it enters White's home row.
RECT_EFN = "11B2/14/14/14/14/14/14/1W12/1W12/14/1B12/13W W"
# Black's k11 steps into j11, the one corner cell White's i10 could enter.
HEX_EFN = "5B/4W2/8/9/10/11/10/9/W7/7/5B B"


def searching(move: str, score: Score) -> Callable[..., SearchResult]:
    """A stand-in engine that suggests ``move`` with ``score``."""
    def search(request: SearchRequest, stop: threading.Event,
               on_info: Callable[[SearchInfo], None]) -> SearchResult:
        best = parse_move(request.position, move, request.rules)
        return SearchResult(best, score, 3, 100, 5, (best,))
    return search


# Black's pair d7, d6 could take White's d4; d4-c4 steps out of its reach.
DEFENCE_EFN = "BBB11/14/14/14/14/3B10/3B10/14/3W10/14/14/11WWW W"


@pytest.mark.parametrize(("efn", "move", "language", "said", "drawn"), [
    # The entry it stops, drawn as Black's move (the opponent's colour), from b2 to c1.
    (RECT_EFN, "b5.b4-b2", "en",
     "Hint 1 of 1: b5.b4-b2:1 — captures 1 and stops the entry at c1", ("b2", "c1")),
    (RECT_EFN, "b5.b4-b2", "de",
     "Tipp 1 von 1: b5.b4-b2:1 — schlägt 1 und verhindert den Einzug auf c1", ("b2", "c1")),
    (RECT_EFN, "b5.b4-b2", "es",
     "Pista 1 de 1: b5.b4-b2:1 — captura 1 y impide la entrada en c1", ("b2", "c1")),
    # The capture a defence stops, drawn as Black's move from its rear.
    (DEFENCE_EFN, "d4-c4", "en", "Hint 1 of 1: d4-c4 — stops the capture d7.d6-d4:1",
     ("d7", "d4")),
    (DEFENCE_EFN, "d4-c4", "de", "Tipp 1 von 1: d4-c4 — verhindert das Schlagen d7.d6-d4:1",
     ("d7", "d4")),
    (DEFENCE_EFN, "d4-c4", "es", "Pista 1 de 1: d4-c4 — impide la captura d7.d6-d4:1",
     ("d7", "d4")),
])
def test_a_hint_says_what_it_does(make_window: MakeWindow, qtbot: QtBot, efn: str, move: str,
                                  language: str, said: str, drawn: tuple[str, str]) -> None:
    window = make_window(human_game(), search=searching(move, Score(120)),
                         prefs=quiet_prefs(language=language))
    install_language(language)
    window.session.load_tree(GameTree.new(Position.from_efn(efn)), human_game())
    window.game_actions.act_hint.trigger()
    qtbot.waitUntil(lambda: window.board.scene.hint_arrow is not None, timeout=5000)
    assert window.statusBar().currentMessage() == said
    geo = window.board.scene.geometry
    assert window.board.scene.hint_lines == [
        (geo.parse_square(drawn[0]), geo.parse_square(drawn[1]), True)]


def test_a_hint_on_the_hexagon_with_its_forced_result(make_window: MakeWindow,
                                                      qtbot: QtBot) -> None:
    # The hint's own search says "loss 2" for the move (White's i10 walks round): the
    # window names it without a second search.
    score = Score(-(MATE_SCORE - 4))
    window = make_window(hex_game(), search=searching("k11-j11", score))
    window.session.load_tree(GameTree.new(Position.from_efn(HEX_EFN),
                                          Rules(variant=Variant.HEXIMINONDAS)), hex_game())
    window.game_actions.act_hint.trigger()
    qtbot.waitUntil(lambda: window.board.scene.hint_arrow is not None, timeout=5000)
    assert window.statusBar().currentMessage() == (
        "Hint 1 of 1: k11-j11 — lets the opponent force a win in 2 moves and stops the "
        "entry at j11")
    geo = window.board.scene.geometry
    assert window.board.scene.hint_lines == [
        (geo.parse_square("i10"), geo.parse_square("j11"), True)]


def test_a_quiet_hint_says_only_its_move(make_window: MakeWindow, qtbot: QtBot) -> None:
    window = make_window(human_game(), search=searching("n1-n2", Score(0)))
    window.session.load_tree(GameTree.new(Position.from_efn(RECT_EFN)), human_game())
    window.game_actions.act_hint.trigger()
    qtbot.waitUntil(lambda: window.board.scene.hint_arrow is not None, timeout=5000)
    assert window.statusBar().currentMessage() == "Hint 1 of 1: n1-n2"
    assert window.board.scene.hint_lines == []
    window.session.clear_hint()
    window.board.scene.set_hint(None)
    assert window.board.scene.hint_lines == []


def test_a_clicked_analysis_line_says_what_its_move_does(make_window: MakeWindow) -> None:
    window = make_window(human_game())
    pos = Position.from_efn(RECT_EFN)
    window.session.load_tree(GameTree.new(pos), human_game())
    move = parse_move(pos, "b5.b4-b2")
    [hint] = rank_hints(pos, SearchResult(move, Score(120), 3, 100, 5, (move,)))
    window.analysis.controller.set_position(pos)
    window.analysis.panel.line_activated.emit(hint)
    assert window.statusBar().currentMessage() == (
        "Line 1: b5.b4-b2:1 — captures 1 and stops the entry at c1")
    assert window.board.scene.hint_arrow is not None and len(window.board.scene.hint_lines) == 1
