"""Entry script of the PyInstaller bundle: the same program as the ``epaminondas`` command.

``epaminondas_gui.app.main`` handles ``--self-test`` and ``$EPAMINONDAS_STARTUP_PROBE``,
so the bundle, the installed command and ``python packaging/launcher.py`` behave alike.
"""

from __future__ import annotations

import multiprocessing
import sys

from epaminondas_gui.app import main

if __name__ == "__main__":
    # The engine's helper processes (several cores, core/ai/smp.py) are this executable
    # started again by multiprocessing: it must run them, not the window.
    multiprocessing.freeze_support()
    sys.exit(main())
