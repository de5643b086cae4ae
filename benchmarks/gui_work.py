"""How much work the GUI thread does in the soak's three worst moments.

The soak's longest stalls came at three moments: the analysis switched on during a 14×12
game (also with a new game between computers, as the soak does), a person's move with a
failing analysis engine, a new hexagon game; and a long saved game opened (and the "New
game from this position" dialog, slow in the soak). On a loaded
machine a stall is the GUI
thread's work plus its wait for a core; this measures both, per
step: the longest gap of a 5 ms timer (wall clock) and the GUI thread's own CPU time
(``time.thread_time``: load lengthens it little) in the longest stretch and in the step.
``--profile`` prints where the GUI thread's time went in each step (cProfile profiles the
thread it is enabled in: only the GUI thread); ``--profile-stalls`` prints, per step, the
GUI thread's stacks sampled in its gaps over 50 ms (benchmarks/stall_profiler.py).

    QT_QPA_PLATFORM=offscreen .venv/bin/python -m benchmarks.gui_work [--runs 3] [--profile]
"""

from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop, QSettings, QTimer
from PySide6.QtWidgets import QApplication

from epaminondas_gui.core.games import storage
from epaminondas_gui.core.games.players import Computer, Human
from epaminondas_gui.core.games.tree import GameTree
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.position import Position, Variant
from epaminondas_gui.gui import settings as settings_mod
from epaminondas_gui.gui.board import pieces
from epaminondas_gui.gui.dialogs.new_game import NewGameDialog
from epaminondas_gui.gui.main_window import MainWindow
from epaminondas_gui.gui.settings import EngineEntry, GameSetup, Preferences

from .stall_meter import StallMeter

FAKE = Path(__file__).resolve().parents[1] / "tests" / "engine" / "fake_engine.py"


def settle(seconds: float) -> None:
    loop = QEventLoop()
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    loop.exec()


PROFILE_STALLS = False
"""``--profile-stalls``: each step's meter samples the GUI thread in its long gaps."""


def step(label: str, action: Callable[[], object], seconds: float, profile: bool,
         results: dict[str, list[tuple[float, float, float]]]) -> None:
    """Run ``action`` and the event loop for ``seconds`` after it; keep (longest gap,
    most GUI-thread CPU in one gap, GUI-thread CPU of the whole step) in ms."""
    meter = StallMeter(5, profile=PROFILE_STALLS)
    meter.label = label
    profiler = cProfile.Profile() if profile else None
    meter.start()
    began = time.thread_time()
    if profiler is not None:
        profiler.enable()
    action()
    settle(seconds)
    if profiler is not None:
        profiler.disable()
    cpu = (time.thread_time() - began) * 1000
    meter.stop()
    results.setdefault(label, []).append((meter.max_gap_ms, meter.max_work_ms, cpu))
    if meter.profiler is not None and meter.profiler.gaps:
        print(f"--- {label}: " + meter.profiler.report(worst=3, stacks=8), flush=True)
    if profiler is not None:
        out = io.StringIO()
        pstats.Stats(profiler, stream=out).sort_stats("tottime").print_stats(18)
        print(f"--- {label}: where the GUI thread's time went (tottime)")
        print("\n".join(out.getvalue().splitlines()[6:]))


def human_move(window: MainWindow, rng: random.Random) -> None:
    s = window.session
    window.board.move_entered.emit(rng.choice(legal_moves(s.shown_position, s.rules)))


