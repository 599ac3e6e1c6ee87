"""loss_spikes: isolated spikes of several times the running level that recover.

A point is a spike when it is at least `spike_ratio` (3x) above the median of the points before it AND
stands `spike_z` robust sigmas above the usual batch-to-batch scatter (measured on the log of that
ratio, so the test is scale-free and a very noisy loss does not spike all the time). Comparing with
the *preceding* points means the fast fall of early training never looks like a spike. A spike that
does not come back within 1.5x of the pre-spike level is left to the divergence detector. Adjacent
spike points count as one spike. Losses that go negative are judged on robust z alone. A jump that
undoes under 5% of the loss's own fall is not a spike to anyone: 82x a loss of 0.0002 is 0.016, on a
curve that came down from 1.7 (a memorised run's noise floor, not an event).

On huge logs the curve is bucketed and each bucket's maximum is tested, so a single-step spike in 10M
points is still found (at its exact step).

Facts: spike_count, spike_steps (comma string, first 20), max_ratio, max_step, first_step, last_step,
early_only (all spikes in the first 10% of the run), lr_at_max.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from traindiag.analysis import stats
from traindiag.analysis.detectors.base import (
    Curve,
    Detector,
    Result,
    at,
    curve,
    is_rl_run,
    loss_metric,
    lr_at,
)
from traindiag.analysis.findings import Finding
from traindiag.analysis.stats import fmt_ratio, fmt_step, fmt_value
from traindiag.analysis.thresholds import th
from traindiag.ingest.context import Context
from traindiag.ingest.run import Run

SHORT_MIN_POINTS = 5  # a short paste: three points set the level, one spikes, one shows what followed
SHORT_JUMP = 3.0  # a point this many times the median before it stands out even in a short log
SHORT_JUMP_QUIET = 1.5  # ... or this many times, where the points before it scatter little
SHORT_SIGMAS = 10.0
NEGLIGIBLE_UNDO = 0.05  # of the fall from the first logged level to the lowest: below it a jump undoes nothing
HELD_OUT_SETTLE = 5  # evaluations: the first ones of a detector's run swing by design


def short_spike(values: np.ndarray) -> tuple[int, float, float] | None:
    """In a short positive curve, the largest point standing >= 3x above the median of the points before it
    (three or more of them), or >= 1.5x and ten times the scatter of those points (four or more: an LLM loss
    near 2 that jumps to 5 is a spike, though not a threefold one): (index, ratio, level before). None when
    there is none."""
    best = None
    for i in range(3, values.size):  # a short log: at most min_points_spikes points
        level = float(np.median(values[:i]))
        if level <= 0:
            continue
        jump = values[i] - level
        quiet = i >= 4 and values[i] >= SHORT_JUMP_QUIET * level and jump >= SHORT_SIGMAS * stats.noise_sigma(values[:i]) > 0
        if (values[i] >= SHORT_JUMP * level or quiet) and (best is None or values[i] / level > best[1]):
            best = (i, float(values[i] / level), level)
    return best


def spike_outcome(after: np.ndarray, level: float, peak: float) -> str:
    """Triage of what followed a spike: 'recovered' (back within 1.5x of its earlier level), 'coming down'
    (down at every point since, still above that level when the log ends), 'settled higher' (came down but
    stays above it), 'still up' (no fall after it), or 'log ends' (nothing after)."""
    if after.size == 0:
        return "log ends"
    if after[-1] <= th("spike_recover_ratio") * level:
        return "recovered"
    if after[-1] >= 0.8 * peak:
        return "still up"
    return "coming down" if after.size >= 2 and bool(np.all(np.diff(np.r_[peak, after]) < 0)) else "settled higher"


class LossSpikes(Detector):
    symptom = "loss_spikes"
    min_points = int(th("min_points_spikes"))
    what = "loss spikes"

    def fallback(self, run: Run, c: Curve, context: Context | None) -> Finding | None:
        """A paste of 5-19 points, too short for the running-level test: one jump of 3x or more over the
        level before it, triaged."""
        metric, raw = c.metric, c.raw
        s = raw[np.isfinite(raw.to_numpy())]
        values = s.to_numpy()
        if not SHORT_MIN_POINTS <= values.size < self.min_points or (values <= 0).any():
            return None
        hit = short_spike(values)
        if hit is None:
            return None
        i, ratio, level = hit
        step, peak = int(s.index[i]), float(values[i])
        if not np.isfinite(raw[raw.index > step].to_numpy()).all():
            return None  # the jump is the start of the NaN that follows: nan_inf tells that story
        outcome = spike_outcome(values[i + 1:], level, peak)
        if outcome == "still up":
            return None  # a jump that stays is a divergence or a new regime, not a spike
        words = {"recovered": "back to its earlier level after", "settled higher": "came down but settled above its "
                 "earlier level", "coming down": f"coming down since, still {fmt_ratio(values[-1] / level)} its earlier "
                 "level when the log ends: watch whether it gets back",
                 "log ends": "the log ends right after it: watch whether it comes back"}[outcome]
        evidence = [f"{metric} {fmt_value(peak)} at {at(run, step)}, {fmt_ratio(ratio)} the median of the "
                    f"{i} points before ({fmt_value(level)}); {words}",
                    f"{values.size} points logged: judged as a short log"]
        facts = {"spike_count": 1, "spike_steps": str(step), "max_ratio": ratio, "max_step": step, "first_step": step,
                 "last_step": step, "early_only": False, "outcome": outcome, "short_log": True}
        severity = "warning" if ratio >= 5 or outcome != "recovered" else "info"
        return self.finding(run, severity, 0.7 if ratio >= 5 else 0.55, (step, int(s.index[-1])), metric, evidence,
                            facts)

    def detect(self, run: Run, context: Context | None = None) -> list[Result]:
        results = super().detect(run, context)
        if any(isinstance(r, Finding) for r in results) or loss_metric(run) != "train_loss" or not run.has("val_loss"):
            return results
        held_out = self._held_out_spike(run)
        return results if held_out is None else [held_out]

    def _held_out_spike(self, run: Run) -> Finding | None:
        """One evaluation that jumped 3x and came back, past the first evaluations, while the training loss
        stayed quiet: worth telling (a bad validation batch, an lr step, an fp16 overflow in eval), not
        alarming."""
        c = curve(run.series["val_loss"], "val_loss")
        if c.n < self.min_points:
            return None
        spikes = find_spikes(c)
        if spikes is None or not spikes[4]:
            return None
        idx, before, _, ratio, _ = spikes
        late = idx[idx >= HELD_OUT_SETTLE]
        if late.size == 0:
            return None
        k = late[int(np.argmax(ratio[late]))]
        step = int(c.b.high_step[k])
        name = run.original_names.get("val_loss") or "val_loss"
        evidence = [f"{name} {fmt_value(c.high[k])} at {at(run, step)}, {fmt_ratio(float(ratio[k]))} its level "
                    f"before ({fmt_value(before[k])}), then back: one evaluation jumped, the training loss did not"]
        facts = {"spike_count": int(late.size), "spike_steps": ",".join(str(int(s)) for s in c.b.high_step[late][:20]),
                 "max_ratio": float(ratio[k]), "max_step": step, "first_step": int(c.b.high_step[late[0]]),
                 "last_step": int(c.b.high_step[late[-1]]), "early_only": False, "held_out": True}
        return self.finding(run, "info", 0.55, (step, step), "val_loss", evidence, facts)

    def judge(self, run: Run, c: Curve, context: Context | None) -> list[Result]:
        metric = c.metric
        spikes = find_spikes(c)
        if spikes is None:
            return []
        idx, before, z, ratio, positive = spikes
        spike_steps = c.b.high_step[idx]
        spike_ratios = ratio[idx]
        k = int(np.nanargmax(spike_ratios)) if positive else int(np.argmax(z[idx]))
        max_step, max_ratio = int(spike_steps[k]), float(spike_ratios[k])
        span_end = c.step[0] + 0.1 * (c.step[-1] - c.step[0])
        early_only = bool((spike_steps <= span_end).all())
        count = int(idx.size)
        warn = count >= th("spike_warn_count") or (positive and max_ratio >= th("spike_warn_ratio"))
        # An RL objective (PPO's actor/critic losses) jumps by design: its spikes are noted, not alarming.
        severity = ("warning" if warn and not (early_only and count < th("spike_warn_count")) and not is_rl_run(run)
                    else "info")
        listed = ", ".join(fmt_step(s) for s in spike_steps[:8]) + (" ..." if count > 8 else "")
        evidence = [f"{count} {metric} spike{'s' if count > 1 else ''} that recovered, at {run.step_unit}s {listed}"]
        if positive:
            evidence.append(f"largest {fmt_ratio(max_ratio)} the running level at {at(run, max_step)} "
                            f"({fmt_value(c.high[idx[k]])} vs {fmt_value(before[idx[k]])})")
        lr = lr_at(run, max_step)
        if lr is not None:
            evidence.append(f"lr {fmt_value(lr, 2)} there")
        facts = {"spike_count": count, "spike_steps": ",".join(str(int(s)) for s in spike_steps[:20]),
                 "max_ratio": max_ratio if positive else None, "max_step": max_step,
                 "first_step": int(spike_steps[0]), "last_step": int(spike_steps[-1]), "early_only": early_only,
                 "lr_at_max": lr}
        confidence = min(0.95, 0.55 + 0.1 * count + (0.1 if positive and max_ratio >= 5 else 0.0))
        return [self.finding(run, severity, confidence, (int(spike_steps[0]), int(spike_steps[-1])), metric,
                             evidence, facts)]


def find_spikes(c: Curve) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, bool] | None:
    """Spikes of a curve: (bucket indices of each spike's first point, the level before each point, robust z,
    ratio to the level before (NaN for losses that go negative), whether the curve is positive)."""
    window = stats.smooth_window(c.level.size)
    before = stats.trailing_median(c.level, window)
    before[0] = c.level[0]
    after_min = _forward_min(c.level, window)
    positive = bool((c.level > 0).all())
    if positive:
        # Judged on log(max / level before): scale-free, and the scatter of that quantity across the run is
        # what a non-spike looks like (batch noise, or the spread of bucket maxima on huge logs).
        excess = np.log(c.high / before)
        z = stats.robust_z(excess)
        is_spike = (excess >= np.log(th("spike_ratio"))) & (z >= th("spike_z"))
        recovered = after_min <= before * th("spike_recover_ratio")
        ratio = c.high / before
        fall = c.head - float(np.min(c.level))
        if fall > 0:
            is_spike &= c.high - before >= NEGLIGIBLE_UNDO * fall
    else:
        z = stats.robust_z(c.high - before)
        is_spike = z >= th("spike_z")
        recovered = (after_min - before) <= np.abs(before) * (th("spike_recover_ratio") - 1)
        ratio = np.full(c.level.size, np.nan)
    is_spike &= recovered
    is_spike[0] = False
    # One spike per run of adjacent spike points (keep the first).
    starts = is_spike & ~np.r_[False, is_spike[:-1]]
    idx = np.flatnonzero(starts)
    return (idx, before, z, ratio, positive) if idx.size else None


def _forward_min(level: np.ndarray, window: int) -> np.ndarray:
    """Lowest level among the next `window` points after each point (the point itself excluded)."""
    m = pd.Series(level[::-1]).shift(1).rolling(window, min_periods=1).min().to_numpy(copy=True)[::-1]
    m[-1] = level[-1]
    return m
