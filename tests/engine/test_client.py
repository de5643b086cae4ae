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
from epaminondas_gui.core.ai.types import MATE_SCORE
from epaminondas_gui.core.engine.client import (
    EngineClient,
    EngineError,
    EngineSpec,
    builtin_engine,
    parse_info,
    parse_score,
    position_command,
)
from epaminondas_gui.core.rules.notation import parse_move
from epaminondas_gui.core.rules.position import DEFAULT_RULES, Move, Position, Rules, SymmetryRule

FAKE = str(Path(__file__).resolve().parent / "fake_engine.py")


def fake(mode: str) -> EngineSpec:
    return EngineSpec(f"fake {mode}", (sys.executable, FAKE, mode))


@pytest.fixture
def engine() -> Iterator[EngineClient]:
    client = EngineClient(builtin_engine())
    yield client
    client.close()


def play(start: Position, *texts: str) -> tuple[Move, ...]:
    moves: list[Move] = []
    pos = start
    for text in texts:
        move = parse_move(pos, text)
        moves.append(move)
        pos = pos.play(move)
    return tuple(moves)


@pytest.mark.parametrize("value", [0, 35, -1200, MATE_SCORE - 1, MATE_SCORE - 5,
                                   -(MATE_SCORE - 2), -(MATE_SCORE - 6)])
def test_scores_read_back_as_printed(value: int) -> None:
    score = Score(value)
    assert parse_score(score.protocol_text().split()).protocol_text() == score.protocol_text()


def test_an_info_line_with_a_line_past_the_game_keeps_the_legal_part() -> None:
    start = Position.start(8, 8)
    line = "depth 2 multipv 2 score win 3 nodes 10 nps 5 time 2 pv a1.a2-a4 zz9-zz8"
    info = parse_info(start, line.split(), DEFAULT_RULES)
    assert info is not None
    assert (info.depth, info.multipv, info.score.win_in, info.nodes) == (2, 2, 3, 10)
    assert info.pv == play(start, "a1.a2-a4")


def test_the_engine_finds_what_the_search_finds_in_this_process(engine: EngineClient) -> None:
    start = Position.start(8, 8)
    moves = play(start, "a1.a2-a4", "h8.h7-h5")
    rules = Rules(symmetry=SymmetryRule.OFF)
    request = SearchRequest(start, moves, Limits(depth=3), rules, multipv=2)
    infos: list[SearchInfo] = []
    there = engine.search(request, on_info=infos.append)
    here = run_search(request)
    assert there.best_move == here.best_move
    assert there.score.protocol_text() == here.score.protocol_text()
    assert there.depth == here.depth == 3 and there.pv == here.pv
    assert [(i.multipv, i.pv[0]) for i in there.lines] == [(i.multipv, i.pv[0]) for i in here.lines]
    assert infos and infos[-1].depth == 3
    # The noise of a weak level follows the seed there as here.
    for seed in (1, 2, 3):
        noisy = SearchRequest(start, moves, Limits(depth=1), rules, level=1, seed=seed)
        there = engine.search(noisy)
        here = run_search(noisy)
        assert (there.best_move, there.score) == (here.best_move, here.score)
    assert position_command(request) == (
        f"position efn {start.efn()} moves a1.a2-a4 h8.h7-h5"
    )


def test_stop_ends_an_infinite_search_at_once(engine: EngineClient) -> None:
    stop = threading.Event()
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
    stop = threading.Event()
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
        result = client.search(SearchRequest(start, moves, Limits(depth=4), level=3))
        assert result.best_move is not None and result.score.value == 7
        assert {"Level", "MultiPV", "Hash", "Seed", "SymmetryRule"} <= client.unsupported
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
