"""Per-layer gradient, weight and activation statistics: read them, find what is wrong and where.

`read_layer_stats(path)` reads one statistics file into a `LayerStats` (tidy long frame); `analyze_layers`
turns it into findings naming layers, steps and values; `inspect_gradients(path)` gives the compact
`GradientReport` the CLI (`traindiag gradients`) and the MCP tool return; `findings_for_path(path)` is what
the diagnosis of a run folder calls. No torch needed.
"""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pandas as pd
from pydantic import BaseModel, Field

from traindiag.analysis.findings import Finding
from traindiag.analysis.layers.readers import LayerStats, parse_stat_name, read_layer_stats
from traindiag.analysis.layers.rules import analyze_layers, is_weight_layer
from traindiag.errors import TraindiagError

__all__ = ["GradientReport", "LayerRow", "LayerStats", "analyze_layers", "findings_for_path", "inspect_gradients",
           "parse_stat_name", "read_layer_stats", "render_markdown", "stats_files"]

# File names that hold per-layer statistics in a run folder (the probe writes grad_stats.jsonl).
STATS_NAME = re.compile(r"(grad(ient)?[_-]?stats|layer[_-]?stats|grad[_-]?norms|activation[_-]?stats)", re.I)
STATS_SUFFIXES = {".jsonl", ".ndjson", ".json", ".csv", ".tsv"}
MAX_FOLDER_FILES = 8
MAX_EVENT_BYTES = 64 * 1024 * 1024
MAX_ROWS = 30


class LayerRow(BaseModel):
    """One layer's statistics over the sampled steps."""

    layer: str
    grad_norm_median: float | None = None
    grad_norm_last: float | None = None
    weight_norm_last: float | None = None
    update_ratio_median: float | None = None
    dead_frac_last: float | None = None
    zero_frac_last: float | None = None
    saturated_frac_last: float | None = None


class GradientReport(BaseModel):
    """What `traindiag gradients` and the inspect_gradients tool return."""

    source: str
    steps: tuple[int, int] | None = Field(default=None, description="first and last sampled step")
    sampled_steps: int = 0
    layers_total: int = 0
    layers: list[LayerRow] = Field(default_factory=list,
                                   description=f"per-layer summary, model order, at most {MAX_ROWS} rows "
                                               "(flagged layers kept first when cut)")
    findings: list[Finding] = Field(default_factory=list)
    notes: list[str] = Field(default_factory=list)


def _val(x: object) -> float | None:
    try:
        v = float(x)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return None
    return float(f"{v:.4g}") if np.isfinite(v) else None


def summarize_layers(stats: LayerStats, flagged: set[str]) -> tuple[list[LayerRow], int]:
    """Per-layer rows in model order, flagged layers first when over the row cap."""
    tables = {s: stats.table(s) for s in ("grad_norm", "weight_norm", "update_ratio", "dead_frac", "zero_frac",
                                          "saturated_frac")}
    names = [n for n in stats.order if any(n in t.columns for t in tables.values())]
    rows = []
    for name in names:
        def col(stat: str, name: str = name) -> pd.Series:
            t = tables[stat]
            return t[name].dropna() if name in t.columns else pd.Series(dtype="float64")
        g, w, u = col("grad_norm"), col("weight_norm"), col("update_ratio")
        d, z, s = col("dead_frac"), col("zero_frac"), col("saturated_frac")
        rows.append(LayerRow(
            layer=name, grad_norm_median=_val(g.median()) if len(g) else None,
            grad_norm_last=_val(g.iloc[-1]) if len(g) else None, weight_norm_last=_val(w.iloc[-1]) if len(w) else None,
            update_ratio_median=_val(u.median()) if len(u) else None, dead_frac_last=_val(d.iloc[-1]) if len(d) else None,
            zero_frac_last=_val(z.iloc[-1]) if len(z) else None, saturated_frac_last=_val(s.iloc[-1]) if len(s) else None,
        ))
    if len(rows) > MAX_ROWS:
        keep = {r.layer for r in rows if r.layer in flagged}
        keep |= {r.layer for r in rows if is_weight_layer(stats, r.layer)}
        chosen = [r for r in rows if r.layer in flagged][:MAX_ROWS]
        chosen += [r for r in rows if r.layer in keep and r not in chosen][: MAX_ROWS - len(chosen)]
        order = {r.layer: i for i, r in enumerate(rows)}
        rows_out = sorted(chosen, key=lambda r: order[r.layer])
        return rows_out, len(rows)
    return rows, len(rows)


