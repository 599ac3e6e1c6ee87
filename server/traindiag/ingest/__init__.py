"""Ingest: any training log -> `Run` tables.

The one public entry point is `read_runs`. Formats live one per module in `ingest/formats/` and
are discovered automatically (see `ingest/base.py` for the contract).
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache
from pathlib import Path
from types import ModuleType

from traindiag.errors import InputError, ParseError
from traindiag.ingest.base import Source
from traindiag.ingest.run import Event, Run, RunBuilder

__all__ = ["Event", "Run", "RunBuilder", "Source", "formats", "read_runs"]


@cache
def formats() -> dict[str, ModuleType]:
    """Every format module, by its FORMAT id."""
    from traindiag.ingest import formats as pkg

    found = {}
    for info in pkgutil.iter_modules(pkg.__path__):
        module = importlib.import_module(f"{pkg.__name__}.{info.name}")
        if hasattr(module, "FORMAT"):
            found[module.FORMAT] = module
    return found


def read_runs(path: str | Path | None = None, *, text: str | None = None, format: str | None = None) -> list[Run]:
    """Read every run in a file, a folder, or pasted text."""
    if (path is None) == (text is None):
        raise InputError("give either a path or pasted text, not both")
    if path is not None:
        p = Path(path)
        if not p.exists():
            raise InputError(f"{p}: no such file or folder")
        source = Source(path=p)
    else:
        source = Source(pasted=text)
    table = formats()
    if format is not None:
        if format not in table:
            raise InputError(f"unknown format '{format}': choose one of {', '.join(sorted(table))}")
        module = table[format]
    else:
        scores = sorted(((m.sniff(source), fid) for fid, m in table.items()), reverse=True)
        if not scores or scores[0][0] <= 0:
            raise ParseError(f"{source.label}: no training metrics found; expected a training log, "
                             "a CSV/JSONL of metrics, or a TensorBoard/MLflow run folder")
        module = table[scores[0][1]]
    runs = [r for r in module.read(source) if r.series]
    if not runs:
        raise ParseError(f"{source.label}: read as {module.FORMAT} but no metric values were found")
    return runs
