"""Preferences and window state, stored with QSettings in an INI file.

Everything goes through :func:`open_settings`, so tests redirect all of it with
``QSettings.setPath(IniFormat, UserScope, tmp_path)`` (see tests/gui/conftest.py).
"""

from __future__ import annotations

import json
import os
import shlex
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import TypeVar

from PySide6.QtCore import QByteArray, QSettings

from ..core.ai.levels import MAX_LEVEL
from ..core.engine.client import EngineSpec, builtin_engine
from ..core.games.clock import NO_TIME_CONTROL, TimeControl, TimeControlError
from ..core.games.players import DEFAULT_LEVEL, Computer, Human, PlayerSpec
from ..core.rules.geometry import Shape
from ..core.rules.position import Color, Position, Rules, SymmetryRule, Variant, Zone
from .settings_writer import writer
from .theme import BoardStyle, PieceStyle, ThemeName, default_board

T = TypeVar("T")

ORGANIZATION = "Epaminondas"
APPLICATION = "Epaminondas"

#: Animation speeds offered in Preferences: name -> milliseconds per move (0 = off).
ANIMATION_SPEEDS: dict[str, int] = {"off": 0, "fast": 110, "normal": 200, "slow": 380}
#: "system" follows the desktop locale.
LANGUAGES = ("system", "en", "de", "es")


def open_settings() -> QSettings:
    # What was given to the writer thread is seen here (it is set in microseconds).
    writer.wait_applied()
    return QSettings(
        QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANIZATION, APPLICATION
    )


@dataclass
class GameSetup:
    """What the New game dialog chooses."""

    width: int = 14
    height: int = 12
    rows: int | None = None
    """Starting rows per side; None for the size's standard."""
    symmetry: SymmetryRule = SymmetryRule.MIDLINE
    white: PlayerSpec = field(default_factory=Human)
    black: PlayerSpec = field(default_factory=lambda: Computer(DEFAULT_LEVEL))
    variant: Variant = Variant.EPAMINONDAS
    """Which game: Epaminondas, Abanondas (phalanxes may also sideslip) or Heximinondas."""
    zone: Zone = Zone.CORNER
    """Heximinondas's win zones (the other games ignore it)."""
    time_control: TimeControl = NO_TIME_CONTROL
    """The clocks of a new game (none by default)."""

    def player(self, color: Color) -> PlayerSpec:
        return self.white if color is Color.WHITE else self.black

    def rules(self) -> Rules:
        return Rules(self.symmetry, self.variant, self.zone)

    def start(self) -> Position:
        """The first position: the chosen size of a rectangle, or the variant's own board
        (the hexagon has one size)."""
        if self.variant.traits.shape is Shape.RECTANGLE:
            return Position.start(self.width, self.height, self.rows)
        return Position.variant_start(self.variant)


@dataclass
class Preferences:
    highlight_moves: bool = True
    show_coordinates: bool = True
    animation: str = "normal"
    sound: bool = True
    theme: ThemeName = ThemeName.LIGHT
    board: BoardStyle = BoardStyle.WOOD
    """The board's colours (in the shade of the window's theme)."""
    pieces: PieceStyle = PieceStyle.SHADED
    language: str = "system"
    analysis_engine: str = ""
    """The engine of analysis and review: a name from Preferences -> Engines, "" built-in."""
    analysis_limit_s: int = 180
    """How long the analysis of one position runs before it stops by itself; 0: no limit."""
    search_processes: int = field(default_factory=lambda: default_search_processes())
    """Processes of the full-strength search (level 8, hints, analysis): the cores."""
    computer_move_ms: int = 1000
    """A computer's move is shown no sooner than this after the move before it, so that
    a quick computer can be followed by eye (0: at once)."""

    @property
    def animation_ms(self) -> int:
        return ANIMATION_SPEEDS.get(self.animation, ANIMATION_SPEEDS["normal"])


#: The longest a computer's move may be held back for watching (Preferences).
MAX_COMPUTER_MOVE_MS = 10_000

