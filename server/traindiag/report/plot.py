"""Training curves as a picture, with every finding drawn where it happens.

`plot_runs(runs, findings)` stacks one panel per kind of curve on a shared step axis (loss, accuracy,
learning rate, gradient norm, step time or throughput, memory), overlays several runs in their own
colours, and marks each finding at its step (a dashed line through every panel) or over its span
(shaded), labelled in the panel of the series it was seen in. The result carries the matplotlib
`Figure` and a `PlotSummary` (panels, marks) for programs and the MCP tool.

Long logs stay fast: every line is reduced to min/max pairs per pixel bucket before drawing, so a one-step spike in a million points is still drawn at full height.
matplotlib is a core dependency imported only when a plot is drawn (start-up stays fast); the
object-oriented API (no pyplot) keeps drawing safe in the MCP server's worker threads.
"""

from __future__ import annotations

import io
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

import numpy as np
import pandas as pd
from pydantic import BaseModel, Field

from traindiag.analysis import stats
from traindiag.analysis.findings import Finding
from traindiag.errors import InputError, require
from traindiag.ingest.run import Run

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

DPI = 100
DEFAULT_WIDTH = 1200
PANEL_HEIGHT = 230  # px per panel when no height is asked for
MIN_SIZE, MAX_SIZE = 200, 6000
LOG_SPAN = 100.0  # a positive series whose max/min reaches two decades is drawn on a log axis
MAX_RUNS = 10
CHAT_WIDTH, CHAT_HEIGHT = 1000, 700  # what the MCP tool returns at most: readable in a chat, few tokens

# (panel key, title, metrics drawn, y label, whether a log axis is allowed)
PANELS: tuple[tuple[str, str, tuple[str, ...], str, bool], ...] = (
    ("loss", "Loss", ("train_loss", "val_loss"), "loss", True),
    ("accuracy", "Accuracy", ("train_accuracy", "val_accuracy"), "accuracy", False),
    ("lr", "Learning rate", ("lr",), "lr", False),
    ("grad_norm", "Gradient norm", ("grad_norm",), "grad norm", True),
    ("step_time", "Step time", ("step_time",), "s / step", False),
    ("throughput", "Throughput", ("throughput",), "per s", False),
    ("memory", "Memory", ("memory",), "MB", False),
)
# Batch-to-batch noisy series: drawn faint (raw) with an EMA on top so the trend reads through the noise.
NOISY = {"train_loss", "train_accuracy", "grad_norm", "step_time", "throughput"}
# Series not worth a panel of their own when nothing standard was logged.
_BOOKKEEPING = {"epoch", "wall_time", "step"}

# The short label each symptom gets on the plot (the symptom id is kept in the mark and the artist's gid).
LABELS: dict[str, str] = {
    "healthy": "healthy",
    "not_learning": "not learning",
    "slow_convergence": "slow convergence",
    "plateau": "plateau",
    "oscillation": "oscillation",
    "loss_spikes": "spikes",
    "divergence": "diverges",
    "nan_inf": "NaN",
    "overfitting": "overfits",
    "underfitting": "underfits",
    "delayed_generalization": "generalizes late",
    "double_descent": "double descent",
    "vanishing_gradients": "vanishing grads",
    "exploding_gradients": "grad blow-up",
    "dead_relu": "dead ReLUs",
    "saturation": "saturation",
    "throughput_regression": "slowdown",
    "memory_growth": "memory grows",
    "lr_schedule_anomaly": "lr anomaly",
    "quantization_gap": "quant gap",
    "weight_collapse": "weights collapse",
    "weight_growth": "weights grow",
}
# Symptoms that describe a stretch of the run (shaded) rather than a moment (a line).
SPAN_SYMPTOMS = {"plateau", "oscillation", "not_learning", "slow_convergence", "underfitting"}
# Which fact holds the moment a symptom happens, most telling first.
MOMENT_FACTS = ("first_nan_step", "collapse_step", "restart_step", "drop_step", "onset_step", "peak_step",
                "max_step")
