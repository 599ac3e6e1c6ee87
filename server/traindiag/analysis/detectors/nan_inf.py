"""nan_inf: the loss (or the gradient norm) became NaN or Inf.

A NaN/Inf in train_loss or val_loss is critical, except a val_loss that is NaN at every evaluation while
train_loss is finite (the validation loss is not computed: info), or one that comes back (info). A NaN/Inf grad_norm while the loss stays finite is
what fp16 dynamic loss scaling does on an overflow step (the step is skipped and the scale halves): when
the log shows loss scaling (overflow or skipped-step messages, a loss_scale series, precision fp16) and
the NaN grad norms are isolated, nothing is reported; otherwise a warning.

Facts (loss case): first_nan_step, kind ("nan" | "inf"), nonfinite_count, recovered (finite values
after the first NaN), last_finite_step, last_finite_value, grad_norm_ratio (grad_norm at the last finite
point / its median over the lookback before), grad_norm_before, grad_norm_last, lr, nan_at_start (the
NaN came within the first 1% of the run's steps).
Facts (gradient case): first_nan_step, nonfinite_count, fp16_scaling (bool), loss_finite (True).
"""

from __future__ import annotations

import re

import numpy as np

from traindiag.analysis.detectors.base import Detector, Result, at, lr_at
from traindiag.analysis.findings import Finding
from traindiag.analysis.stats import fmt_ratio, fmt_step, fmt_value
from traindiag.analysis.thresholds import th
from traindiag.ingest.context import Context
from traindiag.ingest.run import Run
from traindiag.numbers import num

# The scale an overflow message names: "setting loss scale to: 0.25", "reducing loss scale to 256.0",
# "Attempted loss scale: 1048576, reducing to 524288", "loss scale 65536 -> 32768" (from a loss_scale column).
_SCALE_TO = re.compile(r"(?:scale(?:r \d+)?(?: reducing loss scale)? to:?|reducing to:?|->)\s*([0-9][0-9.eE+-]*)")
NEAR_MIN_SCALE = 4e-4  # two halvings above fairseq's default --min-loss-scale 1e-4 (other scalers say it in words)
CASCADE_DROPS = 6  # 6 halvings in a row = 64x: past what one bad batch explains
# DeepSpeed's skipped-step count: most of at least this many steps skipped is a run that stopped training.
MIN_COUNTED_STEPS = 50
SKIPPED_SHARE = 0.5
CALIBRATION_STEPS = 100
LOG_OF_ZERO = 87.3365  # -ln(FLT_MIN): float32 cross-entropy of a probability that underflowed to 0


def uses_loss_scaling(run: Run, context: Context | None) -> bool:
    """Whether the log shows fp16 dynamic loss scaling (where skipped overflow steps are normal)."""
    if context is not None and context.precision == "fp16":
        return True
    if run.has("loss_scale"):
        return True
    return any(e.kind in ("overflow", "skipped_step", "loss_scale_change") for e in run.events)


