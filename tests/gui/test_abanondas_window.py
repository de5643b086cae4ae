"""Abanondas in the window: chosen in New game, named in the title and the
players panel, saved and reopened, explained in the rules help, set in the editor, and
played, hinted and analysed by the engine in the variant."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from pytestqt.qtbot import QtBot

from epaminondas_gui.core.games.outcome import Outcome, Termination
from epaminondas_gui.core.games.record_text import read_record
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.notation import IllegalMoveError, Refusal, find_move
from epaminondas_gui.core.rules.position import Color, Position, Rules, Variant
from epaminondas_gui.gui.dialogs.editor import EditorDialog
from epaminondas_gui.gui.dialogs.new_game import NewGameDialog
from epaminondas_gui.gui.dialogs.rules import ABANONDAS_ANCHOR, RulesDialog
from epaminondas_gui.gui.settings import load_game_setup
from epaminondas_gui.gui.texts import describe_outcome, outcome_reason, translate_refusal
from epaminondas_gui.gui.theme import LIGHT

from .board.test_slip_entry import NONE, SHIFT, abanondas_game, gesture
from .conftest import MakeWindow
from .opening import open_game, save_game

ABANONDAS = Rules(variant=Variant.ABANONDAS)


def test_new_game_offers_the_variant_and_the_window_names_it(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    window = make_window()
    assert "Abanondas" not in window.windowTitle()
    assert window.game_panel.game_label.text().startswith("Epaminondas · 14 × 12")

    def choose() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        assert "Robert Abbott" in dialog.variant_note.text()
        dialog.variant_combo.setCurrentIndex(1)
        assert "sideways" in dialog.variant_note.text()  # the one-line explanation
        dialog.size_combo.setCurrentIndex(1)  # 8 x 8
        dialog.black_box.kind.setCurrentIndex(0)
        buttons = dialog.findChild(QDialogButtonBox)
        assert buttons is not None
        buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    QTimer.singleShot(50, choose)
    window.game_actions.act_new.trigger()
    assert window.session.rules == ABANONDAS
    assert "(Abanondas, 8×8)" in window.windowTitle()
    assert window.game_panel.game_label.text() == "Abanondas · 8 × 8"
    assert "Shift" in window.game_panel.game_label.toolTip()
    # The choice is remembered for the next New game.
    assert load_game_setup().variant is Variant.ABANONDAS
    assert NewGameDialog(load_game_setup()).variant() is Variant.ABANONDAS


def test_an_abanondas_game_is_saved_and_reopened_as_one(
    make_window: MakeWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(abanondas_game(8, 8))
    sq = window.board.scene.geometry.parse_square
    gesture(window, [sq("a2"), sq("b2"), sq("c2"), sq("c3")], SHIFT)
    assert window.session.line.notation() == ["a2.c2-a3.c3"]
    path = tmp_path / "slip.efg"
    assert save_game(qtbot, window, path)
    text = path.read_text(encoding="utf-8")
    assert '[Variant "abanondas"]' in text and "a2.c2-a3.c3" in text
    open_game(qtbot, window, path)
    assert window.session.rules == ABANONDAS
    assert window.session.line.notation() == ["a2.c2-a3.c3"]
    assert "Abanondas" in window.windowTitle()
    assert read_record(text).rules == ABANONDAS


def test_the_rules_help_has_an_abanondas_section_with_a_diagram(qtbot: QtBot) -> None:
    dialog = RulesDialog(LIGHT, section=ABANONDAS_ANCHOR)
    qtbot.addWidget(dialog)
    html = dialog.html()
    assert f'<a name="{ABANONDAS_ANCHOR}">' in html and 'src="diagram:slip"' in html
    assert "b2.d2-b3.d3" in html
    dialog.show()
    qtbot.waitExposed(dialog)
    bar = dialog.browser.verticalScrollBar()
    # Opened at the variant's section, which is near the end of the text.
    qtbot.waitUntil(lambda: bar.value() > bar.maximum() // 2, timeout=3000)


def test_the_editor_sets_the_variant_and_play_from_here_keeps_it(qtbot: QtBot) -> None:
    dialog = EditorDialog(Position.start(8, 8))
    qtbot.addWidget(dialog)
    assert dialog.variant_combo.currentIndex() == 0
    dialog.variant_combo.setCurrentIndex(1)
    assert dialog.editor.rules == ABANONDAS
    other = EditorDialog(Position.start(8, 8), ABANONDAS)
    qtbot.addWidget(other)
    assert other.variant_combo.currentIndex() == 1


def test_every_refusal_has_a_translated_sentence() -> None:
    """A refusal the window does not know would fall back to the core's English."""
    from epaminondas_gui.gui import texts

    for refusal in Refusal:
        assert texts._refusal_template(refusal) is not None, refusal
    error = IllegalMoveError("x", Refusal.SLIP_NOT_EMPTY, {"square": "c3"})
    assert translate_refusal(error) == "A sideslip needs empty squares: c3 is not empty."


