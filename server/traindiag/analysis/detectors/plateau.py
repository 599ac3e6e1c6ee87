"""plateau: the loss fell, then stalled early, well above what its own trend promised.

The stall starts where less than 2% of the loss's total fall is still to come. Before it, the loss was
falling at some rate per doubling of steps (measured over the doubling that ends at the stall); a
healthy curve slows smoothly (power law), so over the rest of the run it should gain a good part of
what that rate promises. A plateau is a stall that lasts at least 30% of the run and gains under a
quarter of the promised amount (the ReduceLROnPlateau idea, made scale-free and schedule-aware). A stall made of swings of
25% of the level or more is left to the oscillation detector.

Not a plateau: a loss that barely fell at all (not_learning), a loss that already lost half of its start
(converged onto its floor: real healthy runs do that fast and then sit in batch noise), a promised gain
too small to see above the batch noise. When validation stalled at the same level, confidence drops (an
underfitting finding explains it better). When the learning rate has been decayed 10x by then, the flattening is expected and the
finding is only info.

Facts: onset_step (stall start), plateau_level, start_value, fell_fraction (of the start), stall_fraction
(of the run's steps), promised_gain, actual_gain, gain_ratio (actual / promised), lr_decayed (bool), lr.
"""

from __future__ import annotations

import math

import numpy as np

from traindiag.analysis import stats
from traindiag.analysis.detectors.base import (
    Curve,
    Detector,
    Result,
    at,
    curve,
    fell_by,
    is_language_model,
    lr_at,
)
from traindiag.analysis.findings import Finding, Inconclusive
from traindiag.analysis.stats import fmt_value
from traindiag.analysis.thresholds import th
from traindiag.ingest.context import Context
from traindiag.ingest.run import Run


def _early_in_plan(run: Run) -> str | None:
    """Why a stall cannot be called a plateau yet: the log covers under a fifth of the epochs it plans
    (`epoch: 10/300`, num_train_epochs), where a long run's loss often flattens before its schedule moves."""
    planned = run.hparams.get("epochs")
    if not isinstance(planned, int | float) or isinstance(planned, bool) or planned <= 0 or not run.has("epoch"):
        return None
    logged = run.series["epoch"].to_numpy(dtype="float64")
    logged = logged[np.isfinite(logged)]
    if not logged.size or logged.max() >= EARLY_FRACTION * planned:
        return None
    return (f"the log reaches epoch {logged.max():,.4g} of the {planned:,.0f} it plans: too early in the run to "
            "call a stall a plateau (judged again past a fifth of it)")


def _first_epoch_fine_tune(run: Run) -> bool:
    """An HF Trainer fine-tune (or a language model's) whose log has not passed its first epoch."""
    if not run.has("epoch") or not (run.format == "hf" or is_language_model(run)):
        return False
    epochs = run.series["epoch"].to_numpy(dtype="float64")
    epochs = epochs[np.isfinite(epochs)]
    return bool(epochs.size and epochs.max() <= 1.05)


def lr_decayed(run: Run, step: int, factor: float = 10.0) -> bool:
    """Whether the logged lr at `step` is at least `factor` below its peak so far."""
    if not run.has("lr"):
        return False
    lr = run.series["lr"]
    lr = lr[np.isfinite(lr.to_numpy())]
    upto = lr[lr.index <= step]
    if upto.empty:
        return False
    return float(upto.iloc[-1]) * factor <= float(upto.max())


EARLY_FRACTION = 0.2  # of the planned epochs: before it, a flat stretch is not yet a plateau
MIN_STALL_POINTS = 10  # a stall of fewer logged points is batch noise as often as a plateau
VAL_BAND = 0.05  # every evaluation within 5% of their median...
TRAIN_FALL = 0.1  # ...while the training loss fell 10% with a significant trend over the same stretch


