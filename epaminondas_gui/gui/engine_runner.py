"""The window's one way to search: :class:`EngineRunner`.

A runner owns a worker thread, and the worker thread owns the engine clients
(:class:`~epaminondas_gui.core.engine.client.EngineClient`, one per engine program,
started on first use): the thread talks to the engine process, the search runs in that
process, so it never competes with the window for the interpreter. The game's AI, hints,
the analysis and the game review are all jobs of a runner; a job's progress and its end
come back as Qt signals, queued to the GUI thread.

The runner numbers every job (the generation) and drops results and reports of a job it
has since cancelled, so a stale move can never be played. Nothing waits without a
deadline: a stopped engine has :data:`~epaminondas_gui.core.engine.client.STOP_TIMEOUT_S`
to answer before it is killed, and :meth:`EngineRunner.shutdown` returns within
:data:`SHUTDOWN_JOIN_S` plus a kill, even with an engine that no longer answers.
"""

from __future__ import annotations

import atexit
import contextlib
import queue
import threading
import weakref
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, Signal, SignalInstance

from ..core.ai.types import SearchInfo, SearchRequest, SearchResult
from ..core.engine.client import (
    EngineClient,
    EngineCrashed,
    EngineError,
    EngineSpec,
    builtin_engine,
)
from ..core.rules.position import Position
from ..core.stop_flag import StopFlag
from . import gc_guard

#: How long :meth:`EngineRunner.shutdown` waits for the worker before it kills the engines
#: (a healthy engine answers ``stop`` within milliseconds).
SHUTDOWN_JOIN_S = 0.3
#: How long it then waits for the worker to notice (the kill ends the engine's output).
SHUTDOWN_KILL_JOIN_S = 1.0

SearchFunction = Callable[[SearchRequest, threading.Event, Callable[[SearchInfo], None]],
                          SearchResult]
"""A search run in the worker thread in place of an engine: (request, stop, on_info) ->
result. Tests use it as a stand-in for the engine; the window never does."""


class Searcher(Protocol):
    """What a job gets to search with: an engine client, or the tests' stand-in."""

    def search(self, request: SearchRequest, *, stop: StopFlag | None = None,
               on_info: Callable[[SearchInfo], None] | None = None) -> SearchResult: ...

    def kill(self) -> None: ...

    def close(self, timeout_s: float | None = None) -> None: ...

    @property
    def pid(self) -> int | None: ...


class FunctionSearcher:
    """A :data:`SearchFunction` as a :class:`Searcher` (runs in the worker thread)."""

    def __init__(self, function: SearchFunction) -> None:
        self._function = function

    def search(self, request: SearchRequest, *, stop: StopFlag | None = None,
               on_info: Callable[[SearchInfo], None] | None = None) -> SearchResult:
        return self._function(request, stop or StopFlag(),
                              on_info or (lambda _info: None))

    def kill(self) -> None:
        pass

    def close(self, timeout_s: float | None = None) -> None:
        pass

    @property
    def pid(self) -> int | None:
        return None


class RestartOnCrash:
    """A searcher whose search, when its engine dies or stops answering, runs once more
    on a new engine process (the client starts one) after saying so through
    ``on_restart``; a second crash, or a crash of a cancelled job, is passed on."""

    def __init__(self, searcher: Searcher, cancelled: threading.Event,
                 on_restart: Callable[[str], None]) -> None:
        self._searcher = searcher
        self._cancelled = cancelled
        self._on_restart = on_restart

    def search(self, request: SearchRequest, *, stop: StopFlag | None = None,
               on_info: Callable[[SearchInfo], None] | None = None) -> SearchResult:
        try:
            return self._searcher.search(request, stop=stop, on_info=on_info)
        except EngineCrashed as exc:
            if self._cancelled.is_set():
                raise
            self._on_restart(str(exc))
            return self._searcher.search(request, stop=stop, on_info=on_info)

    def kill(self) -> None:
        self._searcher.kill()

    def close(self, timeout_s: float | None = None) -> None:
        self._searcher.close(timeout_s)

    @property
    def pid(self) -> int | None:
        return self._searcher.pid


