"""A principal variation as an engine printed it (protocol.py reads ``info`` lines into it),
read into moves only when someone asks for them: most lines a search reports are never
shown."""

from __future__ import annotations

import threading
from collections.abc import Iterator, Sequence
from typing import overload

from ..rules.notation import IllegalMoveError, parse_move
from ..rules.position import DEFAULT_RULES, Move, Position, Rules


class PvLine(Sequence[Move]):
    """A principal variation as an engine printed it, read into moves only as far as they
    are asked for (``line[0]`` reads one move, ``len(line)`` all of them), each once.

    The line ends at the first word that is not a legal move where it stands (an engine's
    line may run past the end of the game). Safe to read from several threads.
    """

    __slots__ = ("_lock", "_moves", "_next", "_position", "_rules", "_words")

    def __init__(self, position: Position, words: Sequence[str],
                 rules: Rules = DEFAULT_RULES) -> None:
        self._words = tuple(words)
        self._rules = rules
        self._position = position
        """Where the next word is read."""
        self._next = 0
        """Index of the next word to read (``len(words)`` once the line has ended)."""
        self._moves: list[Move] = []
        self._lock = threading.Lock()

    @property
    def words(self) -> tuple[str, ...]:
        """The line as the engine printed it."""
        return self._words

    def _read(self, count: int | None) -> list[Move]:
        """The moves read so far, after reading on to ``count`` of them (None: all). The
        list only ever grows, so a caller may index it after the lock is released."""
        with self._lock:
            moves = self._moves
            words = self._words
            while self._next < len(words) and (count is None or len(moves) < count):
                try:
                    move = parse_move(self._position, words[self._next], self._rules)
                except IllegalMoveError:
                    self._next = len(words)
                    break
                moves.append(move)
                self._position = self._position.play(move)
                self._next += 1
            return moves

    @overload
    def __getitem__(self, index: int) -> Move: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[Move, ...]: ...

    def __getitem__(self, index: int | slice) -> Move | tuple[Move, ...]:
        if isinstance(index, slice):
            start, stop = index.start, index.stop
            bounded = stop is not None and stop >= 0 and (start is None or start >= 0)
            return tuple(self._read(stop if bounded else None)[index])
        moves = self._read(index + 1 if index >= 0 else None)
        return moves[index]  # IndexError past the end, as a tuple

    def __len__(self) -> int:
        return len(self._read(None))

    def __bool__(self) -> bool:
        return bool(self._read(1))

    def __iter__(self) -> Iterator[Move]:
        index = 0
        while index < len(moves := self._read(index + 1)):
            yield moves[index]
            index += 1

    def __eq__(self, other: object) -> bool:
        # Equal to the tuple of its moves, as the search's own lines are.
        if isinstance(other, PvLine | tuple):
            return tuple(self) == tuple(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(tuple(self))

    def __repr__(self) -> str:
        return f"PvLine({' '.join(self._words)!r})"
