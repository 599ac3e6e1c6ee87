"""A report as one self-contained HTML file: for CI artifacts, tickets and sharing.

Everything travels inside the file: the CSS is inline and the plot is a base64 PNG in a ``data:`` URI,
so the page opens offline, from an artifact store or an e-mail attachment, with no request going out.
Every piece of text that came from the log or the user (run names, evidence, hyperparameters) is
escaped. Without matplotlib the page is still written, with a line saying how to get the plot.
"""

from __future__ import annotations

import base64
import re
from collections.abc import Sequence
from html import escape

from traindiag import __version__
from traindiag.diagnosis.report_model import Report
from traindiag.errors import TraindiagError
from traindiag.ingest.run import Run
from traindiag.numbers import num, step

PLOT_WIDTH = 1100
_BACKTICKS = re.compile(r"`([^`\n]+)`")
_DECISION = {"continue": ("Continue", "ok"), "watch": ("Watch", "warn"), "wait": ("Wait", "warn"), "stop_and_fix": ("Stop and fix", "bad"),
             "stop_converged": ("Converged", "ok")}

CSS = """
body{font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d232a;margin:0;background:#f5f6f8}
main{max-width:1160px;margin:0 auto;padding:24px}
h1{font-size:26px;margin:0 0 4px}h2{font-size:19px;margin:28px 0 10px;border-bottom:1px solid #d8dce2}
h3{font-size:16px;margin:0 0 6px}.meta{color:#5b6470;margin:0 0 16px}
.verdict{padding:12px 16px;border-radius:6px;border-left:6px solid;background:#fff;margin:12px 0}
.verdict.ok{border-color:#2ca02c}.verdict.warn{border-color:#ff7f0e}.verdict.bad{border-color:#d62728}
figure{margin:0;background:#fff;padding:8px;border-radius:6px}figure img{max-width:100%;height:auto}
figcaption{color:#5b6470;font-size:13px;white-space:pre-wrap}
table{border-collapse:collapse;background:#fff;width:100%}th,td{padding:6px 10px;border-bottom:1px solid #e3e6ea;
text-align:left;vertical-align:top}th{background:#eef0f3}
.sev{display:inline-block;padding:0 8px;border-radius:10px;font-size:12px;color:#fff}
.critical{background:#d62728}.warning{background:#ff7f0e}.info{background:#7f7f7f}
.cause{background:#fff;border-radius:6px;padding:12px 16px;margin:10px 0}
.bar{height:6px;background:#e3e6ea;border-radius:3px;margin:4px 0 8px}.bar span{display:block;height:6px;
background:#1f77b4;border-radius:3px}dl{margin:6px 0}dt{font-weight:600;margin-top:6px}dd{margin:0 0 0 16px;
white-space:pre-wrap}code{background:#eef0f3;padding:0 4px;border-radius:3px}ul{margin:4px 0;padding-left:20px}
footer{color:#8a929c;font-size:12px;margin-top:32px}
"""


def render_html(report: Report, runs: Sequence[Run]) -> str:
    """The whole report (verdict, plot, symptoms, ranked causes with fixes, projection, data) as one page."""
    d = report.data
    title = f"traindiag: {d.source or 'training run'}"
    parts = [
        "<!DOCTYPE html>", '<html lang="en">', "<head>", '<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{escape(title)}</title>", f"<style>{CSS}</style>", "</head>", "<body>", "<main>",
        "<h1>Training diagnosis</h1>", f'<p class="meta">{_read_line(report)}</p>',
        _verdict(report), _plot(runs), _symptoms(report), _causes(report), _projection(report),
        _questions(report), _data(report),
        f"<footer>Written by traindiag {escape(__version__)}. Symptom and cause ids follow the traindiag "
        "vocabulary; knowledge:// references are sheets served by the traindiag MCP server.</footer>",
        "</main>", "</body>", "</html>",
    ]
    return "\n".join(p for p in parts if p) + "\n"


def _steps(span: tuple[int, int] | None, unit: str) -> str:
    if not span:
        return ""
    a, b = span
    return f"{unit}s {step(a)}-{step(b)}" if a != b else f"{unit} {step(a)}"


def _read_line(r: Report) -> str:
    d = r.data
    runs = f"{d.run_count} runs" if d.run_count > 1 else f"run {d.runs[0]}" if d.runs else "no run"
    span = f", {_steps(d.steps, d.step_unit)}" if d.steps else ""
    return escape(f"Read {d.source or 'input'} ({d.format}): {runs}{span}")