_SEVERITY_COLOR = {"critical": "#d62728", "warning": "#ff7f0e", "info": "#7f7f7f"}
# rcParams are global: drawing (and saving, when tick labels are made) holds the lock while its style is set,
# so two MCP calls drawing at once in worker threads cannot restore each other's fonts.
_STYLE_LOCK = threading.RLock()
RUN_COLORS = ("#1f77b4", "#2ca02c", "#9467bd", "#8c564b", "#e377c2", "#17becf", "#bcbd22", "#7f7f7f",
              "#ff9896", "#aec7e8")


class PanelSummary(BaseModel):
    """One panel of the figure."""

    key: str = Field(description="loss, accuracy, lr, grad_norm, step_time, throughput, memory or a metric name")
    title: str
    metrics: list[str] = Field(description="series drawn in it")
    log_scale: bool


class MarkSummary(BaseModel):
    """One finding as drawn."""

    run: str
    symptom: str = Field(description="symptom id from the vocabulary")
    severity: str
    label: str = Field(description="the text shown on the plot")
    panel: str = Field(description="key of the panel where the label is")
    kind: Literal["moment", "span", "spikes", "note"]
    step: int | None = Field(default=None, description="where it happens (start of a span)")
    end_step: int | None = Field(default=None, description="end of a span")
    steps: list[int] = Field(default_factory=list, description="each spike's step, for spikes")


class PlotSummary(BaseModel):
    """What the picture shows, in words a program can check."""

    width: int
    height: int
    runs: list[str]
    step_unit: str
    steps: tuple[int, int] | None
    panels: list[PanelSummary]
    marks: list[MarkSummary]
    points: dict[str, int] = Field(description="points logged per metric over all runs")
    drawn_points: int = Field(description="points actually drawn after min/max downsampling")
    notes: list[str] = Field(default_factory=list)

    def to_text(self) -> str:
        """Compact description for a chat (the picture itself goes alongside)."""
        span = f", {self.step_unit}s {self.steps[0]:,}-{self.steps[1]:,}" if self.steps else ""
        panels = ", ".join(p.title + (" (log)" if p.log_scale else "") for p in self.panels)
        lines = [f"Plot of {', '.join(self.runs)}{span}: {panels}."]
        for m in self.marks:
            where = ("" if m.step is None else f" at {self.step_unit} {m.step:,}" if m.end_step is None
                     else f" over {self.step_unit}s {m.step:,}-{m.end_step:,}")
            who = f"{m.run}: " if len(self.runs) > 1 else ""
            lines.append(f"- {who}{m.symptom} ({m.severity}){where}, drawn in {m.panel} as '{m.label}'")
        lines += [f"_{n}_" for n in self.notes]
        return "\n".join(lines)


@dataclass
class Plot:
    figure: Figure
    summary: PlotSummary
    style: dict[str, Any]

    def png(self) -> bytes:
        """The figure as PNG bytes, exactly summary.width x summary.height pixels."""
        import matplotlib

        buf = io.BytesIO()
        with _STYLE_LOCK, matplotlib.rc_context(self.style):
            self.figure.savefig(buf, format="png", dpi=DPI)
        return buf.getvalue()


# ---------------------------------------------------------------- entry points

def render_png(runs: Sequence[Run], findings: Sequence[Sequence[Finding]] | None = None, *,
               width: int = DEFAULT_WIDTH, height: int | None = None,
               max_height: int | None = None) -> tuple[bytes, PlotSummary]:
    """PNG bytes of the runs with their findings (detected here when not given), and what it shows."""
    with np.errstate(all="ignore"):  # a diverged run's 1e30 values overflow the axis arithmetic: drawn, not warned
        plot = plot_runs(runs, findings, width=width, height=height, max_height=max_height)
        return plot.png(), plot.summary


