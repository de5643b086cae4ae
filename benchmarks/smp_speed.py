"""Search on several cores: time to each depth with 1 and N processes, through the engine
command as the window runs it (``setoption name Threads``).

.venv/bin/python -m benchmarks.smp_speed --threads 2 --movetime 8000 --count 6

For every position, each run reports when each depth was completed; the speed-up is the
one-process time to the deepest depth both runs completed, over the N-process time to it.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

from benchmarks.search_speed import positions
from epaminondas_gui.core.rules.position import Position, to_efn


def engine_command() -> list[str]:
    exe = Path(sys.executable).with_name("epaminondas-engine")
    return [str(exe)] if exe.exists() else [sys.executable, "-m",
                                             "epaminondas_gui.core.engine.server"]


def depth_times(pos: Position, threads: int, movetime: int) -> tuple[dict[int, int], int]:
    """{depth: ms when it was completed} and the nodes of the main process."""
    proc = subprocess.Popen(engine_command(), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            text=True)
    assert proc.stdin is not None and proc.stdout is not None
    commands = [f"setoption name Threads value {threads}", "isready"]
    proc.stdin.write("\n".join(commands) + "\n")
    proc.stdin.flush()
    for line in proc.stdout:
        if line.strip() == "readyok":
            break
    # A first short search starts the helpers, so the measured one does not pay for it.
    proc.stdin.write(f"position efn {to_efn(pos)}\ngo movetime 300\n")
    proc.stdin.flush()
    for line in proc.stdout:
        if line.startswith("bestmove"):
            break
    proc.stdin.write("setoption name Hash value 64\nisready\n")  # same table size both runs
    proc.stdin.flush()
    for line in proc.stdout:
        if line.strip() == "readyok":
            break
    proc.stdin.write(f"position efn {to_efn(pos)}\ngo movetime {movetime}\n")
    proc.stdin.flush()
    times: dict[int, int] = {}
    nodes = 0
    for line in proc.stdout:
        words = line.split()
        if words and words[0] == "info":
            depth = int(words[words.index("depth") + 1])
            times.setdefault(depth, int(words[words.index("time") + 1]))
            nodes = int(words[words.index("nodes") + 1])
        if line.startswith("bestmove"):
            break
    proc.stdin.write("quit\n")
    proc.stdin.flush()
    proc.wait(30)
    return times, nodes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--movetime", type=int, default=8000)
    parser.add_argument("--count", type=int, default=6)
    parser.add_argument("--board", default="14x12")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    width, height = (int(n) for n in args.board.split("x"))
    ratios = []
    deeper = 0
    begin = time.perf_counter()
    for index, pos in enumerate(positions(width, height, args.count, args.seed)):
        one, _ = depth_times(pos, 1, args.movetime)
        many, _ = depth_times(pos, args.threads, args.movetime)
        common = max(set(one) & set(many))
        ratio = one[common] / max(many[common], 1)
        ratios.append(ratio)
        deeper += max(many) - max(one)
        print(f"position {index}: 1 process depth {max(one)} "
              f"({', '.join(f'{d}:{t}' for d, t in sorted(one.items()))} ms); "
              f"{args.threads} processes depth {max(many)} "
              f"({', '.join(f'{d}:{t}' for d, t in sorted(many.items()))} ms); "
              f"time to depth {common}: {ratio:.2f}x", flush=True)
    print(f"time-to-depth speed-up with {args.threads} processes: geometric mean "
          f"{statistics.geometric_mean(ratios):.2f}x over {len(ratios)} positions "
          f"(range {min(ratios):.2f}-{max(ratios):.2f}); depth gained in total {deeper:+d}; "
          f"{time.perf_counter() - begin:.0f} s")


if __name__ == "__main__":
    main()
