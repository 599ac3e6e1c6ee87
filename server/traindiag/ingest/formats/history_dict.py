"""A Keras `History.history` dict printed or saved as text: `{'loss': [1.09, 0.95, ...], 'acc': [...],
'val_loss': [...], 'val_acc': [...]}`, one list per metric, one value per epoch (the commonest way a Keras user
keeps the curves: `print(history.history)`, `str(history.history)` into a file). Read with `ast.literal_eval`,
which evaluates literals only, never code. Steps are epochs, counted from 1.
"""

from __future__ import annotations

import ast
import re

import numpy as np

from traindiag.errors import ParseError
from traindiag.ingest.base import Source
from traindiag.ingest.run import Run, RunBuilder

FORMAT = "history_dict"
DESCRIPTION = "a printed Keras History.history dict: {'loss': [...], 'val_loss': [...], 'accuracy': [...]}"

_OPENING = re.compile(r"\{\s*['\"][\w/.\- ]+['\"]\s*:\s*\[\s*[-+]?(?:\d|nan|inf)")
_MIN_EPOCHS = 2


def _dicts(text: str) -> list[dict]:
    """Every `{'name': [numbers...], ...}` literal in the text whose lists are all numbers."""
    found = []
    for m in _OPENING.finditer(text):
        end = text.find("}", m.end())  # lists of numbers hold no braces: the first one closes the dict
        if end < 0:
            continue
        literal = re.sub(r"\b(nan|inf)\b", lambda n: f"'{n.group(1)}'", text[m.start():end + 1])
        try:
            value = ast.literal_eval(literal)
        except (ValueError, SyntaxError, MemoryError, RecursionError):
            continue
        if isinstance(value, dict) and value and all(isinstance(v, list) and len(v) >= _MIN_EPOCHS for v in value.values()):
            found.append(value)
    return found


def sniff(source: Source) -> float:
    if source.is_dir:
        return 0.0
    head = source.head_text
    return 0.85 if _OPENING.search(head) and _dicts(source.text if len(source.text) < 5_000_000 else head) else 0.0


def read(source: Source) -> list[Run]:
    found = _dicts(source.text)
    if not found:
        raise ParseError(f"{source.label}: no {{'loss': [...], ...}} dict of per-epoch lists; expected a printed "
                         "Keras History.history")
    runs = []
    for i, history in enumerate(found):
        b = RunBuilder(source.name if len(found) == 1 else f"{source.name}#{i + 1}", FORMAT, source.label)
        for name, values in history.items():
            try:
                arr = np.array([float(v) for v in values], dtype="float64")
            except (TypeError, ValueError):
                continue
            b.add(str(name), np.arange(1, arr.size + 1, dtype="float64"), arr)
        b.note("a printed History.history dict: one value per epoch, numbered from 1")
        run = b.build()
        run.step_unit = "epoch"
        if run.series:
            runs.append(run)
    if not runs:
        raise ParseError(f"{source.label}: the History dict holds no numeric lists")
    return runs
