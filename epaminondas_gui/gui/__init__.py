"""The Qt user interface: board scene and view, main window, dialogs, AI worker thread."""

from .compat import protect_singleton_refcounts

# Must run before the first Qt call of the process (see compat.py).
protect_singleton_refcounts()
