"""fairseq training logs, plain text and `--log-format json`.

Text: `epoch 001:    100 / 1000 loss=9.1, nll_loss=8.9, ppl=478.2, wps=12000, ..., num_updates=100, lr=...`
(train_inner), `epoch 001 | valid on 'valid' subset | loss 8.5 | ... | num_updates 1000` (valid), and the
older `| epoch 001 | loss 9.1 | ...` forms. JSON: `{"epoch": 1, "update": 0.1, "loss": "9.1", ...}` after a
`| train_inner |` / `| valid |` / `| train |` tag. The step is `num_updates`; valid lines become `val_*`;
the per-epoch `train` summary repeats the last update's step with an epoch average and is skipped.
"""

from __future__ import annotations

import re

from traindiag.ingest.base import Source
from traindiag.ingest.run import Run
from traindiag.ingest.textscan import TemplateOptions, count_matches, read_templates, score

FORMAT = "fairseq"
DESCRIPTION = "fairseq text or json logs (train_inner / valid / train, num_updates steps)"

_SIGNS = re.compile(r"(?:\| (?:train_inner|valid|train) \||valid on '\w+' subset|num_updates[=\" :]+\d|"
                    r"fairseq_cli\.train|fairseq\.trainer)")


def _tag(template: str) -> str | None:
    if "| train |" in template or "end of epoch" in template or "Saved checkpoint" in template:
        return "skip"
    if "valid on '" in template or "| valid |" in template or "| valid_" in template:
        return "valid_"
    return None


def sniff(source: Source) -> float:
    if source.is_dir:
        return 0.0
    return score(count_matches(_SIGNS, source.head_text), 5, 0.9)


def read(source: Source) -> list[Run]:
    # fairseq prints both `loss` and `nll_loss` (and `wps` and `ups`): keep them apart, not aliased together.
    rename = {"nll_loss": "train_nll_loss", "valid_nll_loss": "val_nll_loss", "valid_ppl": "val_ppl", "ppl": "ppl",
              "gb_free": "gpu_free_gb", "ups": "updates_per_sec", "wps": "throughput", "valid_wps": "val_throughput",
              "valid_best_loss": "val_best_loss", "wall": "wall_time"}  # wall: fairseq's seconds since the start
    opts = TemplateOptions(FORMAT, tag=_tag, min_lines=2, rename=rename,
                           drop={"update", "train_wall", "epoch_total", "valid_num_updates", "bsz", "wpb",
                                 "valid_bsz", "valid_wpb"})
    return read_templates(source.raw, source.name, source.label, opts)
