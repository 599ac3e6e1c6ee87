"""overfitting: training loss keeps falling while validation loss rises or the gap widens.

Validation loss (smoothed over 3+ evaluations) reaches its best at some step; after it, validation
ends at least 5% above that best, or gives back 20% of its own fall, by more than 3 standard errors of
the evaluation noise, rising steadily since (significant Mann-Kendall trend; with under 5 points after
the best, every point higher than the last), while the training loss still fell at least 2% over the same stretch with a
significant downward trend (a flat, noisy train loss next to a drifting validation loss is not it). With accuracies logged, a train-val accuracy gap above 20
points at the end (reference docs: severe) is reported too, and is enough on its own.

Facts: onset_step (validation best), best_val_loss, val_loss_end, val_rise (relative to best),
val_giveback, train_fall_after (relative fall of train loss after onset), gap_at_onset, gap_end,
gap_ratio, acc_gap (train - val accuracy at the end, 0-1) when accuracies are logged.
"""

from __future__ import annotations

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
    is_rl_run,
)
from traindiag.analysis.findings import Finding
from traindiag.analysis.stats import fmt_value
from traindiag.analysis.thresholds import th
from traindiag.ingest.context import Context
from traindiag.ingest.run import Run


def value_at(c: Curve, step: int) -> float:
    """The smoothed value of curve `c` at the last point at or before `step`."""
    i = int(np.searchsorted(c.step, step, side="right")) - 1
    return float(c.smooth[max(i, 0)])


def accuracy_gap(run: Run) -> tuple[float, int] | None:
    """(train - val accuracy at the last validation point, its step) in 0-1 units."""
    if not (run.has("train_accuracy") and run.has("val_accuracy")):
        return None
    tr, va = curve(run.series["train_accuracy"], "train_accuracy"), curve(run.series["val_accuracy"], "val_accuracy")
    if tr.n < 2 or va.n < 2:
        return None
    # each on its own scale: a log can print one in percent and the other as a fraction (mmseg: acc_seg 97.1,
    # aAcc 0.899)
    tr_scale, va_scale = (100.0 if np.max(c.level) > 1.5 else 1.0 for c in (tr, va))
    step = int(va.step[-1])
    return value_at(tr, step) / tr_scale - float(va.smooth[-1]) / va_scale, step


HELD_SCORE_RISE = 0.5  # a validation loss up by half over its best is overfitting even while the score holds
MIN_RISES = 3  # evaluations in a row, each above the one before, to the end of the log
RISE_AFTER_RUN = 0.03  # the run of rises already rules out most noise: 3% above the best is enough


def consecutive_rise(values: np.ndarray) -> int:
    """How many steps up in a row the curve takes at its end (0 when its last step is down or flat)."""
    down = np.flatnonzero(np.diff(values) <= 0)
    return int(values.size - 1 - (down[-1] + 1 if down.size else 0))


def rising_since_best(run: Run, metric: str) -> Finding | None:
    """A validation loss logged without its training loss that has risen at every evaluation since its
    best, three or more times and by 3%: the rule an expert applies to a short validation-only paste."""
    s = run.series[metric]
    s = s[np.isfinite(s.to_numpy())]
    values = s.to_numpy()
    if values.size < th("min_points_trend"):
        return None
    k = consecutive_rise(values)
    i_best = int(np.argmin(values))
    if k < MIN_RISES or i_best != values.size - 1 - k or values[-1] < (1 + RISE_AFTER_RUN) * values[i_best]:
        return None
    best_step, last_step = int(s.index[i_best]), int(s.index[-1])
    evidence = [f"{metric} best {fmt_value(values[i_best])} at {at(run, best_step)}, then higher at each of the next "
                f"{k} evaluations, to {fmt_value(values[-1])} at {at(run, last_step)} "
                f"({values[-1] / values[i_best] - 1:+.0%})",
                "no training loss in the log: a rising validation loss is read as overfitting; a training loss "
                "that rises with it would make it a divergence"]
    facts = {"onset_step": best_step, "best_val_loss": float(values[i_best]), "val_loss_end": float(values[-1]),
             "val_rise": float(values[-1] / values[i_best] - 1), "consecutive_rises": k, "train_logged": False}
    return Finding(symptom="overfitting", severity="warning", confidence=0.6, steps=(best_step, last_step),
                   metric=metric, evidence=evidence, facts=facts, detector="Overfitting", run=run.name)


MEMORISED_LOSS = 0.05  # nats per token: natural text carries about 1; a loss this low reproduces the data


