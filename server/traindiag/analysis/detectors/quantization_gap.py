"""quantization_gap: in quantization-aware training, the quantized-minus-float loss gap widens.

Series naming (what a reader produces from the printed names): a *quantized* loss is any logged
metric whose name contains "loss" and a word among quant, quantized, qat, int8, int4, int2, ternary,
q (e.g. quant_loss, loss_int8, val_qat_loss); its *float* partner is the metric with "loss" and a word
among fp, float, fp32, fp16, bf16, full, unquantized (same train/val side), else train_loss (val_loss
for a val_ quantized metric). The gap is judged relative to the float loss (scale-free): it widens
when its final level (last 10%) is 1.5x its early level (first 20%), at least 2% of the float loss,
with a significant upward trend.

Facts: quant_metric, float_metric, gap_start, gap_end (user units), gap_end_rel (/ float loss),
growth (gap_end / gap_start), onset_step (where the gap left its early level), trend_p.
"""

from __future__ import annotations

import re

import numpy as np
import pandas as pd

from traindiag.analysis import stats
from traindiag.analysis.detectors.base import Detector, Result, at, curve
from traindiag.analysis.stats import fmt_ratio, fmt_value
from traindiag.analysis.thresholds import th
from traindiag.ingest.context import Context
from traindiag.ingest.run import Run

QUANT_WORDS = {"quant", "quantized", "qat", "int8", "int4", "int2", "ternary", "q"}
FLOAT_WORDS = {"fp", "float", "fp32", "fp16", "bf16", "full", "unquantized"}


def _words(name: str) -> set[str]:
    return set(re.split(r"[^0-9a-z]+", name.lower()))


def loss_pairs(run: Run) -> list[tuple[str, str]]:
    """(quantized loss, float loss) metric pairs found in the run."""
    pairs = []
    losses = [m for m in run.metrics if "loss" in _words(m)]
    for q in losses:
        if not _words(q) & QUANT_WORDS:
            continue
        val = q.startswith("val_")
        floats = [m for m in losses if _words(m) & FLOAT_WORDS and m.startswith("val_") == val]
        partner = floats[0] if floats else ("val_loss" if val else "train_loss")
        if run.has(partner):
            pairs.append((q, partner))
    return pairs


class QuantizationGap(Detector):
    symptom = "quantization_gap"
    min_points = int(th("min_points_shape"))
    what = "the quantization gap"

    def detect(self, run: Run, context: Context | None = None) -> list[Result]:
        out: list[Result] = []
        for q, f in loss_pairs(run):
            joined = pd.concat([run.series[q], run.series[f]], axis=1, join="inner")
            both, steps = joined.to_numpy(dtype="float64"), joined.index
            ok = np.isfinite(both).all(axis=1)
            gap = pd.Series(both[ok, 0] - both[ok, 1], index=steps[ok], name=f"{q}-{f}")
            c = curve(gap, f"{q} - {f}")
            refusal = self.too_few(run, c)
            if refusal:
                out.append(refusal)
                continue
            float_level = float(np.median(np.abs(both[ok, 1][-max(ok.sum() // 10, 3):])))
            n = c.level.size
            start = float(np.median(c.level[: max(n // 5, 3)]))
            end = c.tail
            tau, p = stats.mann_kendall(c.level)
            growth = end / start if start > 0 else float("inf")
            end_rel = end / float_level if float_level > 0 else float("inf")
            if not (growth >= th("quant_gap_growth") and end_rel >= th("quant_gap_min") and tau > 0
                    and p < th("trend_p")):
                continue
            above = c.smooth < start + 0.05 * (end - start)
            i_on = int(np.flatnonzero(above)[-1]) + 1 if above.any() else 0
            onset, last = int(c.step[min(i_on, n - 1)]), int(c.step[-1])
            evidence = [f"{q} - {f} gap {fmt_value(start)} early -> {fmt_value(end)} by {at(run, last)} "
                        f"({fmt_ratio(growth) if np.isfinite(growth) else 'from ~0'}; {end_rel:.0%} of the float loss), "
                        f"widening from {at(run, onset)}"]
            facts = {"quant_metric": q, "float_metric": f, "gap_start": start, "gap_end": end,
                     "gap_end_rel": end_rel, "growth": growth if np.isfinite(growth) else None, "onset_step": onset,
                     "trend_p": p}
            confidence = float(np.clip(0.55 + 0.2 * np.log2(min(growth, 8.0)) / 3 + end_rel, 0.55, 0.95))
            out.append(self.finding(run, "warning", confidence, (onset, last), q, evidence, facts))
        return out
