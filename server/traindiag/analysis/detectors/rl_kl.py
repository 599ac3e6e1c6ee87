"""kl_blowup: the KL from the reference policy grows fast or without bound (RL and preference fine-tuning).

The KL starts at 0 (policy = reference), so its early level is the median of the first 10% of the run after
its first point (at least 0.001). It is a blow-up when it ends at least 10x that level, above 0.1 nats per
token, with a significant upward trend still rising over the last third; when it ends above 1 nat per token
and still rises; or when it ends above 1 nat at 3x its early level, rising or not. A per-sequence KL (TRL
PPO's `objective/kl`) is judged on its growth only. A burst (one point above 1 nat and 20x the run's median)
that comes back is a note (info), like a recovered loss spike.

Facts: early, end, growth, peak, peak_step, still_rising, kind (growth | burst), beta (when printed).
"""

from __future__ import annotations

import numpy as np

from traindiag.analysis import stats
from traindiag.analysis.detectors.base import Curve, Result, at
from traindiag.analysis.detectors.rl_base import PolicyDetector, hparam, logged_points
from traindiag.analysis.stats import fmt_value
from traindiag.analysis.thresholds import th
from traindiag.ingest.context import Context
from traindiag.ingest.run import Run

_SEQUENCE_KL = {"objective_kl"}


class KlBlowup(PolicyDetector):
    symptom = "kl_blowup"
    role = "kl"
    objectives = ("rl", "preference")
    min_points = int(th("rl_min_points"))
    what = "whether the KL grows"

    def judge(self, run: Run, c: Curve, context: Context | None) -> list[Result]:
        n = c.level.size
        # the first point is often exactly 0 (policy = reference); the KL a jump leaves behind counts from after it
        early = max(float(np.median(c.level[1: max(2, n // 10)])), 1e-3)
        k = max(1, n // 10) if n < 30 else max(3, n // 10)
        end = float(np.median(c.level[-k:]))
        tau, p = stats.mann_kendall(c.level)
        third = n // 3
        slope = stats.theil_sen(c.step, c.level)
        late = stats.theil_sen(c.step[-third:], c.level[-third:]) if third >= 3 else slope
        still_rising = bool(tau > 0 and p < th("trend_p") and slope > 0 and late >= 0.3 * slope)
        growth = end / early if early > 0 else float("inf")
        peak_i = int(np.argmax(c.high))
        peak, peak_step = float(c.high[peak_i]), int(c.b.high_step[peak_i])
        median = float(np.median(c.level))
        beta = hparam(run, "beta", "kl_coef", "init_kl_coef")
        # absolute levels hold for a per-token KL; a per-sequence one (TRL PPO's objective/kl) sums over tokens
        per_token = c.metric not in _SEQUENCE_KL
        climbing = still_rising and ((growth >= th("kl_growth") and (end >= th("kl_floor") or not per_token))
                                     or (per_token and end >= th("kl_large")))
        # a KL that jumped above its early level and stays above 1 nat per token has escaped even if it stopped rising
        escaped = per_token and growth >= 3 and end >= th("kl_large")
        if climbing or escaped:
            # 2 nats per token and more: the policy no longer resembles the reference, the strongest KL evidence
            confidence = min(0.9, 0.65 + 0.05 * np.log10(max(growth, 1.0)) + (0.1 if n >= 50 else 0)
                             + (0.1 if per_token and end >= 2 * th("kl_large") else 0))
            kind = "growth"
            evidence = [f"{c.metric} median {fmt_value(early)} early ({at(run, c.step[1 if n > 1 else 0])} to "
                        f"{at(run, c.step[max(1, n // 10) - 1])}) -> median "
                        f"{fmt_value(end)} over the last {k} points, "
                        + (f"still rising at the end (Mann-Kendall p={p:.2g})" if still_rising else
                           f"{fmt_value(growth)}x its early level")]
        elif peak >= th("kl_large") and median > 0 and peak >= 20 * median:
            kind, confidence = "burst", 0.7 if peak >= 100 * median else 0.6
            evidence = [f"{c.metric} jumps to {fmt_value(peak)} at {at(run, peak_step)}, {fmt_value(peak / median)}x "
                        f"its median {fmt_value(median)}: the policy lurched away from the reference there"]
        else:
            return []
        evidence.append(logged_points(run, c, "first", "highest", "last"))
        if beta is not None:
            evidence.append(f"the log sets beta (KL coefficient) to {fmt_value(beta)}")
        facts = {"early": early, "end": end, "growth": growth if np.isfinite(growth) else None, "peak": peak,
                 "peak_step": peak_step, "still_rising": still_rising, "kind": kind, "beta": beta}
        # a burst that comes back is noted like a recovered loss spike; a KL that stays up is the warning
        severity = "info" if kind == "burst" else "warning"
        return [self.finding(run, severity, confidence, (int(c.step[0]), int(c.step[-1])), c.metric, evidence, facts)]