def one_run(window: MainWindow, rng: random.Random, profile: bool,
            results: dict[str, list[tuple[float, float, float]]]) -> None:
    humans = GameSetup(white=Human(), black=Human())
    analysis = window.analysis.act_analyse
    # 1. The analysis switched on during a 14×12 game.
    window.start_new_game(humans)
    for _ in range(12):
        human_move(window, rng)
    settle(0.5)
    step("analysis on, 14x12", lambda: analysis.setChecked(True), 1.5, profile, results)
    step("analysis off, 14x12", lambda: analysis.setChecked(False), 0.5, profile, results)
    # As the soak does it: a new 14×12 game between computers, the analysis on with it.
    computers = GameSetup(white=Computer(2), black=Computer(2))

    def new_game_analysed() -> None:
        window.start_new_game(computers)
        analysis.setChecked(True)

    step("new 14x12 game, analysis on", new_game_analysed, 1.5, profile, results)
    analysis.setChecked(False)
    # 2. A person's move with a failing analysis engine.
    window.start_new_game(GameSetup(8, 8, white=Human(), black=Human()))
    settle(0.3)
    prefs = window.prefs
    window.apply_preferences(_with(prefs, analysis_engine="Exits"), save=False)
    step("analysis on, failing engine", lambda: analysis.setChecked(True), 2.0, profile,
         results)
    step("human move, failing engine", lambda: human_move(window, rng), 1.5, profile, results)
    analysis.setChecked(False)
    window.apply_preferences(_with(prefs, analysis_engine=""), save=False)
    step("human move, after it", lambda: human_move(window, rng), 0.5, profile, results)
    # 3. A new hexagon game (computer against computer, as in the soak).
    hexagon = GameSetup(white=Computer(1), black=Computer(1), variant=Variant.HEXIMINONDAS)
    step("new hexagon game", lambda: window.start_new_game(hexagon), 0.3, profile, results)
    window.start_new_game(humans)
    settle(0.3)
    # 4. A long saved game opened: read on the GUI thread as before, then as the File menu
    # does now (on a thread of its own, shown when ready).
    path = long_game(rng)
    step("open a long game, at once", lambda: window.files.open_now(path), 0.5, profile,
         results)
    window.start_new_game(humans)
    settle(0.3)
    step("open a long game", lambda: open_and_wait(window, path), 0.3, profile, results)
    # 5. The long game reviewed (20 ms a position): the review's end.
    step("review of a long game", lambda: review_to_the_end(window), 0.3, profile, results)
    window.start_new_game(humans)
    settle(0.3)
    # 6. The "New game from this position" dialog built and shown, in a 14×12 game.
    for _ in range(12):
        human_move(window, rng)
    settle(0.3)
    step("new game from this position", lambda: new_game_dialog(window), 0.2, profile,
         results)


def new_game_dialog(window: MainWindow) -> None:
    """Game → New game from this position: its dialog built and shown, then closed."""
    s = window.session
    dialog = NewGameDialog(settings_mod.load_game_setup(), window, position=s.shown_position,
                           rules=s.rules)
    dialog.show()
    QApplication.processEvents()
    dialog.reject()
    dialog.deleteLater()


def review_run(window: MainWindow, rng: random.Random, profile: bool,
               results: dict[str, list[tuple[float, float, float]]]) -> None:
    """``--only review``: the end of a review of a long plain game (random moves: most of
    them errors), 14×12 and 8×8 (160 plies each)."""
    humans = GameSetup(white=Human(), black=Human())
    for label, start in (("14x12", None), ("8x8", Position.start(8, 8))):
        window.start_new_game(humans)
        settle(0.3)
        open_and_wait(window, long_game(rng, start=start, variations=False))
        settle(0.3)
        view = window.game_panel.move_panel.view
        made = view.texts_set
        step(f"review of a long game, {label}", lambda: review_to_the_end(window), 0.3,
             profile, results)
        marks = window.game_panel.move_panel.marks
        print(f"{label}: {window.session.tree.cursor.ply} plies shown, {len(marks)} marks, "
              f"{view.texts_set - made} move list texts made in the review", flush=True)


def moves_run(window: MainWindow, rng: random.Random, profile: bool,
              results: dict[str, list[tuple[float, float, float]]]) -> None:
    """``--only moves``: a person's moves at move 140 of a 14×12 game (its line, the title,
    the panel, the move list, the menus: what the window does at every move)."""
    window.start_new_game(GameSetup(white=Human(), black=Human()))
    open_and_wait(window, long_game(rng, 140, variations=False))
    settle(0.3)
    for _ in range(10):
        step("a person's move at move 140", lambda: human_move(window, rng), 0.05, profile,
             results)


def hexagon_run(window: MainWindow, rng: random.Random, profile: bool,
                results: dict[str, list[tuple[float, float, float]]]) -> None:
    """``--only hexagon``: a new hexagon game between computers, the analysis on, after a
    14×12 one that played for 2 s (as in the soak); the pictures kept are let go as the
    14×12 game begins (as the soak's many sizes and themes let them go)."""
    analysis = window.analysis.act_analyse
    window.start_new_game(GameSetup(white=Computer(2), black=Computer(2)))
    pieces._pictures.clear()
    analysis.setChecked(True)
    settle(2.0)  # its quiet moments (see BoardPart.draw_ahead)
    hexagon = GameSetup(white=Computer(3), black=Computer(4), variant=Variant.HEXIMINONDAS)
    step("new hexagon game after 14x12", lambda: window.start_new_game(hexagon), 0.5,
         profile, results)
    analysis.setChecked(False)
    settle(0.2)


