"""entropy_collapse and entropy_blowup: the policy's entropy runs to zero, or keeps climbing.

Collapse: the last fifth's median is a tenth of the first fifth's or less (or under 0.01 nats from above 0.05),
with a significant downward trend: sampling has turned deterministic and exploration has stopped. A slow fall is
normal and not reported. An excerpt whose entropy sits under 0.02 nats per token throughout has collapsed already.
In a paste of 3-9 points, a fall from 0.2+ nats to under 0.05 (and a twentieth of the start) at the last two
points is a collapse too.
Blow-up: the last fifth's median is at least twice the first fifth's, with a significant upward trend still rising
over the last third; four times its early low (smoothed, first third) and above 1 nat per token, rising or not;
or, at 55%, twice that early low and climbing significantly over the last third (it fell, then turned back up):
the outputs drift toward random text.

Facts: head, tail, ratio, trend_p, temperature (when printed).
"""

from __future__ import annotations

import numpy as np

from traindiag.analysis import stats
from traindiag.analysis.detectors.base import Curve, Result
from traindiag.analysis.detectors.rl_base import PolicyDetector, ends, hparam, logged_points, span_text
from traindiag.analysis.findings import Finding
from traindiag.analysis.stats import fmt_value
from traindiag.analysis.thresholds import th
from traindiag.ingest.context import Context
from traindiag.ingest.run import Run

SHORT_START, SHORT_END, SHORT_SHARE = 0.2, 0.05, 0.05  # nats per token; share of the first value


class EntropyCollapse(PolicyDetector):
    symptom = "entropy_collapse"
    role = "entropy"
    min_points = int(th("rl_min_points"))
    what = "whether the entropy collapses"

    def judge(self, run: Run, c: Curve, context: Context | None) -> list[Result]:
        head, tail, k = ends(c)
        tau, p = stats.mann_kendall(c.level)
        if 0 <= float(np.median(c.level)) < th("entropy_floor") and tail < th("entropy_floor"):
            return [self._already(run, c)]  # an excerpt from after the fall: the level alone says it
        if head <= 0 or not (tau < 0 and p < th("trend_p")):
            return []
        if not (tail <= th("entropy_collapse") * head or (tail < 0.01 and head > 0.05)):
            return []
        evidence = [span_text(run, c, head, tail, k) + f": down to {tail / head:.0%} of its start",
                    logged_points(run, c, "first", "lowest", "last")]
        temperature = hparam(run, "temperature")
        facts = {"head": head, "tail": tail, "ratio": tail / head, "trend_p": p, "temperature": temperature}
        confidence = min(0.85, 0.65 + (0.1 if c.n >= 50 else 0.0) + (0.1 if tail <= 0.03 * head else 0.0))
        return [self.finding(run, "warning", confidence, (int(c.step[0]), int(c.step[-1])), c.metric, evidence, facts)]

    def judge_short(self, run: Run, c: Curve) -> Finding | None:
        """3-9 points: the entropy fell from 0.2+ nats to under 0.05 and a twentieth of its first value, and the
        last two points both sit down there (1.03 -> 0.11 -> 0.0085 -> 0.0125): a collapse a reader sees at once."""
        v = c.raw[np.isfinite(c.raw.to_numpy())].to_numpy(dtype="float64")
        if v.size < 3 or v[0] < SHORT_START:
            return None
        low = np.maximum(v[-2:], 0)
        if not (low <= SHORT_END).all() or not (low <= SHORT_SHARE * v[0]).all():
            return None
        evidence = [logged_points(run, c, "first", "last") + f": the entropy fell to {v[-1] / v[0]:.0%} of its first "
                    f"value within {v.size} logged points",
                    f"judged on {v.size} points: sampling has turned nearly deterministic"]
        facts = {"head": float(v[0]), "tail": float(v[-1]), "ratio": float(v[-1] / v[0]), "trend_p": None,
                 "temperature": hparam(run, "temperature"), "short": True}
        return self.finding(run, "warning", 0.55, (int(c.step[0]), int(c.step[-1])), c.metric, evidence, facts)

    def _already(self, run: Run, c: Curve) -> Result:
        median = float(np.median(c.level))
        evidence = [f"{c.metric} median {fmt_value(median)} over all {c.n} points: under "
                    f"{th('entropy_floor'):g} nats per token, sampling is close to deterministic",
                    logged_points(run, c, "first", "highest", "last")]
        facts = {"head": None, "tail": median, "ratio": None, "trend_p": None, "temperature": hparam(run, "temperature")}
        return self.finding(run, "warning", 0.6, (int(c.step[0]), int(c.step[-1])), c.metric, evidence, facts)


class EntropyBlowup(PolicyDetector):
    symptom = "entropy_blowup"
    role = "entropy"
    min_points = int(th("rl_min_points"))
    what = "whether the entropy runs away"

    def judge(self, run: Run, c: Curve, context: Context | None) -> list[Result]:
        head, tail, k = ends(c)
        tau, p = stats.mann_kendall(c.level)
        third = c.level.size // 3
        slope = stats.theil_sen(c.step, c.level)
        late = stats.theil_sen(c.step[-third:], c.level[-third:]) if third >= 3 else slope
        low = float(np.min(c.smooth[: max(3, third)]))  # its early low (first third)
        # risen fourfold from its early low to above 1 nat per token: levelling off up there is no comfort
        risen = low > 0 and tail >= 4 * low and tail >= 1.0
        rising = head > 0 and tau > 0 and p < th("trend_p") and slope > 0 and late >= 0.3 * slope \
            and tail >= th("entropy_blowup") * head
        # fell, then turned and climbs again: twice its low and rising significantly over the last third
        late_tau, late_p = stats.mann_kendall(c.level[-third:]) if third >= 5 else (0.0, 1.0)
        rebound = low > 0 and tail >= th("entropy_blowup") * low and late_tau > 0 and late_p < th("trend_p")
        if not (risen or rising or rebound):
            return []
        # a rise from the early low (risen or rebounding) is quoted against that low; a steady climb against the start
        base = head if rising and not risen else low
        how = (f": {tail / head:.1f}x its start and still rising" if base == head else
               f": {tail / low:.1f}x its early low (smoothed {fmt_value(low)})")
        evidence = [span_text(run, c, head, tail, k) + how, logged_points(run, c, "first", "highest", "last")]
        facts = {"head": base, "tail": tail, "ratio": tail / base, "trend_p": p,
                 "temperature": hparam(run, "temperature")}
        strong = rising or tail >= 4 * low
        confidence = min(0.85, 0.6 + (0.1 if c.n >= 50 else 0.0) + (0.1 if tail >= 4 * base else 0.0)) \
            if strong else 0.55
        return [self.finding(run, "warning", confidence, (int(c.step[0]), int(c.step[-1])), c.metric, evidence, facts)]
