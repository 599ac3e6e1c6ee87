"""A close look at one metric over an optional step range (the MCP tool `analyze_metric`).

Trend (Mann-Kendall direction and p-value, Theil-Sen slope per 1,000 steps), spikes (same rule as the
loss_spikes detector), the plateau window at the end of the range, non-finite values, summary
statistics and a ~40-character unicode sparkline. Works the same on 10 points or 10M (bucketed).
"""

from __future__ import annotations

from typing import Literal

import numpy as np
from pydantic import BaseModel, Field

from traindiag.analysis import stats
from traindiag.analysis.detectors.base import Curve, curve
from traindiag.analysis.detectors.loss_spikes import find_spikes
from traindiag.analysis.thresholds import th
from traindiag.errors import InputError
from traindiag.ingest.digest import SeriesDigest, digest_series
from traindiag.ingest.run import Run

SPARK = "▁▂▃▄▅▆▇█"
SPARK_WIDTH = 40


class Summary(BaseModel):
    first: float
    last: float
    min: float
    min_step: int
    max: float
    max_step: int
    mean: float
    median: float
    std: float
    p05: float
    p95: float


class TrendInfo(BaseModel):
    direction: Literal["up", "down", "flat"] = Field(description="flat when the Mann-Kendall p-value is >= 0.05")
    slope_per_1k_steps: float = Field(description="Theil-Sen slope, metric units per 1,000 steps")
    p_value: float
    relative_change: float | None = Field(description="(last level - first level) / |first level|")


class Spikes(BaseModel):
    count: int
    steps: list[int] = Field(description="first 20 spike steps")
    values: list[float]


class PlateauWindow(BaseModel):
    start_step: int
    end_step: int
    level: float
    fraction: float = Field(description="share of the analysed range the plateau covers")


class NonFinite(BaseModel):
    count: int
    nan: int
    inf: int
    first_step: int | None


class MetricAnalysis(BaseModel):
    run: str
    metric: str
    step_unit: str
    start_step: int | None
    end_step: int | None
    points: int = Field(description="logged points in range, finite or not")
    finite_points: int
    summary: Summary | None
    trend: TrendInfo | None
    spikes: Spikes
    plateau: PlateauWindow | None
    non_finite: NonFinite
    sparkline: str
    sparkline_scale: Literal["linear", "log"]
    digest: SeriesDigest = Field(description="the range as a few logged points that keep its shape")
    notes: list[str] = Field(default_factory=list)


def analyze_metric(run: Run, metric: str, start: int | None = None, end: int | None = None) -> MetricAnalysis:
    """Analyse `metric` of `run` between steps `start` and `end` (inclusive; None = open)."""
    if not run.has(metric):
        raise InputError(f"no metric '{metric}' in run {run.name}: choose one of {', '.join(run.metrics) or 'none'}")
    if start is not None and end is not None and start > end:
        raise InputError(f"start {start} is after end {end}: give start <= end")
    s = run.series[metric]
    lo = s.index.searchsorted(start, side="left") if start is not None else 0
    hi = s.index.searchsorted(end, side="right") if end is not None else len(s)
    s = s.iloc[lo:hi]
    if s.empty:
        first, last = run.series[metric].index[[0, -1]]
        raise InputError(f"{metric} has no points between {start} and {end}: it is logged from "
                         f"{run.step_unit} {first:,} to {last:,}")
    values = s.to_numpy(dtype="float64")
    steps = s.index.to_numpy()
    finite = np.isfinite(values)
    bad = ~finite
    non_finite = NonFinite(count=int(bad.sum()), nan=int(np.isnan(values).sum()), inf=int(np.isinf(values).sum()),
                           first_step=int(steps[np.argmax(bad)]) if bad.any() else None)
    base = {"run": run.name, "metric": metric, "step_unit": run.step_unit, "start_step": int(steps[0]),
            "end_step": int(steps[-1]), "points": int(values.size), "finite_points": int(finite.sum()),
            "non_finite": non_finite, "digest": digest_series(s, metric, run.original_names.get(metric), 24)}
    if not finite.any():
        return MetricAnalysis(**base, summary=None, trend=None, spikes=Spikes(count=0, steps=[], values=[]),
                              plateau=None, sparkline="", sparkline_scale="linear",
                              notes=[f"all {values.size:,} points are NaN/Inf"])
    c = curve(s.rename(metric), metric)
    fv, fs = values[finite], steps[finite]
    notes: list[str] = []
    summary = _summary(fv, fs)
    trend = _trend(c) if c.n >= th("min_points_trend") else None
    if trend is None:
        notes.append(f"{c.n} finite points: too few for a trend test (needs {int(th('min_points_trend'))})")
    spikes = Spikes(count=0, steps=[], values=[])
    if c.n >= th("min_points_spikes"):
        found = find_spikes(c)
        if found is not None:
            idx = found[0]
            spikes = Spikes(count=int(idx.size), steps=[int(x) for x in c.b.high_step[idx][:20]],
                            values=[float(x) for x in c.high[idx][:20]])
    else:
        notes.append(f"{c.n} finite points: too few to look for spikes (needs {int(th('min_points_spikes'))})")
    spark, scale = sparkline(fs, fv)
    return MetricAnalysis(**base, summary=summary, trend=trend, spikes=spikes,
                          plateau=_plateau(c) if c.n >= th("min_points_shape") else None,
                          sparkline=spark, sparkline_scale=scale, notes=notes)


