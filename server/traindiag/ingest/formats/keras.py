"""Keras `model.fit` output (tf.keras 2 and Keras 3) and CSVLogger files.

Text: `Epoch 3/20` then progress lines, old style `32/32 [====] - 2s 10ms/step - loss: 0.43 - accuracy: 0.86
- val_loss: 0.51` or Keras 3 `32/32 ━━━━ 2s 10ms/step - accuracy: 0.86 - loss: 0.43 - val_loss: ...`.
Interactive runs repeat the progress line (running averages) many times per epoch: the last one of each
epoch is the epoch's value, so points are indexed by epoch (1-based, as printed).
CSVLogger: `epoch,accuracy,loss,val_accuracy,val_loss` with a 0-based epoch, shifted to match the print.
"""

from __future__ import annotations

import io
import re

import numpy as np
import pandas as pd

from traindiag.errors import ParseError
from traindiag.ingest.base import Source
from traindiag.ingest.run import Run, RunBuilder
from traindiag.ingest.textscan import (
    TemplateOptions,
    add_metric,
    count_matches,
    normalise_text,
    read_templates,
    score,
)

FORMAT = "keras"
DESCRIPTION = "Keras fit() output (Epoch N/M + progress lines, old and Keras 3 styles) and CSVLogger files"

_EPOCH = re.compile(r"(?m)^Epoch \d+(?:/\d+)?\s*$")  # Keras 0.x printed "Epoch 0" alone
_PROGRESS = re.compile(r"\d+/\d+ (?:\[[=>.]*\]|━+|- \d+m?s)[^\n]*? - \w+: [-+\w.]+")
_CSV_HEAD = re.compile(r"^epoch,(?:[\w.]+,)*(?:loss|val_loss|accuracy)(?:,[\w.]+)*\s*$")


def _is_csv(source: Source) -> bool:
    first = source.head_text.split("\n", 1)[0].strip()
    # Keras never writes a step column: `epoch,step,...` is a Lightning-style sparse table (read as CSV)
    return bool(_CSV_HEAD.match(first)) and "step" not in first.split(",")


def sniff(source: Source) -> float:
    if source.is_dir:
        return 0.0
    if _is_csv(source):
        return 0.7 if "val_" in source.head_text.split("\n", 1)[0] else 0.55
    text = normalise_text(source.head_text)
    epochs = count_matches(_EPOCH, text)
    progress = count_matches(_PROGRESS, text)
    return score(epochs + progress, 6, 0.85) if epochs and progress else 0.0


def read(source: Source) -> list[Run]:
    if _is_csv(source):
        return [_read_csv(source)]
    runs = read_templates(source.raw, source.name, source.label,
                          TemplateOptions(FORMAT, drop={"eta", "ms/step", "s/step"}, progress_steps=False,
                                          epoch_running_average=True))
    for run in runs:
        run.step_unit = "epoch"
    return runs


def _read_csv(source: Source) -> Run:
    try:
        # only an empty cell is "not logged"; a written nan is a logged NaN
        frame = pd.read_csv(io.StringIO(source.text), keep_default_na=False, na_values=[""])
    except (ValueError, pd.errors.ParserError) as exc:
        raise ParseError(f"{source.label}: not a readable Keras CSVLogger file ({exc}); "
                         "expected a header 'epoch,loss,...'") from exc
    b = RunBuilder(source.name, FORMAT, source.label)
    b.run.step_unit = "epoch"
    epochs = pd.to_numeric(frame["epoch"], errors="coerce").to_numpy() + 1
    for col in frame.columns:
        if col == "epoch":
            continue
        logged = frame[col].notna().to_numpy()
        values = pd.to_numeric(frame[col].astype(str), errors="coerce").to_numpy(dtype="float64")
        add_metric(b, col, epochs[logged], values[logged])
    b.note("CSVLogger epochs are 0-based; shown 1-based as Keras prints them")
    if np.any(np.diff(epochs) <= 0):
        b.note("epochs repeat or go backwards (a resumed fit appending to the same CSV); later rows kept")
    return b.build()
