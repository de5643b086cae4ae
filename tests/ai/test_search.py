"""The search: forced wins and defences, limits, stop, multi-PV, levels, re-entrancy."""

from __future__ import annotations

import random
import threading
import time

import pytest

from epaminondas_gui.core.ai import (
    LEVELS,
    MATE_SCORE,
    MAX_LEVEL,
    EvalWeights,
    Limits,
    Score,
    SearchInfo,
    SearchRequest,
    SearchResult,
    best_moves,
    run_search,
    search,
)
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.notation import move_to_text, parse_move
from epaminondas_gui.core.rules.position import Position, Rules, SymmetryRule

# White enters the far row at g8 or h8 and Black can neither capture nor answer; entering
# at a8, b8 or f8 is met by the black pair c8-d8 capturing the intruder.
WIN_IN_ONE = "2BB4/1W4W1/8/8/8/8/8/8 W"


def text(pos: Position, move: object) -> str:
    assert move is not None
    return move_to_text(pos.geometry, move)  # type: ignore[arg-type]


@pytest.mark.parametrize("level", range(1, MAX_LEVEL + 1))
def test_finds_unanswerable_entry(level: int) -> None:
    pos = Position.from_efn(WIN_IN_ONE)
    for seed in range(3):
        result = search(pos, Limits(depth=3), level=level, seed=seed)
        assert text(pos, result.best_move) in {"g7-g8", "g7-h8"}
        assert result.score.win_in == 1


def test_sees_that_a_capturable_entry_does_not_win() -> None:
    # Only b7 can enter, and every entry square is covered by the pair c8-d8.
    pos = Position.from_efn("2BB4/1W6/8/8/8/8/8/7B W")
    result = search(pos, Limits(depth=3))
    assert result.best_move is not None
    assert result.score.win_in is None


def test_capturing_the_intruder_is_found() -> None:
    # Black stands on d1; the only answer is the pair a1-b1 capturing it (b1-d1 path clear).
    pos = Position.from_efn("BB6/8/8/8/8/8/8/WW1B4 W")
    result = search(pos, Limits(depth=2))
    assert result.best_move is not None
    assert result.best_move.capture_mask != 0
    assert not pos.play(result.best_move).mover_has_won()


def _threatened_positions(count: int, seed: int) -> list[Position]:
    """Random 8x8 positions where the mover faces an intruder and has some answer."""
    rng = random.Random(seed)
    found: list[Position] = []
    while len(found) < count:
        pos = Position.start(8, 8)
        for _ in range(rng.randrange(6, 60)):
            moves = legal_moves(pos)
            if not moves or pos.mover_has_won():
                break
            # Forward-biased random play reaches the home rows quickly.
            forward = [m for m in moves if (m.to - m.head) * pos.turn.forward > 0]
            pos = pos.play(rng.choice(forward or moves))
            if pos.mover_has_won():
                break
            white_in, black_in = pos.home_row_counts()
            theirs, mine = (black_in, white_in) if pos.turn.index == 0 else (white_in, black_in)
            if theirs > mine:
                answers = [m for m in legal_moves(pos) if not pos.play(m).mover_has_won()]
                if answers:
                    found.append(pos)
                break
    return found


@pytest.mark.parametrize("level", range(1, MAX_LEVEL + 1))
def test_always_finds_the_forced_defence(level: int) -> None:
    for index, pos in enumerate(_threatened_positions(6, seed=7)):
        for seed in range(3):
            result = search(pos, Limits(depth=2, movetime_ms=2000), level=level,
                            seed=seed + 10 * index)
            assert result.best_move is not None
            assert not pos.play(result.best_move).mover_has_won(), pos.efn()


def test_no_move_when_already_won_or_lost() -> None:
    won = Position.from_efn("3W4/8/8/8/4B3/8/8/8 W")  # White on rank 8, nobody on rank 1
    result = search(won, Limits(depth=3))
    assert result.best_move is None
    assert result.score.value == MATE_SCORE
    lost = Position.from_efn("8/8/8/3B4/8/8/8/8 W")  # White has no piece: no legal move
    result = search(lost, Limits(depth=3))
    assert result.best_move is None
    assert result.score.value == -MATE_SCORE


def test_keeps_the_balance_on_the_home_rows() -> None:
    # One intruder each: stepping off the far row (e.g. h8-h7) would lose at once.
    pos = Position.from_efn("7W/8/2B5/8/8/8/6W1/B7 W")
    result = search(pos, Limits(depth=2))
    assert result.best_move is not None
    assert not pos.play(result.best_move).mover_has_won()


