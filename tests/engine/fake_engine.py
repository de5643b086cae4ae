"""Engines that misbehave, for the engine client's and the window's tests.

    python tests/engine/fake_engine.py MODE

- ``hang``: answers ``isready``, then never answers ``go`` or ``stop`` (a hung engine);
- ``plain``: a small engine of another design: knows only ``isready``, ``position``,
  ``go`` (with ``movetime``, ``depth``, ``nodes``, ``infinite``: no clocks) and ``stop``;
  refuses every option with ``error unknown option``; plays the first legal move after
  one ``info`` line;
- ``mute``: reads its input and never prints anything;
- ``stopped``: answers ``go`` (on the 8x8 start) as a three-line search stopped in its
  second depth, whose new first line is the old second line's move;
- ``exit``: exits at once with code 3 after a message on stderr.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))


def say(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def plain() -> None:
    from epaminondas_gui.core.rules.movegen import legal_moves
    from epaminondas_gui.core.rules.notation import move_to_text, parse_move
    from epaminondas_gui.core.rules.position import Position, parse_efn

    position = Position.start()
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        if words[0] == "isready":
            say("readyok")
        elif words[0] == "setoption":
            say(f"error unknown option '{words[2]}'")
        elif words[0] == "position":
            if words[1] == "startpos":
                position, rest = Position.start(), words[2:]
            else:
                position, rest = parse_efn(f"{words[2]} {words[3]}"), words[4:]
            for text in rest[1:]:
                position = position.play(parse_move(position, text))
        elif words[0] == "go":
            unknown = [w for w in words[1:] if not w.isdecimal()
                       and w not in ("movetime", "depth", "nodes", "infinite")]
            if unknown:
                say(f"error go: unknown limit '{unknown[0]}'")
                continue
            move = legal_moves(position)[0]
            text = move_to_text(position.geometry, move)
            say(f"info depth 1 score cp 7 nodes 1 nps 1 time 1 pv {text}")
            say(f"bestmove {text}")
        elif words[0] == "quit":
            return


STOPPED_SEARCH = (
    "info depth 1 multipv 1 score cp 30 nodes 10 nps 10 time 1 pv a1.a2-a4",
    "info depth 1 multipv 2 score cp 20 nodes 20 nps 10 time 2 pv b1.b2-b4",
    "info depth 1 multipv 3 score cp 10 nodes 30 nps 10 time 3 pv c1.c2-c4",
    "info depth 2 multipv 1 score cp 25 nodes 90 nps 10 time 9 pv b1.b2-b4 a8.a7-a5",
    "bestmove b1.b2-b4",
)


def stopped() -> None:
    for line in sys.stdin:
        if line.strip() == "isready":
            say("readyok")
        elif line.startswith("setoption"):
            say(f"error unknown option '{line.split()[2]}'")
        elif line.startswith("go"):
            for answer in STOPPED_SEARCH:
                say(answer)
        elif line.strip() == "quit":
            return


def main() -> None:
    mode = sys.argv[1]
    if mode == "stopped":
        stopped()
        return
    if mode == "exit":
        print("fake engine: cannot run here", file=sys.stderr)
        sys.exit(3)
    if mode == "plain":
        plain()
        return
    for line in sys.stdin:
        if mode == "hang" and line.strip() == "isready":
            say("readyok")


if __name__ == "__main__":
    main()
