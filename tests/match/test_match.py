"""``epaminondas-match``: entrants, the schedule, records, the table, and short matches
between levels and against engine programs that are not ours."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest

from benchmarks.opponents.sparring import DEFAULT_PATH as SPARRING
from epaminondas_gui.core.ai.types import Limits
from epaminondas_gui.core.games.outcome import Termination
from epaminondas_gui.core.games.players import Computer
from epaminondas_gui.core.games.record_text import read_game_file
from epaminondas_gui.core.games.tree import GameTree
from epaminondas_gui.core.match.cli import main
from epaminondas_gui.core.match.entrants import Entrant, EntrantError, probe_protocol
from epaminondas_gui.core.match.match import MatchSettings, read_records, schedule
from epaminondas_gui.core.rules.position import Position

FAKE = Path(__file__).resolve().parents[1] / "engine" / "fake_engine.py"


@pytest.mark.parametrize(("words", "entrant"), [
    (["level=3"], Entrant("level 3", 3)),
    (["name=fast", "level=8", "movetime=200"],
     Entrant("fast", 8, limits=Limits(movetime_ms=200))),
    (["cmd=/opt/eng --x", "proto=epam", "option.Hash=128", "threads=2"],
     Entrant("eng", 8, ("/opt/eng", "--x"), options=(("Hash", "128"),), threads=2)),
    # The command's words alone; its protocol is found out before the match.
    (["python3", "/opt/sparring.py", "level=2"],
     Entrant("sparring.py", 2, ("python3", "/opt/sparring.py"), "auto")),
    (["cmd=python3 sparring.py", "proto=efn", "depth=3"],
     Entrant("sparring.py", 8, ("python3", "sparring.py"), "efn", limits=Limits(depth=3))),
])
def test_entrants_are_read_from_key_value_words(words: list[str], entrant: Entrant) -> None:
    assert Entrant.parse(words) == entrant


@pytest.mark.parametrize(("words", "error"), [
    (["level=9"], "level=9: expected a whole number from 1 to 8"),
    (["level=2", "oops"], "expected key=value"),
    (["python3", "x.py", "cmd=y"], "cmd= is given"),
    (["colour=red"], "unknown key 'colour'"),
    (["proto=efn"], "proto=efn needs cmd="),
    (["cmd=x", "proto=uci"], "proto=uci: expected one of epam, efn"),
    (["cmd='unclosed"], "No closing quotation"),
])
def test_bad_entrants_say_what_is_wrong(words: list[str], error: str) -> None:
    with pytest.raises(EntrantError, match=error):
        Entrant.parse(words)


@pytest.mark.parametrize(("argv", "error"), [
    (["--engine", "level=1"], "give two or more entrants"),
    (["--engine", "level=1", "--engine", "level=1"], "two entrants are called the same"),
    (["--engine", "level=1", "--engine", "level=2", "--tc", "ten"], "--tc ten:"),
    (["--engine", "level=1", "--engine", "level=2", "--games", "0"], "--games must be at least 1"),
    (["--engine", "level=1", "--engine", "level=2", "--board", "3x3"], "--board:"),
    (["--engine", "level=1", "--engine", "level=2", "--variant", "chess"], "unknown variant"),
    (["--engine", "level=1", "--engine", "level=2", "--engine", "level=3", "--sprt", "0,50"],
     "--sprt tests one entrant against one other"),
    (["--engine", "level=1", "--engine", "level=2", "--openings", "/nonexistent/file"],
     "cannot read it"),
])
def test_bad_arguments_are_a_clear_error(argv: list[str], error: str,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert error in err and "Traceback" not in err


def test_each_opening_is_played_twice_with_the_colours_swapped() -> None:
    settings = MatchSettings(games=4, board=Position.start(8, 8), plies=2, seed=5)
    jobs = list(schedule(3, settings))
    assert [(j.number, j.white, j.black) for j in jobs] == [
        (1, 0, 1), (2, 1, 0), (3, 0, 2), (4, 2, 0), (5, 1, 2), (6, 2, 1),
        (7, 0, 1), (8, 1, 0), (9, 0, 2), (10, 2, 0), (11, 1, 2), (12, 2, 1)]
    openings = [j.start for j in jobs]
    assert len(set(openings[:6])) == 1 and len(set(openings[6:])) == 1
    assert openings[0] != openings[6] and openings[0] != Position.start(8, 8)
    assert [j.start for j in schedule(3, settings)] == openings  # the same for the same seed


def test_openings_come_from_a_file(tmp_path: Path) -> None:
    first = "BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW W"
    second = "8/BBBBBBBB/8/8/8/8/WWWWWWWW/8 B"
    path = tmp_path / "openings.txt"
    path.write_text(f"# two\n{first}\n\n{second}  # black first\n")
    out = io.StringIO()
    assert main(["--engine", "level=1", "--engine", "level=1", "name=other", "--games", "4",
                 "--movetime", "20", "--openings", str(path), "--records",
                 str(tmp_path / "games"), "--max-plies", "4", "--quiet"], out) == 0
    starts = [read_game_file(p).start for p in sorted((tmp_path / "games").iterdir())]
    assert [s.efn() for s in starts] == [first, first, second, second]
    path.write_text("BB/WW X\n")
    with pytest.raises(SystemExit):
        main(["--engine", "level=1", "--engine", "level=2", "--openings", str(path)])


def test_a_four_game_match_between_two_levels(tmp_path: Path) -> None:
    out = io.StringIO()
    folder = tmp_path / "records"
    assert main(["--engine", "level=1", "--engine", "level=2", "--games", "4", "--movetime",
                 "50", "--board", "8x8", "--records", str(folder), "--max-plies", "80"],
                out) == 0
    text = out.getvalue()
    assert text.count("Finished game") == 4
    assert "Score of level 1 vs level 2:" in text
    assert "Elo difference (level 1 vs level 2): " in text and "(95%)" in text
    assert "Rank  Name" in text and "4 games in" in text
    files = sorted(folder.iterdir())
    assert [f.name for f in files] == ["001-level_1-vs-level_2.epam",
                                       "002-level_2-vs-level_1.epam",
                                       "003-level_1-vs-level_2.epam",
                                       "004-level_2-vs-level_1.epam"]
    for number, path in enumerate(files, start=1):
        tree = GameTree(read_game_file(path))
        assert tree.tags["Round"] == str(number) and tree.result() is not None
        white, black = tree.players()
        levels = (1, 2) if number % 2 else (2, 1)
        assert (white, black) == (Computer(levels[0]), Computer(levels[1]))


@pytest.mark.parametrize("engine", [
    pytest.param([f"cmd={sys.executable} {FAKE} plain", "name=plain"], id="our-protocol"),
    # The outside engine's command alone: its protocol is found out.
    pytest.param([sys.executable, str(SPARRING), "name=sparring"], id="efn-protocol",
                 marks=pytest.mark.skipif(not SPARRING.is_file(),
                                          reason=f"no outside engine at {SPARRING}")),
])
def test_a_level_against_an_engine_program(engine: list[str], tmp_path: Path) -> None:
    out = io.StringIO()
    path = tmp_path / "all.epam"
    assert main(["--engine", "level=1", "--engine", *engine, "--games", "4", "--movetime",
                 "50", "--board", "8x8", "--records", str(path), "--max-plies", "60",
                 "--concurrency", "2"], out) == 0
    text = out.getvalue()
    name = engine[-1].removeprefix("name=")
    assert text.count("Finished game") == 4 and f"Score of level 1 vs {name}:" in text
    assert "Failure" not in text
    records = read_records(path.read_text(encoding="utf-8"))
    assert len(records) == 4
    assert sorted(r.tags["Round"] for r in records) == ["1", "2", "3", "4"]
    assert all(GameTree(r).result() is not None for r in records)


def test_a_program_that_fails_loses_and_the_record_says_why(tmp_path: Path) -> None:
    out = io.StringIO()
    assert main(["--engine", "level=1", "--engine", f"cmd={sys.executable} {FAKE} illegal",
                 "name=bad", "--games", "2", "--movetime", "20", "--board", "8x8",
                 "--records", str(tmp_path)], out) == 0
    text = out.getvalue()
    assert "Score of level 1 vs bad: 2 - 0 - 0" in text
    assert text.count("Failure: game") == 2 and "played an illegal move" in text
    record = read_game_file(sorted(tmp_path.iterdir())[0])
    assert record.tags["Termination"] == Termination.RESIGNATION.value
    assert record.final_node().comment.startswith("White wins: bad played an illegal move")


def test_a_programs_protocol_is_found_out() -> None:
    assert probe_protocol((sys.executable, str(FAKE), "plain")) == "epam"
    if SPARRING.is_file():
        assert probe_protocol((sys.executable, str(SPARRING))) == "efn"
    with pytest.raises(RuntimeError, match="answers neither 'isready'"):
        probe_protocol((sys.executable, str(FAKE), "mute"), timeout_s=1.0)
    with pytest.raises(RuntimeError, match="cannot start /nonexistent/engine"):
        probe_protocol(("/nonexistent/engine",))