def plot_runs(runs: Sequence[Run], findings: Sequence[Sequence[Finding]] | None = None, *,
              width: int = DEFAULT_WIDTH, height: int | None = None, max_height: int | None = None) -> Plot:
    """Draw the runs (overlaid) with their findings; `findings[i]` belongs to `runs[i]`.

    Without `height` the picture gets a fixed height per panel, capped at `max_height` when given.
    """
    mpl = require("matplotlib", None, "plotting")
    from matplotlib import ticker
    from matplotlib.figure import Figure

    runs = list(runs)
    if not runs:
        raise InputError("nothing to plot: no run was read from the input")
    notes: list[str] = []
    if len(runs) > MAX_RUNS:
        notes.append(f"{len(runs)} runs: only the first {MAX_RUNS} are drawn")
        runs = runs[:MAX_RUNS]
    if findings is None:
        from traindiag.analysis import detect

        findings = [detect(run)[0] for run in runs]
    findings = list(findings)[: len(runs)]
    panels = _choose_panels(runs)
    if not panels:
        raise InputError("nothing to plot: no run has a numeric series with a finite value; check the log with "
                         "`traindiag parse`")
    width = _pixels(width, "width")
    if height is None:
        height = min(80 + PANEL_HEIGHT * len(panels), max_height or 1400)
    height = _pixels(height, "height")

    # Text scales with the picture so a chat-sized image stays readable and a large one is not sparse.
    font = float(np.clip(min(width / 140, (height - 60) / len(panels) / 20), 6.0, 11.0))
    style = {"font.size": font, "axes.titlesize": font + 1, "legend.fontsize": font - 1}
    with _STYLE_LOCK, mpl.rc_context(style):
        fig = Figure(figsize=(width / DPI, height / DPI), dpi=DPI)
        axes = fig.subplots(len(panels), 1, sharex=True, squeeze=False)[:, 0]
        _place(fig, width, height, font, len(panels))
        labels = _run_labels(runs)
        drawn = 0
        by_key: dict[str, Axes] = {}
        summaries: list[PanelSummary] = []
        for ax, (key, title, metrics, ylabel, may_log) in zip(axes, panels, strict=True):
            by_key[key] = ax
            log_scale = may_log and _spans_decades(runs, metrics)
            shown, n = _draw_panel(ax, runs, labels, metrics, width, log_scale)
            drawn += n
            if log_scale:
                ax.set_yscale("log")
            else:
                ax.yaxis.set_major_formatter(_compact_formatter(ticker))
            ax.set_title(title, loc="left")
            ax.set_ylabel(ylabel)
            ax.grid(True, alpha=0.25, linewidth=0.5)
            summaries.append(PanelSummary(key=key, title=title, metrics=sorted({m for _, m in shown}),
                                          log_scale=log_scale))
        unit = _step_unit(runs)
        if len({r.step_unit for r in runs}) > 1:
            notes.append("some runs count epochs, others steps: each is drawn against its own counter")
        axes[-1].set_xlabel(unit)
        axes[-1].xaxis.set_major_formatter(ticker.FuncFormatter(_step_tick))
        span = _step_span(runs)
        if span is not None and span[1] > span[0]:
            pad = 0.01 * (span[1] - span[0])
            axes[-1].set_xlim(span[0] - pad, span[1] + pad)
        marks = _draw_findings(by_key, list(axes), runs, labels, findings, span)
        axes[0].set_title(_title(runs, labels), loc="right")

    points: dict[str, int] = {}
    for run in runs:
        for metric, series in run.series.items():
            points[metric] = points.get(metric, 0) + len(series)
    summary = PlotSummary(width=width, height=height, runs=labels, step_unit=unit,
                          steps=span, panels=summaries, marks=marks, points=points, drawn_points=drawn, notes=notes)
    return Plot(fig, summary, style)


