"""Iterative-deepening PVS alpha-beta search for Epaminondas: the driver.

:func:`search` sets the limits, orders the root moves and deepens one
:class:`alphabeta.AlphaBeta` tree (its leaves: quiescence.py) a ply at a time, reporting
each finished depth; ``Move`` objects are made only for the reports. All mutable state
lives in that one tree per call, so searches in different threads never share anything but
read-only tables.
"""

from __future__ import annotations

import random
import threading
import time
from collections import Counter
from collections.abc import Callable, Sequence

from ..rules.movegen import RawMove, raw_move_list, to_move
from ..rules.position import DEFAULT_RULES, Color, Move, Position, Rules, SymmetryRule
from .alphabeta import AlphaBeta
from .evaluate import EvalWeights
from .evaluate_hex import DEFAULT_HEX_WEIGHTS, HexWeights
from .levels import MAX_LEVEL, level_info
from .quiescence import Line, SearchStopped, StopFlag
from .style import choose, plan_bias, plan_file, plan_map
from .tt import TranspositionTable
from .types import (
    MATE_SCORE,
    MATE_THRESHOLD,
    Limits,
    Score,
    SearchInfo,
    SearchRequest,
    SearchResult,
)

MAX_DEPTH = 64


def _human_choice(searcher: AlphaBeta, best: Line, moves: list[RawMove], own: int,
                  enemy: int, side: int, temperature: int, plan: int, seed: int,
                  rng: random.Random) -> Line:
    """The gentle levels' move (style.py): every root move scored exactly at depth 1,
    plus the game's plan, chosen by a softmax. ``best`` stands if time runs out."""
    geo = searcher.geo
    table = plan_map(geo, plan_file(seed, geo.width), side)
    scores: list[int] = []
    try:
        for mv in moves:
            score = searcher.root(own, enemy, side, 1, [mv], [])
            scores.append(score.score)
    except SearchStopped:
        return best
    biased = [score + plan_bias(geo, mv, own, plan, table) if abs(score) < MATE_THRESHOLD
              else score for mv, score in zip(moves, scores, strict=True)]
    index = choose(moves, biased, temperature, rng)
    return Line(moves[index], scores[index], [moves[index]])


def _root_order(moves: list[RawMove], own: int, far: int) -> list[RawMove]:
    """First iteration order: captures by size (with the smallest group), entries, then
    the generator's order (by direction, distance, group size)."""
    def key(mv: RawMove) -> int:
        if mv[6]:
            return 10_000 + mv[6] * 100 - mv[1]
        if mv[4] & far & ~own:
            return 9_000
        return 0
    return sorted(moves, key=key, reverse=True)


SOFT_TIME_FRACTION = 0.5
"""Part of a move time after which no new depth is begun."""


