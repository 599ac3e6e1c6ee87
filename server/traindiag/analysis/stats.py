"""Robust, vectorised statistics for training curves.

Everything here works on plain numpy arrays and stays practical at 10M points: the expensive tests
(Mann-Kendall, Theil-Sen) subsample evenly, and `buckets` reduces a huge series to a few thousand
buckets whose median, min and max (with the step of each extreme) survive, so a one-step spike in a
10M-point log is still seen.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import numpy as np
import pandas as pd

from traindiag.numbers import sci

MAD_TO_SIGMA = 1.4826  # makes the MAD a consistent estimate of the standard deviation for Gaussian noise

# ---------------------------------------------------------------- formatting (evidence in user numbers)

def fmt_value(x: float | None, digits: int = 3) -> str:
    """Compact rendering of a metric value: 2.31, 36.2, 3e-4, 1.2e4, NaN."""
    if x is None:
        return "?"
    x = float(x)
    if math.isnan(x):
        return "NaN"
    if math.isinf(x):
        return "inf" if x > 0 else "-inf"
    if x == 0:
        return "0"
    ax = abs(x)
    if ax < 1e-3 or ax >= 1e5:
        return sci(x, digits)
    text = f"{x:.{digits}g}"
    return f"{x:,.0f}" if "e" in text else text


def fmt_step(step: int | float) -> str:
    return f"{int(step):,}"


def fmt_ratio(r: float) -> str:
    # Past 1e5 the digits are noise to a reader (a blown-up grad norm grows 1e18x): mantissa and exponent.
    if r >= 1e5:
        return f"{fmt_value(r, 2)}x"
    return f"{r:.0f}x" if r >= 10 else f"{r:.1f}x"


# ---------------------------------------------------------------- robust location and scale

def mad(x: np.ndarray) -> float:
    """Median absolute deviation, scaled to sigma; 0.0 for an empty array."""
    x = np.asarray(x, dtype="float64")
    if x.size == 0:
        return 0.0
    return float(MAD_TO_SIGMA * np.median(np.abs(x - np.median(x))))


def noise_sigma(x: np.ndarray) -> float:
    """Batch-to-batch noise of a curve: MAD of successive differences / sqrt(2) (a slow trend cancels out)."""
    x = np.asarray(x, dtype="float64")
    return mad(np.diff(x)) / math.sqrt(2.0) if x.size > 2 else 0.0


def robust_z(x: np.ndarray, center: np.ndarray | float | None = None,
             scale: np.ndarray | float | None = None) -> np.ndarray:
    """(x - median) / (1.4826 MAD); a zero scale falls back to the mean absolute deviation, then to 1."""
    x = np.asarray(x, dtype="float64")
    c = np.median(x) if center is None else center
    s = mad(x - c) if scale is None else scale
    if np.isscalar(s) and not s > 0:
        s = float(np.mean(np.abs(x - c))) or 1.0
    return (x - c) / s


def ema(x: np.ndarray, alpha: float, debias: bool = True) -> np.ndarray:
    """Exponential moving average. Debiased (Adam-style) it does not start pulled towards zero."""
    return pd.Series(np.asarray(x, dtype="float64")).ewm(alpha=alpha, adjust=debias).mean().to_numpy(copy=True)


def rolling_median(x: np.ndarray, window: int, center: bool = True) -> np.ndarray:
    return pd.Series(np.asarray(x, dtype="float64")).rolling(window, center=center, min_periods=1).median().to_numpy(copy=True)


def trailing_median(x: np.ndarray, window: int) -> np.ndarray:
    """Median of the `window` points strictly before each point (NaN for the first)."""
    s = pd.Series(np.asarray(x, dtype="float64"))
    return s.shift(1).rolling(window, min_periods=1).median().to_numpy(copy=True)


def smooth_window(n: int) -> int:
    """An odd smoothing window that grows with the series: ~4% of the points, between 3 and 101."""
    w = int(np.clip(n // 25, 3, 101))
    return w if w % 2 else w + 1


# ---------------------------------------------------------------- trend tests

def subsample_idx(n: int, max_points: int) -> np.ndarray:
    """Evenly spaced indices (first and last included) when n exceeds max_points."""
    if n <= max_points:
        return np.arange(n)
    return np.unique(np.linspace(0, n - 1, max_points).round().astype("int64"))


@dataclass(frozen=True)
class Trend:
    """A monotonic trend test result: Kendall's tau, the normal-approximation p-value, Theil-Sen slope."""

    tau: float
    p_value: float
    slope: float  # per unit of x (steps)

    @property
    def direction(self) -> str:
        if self.p_value >= 0.05:
            return "flat"
        return "up" if self.tau > 0 else "down"


