"""The protocol's lines (core/engine/protocol.py): every parser reads back what its
formatter writes, on random values and random games of several board sizes and both
variants; bad lines fail with the message the engine prints."""

from __future__ import annotations

import re
import threading
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from epaminondas_gui.core.ai.types import MATE_SCORE, MATE_THRESHOLD, Limits, Score, SearchInfo
from epaminondas_gui.core.engine.protocol import (
    MAX_MOVES_TO_END,
    EngineOption,
    ProtocolError,
    PvLine,
    format_bestmove,
    format_error,
    format_go,
    format_id,
    format_info,
    format_option,
    format_position,
    format_score,
    format_setoption,
    format_unknown_option,
    parse_bestmove,
    parse_error,
    parse_go,
    parse_id,
    parse_info,
    parse_option,
    parse_position,
    parse_score,
    parse_setoption,
    parse_unknown_option,
)
from epaminondas_gui.core.rules.ending import Key, verdict
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.notation import move_to_text, parse_move
from epaminondas_gui.core.rules.position import (
    DEFAULT_RULES,
    Move,
    Position,
    Rules,
    SymmetryRule,
    Variant,
    Zone,
)
from epaminondas_gui.core.study.analysis import pv_text

SIZES = [(14, 12), (8, 8), (6, 12), (5, 7), (4, 6)]
ALL_RULES = [
    *(Rules(symmetry, variant) for symmetry in SymmetryRule
      for variant in (Variant.EPAMINONDAS, Variant.ABANONDAS)),
    *(Rules(variant=Variant.HEXIMINONDAS, zone=zone) for zone in Zone),
]
ABANONDAS = Rules(variant=Variant.ABANONDAS)


@st.composite
def games(draw: st.DrawFn, max_plies: int = 12) -> tuple[Position, tuple[Move, ...], Rules]:
    """A start position of some board size, rules, and up to ``max_plies`` random legal
    moves (fewer when the game ends first)."""
    width, height = draw(st.sampled_from(SIZES))
    rules = draw(st.sampled_from(ALL_RULES))
    hexagon = rules.variant is Variant.HEXIMINONDAS
    start = Position.variant_start(rules.variant) if hexagon else Position.start(width, height)
    position = start
    moves: list[Move] = []
    history: list[Key] = []
    for _ in range(draw(st.integers(0, max_plies))):
        choices = legal_moves(position, rules)
        if verdict(position, rules, history) is not None or not choices:
            break
        move = choices[draw(st.integers(0, len(choices) - 1))]
        moves.append(move)
        history.append(position.key)
        position = position.play(move)
    return start, tuple(moves), rules


def replay(start: Position, moves: tuple[Move, ...]) -> Position:
    for move in moves:
        start = start.play(move)
    return start


def play(start: Position, texts: str, rules: Rules = DEFAULT_RULES) -> tuple[Move, ...]:
    moves: list[Move] = []
    position = start
    for text in texts.split():
        moves.append(parse_move(position, text, rules))
        position = position.play(moves[-1])
    return tuple(moves)


def raises(message: str) -> pytest.RaisesExc[ProtocolError]:
    """The error must say exactly ``message``."""
    return pytest.raises(ProtocolError, match=f"^{re.escape(message)}$")


# -- score ------------------------------------------------------------------------------

score_texts = st.one_of(
    st.integers(-MATE_THRESHOLD + 1, MATE_THRESHOLD - 1).map(lambda n: f"cp {n}"),
    st.integers(1, MAX_MOVES_TO_END).map(lambda n: f"win {n}"),
    st.integers(1, MAX_MOVES_TO_END).map(lambda n: f"loss {n}"),
)


@given(score_texts)
def test_score_texts_read_back_as_written(text: str) -> None:
    score = parse_score(text.split())
    assert format_score(score) == text
    assert parse_score(format_score(score).split()) == score


@pytest.mark.parametrize("score,text", [
    (Score(0), "cp 0"), (Score(35), "cp 35"), (Score(-1200), "cp -1200"),
    (Score(MATE_SCORE - 1), "win 1"), (Score(MATE_SCORE - 2), "win 1"),
    (Score(MATE_SCORE - 3), "win 2"), (Score(-(MATE_SCORE - 1)), "loss 1"),
    (Score(-(MATE_SCORE - 2)), "loss 1"), (Score(-(MATE_SCORE - 6)), "loss 3"),
])
def test_scores_are_written_as_the_protocol_says(score: Score, text: str) -> None:
    assert format_score(score) == text


RANGES = "(expected cp N with |N| < 990000, win N or loss N with 1 <= N <= 5000)"


