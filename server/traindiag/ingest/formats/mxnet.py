"""MXNet Module/Gluon fit logs (`Epoch[3] Batch [100]  Speed: 512.3 samples/sec  Train-accuracy=0.51`,
`Epoch[3] Train-accuracy=0.92`, `Epoch[3] Validation-accuracy=0.51`, `Epoch[3] Time cost=9.8`).

Batch lines carry running metrics and the speed; epoch lines carry the epoch's summary. With batch lines
the step is the global batch (epoch x batches per epoch + batch, batches per epoch from the largest batch
printed plus the display interval), and the epoch summaries sit at the end of their epoch; with epoch lines
only, the step is the epoch.
"""

from __future__ import annotations

import re

import numpy as np
import pandas as pd

from traindiag.errors import ParseError
from traindiag.ingest.base import Source
from traindiag.ingest.names import canonical_name
from traindiag.ingest.run import Run, RunBuilder
from traindiag.ingest.textscan import (
    add_metric,
    count_matches,
    find_events,
    finish_text_run,
    normalise,
    score,
    to_floats,
)

FORMAT = "mxnet"
DESCRIPTION = "MXNet fit() logs ('Epoch[3] Batch [100] Speed: ... Train-accuracy=0.51', 'Epoch[3] Validation-accuracy=...')"

_NUM = r"([-+]?(?:\d+\.?\d*(?:[eE][-+]?\d+)?|nan|inf))"
_ITEM = re.compile(r"((?:Train|Validation)-[\w-]+|[A-Za-z][\w-]*(?: cost)?)\s*[=:]\s*" + _NUM)
_LINE = re.compile(r"(?m)^.*?Epoch\[(\d+)\](?:\s*Batch\s*\[(\d+)\])?(.*)$")
_SIGN = re.compile(r"Epoch\[\d+\](?:\s*Batch\s*\[\d+\]\s*Speed:|\s*(?:Train|Validation)-[\w-]+=|\s*Time cost=)")


def sniff(source: Source) -> float:
    if source.is_dir:
        return 0.0
    return score(count_matches(_SIGN, source.head_text), 5, 0.92)


def _name(raw: str) -> tuple[str, str | None]:
    """The printed name read the way the rest of traindiag names it (Train-/Validation- are the split)."""
    low = raw.lower()
    if low == "speed":
        return "throughput", "throughput"
    if low == "time cost":
        return "epoch_time", "epoch_time"
    if low.startswith("validation-"):
        return f"val_{low.removeprefix('validation-').replace('-', '_')}", None
    return low.removeprefix("train-").replace("-", "_"), None


def read(source: Source) -> list[Run]:
    norm = normalise(source.raw)
    text = norm.data.decode("utf-8", "replace")
    # Line numbers from the line index (linear): the events and resumes are placed by line.
    lines = [(int(m.group(1)), m.group(2), m.group(3), i) for i, line in enumerate(text.split("\n"))
             if "Epoch[" in line and (m := _LINE.match(line)) is not None]
    if not lines:
        raise ParseError(f"{source.label}: no 'Epoch[N] ...' lines; expected an MXNet fit() log")
    rows = [(epoch, batch, name, value, line) for epoch, batch, rest, line in lines
            for name, value in _ITEM.findall(rest)]
    if not rows:
        raise ParseError(f"{source.label}: 'Epoch[N]' lines without metric values; expected an MXNet fit() log")
    frame = pd.DataFrame(rows, columns=["epoch", "batch", "name", "value", "line"])
    has_batch = (frame["batch"].fillna("") != "").to_numpy()
    b = RunBuilder(source.name, FORMAT, source.label)
    epoch = frame["epoch"].to_numpy(dtype="float64")
    if has_batch.any():
        batches = pd.to_numeric(frame.loc[has_batch, "batch"]).to_numpy(dtype="float64")
        interval = np.diff(np.unique(batches))
        per_epoch = batches.max() + (float(np.median(interval)) if interval.size else 1.0)
        batch = pd.to_numeric(frame["batch"].where(has_batch, None)).to_numpy(dtype="float64")
        steps = np.where(has_batch, epoch * per_epoch + np.nan_to_num(batch), (epoch + 1) * per_epoch)
        b.note(f"steps are global batches: epoch x {per_epoch:,.0f} batches + the batch printed; epoch summaries "
               f"at the end of their epoch")
    else:
        steps = epoch
        b.run.step_unit = "epoch"
    values = to_floats(frame["value"].to_numpy())
    kinds = np.where(has_batch, "batch", "epoch")
    names = frame["name"].to_numpy()
    per_batch = {canonical or canonical_name(name)[0]
                 for name, canonical in map(_name, pd.unique(names[has_batch]))}
    for raw in pd.unique(names):
        name, canonical = _name(raw)
        target = canonical or canonical_name(name)[0]
        for kind in ("batch", "epoch"):
            sel = (names == raw) & (kinds == kind)
            if not sel.any():
                continue
            # A metric printed per batch (a running value) and per epoch (the summary) keeps the batch series
            # under its name; the summaries become <name>_epoch.
            add_metric(b, name, steps[sel], values[sel],
                       canonical=f"{target}_epoch" if kind == "epoch" and target in per_batch else target)
    step_lines = frame["line"].to_numpy(dtype=np.int64)
    first = text.find("Epoch[")
    return [finish_text_run(b, norm, find_events(norm.data), step_lines, steps, text[:max(first, 0)])]
