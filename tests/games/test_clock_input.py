"""The New game dialog's typed time control: minutes + seconds as the presets."""

from __future__ import annotations

import pytest

from epaminondas_gui.core.games.clock import TimeControl, TimeControlError
from epaminondas_gui.core.games.clock_input import parse_typed, typed_text

READ = [
    ("5+3", TimeControl.fischer(300_000, 3_000)),
    (" 5 + 3 ", TimeControl.fischer(300_000, 3_000)),
    ("10", TimeControl.fischer(600_000)),
    ("1.5+0", TimeControl.fischer(90_000)),
    ("2,5", TimeControl.fischer(150_000)),
    ("90s+2", TimeControl.fischer(90_000, 2_000)),
    ("5 min + 3 s", TimeControl.fischer(300_000, 3_000)),
    ("5m+3", TimeControl.fischer(300_000, 3_000)),
    ("30/move", TimeControl.per_move(30_000)),
    ("30s/move", TimeControl.per_move(30_000)),
    ("White 5+2, Black 1+1", TimeControl.parse("White 300+2, Black 60+1")),
    ("weiß 5+2 schwarz 1+1", TimeControl.parse("White 300+2, Black 60+1")),
    ("blancas 5+2, negras 1+1", TimeControl.parse("White 300+2, Black 60+1")),
]


@pytest.mark.parametrize(("text", "control"), READ)
def test_a_typed_control_is_read_in_minutes_and_seconds(text: str, control: TimeControl) -> None:
    assert parse_typed(text) == control


@pytest.mark.parametrize("text", ["", "-", "5+", "+3", "5x+3", "0", "5/turn", "White 5+3"])
def test_what_is_not_a_control_is_refused(text: str) -> None:
    with pytest.raises(TimeControlError):
        parse_typed(text)


@pytest.mark.parametrize(("control", "text"), [
    (TimeControl.fischer(300_000, 3_000), "5+3"),
    (TimeControl.fischer(90_000, 2_000), "90s+2"),
    (TimeControl.fischer(600_000), "10"),
    (TimeControl.fischer(1_500, 500), "1.5s+0.5"),
    (TimeControl.per_move(5_000), "5/move"),
    (TimeControl.parse("White 300+2, Black 60+1"), "White 5+2, Black 1+1"),
])
def test_a_control_is_written_as_typed_and_read_back(control: TimeControl, text: str) -> None:
    assert typed_text(control) == text
    assert parse_typed(text) == control
