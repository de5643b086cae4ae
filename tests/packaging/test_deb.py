"""The Debian package (packaging/make_deb.py) and the release workflow's scripts.

The templates (metainfo, man pages, desktop entry) are checked from the sources; the built
package's contents, permissions and fields when a .deb is there (``packaging/build --deb``,
which ``packaging/ci-check --deb`` runs, and so scripts/test where the Debian tools are
installed; the test names the reason when it is skipped). Installing it is
packaging/check-deb --install's job (a bare root).
"""

from __future__ import annotations

import gzip
import os
import re
import shutil
import subprocess
import tarfile
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.packaging.test_packaging import load_script_module

ROOT = Path(__file__).resolve().parents[2]
#: The checkout: ROOT, or, in the compiled copy (build/compiled, which has no scripts/ or
#: .github/), the checkout it was copied from.
CHECKOUT = ROOT if (ROOT / "scripts").is_dir() else ROOT.parents[1]
PACKAGING = ROOT / "packaging"
LINUX = PACKAGING / "linux"
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
make_deb = load_script_module("make_deb", PACKAGING / "make_deb.py")


def built_deb() -> Path | None:
    """The .deb of this version: $EPAMINONDAS_DEB (scripts/test, for the compiled copy's
    pass), else dist/ beside the tests."""
    named = os.environ.get("EPAMINONDAS_DEB")
    if named:
        return Path(named)
    found = sorted((ROOT / "dist").glob(f"epaminondas_{PROJECT['version']}_*.deb"))
    return found[-1] if found else None


DEB = built_deb()
needs_deb = pytest.mark.skipif(
    DEB is None or not DEB.is_file() or shutil.which("dpkg-deb") is None,
    reason="no .deb: run packaging/build --deb (needs dpkg-deb)")


def filled_metainfo() -> str:
    template = (LINUX / f"{make_deb.APP_ID}.metainfo.xml").read_text(encoding="utf-8")
    repository = "https://github.com/someone/epaminondas"
    return str(make_deb.fill(template, {
        "VERSION": "0.1.0", "DATE": "2026-11-27", "REPOSITORY": repository,
        "RAW": make_deb.raw_base(repository, "0.1.0")}))


# -- the templates ----------------------------------------------------------------------


def test_fill_refuses_a_placeholder_without_value() -> None:
    assert make_deb.fill("a @VERSION@ b", {"VERSION": "1.2"}) == "a 1.2 b"
    with pytest.raises(ValueError, match="@DATE@"):
        make_deb.fill("@VERSION@ @DATE@", {"VERSION": "1.2"})


def test_screenshots_come_from_the_tagged_release() -> None:
    assert (make_deb.raw_base("https://github.com/a/b", "1.2.0")
            == "https://raw.githubusercontent.com/a/b/v1.2.0")
    assert make_deb.raw_base("https://example.org/code/", "1.2.0") == \
        "https://example.org/code/raw/v1.2.0"


