"""Soak: the real window for an hour, playing and failing as players and engines do.

Computer against computer on 8×8 and 14×12 at several levels (some games Abanondas), with
the analysis switched on and off; games against a "human" who plays random moves, asks for
hints, takes back and replays, saves and opens the game; reviews started, let finish or
cancelled; and faults injected at random moments: the engine killed (-9) or stopped
(SIGSTOP) while it searches, a search helper of the level-8 engine killed or stopped, the
analysis engine killed, and misbehaving engines plugged in through Preferences → Engines
(tests/engine/fake_engine.py: garbage lines, illegal moves, a silent engine, one that exits
at once, a hung one, a mute one) as the opponent and as the analysis engine.

Printed at the end (and written as JSON beside the log): games played, exceptions (every
traceback: uncaught in any thread, in a slot, on the log, on the engines' standard
error), Qt warnings, the longest event-loop stall (a 5 ms QTimer, benchmarks/stall_meter.py),
resident memory of the window and of every engine and helper process at start and end,
every fault and how the window answered it, processes of the app left after the window
closed, and whether every autosave read back. ``--close-cases`` measures closing instead:
with a hung engine tree, after ``kill -9`` of the engine, of a helper, and of the window.

    QT_QPA_PLATFORM=offscreen .venv/bin/python -m benchmarks.soak --minutes 60
    xvfb-run -a .venv/bin/python -m benchmarks.soak --minutes 60 --platform xcb
    .venv/bin/python -m benchmarks.soak --games-only --games 200    # memory per game
    .venv/bin/python -m benchmarks.soak --close-cases
"""

from __future__ import annotations

import argparse
import collections
import concurrent.futures
import contextlib
import json
import logging
import os
import random
import signal
import subprocess
import sys
import tempfile
import threading
import time
import traceback
import types
from collections.abc import Callable, Generator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

if "--platform" in sys.argv:
    os.environ["QT_QPA_PLATFORM"] = sys.argv[sys.argv.index("--platform") + 1]
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import (
    QMessageLogContext,
    QObject,
    QSettings,
    QTimer,
    QtMsgType,
    qInstallMessageHandler,
)
from PySide6.QtWidgets import QApplication

from epaminondas_gui.core.engine import client as client_module
from epaminondas_gui.core.games import storage
from epaminondas_gui.core.games.clock import NO_TIME_CONTROL, TimeControl
from epaminondas_gui.core.games.players import Computer, Human
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.position import SymmetryRule, Variant, Zone
from epaminondas_gui.gui import gc_guard
from epaminondas_gui.gui import settings as settings_mod
from epaminondas_gui.gui.dialogs.new_game import NewGameDialog
from epaminondas_gui.gui.files import dialogs as file_dialogs
from epaminondas_gui.gui.main_window import MainWindow
from epaminondas_gui.gui.settings import EngineEntry, GameSetup, Preferences

from .autosave_reader import AutosaveReader
from .memory_per_game import MemoryPerGame
from .stall_meter import Cores, StallMeter
from .stall_profiler import ThreadRuns

FAKE = Path(__file__).resolve().parents[1] / "tests" / "engine" / "fake_engine.py"
#: Preferences → Engines entries: name -> fake_engine.py mode.
BAD_ENGINES = {"Garbage": "garbage", "Illegal": "illegal", "Silent": "silent",
               "Exits": "exit", "Hung": "hang", "Mute": "mute"}
#: How each answers when it plays: the game goes on, or the player is told it failed.
GOES_ON = {"Garbage"}
STALL_TARGET_MS = 50.0
RECTANGLE_VARIANTS = [Variant.EPAMINONDAS, Variant.ABANONDAS]
"""The 14x12 games' variants (Heximinondas has its own board)."""
#: Some hexagon games are played on the clock (2 minutes + 2 s): a flag may fall.
HEX_CLOCK = TimeControl.parse("120+2")
#: ``--games-only`` plays some games on a quick clock (1 minute + 1 s).
QUICK_CLOCK = TimeControl.parse("60+1")
#: A process of the app that has left the window's tree (its engine was killed) and still
#: runs this long after it was last seen in the tree has leaked.
STRAY_AFTER_S = 10.0
#: After the window closed, how long its processes have to end.
CLOSE_GRACE_S = 3.0
SAMPLE_S = 1.0


# -- processes, from /proc ------------------------------------------------------------------


def _stat(pid: int) -> list[str] | None:
    try:
        with open(f"/proc/{pid}/stat") as file:
            return file.read().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return None


def process_table() -> dict[int, tuple[int, int, str]]:
    """Every live process: pid -> (parent, start time in clock ticks, state); one pass
    over /proc (a process tree's walk would read it once per process)."""
    table = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            fields = _stat(int(entry))
            if fields is not None and fields[0] not in ("Z", "X"):
                table[int(entry)] = (int(fields[1]), int(fields[19]), fields[0])
    return table


def tree_of(root: int, table: dict[int, tuple[int, int, str]]) -> list[int]:
    kids: dict[int, list[int]] = collections.defaultdict(list)
    for pid, (parent, _start, _state) in table.items():
        kids[parent].append(pid)
    found, todo = [], [root]
    while todo:
        for kid in kids.get(todo.pop(), []):
            found.append(kid)
            todo.append(kid)
    return found


def rss_mb(pid: int) -> float:
    try:
        with open(f"/proc/{pid}/status") as file:
            for line in file:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def role_of(pid: int) -> str:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as file:
            command = file.read().replace(b"\0", b" ").decode(errors="replace")
    except OSError:
        return "gone"
    if "resource_tracker" in command:
        return "tracker"
    if "multiprocessing" in command or "spawn_main" in command:
        return "helper"
    if "fake_engine.py" in command:
        return "fake " + command.rsplit(" ", 2)[-2]
    if "engine.server" in command or "--engine" in command:
        return "engine"
    return command[:40]


ProcKey = tuple[int, int]
"""(pid, start time): a process, told apart from a later one with the same pid."""