def test_depth_and_nodes_limits() -> None:
    pos = Position.start(8, 8)
    infos: list[SearchInfo] = []
    result = search(pos, Limits(depth=2), on_info=infos.append)
    assert result.depth == 2
    assert [i.depth for i in infos] == [1, 2]
    assert all(i.pv and i.nodes > 0 for i in infos)
    result = search(Position.start(), Limits(nodes=500))
    assert result.nodes <= 500 + 16
    assert result.best_move in legal_moves(Position.start())


def test_default_limits_search_depth_one() -> None:
    result = search(Position.start(8, 8), Limits())
    assert result.depth == 1
    assert result.best_move is not None


def test_movetime_is_respected() -> None:
    pos = Position.start()
    begin = time.perf_counter()
    result = search(pos, Limits(movetime_ms=300))
    elapsed = time.perf_counter() - begin
    # The contract is 10% + 50 ms; the rest is slack for a loaded test machine.
    assert elapsed < 0.3 * 1.1 + 0.05 + 0.25
    assert result.best_move is not None


def test_stop_flag_stops_quickly() -> None:
    pos = Position.start()
    stop = threading.Event()
    reported = threading.Event()
    out: list[object] = []
    thread = threading.Thread(target=lambda: out.append(
        search(pos, Limits(infinite=True), stop=stop, on_info=lambda _info: reported.set())))
    thread.start()
    assert reported.wait(10)  # stopped in the middle of the search, past its first depth
    stop.set()
    begin = time.perf_counter()
    thread.join(5)
    assert not thread.is_alive()
    assert time.perf_counter() - begin < 0.5
    assert out and out[0].best_move is not None  # type: ignore[attr-defined]


def test_instant_stop_still_returns_a_legal_move() -> None:
    stop = threading.Event()
    stop.set()
    pos = Position.start()
    result = search(pos, Limits(infinite=True), stop=stop)
    assert result.best_move in legal_moves(pos)


def test_multipv_lines_are_distinct_legal_and_sorted() -> None:
    pos = Position.start(8, 8)
    infos: list[SearchInfo] = []
    result = search(pos, Limits(depth=2), multipv=4, on_info=infos.append)
    assert len(result.lines) == 4
    firsts = [line.pv[0] for line in result.lines]
    assert len(set(firsts)) == 4
    legal = legal_moves(pos)
    assert all(move in legal for move in firsts)
    scores = [line.score.value for line in result.lines]
    assert scores == sorted(scores, reverse=True)
    assert [line.multipv for line in result.lines] == [1, 2, 3, 4]
    assert {i.multipv for i in infos} == {1, 2, 3, 4}
    assert result.best_move == firsts[0]
    pairs = best_moves(pos, 3, Limits(depth=1))
    assert len(pairs) == 3 and len({m for m, _ in pairs}) == 3


def test_the_last_reported_lines_are_the_result_s_ranked_lines() -> None:
    # Here the first line's search scouts b2-h2 to a2 with a null window, pruning cuts it
    # short (-13 at most), and the second line's full-window search finds +12: the lines
    # of that depth are reported again, ranked, so a client keeping the latest line of each
    # index shows the result's lines (the analysis listed a worse line 1 above a better 2).
    # The case arises with the weights it was found with (those of levels 5-8 until
    # 2026-11-27), so the test keeps them.
    found_with = EvalWeights(advance=4, front1=31, front2=13, front3=6, race=13, pair=8,
                             lone=14, lone_far=12, hang_mover=9, hang_other=25, guard=4)
    start = Position.start(8, 8)
    pos = start.play(parse_move(start, "a1.a2-a4"))
    pos = pos.play(parse_move(pos, "h8.h7-h5"))
    infos: list[SearchInfo] = []
    result = search(pos, Limits(depth=3), rules=Rules(symmetry=SymmetryRule.OFF), multipv=2,
                    on_info=infos.append, weights=found_with)
    latest = {info.multipv: info for info in infos}
    assert [(i.multipv, i.score, i.pv) for i in result.lines] == [
        (i.multipv, i.score, i.pv) for i in (latest[1], latest[2])]
    assert latest[1].score.value > latest[2].score.value
    depth3 = [(info.multipv, info.score.value) for info in infos if info.depth == 3]
    assert depth3[0][1] < depth3[1][1]  # found in the wrong order: the case tested