@pytest.mark.parametrize(("efn", "rules", "expected"), [
    ("8/8/8/8/8/8/8/B6W W", Rules(), "along a rank, a file or a diagonal."),
    (None, Rules(variant=Variant.HEXIMINONDAS), "in one of the hexagon's six directions."),
])
def test_a_crooked_drag_is_refused_in_the_board_s_own_words(
    efn: str | None, rules: Rules, expected: str
) -> None:
    position = Position.variant_start(rules.variant) if efn is None else Position.from_efn(efn)
    geo = position.geometry
    white = geo.iter_squares(position.white)[0]
    crooked = next(sq for sq in geo.squares if geo.direction_between(
        white, sq) is None and sq != white and not (position.occupied >> sq) & 1)
    with pytest.raises(IllegalMoveError) as caught:
        find_move(position, white, crooked, rules)
    assert caught.value.refusal is Refusal.NOT_STRAIGHT
    assert translate_refusal(caught.value) == "Pieces move in a straight line: " + expected


def test_every_ending_is_told_as_it_happened() -> None:
    """No ending reads as a resignation unless it was one (each termination in words)."""
    draws = {Termination.DRAW_AGREED, Termination.REPETITION, Termination.NO_MOVES_COUNT}
    decided = set(Termination) - {Termination.DRAW_AGREED, Termination.REPETITION}
    endings = [(t, None) for t in draws] + [(t, Color.WHITE) for t in decided]
    sentences = {}
    for termination, winner in endings:
        outcome = Outcome(winner, termination)
        sentences[(termination, winner)] = (describe_outcome(outcome), outcome_reason(outcome))
    for (termination, _winner), (sentence, reason) in sentences.items():
        resigned = termination is Termination.RESIGNATION
        assert ("resigned" in sentence) == resigned, termination
        assert ("resigned" in reason) == resigned, termination
    assert sentences[(Termination.WIN_ZONE, Color.WHITE)][0] == (
        "White wins: more pieces in the win zone at the start of the turn.")
    assert sentences[(Termination.REPETITION_LOSS, Color.WHITE)] == (
        "White wins: Black made a position occur for the third time.",
        "Black made a position occur for the third time.")
    assert sentences[(Termination.NO_MOVES_COUNT, None)][0] == (
        "Draw: no legal move, and as many pieces on each side.")
    assert sentences[(Termination.NO_MOVES_COUNT, Color.WHITE)][0] == (
        "White wins: no legal move, and White has more pieces.")


# White's pair on row 7 slips onto Black's home row: two pieces against Black's one on
# row 1, which no reply can capture or match. Only a slip puts two pieces there at once.
SLIP_WINS = "8/1WW5/8/8/8/8/8/7B W"


def test_the_hint_in_abanondas_is_the_winning_slip(make_window: MakeWindow, qtbot: QtBot) -> None:
    """The engine process is told the variant: its hint is a slip it could not know in
    Epaminondas."""
    window = make_window(abanondas_game(8, 8))
    window.session.start_from(Position.from_efn(SLIP_WINS), ABANONDAS, abanondas_game(8, 8))
    window.game_actions.act_hint.trigger()
    qtbot.waitUntil(lambda: window.board.scene.hint_arrow is not None, timeout=15000)
    hint = window.session.current_hint
    assert hint is not None and hint.is_slip
    assert hint in legal_moves(Position.from_efn(SLIP_WINS), ABANONDAS)


def test_a_review_of_an_abanondas_game_runs_in_the_variant(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    """The review's engine process replays the slips (an Epaminondas engine would refuse
    them) and grades every move with a legal Abanondas move."""
    window = make_window(abanondas_game(8, 8))
    sq = window.board.scene.geometry.parse_square
    gesture(window, [sq("a2"), sq("b2"), sq("c2"), sq("c3")], SHIFT)  # a2.c2-a3.c3
    gesture(window, [sq("h7"), sq("g7"), sq("g6")], SHIFT)  # g7.h7-g6.h6
    gesture(window, [sq("e2"), sq("e3")], NONE)  # e2-e3: also a slip drop, but no Shift
    session = window.session
    assert session.line.notation() == ["a2.c2-a3.c3", "g7.h7-g6.h6", "e2-e3"]
    window.analysis.review_game()
    review = window.analysis.review
    assert review is not None
    qtbot.waitUntil(lambda: review.review is not None and not review.running, timeout=30000)
    result = review.review
    assert result is not None and result.complete
    positions = [session.line.start]
    for move in session.line.moves:
        positions.append(positions[-1].play(move))
    assert len(result.moves) == 3
    for graded in result.moves:
        assert graded.best_move in legal_moves(positions[graded.ply], ABANONDAS)
