"""Diagnosis accuracy on the labelled sets: per-symptom precision and recall, primary-symptom hit rate,
cause ranking, and the false-alarm rate on healthy runs.

    .venv/bin/python bench/accuracy.py            # both sets, as tables
    .venv/bin/python bench/accuracy.py --json     # machine-readable
    .venv/bin/python bench/accuracy.py --set eval # one set (eval: fixtures/eval, real: fixtures/real)

How a case is scored:
- "found" is the set of symptom ids the report lists (any severity; "healthy" counts as an id).
- A pathological case is *detected* when its primary symptom is among them, and *top-1* when the
  report lists it first.
- A healthy case raises a *false alarm* when the report has any warning or critical symptom.
- Precision and recall per symptom id compare "found" with the labelled `symptoms` list over all cases.
- Causes: *cause@3* when a labelled cause is among the report's first three causes (cases with causes).
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import asdict, dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SETS = {"eval": REPO / "fixtures" / "eval", "real": REPO / "fixtures" / "real"}
ALARM = {"warning", "critical"}


@dataclass
class Outcome:
    case: str
    primary: str
    labelled: list[str]
    healthy: bool
    causes: list[str]
    found: list[tuple[str, str]] = field(default_factory=list)  # (symptom id, severity), report order
    found_causes: list[str] = field(default_factory=list)
    error: str | None = None

    @property
    def ids(self) -> list[str]:
        return [s for s, _ in self.found]

    @property
    def detected(self) -> bool:
        return self.primary in self.ids

    @property
    def top1(self) -> bool:
        return bool(self.ids) and self.ids[0] == self.primary

    @property
    def false_alarm(self) -> bool:
        return self.healthy and any(sev in ALARM for _, sev in self.found)

    @property
    def cause_at3(self) -> bool:
        return bool(set(self.causes) & set(self.found_causes[:3]))


def diagnose_file(path: Path) -> tuple[list[tuple[str, str]], list[str]]:
    """(symptoms as (id, severity), cause ids), most likely first, from whatever the package provides."""
    try:
        from traindiag.diagnosis.pipeline import diagnose_path
    except ImportError:
        diagnose_path = None
    if diagnose_path is not None:
        report, _ = diagnose_path(path)
        return [(s.id, s.severity) for s in report.symptoms], [c.id for c in report.causes]
    # Fallback while the diagnosis layer is missing: raw detector findings over every run.
    from traindiag.analysis import detect
    from traindiag.analysis.findings import SEVERITY_RANK
    from traindiag.ingest import read_runs

    best: dict[str, str] = {}
    for run in read_runs(path):
        findings, _ = detect(run)
        for f in findings:
            if f.symptom not in best or SEVERITY_RANK[f.severity] > SEVERITY_RANK[best[f.symptom]]:
                best[f.symptom] = f.severity
    ordered = sorted(best.items(), key=lambda kv: -SEVERITY_RANK[kv[1]])
    return ordered, []


def run_set(folder: Path) -> list[Outcome]:
    labels = json.loads((folder / "labels.json").read_text())
    outcomes = []
    for case, label in labels.items():
        o = Outcome(case=case, primary=label["primary_symptom"], labelled=list(label["symptoms"]),
                    healthy=bool(label["healthy"]), causes=list(label.get("causes", [])))
        try:
            o.found, o.found_causes = diagnose_file(folder / label["file"])
        except Exception as exc:  # a crash is scored as "nothing found" and listed with its message
            o.error = f"{type(exc).__name__}: {exc}"[:200]
        outcomes.append(o)
    return outcomes


def rate(hits: int, total: int) -> float | None:
    return round(hits / total, 3) if total else None


def summarise(outcomes: list[Outcome]) -> dict:
    sick = [o for o in outcomes if not o.healthy]
    healthy = [o for o in outcomes if o.healthy]
    with_causes = [o for o in sick if o.causes]
    ids = sorted({s for o in outcomes for s in o.labelled} | {s for o in outcomes for s in o.ids})
    per_symptom = {}
    for s in ids:
        tp = sum(s in o.labelled and s in o.ids for o in outcomes)
        fp = sum(s not in o.labelled and s in o.ids for o in outcomes)
        fn = sum(s in o.labelled and s not in o.ids for o in outcomes)
        per_symptom[s] = {"tp": tp, "fp": fp, "fn": fn, "precision": rate(tp, tp + fp), "recall": rate(tp, tp + fn)}
    failures = []
    for o in outcomes:
        if o.error or (not o.healthy and not o.detected) or o.false_alarm:
            failures.append({"case": o.case, "expected": o.primary,
                             "found": [f"{s}({sev})" for s, sev in o.found], "error": o.error})
    return {
        "cases": len(outcomes), "pathological": len(sick), "healthy": len(healthy),
        "errors": sum(o.error is not None for o in outcomes),
        "primary_detected": rate(sum(o.detected for o in sick), len(sick)),
        "primary_top1": rate(sum(o.top1 for o in sick), len(sick)),
        "cause_at3": rate(sum(o.cause_at3 for o in with_causes), len(with_causes)),
        "false_alarm_rate": rate(sum(o.false_alarm for o in healthy), len(healthy)),
        "per_symptom": per_symptom,
        "failures": failures,
        "outcomes": [asdict(o) | {"detected": o.detected, "false_alarm": o.false_alarm} for o in outcomes],
    }


def fmt(v: float | None) -> str:
    return "  -  " if v is None else f"{v:5.2f}"


def print_table(name: str, s: dict) -> None:
    print(f"\n== {name}: {s['cases']} cases ({s['pathological']} pathological, {s['healthy']} healthy), "
          f"{s['errors']} errors")
    print(f"primary symptom detected  {fmt(s['primary_detected'])}   (listed first: {fmt(s['primary_top1'])})")
    print(f"labelled cause in top 3   {fmt(s['cause_at3'])}")
    print(f"false alarms on healthy   {fmt(s['false_alarm_rate'])}")
    print(f"\n{'symptom':24s} {'prec':>5s} {'recall':>6s} {'tp':>3s} {'fp':>3s} {'fn':>3s}")
    for sid, m in s["per_symptom"].items():
        print(f"{sid:24s} {fmt(m['precision'])} {fmt(m['recall']):>6s} {m['tp']:3d} {m['fp']:3d} {m['fn']:3d}")
    if s["failures"]:
        print("\nfailing cases:")
        for f in s["failures"]:
            found = ", ".join(f["found"]) or "nothing"
            print(f"  {f['case']:28s} expected {f['expected']:22s} found {found}"
                  + (f"  [error: {f['error']}]" if f["error"] else ""))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print machine-readable results")
    parser.add_argument("--set", choices=sorted(SETS), action="append", help="which set(s); default both")
    args = parser.parse_args(argv)
    results = {}
    for name in args.set or list(SETS):
        if not (SETS[name] / "labels.json").exists():
            print(f"{SETS[name]}/labels.json missing: nothing to score for '{name}'", file=sys.stderr)
            continue
        results[name] = summarise(run_set(SETS[name]))
    if args.json:
        print(json.dumps(results, indent=2))
    else:
        for name, s in results.items():
            print_table(name, s)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
