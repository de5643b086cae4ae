"""Make the Debian package from the one-folder bundle (``packaging/build --deb`` runs this).

    python packaging/make_deb.py [--bundle dist/Epaminondas] [--out dist]

Writes ``dist/epaminondas_<version>_<arch>.deb``: the bundle in ``/usr/lib/epaminondas``,
``/usr/bin/epaminondas`` and ``epaminondas-engine``, the desktop entry, the ``.epam`` MIME
type, the icons (hicolor, every size, and the MIME type's), the AppStream metainfo, the man
pages and the copyright file. The bundle's copies of libraries Debian has (zlib, X11, xcb,
GLib...) are left out: the package depends on Debian's, as ``dpkg-shlibdeps`` names them
from what the bundle's binaries link to. Needs ``dpkg-deb``, ``dpkg-shlibdeps`` (dpkg-dev)
and ``patchelf``, and Qt (the venv's) to render the icons; no debhelper. The
desktop's caches (MIME types, desktop entries, icons) are refreshed by the triggers of the
packages that own them, so the package has no maintainer scripts and a purge leaves nothing.
"""

from __future__ import annotations

import argparse
import functools
import gzip
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LINUX = ROOT / "packaging" / "linux"
PACKAGE = "epaminondas"
APP_ID = "org.epaminondas.Epaminondas"
MIME_TYPE = "application/x-epaminondas-record"
INSTALL_DIR = Path("usr/lib") / PACKAGE  # the bundle, relative to the package's root
PROGRAM = "Epaminondas"  # the bundle's executable
#: The project's address when neither --repository nor $EPAMINONDAS_REPOSITORY says one
#: (a release build on GitHub passes its own); the metainfo's screenshots are its docs/.
DEFAULT_REPOSITORY = "https://github.com/epaminondas-game/epaminondas"
MAINTAINER = "The Epaminondas developers <epaminondas@users.noreply.github.com>"
#: What the package needs besides the libraries dpkg-shlibdeps finds: the icon theme the
#: icons go into (its index makes them found).
EXTRA_DEPENDS = ("hicolor-icon-theme",)
#: Opening .epam from a file manager or xdg-open needs the MIME and desktop databases.
RECOMMENDS = ("shared-mime-info", "desktop-file-utils", "xdg-utils")
SUMMARY = "board game of phalanxes by Robert Abbott"
DESCRIPTION = """\
Epaminondas is Robert Abbott's strategy game of 1975: on a board of 14 by 12
squares, lines of pieces (phalanxes) move and capture as a unit. This program
plays it with its exact rules, the anti-symmetry rule included, and the
variants Abanondas (sideslips) and Heximinondas (a hexagonal board).
.
Play against a friend at one screen or against the computer, from beginner to
full strength; follow lessons and puzzles; analyse games with the computer's
best lines. Games are saved as .epam records. The window is in English,
German and Spanish.
.
The command epaminondas-engine gives other programs the computer's search and
the rules through a text protocol."""


def run(command: list[str], cwd: str | None = None, env: dict[str, str] | None = None) -> str:
    done = subprocess.run(command, capture_output=True, text=True, check=False, cwd=cwd,
                          env=env)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} failed:\n{done.stdout}{done.stderr}")
    return str(done.stdout)


def project_version() -> str:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return str(project["version"])


def release_time() -> int:
    """SOURCE_DATE_EPOCH, else the last commit's time, else now: the man pages' and the
    metainfo's date, and the files' times, so two builds of one commit are alike."""
    if "SOURCE_DATE_EPOCH" in os.environ:
        return int(os.environ["SOURCE_DATE_EPOCH"])
    try:
        return int(run(["git", "-C", str(ROOT), "log", "-1", "--format=%ct"]).strip())
    except (RuntimeError, OSError, ValueError):
        return int(time.time())


def raw_base(repository: str, version: str) -> str:
    """Where the tagged release's files are served (the metainfo's screenshots)."""
    match = re.fullmatch(r"https://github\.com/([^/]+/[^/]+?)/?", repository)
    if match:
        return f"https://raw.githubusercontent.com/{match.group(1)}/v{version}"
    return f"{repository.rstrip('/')}/raw/v{version}"


def fill(template: str, values: dict[str, str]) -> str:
    for key, value in values.items():
        template = template.replace(f"@{key}@", value)
    leftover = re.search(r"@[A-Z]+@", template)
    if leftover:
        raise ValueError(f"no value for {leftover.group()}")
    return template


