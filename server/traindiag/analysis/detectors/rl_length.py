"""length_runaway: completions run to the generation limit, or shrink toward nothing.

Runaway: the share of completions cut off at the limit (TRL's `completions/clipped_ratio`, verl's
`response_length/clip_ratio`) has a last-fifth median of 0.5 or more, or the mean completion length sits within 5%
of a printed limit (`max_completion_length`, `max_response_length`). Cut off from the very start means the limit is
too short for the task; rising into it means the reward or the loss favours length.
Collapse: the mean completion length ends at a quarter of its early level or less and under 32 tokens, from 20
tokens or more, with a significant downward trend; or (a collapse in the first steps) the second half's median is
that low against the first logged length; or an episode of 3+ logged steps that low mid-run, even one the run
climbed out of. (A model that learns to stop rambling shortens a lot too, but not to a
few tokens.)

Facts: kind (cut_off | collapse), clipped_share, from_start, head, tail, limit.
"""

from __future__ import annotations

import numpy as np

from traindiag.analysis import stats
from traindiag.analysis.detectors.base import Curve, Result, at, curve
from traindiag.analysis.detectors.rl_base import PolicyDetector, ends, hparam, logged_points, span_text
from traindiag.analysis.objective import objective, series_for
from traindiag.analysis.stats import fmt_value
from traindiag.analysis.thresholds import th
from traindiag.ingest.context import Context
from traindiag.ingest.run import Run

_LIMITS = ("max_completion_length", "max_response_length", "max_new_tokens", "generate_max_length")


class LengthRunaway(PolicyDetector):
    symptom = "length_runaway"
    role = "completion_length"
    min_points = 5
    what = "the completion lengths"

    def detect(self, run: Run, context: Context | None = None) -> list[Result]:
        clipped = series_for(run, "clipped_share")
        if objective(run) == "rl" and clipped is not None and series_for(run, "completion_length") is None:
            c = curve(run.series[clipped], clipped)
            return [] if c.n < self.min_points else self._cut_off(run, c, None, None)
        return super().detect(run, context)

    def judge(self, run: Run, c: Curve, context: Context | None) -> list[Result]:
        clipped = series_for(run, "clipped_share")
        limit = hparam(run, *_LIMITS)
        head, tail, k = ends(c)
        if clipped is not None:
            found = self._cut_off(run, curve(run.series[clipped], clipped), c, limit)
            if found:
                return found
        elif limit is not None and tail >= 0.95 * limit:
            return self._at_limit(run, c, tail, limit)
        tau, p = stats.mann_kendall(c.level)
        # toward nothing: a model that learns to stop rambling shortens a lot too, but not to a few tokens
        tiny = th("length_tiny")
        trended = head >= 20 and tail <= min(th("length_collapse") * head, tiny) and tau < 0 and p < th("trend_p")
        # a collapse within the first steps is over before the first fifth's median sees it: the first logged
        # length against the median of the second half
        first, later = float(c.level[0]), float(np.median(c.level[c.level.size // 2:]))
        sudden = first >= 20 and c.n >= 10 and later <= min(th("length_collapse") * first, tiny)
        if trended or sudden:
            evidence = [(span_text(run, c, head, tail, k) if trended else
                         f"{c.metric} {fmt_value(first)} at the first logged step, median {fmt_value(later)} over "
                         f"the second half")
                        + ": the completions shrink toward nothing",
                        logged_points(run, c, "first", "lowest", "last")]
            facts = {"kind": "collapse", "head": head, "tail": tail, "limit": limit, "clipped_share": None,
                     "from_start": False}
            return [self.finding(run, "warning", 0.7, (int(c.step[0]), int(c.step[-1])), c.metric, evidence, facts)]
        return self._collapse_episode(run, c, first, tiny)

    def _collapse_episode(self, run: Run, c: Curve, first: float, tiny: float) -> list[Result]:
        """Three or more logged steps in a row under 32 tokens and a quarter of the first length, mid-run, that
        the run climbed out of: the policy found a degenerate short answer for a while (a reward that a near-
        empty completion earns, a lost format)."""
        v = c.level
        low = (v <= min(th("length_collapse") * first, tiny)) if first >= 20 else np.zeros(v.size, dtype=bool)
        if low.sum() < 3:
            return []
        edges = np.diff(np.r_[0, low.astype(np.int8), 0])
        starts, ends_ = np.flatnonzero(edges == 1), np.flatnonzero(edges == -1)
        longest = int(np.argmax(ends_ - starts))
        i0, i1 = int(starts[longest]), int(ends_[longest])  # low from index i0 to i1 - 1
        if i1 - i0 < 3:
            return []
        after = v[i1:]
        recovered = after.size > 0 and float(np.median(after)) > th("length_recovered") * first
        outcome = (f"then back to {fmt_value(float(np.median(after)))} (median after)" if recovered else
                   "and still short where the log ends")
        evidence = [f"{c.metric} {fmt_value(first)} at the first logged step, at most {fmt_value(float(v[i0:i1].max()))} "
                    f"from {at(run, int(c.step[i0]))} to {at(run, int(c.step[i1 - 1]))} ({i1 - i0} logged steps), "
                    f"{outcome}: the completions collapsed to a few tokens",
                    logged_points(run, c, "first", "lowest", "last")]
        facts = {"kind": "collapse", "head": first, "tail": float(v[-1]), "limit": None, "clipped_share": None,
                 "from_start": False, "recovered": recovered}
        return [self.finding(run, "warning", 0.6, (int(c.step[i0]), int(c.step[i1 - 1])), c.metric, evidence, facts)]

    def _cut_off(self, run: Run, s: Curve, length: Curve | None, limit: float | None) -> list[Result]:
        head, tail, k = ends(s)
        if tail < th("clipped_share"):
            return []
        from_start = head >= th("clipped_share")
        evidence = [span_text(run, s, head, tail, k) + ": most completions are cut off at the generation limit"
                    + (" from the start" if from_start else "")]
        if length is not None:
            evidence.append(logged_points(run, length, "first", "last"))
        if limit is not None:
            evidence.append(f"the log sets the generation limit to {fmt_value(limit)} tokens")
        facts = {"kind": "cut_off", "clipped_share": tail, "from_start": from_start, "head": head, "tail": tail,
                 "limit": limit}
        confidence = 0.85 if tail >= 0.8 else 0.7
        return [self.finding(run, "warning", confidence, (int(s.step[0]), int(s.step[-1])), s.metric, evidence, facts)]

    def _at_limit(self, run: Run, c: Curve, tail: float, limit: float) -> list[Result]:
        values = c.raw.to_numpy(dtype="float64")
        from_start = bool(np.nanmedian(values[: max(1, values.size // 5)]) >= 0.95 * limit)
        evidence = [f"{c.metric} median {fmt_value(tail)} over the last points, within 5% of the generation limit "
                    f"{fmt_value(limit)} the log sets", logged_points(run, c, "first", "last")]
        facts = {"kind": "cut_off", "clipped_share": None, "from_start": from_start, "head": None, "tail": tail,
                 "limit": limit}
        return [self.finding(run, "warning", 0.7, (int(c.step[0]), int(c.step[-1])), c.metric, evidence, facts)]
