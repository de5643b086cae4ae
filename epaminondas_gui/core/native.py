"""The search's hot modules, which the packaged app and ``./scripts/play`` run compiled with
mypyc, and which run as Python sources everywhere else.

``packaging/compile_core.py`` compiles :data:`MODULES` in a copy of the project
(``build/compiled``), never beside these sources: Python imports whichever
``epaminondas_gui`` comes first on its path, so nothing here decides at import time. The
compiled search visits exactly the same nodes, about 1.5-1.7 times faster (docs/ai.md);
docs/packaging.md says how it is built, tested and shipped.

This module only names the compiled modules and reports which search a process runs (the
self-test, the benchmarks and the tests print it). Nothing here imports Qt.
"""

from __future__ import annotations

import importlib

#: The compiled modules: the search and everything it calls per node.
MODULES: tuple[str, ...] = (
    "epaminondas_gui.core.rules.geometry",
    "epaminondas_gui.core.rules.position",
    "epaminondas_gui.core.rules.movegen",
    "epaminondas_gui.core.ai.abanondas",
    "epaminondas_gui.core.ai.alphabeta",
    "epaminondas_gui.core.ai.evaluate",
    "epaminondas_gui.core.ai.evaluate_hex",
    "epaminondas_gui.core.ai.levels",
    "epaminondas_gui.core.ai.quiescence",
    "epaminondas_gui.core.ai.search",
    "epaminondas_gui.core.ai.smp",
    "epaminondas_gui.core.ai.style",
    "epaminondas_gui.core.ai.tactics",
    "epaminondas_gui.core.ai.tt",
    "epaminondas_gui.core.ai.types",
)
#: mypyc's group name: its shared library is ``epaminondas_gui/core/native__mypyc.*``.
GROUP = "epaminondas_gui.core.native"


def compiled_modules() -> list[str]:
    """The modules of :data:`MODULES` this process runs compiled (imports them all)."""
    return [name for name in MODULES
            if not (importlib.import_module(name).__file__ or "").endswith(".py")]


def running_compiled() -> bool:
    """Whether the search this process runs is the compiled one: every module compiled."""
    return len(compiled_modules()) == len(MODULES)


def describe() -> str:
    """One line for self-tests and benchmarks: which search runs."""
    compiled = compiled_modules()
    if len(compiled) == len(MODULES):
        return "compiled with mypyc"
    if compiled:  # only a broken install or bundle mixes the two
        return f"partly compiled ({len(compiled)} of {len(MODULES)} modules)"
    return "Python sources (packaging/compile_core.py compiles them into build/compiled)"
