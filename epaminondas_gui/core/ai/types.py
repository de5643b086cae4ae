"""The AI's interface types: limits, scores, progress reports and results (no Qt)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Final

from ..rules.position import DEFAULT_RULES, Color, Move, Position, Rules
from .levels import MAX_LEVEL

#: Scores at or beyond this magnitude are forced wins/losses ("win in N").
MATE_SCORE: Final = 1_000_000
MATE_THRESHOLD: Final = MATE_SCORE - 10_000


@dataclass(frozen=True, slots=True)
class Limits:
    """When a search stops. Any combination; all None (and not infinite) means depth 1."""

    movetime_ms: int | None = None
    """Wall-clock budget for this move in milliseconds."""
    depth: int | None = None
    """Maximum iterative-deepening depth in plies."""
    nodes: int | None = None
    """Maximum number of nodes searched."""
    infinite: bool = False
    """Search until the stop flag is set."""
    wtime_ms: int | None = None
    """White's time left on its clock (``go wtime``); with ``btime_ms``, the engine turns
    the side to move's clock into a move time (core/ai/timeman.py), within ``movetime_ms``
    if that is set too. A search given a clock directly (``search``) ignores it."""
    btime_ms: int | None = None
    """Black's time left on its clock (``go btime``)."""
    winc_ms: int = 0
    """White's increment a move (``go winc``)."""
    binc_ms: int = 0
    """Black's increment a move (``go binc``)."""
    movestogo: int | None = None
    """Moves until the next time control adds time (``go movestogo``); None: sudden death
    or increment only."""

    @property
    def has_clock(self) -> bool:
        """Whether the limits carry the players' clocks."""
        return self.wtime_ms is not None and self.btime_ms is not None

    def clock(self, color: Color) -> tuple[int, int] | None:
        """(time left, increment) of ``color``'s clock in milliseconds; None without
        clocks."""
        if self.wtime_ms is None or self.btime_ms is None:
            return None
        if color is Color.WHITE:
            return self.wtime_ms, self.winc_ms
        return self.btime_ms, self.binc_ms


@dataclass(frozen=True, slots=True)
class Score:
    """An evaluation relative to the side to move.

    ``value`` is in centi-pieces (100 = one piece) unless it is a forced result; then
    ``win_in`` / ``loss_in`` give the number of moves (of the side to move) to the end.
    """

    value: int
    """Raw score; |value| >= MATE_THRESHOLD means a forced result."""

    @property
    def is_mate(self) -> bool:
        return abs(self.value) >= MATE_THRESHOLD

    @property
    def win_in(self) -> int | None:
        """Moves of the side to move until it wins, if the score is a forced win."""
        if self.value >= MATE_THRESHOLD:
            return (MATE_SCORE - self.value + 1) // 2
        return None

    @property
    def loss_in(self) -> int | None:
        """Moves of the side to move until it loses, if the score is a forced loss."""
        if self.value <= -MATE_THRESHOLD:
            return (MATE_SCORE + self.value + 1) // 2
        return None

    def display_text(self) -> str:
        """``+0.35``, ``win in 3`` or ``loss in 2`` for a person to read."""
        if self.win_in is not None:
            return f"win in {self.win_in}"
        if self.loss_in is not None:
            return f"loss in {self.loss_in}"
        return f"{self.value / 100:+.2f}"


@dataclass(frozen=True, slots=True)
class SearchInfo:
    """A progress report, sent after each completed depth (and each multi-PV line)."""

    depth: int
    """Completed iterative-deepening depth."""
    score: Score
    """Score of this line, relative to the side to move at the root."""
    nodes: int
    """Nodes searched so far."""
    nps: int
    """Nodes per second so far."""
    time_ms: int
    """Milliseconds since the search started."""
    pv: Sequence[Move]
    """The principal variation, root move first: a tuple from the search, or an engine's
    line read into moves only when asked (core/engine/protocol.py ``PvLine``)."""
    multipv: int = 1
    """1-based index of this line among the best lines."""
    seldepth: int = 0
    """Deepest ply reached (quiescence included)."""


@dataclass(frozen=True, slots=True)
class SearchResult:
    """What a finished (or stopped) search returns."""

    best_move: Move | None
    """The move to play; None only if the position has no legal move or is already over."""
    score: Score
    """Score of the best move, relative to the side to move."""
    depth: int
    """Deepest completed iteration."""
    nodes: int
    """Total nodes searched."""
    time_ms: int
    """Milliseconds used."""
    pv: Sequence[Move] = ()
    """The best line (a tuple, or an engine's line read when asked, as in SearchInfo)."""
    lines: tuple[SearchInfo, ...] = field(default_factory=tuple)
    """With multi-PV: the best lines, best first (each with its own score and pv)."""


@dataclass(frozen=True)
class SearchRequest:
    """One search, as the engine protocol describes it: a start position and the moves
    played from it (they give the history for repetitions), the limits and the options.

    The same type goes from the window to the engine client, from the engine command's
    ``position``/``setoption``/``go`` to the search, and from a match to its players.
    """

    start: Position
    moves: tuple[Move, ...] = ()
    limits: Limits = Limits()
    rules: Rules = DEFAULT_RULES
    level: int = MAX_LEVEL
    multipv: int = 1
    hash_mb: int = 64
    seed: int | None = None
    """Seed of the levels' evaluation noise and oversights (None: a fresh one)."""
    threads: int = 1
    """Processes of a search without a depth cap (level 8); more share the work (smp.py)."""
    full_time: bool = False
    """Levels 5-7 think all of the move time (the engine's ``FullTime`` option), not
    their share of it (levels.TIME_SHARE): a client that sends the time it wants thought."""

    @cached_property
    def positions(self) -> tuple[Position, ...]:
        """The start, then the position after each move; the last one is searched."""
        out = [self.start]
        for move in self.moves:
            out.append(out[-1].play(move))
        return tuple(out)

    @property
    def position(self) -> Position:
        """The position to search."""
        return self.positions[-1]

    @property
    def history(self) -> tuple[tuple[int, int, int], ...]:
        """Keys of the positions before the searched one (a return to one is a draw)."""
        return tuple(p.key for p in self.positions[:-1])
