"""``epaminondas --self-test``: prove that this installation (source checkout, wheel or
PyInstaller bundle) can really run the game, without a display and without touching the
player's files.

It starts the real main window offscreen, lets the computer play a few moves through
the same worker thread and engine process (the engine protocol) as the GUI, saves and
reloads the game with the core record and storage functions, checks that the icon and
the translations are found, and returns 0 — or prints what failed and returns 1. A
watchdog ends the process with exit code 124 if the whole test takes longer than
``$EPAMINONDAS_SELFTEST_TIMEOUT`` seconds (default 60), so CI can never hang on it.

Everything is written to a temporary directory that is removed afterwards: the data
directory through ``$EPAMINONDAS_DATA_DIR``, the preferences through
``QSettings.setPath``. Run it in a fresh process (the Qt application it creates, and
the settings path, stay for the life of the process).

Output goes to stdout; a Windows windowed build has none, so there it goes to
``%TEMP%\\epaminondas-self-test.log``.
"""

from __future__ import annotations

import contextlib
import faulthandler
import os
import platform
import sys
import tempfile
import threading
import time
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from .gui.main_window import MainWindow

SELF_TEST_FLAG = "--self-test"
TIMEOUT_ENV = "EPAMINONDAS_SELFTEST_TIMEOUT"
DEFAULT_TIMEOUT_S = 60.0
EXIT_OK = 0
EXIT_FAILED = 1
EXIT_TIMEOUT = 124
"""Same code as coreutils' ``timeout``."""
AI_PLIES = 4
"""Moves the computer plays against itself (level 1, at most 0.3 s each)."""
WAIT_S = 30.0
"""Longest wait for one step in the window (generous: CI machines are busy)."""
LOG_NAME = "epaminondas-self-test.log"


@dataclass
class Report:
    """Collects the outcome of each check and prints it as it happens."""

    stream: TextIO
    failures: list[str] = field(default_factory=list)
    passed: int = 0

    def line(self, text: str) -> None:
        self.stream.write(text + "\n")
        self.stream.flush()

    def ok(self, name: str, detail: str = "") -> None:
        self.passed += 1
        self.line(f"  ok    {name}" + (f": {detail}" if detail else ""))

    def fail(self, name: str, detail: str) -> None:
        self.failures.append(name)
        self.line(f"  FAIL  {name}: {detail}")

    @contextlib.contextmanager
    def check(self, name: str) -> Iterator[list[str]]:
        """Run a block as one check; an exception or an AssertionError fails it.

        The block may append a short detail to the yielded list for the "ok" line.
        """
        details: list[str] = []
        try:
            yield details
        except AssertionError as exc:
            self.fail(name, str(exc) or "assertion failed")
        except Exception as exc:
            tb = traceback.extract_tb(exc.__traceback__)
            where = f" (at {Path(tb[-1].filename).name}:{tb[-1].lineno})" if tb else ""
            self.fail(name, f"{type(exc).__name__}: {exc}{where}")
        else:
            self.ok(name, "; ".join(details))


def _output_stream() -> TextIO:
    if sys.stdout is not None:
        return sys.stdout
    # A windowed Windows build has no stdout: leave the result where a user can find it.
    return open(Path(tempfile.gettempdir()) / LOG_NAME, "w", encoding="utf-8")


def _timeout_from_env() -> float:
    try:
        value = float(os.environ.get(TIMEOUT_ENV, ""))
    except ValueError:
        return DEFAULT_TIMEOUT_S
    return value if value > 0 else DEFAULT_TIMEOUT_S


def _start_watchdog(timeout_s: float, report: Report) -> threading.Timer:
    def expire() -> None:
        report.line(f"self-test: TIMED OUT after {timeout_s:g} s; stacks of all threads:")
        err = sys.stderr if sys.stderr is not None else report.stream
        # A stream without a file descriptor cannot take the stacks: the message must do.
        with contextlib.suppress(OSError, ValueError, AttributeError):
            faulthandler.dump_traceback(file=err, all_threads=True)
        # A hung event loop or a stuck thread cannot be unwound: leave at once.
        os._exit(EXIT_TIMEOUT)

    timer = threading.Timer(timeout_s, expire)
    timer.daemon = True
    timer.start()
    return timer


