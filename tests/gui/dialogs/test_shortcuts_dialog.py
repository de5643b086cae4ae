"""Help → Keyboard shortcuts lists the real keys, in the chosen language."""

from __future__ import annotations

import pytest

from epaminondas_gui.gui.dialogs.shortcuts import ShortcutsDialog

from ..conftest import MakeWindow, quiet_prefs


def shown_rows(window, monkeypatch: pytest.MonkeyPatch) -> dict[str, str]:
    seen: list[ShortcutsDialog] = []

    def capture(self: ShortcutsDialog) -> int:
        seen.append(self)
        return 0

    monkeypatch.setattr(ShortcutsDialog, "exec", capture)
    window.help.act_shortcuts.trigger()
    assert seen
    return dict(seen[0].rows())


def test_the_list_holds_the_actions_keys(
    make_window: MakeWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window()
    rows = shown_rows(window, monkeypatch)
    assert rows["Undo"] == "Ctrl+Z"
    assert rows["Hint"] == "H"
    assert rows["Preferences"] == window.view_actions.act_prefs.shortcut().toString()
    assert rows["Save"] == "Ctrl+S"
    assert "Move list: previous / next variation" in rows


def test_the_list_is_translated(make_window: MakeWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window()
    window.apply_preferences(quiet_prefs(language="de"))
    rows = shown_rows(window, monkeypatch)
    assert "Rückgängig" in rows
    assert any(name.startswith("Zugliste") for name in rows)