Report = Callable[[object], None]
Work = Callable[[Searcher, StopFlag, Report], object]
"""A job's work in the worker thread: (searcher, stop flag, report) -> its result."""


class Purpose(Enum):
    """What the caller of a job will do with its result."""

    MOVE = "move"
    """The computer plays it."""
    HINT = "hint"
    ANALYSIS = "analysis"
    REVIEW = "review"
    BENCHMARK = "benchmark"


@dataclass(eq=False)
class Job:
    """One job of a runner; ``purpose`` says what the caller will do with the result."""

    generation: int
    purpose: Purpose
    engine: EngineSpec
    work: Work
    request: SearchRequest | None = None
    """The search, for a search job."""
    stop: StopFlag = field(default_factory=StopFlag)
    """Set by "Move now" and by :meth:`EngineRunner.cancel`: the search ends now."""
    cancelled: threading.Event = field(default_factory=threading.Event)
    """Set by :meth:`EngineRunner.cancel`: nobody wants the answer any more."""

    @property
    def position(self) -> Position | None:
        """The searched position (None for a job that is not one search)."""
        return self.request.position if self.request is not None else None


def search_work(request: SearchRequest) -> Work:
    """The work of a search job: one search, its ``info`` reports passed on."""

    def work(searcher: Searcher, stop: StopFlag, report: Report) -> object:
        return searcher.search(request, stop=stop, on_info=report)

    return work


class SearchBudget:
    """The search processes this program may run at once (Preferences → Search
    processes), shared by the game's, the analysis' and the review's engines.

    A search asks for processes when it starts and holds them until its end has been
    delivered; it gets what the others leave, and always at least one (so the total
    exceeds the budget only by one process per search, when more searches run at once
    than there are processes to share). Used from the GUI thread only."""

    def __init__(self, processes: int = 1) -> None:
        self.processes = processes
        self._held: dict[int, int] = {}

    def grant(self, holder: object, wanted: int) -> int:
        """Processes for ``holder``'s new search (replacing what it held)."""
        others = sum(n for key, n in self._held.items() if key != id(holder))
        granted = max(1, min(wanted, self.processes - others))
        self._held[id(holder)] = granted
        return granted

    def release(self, holder: object) -> None:
        self._held.pop(id(holder), None)

    @property
    def in_use(self) -> int:
        return sum(self._held.values())


#: The window's engines run as background jobs (core/engine/process.py): on a machine with
#: few cores, the window's thread would otherwise wait for a core behind its own engines
#: and their search helpers. A benchmark turns it off to compare.
background_engines = True

#: The budget every runner shares unless it is given its own (the cores are the
#: program's, not a window's).
search_budget = SearchBudget()

_live_runners: weakref.WeakSet[EngineRunner] = weakref.WeakSet()


@atexit.register
def _shut_down_at_exit() -> None:
    # A window normally shuts its runners down in closeEvent; this ends the engines of
    # scripts that exit without closing it.
    for runner in list(_live_runners):
        with contextlib.suppress(RuntimeError):  # its C++ side is already gone
            runner.shutdown()


