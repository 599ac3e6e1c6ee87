"""Caffe solver logs (glog): `Iteration 100 (...), loss = 2.3`, `Iteration 100, lr = 0.01`,
`Train net output #0: loss = 2.3 (* 1 = 2.3 loss)`, `Iteration 500, Testing net (#0)` then
`Test net output #0: accuracy = 0.8`. Net outputs belong to the iteration printed before them.
"""

from __future__ import annotations

import re

import numpy as np
import pandas as pd

from traindiag.errors import ParseError
from traindiag.ingest.base import Source
from traindiag.ingest.run import Run, RunBuilder
from traindiag.ingest.textscan import (
    add_glog_wall_time,
    add_metric,
    count_matches,
    find_events,
    finish_text_run,
    normalise,
    score,
    to_floats,
)

FORMAT = "caffe"
DESCRIPTION = "Caffe solver logs ('Iteration N, loss = X', 'Train/Test net output #k: name = X')"

_NUM = r"([-+]?(?:\d+\.?\d*(?:[eE][-+]?\d+)?|nan|inf|-nan))"
_LINE = re.compile(
    r"Iteration (\d+)(?: \([^)\n]*\))?, (?:(loss) = " + _NUM + r"|(lr) = " + _NUM + r"|(Testing) net)"
    r"|(Train|Test) net output #\d+: ([\w/.-]+) = " + _NUM
    # Solvers with test_compute_loss print the test net's summed loss on its own line.
    + r"|(Test) (loss): " + _NUM)
_SIGN = re.compile(r"(?:solver\.cpp:\d+\] Iteration \d+|Train net output #\d+:|Test net output #\d+:)")


def sniff(source: Source) -> float:
    if source.is_dir:
        return 0.0
    hits = count_matches(_SIGN, source.head_text)
    if not hits and "solver.cpp" in source.head_text and source.path is not None:
        # Caffe prints the solver parameters and the whole net prototxt first: the first iteration line can
        # sit far past the sniffed head.
        hits = count_matches(_SIGN, source.long_head_text)
    return score(hits, 5, 0.9)


def read(source: Source) -> list[Run]:
    norm = normalise(source.raw)
    text = norm.data.decode("utf-8", "replace")
    rows = _LINE.findall(text)
    if not rows:
        raise ParseError(f"{source.label}: no 'Iteration N, loss = X' lines; expected a Caffe solver log")
    frame = pd.DataFrame(rows, columns=["it", "loss_kw", "loss", "lr_kw", "lr", "testing", "net", "name", "value",
                                        "test_net", "test_name", "test_value"])
    summed = frame["test_net"] != ""  # "Test loss: X": the same as a Test net output named loss
    frame.loc[summed, ["net", "name", "value"]] = frame.loc[summed, ["test_net", "test_name", "test_value"]].to_numpy()
    it = pd.to_numeric(frame["it"].replace("", np.nan)).ffill().to_numpy(dtype="float64")
    b = RunBuilder(source.name, FORMAT, source.label)
    for kw, col, name in (("loss_kw", "loss", "loss"), ("lr_kw", "lr", "lr")):
        m = (frame[kw] != "").to_numpy()
        add_metric(b, name, it[m], to_floats(frame.loc[m, col].str.replace("-nan", "nan")))
    for net, prefix in (("Train", "train_net_"), ("Test", "val_")):
        m = (frame["net"] == net).to_numpy()
        for name in pd.unique(frame.loc[m, "name"]):
            sel = m & (frame["name"] == name).to_numpy()
            # The train net's own `loss` output is the per-iteration loss; `Iteration N, loss` is the
            # solver's smoothed one (average_loss), which is what train_loss holds.
            canonical = None
            if net == "Train":
                canonical = "train_accuracy" if name in {"accuracy", "acc"} else f"{prefix}{name}"
            add_metric(b, prefix + name, it[sel], to_floats(frame.loc[sel, "value"].str.replace("-nan", "nan")),
                       canonical=canonical)
    # Line numbers for events: the line of each "Iteration N, loss" row.
    loss_rows = (frame["loss_kw"] != "").to_numpy()
    starts = [m.start() for m in re.finditer(r"Iteration \d+(?: \([^)\n]*\))?, loss = ", text)]
    lines = np.array([text.count("\n", 0, s) for s in starts[:0]], dtype=np.int64)
    if starts:
        nl = np.flatnonzero(np.frombuffer(norm.data, dtype=np.uint8) == 10)
        lines = np.searchsorted(nl, np.array([len(text[:s].encode()) for s in starts]))
    steps = it[loss_rows][: lines.size]
    if lines.size:
        add_glog_wall_time(b, norm.data, np.concatenate([[0], nl + 1])[lines], steps)
    return [finish_text_run(b, norm, find_events(norm.data), lines, steps, text[: text.find("Iteration ")])]
