"""not_learning: the loss is flat from the start, at or near its initial value.

The loss fell less than 5% of its initial value over the whole run (measured from the first logged
points too, so a fall inside the first bucket of a long run counts), never dipped 10% below it, and did
not rise by half (that would be divergence). Five points are needed, or only three when they sit at the
chance level (an epoch log pinned at exactly ln(k) says enough). When the log is a window late in a longer run (its first
step is past 10% of its last), a flat loss is only reported at the chance level: elsewhere it is late
convergence or a plateau, and the detector says it cannot tell. The finding says whether the flat level is the chance
level ln(k) (k from the user's context or a class count the log prints, never guessed from the loss), because a flat start at
chance may still be the slow first half of an S-curve: `wait_until_step` is the step by which the
reference rule ("wait at least 2x the flat period") says to decide.

Facts: initial_value, final_value, rel_change (fraction fallen, negative = rose), late_window (bool), flat_steps,
wait_until_step, num_classes, num_classes_source ("context" | "log" | None), chance_loss, at_chance,
lr (median logged), lr_tiny (lr below 1e-6), grad_norm (median logged), grad_vanished (below 1e-7),
final_accuracy (when train_accuracy or val_accuracy is logged).
"""

from __future__ import annotations

import numpy as np

from traindiag.analysis import stats
from traindiag.analysis.detectors.base import (
    Curve,
    Detector,
    Result,
    at,
    chance_level,
    fell_by,
    score_rising,
    starts_mid_run,
)
from traindiag.analysis.findings import Inconclusive
from traindiag.analysis.stats import fmt_step, fmt_value
from traindiag.analysis.thresholds import th
from traindiag.ingest.context import Context
from traindiag.ingest.run import Run


def warming_up(run: Run) -> bool:
    """The logged lr is still rising at the end of the log (its last value is its highest, and above its first)."""
    lr = run.series["lr"].to_numpy(dtype="float64")
    lr = lr[np.isfinite(lr)]
    return bool(lr.size >= 3 and lr[-1] >= lr.max() and lr[-1] > 1.2 * lr[0])


def _nan_elsewhere(run: Run) -> bool:
    """A NaN logged in another series (grad norm, eval loss): with a loss of 0, the HF Trainer's hidden NaN."""
    return any(not np.isfinite(s.to_numpy()).all() for m, s in run.series.items() if m != "train_loss")


def median_logged(run: Run, metric: str) -> float | None:
    if not run.has(metric):
        return None
    v = run.series[metric].to_numpy()
    v = v[np.isfinite(v)]
    return float(np.median(v)) if v.size else None


