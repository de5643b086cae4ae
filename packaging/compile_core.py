"""Compile the search's hot modules with mypyc, in place beside their sources.

    .venv/bin/python packaging/compile_core.py           # build if the sources changed
    .venv/bin/python packaging/compile_core.py --force   # build again
    .venv/bin/python packaging/compile_core.py --clean   # remove the compiled modules

The modules are listed in epaminondas_gui/core/native.py, which also decides at import
time whether to use them (only when built from exactly the current sources; see there).
Needs mypy (a dev dependency), a C compiler and the Python headers (scripts/bootstrap dev
installs them on Debian). Intermediate files go to build/mypyc. Exit code 1 with a message
if the build fails; nothing half-built is left behind.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from epaminondas_gui.core import native  # noqa: E402  (after the path is set)

BUILD_DIR = ROOT / "build" / "mypyc"


def built_files() -> list[Path]:
    """Every compiled file of ours in the package (modules and the shared library)."""
    found = [p for module in native.MODULES for p in native.compiled_paths(module, ROOT)]
    core = ROOT / "epaminondas_gui" / "core"
    found += sorted(core.glob(native.GROUP.rsplit(".", 1)[1] + "__mypyc.*"))
    return found


def clean() -> int:
    removed = built_files()
    for path in removed:
        path.unlink()
    native.stamp_path(ROOT).unlink(missing_ok=True)
    return len(removed)


def up_to_date() -> bool:
    return (native.is_built(ROOT)
            and native.read_stamp(ROOT) == native.source_digest(native.MODULES, ROOT))


def build(verbose: bool) -> None:
    """Run mypyc and setuptools' build_ext --inplace (raises on any failure)."""
    from mypyc.build import mypycify
    from setuptools import setup  # type: ignore[import-untyped]

    sources = [str(native.source_path(m, ROOT).relative_to(ROOT)) for m in native.MODULES]
    os.chdir(ROOT)  # --inplace puts each module by its dotted name under the folder we are in
    extensions = mypycify(sources, opt_level="3", group_name=native.GROUP,
                          target_dir=str(BUILD_DIR / "c"))
    output = io.StringIO()
    with contextlib.ExitStack() as stack:
        if not verbose:
            stack.enter_context(contextlib.redirect_stdout(output))
        try:
            setup(name="epaminondas-native", ext_modules=extensions,
                  script_args=["-q", "build_ext", "--inplace",
                               "--build-temp", str(BUILD_DIR / "temp"),
                               "--build-lib", str(BUILD_DIR / "lib")])
        except SystemExit as stop:  # setuptools exits on a compiler error
            raise RuntimeError(f"{stop}\n{output.getvalue()}".strip()) from None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--force", action="store_true", help="build even if up to date")
    parser.add_argument("--clean", action="store_true", help="remove the compiled modules")
    parser.add_argument("--verbose", action="store_true", help="show the compiler's output")
    args = parser.parse_args(argv)
    if args.clean:
        print(f"compile_core: removed {clean()} compiled files")
        return 0
    if not args.force and up_to_date():
        print("compile_core: the compiled modules are up to date")
        return 0
    start = time.monotonic()
    clean()
    try:
        build(args.verbose)
    except Exception as error:  # mypyc's type errors, a missing compiler or header
        clean()
        print(f"compile_core: the build failed; the Python sources stay in use.\n{error}",
              file=sys.stderr)
        return 1
    if not native.is_built(ROOT):
        clean()
        print("compile_core: the build produced no module for some sources", file=sys.stderr)
        return 1
    native.stamp_path(ROOT).write_text(native.source_digest(native.MODULES, ROOT) + "\n",
                                       encoding="ascii")
    print(f"compile_core: compiled {len(native.MODULES)} modules in "
          f"{time.monotonic() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
