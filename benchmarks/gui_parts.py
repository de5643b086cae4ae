"""The GUI thread's own time for the parts of a move and of a review's end in a long game,
each call timed alone (``time.thread_time``, no profiler: cProfile inflates pure Python
several times over and hides what is Qt's).

At move 140 of a 14×12 game of random moves: the line shown asked for as often as the
window asks at a move (12 times, and its nodes twice), whether a draw can be claimed (4
times), the GUI thread's part of an autosave; the move list's text after a move added at
the end (moves 140-160) and after a review's marks and scores (160 plies, half of them
marked, every one scored), with the events that follow each; the review's graph painted
(its curve drawn, and from its picture with the cursor moved) and the review panel at the
review's end after every move was added as it came (160 plies, random scores).

    QT_QPA_PLATFORM=offscreen .venv/bin/python -m benchmarks.gui_parts
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from epaminondas_gui.core.ai.types import Score
from epaminondas_gui.core.games import storage
from epaminondas_gui.core.games.tree import GameTree
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.study.analysis import PlayedPosition, PositionAnalysis, review_game
from epaminondas_gui.gui.analysis.review_panel import ReviewPanel
from epaminondas_gui.gui.game.move_list import MoveTreeView


def play_random(tree: GameTree, rng: random.Random) -> None:
    """A random move that does not end the game."""
    moves = legal_moves(tree.cursor.position, tree.rules)
    rng.shuffle(moves)
    for move in moves:
        tree.play(move)
        if tree.outcome() is None:
            return
        tree.delete(tree.cursor)


def per_call(label: str, action: Callable[[], object], repeats: int) -> None:
    began = time.thread_time()
    for _ in range(repeats):
        action()
    print(f"{label:62} {(time.thread_time() - began) / repeats * 1000:8.3f} ms")


def main() -> None:
    storage.data_dir = lambda: Path(tempfile.mkdtemp())  # type: ignore[assignment]
    app = QApplication(sys.argv[:1])
    rng = random.Random(1)
    tree = GameTree.new()
    while tree.cursor.ply < 140:
        play_random(tree, rng)

    def moved() -> None:  # a change of the tree: anything kept is stale
        tree.back()
        tree.forward()

    def shown() -> None:
        moved()
        for _ in range(12):
            tree.shown_line()
        for _ in range(2):
            tree.line()

    def claims() -> None:
        moved()
        for _ in range(4):
            tree.can_claim_draw()

    print(f"load average {os.getloadavg()[0]:.2f}; ms of the GUI thread's CPU per call")
    per_call("a change (back, forward) alone", moved, 200)
    per_call("a change, then the line shown 12 times and its nodes twice", shown, 200)
    per_call("a change, then can a draw be claimed, 4 times", claims, 200)
    per_call("autosave_later: the GUI thread's part", lambda: storage.autosave_later(
        tree.record()), 50)
    storage.flush_autosave()

    view = MoveTreeView()
    view.resize(260, 400)
    view.show()
    view.show_tree(tree.root, tree.cursor, (0,), {}, {})
    app.processEvents()
    added: list[float] = []
    after: list[float] = []
    for key in range(1, 21):
        play_random(tree, rng)
        began = time.thread_time()
        view.show_tree(tree.root, tree.cursor, (key,), {}, {})
        added.append((time.thread_time() - began) * 1000)
        began = time.thread_time()
        app.processEvents()
        after.append((time.thread_time() - began) * 1000)
    print(f"{'the move list, a move added at moves 140-160 (median, max)':62} "
          f"{statistics.median(added):8.1f} {max(added):6.1f} ms, events after "
          f"{statistics.median(after):.1f} ms")
    main_line = tree.mainline()
    marks = {node: rng.choice(["?", "??", "?!"]) for node in main_line if rng.random() < 0.5}
    scores = {node: f"{rng.uniform(-5, 5):+.1f}" for node in main_line}
    texts = view.texts_set
    began = time.thread_time()
    # The same tree and move shown, as the panel asks at a review's end: only the marks
    # and scores are new.
    view.show_tree(tree.root, tree.cursor, (20,), marks, scores)
    marked = (time.thread_time() - began) * 1000
    # The rest of the marks, MARK_CHUNK a turn of the event loop: each turn timed.
    turns: list[float] = []
    written = -1
    while written != view.moves_marked:
        written = view.moves_marked
        began = time.thread_time()
        app.processEvents()
        turns.append((time.thread_time() - began) * 1000)
    label = f"the move list, a review's marks ({len(main_line)} plies)"
    print(f"{label:62} {marked:8.1f} ms, then turns of "
          f"{', '.join(f'{t:.1f}' for t in turns)} ms ({len(marks)} marks, "
          f"{len(scores)} scores, {view.moves_marked} written; texts made: "
          f"{view.texts_set - texts})")

    review_parts(app, tree, rng)


def review_parts(app: QApplication, tree: GameTree, rng: random.Random) -> None:
    """The review panel's graph and its end, for the main line of ``tree``."""
    line = tree.main_line()

    def analyse(played: PlayedPosition) -> PositionAnalysis:
        move = legal_moves(played.position, line.rules)[0]
        return PositionAnalysis(Score(rng.randint(-600, 600)), move, (move,))

    review = review_game(line.positions, line.moves, analyse)
    panel = ReviewPanel()
    panel.resize(320, 700)
    panel.show()
    panel.begin(len(line.positions))
    for move in review.moves:
        panel.add_move(move)
    app.processEvents()
    graph = panel.graph
    label = f"the review graph, drawn ({len(review.moves)} moves, {len(review.errors())} errors)"

    def drawn() -> None:
        graph._restyled()  # drawn again, as when the theme or the size changes
        graph.repaint()

    plies = iter(range(10_000))

    def cursor_moved() -> None:
        graph.set_current_ply(next(plies) % len(line.positions))
        graph.repaint()

    per_call(label, drawn, 20)
    per_call("the review graph, painted with the cursor moved", cursor_moved, 20)
    began = time.thread_time()
    panel.show_review(review)
    ended = (time.thread_time() - began) * 1000
    began = time.thread_time()
    app.processEvents()
    events = (time.thread_time() - began) * 1000
    print(f"{'the review panel at its end (every move added before)':62} {ended:8.1f} ms, "
          f"events after {events:.1f} ms")


if __name__ == "__main__":
    main()