def run_self_test(timeout_s: float | None = None) -> int:
    """Run every check; 0 if all passed, 1 if any failed (124 from the watchdog)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    stream = _output_stream()
    report = Report(stream)
    limit = timeout_s if timeout_s is not None else _timeout_from_env()
    watchdog = _start_watchdog(limit, report)
    started = time.monotonic()
    from .core.games.storage import DATA_DIR_ENV

    previous_data_dir = os.environ.get(DATA_DIR_ENV)
    try:
        # Cleanup errors (a file still open on Windows) must not fail a passed test.
        with tempfile.TemporaryDirectory(
            prefix="epaminondas-self-test-", ignore_cleanup_errors=True
        ) as tmp:
            os.environ[DATA_DIR_ENV] = str(Path(tmp) / "data")
            _run_checks(Path(tmp), report, previous_data_dir)
    except Exception as exc:  # a failure outside any single check (setting up Qt, ...)
        report.fail("self-test", f"{type(exc).__name__}: {exc}")
        traceback.print_exc(file=stream)
    finally:
        watchdog.cancel()
        if previous_data_dir is None:
            os.environ.pop(DATA_DIR_ENV, None)
        else:
            os.environ[DATA_DIR_ENV] = previous_data_dir
    elapsed = time.monotonic() - started
    if report.failures:
        report.line(
            f"self-test: FAILED ({len(report.failures)} of "
            f"{len(report.failures) + report.passed} checks: "
            f"{', '.join(report.failures)}) in {elapsed:.1f} s"
        )
        status = EXIT_FAILED
    else:
        report.line(f"self-test: passed ({report.passed} checks) in {elapsed:.1f} s")
        status = EXIT_OK
    if stream is not sys.stdout:
        stream.close()
    return status


def _application() -> QApplication:
    from PySide6.QtWidgets import QApplication

    from .gui import settings

    app = QApplication.instance()
    if not isinstance(app, QApplication):
        # Only the program name: Qt would try to interpret our own flags.
        app = QApplication([sys.argv[0] if sys.argv else "epaminondas"])
    # The same names as app.main(), so QSettings and platformdirs agree with the app.
    app.setOrganizationName(settings.ORGANIZATION)
    app.setApplicationName(settings.APPLICATION)
    app.setStyle("Fusion")
    return app


def wait_until(condition: Callable[[], bool], timeout_s: float = WAIT_S) -> bool:
    """Run the event loop until ``condition()`` holds or the time is up; returns it."""
    from PySide6.QtCore import QEventLoop, QTimer

    if condition():
        return True
    deadline = time.monotonic() + timeout_s
    loop = QEventLoop()
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(
        lambda: loop.quit() if condition() or time.monotonic() > deadline else None
    )
    timer.start()
    loop.exec()
    timer.stop()
    return condition()


def _player_locations(previous_data_dir: str | None) -> str:
    """Where this installation keeps the player's games and preferences (not touched)."""
    import platformdirs

    from .core.games.storage import APP_NAME
    from .gui import settings as settings_mod

    data = (
        Path(previous_data_dir).expanduser()
        if previous_data_dir
        else platformdirs.user_data_path(APP_NAME, appauthor=False)
    )
    return f"games in {data}, preferences in {settings_mod.open_settings().fileName()}"


def _run_checks(tmp: Path, report: Report, previous_data_dir: str | None) -> None:
    from PySide6.QtCore import QSettings

    with report.check("player files") as info:
        info.append(_player_locations(previous_data_dir))
    # Before anything opens a QSettings: the player's preferences stay untouched.
    settings_dir = tmp / "settings"
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(settings_dir))
    app = _application()

    with report.check("environment") as info:
        import PySide6
        from PySide6.QtCore import qVersion

        frozen = "bundle" if getattr(sys, "frozen", False) else "python"
        info.append(
            f"{frozen}, Python {platform.python_version()}, PySide6 {PySide6.__version__}, "
            f"Qt {qVersion()}, platform {app.platformName()}"
        )

    _check_assets(report)
    _check_settings(report, settings_dir)
    window = _check_window(report, app)
    if window is None:
        return
    try:
        _check_save_and_reload(report, window, tmp)
    finally:
        with report.check("close window"):
            window.close()
            wait_until(lambda: not window.isVisible(), 5.0)
            from .gui import settings as settings_mod

            assert settings_mod.load_bytes("window/geometry") is not None, (
                "the window geometry was not saved on close"
            )
        window.deleteLater()


