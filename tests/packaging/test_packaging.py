"""Packaging: the assets are found from a source checkout, an installed wheel and the
PyInstaller bundle; the self-test passes (and fails loudly); the desktop integration
and the icon files are well-formed."""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path
from types import ModuleType

import pytest

from epaminondas_gui.gui.assets import asset_path, assets_dir
from epaminondas_gui.gui.i18n import LANGUAGE_NAMES
from epaminondas_gui.selftest import EXIT_TIMEOUT, LOG_NAME, SELF_TEST_FLAG
from epaminondas_gui.startup_probe import MARKER, PROBE_ENV

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
# scripts/test points at the bundle it built when the tests run in the compiled copy.
BUNDLE = Path(os.environ.get("EPAMINONDAS_BUNDLE")
              or ROOT / "dist" / "Epaminondas" / "Epaminondas")
SHIPPED_LANGUAGES = sorted(code for code in LANGUAGE_NAMES if code != "en")
SUBPROCESS_TIMEOUT_S = 180


def offscreen_env(tmp_path: Path, **extra: str) -> dict[str, str]:
    """A child environment that cannot touch the user's settings or games."""
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["XDG_CONFIG_HOME"] = str(tmp_path / "config")
    env["XDG_DATA_HOME"] = str(tmp_path / "data")
    env["EPAMINONDAS_DATA_DIR"] = str(tmp_path / "games")
    env.pop("PYTHONPATH", None)
    env.update(extra)
    return env


def run(
    command: list[str], env: dict[str, str], cwd: Path = ROOT
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        command,
        env=env,
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=SUBPROCESS_TIMEOUT_S,
        check=False,
    )


