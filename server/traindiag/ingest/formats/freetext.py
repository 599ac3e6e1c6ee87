"""Free text printed from a hand-written PyTorch loop.

`epoch 3 step 120 loss 0.41 lr 1e-3`, `Epoch [2/20] train_loss=0.5 val_loss=0.6`, `loss: 0.41`, with or
without timestamps and logging prefixes, ANSI colour, tqdm bars (`45/100 [00:03<00:04, loss=0.41]`) and
`tensor(0.41, device='cuda:0')` values. Each number is named by the words before it; `step`/`iter` give
the step, `epoch` the epoch; a tqdm bar's count becomes the step, unrolled across epochs.
"""

from __future__ import annotations

import re

from traindiag.ingest.base import Source
from traindiag.ingest.run import Run
from traindiag.ingest.textscan import TemplateOptions, count_matches, normalise_text, read_templates

FORMAT = "freetext"
DESCRIPTION = "free-text training prints (epoch/step/loss/lr ..., tqdm bars, tensor(...) values)"

_PAIR = re.compile(
    r"(?i)\b(?:train[_ /]?loss|val(?:id|idation)?[_ /]?loss|eval[_ /]?loss|test[_ /]?loss|loss|lr|"
    r"learning[_ ]rate|acc(?:uracy)?|grad[_ ]?norm)\b['\"]?\s*[:=]?\s*(?:tensor\()?[-+]?(?:\d|nan|inf)")
_STEP = re.compile(r"(?i)\b(?:epoch|step|iter(?:ation)?|batch)\b\s*[:=\[]?\s*\d")


def sniff(source: Source) -> float:
    if source.is_dir:
        return 0.0
    text = normalise_text(source.head_text)
    pairs = count_matches(_PAIR, text)
    if pairs == 0:
        return 0.0
    steps = count_matches(_STEP, text)
    return min(0.45, 0.25 + 0.01 * pairs + 0.005 * steps)


def read(source: Source) -> list[Run]:
    return read_templates(source.raw, source.name, source.label, TemplateOptions(FORMAT, min_lines=2))