class NotLearning(Detector):
    symptom = "not_learning"
    min_points = 3  # 3 to 4 points are judged only at the chance level; see detect
    what = "whether the loss is learning"

    def judge(self, run: Run, c: Curve, context: Context | None) -> list[Result]:
        metric = c.metric
        head, tail = c.head, c.tail
        if metric.endswith("loss") and head == 0.0 and tail == 0.0 and (c.first_logged > 0 or _nan_elsewhere(run)):
            return []  # a loss fallen to exactly 0 (memorised), or 0 beside NaNs elsewhere (a hidden NaN): not "stuck"
        change = fell_by(head, tail)
        deepest = fell_by(head, float(np.min(c.smooth)))
        fell_early = fell_by(c.first_logged, tail) >= th("not_learning_fall")  # learned before the first bucket
        if change >= th("not_learning_fall") or deepest >= 2 * th("not_learning_fall") or change <= -0.5 or fell_early:
            return []
        first, last = int(c.step[0]), int(c.step[-1])
        late_window = starts_mid_run(run, first, last)
        facts: dict = {"initial_value": head, "final_value": tail, "rel_change": change, "late_window": late_window,
                       "flat_steps": last - first, "wait_until_step": first + int(th("wait_factor") * (last - first))}
        facts.update(chance_level(head, context, run))
        if c.n < th("min_points_trend") and not facts["at_chance"]:
            return [Inconclusive(symptom=self.symptom, run=run.name,
                                 reason=f"{c.n} finite {metric} points: too few to judge whether the loss is learning "
                                        f"(needs {int(th('min_points_trend'))}, or 3 at the chance level)")]
        if not facts["at_chance"] and c.n < th("min_points_shape"):
            # A short paste is only called flat when it clearly is: its points within a 5% band and not falling
            # at every step. Noisy points (a fine-tune's batch-to-batch scatter) or a steady fall at the very
            # start cannot be told from slow learning; more points can.
            values = c.raw.to_numpy(dtype="float64")
            values = values[np.isfinite(values)]
            band = (values.max() - values.min()) / max(abs(float(np.median(values))), 1e-300)
            tau, p = stats.mann_kendall(values)
            if band > th("flat_band") or (tau < 0 and p < th("trend_p")):
                why = (f"falling at almost every point ({fmt_value(values[0])} -> {fmt_value(values[-1])})"
                       if tau < 0 and p < th("trend_p") else f"scattered over {band:.0%} of its level")
                return [Inconclusive(symptom=self.symptom, run=run.name,
                                     reason=f"{c.n} {metric} points {why}: too few to tell a flat loss from slow "
                                            f"learning (needs {int(th('min_points_shape'))}, or a known class count)")]
        if run.step_unit == "step" and last < th("min_steps_flat") and not facts["at_chance"]:
            return [Inconclusive(symptom=self.symptom, run=run.name,
                                 reason=f"the run is {last + 1 - min(first, 1)} optimizer steps long: too early to "
                                        f"call a flat loss ({int(th('min_steps_flat'))}+ steps would decide it)")]
        if run.has("lr") and warming_up(run):
            return [Inconclusive(symptom=self.symptom, run=run.name,
                                 reason="the log ends while the lr is still warming up: a flat loss before the peak "
                                        "lr is expected")]
        if late_window and not facts["at_chance"]:
            # A window late in a long run: flat there is convergence or a plateau, not a flat *start*,
            # unless it sits at the chance level.
            return [Inconclusive(symptom=self.symptom, run=run.name,
                                 reason=f"the log starts at {at(run, first)}: whether the loss was flat from the start "
                                        f"cannot be told")]
        if not facts["at_chance"] and score_rising(run) is not None:
            return []  # the task's own held-out score climbs: the flat loss is a surrogate, the model learns
        evidence = [f"{metric} flat from {at(run, first)} to {at(run, last)}: {fmt_value(head)} -> {fmt_value(tail)} "
                    f"({-change:+.1%})"]
        if facts["at_chance"]:
            evidence.append(f"that is the chance level ln({facts['num_classes']}) = {fmt_value(facts['chance_loss'])}"
                            f"{' (class count printed in the log)' if facts['num_classes_source'] == 'log' else ''}"
                            f": predictions are uniform; if this can be an S-curve, decide by {run.step_unit} "
                            f"{fmt_step(facts['wait_until_step'])}")
        lr = median_logged(run, "lr")
        gn = median_logged(run, "grad_norm")
        facts.update(lr=lr, lr_tiny=lr is not None and lr < th("lr_tiny"), grad_norm=gn,
                     grad_vanished=gn is not None and gn < th("grad_vanish_abs"))
        if lr is not None:
            evidence.append(f"lr {fmt_value(lr, 2)}" + (" (below 1e-6: too low to learn)" if facts["lr_tiny"] else ""))
        if gn is not None:
            evidence.append(f"grad_norm median {fmt_value(gn)}" + (" (vanished)" if facts["grad_vanished"] else ""))
        for acc in ("train_accuracy", "val_accuracy"):
            logged = run.series[acc].dropna() if run.has(acc) else None
            if logged is not None and len(logged):
                final = float(logged.iloc[-1])
                facts["final_accuracy"] = final
                evidence.append(f"{acc} {fmt_value(final)} at the end")
                break
        confidence = 0.6 + (0.2 if facts["at_chance"] else 0.0) + (0.1 if c.n >= 50 else 0.0)
        return [self.finding(run, "warning", confidence, (first, last), metric, evidence, facts)]
