"""The compiled search and its fallback: packaging/compile_core.py builds it in a copy of the
project (build/compiled) and leaves the sources alone; each process runs the package first
on its path, and scripts/test runs the tests once on the sources and once in the copy."""

from __future__ import annotations

import importlib.machinery
import importlib.util
import os
import shutil
from pathlib import Path
from types import ModuleType

import pytest

import epaminondas_gui
from epaminondas_gui.core import native
from epaminondas_gui.core.engine.client import EngineClient, builtin_engine

ROOT = Path(__file__).resolve().parents[2]
SUFFIX = importlib.machinery.EXTENSION_SUFFIXES[0]


def _compile_core() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "compile_core", ROOT / "packaging" / "compile_core.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


compile_core = _compile_core()


def _is_compiled_copy(root: Path) -> bool:
    return bool((root / compile_core.STAMP_NAME).is_file())


def test_every_compiled_module_exists_as_source() -> None:
    for module in native.MODULES:
        assert compile_core.module_path(module, ROOT).is_file(), module
    assert "epaminondas_gui.core.ai.search" in native.MODULES
    assert "epaminondas_gui.core.native" not in native.MODULES


def test_the_package_tested_is_the_one_beside_the_tests() -> None:
    """In the compiled pass pytest runs inside build/compiled: the package imported must be
    the compiled copy there, not the sources the virtual environment also knows."""
    assert Path(epaminondas_gui.__file__).resolve().parent == ROOT / "epaminondas_gui"


def test_the_search_runs_what_the_test_command_asks_for() -> None:
    """scripts/test runs the core's tests once on the sources and everything once in the
    compiled copy; this proves each pass ran what it says."""
    expected = os.environ.get("EPAMINONDAS_EXPECT_SEARCH")
    if expected is None:
        pytest.skip("EPAMINONDAS_EXPECT_SEARCH is set by scripts/test")
    assert native.running_compiled() == (expected == "compiled"), native.describe()
    assert _is_compiled_copy(ROOT) == (expected == "compiled")


def test_compiled_files_are_only_in_the_copy() -> None:
    """The source tree holds no extension module (Python would import it before the
    source); the compiled copy holds one per listed module and mypyc's shared library."""
    found = compile_core.compiled_files(ROOT)
    if not _is_compiled_copy(ROOT):
        assert found == []
        return
    names = {path.relative_to(ROOT).as_posix().split(".")[0] for path in found}
    expected = {m.replace(".", "/") for m in (*native.MODULES, native.GROUP + "__mypyc")}
    assert names == expected
    assert native.describe() == "compiled with mypyc"


def _project(root: Path) -> Path:
    """A small project laid out like ours: the package, tests and a top-level file."""
    for rel, text in {
        "epaminondas_gui/__init__.py": "",
        "epaminondas_gui/core/hot.py": "X = 1\n",
        "epaminondas_gui/core/__pycache__/hot.cpython-311.pyc": "cache",
        "tests/test_hot.py": "def test(): pass\n",
        "pyproject.toml": "[project]\n",
        "scripts/play": "not copied\n",
    }.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return root


def _tree(root: Path) -> dict[str, str]:
    return {p.relative_to(root).as_posix(): p.read_text(errors="replace")
            for p in sorted(root.rglob("*")) if p.is_file()}


def test_sync_copies_the_project_and_leaves_the_sources_alone(tmp_path: Path) -> None:
    source = _project(tmp_path / "src")
    before = _tree(source)
    out = tmp_path / "out"
    assert compile_core.sync(source, out) == 4
    assert _tree(source) == before
    assert _tree(out) == {"epaminondas_gui/__init__.py": "",
                          "epaminondas_gui/core/hot.py": "X = 1\n",
                          "pyproject.toml": "[project]\n",
                          "tests/test_hot.py": "def test(): pass\n"}
    assert compile_core.sync(source, out) == 0  # nothing changed: nothing copied


