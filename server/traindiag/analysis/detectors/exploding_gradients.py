"""exploding_gradients: the logged gradient norm is very large or growing fast.

On the smoothed grad_norm (rolling median, so single clipped spikes do not count): it is exploding when
it grows 10x above the lowest level it had before, with a significant upward trend, and its last fifth stays 3x
above the low (swings without a trend are not growth), or ends above 100 (reference docs: healthy global
norms are 0.1-10, above ~100 explodes) after growing at least 3x. The high norms at initialisation that
fall in the first steps are normal and never count (growth is measured from the running minimum).
Non-finite points (fp16 overflow steps) are ignored here; nan_inf judges them. On an RL or preference fine-tune
growth counts only once the last fifth sits above 10, out of the healthy band (its norms grow from near zero with
the advantages and the KL).

In a paste of 10-30 points, one norm above ~100 and 20x the median of the others (past the first tenth) is
reported on its own: the batch that blew up.

Facts: onset_step (last point before the rise still within 1.5x of the running minimum), peak_step,
grad_norm_low, grad_norm_peak, growth (peak / low), above_100 (bool), loss_nonfinite_after (bool),
loss_at_peak.
"""

from __future__ import annotations

import numpy as np

from traindiag.analysis import stats
from traindiag.analysis.detectors.base import Curve, Detector, Result, at
from traindiag.analysis.findings import Finding
from traindiag.analysis.objective import objective
from traindiag.analysis.stats import fmt_ratio, fmt_value
from traindiag.analysis.thresholds import th
from traindiag.ingest.context import Context
from traindiag.ingest.run import Run

LEVEL_MIN_POINTS = 5  # a sustained level needs fewer points than a rise
SHORT_LOG_POINTS = 30  # a paste: one spike in it is an event; in a long run it is routine
SHORT_SPIKE_RATIO = 20.0
RL_HEALTHY_TOP = 10.0  # reference docs: healthy global norms are 0.1-10


