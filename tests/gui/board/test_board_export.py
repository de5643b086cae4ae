"""File → Export board as image: the position shown, with coordinates, as PNG or SVG."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from epaminondas_gui.gui.files.actions import FileActions

from ..conftest import MakeWindow, answer_boxes, drag, human_game


@pytest.mark.parametrize("name", ["board.png", "board.svg", "plain"])
def test_export_board(
    make_window: MakeWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    window = make_window(human_game(8, 8))
    drag(window, "b2", "b3")
    monkeypatch.setattr(FileActions, "choose_export_path", lambda self: tmp_path / name)
    window.files.act_export.trigger()
    written = tmp_path / (name if "." in name else name + ".png")
    assert written.is_file()
    assert "Board saved as" in window.statusBar().currentMessage()
    if written.suffix == ".svg":
        text = written.read_text(encoding="utf-8")
        assert text.lstrip().startswith("<?xml") and "<svg" in text
    else:
        image = QImage(str(written))
        rect = window.board.scene.sceneRect()
        assert image.width() == round(rect.width() * 2)
        # A light and a dark square, pieces: many colours, not a blank picture.
        colours = {image.pixel(x, y) for x in range(0, image.width(), 23)
                   for y in range(0, image.height(), 23)}
        assert len(colours) > 20


def test_export_failure_is_reported(
    make_window: MakeWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window(human_game(8, 8))
    boxes: list[str] = []
    monkeypatch.setattr(
        FileActions, "choose_export_path", lambda self: tmp_path / "missing" / "b.png"
    )
    answer_boxes(monkeypatch, lambda title, text: boxes.append(text))
    window.files.act_export.trigger()
    assert boxes and "could not be saved" in boxes[0]
