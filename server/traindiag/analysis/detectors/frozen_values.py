"""not_learning, read from values frozen to every printed digit: a dead network.

A loss that repeats the same value exactly (7.9712, 7.9712, 7.9712...) is not converging: a converged
loss still moves in its last printed digits from batch to batch. The same holds for an accuracy frozen at
one value below 0.9 (the model predicts one class, or nothing). This needs only a few points and holds
even when the log is an excerpt from late in a run, where the flat-start detector cannot judge.

A value is only called frozen when it carries at least four significant digits as printed (0.0044
repeating can be rounding of a loss that still moves; 1.3864 repeating cannot), or repeats at least
eight times; a loss printed with fewer than three significant digits (0.000020) is never called frozen. A loss frozen at exactly 0 is a memorised or hidden-NaN run, left to those detectors, and
a loss frozen at -ln(FLT_MIN) = 87.3365 is a log(0), reported by nan_inf. Where the log repeats each value
by design (a progress bar whose description is refreshed every 10 steps while its count runs on), the tail
must be three times that usual repeat.

The same holds for a stretch of 4+ losses that a later pass repeats exactly, in the same order (epoch 2 printing
epoch 1's losses to the last digit): the same batches met the same weights.

Facts: frozen_value, frozen_points (how many consecutive logged points hold it, up to the last),
first_frozen_step, metric_kind ("loss" | "accuracy").
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from traindiag.analysis.detectors.base import Detector, Result, at, lr_at
from traindiag.analysis.detectors.nan_inf import LOG_OF_ZERO
from traindiag.analysis.findings import Finding
from traindiag.analysis.stats import fmt_value
from traindiag.analysis.thresholds import th
from traindiag.ingest.context import Context
from traindiag.ingest.run import Run

MIN_REPEATS = 3  # three identical values in a row, to every printed digit
MIN_REPEATS_FEW_DIGITS = 8
MIN_DIGITS = 4


def significant_digits(value: float) -> int:
    """Significant digits of the shortest repr of a logged value: 7.9712 -> 5, 0.0044 -> 2, 0.5 -> 1."""
    mantissa = repr(abs(float(value))).lower().split("e")[0].replace(".", "").lstrip("0")
    return len(mantissa.rstrip("0")) or 1


def frozen_tail(values: np.ndarray) -> int:
    """How many consecutive points at the end hold exactly the last value."""
    if values.size == 0:
        return 0
    differs = np.flatnonzero(values != values[-1])
    return int(values.size - (differs[-1] + 1 if differs.size else 0))


def usual_repeat(values: np.ndarray) -> int:
    """How many points in a row usually hold one value before the tail: 1 when each logged point is a new
    measurement, 10 when a progress bar's description is refreshed every 10 steps while its count runs on."""
    changes = np.flatnonzero(np.diff(values) != 0)
    if changes.size < 3:
        return 1
    return max(1, int(np.median(np.diff(changes))))


def _train_improves(run: Run, stem: str, since: int, kind: str) -> bool:
    """The training counterpart of a frozen validation metric improved meanwhile: a loss 10% lower, an
    accuracy 10 points higher (on its own 0-1 or 0-100 scale)."""
    metric = f"train_{stem}"
    if not run.has(metric):
        return False
    s = run.series[metric]
    s = s[np.isfinite(s.to_numpy())]
    before, after = s[s.index <= since], s[s.index >= since]
    if before.empty or after.empty:
        before, after = s.iloc[:1], s.iloc[-1:]
    start, end = float(before.iloc[-1]), float(after.iloc[-1])
    if kind == "loss":
        return start > 0 and end <= 0.9 * start
    scale = 100.0 if s.max() > 1.5 else 1.0
    return end - start >= 0.1 * scale


REPEAT_WINDOW = 4  # losses in a row that a later pass repeats exactly: by chance, never


def repeated_pass(values: np.ndarray) -> tuple[int, int, int] | None:
    """(first index, index of its repeat, length) of the first run of 4+ consecutive losses, four different values
    printed with 4+ significant digits, that the log repeats exactly later on: the same batches gave
    the same losses a pass later, so the weights did not change in between. None when nothing repeats."""
    if values.size < 2 * REPEAT_WINDOW:
        return None
    windows = np.lib.stride_tricks.sliding_window_view(values, REPEAT_WINDOW)
    frame = pd.DataFrame(windows)
    again = np.flatnonzero(frame.duplicated(keep="first").to_numpy())
    for j in again:
        w = windows[j]
        # the print precision is the most digits any of them shows (0.9670 reads back as 0.967)
        if np.unique(w).size < REPEAT_WINDOW or max(significant_digits(v) for v in w) < MIN_DIGITS:
            continue  # 1.74, 1.75, 1.74, 1.74: a flat loss printed to 3 digits repeats itself by chance
        i = int(np.flatnonzero((windows == w).all(axis=1))[0])
        if j - i < REPEAT_WINDOW:
            continue  # overlapping: a periodic pattern inside one stretch, not a second pass
        k = REPEAT_WINDOW
        while j + k < values.size and values[i + k] == values[j + k] and i + k < j:
            k += 1
        return i, int(j), k
    return None


