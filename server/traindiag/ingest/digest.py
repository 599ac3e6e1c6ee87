"""A series in a few logged points: the curve an assistant can read without the whole log.

A digest keeps the shape of a metric in at most a few dozen (step, value) pairs, whatever the log size:
the first and last points, the lowest and highest, where a non-finite stretch starts and ends, where the
run restarted, and then the points where the trend bends most. Every value is one the log printed, in the
log's own unit, so a reader can find it in the log. A noisy series is followed through representative
points (the logged value nearest each window's median), so the digest traces the trend, not the noise;
its lowest and highest raw points are kept anyway.
"""

from __future__ import annotations

import math

import numpy as np
import pandas as pd
from pydantic import BaseModel, Field

from traindiag.ingest.names import unit_factor
from traindiag.ingest.run import Run

Number = float | str

# Above this many finite points, the shape is followed through one representative per window.
SHAPE_CANDIDATES = 200
# A bend smaller than this share of the value range is not worth a point.
MIN_BEND = 0.02
MAX_NON_FINITE_STRETCHES = 3


class SeriesDigest(BaseModel):
    """A metric as a handful of its logged points, in the order of the steps."""

    metric: str = Field(description="canonical metric name (train_loss, val_loss, lr...)")
    logged_as: str = Field(description="the name the log printed")
    count: int = Field(description="points logged")
    non_finite: int = Field(0, description="points logged as NaN or +-inf")
    complete: bool = Field(description="true when every logged point is listed")
    points: list[tuple[int, Number]] = Field(description="(step, value as logged); non-finite values as 'nan'/'inf'")


class LoggedPoint(BaseModel):
    """One point exactly as the log holds it."""

    metric: str = Field(description="the metric's name as the log printed it")
    step: int
    value: Number = Field(description="the logged value; non-finite as 'nan'/'inf'")


def logged_value(value: float, factor: float = 1.0) -> Number:
    """A stored value as the log printed it: back in the log's unit, non-finite as a string (JSON has no
    NaN), with the float noise of a unit conversion removed."""
    if math.isnan(value):
        return "nan"
    if math.isinf(value):
        return "inf" if value > 0 else "-inf"
    return float(f"{value / factor:.12g}") if factor != 1.0 else float(value)


def text_value(value: Number) -> str:
    """A digest value for text: the shortest form that reads back as the same number."""
    if isinstance(value, str):
        return value
    return f"{value:.12g}"


def shape_points(steps: np.ndarray, values: np.ndarray, max_points: int,
                 breaks: np.ndarray | None = None) -> np.ndarray:
    """Indices (sorted) of at most `max_points` points that keep the shape of the series."""
    n = values.size
    finite = np.isfinite(values)
    if n > 2 and finite.all() and values.min() == values.max():
        return np.array([0, n - 1])  # a constant: its ends say it all
    if n <= max_points:
        return np.arange(n)
    fin = np.flatnonzero(finite)
    must = [0, n - 1]
    if fin.size:
        must += [int(fin[np.argmin(values[fin])]), int(fin[np.argmax(values[fin])])]
    if not finite.all():
        bad = (~finite).astype(np.int8)
        edges = np.diff(np.concatenate(([0], bad, [0])))
        starts, ends = np.flatnonzero(edges == 1), np.flatnonzero(edges == -1) - 1
        for a, b in list(zip(starts, ends, strict=True))[:MAX_NON_FINITE_STRETCHES]:
            must += [int(a), int(b)] + ([int(a) - 1] if a > 0 else [])
    if breaks is not None and breaks.size:
        must += [int(i) for i in np.searchsorted(steps, breaks)[:2] if 0 <= i < n]
    must = list(dict.fromkeys(must))[:max_points]  # in order of importance, when they alone overflow
    chosen = set(must)
    if fin.size > 2 and len(chosen) < max_points:
        chosen |= _bends(steps, values, fin, chosen, max_points)
    return np.array(sorted(chosen))


def _bends(steps: np.ndarray, values: np.ndarray, fin: np.ndarray, chosen: set[int], max_points: int) -> set[int]:
    """Greedily add the candidate farthest from the line through the trend points chosen so far."""
    window = math.ceil(fin.size / SHAPE_CANDIDATES)
    candidates = fin if window == 1 else _representatives(values, fin, window)
    x = steps[candidates].astype("float64")
    y = values[candidates]
    span_x = (x[-1] - x[0]) or 1.0
    lo, hi = np.percentile(y, [1, 99])
    span_y = (hi - lo) or (abs(hi) or 1.0)
    xn, yn = (x - x[0]) / span_x, (y - lo) / span_y
    # The line starts through the trend's own ends: a raw extreme kept in `chosen` is often noise, and a line
    # through it would spend the budget on its neighbours.
    ax, ay = [xn[0], xn[-1]], [yn[0], yn[-1]]
    added: set[int] = set()
    while len(chosen) + len(added) < max_points:
        order = np.argsort(ax)
        deviation = np.abs(yn - np.interp(xn, np.asarray(ax)[order], np.asarray(ay)[order]))
        best = int(np.argmax(deviation))
        if deviation[best] < MIN_BEND:
            break
        added.add(int(candidates[best]))
        ax.append(xn[best])
        ay.append(yn[best])
    return added


