"""Game → Engine match…: the dialog plays a match off the GUI thread, its table counts the
games exactly, a game can be watched, and stopping or closing ends every engine."""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

import pytest
from PySide6.QtWidgets import QTableWidget, QTableWidgetItem
from pytestqt.qtbot import QtBot

from epaminondas_gui.core.games.record_text import read_record
from epaminondas_gui.core.match.match import Standings
from epaminondas_gui.gui.i18n import install_language
from epaminondas_gui.gui.match.dialog import MatchDialog
from epaminondas_gui.gui.settings import EngineEntry, save_engines
from epaminondas_gui.gui.theme import LIGHT

from ...processes import descendants, wait_for, wait_gone

#: The players' list: level 1 is row 0, level 2 row 1.
LEVEL_1, LEVEL_2 = 0, 1
BOARD_8X8 = 1


def make_dialog(qtbot: QtBot, folder: Path, games: int = 2, movetime: int = 30
                ) -> tuple[MatchDialog, list[str]]:
    """The dialog with levels 1 and 2 ticked, on 8x8, saving into ``folder``; and the
    messages it gives the player."""
    dialog = MatchDialog(LIGHT)
    qtbot.addWidget(dialog)
    form = dialog.form
    form.check(LEVEL_1, LEVEL_2)
    form.games_spin.setValue(games)
    form.movetime_spin.setValue(movetime)
    form.board_combo.setCurrentIndex(BOARD_8X8)
    form.plies_spin.setValue(2)
    form.folder_edit.setText(str(folder))
    errors: list[str] = []
    dialog.report_error = errors.append  # no modal box in a test
    return dialog, errors


def cell(table: QTableWidget, row: int, column: int) -> str:
    item = table.item(row, column)
    assert item is not None
    return item.text()


def engines() -> set[int]:
    return set(descendants(os.getpid()))


def priorities(pids: set[int]) -> set[int]:
    """The nice values of those of ``pids`` still running."""
    found = set()
    for pid in pids:
        with contextlib.suppress(ProcessLookupError):
            found.add(os.getpriority(os.PRIO_PROCESS, pid))
    return found


def test_a_match_is_played_and_the_table_counts_its_games(qtbot: QtBot, tmp_path: Path) -> None:
    before = engines()  # an earlier test's engine may still be ending
    dialog, errors = make_dialog(qtbot, tmp_path)
    with qtbot.waitSignal(dialog.finished_match, timeout=90_000):
        assert dialog.start()
    assert errors == []
    assert [cell(dialog.games_table, row, 0) for row in range(2)] == ["1", "2"]
    # Each entrant's wins, draws and losses as the games list says them.
    # The players as the window names them; the records keep the entrants' names.
    expected = {"Level 1": [0, 0, 0], "Level 2": [0, 0, 0]}
    for row in range(2):
        white, black, result = (cell(dialog.games_table, row, c) for c in (1, 2, 3))
        assert result in ("1-0", "0-1", "1/2-1/2")
        white_index = {"1-0": 0, "1/2-1/2": 1, "0-1": 2}[result]
        expected[white][white_index] += 1
        expected[black][2 - white_index] += 1
    for row, name in enumerate(["Level 1", "Level 2"]):
        cells = [cell(dialog.table, row, c) for c in range(6)]
        wins, draws, losses = expected[name]
        assert cells == [name, "2", f"{wins + 0.5 * draws:g}", str(wins), str(draws),
                         str(losses)]
    assert cell(dialog.table, 0, 6) == "reference"
    assert "[" in cell(dialog.table, 1, 6)
    # Both records were saved, in a folder of their own, and read back.
    assert dialog.plan is not None and dialog.plan.records is not None
    files = sorted(dialog.plan.records.iterdir())
    assert [f.name for f in files] == ["001-level_1-vs-level_2.epam",
                                       "002-level_2-vs-level_1.epam"]
    for path in files:
        assert read_record(path.read_text(encoding="utf-8")).tags["Event"] == "epaminondas-match"
    # The first game, watched: its last position, and the slider steps back through it.
    dialog.games_table.selectRow(0)
    game = dialog.games[1]
    assert dialog.board.position == game.positions[-1]
    assert dialog.slider.maximum() == len(game.moves) == len(game.positions) - 1
    dialog.slider.setValue(0)
    assert dialog.board.position == game.positions[0]
    assert dialog.open_button.isEnabled()
    with qtbot.waitSignal(dialog.open_record) as opened:
        dialog.open_button.click()
    assert opened.args == [files[0]]
    wait_for(lambda: engines() <= before, 5, "the engines ended")


