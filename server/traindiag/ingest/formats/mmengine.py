"""OpenMMLab logs: MMEngine (`Epoch(train)  [1][ 50/500]  lr: ...  loss: ...`, `Epoch(val) [1][500/500]
accuracy/top1: 76.0`, `Iter(train) [ 50/1000]`) and the older mmcv runner (`Epoch [1][50/500]\tlr: ...,`,
`Epoch(val) [1][500]\tbbox_mAP: ...`).

Epoch-based logs count iterations within each epoch: the step is (epoch - 1) x iterations per epoch +
iteration, and a validation line lands on the last step of its epoch. `eta: 0:10:00` is not a metric.
"""

from __future__ import annotations

import re

import numpy as np
import pandas as pd

from traindiag.errors import ParseError
from traindiag.ingest.base import Source
from traindiag.ingest.run import Run, RunBuilder
from traindiag.ingest.textscan import (
    add_metric,
    add_wall_time,
    count_matches,
    finish_text_run,
    name_slots,
    normalise,
    scan_lines,
    score,
)

FORMAT = "mmengine"
DESCRIPTION = "MMEngine / mmcv runner logs ('Epoch(train) [1][50/500] lr: ... loss: ...', 'Iter(train) [...]')"

_LINE = re.compile(r"(?:Epoch|Iter)(?:\((?:train|val|test)\))?\s*\[\s*\d+(?:/\d+)?\](?:\[\s*\d+(?:/\d+)?\])?")
_MARK = re.compile(r"(Epoch|Iter)(?:\((train|val|test)\))?\s*\[\s*$")
_SKIP = {"eta", "base_lr"}




def sniff(source: Source) -> float:
    if source.is_dir:
        return 0.0
    text = source.head_text
    hits = count_matches(_LINE, text)
    if not hits and "mmengine" in text and source.path is not None:
        # mmengine prints its whole config first: the first training line can sit past the sniffed head.
        text = source.long_head_text
        hits = count_matches(_LINE, text)
    if hits and ("mmengine" in text or "Epoch(train)" in text or "Iter(train)" in text or "\tlr: " in text
                 or re.search(r" - mm\w+ - INFO - (?:Epoch|Iter)\(val\)", text)):
        return score(hits, 5, 0.9)
    return 0.0