@pytest.mark.parametrize("words,message", [
    ("cp", "bad score 'cp' (expected cp N, win N or loss N)"),
    ("cp x", "bad score 'cp x' (expected cp N, win N or loss N)"),
    ("mate 3", f"bad score 'mate 3' {RANGES}"),
    ("win 0", f"bad score 'win 0' {RANGES}"),
    ("loss -2", f"bad score 'loss -2' {RANGES}"),
    ("win 5001", f"bad score 'win 5001' {RANGES}"),
    ("cp -990000", f"bad score 'cp -990000' {RANGES}"),  # would read as a forced loss
])
def test_bad_scores_say_what_is_wrong(words: str, message: str) -> None:
    with raises(message):
        parse_score(words.split())


# -- go -----------------------------------------------------------------------------------

positive = st.none() | st.integers(1, 10**9)


clock_ms = st.integers(0, 10**9)


@given(positive, positive, positive, st.booleans(),
       st.none() | st.tuples(clock_ms, clock_ms, clock_ms, clock_ms, positive))
def test_limits_read_back_as_written(
        movetime: int | None, depth: int | None, nodes: int | None, infinite: bool,
        clock: tuple[int, int, int, int, int | None] | None) -> None:
    limits = Limits(movetime_ms=movetime, depth=depth, nodes=nodes, infinite=infinite)
    if clock is not None:
        wtime, btime, winc, binc, movestogo = clock
        limits = replace(limits, wtime_ms=wtime, btime_ms=btime, winc_ms=winc, binc_ms=binc,
                         movestogo=movestogo)
    assert parse_go(format_go(limits)) == limits


@pytest.mark.parametrize("limits,line", [
    (Limits(), "go"),
    (Limits(movetime_ms=2000, depth=6), "go movetime 2000 depth 6"),
    (Limits(nodes=5000, infinite=True), "go nodes 5000 infinite"),
    (Limits(movetime_ms=0, depth=-3), "go movetime 1 depth 1"),  # the engine wants >= 1
    (Limits(wtime_ms=1000, btime_ms=1000, winc_ms=100, binc_ms=100),
     "go wtime 1000 btime 1000 winc 100 binc 100"),
    (Limits(wtime_ms=300000, btime_ms=-20), "go wtime 300000 btime 0"),  # a fallen flag
    (Limits(depth=9, wtime_ms=5, btime_ms=6, binc_ms=7, movestogo=0, infinite=True),
     "go depth 9 wtime 5 btime 6 binc 7 movestogo 1 infinite"),
    # Increments without the clocks are nothing to send.
    (Limits(winc_ms=100, binc_ms=100, movestogo=3), "go"),
])
def test_go_lines(limits: Limits, line: str) -> None:
    assert format_go(limits) == line


def test_go_reads_limits_in_any_order() -> None:
    assert parse_go("go infinite depth 4  movetime 300") == Limits(300, 4, None, True)
    assert parse_go("go binc 20 movestogo 7 btime 0 wtime 900 winc 10 depth 3") == Limits(
        depth=3, wtime_ms=900, btime_ms=0, winc_ms=10, binc_ms=20, movestogo=7)


@pytest.mark.parametrize("line,message", [
    ("go fast", "go: unknown limit 'fast' (movetime, depth, nodes, wtime, btime, winc, binc, "
                "movestogo, infinite)"),
    ("go wtime 1000", "go wtime needs both wtime and btime"),
    ("go btime 1000 binc 10", "go btime needs both wtime and btime"),
    ("go winc 10", "go winc needs both wtime and btime"),
    ("go wtime 1000 btime -5", "go btime needs a whole number of milliseconds (0 or more)"),
    ("go wtime 1.5 btime 5", "go wtime needs a whole number of milliseconds (0 or more)"),
    ("go wtime 1 btime 1 winc", "go winc needs a whole number of milliseconds (0 or more)"),
    ("go wtime 1 btime 1 movestogo 0", "go movestogo needs a positive whole number"),
    ("go depth", "go depth needs a positive whole number"),
    ("go depth 0", "go depth needs a positive whole number"),
    ("go nodes -5", "go nodes needs a positive whole number"),
    ("go movetime ²", "go movetime needs a positive whole number"),
    ("stop", "expected a 'go' line, not 'stop'"),
])
def test_bad_go_lines(line: str, message: str) -> None:
    with raises(message):
        parse_go(line)


# -- position -----------------------------------------------------------------------------


@settings(max_examples=150, deadline=None)
@given(games())
def test_games_read_back_as_written(game: tuple[Position, tuple[Move, ...], Rules]) -> None:
    start, moves, rules = game
    line = format_position(start, moves)
    assert line.startswith(f"position efn {start.efn()}")
    assert parse_position(line, rules) == (start, moves)


