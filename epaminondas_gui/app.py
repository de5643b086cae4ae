"""The ``epaminondas`` program: starts the game window (``epaminondas game.epam`` opens
that game).

``--engine`` makes it the engine instead (``epaminondas-engine``, which a bundle's window
starts this way), ``--self-test`` runs the packaged self-test instead (see selftest.py), and with
``EPAMINONDAS_STARTUP_PROBE`` set the first paint of the board is timed (startup_probe.py).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence


def parse_command_line(args: Sequence[str]) -> argparse.Namespace:
    """The documented options; Qt's own (``-style``, ``-platform`` ...) pass through."""
    from . import ENGINE_FLAG
    from .core.version import program_version
    from .selftest import SELF_TEST_FLAG

    parser = argparse.ArgumentParser(
        prog="epaminondas",
        description="Play and study Robert Abbott's Epaminondas.",
        epilog="Without a file, the game left unfinished last time is offered for resuming.",
    )
    parser.add_argument("file", nargs="*", help="a game record (.epam) to open")
    parser.add_argument(
        ENGINE_FLAG,
        action="store_true",
        help="run as the engine (docs/engine-protocol.md) instead of showing the window",
    )
    parser.add_argument(
        SELF_TEST_FLAG, action="store_true", help="check this installation and report"
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {program_version()}")
    namespace, _qt_options = parser.parse_known_args(list(args))
    return namespace


def main(argv: Sequence[str] | None = None) -> int:
    """Create the application, restore the preferences and show the window."""
    args = list(argv) if argv is not None else sys.argv
    from . import ENGINE_FLAG

    parse_command_line(args[1:])  # --help and --version end here
    if args[1:2] == [ENGINE_FLAG]:
        # The engine (docs/engine-protocol.md): a bundle starts itself this way for its
        # window's searches. No Qt here.
        from .core.engine.server import main as engine_main

        engine_main()
        return 0
    from .selftest import SELF_TEST_FLAG

    if SELF_TEST_FLAG in args[1:]:
        from .selftest import run_self_test

        return run_self_test()

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from .gui import gc_guard, settings, startup
    from .gui.assets import window_icon
    from .gui.files.open_events import FileOpenFilter
    from .gui.i18n import install_language
    from .gui.main_window import MainWindow
    from .startup_probe import install_from_env

    app = QApplication.instance()
    arguments = args
    if not isinstance(app, QApplication):
        app = QApplication(args)
        arguments = app.arguments()  # without the options Qt took for itself (-style ...)
    install_from_env(app)
    app.setOrganizationName(settings.ORGANIZATION)
    app.setApplicationName(settings.APPLICATION)
    app.setApplicationDisplayName("Epaminondas")
    # Matches epaminondas.desktop, so Linux desktops group the window with its launcher.
    app.setDesktopFileName("epaminondas")
    app.setStyle("Fusion")
    app.setWindowIcon(window_icon())
    prefs = settings.load_preferences()
    install_language(prefs.language)
    # Held: no computer move and no clock until the start-up questions are answered.
    window = MainWindow(prefs=prefs, held=True)
    window.show()
    window.files.ask_before_discarding = True  # a player is there to answer
    window.game_actions.ask_before_undoing_a_result = True
    if sys.platform == "darwin":
        # Only macOS sends FileOpen events. A filter on the application is given every
        # event of every widget, through Python: elsewhere it would cost for nothing.
        app.installEventFilter(FileOpenFilter(window.files))
    # The window as built lives as long as the program: no full collection walks it
    # again. Frozen before the start-up questions, not after: a resumed game's tree and
    # the questions' dialogs would be frozen too, and never collected once dropped.
    gc_guard.freeze_built_heap()
    # Once the window is on screen: a game file named on the command line (or "Open
    # with"), else the autosaved game; on the very first start the lessons; then the game.
    QTimer.singleShot(0, lambda: startup.begin(window, arguments[1:]))
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
