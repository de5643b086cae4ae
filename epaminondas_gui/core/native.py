"""The search's hot modules compiled with mypyc, and their Python sources as the fallback.

``packaging/compile_core.py`` compiles :data:`MODULES` into extension modules beside their
sources (and one shared library, ``native__mypyc``); Python imports an extension module
before a source file of the same name. The compiled search visits exactly the same nodes,
about 1.5× faster (docs/ai.md). The compiled modules are used only when they were built
from exactly these sources — the build writes a digest of them to :data:`STAMP_NAME` — so
after an edit, or with ``EPAMINONDAS_PURE_PYTHON=1`` in the environment, the sources are
imported instead and stale code never runs. A bundle ships only what it was built with.

:func:`install` runs when ``epaminondas_gui.core`` is first imported, before any of these
modules. Nothing here imports them or anything from Qt.
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.abc
import importlib.machinery
import importlib.util
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

#: The compiled modules: the search and everything it calls per node.
MODULES: tuple[str, ...] = (
    "epaminondas_gui.core.rules.geometry",
    "epaminondas_gui.core.rules.position",
    "epaminondas_gui.core.rules.movegen",
    "epaminondas_gui.core.ai.abanondas",
    "epaminondas_gui.core.ai.evaluate",
    "epaminondas_gui.core.ai.levels",
    "epaminondas_gui.core.ai.search",
    "epaminondas_gui.core.ai.smp",
    "epaminondas_gui.core.ai.style",
    "epaminondas_gui.core.ai.tactics",
    "epaminondas_gui.core.ai.tt",
    "epaminondas_gui.core.ai.types",
)
#: mypyc's group name: its shared library is ``epaminondas_gui/core/native__mypyc.*``.
GROUP = "epaminondas_gui.core.native"
#: Beside this file: the digest of the sources the compiled modules were built from.
STAMP_NAME = "native-build.txt"
#: Set to anything but "" or "0" to import the Python sources even when compiled ones exist.
PURE_ENV = "EPAMINONDAS_PURE_PYTHON"

PACKAGE_ROOT = Path(__file__).resolve().parents[2]
"""The folder holding the ``epaminondas_gui`` package."""

_state = "unset"


def source_path(module: str, root: Path = PACKAGE_ROOT) -> Path:
    return root.joinpath(*module.split(".")).with_suffix(".py")


def compiled_paths(module: str, root: Path = PACKAGE_ROOT) -> list[Path]:
    """The extension files of ``module`` this interpreter can load (none if not built)."""
    source = source_path(module, root)
    stem = source.with_suffix("")
    return [p for suffix in importlib.machinery.EXTENSION_SUFFIXES
            if (p := stem.with_name(stem.name + suffix)).is_file()]


def source_digest(modules: Sequence[str] = MODULES, root: Path = PACKAGE_ROOT) -> str:
    """SHA-256 over the modules' names and source bytes, and the interpreter's version."""
    digest = hashlib.sha256(sys.implementation.cache_tag.encode())
    for module in modules:
        digest.update(b"\0" + module.encode() + b"\0")
        digest.update(source_path(module, root).read_bytes())
    return digest.hexdigest()


def is_built(root: Path = PACKAGE_ROOT) -> bool:
    """Whether every module has an extension file this interpreter can load."""
    return all(compiled_paths(module, root) for module in MODULES)


def stamp_path(root: Path = PACKAGE_ROOT) -> Path:
    return root / "epaminondas_gui" / "core" / STAMP_NAME


def read_stamp(root: Path = PACKAGE_ROOT) -> str | None:
    """The digest the last build wrote, or None (no build, or an unreadable stamp)."""
    try:
        return stamp_path(root).read_text(encoding="ascii").strip()
    except (OSError, UnicodeError):
        return None


def decide(*, pure_requested: bool, built: bool, stamp: str | None, digest: str) -> str:
    """What to import: "compiled", "pure" (nothing built), "pure-requested", or "stale"
    (built from other sources: the sources are imported)."""
    if not built:
        return "pure"
    if stamp != digest:
        return "stale"
    return "pure-requested" if pure_requested else "compiled"


class SourceFinder(importlib.abc.MetaPathFinder):
    """Finds the listed modules as their ``.py`` files, ahead of the extension modules
    that the normal path finder would prefer."""

    def __init__(self, sources: dict[str, Path]) -> None:
        self.sources = sources

    def find_spec(self, fullname: str, path: Sequence[str] | None,
                  target: ModuleType | None = None) -> importlib.machinery.ModuleSpec | None:
        source = self.sources.get(fullname)
        if source is None:
            return None
        return importlib.util.spec_from_file_location(fullname, source)


def install(root: Path = PACKAGE_ROOT) -> str:
    """Choose compiled or source modules for this process (once) and return the choice."""
    global _state
    if _state != "unset":
        return _state
    if getattr(sys, "frozen", False):
        # A bundle has no sources to fall back on: it runs what it was built with.
        _state = "bundled"
        return _state
    built = is_built(root)
    stamp = read_stamp(root) if built else None
    digest = ""
    if stamp is not None:
        try:
            digest = source_digest(MODULES, root)
        except OSError:  # a source gone: not the build's sources
            digest = ""
    _state = decide(pure_requested=os.environ.get(PURE_ENV, "") not in ("", "0"), built=built,
                    stamp=stamp, digest=digest)
    if _state in ("stale", "pure-requested"):  # extension modules to step around
        sys.meta_path.insert(0, SourceFinder({m: source_path(m, root) for m in MODULES}))
    return _state


def running_compiled() -> bool:
    """Whether the search this process runs is the compiled one (imports it)."""
    search = importlib.import_module("epaminondas_gui.core.ai.search")
    return not (search.__file__ or "").endswith(".py")


def describe() -> str:
    """One line for self-tests and benchmarks: which search runs, and why."""
    state = install()
    if running_compiled():
        return "compiled with mypyc"
    return {
        "pure-requested": f"Python sources ({PURE_ENV} is set)",
        "stale": "Python sources (the compiled modules are out of date: "
                 "run packaging/compile_core.py)",
    }.get(state, "Python sources (not compiled: packaging/compile_core.py compiles them)")
