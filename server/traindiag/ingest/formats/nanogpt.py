"""nanoGPT (and the many loops copied from it).

`iter 100: loss 2.3400, time 12.30ms, mfu 30.00%` every log interval and
`step 500: train loss 2.1000, val loss 2.2000` at each evaluation, after a header with
`tokens per iteration will be: 16,384`, `number of parameters: 10.65M` and config overrides.
The evaluation's `train loss` is an estimate over held-out batches, kept apart as `train_loss_eval`;
nanoGPT prints `mfu -100.00%` until it has measured five iterations, which is not a measurement.
"""

from __future__ import annotations

import re

import numpy as np

from traindiag.ingest.base import Source
from traindiag.ingest.run import Run
from traindiag.ingest.textscan import TemplateOptions, count_matches, read_templates, score

FORMAT = "nanogpt"
DESCRIPTION = "nanoGPT: 'iter N: loss X, time Yms, mfu Z%' and 'step N: train loss X, val loss Y'"

_ITER = re.compile(r"\biter \d+: loss [-+\w.]+, time [\d.]+ms")
_EVAL = re.compile(r"\bstep \d+: train loss [-+\w.]+, val loss")


def sniff(source: Source) -> float:
    if source.is_dir:
        return 0.0
    text = source.head_text
    return score(count_matches(_ITER, text) + 3 * count_matches(_EVAL, text), 5, 0.9)


def read(source: Source) -> list[Run]:
    opts = TemplateOptions(FORMAT, rename={"train loss": "train_loss_eval", "val loss": "val_loss", "loss": "train_loss"})
    runs = read_templates(source.raw, source.name, source.label, opts)
    for run in runs:
        mfu = run.series.get("mfu")
        if mfu is not None:
            run.series["mfu"] = mfu[mfu.to_numpy() >= 0] if np.any(mfu.to_numpy() < 0) else mfu
            run.meta.setdefault("units", {})["mfu"] = "%"
        run.meta.setdefault("val_split", "val")
    return runs
