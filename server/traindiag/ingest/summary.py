"""What ingest found, compactly: the answer of `traindiag parse` and of the `parse_log` MCP tool.

The summary is bounded whatever the log size (at most MAX_RUNS runs in detail, MAX_SERIES series per
run, a few example steps per event kind, MAX_HPARAMS hyperparameters), so an assistant can read it in a
few hundred tokens. Non-finite values are written as the strings "nan", "inf", "-inf" (JSON has no NaN).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np
from pydantic import BaseModel, Field

from traindiag.ingest.digest import SeriesDigest, digest_run, render_digest
from traindiag.ingest.run import Run

MAX_RUNS = 10
MAX_SERIES = 30
MAX_EVENT_STEPS = 3
MAX_HPARAMS = 25
MAX_NOTES = 8
MAX_TEXT = 160
MAX_DIGESTS = 4  # the main series shown as logged points (train_loss, val_loss, lr, grad_norm first)
DIGEST_POINTS = 12

Number = float | str


class SeriesSummary(BaseModel):
    """One metric of one run."""

    name: str = Field(description="canonical metric name (train_loss, val_loss, lr, grad_norm...)")
    logged_as: str | None = Field(None, description="the name the log used, when different")
    count: int = Field(description="points logged")
    first_step: int
    last_step: int
    first: Number | None
    last: Number | None
    min: Number | None = Field(None, description="smallest finite value")
    min_step: int | None = None
    max: Number | None = Field(None, description="largest finite value")
    non_finite: int = Field(0, description="points logged as NaN or +-inf")
    first_non_finite_step: int | None = None


class EventSummary(BaseModel):
    """Events of one kind (NaN warnings, overflows, OOM, resumes...)."""

    kind: str
    count: int
    steps: list[int | None] = Field(description=f"steps of the first {MAX_EVENT_STEPS}")
    example: str = Field(description="the first one, as the log said it")


class RunSummary(BaseModel):
    name: str
    format: str
    source: str
    step_unit: str
    steps: tuple[int, int] | None = Field(description="first and last logged step")
    val_split: str | None = Field(None, description="what the log called held-out data (eval, valid, test)")
    series: list[SeriesSummary]
    series_left_out: list[str] = Field(default_factory=list)
    digests: list[SeriesDigest] = Field(default_factory=list, description="the main series as a few logged points "
                                                                          "that keep their shape")
    events: list[EventSummary]
    hparams: dict[str, Number | bool | None]
    notes: list[str]


class ParseSummary(BaseModel):
    """What was read from a log: format, runs, series, events, hyperparameters."""

    source: str
    format: str
    run_count: int
    runs: list[RunSummary]
    runs_left_out: list[str] = Field(default_factory=list, description="further runs, by name")


def _number(value: float | None) -> Number | None:
    if value is None:
        return None
    value = float(value)
    if math.isnan(value):
        return "nan"
    if math.isinf(value):
        return "inf" if value > 0 else "-inf"
    return float(f"{value:.6g}")


def _series(name: str, run: Run) -> SeriesSummary:
    s = run.series[name]
    values = s.to_numpy(dtype="float64")
    steps = s.index.to_numpy()
    finite = np.isfinite(values)
    bad = np.flatnonzero(~finite)
    low = high = low_step = None
    if finite.any():
        at = int(np.flatnonzero(finite)[np.argmin(values[finite])])
        low, low_step, high = values[at], int(steps[at]), float(values[finite].max())
    raw = run.original_names.get(name)
    return SeriesSummary(
        name=name, logged_as=raw if raw and raw != name else None, count=int(values.size),
        first_step=int(steps[0]), last_step=int(steps[-1]), first=_number(values[0]), last=_number(values[-1]),
        min=_number(low), min_step=low_step, max=_number(high), non_finite=int(bad.size),
        first_non_finite_step=int(steps[bad[0]]) if bad.size else None,
    )


def _events(run: Run) -> list[EventSummary]:
    by_kind: dict[str, list] = {}
    for event in run.events:
        by_kind.setdefault(event.kind, []).append(event)
    return [EventSummary(kind=kind, count=len(events), steps=[e.step for e in events[:MAX_EVENT_STEPS]],
                         example=events[0].text[:MAX_TEXT])
            for kind, events in by_kind.items()]


def _hparam(value: object) -> Number | bool | None:
    if value is None or isinstance(value, bool):
        return value
    if isinstance(value, int | float):
        return _number(value)
    return str(value)[:60]


def summarize_run(run: Run) -> RunSummary:
    names = [n for n in run.series if len(run.series[n])]
    # Canonical metrics first (they are what detectors read), then the rest in log order.
    names.sort(key=lambda n: (n not in _CANONICAL_ORDER, _CANONICAL_ORDER.get(n, 0)))
    return RunSummary(
        name=run.name, format=run.format, source=run.source, step_unit=run.step_unit, steps=run.steps,
        val_split=run.meta.get("val_split"),
        series=[_series(n, run) for n in names[:MAX_SERIES]], series_left_out=names[MAX_SERIES:],
        digests=digest_run(run, names[:MAX_DIGESTS], DIGEST_POINTS),
        events=_events(run),
        hparams={str(k)[:60]: _hparam(v) for k, v in list(run.hparams.items())[:MAX_HPARAMS]},
        notes=[n[:MAX_TEXT * 2] for n in run.notes[:MAX_NOTES]],
    )


_CANONICAL_ORDER = {name: i for i, name in enumerate(
    ["train_loss", "val_loss", "lr", "grad_norm", "train_accuracy", "val_accuracy", "loss_scale", "step_time",
     "throughput", "memory", "epoch", "wall_time"])}


def summarize(runs: Sequence[Run], source_label: str, format: str) -> ParseSummary:
    """The bounded summary of `runs` read from `source_label` as `format`."""
    formats = sorted({r.format for r in runs})
    shown = "+".join(formats) if len(formats) > 1 else format
    return ParseSummary(source=str(source_label), format=shown, run_count=len(runs),
                        runs=[summarize_run(r) for r in runs[:MAX_RUNS]],
                        runs_left_out=[r.name for r in runs[MAX_RUNS:]])


def _fmt(value: Number | bool | None) -> str:
    if value is None:
        return "-"
    if isinstance(value, float):
        return f"{value:.4g}"
    return str(value)


def render_text(summary: ParseSummary) -> str:
    """The summary as a few lines of plain text (markdown-friendly) for the terminal."""
    plural = "run" if summary.run_count == 1 else "runs"
    out = [f"{summary.source}: {summary.format}, {summary.run_count} {plural}"]
    for run in summary.runs:
        span = f"{run.step_unit}s {run.steps[0]}..{run.steps[1]}" if run.steps else "no steps"
        split = f", held-out data called '{run.val_split}'" if run.val_split else ""
        out.append("")
        out.append(f"## {run.name} ({run.format}, {span}{split})")
        header = ("metric", "points", "steps", "first", "last", "min (step)", "non-finite")
        rows = [header]
        for s in run.series:
            name = s.name + (f" <- {s.logged_as}" if s.logged_as else "")
            low = f"{_fmt(s.min)} ({s.min_step})" if s.min_step is not None else "-"
            bad = f"{s.non_finite} from step {s.first_non_finite_step}" if s.non_finite else "-"
            rows.append((name, str(s.count), f"{s.first_step}..{s.last_step}", _fmt(s.first), _fmt(s.last), low, bad))
        widths = [max(len(r[i]) for r in rows) for i in range(len(header))]
        out += ["  " + "  ".join(cell.ljust(w) for cell, w in zip(r, widths, strict=True)).rstrip() for r in rows]
        if run.series_left_out:
            out.append(f"  ... and {len(run.series_left_out)} more: {', '.join(run.series_left_out[:10])}")
        out += [f"  curve {render_digest(d)}" for d in run.digests]
        for e in run.events:
            steps = ", ".join("?" if s is None else str(s) for s in e.steps)
            out.append(f"  event {e.kind} x{e.count} (step {steps}): {e.example}")
        if run.hparams:
            out.append("  hparams: " + ", ".join(f"{k}={_fmt(v)}" for k, v in run.hparams.items()))
        out += [f"  note: {n}" for n in run.notes]
    if summary.runs_left_out:
        out.append("")
        out.append(f"... and {len(summary.runs_left_out)} more runs: {', '.join(summary.runs_left_out[:20])}")
    return "\n".join(out) + "\n"
