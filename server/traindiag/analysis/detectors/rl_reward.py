"""reward_not_improving and no_reward_signal: the two ways an RL fine-tune (GRPO, PPO, RLOO) learns nothing.

reward_not_improving: over 5-14 points, the last no higher than the first and the later half's median no higher than
the earlier half's; over
at least 15 points, the mean reward shows no significant upward trend (Mann-Kendall) that
gains 5% of its scale (the larger of its levels and its spread), or a significant downward one. A 0-1 reward already at 0.95 or above has no room to rise and is left alone.

no_reward_signal: the completions of a group score alike, so every advantage is zero. Read from TRL's
`frac_reward_zero_std` (median over the second half at 0.8 or above) or from the reward's std (at 4 points in
5 under 2% of the reward scale). A reward frozen to one value at every step with zero spread is a constant reward
function: nothing can be learned (critical). A zero spread with the reward at its ceiling or floor means the
prompts are all solved or all failed.

Facts: head, tail, trend_p, falling (reward); zero_share, kind (constant_reward | zero_spread), reward_level,
at_ceiling, at_floor (signal).
"""

from __future__ import annotations

import numpy as np

from traindiag.analysis import stats
from traindiag.analysis.detectors.base import Curve, Result, at, curve
from traindiag.analysis.detectors.rl_base import PolicyDetector, ends, logged_points, span_text
from traindiag.analysis.findings import Inconclusive
from traindiag.analysis.objective import series_for
from traindiag.analysis.stats import fmt_value
from traindiag.analysis.thresholds import th
from traindiag.ingest.context import Context
from traindiag.ingest.run import Run


class RewardNotImproving(PolicyDetector):
    symptom = "reward_not_improving"
    role = "reward"
    min_points = 5
    what = "whether the reward improves"

    def judge(self, run: Run, c: Curve, context: Context | None) -> list[Result]:
        if c.n < th("reward_trend_points"):
            return self._short(run, c)
        head, tail, k = ends(c)
        tau, p = stats.mann_kendall(c.level)
        values = c.raw.to_numpy(dtype="float64")
        values = values[np.isfinite(values)]
        scale = max(abs(head), abs(tail), float(np.quantile(values, 0.95) - np.quantile(values, 0.05)))
        if tau > 0 and p < th("trend_p") and tail - head >= th("reward_gain") * scale:
            return []  # improving: a real upward trend that gained something
        if values.min() >= 0 and values.max() <= 1 and tail >= th("reward_ceiling"):
            return []  # a pass rate already at its ceiling
        falling = tau < 0 and p < th("trend_p") and tail < head
        rising = tau > 0 and p < th("trend_p")
        weak_gain = tau > 0 and p < th("weak_trend_p") and tail > head and not rising
        how = (f": falling (Mann-Kendall p={p:.2g})" if falling else
               f": a weak rise (Mann-Kendall p={p:.2g}), short of significance; more steps will tell" if weak_gain else
               f": a rise of only {fmt_value(tail - head)}, under {th('reward_gain'):.0%} of its scale "
               f"({fmt_value(scale)}), over {c.n} points" if rising else
               f": no upward trend over {c.n} points (p={p:.2g})")
        evidence = [span_text(run, c, head, tail, k) + how,
                    logged_points(run, c, "first", "highest", "last")]
        facts = {"head": head, "tail": tail, "trend_p": p, "falling": falling, "points": c.n}
        # a noisy reward over a short window often looks flat: modest confidence unless it clearly falls
        confidence = min(0.75, 0.5 + (0.1 if c.n >= 50 else 0.0) + (0.15 if falling else 0.0))
        # A rise the trend test nearly accepts (p under 0.2, weak_gain above) and the ends confirm is a weak gain,
        # not a flat reward: noted, not alarming.
        return [self.finding(run, "info" if weak_gain else "warning", confidence, (int(c.step[0]), int(c.step[-1])),
                             c.metric, evidence, facts)]


    def _short(self, run: Run, c: Curve) -> list[Result]:
        """5-14 points (a paste): the last point no higher than the first and the later half's median no
        higher than the earlier half's is a reward that did not move."""
        values = c.raw.to_numpy(dtype="float64")
        values = values[np.isfinite(values)]
        if np.isin(values, (0.0, 1.0)).all():
            # Every value 0 or 1: the rewards of single samples (a batch mean is rarely whole), whose order
            # says nothing about a trend in so few points.
            return [Inconclusive(symptom=self.symptom, run=run.name,
                                 reason=f"{c.n} {c.metric} values, each 0 or 1: single samples' rewards, too few "
                                        f"to judge a trend (a batch-mean reward logged every step would decide it)")]
        first, last = float(values[0]), float(values[-1])
        half = values.size // 2
        early, later = float(np.median(values[:half])), float(np.median(values[-half:]))
        scale = max(abs(first), float(np.ptp(values)), 1e-12)
        # no gain: the last point no higher than the first, and the later half no better than the earlier one
        if last > first or later > early + 0.05 * scale:
            return []
        evidence = [logged_points(run, c, "first", "highest", "last") + f": no gain over {c.n} logged points "
                    f"(a short log: median {fmt_value(early)} over the first {half}, {fmt_value(later)} over the "
                    f"last {half})"]
        facts = {"head": first, "tail": last, "trend_p": None, "falling": last < first - 0.1 * scale, "points": c.n}
        return [self.finding(run, "warning", 0.5, (int(c.step[0]), int(c.step[-1])), c.metric, evidence, facts)]