#: Search processes offered at most (the lazy-SMP search gains little beyond this in Python).
MAX_SEARCH_PROCESSES = 8


def default_search_processes() -> int:
    """One search process per core, up to :data:`MAX_SEARCH_PROCESSES`."""
    return max(1, min(os.cpu_count() or 1, MAX_SEARCH_PROCESSES))


def _bool(value: object, default: bool) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, str):
        return value.strip().lower() in ("1", "true", "yes", "on")
    return default


def _int(value: object, default: int, low: int, high: int) -> int:
    try:
        number = int(str(value))
    except ValueError:
        return default
    return number if low <= number <= high else default


def load_preferences(settings: QSettings | None = None) -> Preferences:
    """The stored preferences; unknown or broken values fall back to the defaults."""
    s = settings or open_settings()
    d = Preferences()
    animation = str(s.value("prefs/animation", d.animation))
    language = str(s.value("prefs/language", d.language))
    try:
        theme = ThemeName(str(s.value("prefs/theme", d.theme.value)))
    except ValueError:
        theme = d.theme
    try:
        board = BoardStyle(str(s.value("prefs/board", default_board(theme).value)))
    except ValueError:
        board = default_board(theme)
    try:
        pieces = PieceStyle(str(s.value("prefs/pieces", d.pieces.value)))
    except ValueError:
        pieces = d.pieces
    return Preferences(
        highlight_moves=_bool(s.value("prefs/highlight_moves"), d.highlight_moves),
        show_coordinates=_bool(s.value("prefs/show_coordinates"), d.show_coordinates),
        animation=animation if animation in ANIMATION_SPEEDS else d.animation,
        sound=_bool(s.value("prefs/sound"), d.sound),
        theme=theme,
        board=board,
        pieces=pieces,
        language=language if language in LANGUAGES else d.language,
        analysis_engine=str(s.value("prefs/analysis_engine", d.analysis_engine)),
        analysis_limit_s=_int(
            s.value("prefs/analysis_limit_s", d.analysis_limit_s), d.analysis_limit_s, 0, 86400
        ),
        search_processes=_int(s.value("prefs/search_processes", d.search_processes),
                              d.search_processes, 1, MAX_SEARCH_PROCESSES),
        computer_move_ms=_int(s.value("prefs/computer_move_ms", d.computer_move_ms),
                              d.computer_move_ms, 0, MAX_COMPUTER_MOVE_MS),
    )


def save_preferences(prefs: Preferences, settings: QSettings | None = None) -> None:
    s = settings or open_settings()
    s.setValue("prefs/highlight_moves", prefs.highlight_moves)
    s.setValue("prefs/show_coordinates", prefs.show_coordinates)
    s.setValue("prefs/animation", prefs.animation)
    s.setValue("prefs/sound", prefs.sound)
    s.setValue("prefs/theme", prefs.theme.value)
    s.setValue("prefs/board", prefs.board.value)
    s.setValue("prefs/pieces", prefs.pieces.value)
    s.setValue("prefs/language", prefs.language)
    s.setValue("prefs/analysis_engine", prefs.analysis_engine)
    s.setValue("prefs/analysis_limit_s", prefs.analysis_limit_s)
    s.setValue("prefs/search_processes", prefs.search_processes)
    s.setValue("prefs/computer_move_ms", prefs.computer_move_ms)
    s.sync()


def load_game_setup(settings: QSettings | None = None) -> GameSetup:
    """The last game's setup, so a new game starts the way the player last chose."""
    s = settings or open_settings()
    d = GameSetup()
    width = _int(s.value("game/width", d.width), d.width, 4, 26)
    height = _int(s.value("game/height", d.height), d.height, 4, 26)
    rows_value = s.value("game/rows", 0)
    rows = _int(rows_value, 0, 0, 12) or None
    if rows is not None and not 1 <= rows <= height // 2 - 1:
        rows = None
    return GameSetup(
        width=width,
        height=height,
        rows=rows,
        symmetry=_enum(SymmetryRule, s.value("game/symmetry"), d.symmetry),
        white=_player(s, "white", d.white),
        black=_player(s, "black", d.black),
        variant=_enum(Variant, s.value("game/variant"), d.variant),
        zone=_enum(Zone, s.value("game/zone"), d.zone),
        time_control=_time_control(s.value("game/time_control", "")),
    )


