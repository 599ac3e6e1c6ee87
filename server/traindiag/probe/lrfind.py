"""The learning-rate suggestion of the range test (pure Python: shared by the probe worker and its judge)."""

from __future__ import annotations

import math


def suggest_lr(lrs: list[float], losses: list[float]) -> float | None:
    """The smaller of: the lr where the smoothed loss falls fastest, and a tenth of the lr at its minimum.

    On one batch the loss keeps falling as the batch is memorised, so the minimum alone sits too high.
    """
    smooth: list[float] = []
    for loss in losses:
        if not math.isfinite(loss):
            break
        smooth.append(loss if not smooth else 0.7 * smooth[-1] + 0.3 * loss)
    if len(smooth) < 3:
        return None
    best_i = min(range(len(smooth)), key=smooth.__getitem__)
    drops = [smooth[i - 1] - smooth[i] for i in range(1, len(smooth))]
    steep_i = max(range(len(drops)), key=drops.__getitem__) + 1
    if best_i == 0 or drops[steep_i - 1] <= 0:
        return None
    return float(f"{min(lrs[steep_i], lrs[best_i] / 10):.2g}")
