"""A report as markdown for people and chat, in about 1,500 tokens whatever the log size.

The order follows how an engineer reads a diagnosis: what is wrong, why (most likely first, with the
evidence and the check that tells it from the next), what to change, what not to do, and whether to
kill the run. Caps keep it short: the report itself is already capped (engine.fit_budget); here the
less likely causes lose their details first.
"""

from __future__ import annotations

from traindiag.analysis.metric import MetricAnalysis
from traindiag.diagnosis.compare import Comparison
from traindiag.diagnosis.experiment import ExperimentReport
from traindiag.diagnosis.report_model import Report
from traindiag.ingest.digest import render_digest, render_points
from traindiag.numbers import num, step

MAX_CHARS = 6000
_DECISION = {"continue": "Continue", "watch": "Watch", "wait": "Wait", "stop_and_fix": "Stop and fix",
             "stop_converged": "Converged"}


def _steps(span: tuple[int, int] | None, unit: str) -> str:
    if not span:
        return ""
    a, b = span
    return f" ({unit}s {step(a)}-{step(b)})" if a != b else f" ({unit} {step(a)})"


def render_markdown(report: Report, detail_causes: int = 2) -> str:
    """Markdown for the report; shrinks the cause details, then the curves, until it fits MAX_CHARS."""
    for curves in (len(report.data.digests), 2, 1, 0):
        for n in range(detail_causes, -1, -1):
            text = _render(report, n, curves)
            if len(text) <= MAX_CHARS:
                return text
    return text[: MAX_CHARS - 20].rsplit("\n", 1)[0] + "\n\n_(truncated)_\n"


def _render(r: Report, detail: int, curves: int) -> str:
    d = r.data
    unit = d.step_unit
    out = ["# Training diagnosis", ""]
    span = f", {unit}s {step(d.steps[0])}-{step(d.steps[1])}" if d.steps else ""
    runs = f"{d.run_count} runs" if d.run_count > 1 else f"run '{d.runs[0]}'" if d.runs else "no run"
    out.append(f"_Read {d.source or 'input'} ({d.format}): {runs}{span}; "
               f"{', '.join(f'{k} {num(v)}' for k, v in list(d.series.items())[:6])}._")
    out.append("")
    v = r.verdict
    wait = f" ({num(v.wait_steps)} more {unit}s)" if v.wait_steps else ""
    out += [f"**Verdict: {_DECISION[v.decision]}{wait}.** {v.reason}", ""]

    out.append("## Symptoms")
    for s in r.symptoms:
        ev = "; ".join(s.evidence[:2])
        out.append(f"- **{s.id}** ({s.severity}, {s.confidence:.0%}){_steps(s.steps, unit)}" + (f": {ev}" if ev else ""))
        if s.points and s.id != "healthy":
            out.append(f"  - logged: {render_points(s.points)}")
    if not r.symptoms:
        out.append("- none judged (too little data)")
    out.append("")

    if curves and d.digests:
        out.append(f"## Curves (logged values, {unit}: value)")
        out += [f"- {render_digest(g)}" for g in d.digests[:curves]]
        out.append("")

    if r.causes:
        out.append("## Likely causes")
        for i, c in enumerate(r.causes, 1):
            out.append(f"{i}. **{c.id}** ({c.confidence:.0%}): {'; '.join(c.evidence[:3])}")
            if i <= detail:
                out.append(f"   - Tell apart: {c.tell_apart}")
                out.append(f"   - Fix: {c.fix}")
                out.append(f"   - Avoid: {c.avoid}")
                out.append(f"   - Read: {', '.join(c.references)}")
        out.append("")
        if detail == 0:
            top = r.causes[0]
            out += [f"**Fix:** {top.fix}", "", f"**Avoid:** {top.avoid}", ""]

    if r.projection is not None:
        out += ["## Projection", f"{r.projection.text}.", ""]

    if r.questions:
        out.append("## Questions that would change the ranking")
        for q in r.questions:
            opts = f" ({' / '.join(q.options)})" if q.options else ""
            out.append(f"- {q.text}{opts}: {q.why}")
        out.append("")

    reading = d.reading or d.notes[:2]
    if reading:
        out.append("## How this log was read")
        out += [f"- {line}" for line in reading]
        out.append("")
    if d.inconclusive:
        out.append("_Not judged: " + "; ".join(f"{i.symptom}: {i.reason}" for i in d.inconclusive[:3]) + "._")
    return "\n".join(out).rstrip() + "\n"