def write(path: Path, data: bytes | str, mode: int = 0o644) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data.encode("utf-8") if isinstance(data, str) else data)
    path.chmod(mode)


def gzipped(data: bytes) -> bytes:
    """gzip -9n: no name and no time inside, as Debian wants for man pages."""
    return gzip.compress(data, compresslevel=9, mtime=0)


def copy_bundle(bundle: Path, target: Path) -> None:
    """The bundle with Debian's permissions: the program 0755, every other file 0644
    (shared libraries load without the executable bit), folders 0755."""
    shutil.copytree(bundle, target, symlinks=True)
    for folder, dirs, files in os.walk(target):
        Path(folder).chmod(0o755)
        for name in dirs:
            (Path(folder) / name).chmod(0o755)
        for name in files:
            path = Path(folder) / name
            if not path.is_symlink():
                path.chmod(0o644)
    (target / PROGRAM).chmod(0o755)


#: Bundled libraries that come from the wheels (PySide6's Qt and ICU) or are the
#: interpreter itself: kept. Any other library in the bundle's top folder is a copy of the
#: build machine's; when a Debian package has it, the package depends on that instead.
BUNDLE_OWN = re.compile(r"lib(python|Qt6|pyside6|shiboken6|icu)")


@functools.cache
def library_cache() -> str:
    return run(["ldconfig", "-p"])


def system_library_package(name: str) -> str | None:
    """The installed Debian package with the library ``name`` (a soname), if any."""
    for line in library_cache().splitlines():
        found = re.match(rf"\s*{re.escape(name)} \(.*\) => (\S+)$", line)
        if not found:
            continue
        path = found.group(1)
        candidates = [path, path.removeprefix("/usr")]
        if not path.startswith("/usr/"):
            candidates.append("/usr" + path)
        for candidate in candidates:
            done = subprocess.run(["dpkg-query", "-S", candidate], capture_output=True,
                                  text=True, check=False)
            if done.returncode == 0:
                return done.stdout.split(":")[0]
    return None


def use_system_libraries(bundle: Path) -> list[str]:
    """Drop the bundle's copies of Debian's libraries (zlib, expat, libpng, X11, xcb...):
    the system's are found instead, kept up to date by Debian, and named in Depends by
    dpkg-shlibdeps. Returns the names dropped."""
    dropped = []
    for path in sorted((bundle / "_internal").glob("lib*.so*")):
        if path.is_symlink() or BUNDLE_OWN.match(path.name):
            continue
        if system_library_package(path.name):
            path.unlink()
            dropped.append(path.name)
    return dropped


def drop_build_runpaths(bundle: Path) -> int:
    """Remove search paths into the build machine (a Python built in a home folder has
    its lib folder as RUNPATH in every extension module); $ORIGIN paths (the bundle's own
    layout) stay. Needs patchelf. Returns how many files were changed."""
    changed = 0
    for path in elf_files(bundle):
        runpath = run(["patchelf", "--print-rpath", str(path)]).strip()
        if runpath and "$ORIGIN" not in runpath:
            run(["patchelf", "--remove-rpath", str(path)])
            changed += 1
    return changed


def elf_files(folder: Path) -> list[Path]:
    found = []
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as handle:
                if handle.read(4) == b"\x7fELF":
                    found.append(path)
    return found


def shlib_depends(stage: Path) -> list[str]:
    """The packages of the system libraries the bundle's binaries need (dpkg-shlibdeps);
    the libraries the bundle has itself are found in it and need nothing."""
    bundle = stage / INSTALL_DIR
    binaries = elf_files(bundle)
    lib_dirs = sorted({str(path.parent) for path in binaries})
    with tempfile.TemporaryDirectory() as work:
        # dpkg-shlibdeps reads debian/control of the package being built.
        write(Path(work, "debian", "control"),
              f"Source: {PACKAGE}\n\nPackage: {PACKAGE}\nArchitecture: any\n")
        output = run(["dpkg-shlibdeps", "-O", "--ignore-missing-info", "--warnings=0",
                      f"-T{work}/substvars", *(f"-l{d}" for d in lib_dirs),
                      *(f"-e{b}" for b in binaries)], cwd=work)
    match = re.search(r"^shlibs:Depends=(.*)$", output, re.MULTILINE)
    return [d.strip() for d in match.group(1).split(",")] if match else []


