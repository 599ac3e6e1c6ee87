"""delayed_generalization: a long flat stretch followed by a sudden drop (S-curve, grokking): wait.

Read on train_loss and val_loss, and on the accuracies (grokking shows in validation: train fits
early, validation accuracy sits near chance, sometimes with a climbing validation loss, then jumps).
For a loss, the flat stretch runs from the first point while the smoothed loss stays within 5% of its
initial level, and the loss must then lose at least 30% of that level. For an accuracy (0-1 or
percent), the flat stretch stays within 5 points of its initial value and the accuracy must then gain
at least 30 points. Either way the flat stretch must cover at least 10% of the run, and the change must
reach half its size faster than the flat stretch lasted (sudden, not a slow start). A flat start that
ends when the lr warmup ends is the warmup, not an S-curve.

Facts: flat_until_step, drop_step (half of the change reached), flat_level, after_level, flat_fraction
(of the run), drop_fraction (of the flat level; for accuracy the gain in points, 0-1), num_classes,
chance_loss, at_chance (loss curves only).
"""

from __future__ import annotations

import numpy as np

from traindiag.analysis.detectors.base import (
    Curve,
    Detector,
    Result,
    at,
    chance_level,
    curve,
    warmup_end_step,
)
from traindiag.analysis.findings import Finding
from traindiag.analysis.stats import fmt_value
from traindiag.analysis.thresholds import th
from traindiag.ingest.context import Context
from traindiag.ingest.run import Run

METRICS = ("train_loss", "val_loss", "val_accuracy", "train_accuracy")


class DelayedGeneralization(Detector):
    symptom = "delayed_generalization"
    min_points = int(th("min_points_shape"))
    what = "an S-curve"

    def detect(self, run: Run, context: Context | None = None) -> list[Result]:
        out: list[Result] = []
        refused = False
        for metric in METRICS:
            if not run.has(metric):
                continue
            c = curve(run.series[metric], metric)
            refusal = self.too_few(run, c)
            if refusal:
                if not refused:  # one plain refusal is enough
                    out.append(refusal)
                refused = True
                continue
            found = self._judge(run, c, context)
            if found is not None:
                out.append(found)
                if metric.endswith("accuracy") and any(isinstance(f, Finding) and f.metric == "val_loss" for f in out):
                    out.pop()  # the val_loss finding already tells this S-curve
        return out

    def _judge(self, run: Run, c: Curve, context: Context | None) -> Finding | None:
        accuracy = c.metric.endswith("accuracy")
        # Accuracies fall flat *low* and then rise: mirror them so the same "flat then drop" test applies.
        scale = 100.0 if accuracy and float(np.max(c.level)) > 1.5 else 1.0
        s = -c.smooth / scale if accuracy else c.smooth
        head = -c.head / scale if accuracy else c.head
        band = th("flat_band_accuracy") if accuracy else th("flat_band") * abs(head)
        outside = np.abs(s - head) > band
        f = int(np.argmax(outside)) - 1 if outside.any() else s.size - 1
        steps = c.step
        span = steps[-1] - steps[0]
        if f < 3 or f >= steps.size - 2 or span <= 0:
            return None
        flat_len = steps[f] - steps[0]
        if flat_len < th("flat_min_fraction") * span:
            return None
        warm = warmup_end_step(run)
        if warm is not None and steps[f] <= 1.5 * warm:
            return None
        low = float(np.min(s[f:]))
        drop = head - low
        if drop < (th("s_rise_accuracy") if accuracy else th("s_drop") * abs(head)):
            return None
        half = f + int(np.argmax(s[f:] <= head - drop / 2))
        if steps[half] - steps[f] > flat_len:
            return None
        metric = c.metric
        shown = (lambda x: -x * scale) if accuracy else (lambda x: x)
        facts: dict = {"flat_until_step": int(steps[f]), "drop_step": int(steps[half]), "flat_level": shown(head),
                       "after_level": c.tail, "flat_fraction": flat_len / span,
                       "drop_fraction": drop if accuracy else drop / abs(head),
                       "num_classes": None, "chance_loss": None, "at_chance": None}
        where = ""
        if not accuracy:
            chance = chance_level(head, context, run)
            facts.update(num_classes=chance["num_classes"], chance_loss=chance["chance_loss"],
                         at_chance=chance["at_chance"])
            where = f" (chance level for {chance['num_classes']} classes)" if chance["at_chance"] else ""
        moved = "rose" if accuracy else "fell"
        evidence = [f"{metric} flat at {fmt_value(shown(head))}{where} from {at(run, steps[0])} to {at(run, steps[f])} "
                    f"({flat_len / span:.0%} of the run), then {moved} to {fmt_value(c.tail)} (half-way by "
                    f"{at(run, steps[half])}): an S-curve, the flat part was not a dead run"]
        train = "train_accuracy" if accuracy else "train_loss"
        if metric.startswith("val_") and run.has(train):
            t = curve(run.series[train], train)
            evidence.append(f"{train} meanwhile {fmt_value(t.head)} -> {fmt_value(t.tail)}: memorised first, "
                            f"generalised later (grokking)")
        return self.finding(run, "info", 0.8, (int(steps[0]), int(steps[half])), metric, evidence, facts)
