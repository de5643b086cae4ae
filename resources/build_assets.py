"""Rebuild the runtime assets in epaminondas_gui/assets from the sources in resources/.

    python resources/build_assets.py            # .qm catalogues, sounds, icon
    python resources/build_assets.py --update-ts  # first re-scan the code for new strings

Sources: resources/i18n/*.ts (edit these, or open them in Qt Linguist),
resources/icons/*.svg; the sounds are synthesised here with the wave module.
The outputs are committed, so installing or bundling needs no Qt tools.
"""

from __future__ import annotations

import argparse
import math
import random
import re
import shutil
import struct
import subprocess
import sys
import wave
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "resources"
ASSETS = ROOT / "epaminondas_gui" / "assets"
#: English's own catalogue: only the messages with a number's plural forms.
PLURALS_EN = SOURCES / "i18n" / "plurals_en.ts"
RATE = 22050


def tool(name: str) -> str:
    local = Path(sys.executable).parent / name
    return str(local) if local.exists() else name


def translatable_sources() -> list[str]:
    """The modules whose strings are translated: the whole user interface."""
    return sorted(str(p) for p in (ROOT / "epaminondas_gui" / "gui").rglob("*.py"))


def update_ts() -> None:
    """Re-scan the code; a string that moved to another class (a translation context)
    keeps its translation, taken from where it was before."""
    code = translatable_sources()
    catalogues = sorted(str(p) for p in (SOURCES / "i18n").glob("epaminondas_*.ts"))
    lupdate = tool("pyside6-lupdate")
    subprocess.run([lupdate, *code, "-ts", *catalogues], check=True)  # the old ones kept
    for catalogue in catalogues:
        path = Path(catalogue)
        path.write_text(carry_translations(path.read_text(encoding="utf-8")), encoding="utf-8")
    subprocess.run([lupdate, "-no-obsolete", *code, "-ts", *catalogues], check=True)
    # English needs only the plural forms ("1 error", "2 errors" for "%n error(s)").
    subprocess.run([lupdate, "-no-obsolete", "-pluralonly", "-source-language", "en",
                    "-target-language", "en", *code, "-ts", str(PLURALS_EN)], check=True)


_MESSAGE = re.compile(r"<message>(?P<body>.*?)</message>", re.S)
_SOURCE = re.compile(r"<source>(.*?)</source>", re.S)
_TRANSLATION = re.compile(r"<translation(?P<attrs>[^>]*)>(?P<text>.*?)</translation>", re.S)


def carry_translations(text: str) -> str:
    """Fill every unfinished message with the translation of the same source text found
    elsewhere in the catalogue (finished, or kept as vanished/obsolete by lupdate)."""
    known: dict[str, str] = {}
    for message in _MESSAGE.finditer(text):
        source = _SOURCE.search(message["body"])
        translation = _TRANSLATION.search(message["body"])
        if (source is not None and translation is not None and translation["text"]
                and 'type="unfinished"' not in translation["attrs"]):
            known.setdefault(source.group(1), translation["text"])

    def fill(message: re.Match[str]) -> str:
        body = message["body"]
        source = _SOURCE.search(body)
        translation = _TRANSLATION.search(body)
        if (source is None or translation is None
                or translation["attrs"].strip() != 'type="unfinished"'
                or source.group(1) not in known):
            return message.group(0)
        done = f"<translation>{known[source.group(1)]}</translation>"
        return "<message>" + body.replace(translation.group(0), done) + "</message>"

    return _MESSAGE.sub(fill, text)


def release_ts() -> None:
    out = ASSETS / "i18n"
    out.mkdir(parents=True, exist_ok=True)
    for ts in sorted((SOURCES / "i18n").glob("*.ts")):
        subprocess.run(
            [tool("pyside6-lrelease"), str(ts), "-qm", str(out / (ts.stem + ".qm"))], check=True
        )


def knock(freq: float, length: float, rng: random.Random, drop: float = 0.35) -> list[float]:
    """A short wooden knock: a falling sine with a burst of noise at the start."""
    n = int(RATE * length)
    samples = []
    phase = 0.0
    for i in range(n):
        t = i / RATE
        f = freq * (1.0 - drop * min(1.0, t / length))
        phase += 2 * math.pi * f / RATE
        body = math.sin(phase) * math.exp(-t * 38)
        click = (rng.random() * 2 - 1) * math.exp(-t * 400) * 0.5
        samples.append(body * 0.8 + click)
    return samples


def chime(notes: list[float], length: float) -> list[float]:
    n = int(RATE * length)
    out = [0.0] * n
    for k, freq in enumerate(notes):
        start = int(k * RATE * 0.12)
        for i in range(start, n):
            t = (i - start) / RATE
            env = math.exp(-t * 5) * min(1.0, t * 200)
            tone = math.sin(2 * math.pi * freq * t) + 0.3 * math.sin(4 * math.pi * freq * t)
            out[i] += tone * env * 0.35
    return out


def write_wav(path: Path, samples: list[float]) -> None:
    peak = max(1e-9, max(abs(s) for s in samples))
    scale = 0.8 * 32767 / peak
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(s * scale)) for s in samples))


def make_sounds() -> None:
    out = ASSETS / "sounds"
    out.mkdir(parents=True, exist_ok=True)
    rng = random.Random(7)  # deterministic files: rebuilding changes nothing
    write_wav(out / "move.wav", knock(520, 0.09, rng))
    capture = knock(330, 0.07, rng) + [0.0] * int(RATE * 0.03) + knock(260, 0.12, rng, 0.5)
    write_wav(out / "capture.wav", capture)
    write_wav(out / "end.wav", chime([523.25, 659.25, 783.99], 0.9))


def copy_icons() -> None:
    out = ASSETS / "icons"
    out.mkdir(parents=True, exist_ok=True)
    for svg in (SOURCES / "icons").glob("*.svg"):
        shutil.copyfile(svg, out / svg.name)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--update-ts", action="store_true", help="re-scan the code with lupdate")
    args = parser.parse_args()
    if args.update_ts:
        update_ts()
    release_ts()
    make_sounds()
    copy_icons()


if __name__ == "__main__":
    main()