def render_icons(out: Path) -> list[int]:
    sys.path.insert(0, str(ROOT / "packaging"))
    import make_icons

    make_icons.make_icons(out)
    return list(make_icons.PNG_SIZES)


def stage_files(stage: Path, bundle: Path, version: str, repository: str, when: int) -> None:
    date = time.strftime("%Y-%m-%d", time.gmtime(when))
    values = {"VERSION": version, "DATE": date, "REPOSITORY": repository,
              "RAW": raw_base(repository, version)}
    copy_bundle(bundle, stage / INSTALL_DIR)
    dropped = use_system_libraries(stage / INSTALL_DIR)
    print(f"make_deb: {len(dropped)} libraries from Debian's packages instead of the "
          f"bundle's copies; {drop_build_runpaths(stage / INSTALL_DIR)} build paths removed")
    usr = stage / "usr"
    (usr / "bin").mkdir(parents=True)
    (usr / "bin" / PACKAGE).symlink_to(Path("..", "lib", PACKAGE, PROGRAM))
    # Debian's place for games too (its PATH for users has /usr/games).
    (usr / "games").mkdir()
    (usr / "games" / PACKAGE).symlink_to(Path("..", "lib", PACKAGE, PROGRAM))
    # The bundle is the engine with --engine (as its window starts it).
    write(usr / "bin" / f"{PACKAGE}-engine",
          f'#!/bin/sh\nexec /{INSTALL_DIR}/{PROGRAM} --engine "$@"\n', 0o755)

    share = usr / "share"
    desktop = (LINUX / "epaminondas.desktop").read_text(encoding="utf-8")
    desktop = "".join(line for line in desktop.splitlines(keepends=True)
                      if not line.startswith("# packaging/install-desktop"))
    write(share / "applications" / f"{PACKAGE}.desktop", desktop)
    write(share / "mime" / "packages" / f"{PACKAGE}.xml",
          (LINUX / "epaminondas-mime.xml").read_bytes())
    metainfo = (LINUX / f"{APP_ID}.metainfo.xml").read_text(encoding="utf-8")
    write(share / "metainfo" / f"{APP_ID}.metainfo.xml", fill(metainfo, values))

    icons = share / "icons" / "hicolor"
    mime_icon = MIME_TYPE.replace("/", "-")
    svg = (ROOT / "epaminondas_gui" / "assets" / "icons" / "epaminondas.svg").read_bytes()
    write(icons / "scalable" / "apps" / f"{PACKAGE}.svg", svg)
    write(icons / "scalable" / "mimetypes" / f"{mime_icon}.svg", svg)
    with tempfile.TemporaryDirectory() as rendered:
        for size in render_icons(Path(rendered)):
            png = Path(rendered, f"epaminondas-{size}.png").read_bytes()
            write(icons / f"{size}x{size}" / "apps" / f"{PACKAGE}.png", png)
            write(icons / f"{size}x{size}" / "mimetypes" / f"{mime_icon}.png", png)

    for page in (f"{PACKAGE}.6", f"{PACKAGE}-engine.6"):
        text = fill((LINUX / page).read_text(encoding="utf-8"), values)
        write(share / "man" / "man6" / f"{page}.gz", gzipped(text.encode("utf-8")))
    doc = share / "doc" / PACKAGE
    write(share / "lintian" / "overrides" / PACKAGE,
          (LINUX / "lintian-overrides").read_bytes())
    write(doc / "copyright", fill((LINUX / "copyright").read_text(encoding="utf-8"), values))
    stamp = time.strftime("%a, %d %b %Y %H:%M:%S +0000", time.gmtime(when))
    changelog = (f"{PACKAGE} ({version}) unstable; urgency=medium\n\n"
                 f"  * Release {version}; the changes are in the project's history:\n"
                 f"    {repository}\n\n -- {MAINTAINER}  {stamp}\n")
    write(doc / "changelog.gz", gzipped(changelog.encode("utf-8")))