def test_sideslips_read_back_as_written() -> None:
    start = Position.start(8, 8)
    moves = play(start, "b2.d2-c3.e3 a7.c7-a6.c6 c3.e3-c4.e4", ABANONDAS)
    line = format_position(start, moves)
    assert line == f"position efn {start.efn()} moves b2.d2-c3.e3 a7.c7-a6.c6 c3.e3-c4.e4"
    assert parse_position(line, ABANONDAS) == (start, moves)
    with raises("move 1: 'b2.d2-c3.e3' is not a legal move here: sideslips are moves of "
                "Abanondas, not of Epaminondas"):
        parse_position(line, DEFAULT_RULES)


def test_startpos_with_a_size() -> None:
    start = Position.start(8, 8)
    assert parse_position("position startpos size 8x8 moves a1.a2-a4", DEFAULT_RULES) == (
        start, play(start, "a1.a2-a4"))
    assert parse_position("position startpos") == (Position.start(), ())
    assert parse_position("position startpos size 6x12")[0] == Position.start(6, 12)


def test_startpos_of_the_hexagon() -> None:
    hexi = Rules(variant=Variant.HEXIMINONDAS)
    start = Position.variant_start(Variant.HEXIMINONDAS)
    assert parse_position("position startpos", hexi) == (start, ())
    assert parse_position("position startpos size hex6", hexi) == (start, ())
    with raises("Heximinondas is played on the hexagon, not on the 14x12 board "
                "(setoption name Variant first)"):
        parse_position("position startpos size 14x12", hexi)


@pytest.mark.parametrize("line,message", [
    ("position", "position needs startpos or efn"),
    ("position fen x", "position: expected startpos or efn, not 'fen'"),
    ("position startpos size 3x3", "board size 3x3 is outside 4x4..26x26"),
    ("position startpos size big", "bad board size 'big' (expected WxH, e.g. 14x12, or hex6)"),
    ("position startpos size", "position startpos size needs WxH, e.g. 8x8 (or hex6)"),
    ("position startpos size hex6",
     "Epaminondas is played on a rectangular board, not on the hexagon "
     "(setoption name Variant first)"),
    ("position startpos moves a1-a3",
     "move 1: 'a1-a3' is not a legal move here: a piece moves at most 1 square, not 2"),
    ("position startpos foo", "position: expected 'moves', not 'foo'"),
    ("position efn 8/8/8 W", "bad EFN: 3 ranks: a board has 4 to 26 ranks"),
    ("position efn 8/8/8/8", "position efn needs the ranks and the side to move"),
    ("position efn 1W2/4/1B2/4 B moves b2-b3 b4-a4",
     "move 2 'b4-a4': the game is already over"),
])
def test_bad_position_lines(line: str, message: str) -> None:
    with raises(message):
        parse_position(line)


# -- setoption ----------------------------------------------------------------------------

option_words = st.text(st.characters(whitelist_categories=("L", "N"), max_codepoint=0x7F),
                       min_size=1, max_size=8)


@given(st.lists(option_words.filter(lambda w: w != "value"), min_size=1, max_size=3),
       st.lists(option_words, min_size=1, max_size=3))
def test_options_read_back_as_written(name_words: list[str], value_words: list[str]) -> None:
    name, value = " ".join(name_words), " ".join(value_words)
    assert parse_setoption(format_setoption(name, value)) == (name, value)


def test_setoption_lines() -> None:
    assert format_setoption("MultiPV", "3") == "setoption name MultiPV value 3"
    assert parse_setoption("setoption name Clear Hash value  on  ") == ("Clear Hash", "on")
    assert parse_setoption("setoption name X value a value b") == ("X", "a value b")


@pytest.mark.parametrize("name,value", [("", "1"), ("Level", " "), ("A value B", "1"),
                                        ("Level", "1\nquit")])
def test_options_the_engine_would_misread_are_not_written(name: str, value: str) -> None:
    with pytest.raises(ProtocolError):
        format_setoption(name, value)


@pytest.mark.parametrize("line", ["setoption SymmetryRule off", "setoption name X",
                                  "setoption name value 3", "setoption name X value"])
def test_bad_setoption_lines(line: str) -> None:
    with raises("setoption: expected 'setoption name <Name> value <value>'"):
        parse_setoption(line)


@given(st.lists(option_words, min_size=1, max_size=3).map(" ".join))
def test_unknown_options_read_back_as_written(name: str) -> None:
    assert parse_unknown_option(format_unknown_option(name)) == name