def test_mate_scores_format_as_moves() -> None:
    assert Score(MATE_SCORE - 1).display_text() == "win in 1"
    assert Score(MATE_SCORE - 3).display_text() == "win in 2"
    assert Score(-(MATE_SCORE - 2)).display_text() == "loss in 1"
    assert Score(35).display_text() == "+0.35"


def test_loss_is_reported_as_loss() -> None:
    # White to move cannot stop the black intruder on h1 nor enter rank 8 in time.
    pos = Position.from_efn("8/8/8/8/8/8/8/W6B W")
    result = search(pos, Limits(depth=3))
    assert result.best_move is not None
    assert result.score.loss_in == 1


@pytest.mark.parametrize("level", range(1, MAX_LEVEL + 1))
def test_every_level_plays_a_legal_move(level: int) -> None:
    pos = Position.start(8, 8)
    result = search(pos, Limits(movetime_ms=300, depth=3), level=level, seed=3)
    assert result.best_move in legal_moves(pos)
    assert LEVELS[level - 1].number == level


@pytest.mark.parametrize("level", range(1, MAX_LEVEL))
def test_levels_stop_at_their_depth(level: int) -> None:
    # Time to spare: the level's depth cap, not the clock, ends the search.
    result = search(Position.start(8, 8), Limits(movetime_ms=60_000), level=level, seed=5)
    assert result.depth == LEVELS[level - 1].max_depth


def test_level_8_is_limited_only_by_the_caller() -> None:
    assert search(Position.start(8, 8), Limits(depth=5), level=MAX_LEVEL).depth == 5


# The time each level thinks when given a move time: levels 5-7 an eighth of it, the
# others all of it (level 8 as deep as that allows; levels 1-4 need a fraction anyway);
# with full time (the engine's FullTime option, which the window sets) every level all of
# it. The window gives each level its window_think_ms with full time: 2, 3 and 6 s.
THINKING_MS = [
    # level, given ms, full time, thinks ms
    (1, 1_000, False, 1_000), (4, 1_000, False, 1_000),
    (5, 16_000, False, 2_000), (6, 24_000, False, 3_000), (7, 48_000, False, 6_000),
    (5, 500, False, 62), (6, 500, False, 62), (7, 500, False, 62), (7, 1_000, False, 125),
    (7, 4, False, 1), (8, 500, False, 500), (8, 8_000, False, 8_000),
    (1, 1_000, True, 1_000), (4, 1_000, True, 1_000),
    (5, 2_000, True, 2_000), (6, 3_000, True, 3_000), (7, 6_000, True, 6_000),
    (7, 500, True, 500), (7, 4, True, 4), (8, 8_000, True, 8_000),
]


@pytest.mark.parametrize(("level", "given", "full_time", "thinks"), THINKING_MS)
def test_levels_think_their_share_of_the_time(level: int, given: int, full_time: bool,
                                              thinks: int) -> None:
    assert LEVELS[level - 1].thinking_ms(given, full_time=full_time) == thinks


def test_the_window_times_are_the_levels_own() -> None:
    # What each level thinks at most in the window (and says in its tooltip), sent with
    # full time: levels 5-7 as before the share, so the window plays them as before.
    assert [lv.window_think_ms for lv in LEVELS] == [
        1_000, 1_000, 1_000, 1_000, 2_000, 3_000, 6_000, 8_000]


def test_level_7_stops_at_its_share_of_the_time() -> None:
    # 400 ms given: level 7 thinks 50 ms (depth 4 on 14x12 takes longer), level 8 starts
    # no new depth after half of its 400 ms; level 7 with full time (the window's) thinks
    # up to 400 ms too, and gets deeper than in its 50 ms (depth 3 takes about 170 ms);
    # the engine's requests carry it to the search.
    pos = Position.start(14, 12)
    seven = search(pos, Limits(movetime_ms=400), level=7, seed=1)
    eight = search(pos, Limits(movetime_ms=400), level=MAX_LEVEL, seed=1)
    full = run_search(SearchRequest(pos, limits=Limits(movetime_ms=400), level=7, seed=1,
                                    full_time=True))
    assert seven.best_move in legal_moves(pos)
    assert seven.time_ms < 150
    assert seven.depth < 4
    assert eight.time_ms >= 200
    assert eight.depth > seven.depth
    assert full.depth > seven.depth


# White's pair a4-b4 can take the lone c4, but the black column c5-c7 then takes c4 and
# c3 back: two for one. A level that does not look at replies takes the bait.
BAIT = "8/2B5/2B5/2B5/WWB5/2W5/8/8 W"


