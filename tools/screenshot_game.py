"""Render the game window to PNG files (run under Xvfb for the real look):

    xvfb-run -a -s "-screen 0 1280x800x24" \
        .venv/bin/python -m tools.screenshot_game docs/screenshot.png

Plays a few AI moves, picks up a piece and hovers a capture so the picture shows the
move preview. ``--dark`` uses the dark theme; ``--rules`` saves the rules dialog.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from epaminondas_gui.core.games import storage
from epaminondas_gui.core.games.players import Computer, Human
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.position import Color, Move, Position
from epaminondas_gui.gui.dialogs.rules import RulesDialog
from epaminondas_gui.gui.main_window import MainWindow
from epaminondas_gui.gui.settings import GameSetup, Preferences
from epaminondas_gui.gui.theme import ThemeName, theme


def geo_forward(pos: Position, move: Move) -> int:
    """How many ranks the move advances its side."""
    geo = pos.geometry
    return (geo.rank_of(move.to) - geo.rank_of(move.head)) * pos.turn.forward


def settle(app: QApplication, rounds: int = 30) -> None:
    for _ in range(rounds):
        app.processEvents()


def staged_window(
    setup: GameSetup, *, dark: bool, language: str = "en", size: tuple[int, int] = (1200, 800)
) -> tuple[QApplication, MainWindow, Preferences]:
    """An application and a shown main window whose settings and autosave live in
    temporary folders, so staging a picture never touches the player's own files."""
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
    os.environ[storage.DATA_DIR_ENV] = tempfile.mkdtemp()
    app = QApplication(sys.argv[:1])
    app.setStyle("Fusion")
    prefs = Preferences(
        animation="off",
        sound=False,
        theme=ThemeName.DARK if dark else ThemeName.LIGHT,
        language=language,
    )
    window = MainWindow(setup=setup, prefs=prefs)
    window.resize(*size)
    window.show()
    return app, window, prefs


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("output")
    parser.add_argument("--dark", action="store_true")
    parser.add_argument("--rules", metavar="PNG")
    parser.add_argument("--plies", type=int, default=14)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--language", default="en")
    parser.add_argument("--size", default="14x12", help="board size, e.g. 8x8")
    parser.add_argument("--window", default="1600x1000", help="window size, e.g. 1024x700")
    args = parser.parse_args()
    width, height = (int(n) for n in args.size.lower().split("x"))
    setup = GameSetup(width, height, white=Human(), black=Computer(5))
    win_w, win_h = (int(n) for n in args.window.lower().split("x"))
    app, window, prefs = staged_window(
        setup, dark=args.dark, language=args.language, size=(win_w, win_h)
    )
    session = window.session
    # Paused while the opening is played by hand: the computer searches none of its turns.
    session.set_paused(True)
    settle(app)
    # A repeatable opening from the move generator alone (not the AI, which changes): both
    # sides advance at random until White, to move, can capture after ``--plies`` moves.
    rng = random.Random(args.seed)
    while session.line.ply < 60:
        pos = session.line.position
        moves = legal_moves(pos, session.rules)
        ready = session.line.ply >= args.plies and pos.turn is Color.WHITE
        if ready and any(m.captured for m in moves):
            break
        forward = [m for m in moves if (geo_forward(pos, m) > 0 and not m.captured)] or moves
        session.tree.play(rng.choice(forward))
    session.set_paused(False)  # White, the person, is to move: the computer waits anyway
    session.position_changed.emit()
    session.state_changed.emit()
    window._on_thinking(False)
    scene = window.board.scene
    scene.set_interactive(True)
    pos = session.line.position
    geo = pos.geometry
    best = None
    for square in geo.iter_squares(pos.pieces(pos.turn)):
        scene.select(square)
        for drop, move in scene.targets().items():
            key = (move.captured, move.count)
            if best is None or key > best[0]:
                best = (key, square, drop)
    scene.cancel_selection()
    if best is not None:
        scene.select(best[1])
        scene.preview(best[2])
    settle(app)
    window.grab().save(args.output)
    if args.rules:
        dialog = RulesDialog(theme(prefs.theme))
        dialog.resize(640, 760)
        dialog.show()
        settle(app)
        dialog.grab().save(args.rules)
        dialog.close()
    window.close()


if __name__ == "__main__":
    main()
