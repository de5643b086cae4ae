"""Render the study board: a game with two levels of variations and comments, a variation's
move shown and its comment in the editor (docs/screenshot-study.png).

    xvfb-run -a -s "-screen 0 1600x1000x24" python -m tools.screenshot_study OUT.png
    ... --size 1024x700 docs/screenshot-study-small.png
"""

from __future__ import annotations

import argparse

from epaminondas_gui.core.games.players import Human
from epaminondas_gui.core.games.record_text import read_record
from epaminondas_gui.core.rules.position import SymmetryRule
from epaminondas_gui.gui.settings import GameSetup

from .screenshot_game import settle, staged_window

STUDY = """[Event "Club night"]
[White "Ada"]
[Black "Bert"]
[Board "8x8"]

{A short game, studied afterwards.} 1. b2-b3 h7-h6 {Black mirrors the wing move.}
2. c2-c3 (2. d2-d3 {The centre first.} 2... g7-g6 (2... b7-b6 {Too slow.} 3. e2-e3)
3. e2-e3) 2... g7-g6 3. d2-d3 f7-f6 (3... a7-a6 4. e2-e3) 4. e2-e3 *
"""


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("output")
    parser.add_argument("--size", default="1600x1000")
    parser.add_argument("--language", default="en")
    args = parser.parse_args()
    width, height = (int(n) for n in args.size.lower().split("x"))
    setup = GameSetup(8, 8, None, SymmetryRule.MIDLINE, Human(), Human())
    app, window, _prefs = staged_window(
        setup, dark=False, language=args.language, size=(width, height)
    )
    window.files.start_record(read_record(STUDY), None, saved=True)
    session = window.session
    # Show the first move of the inner variation (2... b7-b6), with its comment.
    inner = session.tree.root.children[0].children[0].children[1].children[1]
    session.go_to(inner)
    settle(app)
    window.grab().save(args.output)
    window.close()


if __name__ == "__main__":
    main()