def search(
    position: Position,
    limits: Limits,
    *,
    rules: Rules = DEFAULT_RULES,
    level: int = MAX_LEVEL,
    multipv: int = 1,
    stop: StopFlag | None = None,
    on_info: Callable[[SearchInfo], None] | None = None,
    history: Sequence[tuple[int, int, int]] = (),
    hash_mb: int = 64,
    seed: int | None = None,
    weights: EvalWeights | None = None,
    hex_weights: HexWeights = DEFAULT_HEX_WEIGHTS,
    soft_fraction: float = SOFT_TIME_FRACTION,
    table: TranspositionTable | None = None,
    shuffle: random.Random | None = None,
    full_time: bool = False,
) -> SearchResult:
    """Search ``position`` and return the best move with its score and line.

    ``history`` holds :attr:`Position.key` of the earlier positions of the game (a return
    to one of them scores as a draw). ``level`` (1..MAX_LEVEL) caps the depth and may
    add evaluation noise; ``seed`` makes that noise reproducible. ``on_info`` is called
    from the searching thread after each completed depth and multi-PV line. ``weights``
    replaces the level's evaluation weights (tuning), ``hex_weights`` the hexagon's (it
    has one set for every level). With a move time, no new depth is begun after
    ``soft_fraction`` of it (an unfinished depth still counts when it found a better first
    move). ``table`` replaces the search's own transposition table (the
    shared one of a search on several cores, smp.py); ``shuffle`` varies the order of the
    root moves after the best at every depth (the helpers of such a search).
    ``full_time``: levels 5-7 think all of the move time, not their share of it.
    """
    start = time.perf_counter()
    lv = level_info(level)
    # The same seed gives the same move in the same position, and a seed held for a game
    # gives one evaluation noise and one plan (style.py) for the whole game.
    rng = random.Random(None if seed is None else hash((seed, position.key)))
    game_rng = random.Random(seed)
    geo = position.geometry
    side = position.turn.index
    own = position.white if position.turn is Color.WHITE else position.black
    enemy = position.black if position.turn is Color.WHITE else position.white

    def elapsed_ms() -> int:
        return int((time.perf_counter() - start) * 1000)

    if position.mover_has_won(rules):
        return SearchResult(None, Score(MATE_SCORE), 0, 0, elapsed_ms())
    far = geo.win_zone(side == 0, rules.zone)
    symmetry = rules.symmetry is SymmetryRule.MIDLINE
    all_moves = raw_move_list(geo, own, enemy, 1 if side == 0 else -1, symmetry, None,
                              rules.slips)
    if not all_moves:
        lead = own.bit_count() - enemy.bit_count() if rules.blocked_counts else -1
        blocked = 0 if lead == 0 else MATE_SCORE if lead > 0 else -MATE_SCORE
        return SearchResult(None, Score(blocked), 0, 0, elapsed_ms())

    # Limits: the caller's, capped by the level.
    max_depth = limits.depth if limits.depth is not None else MAX_DEPTH
    if limits.depth is None and limits.movetime_ms is None and limits.nodes is None \
            and not limits.infinite:
        max_depth = 1
    if lv.max_depth is not None:
        max_depth = min(max_depth, lv.max_depth)
    max_depth = max(1, min(max_depth, MAX_DEPTH))
    node_limit = limits.nodes
    deadline = None
    soft_ms: float | None = None
    if limits.movetime_ms is not None and not limits.infinite:
        thinking_ms = lv.thinking_ms(max(1, limits.movetime_ms), full_time=full_time)
        deadline = start + thinking_ms / 1000
        soft_ms = thinking_ms * soft_fraction

    # A weak level overlooks some of its own captures, but never the capture of an
    # intruder that would otherwise win: even a beginner sees that one.
    root_moves = _root_order(all_moves, own, far)
    home = geo.win_zone(side != 0, rules.zone)
    if lv.miss_capture > 0 and (enemy & home).bit_count() <= (own & far).bit_count():
        kept = [mv for mv in root_moves if not mv[6] or rng.random() >= lv.miss_capture]
        if kept:
            root_moves = kept
    multipv = max(1, min(multipv, len(root_moves)))

    searcher = AlphaBeta(
        geo, rules, weights or lv.weights, table if table is not None else
        TranspositionTable(hash_mb), stop, deadline,
        node_limit, set(history), {k for k, n in Counter(history).items() if n >= 2},
        lv.noise, game_rng.getrandbits(32), lv.quiescence, hex_weights,
    )

    def make_info(line: Line, depth: int, index: int) -> SearchInfo:
        ms = elapsed_ms()
        nodes = searcher.nodes
        return SearchInfo(
            depth=depth,
            score=Score(line.score),
            nodes=nodes,
            nps=nodes * 1000 // max(ms, 1),
            time_ms=ms,
            pv=tuple(to_move(geo, mv) for mv in line.pv),
            multipv=index,
            seldepth=max(searcher.seldepth, depth),
        )

    lines: list[Line] = []
    completed = 0
    stopped = False
    for depth in range(1, max_depth + 1):
        if shuffle is not None and len(root_moves) > 2:
            rest = root_moves[1:]
            shuffle.shuffle(rest)
            root_moves = [root_moves[0], *rest]
        new_lines: list[Line] = []
        excluded: set[RawMove] = set()
        for index in range(1, multipv + 1):
            candidates = [mv for mv in root_moves if mv not in excluded]
            partial: list[Line] = []
            try:
                line = searcher.root(own, enemy, side, depth, candidates, partial)
            except SearchStopped:
                stopped = True
                # The first root move is last iteration's best, so a better one found in
                # the unfinished iteration is trustworthy.
                if index == 1 and partial:
                    new_lines.append(partial[0])
                    if on_info is not None and lines and partial[0].move != lines[0].move:
                        on_info(make_info(partial[0], depth, 1))
                break
            new_lines.append(line)
            excluded.add(line.move)
            if on_info is not None:
                on_info(make_info(line, depth, index))
        if new_lines:
            if stopped:
                # The unfinished depth's lines go first (a partial first line beat the old
                # best at this depth, and was reported); older lines fill up the rest.
                done = {ln.move for ln in new_lines}
                lines = (new_lines + [ln for ln in lines if ln.move not in done])[:multipv]
            else:
                lines = sorted(new_lines, key=lambda ln: ln.score, reverse=True)
                if on_info is not None and [ln.move for ln in lines] != [
                        ln.move for ln in new_lines]:
                    # A later line scored above an earlier one (the earlier search's
                    # null-window scout of that move was cut short by pruning): the
                    # depth's lines go out again ranked, line 1 the best, as in the result.
                    for rank, ln in enumerate(lines, 1):
                        on_info(make_info(ln, depth, rank))
            if not stopped:
                completed = depth
            # Next iteration: best lines first, then the rest in their old order.
            first = [ln.move for ln in lines]
            root_moves = first + [mv for mv in root_moves if mv not in set(first)]
        if stopped:
            break
        best_score = lines[0].score
        if (not limits.infinite and abs(best_score) >= MATE_THRESHOLD
                and depth >= MATE_SCORE - abs(best_score) + 1):
            break  # a forced result no deeper search can shorten
        if soft_ms is not None and elapsed_ms() >= soft_ms:
            break
    if limits.infinite and stop is not None:
        stop.wait()

    if lines and lv.temperature > 0 and completed >= 1 and len(root_moves) > 1:
        chosen = _human_choice(searcher, lines[0], root_moves, own, enemy, side,
                               lv.temperature, lv.plan,
                               seed if seed is not None else game_rng.getrandbits(32), rng)
        if chosen.move != lines[0].move:
            lines = [chosen, *[ln for ln in lines if ln.move != chosen.move][:multipv - 1]]
            if on_info is not None:  # the last report names the move played
                on_info(make_info(chosen, completed, 1))
    if lines:
        best = lines[0]
    else:
        score = searcher.evaluate_fresh(own, enemy, side)
        best = Line(root_moves[0], score, [root_moves[0]])
    line_infos = tuple(make_info(ln, completed, i + 1) for i, ln in enumerate(lines))
    return SearchResult(
        best_move=to_move(geo, best.move),
        score=Score(best.score),
        depth=completed,
        nodes=searcher.nodes,
        time_ms=elapsed_ms(),
        pv=tuple(to_move(geo, mv) for mv in best.pv),
        lines=line_infos,
    )


def run_search(
    request: SearchRequest,
    *,
    stop: threading.Event | None = None,
    on_info: Callable[[SearchInfo], None] | None = None,
    table: TranspositionTable | None = None,
) -> SearchResult:
    """:func:`search` for a :class:`SearchRequest` (the engine command runs this);
    ``table``: a shared transposition table (smp.py)."""
    return search(
        request.position, request.limits, rules=request.rules, level=request.level,
        multipv=request.multipv, stop=stop, on_info=on_info, history=request.history,
        hash_mb=request.hash_mb, seed=request.seed, table=table, full_time=request.full_time,
    )


def best_moves(
    position: Position,
    count: int,
    limits: Limits,
    *,
    rules: Rules = DEFAULT_RULES,
    level: int = MAX_LEVEL,
    stop: threading.Event | None = None,
    history: Sequence[tuple[int, int, int]] = (),
) -> list[tuple[Move, Score]]:
    """The ``count`` best moves with their scores, best first (a multi-PV search)."""
    result = search(position, limits, rules=rules, level=level, multipv=count, stop=stop,
                    history=history)
    if result.best_move is None:
        return []
    if not result.lines:
        return [(result.best_move, result.score)]
    return [(line.pv[0], line.score) for line in result.lines if line.pv]
