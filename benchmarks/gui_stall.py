"""How long does the event loop stall while the AI thinks?

A QTimer ticks every 5 ms in the GUI thread while the real window runs AI searches;
the longest gap between ticks is how long the window could not react. Target: < 50 ms.
The window searches in a child process; ``--in-thread`` measures a search in a thread of
the window's process instead, and ``--repaint`` repaints the board on every tick (as while
the player drags a piece or resizes the window).

    QT_QPA_PLATFORM=offscreen .venv/bin/python -m benchmarks.gui_stall [--seconds 2] [--runs 3]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QElapsedTimer, QEventLoop, QSettings, QTimer
from PySide6.QtWidgets import QApplication

from epaminondas_gui.core.ai.types import Limits
from epaminondas_gui.gui.ai_worker import core_search, tune_interpreter_for_gui
from epaminondas_gui.gui.main_window import MainWindow
from epaminondas_gui.gui.settings import GameSetup, PlayerSetup, Preferences


def p99(gaps: list[float]) -> float:
    """The 99th percentile gap (0 when there are none)."""
    ordered = sorted(gaps)
    return ordered[int(len(ordered) * 0.99) - 1] if ordered else 0.0


def measure(
    app: QApplication, window: MainWindow, seconds: float, level: int, repaint: bool
) -> list[float]:
    """Run one search of ``seconds`` and return the gaps between 5 ms ticks, in ms."""
    gaps: list[float] = []
    clock = QElapsedTimer()
    clock.start()
    last = [clock.nsecsElapsed()]

    def tick() -> None:
        now = clock.nsecsElapsed()
        gaps.append((now - last[0]) / 1e6)
        last[0] = now
        if repaint:
            window.view.viewport().repaint()

    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)
    loop = QEventLoop()
    runner = window.session.ai
    runner.result.connect(lambda _request, _result: loop.quit())
    timer.start()
    runner.start(
        window.session.game.position,
        Limits(movetime_ms=int(seconds * 1000)),
        purpose="hint",  # shown as a hint: the window keeps its position
        rules=window.session.rules,
        level=level,
    )
    loop.exec()
    timer.stop()
    runner.result.disconnect()
    window.session.ai.result.connect(window.session._on_result)
    return gaps


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="thinking time per search")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--level", type=int, default=8)
    parser.add_argument(
        "--switch-ms", type=float, default=None, help="override sys.setswitchinterval (ms)"
    )
    parser.add_argument(
        "--untuned", action="store_true", help="skip tune_interpreter_for_gui (CPython defaults)"
    )
    parser.add_argument(
        "--in-thread", action="store_true", help="search in a thread of this process"
    )
    parser.add_argument("--repaint", action="store_true", help="repaint the board every tick")
    args = parser.parse_args()
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
    app = QApplication(sys.argv[:1])
    setup = GameSetup(white=PlayerSetup(False), black=PlayerSetup(False))
    window = MainWindow(
        search=core_search() if args.in_thread else None,
        setup=setup,
        prefs=Preferences(animation="off", sound=False),
    )
    window.resize(1200, 800)
    window.show()
    app.processEvents()
    if not args.untuned:
        tune_interpreter_for_gui()  # as app.main() does
    if args.switch_ms is not None:
        sys.setswitchinterval(args.switch_ms / 1000)
    print(
        f"switch interval {sys.getswitchinterval() * 1000:.1f} ms, "
        f"platform {app.platformName()}, {os.cpu_count()} cores, search "
        f"{'in a thread' if args.in_thread else 'in a child process'}"
        f"{', board repainted every tick' if args.repaint else ''}"
    )
    all_gaps: list[float] = []
    for run in range(args.runs):
        started = time.perf_counter()
        gaps = measure(app, window, args.seconds, args.level, args.repaint)
        elapsed = time.perf_counter() - started
        all_gaps.extend(gaps)
        print(
            f"run {run + 1}: {elapsed:.2f} s, {len(gaps)} ticks, max gap {max(gaps):.1f} ms, "
            f"p99 {p99(gaps):.1f} ms, median {statistics.median(gaps):.1f} ms"
        )
    worst = max(all_gaps)
    print(
        f"overall: max gap {worst:.1f} ms ({'OK' if worst < 50 else 'ABOVE'} the 50 ms target), "
        f"p99 {p99(all_gaps):.1f} ms, median {statistics.median(all_gaps):.1f} ms"
    )
    window.close()


if __name__ == "__main__":
    main()