class NoRewardSignal(PolicyDetector):
    symptom = "no_reward_signal"
    role = "reward"
    min_points = 5
    what = "whether the rewards of a group differ"

    def judge(self, run: Run, c: Curve, context: Context | None) -> list[Result]:
        share_name, std_name = series_for(run, "zero_std_share"), series_for(run, "reward_std")
        rewards = c.raw.to_numpy(dtype="float64")
        rewards = rewards[np.isfinite(rewards)]
        scale = max(float(np.quantile(np.abs(rewards), 0.95)), 1e-9)
        if share_name is not None:
            s = curve(run.series[share_name], share_name)
            half = s.level[s.level.size // 2:]
            zero_share = float(np.median(half))
            basis = s
            said = (f"{share_name} median {fmt_value(zero_share)} over the second half "
                    f"({at(run, s.step[s.level.size // 2])} to {at(run, s.step[-1])})")
        elif std_name is not None:
            s = curve(run.series[std_name], std_name)
            flat = s.level <= max(th("zero_spread_std") * scale, 1e-9)
            zero_share = float(flat.mean())
            basis = s
            said = f"{std_name} under {fmt_value(th('zero_spread_std') * scale)} at {int(flat.sum())} of {flat.size} points"
        else:
            return self._one_value(run, c, rewards)
        if basis.n < self.min_points or zero_share < th("zero_spread_share"):
            return []
        constant = bool(np.ptp(rewards) == 0 and (std_name is None or
                        np.nanmax(np.abs(run.series[std_name].to_numpy(dtype="float64"))) == 0))
        head, tail, k = ends(c)
        at_ceiling = bool(rewards.min() >= 0 and rewards.max() <= 1 and tail >= th("reward_ceiling"))
        at_floor = bool(tail <= float(rewards.min()) + 0.05 * scale and not constant)
        evidence = [said + ": the completions of most groups score alike, so their advantages are zero"]
        if constant:
            evidence.append(f"{c.metric} is exactly {fmt_value(rewards[0])} at all {rewards.size} logged points: the "
                            f"reward function returns one value whatever the completion")
        else:
            evidence.append(logged_points(run, c, "first", "last"))
        facts = {"zero_share": zero_share, "kind": "constant_reward" if constant else "zero_spread",
                 "reward_level": tail, "at_ceiling": at_ceiling, "at_floor": at_floor, "points": basis.n}
        severity = "critical" if constant and c.n >= th("rl_min_points") else "warning"
        confidence = 0.9 if constant else min(0.85, 0.6 + 0.25 * (zero_share - th("zero_spread_share")) / 0.2)
        return [self.finding(run, severity, confidence, (int(basis.step[0]), int(basis.step[-1])), basis.metric,
                             evidence, facts)]

    def _one_value(self, run: Run, c: Curve, rewards: np.ndarray) -> list[Result]:
        """No spread logged (PPO's objective/scores): a mean reward that stays within 5% of one value at 90%
        or more of 10+ steps means every completion earns about the same (a format penalty, a broken parser)."""
        if rewards.size < th("rl_min_points"):
            return []
        level = float(np.median(rewards))
        if abs(level) < 1e-3:
            return []  # around zero, "within 5%" means nothing
        if rewards.min() >= 0 and rewards.max() <= 1 and level >= th("reward_ceiling"):
            return []  # a pass rate held near 1: steady, not signal-free
        near = np.abs(rewards - level) <= th("one_value_band") * abs(level)
        share = float(near.mean())
        if share < th("one_value_share"):
            return []
        evidence = [f"{c.metric} within {th('one_value_band'):.0%} of {fmt_value(level)} at {int(near.sum())} of "
                    f"{rewards.size} logged steps: every completion earns about the same reward, so there is "
                    f"nothing to prefer", logged_points(run, c, "first", "lowest", "highest", "last")]
        facts = {"zero_share": share, "kind": "one_value", "reward_level": level, "at_ceiling": False,
                 "at_floor": level <= float(np.quantile(rewards, 0.1)), "points": int(rewards.size)}
        return [self.finding(run, "warning", 0.75, (int(c.step[0]), int(c.step[-1])), c.metric, evidence, facts)]
