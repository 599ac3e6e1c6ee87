"""reward_hacking: the reward rises by a route that is not the task.

Two readings, each needing a significant trend (Mann-Kendall) on both sides:
- one reward component (TRL's `rewards/<name>/mean`) rises by 25% of its own level or more while another falls as
  much: the policy earns the easy component at the expense of the one that matters;
- the training reward rises while the held-out reward (`eval_reward`) falls, over 5 evaluations or more.

Facts: rising, falling (series names), rise, fall (fractions of their own levels), kind (components | held_out).
"""

from __future__ import annotations

import numpy as np

from traindiag.analysis import stats
from traindiag.analysis.detectors.base import Curve, Detector, Result, curve
from traindiag.analysis.detectors.rl_base import ends, logged_points, span_text
from traindiag.analysis.objective import held_out_score, objective, reward_components, series_for
from traindiag.analysis.thresholds import th
from traindiag.ingest.context import Context
from traindiag.ingest.run import Run


def _move(c: Curve) -> tuple[float, float]:
    """(signed change of the last fifth's median against the first fifth's, as a fraction of the larger of the two;
    Mann-Kendall p)."""
    head, tail, _ = ends(c)
    scale = max(abs(head), abs(tail), 1e-12)
    tau, p = stats.mann_kendall(c.level)
    return ((tail - head) / scale if (tail - head) * tau > 0 else 0.0), p


class RewardHacking(Detector):
    objectives = ("rl",)
    symptom = "reward_hacking"
    min_points = int(th("rl_min_points"))
    what = "whether one reward grows at another's expense"

    def detect(self, run: Run, context: Context | None = None) -> list[Result]:
        if objective(run) != "rl":
            return []
        curves = [curve(run.series[m], m) for m in reward_components(run)]
        if curves and all(c.n < self.min_points for c in curves):
            return [self.too_few(run, *curves)]
        curves = [c for c in curves if c.n >= self.min_points]
        moves = {c.metric: _move(c) for c in curves}
        change = th("component_change")
        up = [c for c in curves if moves[c.metric][0] >= change and moves[c.metric][1] < th("trend_p")]
        down = [c for c in curves if moves[c.metric][0] <= -change and moves[c.metric][1] < th("trend_p")]
        if up and down:
            return [self._found(run, up[0], down[0], moves, "components")]
        train, held = series_for(run, "reward"), held_out_score(run)
        if train and held:
            t, h = curve(run.series[train], train), curve(run.series[held], held)
            if t.n >= self.min_points and h.n >= 5:
                moves = {train: _move(t), held: _move(h)}
                if moves[train][0] > 0 and moves[train][1] < th("trend_p") and moves[held][0] < 0 \
                        and moves[held][1] < th("trend_p"):
                    return [self._found(run, t, h, moves, "held_out")]
        return []

    def _found(self, run: Run, up: Curve, down: Curve, moves: dict, kind: str) -> Result:
        evidence = []
        for c in (up, down):
            head, tail, k = ends(c)
            evidence.append(span_text(run, c, head, tail, k))
        rise, fall = moves[up.metric][0], moves[down.metric][0]
        facts = {"rising": up.metric, "falling": down.metric, "rise": rise, "fall": fall, "kind": kind}
        span = (int(min(up.step[0], down.step[0])), int(max(up.step[-1], down.step[-1])))
        return self.finding(run, "warning", 0.6, span, down.metric, evidence, facts)


class HeldOutDecline(Detector):
    """overfitting of an RL policy: the held-out reward or accuracy falls from its best while the training reward
    holds. Needs 4 evaluations or more, 2 after the best, the last at least 3% of the best below it and the
    median after the best below it too."""

    symptom = "overfitting"
    objectives = ("rl",)
    min_points = 4
    what = "the held-out reward"

    def detect(self, run: Run, context: Context | None = None) -> list[Result]:
        name = held_out_score(run) if objective(run) == "rl" else None
        if name is None:
            return []
        v = curve(run.series[name], name)
        if v.n < self.min_points:
            return [self.too_few(run, v)]
        best_i = int(np.argmax(v.level))
        best, after = float(v.level[best_i]), v.level[best_i + 1:]
        drop = th("held_out_drop") * abs(best)
        if after.size < 2 or not (after[-1] <= best - drop and np.median(after) < best - 0.5 * drop):
            return []
        train = series_for(run, "reward")
        if train is not None:
            t = curve(run.series[train], train)
            tau, p = stats.mann_kendall(t.level)
            head, tail, _ = ends(t)
            if tau < 0 and p < th("trend_p") and head - tail >= th("held_out_drop") * abs(head):
                return []  # the training reward falls as much: not overfitting
        evidence = [logged_points(run, v, "first", "highest", "last") + ": the held-out score fell from its best"]
        facts = {"best": best, "best_step": int(v.step[best_i]), "last": float(after[-1]), "held_out": name}
        return [self.finding(run, "warning", 0.6, (int(v.step[best_i]), int(v.step[-1])), name, evidence, facts)]