def validation_stalled(run: Run) -> Finding | None:
    """The validation loss does not move (every evaluation within a 5% band) while the training loss keeps
    falling: the model fits its training data better and better and held-out data no better (a plateau on
    validation; a validation loss that rises instead is overfitting's business)."""
    if not (run.has("val_loss") and run.has("train_loss")):
        return None
    val = run.series["val_loss"][np.isfinite(run.series["val_loss"].to_numpy())]
    train = run.series["train_loss"][np.isfinite(run.series["train_loss"].to_numpy())]
    if len(val) < th("min_points_trend") or len(train) < th("min_points_trend"):
        return None
    v = val.to_numpy()
    level = float(np.median(v))
    if level <= 0 or (v.max() - v.min()) / level > VAL_BAND:
        return None
    first_step, last_step = int(val.index[0]), int(val.index[-1])
    during = train[(train.index >= first_step) & (train.index <= last_step)].to_numpy()
    if during.size < th("min_points_trend"):
        return None
    tau, p = stats.mann_kendall(during)
    k = max(1, during.size // 5)
    start, end = float(np.median(during[:k])), float(np.median(during[-k:]))
    if not (tau < 0 and p < th("trend_p") and fell_by(start, end) >= TRAIN_FALL):
        return None
    evidence = [f"val_loss between {fmt_value(float(v.min()))} and {fmt_value(float(v.max()))} at all {v.size} "
                f"evaluations ({at(run, first_step)} to {at(run, last_step)})",
                f"train_loss fell {fell_by(start, end):.0%} meanwhile ({fmt_value(start)} -> {fmt_value(end)}, medians "
                f"of its first and last points there): held-out data gains nothing"]
    facts = {"onset_step": first_step, "plateau_level": level, "validation": True,
             "train_fall_during": fell_by(start, end), "evaluations": int(v.size)}
    return Finding(symptom="plateau", severity="warning", confidence=0.55, steps=(first_step, last_step),
                   metric="val_loss", evidence=evidence, facts=facts, detector="Plateau", run=run.name)


def _swing(c: Curve, start: int) -> float:
    """Robust sigma of the raw loss around its rolling median from `start` on, relative to its level."""
    steps, values = c.sample
    trend_line = stats.rolling_median(values, stats.smooth_window(values.size))
    keep = steps >= start
    level = float(np.median(np.abs(trend_line[keep]))) if keep.any() else 0.0
    return stats.mad((values - trend_line)[keep]) / level if level > 0 else 0.0


class Plateau(Detector):
    symptom = "plateau"
    min_points = int(th("min_points_shape"))
    what = "a plateau"

    def fallback(self, run: Run, c: Curve, context: Context | None) -> Finding | None:
        return validation_stalled(run)

    def judge(self, run: Run, c: Curve, context: Context | None) -> list[Result]:
        metric = c.metric
        s, steps = c.smooth, c.step.astype("float64")
        head, tail = c.head, c.tail
        fall = head - float(np.min(s))
        if (fall <= th("not_learning_fall") * abs(head) or fell_by(head, tail) < th("not_learning_fall")
                or fall < th("noise_z") * stats.noise_sigma(c.level)):
            return []  # never really fell (or only within the batch noise): not_learning's business
        if head > 0 and fell_by(head, tail) >= th("plateau_max_fall"):
            return []  # stalled below half its start: converged onto its floor, not stuck
        # Time since the start, offset by one logging interval so the first point has log-time > 0.
        dt = float(np.median(np.diff(steps))) if steps.size > 1 else 1.0
        t = steps - steps[0] + max(dt, 1.0)
        k = int(np.argmax(s <= tail + th("plateau_gain") * fall))
        stall_fraction = (t[-1] - t[k]) / (t[-1] - t[0])
        if stall_fraction < th("plateau_window") or t[k] <= 2 * t[0]:
            return []
        j = int(np.searchsorted(t, t[k] / 2))
        rate = (s[j] - s[k]) / math.log(t[k] / t[j]) if t[k] > t[j] else 0.0
        promised = rate * math.log(t[-1] / t[k])
        actual = s[k] - tail
        if promised <= 0:
            return []
        gain_ratio = actual / promised
        if gain_ratio >= 0.25:
            return []
        # The promised gain must have been visible above the batch noise over the stall's points.
        m = max(int(c.level.size - k), 1)
        if m < MIN_STALL_POINTS:
            return [Inconclusive(symptom=self.symptom, run=run.name,
                                 reason=f"{metric} flat over its last {m} points only: too few to tell a plateau from "
                                        f"batch noise (needs {MIN_STALL_POINTS})")]
        if promised < th("noise_z") * stats.noise_sigma(c.level[k:]) / math.sqrt(m):
            return []
        onset, last = int(c.step[k]), int(c.step[-1])
        early = _early_in_plan(run)
        if early is not None:
            return [Inconclusive(symptom=self.symptom, run=run.name, reason=early)]
        if _swing(c, onset) >= th("oscillation_amplitude"):
            return []  # a "stall" made of wide swings is an oscillation (its own detector)
        decayed = lr_decayed(run, last)  # a schedule decaying the lr through the stall flattens the loss by design
        lr = lr_at(run, last)
        evidence = [f"{metric} fell from {fmt_value(head)} to {fmt_value(s[k])} by {at(run, onset)}, then stalled "
                    f"near {fmt_value(tail)} for {stall_fraction:.0%} of the run (to {at(run, last)})",
                    f"its earlier pace promised about {fmt_value(promised)} more; it gained {fmt_value(max(actual, 0))}"]
        if lr is not None:
            evidence.append(f"lr {fmt_value(lr, 2)}" + (" (already decayed 10x: expected flattening)" if decayed
                                                        else " (not decayed)"))
        facts = {"onset_step": onset, "plateau_level": tail, "start_value": head,
                 "fell_fraction": fell_by(head, tail), "stall_fraction": stall_fraction, "promised_gain": promised,
                 "actual_gain": actual, "gain_ratio": gain_ratio, "lr_decayed": decayed, "lr": lr}
        confidence = 0.5 + 0.4 * (1 - max(gain_ratio, 0) / 0.25) * min(1.0, stall_fraction / 0.5)
        if metric == "train_loss" and run.has("val_loss"):
            val_tail = curve(run.series["val_loss"], "val_loss").tail
            if abs(val_tail - tail) <= th("underfit_gap") * abs(tail):
                # Validation stalled at the same level: underfitting describes it better.
                confidence -= 0.2
                evidence.append(f"val_loss stalled with it ({fmt_value(val_tail)})")
        first_epoch = _first_epoch_fine_tune(run)
        if first_epoch:
            evidence.append("inside the first epoch of a fine-tune, where a pretrained model's loss often levels off "
                            "after its first steps and then moves with the batches: judged again after an epoch")
        return [self.finding(run, "info" if decayed or first_epoch else "warning", confidence, (onset, last), metric,
                             evidence, facts)]
