"""Preference tuning (DPO, ORPO, KTO, SimPO): three ways it goes wrong, read from the trainer's own metrics.

- not_learning (`PreferenceStalled`): the loss stays within 0.02 of ln 2 = 0.693 (a DPO loss's value when chosen
  and rejected are scored alike) at 4 points in 5, over 10 points or more, with margins near 0: the pairs are not
  told apart (near-identical pairs, a beta or an lr too small). A DPO loss that starts at 0.693 and falls is normal.
- preference_overfit: train preference accuracy at 0.85 or above while held-out evidence worsens (the eval loss
  with a significant upward trend over 3 evaluations or more, or 10% off its best; eval accuracy or margins falling);
  or, whatever the held-out metrics say, accuracy at 0.95 with the training loss saturated under 0.01 (no gradient
  left in the pairs).
- likelihood_displacement: the chosen log-probabilities fall by 10% of their start or more, with a significant
  trend, together with the rejected ones: the model pushes both down and the chosen answers lose probability.

Facts: see each class.
"""

from __future__ import annotations

import math

import numpy as np

from traindiag.analysis import stats
from traindiag.analysis.detectors.base import Curve, Detector, Result, curve, loss_metric
from traindiag.analysis.detectors.rl_base import PolicyDetector, ends, logged_points, span_text
from traindiag.analysis.objective import objective, series_for
from traindiag.analysis.stats import fmt_value
from traindiag.analysis.thresholds import th
from traindiag.ingest.context import Context
from traindiag.ingest.run import Run

LN2 = math.log(2.0)


class PreferenceStalled(Detector):
    symptom = "not_learning"
    min_points = int(th("rl_min_points"))
    what = "whether the preference loss moves off ln 2"

    def detect(self, run: Run, context: Context | None = None) -> list[Result]:
        metric = loss_metric(run)
        if objective(run) != "preference" or metric is None:
            return []
        c = curve(run.series[metric], metric)
        if c.n < self.min_points:
            return []
        near = np.abs(c.level - LN2) <= th("dpo_chance")
        margin_name = series_for(run, "margin")
        margin = float(np.median(np.abs(curve(run.series[margin_name], margin_name).level[-5:]))) \
            if margin_name else None
        if near.mean() < 0.8 or (margin is not None and margin > 0.1):
            return []
        evidence = [f"{metric} within {th('dpo_chance'):g} of ln 2 = 0.693 at {int(near.sum())} of {near.size} points: "
                    f"chosen and rejected are scored alike", logged_points(run, c, "first", "lowest", "last")]
        if margin_name:
            evidence.append(f"{margin_name} median {fmt_value(margin)} in size over the last 5 points")
        facts = {"near_chance_share": float(near.mean()), "margin": margin, "metric_kind": "preference_loss",
                 "points": c.n}
        return [self.finding(run, "warning", 0.75, (int(c.step[0]), int(c.step[-1])), metric, evidence, facts)]


class PreferenceOverfit(PolicyDetector):
    symptom = "preference_overfit"
    role = "pref_accuracy"
    objectives = ("preference",)
    min_points = 5
    what = "whether the preference pairs are memorised"

    def judge(self, run: Run, c: Curve, context: Context | None) -> list[Result]:
        _, tail, _ = ends(c)
        if tail < th("pref_accuracy_high"):
            return []
        held = [(n, w) for n, w in (("val_loss" if run.has("val_loss") else None, 1),
                                     (series_for(run, "eval_pref_accuracy"), -1), (series_for(run, "eval_margin"), -1))
                if n is not None]
        saturated = self._saturated(run, c, tail) if tail >= th("pref_accuracy_saturated") else None
        for name, worse in held:  # worse: +1 when a rise is worse (a loss), -1 when a fall is (accuracy, margin)
            v = curve(run.series[name], name)
            if v.n < 3:
                continue
            tau, p = stats.mann_kendall(v.level)
            best = float(v.level.min() if worse > 0 else v.level.max())
            trending = tau * worse > 0 and p < th("trend_p")
            off_best = (v.level[-1] - best) * worse > 0 and _moved(v.level[-1], best, 0.1)
            if not (trending or off_best):
                continue
            evidence = [f"{c.metric} median {fmt_value(tail)} over the last points: the training pairs are "
                        f"separated almost perfectly",
                        logged_points(run, v, "first", "lowest" if worse > 0 else "highest", "last")
                        + f": held-out {'loss rising' if worse > 0 else 'score falling'} since its best"]
            facts = {"train_accuracy": tail, "held_out": name, "held_out_best": best,
                     "held_out_last": float(v.level[-1])}
            return [self.finding(run, "warning", 0.7, (int(v.step[0]), int(v.step[-1])), name, evidence, facts)]
        return [saturated] if saturated is not None else []

    def _saturated(self, run: Run, c: Curve, accuracy: float) -> Result | None:
        """When held-out results do not (or cannot) show it: the training loss saturated under 0.01 with every
        pair separated, so the rest of the run memorises the pairs and learns nothing more."""
        loss = loss_metric(run)
        if loss is None or loss.startswith("val_"):
            return None
        lc = curve(run.series[loss], loss)
        _, loss_tail, k = ends(lc)
        if loss_tail > th("dpo_saturated_loss"):
            return None
        evidence = [f"{c.metric} median {fmt_value(accuracy)} and {loss} median {fmt_value(loss_tail)} over the last "
                    f"{k} points: every training pair is separated and the loss gives no more gradient",
                    logged_points(run, lc, "first", "last")]
        facts = {"train_accuracy": accuracy, "held_out": None, "loss_tail": loss_tail}
        return self.finding(run, "warning", 0.6, (int(lc.step[0]), int(lc.step[-1])), loss, evidence, facts)


def _moved(last: float, best: float, fraction: float) -> bool:
    return abs(last - best) >= fraction * max(abs(best), 1e-9)


class LikelihoodDisplacement(PolicyDetector):
    symptom = "likelihood_displacement"
    role = "chosen_logp"
    objectives = ("preference",)
    min_points = int(th("rl_min_points"))
    what = "whether the chosen log-probabilities fall"

    def judge(self, run: Run, c: Curve, context: Context | None) -> list[Result]:
        head, tail, k = ends(c)
        tau, p = stats.mann_kendall(c.level)
        if not (tau < 0 and p < th("trend_p") and head - tail >= th("logp_fall") * abs(head)):
            return []
        rejected = series_for(run, "rejected_logp")
        evidence = [span_text(run, c, head, tail, k) + ": the chosen answers lose probability"]
        if rejected:
            r = curve(run.series[rejected], rejected)
            r_head, r_tail, r_k = ends(r)
            if r_tail >= r_head:
                return []  # only the chosen fall: that is a different failure, not displacement
            evidence.append(span_text(run, r, r_head, r_tail, r_k))
        facts = {"head": head, "tail": tail, "fall": (head - tail) / abs(head) if head else None, "trend_p": p}
        return [self.finding(run, "warning", 0.65, (int(c.step[0]), int(c.step[-1])), c.metric, evidence, facts)]
