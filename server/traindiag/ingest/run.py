"""The one tidy table every reader produces.

A `Run` stores each metric as its own float64 `pd.Series` indexed by integer step, holding exactly the
points the log printed: a missing point is absent, a NaN is a NaN the log printed. `Run.table` joins
them into the wide frame (one row per step, canonical columns) for people and plots; detectors read
`Run.series` so that "not logged" and "logged NaN" never blur.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, Literal

import numpy as np
import pandas as pd

from traindiag.ingest.names import canonical_name, is_per_class, promote_unnamed, slug, unit_factor

EventKind = Literal[
    "nan_warning",  # a NaN/Inf warning printed by the framework or the user
    "overflow",  # fp16 gradient overflow (usually with a loss-scale change)
    "skipped_step",  # "skipping step", "number of skipped iterations: 3"
    "loss_scale_change",
    "oom",  # CUDA/CPU out of memory
    "traceback",  # a Python traceback (first line kept)
    "resume",  # the step went backwards: a restart or a resume from checkpoint
    "warning",  # any other framework warning worth showing
]


@dataclass(frozen=True)
class Event:
    """Something the log said in words rather than numbers."""

    kind: EventKind
    step: int | None
    line: int | None
    text: str


StepUnit = Literal["step", "epoch"]


@dataclass
class Run:
    """One training run read from a log: metrics, events, hyperparameters."""

    name: str
    format: str
    source: str
    series: dict[str, pd.Series] = field(default_factory=dict)
    events: list[Event] = field(default_factory=list)
    hparams: dict[str, Any] = field(default_factory=dict)
    original_names: dict[str, str] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    step_unit: StepUnit = "step"
    meta: dict[str, Any] = field(default_factory=dict)

    @property
    def metrics(self) -> list[str]:
        return list(self.series)

    def has(self, metric: str) -> bool:
        return metric in self.series and len(self.series[metric]) > 0

    def get(self, metric: str) -> pd.Series:
        """The series for `metric`, or an empty float series."""
        s = self.series.get(metric)
        return s if s is not None else pd.Series([], dtype="float64", index=pd.Index([], dtype="int64", name="step"))

    @property
    def table(self) -> pd.DataFrame:
        """Wide frame: one row per logged step, one column per canonical metric (train first, then val_)."""
        if not self.series:
            return pd.DataFrame(index=pd.Index([], dtype="int64", name="step"))
        cols = sorted(self.series, key=lambda m: (m.startswith("val_"), m))
        frame = pd.concat({m: self.series[m] for m in cols}, axis=1).sort_index()
        frame.index.name = "step"
        return frame

    @property
    def train(self) -> pd.DataFrame:
        t = self.table
        return t[[c for c in t.columns if not c.startswith("val_")]].dropna(how="all")

    @property
    def eval(self) -> pd.DataFrame:
        t = self.table
        return t[[c for c in t.columns if c.startswith("val_")]].dropna(how="all")

    @property
    def steps(self) -> tuple[int, int] | None:
        """First and last step of any series."""
        lows = [int(s.index[0]) for s in self.series.values() if len(s)]
        highs = [int(s.index[-1]) for s in self.series.values() if len(s)]
        return (min(lows), max(highs)) if lows else None


class RunBuilder:
    """Collects (step, name, value) columns from a reader and builds a clean `Run`.

    Readers hand over whole numpy arrays per metric (vectorised), not one point at a time.
    `build()` maps names to canonical ones, converts units, sorts by step, resolves repeated steps
    (a resume: the later write wins, and the overlap is reported), and drops empty series.
    """

    def __init__(self, name: str, format: str, source: str) -> None:
        self.run = Run(name=name, format=format, source=source)
        self._columns: dict[str, list[tuple[np.ndarray, np.ndarray]]] = {}

    def add(self, raw_name: str, steps: Iterable[float] | np.ndarray, values: Iterable[float] | np.ndarray,
            *, canonical: str | None = None) -> None:
        """Add points of the metric printed as `raw_name` (already canonical if `canonical` is given)."""
        if canonical is None:
            canonical, split = canonical_name(raw_name)
            if split is not None:
                self.run.meta.setdefault("val_split", split)
            factor = unit_factor(raw_name)
        else:
            factor = 1.0
        steps_arr = np.asarray(steps, dtype="float64")
        values_arr = np.asarray(values, dtype="float64")
        if factor != 1.0:
            values_arr = values_arr * factor
        if steps_arr.shape != values_arr.shape:
            raise ValueError(f"{raw_name}: {steps_arr.size} steps for {values_arr.size} values")
        self._columns.setdefault(canonical, []).append((steps_arr, values_arr))
        self.run.original_names.setdefault(canonical, raw_name)

    def event(self, kind: EventKind, step: int | None, line: int | None, text: str) -> None:
        self.run.events.append(Event(kind, step, line, text.strip()[:200]))

    def hparam(self, key: str, value: Any) -> None:
        self.run.hparams.setdefault(key, value)

    def note(self, text: str) -> None:
        if text not in self.run.notes:
            self.run.notes.append(text)

    def build(self) -> Run:
        # Metrics added with the same step array (the columns of one table) share its sorting and its index.
        prepared: dict[int, tuple[pd.Index | None, np.ndarray | None]] = {}
        for metric, chunks in self._columns.items():
            if len(chunks) == 1:
                steps, values = chunks[0]
                if id(steps) not in prepared:
                    prepared[id(steps)] = _step_index(steps)
                index, rows = prepared[id(steps)]
            else:
                values = np.concatenate([c[1] for c in chunks])
                index, rows = _step_index(np.concatenate([c[0] for c in chunks]))
            if index is None:
                continue
            # copy=False: pandas 3 copies numpy input by default; these arrays are ours alone (the values
            # handed over by the reader), so a copy would only double the memory.
            self.run.series[metric] = pd.Series(values if rows is None else values[rows], index=index, name=metric,
                                                copy=False)
        per_class = {m for m, raw in self.run.original_names.items() if is_per_class(raw)}
        for canonical, found in promote_unnamed(self.run.series, per_class):
            self.run.series[canonical] = self.run.series.pop(found).rename(canonical)
            self.run.original_names[canonical] = self.run.original_names.pop(found, found)
            self.note(f"{canonical} read from '{self.run.original_names[canonical]}' (the log names no plain loss "
                      f"or accuracy)")
        self._top_k_errors()
        return self.run

    def _top_k_errors(self) -> None:
        """`Top1`/`Top5` are accuracies in most logs and error rates in some (fb.resnet.torch). A top-5
        accuracy is never below the top-1 accuracy, so a top-5 below top-1 at most common points means both
        are errors: the series is renamed so that no detector reads a falling error as a falling accuracy."""
        series, names = self.run.series, self.run.original_names
        for metric in [m for m in series if m.endswith("accuracy")]:
            raw = names.get(metric, "")
            m = re.search(r"(top|acc)[-_ ]?1$", raw, re.IGNORECASE)
            if not m:
                continue
            partner = raw[: m.start()] + re.sub("1$", "5", raw[m.start():])
            other = next((k for k, r in names.items() if r == partner and k in series), None)
            if other is None:
                continue
            a, b = series[metric].align(series[other], join="inner")
            if a.size >= 3 and float(np.mean(b.to_numpy() < a.to_numpy())) > 0.5:
                error_name = f"{metric.removesuffix('accuracy')}{slug(raw)}_error"
                series[error_name] = series.pop(metric).rename(error_name)
                names[error_name] = names.pop(metric)
                self.note(f"'{raw}' read as an error rate, not an accuracy: '{partner}' is below it at most points")


def _step_index(steps: np.ndarray) -> tuple[pd.Index | None, np.ndarray | None]:
    """The int64 step index of a metric's points, sorted (stable), with the last write of a repeated step
    kept, and the rows of the points it keeps (None: all, in order). (None, None) when no step is usable.
    Done with numpy rather than an index hash."""
    usable = np.abs(steps) < 2.0**62  # a step must be a finite number that fits an int64
    rows = None if usable.all() else np.flatnonzero(usable)
    ints = (steps if rows is None else steps[rows]).astype("int64")
    if ints.size == 0:
        return None, None
    gaps = np.diff(ints)
    if (gaps < 0).any():
        order = np.argsort(ints, kind="stable")
        ints, rows = ints[order], order if rows is None else rows[order]
        gaps = np.diff(ints)
    if (gaps == 0).any():
        last = np.flatnonzero(np.append(gaps != 0, True))
        ints, rows = ints[last], last if rows is None else rows[last]
    return pd.Index(ints, name="step", copy=False), rows
