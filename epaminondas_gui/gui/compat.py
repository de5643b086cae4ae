"""Work-arounds for bugs in the Qt bindings, applied before any window is built."""

from __future__ import annotations

import sys

_MARGIN = 1 << 40

AFFECTED_PYSIDE6 = ((6, 12),)
"""The PySide6 minor versions known to drop references (tests/gui/test_compat.py detects
the bug in the installed one, and fails if it is there but not listed here)."""


def affected() -> bool:
    """Whether this interpreter and these bindings need the work-around: a standard CPython
    build (ob_refcnt first in the object; debug builds lay objects out differently) before
    3.12 (immortal singletons), with a PySide6 version known to drop references."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    if hasattr(sys, "gettotalrefcount"):  # a debug build (Py_TRACE_REFS layouts differ)
        return False
    import PySide6

    return tuple(PySide6.__version_info__[:2]) in AFFECTED_PYSIDE6


def protect_singleton_refcounts() -> None:
    """Keep ``None``, ``True`` and ``False`` alive under PySide6 6.12 on CPython 3.11.

    PySide6 6.12's abi3 wheels return ``None`` from many void methods (QColor.setAlpha,
    QPainter.translate, QLabel.setPixmap, QGradient.setColorAt, ...) without taking a
    reference, which is harmless from CPython 3.12 on, where ``None`` is immortal. On 3.11
    each such call drops one reference; a few thousand paints later ``None`` is
    "deallocated" and the interpreter aborts ("Fatal Python error: none_dealloc").
    Giving ``None`` a huge reference count makes it as good as immortal, as in 3.12.
    """
    if not affected():
        return
    import ctypes

    # The same happens to True and False ("Fatal Python error: bool_dealloc", seen at
    # interpreter exit after the analysis tests), so all three singletons get the margin.
    for singleton in (None, True, False):
        # ob_refcnt is the first field of every object in CPython's (non-debug) layout.
        refcount = ctypes.c_ssize_t.from_address(id(singleton))
        if refcount.value < _MARGIN:
            refcount.value += _MARGIN
