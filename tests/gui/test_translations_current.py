"""The translation catalogues match the source strings: every string the code marks for
translation is in resources/i18n/*.ts, translated, and no catalogue holds stale ones
(the check pyside6-lupdate makes, run on copies)."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from resources.build_assets import translatable_sources

ROOT = Path(__file__).resolve().parents[2]
CATALOGUES = sorted((ROOT / "resources" / "i18n").glob("epaminondas_*.ts"))
MESSAGE_RE = re.compile(r"<context>\s*<name>(\w+)</name>(.*?)</context>", re.S)


def messages(text: str) -> dict[tuple[str, str], bool]:
    """(context, source) -> whether it is translated (finished)."""
    out: dict[tuple[str, str], bool] = {}
    for context in MESSAGE_RE.finditer(text):
        # Numerus messages ("%n error(s)") are <message numerus="yes">.
        for message in re.finditer(r"<message[^>]*>(.*?)</message>", context.group(2), re.S):
            body = message.group(1)
            if 'type="vanished"' in body or 'type="obsolete"' in body:
                continue
            source = re.search(r"<source>(.*?)</source>", body, re.S)
            assert source is not None
            out[(context.group(1), source.group(1))] = 'type="unfinished"' not in body
    return out


def lupdate() -> str:
    local = Path(sys.executable).parent / "pyside6-lupdate"
    tool = str(local) if local.exists() else shutil.which("pyside6-lupdate")
    if tool is None:
        pytest.fail("pyside6-lupdate (PySide6-Essentials) is missing")
    return tool


@pytest.mark.parametrize("catalogue", CATALOGUES, ids=lambda p: p.name)
def test_catalogue_matches_the_code(catalogue: Path, tmp_path: Path) -> None:
    committed = messages(catalogue.read_text(encoding="utf-8"))
    untranslated = sorted(key for key, done in committed.items() if not done)
    assert not untranslated, f"untranslated in {catalogue.name}: {untranslated[:5]}"
    copy = tmp_path / catalogue.name
    shutil.copyfile(catalogue, copy)
    code = translatable_sources()
    subprocess.run(
        [lupdate(), "-no-obsolete", *code, "-ts", str(copy)],
        check=True, capture_output=True, timeout=120,
    )
    fresh = messages(copy.read_text(encoding="utf-8"))
    new = sorted(set(fresh) - set(committed))
    stale = sorted(set(committed) - set(fresh))
    assert not new, (
        f"strings missing from {catalogue.name} "
        f"(run resources/build_assets.py --update-ts): {new[:5]}"
    )
    assert not stale, f"strings in {catalogue.name} that the code no longer has: {stale[:5]}"


def test_english_has_every_plural_form(tmp_path: Path) -> None:
    # English's catalogue holds only the messages with a count ("%n error(s)"): every one
    # the code has, translated into its two forms, or English reads "1 error(s)".
    catalogue = ROOT / "resources" / "i18n" / "plurals_en.ts"
    committed = messages(catalogue.read_text(encoding="utf-8"))
    assert committed and all(committed.values()), committed
    copy = tmp_path / catalogue.name
    shutil.copyfile(catalogue, copy)
    subprocess.run(
        [lupdate(), "-no-obsolete", "-pluralonly", "-source-language", "en",
         "-target-language", "en", *translatable_sources(), "-ts", str(copy)],
        check=True, capture_output=True, timeout=120,
    )
    assert messages(copy.read_text(encoding="utf-8")) == committed
