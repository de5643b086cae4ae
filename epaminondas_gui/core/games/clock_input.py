"""A time control as a player types it in the New game dialog: ``5+3`` is 5 minutes and
3 seconds added after each move, as the presets and lichess count (the record's
``TimeControl`` tag, :meth:`.clock.TimeControl.parse`, counts in seconds and is not
changed by this). Units may be written: ``90s+2``, ``1.5m``, ``5 min + 3 s``; ``30/move``
is 30 seconds a move; ``White 5+3, Black 1+1`` gives each side its own."""

from __future__ import annotations

import re

from .clock import SideControl, TimeControl, TimeControlError

_NUMBER = r"\d+(?:[.,]\d{1,3})?"
_MINUTE_UNITS = ("m", "min", "mins", "minute", "minutes", "minuten", "minutos")
_SECOND_UNITS = ("s", "sec", "secs", "second", "seconds", "sek", "seg", "sekunden",
                 "segundos")
_AMOUNT = rf"({_NUMBER})\s*([a-z]*)\.?"
_FISCHER_RE = re.compile(rf"{_AMOUNT}(?:\s*\+\s*{_AMOUNT})?", re.IGNORECASE)
_PER_MOVE_RE = re.compile(rf"{_AMOUNT}\s*/\s*(?:move|zug|jugada)", re.IGNORECASE)
_EACH_RE = re.compile(
    r"(?:white|wei(?:ss|ß)|blancas?)\s+(.+?)\s*[,;]?\s*(?:black|schwarz|negras?)\s+(.+)",
    re.IGNORECASE)


def _ms(number: str, unit: str, default_ms: int) -> int:
    """``number`` in ``unit`` (none: ``default_ms`` for each) as milliseconds."""
    whole, _, fraction = number.replace(",", ".").partition(".")
    thousandths = int(whole) * 1000 + int((fraction + "000")[:3])
    word = unit.lower()
    if not word:
        scale = default_ms
    elif word in _MINUTE_UNITS:
        scale = 60_000
    elif word in _SECOND_UNITS:
        scale = 1000
    else:
        raise TimeControlError(f"{unit!r} is not a unit: write min or s")
    return thousandths * scale // 1000


def parse_side(text: str) -> SideControl:
    """One side's control as typed (see the module's doc)."""
    word = text.strip()
    if match := _PER_MOVE_RE.fullmatch(word):
        return SideControl(_ms(match[1], match[2], 1000), per_move=True)
    if match := _FISCHER_RE.fullmatch(word):
        increment = _ms(match[3], match[4], 1000) if match[3] else 0
        return SideControl(_ms(match[1], match[2], 60_000), increment)
    raise TimeControlError(f"{text!r} is not a time control")


def parse_typed(text: str) -> TimeControl:
    """A control as typed; :class:`TimeControlError` when the text is not one (an empty
    text is not one either: the dialog has *No clock* for that)."""
    clean = text.strip()
    if match := _EACH_RE.fullmatch(clean):
        return TimeControl(parse_side(match[1]), parse_side(match[2]))
    side = parse_side(clean)
    return TimeControl(side, side)


def _amount_text(ms: int, unit_ms: int, unit: str) -> str:
    whole, rest = divmod(ms * 1000 // unit_ms, 1000)
    number = f"{whole}.{rest:03d}".rstrip("0") if rest else str(whole)
    return f"{number}{unit}"


def side_typed_text(side: SideControl) -> str:
    """``side`` as a player would type it, read back the same by :func:`parse_side`."""
    if side.per_move:
        return f"{_amount_text(side.time_ms, 1000, '')}/move"
    if side.time_ms % 60_000 == 0:
        base = _amount_text(side.time_ms, 60_000, "")
    else:
        base = _amount_text(side.time_ms, 1000, "s")
    if not side.increment_ms:
        return base
    return f"{base}+{_amount_text(side.increment_ms, 1000, '')}"


def typed_text(control: TimeControl) -> str:
    """``control`` as :func:`parse_typed` reads it (no clock: an empty text)."""
    if control.white is None or control.black is None:
        return ""
    if control.same_for_both:
        return side_typed_text(control.white)
    return (f"White {side_typed_text(control.white)}, "
            f"Black {side_typed_text(control.black)}")