class ProcessWatch:
    """Samples the window's processes and memory on a thread of its own (reading /proc
    in the GUI thread would itself stall the window)."""

    def __init__(self, log: Callable[[str], None], read_autosaves: bool = True) -> None:
        self._log = log
        self._read_autosaves = read_autosaves
        self._lock = threading.Lock()
        self.seen: dict[ProcKey, str] = {}
        self._last_in_tree: dict[ProcKey, float] = {}
        self.strays: dict[ProcKey, str] = {}
        """Processes that left the tree and ran on past :data:`STRAY_AFTER_S`."""
        self.gui_rss: list[tuple[float, float]] = []
        """(seconds since start, MB) once a minute."""
        self.peak: dict[str, float] = collections.defaultdict(float)
        """Per role, the most resident memory seen."""
        self.first_engines: list[tuple[str, float]] = []
        self.latest: list[tuple[str, int, float]] = []
        self.autosaves_read = 0
        self.autosaves_bad = 0
        self.reader: AutosaveReader | None = None
        """The games' text read in a child, not on a thread of the window's process (see
        benchmarks/autosave_reader.py); left out of the window's tree."""
        self._autosave_seen: tuple[int, int] | None = None
        self.thread_runs = ThreadRuns()
        """How often each thread of the window's process ran (each run may take the GIL
        from the GUI thread)."""
        self._began = time.monotonic()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="soak-sampler", daemon=True)

    def start(self) -> None:
        self.reader = AutosaveReader()
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(5)
        if self.reader is not None:
            self.reader.close()

    def elapsed(self) -> float:
        return time.monotonic() - self._began

    def _run(self) -> None:
        last_minute = -1
        self.thread_runs.sample()
        while not self._stop.wait(SAMPLE_S):
            self.sample()
            self.thread_runs.sample()
            if self._read_autosaves:
                self.read_autosave()
            minute = int(self.elapsed() // 60)
            if minute != last_minute:
                last_minute = minute
                gui = rss_mb(os.getpid())
                with self._lock:
                    self.gui_rss.append((self.elapsed(), gui))
                    procs = list(self.latest)
                self._log(f"memory: window {gui:.1f} MB; "
                          + ", ".join(f"{role} {pid} {mb:.0f} MB" for role, pid, mb in procs))

    def read_autosave(self) -> None:
        """The autosave, once written, must read back as a game (on this thread: the
        window's never waits for the autosave thread)."""
        if not storage.flush_autosave(2) or self.reader is None:
            return
        path = storage.autosave_path()
        try:
            stat = path.stat()
            if (stat.st_mtime_ns, stat.st_size) == self._autosave_seen:
                return  # read back already
            self._autosave_seen = (stat.st_mtime_ns, stat.st_size)
            text = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return
        except OSError as exc:
            text = f"unreadable: {exc}"
        with self._lock:
            self.autosaves_read += 1
        try:
            self.reader.notation(text)
        except Exception as exc:
            with self._lock:
                self.autosaves_bad += 1
            self._log(f"AUTOSAVE does not read back: {exc!r}")

    def sample(self) -> list[tuple[str, int, float]]:
        table = process_table()
        now = time.monotonic()
        current = []
        reader = self.reader.pid if self.reader is not None else None
        for pid in tree_of(os.getpid(), table):
            if pid == reader:
                continue  # the soak's, not the window's
            key = (pid, table[pid][1])
            with self._lock:
                role = self.seen.get(key)
            if role is None or role == "gone":
                role = role_of(pid)
            mb = rss_mb(pid)
            current.append((role, pid, mb))
            with self._lock:
                self.seen[key] = role
                self._last_in_tree[key] = now
                self.peak[role.split(" ")[0]] = max(self.peak[role.split(" ")[0]], mb)
        with self._lock:
            self.latest = current
            if not self.first_engines and any(r == "engine" for r, _p, _m in current):
                self.first_engines = [(r, m) for r, _p, m in current]
            for key, last in self._last_in_tree.items():
                pid, started = key
                if (key not in self.strays and now - last > STRAY_AFTER_S
                        and pid in table and table[pid][1] == started):
                    self.strays[key] = self.seen[key]
                    self._log(f"STRAY: {self.seen[key]} {pid} still runs "
                              f"{now - last:.0f} s after leaving the window's tree")
        return current

    def alive(self) -> dict[ProcKey, str]:
        """Every process ever seen that still runs."""
        table = process_table()
        with self._lock:
            return {key: role for key, role in self.seen.items()
                    if key[0] in table and table[key[0]][1] == key[1]}


# -- what went wrong, as it happens ---------------------------------------------------------


class CountingDeque(collections.deque[str]):
    """The engine client keeps the last lines of an engine's standard error (its log)
    in a deque; this one also hands every line to the soak (see :func:`watch_engine_logs`)."""

    sink: Callable[[str], None] | None = None

    def append(self, line: str) -> None:
        super().append(line)
        if CountingDeque.sink is not None:
            CountingDeque.sink(line)


def watch_engine_logs(sink: Callable[[str], None]) -> None:
    """Every line the engines write on standard error goes to ``sink`` too."""
    CountingDeque.sink = sink
    client_module.collections = types.SimpleNamespace(  # type: ignore[assignment,attr-defined]
        deque=CountingDeque)


class Trouble:
    """Tracebacks (uncaught in any thread, in slots, on the log, on standard error, in
    the engines' logs) and Qt's warnings, counted and written to the log file."""

    HARMLESS = "propagateSizeHints"
    """The offscreen platform's warning for every dock and dialog shown."""

    def __init__(self, log_file: TextIO) -> None:
        self.file = log_file
        self.tracebacks: list[str] = []
        self.engine_tracebacks = 0
        self.qt_warnings: collections.Counter[str] = collections.Counter()
        self.harmless = 0
        self.log_warnings = 0
        self.began = time.monotonic()
        self._lock = threading.Lock()
        self._engine_lines: collections.deque[str] = collections.deque(maxlen=30)

    def write(self, text: str) -> None:
        with self._lock:
            self.file.write(f"[{time.monotonic() - self.began:8.1f}] {text}\n")
            self.file.flush()

    def exception(self, where: str, text: str) -> None:
        with self._lock:
            if len(self.tracebacks) < 50:
                self.tracebacks.append(f"{where}: {text.strip().splitlines()[-1]}")
            else:
                self.tracebacks.append("")
        self.write(f"TRACEBACK ({where}):\n{text}")

    def install(self) -> None:
        def excepthook(kind: type[BaseException], value: BaseException, tb: Any) -> None:
            self.exception("uncaught", "".join(traceback.format_exception(kind, value, tb)))

        def thread_hook(args: threading.ExceptHookArgs) -> None:
            self.exception(f"thread {args.thread.name if args.thread else '?'}", "".join(
                traceback.format_exception(args.exc_type, args.exc_value, args.exc_traceback)))

        def unraisable(args: Any) -> None:
            self.exception("unraisable", f"{args.err_msg}: {args.object!r}\n" + "".join(
                traceback.format_exception(args.exc_type, args.exc_value, args.exc_traceback)))

        def qt_message(kind: QtMsgType, _context: QMessageLogContext, message: str) -> None:
            if self.HARMLESS in message:
                self.harmless += 1
                return
            if kind != QtMsgType.QtDebugMsg and kind != QtMsgType.QtInfoMsg:
                self.qt_warnings[message[:120]] += 1
                self.write(f"Qt {kind.name}: {message}")

        sys.excepthook = excepthook
        threading.excepthook = thread_hook
        sys.unraisablehook = unraisable
        qInstallMessageHandler(qt_message)
        logging.getLogger().addHandler(_LogHandler(self))
        sys.stderr = _StderrWatch(self)
        watch_engine_logs(self.engine_line)

    def engine_line(self, line: str) -> None:
        # Called on the engine client's reader threads: the traceback's lines come one
        # at a time; the line "Traceback (most recent call last):" counts it.
        if line.startswith("Traceback"):
            self.engine_tracebacks += 1
        self.write(f"engine log: {line}")

    @property
    def count(self) -> int:
        return len(self.tracebacks) + self.engine_tracebacks


class _LogHandler(logging.Handler):
    def __init__(self, trouble: Trouble) -> None:
        super().__init__(logging.WARNING)
        self.trouble = trouble

    def emit(self, record: logging.LogRecord) -> None:
        if record.exc_info:
            self.trouble.exception(f"log {record.name}", self.format(record))
        else:
            self.trouble.log_warnings += 1
            self.trouble.write(f"log {record.levelname} {record.name}: {record.getMessage()}")


class _StderrWatch:
    """Standard error into the log; a traceback written there (by anything that did not
    go through the hooks) counts."""

    def __init__(self, trouble: Trouble) -> None:
        self.trouble = trouble
        self._pending = ""

    def write(self, text: str) -> int:
        if "Traceback (most recent call last)" in text:
            self.trouble.exception("stderr", text)
        else:
            self.trouble.write(f"stderr: {text.rstrip()}")
        return len(text)

    def flush(self) -> None:
        pass


# -- the driver -----------------------------------------------------------------------------


@dataclass
class Wait:
    """An episode waits for ``condition`` (polled), at most ``timeout_s``; it is sent
    whether the condition came true."""

    condition: Callable[[], bool]
    timeout_s: float
    what: str
    quiet: bool = False
    """A timeout is expected (a pause that may end early), not the window failing."""


@dataclass
class Pause:
    seconds: float


Step = Wait | Pause
Episode = Generator[Step, bool, None]


@dataclass
class Fault:
    kind: str
    answer: str = ""
    """restarted (a new engine, the player told), told (the computer failed, the player
    told), went on (nothing to tell: the game went on), or NONE (a failure of the soak);
    empty while it waits for the answer ("cut" in the report when the time cap ended the
    soak then: each wait for an answer otherwise ends in one, NONE at its timeout)."""
    went_on: bool = False
    seconds: float = 0.0


@dataclass
class Tally:
    games: collections.Counter[str] = field(default_factory=collections.Counter)
    """Finished games by kind."""
    cut: int = 0
    """Games stopped by the soak's time cap (14×12 between slow levels)."""
    moves: int = 0
    hints: int = 0
    undos: int = 0
    redos: int = 0
    saves: int = 0
    save_failures: int = 0
    reviews: collections.Counter[str] = field(default_factory=collections.Counter)
    autosaves: int = 0
    autosave_failures: int = 0
    faults: list[Fault] = field(default_factory=list)
    stuck: list[str] = field(default_factory=list)
    """Waits that timed out: what the window did not do."""
    driver_errors: int = 0


class Soak(QObject):
    def __init__(self, args: argparse.Namespace, workdir: Path, trouble: Trouble) -> None:
        super().__init__()
        self.args = args
        self.workdir = workdir
        self.trouble = trouble
        self.rng = random.Random(args.seed)
        self.tally = Tally()
        self.watch = ProcessWatch(trouble.write, read_autosaves=not args.games_only)
        self.deadline = time.monotonic() + args.minutes * 60
        self.window: MainWindow | None = None
        self.meter = StallMeter(5, threshold_ms=STALL_TARGET_MS, worst_kept=8,
                                profile=args.profile_stalls,
                                profile_from_ms=args.profile_from)
        self._episode: Episode | None = None
        self._step: Step | None = None
        self._step_began = 0.0
        self._busy = False
        self._poll = QTimer(self)
        self._poll.setInterval(20)
        self._poll.timeout.connect(self._on_poll)
        self._signals: collections.Counter[str] = collections.Counter()
        self._messages: list[str] = []
        self._cycle = 0
        self._label = ""
        self._plan: list[Callable[[], Episode]] = []
        self.result: dict[str, Any] = {}
        self._reader = concurrent.futures.ThreadPoolExecutor(1, "soak-autosave-check")
        self.memory = MemoryPerGame(lambda: rss_mb(os.getpid()), trouble.write,
                                    lambda: [self.w], census=args.census)

    # -- the window ----------------------------------------------------------------------

    @property
    def w(self) -> MainWindow:
        assert self.window is not None
        return self.window

    def open_window(self) -> None:
        prefs = Preferences(animation="fast", sound=False, language="en",
                            search_processes=2,
                            # Games back to back: no pause to follow the moves by eye.
                            computer_move_ms=0 if self.args.games_only else 1000)
        settings_mod.save_engines([EngineEntry(name, sys.executable, f"{FAKE} {mode}")
                                   for name, mode in BAD_ENGINES.items()])
        window = MainWindow(setup=GameSetup(8, 8, white=Human(), black=Human()), prefs=prefs)
        window.resize(1200, 800)
        window.show()
        self.window = window
        s = window.session
        s.engine_restarted.connect(lambda m: self._heard("restarted", m))
        s.ai_failed.connect(lambda m: self._heard("failed", m))
        ctl = window.analysis.controller
        ctl.restarted.connect(lambda m: self._heard("analysis restarted", m))
        ctl.failed.connect(lambda m: self._heard("analysis failed", m))
        s.hint_ready.connect(lambda _m: self._heard("hint", ""))
        s.move_played.connect(self._on_move)
        # Saving asks where: the soak answers as a player typing a name would.
        file_dialogs.choose_save_path = lambda _parent, _name: self.save_path()  # type: ignore[assignment,attr-defined]

    def save_path(self) -> Path:
        return self.workdir / f"soak-{self.tally.saves}.epam"

    def _heard(self, what: str, message: str) -> None:
        self._signals[what] += 1
        if message:
            self._messages.append(f"{what}: {message}")
            self.trouble.write(f"window: {what}: {message}")

    def _on_move(self, *_args: object) -> None:
        self.tally.moves += 1

    def check_autosave(self) -> Episode:
        """At a quiet moment: once written, the autosave holds the game as it is. The file
        and the game are taken together; the file is read as a game in the soak's reader
        process (50-110 ms for a long game: the soak's work, not the window's, which the
        stall meter put down to the window, on its GUI thread and then, through the GIL,
        on a thread of its process), waited for on the soak's own thread."""
        if not (yield Wait(lambda: storage.flush_autosave(0), 10, "the autosave written")):
            return
        path = storage.autosave_path()
        s = self.w.session
        if not path.is_file() or s.result() is not None:
            return
        self.tally.autosaves += 1
        ours = s.tree.main_line().notation()
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as exc:
            self.tally.autosave_failures += 1
            self.trouble.write(f"AUTOSAVE unreadable: {exc!r}")
            return
        reader = self.watch.reader
        assert reader is not None
        read = self._reader.submit(reader.notation, text)
        if not (yield Wait(read.done, 30, "the autosave read back")):
            return
        try:
            theirs = read.result()
            if theirs != ours:
                raise ValueError(f"{len(theirs)} moves, the game {len(ours)}")
        except Exception as exc:
            self.tally.autosave_failures += 1
            self.trouble.write(f"AUTOSAVE unreadable or wrong: {exc!r}")

    # -- running episodes ----------------------------------------------------------------

    def start(self) -> None:
        self.open_window()
        QApplication.processEvents()
        gc_guard.freeze_built_heap()  # as the app does once its window is shown
        self.watch.start()
        self.memory.start()
        self.meter.start()
        self._poll.start()
        self._next_episode()

    def _next_episode(self) -> None:
        if time.monotonic() >= self.deadline or self._enough_games():
            self.finish()
            return
        if not self._plan:
            self._plan = self.plan()
            self._cycle += 1
        make = self._plan.pop(0)
        self._episode = make()
        self._advance(None)

    def _advance(self, value: bool | None) -> None:
        episode = self._episode
        assert episode is not None
        self._busy = True
        failed = False
        try:
            self._step = next(episode) if value is None else episode.send(value)
            self._step_began = time.monotonic()
        except StopIteration:
            self._step = None
        except Exception:
            self.tally.driver_errors += 1
            self.trouble.write("SOAK DRIVER ERROR:\n" + traceback.format_exc())
            self._step = None
            failed = True
        finally:
            self._busy = False
        if self._step is None:
            self.episode("between episodes")
            QTimer.singleShot(1000 if failed else 0, self._next_episode)

    def _on_poll(self) -> None:
        step = self._step
        if self._busy or step is None:
            return  # a step runs (a dialog's own loop polls too), or between episodes
        if time.monotonic() >= self.deadline:
            episode, self._episode, self._step = self._episode, None, None
            if episode is not None:
                episode.close()
            self.finish()
            return
        waited = time.monotonic() - self._step_began
        if isinstance(step, Pause):
            if waited >= step.seconds:
                self._advance(True)
        elif step.condition():
            self._advance(True)
        elif waited >= step.timeout_s:
            if step.quiet:
                self._advance(False)
                return
            self.tally.stuck.append(f"{step.what} ({step.timeout_s:g} s)")
            self.trouble.write(f"STUCK: {step.what} not within {step.timeout_s:g} s")
            self._advance(False)

    def _enough_games(self) -> bool:
        return bool(self.args.games) and len(self.memory.samples) >= self.args.games

    def plan(self) -> list[Callable[[], Episode]]:
        """One cycle of episodes (a few minutes)."""
        r = self.rng
        if self.args.games_only:
            # Both board shapes, with and without clocks, the analysis on in some.
            return [
                lambda: self.computer_game(8, 8, Variant.EPAMINONDAS, 1, 2, False, None,
                                           extras=False, clock=QUICK_CLOCK),
                lambda: self.computer_game(11, 11, Variant.HEXIMINONDAS, 1, 1, False, None,
                                           extras=False, zone=r.choice(list(Zone)),
                                           clock=QUICK_CLOCK),
                lambda: self.computer_game(8, 8, Variant.ABANONDAS, 2, 1, True, None,
                                           extras=False),
                lambda: self.computer_game(11, 11, Variant.HEXIMINONDAS, 2, 1, True, None,
                                           extras=False, zone=r.choice(list(Zone))),
            ]
        bad = list(BAD_ENGINES)
        name = bad[self._cycle % len(bad)]
        # Not "Hung" for the analysis: it answers isready, so the client waits for the
        # analysis time limit (180 s) before it ends it (see docs/gui.md, Soak).
        for_analysis = [n for n in bad if n != "Hung"]
        analysis_bad = for_analysis[self._cycle % len(for_analysis)]
        faults = ["kill engine", "stop engine"]
        episodes: list[Callable[[], Episode]] = [
            lambda: self.computer_game(8, 8, Variant.EPAMINONDAS, r.randint(1, 4),
                                       r.randint(1, 6), r.random() < 0.5, r.choice(faults)),
            lambda: self.computer_game(8, 8, Variant.EPAMINONDAS, r.randint(1, 3),
                                       r.randint(1, 3), False, None),
            lambda: self.computer_game(8, 8, Variant.ABANONDAS, r.randint(1, 4),
                                       r.randint(1, 5), r.random() < 0.5, r.choice(faults)),
            lambda: self.computer_game(14, 12, r.choice(RECTANGLE_VARIANTS), r.randint(1, 4),
                                       r.randint(1, 5), r.random() < 0.5, None),
            lambda: self.computer_game(11, 11, Variant.HEXIMINONDAS, r.randint(1, 4),
                                       r.randint(1, 4), r.random() < 0.5,
                                       r.choice([None, *faults]),
                                       zone=r.choice(list(Zone)),
                                       clock=r.choice([NO_TIME_CONTROL, HEX_CLOCK])),
            lambda: self.human_game(r.choice([(8, 8), (14, 12)]), r.randint(1, 5)),
            lambda: self.bad_opponent(name),
            lambda: self.bad_analysis(analysis_bad),
            lambda: self.helpers_game(r.choice(["kill helper", "stop helper",
                                                "kill engine and helpers"])),
        ]
        return episodes

    def finish(self) -> None:
        if self.result:
            return
        self._poll.stop()
        self.meter.stop()
        window = self.w
        procs_before = self.watch.sample()
        gui_end = rss_mb(os.getpid())
        began = time.monotonic()
        window.close()
        close_s = time.monotonic() - began
        QApplication.processEvents()
        ended = time.monotonic()
        while self.watch.alive() and time.monotonic() - ended < CLOSE_GRACE_S:
            time.sleep(0.05)
        left = self.watch.alive()
        self.watch.stop()
        self._reader.shutdown(wait=True)
        self.result = self.summary(procs_before, gui_end, close_s, left)
        QApplication.quit()

    # -- episodes ------------------------------------------------------------------------

    def episode(self, label: str) -> None:
        self._label = label
        self.meter.label = label

    def doing(self, action: str) -> None:
        """What the soak did last: a stall that follows is put down to it."""
        self.meter.label = f"{self._label} / {action}"

    def new_game(self, setup: GameSetup) -> None:
        self.close_result_box()
        self.doing("new game")
        self.w.start_new_game(setup)

    def close_result_box(self) -> None:
        box = self.w.game_over_box
        if box is not None and box.isVisible():
            box.accept()  # "OK", as a player would

    def engine_pids(self, which: str) -> list[int]:
        """The built-in engine's process of the game's or the analysis' runner (a runner
        also keeps the engines of other Preferences → Engines entries it has used)."""
        runner = (self.w.analysis.controller._runner if which == "analysis"
                  else self.w.session.ai)
        return [pid for pid in runner.engine_pids if role_of(pid) == "engine"]

    def computer_game(self, width: int, height: int, variant: Variant, white: int,
                      black: int, analysis: bool, fault: str | None, *,
                      extras: bool = True, zone: Zone = Zone.CORNER,
                      clock: TimeControl = NO_TIME_CONTROL) -> Episode:
        """A computer game (then, with ``extras``, maybe a review and a save and open)."""
        board = (f"hexagon {zone.value}" if variant is Variant.HEXIMINONDAS
                 else f"{width}x{height}{' abanondas' if variant is Variant.ABANONDAS else ''}")
        timed = f" {clock.to_text()}" if clock.enabled else ""
        kind = f"{board} L{white}-L{black}{timed}{' +analysis' if analysis else ''}"
        self.episode(f"game {kind}")
        self.trouble.write(f"episode: computer game {kind}, fault {fault}")
        w = self.w
        s = w.session
        self.new_game(GameSetup(width, height, None, SymmetryRule.MIDLINE, Computer(white),
                                Computer(black), variant, zone=zone, time_control=clock))
        w.analysis.act_analyse.setChecked(analysis)
        cap = 240.0 if width * height > 64 else 180.0
        began = time.monotonic()
        if fault is not None:
            yield Pause(self.rng.uniform(0.2, 3))
            yield from self.engine_fault(fault, "game")
        while s.result() is None and time.monotonic() - began < cap:
            ply = s.tree.main_line().ply
            def next_move(ply: int = ply) -> bool:
                return s.result() is not None or s.tree.main_line().ply > ply

            if not (yield Wait(next_move, 60, "the computer's next move")):
                break
            if extras and self.rng.random() < 0.03:  # the analysis on or off now and then
                self.doing("analysis switched")
                w.analysis.act_analyse.toggle()
        w.analysis.act_analyse.setChecked(False)
        if s.result() is None:
            self.tally.cut += 1
            yield from self.check_autosave()
            return
        yield from self.game_over(kind)
        if not extras:
            return
        if self.rng.random() < 0.5:
            yield from self.review(cancel=self.rng.random() < 0.5)
        if self.rng.random() < 0.3:
            yield from self.save_and_open()

    def game_over(self, kind: str) -> Episode:
        self.tally.games[kind.split(" L")[0]] += 1
        yield Wait(lambda: self.w.game_over_box is not None, 10, "the result box")
        yield Pause(self.rng.uniform(0.1, 1.0))
        self.close_result_box()
        if self.args.games_only:
            yield Pause(0.2)  # the box's deletion and the last repaint
            self.memory.game_ended(kind)

    def engine_fault(self, fault: str, which: str) -> Episode:
        """Kill or stop the engine while it searches; then the window must say so (or
        simply go on) and the game must go on."""
        s = self.w.session
        def searching() -> bool:
            if which == "game":
                return s.computer_thinking and bool(self.engine_pids(which))
            return self.w.analysis.controller.searching and bool(self.engine_pids(which))

        # The analysis may have stopped by itself (its position decided): then no fault.
        yield Wait(lambda: searching() or s.result() is not None, 30 if which == "game" else 5,
                   f"{which} engine searching, to {fault}", quiet=which != "game")
        if not searching():
            return  # the game ended first
        pid = self.engine_pids(which)[0]
        record = Fault(f"{fault} ({which})")
        self.tally.faults.append(record)
        self.doing(fault)
        os.kill(pid, signal.SIGKILL if fault.startswith("kill") else signal.SIGSTOP)
        yield from self.answered(record, began=time.monotonic())

    def answered(self, record: Fault, began: float, expect_told: bool = False) -> Episode:
        """Wait for the window's answer to a fault and for the game to go on."""
        heard = self._signals.copy()
        s = self.w.session
        ply = s.tree.main_line().ply

        def answer() -> str:
            for what in ("restarted", "failed", "analysis restarted", "analysis failed"):
                if self._signals[what] > heard[what]:
                    return what
            return ""

        def moved() -> bool:
            return s.tree.main_line().ply > ply or s.result() is not None

        def told() -> bool:
            return any(self._signals[what] > heard[what]
                       for what in ("failed", "analysis failed"))

        if expect_told:
            # Its last word: a crashing engine is restarted once before the player is told.
            yield Wait(lambda: told() or moved(), 60, f"the window's answer to {record.kind}")
        else:
            yield Wait(lambda: bool(answer()) or (moved() and not s.ai.busy), 60,
                       f"the window's answer to {record.kind}")
        what = "failed" if self._signals["failed"] > heard["failed"] else answer()
        record.seconds = time.monotonic() - began
        notice = self.w.game_panel.notice.text()
        status = self.w.statusBar().currentMessage()
        if what in ("restarted", "analysis restarted"):
            record.answer = "restarted" if "new one was started" in notice else "NONE (no notice)"
        elif what == "failed":
            record.answer = "told" if "computer failed" in notice else "NONE (no notice)"
        elif what == "analysis failed":
            record.answer = "told" if "analysis failed" in status else "NONE (no message)"
        elif moved():
            record.answer = "went on"
        else:
            record.answer = "NONE"
        self.trouble.write(f"fault {record.kind}: {record.answer} after {record.seconds:.1f} s")
        if what in ("failed", "analysis failed"):
            return  # the player is told; the episode lets them choose another player
        if what == "analysis restarted":
            ctl = self.w.analysis.controller
            record.went_on = (yield Wait(lambda: ctl.searching or bool(ctl.best_moves), 30,
                                         f"the analysis going on after {record.kind}"))
            return
        record.went_on = (yield Wait(moved, 60, f"the game going on after {record.kind}"))

    def helpers_game(self, fault: str) -> Episode:
        """Level 8 with a helper process (Search processes: 2) on 14×12: a helper (or the
        engine with its helpers) killed or stopped while it searches."""
        self.episode(f"level 8 with helpers: {fault}")
        self.trouble.write(f"episode: level 8 with helpers, {fault}")
        w = self.w
        s = w.session
        self.new_game(GameSetup(14, 12, None, SymmetryRule.MIDLINE, Computer(8), Human()))
        for _ in range(2):
            ok = yield Wait(lambda: s.computer_thinking and bool(self.helpers()), 30,
                            "the level-8 engine's helpers")
            if not ok:
                return
            yield Pause(self.rng.uniform(0.5, 4))
            helpers = self.helpers()
            engine = self.engine_pids("game")
            if not helpers or not engine or not s.computer_thinking:
                continue
            record = Fault(fault)
            self.tally.faults.append(record)
            if fault == "kill engine and helpers":
                tree = [engine[0], *tree_of(engine[0], process_table())]
                os.kill(engine[0], signal.SIGKILL)
            else:
                tree = []
                os.kill(helpers[0], signal.SIGKILL if fault == "kill helper" else signal.SIGSTOP)
            yield from self.answered(record, began=time.monotonic())
            if tree:
                def ended(tree: list[int] = tree) -> bool:
                    return not any(pid in process_table() for pid in tree)

                yield Wait(ended, 3, "the killed engine's helpers ending")
            yield Wait(lambda: s.human_to_move(), 60, "the human's turn")
            self.human_move()

    def helpers(self) -> list[int]:
        table = process_table()
        return [pid for engine in self.engine_pids("game")
                for pid in tree_of(engine, table) if role_of(pid) == "helper"]

    def human_move(self) -> bool:
        s = self.w.session
        if not s.human_to_move():
            return False
        moves = legal_moves(s.shown_position, s.rules)
        if not moves:
            return False
        self.doing("human move")
        self.w.board.scene.move_entered.emit(self.rng.choice(moves))  # as a drag on the board
        return True

    def human_game(self, size: tuple[int, int], level: int) -> Episode:
        """A person against the computer: moves, hints, take-backs, Move now, analysis,
        the analysis engine killed, saving and opening."""
        width, height = size
        self.episode(f"human game {width}x{height} L{level}")
        self.trouble.write(f"episode: human game {width}x{height} against level {level}")
        w = self.w
        s = w.session
        g = w.game_actions
        self.new_game(GameSetup(width, height, None, SymmetryRule.MIDLINE, Human(),
                                Computer(level)))
        for turn in range(self.rng.randint(8, 20)):
            if not (yield Wait(lambda: s.human_to_move() or s.result() is not None, 60,
                               "the human's turn")):
                return
            if s.result() is not None:
                yield from self.game_over(f"{width}x{height} human")
                return
            yield from self.check_autosave()
            roll = self.rng.random()
            if roll < 0.2:
                def hinted(hints: int = self._signals["hint"]) -> bool:
                    return self._signals["hint"] > hints

                self.doing("hint")
                g.act_hint.trigger()
                if (yield Wait(hinted, 15, "a hint")):
                    self.tally.hints += 1
                    g.act_hint.trigger()  # the next best move
            elif roll < 0.35 and s.can_undo():
                self.doing("take back")
                g.act_undo.trigger()
                self.tally.undos += 1
                if self.rng.random() < 0.5 and s.can_redo():
                    yield Pause(0.3)
                    self.doing("redo")
                    g.act_redo.trigger()
                    self.tally.redos += 1
                continue
            elif roll < 0.45:
                yield from self.save_and_open()
                continue
            elif roll < 0.6 and turn > 2:
                self.doing("analysis on")
                w.analysis.act_analyse.setChecked(True)
                yield Pause(self.rng.uniform(0.5, 3))
                if self.rng.random() < 0.3:
                    yield from self.engine_fault("kill engine", "analysis")
                w.analysis.act_analyse.setChecked(False)
            yield Pause(self.rng.uniform(0.05, 1.0))
            self.human_move()
            if self.rng.random() < 0.2:
                yield Wait(lambda: s.computer_thinking, 5, "the computer thinking", quiet=True)
                yield Pause(self.rng.uniform(0.1, 0.5))
                self.doing("move now")
                g.act_move_now.trigger()
        self.tally.cut += 1

    def save_and_open(self) -> Episode:
        """Save as (a new file), then open it: the same game comes back."""
        w = self.w
        before = w.session.tree.main_line().notation()
        self.tally.saves += 1
        path = self.save_path()
        self.doing("save and open")
        saved = w.files.save_as()
        yield Pause(0.1)
        # The file is read on a thread of its own; the game is shown when it is ready.
        shown: list[bool] = []

        def done(_path: object, ok: bool) -> None:
            shown.append(ok)

        w.files.opened.connect(done)
        if saved:
            w.files.open_path(path)
            deadline = time.monotonic() + 10.0
            while not shown and time.monotonic() < deadline:
                yield Pause(0.05)
        w.files.opened.disconnect(done)
        opened = bool(shown and shown[0])
        after = w.session.tree.main_line().notation()
        if not opened or after != before:
            self.tally.save_failures += 1
            self.trouble.write(f"SAVE/OPEN failed: saved {saved}, opened {opened}, "
                               f"{len(before)} moves -> {len(after)}")
        with contextlib.suppress(OSError):
            path.unlink()

    def review(self, cancel: bool) -> Episode:
        analysis = self.w.analysis
        self.doing("review")
        review = analysis._ensure_review()
        review.movetime_ms = self.rng.choice([50, 100, 200])
        finished = [False]

        def done(*_args: object) -> None:
            finished[0] = True

        review.finished.connect(done)
        analysis.review_game()
        if cancel:
            yield Pause(self.rng.uniform(0.2, 5))
            if review.running:
                review.cancel()
                self.tally.reviews["cancelled"] += 1
            else:
                self.tally.reviews["finished"] += int(finished[0])
        elif (yield Wait(lambda: finished[0] or not review.running, 180, "the review")):
            self.tally.reviews["finished" if finished[0] else "failed"] += 1
        review.finished.disconnect(done)

    def bad_opponent(self, name: str) -> Episode:
        """A misbehaving engine from Preferences → Engines as the opponent: the game goes
        on, or the player is told and plays on against another (Game → New game from
        this position, with the built-in engine)."""
        self.episode(f"bad opponent {name}")
        self.trouble.write(f"episode: opponent {name}")
        w = self.w
        s = w.session
        self.new_game(GameSetup(8, 8, None, SymmetryRule.MIDLINE, Human(), Computer(3, name)))
        record = Fault(f"opponent {name}")
        self.tally.faults.append(record)
        for _ in range(3):
            if not (yield Wait(lambda: s.human_to_move(), 10, "the human's turn")):
                break
            self.human_move()
            yield from self.answered(record, time.monotonic(), expect_told=name not in GOES_ON)
            if record.answer != "went on":
                break
        if record.answer == "told":
            yield from self.choose_another_player(record)

    def choose_another_player(self, record: Fault) -> Episode:
        w = self.w
        s = w.session
        settings_mod.save_game_setup(GameSetup(8, 8, None, SymmetryRule.MIDLINE, Human(),
                                               Computer(2)))
        def accept() -> None:
            dialog = QApplication.activeModalWidget()
            if isinstance(dialog, NewGameDialog):
                dialog.accept()

        position = s.shown_position
        self.doing("new game from here")
        QTimer.singleShot(100, accept)
        w.study.act_new_here.trigger()  # modal: accepted by the timer above
        if s.tree.start != position:
            self.trouble.write("NEW GAME FROM HERE did not start from the position")
        yield Wait(lambda: s.human_to_move(), 10, "the human's turn in the new game")
        self.human_move()
        record.went_on = (yield Wait(lambda: s.tree.main_line().ply >= 2, 30,
                                     "the other player's move"))

    def bad_analysis(self, name: str) -> Episode:
        """A misbehaving engine as the analysis engine (Preferences → Engines)."""
        self.episode(f"bad analysis engine {name}")
        self.trouble.write(f"episode: analysis engine {name}")
        w = self.w
        s = w.session
        self.new_game(GameSetup(8, 8, None, SymmetryRule.MIDLINE, Human(), Human()))
        self.human_move()
        prefs = w.prefs
        w.apply_preferences(_with(prefs, analysis_engine=name))
        record = Fault(f"analysis {name}")
        self.tally.faults.append(record)
        w.analysis.act_analyse.setChecked(True)
        heard = self._signals.copy()
        if name in GOES_ON:
            ok = yield Wait(lambda: bool(w.analysis.controller.best_moves), 20,
                            "analysis lines from Garbage")
            record.answer = "went on" if ok else "NONE"
        else:
            ok = yield Wait(lambda: self._signals["analysis failed"] > heard["analysis failed"],
                            60, f"the analysis failing with {name}")
            status = w.statusBar().currentMessage()
            record.answer = "told" if ok and "analysis failed" in status else "NONE"
        self.trouble.write(f"fault analysis {name}: {record.answer}")
        w.analysis.act_analyse.setChecked(False)
        w.apply_preferences(_with(prefs, analysis_engine=""))
        self.human_move()
        record.went_on = s.tree.main_line().ply == 2
        yield Pause(0.2)

    # -- the report ----------------------------------------------------------------------

    def summary(self, procs_before: list[tuple[str, int, float]], gui_end: float,
                close_s: float, left: dict[ProcKey, str]) -> dict[str, Any]:
        t = self.tally
        rss = self.watch.gui_rss
        at_10 = next((mb for sec, mb in rss if sec >= 600), None)
        answers = collections.Counter(f.answer.split(" ")[0] if f.answer else "cut"
                                      for f in t.faults)
        return {
            "minutes": round(self.watch.elapsed() / 60, 1),
            "platform": QApplication.platformName(),
            "games": dict(t.games),
            "games_total": sum(t.games.values()),
            "games_cut": t.cut,
            "moves": t.moves,
            "hints": t.hints, "undos": t.undos, "redos": t.redos,
            "saves": t.saves, "save_failures": t.save_failures,
            "reviews": dict(t.reviews),
            "exceptions": self.trouble.count,
            "exception_lines": [line for line in self.trouble.tracebacks if line][:20],
            "engine_tracebacks": self.trouble.engine_tracebacks,
            "qt_warnings": dict(self.trouble.qt_warnings),
            "qt_harmless_propagateSizeHints": self.trouble.harmless,
            "log_warnings": self.trouble.log_warnings,
            "driver_errors": t.driver_errors,
            "stall_max_ms": round(self.meter.max_gap_ms, 1),
            "stalls_over_50ms": self.meter.over,
            "stalls_over_50ms_host_quiet": self.meter.over_host_quiet,
            "stall_ticks": self.meter.ticks,
            "stall_worst": [(round(gap, 1), label) for gap, label in self.meter.worst()],
            "stall_max_work_ms": round(self.meter.max_work_ms, 1),
            "stall_max_work_label": self.meter.worst_work_label,
            "stalls_work_over_50ms": self.meter.work_over,
            # Over the gaps over 50 ms: wall clock, the GUI thread's CPU, its wait for a
            # core, blocked (GIL, I/O, lock, sleep); None where the run queue is not told.
            "stall_split_ms": ([round(ms, 1) for ms in self.meter.over_split]
                               if self.meter.run_queue_told else None),
            "thread_runs_per_s": self.watch.thread_runs.per_second(self.watch.elapsed()),
            "stall_worst_split": [
                (round(s.gap_ms, 1), round(s.work_ms, 1),
                 None if s.wait_ms is None else round(s.wait_ms, 1), s.label,
                 None if s.cores is None else s.cores.rounded())
                for s in self.meter.worst_splits()],
            # Where the machine's cores went in those gaps (ms of all cores together).
            "stall_cores_ms": (None if self.meter.cores_over is None
                               else self.meter.cores_over.rounded()),
            "gui_rss_start_mb": round(rss[0][1], 1) if rss else None,
            "gui_rss_10min_mb": round(at_10, 1) if at_10 is not None else None,
            "gui_rss_end_mb": round(gui_end, 1),
            "gui_rss_series": [(round(sec), round(mb, 1)) for sec, mb in rss],
            "engines_start": [(role, round(mb, 1)) for role, mb in self.watch.first_engines],
            "engines_end": [(role, round(mb, 1)) for role, _pid, mb in procs_before],
            "peak_rss_by_role": {role: round(mb, 1) for role, mb in self.watch.peak.items()},
            "processes_seen": len(self.watch.seen),
            "strays": sorted(set(self.watch.strays.values())),
            "close_s": round(close_s, 2),
            "left_after_close": sorted(left.values()),
            "autosaves_checked": t.autosaves,
            "autosave_failures": t.autosave_failures,
            "autosaves_read": self.watch.autosaves_read,
            "autosaves_unreadable": self.watch.autosaves_bad,
            "faults": len(t.faults),
            "fault_answers": dict(answers),
            "faults_game_went_on": sum(f.went_on for f in t.faults),
            "fault_list": [(f.kind, f.answer, round(f.seconds, 1), f.went_on)
                           for f in t.faults],
            "stuck": t.stuck,
            # Each full garbage collection's GUI CPU ms, objects found, heap blocks before.
            "full_collections": [(round(c.cpu_ms, 1), c.collected, c.blocks)
                                 for c in gc_guard.full_collections],
            **self.memory.summary(),
        }


def _with(prefs: Preferences, **changes: object) -> Preferences:
    copy = Preferences(**vars(prefs))
    for key, value in changes.items():
        setattr(copy, key, value)
    return copy


def stall_split_line(result: dict[str, Any]) -> str:
    """Where the wall clock of the gaps over the target went, in all and in the worst."""
    split = result.get("stall_split_ms")
    if not split:
        return (f"gaps over {STALL_TARGET_MS:g} ms: the wait for a core is not told here "
                "(no /proc/self/task/<tid>/schedstat)")
    wall, cpu, wait, blocked = split

    def share(ms: float) -> str:
        return f"{ms:.0f} ms ({ms / wall:.0%})" if wall else f"{ms:.0f} ms"

    worst = "; ".join(
        f"{gap} = CPU {work} + core {wait_ms} + blocked "
        f"{max(0.0, gap - work - (wait_ms or 0.0)):.1f}"
        + (f", {Cores(**cores).text()}" if cores else "") + f" ({label})"
        for gap, work, wait_ms, label, cores in result["stall_worst_split"][:4])
    cores = result.get("stall_cores_ms")
    host = ("" if cores is None else
            f"; in them {Cores(**cores).text()} (ms of all cores together)")
    return (f"gaps over {STALL_TARGET_MS:g} ms, {wall:.0f} ms in all: the GUI thread's CPU "
            f"{share(cpu)}, waiting for a core {share(wait)}, blocked (GIL, I/O, lock, sleep) "
            f"{share(blocked)}{host}; worst {worst}")


def print_summary(result: dict[str, Any]) -> None:
    growth = ""
    if result["gui_rss_10min_mb"]:
        growth = (f" ({(result['gui_rss_end_mb'] / result['gui_rss_10min_mb'] - 1) * 100:+.1f}%"
                  " after the first 10 minutes)")
    lines = [
        f"soak: {result['minutes']} min on {result['platform']}",
        f"games played: {result['games_total']} finished {result['games']}, "
        f"{result['games_cut']} cut at the time cap; {result['moves']} moves",
        f"hints {result['hints']}, take-backs {result['undos']}, redos {result['redos']}, "
        f"saved and opened {result['saves']} (failed {result['save_failures']}), "
        f"reviews {result['reviews']}",
        f"exceptions: {result['exceptions']} (of them in engine logs "
        f"{result['engine_tracebacks']}); Qt warnings {sum(result['qt_warnings'].values())} "
        f"(+{result['qt_harmless_propagateSizeHints']} harmless propagateSizeHints); "
        f"log warnings {result['log_warnings']}; soak driver errors {result['driver_errors']}",
        f"longest stall: {result['stall_max_ms']} ms; over {STALL_TARGET_MS:g} ms: "
        f"{result['stalls_over_50ms']} of {result['stall_ticks']} ticks"
        + ("" if result.get("stalls_over_50ms_host_quiet") is None else
           f" ({result['stalls_over_50ms_host_quiet']} of them while the host took none "
           "of the cores)")
        + f"; worst {result['stall_worst'][:4]}",
        f"the GUI thread's own work (CPU) in one gap: at most {result['stall_max_work_ms']} ms "
        f"({result['stall_max_work_label']}); over {STALL_TARGET_MS:g} ms: "
        f"{result['stalls_work_over_50ms']}",
        stall_split_line(result),
        "runs a second of the window process's threads (each may take the GIL): "
        + ", ".join(f"{name} {rate}" for name, rate in result["thread_runs_per_s"]),
        f"window memory: {result['gui_rss_start_mb']} MB at start, "
        f"{result['gui_rss_10min_mb']} MB at 10 min, {result['gui_rss_end_mb']} MB at the "
        f"end{growth}",
        f"engines at start: {result['engines_start']}",
        f"engines at end: {result['engines_end']}",
        f"peak per role: {result['peak_rss_by_role']}",
        f"faults: {result['faults']}, answered {result['fault_answers']}, the game went on "
        f"after {result['faults_game_went_on']}",
        f"processes: {result['processes_seen']} seen; strays {result['strays']}; window "
        f"closed in {result['close_s']} s; left after close: "
        f"{len(result['left_after_close'])} {result['left_after_close']}",
        f"autosaves: {result['autosaves_read']} read back ({result['autosaves_unreadable']} "
        f"unreadable); {result['autosaves_checked']} compared with the game "
        f"({result['autosave_failures']} differed)",
        f"stuck: {result['stuck']}",
        "full garbage collections (GUI CPU ms, objects found, heap blocks before): "
        f"{result['full_collections']}",
    ]
    if result["games_measured"]:
        slope = result["growth_mb_per_game_after_warm_up"]
        lines.append(
            f"window memory by game: {result['games_measured']} games measured; growth after "
            f"game {result['warm_up_games']}: "
            + ("not enough games" if slope is None else f"{slope:+.4f} MB a game"))
    if result["exception_lines"]:
        lines.append("tracebacks: " + "; ".join(result["exception_lines"]))
    print("\n".join(lines), flush=True)


# -- closing with faults (each case in a window process of its own) ------------------------

CLOSE_CASES = ("hung engine", "engine killed", "helper killed", "window killed")


def close_child(case: str) -> None:
    """The window process of one close case: level 8 with a helper, analysis on; the
    fault, then the window closes (or is killed by the parent)."""
    app = QApplication(sys.argv[:1])
    window = MainWindow(setup=GameSetup(14, 12, None, SymmetryRule.MIDLINE, Computer(8),
                                        Human()),
                        prefs=Preferences(animation="off", sound=False, language="en",
                                          search_processes=2))
    window.show()
    window.analysis.act_analyse.setChecked(True)
    s = window.session

    def ready() -> bool:
        table = process_table()
        engines = s.ai.engine_pids
        return bool(engines) and any(role_of(pid) == "helper"
                                     for pid in tree_of(engines[0], table))

    deadline = time.monotonic() + 60
    while not ready() and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.02)
    engine = s.ai.engine_pids[0]
    table = process_table()
    helpers = [pid for pid in tree_of(engine, table) if role_of(pid) == "helper"]
    print(f"READY {engine} {helpers[0] if helpers else 0}", flush=True)
    if case == "window killed":
        while True:
            app.processEvents()
            time.sleep(0.02)
    if case == "hung engine":
        for pid in tree_of(os.getpid(), table):
            os.kill(pid, signal.SIGSTOP)  # every engine, helper and tracker
    elif case == "engine killed":
        os.kill(engine, signal.SIGKILL)
    elif case == "helper killed":
        os.kill(helpers[0], signal.SIGKILL)
    app.processEvents()
    began = time.monotonic()
    window.close()
    print(f"CLOSED {time.monotonic() - began:.3f}", flush=True)


