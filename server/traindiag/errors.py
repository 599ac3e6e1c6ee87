"""Errors the user is meant to read.

Every error a user can cause is a `TraindiagError` whose message is one line naming the problem and
the fix. The CLI prints it and exits 2; the MCP server raises it as a `ToolError`. Anything else is a
bug in traindiag.
"""

from __future__ import annotations

import importlib
from types import ModuleType


class TraindiagError(Exception):
    """A problem with the user's input, stated in one line with the fix."""


class ParseError(TraindiagError):
    """The input could not be read as a training log."""


class InputError(TraindiagError):
    """An argument is wrong (missing file, bad option value, text too large)."""


class PathNotAllowed(TraindiagError):
    """A file argument points outside the allowed roots."""


class MissingExtra(TraindiagError):
    """An optional dependency is not installed."""


def require(module: str, extra: str, purpose: str) -> ModuleType:
    """Import an optional dependency, or explain which extra installs it."""
    try:
        return importlib.import_module(module)
    except ImportError as exc:
        raise MissingExtra(
            f"{purpose} needs the '{module}' package: pip install 'traindiag[{extra}]'"
        ) from exc
