"""The engine's search commands, through a real subprocess (go, stop, options, bestmove)."""

from __future__ import annotations

import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import IO

from epaminondas_gui.core.rules.notation import parse_move
from epaminondas_gui.core.rules.position import Position

TIMEOUT = 30.0


class EngineProcess:
    def __init__(self) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "epaminondas_gui.core.engine.server"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            bufsize=1,
        )

    def send(self, line: str) -> None:
        stdin: IO[str] | None = self.proc.stdin
        assert stdin is not None
        stdin.write(line + "\n")
        stdin.flush()

    def read_until(self, prefix: str) -> list[str]:
        """Lines up to and including the first one starting with ``prefix``."""
        stdout = self.proc.stdout
        assert stdout is not None
        lines: list[str] = []
        deadline = time.monotonic() + TIMEOUT
        while time.monotonic() < deadline:
            line = stdout.readline()
            if not line:
                break
            lines.append(line.rstrip("\n"))
            if line.startswith(prefix):
                return lines
        raise AssertionError(f"no {prefix!r} line; got {lines}")


@contextmanager
def engine() -> Iterator[EngineProcess]:
    proc = EngineProcess()
    try:
        yield proc
    finally:
        proc.send("quit")
        try:
            proc.proc.wait(TIMEOUT)
        except subprocess.TimeoutExpired:
            proc.proc.kill()
            proc.proc.wait()


def test_go_depth_prints_info_and_a_legal_bestmove() -> None:
    with engine() as eng:
        eng.send("position startpos size 8x8 moves a1.a2-a4")
        eng.send("go depth 2")
        lines = eng.read_until("bestmove")
    infos = [line for line in lines if line.startswith("info ")]
    assert [line.split()[2] for line in infos] == ["1", "2"]
    for line in infos:
        words = line.split()
        assert words[3] == "score" and words[4] in ("cp", "win", "loss")
        for key in ("nodes", "nps", "time", "pv"):
            assert key in words
    move = lines[-1].split()[1]
    pos = Position.start(8, 8).play(parse_move(Position.start(8, 8), "a1.a2-a4"))
    parse_move(pos, move)  # raises if illegal


def test_stop_ends_an_infinite_search_and_isready_answers_meanwhile() -> None:
    with engine() as eng:
        eng.send("position startpos")
        eng.send("go infinite")
        time.sleep(0.5)
        eng.send("isready")
        lines = eng.read_until("readyok")
        assert not any(line.startswith("bestmove") for line in lines)
        begin = time.monotonic()
        eng.send("stop")
        lines = eng.read_until("bestmove")
        assert time.monotonic() - begin < 5
        parse_move(Position.start(), lines[-1].split()[1])


def test_new_go_stops_the_running_search_first() -> None:
    with engine() as eng:
        eng.send("position startpos")
        eng.send("go infinite")
        time.sleep(0.2)
        eng.send("go depth 1")
        first = eng.read_until("bestmove")
        second = eng.read_until("bestmove")
        assert first[-1].startswith("bestmove ") and second[-1].startswith("bestmove ")


def test_options_multipv_level_hash_and_bestmove_none() -> None:
    with engine() as eng:
        eng.send("setoption name MultiPV value 3")
        eng.send("setoption name Level value 2")
        eng.send("setoption name Hash value 8")
        eng.send("position startpos size 8x8")
        eng.send("go depth 1")
        lines = eng.read_until("bestmove")
        indexes = {line.split()[4] for line in lines if line.startswith("info ")}
        assert indexes == {"1", "2", "3"}
        eng.send("setoption name Level value 99")
        assert eng.read_until("error")[-1].startswith("error ")
        eng.send("position efn 3W4/8/8/8/4B3/8/8/8 W")
        eng.send("go movetime 200")
        assert eng.read_until("bestmove")[-1] == "bestmove none"
        eng.send("go sideways 3")
        assert eng.read_until("error")[-1].startswith("error ")


def test_go_movetime_and_nodes_end_on_their_own() -> None:
    with engine() as eng:
        eng.send("position startpos")
        begin = time.monotonic()
        eng.send("go movetime 300")
        lines = eng.read_until("bestmove")
        assert time.monotonic() - begin < 3
        parse_move(Position.start(), lines[-1].split()[1])
        eng.send("go nodes 300")
        lines = eng.read_until("bestmove")
        nodes = [int(line.split()[line.split().index("nodes") + 1])
                 for line in lines if line.startswith("info ")]
        assert all(n <= 300 + 16 for n in nodes)
        parse_move(Position.start(), lines[-1].split()[1])


def test_go_with_clocks_answers_well_inside_the_time_left() -> None:
    with engine() as eng:
        eng.send("position startpos moves g1.g2-g4")
        eng.send("isready")
        eng.read_until("readyok")
        begin = time.monotonic()
        # Black has 2 s and 0.1 s a move: the engine allots itself 139 ms (timeman.py).
        eng.send("go wtime 60000 btime 2000 winc 100 binc 100")
        lines = eng.read_until("bestmove")
        assert time.monotonic() - begin < 1.0
        start = Position.start()
        parse_move(start.play(parse_move(start, "g1.g2-g4")), lines[-1].split()[1])
