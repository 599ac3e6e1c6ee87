"""fastai's progress table (`Learner.fit`, `fit_one_cycle`, `fine_tune`), as printed to a terminal or pasted:

    epoch     train_loss  valid_loss  accuracy  time
    0         0.912345    0.734521    0.781250  00:12
    1         0.611234    0.598765    0.812500  00:11

Columns are whitespace-aligned; the metrics between valid_loss and time are the Learner's, computed on the
validation set (so `accuracy` is read as val_accuracy). `#na#` is "not
computed" (no validation set), read as not logged. Several fit() calls print several tables, each with epochs
from 0: their epochs are numbered on from the previous table (a `fine_tune` is one frozen epoch, then the
unfrozen ones). A paste that lost its header (rows like `182  0.258  0.589  0.796  00:00`, progress-bar glyphs
before them) is read in fastai's fixed column order, and the run says so.
"""

from __future__ import annotations

import re

import numpy as np

from traindiag.errors import ParseError
from traindiag.ingest.base import Source
from traindiag.ingest.names import canonical_name
from traindiag.ingest.run import Run, RunBuilder
from traindiag.ingest.textscan import count_matches, finish_text_run, normalise, score

FORMAT = "fastai"
DESCRIPTION = "fastai progress tables ('epoch  train_loss  valid_loss  accuracy  time', one row per epoch)"

_HEADER = re.compile(r"(?m)^[ \t]*epoch[ \t]+train_loss(?:[ \t]+[A-Za-z_][\w.@-]*)*[ \t]+time[ \t]*$")
_CELL = r"(?:[-+]?\d+\.?\d*(?:[eE][-+]?\d+)?|nan|inf|#na#)"
# A row: epoch, cells, a mm:ss (or h:mm:ss) time; progress-bar glyphs or spaces may come first.
_ROW = re.compile(rf"(?m)^[^\w\n]*?(\d+)((?:[ \t]+{_CELL})+)[ \t]+(\d+:\d\d(?::\d\d)?)[ \t]*$")


def sniff(source: Source) -> float:
    if source.is_dir:
        return 0.0
    head = source.head_text
    rows = count_matches(_ROW, head)
    if _HEADER.search(head):
        return score(rows, 2, 0.95)
    return score(rows, 5, 0.6)  # headerless: only a run of rows of exactly that shape


def read(source: Source) -> list[Run]:
    norm = normalise(source.raw)
    text = norm.data.decode("utf-8", "replace")
    lines = text.split("\n")
    header: list[str] | None = None
    guessed = False
    epochs, cells, line_nos = [], [], []
    names_at: list[list[str]] = []
    for i, line in enumerate(lines):
        if _HEADER.match(line):
            header = line.split()[1:-1]  # between epoch and time
            continue
        m = _ROW.match(line)
        if m is None:
            continue
        values = m.group(2).split()
        names = header
        if names is None or len(names) != len(values):
            names = ["train_loss", "valid_loss"] + [f"metric_{k}" for k in range(1, len(values) - 1)]
            names = names[: len(values)]
            guessed = True
        epochs.append(int(m.group(1)))
        cells.append(values)
        names_at.append(names)
        line_nos.append(i)
    if not epochs:
        raise ParseError(f"{source.label}: no fastai table rows ('epoch train_loss valid_loss ... time'); "
                         "expected a fastai training table")
    raw = np.array(epochs, dtype="float64")
    # Each fit() call numbers its epochs from 0 again: continue the numbering across tables.
    restarts = np.flatnonzero(np.diff(raw) <= 0) + 1
    steps = raw.copy()
    for r in restarts:  # one per table
        steps[r:] += steps[r - 1] + 1 - steps[r]
    b = RunBuilder(source.name, FORMAT, source.label)
    b.run.step_unit = "epoch"
    if restarts.size:
        b.note(f"{restarts.size + 1} fit() tables: their epochs are numbered on from the previous table")
    if guessed:
        b.note("no table header: columns read in fastai's order (epoch, train_loss, valid_loss, metrics, time)")
    columns: dict[str, tuple[list[float], list[float]]] = {}
    for step, values, names in zip(steps, cells, names_at, strict=True):
        for name, value in zip(names, values, strict=True):
            if value == "#na#":
                continue  # not computed: not logged
            xs, ys = columns.setdefault(name, ([], []))
            xs.append(step)
            ys.append(float(value))
    for name, (xs, ys) in columns.items():
        # every metric of the table is computed on the validation set (fastai's Recorder)
        canonical = None if name in ("train_loss", "valid_loss") else canonical_name(f"valid_{name}")[0]
        b.add(name, np.asarray(xs), np.asarray(ys), canonical=canonical)
    return [finish_text_run(b, norm, [], np.asarray(line_nos), steps, text[: text.find("\n") + 1 if text else 0])]