def _time_control(value: object) -> TimeControl:
    try:
        return TimeControl.parse(str(value))
    except TimeControlError:
        return NO_TIME_CONTROL


def _enum(kind: type[SymmetryRule] | type[Variant] | type[Zone], value: object,
          default: T) -> T:
    try:
        return kind.parse(str(value))  # type: ignore[return-value]
    except ValueError:
        return default


def _player(s: QSettings, side: str, default: PlayerSpec) -> PlayerSpec:
    level = _int(s.value(f"game/{side}_level", DEFAULT_LEVEL), DEFAULT_LEVEL, 1, MAX_LEVEL)
    computer = s.value(f"game/{side}_ai")
    if computer is None:
        return default
    if not _bool(computer, False):
        return Human()
    return Computer(level, str(s.value(f"game/{side}_engine", "")))


def save_game_setup(setup: GameSetup, settings: QSettings | None = None) -> None:
    """Remember the setup of a new game: stored by the writer's thread (at every new
    game: the GUI thread does not wait for the disk; see settings_writer.py)."""
    values: dict[str, object] = {
        "game/width": setup.width, "game/height": setup.height, "game/rows": setup.rows or 0,
        "game/symmetry": setup.symmetry.value, "game/variant": setup.variant.value,
        "game/zone": setup.zone.value, "game/time_control": setup.time_control.to_text()}
    for side, player in (("white", setup.white), ("black", setup.black)):
        values[f"game/{side}_ai"] = not player.is_human
        if isinstance(player, Computer):
            # A person's side keeps the level last chosen for the computer there.
            values[f"game/{side}_level"] = player.level
            values[f"game/{side}_engine"] = player.engine
    writer.store(settings or open_settings(), values)


def last_level(side: Color, settings: QSettings | None = None) -> int:
    """The level last chosen for the computer on ``side`` (for a person's side too)."""
    s = settings or open_settings()
    key = f"game/{'white' if side is Color.WHITE else 'black'}_level"
    return _int(s.value(key, DEFAULT_LEVEL), DEFAULT_LEVEL, 1, MAX_LEVEL)


def load_bytes(key: str, settings: QSettings | None = None) -> QByteArray | None:
    value = (settings or open_settings()).value(key)
    return value if isinstance(value, QByteArray) else None


def save_bytes(key: str, data: QByteArray, settings: QSettings | None = None) -> None:
    s = settings or open_settings()
    s.setValue(key, data)
    s.sync()


# -- engines --------------------------------------------------------------------------------


@dataclass(frozen=True)
class EngineEntry:
    """An engine the player added in Preferences -> Engines."""

    name: str
    program: str
    """Path of the engine's executable."""
    arguments: str = ""
    """Command-line arguments, as a shell would split them."""
    options: tuple[tuple[str, str], ...] = ()
    """``setoption`` name/value pairs sent when it starts."""

    def spec(self) -> EngineSpec:
        try:
            args = shlex.split(self.arguments)
        except ValueError:  # an unclosed quote: take the words as they are
            args = self.arguments.split()
        return EngineSpec(self.name, (self.program, *args), self.options)


def parse_options(text: str) -> tuple[tuple[str, str], ...]:
    """``Name=value`` pairs, one a line or separated by ``;`` (blank parts ignored);
    ValueError names a part without ``=``."""
    pairs: list[tuple[str, str]] = []
    for part in text.replace(";", "\n").splitlines():
        if not part.strip():
            continue
        name, sep, value = part.partition("=")
        if not sep or not name.strip():
            raise ValueError(part.strip())
        pairs.append((name.strip(), value.strip()))
    return tuple(pairs)


