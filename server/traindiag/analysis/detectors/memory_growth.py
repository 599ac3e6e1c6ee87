"""memory_growth: memory rises step after step instead of levelling off after the first steps.

The first 10% of points (allocator warm-up, the first forward/backward) are left out. Memory is a leak
when it ends at least 10% above its early level (median of 10-30% of the run), rises significantly
(Mann-Kendall), and is still rising over the last third at no less than 30% of the overall pace. An
out-of-memory event in the log makes it critical.

Facts: start_mb, end_mb, growth (end / start - 1), slope_mb_per_1k_steps (Theil-Sen, after warm-up),
onset_step (start of the judged window), oom (bool), steps_to_double (at the current pace).
"""

from __future__ import annotations

import numpy as np

from traindiag.analysis import stats
from traindiag.analysis.detectors.base import Curve, Detector, Result, at
from traindiag.analysis.stats import fmt_step, fmt_value
from traindiag.analysis.thresholds import th
from traindiag.ingest.context import Context
from traindiag.ingest.run import Run


class MemoryGrowth(Detector):
    symptom = "memory_growth"
    min_points = int(th("min_points_system"))
    metric = "memory"
    what = "memory growth"

    def judge(self, run: Run, c: Curve, context: Context | None) -> list[Result]:
        n = c.level.size
        skip = max(n // 10, 1)
        steps, mem = c.step[skip:], c.level[skip:]
        start = float(np.median(c.level[skip: max(skip + 3, int(0.3 * n))]))
        end = c.tail
        if start <= 0:
            return []
        growth = end / start - 1
        tau, p = stats.mann_kendall(mem)
        slope = stats.theil_sen(steps, mem)
        third = mem.size // 3
        late_slope = stats.theil_sen(steps[-third:], mem[-third:]) if third >= 3 else slope
        if not (growth >= th("memory_growth") and tau > 0 and p < th("trend_p") and slope > 0
                and late_slope >= th("memory_still_rising") * slope):
            return []
        oom = any(e.kind == "oom" for e in run.events)
        onset, last = int(steps[0]), int(c.step[-1])
        evidence = [f"memory {fmt_value(start)} -> {fmt_value(end)} MB from {at(run, onset)} to {at(run, last)} "
                    f"(+{growth:.0%}), about {fmt_value(slope * 1000)} MB per 1,000 {run.step_unit}s and still rising"]
        if oom:
            evidence.append("the log reports out of memory")
        to_double = end / slope if slope > 0 else None
        if to_double is not None and not oom:
            evidence.append(f"at this pace memory doubles in about {fmt_step(to_double)} {run.step_unit}s")
        facts = {"start_mb": start, "end_mb": end, "growth": growth, "slope_mb_per_1k_steps": slope * 1000,
                 "onset_step": onset, "oom": oom, "steps_to_double": to_double}
        confidence = float(np.clip(0.6 + growth, 0.6, 0.95))
        return [self.finding(run, "critical" if oom else "warning", confidence, (onset, last), "memory",
                             evidence, facts)]
