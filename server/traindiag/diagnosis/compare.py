"""Compare runs: which is better at matched steps, where the curves part, which settings differ.

Runs are judged on validation loss when every run logs it (best value up to the common last step), else
on the smoothed training loss at the common last step, so a longer run never wins just by being longer.
"Where they part" is the first step of the shared range from which the smoothed curves stay further
apart than their own step-to-step noise allows (3 combined robust sigmas, for 3 grid points in a row).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np
import pandas as pd
from pydantic import BaseModel, Field

from traindiag.errors import InputError
from traindiag.ingest.context import Context
from traindiag.ingest.run import Run
from traindiag.numbers import num, step

GRID = 200
PART_SIGMAS = 3.0
PART_RUN = 3


class RunResult(BaseModel):
    name: str
    source: str
    score: float | None = Field(description="the compared value (lower is better); None if not comparable")
    steps: tuple[int, int] | None = None
    main_symptom: str | None = None
    severity: str | None = None
    parted_at: int | None = Field(default=None, description="step where it parts from the best run")


class Comparison(BaseModel):
    metric: str = Field(description="what was compared: 'val_loss (best)' or 'train_loss (smoothed)'")
    matched_step: int | None = Field(description="the common last step the runs are compared at")
    best: str | None
    runs: list[RunResult] = Field(description="best first")
    hparams_differ: dict[str, dict[str, str | float | int | bool | None]] = Field(default_factory=dict)
    summary: str


def compare_runs(runs: Sequence[Run], context: Context | None = None) -> Comparison:
    if len(runs) < 2:
        raise InputError("compare needs at least two runs: pass two or more logs")
    names = _unique_names(runs)
    use_val = all(len(_finite(r.get("val_loss"))) >= 2 for r in runs)
    metric = "val_loss" if use_val else "train_loss"
    curves = {n: _finite(r.get(metric)) for n, r in zip(names, runs, strict=True)}
    present = [c for c in curves.values() if len(c)]
    matched = int(min(c.index[-1] for c in present)) if present else None
    scores = {n: _score(c, matched, use_val) for n, c in curves.items()}
    symptoms = _main_symptoms(runs, names, context)
    order = sorted(names, key=lambda n: (scores[n] is None, scores[n] if scores[n] is not None else 0.0))
    best = order[0] if scores[order[0]] is not None else None
    # Where the curves part is read on the densest curve both log: the train loss, when every run has it
    # (a handful of evaluations cannot place the parting).
    dense = {n: _finite(r.get("train_loss")) for n, r in zip(names, runs, strict=True)}
    part_on = dense if all(len(c) >= 5 for c in dense.values()) else curves
    results = []
    for n in order:
        r = runs[names.index(n)]
        parted = _parting(part_on[best], part_on[n]) if best and n != best else None
        sym, sev = symptoms.get(n, (None, None))
        results.append(RunResult(name=n, source=r.source, score=None if scores[n] is None else round(scores[n], 6),
                                 steps=r.steps, main_symptom=sym, severity=sev, parted_at=parted))
    differ = _hparam_diff(runs, names)
    label = f"{metric} (best)" if use_val else f"{metric} (smoothed)"
    second = results[1].name if len(results) > 1 else None
    judged = bool(best and second and _overlap(part_on[best], part_on[second]))
    return Comparison(metric=label, matched_step=matched, best=best, runs=results, hparams_differ=differ,
                      summary=_summary(results, label, matched, differ, judged))


def _unique_names(runs: Sequence[Run]) -> list[str]:
    out: list[str] = []
    for r in runs:
        name = r.name or "run"
        if name in out:
            name = f"{name} ({r.source})" if f"{name} ({r.source})" not in out else f"{name} #{len(out) + 1}"
        out.append(name)
    return out


def _finite(s: pd.Series) -> pd.Series:
    return s[np.isfinite(s.to_numpy())] if len(s) else s


def _score(c: pd.Series, matched: int | None, use_val: bool) -> float | None:
    if not len(c) or matched is None:
        return None
    upto = c[c.index <= matched]
    if not len(upto):
        return None
    if use_val:
        return float(upto.min())
    k = max(3, len(upto) // 20)
    return float(upto.iloc[-k:].median())


def _smooth_on(c: pd.Series, grid: np.ndarray) -> np.ndarray:
    """Centred rolling median of the curve, linearly interpolated onto `grid`."""
    w = max(3, len(c) // 50) | 1
    sm = c.rolling(w, center=True, min_periods=1).median()
    return np.interp(grid, sm.index.to_numpy(dtype="float64"), sm.to_numpy())


def _noise(c: pd.Series) -> float:
    """Robust sigma of step-to-step changes (batch noise), per point."""
    d = np.diff(c.to_numpy())
    if d.size < 2:
        return 0.0
    return float(1.4826 * np.median(np.abs(d - np.median(d))) / math.sqrt(2))


def _overlap(a: pd.Series, b: pd.Series) -> bool:
    """Whether two curves share enough points and steps to say where they part."""
    return len(a) >= 5 and len(b) >= 5 and min(a.index[-1], b.index[-1]) > max(a.index[0], b.index[0])


def _parting(a: pd.Series, b: pd.Series) -> int | None:
    if not _overlap(a, b):
        return None
    lo, hi = max(a.index[0], b.index[0]), min(a.index[-1], b.index[-1])
    grid = np.linspace(lo, hi, GRID)
    gap = np.abs(_smooth_on(a, grid) - _smooth_on(b, grid))
    tol = PART_SIGMAS * math.hypot(_noise(a), _noise(b))
    tol = max(tol, 1e-3 * max(abs(float(a.median())), abs(float(b.median()))))
    apart = gap > tol
    runs = np.convolve(apart.astype(int), np.ones(PART_RUN, dtype=int), mode="valid") == PART_RUN
    if not runs.any():
        return None
    return int(round(grid[int(np.argmax(runs))]))


def _main_symptoms(runs: Sequence[Run], names: list[str], context: Context | None) -> dict[str, tuple[str, str]]:
    try:
        from traindiag.analysis import detect
    except ImportError:
        return {}
    from traindiag.diagnosis.engine import _shown, merge_findings

    out = {}
    for n, r in zip(names, runs, strict=True):
        found, _ = detect(r, context or Context())
        shown = _shown(merge_findings(found))
        if shown:
            out[n] = (shown[0].symptom, shown[0].severity)
    return out


def _scalar(v: object) -> str | float | int | bool | None:
    if v is None or isinstance(v, bool | int | float):
        return v  # type: ignore[return-value]
    return str(v)[:60]


def _hparam_diff(runs: Sequence[Run], names: list[str]) -> dict[str, dict[str, str | float | int | bool | None]]:
    keys = sorted({k for r in runs for k in r.hparams})
    out = {}
    for k in keys:
        vals = {n: _scalar(r.hparams.get(k)) for n, r in zip(names, runs, strict=True)}
        if len({repr(v) for v in vals.values()}) > 1:
            out[k] = vals
    return out


def _summary(results: list[RunResult], label: str, matched: int | None, differ: dict, judged: bool = True) -> str:
    scored = [r for r in results if r.score is not None]
    if len(scored) < 2:
        return f"not enough {label.split()[0]} points in every run to rank them"
    best, second = scored[0], scored[1]
    assert best.score is not None and second.score is not None
    gap = second.score - best.score
    rel = f" ({num(100 * gap / abs(second.score), 2)}% lower)" if second.score else ""
    text = (f"{best.name} is best: {label} {num(best.score)} vs {num(second.score)} for {second.name}"
            f"{rel} at step {step(matched or 0)}")
    if second.parted_at is not None:
        text += f"; they part from step {step(second.parted_at)}"
    elif judged:
        text += "; the curves never part beyond noise"
    else:
        text += "; too few shared points to tell where they part"
    if differ:
        text += f"; settings that differ: {', '.join(list(differ)[:6])}"
    return text + "."