def options_text(options: tuple[tuple[str, str], ...]) -> str:
    return "; ".join(f"{name}={value}" for name, value in options)


#: The engines' list as last read or saved, None before. The New game dialogs read it
#: for each side, and every read of the settings may wait for the settings writer's disk
#: write (QSettings locks its file while it writes): the list changes only when saved.
_engines_read: tuple[EngineEntry, ...] | None = None
#: How often the engines' list was read from the settings (for tests).
engines_reads = 0


def forget_engines() -> None:
    """Read the engines' list from the settings again next time (another settings file:
    tests; another instance of the app saves its list to the same file, and this one
    reads it when it starts again)."""
    global _engines_read
    _engines_read = None


def load_engines(settings: QSettings | None = None) -> list[EngineEntry]:
    """The player's engines (the built-in one is not among them: it is always there).
    Read from the settings once, then as saved (given ``settings``, read from them)."""
    global _engines_read, engines_reads
    if settings is None and _engines_read is not None:
        return list(_engines_read)
    s = settings or open_settings()
    engines_reads += 1
    engines: list[EngineEntry] = []
    count = s.beginReadArray("engines")
    for index in range(count):
        s.setArrayIndex(index)
        name = str(s.value("name", "")).strip()
        program = str(s.value("program", "")).strip()
        if not name or not program:
            continue
        try:
            options = parse_options(str(s.value("options", "")))
        except ValueError:
            options = ()
        engines.append(EngineEntry(name, program, str(s.value("arguments", "")), options))
    s.endArray()
    if settings is None:
        _engines_read = tuple(engines)
    return engines


def save_engines(engines: list[EngineEntry], settings: QSettings | None = None) -> None:
    s = settings or open_settings()
    s.remove("engines")
    s.beginWriteArray("engines", len(engines))
    for index, engine in enumerate(engines):
        s.setArrayIndex(index)
        s.setValue("name", engine.name)
        s.setValue("program", engine.program)
        s.setValue("arguments", engine.arguments)
        s.setValue("options", options_text(engine.options))
    s.endArray()
    s.sync()
    global _engines_read
    _engines_read = tuple(engines) if settings is None else None


def engine_spec(name: str, settings: QSettings | None = None) -> EngineSpec:
    """The engine called ``name``; the built-in one for "" or a name no longer there."""
    if name:
        for engine in load_engines(settings):
            if engine.name == name:
                return engine.spec()
    return builtin_engine()


# -- learning: lessons done, the first-start offer, the puzzle trainer ----------------------

LESSONS_KEY = "learn/completed_lessons"
LESSONS_OFFERED_KEY = "learn/offered"
PUZZLES_KEY = "learn/puzzles"


def load_completed_lessons(settings: QSettings | None = None) -> list[str]:
    value = (settings or open_settings()).value(LESSONS_KEY, "")
    return [name for name in str(value or "").split(",") if name]


def save_completed_lessons(ids: Iterable[str], settings: QSettings | None = None) -> None:
    s = settings or open_settings()
    s.setValue(LESSONS_KEY, ",".join(sorted(ids)))
    s.sync()


def lessons_offered(settings: QSettings | None = None) -> bool:
    return _bool((settings or open_settings()).value(LESSONS_OFFERED_KEY), False)


def mark_lessons_offered(settings: QSettings | None = None) -> None:
    s = settings or open_settings()
    s.setValue(LESSONS_OFFERED_KEY, True)
    s.sync()


def load_puzzle_state(settings: QSettings | None = None) -> dict[str, object]:
    """The trainer's state as saved (JSON); {} when there is none or it is unreadable."""
    text = (settings or open_settings()).value(PUZZLES_KEY, "")
    try:
        state = json.loads(str(text or "{}"))
    except json.JSONDecodeError:
        return {}
    return state if isinstance(state, dict) else {}


def save_puzzle_state(state: Mapping[str, object], settings: QSettings | None = None) -> None:
    s = settings or open_settings()
    s.setValue(PUZZLES_KEY, json.dumps(state))
    s.sync()
