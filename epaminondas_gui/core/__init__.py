"""The rules core: pure Python, nothing from Qt."""
