"""Does the report quote only what the log holds? Every "<value> at step N" in a report is checked against
the run table: some metric must have logged that value (to the digits quoted) at step N. The logged points
of each symptom and the curve digests must be logged points exactly (in the log's own unit).

A value the report marks as derived (a median, a mean, a smoothed or running level, "about") is not a
logged point and is skipped, as are ratios ("12x") and percentages. The check is used by the accuracy
bench and the tests over every labelled log; it is cheap enough to run on any report.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence

from traindiag.diagnosis.report_model import Report
from traindiag.ingest.digest import logged_value
from traindiag.ingest.names import unit_factor
from traindiag.ingest.run import Run

_QUOTE = re.compile(
    r"(?<![\w.^])(?P<value>-?\d[\d,]*(?:\.\d+)?(?:e[+-]?\d+)?)(?P<suffix>x|%)?"
    r"(?P<gap>\s*\([^)]*\))?\s+at\s+(?:step|epoch|iteration|iter)\s+(?P<step>\d[\d,]*)\b", re.I)
_DERIVED = re.compile(r"(median|mean|average|avg|smoothed|running|about|~|typical|level|sigma)\W*\S*\W*\S*\W*$",
                      re.I)
_DERIVED_AFTER = re.compile(r"median|mean|average|smoothed|running", re.I)


def _matches(quoted: str, value: float) -> bool:
    """The logged value rounds to the quoted text (quoted with fewer digits than logged is fine)."""
    if not math.isfinite(value):
        return False
    text = quoted.replace(",", "")
    q = float(text)
    if value == q:
        return True
    mantissa = text.lower().split("e")[0]
    decimals = len(mantissa.split(".")[1]) if "." in mantissa else 0
    exp = int(text.lower().split("e")[1]) if "e" in text.lower() else 0
    if decimals == 0 and exp == 0 and abs(q) >= 10:
        # 1,549 or 79,290: three significant digits of a larger number print as a rounded integer
        digits = len(mantissa.lstrip("-"))
        unit = 10.0 ** max(digits - 3, 0) if digits > 3 else 1.0
    else:
        unit = 10.0 ** (exp - decimals)
    return abs(value - q) <= 0.5 * unit * (1 + 1e-9) + 1e-12 * abs(q)


def _texts(report: Report) -> list[str]:
    texts = [e for s in report.symptoms for e in s.evidence]
    texts += [e for c in report.causes for e in c.evidence]
    texts.append(report.verdict.reason)
    return texts


def unfaithful_quotes(report: Report, runs: Sequence[Run]) -> list[str]:
    """The report's "<value> at step N" quotes that no logged point supports, and its logged points and
    digest points that are not logged points, as short strings."""
    bad = []
    for text in _texts(report):
        for m in _QUOTE.finditer(text):
            if m["suffix"] or _DERIVED.search(text[: m.start()]) or (m["gap"] and _DERIVED_AFTER.search(m["gap"])):
                continue
            step = int(m["step"].replace(",", ""))
            logged = [float(s.at[step]) for r in runs for s in r.series.values() if step in s.index]
            if not any(_matches(m["value"], v) for v in logged):
                bad.append(f"{m['value']} at step {step}: not logged there")
    return bad + unlogged_points(report, runs)


def unlogged_points(report: Report, runs: Sequence[Run]) -> list[str]:
    """The symptoms' logged points and the digests' points that are not, exactly, a point the log holds
    (any run's series of that name, in the log's own unit)."""
    def logged(names: set[str], step: int) -> list:
        return [logged_value(float(s.at[step]), unit_factor(r.original_names.get(m) or m))
                for r in runs for m, s in r.series.items()
                if names & {m, r.original_names.get(m)} and step in s.index]

    bad = []
    points = [(p.metric, p.step, p.value) for s in report.symptoms for p in s.points]
    points += [(d.metric, step, value) for d in report.data.digests for step, value in d.points]
    for name, step, value in points:
        if value not in logged({name}, step):
            bad.append(f"{name} {value} at step {step}: not a logged point")
    return bad
