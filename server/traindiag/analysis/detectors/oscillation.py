"""oscillation: the loss swings widely and persistently without settling.

Measured on the second half of the run, on an even subsample of the raw points (so per-step swings
survive on 10M-point logs): the swing is the robust sigma of the loss around its rolling median. It is
an oscillation when the swing is at least 25% of the loss level, at least 25% of the loss's whole fall
(noise rivals progress; batch noise late in a healthy run is tiny next to what the run already gained),
and the last quarter swings at least 70% as much as the third (not settling down).

Facts: amplitude (robust sigma, user units), amplitude_rel (/ level), vs_progress (/ total fall),
settle_ratio (last-quarter swing / third-quarter swing), sign_change_rate (fraction of successive
differences that change sign), level, onset_step (start of the window judged), lr.
"""

from __future__ import annotations

import numpy as np

from traindiag.analysis import stats
from traindiag.analysis.detectors.base import Curve, Detector, Result, at, crosses_zero, lr_at
from traindiag.analysis.stats import fmt_value
from traindiag.analysis.thresholds import th
from traindiag.ingest.context import Context
from traindiag.ingest.run import Run


class Oscillation(Detector):
    symptom = "oscillation"
    min_points = int(th("min_points_oscillation"))
    what = "an oscillation"

    def judge(self, run: Run, c: Curve, context: Context | None) -> list[Result]:
        metric = c.metric
        if crosses_zero(c):
            return []  # a WGAN critic's or a policy loss: ratios to its level mean nothing once it changes sign
        steps, values = c.sample
        trend_line = stats.rolling_median(values, stats.smooth_window(values.size))
        resid = values - trend_line
        half = values.size // 2
        q3 = half + (values.size - half) // 2
        amplitude = stats.mad(resid[half:])
        level = float(np.median(np.abs(trend_line[half:])))
        fall = c.head - float(np.min(c.smooth))
        if amplitude <= 0 or level <= 0:
            return []  # no swing at all, or a loss sitting at 0 (printed 0.0000e+00): nothing oscillates
        amp_rel = amplitude / level
        vs_progress = amplitude / fall if fall > 0 else float("inf")
        late, mid = stats.mad(resid[q3:]), stats.mad(resid[half:q3])
        settle = late / mid if mid > 0 else 1.0
        if not (amp_rel >= th("oscillation_amplitude") and vs_progress >= th("oscillation_vs_progress")
                and settle >= 0.7):
            return []
        d = np.diff(values[half:])
        sign_changes = float(np.mean(np.sign(d[1:]) != np.sign(d[:-1]))) if d.size > 2 else 0.0
        onset, last = int(steps[half]), int(steps[-1])
        evidence = [f"{metric} swings +/-{amp_rel:.0%} around {fmt_value(level)} from {at(run, onset)} to "
                    f"{at(run, last)} (robust sigma {fmt_value(amplitude)})",
                    f"swings are {min(vs_progress, 99):.0%} of the loss's whole fall "
                    f"({fmt_value(c.head)} -> {fmt_value(float(np.min(c.smooth)))}) and not settling "
                    f"(last quarter {settle:.1f}x the one before)"]
        lr = lr_at(run, last)
        if lr is not None:
            evidence.append(f"lr {fmt_value(lr, 2)}")
        facts = {"amplitude": amplitude, "amplitude_rel": amp_rel, "vs_progress": vs_progress,
                 "settle_ratio": settle, "sign_change_rate": sign_changes, "level": level, "onset_step": onset,
                 "lr": lr}
        confidence = float(np.clip(0.5 + 0.5 * min(amp_rel, vs_progress), 0.5, 0.9))
        return [self.finding(run, "warning", confidence, (onset, last), metric, evidence, facts)]
