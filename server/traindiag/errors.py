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


def require(module: str, extra: str | None, purpose: str) -> ModuleType:
    """Import a dependency imported only when needed, or say which install brings it.

    `extra` names the optional extra; None marks a core dependency missing from a broken install.
    """
    try:
        return importlib.import_module(module)
    except ImportError as exc:
        how = f"pip install 'traindiag[{extra}]'" if extra else "it is a core dependency: reinstall traindiag"
        raise MissingExtra(f"{purpose} needs the '{module}' package: {how}") from exc
