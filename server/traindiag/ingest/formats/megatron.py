"""Megatron-LM, NeMo (Megatron core) and DeepSpeed iteration logs.

Megatron prints ` iteration      100/    1000 | consumed samples: 3200 | elapsed time per iteration (ms):
512.3 | learning rate: 3.0E-04 | global batch size: 32 | lm loss: 2.3E+00 | loss scale: 65536.0 | grad norm:
1.2 | number of skipped iterations: 0 | number of nan iterations: 0 |` and ` validation loss at iteration
1000 | lm loss value: 2.2E+00 | lm loss PPL: 9.0E+00 |`; DeepSpeed `[Rank 0] step=10, skipped=0,
lr=[...], mom=[...]`. Fields are named by the text after the last `|`.
"""

from __future__ import annotations

import re

from traindiag.ingest.base import Source
from traindiag.ingest.run import Run
from traindiag.ingest.textscan import (
    Slot,
    TemplateOptions,
    count_matches,
    name_slots,
    read_templates,
    score,
)

FORMAT = "megatron"
DESCRIPTION = "Megatron-LM / NeMo / DeepSpeed iteration lines ('iteration N/ M | lm loss: ...')"

_ITER = re.compile(r"iteration\s+\d+/\s*\d+ \|")
_DS = re.compile(r"\[Rank \d+\] step=\d+, skipped=\d+")
_VAL = re.compile(r"validation loss at iteration \d+")

_RENAME = {
    "lm loss": "train_loss", "loss": "train_loss",
    # ` validation loss at iteration N | lm loss value: ... | lm loss PPL: ...` (the line reads as eval)
    "val_lm loss value": "val_loss", "val_lm loss ppl": "val_ppl",
    "number of skipped iterations": "skipped_iterations", "number of nan_iterations": "nan_iterations",
    "consumed samples": "consumed_samples", "consumed tokens": "consumed_tokens",
    "global batch size": "global_batch_size", "params norm": "params_norm", "num zeros": "num_zeros",
    "throughput per gpu (tflop/s/gpu)": "tflops_per_gpu", "tflops": "tflops_per_gpu",
    "skipped": "skipped_steps_total", "mom": "momentum", "elapsed time per iteration (ms)": "step_time",
    "validation loss at iteration": "iteration",
}


def _pipe_names(gaps: list[str]) -> list[Slot]:
    if not any("|" in g for g in gaps):
        return name_slots(gaps)
    generic = name_slots(gaps)
    out = []
    for i, slot in enumerate(generic):
        if slot.total_of is not None:
            out.append(slot)
            continue
        part = gaps[i].rsplit("|", 1)[-1].strip().strip("[]").rstrip(":").strip()
        if part.lower().endswith("at iteration"):
            part = "iteration"
        unit = "ms" if part.lower() == "elapsed time per iteration (ms)" else slot.unit
        out.append(Slot(part or None, unit))
    return out


def sniff(source: Source) -> float:
    if source.is_dir:
        return 0.0
    text = source.head_text
    return score(count_matches(_ITER, text) + count_matches(_DS, text) + 2 * count_matches(_VAL, text), 5, 0.9)


def read(source: Source) -> list[Run]:
    opts = TemplateOptions(FORMAT, rename=_RENAME, namer=_pipe_names, drop={"rank"},
                           replace=[(b"number of nan iterations", b"number of nan_iterations")])
    return read_templates(source.raw, source.name, source.label, opts)