class FrozenValues(Detector):
    symptom = "not_learning"
    min_points = MIN_REPEATS
    what = "frozen values"

    def detect(self, run: Run, context: Context | None = None) -> list[Result]:
        repeat = self._repeated_pass(run)
        if repeat is not None:
            return [repeat]
        for metric, kind in (("train_loss", "loss"), ("val_loss", "loss"), ("train_accuracy", "accuracy"),
                             ("val_accuracy", "accuracy")):
            if not run.has(metric):
                continue
            s = run.series[metric]
            s = s[np.isfinite(s.to_numpy())]
            values = s.to_numpy()
            n = frozen_tail(values)
            # a value that repeats by design (refreshed every k steps) is frozen only well past k repeats
            repeat = usual_repeat(values[:-n]) if n < values.size else 1
            if n < MIN_REPEATS * repeat:
                continue
            value = float(values[-1])
            if kind == "loss" and (value == 0.0 or abs(value - LOG_OF_ZERO) < 5e-4):
                continue
            if kind == "accuracy" and value >= 0.9 * (100.0 if values.max() > 1.0 else 1.0):
                continue  # frozen at a high accuracy: a small eval set at its ceiling, not a dead model
            digits = significant_digits(value)
            if digits < MIN_DIGITS and n < MIN_REPEATS_FEW_DIGITS:
                continue
            if kind == "loss" and digits < 3:
                continue  # 0.000020 printed to 6 decimals: a loss moving by under 5% cannot show in it
            if metric.startswith("val_") and _train_improves(run, metric.removeprefix("val_"), int(s.index[-n]), kind):
                continue  # the model learns; held-out data not following is overfitting's or a plateau's business
            first, last = int(s.index[-n]), int(s.index[-1])
            lr = lr_at(run, first)
            if lr is not None and lr <= th("lr_collapse") * float(np.nanmax(run.series["lr"])):
                # The lr is (nearly) zero where the values froze: the schedule explains them (a run decayed to
                # its end, or a schedule collapsed early, which lr_schedule_anomaly reports).
                continue
            what = ("the model has stopped changing: a dead network, a zero learning rate or a detached loss"
                    if kind == "loss" else "predictions do not change: often one class predicted for everything")
            evidence = [f"{metric} is exactly {fmt_value(value, 6)} at all {n} logged points from {at(run, first)} "
                        f"to {at(run, last)}: {what}"]
            facts = {"frozen_value": value, "frozen_points": n, "first_frozen_step": first, "metric_kind": kind}
            confidence = 0.85 if n >= 5 else 0.75
            return [self.finding(run, "warning", confidence, (first, last), metric, evidence, facts)]
        return []

    def _repeated_pass(self, run: Run) -> Finding | None:
        if not run.has("train_loss"):
            return None
        s = run.series["train_loss"]
        s = s[np.isfinite(s.to_numpy())]
        found = repeated_pass(s.to_numpy())
        if found is None:
            return None
        i, j, k = found
        steps, values = s.index.to_numpy(), s.to_numpy()
        lr = lr_at(run, int(steps[j]))
        if lr is not None and lr <= th("lr_collapse") * float(np.nanmax(run.series["lr"])):
            return None  # an lr decayed to (nearly) zero explains it: lr_schedule_anomaly's business
        shown = ", ".join(fmt_value(float(v), 6) for v in values[i:i + min(k, 6)])
        evidence = [f"train_loss repeats the {k} values logged from {at(run, int(steps[i]))} to "
                    f"{at(run, int(steps[i + k - 1]))} ({shown}{', ...' if k > 6 else ''}) exactly, from "
                    f"{at(run, int(steps[j]))}: the same batches gave the same losses a pass later, so the weights did "
                    f"not change in between (a zero lr, an optimizer that never steps, or every parameter frozen)"]
        facts = {"frozen_points": k, "first_frozen_step": int(steps[j]), "metric_kind": "loss",
                 "repeated_from_step": int(steps[i]), "frozen_value": float(values[j])}
        return self.finding(run, "warning", 0.9, (int(steps[i]), int(steps[j + k - 1])), "train_loss", evidence, facts)
