"""How long does the event loop stall while the engine thinks?

A QTimer ticks every 5 ms in the GUI thread of the real window while it searches; the
longest gap between ticks is how long the window could not react. Target: under a frame,
< 16 ms (30 ms until stop 53).
Every search runs in an engine process; the window's worker thread only talks to it, and
the window reads an engine line's moves only when it shows them. The interpreter runs
with CPython's defaults, as the window does (``--switch-ms`` tries another GIL switch
interval).

Modes: a move search (default), ``--analysis`` (analysis mode on, three lines, for
``--seconds``), ``--review`` (a review of a random game of ``--plies`` moves, each
position searched ``--review-ms``). ``--repaint`` repaints the board on every tick (as
while the player drags a piece or resizes the window). ``--computers LEVEL``: two
computers play a 14×12 game meanwhile (with ``--analysis``: the analysis switched on during
their game), with ``--processes`` search processes (Preferences); ``--equal-priority``
runs the engines at the window's priority, as before they ran as background jobs.

    QT_QPA_PLATFORM=offscreen .venv/bin/python -m benchmarks.gui_stall [--seconds 2] [--runs 3]
    .venv/bin/python -m benchmarks.gui_stall --review --repaint     (under Xvfb: a real X server)
    QT_QPA_PLATFORM=offscreen .venv/bin/python -m benchmarks.gui_stall --analysis \
        --computers 8 --processes 2 --seconds 10 [--equal-priority]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable

from epaminondas_gui.core.games.players import Computer, Human

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop, QSettings, QTimer
from PySide6.QtWidgets import QApplication

from epaminondas_gui.core.ai.types import Limits, SearchRequest
from epaminondas_gui.core.games.tree import GameTree
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.position import Position
from epaminondas_gui.gui import engine_runner
from epaminondas_gui.gui.engine_runner import Purpose
from epaminondas_gui.gui.main_window import MainWindow
from epaminondas_gui.gui.settings import GameSetup, Preferences

from .stall_meter import StallMeter

TARGET_MS = 16.0


def p99(gaps: list[float]) -> float:
    """The 99th percentile gap (0 when there are none)."""
    ordered = sorted(gaps)
    return ordered[int(len(ordered) * 0.99) - 1] if ordered else 0.0


WORK: list[float] = []
"""The most CPU time the GUI thread spent between two ticks, per run (load barely
changes it, unlike the gaps)."""
#: A gap over this is counted, and so is a gap in which the GUI thread worked over it.
SLOW_MS = 20.0
SLOW: list[tuple[int, int]] = []
"""Per run: gaps over :data:`SLOW_MS`, and those in which the GUI thread itself worked
over it (the rest waited for a core)."""


def ticking(window: MainWindow, repaint: bool, run: Callable[[QEventLoop], None]) -> list[float]:
    """Start ``run`` (which quits the loop when its work is done) and return the gaps
    between 5 ms ticks meanwhile, in ms."""
    meter = StallMeter(5, keep_gaps=True, threshold_ms=SLOW_MS,
                       on_tick=window.board.view.viewport().repaint if repaint else None)
    loop = QEventLoop()
    meter.start()
    run(loop)
    loop.exec()
    meter.stop()
    WORK.append(meter.max_work_ms)
    SLOW.append((meter.over, meter.work_over))
    return meter.gaps


def measure_search(window: MainWindow, seconds: float, level: int, repaint: bool) -> list[float]:
    """One move search of ``seconds`` (shown as a hint: the window keeps its position)."""
    runner = window.session.ai
    session = window.session

    def run(loop: QEventLoop) -> None:
        def done(*_args: object) -> None:
            runner.result.disconnect(done)
            loop.quit()

        runner.result.connect(done)
        request = SearchRequest(session.line.start, tuple(session.line.moves),
                                Limits(movetime_ms=int(seconds * 1000)), session.rules, level)
        runner.start(request, purpose=Purpose.BENCHMARK)

    return ticking(window, repaint, run)


def measure_analysis(window: MainWindow, seconds: float, repaint: bool) -> list[float]:
    """Analysis mode on for ``seconds``."""
    action = window.analysis.act_analyse

    def run(loop: QEventLoop) -> None:
        action.setChecked(True)

        def end() -> None:
            action.setChecked(False)
            loop.quit()

        QTimer.singleShot(int(seconds * 1000), end)

    return ticking(window, repaint, run)


def measure_review(window: MainWindow, movetime_ms: int, repaint: bool) -> list[float]:
    """A whole game review."""
    analysis = window.analysis

    def run(loop: QEventLoop) -> None:
        review = analysis._ensure_review()
        review.movetime_ms = movetime_ms

        def done(*_args: object) -> None:
            review.finished.disconnect(done)
            loop.quit()

        review.finished.connect(done)
        analysis.review_game()

    return ticking(window, repaint, run)


def random_game(plies: int, seed: int) -> GameTree:
    """A game of ``plies`` random moves (fewer if it ends first)."""
    rng = random.Random(seed)
    tree = GameTree.new(Position.start(14, 12))
    while tree.cursor.ply < plies and tree.outcome() is None:
        tree.play(rng.choice(legal_moves(tree.position, tree.rules)))
    return tree


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="thinking time per search")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--level", type=int, default=8)
    parser.add_argument(
        "--switch-ms", type=float, default=None, help="override sys.setswitchinterval (ms)"
    )
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--analysis", action="store_true", help="analysis mode, not a move")
    mode.add_argument("--review", action="store_true", help="review a random game")
    parser.add_argument("--plies", type=int, default=20, help="--review: moves of the game")
    parser.add_argument("--review-ms", type=int, default=150,
                        help="--review: thinking time per position")
    parser.add_argument("--repaint", action="store_true", help="repaint the board every tick")
    parser.add_argument("--computers", type=int, default=None, metavar="LEVEL",
                        help="two computers of this level play meanwhile")
    parser.add_argument("--processes", type=int, default=1,
                        help="search processes (Preferences), shared by the engines")
    parser.add_argument("--equal-priority", action="store_true",
                        help="the engines at the window's priority, not as background jobs")
    args = parser.parse_args()
    engine_runner.background_engines = not args.equal_priority
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
    app = QApplication(sys.argv[:1])
    setup = GameSetup(white=Human(), black=Human())
    window = MainWindow(setup=setup, prefs=Preferences(animation="off", sound=False,
                                                       computer_move_ms=0,
                                                       search_processes=args.processes))
    window.resize(1200, 800)
    window.show()
    app.processEvents()
    if args.switch_ms is not None:
        sys.setswitchinterval(args.switch_ms / 1000)
    if args.review or args.analysis:
        # The dock's first appearance (polish, layout, first paint of its widgets: 20-35 ms
        # once, engine or not) is not what is measured here: open it before the clock runs.
        analysis = window.analysis
        analysis._show_dock(analysis.review_page if args.review else analysis.lines_page)
        settle = QEventLoop()
        QTimer.singleShot(300, settle.quit)
        settle.exec()
    if args.computers is not None:
        window.start_new_game(GameSetup(white=Computer(args.computers),
                                        black=Computer(args.computers)))
    if args.review:
        window.session.load_tree(random_game(args.plies, 1), setup)
        what = f"review of {window.session.line.ply} moves at {args.review_ms} ms a position"
    elif args.analysis:
        what = f"analysis for {args.seconds:g} s"
    else:
        what = f"a move search of {args.seconds:g} s"
    print(
        f"switch interval {sys.getswitchinterval() * 1000:.1f} ms, "
        f"platform {app.platformName()}, {os.cpu_count()} cores, {what} in the engine process"
        f"{', board repainted every tick' if args.repaint else ''}"
        f"{f', two computers of level {args.computers} playing' if args.computers else ''}, "
        f"{args.processes} search processes, engines "
        f"{'at the window' if args.equal_priority else 'below the window'}'s priority"
    )
    all_gaps: list[float] = []
    for run in range(args.runs):
        started = time.perf_counter()
        if args.review:
            gaps = measure_review(window, args.review_ms, args.repaint)
        elif args.analysis:
            gaps = measure_analysis(window, args.seconds, args.repaint)
        else:
            gaps = measure_search(window, args.seconds, args.level, args.repaint)
        elapsed = time.perf_counter() - started
        all_gaps.extend(gaps)
        print(
            f"run {run + 1}: {elapsed:.2f} s, {len(gaps)} ticks, max gap {max(gaps):.1f} ms, "
            f"p99 {p99(gaps):.1f} ms, median {statistics.median(gaps):.1f} ms, "
            f"most GUI-thread CPU in a gap {WORK[-1]:.1f} ms; gaps over {SLOW_MS:g} ms: "
            f"{SLOW[-1][0]} (the GUI thread worked over {SLOW_MS:g} ms in {SLOW[-1][1]})"
        )
    worst = max(all_gaps)
    print(
        f"overall: max gap {worst:.1f} ms ({'OK' if worst < TARGET_MS else 'ABOVE'} the "
        f"{TARGET_MS:g} ms target), "
        f"p99 {p99(all_gaps):.1f} ms, median {statistics.median(all_gaps):.1f} ms; "
        f"most GUI-thread CPU in a gap {max(WORK):.1f} ms; load average "
        f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}"
    )
    window.close()


if __name__ == "__main__":
    main()
