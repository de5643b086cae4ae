"""The GUI thread's CPU for the analysis switched on, the "New game from this position"
dialog and the analysis panel's updates.

In one window (offscreen), a 14×12 game of 12 moves, per run: the analysis switched on
with its panel closed before and again with it open (the call and two passes of the event
loop), the dialog built and shown; then a statistics update and an update of three lines,
each with a pass of the event loop. Prints the median of the runs and their range, in ms
of the GUI thread's CPU (``time.thread_time``: the machine's load lengthens it little).

    QT_QPA_PLATFORM=offscreen .venv/bin/python -m benchmarks.panel_work [--runs 5]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time
from collections.abc import Callable

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


from epaminondas_gui.core.ai.types import Score, SearchInfo
from epaminondas_gui.core.games.players import Human
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.study.analysis import Hint
from epaminondas_gui.gui.settings import GameSetup

from .gui_work import human_move, measured_window, new_game_dialog, settle


def cpu_ms(action: Callable[[], object]) -> float:
    began = time.thread_time()
    action()
    return (time.thread_time() - began) * 1000


def summary(values: list[float]) -> str:
    return f"{statistics.median(values):.1f} ({min(values):.1f}-{max(values):.1f})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    app, window = measured_window()
    rng = random.Random(args.seed)
    analyse = window.analysis.act_analyse

    def switch_on() -> None:
        analyse.setChecked(True)
        app.processEvents()
        app.processEvents()

    closed: list[float] = []
    opened: list[float] = []
    dialog: list[float] = []
    for _ in range(args.runs):
        window.start_new_game(GameSetup(white=Human(), black=Human()))
        for _ in range(12):
            human_move(window, rng)
        window.analysis.dock.hide()
        settle(0.5)
        for results in (closed, opened):
            results.append(cpu_ms(switch_on))
            settle(1.0)
            analyse.setChecked(False)
            settle(0.3)
        dialog.append(cpu_ms(lambda: new_game_dialog(window)))
        settle(0.2)
    panel = window.analysis.panel
    position = window.session.shown_position
    panel.set_position(position)
    moves = legal_moves(position, window.session.rules)

    def info(index: int) -> None:
        nodes = 1000 + index * 7919 * (index % 3 + 1)
        panel.show_info(SearchInfo(3 + index // 50, Score(index), nodes, nodes // 2, index,
                                   (), 1, 0))

    def lines(index: int) -> None:
        panel.show_lines([
            Hint(rank, moves[(index + rank) % len(moves)], Score(40 - rank + index), "",
                 [moves[rank]], " ".join(f"a{(index + rank + k) % 97}-b{k}" for k in range(8)))
            for rank in range(1, 4)])

    def each(count: int, update: Callable[[int], None]) -> float:
        def run() -> None:
            for index in range(count):
                update(index)
                app.processEvents()
        return cpu_ms(run) / count

    per_info, per_lines = each(300, info), each(100, lines)
    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}, {args.runs} runs; "
          "the GUI thread's CPU in ms, median (range)")
    print(f"the analysis on, its panel closed before  {summary(closed)}")
    print(f"the analysis on, its panel open           {summary(opened)}")
    print(f"New game from this position, built, shown {summary(dialog)}")
    print(f"one statistics update {per_info:.2f}, one update of three lines {per_lines:.2f}")
    window.close()


if __name__ == "__main__":
    main()
