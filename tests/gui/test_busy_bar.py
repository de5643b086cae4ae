"""The thinking's busy bar: a block sliding to and fro, a frame every FRAME_MS, only
while shown (a QProgressBar without a range repainted 100 times a second and more and
handed work to Qt's pooled threads at each frame)."""

from __future__ import annotations

import time

import pytest
from pytestqt.qtbot import QtBot

from epaminondas_gui.gui.busy_bar import FRAME_MS, FRAMES, BusyBar


def shown_bar(qtbot: QtBot) -> BusyBar:
    bar = BusyBar()
    qtbot.addWidget(bar)
    bar.resize(200, 6)
    bar.show()
    qtbot.waitExposed(bar)
    return bar


def test_it_slides_only_while_shown(qtbot: QtBot) -> None:
    bar = BusyBar()
    qtbot.addWidget(bar)
    assert not bar.running
    bar.show()
    qtbot.waitExposed(bar)
    assert bar.running
    bar.hide()
    assert not bar.running


def test_one_paint_a_frame_and_a_frame_every_frame_ms(qtbot: QtBot) -> None:
    bar = shown_bar(qtbot)
    began, painted = time.monotonic(), bar.frames_painted
    qtbot.waitUntil(lambda: bar.frame >= 6, timeout=5_000)
    took = time.monotonic() - began
    assert took >= 5 * FRAME_MS / 1000  # no faster than its frames
    qtbot.waitUntil(lambda: bar.frames_painted - painted >= 6, timeout=2_000)
    assert bar.frames_painted - painted <= bar.frame + 2  # a paint a frame, no more


@pytest.mark.parametrize(("frame", "left"), [
    (0, 0.0), (FRAMES // 4, 70.0), (FRAMES // 2, 140.0), (FRAMES * 3 // 4, 70.0),
    (FRAMES - 1, 140.0 / (FRAMES // 2)),
])
def test_the_block_goes_there_and_back(qtbot: QtBot, frame: int, left: float) -> None:
    bar = BusyBar()
    qtbot.addWidget(bar)
    bar.resize(200, 6)
    bar.frame = frame
    block = bar.block()
    assert block.width() == pytest.approx(60.0) and block.height() == 6
    assert block.left() == pytest.approx(left, abs=5.0)
