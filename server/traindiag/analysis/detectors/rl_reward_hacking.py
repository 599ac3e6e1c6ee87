"""reward_hacking: the reward rises by a route that is not the task.

Two readings, each needing a significant trend (Mann-Kendall) on both sides:
- one reward component (TRL's `rewards/<name>/mean`) rises by 25% of its own level or more while another falls as
  much: the policy earns the easy component at the expense of the one that matters;
- the training reward rises while the held-out reward (`eval_reward`) falls, over 5 evaluations or more;
- the training reward rises by half or more while the held-out score never leaves the floor (under 1% of the
  training reward at every evaluation, 3 or more).

Facts: rising, falling (series names), rise, fall (fractions of their own levels), kind (components | held_out).
"""

from __future__ import annotations

from traindiag.analysis import stats
from traindiag.analysis.detectors.base import Curve, Detector, Result, curve
from traindiag.analysis.detectors.rl_base import ends, span_text
from traindiag.analysis.objective import held_out_score, objective, reward_components, series_for
from traindiag.analysis.stats import fmt_value
from traindiag.analysis.thresholds import th
from traindiag.ingest.context import Context
from traindiag.ingest.run import Run

FLOOR_RISE = 0.5  # of the training reward's own final level
HELD_OUT_FLOOR = 0.01


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
            floor = self._held_out_at_floor(run, t, h)
            if floor is not None:
                return [floor]
        return []

    def _held_out_at_floor(self, run: Run, train: Curve, held: Curve) -> Result | None:
        """The training reward climbs (significant trend, up by half or more) while the held-out score never
        leaves the floor (every evaluation under 1% of the training reward's final level, 3+ evaluations): the
        policy is paid for something the evaluation does not count (a format, a length, a shortcut)."""
        if train.n < self.min_points or held.n < 3:
            return None
        head, tail, _ = ends(train)
        rise, p = _move(train)
        top = float(held.raw.max())
        if not (tail > 0 and rise >= FLOOR_RISE and p < th("trend_p") and top <= HELD_OUT_FLOOR * tail):
            return None
        name = run.original_names.get(held.metric) or held.metric
        evidence = [span_text(run, train, head, tail, ends(train)[2]),
                    f"{name} never above {fmt_value(top)} over its {held.n} evaluations: the reward the policy earns "
                    f"is not what the evaluation counts (compare the reward functions with the eval metric: format, "
                    f"answer extraction, length)"]
        facts = {"rising": train.metric, "falling": held.metric, "rise": rise, "fall": None, "kind": "held_out_floor"}
        span = (int(min(train.step[0], held.step[0])), int(max(train.step[-1], held.step[-1])))
        return self.finding(run, "warning", 0.6, span, held.metric, evidence, facts)

    def _found(self, run: Run, up: Curve, down: Curve, moves: dict, kind: str) -> Result:
        evidence = []
        for c in (up, down):
            head, tail, k = ends(c)
            evidence.append(span_text(run, c, head, tail, k))
        rise, fall = moves[up.metric][0], moves[down.metric][0]
        facts = {"rising": up.metric, "falling": down.metric, "rise": rise, "fall": fall, "kind": kind}
        span = (int(min(up.step[0], down.step[0])), int(max(up.step[-1], down.step[-1])))
        return self.finding(run, "warning", 0.6, span, down.metric, evidence, facts)