def test_level_2_misses_the_recapture_and_level_4_sees_it() -> None:
    pos = Position.from_efn(BAIT)
    geo = pos.geometry
    bait = search(pos, Limits(depth=1), level=2, seed=1).best_move
    assert bait is not None and move_to_text(geo, bait) == "a4.b4-c4:1"
    for level in (4, 5, MAX_LEVEL):
        result = search(pos, Limits(depth=3, movetime_ms=5000), level=level, seed=1)
        assert result.best_move is not None and result.best_move.captured == 0, level


def test_level_1_overlooks_some_captures_and_level_2_none() -> None:
    # A free capture: over a few seeds the beginner both takes it and lets it be.
    pos = Position.from_efn("7B/8/8/8/WWB5/8/8/8 W")

    def captured(level: int, seed: int) -> int:
        move = search(pos, Limits(depth=1), level=level, seed=seed).best_move
        assert move is not None
        return move.captured

    assert {captured(1, seed) for seed in range(12)} == {0, 1}
    assert {captured(2, seed) for seed in range(12)} == {1}


def test_seed_makes_weak_levels_reproducible() -> None:
    pos = Position.start(8, 8)
    a = search(pos, Limits(depth=1), level=1, seed=11)
    b = search(pos, Limits(depth=1), level=1, seed=11)
    assert a.best_move == b.best_move and a.score == b.score


def test_search_does_not_change_the_position() -> None:
    pos = Position.start(8, 8)
    before = (pos.efn(), pos.key)
    search(pos, Limits(depth=2))
    assert (pos.efn(), pos.key) == before


def test_searches_in_threads_do_not_interfere() -> None:
    pos = Position.from_efn("8/1BB2B2/3B4/8/2W5/1WW5/4W3/8 W")
    alone = search(pos, Limits(depth=3))
    results: list[object] = [None, None]

    def run(index: int) -> None:
        results[index] = search(pos, Limits(depth=3))

    threads = [threading.Thread(target=run, args=(i,)) for i in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)
    for res in results:
        assert res is not None
        assert res.best_move == alone.best_move  # type: ignore[attr-defined]
        assert res.score == alone.score  # type: ignore[attr-defined]


def test_repetition_scores_as_draw() -> None:
    # Every legal move returns to a position of the game's history: the score is a draw.
    pos = Position.from_efn("8/8/8/3B4/8/8/8/W7 W")
    fresh = search(pos, Limits(depth=1))
    assert fresh.score.value != 0
    keys = [pos.play(m).key for m in legal_moves(pos)]
    result = search(pos, Limits(depth=1), history=keys)
    assert result.best_move in legal_moves(pos)
    assert result.score.value == 0


def test_works_on_small_and_large_boards() -> None:
    for width, height in ((4, 4), (26, 26), (6, 12)):
        pos = Position.start(width, height, 1)
        result = search(pos, Limits(depth=2, movetime_ms=3000))
        assert result.best_move in legal_moves(pos)


def _stop_after(pos: Position, depth: int) -> tuple[SearchResult, list[SearchInfo]]:
    """The search of ``pos`` stopped from outside once it has reported ``depth``: in the
    middle of a later depth."""
    stop = threading.Event()
    reached = threading.Event()
    infos: list[SearchInfo] = []
    out: list[SearchResult] = []

    def report(info: SearchInfo) -> None:
        infos.append(info)
        if info.depth >= depth:
            reached.set()

    thread = threading.Thread(target=lambda: out.append(
        search(pos, Limits(infinite=True), stop=stop, on_info=report)))
    thread.start()
    assert reached.wait(30)
    stop.set()
    thread.join(10)
    assert not thread.is_alive()
    return out[0], infos


@pytest.mark.parametrize("depth", [1, 2, 3])
def test_stopped_search_plays_the_last_reported_line(depth: int) -> None:
    result, infos = _stop_after(Position.start(), depth)
    firsts = [i for i in infos if i.multipv == 1]
    assert firsts[-1].depth >= depth
    assert result.best_move == firsts[-1].pv[0]


def test_no_new_depth_after_the_soft_part_of_the_move_time() -> None:
    from epaminondas_gui.core.ai.search import search as plain_search

    pos = Position.start(8, 8)
    quick = plain_search(pos, Limits(movetime_ms=400), soft_fraction=0.0)
    assert quick.depth == 1 and quick.time_ms < 400
    fuller = plain_search(pos, Limits(movetime_ms=400), soft_fraction=0.5)
    assert fuller.depth > 1