def test_unknown_option_messages() -> None:
    assert format_unknown_option("Foo") == "unknown option 'Foo'"
    assert parse_unknown_option('unknown option "Threads"') == "Threads"
    assert parse_unknown_option("unknown command 'bogus'") is None


# -- info ---------------------------------------------------------------------------------

scores = score_texts.map(lambda text: parse_score(text.split()))


@settings(max_examples=150, deadline=None)
@given(games(), scores, st.integers(1, 60), st.integers(1, 64), st.booleans(),
       st.integers(0, 10**9), st.integers(0, 10**7), st.integers(0, 10**7))
def test_info_lines_read_back_as_written(
    game: tuple[Position, tuple[Move, ...], Rules], score: Score, depth: int, index: int,
    several: bool, nodes: int, nps: int, time_ms: int,
) -> None:
    # The game's moves serve as the line an engine found from its start.
    start, pv, rules = game
    info = SearchInfo(depth, score, nodes, nps, time_ms, pv, index if several else 1, depth)
    line = format_info(info, start.geometry, multipv=several)
    read = parse_info(line, start, rules)
    assert read == info
    assert read is not None and format_info(read, start.geometry, multipv=several) == line


def test_an_info_line_as_the_engine_writes_it() -> None:
    start = Position.start(8, 8)
    pv = play(start, "a1.b2-c3 h8.h7-h5")
    info = SearchInfo(2, Score(10), 863, 10034, 86, pv, multipv=1, seldepth=5)
    line = "info depth 2 multipv 1 score cp 10 nodes 863 nps 10034 time 86 pv a1.b2-c3 h8.h7-h5"
    assert format_info(info, start.geometry, multipv=True) == line
    assert format_info(info, start.geometry) == line.replace(" multipv 1", "")
    assert format_info(SearchInfo(1, Score(0), 1, 1, 1, ()), start.geometry) == (
        "info depth 1 score cp 0 nodes 1 nps 1 time 1 pv ")


def test_info_lines_of_other_engines() -> None:
    start = Position.start(8, 8)
    read = parse_info("info seldepth 7 depth 3 hashfull 12 score loss 2 currmove a1-a2 "
                      "time 5 pv a1.a2-a4 zz9-zz8 b8.b7-b5", start)
    assert read == SearchInfo(3, Score(-(MATE_SCORE - 4)), 0, 0, 5,
                              play(start, "a1.a2-a4"), 1, 7)  # the line stops at zz9-zz8
    assert parse_info("info depth 3 nodes 100", start) is None  # no score: not a report
    assert parse_info("info string score cp 3 is a message", start) is None
    with raises("info nodes needs a whole number"):
        parse_info("info depth 3 score cp 1 nodes many pv a1.a2-a4", start)
    with raises("bad score 'cp' (expected cp N, win N or loss N)"):
        parse_info("info depth 3 score cp", start)