def close_cases(repeat: int) -> list[dict[str, Any]]:
    results = []
    for case in CLOSE_CASES:
        for _ in range(repeat):
            env = dict(os.environ, EPAMINONDAS_DATA_DIR=tempfile.mkdtemp(prefix="soak-close-"))
            child = subprocess.Popen(
                [sys.executable, "-m", "benchmarks.soak", "--close-child", case],
                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env,
                cwd=Path(__file__).resolve().parents[1])
            assert child.stdout is not None
            line = child.stdout.readline()
            pids = [child.pid, *tree_of(child.pid, process_table())]
            table = process_table()
            keys = {(pid, table[pid][1]) for pid in pids if pid in table}
            began = time.monotonic()
            close_s = None
            if case == "window killed":
                os.kill(child.pid, signal.SIGKILL)
            else:
                answer = child.stdout.readline().split()
                close_s = float(answer[1]) if answer[:1] == ["CLOSED"] else None
            child.wait(10)

            def running(keys: set[ProcKey] = keys) -> list[ProcKey]:
                now = process_table()
                return [k for k in keys if k[0] in now and now[k[0]][1] == k[1]]

            while running() and time.monotonic() - began < 10:
                time.sleep(0.01)
            gone_s = time.monotonic() - began
            left = running()
            for pid, _start in left:  # ours: end them, so the next case starts clean
                with contextlib.suppress(OSError):
                    os.kill(pid, signal.SIGKILL)
            results.append({"case": case, "ready": line.strip(), "close_s": close_s,
                            "all_gone_s": round(gone_s, 2), "processes": len(keys),
                            "left": len(left)})
            print(f"{case}: window closed in {close_s} s, all {len(keys)} processes gone "
                  f"after {gone_s:.2f} s, left {len(left)}", flush=True)
    return results


