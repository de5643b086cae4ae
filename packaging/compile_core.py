"""Compile the search's hot modules with mypyc, out of tree: in a copy of the project.

    .venv/bin/python packaging/compile_core.py             # build/compiled, compiled if needed
    .venv/bin/python packaging/compile_core.py --force     # compile again
    .venv/bin/python packaging/compile_core.py --wheel DIR # also a wheel of it, in DIR
    .venv/bin/python packaging/compile_core.py --clean     # remove the copy

The copy (``build/compiled``) holds the package, with the modules listed in
epaminondas_gui/core/native.py compiled beside their sources there, and what the compiled
test pass and the bundle need (the tests, benchmarks, packaging, docs...). Python imports
whichever ``epaminondas_gui`` comes first on its path: run from inside the copy (or with a
wheel of it installed) it is the compiled one; the source tree is never written to.

Every run brings the copy up to date with the sources; mypyc runs only when the compiled
modules' sources (or mypy, or the interpreter) changed since the copy was compiled.
Needs mypy (its mypyc), setuptools, a C compiler and the Python headers (scripts/bootstrap
installs them on Debian). Intermediate files go to build/mypyc. Exit code 1 with a message
if the build fails; the copy is then left without compiled modules.
"""

from __future__ import annotations

import argparse
import ast
import contextlib
import hashlib
import importlib.machinery
import io
import os
import shutil
import sys
import time
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from epaminondas_gui.core import native  # noqa: E402  (after the path is set)

OUT = ROOT / "build" / "compiled"
WORK = ROOT / "build" / "mypyc"  # mypyc's C files, the objects, the wheel's staging
#: What the copy holds, besides the package: the compiled test pass runs the whole suite in
#: it (tests read docs, resources, packaging's scripts) and the bundle is built from it.
COPIED = ("epaminondas_gui", "tests", "benchmarks", "tools", "packaging", "resources", "docs",
          "pyproject.toml", "README.md")
SKIPPED_DIRS = {"__pycache__", ".pytest_cache", ".mypy_cache", ".ruff_cache", ".hypothesis"}
EXTENSION_SUFFIXES = tuple(importlib.machinery.EXTENSION_SUFFIXES)
#: In the copy: the key of the sources the compiled modules there were built from.
STAMP_NAME = ".compiled-from"


def module_path(module: str, root: Path) -> Path:
    return root.joinpath(*module.split(".")).with_suffix(".py")


def is_extension(path: Path) -> bool:
    return path.name.endswith(EXTENSION_SUFFIXES) or path.suffix in (".so", ".pyd")


def project_files(root: Path) -> Iterator[Path]:
    """The files of ``root`` that belong in the copy, relative to it (no caches, and no
    extension modules: the copy's are built there)."""
    for name in COPIED:
        top = root / name
        if top.is_file():
            yield Path(name)
            continue
        for folder, dirs, files in os.walk(top):
            dirs[:] = sorted(d for d in dirs if d not in SKIPPED_DIRS)
            for file in sorted(files):
                path = Path(folder, file)
                if not (file.endswith(".pyc") or is_extension(path)):
                    yield path.relative_to(root)


def sync(source: Path, out: Path) -> int:
    """Make ``out`` a copy of the project files of ``source``: copy what is new or changed,
    delete what the sources no longer have. Extension modules in ``out`` stay (they are
    the build's). Returns how many files were copied or deleted."""
    wanted = set(project_files(source))
    changed = 0
    for rel in set(project_files(out)) - wanted:
        (out / rel).unlink()
        changed += 1
    for rel in sorted(wanted):
        src, dst = source / rel, out / rel
        stat = src.stat()
        if dst.is_file():
            have = dst.stat()
            if (have.st_size, have.st_mtime_ns) == (stat.st_size, stat.st_mtime_ns):
                continue
        dst.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(src, dst)  # with the source's time, which the next sync compares
        changed += 1
    return changed


def in_package_imports(module: str, root: Path) -> set[str]:
    """The modules of our package that ``module`` imports (mypyc reads their types)."""
    tree = ast.parse(module_path(module, root).read_text(encoding="utf-8"))
    package = module.rsplit(".", 1)[0].split(".")
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            base = package[:len(package) - node.level + 1] if node.level else []
            found.add(".".join([*base, node.module]))
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    top = module.split(".")[0]
    return {m for m in found if m.split(".")[0] == top and module_path(m, root).is_file()}