# ---------------------------------------------------------------- panels and lines

def _pixels(value: int, what: str) -> int:
    if not MIN_SIZE <= int(value) <= MAX_SIZE:
        raise InputError(f"--{what} {value}: give a size between {MIN_SIZE} and {MAX_SIZE} pixels")
    return int(value)


def _place(fig: Figure, width: int, height: int, font: float, panels: int) -> None:
    """Fixed margins in pixels (a layout engine costs more than the drawing itself on a long run)."""
    pt = font * DPI / 72  # one line of text in pixels
    left, right = 5.5 * pt + 18, 12
    top, bottom = 1.6 * pt + 8, 3.2 * pt + 8
    gap = 2.2 * pt + 6  # room for the next panel's title
    fig.subplots_adjust(left=left / width, right=1 - right / width, top=1 - top / height,
                        bottom=bottom / height, hspace=gap / max((height - top - bottom) / panels - gap, 1.0))


def _compact_formatter(ticker: Any) -> Any:
    """Tick labels like 3e-4, 0.25, 4,500: as few digits as keep neighbouring ticks apart, no offset text."""

    class Compact(ticker.Formatter):
        digits = 3

        def set_locs(self, locs: Sequence[float]) -> None:
            super().set_locs(locs)
            self.digits = next((d for d in range(3, 10) if len({stats.fmt_value(x, d) for x in locs}) == len(locs)), 10)

        def __call__(self, x: float, pos: int | None = None) -> str:
            return stats.fmt_value(x, self.digits)

    return Compact()


def _step_tick(value: float, _pos: int) -> str:
    """Steps as 1,500 / 250k / 1.2M: no '1e6' offset in the corner."""
    a = abs(value)
    if a >= 1e6:
        return f"{value / 1e6:.4g}M"
    if a >= 1e4:
        return f"{value / 1e3:.4g}k"
    return f"{value:,.0f}"


def _finite(run: Run, metric: str) -> bool:
    return run.has(metric) and bool(np.isfinite(run.series[metric].to_numpy()).any())


def _choose_panels(runs: Sequence[Run]) -> list[tuple[str, str, tuple[str, ...], str, bool]]:
    """The standard panels some run can fill; else one panel per other logged series (at most four)."""
    chosen = [p for p in PANELS if any(run.has(m) for run in runs for m in p[2])]
    if chosen:
        # Throughput is only worth a panel when step time is not logged: they say the same thing.
        if any(p[0] == "step_time" for p in chosen):
            chosen = [p for p in chosen if p[0] != "throughput"]
        return chosen
    others = sorted({m for run in runs for m in run.series if m not in _BOOKKEEPING and _finite(run, m)})
    return [(m, m, (m,), m, True) for m in others[:4]]


def _run_labels(runs: Sequence[Run]) -> list[str]:
    """Run names as shown; two runs with one name are told apart by their folder."""
    names = [r.name for r in runs]
    out = []
    for run, name in zip(runs, names, strict=True):
        if names.count(name) > 1:
            parent = Path(run.source).parent.name if run.source else ""
            name = f"{parent}/{name}" if parent and f"{parent}/{name}" != name else name
        out.append(name if len(name) <= 40 else name[:18] + "..." + name[-18:])
    if len(set(out)) < len(out):
        out = [f"{i + 1}: {n}" for i, n in enumerate(out)]
    return out


def _title(runs: Sequence[Run], labels: list[str]) -> str:
    if len(runs) == 1:
        return f"{labels[0]} ({runs[0].format})"
    return f"{len(runs)} runs overlaid"


def _step_unit(runs: Sequence[Run]) -> str:
    units = {r.step_unit for r in runs}
    return units.pop() if len(units) == 1 else "step"


def _step_span(runs: Sequence[Run]) -> tuple[int, int] | None:
    spans = [r.steps for r in runs if r.steps is not None]
    return (min(s[0] for s in spans), max(s[1] for s in spans)) if spans else None


