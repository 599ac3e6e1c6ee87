"""oscillation in held-out data: the validation loss or score swings up and down and never settles, while the
training loss moves smoothly.

The train curve can look fine while every evaluation lands somewhere else: an lr too high for the batch, a
BatchNorm whose running statistics lag, a tiny or unshuffled validation set. An expert sees it at once in a
dozen evaluations, so this needs only 6. It fires when the validation value reverses direction at least three
times with moves of 15% of its level or more (once or more in its second half: it has not settled), the second
half is no better than the first (it is not a noisy improvement), and the train loss, where logged, is at least
three times smoother between evaluations (its median between two evaluations, against the validation value).

A held-out score (accuracy, mAP, mIoU, F1) that loses 60% or more of its best mid-run, after reaching 0.3 of
its scale, is the same instability seen in one fall, however well the run ends.

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
SCORE_FLOOR = 0.3  # a score must have reached this share of its scale before a fall from it counts
SCORE_COLLAPSE = 0.6  # and fall by this share of its best
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


EARLY_SHARE = 0.1  # a collapse in the first tenth of the evaluations that the run recovers from is warm-up


def _left_behind(after: np.ndarray, before: float) -> bool:
    """Back above its earlier best within 3 evaluations, and no drawdown of a quarter from its running best after."""
    back = np.flatnonzero(after[:3] >= before)
    if back.size == 0:
        return False
    rest = after[back[0]:]
    best = np.maximum.accumulate(rest)
    return bool(((best - rest) / np.where(best > 0, best, 1.0)).max() < LATER_DRAWDOWN)


LATER_DRAWDOWN = 0.25


class ValidationSwings(Detector):
    symptom = "oscillation"
    min_points = MIN_POINTS
    what = "swings of the validation curve"

    def detect(self, run: Run, context: Context | None = None) -> list[Result]:
        for metric in _SERIES:
            if run.has(metric):
                found = self._judge(run, metric) or (self._collapse(run, metric) if metric != "val_loss" else None)
                if found is not None:
                    return [found]
        return []

    def _collapse(self, run: Run, metric: str) -> Result | None:
        """The held-out score lost most of its best (down to under 40% of it, after reaching 0.3 of its scale)
        somewhere mid-run: an instability however well the run ends."""
        s = run.series[metric]
        s = s[np.isfinite(s.to_numpy())]
        v = s.to_numpy(dtype="float64")
        if v.size < MIN_POINTS or (v < 0).any():
            return None
        scale = 100.0 if v.max() > 1.5 else 1.0
        best = np.maximum.accumulate(v)
        drop = np.where(best >= SCORE_FLOOR * scale, (best - v) / np.where(best > 0, best, 1.0), 0.0)
        i = int(np.argmax(drop))
        if drop[i] < SCORE_COLLAPSE:
            return None
        steps = s.index.to_numpy()
        j = int(np.flatnonzero(v[: i + 1] == best[i])[0])
        name = run.original_names.get(metric) or metric
        after = v[i + 1:]
        if i < EARLY_SHARE * v.size and _left_behind(v[i + 1:], float(v[j])):
            return None  # a dip in the warm-up evaluations (YOLO's first 3 epochs) that the run then left behind
        back = (f", back to {fmt_value(float(after.max()))} by {at(run, int(steps[i + 1 + int(np.argmax(after))]))}"
                if after.size else ", where the log ends")
        evidence = [f"{name} fell from {fmt_value(float(v[j]))} at {at(run, int(steps[j]))} to {fmt_value(float(v[i]))} "
                    f"at {at(run, int(steps[i]))} ({-drop[i]:.0%}){back}: the held-out score collapsed mid-run"]
        recovered = bool(after.size and after.max() >= 0.9 * v[j])
        facts = {"metric": metric, "collapse": float(drop[i]), "best_before": float(v[j]), "low": float(v[i]),
                 "recovered": recovered}
        return self.finding(run, "warning", 0.6, (int(steps[j]), int(steps[-1])), metric, evidence, facts)

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
