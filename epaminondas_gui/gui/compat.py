"""Work-arounds for bugs in the Qt bindings, applied before any window is built."""

from __future__ import annotations

import sys

_MARGIN = 1 << 40


def protect_singleton_refcounts() -> None:
    """Keep ``None``, ``True`` and ``False`` alive under PySide6 6.12 on CPython 3.11.

    PySide6 6.12's abi3 wheels return ``None`` from many void methods (QColor.setAlpha,
    QPainter.translate, QLabel.setPixmap, QGradient.setColorAt, ...) without taking a
    reference, which is harmless from CPython 3.12 on, where ``None`` is immortal. On 3.11
    each such call drops one reference; a few thousand paints later ``None`` is
    "deallocated" and the interpreter aborts ("Fatal Python error: none_dealloc").
    Giving ``None`` a huge reference count makes it as good as immortal, as in 3.12.
    """
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    import ctypes

    # The same happens to True and False ("Fatal Python error: bool_dealloc", seen at
    # interpreter exit after the analysis tests), so all three singletons get the margin.
    for singleton in (None, True, False):
        # ob_refcnt is the first field of every object in CPython's (non-debug) layout.
        refcount = ctypes.c_ssize_t.from_address(id(singleton))
        if refcount.value < _MARGIN:
            refcount.value += _MARGIN
