"""The program's version: one source, the installed package's metadata (pyproject.toml)."""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

DISTRIBUTION = "epaminondas"


def program_version() -> str:
    """The version of the installed ``epaminondas`` distribution (the bundle carries its
    metadata too); "unknown" only for a source tree that was never installed."""
    try:
        return version(DISTRIBUTION)
    except PackageNotFoundError:
        return "unknown"