def build_key(root: Path) -> str:
    """SHA-256 over the compiled modules' sources and the package modules they import, the
    interpreter, mypy's version and this script: when it changes, compile again."""
    from mypy.version import __version__ as mypy_version

    modules = set(native.MODULES)
    for module in native.MODULES:
        modules |= in_package_imports(module, root)
    digest = hashlib.sha256(f"{sys.implementation.cache_tag} mypy {mypy_version}".encode())
    digest.update(Path(__file__).read_bytes())
    for module in sorted(modules):
        digest.update(b"\0" + module.encode() + b"\0")
        digest.update(module_path(module, root).read_bytes())
    return digest.hexdigest()


def compiled_files(out: Path) -> list[Path]:
    """The extension files in the copy's package: the modules and the group's library."""
    package = out / "epaminondas_gui"
    if not package.is_dir():
        return []
    return sorted(p for p in package.rglob("*") if p.is_file() and is_extension(p))


def is_built(out: Path) -> bool:
    """Whether every listed module has an extension module this interpreter can load."""
    stems = {p.name.split(".")[0]: p.parent for p in compiled_files(out)}
    return all(stems.get(path.stem) == path.parent
               for path in (module_path(m, out) for m in native.MODULES))


def remove_compiled(out: Path) -> None:
    for path in compiled_files(out):
        path.unlink()
    (out / STAMP_NAME).unlink(missing_ok=True)


def up_to_date(out: Path) -> bool:
    try:
        stamp = (out / STAMP_NAME).read_text(encoding="ascii").strip()
    except (OSError, UnicodeError):
        return False
    return is_built(out) and stamp == build_key(out)


def build(out: Path, work: Path, verbose: bool, wheel_dir: Path | None) -> None:
    """mypyc, then setuptools' build_ext --inplace in the copy (and bdist_wheel there when
    a wheel is wanted). Raises on any failure."""
    from mypyc.build import mypycify
    from setuptools import setup  # type: ignore[import-untyped]

    sources = [str(module_path(m, out).relative_to(out)) for m in native.MODULES]
    # The copy's pyproject.toml gives setup() the name, version, packages and entry points
    # (a wheel needs them); --inplace puts each module by its dotted name under the cwd.
    os.chdir(out)
    output = io.StringIO()
    with contextlib.ExitStack() as stack:
        if not verbose:
            stack.enter_context(contextlib.redirect_stdout(output))
            stack.enter_context(contextlib.redirect_stderr(output))
        extensions = mypycify(sources, opt_level="3", group_name=native.GROUP,
                              target_dir=str(work / "c"))
        commands = ["-q", "build_ext", "--inplace"]
        if wheel_dir is not None:
            commands += ["bdist_wheel", "--dist-dir", str(wheel_dir),
                         "--bdist-dir", str(work / "wheel")]
        try:
            # build_lib shared by build_ext and bdist_wheel's build: the wheel takes the
            # modules just compiled instead of compiling them again.
            setup(ext_modules=extensions, script_args=commands,
                  options={"build": {"build_lib": str(work / "lib"),
                                     "build_temp": str(work / "temp")},
                           "egg_info": {"egg_base": str(work)}})
        except SystemExit as stop:  # setuptools exits on a compiler error
            raise RuntimeError(f"{stop}\n{output.getvalue()}".strip()) from None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--force", action="store_true", help="compile even if up to date")
    parser.add_argument("--wheel", type=Path, metavar="DIR",
                        help="also build a wheel of the compiled package into DIR")
    parser.add_argument("--clean", action="store_true", help="remove the copy")
    parser.add_argument("--verbose", action="store_true", help="show the compiler's output")
    args = parser.parse_args(argv)
    out, work = OUT, WORK
    if args.clean:
        shutil.rmtree(out, ignore_errors=True)
        shutil.rmtree(work, ignore_errors=True)
        print(f"compile_core: removed {out}")
        return 0
    out.mkdir(parents=True, exist_ok=True)
    sync(ROOT, out)
    if not args.force and args.wheel is None and up_to_date(out):
        print(f"compile_core: {out} is up to date")
        return 0
    start = time.monotonic()
    remove_compiled(out)
    wheel_dir = args.wheel.resolve() if args.wheel is not None else None
    try:
        build(out, work, args.verbose, wheel_dir)
    except Exception as error:  # mypyc's type errors, a missing compiler or header
        remove_compiled(out)
        print(f"compile_core: the build failed.\n{error}", file=sys.stderr)
        return 1
    if not is_built(out):
        remove_compiled(out)
        print("compile_core: the build produced no module for some sources", file=sys.stderr)
        return 1
    (out / STAMP_NAME).write_text(build_key(out) + "\n", encoding="ascii")
    print(f"compile_core: compiled {len(native.MODULES)} modules into {out} in "
          f"{time.monotonic() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
