"""Loading the user-interface language: our .qm catalogue plus Qt's own (dialog buttons)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from .assets import asset_path

#: Languages we ship, with their names in their own language (for the Preferences menu).
LANGUAGE_NAMES = {"en": "English", "de": "Deutsch", "es": "Español"}

_installed: list[QTranslator] = []
_current = ["en"]


def current_language() -> str:
    """The language code installed last ("en" before any)."""
    return _current[0]


def current_locale() -> QLocale:
    """The locale of the window's language: dates and numbers as its readers write them
    (QLocale() is the system's, English on many machines whatever the window shows)."""
    if _current[0] == "de":
        return QLocale(QLocale.Language.German, QLocale.Country.Germany)
    if _current[0] == "es":
        return QLocale(QLocale.Language.Spanish, QLocale.Country.Spain)
    # The window's English is British ("colours"): 14:02, 23 October.
    return QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom)


def resolve_language(choice: str) -> str:
    """A language code we ship: the choice, or the system locale's language for "system"."""
    if choice in LANGUAGE_NAMES:
        return choice
    for name in QLocale.system().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGE_NAMES:
            return code
    return "en"


def install_language(choice: str) -> str:
    """Replace the installed translators; returns the language code now in use.

    Installing or removing a translator sends LanguageChange to every widget, which is
    how an open window retranslates itself.
    """
    app = QCoreApplication.instance()
    if app is None:
        return "en"
    code = resolve_language(choice)
    if code == _current[0] and _installed:
        # Installed already: installing again would retranslate every widget (a saved
        # preference of another kind must not cost that).
        return code
    _current[0] = code
    for translator in _installed:
        QCoreApplication.removeTranslator(translator)
    _installed.clear()
    if code == "en":
        # The source texts are English; its catalogue holds only the plural forms
        # ("%n error(s)": "1 error", "2 errors").
        plurals = QTranslator(app)
        if plurals.load(str(asset_path("i18n", "plurals_en.qm"))):
            QCoreApplication.installTranslator(plurals)
            _installed.append(plurals)
    else:
        ours = QTranslator(app)
        if ours.load(str(asset_path("i18n", f"epaminondas_{code}.qm"))):
            QCoreApplication.installTranslator(ours)
            _installed.append(ours)
        qt = QTranslator(app)
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if qt.load(f"qtbase_{code}", qt_dir):
            QCoreApplication.installTranslator(qt)
            _installed.append(qt)
        # What Qt's own catalogue lacks in this Qt version (installed last: it wins).
        extra = QTranslator(app)
        if extra.load(str(asset_path("i18n", f"qt_extra_{code}.qm"))):
            QCoreApplication.installTranslator(extra)
            _installed.append(extra)
    return code
