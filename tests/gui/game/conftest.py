"""The game's tests: sessions without a window (tests/gui/game/test_session*.py)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from epaminondas_gui.gui.engine_runner import SearchFunction
from epaminondas_gui.gui.session import GameSession

from ..searches import first_move


class Sessions:
    """Makes sessions and shuts their engines down after the test."""

    def __init__(self) -> None:
        self.made: list[GameSession] = []

    def __call__(self, search: SearchFunction | None = first_move) -> GameSession:
        """A session whose computer is ``search`` (None: the real engines, the built-in
        one and those of Preferences)."""
        session = GameSession(search)
        self.made.append(session)
        return session


@pytest.fixture
def sessions() -> Iterator[Sessions]:
    made = Sessions()
    yield made
    for session in made.made:
        session.shutdown()