class NanInf(Detector):
    symptom = "nan_inf"
    min_points = 1
    what = "NaN/Inf values"

    def detect(self, run: Run, context: Context | None = None) -> list[Result]:
        out: list[Result] = []
        hidden = self._hidden_nan(run)
        if hidden is not None:
            out.append(hidden)
        for metric in ("train_loss", "val_loss"):
            f = self._log_of_zero(run, metric) if run.has(metric) else None
            if f is not None:
                out.append(f)
        for metric in ("train_loss", "val_loss"):
            if run.has(metric):
                f = self._loss(run, metric)
                if f is not None:
                    out.append(f)
        if not out:
            cascade = self._overflow_cascade(run) or self._mostly_skipped(run)
            if cascade is not None:
                out.append(cascade)
        if not out and run.has("grad_norm"):
            f = self._grad(run, context)
            if f is not None:
                out.append(f)
        return out

    def _log_of_zero(self, run: Run, metric: str) -> Finding | None:
        """A loss of exactly -ln(FLT_MIN) = 87.3365 is a float32 softmax probability that underflowed to 0:
        a log(0), Caffe's (and any float32 cross-entropy's) NaN in disguise."""
        s = run.series[metric]
        values = s.to_numpy()
        hit = np.isclose(values, LOG_OF_ZERO, atol=5e-4)
        if not hit.any():
            return None
        first = int(np.argmax(hit))
        steps = s.index.to_numpy()
        first_step = int(steps[first])
        recovered = bool(np.isfinite(values[-1]) and not hit[-1])
        facts: dict = {"first_nan_step": first_step, "kind": "log_zero", "nonfinite_count": int(hit.sum()),
                       "recovered": recovered, "last_finite_step": None, "last_finite_value": None,
                       "nan_at_start": first == 0}
        evidence = [f"{metric} {fmt_value(values[first], 6)} at {at(run, first_step)}"
                    + (f" and at {int(hit.sum()) - 1:,} more point(s)" if hit.sum() > 1 else "")
                    + ": that is -ln(FLT_MIN), the loss of a probability that underflowed to 0 (a log(0))"]
        if first > 0 and not hit[first - 1]:
            facts.update(last_finite_step=int(steps[first - 1]), last_finite_value=float(values[first - 1]))
            evidence.append(f"last ordinary loss {fmt_value(values[first - 1])} at {at(run, steps[first - 1])}")
        if recovered:
            evidence.append(f"back to ordinary values by {at(run, steps[-1])}")
        return self.finding(run, "critical", 0.9, (first_step, int(steps[-1])), metric, evidence, facts)

    def _mostly_skipped(self, run: Run) -> Finding | None:
        """DeepSpeed's own count (`[Rank 0] step=2000, skipped=1995`): when most optimizer steps were skipped on
        fp16 overflow, the weights have stopped training whatever the logged loss says (often 0.0)."""
        counted = run.meta.get("skipped_steps")
        if not counted:
            return None
        skipped, total = counted
        if total < MIN_COUNTED_STEPS or skipped < SKIPPED_SHARE * total:
            return None
        evidence = [f"DeepSpeed reports step={total}, skipped={skipped}: {100 * skipped / total:.1f}% of the "
                    "optimizer steps overflowed in fp16 and were skipped, so the weights have barely moved"]
        first = run.steps[0] if run.steps else None
        if run.has("train_loss"):
            loss = run.series["train_loss"]
            zero = loss.to_numpy() == 0.0
            if zero.sum() >= 2:
                first = int(loss.index[int(np.argmax(zero))])
                evidence.append(f"train_loss is logged as 0.0 from {at(run, first)}: the skipped steps, not a "
                                "perfect fit")
        last = run.steps[1] if run.steps else None
        facts: dict = {"kind": "overflow_cascade", "first_nan_step": first, "nonfinite_count": skipped,
                       "recovered": False, "min_scale_reached": True, "nan_at_start": False,
                       "skipped_steps": skipped, "counted_steps": total}
        return self.finding(run, "critical", 0.9, (first, last) if last is not None else None, "train_loss",
                            evidence, facts)

    def _overflow_cascade(self, run: Run) -> Finding | None:
        """fp16 overflows that keep halving the loss scale: the gradients overflow to Inf step after step.

        A few scattered overflows are the scaler doing its job, and so is a run of halvings from a huge
        initial scale in the first steps (calibration); a scale below 1 alone is not alarming (fairseq runs
        healthy at 2^-8). A cascade is 6 or more halvings in a row later on, a scale within two halvings of
        the scaler's minimum, or the scaler's own "minimum loss scale reached"."""
        events = [e for e in run.events if e.kind in ("overflow", "loss_scale_change")]
        overflows = [e for e in events if e.kind == "overflow"]
        if not overflows:
            return None
        scaled = [(e, float(m.group(1))) for e in events if (m := _SCALE_TO.search(e.text)) is not None]
        scales = np.array([v for _, v in scaled]) if scaled else np.empty(0)
        logged = run.series["loss_scale"].to_numpy() if run.has("loss_scale") else np.empty(0)
        floor_hit = any("inimum loss scale" in e.text for e in overflows)
        known = np.concatenate([scales, logged[np.isfinite(logged)]])
        lowest = float(known.min()) if known.size else None
        near_floor = lowest is not None and lowest <= NEAR_MIN_SCALE
        # The longest stretch of consecutive drops in the scales the messages name, in log order.
        longest, best, start = 0, (0, 0), 0
        for i in range(1, scales.size):
            if scales[i] > scales[i - 1]:
                start = i
            elif scales[i] < scales[i - 1] and i - start > longest:
                longest, best = i - start, (start, i)
        drops = int(np.sum(np.diff(scales[best[0]:best[1] + 1]) < 0)) if scales.size else 0
        cascade = drops >= CASCADE_DROPS
        if cascade and not (floor_hit or near_floor):
            first_step = scaled[best[0]][0].step
            # The messages name the scale reached: 32768 is the first halving of the usual 65536 start.
            if scales[best[0]] >= 32768 and first_step is not None and first_step <= CALIBRATION_STEPS:
                cascade = False  # the scaler calibrating down from its huge initial value
        if not (cascade or floor_hit or near_floor):
            return None
        steps = [e.step for e in overflows if e.step is not None]
        first_step = min(steps) if steps else None
        last_step = max(steps) if steps else None
        evidence = [f"{len(overflows):,} fp16 overflow message(s)"
                    + (f"; the loss scale fell {'once' if drops == 1 else f'{drops} times in a row'}, "
                       f"{num(scales[best[0]])} -> "
                       f"{num(scales[best[1]])}" if drops else "")
                    + (f" (from {at(run, first_step)})" if first_step is not None else "")]
        if floor_hit:
            evidence.append("the scaler reports its minimum loss scale reached: fp16 training cannot go on")
        elif near_floor:
            evidence.append(f"loss scale down to {num(lowest)}: within two halvings of fairseq's default minimum "
                            f"1e-4, where training stops")
        evidence.append("the loss or the gradients are blowing up; a few scattered overflows would be routine")
        facts: dict = {"kind": "overflow_cascade", "first_nan_step": first_step, "nonfinite_count": len(overflows),
                       "recovered": False, "overflow_drops": drops, "lowest_loss_scale": lowest,
                       "min_scale_reached": floor_hit, "nan_at_start": False}
        severity = "critical" if floor_hit or near_floor else "warning"
        span = (first_step, last_step) if first_step is not None and last_step is not None else None
        metric = "loss_scale" if run.has("loss_scale") else "train_loss"
        return self.finding(run, severity, 0.85 if severity == "critical" else 0.7, span, metric, evidence, facts)

    def _hidden_nan(self, run: Run) -> Finding | None:
        """The HF Trainer's `logging_nan_inf_filter` (on by default) logs a NaN/Inf loss as 0.0: a loss of
        exactly 0.0 beside a non-finite grad_norm, line after line, is a run whose weights are NaN."""
        if not (run.has("train_loss") and run.has("grad_norm")):
            return None
        loss_s, grad_s = run.series["train_loss"], run.series["grad_norm"]
        steps = loss_s.index.intersection(grad_s.index)  # logged on the same line (a NaN is a logged value)
        loss, grad = loss_s.loc[steps].to_numpy(), grad_s.loc[steps].to_numpy()
        hidden = (loss == 0.0) & ~np.isfinite(grad)
        if not hidden.any():
            return None
        first = int(np.argmax(hidden))
        # Twice, or once as the last logged point: one such line alone could be a skipped fp16 step.
        if hidden.sum() < 2 and first != hidden.size - 1:
            return None
        steps = steps.to_numpy()
        first_step = int(steps[first])
        facts: dict = {"first_nan_step": first_step, "kind": "nan", "nonfinite_count": int(hidden.sum()),
                       "recovered": False, "hidden": True, "last_finite_step": None, "last_finite_value": None,
                       "nan_at_start": first == 0}
        evidence = [f"train_loss logged as 0.0 with grad_norm {num(grad[first])} at {int(hidden.sum()):,} point(s) "
                    f"from {at(run, first_step)}: the HF Trainer logs a NaN/Inf loss as 0 "
                    f"(logging_nan_inf_filter=True), so the weights are NaN from here"]
        real = run.series["train_loss"]
        before = real[(real.index < first_step) & (real.to_numpy() != 0.0)]
        if len(before):
            facts.update(last_finite_step=int(before.index[-1]), last_finite_value=float(before.iloc[-1]))
            evidence.append(f"last real loss {fmt_value(before.iloc[-1])} at {at(run, before.index[-1])}")
        return self.finding(run, "critical", 0.95, (first_step, int(steps[-1])), "train_loss", evidence, facts)

    def _loss(self, run: Run, metric: str) -> Finding | None:
        s = run.series[metric]
        values = s.to_numpy()
        bad = ~np.isfinite(values)
        if not bad.any():
            return None
        steps = s.index.to_numpy()
        first = int(np.argmax(bad))
        first_step = int(steps[first])
        kind = "nan" if np.isnan(values[first]) else "inf"
        recovered = bool(np.isfinite(values[first:]).any())
        facts: dict = {"first_nan_step": first_step, "kind": kind, "nonfinite_count": int(bad.sum()),
                       "recovered": recovered, "last_finite_step": None, "last_finite_value": None}
        word = "NaN" if kind == "nan" else "Inf"
        first_ev = f"{metric} {word} from {at(run, first_step)}"
        if first > 0:
            facts["last_finite_step"] = int(steps[first - 1])
            facts["last_finite_value"] = float(values[first - 1])
            first_ev += f" (last finite {fmt_value(values[first - 1])} at {at(run, steps[first - 1])})"
        if recovered:
            first_ev += f"; {int(bad.sum()):,} non-finite points in all, finite again after"
        evidence = [first_ev]
        span = steps[-1] - steps[0]
        facts["nan_at_start"] = bool(span > 0 and first_step - steps[0] <= 0.01 * span) or first == 0
        evidence += self._gradient_context(run, first_step, facts)
        lr = lr_at(run, first_step)
        facts["lr"] = lr
        if lr is not None:
            evidence.append(f"lr {fmt_value(lr, 2)} at {at(run, first_step)}")
        train_fine = run.has("train_loss") and bool(np.isfinite(run.series["train_loss"]).all())
        if metric == "val_loss" and recovered and train_fine:
            # Evaluation does not update the weights: a NaN there that does not return leaves training intact.
            evidence.append("train_loss finite throughout: training is unaffected")
            return self.finding(run, "info", 0.7, (first_step, int(steps[-1])), metric, evidence, facts)
        train_moves = train_fine and float(np.ptp(run.series["train_loss"].to_numpy())) > 0  # not a hidden NaN's 0.0s
        if metric == "val_loss" and bad.all() and values.size >= 2 and train_moves:
            # Never finite at any evaluation while training is: the validation loss is not being computed
            # (an empty or mislabelled validation set, a loss the eval pass cannot form), not a dead model.
            facts["kind"] = "val_never_finite"
            evidence = [f"{metric} NaN at all {values.size:,} evaluations ({at(run, steps[0])} to "
                        f"{at(run, steps[-1])}) while train_loss is finite throughout: the validation loss is not "
                        f"being computed; training is unaffected. Check the validation data and its labels"]
            return self.finding(run, "info", 0.7, (first_step, int(steps[-1])), metric, evidence, facts)
        return self.finding(run, "critical", 0.99, (first_step, int(steps[-1])), metric, evidence, facts)

    def _gradient_context(self, run: Run, first_step: int, facts: dict) -> list[str]:
        """How grad_norm behaved over the points just before the first NaN loss."""
        if not run.has("grad_norm"):
            return []
        g = run.series["grad_norm"]
        before = g[g.index < first_step]
        before = before[np.isfinite(before.to_numpy())]
        lookback = int(th("nan_grad_lookback"))
        if len(before) < 3:
            return []
        window = before.iloc[-lookback:]
        base = float(np.median(window.iloc[: max(len(window) // 5, 1)]))
        last = float(window.iloc[-1])
        ratio = last / base if base > 0 else float("inf")
        facts.update(grad_norm_ratio=ratio, grad_norm_before=base, grad_norm_last=last)
        if ratio >= 3:
            return [f"grad_norm rose {fmt_ratio(ratio)} over the {len(window)} points before "
                    f"({fmt_value(base)} -> {fmt_value(last)})"]
        return [f"grad_norm steady before it ({fmt_value(base)} -> {fmt_value(last)}): not a gradient blow-up"]

    def _grad(self, run: Run, context: Context | None) -> Finding | None:
        g = run.series["grad_norm"]
        values = g.to_numpy()
        bad = ~np.isfinite(values)
        if not bad.any():
            return None
        steps = g.index.to_numpy()
        first_step = int(steps[np.argmax(bad)])
        scaling = uses_loss_scaling(run, context)
        # Transient = finite again at the end and rare: skipped overflow steps (several in a row are
        # normal while the scaler calibrates at the start), not a broken model.
        # Isolated = never two non-finite points in a row: each is one skipped step, whatever the share.
        isolated = not (bad[1:] & bad[:-1]).any()
        transient = bool(np.isfinite(values[-1])) and (bad.mean() < 0.05 or isolated)
        facts = {"first_nan_step": first_step, "nonfinite_count": int(bad.sum()), "fp16_scaling": scaling,
                 "loss_finite": True, "transient": transient}
        if scaling and transient:
            return None
        if transient:
            # A NaN grad_norm between finite ones while the loss stays finite is a skipped step (AMP's scaler,
            # or a clipping guard): worth a line, not an alarm.
            return self.finding(run, "info", 0.6, (first_step, int(steps[-1])), "grad_norm",
                                [f"grad_norm non-finite at {int(bad.sum()):,} isolated point(s) from "
                                 f"{at(run, first_step)} while the loss stays finite and grad_norm is finite again "
                                 f"after: skipped steps; watch that they stay rare (it would be a NaN run if the loss "
                                 f"turned NaN or grad_norm stayed NaN)"], facts)
        evidence = [f"grad_norm non-finite at {int(bad.sum()):,} point(s) from {at(run, first_step)} while the loss "
                    f"stays finite" + ("" if scaling else "; no fp16 loss scaling in the log to explain it")]
        if not transient:
            evidence.append(f"grad_norm still non-finite at the last logged point ({fmt_step(steps[-1])})"
                            if not np.isfinite(values[-1]) else
                            f"{bad.mean():.0%} of grad_norm points non-finite: more than overflow skips")
        return self.finding(run, "warning", 0.6 if scaling else 0.8, (first_step, int(steps[-1])), "grad_norm",
                            evidence, facts)
