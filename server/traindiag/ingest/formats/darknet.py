"""Darknet (YOLOv2-v4, pjreddie's and AlexeyAB's forks): one line per iteration,

` 174: 933.341797, 780.749146 avg loss, 0.000100 rate, 3.172139 seconds, 11136 images, 17.99 hours left`

that is the iteration, this batch's loss, darknet's running average of it (0.9 x old + 0.1 x new), the
learning rate, the seconds the iteration took and the images seen. Training with `-map` adds
`mean average precision (mAP@0.50) = 0.812345` after each evaluation, which belongs to the iteration
printed before it. A NaN prints as `-nan` or `nan`.
"""

from __future__ import annotations

import re

import numpy as np
import pandas as pd

from traindiag.errors import ParseError
from traindiag.ingest.base import Source
from traindiag.ingest.run import Run, RunBuilder
from traindiag.ingest.textscan import count_matches, find_events, finish_text_run, normalise, score, to_floats

FORMAT = "darknet"
DESCRIPTION = "Darknet YOLO: 'N: loss, avg avg loss, lr rate, t seconds, n images'"

_NUM = r"([-+]?(?:\d+\.?\d*(?:[eE][-+]?\d+)?|nan|inf))"
_ITERATION_SRC = r"(?m)^\s*(\d+): " + _NUM + r", " + _NUM + r" avg(?: loss)?, " + _NUM + r" rate, " + _NUM + r" seconds, (\d+) images"
_ITERATION = re.compile(_ITERATION_SRC)
_ITERATION_BYTES = re.compile(_ITERATION_SRC.encode())
_MAP = re.compile(rb"mean average precision \(mAP@(0?\.\d+)\) = " + _NUM.encode())


def sniff(source: Source) -> float:
    if source.is_dir:
        return 0.0
    return score(count_matches(_ITERATION, source.head_text), 5, 0.95)


def read(source: Source) -> list[Run]:
    norm = normalise(source.raw)
    found = list(_ITERATION_BYTES.finditer(norm.data))  # on bytes: match offsets are byte offsets
    if not found:
        raise ParseError(f"{source.label}: no 'N: loss, avg avg loss, lr rate' lines; expected a darknet training log")
    rows = pd.DataFrame([m.groups() for m in found], columns=["it", "loss", "avg", "lr", "seconds", "images"])
    steps = to_floats(rows["it"])
    b = RunBuilder(source.name, FORMAT, source.label)
    b.add("loss", steps, to_floats(rows["loss"]), canonical="train_loss")
    b.add("avg loss", steps, to_floats(rows["avg"]), canonical="train_loss_avg")
    lr = to_floats(rows["lr"])
    rounded = lr == 0
    if rounded.any():
        # darknet prints the rate with 6 decimals: during burn_in (lr x (i/burn_in)^4) a rate below 5e-7 reads
        # 0.000000, which is rounding, not an lr of zero
        b.note(f"'rate' printed as 0.000000 at {int(rounded.sum())} iteration(s): below 5e-7 (darknet's burn_in "
               "warm-up) and rounded away, so not read as an lr")
    b.add("rate", steps[~rounded], lr[~rounded], canonical="lr")
    b.add("seconds", steps, to_floats(rows["seconds"]), canonical="step_time")
    b.note("darknet: 'loss' is each iteration's own, 'avg loss' darknet's running average of it (0.9 old + 0.1 new)")
    starts = np.array([m.start() for m in found], dtype=np.int64)
    maps = list(_MAP.finditer(norm.data))
    if maps:
        # each evaluation belongs to the last iteration printed before it
        at = np.searchsorted(starts, np.array([m.start() for m in maps]), side="right") - 1
        keep = at >= 0
        iou = maps[0].group(1).decode()
        b.add(f"mAP@{iou}", steps[at[keep]], to_floats([m.group(2) for m, k in zip(maps, keep, strict=True) if k]),
              canonical="val_map50" if float(iou) == 0.5 else f"val_map_{iou.lstrip('0.')}")
    newline = np.flatnonzero(np.frombuffer(norm.data, dtype=np.uint8) == 10)
    lines = np.searchsorted(newline, starts)
    header = norm.data[: found[0].start()].decode("utf-8", "replace")
    return [finish_text_run(b, norm, find_events(norm.data), lines, steps, header)]