class EngineRunner(QObject):
    """Runs jobs one after another on its worker thread (see the module docs)."""

    info = Signal(object, object)
    """(Job, report): a SearchInfo of a search job (another job's own reports), of the
    current job only."""
    result = Signal(object, object)
    """(Job, result): a SearchResult for a search job."""
    failed = Signal(object, str)
    """(Job, message): the engine could not start, died, hung, or refused the job (a
    crashed engine has already been restarted once for it)."""
    restarted = Signal(object, str)
    """(Job, message): the engine died or stopped answering during the job; a new
    engine process has taken the job over (the job goes on)."""
    busy_changed = Signal(bool)
    _reported = Signal(int, object)
    _finished = Signal(int, object)
    _failed = Signal(int, str)
    _restarted = Signal(int, str)
    _ended = Signal(int)

    def __init__(self, engine: EngineSpec | None = None, search: SearchFunction | None = None,
                 parent: QObject | None = None, *, budget: SearchBudget | None = None) -> None:
        super().__init__(parent)
        self.budget = budget if budget is not None else search_budget
        """Whose search processes this runner's searches share."""
        self.engine = engine if engine is not None else builtin_engine()
        """The engine of jobs that do not name one."""
        self.background = background_engines
        """Its engines run below the window's priority (see :data:`background_engines`)."""
        self._function = search
        self._jobs: queue.Queue[Job | None] = queue.Queue()
        self._thread: threading.Thread | None = None
        self._searchers: dict[EngineSpec, Searcher] = {}
        self._lock = threading.Lock()
        self._last_pid: int | None = None
        self._generation = 0
        self._current: Job | None = None
        self._closed = False
        # Emitted from the worker thread, delivered in this object's (the GUI) thread.
        self._reported.connect(self._on_reported)
        self._finished.connect(self._on_finished)
        self._failed.connect(self._on_failed)
        self._restarted.connect(self._on_restarted)
        self._ended.connect(self._on_ended)
        self._in_flight = 0
        self._budget_job = -1
        """The job whose search holds this runner's share of the budget."""
        """Jobs handed to the worker whose end has not been delivered here yet."""
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)
        _live_runners.add(self)
        # Its threads must never collect the window's garbage (gc_guard's docs).
        gc_guard.install()

    # -- queries -----------------------------------------------------------------------

    @property
    def busy(self) -> bool:
        return self._current is not None

    @property
    def current(self) -> Job | None:
        return self._current

    @property
    def settled(self) -> bool:
        """Every job given to the worker has ended, and its answer (used, or dropped as
        late) has been delivered: nothing more can come from it."""
        return self._in_flight == 0

    @property
    def engine_pid(self) -> int | None:
        """The process id of the engine that ran the latest job, while it runs."""
        with self._lock:
            for searcher in self._searchers.values():
                pid = searcher.pid
                if pid is not None and pid == self._last_pid:
                    return pid
        return None

    @property
    def engine_pids(self) -> list[int]:
        """The process ids of this runner's engines that are running."""
        with self._lock:
            searchers = list(self._searchers.values())
        return [pid for pid in (s.pid for s in searchers) if pid is not None]

    # -- control -----------------------------------------------------------------------

    def start(self, request: SearchRequest, *, purpose: Purpose,
              engine: EngineSpec | None = None) -> Job:
        """Cancel any running job and start a search (with as many of its processes
        as the budget leaves)."""
        self.cancel()
        request = replace(request, threads=self.budget.grant(self, request.threads))
        return self._start_job(search_work(request), purpose, engine, request)

    def start_work(self, work: Work, *, purpose: Purpose,
                   engine: EngineSpec | None = None) -> Job:
        """Cancel any running job and start ``work`` on the worker thread (its searches
        run in one process)."""
        self.cancel()
        self.budget.grant(self, 1)
        return self._start_job(work, purpose, engine, None)

    def _start_job(self, work: Work, purpose: Purpose, engine: EngineSpec | None,
                   request: SearchRequest | None) -> Job:
        self._generation += 1
        job = Job(self._generation, purpose, engine or self.engine, work, request)
        if self._closed:
            self.budget.release(self)
            return job  # shut down (the window is closing): nothing runs any more
        self._ensure_thread()
        self._budget_job = job.generation
        self._current = job
        self.busy_changed.emit(True)
        self._in_flight += 1
        self._jobs.put(job)
        return job

    def stop_now(self) -> None:
        """"Move now": the search returns its best move so far, and that result is used."""
        if self._current is not None:
            self._current.stop.set()

    def cancel(self) -> None:
        """Stop the current job and forget it: its result will be ignored."""
        current = self._current
        if current is None:
            return
        current.cancelled.set()
        current.stop.set()
        self._generation += 1
        self._current = None
        self.busy_changed.emit(False)

    def begin_shutdown(self) -> None:
        """Stop the job and tell the worker to end its engines, without waiting: a
        window with several runners begins all of them before it waits for any, so that
        their engines end at the same time."""
        self.cancel()
        self.budget.release(self)
        if not self._closed:
            self._closed = True
            if self._thread is not None:
                self._jobs.put(None)

    def shutdown(self) -> None:
        """Stop the job, end the engines and the worker thread, within about a second
        even when an engine no longer answers (call before the owner goes away)."""
        self.begin_shutdown()
        thread, self._thread = self._thread, None
        if thread is None:
            return
        thread.join(SHUTDOWN_JOIN_S)
        if thread.is_alive():
            # A hung engine: killing it ends its output, and the worker returns.
            self._kill_all()
            thread.join(SHUTDOWN_KILL_JOIN_S)
        self._kill_all()

    def _kill_all(self) -> None:
        with self._lock:
            searchers = list(self._searchers.values())
        for searcher in searchers:
            searcher.kill()

    # -- the worker thread -------------------------------------------------------------

    def _ensure_thread(self) -> None:
        if self._thread is not None:
            return
        # A daemon thread: it can never keep the program from exiting.
        self._thread = threading.Thread(target=self._work, name="engine-runner", daemon=True)
        self._thread.start()

    def _searcher(self, engine: EngineSpec) -> Searcher:
        with self._lock:
            searcher = self._searchers.get(engine)
            if searcher is None:
                searcher = (FunctionSearcher(self._function) if self._function is not None
                            else EngineClient(engine, background=self.background))
                self._searchers[engine] = searcher
        return searcher

    def _drop_searcher(self, engine: EngineSpec) -> None:
        with self._lock:
            searcher = self._searchers.pop(engine, None)
        if searcher is not None:
            searcher.close(SHUTDOWN_JOIN_S)

    def _emit(self, signal: SignalInstance, *args: object) -> None:
        # The runner may be gone (its window closed) while an answer still comes in.
        with contextlib.suppress(RuntimeError):
            signal.emit(*args)

    def _work(self) -> None:
        jobs = self._jobs
        while (job := jobs.get()) is not None:
            try:
                self._run(job)
            finally:
                # After its answer: signals from this thread arrive in order.
                self._emit(self._ended, job.generation)
        with self._lock:
            searchers = list(self._searchers.values())
        for searcher in searchers:
            searcher.close(SHUTDOWN_JOIN_S)

    def _run(self, job: Job) -> None:
        if job.cancelled.is_set():
            return  # cancelled while queued: nobody is waiting for it
        # A job only stopped ("Move now" before this thread took it) still runs: its
        # search ends at once with what it has, and that answer is wanted.
        gen = job.generation

        def report(payload: object) -> None:
            self._emit(self._reported, gen, payload)

        try:
            searcher = self._searcher(job.engine)
            restarting = RestartOnCrash(
                searcher, job.cancelled,
                lambda message: self._emit(self._restarted, gen, message))
            value = job.work(restarting, job.stop, report)
            self._last_pid = searcher.pid
        except EngineError as exc:
            # An engine that failed (an illegal move, a refused position, no answer) is in
            # no state to trust: it ends now, not when the window closes, and the next
            # search with it starts it afresh.
            self._drop_searcher(job.engine)
            self._emit(self._failed, gen, str(exc))
        except Exception as exc:  # a bug in a job must not take the window down
            self._emit(self._failed, gen, f"{type(exc).__name__}: {exc}")
        else:
            self._emit(self._finished, gen, value)

    # -- answers, in the GUI thread ----------------------------------------------------

    def _on_reported(self, generation: int, payload: object) -> None:
        current = self._current
        if current is not None and generation == current.generation:
            self.info.emit(current, payload)

    def _on_finished(self, generation: int, value: object) -> None:
        current = self._current
        if current is None or generation != current.generation:
            return  # a cancelled job finishing late
        self._current = None
        self.busy_changed.emit(False)
        self.result.emit(current, value)

    def _on_ended(self, generation: int) -> None:
        self._in_flight -= 1
        if generation == self._budget_job:
            self.budget.release(self)  # its search has ended: its processes are free

    def _on_restarted(self, generation: int, message: str) -> None:
        current = self._current
        if current is not None and generation == current.generation:
            self.restarted.emit(current, message)

    def _on_failed(self, generation: int, message: str) -> None:
        current = self._current
        if current is None or generation != current.generation:
            return
        self._current = None
        self.busy_changed.emit(False)
        self.failed.emit(current, message)