class ExplodingGradients(Detector):
    symptom = "exploding_gradients"
    min_points = 10
    metric = "grad_norm"
    what = "gradient growth"

    def fallback(self, run: Run, c: Curve, context: Context | None) -> Finding | None:
        """grad_norm that sits above ~100 across the log (the reference level for exploding norms), even
        without a rise inside the log: a paste from the first steps or from the middle of a run."""
        raw = c.raw[np.isfinite(c.raw.to_numpy())]
        if len(raw) < LEVEL_MIN_POINTS:
            return None
        median = float(np.median(raw.to_numpy()))
        if median < th("grad_explode_abs"):
            return None
        top = raw.idxmax()
        evidence = [f"grad_norm median {fmt_value(median)} over its {len(raw)} logged points (healthy 0.1-10; above "
                    f"~100 the gradients are exploding); largest {fmt_value(raw.loc[top])} at {at(run, top)}",
                    "clipping (max_grad_norm) keeps the update bounded but not the cause: check the lr, the loss "
                    "scale and the data of the first steps"]
        facts = {"grad_norm_median": median, "grad_norm_peak": float(raw.loc[top]), "peak_step": int(top),
                 "above_100": True, "sustained": True, "loss_nonfinite_after": False}
        first, last = int(raw.index[0]), int(raw.index[-1])
        return self.finding(run, "warning", 0.65 if median >= 10 * th("grad_explode_abs") else 0.55, (first, last),
                            "grad_norm", evidence, facts)

    def short_spike(self, run: Run, c: Curve) -> Finding | None:
        """In a paste of a few dozen points, one gradient norm above ~100 and 20x the others' median (past the
        first tenth, where norms at initialisation are high by nature): the batch that blew up, visible to any
        reader, too rare in a short log to be routine."""
        raw = c.raw[np.isfinite(c.raw.to_numpy())]
        if not 10 <= len(raw) <= SHORT_LOG_POINTS:
            return None
        body = raw.iloc[max(1, len(raw) // 10):]
        top = body.idxmax()
        peak, rest = float(body.loc[top]), float(np.median(raw.drop(index=top).to_numpy()))
        if peak < th("grad_explode_abs") or rest <= 0 or peak < SHORT_SPIKE_RATIO * rest:
            return None
        evidence = [f"grad_norm {fmt_value(peak)} at {at(run, top)}, {fmt_ratio(peak / rest)} the median of the other "
                    f"{len(raw) - 1} points ({fmt_value(rest)}): one batch's gradient blew up",
                    "with clipping on the update stays bounded; if it recurs, lower the lr or skip the batches there"]
        facts = {"grad_norm_peak": peak, "peak_step": int(top), "grad_norm_low": rest, "growth": peak / rest,
                 "above_100": True, "single_spike": True, "loss_nonfinite_after": False}
        return self.finding(run, "warning", 0.6, (int(top), int(top)), "grad_norm", evidence, facts)

    def judge(self, run: Run, c: Curve, context: Context | None) -> list[Result]:
        spike = self.short_spike(run, c)
        if spike is not None:
            return [spike]
        g = c.smooth
        if (g <= 0).all():
            return []
        runmin = np.minimum.accumulate(np.where(g > 0, g, np.inf))
        with np.errstate(invalid="ignore", divide="ignore"):  # inf/inf on absurd norms: no growth
            growth = np.nan_to_num(g / runmin, nan=1.0)
        i_peak = int(np.argmax(growth))
        ratio, peak = float(growth[i_peak]), float(g[i_peak])
        low = float(runmin[i_peak])
        above = peak >= th("grad_explode_abs")
        # An RL or preference fine-tune's gradient grows with its advantages and KL from near zero at the start,
        # and swings with every batch of completions: there only a norm above ~100 counts.
        # a rise that came back down is a swing (fine-tunes' pre-clip norms swing 0.3-15): the end must stay up
        end = float(np.median(g[-max(g.size // 5, 1):]))
        tau, p = stats.mann_kendall(c.level)
        # An RL fine-tune's norm growing from near zero is normal while it stays in the healthy 0.1-10 band; one that
        # keeps growing out of it (its last fifth above 10) is exploding all the same.
        supervised = objective(run) == "supervised"
        grows = (ratio >= th("grad_growth") and (supervised or end >= RL_HEALTHY_TOP) and end >= 3 * float(runmin[-1])
                 and tau > 0 and p < th("trend_p"))
        if not (grows or (above and ratio >= 3)):
            return []
        calm = np.flatnonzero(growth[: i_peak + 1] <= 1.5)
        i_on = int(calm[-1]) if calm.size else 0
        onset, peak_step = int(c.step[i_on]), int(c.step[i_peak])
        # The low is named at the step it was reached (the calm onset can sit later, within 1.5x of it).
        low_step = int(c.step[int(np.argmin(np.where(g[: i_peak + 1] > 0, g[: i_peak + 1], np.inf)))])
        # The rise is measured on the running median (one noisy point must not make it); the logged points
        # that show it are quoted as logged.
        evidence = [f"grad_norm's running median rose {fmt_ratio(ratio)} from {fmt_value(low)} (around "
                    f"{at(run, low_step)}) to {fmt_value(peak)} (around {at(run, peak_step)})"
                    + (" (above 100: exploding)" if above else "")]
        raw = c.raw[np.isfinite(c.raw.to_numpy())]
        later = raw[raw.index >= low_step]
        if len(later):
            top = later.idxmax()
            start = raw[raw.index <= low_step]
            first = f"{fmt_value(start.iloc[-1])} at {at(run, start.index[-1])}, " if len(start) else ""
            evidence.append(f"logged grad_norm: {first}largest {fmt_value(later.loc[top])} at {at(run, top)}")
        facts: dict = {"onset_step": onset, "peak_step": peak_step, "grad_norm_low": low, "grad_norm_peak": peak,
                       "growth": ratio, "above_100": above, "loss_nonfinite_after": False, "loss_at_peak": None}
        if run.has("train_loss"):
            loss = run.series["train_loss"]
            later = loss[loss.index >= onset].to_numpy()
            bad = ~np.isfinite(later)
            facts["loss_nonfinite_after"] = bool(bad.any())
            upto = loss[loss.index <= peak_step]
            if len(upto):
                facts["loss_at_peak"] = float(upto.iloc[-1])
            if bad.any():
                evidence.append(f"train_loss became non-finite at {at(run, loss.index[loss.index >= onset][np.argmax(bad)])}")
            elif len(upto):
                evidence.append(f"train_loss still finite ({fmt_value(upto.iloc[-1])}): clip now, before it turns NaN")
        confidence = float(np.clip(0.55 + 0.1 * np.log10(ratio), 0.55, 0.95))
        severity = "critical" if facts["loss_nonfinite_after"] else "warning"
        return [self.finding(run, severity, confidence, (onset, int(c.step[-1])), "grad_norm", evidence, facts)]
