"""Running the AI off the GUI thread.

:class:`AiWorker` lives in a QThread and calls the core search on an immutable position,
with a ``threading.Event`` as its stop flag. By default that call hands the search to a
child process (:class:`~epaminondas_gui.core.ai.remote.ProcessSearch`): a pure-Python
search in a thread of this process would compete with the window for the GIL.
:class:`AiRunner` lives in the GUI thread: it numbers every request (the generation) and
drops results and progress reports that arrive from a search it has since cancelled, so a
stale move can never be played.
"""

from __future__ import annotations

import atexit
import contextlib
import sys
import threading
import weakref
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal, Slot

from ..core.ai.types import Limits, SearchInfo, SearchResult
from ..core.position import DEFAULT_RULES, Position, Rules

if TYPE_CHECKING:
    from ..core.ai.remote import ProcessSearch


class SearchFunction(Protocol):
    def __call__(
        self,
        position: Position,
        limits: Limits,
        *,
        rules: Rules = ...,
        level: int = ...,
        multipv: int = ...,
        stop: threading.Event | None = ...,
        on_info: Callable[[SearchInfo], None] | None = ...,
        history: Sequence[tuple[int, int, int]] = ...,
        hash_mb: int = ...,
        seed: int | None = ...,
    ) -> SearchResult: ...


#: GIL switch interval while the window runs: the search thread hands the interpreter
#: back to the GUI thread at least this often (CPython's default is 5 ms).
SWITCH_INTERVAL_S = 0.002


def tune_interpreter_for_gui() -> None:
    """Keep the window responsive while a pure-Python search runs in another thread.

    The window's own searches run in a child process; this is for searches in a thread
    (the fallback when no process can be started, and test doubles).

    A shorter GIL switch interval bounds how long the search can hold the interpreter;
    freezing the objects that exist after start-up (Qt wrappers, modules) keeps the
    cyclic garbage collector's full passes, which run in whichever thread allocates,
    short. benchmarks/gui_stall.py measures the effect.
    """
    import gc

    sys.setswitchinterval(SWITCH_INTERVAL_S)
    gc.collect()
    gc.freeze()


def core_search() -> SearchFunction:
    """The real search in the calling thread (imported late: the AI package is heavy)."""
    from ..core.ai import search

    fn: SearchFunction = search
    return fn


@dataclass(frozen=True)
class SearchRequest:
    """One search job; ``purpose`` says what the caller will do with the result."""

    generation: int
    position: Position
    limits: Limits
    purpose: str = "move"
    """"move" (the AI plays it) or "hint" (shown as an arrow)."""
    rules: Rules = DEFAULT_RULES
    level: int = 8
    multipv: int = 1
    history: tuple[tuple[int, int, int], ...] = ()
    """Keys of the earlier positions of the game (repetitions score as draws)."""
    stop: threading.Event = field(default_factory=threading.Event, compare=False)


class AiWorker(QObject):
    """Runs searches one after another in its own thread."""

    info = Signal(int, object)
    """(generation, SearchInfo) — emitted from the worker thread, delivered queued."""
    finished = Signal(int, object)
    """(generation, SearchResult)."""
    failed = Signal(int, str)

    def __init__(self, search: SearchFunction | None = None) -> None:
        super().__init__()
        self._search = search

    @Slot(object)
    def run(self, request: SearchRequest) -> None:
        gen = request.generation
        if request.stop.is_set():
            # Cancelled while queued: nobody is waiting for it.
            return
        search = self._search or core_search()
        try:
            result = search(
                request.position,
                request.limits,
                rules=request.rules,
                level=request.level,
                multipv=request.multipv,
                stop=request.stop,
                on_info=lambda info: self.info.emit(gen, info),
                history=request.history,
            )
        except Exception as exc:  # a bug in the search must not take the window down
            self.failed.emit(gen, f"{type(exc).__name__}: {exc}")
            return
        self.finished.emit(gen, result)


_live_runners: weakref.WeakSet[AiRunner] = weakref.WeakSet()