def count_reads(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every move the protocol reads from now on, as text."""
    reads: list[str] = []

    def counting(position: Position, text: str, rules: Rules = DEFAULT_RULES) -> Move:
        reads.append(text)
        return parse_move(position, text, rules)

    for module in ("protocol", "pvline"):
        monkeypatch.setattr(f"epaminondas_gui.core.engine.{module}.parse_move", counting)
    return reads


def test_a_line_is_read_as_far_as_it_is_asked_for(monkeypatch: pytest.MonkeyPatch) -> None:
    start = Position.start(8, 8)
    texts = "a1.a2-a4 h8.h7-h5 b1.b2-b4 g8.g7-g5"
    reads = count_reads(monkeypatch)
    info = parse_info(f"info depth 4 score cp 3 pv {texts}", start)
    assert info is not None and reads == []
    line = info.pv
    assert isinstance(line, PvLine) and line.words == tuple(texts.split())
    assert line[0] == play(start, "a1.a2-a4")[0] and reads == ["a1.a2-a4"]
    assert bool(line) and line[:2] == play(start, "a1.a2-a4 h8.h7-h5")
    assert reads == ["a1.a2-a4", "h8.h7-h5"]
    assert len(line) == 4 and line == play(start, texts)
    assert line[-1] == line[3] and list(line) == list(play(start, texts))
    assert reads == texts.split()  # each move read once
    with pytest.raises(IndexError):
        line[4]


def test_a_line_shown_cut_is_read_no_further(monkeypatch: pytest.MonkeyPatch) -> None:
    start = Position.start(8, 8)
    texts = ["a1.a2-a4", "h8.h7-h5", "b1.b2-b4", "g8.g7-g5", "c1.c2-c4", "f8.f7-f5"]
    reads = count_reads(monkeypatch)
    line = PvLine(start, texts)
    assert pv_text(start, line, 3) == " ".join(texts[:3]) + " …"
    assert reads == texts[:4]  # three to show, and one to know that the line goes on
    assert pv_text(start, line) == " ".join(texts)


def test_lines_compare_as_the_moves_they_hold() -> None:
    start = Position.start(8, 8)
    moves = play(start, "a1.a2-a4 h8.h7-h5")
    line = PvLine(start, ["a1.a2-a4", "h8.h7-h5", "a4-a9"])
    assert line == moves and moves == line and line != list(moves)
    assert line == PvLine(start, ["a1.a2-a4", "h8.h7-h5"])
    assert line != moves[:1] and line != "a1.a2-a4 h8.h7-h5"
    assert hash(line) == hash(moves)
    assert not PvLine(start, []) and not PvLine(start, ["a1-a3"])


def test_a_line_read_from_several_threads_reads_each_move_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    start = position = Position.start()
    moves: list[Move] = []
    for _ in range(12):
        moves.append(legal_moves(position)[len(moves) % 5])
        position = position.play(moves[-1])
    texts = [move_to_text(start.geometry, move) for move in moves]
    reads = count_reads(monkeypatch)
    line = PvLine(start, texts)
    go = threading.Barrier(4)
    seen: list[tuple[Move, ...]] = []

    def read() -> None:
        go.wait()
        seen.append(tuple(line))

    threads = [threading.Thread(target=read) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert seen == [tuple(moves)] * 4
    assert sorted(reads) == sorted(texts)


# -- bestmove, errors ---------------------------------------------------------------------


@settings(max_examples=100, deadline=None)
@given(games())
def test_best_moves_read_back_as_written(
    game: tuple[Position, tuple[Move, ...], Rules],
) -> None:
    start, moves, rules = game
    position = replay(start, moves[:-1])
    best = moves[-1] if moves else None
    line = format_bestmove(best, position.geometry)
    assert parse_bestmove(line, position, rules) == best


def test_bestmove_lines() -> None:
    start = Position.start(8, 8)
    assert format_bestmove(None, start.geometry) == "bestmove none"
    assert parse_bestmove("bestmove", start) is None
    assert parse_bestmove("bestmove a1.a2-a4 ponder h8.h7-h5", start) == play(start,
                                                                             "a1.a2-a4")[0]
    with raises("bestmove 'a1-a3': 'a1-a3' is not a legal move here: a piece moves at most "
                "1 square, not 2"):
        parse_bestmove("bestmove a1-a3", start)


@given(st.text(st.characters(blacklist_categories=("Cc", "Cs", "Zl", "Zp")), max_size=40)
       .map(str.strip))
def test_errors_read_back_as_written(message: str) -> None:
    assert parse_error(format_error(message)) == message


def test_error_lines() -> None:
    assert format_error("unknown command 'x'") == "error unknown command 'x'"
    assert format_error("two\nlines") == "error two lines"  # one line, whatever it says
    assert parse_error("error") == ""
    assert parse_error("errors 3") is None and parse_error("readyok") is None


@pytest.mark.parametrize(("line", "option"), [
    ("option name Level type spin default 8 min 1 max 8",
     EngineOption("Level", "spin", "8", 1, 8)),
    ("option name Variant type combo default epaminondas var epaminondas var abanondas",
     EngineOption("Variant", "combo", "epaminondas", choices=("epaminondas", "abanondas"))),
    ("option name Seed type string default random", EngineOption("Seed", "string", "random")),
    ("option name Ponder type check default false", EngineOption("Ponder", "check", "false")),
    # UCI's names with spaces, and a string option's empty default.
    ("option name Book File type string default", EngineOption("Book File", "string", "")),
])
def test_option_lines_round_trip(line: str, option: EngineOption) -> None:
    assert parse_option(line) == option
    assert parse_option(format_option(option)) == option
    if option.default:
        assert format_option(option) == line


@pytest.mark.parametrize(("line", "error"), [
    ("option Level type spin", "expected 'name'"),
    ("option type spin", "needs a name and a type"),
    ("option name Level type knob default 1", "needs a name and a type"),
    ("option name Level type spin default 3", "a spin option needs min and max"),
    ("option name Level type spin default 3 min x max 8", "a spin option needs min and max"),
])
def test_bad_option_lines_say_what_is_wrong(line: str, error: str) -> None:
    with pytest.raises(ProtocolError, match=error):
        parse_option(line)


def test_id_lines_round_trip() -> None:
    assert parse_id(format_id("name", "Epaminondas 2")) == ("name", "Epaminondas 2")
    with pytest.raises(ProtocolError):
        parse_id("id")
