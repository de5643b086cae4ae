"""The game as a document: the File menu, saving and opening, the window title's file
name and modified mark, autosave and resuming, and the position editor's entry point.

The window creates one :class:`FileActions` after its first game has started, places its
File menu and its "Set up position" action, and routes its own "new game" and close
through :meth:`FileActions.maybe_save`. The controller
tells a game it started itself (opened, pasted, resumed, set up) from one the window
started (new game) by the identity of the session's game tree: any other new tree is an
untitled game (switching between variations keeps the tree). Whether the game has
changes its file does not have is the tree's own :attr:`~...core.games.tree.GameTree.modified`.
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from datetime import UTC, datetime
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QDialog, QFileDialog, QMenu, QMessageBox

from ...core.games import storage
from ...core.games.players import Human, default_name, players_to_tags
from ...core.games.record import GameRecord
from ...core.games.tree import GameTree
from ...core.rules.position import Variant
from ..board.export import export_board
from ..board.scene import BoardScene
from ..dialogs import boxes
from ..dialogs.editor import EditorChoice, EditorDialog
from ..dialogs.titles import fit_message_title
from ..session import GameSession
from ..settings import GameSetup
from ..texts import board_name, variant_name, when_text
from ..window_services import WindowServices
from . import dialogs
from .browser import browse_saved_games
from .loader import LoadedGame, LoadFailure, RecordLoader, read_game
from .recent_menu import RecentMenu
from .saver import RecordSaver, SaveDone

# In the autosave only: the file the game belongs to. (Older versions also wrote whether
# the game had changes; an autosave is only written when it has.)
AUTOSAVE_FILE_TAG = "AutosaveOf"
LEGACY_MODIFIED_TAG = "AutosaveModified"

#: How long closing the window waits for the last autosave to be written.
CLOSE_FLUSH_S = 2.0
#: How long closing, replacing or opening a game waits for a save being written.
SAVE_WAIT_S = 10.0

GameKey = tuple[int, int]
"""(which game tree, its revision): equal keys, nothing new to autosave."""


def setup_for(tree: GameTree) -> GameSetup:
    """The GameSetup of a game from a record: its board and rules, and who played as
    its player tags say (a person where they say nothing)."""
    geo = tree.start.geometry
    white, black = tree.players()
    return GameSetup(
        width=geo.width,
        height=geo.height,
        rows=None,
        symmetry=tree.rules.symmetry,
        white=white or Human(),
        black=black or Human(),
        variant=tree.rules.variant,
        zone=tree.rules.zone,
    )


def headless() -> bool:
    """No screen, so nobody could answer a question (tests, the packaged self-test)."""
    return QGuiApplication.platformName() in ("offscreen", "minimal")


class UnsavedAnswer(Enum):
    SAVE = "save"
    DISCARD = "discard"
    CANCEL = "cancel"


class FileActions(QObject):
    """Owns the File menu's actions and the game's file, title and autosave."""

    game_starting = Signal(object)
    """(GameSetup): another game is about to be shown (the window closes the last
    result and turns the board to the human's side)."""
    play_from_position = Signal(object, object)
    """(Position, Rules): the editor's "Play from here": choose the players for a game
    from there."""
    analyse_requested = Signal()
    """The editor's "Analyse": turn the analysis on for the position set up."""
    title_changed = Signal(str, bool)
    """(title, modified): the window's title (``[*]`` marks where "modified" shows), when
    either changes (the window asked at every move for the same title)."""
    opened = Signal(object, bool)
    """(Path, shown): an :meth:`open_path` has ended: its game is on screen, or not (the
    file could not be read, which was reported, or the player kept the game shown)."""
    saved = Signal(object, bool)
    """(Path, written): a save has ended; the game is in the file, or the player was told
    why not."""
    _autosave_failed = Signal(str)
    """Emitted on the autosave thread, delivered in the GUI thread."""

    def __init__(self, host: WindowServices, session: GameSession, scene: BoardScene,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self.session = session
        self.scene = scene
        self.path: Path | None = None
        """The file the game was opened from or last saved to; None while untitled."""
        self.ask_before_discarding = False
        """Whether closing or replacing a changed game asks first. app.main() turns it on:
        scripts, tests and the self-test drive windows that nobody could answer for."""
        self._tree: GameTree | None = None
        """The game the file belongs to (None until the window shows its first game)."""
        self._loading = False
        self._autosaved_key: GameKey | None = None
        self._title: tuple[str, bool] | None = None
        """The title and "modified" last told (:meth:`update_title`)."""
        self._open_asked = False
        """Whether the newest open's changed game was already saved or given up."""
        # Saves are written on a thread of their own (a busy disk's sync held the window
        # 150 ms); a game opened reads its file once they have been written.
        self.saver = RecordSaver(self)
        self.saver.finished.connect(self._on_saved)
        self.loader = RecordLoader(self, before_read=lambda: self.saver.flush(SAVE_WAIT_S))
        self.loader.finished.connect(self._on_loaded)
        self._build()
        self.session.state_changed.connect(self._on_state_changed)
        self._autosave_failed.connect(self._show_autosave_failure)
        self.retranslate()

    # -- construction ----------------------------------------------------------------------

    def _action(self, name: str, shortcut: str | None, slot: object) -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        return action

    def _build(self) -> None:
        self.act_open = self._action("open", "Ctrl+O", self.open_dialog)
        self.act_browse = self._action("saved_games", "Ctrl+Shift+O", self.browse)
        self.act_save = self._action("save", "Ctrl+S", self.save)
        self.act_save_as = self._action("save_as", "Ctrl+Shift+S", self.save_as)
        self.act_copy = self._action("copy_game", "Ctrl+Shift+C", self.copy_game)
        self.act_paste = self._action("paste_game", "Ctrl+Shift+V", self.paste_game)
        self.act_setup_position = self._action("setup_position", "Ctrl+E", self.edit_position)
        self.act_export = self._action("export_board", None, self.export_board)
        self.actions = [self.act_open, self.act_browse, self.act_save, self.act_save_as,
                        self.act_copy, self.act_paste, self.act_setup_position, self.act_export]
        """Every action (the window registers their shortcuts)."""
        parent = self.host.widget()
        self.recent_menu = RecentMenu(self._open_recent, parent)
        self.menu_file = QMenu(parent)
        self.menu_file.setObjectName("FileMenu")
        menu = self.menu_file
        menu.addAction(self.act_open)
        menu.addMenu(self.recent_menu)
        menu.addAction(self.act_browse)
        menu.addSeparator()
        menu.addAction(self.act_save)
        menu.addAction(self.act_save_as)
        menu.addSeparator()
        menu.addAction(self.act_copy)
        menu.addAction(self.act_paste)
        menu.addAction(self.act_export)
        menu.addSeparator()

    def retranslate(self) -> None:
        texts: list[tuple[QAction, str, str]] = [
            (self.act_open, self.tr("&Open…"), self.tr("Open a saved game")),
            (
                self.act_browse,
                self.tr("Saved &games…"),
                self.tr("Browse the games in your games folder"),
            ),
            (self.act_save, self.tr("&Save"), self.tr("Save the game")),
            (self.act_save_as, self.tr("Save &as…"), self.tr("Save the game to a new file")),
            (
                self.act_copy,
                self.tr("&Copy game"),
                self.tr("Copy the whole game record as text"),
            ),
            (
                self.act_paste,
                self.tr("&Paste game"),
                self.tr("Open a game record from the clipboard"),
            ),
            (
                self.act_export,
                self.tr("&Export board as image…"),
                self.tr("Save the position shown as a PNG or SVG picture"),
            ),
            (
                self.act_setup_position,
                self.tr("Set up &position…"),
                self.tr("Place pieces freely, then play or analyse from there"),
            ),
        ]
        for action, text, tip in texts:
            action.setText(text)
            action.setToolTip(tip)
            action.setStatusTip(tip)
        self.menu_file.setTitle(self.tr("&File"))
        self.recent_menu.retranslate()
        self.update_title()

    # -- state -----------------------------------------------------------------------------

    def _key(self) -> GameKey:
        tree = self.session.tree
        return (tree.serial, tree.revision)

    def is_modified(self) -> bool:
        return self.session.tree.modified

    def display_name(self) -> str:
        return self.path.name if self.path is not None else self.tr("untitled")

    def update_title(self) -> None:
        geo = self.session.tree.start.geometry
        size = board_name(geo).replace(" × ", "×")
        # "[*]" is where Qt shows the modified mark; Qt adds the program's name (the
        # application's display name) itself, so only a variant's name is added here.
        variant = self.session.rules.variant
        if variant is Variant.EPAMINONDAS:
            title = self.tr("%1[*] (%2)").replace("%2", size)
        else:
            title = (
                self.tr("%1[*] (%2, %3)").replace("%2", variant_name(variant)).replace("%3", size)
            )
        shown = (title.replace("%1", self.display_name()), self.is_modified())
        if shown != self._title:
            self._title = shown
            self.title_changed.emit(*shown)

    def _on_state_changed(self) -> None:
        if self._loading:
            return  # start_game() takes over once the game is in place
        if self.session.tree is not self._tree:
            first = self._tree is None
            # A game the window started replaces a file still being read.
            self.loader.cancel()
            # The window started a game (New game, or a test's session.load_tree): untitled.
            self._adopt(None, saved=True)
            if first:
                # Not autosaved until it changes: the last session's autosave may still be
                # waiting for offer_resume().
                self._autosaved_key = self._key()
        key = self._key()
        if key != self._autosaved_key:
            self._autosave(key)
        self.update_title()

    def _adopt(self, path: Path | None, saved: bool) -> None:
        self._tree = tree = self.session.tree
        self.path = path
        if saved:
            tree.mark_saved()
        else:
            tree.mark_modified()

    def _autosave(self, key: GameKey) -> None:
        self._autosaved_key = key
        try:
            if self.session.tree.result() is not None or not self.is_modified():
                # Nothing to resume: the game is over, or its file holds it as it is.
                storage.discard_autosave_later()
            else:
                record = self.record()
                # What resuming needs to carry on as if nothing happened: the file the game
                # belongs to (it has changes that file does not have).
                if self.path is not None:
                    record.tags[AUTOSAVE_FILE_TAG] = str(self.path)
                # Written on the autosave thread: a move never waits for the disk.
                storage.autosave_later(record, on_error=self._autosave_error)
        except OSError as exc:
            self._show_autosave_failure(exc.strerror or str(exc))

    def _autosave_error(self, exc: OSError) -> None:
        # On the autosave thread; the window may have closed meanwhile.
        with contextlib.suppress(RuntimeError):
            self._autosave_failed.emit(exc.strerror or str(exc))

    def _show_autosave_failure(self, reason: str) -> None:
        self.host.show_status(
            self.tr("The game could not be autosaved: %1").replace("%1", reason), 8000)

    def shutdown(self) -> None:
        """Before the window closes: the last autosave is on disk (bounded wait), and a
        file still being read is not shown."""
        self.loader.cancel()
        self.saver.flush(CLOSE_FLUSH_S)
        storage.flush_autosave(CLOSE_FLUSH_S)

    def record(self) -> GameRecord:
        """The game to save: every line played, with the main line's result, its tags
        (Game → Properties), who plays (the player tags) and their names where the game
        has none."""
        record = self.session.tree.record()
        tags = dict(record.tags)
        setup = self.session.setup
        tags.setdefault("Event", "Casual game")
        tags.setdefault("White", default_name(setup.white))
        tags.setdefault("Black", default_name(setup.black))
        players_to_tags(tags, setup.white, setup.black)
        return GameRecord(tags, record.rules, record.root)

    def start_tree(
        self, tree: GameTree, setup: GameSetup, *, path: Path | None = None, saved: bool = False
    ) -> None:
        """Show and continue the game ``tree`` with these players; ``saved``: it is in
        ``path`` as it is (else it counts as changed)."""
        self.loader.cancel()  # this game, not a file still being read
        self.game_starting.emit(setup)
        self._loading = True
        try:
            self.session.load_tree(tree, setup)
        finally:
            self._loading = False
        self._adopt(path, saved)
        self._on_state_changed()

    def start_record(self, record: GameRecord, path: Path | None, *, saved: bool,
                     tree: GameTree | None = None) -> None:
        """Show the game of ``record`` (``tree``: its tree, already built from it)."""
        tags = record.tags
        resumed_file = tags.pop(AUTOSAVE_FILE_TAG, None)
        tags.pop(LEGACY_MODIFIED_TAG, None)
        if resumed_file is not None and path is None and Path(resumed_file).is_file():
            # A resumed game goes on belonging to its file, with the changes it lacks.
            path = Path(resumed_file)
        if tree is None:
            tree = GameTree(record)
        self.start_tree(tree, setup_for(tree), path=path, saved=saved)

    # -- questions (tests replace these) ------------------------------------------------------

    def ask_unsaved(self) -> UnsavedAnswer | None:
        """Save, discard or keep the changed game; None when nobody can be asked."""
        if headless() or not self.ask_before_discarding:
            return None
        box = QMessageBox(self.host.widget())
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Unsaved game"))
        box.setText(self.tr("Do you want to save the current game first?"))
        fit_message_title(box)
        buttons = QMessageBox.StandardButton
        box.setStandardButtons(buttons.Save | buttons.Discard | buttons.Cancel)
        box.setDefaultButton(buttons.Save)
        answer = box.exec()
        if answer == buttons.Save:
            return UnsavedAnswer.SAVE
        if answer == buttons.Discard:
            return UnsavedAnswer.DISCARD
        return UnsavedAnswer.CANCEL

    def ask_resume(self, record: GameRecord) -> bool:
        if headless():
            return False
        played = storage.autosave_time()
        text = (
            self.tr("Resume the unfinished game you last played %1?").replace(
                "%1", when_text(played, datetime.now(UTC)))
            if played is not None
            else self.tr("Resume the unfinished game from an earlier session?")
        )
        return boxes.question(self.host.widget(), self.tr("Resume game"), text)

    def maybe_save(self) -> bool:
        """Before the game is replaced or the window closes: False to stay (Cancel)."""
        if not self.session.tree.mainline() or not self.is_modified():
            return True
        answer = self.ask_unsaved()
        if answer is UnsavedAnswer.SAVE:
            return self.save() and self._saved_now()
        if answer is UnsavedAnswer.DISCARD:
            # Discarded means gone: not offered for resuming at the next start either.
            storage.discard_autosave_later()
            self._autosaved_key = self._key()
        return answer is not UnsavedAnswer.CANCEL

    # -- File menu -------------------------------------------------------------------------

    def open_dialog(self) -> None:
        # Asked before choosing: a question about the game on screen after a file was
        # chosen comes too late to make sense.
        if not self.maybe_save():
            return
        path = dialogs.choose_open_path(self.host.widget())
        if path is not None:
            self.open_path(path, asked=True)

    def browse(self) -> None:
        if not self.maybe_save():
            return
        path = browse_saved_games(self.host.widget(), self.host.board_theme())
        if path is not None:
            self.open_path(path, asked=True)

    def open_path(self, path: str | Path, asked: bool = False) -> None:
        """Open a game file (menu, recent list, browser, match dialog, Finder); ``asked``:
        whether the changed game on screen was already saved or given up. The record is
        read and checked on a thread of its own (a long game's takes 60-105 ms); the game
        is shown when it is ready, and :attr:`opened` says how it ended. Another open, a
        new game or the window's closing meanwhile cancels this one."""
        self._open_asked = asked
        self.loader.load(Path(path))

    def open_now(self, path: str | Path) -> bool:
        """Open a game file and wait for it (the command line's file, at start-up, when
        the start-up questions must know whether a game was opened)."""
        self.loader.cancel()
        self.saver.flush(SAVE_WAIT_S)
        return self._show_loaded(read_game(Path(path), remember=True), asked=False)

    def _on_loaded(self, _ticket: int, result: LoadedGame | LoadFailure) -> None:
        if self._show_loaded(result, self._open_asked):
            # Only a game shown goes to the recent list (read_game above remembers too).
            self.loader.remember(result.path)

    def _show_loaded(self, result: LoadedGame | LoadFailure, asked: bool) -> bool:
        if isinstance(result, LoadFailure):
            dialogs.show_load_error(self.host.widget(), result.path, result.error)
            self.opened.emit(result.path, False)
            return False
        if not (asked or self.maybe_save()):
            self.opened.emit(result.path, False)
            return False
        self.start_record(result.record, result.path, saved=True, tree=result.tree)
        self.host.show_status(
            self.tr("Opened %1").replace("%1", result.path.name), 4000
        )
        self.opened.emit(result.path, True)
        return True

    def _open_recent(self, path: Path) -> None:
        self.open_path(path)

    def save(self) -> bool:
        """Save to the game's file (or ask for one): False if no file was chosen. The
        file is written on the saver's thread; :attr:`saved` tells how it ended."""
        if self.path is None:
            return self.save_as()
        self._write(self.path, self.record())
        return True

    def save_as(self) -> bool:
        record = self.record()
        path = dialogs.choose_save_path(
            self.host.widget(), dialogs.suggested_file_name(record)
        )
        if path is None:
            return False
        self._write(path, record)
        return True

    def _write(self, path: Path, record: GameRecord) -> None:
        tree = self.session.tree
        self.saver.save(path, record, tree.serial, tree.revision)

    def _saved_now(self) -> bool:
        """Wait (bounded) for the saves asked for, show how they ended; whether the game
        shown is saved (the window may close or show another game)."""
        self.saver.flush(SAVE_WAIT_S)
        self.saver.deliver()
        return not self.is_modified()

    def _on_saved(self, done: SaveDone) -> None:
        if done.error is not None:
            dialogs.show_save_error(self.host.widget(), done.path, done.error)
            self.saved.emit(done.path, False)
            return
        tree = self.session.tree
        if tree.serial == done.serial:  # not another game shown since
            self.path = done.path
            tree.mark_saved(done.revision)  # changed since, if the game went on
            if not tree.modified:
                # The game is safe in its file now (storage's rule: discard after saving).
                storage.discard_autosave_later()
                self._autosaved_key = self._key()
            self.update_title()
        self.host.show_status(
            self.tr("Saved %1").replace("%1", done.path.name), 4000
        )
        self.saved.emit(done.path, True)

    def choose_export_path(self) -> Path | None:
        """Ask where to save the board picture (tests replace this)."""
        name, _filter = QFileDialog.getSaveFileName(
            self.host.widget(),
            self.tr("Export board as image"),
            str(storage.games_dir() / "board.png"),
            self.tr("PNG image (*.png);;SVG drawing (*.svg)"),
        )
        return Path(name) if name else None

    def export_board(self) -> None:
        path = self.choose_export_path()
        if path is None:
            return
        try:
            written = export_board(self.scene, path)
        except OSError as exc:
            boxes.warning(
                self.host.widget(),
                self.tr("Cannot export the board"),
                self.tr("The picture could not be saved: %1").replace("%1", str(exc)),
            )
            return
        self.host.show_status(
            self.tr("Board saved as %1").replace("%1", written.name), 4000
        )

    def copy_game(self) -> None:
        dialogs.copy_record(self.record())
        self.host.show_status(self.tr("Game copied to the clipboard."), 4000)

    def paste_game(self) -> None:
        record = dialogs.paste_record(self.host.widget())
        if record is None or not self.maybe_save():
            return
        self.start_record(record, None, saved=False)

    # -- autosave --------------------------------------------------------------------------

    def offer_resume(self) -> bool:
        """At start-up: offer the game the last session left unfinished. Returns whether
        it was resumed; a declined one is discarded."""
        record = storage.pending_autosave()
        if record is None:
            return False
        if not self.ask_resume(record):
            storage.discard_autosave()
            return False
        self.start_record(record, None, saved=False)
        return True

    def open_startup(self, arguments: Sequence[str]) -> bool:
        """Once the window is shown: open the file named on the command line (the first
        argument that is not an option), else offer to resume the autosaved game.
        Returns whether a game was opened or resumed."""
        names = [arg for arg in arguments if arg and not arg.startswith("-")]
        if not names:
            return self.offer_resume()
        opened = self.open_now(names[0])
        if len(names) > 1:
            # One game at a time ("Open with" on several files): the others are named,
            # not dropped without a word.
            self.host.show_status(self.tr("One game at a time: %1 not opened.").replace(
                "%1", ", ".join(Path(name).name for name in names[1:])), 10000)
        return opened

    # -- position editor -------------------------------------------------------------------

    def edit_position(self) -> None:
        s = self.session
        board_theme = self.host.board_theme()
        dialog = EditorDialog(s.shown_position, s.rules, board_theme, self.host.widget())
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        position = dialog.position()
        rules = dialog.rules()
        if dialog.choice is EditorChoice.PLAY:
            # "Play from here": the players (a human, the computer) are chosen as for any
            # new game.
            self.play_from_position.emit(position, rules)
            return
        if not self.maybe_save():
            return
        geo = position.geometry
        humans = GameSetup(geo.width, geo.height, None, rules.symmetry, Human(), Human(),
                           rules.variant, rules.zone)
        self.start_tree(GameTree.new(position, rules), humans, saved=True)
        if dialog.choice is EditorChoice.ANALYSE:
            # The analysis mode belongs to the window (if this build has one).
            self.analyse_requested.emit()
