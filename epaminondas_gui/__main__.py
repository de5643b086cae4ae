"""``python -m epaminondas_gui`` starts the game window."""

import sys

from .app import main

sys.exit(main())