def _representatives(values: np.ndarray, fin: np.ndarray, window: int) -> np.ndarray:
    """For each window of `window` finite points, the index of the point nearest the window's median."""
    whole = (fin.size // window) * window
    blocks = values[fin[:whole]].reshape(-1, window)
    medians = np.median(blocks, axis=1, keepdims=True)
    pick = np.argmin(np.abs(blocks - medians), axis=1)
    return fin[:whole].reshape(-1, window)[np.arange(blocks.shape[0]), pick]


def digest_series(series: pd.Series, metric: str, logged_as: str | None = None, max_points: int = 20,
                  breaks: np.ndarray | None = None) -> SeriesDigest:
    """The digest of one stored series (canonical units) as the log printed it."""
    name = logged_as or metric
    factor = unit_factor(name)
    steps = series.index.to_numpy()
    values = series.to_numpy(dtype="float64")
    keep = shape_points(steps, values, max_points, breaks)
    return SeriesDigest(metric=metric, logged_as=name, count=int(values.size),
                        non_finite=int((~np.isfinite(values)).sum()), complete=keep.size == values.size,
                        points=[(int(steps[i]), logged_value(values[i], factor)) for i in keep])


def digest_run(run: Run, metrics: list[str], max_points: int = 20) -> list[SeriesDigest]:
    """Digests of `metrics` (those the run logged), with its restarts as phase boundaries."""
    restarts = np.array(sorted(e.step for e in run.events if e.kind == "resume" and e.step is not None))
    return [digest_series(run.series[m], m, run.original_names.get(m), max_points, restarts)
            for m in metrics if run.has(m)]


def span_points(run: Run, metric: str | None, span: tuple[int, int] | None, max_points: int = 5) -> list[LoggedPoint]:
    """The logged points a finding over `span` rests on: the point before it, its ends, its lowest and
    highest, and its first non-finite value, at most `max_points`, in step order."""
    if metric is None or not run.has(metric):
        return []
    s = run.series[metric]
    steps = s.index.to_numpy()
    values = s.to_numpy(dtype="float64")
    lo, hi = (0, steps.size) if span is None else (int(np.searchsorted(steps, span[0], side="left")),
                                                   int(np.searchsorted(steps, span[1], side="right")))
    if hi <= lo:
        return []
    inside = values[lo:hi]
    finite = np.flatnonzero(np.isfinite(inside))
    ranked = []  # most telling first
    if finite.size < inside.size:
        ranked.append(lo + int(np.flatnonzero(~np.isfinite(inside))[0]))
    if finite.size:
        ranked += [lo + int(finite[np.argmax(inside[finite])]), lo + int(finite[np.argmin(inside[finite])])]
    ranked += [lo, hi - 1] + ([lo - 1] if lo > 0 else [])
    keep = sorted(list(dict.fromkeys(ranked))[:max_points])
    name = run.original_names.get(metric) or metric
    factor = unit_factor(name)
    return [LoggedPoint(metric=name, step=int(steps[i]), value=logged_value(values[i], factor)) for i in keep]


def render_digest(d: SeriesDigest) -> str:
    """One line: `train_loss ("loss", 2,000 points; 20 shown): 0: 10.9 | 50: 7.2 | ...`."""
    named = f'"{d.logged_as}"' if d.logged_as != d.metric else ""
    shown = "all shown" if d.complete else f"{len(d.points)} shown"
    bad = f", {d.non_finite:,} non-finite" if d.non_finite else ""
    values = {v for _, v in d.points}
    if not d.complete and d.count > 2 and len(values) == 1 and not d.non_finite:
        (a, v), (b, _) = d.points[0], d.points[-1]
        return f"{d.metric} ({named + ', ' if named else ''}{d.count:,} points): {text_value(v)} at every point, " \
               f"steps {a}-{b}"
    head = f"{d.metric} ({named + ', ' if named else ''}{d.count:,} point{'s' if d.count != 1 else ''}{bad}; {shown})"
    return head + ": " + " | ".join(f"{s}: {text_value(v)}" for s, v in d.points)


def render_points(points: list[LoggedPoint]) -> str:
    """`lm loss 29020: 2.77 | 29060: 8.72` (the name once per run of points of one metric)."""
    out, last = [], None
    for p in points:
        out.append(f"{p.metric + ' ' if p.metric != last else ''}{p.step}: {text_value(p.value)}")
        last = p.metric
    return " | ".join(out)
