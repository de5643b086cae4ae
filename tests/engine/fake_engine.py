"""Engines that misbehave, for the engine client's and the window's tests and for
benchmarks/soak.py.

    python tests/engine/fake_engine.py MODE

- ``hang``: answers ``isready``, then never answers ``go`` or ``stop`` (a hung engine);
- ``plain``: a small engine of another design: knows only ``isready``, ``position``,
  ``go`` (with ``movetime``, ``depth``, ``nodes``, ``infinite``: no clocks) and ``stop``;
  refuses every option with ``error unknown option``; plays the first legal move after
  one ``info`` line;
- ``garbage``: ``plain``, but before its move it writes lines no engine should: bytes that
  are not UTF-8, ``info`` lines with missing or broken fields, unknown words, a very long
  line (a robust client reads past them and plays the move);
- ``illegal``: ``plain``, but it answers ``go`` with a move that is not legal;
- ``silent``: answers the first ``isready``, then never prints anything again (it stopped
  answering: neither ``bestmove`` nor ``readyok`` while it "searches");
- ``mute``: reads its input and never prints anything;
- ``stopped``: answers ``go`` (on the 8x8 start) as a three-line search stopped in its
  second depth, whose new first line is the old second line's move;
- ``exit``: exits at once with code 3 after a message on stderr;
- ``declared``: ``plain`` with the ``protocol`` handshake, declaring the one option
  ``Variant`` (``epaminondas`` only); any other ``setoption`` is an error it did not
  expect.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))


def say(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def say_bytes(data: bytes) -> None:
    sys.stdout.flush()
    sys.stdout.buffer.write(data + b"\n")
    sys.stdout.buffer.flush()


def first_move(text: str) -> None:
    say(f"info depth 1 score cp 7 nodes 1 nps 1 time 1 pv {text}")
    say(f"bestmove {text}")


def garbage_then(text: str) -> None:
    say_bytes(b"\xff\xfe\x80 not utf-8 \xc3")
    say("info depth")
    say("info depth x score cp 5")
    say("info score cp")
    say("info score mate 3 pv " + text)
    say("info depth 2 score cp 12 nodes many pv zz-zz")
    say("bogus words from nowhere")
    say("readyok")  # unasked
    say("info string " + "x" * 100_000)
    say("")
    first_move(text)


def illegal(_text: str) -> None:
    say("bestmove a1-a8")


def plain(answer: Callable[[str], None] = first_move, declared: bool = False) -> None:
    """A protocol loop that answers ``go`` with ``answer(first legal move)``; with
    ``declared`` it has the handshake and declares one option."""
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
        elif words[0] == "protocol" and declared:
            say("id name Declared")
            say("id version 2")
            say("option name Variant type combo default epaminondas var epaminondas")
            say("protocolok")
        elif words[0] == "setoption":
            if declared and words[2] != "Variant":
                say(f"error unexpected option '{words[2]}'")
            elif not declared:
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
            answer(move_to_text(position.geometry, legal_moves(position)[0]))
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
    if mode == "declared":
        plain(declared=True)
        return
    if mode == "garbage":
        plain(garbage_then)
        return
    if mode == "illegal":
        plain(illegal)
        return
    answered = False
    for line in sys.stdin:
        if line.strip() != "isready":
            continue
        if mode == "hang" or (mode == "silent" and not answered):
            say("readyok")
            answered = True


if __name__ == "__main__":
    main()
