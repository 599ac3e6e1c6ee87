"""overfitting of an RL policy: its held-out reward or accuracy (verl's `val-core/<data>/reward/mean@1`,
`eval_reward`) falls from its best while the training reward holds. Needs 4 evaluations or more, 2 after the
best, the last at least 3% of the best below it and the median after the best below it too; a training reward
that falls as much explains it instead.

Facts: best, best_step, last, held_out (series name).
"""

from __future__ import annotations

import numpy as np

from traindiag.analysis import stats
from traindiag.analysis.detectors.base import Detector, Result, curve
from traindiag.analysis.detectors.rl_base import ends, logged_points
from traindiag.analysis.objective import held_out_score, objective, series_for
from traindiag.analysis.thresholds import th
from traindiag.ingest.context import Context
from traindiag.ingest.run import Run

FLOOR = 0.01  # of the score's scale (1 or 100)


class HeldOutDecline(Detector):
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
        if best <= FLOOR * (100.0 if best > 1.5 else 1.0):
            return []  # a score that never left the floor cannot fall from a best (reward_hacking reads it)
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