def _summary(v: np.ndarray, s: np.ndarray) -> Summary:
    i_min, i_max = int(np.argmin(v)), int(np.argmax(v))
    p05, p95 = np.percentile(v, [5, 95])
    return Summary(first=float(v[0]), last=float(v[-1]), min=float(v[i_min]), min_step=int(s[i_min]),
                   max=float(v[i_max]), max_step=int(s[i_max]), mean=float(v.mean()), median=float(np.median(v)),
                   std=float(v.std()), p05=float(p05), p95=float(p95))


def _trend(c: Curve) -> TrendInfo:
    t = stats.trend(c.step.astype("float64"), c.level)
    rel = (c.tail - c.head) / abs(c.head) if c.head != 0 else None
    return TrendInfo(direction=t.direction, slope_per_1k_steps=t.slope * 1000, p_value=t.p_value,  # type: ignore[arg-type]
                     relative_change=rel)


def _plateau(c: Curve) -> PlateauWindow | None:
    """The stretch at the end of the range where the metric, smoothed over ~10% of the range, stays within
    2% of the range's total movement (or 5 standard errors of that rolling median, 1.25 sigma / sqrt(w)
    each, if larger) of its final level; None under 20% of the range."""
    w = max(5, (c.level.size // 10) | 1)
    s = stats.rolling_median(c.level, w)
    movement = float(np.max(s) - np.min(s))
    band = max(th("plateau_gain") * movement, 5 * 1.25 * stats.noise_sigma(c.level) / np.sqrt(w))
    outside = np.abs(s - c.tail) > band
    k = int(np.flatnonzero(outside)[-1]) + 1 if outside.any() else 0
    if k >= s.size:
        return None
    span = float(c.step[-1] - c.step[0]) or 1.0
    fraction = float(c.step[-1] - c.step[k]) / span
    if fraction < 0.2:
        return None
    return PlateauWindow(start_step=int(c.step[k]), end_step=int(c.step[-1]), level=c.tail, fraction=fraction)


def sparkline(steps: np.ndarray, values: np.ndarray, width: int = SPARK_WIDTH) -> tuple[str, Literal["linear", "log"]]:
    """~`width` block characters, one per bucket median; log scale when a positive series spans 100x or more."""
    b = stats.buckets(steps, values, width)
    v = b.median
    scale: Literal["linear", "log"] = "linear"
    if (v > 0).all() and v.max() / v.min() >= 100:
        v, scale = np.log10(v), "log"
    lo, hi = float(v.min()), float(v.max())
    if hi - lo <= 0:
        return SPARK[0] * v.size, scale
    idx = np.clip(((v - lo) / (hi - lo) * (len(SPARK) - 1)).round().astype(int), 0, len(SPARK) - 1)
    return "".join(SPARK[i] for i in idx), scale
