"""The interpreter's switch interval in the window's process: 1 ms, not CPython's 5.

The GUI thread gives the GIL up at its calls into Qt. A thread of the window's process
running pure Python meanwhile (a record read and checked, a review's reasons, the
autosave's text) then keeps it until the switch interval has passed, and the GUI thread
waits that long after each such call: a handler that calls Qt twenty times waited 100 ms.
With 1 ms the longest gap in ``benchmarks/gui_work.py``'s review of a long game went
from 155-169 ms to 42-52 ms, a long game opened from 48-56 to 30-34 (two runs each, old
and new in turn); the other steps did not change beyond the noise. Threads of pure
Python hand the GIL on more often; the searches run in engine processes, not here.
"""

from __future__ import annotations

import sys

#: The window's switch interval (seconds).
SWITCH_INTERVAL_S = 0.001


def install() -> None:
    """Set the window process's switch interval (idempotent)."""
    sys.setswitchinterval(SWITCH_INTERVAL_S)
