"""Ultralytics (YOLOv5/v8/11) ``results.csv``: one row per epoch, column names padded with spaces.

Columns: ``epoch``, ``train/box_loss``, ``train/cls_loss``, ``train/dfl_loss`` (``obj_loss`` in v5),
``metrics/precision(B)``, ``metrics/recall(B)``, ``metrics/mAP50(B)``, ``metrics/mAP50-95(B)``, the same
``val/*_loss``, ``lr/pg0..2`` (``x/lr0..2`` in older versions) and, in recent versions, ``time``
(seconds since the start). Every component is kept as its own series (``train_box_loss``,
``val_map50``...); train_loss is the sum of the ``train/*_loss`` columns and val_loss the sum of the
``val/*_loss`` columns: the total the detector optimises (its loss gains are already applied). The
step is the epoch number.
"""

from __future__ import annotations

import re

import numpy as np

from traindiag.ingest.base import Source
from traindiag.ingest.formats.tabular import (
    csv_columns,
    frame_to_run,
    logged_masks,
    numeric_values,
    read_csv_frame,
    set_logged,
)
from traindiag.ingest.run import Run, RunBuilder

FORMAT = "ultralytics"
DESCRIPTION = "Ultralytics YOLO results.csv (padded columns: train/box_loss, metrics/mAP50(B), lr/pg0...)"

_MARKERS = ("train/box_loss", "metrics/mAP50", "metrics/mAP_0.5", "val/box_loss", "x/lr0", "lr/pg0")


def sniff(source: Source) -> float:
    cells = csv_columns(source)
    if cells is None:
        return 0.0
    header = ",".join(cells)
    hits = sum(marker in header for marker in _MARKERS)
    if hits == 0:
        return 0.0
    return min(0.7 + 0.1 * hits, 0.97)


def column_names(columns: list[str]) -> dict[str, str]:
    names: dict[str, str] = {}
    for col in columns:
        low = col.lower()
        if low.startswith(("train/", "val/")):
            split, metric = low.split("/", 1)
            names[col] = f"{split}_{metric}"
        elif low.startswith("metrics/"):
            # metrics/mAP50-95(B) -> val_map50_95 (B: boxes, M: masks, P: pose keypoints)
            metric = re.sub(r"[^0-9a-z]+", "_", low[len("metrics/"):]).strip("_")
            names[col] = f"val_{metric.removesuffix('_b')}"
        elif low in ("x/lr0", "lr/pg0"):
            names[col] = "lr"
        elif low.startswith(("x/lr", "lr/pg")):
            names[col] = f"lr_pg{low[-1]}"
        elif low == "time":
            names[col] = "wall_time"
    return names


def read(source: Source) -> list[Run]:
    frame = read_csv_frame(source)
    frame.columns = [str(c).strip() for c in frame.columns]
    logged = dict(logged_masks(frame))
    for split in ("train", "val"):
        parts = [c for c in frame.columns if c.lower().startswith(f"{split}/") and c.lower().endswith("_loss")]
        if not parts:  # YOLOv10 logs its two heads: one-to-many (_om, the one trained on) and one-to-one (_oo)
            parts = [c for c in frame.columns if c.lower().startswith(f"{split}/") and c.lower().endswith("_om")]
        read_parts = [p for p in (numeric_values(frame[c], logged.get(c)) for c in parts) if p is not None]
        if read_parts:
            # A NaN component makes the total NaN: the sum must not hide it.
            frame[f"{split}_loss"] = np.sum([p[0] for p in read_parts], axis=0)
            logged[f"{split}_loss"] = np.logical_and.reduce([p[1] for p in read_parts])
    set_logged(frame, logged)
    name = source.path.parent.name if source.path is not None and source.name == "results.csv" else source.name
    builder = RunBuilder(name, FORMAT, source.label)
    builder.run.step_unit = "epoch"
    builder.note("train_loss/val_loss are the sums of the train/*_loss and val/*_loss components (YOLOv10: of the "
                 "one-to-many *_om components)")
    names = column_names(list(frame.columns))
    names.update({"train_loss": "train_loss", "val_loss": "val_loss"})
    return [frame_to_run(frame, builder, step_column="epoch", canonical=names)]
