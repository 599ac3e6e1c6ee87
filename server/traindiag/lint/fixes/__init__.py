"""Codemods (libcst) for lint findings; each module lists its fixes in ``FIXES``."""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache

from traindiag.lint.fixes.base import Fix


@cache
def all_fixes() -> dict[str, Fix]:
    found: dict[str, Fix] = {}
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda i: i.name):
        module = importlib.import_module(f"{__name__}.{info.name}")
        for cls in getattr(module, "FIXES", ()):
            found[cls.ID] = cls()
    return found