def _spans_decades(runs: Sequence[Run], metrics: Sequence[str]) -> bool:
    """Whether the finite values of these series are all positive and cover two decades or more."""
    lows, highs = [], []
    for run in runs:
        for m in metrics:
            if run.has(m):
                v = run.series[m].to_numpy()
                v = v[np.isfinite(v)]
                if v.size:
                    lows.append(v.min())
                    highs.append(v.max())
    if not lows or min(lows) <= 0:
        return False
    return max(highs) / min(lows) >= LOG_SPAN


def _minmax(steps: np.ndarray, values: np.ndarray, max_points: int) -> tuple[np.ndarray, np.ndarray]:
    """Each bucket's min and max in time order (at most max_points points), so spikes keep their height.

    Computed here rather than from `stats.buckets`, whose bucket medians would cost a third of the whole
    plot at a million points.
    """
    n = values.size
    if n <= max_points:
        return steps, values
    size = -(-n // max(max_points // 2, 1))
    full = n - n % size
    v, s = values[:full].reshape(-1, size), steps[:full].reshape(-1, size)
    rows = np.arange(v.shape[0])
    lo, hi = v.argmin(axis=1), v.argmax(axis=1)
    lo_s, hi_s, lo_v, hi_v = s[rows, lo], s[rows, hi], v[rows, lo], v[rows, hi]
    if full < n:  # the short last bucket
        tail_v, tail_s = values[full:], steps[full:]
        i, j = tail_v.argmin(), tail_v.argmax()
        lo_s, hi_s = np.append(lo_s, tail_s[i]), np.append(hi_s, tail_s[j])
        lo_v, hi_v = np.append(lo_v, tail_v[i]), np.append(hi_v, tail_v[j])
    low_first = lo_s <= hi_s
    x = np.where(low_first[:, None], np.c_[lo_s, hi_s], np.c_[hi_s, lo_s]).ravel()
    y = np.where(low_first[:, None], np.c_[lo_v, hi_v], np.c_[hi_v, lo_v]).ravel()
    return x, y


def _smoothing_span(n: int) -> int:
    """EMA span for the smoothed train curve: ~2% of the points, so the trend reads through batch noise."""
    return int(np.clip(n // 50, 5, 20000))


def _draw_panel(ax: Axes, runs: Sequence[Run], labels: list[str], metrics: Sequence[str],
                width: int, log_scale: bool) -> tuple[list[tuple[int, str]], int]:
    """Draw each run's series of this panel; returns the (run index, metric) drawn and the point count.

    Each line's gid is ``series:<run index>:<metric>:<raw|smoothed|line>``. With one run the legend names
    the series; with several it names the runs (one entry each) and says which line style is which.
    On a log axis the smoothing runs on log values: a linear EMA trails a loss falling through decades
    far above the raw curve.
    """
    max_points = max(2 * width, 400)  # two points per pixel column: a min and a max
    shown: list[tuple[int, str]] = []
    drawn = 0
    many = len(runs) > 1
    styles: set[str] = set()
    for i, (run, label) in enumerate(zip(runs, labels, strict=True)):
        color = RUN_COLORS[i % len(RUN_COLORS)]
        entry = label if many else None
        named = [False]  # whether this run already has its legend entry in this panel

        for metric in metrics:
            if not run.has(metric):
                continue
            series = run.series[metric]
            steps = series.index.to_numpy()
            values = series.to_numpy()
            ok = np.isfinite(values)
            s, v = _minmax(steps[ok], values[ok], max_points)
            drawn += s.size
            gid = f"series:{i}:{metric}"
            if metric.startswith("val_"):
                styles.add("dashed: validation")
                ax.plot(s, v, color=color, linestyle="--", linewidth=1.2, label=_legend(named, entry, metric),
                        marker="o" if s.size <= 200 else None, markersize=3, gid=f"{gid}:line")
            elif ok.sum() >= 30 and metric in NOISY:
                styles.add("faint: raw, bold: smoothed")
                bold = _legend(named, entry, f"{metric} (smoothed)")  # a run's legend entry: its bold line
                ax.plot(s, v, color=color, linewidth=0.6, alpha=0.35, label=_legend(named, entry, f"{metric} (raw)"),
                        gid=f"{gid}:raw")
                alpha = 2.0 / (_smoothing_span(int(ok.sum())) + 1)
                smooth = (np.exp(stats.ema(np.log(values[ok]), alpha)) if log_scale
                          else stats.ema(values[ok], alpha))
                ss, sv = _minmax(steps[ok], smooth, max_points)
                drawn += ss.size
                ax.plot(ss, sv, color=color, linewidth=1.6, label=bold, gid=f"{gid}:smoothed")
            else:
                ax.plot(s, v, color=color, linewidth=1.1, label=_legend(named, entry, metric),
                        marker="." if s.size <= 60 else None, markersize=4, gid=f"{gid}:line")
            if not ok.all():
                _draw_nonfinite(ax, steps[~ok], color, max_points)
            shown.append((i, metric))
    if shown:
        title = "; ".join(sorted(styles)) if many and styles else None
        ax.legend(loc="best", ncols=1 if len(runs) < 6 else 2, framealpha=0.7, title=title,
                  title_fontsize="small")
    return shown, drawn


def _legend(named: list[bool], run_label: str | None, text: str) -> str:
    """The series name with one run; with several, the run's name on its first line and hidden on the rest."""
    if run_label is None:
        return text
    if named[0]:
        return "_" + text  # matplotlib leaves labels starting with "_" out of the legend
    named[0] = True
    return run_label


def _draw_nonfinite(ax: Axes, steps: np.ndarray, color: str, max_points: int) -> None:
    """NaN/Inf points as ticks along the bottom of the panel: a line cannot show them."""
    steps = steps[stats.subsample_idx(steps.size, max_points)]
    ax.plot(steps, np.full(steps.size, 0.02), linestyle="none", marker="|", markersize=6, color=color,
            transform=ax.get_xaxis_transform(), gid="nonfinite")


# ---------------------------------------------------------------- findings

def _int(x: Any) -> int | None:
    try:
        return None if x is None or isinstance(x, bool) else int(float(x))
    except (TypeError, ValueError):
        return None


def _moment(f: Finding) -> int | None:
    for key in MOMENT_FACTS:
        step = _int(f.facts.get(key))
        if step is not None:
            return step
    return f.steps[0] if f.steps else None


def _spike_steps(f: Finding) -> list[int]:
    raw = f.facts.get("spike_steps")
    if isinstance(raw, str) and raw:
        return [s for s in (_int(p) for p in raw.split(",")) if s is not None]
    return [s for s in (_int(f.facts.get("max_step")),) if s is not None]


def _label(f: Finding, kind: str, step: int | None, end: int | None, count: int = 0) -> str:
    base = LABELS.get(f.symptom, f.symptom.replace("_", " "))
    if f.symptom == "nan_inf" and f.facts.get("kind") == "inf":
        base = "Inf"
    if kind == "spikes":
        return f"{base} x{count}" if count > 1 else base
    if kind == "span" and step is not None and end is not None:
        return f"{base} {step:,}-{end:,}"
    return f"{base} @{step:,}" if step is not None else base


def _panel_for(f: Finding, by_key: dict[str, Axes]) -> str:
    metric = f.metric or ""
    for key, _, metrics, _, _ in PANELS:
        if metric in metrics and key in by_key:
            return key
    if metric in by_key:
        return metric
    if f.symptom in ("exploding_gradients", "vanishing_gradients") and "grad_norm" in by_key:
        return "grad_norm"
    if f.symptom == "lr_schedule_anomaly" and "lr" in by_key:
        return "lr"
    return "loss" if "loss" in by_key else next(iter(by_key))


def _value_at(run: Run, metric: str | None, steps: list[int]) -> np.ndarray:
    if not metric or not run.has(metric):
        return np.full(len(steps), np.nan)
    return run.series[metric].reindex(pd.Index(steps)).to_numpy(dtype="float64")


def _draw_findings(by_key: dict[str, Axes], axes: list[Axes], runs: Sequence[Run], labels: list[str],
                   findings: Sequence[Sequence[Finding]], span: tuple[int, int] | None) -> list[MarkSummary]:
    """Draw every finding; labels are staggered in rows so neighbours do not overwrite each other."""
    marks: list[MarkSummary] = []
    rows: dict[str, int] = {}
    many = len(runs) > 1
    lo, hi = span if span is not None else (0, 1)
    for i, (run, found) in enumerate(zip(runs, findings, strict=False)):
        for f in found:
            key = _panel_for(f, by_key)
            ax = by_key[key]
            color = _SEVERITY_COLOR.get(f.severity, "#7f7f7f")
            gid = f"finding:{i}:{f.symptom}"
            step: int | None = None
            end: int | None = None
            spikes: list[int] = []
            if f.symptom == "healthy":
                kind = "note"
            elif f.symptom == "loss_spikes":
                kind = "spikes"
                spikes = _spike_steps(f)
                step = _int(f.facts.get("max_step"))
                if step is None and spikes:
                    step = spikes[0]
            elif f.symptom in SPAN_SYMPTOMS and f.steps:
                kind = "span"
                onset = _int(f.facts.get("onset_step"))
                step = f.steps[0] if onset is None else onset
                end = f.steps[1]
            else:
                kind = "moment"
                step = _moment(f)
                if step is None:
                    kind = "note"
            text = _label(f, kind, step, end, len(spikes))
            shown = f"{labels[i]}: {text}" if many else text
            row = rows.get(key, 0)
            rows[key] = row + 1
            if kind == "note":
                ax.annotate(shown, xy=(0.01, 0.97 - 0.12 * (row % 4)), xycoords="axes fraction", va="top",
                            ha="left", color=color, gid=gid, zorder=6,
                            bbox={"boxstyle": "round,pad=0.2", "fc": "white", "ec": color, "alpha": 0.8})
            else:
                if kind == "span":
                    for a in axes:
                        a.axvspan(step, end, color=color, alpha=0.10 if a is ax else 0.05, linewidth=0, gid=gid)
                elif kind == "spikes":
                    values = _value_at(run, f.metric, spikes)
                    ok = np.isfinite(values)
                    ax.plot(np.asarray(spikes)[ok], values[ok], linestyle="none", marker="v", markersize=6,
                            markerfacecolor="none", markeredgecolor=color, gid=gid)
                    for a in axes:
                        for s in spikes:
                            a.axvline(s, color=color, linestyle=":", linewidth=0.6, alpha=0.5)
                else:
                    for a in axes:
                        a.axvline(step, color=color, linestyle="--", linewidth=0.9 if a is ax else 0.6,
                                  alpha=0.9 if a is ax else 0.5, gid=gid)
                right = step is not None and hi > lo and (step - lo) / (hi - lo) > 0.7
                ax.annotate(shown, xy=(step, 1.0), xycoords=ax.get_xaxis_transform(),
                            xytext=(-3 if right else 3, -3 - 11 * (row % 4)), textcoords="offset points",
                            va="top", ha="right" if right else "left", color=color, gid=gid, zorder=6,
                            bbox={"boxstyle": "round,pad=0.2", "fc": "white", "ec": color, "alpha": 0.8})
            marks.append(MarkSummary(run=labels[i], symptom=f.symptom, severity=f.severity, label=shown, panel=key,
                                     kind=kind, step=step, end_step=end, steps=spikes))
    return marks