def open_and_wait(window: MainWindow, path: Path) -> None:
    """Open ``path`` as the File menu does and run the event loop until it is shown."""
    shown: list[bool] = []

    def done(_path: object, ok: bool) -> None:
        shown.append(ok)

    window.files.opened.connect(done)
    window.files.open_path(path)
    deadline = time.monotonic() + 30
    while not shown and time.monotonic() < deadline:
        settle(0.05)
    window.files.opened.disconnect(done)


def review_to_the_end(window: MainWindow, movetime_ms: int = 20) -> None:
    """Review the game shown and run the event loop until the review has ended."""
    review = window.analysis._ensure_review()
    review.movetime_ms = movetime_ms
    ended: list[object] = []
    review.finished.connect(ended.append)
    window.analysis.review_game()
    deadline = time.monotonic() + 120
    while not ended and review.running and time.monotonic() < deadline:
        settle(0.05)
    review.finished.disconnect(ended.append)


def long_game(rng: random.Random, plies: int = 160, *, start: Position | None = None,
              variations: bool = True) -> Path:
    """A saved game (14×12 unless ``start``) of ``plies`` random moves (none ending it), in
    a temporary file; ``variations``: the moves tried first that would have ended it kept
    as variations (else the record is one plain line)."""
    tree = GameTree.new(start)
    for _ in range(plies):
        moves = legal_moves(tree.cursor.position, tree.rules)
        rng.shuffle(moves)
        for move in moves:
            tree.play(move)
            if tree.outcome() is None:
                break
            parent = tree.cursor.parent
            assert parent is not None
            if variations:
                tree.go(parent)
            else:
                tree.delete(tree.cursor)
        else:
            break
    path = Path(tempfile.mkdtemp()) / "long.epam"
    storage.save_record(path, tree.record())
    return path


def _with(prefs: Preferences, **changes: object) -> Preferences:
    copy = Preferences(**{**prefs.__dict__})
    for name, value in changes.items():
        setattr(copy, name, value)
    return copy


def measured_window() -> tuple[QApplication, MainWindow]:
    """The application and a shown window of two people, in settings of its own (a
    temporary folder) with one analysis engine that exits at once."""
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
    app = QApplication(sys.argv[:1])
    settings_mod.save_engines([EngineEntry("Exits", sys.executable, f"{FAKE} exit")])
    window = MainWindow(setup=GameSetup(white=Human(), black=Human()),
                        prefs=Preferences(animation="off", sound=False, computer_move_ms=0))
    window.resize(1200, 800)
    window.show()
    settle(0.5)
    return app, window


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--profile", action="store_true")
    parser.add_argument("--profile-stalls", action="store_true")
    parser.add_argument("--only", choices=["review", "moves", "hexagon"],
                        help="only the end of a review of long plain games (14x12, 8x8), "
                             "or only a person's moves in a long game, or only a new "
                             "hexagon game after a 14x12 one")
    args = parser.parse_args()
    global PROFILE_STALLS
    PROFILE_STALLS = args.profile_stalls
    app, window = measured_window()
    rng = random.Random(args.seed)
    results: dict[str, list[tuple[float, float, float]]] = {}
    for _ in range(args.runs):
        runs = {"review": review_run, "moves": moves_run, "hexagon": hexagon_run}
        run = runs.get(args.only or "", one_run)
        run(window, rng, args.profile, results)
    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}, "
          f"platform {app.platformName()}, {args.runs} runs; ms, worst of the runs")
    print(f"{'step':32} {'longest gap':>12} {'GUI CPU in a gap':>17} {'GUI CPU, step':>14} "
          f"{'(median)':>9} {'GUI CPU in a gap, median':>25}")
    for label, rows in results.items():
        gap, work, cpu = (max(column) for column in zip(*rows, strict=True))
        median = statistics.median(row[2] for row in rows)
        in_gap = statistics.median(row[1] for row in rows)
        print(f"{label:32} {gap:12.1f} {work:17.1f} {cpu:14.1f} {median:9.1f} {in_gap:25.1f}")
    window.close()


if __name__ == "__main__":
    main()
