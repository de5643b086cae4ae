"""Preferences and window state, stored with QSettings in an INI file.

Everything goes through :func:`open_settings`, so tests redirect all of it with
``QSettings.setPath(IniFormat, UserScope, tmp_path)`` (see tests/gui/conftest.py).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QByteArray, QSettings

from .theme import ThemeName

ORGANIZATION = "Epaminondas"
APPLICATION = "Epaminondas"

#: Animation speeds offered in Preferences: name -> milliseconds per move (0 = off).
ANIMATION_SPEEDS: dict[str, int] = {"off": 0, "fast": 110, "normal": 200, "slow": 380}
#: "system" follows the desktop locale.
LANGUAGES = ("system", "en", "de", "es")


def open_settings() -> QSettings:
    return QSettings(
        QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANIZATION, APPLICATION
    )


@dataclass
class PlayerSetup:
    """Who plays one side: a human, or the AI at a level."""

    ai: bool = False
    level: int = 4


@dataclass
class GameSetup:
    """What the New game dialog chooses."""

    width: int = 14
    height: int = 12
    rows: int | None = None
    """Starting rows per side; None for the size's standard."""
    symmetry: str = "midline"
    white: PlayerSetup = field(default_factory=PlayerSetup)
    black: PlayerSetup = field(default_factory=lambda: PlayerSetup(ai=True, level=4))


@dataclass
class Preferences:
    highlight_moves: bool = True
    show_coordinates: bool = True
    animation: str = "normal"
    sound: bool = True
    theme: ThemeName = ThemeName.LIGHT
    language: str = "system"

    @property
    def animation_ms(self) -> int:
        return ANIMATION_SPEEDS.get(self.animation, ANIMATION_SPEEDS["normal"])


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
    return Preferences(
        highlight_moves=_bool(s.value("prefs/highlight_moves"), d.highlight_moves),
        show_coordinates=_bool(s.value("prefs/show_coordinates"), d.show_coordinates),
        animation=animation if animation in ANIMATION_SPEEDS else d.animation,
        sound=_bool(s.value("prefs/sound"), d.sound),
        theme=theme,
        language=language if language in LANGUAGES else d.language,
    )


def save_preferences(prefs: Preferences, settings: QSettings | None = None) -> None:
    s = settings or open_settings()
    s.setValue("prefs/highlight_moves", prefs.highlight_moves)
    s.setValue("prefs/show_coordinates", prefs.show_coordinates)
    s.setValue("prefs/animation", prefs.animation)
    s.setValue("prefs/sound", prefs.sound)
    s.setValue("prefs/theme", prefs.theme.value)
    s.setValue("prefs/language", prefs.language)
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
    symmetry = str(s.value("game/symmetry", d.symmetry))
    return GameSetup(
        width=width,
        height=height,
        rows=rows,
        symmetry=symmetry if symmetry in ("midline", "off") else d.symmetry,
        white=PlayerSetup(
            _bool(s.value("game/white_ai"), d.white.ai),
            _int(s.value("game/white_level", d.white.level), d.white.level, 1, 8),
        ),
        black=PlayerSetup(
            _bool(s.value("game/black_ai"), d.black.ai),
            _int(s.value("game/black_level", d.black.level), d.black.level, 1, 8),
        ),
    )


def save_game_setup(setup: GameSetup, settings: QSettings | None = None) -> None:
    s = settings or open_settings()
    s.setValue("game/width", setup.width)
    s.setValue("game/height", setup.height)
    s.setValue("game/rows", setup.rows or 0)
    s.setValue("game/symmetry", setup.symmetry)
    s.setValue("game/white_ai", setup.white.ai)
    s.setValue("game/white_level", setup.white.level)
    s.setValue("game/black_ai", setup.black.ai)
    s.setValue("game/black_level", setup.black.level)
    s.sync()


def load_bytes(key: str, settings: QSettings | None = None) -> QByteArray | None:
    value = (settings or open_settings()).value(key)
    return value if isinstance(value, QByteArray) else None


def save_bytes(key: str, data: QByteArray, settings: QSettings | None = None) -> None:
    s = settings or open_settings()
    s.setValue(key, data)
    s.sync()
