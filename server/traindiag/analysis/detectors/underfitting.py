"""underfitting: training and validation loss both stay high, with a small gap.

"High" is judged against the chance-level loss ln(k) when the class count is known (from the context,
or recognised in the initial loss), else against the initial loss: both final losses still above half
of it. The gap is small when |val - train| is under 10% of the train loss, and the losses have levelled
off (the last 30% of the run gained under 2% of the initial loss). Judged against the initial loss only
(a fine-tuning run may start low) the confidence is lower, and validation must sit at or below training.

Facts: train_end, val_end, gap_rel, reference ("chance" | "initial"), reference_value, level_ratio
(train_end / reference), late_gain (fraction of the initial loss gained in the last 30%), num_classes.
"""

from __future__ import annotations

import numpy as np

from traindiag.analysis.detectors.base import (
    Detector,
    Result,
    at,
    chance_level,
    curve,
    fell_by,
    score_rising,
    starts_mid_run,
)
from traindiag.analysis.detectors.plateau import lr_decayed
from traindiag.analysis.stats import fmt_value
from traindiag.analysis.thresholds import th
from traindiag.ingest.context import Context
from traindiag.ingest.run import Run


class Underfitting(Detector):
    symptom = "underfitting"
    min_points = int(th("min_points_trend"))
    what = "underfitting"

    def detect(self, run: Run, context: Context | None = None) -> list[Result]:
        if not (run.has("train_loss") and run.has("val_loss")):
            return []
        t = curve(run.series["train_loss"], "train_loss")
        v = curve(run.series["val_loss"], "val_loss")
        refusal = self.too_few(run, t, v)
        if refusal:
            return [refusal]
        head = t.head
        if head <= 0 or fell_by(head, t.tail) < th("not_learning_fall"):
            return []  # not positive, or never fell (not_learning)
        chance = chance_level(head, context, run)
        reference = chance["chance_loss"] if chance["at_chance"] or chance["num_classes_source"] == "context" else None
        ref_kind = "chance" if reference else "initial"
        reference = reference or head
        train_end, val_end = t.tail, v.tail
        if train_end <= 0:
            return []  # a training loss at zero (a memorised run) is anything but underfit
        gap_rel = abs(val_end - train_end) / train_end
        cut = t.step[0] + 0.7 * (t.step[-1] - t.step[0])
        late_gain = fell_by(head, t.tail) - fell_by(head, float(t.smooth[int(np.searchsorted(t.step, cut))]))
        # Judged against the first logged loss, "high" is weak evidence: the log must hold the start, a schedule
        # that decayed the lr 10x explains a levelled loss (convergence), and validation must sit at or below
        # training (what is active only in training, dropout or augmentation, holding it back). Without that
        # signature a loss that levelled above its start may simply be at its floor.
        if ref_kind == "initial" and (starts_mid_run(run, int(t.step[0]), int(t.step[-1]))
                                      or lr_decayed(run, int(t.step[-1])) or v.tail > t.tail):
            return []
        if ref_kind == "initial" and score_rising(run) is not None:
            return []  # the held-out score the run is for still climbs (a YOLO mAP50 0.33 -> 0.78): not underfit
        high = min(train_end, val_end) >= th("underfit_level") * reference
        if not (high and gap_rel <= th("underfit_gap") and late_gain < 0.02):
            return []
        first, last = int(t.step[0]), int(t.step[-1])
        ref_words = (f"the chance level ln({chance['num_classes']}) = {fmt_value(reference)}" if ref_kind == "chance"
                     else f"the initial loss {fmt_value(reference)}")
        # Levels, not logged points: the medians of each curve's last tenth, and said to be so.
        evidence = [f"train_loss ends near {fmt_value(train_end)} and val_loss near {fmt_value(val_end)} (medians of "
                    f"their last points, to {at(run, last)}): both {train_end / reference:.0%} of {ref_words}",
                    f"gap only {gap_rel:.0%} of the loss, and levelled off (last 30% of the run gained "
                    f"{max(late_gain, 0):.1%})"]
        facts = {"train_end": train_end, "val_end": val_end, "gap_rel": gap_rel, "reference": ref_kind,
                 "reference_value": reference, "level_ratio": train_end / reference, "late_gain": late_gain,
                 "num_classes": chance["num_classes"]}
        return [self.finding(run, "warning", 0.85 if ref_kind == "chance" else 0.75, (first, last), "train_loss",
                             evidence, facts)]
