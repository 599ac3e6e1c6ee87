"""JSON lines of metrics: one object per line (``{"step": 10, "loss": 0.41, "lr": 3e-4}``).

Nested objects are flattened with ``/`` (``{"train": {"loss": 1}}`` -> ``train/loss``). Missing keys
and ``null`` are "not logged"; ``NaN``/``Infinity`` (as Python's json writes them, bare or quoted) are
logged values. Lines that are not JSON objects (warnings, a truncated last line) are skipped and counted.
A file holding one JSON array of such objects is read the same way.
"""

from __future__ import annotations

import json

from traindiag.errors import ParseError
from traindiag.ingest.base import Source
from traindiag.ingest.formats.tabular import STEP_COLUMNS, frame_to_run, jsonl_frame, object_of, split_runs
from traindiag.ingest.run import Run, RunBuilder

FORMAT = "jsonl"
DESCRIPTION = "JSON lines: one JSON object of metrics per line (or one JSON array of such objects)"


def _first_objects(source: Source) -> list[dict]:
    objects = []
    for line in source.head_text.splitlines()[:20]:
        line = line.strip()
        if not line.startswith("{"):
            continue
        obj = object_of(line.encode())
        if isinstance(obj, dict):
            objects.append(obj)
    return objects


def sniff(source: Source) -> float:
    if source.is_dir:
        return 0.0
    objects = _first_objects(source)
    if not objects:
        head = source.head_text.lstrip()
        if '"stream_name"' in head[:400]:
            return 0.0  # a Kaggle log's output records: text to unwrap (formats/kaggle.py), not metrics
        return 0.3 if head.startswith("[") and head[1:].lstrip().startswith("{") else 0.0
    numeric = any(isinstance(v, int | float) and not isinstance(v, bool) for o in objects for v in o.values())
    if not numeric:
        return 0.0
    printed = source.head_text.lstrip().startswith("{'")
    if printed and any("loss" in o and ({"learning_rate", "grad_norm", "epoch"} & o.keys()) or
                       any(str(k).startswith("eval_") for k in o) for o in objects):
        return 0.0  # the Hugging Face Trainer's printed dicts: its own reader knows their steps
    keys = {k.lower() for o in objects for k in o}
    score = 0.5 + 0.1 * bool(keys & set(STEP_COLUMNS))
    if source.name.lower().endswith((".jsonl", ".ndjson")):
        score += 0.1
    return score


def read(source: Source) -> list[Run]:
    as_lines = _array_as_lines(source) if source.head[:4096].lstrip()[:1] == b"[" else None
    frame, bad = jsonl_frame(source, as_lines)
    if frame.empty or not len(frame.columns):
        raise ParseError(f"{source.label}: no JSON object lines with numbers; expected one JSON object of "
                         'metrics per line, e.g. {"step": 10, "loss": 0.41}')
    runs = []
    for name, part in split_runs(frame):
        builder = RunBuilder(name or source.name, FORMAT, source.label)
        if bad:
            builder.note(f"{bad} lines could not be read as JSON objects and were skipped (warnings, a truncated "
                         "write, nesting too deep)")
        runs.append(frame_to_run(part, builder, first_line=1))
    return runs


def _array_as_lines(source: Source) -> bytes:
    try:
        items = json.loads(source.text)
    except ValueError as exc:
        raise ParseError(f"{source.label}: not valid JSON ({exc}); expected JSON lines or a JSON array of "
                         "metric objects") from exc
    if not isinstance(items, list) or not all(isinstance(i, dict) for i in items):
        raise ParseError(f"{source.label}: a JSON document that is not a list of metric objects; expected "
                         "JSON lines or a JSON array of objects")
    return "\n".join(json.dumps(i) for i in items).encode()
