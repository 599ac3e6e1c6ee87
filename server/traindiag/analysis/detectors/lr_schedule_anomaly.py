"""lr_schedule_anomaly: the learning rate does not follow a sensible schedule.

Kinds, each its own finding:
- "zero": the lr is 0 (at most 1e-12) for the whole run.
- "warmup_never_ends": the lr is still rising at the end (its maximum is in the last 5% of the run and
  it rose 20% over the second half): warmup longer than the run, or the scheduler never stepped past it.
- "early_collapse": the lr fell below 1% of its peak before half the run and stayed there: a per-epoch
  schedule (StepLR, MultiStepLR, ExponentialLR) stepped every batch.
- "restart_on_resume": the lr jumped 2x up right where the log shows a resume: the scheduler state was
  not restored with the checkpoint.
- "restart": a single unexplained jump back up after decaying (info: periodic restarts, as in cosine
  with warm restarts, are intended and not reported).

Facts: kind, peak_lr, peak_step, final_lr, and per kind: collapse_step, restart_step(s), resume_step.
"""

from __future__ import annotations

import numpy as np

from traindiag.analysis.detectors.base import Curve, Detector, Result, at
from traindiag.analysis.findings import Finding, Inconclusive, Severity
from traindiag.analysis.stats import fmt_step, fmt_value
from traindiag.analysis.thresholds import th
from traindiag.ingest.context import Context
from traindiag.ingest.run import Run

_PLANNED_KEYS = ("max_steps", "total_steps", "train_iters", "num_training_steps", "max_iters", "total_optimization_steps")


def planned_steps(run: Run, context: Context | None) -> float | None:
    """The run's planned length in steps, when the user said it or the log printed it."""
    if context is not None and context.total_steps:
        return float(context.total_steps)
    for key in _PLANNED_KEYS:
        value = run.hparams.get(key)
        if isinstance(value, int | float) and not isinstance(value, bool) and value > 0:
            return float(value)
    return None


def reached_planned_end(run: Run, planned: float | None) -> bool:
    """Whether the log runs to (90% of) the length the run was planned for: `planned` steps (told or printed),
    or the epoch count printed in the config (max_epochs, num_train_epochs) reached by the logged epoch."""
    steps = run.steps
    if planned is not None and steps is not None and steps[1] >= 0.9 * planned:
        return True
    epochs = run.hparams.get("epochs")
    if isinstance(epochs, int | float) and not isinstance(epochs, bool) and epochs > 0 and run.has("epoch"):
        logged = run.series["epoch"].to_numpy(dtype="float64")
        logged = logged[np.isfinite(logged)]
        return bool(logged.size and logged.max() >= 0.9 * epochs)
    return False


