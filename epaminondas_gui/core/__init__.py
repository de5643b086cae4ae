"""The rules core: pure Python, nothing from Qt."""

from . import native

# Before any of the compiled modules is imported: compiled or their sources (native.py).
native.install()