@lru_cache(maxsize=8)
def _pairs(n: int) -> tuple[np.ndarray, np.ndarray]:
    """Index arrays (i, j) of every pair i < j among n points (cached: the subsample size repeats)."""
    return np.triu_indices(n, 1)


def mann_kendall(y: np.ndarray, max_points: int = 1000) -> tuple[float, float]:
    """Mann-Kendall test: (tau, two-sided p). Subsamples to max_points (O(n^2) pairs); ties ignored."""
    y = np.asarray(y, dtype="float64")
    y = y[subsample_idx(y.size, max_points)]
    n = y.size
    if n < 3:
        return 0.0, 1.0
    i, j = _pairs(n)
    s = float(np.sign(y[j] - y[i]).sum())
    var = n * (n - 1) * (2 * n + 5) / 18.0
    z = 0.0 if s == 0 else (s - np.sign(s)) / math.sqrt(var)
    p = math.erfc(abs(z) / math.sqrt(2.0))
    tau = s / (n * (n - 1) / 2.0)
    return tau, p


def theil_sen(x: np.ndarray, y: np.ndarray, max_points: int = 1000) -> float:
    """Median of pairwise slopes: a line fit that ignores spikes. Subsamples to max_points."""
    x = np.asarray(x, dtype="float64")
    y = np.asarray(y, dtype="float64")
    idx = subsample_idx(x.size, max_points)
    x, y = x[idx], y[idx]
    if x.size < 2:
        return 0.0
    i, j = _pairs(x.size)
    dx, dy = x[j] - x[i], y[j] - y[i]
    ok = dx != 0
    return float(np.median(dy[ok] / dx[ok])) if ok.any() else 0.0


def trend(x: np.ndarray, y: np.ndarray, max_points: int = 1000) -> Trend:
    tau, p = mann_kendall(y, max_points)
    return Trend(tau=tau, p_value=p, slope=theil_sen(x, y, max_points))


# ---------------------------------------------------------------- downsampling

@dataclass(frozen=True)
class Buckets:
    """A series reduced to equal-count buckets; with one point per bucket it is the series itself."""

    step: np.ndarray  # median step of each bucket
    median: np.ndarray
    high: np.ndarray
    high_step: np.ndarray
    low: np.ndarray
    low_step: np.ndarray
    size: int  # points per bucket


def buckets(steps: np.ndarray, values: np.ndarray, max_points: int = 4000) -> Buckets:
    """Reduce to at most max_points buckets keeping median, min and max (and where they happened)."""
    steps = np.asarray(steps)
    values = np.asarray(values, dtype="float64")
    n = values.size
    if n <= max_points:
        return Buckets(steps, values, values, steps, values, steps, 1)
    size = math.ceil(n / max_points)
    nb = math.ceil(n / size)
    pad = nb * size - n
    # Edge padding repeats the last point: it shifts only the last bucket's median, and by at most one rank.
    v = np.pad(values, (0, pad), mode="edge").reshape(nb, size)
    s = np.pad(steps, (0, pad), mode="edge").reshape(nb, size)
    rows = np.arange(nb)
    hi, lo = v.argmax(axis=1), v.argmin(axis=1)
    return Buckets(
        step=s[:, size // 2], median=np.median(v, axis=1),
        high=v[rows, hi], high_step=s[rows, hi], low=v[rows, lo], low_step=s[rows, lo], size=size,
    )


# ---------------------------------------------------------------- chance level

def chance_loss(num_classes: int) -> float:
    """Cross-entropy of a uniform guess over num_classes: ln(k)."""
    return math.log(num_classes)