@atexit.register
def _join_threads_at_exit() -> None:
    # A QThread destroyed while running aborts the process; a window normally joins its
    # thread in closeEvent, this catches scripts that exit without closing it.
    for runner in list(_live_runners):
        # RuntimeError: its C++ side is already gone, and with it the thread.
        with contextlib.suppress(RuntimeError):
            runner.shutdown()


class AiRunner(QObject):
    """The GUI side: owns the thread, starts and cancels searches, filters stale results."""

    info = Signal(object, object)
    """(SearchRequest, SearchInfo) of the current search only."""
    result = Signal(object, object)
    """(SearchRequest, SearchResult) of the current search only."""
    failed = Signal(object, str)
    busy_changed = Signal(bool)
    _start = Signal(object)

    def __init__(self, search: SearchFunction | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._search = search
        self._process: ProcessSearch | None = None
        """The search's child process, when this runner started one."""
        self._thread: QThread | None = None
        self._worker: AiWorker | None = None
        self._generation = 0
        self._current: SearchRequest | None = None
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)
        _live_runners.add(self)

    @property
    def busy(self) -> bool:
        return self._current is not None

    @property
    def current(self) -> SearchRequest | None:
        return self._current

    @property
    def search_process_id(self) -> int | None:
        """The child process searching for this runner, while it runs."""
        return self._process.pid if self._process is not None else None

    def _ensure_thread(self) -> None:
        if self._thread is not None:
            return
        thread = QThread()
        thread.setObjectName("ai-search")
        search = self._search
        if search is None:
            from ..core.ai.remote import ProcessSearch  # late: the AI package is heavy

            self._process = search = ProcessSearch()
        worker = AiWorker(search)
        worker.moveToThread(thread)
        self._start.connect(worker.run)
        worker.info.connect(self._on_info)
        worker.finished.connect(self._on_finished)
        worker.failed.connect(self._on_failed)
        thread.finished.connect(worker.deleteLater)
        thread.start()
        self._thread = thread
        self._worker = worker

    def start(
        self,
        position: Position,
        limits: Limits,
        *,
        purpose: str = "move",
        rules: Rules = DEFAULT_RULES,
        level: int = 8,
        multipv: int = 1,
        history: tuple[tuple[int, int, int], ...] = (),
    ) -> SearchRequest:
        """Cancel any running search and start a new one."""
        self.cancel()
        self._ensure_thread()
        self._generation += 1
        request = SearchRequest(
            self._generation, position, limits, purpose, rules, level, multipv, history
        )
        self._current = request
        self.busy_changed.emit(True)
        self._start.emit(request)
        return request

    def stop_now(self) -> None:
        """ "Move now": the search returns its best move so far, and that result is used."""
        if self._current is not None:
            self._current.stop.set()

    def cancel(self) -> None:
        """Stop the current search and forget it: its result will be ignored."""
        current = self._current
        if current is None:
            return
        current.stop.set()
        self._generation += 1
        self._current = None
        self.busy_changed.emit(False)

    def shutdown(self) -> None:
        """Stop searching and join the thread (call before the owner goes away)."""
        self.cancel()
        thread = self._thread
        if thread is None:
            return
        self._thread = None
        thread.quit()
        thread.wait()
        self._worker = None
        if self._process is not None:
            self._process.close()
            self._process = None

    def _on_info(self, generation: int, info: SearchInfo) -> None:
        current = self._current
        if current is not None and generation == current.generation:
            self.info.emit(current, info)

    def _on_finished(self, generation: int, result: SearchResult) -> None:
        current = self._current
        if current is None or generation != current.generation:
            return  # a cancelled search finishing late
        self._current = None
        self.busy_changed.emit(False)
        self.result.emit(current, result)

    def _on_failed(self, generation: int, message: str) -> None:
        current = self._current
        if current is None or generation != current.generation:
            return
        self._current = None
        self.busy_changed.emit(False)
        self.failed.emit(current, message)
