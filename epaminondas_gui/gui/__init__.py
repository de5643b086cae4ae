"""The Qt user interface: board scene and view, main window, dialogs, AI worker thread."""

from .compat import protect_none_refcount

# Must run before the first Qt call of the process (see compat.py).
protect_none_refcount()
