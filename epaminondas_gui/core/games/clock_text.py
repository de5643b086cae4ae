"""A move's clock as a record writes it in the move's comment: ``[%clk H:MM:SS.s]``, the
annotation chess programs use (PGN's clock comments), written and read back."""

from __future__ import annotations

import re

CLK_OPEN = "[%clk"
"""How a clock annotation begins (text that holds it otherwise is written ``[% clk``)."""
_CLK_RE = re.compile(r"\[%clk(?:\s+([^\]]*?))?\s*\]")
_CLOCK_VALUE_RE = re.compile(r"(\d{1,4}):([0-5]\d):([0-5]\d)(?:\.(\d{1,3}))?")


def format_clock(ms: int) -> str:
    """A clock as in ``[%clk ...]``: ``H:MM:SS`` with as many decimals as the
    milliseconds need (``0:04:55.3``, ``1:00:00``, ``0:00:00.125``)."""
    if ms < 0:
        raise ValueError(f"a clock cannot be negative ({ms} ms)")
    seconds, millis = divmod(ms, 1000)
    minutes, seconds = divmod(seconds, 60)
    hours, minutes = divmod(minutes, 60)
    fraction = f".{millis:03d}".rstrip("0") if millis else ""
    return f"{hours}:{minutes:02d}:{seconds:02d}{fraction}"


def parse_clock(text: str) -> int:
    """The milliseconds of a clock written by :func:`format_clock` (ValueError if it is
    not ``H:MM:SS`` with up to 3 decimals)."""
    match = _CLOCK_VALUE_RE.fullmatch(text.strip())
    if match is None:
        raise ValueError(f"bad clock {text.strip()!r} (expected H:MM:SS or H:MM:SS.s, "
                         "e.g. 0:04:55.3)")
    hours, minutes, seconds = int(match[1]), int(match[2]), int(match[3])
    millis = int((match[4] or "").ljust(3, "0"))
    return ((hours * 60 + minutes) * 60 + seconds) * 1000 + millis


def take_clock(text: str) -> tuple[str, int | None]:
    """A comment's text without its ``[%clk ...]`` annotations, and the clock of the
    last one (None without one); ValueError for a malformed clock."""
    clock: int | None = None
    while (match := _CLK_RE.search(text)) is not None:
        clock = parse_clock(match[1] or "")
        left, right = text[:match.start()].rstrip(), text[match.end():].lstrip()
        text = f"{left} {right}" if left and right else left or right
    return text.strip(), clock