@pytest.mark.parametrize("how", ["stop", "close"])
def test_stopping_ends_the_games_and_their_engines(qtbot: QtBot, tmp_path: Path,
                                                   how: str) -> None:
    before = engines()
    dialog, _errors = make_dialog(qtbot, tmp_path, games=20, movetime=200)
    dialog.show()
    assert dialog.start()
    qtbot.waitUntil(lambda: 1 in dialog.games and len(dialog.games[1].positions) > 1,
                    timeout=30_000)
    # The levels' engine processes run below the window's priority, as the game's engines
    # do. A game's thread lowers its engine once Popen returns, when it has the GIL again:
    # an engine that has just started may be seen a moment before that.
    background = min(19, os.getpriority(os.PRIO_PROCESS, 0) + 10)
    qtbot.waitUntil(lambda: priorities(engines() - before) == {background}, timeout=5_000)
    running = engines() - before
    # The selected running game is followed move by move.
    assert dialog.board.position == dialog.games[1].positions[-1]
    with qtbot.waitSignal(dialog.finished_match, timeout=10_000):
        if how == "stop":
            dialog.stop_button.click()
        else:
            dialog.close()
    wait_gone(running, 5)
    assert engines() <= before
    assert dialog.match is None
    assert dialog.start_button.isEnabled()
    assert dialog.status.text() == "Stopped. Games played: 0."


@pytest.mark.parametrize(("rows", "clock", "message"), [
    ((), None, "Tick two players or more"),
    ((LEVEL_1,), None, "Tick two players or more"),
    ((LEVEL_1, LEVEL_2), "ten minutes", "“ten minutes” is not a clock"),
    ((LEVEL_1, LEVEL_2), "", "“” is not a clock"),
])
def test_bad_settings_are_told_and_nothing_starts(qtbot: QtBot, tmp_path: Path,
                                                  rows: tuple[int, ...], clock: str | None,
                                                  message: str) -> None:
    before = engines()
    dialog, errors = make_dialog(qtbot, tmp_path)
    dialog.form.check(*rows)
    if clock is not None:
        dialog.form.time_kind.setCurrentIndex(1)
        dialog.form.clock_edit.setText(clock)
    assert not dialog.start()
    assert len(errors) == 1 and errors[0].startswith(message)
    assert dialog.match is None and engines() <= before


@pytest.mark.parametrize(("folder", "message"), [
    ("a-file", "“{path}” is a file, not a folder."),
    ("a-file/games", "The games cannot be saved in {path}/match "),
])
def test_a_folder_that_cannot_take_the_records_is_told(qtbot: QtBot, tmp_path: Path,
                                                       folder: str, message: str) -> None:
    (tmp_path / "a-file").write_text("not a folder")
    dialog, errors = make_dialog(qtbot, tmp_path)
    dialog.form.folder_edit.setText(str(tmp_path / folder))
    assert not dialog.start()
    assert len(errors) == 1 and errors[0].startswith(message.format(path=tmp_path / folder))
    assert dialog.match is None and dialog.start_button.isEnabled()


def test_a_clock_is_read_as_the_match_time_control(qtbot: QtBot, tmp_path: Path) -> None:
    dialog, _errors = make_dialog(qtbot, tmp_path)
    dialog.form.time_kind.setCurrentIndex(1)
    dialog.form.clock_edit.setText("1+0.1")
    plan = dialog.form.read()
    assert plan.settings.time_control.to_text() == "1+0.1"
    assert [e.name for e in plan.entrants] == ["level 1", "level 2"]
    assert plan.settings.rules.variant.value == "epaminondas"
    assert plan.settings.board is not None and plan.settings.board.geometry.width == 8