def load_script_module(name: str, path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# -- source checkout --------------------------------------------------------------------


def test_source_checkout_finds_icon_and_translations() -> None:
    assert assets_dir() == ROOT / "epaminondas_gui" / "assets"
    assert asset_path("icons", "epaminondas.svg").is_file()
    assert SHIPPED_LANGUAGES, "no translation is shipped"
    for code in SHIPPED_LANGUAGES:
        assert asset_path("i18n", f"epaminondas_{code}.qm").is_file()


def test_self_test_passes_from_source(tmp_path: Path) -> None:
    done = run([sys.executable, "-m", "epaminondas_gui.selftest"], offscreen_env(tmp_path))
    assert done.returncode == 0, done.stdout + done.stderr
    assert "self-test: passed" in done.stdout
    assert "FAIL" not in done.stdout
    assert "ok    lessons and puzzles: 9 lessons," in done.stdout
    assert "ok    search helper process: process " in done.stdout
    # Nothing went to the player's (here: the test's) data or settings folders.
    assert not (tmp_path / "games").exists()
    assert not (tmp_path / "config").exists()


def test_self_test_reports_a_missing_asset(tmp_path: Path) -> None:
    # asset_path() looks assets_dir() up at call time, so this hides every asset.
    script = (
        "import sys; from pathlib import Path\n"
        "import epaminondas_gui.gui.assets as assets\n"
        f"assets.assets_dir = lambda: Path({str(tmp_path / 'nowhere')!r})\n"
        "from epaminondas_gui.selftest import run_self_test\n"
        "sys.exit(run_self_test())\n"
    )
    done = run([sys.executable, "-c", script], offscreen_env(tmp_path))
    assert done.returncode == 1, done.stdout + done.stderr
    assert "FAIL  app icon" in done.stdout
    assert "FAIL  translations" in done.stdout
    assert "FAIL  lessons and puzzles" in done.stdout
    assert "self-test: FAILED" in done.stdout


def test_self_test_without_stdout_writes_a_log(tmp_path: Path) -> None:
    # A windowed Windows build has sys.stdout = None.
    script = (
        "import sys\n"
        "sys.stdout = None\n"
        "from epaminondas_gui.selftest import run_self_test\n"
        "sys.exit(run_self_test())\n"
    )
    done = run([sys.executable, "-c", script], offscreen_env(tmp_path, TMPDIR=str(tmp_path)))
    assert done.returncode == 0, done.stdout + done.stderr
    log = (tmp_path / LOG_NAME).read_text(encoding="utf-8")
    assert "self-test: passed" in log


def test_self_test_watchdog_ends_a_hang(tmp_path: Path) -> None:
    env = offscreen_env(tmp_path, EPAMINONDAS_SELFTEST_TIMEOUT="0.05")
    done = run([sys.executable, "-m", "epaminondas_gui.selftest"], env)
    assert done.returncode == EXIT_TIMEOUT, done.stdout + done.stderr
    assert "TIMED OUT" in done.stdout


def test_startup_probe_reports_the_first_board_paint(tmp_path: Path) -> None:
    env = offscreen_env(tmp_path, **{PROBE_ENV: "1"})
    done = run([sys.executable, str(PACKAGING / "launcher.py")], env)
    assert done.returncode == 0, done.stdout + done.stderr
    stamps = [line for line in done.stdout.splitlines() if line.startswith(MARKER + " ")]
    assert len(stamps) == 1, done.stdout
    float(stamps[0].split()[1])


# -- installed wheel --------------------------------------------------------------------


def _can_build_wheels_offline() -> bool:
    """setuptools builds wheels itself from 70.1; older ones need the wheel package."""
    if importlib.util.find_spec("wheel") is not None:
        return True
    try:
        from importlib.metadata import version

        major, minor = (int(part) for part in version("setuptools").split(".")[:2])
    except (ImportError, ValueError):
        return False
    return (major, minor) >= (70, 1)


@pytest.mark.slow
def test_wheel_ships_the_assets(tmp_path: Path) -> None:
    # Build from a copy: an in-tree build would write build/ and *.egg-info in the checkout.
    source = tmp_path / "src"
    source.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, source / name)
    shutil.copytree(
        ROOT / "epaminondas_gui",
        source / "epaminondas_gui",
        ignore=shutil.ignore_patterns("__pycache__", "*.pyc"),
    )
    wheels = tmp_path / "wheels"
    command = [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(wheels)]
    if _can_build_wheels_offline():
        command.append("--no-build-isolation")
    done = run([*command, str(source)], dict(os.environ), cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    (wheel,) = wheels.glob("epaminondas-*.whl")

    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        archive.extractall(tmp_path / "site")
    assert "epaminondas_gui/assets/icons/epaminondas.svg" in names
    assert "epaminondas_gui/py.typed" in names
    for code in SHIPPED_LANGUAGES:
        assert f"epaminondas_gui/assets/i18n/epaminondas_{code}.qm" in names

    # The unpacked wheel first on the path, the venv (PySide6, platformdirs) after it;
    # cwd outside the checkout so the source tree cannot be imported by accident.
    site = tmp_path / "site"
    env = offscreen_env(tmp_path, PYTHONPATH=str(site))
    probe = (
        "import json, epaminondas_gui\n"
        "from epaminondas_gui.gui.assets import asset_path, assets_dir\n"
        "print(json.dumps({'package': epaminondas_gui.__file__, 'assets': str(assets_dir()),"
        " 'icon': asset_path('icons', 'epaminondas.svg').is_file()}))\n"
    )
    done = run([sys.executable, "-c", probe], env, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout)
    assert Path(found["package"]).resolve().is_relative_to(site.resolve())
    assert Path(found["assets"]).resolve() == (site / "epaminondas_gui" / "assets").resolve()
    assert found["icon"]

    done = run([sys.executable, "-m", "epaminondas_gui.selftest"], env, cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert str(site / "epaminondas_gui" / "assets") in done.stdout


# -- PyInstaller bundle -----------------------------------------------------------------


@pytest.mark.skipif(
    not BUNDLE.is_file(), reason="no bundle: run packaging/build to build dist/Epaminondas"
)
def test_bundle_self_test(tmp_path: Path) -> None:
    done = run([str(BUNDLE), SELF_TEST_FLAG], offscreen_env(tmp_path), cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "ok    environment: bundle" in done.stdout
    internal = BUNDLE.parent / "_internal" / "epaminondas_gui" / "assets"
    assert f"assets folder: {internal}" in done.stdout


# -- icons and desktop integration ------------------------------------------------------


def test_icons_are_readable(tmp_path: Path, qapp: object) -> None:
    from PySide6.QtGui import QImageReader

    make_icons = load_script_module("make_icons", PACKAGING / "make_icons.py")
    make_icons.make_icons(tmp_path)
    for size in make_icons.PNG_SIZES:
        reader = QImageReader(str(tmp_path / f"epaminondas-{size}.png"))
        assert reader.size().width() == size
    ico = QImageReader(str(tmp_path / "epaminondas.ico"))
    assert ico.imageCount() == len(make_icons.ICO_SIZES)
    assert not ico.read().isNull()
    data = (tmp_path / "epaminondas.icns").read_bytes()
    assert data[:4] == b"icns" and int.from_bytes(data[4:8], "big") == len(data)


def desktop_tools(folder: Path, names: tuple[str, ...]) -> str:
    """A PATH on which the desktop's tools in ``names`` exist (as stand-ins that succeed
    where this machine lacks them) and the others do not."""
    folder.mkdir()
    wanted = ("xdg-mime", "update-desktop-database", "update-mime-database")
    for name in wanted:
        real = shutil.which(name)
        if name in names:
            (folder / name).write_text(f"#!/bin/sh\nexec {real} \"$@\"\n" if real
                                       else "#!/bin/sh\nexit 0\n")
            (folder / name).chmod(0o755)
    # The system's folders without these tools: the basic commands the script needs.
    basics = folder / "basics"
    basics.mkdir()
    for command in ("bash", "sh", "sed", "mkdir", "mktemp", "install", "cp", "rm", "dirname",
                    "basename", "printf", "cat"):
        found = shutil.which(command)
        if found:
            (basics / command).symlink_to(found)
    return f"{folder}{os.pathsep}{basics}"


def test_install_desktop_for_the_user(tmp_path: Path) -> None:
    program = tmp_path / "my games" / "Epaminondas"
    program.parent.mkdir()
    program.write_text("#!/bin/sh\nexit 0\n")
    program.chmod(0o755)
    data = tmp_path / "share"
    everything = ("xdg-mime", "update-desktop-database", "update-mime-database")
    env = dict(os.environ, XDG_DATA_HOME=str(data), HOME=str(tmp_path),
               PATH=desktop_tools(tmp_path / "tools", everything))
    script = str(PACKAGING / "install-desktop")

    done = run(["bash", script, "--exec", str(program)], env)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "now open with Epaminondas" in done.stdout
    desktop = (data / "applications" / "epaminondas.desktop").read_text()
    assert f'Exec="{program}" %f' in desktop.splitlines()
    assert "MimeType=application/x-epaminondas-record;" in desktop.splitlines()
    assert (data / "mime" / "packages" / "epaminondas.xml").is_file()
    assert (data / "icons" / "hicolor" / "scalable" / "apps" / "epaminondas.svg").is_file()
    if shutil.which("update-mime-database"):
        assert "*.epam" in (data / "mime" / "globs2").read_text()
    validator = shutil.which("desktop-file-validate")
    if validator:  # by its path: env's PATH holds only the stand-in tools
        check = run([validator, str(data / "applications" / "epaminondas.desktop")], env)
        assert check.returncode == 0, check.stdout + check.stderr

    done = run(["bash", script, "--uninstall"], env)
    assert done.returncode == 0, done.stdout + done.stderr
    assert not (data / "applications" / "epaminondas.desktop").exists()
    assert not (data / "mime" / "packages" / "epaminondas.xml").exists()


def test_install_desktop_says_what_it_could_not_do(tmp_path: Path) -> None:
    program = tmp_path / "Epaminondas"
    program.write_text("#!/bin/sh\nexit 0\n")
    program.chmod(0o755)
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path / "share"), HOME=str(tmp_path),
               PATH=desktop_tools(tmp_path / "tools", ("update-mime-database",)))
    done = run(["bash", str(PACKAGING / "install-desktop"), "--exec", str(program)], env)
    assert done.returncode == 3
    assert "now open with Epaminondas" not in done.stdout
    assert "needs update-desktop-database xdg-mime" in done.stderr
