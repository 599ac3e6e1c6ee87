"""throughput_regression: step time creeps up or jumps; throughput falls.

Read from step_time, else throughput (as its inverse), else the spacing of wall_time. The first 5% of
points (compilation, cache warm-up) are left out; the baseline is the median over the next 15% of the
run, the end level the median of the last 10%. A slowdown of 1.2x or more is reported, with the step
where the slowdown reached half its size, and whether it was a jump (most of it within 5% of the run)
or a creep, when it stands out of the step-to-step noise (3 standard errors of the two medians) and the logged
stretch took a second or more (a 2x "slowdown" of a run that took a tenth of a second is timer noise). Medians make
periodic evaluation steps harmless. An RL fine-tune whose completions grew about as much
as its steps slowed is not reported: generating longer answers takes longer.

Facts: source ("step_time" | "throughput" | "wall_time"), baseline, end_value (in the source's units),
slowdown (ratio of times, >1 = slower), onset_step, kind ("jump" | "creep").
"""

from __future__ import annotations

import math

import numpy as np
import pandas as pd

from traindiag.analysis import stats
from traindiag.analysis.detectors.base import Detector, Result, at, curve
from traindiag.analysis.objective import objective, series_for
from traindiag.analysis.stats import fmt_ratio, fmt_value
from traindiag.analysis.thresholds import th
from traindiag.ingest.context import Context
from traindiag.ingest.run import Run


def time_per_step(run: Run) -> tuple[str, pd.Series] | None:
    """The series to judge speed on, and where it came from."""
    if run.has("step_time") and not elapsed_clock(run.series["step_time"], run.original_names.get("step_time", "")):
        return "step_time", run.series["step_time"]
    if run.has("throughput"):
        return "throughput", run.series["throughput"]
    # A clock (wall_time, or a step_time column that is really elapsed time) is judged by its spacing.
    w = run.series["step_time"] if run.has("step_time") else run.series.get("wall_time")
    if w is not None:
        w = w[np.isfinite(w.to_numpy())]
        if len(w) >= 3:
            dt = np.diff(w.to_numpy()) / np.diff(w.index.to_numpy())
            return "wall_time", pd.Series(dt, index=w.index[1:], name="wall_time")
    return None


_CLOCK_NAMES = ("train_time", "elapsed", "total", "cumulative", "since")


def elapsed_clock(times: pd.Series, name: str = "") -> bool:
    """A 'time' column that only ever grows, to many times its first value, and is named like a clock
    (modded-nanogpt's `train_time`, `elapsed`) or grows in proportion to the steps, is the time elapsed since
    the start, not the time of each step."""
    ok = np.isfinite(times.to_numpy(dtype="float64"))
    v, steps = times.to_numpy(dtype="float64")[ok], times.index.to_numpy()[ok].astype("float64")
    if v.size < th("min_points_system"):
        return False
    d = np.diff(v)
    if not ((d >= 0).mean() >= 0.95 and v[-1] >= 3 * max(v[1], 1e-12)):
        return False
    if any(word in name.lower() for word in _CLOCK_NAMES):
        return True
    # A clock grows in proportion to the steps taken (through the origin); a step time that slows down does
    # not: half-way through the steps, a clock reads about half its final value.
    mid = v.size // 2
    span = (steps[-1] - steps[0]) / max(steps[mid] - steps[0], 1e-12)
    return bool(v[mid] > 0 and abs(v[-1] / v[mid] - span) <= 0.1 * span)


def _per_step(source: str, before: float, after: float, unit: str = "step") -> str:
    """'40 -> 58 ms/step' (or s/epoch) for times (canonical unit: seconds), plain numbers for a throughput."""
    if source == "throughput":
        return f"{fmt_value(before)} -> {fmt_value(after)} per second"
    scale, time_unit = (1e3, "ms") if max(before, after) < 1 else (1.0, "s")
    return f"{fmt_value(before * scale)} -> {fmt_value(after * scale)} {time_unit}/{unit}"