def _check_assets(report: Report) -> None:
    from PySide6.QtCore import QLibraryInfo, QTranslator

    from .gui.assets import asset_path, assets_dir, window_icon
    from .gui.i18n import LANGUAGE_NAMES

    with report.check("assets folder") as info:
        folder = assets_dir()
        assert folder.is_dir(), f"{folder} is not a directory"
        bundle = getattr(sys, "_MEIPASS", None)
        if bundle is not None:
            assert Path(bundle) in folder.parents, f"{folder} is outside the bundle {bundle}"
        info.append(str(folder))

    with report.check("app icon") as info:
        path = asset_path("icons", "epaminondas.svg")
        assert path.is_file(), f"missing {path}"
        icon = window_icon()
        # Drawing the SVG needs Qt's svg icon engine and image plugins in the bundle.
        assert not icon.isNull(), "the window icon is empty"
        image = icon.pixmap(64, 64).toImage()
        assert not image.isNull(), "the icon does not render (SVG plugins missing?)"
        colours = {image.pixel(x, y) for x in range(0, 64, 8) for y in range(0, 64, 8)}
        assert len(colours) > 2, "the icon renders blank"
        info.append(path.name)

    with report.check("translations") as info:
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        for code in sorted(LANGUAGE_NAMES):
            if code == "en":
                continue  # the source language has no catalogue
            path = asset_path("i18n", f"epaminondas_{code}.qm")
            ours = QTranslator()
            assert ours.load(str(path)), f"cannot load {path}"
            assert not ours.isEmpty(), f"{path.name} is empty"
            # Qt's own catalogue translates the standard dialog buttons.
            qt = QTranslator()
            assert qt.load(f"qtbase_{code}", qt_dir), f"Qt's qtbase_{code}.qm not in {qt_dir}"
            info.append(code)

    with report.check("sounds"):
        for name in ("move", "capture", "end"):
            path = asset_path("sounds", f"{name}.wav")
            assert path.is_file(), f"missing {path}"

    with report.check("lessons and puzzles") as info:
        from .core.study.lessons import read_lessons
        from .core.study.puzzles import read_puzzles

        # Reading checks every expected move and every solution line against the rules.
        lessons = read_lessons(asset_path("lessons.json"))
        puzzles = read_puzzles(asset_path("puzzles.json"))
        info.append(f"{len(lessons)} lessons, {len(puzzles)} puzzles")

    with report.check("search helper process") as info:
        info.append(_check_search_helper())

    with report.check("search") as info:
        from .core import native

        # packaging/ci-check looks for "compiled" here: a bundle ships the compiled search.
        info.append(native.describe())


def _check_search_helper() -> str:
    """Level 8 searches on several cores with helper processes that multiprocessing
    starts as this same program again (a bundle must run them through freeze_support,
    not open a second window): start one, let it search, and see what it wrote to the
    shared table."""
    from .core.ai.smp import HELPER_TIMEOUT_S, HelperPool
    from .core.rules.position import DEFAULT_RULES, Position, to_efn

    pool = HelperPool(1, 1)
    try:
        process = pool.processes[0]
        pool.begin(to_efn(Position.start(8, 8)), DEFAULT_RULES, (), 8)
        slots = pool.memory.buf
        assert slots is not None
        deadline = time.monotonic() + HELPER_TIMEOUT_S
        written = 0
        while time.monotonic() < deadline and process.is_alive():
            written = len(slots) - bytes(slots).count(0)
            if written >= 64:
                break
            time.sleep(0.05)
        assert process.is_alive(), f"the helper process ended (exit code {process.exitcode})"
        assert written >= 64, f"the helper wrote nothing in {HELPER_TIMEOUT_S:g} s"
        pool.end()
        return f"process {process.pid} searched: {written} bytes of shared table"
    finally:
        pool.close()


def _check_settings(report: Report, settings_dir: Path) -> None:
    from .gui import settings as settings_mod

    with report.check("preferences") as info:
        file_name = Path(settings_mod.open_settings().fileName())
        assert settings_dir in file_name.parents, (
            f"settings at {file_name}, not in the temporary folder"
        )
        prefs = settings_mod.Preferences(animation="fast", sound=False, language="de",
                                         computer_move_ms=0)
        settings_mod.save_preferences(prefs)
        loaded = settings_mod.load_preferences()
        assert loaded == prefs, f"saved {prefs}, read back {loaded}"
        info.append("saved and read back")