def _verdict(r: Report) -> str:
    v = r.verdict
    word, tone = _DECISION.get(v.decision, (v.decision, "warn"))
    wait = f" ({num(v.wait_steps)} more {r.data.step_unit}s)" if v.wait_steps else ""
    return f'<div class="verdict {tone}"><strong>Verdict: {escape(word + wait)}.</strong> {_prose(v.reason)}</div>'


def _plot(runs: Sequence[Run]) -> str:
    """The curves with the findings drawn, as an inline PNG; a note instead when it cannot be drawn."""
    if not runs:
        return ""
    try:
        from traindiag.report.plot import render_png

        png, summary = render_png(runs, width=PLOT_WIDTH)
    except TraindiagError as exc:  # matplotlib missing, or nothing numeric to draw
        return f'<h2>Curves</h2><p class="meta">No plot: {escape(str(exc))}</p>'
    data = base64.b64encode(png).decode("ascii")
    alt = "Training curves: " + ", ".join(p.title for p in summary.panels)
    return (f"<h2>Curves</h2><figure><img src=\"data:image/png;base64,{data}\" width=\"{summary.width}\" "
            f"height=\"{summary.height}\" alt=\"{escape(alt)}\">"
            f"<figcaption>{escape(summary.to_text())}</figcaption></figure>")


def _prose(text: str) -> str:
    """Escaped text where `code` spans (commands, diffs of one line) become <code> elements."""
    return _BACKTICKS.sub(r"<code>\1</code>", escape(text))


def _list(items: Sequence[str]) -> str:
    return "<ul>" + "".join(f"<li>{_prose(i)}</li>" for i in items) + "</ul>" if items else ""


def _symptoms(r: Report) -> str:
    unit = r.data.step_unit
    if not r.symptoms:
        return "<h2>Symptoms</h2><p>None judged: too little data.</p>"
    rows = "".join(
        f"<tr><td><code>{escape(s.id)}</code></td><td><span class=\"sev {escape(s.severity)}\">"
        f"{escape(s.severity)}</span></td><td>{s.confidence:.0%}</td><td>{escape(_steps(s.steps, unit))}</td>"
        f"<td>{_list(s.evidence)}</td></tr>"
        for s in r.symptoms)
    return ("<h2>Symptoms</h2><table><thead><tr><th>symptom</th><th>severity</th><th>confidence</th>"
            f"<th>where</th><th>evidence</th></tr></thead><tbody>{rows}</tbody></table>")


def _causes(r: Report) -> str:
    if not r.causes:
        return ""
    out = ["<h2>Likely causes and fixes</h2>"]
    for i, c in enumerate(r.causes, 1):
        refs = ", ".join(f"<code>{escape(ref)}</code>" for ref in c.references)
        out.append(
            f'<div class="cause"><h3>{i}. <code>{escape(c.id)}</code> ({c.confidence:.0%})</h3>'
            f'<div class="bar"><span style="width:{c.confidence * 100:.0f}%"></span></div>{_list(c.evidence)}'
            f"<dl><dt>Tell it apart</dt><dd>{_prose(c.tell_apart)}</dd><dt>Fix</dt><dd>{_prose(c.fix)}</dd>"
            f"<dt>Avoid</dt><dd>{_prose(c.avoid)}</dd>" + (f"<dt>Read</dt><dd>{refs}</dd>" if refs else "")
            + "</dl></div>")
    return "".join(out)


def _projection(r: Report) -> str:
    return f"<h2>Projection</h2><p>{escape(r.projection.text)}.</p>" if r.projection is not None else ""


def _questions(r: Report) -> str:
    if not r.questions:
        return ""
    items = "".join(
        f"<li>{_prose(q.text)}" + (f" ({escape(' / '.join(q.options))})" if q.options else "")
        + f": {_prose(q.why)}</li>" for q in r.questions)
    return f"<h2>Questions that would change the ranking</h2><ul>{items}</ul>"


def _table(title: str, rows: dict) -> str:
    if not rows:
        return ""
    body = "".join(f"<tr><td>{escape(str(k))}</td><td>{escape(v if isinstance(v, str) else num(v))}</td></tr>"
                   for k, v in rows.items())
    return f"<h3>{escape(title)}</h3><table><tbody>{body}</tbody></table>"


def _data(r: Report) -> str:
    d = r.data
    out = ["<h2>What was read</h2>", _table("Points per series", d.series), _table("Events", d.events),
           _table("Hyperparameters printed", d.hparams)]
    if d.inconclusive:
        out.append("<h3>Not judged</h3>" + _list([f"{i.symptom}: {i.reason}" for i in d.inconclusive]))
    if d.notes:
        out.append("<h3>Notes</h3>" + _list(d.notes))
    return "".join(out)