def render_comparison(c: Comparison) -> str:
    """A comparison as a markdown table plus the hyperparameters that differ."""
    out = ["# Run comparison", "", c.summary, "",
           f"| run | {c.metric} | {'steps'} | parts from best at | main symptom |", "|---|---|---|---|---|"]
    for r in c.runs:
        steps = f"{step(r.steps[0])}-{step(r.steps[1])}" if r.steps else "-"
        parted = step(r.parted_at) if r.parted_at is not None else ("-" if r.name == c.best else "never")
        sym = f"{r.main_symptom} ({r.severity})" if r.main_symptom else "-"
        out.append(f"| {r.name} | {num(r.score)} | {steps} | {parted} | {sym} |")
    if c.hparams_differ:
        names = [r.name for r in c.runs]
        out += ["", "Settings that differ:", "", "| setting | " + " | ".join(names) + " |",
                "|---|" + "---|" * len(names)]
        for k, vals in list(c.hparams_differ.items())[:20]:
            cells = ("-" if v is None else num(v) if isinstance(v, int | float) else str(v)
                     for v in (vals.get(n) for n in names))
            out.append(f"| {k} | " + " | ".join(cells) + " |")
    return "\n".join(out) + "\n"


MAX_EXPERIMENT_ROWS = 25  # the worst runs shown; the rest are counted (the JSON has every row)


def render_experiment(e: ExperimentReport) -> str:
    """An experiment's runs, worst first, one row each, with the target that gives a run's full report."""
    counts = ", ".join(f"{n} {d.replace('_', ' ')}" for d, n in e.counts.items())
    out = ["# Experiment diagnosis", "", f"_Read {e.source}: {len(e.runs)} runs ({counts})._", "",
           "| run | status | verdict | main symptom | steps | evidence |", "|---|---|---|---|---|---|"]
    for r in e.runs[:MAX_EXPERIMENT_ROWS]:
        steps = f"{step(r.steps[0])}-{step(r.steps[1])}" if r.steps else "-"
        sym = r.symptom + (f" ({r.severity}, {r.confidence:.0%})" if r.severity else "")
        evidence = r.evidence.replace("|", "/")[:140]
        out.append(f"| {r.name} | {r.status.lower() or '-'} | {r.decision.replace('_', ' ')} | {sym} | {steps} | "
                   f"{evidence} |")
    rest = e.runs[MAX_EXPERIMENT_ROWS:]
    if rest:
        left: dict[str, int] = {}
        for r in rest:
            left[r.decision] = left.get(r.decision, 0) + 1
        out.append(f"| ... {len(rest)} more | | " + ", ".join(f"{n} {d.replace('_', ' ')}" for d, n in left.items())
                   + " | | | |")
    if e.runs:
        out += ["", f"Full report of a run: `traindiag diagnose {e.runs[0].target}` (its run id after the experiment)."]
    return "\n".join(out) + "\n"


def render_metric_analysis(a: MetricAnalysis) -> str:
    """`analyze_metric` as text: the range, its logged points, then trend, spikes, plateau, non-finite."""
    span = "" if a.start_step is None else _steps((a.start_step, a.end_step or a.start_step), a.step_unit)
    lines = [f"## {a.metric} in run {a.run}{span}: {a.points:,} points ({a.finite_points:,} finite)",
             f"- logged: {render_digest(a.digest)}",
             f"- shape: {a.sparkline} ({a.sparkline_scale} scale)"]
    if a.summary is not None:
        s = a.summary
        lines.append(f"- finite values: first {num(s.first)}, last {num(s.last)}, min {num(s.min)} at {step(s.min_step)}, "
                     f"max {num(s.max)} at {step(s.max_step)}, median {num(s.median)}")
    if a.trend is not None:
        t = a.trend
        # a change of more than 10x reads better from the logged values than as a percentage
        change = "" if t.relative_change is None or abs(t.relative_change) > 10 else f", {t.relative_change:+.1%} overall"
        lines.append(f"- trend: {t.direction} (Mann-Kendall p = {t.p_value:.2g}; {num(t.slope_per_1k_steps)} "
                     f"per 1,000 {a.step_unit}s{change})")
    if a.spikes.count:
        shown = ", ".join(f"{step(s)}: {num(v)}" for s, v in zip(a.spikes.steps, a.spikes.values, strict=False))
        lines.append(f"- spikes: {a.spikes.count} ({shown})")
    if a.plateau is not None:
        p = a.plateau
        lines.append(f"- plateau: {a.step_unit}s {step(p.start_step)}-{step(p.end_step)} at {num(p.level)} "
                     f"({p.fraction:.0%} of the range)")
    if a.non_finite.count:
        n = a.non_finite
        lines.append(f"- non-finite: {n.count:,} ({n.nan:,} NaN, {n.inf:,} Inf), first at {step(n.first_step or 0)}")
    lines += [f"- note: {note}" for note in a.notes]
    return "\n".join(lines) + "\n"
