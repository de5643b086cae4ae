"""Saving and loading: atomic writes, autosave, recent files, the games list."""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path
from typing import Any

import pytest

from epaminondas_gui.core.games import storage
from epaminondas_gui.core.games.record import GameRecord, RecordError
from epaminondas_gui.core.games.record_text import write_record
from epaminondas_gui.core.games.storage import (
    MAX_RECENT,
    add_recent_file,
    atomic_write_text,
    autosave,
    autosave_path,
    clear_recent_files,
    data_dir,
    discard_autosave,
    games_dir,
    list_saved_games,
    load_record,
    pending_autosave,
    recent_files,
    remove_recent_file,
    save_record,
)
from epaminondas_gui.core.games.tree import GameTree
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.position import DEFAULT_RULES, Color, Position


@pytest.fixture(autouse=True)
def _never_the_real_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Tests that forget data_home still must not write into the user's real data folder.
    monkeypatch.setenv(storage.DATA_DIR_ENV, str(tmp_path / "default-data"))


@pytest.fixture
def data_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "data"
    monkeypatch.setenv(storage.DATA_DIR_ENV, str(home))
    return home


def small_game(plies: int = 4) -> GameTree:
    tree = GameTree.new(Position.start(8, 8))
    for _ in range(plies):
        play_first(tree)
    return tree


def play_first(tree: GameTree) -> None:
    tree.play(legal_moves(tree.position, tree.rules)[0])


def tagged(tree: GameTree, tags: dict[str, str]) -> GameRecord:
    record = tree.record()
    return GameRecord({**record.tags, **tags}, record.rules, record.root)


# -- directories ------------------------------------------------------------------------


def test_env_var_redirects_and_creates(data_home: Path) -> None:
    assert not data_home.exists()
    assert data_dir() == data_home and data_home.is_dir()
    assert games_dir() == data_home / "games" and games_dir().is_dir()
    assert autosave_path().parent == data_home


