"""healthy: the loss fell and nothing warning-level or worse was seen.

Emitted (info) only when no other finding has severity warning or critical, and the training loss (or
the validation loss when that is all there is) fell: a significant downward trend and at least 5% of its
initial level lost (the trend alone for a log that is a window late in a longer run). Info findings (a couple of small early spikes, a single lr restart) may sit beside
it. Alone (without the other findings passed in) it judges the loss shape only. A loss that barely moves
beside a held-out score that climbs significantly (accuracy, F1, mAP) is healthy too: the score is what the
run is for. With no loss logged at all, an accuracy that climbs (5 points of its scale, significant trend) is.

An RL fine-tune (GRPO, PPO) is judged on its reward instead: a significant upward trend, the last fifth above the
first. Its loss (beta times the KL, often exactly 0.0) says nothing about progress.

Facts: start_value, end_value, rel_fall, trend_p, points.
"""

from __future__ import annotations

from collections.abc import Sequence

from traindiag.analysis import stats
from traindiag.analysis.detectors.base import Curve, Detector, Result, at, curve, fell_by, score_rising
from traindiag.analysis.detectors.rl_base import ends, logged_points, span_text
from traindiag.analysis.findings import Finding
from traindiag.analysis.objective import objective, series_for
from traindiag.analysis.stats import fmt_value
from traindiag.analysis.thresholds import th
from traindiag.ingest.context import Context
from traindiag.ingest.run import Run

HEALTHY_CEILING = 0.75


class Healthy(Detector):
    symptom = "healthy"
    min_points = int(th("min_points_trend"))
    what = "whether the run is healthy"

    def detect(self, run: Run, context: Context | None = None, prior: Sequence[Finding] = ()) -> list[Result]:
        if any(f.severity in ("warning", "critical") for f in prior):
            return []
        if objective(run) == "rl":
            reward = series_for(run, "reward")
            c = curve(run.series[reward], reward) if reward else None
            return self._reward_rises(run, c) if c is not None and c.n >= self.min_points else []
        if not (run.has("train_loss") or run.has("val_loss")):
            return self._accuracy_rises(run)
        return super().detect(run, context)

    def _accuracy_rises(self, run: Run) -> list[Result]:
        """No loss logged, only an accuracy (Torch7's optim.Logger, an eval-only printout): it climbed, by 5 points
        of its scale or more with a significant trend, and nothing warns: healthy as far as that accuracy shows."""
        for name in ("val_accuracy", "train_accuracy"):
            if not run.has(name):
                continue
            c = curve(run.series[name], name)
            if c.n < self.min_points:
                continue
            _, tail, k = ends(c)
            # from the first points: an accuracy that saturates early has a high first fifth (or first 1%)
            head = min(c.head, float(c.raw[c.raw.notna()].iloc[0]))
            scale = 100.0 if float(c.raw.max()) > 1.5 else 1.0
            tau, p = stats.mann_kendall(c.level)
            at_ceiling = tail >= 0.99 * scale  # rose and sits at 100%: no trend left to test, nothing left to learn
            if not ((at_ceiling or (tau > 0 and p < th("trend_p"))) and tail - head >= 0.05 * scale):
                continue
            held_out = "" if name.startswith("val_") else "; no held-out metric logged, so generalisation is not judged"
            evidence = [f"{run.original_names.get(name) or name} climbs to a median of {fmt_value(tail)} over its "
                        f"last {k} points (no loss logged){held_out}", logged_points(run, c, "first", "highest", "last")]
            facts = {"start_value": head, "end_value": tail, "trend_p": p, "points": c.n}
            return [self.finding(run, "info", 0.6, (int(c.step[0]), int(c.step[-1])), name, evidence, facts)]
        return []

    def _reward_rises(self, run: Run, c: Curve) -> list[Result]:
        head, tail, k = ends(c)
        tau, p = stats.mann_kendall(c.level)
        if not (tau > 0 and p < th("trend_p") and tail > head):
            return []
        evidence = [span_text(run, c, head, tail, k) + "; no warning-level symptom",
                    logged_points(run, c, "first", "highest", "last")]
        facts = {"start_value": head, "end_value": tail, "trend_p": p, "points": c.n}
        confidence = min(HEALTHY_CEILING, 0.6 + (0.1 if c.n >= 50 else 0.0))
        return [self.finding(run, "info", confidence, (int(c.step[0]), int(c.step[-1])), c.metric, evidence, facts)]

    def _score_rises(self, run: Run, metric: str) -> list[Result]:
        """A loss that barely moves beside a held-out score that climbs (a fine-tune whose loss is a surrogate):
        the score says the run learns."""
        name = score_rising(run)
        if name is None:
            return []
        s = curve(run.series[name], name)
        head, tail, k = ends(s)
        evidence = [span_text(run, s, head, tail, k) + f", a rising trend while {metric} barely moved; no "
                    f"warning-level symptom", logged_points(run, s, "first", "highest", "last")]
        facts = {"start_value": head, "end_value": tail, "points": s.n, "score": run.original_names.get(name) or name}
        return [self.finding(run, "info", 0.6, (int(s.step[0]), int(s.step[-1])), name, evidence, facts)]

    def judge(self, run: Run, c: Curve, context: Context | None) -> list[Result]:
        metric = c.metric
        tau, p = stats.mann_kendall(c.level)
        start = max(c.head, c.first_logged)  # a long run can fall inside its first bucket
        fell = fell_by(start, c.tail)
        first, last = int(c.step[0]), int(c.step[-1])
        # A window late in a long run falls slowly: there a significant downward trend is enough.
        late_window = first > th("log_start_fraction") * last and first > 1
        # A fast fall onto a floor it then holds (most of the points flat in batch noise) dilutes the trend test:
        # half the loss gone and no rise over the second half is a converged run too.
        half = c.level[c.level.size // 2:]
        tau2, p2 = stats.mann_kendall(half) if half.size >= 5 else (0.0, 1.0)
        converged = fell >= th("converged_fall") and not (tau2 > 0 and p2 < th("trend_p"))
        if not ((tau < 0 and p < th("trend_p") and (fell >= th("not_learning_fall") or late_window)) or converged):
            return self._score_rises(run, metric)
        evidence = [f"{metric} fell {fmt_value(start)} -> {fmt_value(c.tail)} ({fell:.0%}) from {at(run, first)} to "
                    f"{at(run, last)}; no warning-level symptom"]
        if run.has("val_loss") and metric == "train_loss":
            v = curve(run.series["val_loss"], "val_loss")
            if v.n >= 2:  # one evaluation is a level, not a trend
                evidence.append(f"val_loss {fmt_value(v.head)} -> {fmt_value(v.tail)}")
            elif v.n == 1:
                evidence.append(f"val_loss {fmt_value(v.tail)} (one evaluation)")
        facts = {"start_value": start, "end_value": c.tail, "rel_fall": fell, "trend_p": p, "points": c.n}
        # "No problem found" is right about three times in four on the real-log dev split (82 of 108 on
        # 2026-11-25; `bench/accuracy.py --set dev -v`, the healthy row): no more confidence than that.
        confidence = min(HEALTHY_CEILING, 0.6 + (0.1 if c.n >= 50 else 0.0) + (0.05 if run.has("val_loss") else 0.0))
        return [self.finding(run, "info", confidence, (first, last), metric, evidence, facts)]
