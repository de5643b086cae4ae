"""Render the window in analysis mode to a PNG (run under Xvfb for the real look):

    xvfb-run -a -s "-screen 0 1280x800x24" .venv/bin/python -m tools.screenshot_analysis \
        docs/screenshot-analysis.png

Lets a weak AI play both sides for ``--plies`` moves, turns on Analysis (and Show threats
with ``--threats``), lets the AI analyse for ``--seconds`` and saves the window.
"""

from __future__ import annotations

import argparse
import time

from PySide6.QtWidgets import QApplication

from epaminondas_gui.core.ai import Limits, search
from epaminondas_gui.core.games.players import Human
from epaminondas_gui.gui.settings import GameSetup

from .screenshot_game import staged_window


def settle(app: QApplication, seconds: float = 0.3) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.01)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("output")
    parser.add_argument("--dark", action="store_true")
    parser.add_argument("--threats", action="store_true")
    parser.add_argument("--plies", type=int, default=16)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=6.0)
    parser.add_argument("--size", default="14x12")
    parser.add_argument("--window", default="1600x1000", help="window size, e.g. 1024x700")
    args = parser.parse_args()
    width, height = (int(n) for n in args.size.lower().split("x"))
    setup = GameSetup(width, height, white=Human(), black=Human())
    win_w, win_h = (int(n) for n in args.window.lower().split("x"))
    app, window, _prefs = staged_window(setup, dark=args.dark, size=(win_w, win_h))
    session = window.session
    settle(app)
    # A plausible middle game: the weak AI plays both sides (seeded, so it repeats).
    for ply in range(args.plies):
        pos = session.line.position
        result = search(
            pos,
            Limits(depth=2),
            rules=session.rules,
            level=3,
            seed=args.seed + ply,
            history=tuple(p.key for p in session.line.positions[:-1]),
        )
        if result.best_move is None:
            break
        session.play(result.best_move)
        settle(app, 0.02)
    window.analysis.act_threats.setChecked(args.threats)
    window.analysis.act_analyse.setChecked(True)
    settle(app, args.seconds)
    window.grab().save(args.output)
    window.close()


if __name__ == "__main__":
    main()