def _check_window(report: Report, app: QApplication) -> MainWindow | None:
    from .core.games.players import Computer
    from .gui.main_window import MainWindow
    from .gui.settings import GameSetup, Preferences

    window: MainWindow | None = None
    started = time.monotonic()
    with report.check("main window") as info:
        prefs = Preferences(animation="off", sound=False, language="en", computer_move_ms=0)
        # Computer against computer at the lowest level: it starts playing by itself.
        setup = GameSetup(white=Computer(1), black=Computer(1))
        window = MainWindow(setup=setup, prefs=prefs)
        window.resize(1000, 700)
        window.show()
        assert wait_until(
            lambda: (
                window is not None
                and window.windowHandle() is not None
                and window.windowHandle().isExposed()
            )
        ), "the window was never shown"
        info.append(f"{app.platformName()} {window.width()}x{window.height()}")
    if window is None:
        return None

    with report.check("board painted") as info:
        image = window.board.view.grab().toImage()
        assert not image.isNull() and image.width() > 100, "the board view has no picture"
        step_x, step_y = max(image.width() // 24, 1), max(image.height() // 24, 1)
        colours = {
            image.pixel(x, y)
            for x in range(0, image.width(), step_x)
            for y in range(0, image.height(), step_y)
        }
        assert len(colours) >= 3, f"the board looks blank ({len(colours)} colours)"
        info.append(f"{image.width()}x{image.height()}, {len(colours)} colours sampled")

    with report.check(f"AI plays {AI_PLIES} moves") as info:
        session = window.session
        assert wait_until(lambda: session.line.ply >= AI_PLIES or session.line.is_over()), (
            f"only {session.line.ply} moves after {WAIT_S:.0f} s"
        )
        # The moves come from the engine, in its own process, through the engine protocol
        # (a bundle starts itself with --engine).
        engine = session.ai.engine_pid
        assert engine is not None, "the AI did not play through an engine process"
        session.set_paused(True)  # the position is kept; no further computer moves
        assert wait_until(lambda: window.board.scene.position == session.line.position, 5.0), (
            "the board does not show the game's position"
        )
        assert window.game_panel.move_list.nodes, "the move list is empty"
        info.append(
            f"{session.line.ply} moves {time.monotonic() - started:.1f} s after start, "
            f"played by the engine in process {engine}: " + " ".join(session.line.notation())
        )
    return window


def _check_save_and_reload(report: Report, window: MainWindow, tmp: Path) -> None:
    from .core.games import storage
    from .core.games.players import Human
    from .core.games.record import GameRecord
    from .core.games.tree import GameTree
    from .gui.settings import GameSetup

    tree = window.session.tree
    game = tree.main_line()
    path = storage.games_dir() / "self-test.epam"
    with report.check("save and reload") as info:
        assert tmp in path.parents, f"games folder {path.parent} is not in the temporary folder"
        tags = {"Event": "Self-test", "White": "Computer 1", "Black": "Computer 1"}
        record = tree.record()
        storage.save_record(path, GameRecord({**record.tags, **tags}, record.rules, record.root))
        loaded = storage.load_record(path)
        assert loaded.mainline_moves() == list(game.moves), "moves differ after reloading"
        assert loaded.tags.get("Event") == "Self-test", "tags lost"
        listing = storage.list_saved_games()
        assert [g.path for g in listing.games] == [path], f"games list: {listing}"
        assert storage.add_recent_file(path) == [path], "recent files list not updated"
        info.append(f"{path.name}, {len(loaded.mainline_moves())} moves")

    with report.check("autosave"):
        storage.autosave(tree.record(), {"White": "Computer 1"})
        pending = storage.pending_autosave()
        assert pending is not None, "the autosaved game is not offered back"
        assert pending.mainline_moves() == list(game.moves), "autosave moves differ"
        storage.discard_autosave()
        assert storage.pending_autosave() is None, "autosave not discarded"

    with report.check("reloaded game in the window"):
        record = storage.load_record(path)
        humans = GameSetup(white=Human(), black=Human())
        window.session.load_tree(GameTree(record), humans)
        final = record.final_position()
        assert wait_until(lambda: window.board.scene.position == final, 5.0), (
            "the window does not show the reloaded game"
        )
        assert not window.session.ai.busy, "the computer started thinking in a human game"


def main() -> int:
    return run_self_test()


if __name__ == "__main__":
    sys.exit(main())