def test_sync_follows_edits_and_deletions_and_keeps_the_build(tmp_path: Path) -> None:
    source = _project(tmp_path / "src")
    out = tmp_path / "out"
    compile_core.sync(source, out)
    built = out / "epaminondas_gui" / "core" / f"hot{SUFFIX}"
    built.write_bytes(b"compiled")
    (source / "epaminondas_gui" / "core" / "hot.py").write_text("X = 22\n")
    (source / "tests" / "test_hot.py").unlink()
    assert compile_core.sync(source, out) == 2
    assert (out / "epaminondas_gui" / "core" / "hot.py").read_text() == "X = 22\n"
    assert not (out / "tests" / "test_hot.py").exists()
    assert built.read_bytes() == b"compiled"  # the build's, not the sources'
    assert compile_core.compiled_files(out) == [built]


def test_sync_never_copies_an_extension_module_from_the_sources(tmp_path: Path) -> None:
    source = _project(tmp_path / "src")
    (source / "epaminondas_gui" / "core" / f"hot{SUFFIX}").write_bytes(b"old in-place build")
    out = tmp_path / "out"
    compile_core.sync(source, out)
    assert compile_core.compiled_files(out) == []


def test_the_build_key_follows_the_compiled_modules_and_what_they_import(
        tmp_path: Path) -> None:
    """Compiled again when a compiled module or a module whose types it reads changes,
    not for the rest of the package."""
    shutil.copytree(ROOT / "epaminondas_gui", tmp_path / "epaminondas_gui",
                    ignore=shutil.ignore_patterns("assets", "__pycache__", f"*{SUFFIX}"))
    key = compile_core.build_key(tmp_path)
    assert compile_core.build_key(tmp_path) == key

    def edit(module: str) -> str:
        path = compile_core.module_path(module, tmp_path)
        path.write_text(path.read_text(encoding="utf-8") + "\n# edited\n", encoding="utf-8")
        return str(compile_core.build_key(tmp_path))

    assert edit("epaminondas_gui.gui.main_window") == key
    after_search = edit("epaminondas_gui.core.ai.search")
    assert after_search != key
    # A module that is not compiled but that a compiled one imports (its types are read).
    helper = tmp_path / "epaminondas_gui" / "core" / "rules" / "shapes_extra.py"
    helper.write_text("SIDES = 6\n", encoding="utf-8")
    assert str(compile_core.build_key(tmp_path)) == after_search  # nothing imports it yet
    position = compile_core.module_path("epaminondas_gui.core.rules.position", tmp_path)
    position.write_text(position.read_text(encoding="utf-8")
                        + "\nfrom .shapes_extra import SIDES  # noqa\n", encoding="utf-8")
    assert "epaminondas_gui.core.rules.shapes_extra" in compile_core.in_package_imports(
        "epaminondas_gui.core.rules.position", tmp_path)
    importing = str(compile_core.build_key(tmp_path))
    assert edit("epaminondas_gui.core.rules.shapes_extra") not in (key, after_search, importing)


def test_is_built_needs_every_module(tmp_path: Path) -> None:
    assert not compile_core.is_built(tmp_path)
    for module in native.MODULES:
        path = compile_core.module_path(module, tmp_path)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.with_name(path.stem + SUFFIX).write_bytes(b"")
    assert compile_core.is_built(tmp_path)
    last = compile_core.module_path(native.MODULES[-1], tmp_path)
    last.with_name(last.stem + SUFFIX).unlink()
    assert not compile_core.is_built(tmp_path)


def test_the_engine_runs_this_package_whatever_the_working_directory(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A player's window runs the compiled install while started from the source checkout;
    its engine (``python -m``) must not import the checkout from its working directory."""
    decoy = tmp_path / "epaminondas_gui"
    decoy.mkdir()
    (decoy / "__init__.py").write_text("raise SystemExit('the decoy package was imported')\n")
    monkeypatch.chdir(tmp_path)
    client = EngineClient(builtin_engine())
    try:
        client.start()  # fails (no readyok) if the engine imported the decoy
        assert client.running
    finally:
        client.close()
