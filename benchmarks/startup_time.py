"""Start-up time: from launching the program to the first painted board.

    .venv/bin/python -m benchmarks.startup_time              # source app, and the bundle if built
    .venv/bin/python -m benchmarks.startup_time --runs 10 --platform xcb   # under a real X server

Each run starts a fresh process with ``EPAMINONDAS_STARTUP_PROBE=1`` (see
``epaminondas_gui/startup_probe.py``), which prints the wall-clock time of the first
paint of the board view and quits; the figure is that time minus the moment just before
the process was spawned. The source app runs ``packaging/launcher.py`` with this
interpreter — the bundle's own entry script, which calls ``epaminondas_gui.app.main`` —
so both measure the same code path. One unmeasured warm-up run per program fills the
file cache. Settings and data go to a temporary directory, never the user's.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from epaminondas_gui.startup_probe import MARKER, PROBE_ENV

ROOT = Path(__file__).resolve().parent.parent
LAUNCHER = ROOT / "packaging" / "launcher.py"
BUNDLE = ROOT / "dist" / "Epaminondas" / "Epaminondas"
TARGET_S = 2.0
RUN_TIMEOUT_S = 60.0


def probe_environment(home: Path, platform: str) -> dict[str, str]:
    env = dict(os.environ)
    env[PROBE_ENV] = "1"
    env["QT_QPA_PLATFORM"] = platform
    # Qt's INI settings follow XDG_CONFIG_HOME; platformdirs follows XDG_DATA_HOME.
    env["XDG_CONFIG_HOME"] = str(home / "config")
    env["XDG_DATA_HOME"] = str(home / "data")
    env["EPAMINONDAS_DATA_DIR"] = str(home / "data" / "Epaminondas")
    return env


def time_to_first_paint(command: list[str], env: dict[str, str]) -> float:
    """Seconds from spawning ``command`` to its first board paint."""
    started = time.time()
    done = subprocess.run(
        command, env=env, capture_output=True, text=True, timeout=RUN_TIMEOUT_S, check=False
    )
    for line in done.stdout.splitlines():
        if line.startswith(MARKER + " "):
            return float(line.split()[1]) - started
    raise RuntimeError(
        f"{command[0]} exited with {done.returncode} without painting the board:\n"
        + done.stdout[-2000:]
        + done.stderr[-2000:]
    )


def measure(name: str, command: list[str], runs: int, env: dict[str, str]) -> list[float]:
    time_to_first_paint(command, env)  # warm-up: file cache, font cache
    times = [time_to_first_paint(command, env) for _ in range(runs)]
    verdict = "ok" if statistics.median(times) < TARGET_S else f"OVER the {TARGET_S:.0f} s target"
    print(
        f"{name:<8} median {statistics.median(times):.2f} s  min {min(times):.2f} s  "
        f"max {max(times):.2f} s  ({runs} runs)  {verdict}",
        flush=True,
    )
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument(
        "--platform", default="offscreen", help="QT_QPA_PLATFORM (default offscreen)"
    )
    parser.add_argument("--bundle", type=Path, default=BUNDLE, help="the built program")
    parser.add_argument("--no-source", action="store_true", help="only the bundle")
    args = parser.parse_args(argv)

    targets: list[tuple[str, list[str]]] = []
    if not args.no_source:
        targets.append(("source", [sys.executable, str(LAUNCHER)]))
    if args.bundle.is_file():
        targets.append(("bundle", [str(args.bundle)]))
    else:
        print(f"bundle   not built ({args.bundle}); run packaging/build to include it")
    if not targets:
        return 1
    print(f"time from launch to the first painted board, QT_QPA_PLATFORM={args.platform}")
    with tempfile.TemporaryDirectory(prefix="epaminondas-startup-") as home:
        env = probe_environment(Path(home), args.platform)
        results = {name: measure(name, command, args.runs, env) for name, command in targets}
    slow = [name for name, times in results.items() if statistics.median(times) >= TARGET_S]
    return 1 if slow else 0


if __name__ == "__main__":
    sys.exit(main())