# -- main -----------------------------------------------------------------------------------


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=60.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games-only", action="store_true",
                        help="only quick computer games (8×8 and the hexagon, some on a clock, "
                             "some with the analysis), back to back: memory per game")
    parser.add_argument("--games", type=int, default=0,
                        help="--games-only: stop after this many games (--minutes still caps)")
    parser.add_argument("--census", action="store_true",
                        help="--games-only: every 10 games, what the window holds more of")
    parser.add_argument("--platform", default=None, help="Qt platform (offscreen, xcb)")
    parser.add_argument("--profile-stalls", action="store_true",
                        help="sample the GUI thread's stack in its gaps; print, at the end, "
                             "the gaps over 50 ms with where the thread was")
    parser.add_argument("--profile-from", type=float, default=None, metavar="MS",
                        help="--profile-stalls: the gaps over MS, not 50 ms (to see those "
                             "that come near the target)")
    parser.add_argument("--out", type=Path, default=None,
                        help="folder for the log and the JSON summary (default: a temp folder)")
    parser.add_argument("--close-cases", action="store_true",
                        help="measure closing with a hung or killed engine, helper or window")
    parser.add_argument("--repeat", type=int, default=3, help="--close-cases: runs per case")
    parser.add_argument("--close-child", default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                      tempfile.mkdtemp(prefix="soak-settings-"))
    if args.close_child is not None:
        close_child(args.close_child)
        return
    if args.close_cases:
        print(json.dumps(close_cases(args.repeat)))
        return
    out = args.out or Path(tempfile.mkdtemp(prefix="soak-"))
    out.mkdir(parents=True, exist_ok=True)
    os.environ[storage.DATA_DIR_ENV] = str(out / "data")
    games = out / "games"
    games.mkdir(exist_ok=True)
    print(f"soak: {args.minutes:g} min, log in {out / 'soak.log'}", flush=True)
    app = QApplication(sys.argv[:1])
    with open(out / "soak.log", "w", encoding="utf-8") as log_file:
        trouble = Trouble(log_file)
        trouble.install()
        soak = Soak(args, games, trouble)
        QTimer.singleShot(0, soak.start)
        app.exec()
        sys.stderr = sys.__stderr__
        result = soak.result
        (out / "soak.json").write_text(json.dumps(result, indent=1), encoding="utf-8")
    print_summary(result)
    if soak.meter.profiler is not None:
        report = soak.meter.profiler.report()
        (out / "stall-profile.txt").write_text(report + "\n", encoding="utf-8")
        print(report, flush=True)


if __name__ == "__main__":
    main()
