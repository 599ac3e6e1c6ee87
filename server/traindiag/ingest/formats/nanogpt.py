"""nanoGPT (and the many loops copied from it).

`iter 100: loss 2.3400, time 12.30ms, mfu 30.00%` every log interval and
`step 500: train loss 2.1000, val loss 2.2000` at each evaluation, after a header with
`tokens per iteration will be: 16,384`, `number of parameters: 10.65M` and config overrides.
The evaluation's `train loss` is an estimate over held-out batches, kept apart as `train_loss_eval`;
nanoGPT prints `mfu -100.00%` until it has measured five iterations, which is not a measurement.

build-nanogpt's `log.txt` (and the llm.c / modded-nanogpt loops that copy it) writes one value per line:
`19072 train 3.021431`, `19250 val 3.0717`, `19250 hella 0.3029`: the step, which series (the training and
validation losses, HellaSwag accuracy), the value.
"""

from __future__ import annotations

import re

import numpy as np
import pandas as pd

from traindiag.ingest.base import Source
from traindiag.ingest.run import Run, RunBuilder
from traindiag.ingest.textscan import TemplateOptions, count_matches, read_templates, score

FORMAT = "nanogpt"
DESCRIPTION = "nanoGPT: 'iter N: loss X, time Yms, mfu Z%' and 'step N: train loss X, val loss Y'"

_ITER = re.compile(r"\biter \d+: loss [-+\w.]+, time [\d.]+ms")
_EVAL = re.compile(r"\bstep \d+: train loss [-+\w.]+, val loss")
_LOG_TXT = re.compile(r"(?m)^(\d+) (train|val|hella) ([-+]?(?:\d+\.?\d*(?:[eE][-+]?\d+)?|nan|inf))\s*$")
_LOG_TXT_NAMES = {"train": "train_loss", "val": "val_loss", "hella": "val_hellaswag"}


def sniff(source: Source) -> float:
    if source.is_dir:
        return 0.0
    text = source.head_text
    return max(score(count_matches(_ITER, text) + 3 * count_matches(_EVAL, text), 5, 0.9),
               score(count_matches(_LOG_TXT, text), 5, 0.9))


def read(source: Source) -> list[Run]:
    if count_matches(_LOG_TXT, source.head_text) >= 5:
        return [_read_log_txt(source)]
    opts = TemplateOptions(FORMAT, rename={"train loss": "train_loss_eval", "val loss": "val_loss", "loss": "train_loss"})
    runs = read_templates(source.raw, source.name, source.label, opts)
    for run in runs:
        mfu = run.series.get("mfu")
        if mfu is not None:
            run.series["mfu"] = mfu[mfu.to_numpy() >= 0] if np.any(mfu.to_numpy() < 0) else mfu
            run.meta.setdefault("units", {})["mfu"] = "%"
        run.meta.setdefault("val_split", "val")
    return runs


def _read_log_txt(source: Source) -> Run:
    """`19072 train 3.021431` lines: one series per name, the leading number the step."""
    rows = pd.Series(source.text.splitlines()).str.extract(_LOG_TXT.pattern.removeprefix("(?m)")).dropna()
    b = RunBuilder(source.name, FORMAT, source.label)
    for name, part in rows.groupby(1):
        b.add(name, pd.to_numeric(part[0]).to_numpy(dtype="float64"), pd.to_numeric(part[2]).to_numpy(dtype="float64"),
              canonical=_LOG_TXT_NAMES[name])
    b.note("build-nanogpt log.txt: 'train' and 'val' are the losses, 'hella' the HellaSwag accuracy")
    run = b.build()
    run.meta["val_split"] = "val"
    return run
