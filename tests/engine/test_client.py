"""The engine client against our own engine and against engines that misbehave."""

from __future__ import annotations

import os
import signal
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from epaminondas_gui.core.ai import Limits, Score, SearchInfo, SearchRequest, run_search
from epaminondas_gui.core.ai.levels import level_info
from epaminondas_gui.core.ai.types import MATE_SCORE
from epaminondas_gui.core.engine import timelimits
from epaminondas_gui.core.engine.client import (
    EngineClient,
    EngineError,
    EngineSpec,
    builtin_engine,
)
from epaminondas_gui.core.engine.protocol import PvLine, format_position, format_score
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.notation import move_to_text, parse_move
from epaminondas_gui.core.rules.position import (
    DEFAULT_RULES,
    Move,
    Position,
    Rules,
    SymmetryRule,
    Variant,
)
from epaminondas_gui.core.stop_flag import StopFlag

FAKE = str(Path(__file__).resolve().parent / "fake_engine.py")


def fake(mode: str) -> EngineSpec:
    return EngineSpec(f"fake {mode}", (sys.executable, FAKE, mode))


@pytest.fixture
def engine() -> Iterator[EngineClient]:
    client = EngineClient(builtin_engine())
    yield client
    client.close()


def spy_sent(client: EngineClient, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every line the client sends from now on, in order."""
    sent: list[str] = []
    send = client._send

    def spy(line: str) -> None:
        sent.append(line)
        send(line)

    monkeypatch.setattr(client, "_send", spy)
    return sent


def play(start: Position, *texts: str) -> tuple[Move, ...]:
    moves: list[Move] = []
    pos = start
    for text in texts:
        move = parse_move(pos, text)
        moves.append(move)
        pos = pos.play(move)
    return tuple(moves)


def test_the_engine_finds_what_the_search_finds_in_this_process(engine: EngineClient) -> None:
    start = Position.start(8, 8)
    moves = play(start, "a1.a2-a4", "h8.h7-h5")
    rules = Rules(symmetry=SymmetryRule.OFF)
    request = SearchRequest(start, moves, Limits(depth=3), rules, multipv=2)
    infos: list[SearchInfo] = []
    there = engine.search(request, on_info=infos.append)
    here = run_search(request)
    assert there.best_move == here.best_move
    assert format_score(there.score) == format_score(here.score)
    assert there.depth == here.depth == 3 and there.pv == here.pv
    assert [(i.multipv, i.pv[0]) for i in there.lines] == [(i.multipv, i.pv[0]) for i in here.lines]
    assert infos and infos[-1].depth == 3
    # The noise of a weak level follows the seed there as here.
    for seed in (1, 2, 3):
        noisy = SearchRequest(start, moves, Limits(depth=1), rules, level=1, seed=seed)
        there = engine.search(noisy)
        here = run_search(noisy)
        assert (there.best_move, there.score) == (here.best_move, here.score)
    assert format_position(request.start, request.moves) == (
        f"position efn {start.efn()} moves a1.a2-a4 h8.h7-h5"
    )


def test_the_engine_is_told_the_game_and_sees_its_repetitions(engine: EngineClient) -> None:
    # Black (one piece against three) is lost, unless e6-f6 repeats the first position.
    start = Position.from_efn("5B/6/6/6/6/WWW3 W")
    moves = play(start, "a1-a2", "f6-e6", "a2-a1")
    in_game = engine.search(SearchRequest(start, moves, Limits(depth=3)))
    assert in_game.score == Score(0) and in_game.best_move == play(in_game_at(start, moves),
                                                                   "e6-f6")[0]
    alone = engine.search(SearchRequest(in_game_at(start, moves), (), Limits(depth=3)))
    assert alone.score.value < 0  # without the game, e6-f6 is just another losing move


def in_game_at(start: Position, moves: tuple[Move, ...]) -> Position:
    for move in moves:
        start = start.play(move)
    return start


def test_reported_lines_are_read_only_when_asked_for(
    engine: EngineClient, monkeypatch: pytest.MonkeyPatch,
) -> None:
    start = Position.start(8, 8)
    engine.search(SearchRequest(start, limits=Limits(depth=1)))  # the engine runs
    reads: list[str] = []

    def counting(position: Position, text: str, rules: Rules = DEFAULT_RULES) -> Move:
        reads.append(text)
        return parse_move(position, text, rules)

    for module in ("protocol", "pvline"):
        monkeypatch.setattr(f"epaminondas_gui.core.engine.{module}.parse_move", counting)
    infos: list[SearchInfo] = []
    result = engine.search(SearchRequest(start, limits=Limits(depth=4), multipv=3),
                           on_info=infos.append)
    assert len(infos) == 12 and len(result.lines) == 3
    # Read: the best move, and the first move of each line (to tell the lines apart).
    assert result.best_move is not None
    best = move_to_text(start.geometry, result.best_move)
    firsts = [line.pv.words[0] for line in result.lines if isinstance(line.pv, PvLine)]
    assert len(firsts) == 3 and best in firsts and reads == [best, *firsts]
    before = len(reads)
    length = len(result.pv)  # the rest of the line is read now, once
    assert length >= 2 and len(reads) == before + length - 1
    assert len(tuple(result.pv)) == length and len(reads) == before + length - 1
    assert result.pv == run_search(SearchRequest(start, limits=Limits(depth=4), multipv=3)).pv


def test_a_line_is_not_reported_twice() -> None:
    start = Position.start(8, 8)
    with EngineClient(fake("stopped")) as client:
        result = client.search(SearchRequest(start, limits=Limits(movetime_ms=100),
                                             multipv=3))
    # Depth 2's first line took b1.b2-b4 from depth 1's second line: that one is dropped.
    assert [(line.depth, line.pv) for line in result.lines] == [
        (2, play(start, "b1.b2-b4", "a8.a7-a5")), (1, play(start, "c1.c2-c4"))]
    assert (result.best_move, result.score, result.depth, result.nodes) == (
        play(start, "b1.b2-b4")[0], Score(25), 2, 90)


def test_stop_ends_an_infinite_search_at_once(engine: EngineClient) -> None:
    stop = StopFlag()
    threading.Timer(0.3, stop.set).start()
    began = time.monotonic()
    result = engine.search(SearchRequest(Position.start(), limits=Limits(infinite=True)),
                           stop=stop)
    assert result.best_move is not None
    assert time.monotonic() - began < 1.0
    assert engine.running  # a stopped search leaves the engine ready for the next


def test_a_won_position_has_no_best_move(engine: EngineClient) -> None:
    won = Position.from_efn("3W4/8/8/8/4B3/8/8/8 W")
    result = engine.search(SearchRequest(won, limits=Limits(depth=2)))
    assert result.best_move is None and result.score.value == MATE_SCORE


def test_a_killed_engine_fails_the_search_and_the_next_one_starts_another(
    engine: EngineClient,
) -> None:
    engine.search(SearchRequest(Position.start(8, 8), limits=Limits(depth=1)))
    pid = engine.pid
    assert pid is not None
    threading.Timer(0.3, lambda: os.kill(pid, signal.SIGKILL)).start()
    with pytest.raises(EngineError, match="stopped"):
        engine.search(SearchRequest(Position.start(), limits=Limits(infinite=True)))
    result = engine.search(SearchRequest(Position.start(8, 8), limits=Limits(depth=2)))
    assert result.depth == 2 and engine.pid not in (None, pid)


def test_a_hung_engine_is_killed_a_second_after_stop() -> None:
    client = EngineClient(fake("hang"))
    stop = StopFlag()
    threading.Timer(0.2, stop.set).start()
    began = time.monotonic()
    with pytest.raises(EngineError, match="did not stop within 1 s"):
        client.search(SearchRequest(Position.start(), limits=Limits(infinite=True)), stop=stop)
    assert 1.0 <= time.monotonic() - began < 2.0
    assert not client.running


def test_a_hung_engine_with_a_time_limit_is_stopped_without_being_asked() -> None:
    client = EngineClient(fake("hang"), stop_timeout_s=0.2)
    began = time.monotonic()
    with pytest.raises(EngineError, match="did not stop"):
        client.search(SearchRequest(Position.start(), limits=Limits(movetime_ms=100)))
    assert time.monotonic() - began < 4.0  # 0.1 s, the grace, then 0.2 s
    assert not client.running


def test_a_hung_level_7_search_of_the_window_is_stopped_after_1_5_times_its_6_s(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # The window sends the time it wants thought, with FullTime (gui/players.py): 6 s at
    # level 7, so a hung engine is noticed 9 s later (without the grace), not 72 s (when
    # the window sent 48 s of which level 7 thought an eighth).
    monkeypatch.setattr(timelimits, "MOVETIME_GRACE_S", 0.0)
    seven = level_info(7)
    request = SearchRequest(Position.start(), limits=Limits(movetime_ms=seven.window_think_ms),
                            level=7, full_time=True)
    assert timelimits.hang_after_s(request) == 9.0
    client = EngineClient(fake("hang"), stop_timeout_s=0.2)
    client.start()
    began = time.monotonic()
    with pytest.raises(EngineError, match=r"did not stop within 0\.2 s"):
        client.search(request)
    assert 9.0 <= time.monotonic() - began < 10.0
    assert not client.running


def test_an_engine_that_never_answers_fails_to_start_in_time() -> None:
    client = EngineClient(fake("mute"), start_timeout_s=0.5)
    began = time.monotonic()
    with pytest.raises(EngineError, match=r"did not answer 'isready' within 0\.5 s"):
        client.start()
    assert time.monotonic() - began < 1.5 and not client.running


def test_an_engine_that_exits_says_why() -> None:
    with pytest.raises(EngineError, match=r"exit code 3\): fake engine: cannot run here"):
        EngineClient(fake("exit")).start()


def test_a_program_that_is_not_there_cannot_start() -> None:
    client = EngineClient(EngineSpec("Nowhere", ("/nonexistent/engine",)))
    with pytest.raises(EngineError, match="cannot start Nowhere"):
        client.search(SearchRequest(Position.start(), limits=Limits(depth=1)))


def test_an_engine_without_our_options_still_plays() -> None:
    with EngineClient(fake("plain")) as client:
        start = Position.start()
        moves = play(start, "g1.g2-g4")
        result = client.search(SearchRequest(start, moves, Limits(depth=4), level=3,
                                             full_time=True))
        assert result.best_move is not None and result.score.value == 7
        assert {"Level", "MultiPV", "Hash", "Seed", "SymmetryRule",
                "FullTime"} <= client.unsupported
        # Refused once, never sent again: the second search needs no round trip.
        client.search(SearchRequest(start, moves, Limits(depth=4), level=5))


def test_a_refused_position_is_an_error_not_a_hang(engine: EngineClient) -> None:
    big = Position.start(26, 26)
    request = SearchRequest(big, limits=Limits(depth=1))
    result = engine.search(request)
    assert result.best_move is not None
    # Our engine refuses an unknown option value: the error names it.
    bad = EngineClient(EngineSpec("ours", builtin_engine().command, (("Hash", "0"),)))
    with pytest.raises(EngineError, match="Hash must be a whole number"):
        bad.start()
    # A setting that cannot be written as one setoption line is refused before it is sent.
    unsendable = EngineClient(EngineSpec("ours", builtin_engine().command, (("Hash", ""),)))
    with pytest.raises(EngineError, match=r"^ours: setoption needs a name and a value"):
        unsendable.start()
    assert not unsendable.running


def test_a_search_on_the_clock_is_sent_the_clock_and_ends_in_time(
        engine: EngineClient, monkeypatch: pytest.MonkeyPatch) -> None:
    engine.start()
    sent = spy_sent(engine, monkeypatch)
    start = Position.start(8, 8)
    moves = play(start, "a1.a2-a4")
    limits = Limits(wtime_ms=60_000, btime_ms=1_500, winc_ms=1_000, binc_ms=100)
    began = time.monotonic()
    result = engine.search(SearchRequest(start, moves, limits))
    assert time.monotonic() - began < 1.5
    assert result.best_move is not None
    assert sent[-1] == "go wtime 60000 btime 1500 winc 1000 binc 100"


def test_a_hung_engine_on_the_clock_is_stopped_without_being_asked() -> None:
    client = EngineClient(fake("hang"), stop_timeout_s=0.2)
    began = time.monotonic()
    with pytest.raises(EngineError, match="did not stop"):
        # White to move with 0.1 s on its clock: stopped 1.5 times that and the grace later.
        client.search(SearchRequest(Position.start(),
                                    limits=Limits(wtime_ms=100, btime_ms=600_000)))
    assert time.monotonic() - began < 4.0
    assert not client.running


def test_an_engine_without_clocks_is_given_a_move_time(monkeypatch: pytest.MonkeyPatch) -> None:
    with EngineClient(fake("plain")) as client:
        client.start()
        sent = spy_sent(client, monkeypatch)
        start = Position.start()
        limits = Limits(wtime_ms=1_000, btime_ms=1_000, winc_ms=100, binc_ms=100)
        result = client.search(SearchRequest(start, (), limits))
        assert result.best_move is not None and client.clockless
        position = format_position(start)
        assert [line for line in sent if line.startswith(("position", "go"))] == [
            position, "go wtime 1000 btime 1000 winc 100 binc 100",
            position, "go movetime 95"]
        sent.clear()
        client.search(SearchRequest(start, (), limits))  # asked once only
        assert [line for line in sent if line.startswith("go")] == ["go movetime 95"]


def test_a_refused_position_on_the_clock_is_still_an_error(engine: EngineClient) -> None:
    # White's piece reaches Black's home row and stays: White has won at the start of its
    # next turn, so the engine refuses a move played then, and the search fails rather
    # than being retried or played from another position.
    start = Position.from_efn("4/W3/4/1B2 W")
    moves = play(start, "a3-a4", "b1-b2")
    over = in_game_at(start, moves)
    moves = (*moves, legal_moves(over)[0])
    limits = Limits(wtime_ms=1_000, btime_ms=1_000)
    with pytest.raises(EngineError, match="the game is already over"):
        engine.search(SearchRequest(start, moves, limits))
    assert not engine.clockless


def test_the_handshake_tells_the_client_our_engines_options(engine: EngineClient) -> None:
    engine.start()
    assert engine.identity["name"] == "Epaminondas"
    assert engine.options is not None
    assert sorted(o.name for o in engine.options.values()) == [
        "FullTime", "Hash", "Level", "MultiPV", "Seed", "SymmetryRule", "Threads", "Variant",
        "Zone"]
    assert engine.options["level"].low == 1 and engine.options["level"].high == 8
    result = engine.search(SearchRequest(Position.start(8, 8), limits=Limits(depth=1)))
    assert result.best_move is not None and engine.unsupported == set()


def test_the_engines_own_settings_are_kept_but_the_rules_follow_the_game(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # A match's option.FullTime=true and option.Hash=128 (or Preferences → Engines) are the
    # user's: a search does not send its own values for them; the rules it must play it
    # sends whatever the settings say.
    own = (("FullTime", "true"), ("hash", "128"), ("Variant", "abanondas"))
    with EngineClient(EngineSpec("ours", builtin_engine().command, own)) as client:
        client.start()
        sent = spy_sent(client, monkeypatch)
        client.search(SearchRequest(Position.start(8, 8), limits=Limits(depth=1), level=7))
    options = [line for line in sent if line.startswith("setoption")]
    assert "setoption name Variant value epaminondas" in options
    assert "setoption name Level value 7" in options
    assert not [line for line in options if "FullTime" in line or "Hash" in line]


def test_options_an_engine_does_not_declare_are_never_sent() -> None:
    # The fake answers any setoption with an error the client would fail on.
    with EngineClient(fake("declared")) as client:
        start = Position.start()
        result = client.search(SearchRequest(start, limits=Limits(depth=1), level=3,
                                             full_time=True))
        assert result.best_move == legal_moves(start)[0]
        assert client.identity == {"name": "Declared", "version": "2"}
        assert {"Level", "MultiPV", "Hash", "Seed", "SymmetryRule", "Zone",
                "FullTime"} <= client.unsupported
        assert "Variant" not in client.unsupported
        # A variant its declared choices do not list is refused before the search.
        with pytest.raises(EngineError, match="does not play the variant abanondas"):
            client.search(SearchRequest(start, limits=Limits(depth=1),
                                        rules=Rules(variant=Variant.ABANONDAS)))


def test_an_engine_without_the_handshake_has_no_declared_options() -> None:
    with EngineClient(fake("plain")) as client:
        client.start()
        assert client.options is None and client.identity == {}


def test_the_engine_process_imports_this_very_package() -> None:
    """The engine's path starts with the directory holding this package (the parent of
    ``epaminondas_gui``), so a copy that is not installed (the compiled one in
    build/compiled) runs its own engine, not the installed package's."""
    import epaminondas_gui
    from epaminondas_gui.core.engine import client

    first = Path(client._child_env()["PYTHONPATH"].split(os.pathsep)[0])
    assert first == Path(epaminondas_gui.__file__).resolve().parents[1]
    assert (first / "epaminondas_gui" / "core" / "engine" / "client.py").resolve() == Path(
        client.__file__).resolve()
