"""Where the loss is heading: a saturating fit to the smoothed tail, with an interval.

The loss tail is fitted in log space with two saturating families, a power law ``a + b * t**-c`` and an
exponential ``a + b * exp(-k t)``, each on three tail windows (the last 30%, 50% and 70% of the run).
The floor ``a`` is found on a grid (vectorised), the rest by linear least squares on ``log(y - a)``.
The projection is the best-fitting model on the middle window; the interval spans what the other
candidate fits predict, widened by twice the residual scatter. When the curve does not support a
projection (too few points, not falling, NaN) there is none, rather than a guess.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from traindiag.diagnosis.report_model import Projection
from traindiag.numbers import num, step

MIN_POINTS = 12  # a saturating fit with a floor has three parameters; a dozen points keep it honest
MAX_BINS = 400  # binned medians: robust to spikes and cheap on 10M-point logs
MAX_HORIZON = 10.0  # never project further than 10x the logged steps


def _binned(s: pd.Series) -> tuple[np.ndarray, np.ndarray]:
    """Median step and value per bin of consecutive points (robust smoothing, O(n)).

    Bins hold equal counts; the few leading points that do not fill a bin are dropped (the tail is
    what the fit reads)."""
    t = s.index.to_numpy(dtype="float64")
    y = s.to_numpy(dtype="float64")
    if t.size <= MAX_BINS:
        return t, y
    k = t.size // MAX_BINS
    keep = k * MAX_BINS
    tb = t[-keep:].reshape(MAX_BINS, k)
    yb = y[-keep:].reshape(MAX_BINS, k)
    return tb[:, k // 2], np.median(yb, axis=1)


def _fit(x: np.ndarray, y: np.ndarray) -> tuple[float, float, float, float] | None:
    """Best (floor a, intercept, slope, sse) of log(y - a) = intercept + slope * x over a grid of floors."""
    lo, hi = float(y.min()), float(y.max())
    span = max(hi - lo, 1e-12)
    floors = lo - span * np.geomspace(1e-3, 20, 60)
    if lo > 0:
        floors = np.concatenate([floors[floors >= 0], [0.0]])
    z = np.log(y[None, :] - floors[:, None])  # (G, n)
    xm = x.mean()
    dx = x - xm
    slope = (z - z.mean(axis=1, keepdims=True)) @ dx / (dx @ dx)
    intercept = z.mean(axis=1) - slope * xm
    pred = floors[:, None] + np.exp(intercept[:, None] + slope[:, None] * x[None, :])
    sse = ((pred - y[None, :]) ** 2).sum(axis=1)
    sse[slope >= 0] = np.inf  # only curves that keep falling towards a floor
    best = int(np.argmin(sse))
    if not np.isfinite(sse[best]):
        return None
    return float(floors[best]), float(intercept[best]), float(slope[best]), float(sse[best])


def _predict(kind: str, params: tuple[float, float, float, float], t: float, scale: float) -> float:
    a, intercept, slope, _ = params
    x = np.log(t) if kind == "power" else t / scale
    return float(a + np.exp(intercept + slope * x))


def project(series: pd.Series, metric: str, target_step: int | None = None, unit: str = "step") -> Projection | None:
    """Projection of `series` to `target_step` (default: twice the last step), or None if unsupported."""
    finite = series[np.isfinite(series.to_numpy())]
    finite = finite[finite.index > 0]
    if len(finite) < MIN_POINTS or not np.isfinite(series.iloc[-min(len(series), 5):].to_numpy()).all():
        return None
    t, y = _binned(finite)
    last = float(t[-1])
    target = int(target_step) if target_step and target_step > last else int(_round_step(2 * last))
    target = int(min(target, MAX_HORIZON * last))
    if target <= last:
        return None
    third = max(len(y) // 3, 2)
    if np.median(y[-third:]) >= np.median(y[-2 * third:-third]):
        return None  # the tail is not falling: nothing to extrapolate
    preds: list[float] = []
    # exponential tails flatten fast and mislead beyond ~2.5x the logged steps: power law only there
    kinds = ("power", "exp") if target <= 2.5 * last else ("power",)
    middle: tuple[np.ndarray, np.ndarray, np.ndarray] | None = None  # (x, y, fitted) of the middle power fit
    for frac in (0.3, 0.5, 0.7):
        k = max(int(len(y) * frac), MIN_POINTS // 2)
        tt, yy = t[-k:], y[-k:]
        for kind in kinds:
            x = np.log(tt) if kind == "power" else tt / last
            params = _fit(x, yy)
            if params is None:
                continue
            p = _predict(kind, params, float(target), last)
            if not np.isfinite(p):
                continue
            preds.append(p)
            if frac == 0.5 and kind == "power":
                middle = (x, yy, params[0] + np.exp(params[1] + params[2] * x))
    if middle is None or len(preds) < 2:
        return None
    preds += _bootstrap(*middle, t_target=float(target))
    value = float(np.median(preds))  # the middle of the candidate fits: steadier than any one of them
    current = float(np.median(y[-max(3, len(y) // 20):]))
    resid = float(np.std(middle[1] - middle[2]))
    low = min(min(preds), value) - resid
    high = max(max(preds), value) + resid
    high = min(high, current + resid)  # a falling fit does not project a rise
    if float(finite.min()) >= 0:
        low = max(low, 0.0)
    window_start = float(np.median(y[-int(0.7 * len(y)):][:max(3, len(y) // 20)]))
    # A saturating curve falls no faster per unit of log-time ahead than over the last 70% of the run
    # (log(1/0.3) of log-time); a fit that says otherwise extrapolates a recent drop, not a trend.
    allowed = 1.5 * max(window_start - current, 0.0) * max(1.0, np.log(target / last) / np.log(1 / 0.3))
    if current - high > allowed:
        return None
    if not (low <= value <= high):
        return None
    half = max(high - value, value - low)
    if half > max(current - value, 0.05 * abs(current)):
        return None  # the interval is wider than the change it predicts: not worth stating
    text = f"{metric} about {_pm(value, half)} by {unit} {step(target)} (now {num(current)})"
    return Projection(metric=metric, step=target, value=round(value, 6), low=round(low, 6),
                      high=round(high, 6), text=text)


def _bootstrap(x: np.ndarray, y: np.ndarray, fitted: np.ndarray, t_target: float, n: int = 24) -> list[float]:
    """Power-law predictions refitted on the fit plus resampled residual blocks (keeps their autocorrelation)."""
    rng = np.random.default_rng(0)  # deterministic: the same log gives the same report
    resid = y - fitted
    block = max(len(y) // 10, 1)
    starts = rng.integers(0, max(len(y) - block, 1), size=(n, -(-len(y) // block)))
    idx = (starts[:, :, None] + np.arange(block)[None, None, :]).reshape(n, -1)[:, : len(y)] % len(y)
    out = []
    for row in idx:
        params = _fit(x, fitted + resid[row])
        if params is not None:
            p = _predict("power", params, t_target, 1.0)
            if np.isfinite(p):
                out.append(p)
    if len(out) < 4:
        return []
    return [float(np.percentile(out, 5)), float(np.percentile(out, 95))]


def _round_step(x: float) -> float:
    """Round a target step to 2 significant digits (20,000 rather than 19,874)."""
    if x <= 0:
        return x
    e = int(np.floor(np.log10(x))) - 1
    return float(np.ceil(x / 10**e) * 10**e)


def _pm(value: float, half: float) -> str:
    """'1.50 +/- 0.04': the half-width to one significant digit, the value to the same decimals."""
    if half <= 0 or not np.isfinite(half):
        return num(value)
    decimals = int(-np.floor(np.log10(half)))
    if decimals <= 0 or abs(value) >= 1e6 or abs(value) < 1e-4:
        return f"{num(value)} +/- {num(half, 1)}"
    return f"{value:.{decimals}f} +/- {half:.{decimals}f}"
