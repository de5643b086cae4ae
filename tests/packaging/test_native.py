"""The compiled search and its fallback (epaminondas_gui/core/native.py): which modules a
process imports, and that stale or unwanted compiled modules are never used."""

from __future__ import annotations

import importlib.machinery
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from epaminondas_gui.core import native

ROOT = Path(__file__).resolve().parents[2]


def test_every_compiled_module_exists_as_source() -> None:
    for module in native.MODULES:
        assert native.source_path(module, ROOT).is_file(), module
    assert "epaminondas_gui.core.ai.search" in native.MODULES
    # native.py decides before they load: it must not be one of them.
    assert "epaminondas_gui.core.native" not in native.MODULES


@pytest.mark.parametrize(
    ("pure_requested", "built", "stamp", "expected"),
    [
        (False, False, None, "pure"),
        (True, False, None, "pure"),
        (False, True, "abc", "compiled"),
        (True, True, "abc", "pure-requested"),
        (False, True, "old", "stale"),
        (True, True, "old", "stale"),
        (False, True, None, "stale"),
    ],
)
def test_decide(pure_requested: bool, built: bool, stamp: str | None, expected: str) -> None:
    assert native.decide(pure_requested=pure_requested, built=built, stamp=stamp,
                         digest="abc") == expected


def test_digest_changes_with_any_source_byte(tmp_path: Path) -> None:
    modules = ("pkg.a", "pkg.b")
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "a.py").write_text("x = 1\n")
    (tmp_path / "pkg" / "b.py").write_text("y = 2\n")
    first = native.source_digest(modules, tmp_path)
    assert native.source_digest(modules, tmp_path) == first
    (tmp_path / "pkg" / "b.py").write_text("y = 3\n")
    assert native.source_digest(modules, tmp_path) != first


def _fake_package(tmp_path: Path) -> Path:
    """A package whose module ``pkg.hot`` has a source and a broken "extension module"
    beside it: importing the extension would fail, so a clean import proves the source
    was taken."""
    pkg = tmp_path / "pkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "hot.py").write_text("WHERE = 'source'\n")
    suffix = importlib.machinery.EXTENSION_SUFFIXES[0]
    (pkg / f"hot{suffix}").write_bytes(b"not a shared library")
    return tmp_path


def _import_hot(root: Path, use_finder: bool) -> subprocess.CompletedProcess[str]:
    code = textwrap.dedent(f"""
        import sys
        sys.path.insert(0, {str(root)!r})
        sys.path.insert(0, {str(ROOT)!r})
        from pathlib import Path
        from epaminondas_gui.core import native
        hot = Path({str(root)!r}) / "pkg" / "hot.py"
        if {use_finder!r}:
            sys.meta_path.insert(0, native.SourceFinder({{"pkg.hot": hot}}))
        import pkg.hot
        print(pkg.hot.WHERE)
    """)
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60)


def test_source_finder_takes_the_source_over_an_extension_module(tmp_path: Path) -> None:
    root = _fake_package(tmp_path)
    # Without the finder Python prefers the extension module (and fails on this one):
    # that preference is why the finder exists.
    assert _import_hot(root, use_finder=False).returncode != 0
    done = _import_hot(root, use_finder=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "source"


def _search_file(env: dict[str, str], root: Path = ROOT) -> str:
    code = ("from epaminondas_gui.core import native\n"
            "import importlib\n"
            "s = importlib.import_module('epaminondas_gui.core.ai.search')\n"
            "print(native.install(), s.__file__)\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60, env=dict(env, PYTHONPATH=str(root)), cwd=root,
                          check=True)
    return done.stdout.strip()


def test_pure_python_requested_imports_the_sources() -> None:
    env = dict(os.environ, **{native.PURE_ENV: "1"})
    state, path = _search_file(env).split(" ", 1)
    assert path.endswith("search.py")
    built = native.is_built(ROOT)
    assert state == ("pure-requested" if built else "pure") or state == "stale"


def test_the_search_runs_what_the_test_command_asks_for() -> None:
    """scripts/test runs the core's tests once on the sources and everything once on the
    compiled modules; this proves each pass ran what it says."""
    expected = os.environ.get("EPAMINONDAS_EXPECT_SEARCH")
    if expected is None:
        pytest.skip("EPAMINONDAS_EXPECT_SEARCH is set by scripts/test")
    assert native.running_compiled() == (expected == "compiled"), native.describe()


def test_a_stale_build_is_not_used(tmp_path: Path) -> None:
    """A compiled module older than its source (an edit after the build) must not run:
    the stamp no longer matches, so the process imports the source."""
    if not native.is_built(ROOT):
        pytest.skip("nothing compiled here (packaging/compile_core.py)")
    copy = tmp_path / "copy"
    shutil.copytree(ROOT / "epaminondas_gui", copy / "epaminondas_gui",
                    ignore=shutil.ignore_patterns("assets", "__pycache__"))
    env = dict(os.environ)
    env.pop(native.PURE_ENV, None)
    state, path = _search_file(env, copy).split(" ", 1)
    assert (state, path.endswith("search.py")) == ("compiled", False)
    search = native.source_path("epaminondas_gui.core.ai.search", copy)
    search.write_text(search.read_text(encoding="utf-8") + "\n# edited\n", encoding="utf-8")
    state, path = _search_file(env, copy).split(" ", 1)
    assert (state, path) == ("stale", str(search))
