"""The `epaminondas-engine` command, driven as other tools drive it: through a pipe."""

from __future__ import annotations

import io
import subprocess
import sys
import time
from pathlib import Path

import pytest

from epaminondas_gui.core.ai.types import SearchRequest
from epaminondas_gui.core.engine.server import OPTIONS, EngineServer, run
from epaminondas_gui.core.rules.position import Variant

from ..rules.test_reference_data import CASES as VARIANT_CASES

CASES = VARIANT_CASES[Variant.EPAMINONDAS]

START_EFN = "BBBBBBBBBBBBBB/BBBBBBBBBBBBBB/14/14/14/14/14/14/14/14/WWWWWWWWWWWWWW/WWWWWWWWWWWWWW W"


def session(*commands: str) -> list[str]:
    """Run commands in-process and return the output lines."""
    out = io.StringIO()
    run([c + "\n" for c in commands], out)
    return out.getvalue().splitlines()


def test_real_command_over_a_pipe() -> None:
    exe = Path(sys.executable).with_name("epaminondas-engine")
    module = "epaminondas_gui.core.engine.server"
    cmd = [str(exe)] if exe.exists() else [sys.executable, "-m", module]
    proc = subprocess.run(
        cmd,
        input="isready\nd\nperft 2\nbogus\nquit\nd\n",
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0
    assert proc.stdout.splitlines() == [
        "readyok",
        f"efn {START_EFN}",
        "perft 2 12996",
        "error unknown command 'bogus'",
    ]
    assert proc.stderr == ""


def test_position_and_moves() -> None:
    lines = session("position startpos moves g1.g2-g4 h11-h10", "d")
    assert lines == [
        "efn " + "BBBBBBBBBBBBBB/BBBBBBB1BBBBBB/7B6/14/14/14/14/14/6W7/6W7/"
        "WWWWWW1WWWWWWW/WWWWWW1WWWWWWW W"
    ]
    assert session("position startpos size 8x8", "d") == [
        "efn BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW W"
    ]
    assert session("position startpos size 6x12", "perft 1") == ["perft 1 102"]


def test_moves_lists_every_successor() -> None:
    for case in CASES[::10]:
        lines = session(f"position efn {case['efn']}", "moves")
        assert lines[-1] == f"nmoves {len(case['successors'])}"  # type: ignore[arg-type]
        successors = sorted(line.split(" ", 2)[2] for line in lines[:-1])
        assert successors == case["successors"]
        assert all(line.startswith("move ") for line in lines[:-1])


def test_result_command() -> None:
    for case in CASES:
        if case["result"] is not None:
            expected = case["result"]
            break
    assert session(f"position efn {case['efn']}", "result") == [f"result {expected}"]
    assert session("result") == ["result none"]


def test_symmetry_option_changes_legal_moves() -> None:
    # White a5 and c2 vs Black a1 and c5 on 6x6: a5-a6 would mirror the position.
    efn = "6/W1B3/6/6/2W3/B5 W"
    midline = session(f"position efn {efn}", "moves")
    off = session("setoption name SymmetryRule value off", f"position efn {efn}", "moves")
    assert int(off[-1].split()[1]) == int(midline[-1].split()[1]) + 1
    assert any(line.startswith("move a5-a6 ") for line in off)
    assert not any(line.startswith("move a5-a6 ") for line in midline)


@pytest.mark.parametrize(
    "command,error",
    [
        ("bogus", "error unknown command 'bogus'"),
        ("position", "error position needs startpos or efn"),
        ("position fen x", "error position: expected startpos or efn, not 'fen'"),
        ("position startpos size 3x3", "error board size 3x3 is outside 4x4..26x26"),
        ("position startpos size big",
         "error bad board size 'big' (expected WxH, e.g. 14x12, or hex6)"),
        ("position startpos size", "error position startpos size needs WxH, e.g. 8x8 (or hex6)"),
        (
            "position startpos moves a1-a3",
            "error move 1: 'a1-a3' is not a legal move here: a piece moves at most 1 square, not 2",
        ),
        ("position startpos foo", "error position: expected 'moves', not 'foo'"),
        ("position efn 8/8/8 W", "error bad EFN: 3 ranks: a board has 4 to 26 ranks"),
        ("position efn 8/8/8/8", "error position efn needs the ranks and the side to move"),
        ("setoption name Foo value 1", "error unknown option 'Foo'"),
        ("setoption name FullTime value yes", "error FullTime must be true or false, not 'yes'"),
        (
            "setoption name SymmetryRule value left-right",
            "error unknown symmetry rule 'left-right' (expected midline or off)",
        ),
        (
            "setoption SymmetryRule off",
            "error setoption: expected 'setoption name <Name> value <value>'",
        ),
        ("perft", "error perft needs one depth, a whole number"),
        ("perft -1", "error perft needs one depth, a whole number"),
        ("perft 99", "error perft depth 99 is too deep (at most 8)"),
        ("loadgame", "error loadgame needs a file path"),
    ],
)
def test_bad_commands_give_one_error_and_keep_state(command: str, error: str) -> None:
    lines = session("position startpos moves g1.g2-g4", command, "d")
    assert lines[0] == error
    assert lines[1].startswith("efn ") and "6W7/6W7" in lines[1]
    assert len(lines) == 2


def test_moves_after_the_game_ended_are_refused() -> None:
    # White a5-a6 enters; Black ignores it; White has then won before "f1-e1".
    efn = "1B4/W5/6/6/6/5W W"
    lines = session(f"position efn {efn}", "position efn " + efn + " moves a5-a6 b6-c6 f1-e1", "d")
    assert lines[0].startswith("error move 3 'f1-e1': the game is already over")
    assert lines[1] == f"efn {efn}"


def test_loadgame(tmp_path: Path) -> None:
    good = tmp_path / "game.epam"
    good.write_text('[Board "8x8"]\n\n1. a1.a2-a4 b7-b6 2. a3-a4 *\n'.replace("a3-a4", "a4-a5"))
    lines = session(f"loadgame {good}", "d")
    assert lines[0] == lines[1]
    assert lines[0] == "efn BBBBBBBB/B1BBBBBB/1B6/W7/8/W7/1WWWWWWW/1WWWWWWW B"
    bad = tmp_path / "bad.epam"
    bad.write_text('[Board "8x8"]\n\n1. a1.a2-a4 b7-b6\n2. a4-a7 *\n')
    lines = session("position startpos moves g1.g2-g4", f"loadgame {bad}", "d")
    assert lines[0] == (
        "error 4:4 'a4-a7' is not a legal move here: a piece moves at most 1 square, not 3"
    )
    assert "6W7/6W7" in lines[1]
    missing = session(f"loadgame {tmp_path / 'nope.epam'}")
    assert missing[0].startswith("error 1:1 cannot read")
    binary = tmp_path / "image.png"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
    assert session(f"loadgame {binary}")[0].startswith("error 1:1 not UTF-8 text")
    # An empty file is an error, not the start position; the position is kept.
    empty = tmp_path / "empty.epam"
    empty.write_text("")
    lines = session("position startpos moves g1.g2-g4", f"loadgame {empty}", "d")
    assert lines[0] == "error 1:1 the file is empty: it holds no game record"
    assert "6W7/6W7" in lines[1]


def test_every_reference_position_round_trips_through_d() -> None:
    for case in CASES[::7]:
        assert session(f"position efn {case['efn']}", "d") == [f"efn {case['efn']}"]


def test_the_seed_option_makes_a_noisy_level_repeat_its_moves() -> None:
    def moves(seed: str) -> list[str]:
        starts = ("startpos", "startpos moves g1.g2-g4 h11-h10", "startpos size 8x8")
        # One session a search: a following "position" would stop it (on a busy machine
        # before depth 1 is done); at the end of input a search with limits finishes.
        out = [line for p in starts
               for line in session("setoption name Level value 1",
                                   f"setoption name Seed value {seed}", f"position {p}",
                                   "go depth 1")]
        return [line for line in out if line.startswith("bestmove")]

    assert moves("7") == moves("7")
    assert len(moves("7")) == 3
    assert session("setoption name Seed value -1") == [
        "error Seed must be a whole number from 0 to 4294967295, not '-1'"
    ]
    assert session("setoption name Seed value random", "isready") == ["readyok"]


def test_threads_search_with_helper_processes_that_end_with_quit() -> None:
    import multiprocessing

    before = set(multiprocessing.active_children())
    out = session("setoption name Threads value 2", "position startpos size 8x8",
                  "go depth 4", "isready")
    assert "readyok" in out  # answered while the processes search
    best = [line for line in out if line.startswith("bestmove")]
    assert len(best) == 1 and best[0] != "bestmove none"
    infos = [line for line in out if line.startswith("info depth 4")]
    assert infos, out
    # session() ends with the end of input: the helpers are gone with it.
    assert set(multiprocessing.active_children()) <= before
    assert session("setoption name Threads value 0") == [
        "error Threads must be a whole number from 1 to 64, not '0'"
    ]


def test_version_and_help_on_both_commands() -> None:
    import subprocess
    import sys
    from importlib.metadata import version

    expected = version("epaminondas")
    for module, name in (
        ("epaminondas_gui.core.engine.server", "epaminondas-engine"),
        ("epaminondas_gui", "epaminondas"),
    ):
        done = subprocess.run(
            [sys.executable, "-m", module, "--version"],
            capture_output=True, text=True, timeout=60, check=True,
        )
        assert done.stdout.strip() == f"{name} {expected}"
        helped = subprocess.run(
            [sys.executable, "-m", module, "--help"],
            capture_output=True, text=True, timeout=60, check=True,
        )
        assert helped.stdout.startswith(f"usage: {name}")
    bad = subprocess.run(
        [sys.executable, "-m", "epaminondas_gui.core.engine.server", "--bogus"],
        capture_output=True, text=True, timeout=60,
    )
    assert bad.returncode == 2 and "unrecognized arguments: --bogus" in bad.stderr


def test_go_with_clocks_searches_for_the_side_to_moves_share() -> None:
    """The engine turns the clock of the side to move into a move time (timeman.py)."""
    out: list[str] = []
    server = EngineServer(out.append)
    requests: list[SearchRequest] = []
    server.search.start = requests.append  # type: ignore[method-assign,assignment]
    server.handle("go wtime 1000 btime 60000 winc 100")
    server.handle("position startpos moves g1.g2-g4")
    server.handle("go wtime 1000 btime 60000 winc 100")
    server.handle("go movetime 500 wtime 1000 btime 60000 binc 2000 depth 3")
    server.handle("go wtime 1000 btime 60000 infinite")
    assert out == []
    assert [r.limits.movetime_ms for r in requests] == [95, 1_199, 500, None]
    assert requests[2].limits.depth == 3 and requests[3].limits.infinite


def test_full_time_goes_with_every_search_until_set_again() -> None:
    # Levels 5-7 then think all of go movetime (the window's searches), not an eighth.
    out: list[str] = []
    server = EngineServer(out.append)
    requests: list[SearchRequest] = []
    server.search.start = requests.append  # type: ignore[method-assign,assignment]
    for line in ("setoption name Level value 7", "go movetime 800",
                 "setoption name FullTime value true", "go movetime 800", "go depth 2",
                 "setoption name fulltime value False", "go movetime 800"):
        server.handle(line)
    assert [(r.level, r.full_time) for r in requests] == [
        (7, False), (7, True), (7, True), (7, False)]
    assert out == []


def test_go_with_a_bad_clock_is_an_error_and_starts_nothing() -> None:
    assert session("go wtime 1000", "go wtime 10 btime x") == [
        "error go wtime needs both wtime and btime",
        "error go btime needs a whole number of milliseconds (0 or more)",
    ]


def test_the_handshake_declares_every_option_with_its_type_and_range() -> None:
    lines = session("protocol")
    assert lines[0] == "id name Epaminondas" and lines[1].startswith("id version ")
    assert lines[2:] == [
        "option name SymmetryRule type combo default midline var midline var off",
        "option name Variant type combo default epaminondas var epaminondas var abanondas "
        "var heximinondas",
        "option name Zone type combo default corner var corner var row",
        "option name Level type spin default 8 min 1 max 8",
        "option name MultiPV type spin default 1 min 1 max 64",
        "option name Hash type spin default 64 min 1 max 4096",
        "option name Seed type string default random",
        "option name Threads type spin default 1 min 1 max 64",
        "option name FullTime type check default false",
        "protocolok",
    ]


def test_every_declared_option_takes_its_default_and_its_bounds() -> None:
    for option in OPTIONS:
        values = [option.default, *option.choices]
        if option.low is not None and option.high is not None:
            values += [str(option.low), str(option.high)]
        if option.type == "check":
            values += ["true", "false", "TRUE"]
        for value in values:
            assert session(f"setoption name {option.name} value {value}") == []
        if option.high is not None:
            assert session(f"setoption name {option.name} value {option.high + 1}")[0].startswith(
                "error ")


def test_the_handshake_answers_within_two_seconds_of_the_start() -> None:
    began = time.monotonic()
    proc = subprocess.run([sys.executable, "-m", "epaminondas_gui.core.engine.server"],
                          input="protocol\n", capture_output=True, text=True, timeout=30)
    assert time.monotonic() - began < 2.0
    lines = proc.stdout.splitlines()
    assert lines[-1] == "protocolok" and len(lines) == 2 + len(OPTIONS) + 1
