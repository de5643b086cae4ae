"""A time source for clock tests that moves only when the test says (no waiting)."""

from __future__ import annotations


class FakeTime:
    """Seconds that move only when the test says."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, ms: int) -> None:
        self.now += ms / 1000