def test_metainfo_names_what_the_package_provides() -> None:
    component = ET.fromstring(filled_metainfo())
    assert component.get("type") == "desktop-application"
    assert component.findtext("id") == make_deb.APP_ID
    assert component.findtext("project_license") == PROJECT["license"]
    assert component.findtext("launchable") == "epaminondas.desktop"
    provides = component.find("provides")
    assert provides is not None
    assert sorted(b.text or "" for b in provides.iter("binary")) == [
        "epaminondas", "epaminondas-engine"]
    assert [m.text for m in provides.iter("mediatype")] == [make_deb.MIME_TYPE]
    rating = component.find("content_rating")
    assert rating is not None and rating.get("type") == "oars-1.1"
    images = [i.text or "" for i in component.iter("image")]
    assert len(images) == 4
    for url in images:
        # Each screenshot is a file of docs/ at the release's tag.
        prefix = "https://raw.githubusercontent.com/someone/epaminondas/v0.1.0/"
        assert url.startswith(prefix), url
        assert (ROOT / url.removeprefix(prefix)).is_file(), url


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstreamcli not installed")
def test_metainfo_validates(tmp_path: Path) -> None:
    path = tmp_path / f"{make_deb.APP_ID}.metainfo.xml"
    path.write_text(filled_metainfo(), encoding="utf-8")
    done = subprocess.run(["appstreamcli", "validate", "--no-net", str(path)],
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize("page", ["epaminondas.6", "epaminondas-engine.6"])
def test_man_pages_render_without_warnings(page: str, tmp_path: Path) -> None:
    text = make_deb.fill((LINUX / page).read_text(encoding="utf-8"),
                         {"VERSION": "0.1.0", "DATE": "2026-11-27"})
    name = page.removesuffix(".6")
    assert f'.TH {name.upper().replace("-", chr(92) + "-")} 6 "2026-11-27"' in text
    if shutil.which("man") is None or shutil.which("groff") is None:
        pytest.skip("man/groff not installed")
    (tmp_path / page).write_text(text, encoding="utf-8")
    done = subprocess.run(["man", "--warnings", "-E", "UTF-8", "-l", "-Tutf8", "-Z",
                           str(tmp_path / page)], capture_output=True, text=True, timeout=60,
                          env=dict(os.environ, MANWIDTH="80", LC_ALL="C.UTF-8"), check=False)
    assert done.returncode == 0
    assert done.stderr == ""


# -- the built package ------------------------------------------------------------------


def deb_members(deb: Path, tmp_path: Path) -> tuple[dict[str, tarfile.TarInfo], Path]:
    """The data archive's entries by path (without ./) and the package extracted."""
    root = tmp_path / "root"
    subprocess.run(["dpkg-deb", "--extract", str(deb), str(root)], check=True, timeout=120)
    listing = subprocess.run(["dpkg-deb", "--fsys-tarfile", str(deb)], capture_output=True,
                             check=True, timeout=120).stdout
    (tmp_path / "data.tar").write_bytes(listing)
    with tarfile.open(tmp_path / "data.tar") as archive:
        members = {m.name.removeprefix("./"): m for m in archive.getmembers()}
    return members, root


@needs_deb
def test_deb_holds_the_program_and_the_desktop_files(tmp_path: Path) -> None:
    assert DEB is not None
    members, root = deb_members(DEB, tmp_path)
    program = members["usr/lib/epaminondas/Epaminondas"]
    assert program.mode == 0o755
    command = members["usr/bin/epaminondas"]
    assert command.issym() and command.linkname == "../lib/epaminondas/Epaminondas"
    engine = (root / "usr/bin/epaminondas-engine").read_text()
    assert engine == '#!/bin/sh\nexec /usr/lib/epaminondas/Epaminondas --engine "$@"\n'
    assert members["usr/bin/epaminondas-engine"].mode == 0o755
    for name, member in members.items():
        assert (member.uname, member.gname) == ("root", "root"), name
        if member.isfile() and name != "usr/lib/epaminondas/Epaminondas" \
                and not name.startswith("usr/bin/"):
            assert member.mode == 0o644, name
    # The bundle, compiled search included.
    assert any(n.startswith("usr/lib/epaminondas/_internal/epaminondas_gui/core/ai/search.")
               and n.endswith(".so") for n in members)

    desktop = (root / "usr/share/applications/epaminondas.desktop").read_text().splitlines()
    assert "Exec=epaminondas %f" in desktop
    assert f"MimeType={make_deb.MIME_TYPE};" in desktop
    assert not any(line.startswith("#") for line in desktop)
    mime = ET.parse(root / "usr/share/mime/packages/epaminondas.xml").getroot()
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    assert mime.find("m:mime-type/m:glob", ns).get("pattern") == "*.epam"  # type: ignore[union-attr]
    mime_icon = make_deb.MIME_TYPE.replace("/", "-")
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        for kind, name in (("apps", "epaminondas"), ("mimetypes", mime_icon)):
            png = root / f"usr/share/icons/hicolor/{size}x{size}/{kind}/{name}.png"
            data = png.read_bytes()
            assert data[:8] == b"\x89PNG\r\n\x1a\n"
            assert int.from_bytes(data[16:20], "big") == size  # the IHDR width
    metainfo = root / f"usr/share/metainfo/{make_deb.APP_ID}.metainfo.xml"
    release = ET.parse(metainfo).getroot().find("releases/release")
    assert release is not None and release.get("version") == PROJECT["version"]
    for page in ("epaminondas.6.gz", "epaminondas-engine.6.gz"):
        data = (root / "usr/share/man/man6" / page).read_bytes()
        assert data[4:8] == b"\0\0\0\0"  # gzip -n: no time stamp inside
        assert gzip.decompress(data).startswith(b".\\\"")
    copyright_text = (root / "usr/share/doc/epaminondas/copyright").read_text()
    assert copyright_text.startswith("Format: https://www.debian.org/doc/packaging-manuals/")
    assert "@" + "REPOSITORY@" not in copyright_text


@needs_deb
def test_deb_control_fields() -> None:
    assert DEB is not None
    fields = subprocess.run(["dpkg-deb", "--field", str(DEB)], capture_output=True, text=True,
                            check=True, timeout=60).stdout
    control = dict(re.findall(r"^([\w-]+): (.*)$", fields, re.MULTILINE))
    assert control["Package"] == "epaminondas"
    assert control["Version"] == PROJECT["version"]
    assert DEB.name == f"epaminondas_{control['Version']}_{control['Architecture']}.deb"
    depends = [d.split()[0] for d in control["Depends"].split(", ")]
    # The libraries the bundle does not carry: glibc, GL/EGL, xcb (the window's plugin).
    for needed in ("libc6", "libegl1", "libxcb1", "libxkbcommon0", "hicolor-icon-theme"):
        assert needed in depends, control["Depends"]
    assert control["Section"] == "games"
    control_files = subprocess.run(["dpkg-deb", "--ctrl-tarfile", str(DEB)],
                                   capture_output=True, check=True, timeout=60).stdout
    names = subprocess.run(["tar", "-t"], input=control_files, capture_output=True, check=True,
                           timeout=60).stdout.decode().split()
    # No maintainer scripts: the caches are the triggers' job, so a purge leaves nothing.
    assert sorted(n.removeprefix("./") for n in names if n != "./") == ["control", "md5sums"]


@needs_deb
@pytest.mark.skipif(shutil.which("desktop-file-validate") is None,
                    reason="desktop-file-validate not installed (desktop-file-utils)")
def test_deb_desktop_entry_validates(tmp_path: Path) -> None:
    assert DEB is not None
    _members, root = deb_members(DEB, tmp_path)
    done = subprocess.run(["desktop-file-validate",
                           str(root / "usr/share/applications/epaminondas.desktop")],
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stdout + done.stderr


# -- the release workflow ---------------------------------------------------------------


def test_release_version_checks_the_tag() -> None:
    script = str(CHECKOUT / "packaging" / "release-version")
    done = subprocess.run(["bash", script, f"refs/tags/v{PROJECT['version']}"],
                          capture_output=True, text=True, timeout=60, check=False)
    assert (done.returncode, done.stdout) == (0, f"version={PROJECT['version']}\n")
    done = subprocess.run(["bash", script, "--bare"], capture_output=True, text=True,
                          timeout=60, check=False)
    assert (done.returncode, done.stdout) == (0, f"{PROJECT['version']}\n")
    done = subprocess.run(["bash", script, "refs/tags/v99.0.0"], capture_output=True,
                          text=True, timeout=60, check=False)
    assert done.returncode == 1
    assert "the tag v99.0.0 does not match the version" in done.stderr


def test_release_workflow_calls_scripts_that_exist() -> None:
    workflow = (CHECKOUT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    called = set(re.findall(r"(?<![\w/.])((?:packaging|scripts)/[\w.-]+)", workflow))
    assert {"scripts/bootstrap", "packaging/ci-check", "packaging/check-deb",
            "packaging/build", "packaging/release-version"} <= called
    for path in called:
        assert (CHECKOUT / path).is_file(), path
        if "." not in Path(path).name:
            assert os.access(CHECKOUT / path, os.X_OK), path
