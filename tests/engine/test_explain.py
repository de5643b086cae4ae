"""The engine's ``explain`` command: its line, its errors, and the client asking it."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest

from epaminondas_gui.core.ai.motifs import Motif, MotifName
from epaminondas_gui.core.ai.types import SearchRequest
from epaminondas_gui.core.engine.client import (
    EngineClient,
    EngineCrashed,
    EngineError,
    EngineSpec,
    builtin_engine,
)
from epaminondas_gui.core.engine.protocol import (
    ProtocolError,
    format_explain,
    format_explanation,
    parse_explain,
    parse_explanation,
)
from epaminondas_gui.core.rules.notation import parse_move
from epaminondas_gui.core.rules.position import Position, Rules, Variant

from .test_server import session

FAKE = str(Path(__file__).resolve().parent / "fake_engine.py")
# White's pair c1, c2 takes Black's c4; Black's a12 is far away.
CAPTURE_EFN = "B13/14/14/14/14/14/14/14/2B11/14/2W11/2W11 W"
# Black's k11 can step into j11, the one corner cell White's i10 could enter.
HEX_EFN_WORDS = ("position startpos", "setoption name Variant value heximinondas")


@pytest.mark.parametrize(("commands", "expected"), [
    # The capture, and the forced win the search finds after it.
    ((f"position efn {CAPTURE_EFN}", "explain c1.c2-c4 movetime 3000"),
     ["explain c1.c2-c4:1 motif capture 1 motif win 5"]),
    # A quiet move names nothing; the default move time.
    ((f"position efn {CAPTURE_EFN}", "explain c2-d3"), ["explain c2-d3"]),
    # An entry that wins: Black can neither take b12 nor enter.
    (("position efn 14/1W12/14/14/14/6B7/14/14/14/14/14/13W W", "explain b11-b12"),
     ["explain b11-b12 motif entry motif win 1"]),
    # Moves after `position ... moves` are explained in the position they reach.
    (("position startpos moves g1.g2-g4 h11-h10", "explain g4-g5 movetime 50"),
     ["explain g4-g5"]),
    # The hexagon: Black's step into j11 stops White's entry, but White's i10 walks round
    # to j10 and enters next: his win in two.
    ((*HEX_EFN_WORDS, "position efn 5B/4W2/8/9/10/11/10/9/W7/7/5B B",
      "explain k11-j11 movetime 3000"),
     ["explain k11-j11 motif loss 2 motif stops-entry"]),
    # A defence (d4 steps out of the pair d6, d7's reach) names nothing: the program's own
    # stops-capture is not in the protocol's answer, which stays what it was.
    (("position efn BBB11/14/14/14/14/3B10/3B10/14/3W10/14/14/11WWW W",
      "explain d4-c4 movetime 200"), ["explain d4-c4"]),
    # Abanondas: a sideslip onto the far row.
    (("setoption name Variant value abanondas",
      "position efn 14/1WW11/14/14/14/14/7B6/14/14/14/14/13W W",
      "explain b11.c11-b12.c12 movetime 3000"),
     ["explain b11.c11-b12.c12 motif entry motif win 1"]),
])
def test_explain_answers_one_line(commands: tuple[str, ...], expected: list[str]) -> None:
    assert session(*commands) == expected


@pytest.mark.parametrize(("command", "error"), [
    ("explain a1-a3", "error explain: 'a1-a3' is not a legal move here: a piece moves at "
                      "most 1 square, not 2"),
    ("explain", "error explain needs a move, e.g. 'explain c3.e5-f6:2'"),
    ("explain zz", "error explain: 'zz' is not a move: expected from-to (k2-j1), "
                   "rear.head-to (g1.g2-g4), a capture with :N (i11.i6-i2:2) or a sideslip "
                   "end.end-land.land (c2.e2-d3.f3)"),
    ("explain a2-a3 movetime 0", "error explain movetime needs a positive whole number"),
    ("explain a2-a3 movetime -5", "error explain movetime needs a positive whole number"),
    ("explain a2-a3 movetime", "error explain movetime needs a positive whole number"),
    ("explain a2-a3 movetime 10 depth 2",
     "error explain movetime needs a positive whole number"),
    ("explain a2-a3 depth 2", "error explain: unknown word 'depth' (expected movetime)"),
])
def test_explain_refuses_with_one_error_line(command: str, error: str) -> None:
    # The position stays what it was: `d` after the error shows it.
    lines = session("position startpos", command, "d")
    assert lines[0] == error
    assert lines[1].startswith("efn BBBBBBBBBBBBBB/")


def test_explain_refuses_a_finished_game() -> None:
    # White's a12 has stood on Black's home row through Black's turn: White has won.
    lines = session("position efn W13/14/14/14/14/14/6B7/14/14/14/14/13W W",
                    "explain n1-n2")
    assert lines == ["error explain: the game is already over"]


def test_explain_stops_a_running_search_first() -> None:
    lines = session(f"position efn {CAPTURE_EFN}", "go infinite", "explain c2-d3 movetime 50")
    assert lines[-2].startswith("bestmove ")
    assert lines[-1] == "explain c2-d3"


def test_explain_keeps_to_its_move_time() -> None:
    began = time.monotonic()
    assert session("position startpos", "explain g1-g3 movetime 200") != []
    assert time.monotonic() - began < 5.0


def test_the_lines_round_trip() -> None:
    pos = Position.from_efn(CAPTURE_EFN)
    move = parse_move(pos, "c1.c2-c4")
    assert format_explain(move, pos.geometry, 300) == "explain c1.c2-c4:1 movetime 300"
    assert format_explain(move, pos.geometry) == "explain c1.c2-c4:1"
    assert parse_explain("explain c2.c1-c4 movetime 300", pos) == (move, 300)
    line = format_explanation(move, pos.geometry, [("capture", "1"), ("stops-entry",)])
    assert line == "explain c1.c2-c4:1 motif capture 1 motif stops-entry"
    assert parse_explanation(line, pos) == (move, (("capture", 1), ("stops-entry", None)))
    with pytest.raises(ProtocolError, match="expected 'motif <name>"):
        parse_explanation("explain c1.c2-c4:1 capture 1", pos)


def test_the_client_asks_the_engine() -> None:
    pos = Position.from_efn(CAPTURE_EFN)
    with EngineClient(builtin_engine()) as client:
        motifs = client.explain(SearchRequest(pos), parse_move(pos, "c1.c2-c4"), 3000)
        assert motifs == [Motif(MotifName.CAPTURE, 1), Motif(MotifName.WIN, 5)]
        hexa = Position.from_efn("5B/4W2/8/9/10/11/10/9/W7/7/5B B")
        rules = Rules(variant=Variant.HEXIMINONDAS)
        move = parse_move(hexa, "k11-j11", rules)
        assert client.explain(SearchRequest(hexa, rules=rules), move, 3000) == [
            Motif(MotifName.LOSS, 2), Motif(MotifName.STOPS_ENTRY)]


def test_the_client_reports_an_engine_that_does_not_answer() -> None:
    pos = Position.start()
    spec = EngineSpec("fake hang", (sys.executable, FAKE, "hang"))
    with EngineClient(spec) as client, pytest.raises(EngineCrashed, match="did not answer"):
        client.explain(SearchRequest(pos), parse_move(pos, "a2-a3"), 10)


def test_the_client_reports_the_engines_error() -> None:
    pos = Position.from_efn("W13/14/14/14/14/14/6B7/14/14/14/14/13W W")
    with EngineClient(builtin_engine()) as client, \
            pytest.raises(EngineError, match="the game is already over"):
        client.explain(SearchRequest(pos), parse_move(pos, "n1-n2"), 10)
