"""not_learning, read from the task's own score: a detection, segmentation or keypoint model whose held-out
AP, mAP or mIoU never leaves the floor over a long run.

A falling loss can hide a model that learns nothing the task measures: a box loss stuck at 0, labels that
never match the images, a class count that does not fit the head. Every working detector reaches an mAP
of a few tenths on its own validation set within some tens of epochs, so a best score under a tenth of the
scale after 20 epochs (or 10 evaluations when the epoch is not known), evaluated at least 5 times, is a
broken run, however the loss looks. Accuracies are left out: their floor is the chance level, which depends
on a class count the log rarely prints (the not_learning and frozen-value detectors judge those).

Facts: metric_kind ("task_score"), metric, name (as logged), best, best_step, evaluations, last_epoch, scale,
still_rising (the last quarter of the evaluations at twice the one before, or the best among the last tenth).
"""

from __future__ import annotations

import re

import numpy as np

from traindiag.analysis.detectors.base import Detector, Result, at
from traindiag.analysis.stats import fmt_value
from traindiag.ingest.context import Context
from traindiag.ingest.run import Run

MIN_EVALUATIONS = 5
MIN_EPOCHS = 20
MIN_EVALUATIONS_NO_EPOCH = 10
FLOOR = 0.1  # of the score's scale (1 or 100)
# Held-out detection, segmentation and keypoint scores as the readers name them (val_map50, val_coco_ap,
# val_bbox_map, val_miou, val_map50_95...).
_SCORE = re.compile(r"^val_(?:.*_)?(?:map|ap|miou)(?:\d+(?:_\d+)?)?$")


def _last_epoch(run: Run, last_step: int) -> float | None:
    if run.step_unit == "epoch":
        return float(last_step)
    if run.has("epoch"):
        epoch = run.series["epoch"]
        return float(epoch[epoch.index <= last_step].max()) if (epoch.index <= last_step).any() else None
    return None


class ScoreNeverRose(Detector):
    symptom = "not_learning"
    min_points = MIN_EVALUATIONS
    what = "whether the held-out AP/mAP ever rose"

    def detect(self, run: Run, context: Context | None = None) -> list[Result]:
        scores = [m for m in run.series if _SCORE.match(m) and run.has(m)]
        if not scores:
            return []
        # Judged on the most lenient score logged: a low mAP50-95 beside a fair mAP50 is a hard task, not a
        # broken run.
        best = max(scores, key=lambda m: float(np.nanmax(run.series[m].to_numpy(dtype="float64"))))
        found = self._judge(run, best)
        return [] if found is None else [found]

    def _judge(self, run: Run, metric: str) -> Result | None:
        s = run.series[metric]
        s = s[np.isfinite(s.to_numpy())]
        v = s.to_numpy(dtype="float64")
        if v.size < MIN_EVALUATIONS or (v < 0).any():
            return None  # -1 is mmdet's "no such objects": not a score
        steps = s.index.to_numpy()
        last_epoch = _last_epoch(run, int(steps[-1]))
        if (last_epoch is None and v.size < MIN_EVALUATIONS_NO_EPOCH) or (
                last_epoch is not None and last_epoch < MIN_EPOCHS):
            return None
        scale = 100.0 if v.max() > 1.0 else 1.0
        best = int(np.argmax(v))
        if v[best] >= FLOOR * scale:
            return None
        name = run.original_names.get(metric) or metric
        span = f"{int(last_epoch)} epochs" if last_epoch is not None else f"{v.size} evaluations"
        # Still climbing off the floor at the end (from scratch, or after a long warmup): slow rather than dead,
        # so the verdict watches instead of stopping.
        quarter = max(v.size // 4, 1)
        late, before = float(np.median(v[-quarter:])), float(np.median(v[-2 * quarter:-quarter]))
        still_rising = best >= v.size - max(v.size // 10, 1) or late >= 2 * before > 0
        evidence = [f"{name} never above {fmt_value(float(v[best]))} in {v.size} evaluations over {span} "
                    f"(best at {at(run, int(steps[best]))}, last {fmt_value(float(v[-1]))} at "
                    f"{at(run, int(steps[-1]))}): the model has learned "
                    f"{'little' if still_rising else 'nothing'} the task measures"]
        if still_rising:
            evidence.append(f"still rising at the end (median {fmt_value(before)} -> {fmt_value(late)} over the last "
                            f"two quarters of the evaluations): slow, or broken; a pretrained start would tell")
        if run.has("train_loss"):
            loss = run.series["train_loss"].dropna()
            if loss.size >= 2:
                evidence.append(f"train_loss meanwhile {fmt_value(float(loss.iloc[0]))} -> "
                                f"{fmt_value(float(loss.iloc[-1]))}: a falling loss does not show it")
        facts = {"metric_kind": "task_score", "metric": metric, "name": name, "best": float(v[best]), "best_step": int(steps[best]), "evaluations": int(v.size),
                 "last_epoch": last_epoch, "scale": scale, "still_rising": still_rising}
        return self.finding(run, "warning", 0.7, (int(steps[0]), int(steps[-1])), metric, evidence, facts)