def read(source: Source) -> list[Run]:
    norm = normalise(source.raw)
    scan = scan_lines(norm.data, keep=lambda shape: b"Epoch" in shape or b"Iter" in shape)
    n = scan.n_lines
    # Per line: unit (epoch/iter based), split, epoch, iteration, iterations per epoch.
    split = np.full(n, "", dtype=object)
    epoch = np.full(n, np.nan)
    it = np.full(n, np.nan)
    per_epoch = np.full(n, np.nan)
    is_epoch_based = False
    columns: list[tuple[np.ndarray, np.ndarray, str, str, str]] = []  # lines, values, name, unit, split
    for t in scan.templates:
        mark = next(((i, m) for i, g in enumerate(t.gaps[:-1]) if (m := _MARK.search(g))), None)
        if mark is None:
            continue
        i0, m = mark
        kind, sp = m.group(1), m.group(2) or "train"
        split[t.lines] = sp
        if kind == "Epoch":
            is_epoch_based = True
            epoch[t.lines] = t.column(i0)
            if t.n_slots > i0 + 1 and t.gaps[i0 + 1].strip() in {"][", "] ["}:
                it[t.lines] = t.column(i0 + 1)
                if t.n_slots > i0 + 2 and t.gaps[i0 + 2].strip() == "/":
                    per_epoch[t.lines] = t.column(i0 + 2)
                    first_metric = i0 + 3
                else:
                    first_metric = i0 + 2
            else:
                first_metric = i0 + 1
        else:
            it[t.lines] = t.column(i0)
            first_metric = i0 + 2 if t.n_slots > i0 + 1 and t.gaps[i0 + 1].strip() == "/" else i0 + 1
        rest = ["", *t.gaps[first_metric + 1:]]
        rest[0] = t.gaps[first_metric].split("]", 1)[-1]
        for k, slot in enumerate(name_slots(rest)):
            if slot.name is None or slot.name.lower() in _SKIP or slot.total_of is not None:
                continue
            if k > 0 and rest[k].strip() == ":":
                continue
            if k + 1 < len(rest) and rest[k + 1].strip() == ":":
                continue  # `coco/AP .5: 0.0`: mmengine writes `key: value`, so a number before a colon is in a key
            columns.append((t.lines, t.column(first_metric + k), slot.name, slot.unit, sp))
    if not columns:
        raise ParseError(f"{source.label}: no 'Epoch(train) [e][i/N]' or 'Iter(train) [i/N]' lines found")
    train_lines = np.flatnonzero(split == "train")
    val_only = train_lines.size == 0 and is_epoch_based  # a log of evaluations only: indexed by epoch
    if val_only:
        step = epoch.copy()
    elif is_epoch_based:
        n_iter = np.nanmax(per_epoch[train_lines]) if np.isfinite(per_epoch[train_lines]).any() else np.nanmax(it[train_lines])
        step = (epoch - 1) * n_iter + np.where(split == "train", it, n_iter)
    else:
        step = np.where(split == "train", it, np.nan)
        step = pd.Series(step).ffill().fillna(0).to_numpy()
    b = RunBuilder(source.name, FORMAT, source.label)
    if val_only:
        b.run.step_unit = "epoch"
        b.note("evaluation lines only (no training lines): indexed by epoch")
    for lines, values, name, unit, sp in columns:
        raw = name if sp == "train" else f"{sp}/{name}"
        add_metric(b, raw, step[lines], values, unit)
    metric_lines = np.unique(np.concatenate([c[0] for c in columns]))
    add_wall_time(b, scan, metric_lines, step[metric_lines])
    if is_epoch_based and not val_only:
        b.add("epoch", step[train_lines], epoch[train_lines] - 1 + it[train_lines] / n_iter, canonical="epoch")
        b.run.meta["iters_per_epoch"] = float(n_iter)
    head_end = 0 if train_lines.size == 0 else int(scan.line_starts()[train_lines[0]])
    header = norm.data[:head_end].decode("utf-8", "replace")
    schedulers = param_schedulers(header)
    if schedulers:
        b.run.meta["param_scheduler"] = schedulers
    return [finish_text_run(b, norm, scan.events, train_lines, step[train_lines], header)]


_SCHEDULER_BLOCK = re.compile(r"(?m)^param_scheduler\s*=\s*")
_SCHEDULER_ITEM = re.compile(r"dict\(([^()]*)\)")
_SCHEDULER_PAIR = re.compile(r"(\w+)\s*=\s*('[^']*'|\"[^\"]*\"|[^,\s)]+)")


def param_schedulers(header: str) -> list[dict]:
    """The lr schedulers of the config dump mmengine prints first (`param_scheduler = [dict(type='LinearLR',
    begin=0, end=1000, by_epoch=False), ...]`): type, begin, end, by_epoch (mmengine's default True), eta_min."""
    m = _SCHEDULER_BLOCK.search(header)
    if m is None:
        return []
    # The block runs to the next top-level assignment.
    rest = header[m.end():]
    nxt = re.search(r"(?m)^\w+\s*=", rest)
    block = rest[: nxt.start() if nxt else len(rest)]
    out = []
    for item in _SCHEDULER_ITEM.finditer(block):
        pairs = {k: v.strip("'\"") for k, v in _SCHEDULER_PAIR.findall(item.group(1))}
        if "type" not in pairs:
            continue
        entry: dict = {"type": pairs["type"], "by_epoch": pairs.get("by_epoch", "True") != "False"}
        for key in ("begin", "end", "eta_min"):
            value = pairs.get(key, "")
            if re.fullmatch(r"[-+]?\d+\.?\d*(?:[eE][-+]?\d+)?", value):
                entry[key] = float(value)
        out.append(entry)
    return out
