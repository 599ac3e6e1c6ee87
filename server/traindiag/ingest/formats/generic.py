"""A log in a format nobody listed: `name<sep>number` pairs that repeat line after line.

Only names that appear on many lines become series (a one-off `seed 42` does not); a step-like name
(`step`, `iter`, `update`, ...) gives the step, otherwise lines are numbered in order. It sniffs low so
every specific format wins on its own logs.
"""

from __future__ import annotations

import re

from traindiag.ingest.base import Source
from traindiag.ingest.run import Run
from traindiag.ingest.textscan import TemplateOptions, count_matches, normalise_text, read_templates

FORMAT = "generic"
DESCRIPTION = "any other log: repeating name=number pairs"

_PAIR = re.compile(r"[A-Za-z_][\w/.\-]*['\"]?\s*[:=]?\s*[-+]?(?:\d+\.?\d*(?:[eE][-+]?\d+)?|nan|inf)\b")
_MIN_LINES = 3


def sniff(source: Source) -> float:
    if source.is_dir:
        return 0.0
    text = normalise_text(source.head_text)
    lines = [ln for ln in text.splitlines()[:400] if count_matches(_PAIR, ln, 2) >= 1]
    return 0.1 if len(lines) >= _MIN_LINES else 0.0


def read(source: Source) -> list[Run]:
    return read_templates(source.raw, source.name, source.label, TemplateOptions(FORMAT, min_lines=_MIN_LINES))
