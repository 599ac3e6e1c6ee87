"""Show one dev case side by side: its label, what traindiag read from the log, and what it reported.

    .venv/bin/python bench/corpus/show.py CASE [CASE ...]     # dev cases only
    .venv/bin/python bench/corpus/show.py --failing            # every dev case bench/accuracy.py gets wrong

Refuses test cases: the test split is scored by bench/accuracy.py and never read while changing code.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np

CORPUS = Path(__file__).resolve().parent
sys.path.insert(0, str(CORPUS.parent))


def show(case: str, labels: dict) -> None:
    from traindiag.diagnosis.pipeline import diagnose_path
    from traindiag.report.faithful import unfaithful_quotes

    label = labels[case]
    path = CORPUS / "dev" / label["file"]
    print(f"=== {case}  [{label['format']}] {label['source']}")
    print(f"label: {label['primary_symptom']} {label['symptoms']} verdict={label['verdict']} causes={label['causes']}")
    print(f"evidence: {label['evidence']}")
    if label.get("context"):
        print(f"context: {label['context']}")
    try:
        report, runs = diagnose_path(path)
    except Exception as exc:
        print(f"ERROR {type(exc).__name__}: {exc}")
        return
    for run in runs:
        parts = []
        for m, s in run.series.items():
            v = s.to_numpy()
            fin = v[np.isfinite(v)]
            rng = f"{fin.min():.4g}..{fin.max():.4g}" if fin.size else "no finite"
            parts.append(f"{m}[{len(s)}; steps {s.index[0]}..{s.index[-1]}; {rng}; nan {int((~np.isfinite(v)).sum())}]")
        print(f"read {run.format} run {run.name!r} unit={run.step_unit}: " + ", ".join(parts))
        if run.events:
            kinds = {}
            for e in run.events:
                kinds[e.kind] = kinds.get(e.kind, 0) + 1
            print(f"  events {kinds}")
        for n in run.notes[:4]:
            print(f"  note: {n}")
    for s in report.symptoms:
        print(f"symptom {s.id} ({s.severity} {s.confidence:.2f}): {' | '.join(s.evidence)}")
    for i in report.data.inconclusive[:6]:
        print(f"  declined {i}")
    print(f"verdict {report.verdict.decision}: {report.verdict.reason[:200]}")
    bad = unfaithful_quotes(report, runs)
    if bad:
        print(f"UNFAITHFUL: {bad}")
    print()


def main(argv: list[str]) -> int:
    labels = json.loads((CORPUS / "dev" / "labels.json").read_text())
    if argv == ["--failing"]:
        import accuracy

        s = accuracy.summarise(accuracy.run_set(CORPUS / "dev"))
        argv = [f["case"] for f in s["failures"]]
    for case in argv:
        if case not in labels:
            print(f"{case}: not a dev case (test cases are never shown)", file=sys.stderr)
            continue
        show(case, labels)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
