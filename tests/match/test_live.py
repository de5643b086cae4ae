"""The match the window watches (core/match/live.py), without the window: its events tell
every move and every game, in order, and a stop ends it with no engine left."""

from __future__ import annotations

import os
import queue
from pathlib import Path

from epaminondas_gui.core.ai.types import Limits
from epaminondas_gui.core.match.entrants import Entrant
from epaminondas_gui.core.match.live import (
    GameFinished,
    GameStarted,
    LiveMatch,
    MatchEnded,
    MatchEvent,
    MovePlayed,
)
from epaminondas_gui.core.match.match import MatchSettings
from epaminondas_gui.core.rules.position import Position

from ..processes import descendants, wait_for, wait_gone

LEVELS = [Entrant("level 1", level=1), Entrant("level 2", level=2)]


def drain(events: queue.SimpleQueue[MatchEvent], timeout_s: float) -> list[MatchEvent]:
    """Every event up to the match's end."""
    seen: list[MatchEvent] = []
    while not seen or not isinstance(seen[-1], MatchEnded):
        seen.append(events.get(timeout=timeout_s))
    return seen


def test_the_events_tell_every_move_and_game(tmp_path: Path) -> None:
    before = set(descendants(os.getpid()))  # an earlier test's engine may still be ending
    events: queue.SimpleQueue[MatchEvent] = queue.SimpleQueue()
    settings = MatchSettings(games=2, limits=Limits(movetime_ms=30),
                             board=Position.start(8, 8), plies=2)
    match = LiveMatch(LEVELS, settings, events.put, tmp_path)
    assert match.total_games == 2
    match.start()
    seen = drain(events, 60)
    assert match.join(5)
    assert seen[-1] == MatchEnded(stopped=False)
    finished = [e for e in seen if isinstance(e, GameFinished)]
    assert [e.game.job.number for e in finished] == [1, 2]
    for game in finished:
        number = game.game.job.number
        started = [e for e in seen if isinstance(e, GameStarted) and e.number == number]
        moves = [e for e in seen if isinstance(e, MovePlayed) and e.number == number]
        line = game.game.tree.main_line()
        assert started[0].start == line.positions[0]
        # Each move reported once, in order, from the position before it.
        assert [m.move for m in moves] == list(line.moves)
        assert [m.ply for m in moves] == list(range(1, len(line.moves) + 1))
        assert [m.before for m in moves] == list(line.positions[:-1])
        assert game.path is not None and game.path.parent == tmp_path
    assert finished[-1].standings.games == 2
    wait_for(lambda: set(descendants(os.getpid())) <= before, 5, "the engines ended")


def test_a_stop_ends_the_games_and_their_engines() -> None:
    # This process's own children from earlier tests (multiprocessing's resource tracker
    # lives as long as the process) are not the match's.
    before = set(descendants(os.getpid()))
    events: queue.SimpleQueue[MatchEvent] = queue.SimpleQueue()
    settings = MatchSettings(games=20, limits=Limits(movetime_ms=300),
                             board=Position.start(8, 8))
    match = LiveMatch(LEVELS, settings, events.put)
    match.start()
    try:
        while not isinstance(events.get(timeout=30), MovePlayed):
            pass
        engines = [pid for pid in descendants(os.getpid()) if pid not in before]
        assert engines  # White's program (Black's starts at its first move)
    finally:
        match.stop()
    assert match.join(5)
    seen = drain(events, 5)
    assert seen[-1] == MatchEnded(stopped=True)
    assert not any(isinstance(e, GameFinished) for e in seen)  # the stopped game does not count
    wait_gone(engines, 5)
