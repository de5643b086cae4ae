"""The gauntlet's opponents play only legal moves, take a win in one, and the gauntlet
reports each score (benchmarks/gauntlet.py; real matches are run by hand, not here)."""

from __future__ import annotations

import random
import re
import threading
from pathlib import Path

import pytest

from benchmarks.gauntlet import (
    OPPONENTS,
    Outside,
    Player,
    compiled_engine,
    copy_search,
    gauntlet,
    main,
    save_game,
    schedule,
)
from benchmarks.opponents.alphabeta import evaluate
from benchmarks.opponents.sparring import DEFAULT_PATH, SparringOpponent
from epaminondas_gui.core import native
from epaminondas_gui.core.ai.types import Limits
from epaminondas_gui.core.engine.player import EnginePlayer
from epaminondas_gui.core.games.players import Turn
from epaminondas_gui.core.rules.movegen import legal_moves, winner
from epaminondas_gui.core.rules.position import DEFAULT_RULES, Color, Move, Position, Rules
from epaminondas_gui.core.stop_flag import StopFlag

from ..ai.test_evaluate import _random_positions
from ..processes import command_line, descendants

HAVE_SPARRING = DEFAULT_PATH.is_file()
needs_sparring = pytest.mark.skipif(not HAVE_SPARRING,
                                    reason=f"no outside engine at {DEFAULT_PATH}")
# The opponents of the rectangle (hexer plays only the hexagon: tests/benchmarks/test_hexer.py).
RECTANGLE = sorted(n for n in OPPONENTS if n != "hexer")
ALL = [pytest.param(n, marks=needs_sparring) if n == "sparring" else n for n in RECTANGLE]
OURS = [n for n in RECTANGLE if n != "sparring"]


@pytest.mark.parametrize("name", ALL)
def test_opponents_play_legal_moves(name: str) -> None:
    rng = random.Random(5)
    player = OPPONENTS[name](20, Outside(), Rules())
    pos = Position.start(6, 6)
    history: list[tuple[int, int, int]] = []
    for _ in range(12):
        if winner(pos) is not None:
            break
        move = player.choose(pos, history, rng)
        assert move in legal_moves(pos)
        history.append(pos.key)
        pos = pos.play(move)
    close = getattr(player, "close", None)
    if callable(close):
        close()


@pytest.mark.parametrize("name", ALL)
def test_opponents_take_the_far_row_when_nothing_can_answer(name: str) -> None:
    # White's f5 steps onto Black's home row (e6 or f6) and Black's lone a6 can neither
    # capture it nor enter White's: the game is won at White's next turn.
    pos = Position.from_efn("B5/5W/6/6/6/6 W")
    player = OPPONENTS[name](300, Outside(), Rules())
    move = player.choose(pos, [], random.Random(1))
    assert move is not None
    assert pos.geometry.square_name(move.to) in ("e6", "f6")


def reference_evaluation(pos: Position) -> int:
    """The alpha-beta's evaluation square by square: 100 a piece, 4 a rank of progress, 6 a
    neighbouring pair in a line, -12 a piece without any neighbour of its colour."""
    geo = pos.geometry
    total = 0
    for color, sign in ((Color.WHITE, 1), (Color.BLACK, -1)):
        bits = pos.pieces(color)
        value = 0
        for square in geo.iter_squares(bits):
            rank = geo.rank_of(square)
            value += 100 + 4 * (rank if color is Color.WHITE else geo.height - 1 - rank)
            neighbours = [geo.step(square, d) for d in range(8)]
            own = [n for n in neighbours if n is not None and bits >> n & 1]
            value += 6 * sum(1 for d in range(4) if neighbours[d] in own)
            value -= 12 if not own else 0
        total += sign * value
    return total if pos.turn is Color.WHITE else -total


def test_the_alpha_beta_evaluates_on_bitboards_what_it_says() -> None:
    for pos in _random_positions(12, seed=3):
        assert evaluate(pos) == reference_evaluation(pos)


@needs_sparring
def test_the_outside_engine_reports_its_nodes_and_depths() -> None:
    player = SparringOpponent(50)
    try:
        move = player.choose(Position.start(8, 8), [], random.Random(1))
        assert move in legal_moves(Position.start(8, 8))
        assert player.nodes > 0 and len(player.depths) == 1
    finally:
        player.close()


