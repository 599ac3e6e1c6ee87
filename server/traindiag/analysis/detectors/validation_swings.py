"""oscillation in held-out data: the validation loss or score swings up and down and never settles, while the
training loss moves smoothly.

The train curve can look fine while every evaluation lands somewhere else: an lr too high for the batch, a
BatchNorm whose running statistics lag, a tiny or unshuffled validation set. An expert sees it at once in a
dozen evaluations, so this needs only 6. It fires when the validation value reverses direction at least three
times with moves of 15% of its level or more (once or more in its second half: it has not settled), the second
half is no better than the first (it is not a noisy improvement), and the train loss, where logged, is at least
three times smoother between evaluations (its median between two evaluations, against the validation value).

Facts: metric, reversals (big moves that reverse), swing_low, swing_high, train_roughness,
val_roughness.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from traindiag.analysis.detectors.base import Detector, Result, at
from traindiag.analysis.stats import fmt_value
from traindiag.ingest.context import Context
from traindiag.ingest.run import Run

MIN_POINTS = 6
BIG_MOVE = 0.15  # of the series' median level
MIN_REVERSALS = 2
SMOOTHER = 3.0  # how much smoother the train loss must be
# Held-out series, the loss first; for a score higher is better.
_SERIES = ("val_loss", "val_accuracy", "val_map50", "val_map", "val_miou", "val_f1", "val_map50_95")


def _reversals(values: np.ndarray, level: float) -> int:
    """How often a move of BIG_MOVE x level or more goes the other way from the big move before it."""
    moves = np.diff(values)
    big = moves[np.abs(moves) >= BIG_MOVE * level]
    return int(np.sum(np.sign(big[1:]) != np.sign(big[:-1])))


def _train_roughness(train: pd.Series, eval_steps: np.ndarray) -> float | None:
    """The train loss's roughness seen at the evaluations: its median between two evaluations, so a noisy
    per-batch loss is compared with the validation curve on the same footing."""
    t = train[np.isfinite(train.to_numpy())]
    if len(t) < 3:
        return None
    bins = np.searchsorted(eval_steps, t.index.to_numpy(), side="left")
    per_eval = t.groupby(bins).median().to_numpy(dtype="float64")
    return _roughness(per_eval) if per_eval.size >= 3 else None


def _roughness(values: np.ndarray) -> float:
    level = float(np.median(np.abs(values)))
    return float(np.median(np.abs(np.diff(values)))) / level if level > 0 and values.size > 2 else 0.0


class ValidationSwings(Detector):
    symptom = "oscillation"
    min_points = MIN_POINTS
    what = "swings of the validation curve"

    def detect(self, run: Run, context: Context | None = None) -> list[Result]:
        for metric in _SERIES:
            if run.has(metric):
                found = self._judge(run, metric)
                if found is not None:
                    return [found]
        return []

    def _judge(self, run: Run, metric: str) -> Result | None:
        s = run.series[metric]
        s = s[np.isfinite(s.to_numpy())]
        v = s.to_numpy(dtype="float64")
        if v.size < MIN_POINTS or (v < 0).any():
            return None
        level = float(np.median(v))
        if level <= 0:
            return None
        half = v.size // 2
        steps = s.index.to_numpy()
        late, late_steps = v[half:], steps[half:]
        reversals, late_reversals = _reversals(v, level), _reversals(late, level)
        if reversals < MIN_REVERSALS + 1 or late_reversals < 1:
            return None
        lower_better = metric == "val_loss"
        early_mid, late_mid = float(np.median(v[:half])), float(np.median(late))
        improving = late_mid < 0.9 * early_mid if lower_better else late_mid > 1.1 * early_mid
        if improving:
            return None  # a noisy curve that still gets better
        val_rough = _roughness(v)
        train_rough = None
        if run.has("train_loss"):
            train_rough = _train_roughness(run.series["train_loss"], steps)
            if train_rough is None or train_rough * SMOOTHER > val_rough:
                return None  # the train loss swings as much: not a held-out problem (oscillation judges it)
        lo, hi = int(np.argmin(late)), int(np.argmax(late))
        name = run.original_names.get(metric) or metric
        first, last = int(late_steps[0]), int(late_steps[-1])
        evidence = [f"{name} swings between {fmt_value(late[lo])} at {at(run, int(late_steps[lo]))} and "
                    f"{fmt_value(late[hi])} at {at(run, int(late_steps[hi]))} in the second half of its "
                    f"{v.size} evaluations ({reversals} reversals of 15% of its level or more in all), and is no better "
                    f"than in the first half"]
        if train_rough is not None:
            evidence.append(f"train_loss moves smoothly meanwhile (typical step {train_rough:.1%} of its level, "
                            f"against {val_rough:.0%} for {name})")
        facts = {"metric": metric, "reversals": reversals, "swing_low": float(late[lo]), "swing_high": float(late[hi]),
                 "train_roughness": train_rough, "val_roughness": val_rough}
        return self.finding(run, "warning", 0.6, (first, last), metric, evidence, facts)