def dead_from(run: Run) -> int | None:
    """First step of the non-finite stretch the train loss ends in (None if it ends finite). From there
    the run is dead: its step times (slow NaN arithmetic, skipped updates) say nothing about the pipeline."""
    if not run.has("train_loss"):
        return None
    values = run.series["train_loss"].to_numpy()
    ok = np.isfinite(values)
    if values.size == 0 or ok[-1]:
        return None
    last_ok = np.flatnonzero(ok)
    return int(run.series["train_loss"].index[last_ok[-1] + 1 if last_ok.size else 0])


class ThroughputRegression(Detector):
    symptom = "throughput_regression"
    min_points = int(th("min_points_system"))
    what = "a throughput regression"

    def detect(self, run: Run, context: Context | None = None) -> list[Result]:
        found = time_per_step(run)
        if found is None:
            return []
        source, series = found
        dead = dead_from(run)
        if dead is not None:
            series = series[series.index < dead]
        c = curve(series, source)
        refusal = self.too_few(run, c)
        if refusal:
            return [refusal]
        level = c.level
        if (level <= 0).any():
            return []
        # Work in "time per unit": throughput is inverted so that larger always means slower.
        slow = 1.0 / level if source == "throughput" else level
        n = slow.size
        skip = max(int(th("throughput_skip") * n), 1)
        base_end = skip + max(int(0.15 * n), 3)
        baseline = float(np.median(slow[skip:base_end]))
        end = float(np.median(slow[-max(int(0.1 * n), 3):]))
        slowdown = end / baseline
        if slowdown < th("throughput_slowdown") or _longer_completions(run, slowdown):
            return []
        if source != "throughput" and _seconds_spent(c.step, slow) < MIN_RUN_SECONDS:
            return []  # a run of seconds: a slowdown costs nothing, and sub-millisecond timings are mostly noise
        # The medians of a few noisy points move a lot (CPU jobs sharing cores, timings in ms): the slowdown must
        # stand 3 standard errors of those medians out of the step-to-step noise.
        sigma = stats.noise_sigma(np.log(slow))
        if math.log(slowdown) < 3.0 * 1.25 * sigma * math.sqrt(1 / (base_end - skip) + 1 / max(int(0.1 * n), 3)):
            return []
        smooth = stats.rolling_median(slow, stats.smooth_window(n))
        half = baseline + (end - baseline) / 2
        onset_i = skip + int(np.argmax(smooth[skip:] >= half))
        ten = int(np.argmax(smooth >= baseline + 0.1 * (end - baseline)))
        ninety = int(np.argmax(smooth >= baseline + 0.9 * (end - baseline)))
        kind = "jump" if (c.step[ninety] - c.step[ten]) <= 0.05 * (c.step[-1] - c.step[0]) else "creep"
        onset, last = int(c.step[onset_i]), int(c.step[-1])
        shown = (lambda x: 1.0 / x) if source == "throughput" else (lambda x: x)
        evidence = [f"{source} {_per_step(source, shown(baseline), shown(end), run.step_unit)} ({fmt_ratio(slowdown)} slower), {'a jump at' if kind == 'jump' else 'creeping up, half-way by'} "
                    f"{at(run, onset)}"]
        facts = {"source": source, "baseline": shown(baseline), "end_value": shown(end), "slowdown": slowdown,
                 "onset_step": onset, "kind": kind}
        confidence = float(np.clip(0.5 + (slowdown - 1.0), 0.5, 0.95))
        return [self.finding(run, "warning", confidence, (onset, last), source, evidence, facts)]


MIN_RUN_SECONDS = 1.0


def _seconds_spent(steps: np.ndarray, per_step: np.ndarray) -> float:
    """About how long the logged stretch took: the median time per step times the steps it spans."""
    return float(np.median(per_step)) * float(steps[-1] - steps[0])


def _longer_completions(run: Run, slowdown: float) -> bool:
    """An RL fine-tune whose completions grew about as much as its steps slowed: generation takes longer
    because there is more to generate, not because the job got slower."""
    if objective(run) != "rl":
        return False
    name = series_for(run, "completion_length")
    if name is None:
        return False
    lengths = curve(run.series[name], name).level
    if lengths.size < 5 or lengths[: max(lengths.size // 5, 1)].mean() <= 0:
        return False
    grew = float(np.median(lengths[-max(lengths.size // 5, 1):]) / np.median(lengths[: max(lengths.size // 5, 1)]))
    return grew >= 0.7 * slowdown