def test_a_missing_outside_engine_is_named(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError, match="not at"):
        SparringOpponent(50, tmp_path / "nothing.py")


def test_the_engine_can_come_from_another_copy(tmp_path: Path) -> None:
    """--compiled-engine: the engine process imports the package of the copy it is given
    (here the one under test), not the one the gauntlet's process runs."""
    root = Path(__file__).resolve().parents[2]
    assert copy_search(root) == native.describe()
    decoy = tmp_path / "epaminondas_gui" / "core"
    decoy.mkdir(parents=True)
    (decoy.parent / "__init__.py").write_text("")
    (decoy / "__init__.py").write_text("")
    (decoy / "native.py").write_text("def describe():\n    return 'the decoy'\n")
    assert copy_search(tmp_path) == "the decoy"
    results = gauntlet(["alphabeta"], 1, 20, 1, 6, 6, 2, 3, engine=compiled_engine(root))
    assert len(results["alphabeta"]) == 1


def test_gauntlet_reports_every_opponent(capsys: pytest.CaptureFixture[str],
                                         tmp_path: Path) -> None:
    names = RECTANGLE if HAVE_SPARRING else OURS
    results = gauntlet(names, 2, 20, 1, 6, 6, 2, 3)
    assert sorted(results) == names
    assert all(len(scores) == 2 and set(scores) <= {0.0, 0.5, 1.0} for scores in results.values())
    main(["--games", "2", "--movetime", "20", "--level", "1", "--board", "6x6",
          "--opponents", ",".join(names), "--save-games", str(tmp_path)])
    out = capsys.readouterr().out
    for name in names:
        assert f"vs {name} at 20 ms on 6x6: score" in out and "95% CI" in out
    assert "s a move" in out
    # --save-games keeps every game, won or lost.
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        f"{name}-{n}.epam" for name in names for n in (1, 2))


def test_a_sequential_test_stops_the_match(capsys: pytest.CaptureFixture[str]) -> None:
    # Level 8 against the MCTS at 20 ms on 6x6 wins every game: H1 of "0,400" is accepted
    # long before 40 games, at the end of a pair.
    main(["--games", "40", "--movetime", "20", "--board", "6x6", "--opponents", "mcts",
          "--sprt", "0,400"])
    out = capsys.readouterr().out
    assert "-> H1" in out
    found = re.search(r"W \d+D \d+L of (\d+)\)", out)
    assert found is not None
    played = int(found.group(1))
    assert played < 40 and played % 2 == 0
    with pytest.raises(SystemExit):
        main(["--sprt", "0,400"])  # more than one opponent


def test_a_lost_game_is_saved_as_a_record_the_window_opens(tmp_path: Path) -> None:
    from epaminondas_gui.core.games.storage import load_record
    from epaminondas_gui.core.rules.notation import parse_move

    start = Position.start(8, 8)
    moves = [parse_move(start, "a2-a3")]
    moves.append(parse_move(start.play(moves[0]), "h7-h6"))
    path = save_game(tmp_path / "losses", "alphabeta-3", start, moves, "level 8",
                     "alphabeta", "1/2-1/2")
    record = load_record(path)
    assert path.name == "alphabeta-3.epam"
    assert record.tags["White"] == "level 8" and record.tags["Black"] == "alphabeta"
    assert record.tags["Result"] == "1/2-1/2"
    assert list(record.mainline_moves()) == moves


