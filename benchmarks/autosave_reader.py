"""The soak's read-back of the autosave, in a process of its own.

The soak reads the autosave back as a game every second (and at quiet moments compares it
with the game). Parsing a long game is 50-110 ms of Python: on a thread of the window's
process it held the GIL while the GUI thread waited for it, and the stall meter put the
soak's own work down to the window (the 6-minute soak's gaps over 50 ms: 73 % of their wall
clock blocked, the soak's watch thread the busiest other thread). Here it runs in a child at
the engines' background priority; the caller's thread waits on a pipe, without the GIL.

The child reads one JSON line per game, ``{"text": ...}``, and answers one line:
``{"notation": [moves]}`` or ``{"error": "..."}``.
"""

from __future__ import annotations

import json
import selectors
import subprocess
import sys
import threading
from pathlib import Path

from epaminondas_gui.core.engine.process import popen_options, run_in_background

PROJECT = Path(__file__).resolve().parents[1]


class AutosaveReader:
    """A child process that reads games' text; :meth:`notation` from any thread."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._proc = subprocess.Popen(
            [sys.executable, "-m", "benchmarks.autosave_reader"], cwd=PROJECT,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, encoding="utf-8",
            **popen_options(background=True))
        run_in_background(self._proc)  # the engines' priority: never the window's core

    @property
    def pid(self) -> int:
        return self._proc.pid

    def notation(self, text: str, timeout_s: float = 30.0) -> list[str]:
        """The main line's moves of the game ``text``; ValueError if it does not read."""
        with self._lock:
            stdin, stdout = self._proc.stdin, self._proc.stdout
            assert stdin is not None and stdout is not None
            try:
                stdin.write(json.dumps({"text": text}) + "\n")
                stdin.flush()
            except OSError as exc:
                raise ValueError(f"the autosave reader is gone: {exc}") from exc
            with selectors.DefaultSelector() as selector:
                selector.register(stdout, selectors.EVENT_READ)
                if not selector.select(timeout_s):
                    raise ValueError(f"the autosave reader did not answer in {timeout_s:g} s")
            line = stdout.readline()
        if not line:
            raise ValueError("the autosave reader is gone")
        answer = json.loads(line)
        if "error" in answer:
            raise ValueError(answer["error"])
        return list(answer["notation"])

    def close(self) -> None:
        with self._lock:
            if self._proc.stdin is not None:
                self._proc.stdin.close()
            try:
                self._proc.wait(5)
            except subprocess.TimeoutExpired:
                self._proc.kill()
                self._proc.wait(5)
            if self._proc.stdout is not None:
                self._proc.stdout.close()


def main() -> None:
    from epaminondas_gui.core.games.tree import GameTree

    for line in sys.stdin:
        try:
            notation = GameTree.from_text(json.loads(line)["text"]).main_line().notation()
            answer: dict[str, object] = {"notation": notation}
        except Exception as exc:  # any failure to read is the answer, not the end
            answer = {"error": repr(exc)}
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
