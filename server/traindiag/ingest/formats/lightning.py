"""PyTorch Lightning ``CSVLogger``: ``lightning_logs/version_N/metrics.csv`` (plus ``hparams.yaml``).

The file has one column per logged key in alphabetical order plus ``epoch`` and ``step``, and sparse
rows: a training row fills the step-level keys, a validation row fills ``val_*``, an epoch-end row fills
the ``*_epoch`` keys; other cells are empty. A key logged with ``on_step`` and ``on_epoch`` appears as
``<key>_step`` (read as the metric itself, e.g. ``train_loss_step`` -> train_loss) and ``<key>_epoch``
(the epoch mean, kept apart as ``<metric>_epoch`` at the epoch's last step). ``lr-<Optimizer>``
columns from ``LearningRateMonitor`` are the learning rate.
"""

from __future__ import annotations

import re

from traindiag.ingest.base import Source
from traindiag.ingest.formats.tabular import csv_columns, frame_to_run, read_csv_table
from traindiag.ingest.names import canonical_name
from traindiag.ingest.run import Run, RunBuilder

FORMAT = "lightning"
DESCRIPTION = "PyTorch Lightning CSVLogger metrics.csv (sparse rows; *_step/*_epoch, lr-<Optimizer> columns)"


def sniff(source: Source) -> float:
    cells = csv_columns(source)
    if cells is None or "step" not in cells or "epoch" not in cells:
        return 0.0
    lightning_names = any(c.endswith(("_step", "_epoch")) or c.startswith("lr-") for c in cells)
    in_version_dir = source.path is not None and re.fullmatch(r"version_\d+", source.path.parent.name) is not None
    if not (lightning_names or in_version_dir):
        return 0.0
    return 0.75 + 0.1 * lightning_names + 0.1 * in_version_dir


def column_names(columns: list[str]) -> dict[str, str]:
    """Canonical names for Lightning's columns (the *_step/*_epoch pairs resolved)."""
    names: dict[str, str] = {}
    present = set(columns)
    for col in columns:
        if col.endswith("_step") and f"{col[:-5]}_epoch" in present:
            names[col] = canonical_name(col[:-5])[0]
        elif col.endswith("_epoch") and f"{col[:-6]}_step" in present:
            names[col] = f"{canonical_name(col[:-6])[0]}_epoch"
        elif col.startswith("lr-"):
            # One LearningRateMonitor column per optimizer (and per param group: lr-AdamW/pg1).
            names[col] = "lr" if "lr" not in names.values() else col.replace("-", "_").replace("/", "_").lower()
    return names


def read(source: Source) -> list[Run]:
    frame = read_csv_table(source)
    columns = [str(c) for c in frame.columns]
    name = source.path.parent.name if source.path is not None and source.name == "metrics.csv" else source.name
    builder = RunBuilder(name, FORMAT, source.label)
    if frame.attrs.get("skipped_rows"):
        builder.note("rows with the wrong number of cells were skipped")
    if source.path is not None:
        hparams = source.path.parent / "hparams.yaml"
        if hparams.is_file():
            for line in hparams.read_text(errors="replace").splitlines():
                key, sep, value = line.partition(":")
                if sep and value.strip() and not line.startswith((" ", "-", "#")):
                    builder.hparam(key.strip(), value.strip().strip("'\""))
    return [frame_to_run(frame, builder, step_column="step", canonical=column_names(columns))]
