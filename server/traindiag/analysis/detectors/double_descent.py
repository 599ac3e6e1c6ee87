"""double_descent: validation loss falls, rises, then falls again.

On the smoothed validation loss: a first descent (at least 5% below the start: a loss that climbs from
its first evaluation, as in grokking, is not double descent), then a rise above that low of at least 5%
of it and three sigmas of the evaluation noise, and the loss must afterwards come back
down by at least half of that rise. A bump that starts right after the lr jumps back up (a cosine
restart) is the schedule, not double descent.

Facts: first_min_step, first_min, peak_step, peak, rise_rel, recovered_fraction, end_value,
below_first_min (bool: ended below the first minimum).
"""

from __future__ import annotations

import numpy as np

from traindiag.analysis import stats
from traindiag.analysis.detectors.base import Curve, Detector, Result, at
from traindiag.analysis.stats import fmt_value
from traindiag.analysis.thresholds import th
from traindiag.ingest.context import Context
from traindiag.ingest.run import Run


def lr_jumped_up(run: Run, start: int, end: int, factor: float = 2.0) -> bool:
    """Whether the logged lr rose by `factor` somewhere in [start, end] (a restart)."""
    if not run.has("lr"):
        return False
    lr = run.series["lr"]
    lr = lr[(lr.index >= start) & (lr.index <= end)].to_numpy()
    lr = lr[np.isfinite(lr)]
    if lr.size < 2:
        return False
    low_so_far = np.minimum.accumulate(lr)
    return bool((lr > factor * low_so_far).any())


class DoubleDescent(Detector):
    symptom = "double_descent"
    min_points = 8
    metric = "val_loss"
    what = "double descent"

    def judge(self, run: Run, v: Curve, context: Context | None) -> list[Result]:
        s = v.smooth
        runmin = np.minimum.accumulate(s)
        i_peak = int(np.argmax(s - runmin))
        rise = float(s[i_peak] - runmin[i_peak])
        i_min = int(np.argmin(s[: i_peak + 1]))
        first_min = float(s[i_min])
        if i_peak >= s.size - 1 or rise <= 0:
            return []
        noise = stats.noise_sigma(v.level)
        after_low = float(np.min(s[i_peak:]))
        recovered = (s[i_peak] - after_low) / rise
        first_descent = v.head - first_min
        if not (rise >= th("double_descent_rise") * abs(first_min) and rise >= th("noise_z") * noise
                and first_descent >= th("double_descent_rise") * abs(first_min)
                and recovered >= th("double_descent_recover")):
            return []
        if lr_jumped_up(run, int(v.step[i_min]), int(v.step[i_peak])):
            return []
        end = float(s[-1])
        facts = {"first_min_step": int(v.step[i_min]), "first_min": first_min, "peak_step": int(v.step[i_peak]),
                 "peak": float(s[i_peak]), "rise_rel": rise / abs(first_min) if first_min else None,
                 "recovered_fraction": recovered, "end_value": end, "below_first_min": end < first_min}
        # Running medians, said to be so: the bump is judged on the smoothed curve, not on single evaluations.
        evidence = [f"val_loss's running median fell to {fmt_value(first_min)} around {at(run, v.step[i_min])}, rose "
                    f"to {fmt_value(s[i_peak])} around {at(run, v.step[i_peak])}, then fell again to "
                    f"{fmt_value(after_low)}"
                    + (" (below the first minimum)" if end < first_min else ""),
                    "a second descent: keep training through the bump rather than stopping at the first minimum"]
        return [self.finding(run, "info", 0.7 if end < first_min else 0.55,
                             (int(v.step[i_min]), int(v.step[-1])), "val_loss", evidence, facts)]
