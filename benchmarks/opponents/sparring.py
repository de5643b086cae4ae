"""An engine written outside this project, played through its own process.

The engine is not part of the project and not shipped with it: where the development
machine has it (by default ``sparring.py`` in ``shared/opponents`` beside the checkout's
folder, with its README) it is run by its path, never copied: a yardstick whose design
the project did not choose. Without it the gauntlet's other opponents still play. It
speaks one line each way: ``go <EFN> <movetime_ms>`` answered by ``efn <EFN after its
move>`` or ``resign``. The adapter turns its answer back into our legal move (the one that
leads to that position) and reads the search statistics it logs a move (``depth N nodes N
...``).
"""

from __future__ import annotations

import random
import re
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.position import DEFAULT_RULES, Move, Position, Rules

REPO_ROOT = Path(__file__).resolve().parents[2]
DEFAULT_PATH = REPO_ROOT.parent / "shared" / "opponents" / "sparring.py"
"""``shared/opponents/sparring.py`` beside the checkout's folder (where it exists)."""

_STATS = re.compile(r"depth (\d+) nodes (\d+)")


class EngineError(RuntimeError):
    """The outside engine answered something that is not a legal move, or died."""


class SparringOpponent:
    """The outside engine at ``movetime_ms`` a move; ``args`` are its own options
    (``--depth N``, ``--ms-scale F``). One process a game: it keeps the game's positions
    itself, to score repetitions."""

    name = "sparring"

    def __init__(self, movetime_ms: int, path: Path = DEFAULT_PATH,
                 args: Sequence[str] = (), rules: Rules = DEFAULT_RULES) -> None:
        if not path.is_file():
            raise FileNotFoundError(f"the outside engine is not at {path}")
        self.movetime_ms = movetime_ms
        self.rules = rules
        self.nodes = 0
        self.depths: list[int] = []
        self._log = Path(tempfile.mkstemp(prefix="sparring-", suffix=".log")[1])
        self._read = 0
        self.proc = subprocess.Popen(
            [sys.executable, str(path), *args, "--log", str(self._log)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
            text=True, bufsize=1)

    def choose(self, pos: Position, history: list[tuple[int, int, int]],
               rng: random.Random) -> Move | None:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(f"go {pos.efn()} {self.movetime_ms}\n")
        self.proc.stdin.flush()
        answer = self.proc.stdout.readline().strip()
        self._read_stats()
        if answer == "resign":
            return None
        if not answer.startswith("efn "):
            raise EngineError(f"unexpected answer {answer!r} to {pos.efn()}")
        target = Position.from_efn(answer[4:])
        for move in legal_moves(pos, self.rules):
            if pos.play(move) == target:
                return move
        raise EngineError(f"{answer!r} is no legal move from {pos.efn()}")

    def _read_stats(self) -> None:
        """Add the nodes and depths of the moves logged since the last look."""
        try:
            text = self._log.read_text(encoding="utf-8")
        except OSError:
            return
        lines = text.splitlines()
        for line in lines[self._read:]:
            found = _STATS.search(line)
            if found:
                self.depths.append(int(found.group(1)))
                self.nodes += int(found.group(2))
        self._read = len(lines)

    def close(self) -> None:
        if self.proc.poll() is None:
            assert self.proc.stdin is not None
            try:
                self.proc.stdin.write("quit\n")
                self.proc.stdin.flush()
                self.proc.wait(timeout=5)
            except (OSError, subprocess.TimeoutExpired):
                self.proc.kill()
                self.proc.wait()
        self._log.unlink(missing_ok=True)
