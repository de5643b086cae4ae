"""The rules core must not import Qt: it is checked in a fresh interpreter."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

CORE = Path(__file__).resolve().parents[1] / "epaminondas_gui" / "core"


def test_importing_every_core_module_loads_no_qt() -> None:
    modules = sorted(
        "epaminondas_gui.core." + ".".join(p.relative_to(CORE).with_suffix("").parts)
        for p in CORE.rglob("*.py")
        if p.name != "__init__.py"
    )
    assert "epaminondas_gui.core.rules.movegen" in modules
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}: importlib.import_module(name)\n"
        "qt = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6', 'PyQt')))\n"
        "print(qt)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120
    )
    assert out.stdout.strip() == "[]"


def test_no_core_source_mentions_qt_imports() -> None:
    for path in CORE.rglob("*.py"):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            else:
                continue
            for name in names:
                assert not name.startswith(("PySide", "PyQt", "shiboken")), f"{path}: {name}"


# -- how the modules depend on each other -------------------------------------------------

PACKAGE = CORE.parent


def module_imports() -> dict[str, set[str]]:
    """Every module of the package and the package modules it imports (anywhere in it,
    also inside functions: a lazy import is still a dependency)."""
    paths = {}
    for path in PACKAGE.rglob("*.py"):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        paths[name] = path
    graph: dict[str, set[str]] = {name: set() for name in paths}
    for name, path in paths.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package.split(".")
                    base = base[: len(base) - node.level + 1]
                    target = ".".join(base + ([node.module] if node.module else []))
                else:
                    target = node.module or ""
                for alias in node.names:
                    member = f"{target}.{alias.name}"
                    found = member if member in paths else target
                    if found in paths and found != name:
                        graph[name].add(found)
            elif isinstance(node, ast.Import):
                graph[name].update(a.name for a in node.names if a.name in paths)
    return graph


def test_module_imports_are_read_right() -> None:
    graph = module_imports()
    assert "epaminondas_gui.core.rules.position" in graph["epaminondas_gui.core.rules.movegen"]
    assert "epaminondas_gui.gui.session" in graph["epaminondas_gui.gui.main_window"]


def test_no_two_modules_import_each_other_even_through_others() -> None:
    graph = module_imports()
    done: set[str] = set()
    path: list[str] = []
    on_path: set[str] = set()
    cycles: list[list[str]] = []

    def visit(name: str) -> None:
        path.append(name)
        on_path.add(name)
        for target in sorted(graph[name]):
            if target in on_path:
                cycles.append([*path[path.index(target):], target])
            elif target not in done:
                visit(target)
        on_path.discard(name)
        path.pop()
        done.add(name)

    for name in sorted(graph):
        if name not in done:
            visit(name)
    assert cycles == []


def test_the_core_never_imports_the_gui_and_no_part_imports_the_window() -> None:
    graph = module_imports()
    for name, targets in graph.items():
        if name.startswith("epaminondas_gui.core"):
            assert not {t for t in targets if t.startswith("epaminondas_gui.gui")}, name
        # The window's parts get what they need through narrow interfaces.
        if "epaminondas_gui.gui.main_window" in targets:
            assert name in {"epaminondas_gui.app", "epaminondas_gui.selftest"}, name


def test_the_project_points_to_nothing_outside_itself() -> None:
    """The rules, data and notes the project started from were copied in and rewritten in
    its own words: no file may send a reader to a folder or issue they do not have."""
    root = PACKAGE.parent
    pattern = re.compile(r"RULES\.md|\.\./shared|seeds/|(?i:\bissues? #?\d+\b)")
    found = []
    for folder in ("epaminondas_gui", "tests", "benchmarks", "tools", "docs", "packaging",
                   "scripts", "resources"):
        for path in (root / folder).rglob("*"):
            if path.suffix not in {".py", ".md", ".txt", ".spec", ".sh", ".toml", ""}:
                continue
            if not path.is_file() or "__pycache__" in path.parts or path == Path(__file__):
                continue
            for number, line in enumerate(path.read_text(errors="replace").splitlines(), 1):
                if pattern.search(line):
                    found.append(f"{path.relative_to(root)}:{number}: {line.strip()}")
    for name in ("README.md", "pyproject.toml"):
        for number, line in enumerate((root / name).read_text().splitlines(), 1):
            if pattern.search(line):
                found.append(f"{name}:{number}: {line.strip()}")
    assert found == []


#: A module longer than this holds more than one subject: split it by what it holds.
MAX_MODULE_LINES = 600


def test_no_module_of_the_app_is_longer_than_a_subject() -> None:
    package = CORE.parent
    long = {str(path.relative_to(package)): lines
            for path in package.rglob("*.py")
            if (lines := len(path.read_text(encoding="utf-8").splitlines()))
            > MAX_MODULE_LINES}
    assert long == {}
