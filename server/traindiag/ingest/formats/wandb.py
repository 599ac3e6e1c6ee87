"""Weights & Biases exports: a panel's CSV download and the run's ``wandb-history.jsonl``.

CSV export: ``Step`` then ``<run> - <metric>``, ``<run> - <metric>__MIN`` and ``__MAX`` columns for
every run in the panel. Each W&B run becomes its own `Run`; the ``__MIN``/``__MAX`` columns (the range
W&B drew when it sampled the curve) are dropped, the plain column is the value.

History: one JSON object per logged step with ``_step``, ``_runtime`` (seconds), ``_timestamp`` and the
logged keys (``train/loss``...); keys vary from line to line; media objects (``{"_type": ...}``) are
skipped. ``trainer/global_step`` (Hugging Face's W&B callback) is preferred to ``_step`` as the step.
"""

from __future__ import annotations

import json

from traindiag.ingest.base import Source
from traindiag.ingest.formats.tabular import (
    csv_columns,
    frame_to_run,
    jsonl_frame,
    logged_masks,
    read_csv_frame,
    set_logged,
)
from traindiag.ingest.run import Run, RunBuilder

FORMAT = "wandb"
DESCRIPTION = "Weights & Biases: a panel's CSV export ('<run> - <metric>' columns) or wandb-history.jsonl"

_SEP = " - "


def _is_history(source: Source) -> bool:
    if source.name == "wandb-history.jsonl":
        return True
    for line in source.head_text.splitlines()[:5]:
        try:
            obj = json.loads(line)
        except (ValueError, RecursionError):
            continue
        if isinstance(obj, dict) and "_step" in obj and ("_runtime" in obj or "_timestamp" in obj):
            return True
    return False


def _export_columns(source: Source) -> list[str] | None:
    cells = csv_columns(source)
    if cells is None or sum(_SEP in c for c in cells) == 0:
        return None
    return cells


def sniff(source: Source) -> float:
    if source.is_dir:
        return 0.0
    if _is_history(source):
        return 0.95
    cells = _export_columns(source)
    if cells is None:
        return 0.0
    score = 0.8
    if any(c.endswith(("__MIN", "__MAX")) for c in cells):
        score = 0.95
    return score


def read(source: Source) -> list[Run]:
    if _is_history(source):
        frame, bad = jsonl_frame(source)
        builder = RunBuilder(source.path.parent.parent.name if source.path is not None and
                             source.path.parent.name == "files" else source.name, FORMAT, source.label)
        if bad:
            builder.note(f"{bad} lines were not JSON objects and were skipped")
        return [frame_to_run(frame, builder, first_line=1)]
    frame = read_csv_frame(source)
    frame.columns = [str(c) for c in frame.columns]
    step_col = next((c for c in frame.columns if _SEP not in c), None)
    per_run: dict[str, list[str]] = {}
    for col in frame.columns:
        if _SEP not in col or col.endswith(("__MIN", "__MAX")):
            continue
        run_name, _metric = col.split(_SEP, 1)
        per_run.setdefault(run_name, []).append(col)
    runs = []
    for run_name, cols in per_run.items():
        part = frame[[step_col, *cols]] if step_col is not None else frame[cols]
        renamed = {c: c.split(_SEP, 1)[1] for c in cols}
        part = part.rename(columns=renamed)
        part.attrs = {}
        set_logged(part, {renamed.get(c, c): m for c, m in logged_masks(frame).items() if c == step_col or c in renamed})
        builder = RunBuilder(run_name, FORMAT, source.label)
        if any(c.endswith(("__MIN", "__MAX")) for c in frame.columns):
            builder.note("W&B __MIN/__MAX columns (the sampled range) dropped; the plain column is the value")
        runs.append(frame_to_run(part, builder, step_column=step_col))
    return runs