def memorised_text(run: Run) -> Finding | None:
    """A language model's training loss below 0.05 with no validation logged: it has memorised its data.
    Not for RL objectives (rewards, scores, PPO losses, which go negative) nor where a held-out metric is
    logged (that metric, not this rule, judges generalisation)."""
    if not is_language_model(run) or is_rl_run(run) or any(m.startswith("val_") for m in run.series):
        return None
    s = run.series["train_loss"]
    s = s[np.isfinite(s.to_numpy())]
    if len(s) < th("min_points_trend") or float(s.min()) < 0:
        return None
    tail = s.iloc[-max(3, len(s) // 10):]
    level = float(np.median(tail.to_numpy()))
    if not 0 < level < MEMORISED_LOSS:
        return None  # exactly 0 is a hidden NaN or a broken loss, left to nan_inf
    last = int(s.index[-1])
    evidence = [f"train_loss {fmt_value(float(s.iloc[-1]))} at {at(run, last)} (median {fmt_value(level)} over the "
                f"last {len(tail)} points): below {MEMORISED_LOSS} a text model reproduces its training set "
                f"(natural text carries about 1 nat per token)",
                "no validation loss logged: evaluate on held-out text to see how much it generalises"]
    facts = {"train_loss_level": level, "memorised": True, "train_logged": True, "val_logged": False}
    return Finding(symptom="overfitting", severity="warning", confidence=0.6, steps=(int(tail.index[0]), last),
                   metric="train_loss", evidence=evidence, facts=facts, detector="Overfitting", run=run.name)


GAP_RATIO = 3.0  # a held-out loss 3x the training loss beside it is past any noise or regulariser effect
OTHER_SCALE = 10.0  # 10x the highest training loss ever logged: the held-out loss is summed, not averaged


def wide_gap(run: Run) -> Finding | None:
    """Too few evaluations for a trend, but the last one already sits 3x above the training loss logged
    around it: the model fits its training data far better than anything else."""
    val = run.series["val_loss"][np.isfinite(run.series["val_loss"].to_numpy())]
    train = run.series["train_loss"][np.isfinite(run.series["train_loss"].to_numpy())]
    if val.empty or len(train) < 3:
        return None
    step, v = int(val.index[-1]), float(val.iloc[-1])
    near = train[train.index <= step].iloc[-5:]
    if len(near) < 3:
        near = train.iloc[-5:]
    level = float(np.median(near.to_numpy()))
    if level <= 0 or v < GAP_RATIO * level:
        return None
    if v >= OTHER_SCALE * float(train.max()):
        return None  # a sum over the evaluation's batches (a tutorial's `total_test_loss += loss`), not a mean
    evidence = [f"val_loss {fmt_value(v)} at {at(run, step)} against train_loss near {fmt_value(level)} (median of "
                f"the {len(near)} training points logged before it): {v / level:.1f}x",
                f"only {len(val)} evaluation(s): the gap is clear, its trend cannot be told"]
    facts = {"val_loss_end": v, "train_level": level, "gap_ratio": v / level, "evaluations": len(val)}
    return Finding(symptom="overfitting", severity="warning", confidence=0.55, steps=(int(near.index[0]), step),
                   metric="val_loss", evidence=evidence, facts=facts, detector="Overfitting", run=run.name)


_SCORES = ("val_accuracy", "val_map50", "val_map_0_5", "val_map", "val_map50_95", "val_f1", "val_miou", "val_map_0_5_0_95")


def held_out_score(run: Run, since: int) -> tuple[str, float, float] | None:
    """(name, best, last) of a held-out score (higher is better) that is still within 2% of its best at the
    end, over 5+ evaluations; None when there is none or it has dropped."""
    for name in _SCORES:
        if not run.has(name):
            continue
        s = run.series[name]
        s = s[np.isfinite(s.to_numpy())]
        if len(s) < th("min_points_trend") or s.index[-1] <= since:
            continue
        best, end = float(s.max()), float(s.iloc[-max(1, len(s) // 20):].median())
        return (name, best, end) if best > 0 and end >= 0.98 * best else None
    return None


class Overfitting(Detector):
    symptom = "overfitting"
    min_points = int(th("min_points_trend"))
    what = "overfitting"

    def detect(self, run: Run, context: Context | None = None) -> list[Result]:
        acc = accuracy_gap(run)
        if run.has("val_loss") and not run.has("train_loss"):
            rising = rising_since_best(run, "val_loss")
            if rising is not None:
                return [rising]
        if not run.has("val_loss") and run.has("train_loss"):
            memorised = memorised_text(run)
            if memorised is not None:
                return [memorised]
        if not (run.has("train_loss") and run.has("val_loss")):
            if acc is not None and acc[0] >= th("acc_gap"):
                return [self.finding(run, "warning", 0.6, (acc[1], acc[1]), "val_accuracy",
                                     [f"train accuracy {acc[0]:.0%} above validation accuracy at {at(run, acc[1])}"],
                                     {"acc_gap": acc[0]})]
            return []
        v = curve(run.series["val_loss"], "val_loss")
        t = curve(run.series["train_loss"], "train_loss")
        refusal = self.too_few(run, v, t)
        if refusal:
            gap = wide_gap(run)
            return [gap if gap is not None else refusal]
        i_best = int(np.argmin(v.smooth))
        best, end = float(v.smooth[i_best]), float(v.smooth[-1])
        onset, last = int(v.step[i_best]), int(v.step[-1])
        rise = (end - best) / abs(best) if best != 0 else 0.0
        giveback = (end - best) / (v.head - best) if v.head > best else 0.0
        train_at_onset, train_end = value_at(t, onset), value_at(t, last)
        train_fall = fell_by(train_at_onset, train_end)
        after = v.level[i_best:]
        if after.size >= 5:
            tau, p = stats.mann_kendall(after)
            rising = tau > 0 and p < th("trend_p")
        else:  # too few points for a test: every one higher than the last
            rising = after.size >= 2 and bool((np.diff(after) > 0).all())
        # The rise must stand above the evaluation noise, and train must really still be falling.
        visible = end - best >= th("noise_z") * stats.noise_sigma(v.level) / np.sqrt(min(3, v.level.size))
        t_after = t.level[t.step >= onset]
        train_trend = stats.mann_kendall(t_after) if t_after.size >= 5 else (-1.0, 0.0)
        train_falling = train_fall >= th("overfit_train_fall") and train_trend[0] < 0 and train_trend[1] < th("trend_p")
        loss_case = (rising and visible and (rise >= th("overfit_rise") or giveback >= th("overfit_giveback"))
                     and train_falling)
        acc_case = acc is not None and acc[0] >= th("acc_gap")
        if not (loss_case or acc_case):
            return []
        gap0, gap1 = best - train_at_onset, end - train_end
        # val_rise only where the validation loss really rose: an accuracy gap alone says nothing of a trend
        facts: dict = {"onset_step": onset, "best_val_loss": best, "val_loss_end": end,
                       "val_rise": rise if loss_case else None,
                       "val_giveback": giveback, "train_fall_after": train_fall, "gap_at_onset": gap0,
                       "gap_end": gap1, "gap_ratio": gap1 / gap0 if gap0 > 0 else None,
                       "acc_gap": acc[0] if acc else None}
        evidence = []
        if loss_case:
            # Named in logged values (the smoothed ones judge, but a user checks the log): the lowest val_loss
            # logged, the checkpoint the verdict tells the user to keep, and the last one logged.
            j = int(np.argmin(v.level))
            low, final = float(v.level[j]), float(v.level[-1])
            shown_rise = (final - low) / abs(low) if low != 0 else 0.0
            evidence.append(f"val_loss best {fmt_value(low)} at {at(run, int(v.step[j]))}, {fmt_value(final)} by "
                            f"{at(run, last)} ({shown_rise:+.0%}) while train_loss fell {fmt_value(train_at_onset)} -> "
                            f"{fmt_value(train_end)}")
            evidence.append(f"train-val gap {fmt_value(low - train_at_onset)} -> {fmt_value(final - train_end)}")
        if acc is not None:
            evidence.append(f"accuracy gap (train - val) {acc[0]:.0%} at {at(run, acc[1])}")
        confidence = 0.55 + 0.3 * min(1.0, max(giveback, rise * 2)) + (0.1 if acc_case else 0.0)
        start = onset if loss_case else acc[1]  # type: ignore[index]
        severity = "warning"
        held = held_out_score(run, onset) if loss_case and not acc_case else None
        if held is not None:
            # The metric the run is for (accuracy, mAP, F1) has not dropped: a validation loss rising a little is
            # the model growing overconfident on a few examples, worth a line, not an alarm. Risen by half or
            # more, it is overfitting all the same (the score is next), and said so.
            name, best_score, end_score = held
            evidence.append(f"{name} still {fmt_value(end_score)} at the end (best {fmt_value(best_score)}): the held-out "
                            f"metric has not dropped")
            facts["held_out_score_kept"] = True
            severity = "warning" if rise >= HELD_SCORE_RISE else "info"
        return [self.finding(run, severity, confidence, (start, last), "val_loss", evidence, facts)]