def test_the_opponents_can_be_given_more_time_and_the_alpha_beta_reports_its_nodes(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    given: list[int] = []
    real = OPPONENTS["alphabeta"]

    def made(ms: int, outside: Outside, rules: Rules) -> Player:
        given.append(ms)
        return real(ms, outside, rules)

    monkeypatch.setitem(OPPONENTS, "alphabeta", made)
    nodes: dict[str, float] = {}
    gauntlet(["alphabeta", "mcts"], 2, 20, 1, 6, 6, 2, 3, opponent_ms=60, nodes_per_move=nodes)
    assert given == [60, 60]
    assert list(nodes) == ["alphabeta"] and nodes["alphabeta"] > 0  # MCTS counts no nodes
    main(["--games", "1", "--movetime", "20", "--opponent-movetime", "40", "--level", "1",
          "--board", "6x6", "--opponents", "alphabeta"])
    out = capsys.readouterr().out
    assert "vs alphabeta at 20 ms (it: 40 ms) on 6x6: score" in out
    assert "nodes a move" in out
    with pytest.raises(SystemExit):
        main(["--opponent-movetime", "0"])


def test_the_schedule_plays_each_opening_with_both_colours_the_same_for_a_seed() -> None:
    jobs = list(schedule(5, 6, 6, 2, 3))
    assert [(j.number, j.white == 0) for j in jobs] == [
        (1, True), (2, False), (3, True), (4, False), (5, True)]
    assert jobs[0].start == jobs[1].start and jobs[2].start == jobs[3].start
    assert jobs[0].start != jobs[2].start
    assert [j.seed for j in jobs] == [3000, 3000, 3001, 3001, 3002]
    assert [(j.start, j.white) for j in schedule(5, 6, 6, 2, 3)] == [
        (j.start, j.white) for j in jobs]


class _Meeting:
    """An opponent whose first two games each wait, at their first move, until the other
    has reached its first move too: played one after the other, they never meet."""

    def __init__(self) -> None:
        self.barrier = threading.Barrier(2, timeout=30)
        self.made = 0

    def player(self, _ms: int, _outside: Outside, _rules: Rules) -> Player:
        self.made += 1
        barrier = self.barrier if self.made <= 2 else None

        class Meeting:
            def choose(self, pos: Position, history: list[tuple[int, int, int]],
                       rng: random.Random) -> Move | None:
                nonlocal barrier
                if barrier is not None:
                    barrier.wait()  # BrokenBarrierError after 30 s alone
                    barrier = None
                moves = legal_moves(pos)
                return rng.choice(moves) if moves else None

        return Meeting()


def test_several_games_are_played_at_once_and_each_is_counted_once(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    meeting = _Meeting()
    monkeypatch.setitem(OPPONENTS, "slow", meeting.player)
    results = gauntlet(["slow"], 4, 20, 1, 6, 6, 2, 3, jobs=2, losses=tmp_path)
    scores = results["slow"]
    assert len(scores) == 4 and set(scores) <= {0.0, 0.5, 1.0}
    assert meeting.made == 4
    lost = sorted(p.name for p in tmp_path.iterdir())
    assert len(lost) == sum(1 for s in scores if s < 1)
    assert set(lost) <= {f"slow-{n}.epam" for n in range(1, 5)}


def test_a_decided_sequential_test_begins_no_more_games_when_several_run(
        capsys: pytest.CaptureFixture[str]) -> None:
    main(["--games", "40", "--movetime", "20", "--board", "6x6", "--opponents", "mcts",
          "--sprt", "0,400", "--jobs", "2"])
    out = capsys.readouterr().out
    assert "-> H1" in out
    found = re.search(r"W \d+D \d+L of (\d+)\)", out)
    assert found is not None
    assert int(found.group(1)) < 40
    with pytest.raises(SystemExit):
        main(["--jobs", "0"])


def test_our_engine_can_search_with_helpers_as_the_window_s_hints_do() -> None:
    """--threads 2: level 8 gets a search helper process (lazy SMP), as the window's hints
    and analysis do with one search process a core."""
    start = Position.start(8, 8)
    turn = Turn(Color.WHITE, start, (), start, DEFAULT_RULES, lambda *_: None)
    for threads, helpers in ((1, 0), (2, 1)):
        ours = EnginePlayer(level=8, limits=Limits(movetime_ms=200), threads=threads)
        try:
            assert ours.think(turn, StopFlag()) is not None
            engine = ours.client.pid
            assert engine is not None
            spawned = [p for p in descendants(engine) if "spawn_main" in command_line(p)]
            assert len(spawned) == helpers, threads  # (not its resource tracker)
        finally:
            ours.close()


def test_abanondas_is_played_against_slipper_and_never_against_the_outside_engine(
        capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--variant", "abanondas", "--opponents", "sparring"])
    assert "sparring knows no sideslips" in capsys.readouterr().err
    main(["--variant", "abanondas", "--games", "2", "--movetime", "20", "--board", "6x6",
          "--plies", "2"])
    out = capsys.readouterr().out
    assert "vs slipper at 20 ms on 6x6 (abanondas): score" in out