def test_platformdirs_isolated_fixture_works(
    platformdirs_isolated: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(storage.DATA_DIR_ENV, raising=False)
    path = data_dir()
    assert path.is_dir()
    assert platformdirs_isolated in path.parents
    assert "Epaminondas" in path.parts


# -- atomic writes ----------------------------------------------------------------------


def test_atomic_write_replaces_and_leaves_no_temp(tmp_path: Path) -> None:
    target = tmp_path / "game.epam"
    atomic_write_text(target, "first\n")
    atomic_write_text(target, "second\nline ü\n")
    assert target.read_bytes() == "second\nline ü\n".encode()
    assert [p.name for p in tmp_path.iterdir()] == ["game.epam"]
    if os.name == "posix":
        assert target.stat().st_mode & 0o777 == 0o644


def test_failed_replace_keeps_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "game.epam"
    target.write_text("old contents\n", encoding="utf-8")

    def broken_replace(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError, match="No space"):
        atomic_write_text(target, "new contents\n")
    assert target.read_text(encoding="utf-8") == "old contents\n"
    assert [p.name for p in tmp_path.iterdir()] == ["game.epam"]


def test_interrupted_write_keeps_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "game.epam"
    target.write_text("old contents\n", encoding="utf-8")
    real_fsync = os.fsync
    calls: list[int] = []

    def crash_on_file_sync(fd: int) -> None:
        # The first fsync is the temp file's, after half the data went out: die there.
        calls.append(fd)
        if len(calls) == 1:
            raise KeyboardInterrupt
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", crash_on_file_sync)
    with pytest.raises(KeyboardInterrupt):
        atomic_write_text(target, "x" * 100_000)
    assert target.read_text(encoding="utf-8") == "old contents\n"
    assert [p.name for p in tmp_path.iterdir()] == ["game.epam"]


def test_save_and_load_record(tmp_path: Path) -> None:
    record = tagged(small_game(), {"White": "Ann", "Black": "Bob"})
    path = tmp_path / "g.epam"
    save_record(path, record)
    loaded = load_record(path)
    assert loaded.mainline_moves() == record.mainline_moves()
    assert loaded.tags["White"] == "Ann"
    path.write_text("1. z9-z10", encoding="utf-8")
    with pytest.raises(RecordError):
        load_record(path)


# -- autosave ---------------------------------------------------------------------------


def test_autosave_after_each_move_and_resume(data_home: Path) -> None:
    assert pending_autosave() is None
    tree = GameTree.new(Position.start(8, 8))
    autosave(tree.record(), {"White": "You", "Black": "AI level 3"})
    assert pending_autosave() is None  # nothing played yet: nothing to resume
    for _ in range(3):
        play_first(tree)
        autosave(tree.record(), {"White": "You", "Black": "AI level 3"})
        resumed = pending_autosave()
        assert resumed is not None
        assert resumed.mainline_moves() == list(tree.main_line().moves)
    assert resumed is not None and resumed.tags["Black"] == "AI level 3"
    assert resumed.final_position() == tree.position
    discard_autosave()
    assert pending_autosave() is None
    discard_autosave()  # twice is fine


def test_autosave_later_does_not_wait_for_the_disk(
    data_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    disk = threading.Event()
    real = storage.atomic_write_text

    def slow(path: str | os.PathLike[str], text: str) -> None:
        assert disk.wait(10)
        real(path, text)

    monkeypatch.setattr(storage, "atomic_write_text", slow)
    tree = GameTree.new(Position.start(8, 8))
    play_first(tree)
    storage.autosave_later(tree.record())  # returns with the disk still busy
    assert not storage.flush_autosave(0.05)
    play_first(tree)
    storage.autosave_later(tree.record())  # replaces the one not yet begun
    disk.set()
    assert storage.flush_autosave()
    resumed = pending_autosave()
    assert resumed is not None and resumed.mainline_moves() == list(tree.main_line().moves)


def test_autosave_later_makes_the_text_on_its_thread_from_the_game_as_it_was(
    data_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Writing a long game's text cost the window 10-15 ms a move: it is made on the
    # autosave thread, from a copy of the game taken at the call.
    disk = threading.Event()
    writers: list[str] = []
    real_write, real_text = storage.atomic_write_text, storage.autosave_text

    def slow(path: str | os.PathLike[str], text: str) -> None:
        assert disk.wait(10)
        real_write(path, text)

    def text(game: GameRecord, tags: dict[str, str] | None = None) -> str:
        writers.append(threading.current_thread().name)
        return real_text(game, tags)

    monkeypatch.setattr(storage, "atomic_write_text", slow)
    monkeypatch.setattr(storage, "autosave_text", text)
    tree = small_game(4)
    tree.set_comment(tree.cursor, "before")
    expected = real_text(tree.record(), {"WhiteLevel": "3"})
    storage.autosave_later(tree.record(), {"WhiteLevel": "3"})
    # The game goes on meanwhile: a move, a comment, a move taken back, a variation.
    tree.set_comment(tree.cursor, "after")
    play_first(tree)
    tree.back()
    tree.back()
    tree.play(legal_moves(tree.position, tree.rules)[-1])
    disk.set()
    assert storage.flush_autosave()
    assert writers == ["autosave"]
    assert autosave_path().read_text(encoding="utf-8") == expected


def test_autosave_later_makes_the_data_folder_on_its_thread_not_the_callers(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A mkdir at every move on the GUI thread showed in the soak's stall profile.
    folder = tmp_path / "not yet" / "there"
    monkeypatch.setenv(storage.DATA_DIR_ENV, str(folder))
    makers: list[str] = []
    real = Path.mkdir

    def mkdir(self: Path, *args: Any, **kwargs: Any) -> None:
        makers.append(threading.current_thread().name)
        real(self, *args, **kwargs)

    monkeypatch.setattr(Path, "mkdir", mkdir)
    tree = small_game(2)
    storage.autosave_later(tree.record())
    storage.discard_autosave_later()
    storage.autosave_later(tree.record())
    assert storage.flush_autosave()
    assert set(makers) == {"autosave"}
    assert GameTree.from_text((folder / storage.AUTOSAVE_NAME).read_text(
        encoding="utf-8")).main_line().moves == tree.main_line().moves


def test_autosave_later_then_discard_leaves_nothing(data_home: Path) -> None:
    tree = GameTree.new(Position.start(8, 8))
    play_first(tree)
    for _ in range(5):
        storage.autosave_later(tree.record())
        storage.discard_autosave_later()
    assert storage.flush_autosave()
    assert not autosave_path().exists()
    storage.autosave_later(tree.record())
    discard_autosave()  # at once: waits for the write, forgets it
    assert not autosave_path().exists()


def test_a_failed_autosave_is_reported(data_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def full(path: str | os.PathLike[str], text: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(storage, "atomic_write_text", full)
    errors: list[OSError] = []
    storage.autosave_later(GameTree.new(Position.start(8, 8)).record(), on_error=errors.append)
    assert storage.flush_autosave()
    assert [e.errno for e in errors] == [28]


def test_crash_during_autosave_loses_only_that_move(
    data_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = small_game(3)
    autosave(game.record())
    play_first(game)

    def crash(src: object, dst: object) -> None:
        raise OSError(5, "I/O error")

    with monkeypatch.context() as patch, pytest.raises(OSError):
        patch.setattr(os, "replace", crash)
        autosave(game.record())
    resumed = pending_autosave()
    assert resumed is not None and resumed.mainline_moves() == list(game.main_line().moves[:3])


def test_finished_or_resigned_games_are_not_offered(data_home: Path) -> None:
    game = small_game(2)
    game.resign(Color.WHITE)
    autosave(game.record())
    assert pending_autosave() is None
    # A game decided on the board: White to move with no pieces has lost.
    over = GameTree.new(Position.from_efn("B7/8/8/8/8/8/8/8 W"))
    autosave(over.record())
    assert pending_autosave() is None


def test_edited_start_without_moves_is_offered(data_home: Path) -> None:
    game = GameTree.new(Position.from_efn("BB6/8/8/8/8/8/8/6WW W"))
    autosave(game.record())
    resumed = pending_autosave()
    assert resumed is not None and resumed.start == game.start


def test_autosave_of_a_record_keeps_variations(data_home: Path) -> None:
    record = GameRecord({}, DEFAULT_RULES, small_game(2).root)
    record.root.add(legal_moves(record.start)[5])
    autosave(record, {"Event": "Study"})
    resumed = pending_autosave()
    assert resumed is not None and len(resumed.root.children) == 2
    assert resumed.tags["Event"] == "Study"
    assert "Event" not in record.tags and "Date" not in record.tags  # caller's tags untouched


def test_damaged_autosave_is_ignored(data_home: Path) -> None:
    data_dir()
    autosave_path().write_bytes(b"\xff\xfe garbage")
    assert pending_autosave() is None
    autosave_path().write_text('[Result "*"]\n\n1. a2-a9 *', encoding="utf-8")
    assert pending_autosave() is None


# -- recent files -----------------------------------------------------------------------


def make_files(folder: Path, count: int) -> list[Path]:
    folder.mkdir(exist_ok=True)
    out = []
    for i in range(count):
        path = folder / f"g{i:02}.epam"
        path.write_text("*\n", encoding="utf-8")
        out.append(path)
    return out


def test_recent_files_order_dedup_and_limit(data_home: Path, tmp_path: Path) -> None:
    files = make_files(tmp_path / "games", 13)
    assert recent_files() == []
    for path in files:
        add_recent_file(path)
    recent = recent_files()
    assert recent == list(reversed(files))[:MAX_RECENT]
    # Re-adding moves to the top without duplicating, also via another spelling.
    other_spelling = files[5].parent / ".." / "games" / files[5].name
    assert add_recent_file(other_spelling)[0] == files[5]
    recent = recent_files()
    assert recent[0] == files[5] and recent.count(files[5]) == 1 and len(recent) == MAX_RECENT


def test_recent_files_prune_missing_and_remove(data_home: Path, tmp_path: Path) -> None:
    a, b, c = make_files(tmp_path / "games", 3)
    for path in (a, b, c):
        add_recent_file(path)
    b.unlink()
    assert recent_files() == [c, a]
    assert remove_recent_file(c) == [a]
    clear_recent_files()
    assert recent_files() == []


@pytest.mark.parametrize(
    "content",
    [
        b"{not json",
        b"\xff\xfe\x00",
        b"[1, 2, 3]",
        b'{"files": "nope"}',
        b'{"files": [1, null, {"a": 1}, "", "bad\\u0000name"]}',
        b"",
    ],
)
def test_corrupt_recent_list_is_ignored(data_home: Path, tmp_path: Path, content: bytes) -> None:
    data_dir()
    storage.recent_files_path().write_bytes(content)
    assert recent_files() == []
    (game,) = make_files(tmp_path / "games", 1)
    assert add_recent_file(game) == [game]
    stored = json.loads(storage.recent_files_path().read_text(encoding="utf-8"))
    assert stored["files"] == [str(game)]


def test_unwritable_recent_list_does_not_raise(
    data_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (game,) = make_files(tmp_path / "games", 1)

    def refuse(path: object, text: str) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(storage, "atomic_write_text", refuse)
    assert add_recent_file(game) == [game]


# -- games browser ----------------------------------------------------------------------


def test_list_saved_games_with_a_corrupt_file(tmp_path: Path) -> None:
    folder = tmp_path / "games"
    folder.mkdir()
    first = tagged(small_game(4), {"White": "Ann", "Black": "Bob", "Date": "2026.11.20"})
    second = tagged(small_game(6), {"White": "Cy", "Black": "Di"})
    save_record(folder / "a.epam", first)
    save_record(folder / "b.EPAM", second)
    os.utime(folder / "a.epam", (1_000_000, 1_000_000))  # older
    (folder / "broken.epam").write_text('[White "x"\n', encoding="utf-8")
    (folder / "binary.epam").write_bytes(b"\x00\x01\x02")
    (folder / "notes.txt").write_text("not a game", encoding="utf-8")
    (folder / "dir.epam").mkdir()

    listing = list_saved_games(folder)
    assert [g.path.name for g in listing.games] == ["b.EPAM", "a.epam"]
    newest, oldest = listing.games
    assert (oldest.white, oldest.black, oldest.date, oldest.moves) == (
        "Ann",
        "Bob",
        "2026.11.20",
        4,
    )
    assert oldest.result == "*" and oldest.board == "8x8"
    assert newest.moves == 6 and newest.white == "Cy"
    bad = {u.path.name: u.error for u in listing.unreadable}
    assert set(bad) == {"broken.epam", "binary.epam"}
    assert "line 1, column 1" in bad["broken.epam"]


def test_list_saved_games_missing_folder_and_stop(tmp_path: Path) -> None:
    listing = list_saved_games(tmp_path / "nowhere")
    assert listing.games == [] and len(listing.unreadable) == 1
    folder = tmp_path / "games"
    folder.mkdir()
    for i in range(3):
        (folder / f"{i}.epam").write_text(write_record(GameRecord()), encoding="utf-8")
    assert len(list_saved_games(folder).games) == 3
    assert list_saved_games(folder, stop=lambda: True).games == []


def test_list_saved_games_default_folder(data_home: Path) -> None:
    save_record(games_dir() / "x.epam", small_game(2).record())
    assert [g.moves for g in list_saved_games().games] == [2]