def test_the_small_board_shows_the_board_chosen_before_a_match(qtbot: QtBot,
                                                              tmp_path: Path) -> None:
    dialog, _errors = make_dialog(qtbot, tmp_path)
    assert (dialog.board.geometry.width, dialog.board.geometry.height) == (8, 8)
    dialog.form.board_combo.setCurrentIndex(0)
    assert (dialog.board.geometry.width, dialog.board.geometry.height) == (14, 12)


@pytest.mark.parametrize("language", ["en", "de", "es"])
def test_the_dialog_fits_an_800_by_600_screen(qtbot: QtBot, tmp_path: Path,
                                              language: str) -> None:
    install_language(language)  # the fixture puts English back
    dialog, _errors = make_dialog(qtbot, tmp_path)
    hint = dialog.minimumSizeHint()
    # The window manager's frame and a panel take some of the screen.
    assert hint.width() <= 780 and hint.height() <= 540, (hint.width(), hint.height())


def test_the_players_are_named_in_the_windows_language(qtbot: QtBot, tmp_path: Path) -> None:
    save_engines([EngineEntry("twin", "twin-engine"), EngineEntry("twin", "twin-engine")])
    install_language("es")  # the fixture puts English back
    dialog, _errors = make_dialog(qtbot, tmp_path)
    count = dialog.form.entrant_list.count()
    dialog.form.check(LEVEL_2, count - 2, count - 1)
    plan = dialog.form.read()
    assert plan.labels == ["Nivel 2", "twin", "twin #2"]
    assert [e.name for e in plan.entrants] == ["level 2", "twin", "twin #2"]


@pytest.mark.parametrize("language", ["en", "de", "es"])
def test_the_standings_fit_beside_the_board_at_800_by_600(qtbot: QtBot, tmp_path: Path,
                                                         language: str) -> None:
    install_language(language)  # the fixture puts English back
    dialog, _errors = make_dialog(qtbot, tmp_path)
    dialog.resize(780, 540)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.plan = dialog.form.read()
    dialog.standings = Standings([e.name for e in dialog.plan.entrants])
    # Eleven games: level 2 won 6, lost 4, drew 1 (an interval of three-digit values).
    scores = [0.0] * 6 + [1.0] * 4 + [0.5]
    dialog.standings.pairs[(0, 1)] = scores
    dialog.standings.scores = {0: scores, 1: [1 - score for score in scores]}
    dialog._fill_table()
    elo = cell(dialog.table, 1, 6)
    assert elo.startswith("+") and elo.count("[") == 1
    header = dialog.table.horizontalHeader()
    qtbot.waitUntil(lambda: header.length() <= dialog.table.viewport().width(), timeout=3000)


def test_an_engine_of_the_preferences_plays_and_its_failure_is_told(qtbot: QtBot,
                                                                    tmp_path: Path) -> None:
    save_engines([EngineEntry("ghost", str(tmp_path / "no-such-engine"))])
    dialog, errors = make_dialog(qtbot, tmp_path)
    ghost = dialog.form.entrant_list.count() - 1
    assert dialog.form.entrant_list.item(ghost).text() == "ghost"
    dialog.form.check(LEVEL_1, ghost)
    with qtbot.waitSignal(dialog.finished_match, timeout=60_000):
        assert dialog.start()
    assert errors == []
    # The program cannot start: it loses both games, and the status line says so.
    assert [cell(dialog.games_table, row, 3) for row in range(2)] == ["1-0", "0-1"]
    assert [cell(dialog.table, 1, c) for c in range(6)] == ["ghost", "2", "0", "0", "0", "2"]
    assert "cannot start" in (dialog.games_table.item(0, 3) or QTableWidgetItem()).toolTip()
    assert dialog.status.text().endswith(
        "A player failed in 2 games (see the games' tooltips).")