def inspect_gradients(path: str | Path) -> GradientReport:
    """Read a per-layer statistics file and report findings plus a per-layer summary."""
    stats = read_layer_stats(path)
    findings = analyze_layers(stats, run=Path(path).name)
    flagged = {str(v) for f in findings for k, v in f.facts.items() if k.endswith("_layer") and v}
    rows, total = summarize_layers(stats, flagged)
    sampled = int(stats.frame["step"].nunique())
    notes = list(stats.notes)
    if total > len(rows):
        notes.append(f"{total} layers; showing {len(rows)} (flagged and weight layers first)")
    return GradientReport(source=str(path), steps=stats.steps, sampled_steps=sampled, layers_total=total,
                          layers=rows, findings=findings, notes=notes)


def render_markdown(report: GradientReport) -> str:
    from traindiag.numbers import num

    span = f"steps {report.steps[0]:,}-{report.steps[1]:,}" if report.steps else "no steps"
    out = [f"# Per-layer statistics: {report.source}", "",
           f"{report.layers_total} layers, {report.sampled_steps} sampled steps ({span}).", ""]
    if report.findings:
        out.append("## Findings")
        for f in report.findings:
            out.append(f"- **{f.symptom}** ({f.severity}, confidence {f.confidence:.2f})")
            out += [f"  - {e}" for e in f.evidence]
    else:
        out.append("No per-layer problem found: gradients flow to every layer at sane magnitudes.")
    out += ["", "## Layers", "", "| layer | grad norm (median) | grad norm (last) | weight norm | update ratio | "
            "dead/zero | saturated |", "|---|---|---|---|---|---|---|"]
    for r in report.layers:
        dz = r.dead_frac_last if r.dead_frac_last is not None else r.zero_frac_last
        cells = [num(r.grad_norm_median), num(r.grad_norm_last), num(r.weight_norm_last), num(r.update_ratio_median),
                 num(dz), num(r.saturated_frac_last)]
        out.append(f"| {r.layer} | " + " | ".join("" if c == "?" else c for c in cells) + " |")
    out += [f"\n_{n}_" for n in report.notes]
    return "\n".join(out) + "\n"


def stats_files(folder: Path) -> list[Path]:
    """Per-layer statistics files in a run folder: named like grad_stats.jsonl, or event files with per-layer tags."""
    named = sorted(f for f in folder.rglob("*") if f.is_file() and f.suffix.lower() in STATS_SUFFIXES
                   and STATS_NAME.search(f.name) and not any(p.startswith(".") for p in f.parts[-3:]))
    events = sorted(f for f in folder.rglob("*tfevents*") if f.is_file())
    if sum(f.stat().st_size for f in events) > MAX_EVENT_BYTES:
        events = []
    return (named + events)[:MAX_FOLDER_FILES]


def findings_for_path(path: str | Path) -> list[Finding]:
    """Per-layer findings for a statistics file or every statistics file in a run folder (none if absent)."""
    p = Path(path)
    files = stats_files(p) if p.is_dir() else [p]
    found: list[Finding] = []
    for f in files:
        try:
            stats = read_layer_stats(f)
        except TraindiagError:
            continue  # a log or event file without per-layer statistics: nothing to add
        found += analyze_layers(stats)
    return found