class LrScheduleAnomaly(Detector):
    symptom = "lr_schedule_anomaly"
    min_points = int(th("min_points_trend"))
    metric = "lr"
    what = "the lr schedule"

    def judge(self, run: Run, c: Curve, context: Context | None) -> list[Result]:
        lr, steps = c.level, c.step
        i_peak = int(np.argmax(lr))
        peak, final = float(lr[i_peak]), float(lr[-1])
        base = {"peak_lr": peak, "peak_step": int(steps[i_peak]), "final_lr": final}
        first, last = int(steps[0]), int(steps[-1])
        if peak <= th("lr_zero"):
            return [self._f(run, "warning", 0.95, (first, last), [f"lr is {fmt_value(peak, 2)} for the whole run: "
                                                                  "nothing is being learned"], base, "zero")]
        out: list[Result] = []
        n = lr.size
        half = float(np.median(lr[n // 2 - 1: n // 2 + 1]))
        if i_peak >= int(0.95 * (n - 1)) and final >= 1.2 * half and lr[0] < final:
            # A log that ends while the lr still rises is usually an excerpt cut during warmup: only a run
            # known to have reached its planned length (told, or printed in the log) never left warmup.
            planned = planned_steps(run, context)
            if not reached_planned_end(run, planned):
                why = ("the log ends during the lr warmup" + ("" if planned is None else
                       f", before its planned {fmt_step(planned)} steps") + ": whether warmup ends cannot be told")
                out.append(Inconclusive(symptom=self.symptom, run=run.name, reason=why))
                return out
            out.append(self._f(run, "warning", 0.85, (first, last),
                               [f"lr still rising at {at(run, last)}: {fmt_value(lr[0], 2)} -> {fmt_value(half, 2)} "
                                f"at mid-run -> {fmt_value(final, 2)}; warmup never ended",
                                f"read as a finished run of {fmt_step(planned) if planned else 'its printed epochs'}"
                                f"{' steps' if planned else ''}: if it was meant to run longer, this is only a warmup "
                                "not yet over"], base, "warmup_never_ends"))
        below = lr <= th("lr_collapse") * peak
        below[:i_peak] = False
        if below.any():
            i_c = int(np.argmax(below))
            in_time = steps[i_c] - first <= th("lr_collapse_before") * (last - first)
            if in_time and (lr[i_c:] <= th("lr_collapse") * peak).all():
                out.append(self._f(run, "warning", 0.85, (int(steps[i_c]), last),
                                   [f"lr fell from {fmt_value(peak, 2)} to {fmt_value(lr[i_c], 2)} by {at(run, steps[i_c])} "
                                    f"({(steps[i_c] - first) / max(last - first, 1):.0%} of the run) and stayed there "
                                    f"(final {fmt_value(final, 2)}): a per-epoch schedule stepped per batch?"],
                                   {**base, "collapse_step": int(steps[i_c])}, "early_collapse"))
        out += self._restarts(run, lr, steps, peak, base)
        if not any(isinstance(f, Finding) and f.severity == "warning" for f in out):
            out += self._against_config(run, c, base)
        return out

    def _against_config(self, run: Run, c: Curve, base: dict) -> list[Result]:
        """The logged lr read against the schedule the config dump sets (mmengine's param_scheduler): a
        scheduler that never starts or never finishes inside the run, a warmup over half the run, a decay that
        ends before half the run and leaves the lr frozen, or an lr sitting at a scheduler's floor (eta_min)
        while that scheduler should still be decaying (its state lost on a resume)."""
        schedulers = run.meta.get("param_scheduler") or []
        per_epoch = run.meta.get("iters_per_epoch")
        epochs, iters = run.hparams.get("epochs"), run.hparams.get("max_steps")
        epochs = float(epochs) if isinstance(epochs, int | float) and not isinstance(epochs, bool) else None
        iters = float(iters) if isinstance(iters, int | float) and not isinstance(iters, bool) else None
        if iters is None and epochs and per_epoch:
            iters = epochs * per_epoch
        if epochs is None and iters and per_epoch:
            epochs = iters / per_epoch
        raw = run.series["lr"]
        raw = raw[np.isfinite(raw.to_numpy())]
        last_step, last_lr = int(raw.index[-1]), float(raw.iloc[-1])
        logged = f"the logged lr is {fmt_value(last_lr, 4)} at {at(run, last_step)}"
        ends = [(sch["end"] if not sch["by_epoch"] else sch["end"] * per_epoch) for sch in schedulers
                if "end" in sch and (not sch["by_epoch"] or per_epoch)]
        found: list[tuple[str, str, float]] = []  # (kind, sentence, confidence)
        for sch in schedulers:
            length, unit = (epochs, "epoch") if sch["by_epoch"] else (iters, "iteration")
            if length is None or "end" not in sch:
                continue
            begin, end, kind = sch.get("begin", 0.0), sch["end"], sch["type"]
            warmup = begin == 0 and kind in ("LinearLR", "ConstantLR", "QuadraticWarmupLR", "LinearParamScheduler")
            if begin >= length:
                found.append(("scheduler_never_starts", f"{kind} is set to begin at {unit} {begin:,.0f}, but the run "
                              f"has {length:,.0f} {unit}s: it never takes effect; {logged}", 0.8))
            elif warmup and end >= 0.5 * length:
                found.append(("warmup_most_of_run", f"{kind} warmup runs to {unit} {end:,.0f}: {end / length:.0%} of the "
                              f"run's {length:,.0f} {unit}s (warmup set in {unit}s where fewer were meant?); {logged}",
                              0.8))
            elif not warmup and end > 1.05 * length:
                found.append(("decay_never_finishes", f"{kind} is set to run to {unit} {end:,.0f}, past the run's "
                              f"{length:,.0f} {unit}s: the lr never completes its decay; {logged}", 0.8))
            elif not warmup and per_epoch and ends and max(ends) <= 0.5 * (iters or 0):
                found.append(("schedule_ends_early", f"every scheduler ends by iteration {max(ends):,.0f}, before half of "
                              f"the run's {iters:,.0f}: the lr stays at its last value for the rest; {logged}", 0.75))
        for sch in schedulers:  # an lr frozen at a decay's floor before that decay should end
            floor, end = sch.get("eta_min"), sch.get("end")
            if floor is None or end is None or floor <= 0:
                continue
            end_step = end * per_epoch if sch["by_epoch"] and per_epoch else end if not sch["by_epoch"] else None
            at_floor = np.isclose(raw.to_numpy(), floor, rtol=1e-6, atol=0)
            if end_step is not None and at_floor.mean() >= 0.9 and int(raw.index[0]) < 0.9 * end_step:
                found.append(("stuck_at_floor", f"the lr sits at {sch['type']}'s floor eta_min={fmt_value(floor, 4)} from "
                              f"{at(run, int(raw.index[int(np.argmax(at_floor))]))} to {at(run, last_step)}, though "
                              f"{sch['type']} runs to iteration {end_step:,.0f}: its state was lost (a resume?)", 0.8))
        if not found:
            return []
        kind, sentence, confidence = found[0]
        first, last = int(c.step[0]), int(c.step[-1])
        return [self._f(run, "warning", confidence, (first, last), [s for _, s, _ in found[:2]], base, kind)]

    def _restarts(self, run: Run, lr: np.ndarray, steps: np.ndarray, peak: float, base: dict) -> list[Result]:
        # A restart: the lr jumps 2x above the previous point, to at least half the peak, after a first peak.
        prev = np.r_[lr[0], lr[:-1]]
        after_first_peak = np.maximum.accumulate(lr) >= 0.9 * peak
        jumps = np.flatnonzero((lr >= th("lr_restart_jump") * prev) & (lr >= 0.5 * peak) & np.r_[False, after_first_peak[:-1]])
        if jumps.size == 0:
            return []
        resumes = [e.step for e in run.events if e.kind == "resume" and e.step is not None]
        out: list[Result] = []
        for j in jumps:
            near = [r for r in resumes if abs(r - int(steps[j])) <= max(int(steps[j] - steps[j - 1]), 1) * 2]
            if near:
                out.append(self._f(run, "warning", 0.85, (int(steps[j]), int(steps[j])),
                                   [f"lr jumped {fmt_value(lr[j - 1], 2)} -> {fmt_value(lr[j], 2)} at {at(run, steps[j])}, "
                                    f"where the log resumes from a checkpoint: scheduler state not restored"],
                                   {**base, "restart_step": int(steps[j]), "resume_step": int(near[0])},
                                   "restart_on_resume"))
        if out or jumps.size > 1:
            return out  # several restarts: a periodic schedule (SGDR), intended
        j = int(jumps[0])
        return [self._f(run, "info", 0.5, (int(steps[j]), int(steps[j])),
                        [f"lr jumped back up {fmt_value(lr[j - 1], 2)} -> {fmt_value(lr[j], 2)} at "
                         f"{at(run, steps[j])} (one restart: intended?)"],
                        {**base, "restart_step": int(steps[j]), "restart_steps": fmt_step(steps[j])}, "restart")]

    def _f(self, run: Run, severity: Severity, confidence: float, steps: tuple[int, int], evidence: list[str],
           facts: dict, kind: str) -> Finding:
        return self.finding(run, severity, confidence, steps, "lr", evidence, {"kind": kind, **facts})