def control_file(stage: Path, version: str, arch: str, repository: str) -> str:
    size_kb = sum((p.lstat().st_size + 1023) // 1024 for p in stage.rglob("*")
                  if p.is_file() or p.is_symlink())
    depends = [*shlib_depends(stage), *EXTRA_DEPENDS]
    description = "\n".join(f" {line}" for line in DESCRIPTION.splitlines())
    return (f"Package: {PACKAGE}\nVersion: {version}\nArchitecture: {arch}\n"
            f"Maintainer: {MAINTAINER}\nInstalled-Size: {size_kb}\n"
            f"Depends: {', '.join(depends)}\nRecommends: {', '.join(RECOMMENDS)}\n"
            f"Section: games\nPriority: optional\nHomepage: {repository}\n"
            f"Description: {SUMMARY}\n{description}\n")


def md5sums(stage: Path) -> str:
    lines = []
    for path in sorted(stage.rglob("*")):
        if path.is_file() and not path.is_symlink() and "DEBIAN" not in path.parts:
            digest = hashlib.md5(path.read_bytes(), usedforsecurity=False).hexdigest()
            lines.append(f"{digest}  {path.relative_to(stage)}\n")
    return "".join(lines)


#: The tools this script runs, with the Debian packages that have them.
TOOLS = {"dpkg-deb": "dpkg", "dpkg-shlibdeps": "dpkg-dev", "patchelf": "patchelf",
         "ldconfig": "libc-bin"}


def build_deb(bundle: Path, out: Path, repository: str, compression: str, level: int) -> Path:
    if not (bundle / PROGRAM).is_file():
        raise FileNotFoundError(f"no bundle at {bundle}: run packaging/build first")
    missing = sorted({package for tool, package in TOOLS.items() if not shutil.which(tool)})
    if missing:
        raise RuntimeError(f"tools missing: apt-get install {' '.join(missing)}")
    version = project_version()
    arch = run(["dpkg", "--print-architecture"]).strip()
    when = release_time()
    stage = ROOT / "build" / "deb" / f"{PACKAGE}_{version}_{arch}"
    shutil.rmtree(stage, ignore_errors=True)
    stage.mkdir(parents=True)
    stage.chmod(0o755)
    stage_files(stage, bundle, version, repository, when)
    control = control_file(stage, version, arch, repository)
    write(stage / "DEBIAN" / "control", control)
    write(stage / "DEBIAN" / "md5sums", md5sums(stage))
    (stage / "DEBIAN").chmod(0o755)
    for path in stage.rglob("*"):  # one time for every file: builds of a commit alike
        os.utime(path, (when, when), follow_symlinks=False)
    out.mkdir(parents=True, exist_ok=True)
    deb = out / f"{PACKAGE}_{version}_{arch}.deb"
    run(["dpkg-deb", "--root-owner-group", f"-Z{compression}", f"-z{level}", "--build",
         str(stage), str(deb)], env=dict(os.environ, SOURCE_DATE_EPOCH=str(when)))
    return deb


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / PROGRAM,
                        help="the one-folder bundle (default: dist/Epaminondas)")
    parser.add_argument("--out", type=Path, default=ROOT / "dist", help="where the .deb goes")
    parser.add_argument("--repository", default=os.environ.get("EPAMINONDAS_REPOSITORY")
                        or DEFAULT_REPOSITORY,
                        help="the project's address (homepage, screenshots, copyright)")
    parser.add_argument("--compression", default=os.environ.get("EPAMINONDAS_DEB_COMPRESSION",
                                                                 "xz"),
                        choices=("xz", "gzip", "zstd", "none"),
                        help="dpkg-deb's compression (default xz)")
    # xz -1: 31 MB in 87 s on this loaded machine, -6 (dpkg-deb's own default): 28 MB in
    # over 5 minutes; the release workflow asks for 6.
    parser.add_argument("--level", type=int, choices=range(10),
                        default=int(os.environ.get("EPAMINONDAS_DEB_LEVEL", "1")),
                        help="the compression level, 0-9 (default 1, or $EPAMINONDAS_DEB_LEVEL)")
    args = parser.parse_args(argv)
    start = time.monotonic()
    try:
        deb = build_deb(args.bundle.resolve(), args.out.resolve(), args.repository,
                        args.compression, args.level)
    except (OSError, RuntimeError, ValueError) as error:
        print(f"make_deb: {error}", file=sys.stderr)
        return 1
    size = deb.stat().st_size / 1e6
    print(f"make_deb: {deb} ({size:.1f} MB) made in {time.monotonic() - start:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
