"""slow_convergence: the loss falls, but far slower than it should.

A healthy curve falls fast first and then with diminishing returns. Slow convergence is a loss that,
from the start of training, fell by only 5-50% of its initial value while still falling steadily at
the end (significant downward trend over the second half) at a pace no slower than half its early pace
(no diminishing returns: it is nowhere near converging). An lr below 1e-6 or a gradient norm below 1e-7
is named as the likely reason. Logs that start late (a resumed run) are not judged: the early pace is
missing. A held-out score that still climbs (a short YOLO run's mAP) makes it a run to extend, not a slow
one, unless the lr or the gradient is vanishingly small.

Facts: rel_fall, slope_early and slope_late (loss change per 1,000 steps, Theil-Sen), slope_ratio
(late / early), steps_per_10pct (steps to lose another 10% of the initial loss at the late pace),
lr, lr_tiny, grad_norm, grad_vanished.
"""

from __future__ import annotations

from traindiag.analysis import stats
from traindiag.analysis.detectors.base import Curve, Detector, Result, at, fell_by, score_rising
from traindiag.analysis.detectors.not_learning import median_logged
from traindiag.analysis.findings import Inconclusive
from traindiag.analysis.stats import fmt_step, fmt_value
from traindiag.analysis.thresholds import th
from traindiag.ingest.context import Context
from traindiag.ingest.run import Run


class SlowConvergence(Detector):
    symptom = "slow_convergence"
    min_points = int(th("min_points_shape"))
    what = "the speed of convergence"

    def judge(self, run: Run, c: Curve, context: Context | None) -> list[Result]:
        metric = c.metric
        first, last = int(c.step[0]), int(c.step[-1])
        if first > th("log_start_fraction") * last and first > 1:
            return [Inconclusive(symptom=self.symptom, run=run.name,
                                 reason=f"the log starts at {at(run, first)} (a resumed run?): the early pace needed "
                                        f"to judge slow convergence is missing")]
        if run.step_unit == "step" and last < th("slow_min_steps"):
            return [Inconclusive(symptom=self.symptom, run=run.name,
                                 reason=f"{fmt_step(last)} steps: too short to judge the speed of convergence "
                                        f"(needs {fmt_step(th('slow_min_steps'))})")]
        head, tail = c.head, c.tail
        fell = fell_by(head, tail)
        if not th("not_learning_fall") <= fell < th("slow_fall"):
            return []
        third = c.level.size // 3
        early = stats.theil_sen(c.step[:third], c.level[:third])
        late = stats.theil_sen(c.step[-third:], c.level[-third:])
        half = c.level.size // 2
        tau, p = stats.mann_kendall(c.level[half:])
        still_falling = tau < 0 and p < th("trend_p")
        ratio = late / early if early < 0 else 0.0
        lr, gn = median_logged(run, "lr"), median_logged(run, "grad_norm")
        lr_tiny = lr is not None and lr < th("lr_tiny")
        vanished = gn is not None and gn < th("grad_vanish_abs")
        if not still_falling or not (ratio >= th("slow_late_early_slope") or lr_tiny or vanished):
            return []
        if not (lr_tiny or vanished) and score_rising(run) is not None:
            return []  # a short detection run still climbing in mAP: a run to extend, not a slow one
        per_10 = 0.1 * abs(head) / -late if late < 0 else None
        evidence = [f"{metric} fell only {fell:.0%} from {at(run, first)} to {at(run, last)} "
                    f"({fmt_value(head)} -> {fmt_value(tail)}), still falling at "
                    f"{ratio:.1f}x its early pace: far from converged"]
        if per_10 is not None:
            evidence.append(f"at this pace each further 10% of the loss takes about {fmt_step(per_10)} {run.step_unit}s")
        if lr is not None:
            evidence.append(f"lr {fmt_value(lr, 2)}" + (" (below 1e-6)" if lr_tiny else ""))
        if gn is not None:
            evidence.append(f"grad_norm median {fmt_value(gn)}" + (" (vanished)" if vanished else ""))
        facts = {"rel_fall": fell, "slope_early": early * 1000, "slope_late": late * 1000, "slope_ratio": ratio,
                 "steps_per_10pct": per_10, "lr": lr, "lr_tiny": lr_tiny, "grad_norm": gn, "grad_vanished": vanished}
        confidence = 0.55 + (0.2 if lr_tiny or vanished else 0.0) + (0.1 if ratio >= 0.8 else 0.0)
        return [self.finding(run, "warning", confidence, (first, last), metric, evidence, facts)]
