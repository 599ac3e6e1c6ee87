"""Cause ranking on the labelled sets: where the labelled cause lands, and the verdict given.

    .venv/bin/python bench/diagnosis_causes.py
"""

from __future__ import annotations

import json
from pathlib import Path

from traindiag.diagnosis.pipeline import diagnose_path
from traindiag.errors import TraindiagError

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"


def main() -> None:
    top1 = top2 = total = 0
    print(f"{'case':34} {'labelled cause':28} {'rank':>4}  {'our top causes':60} verdict")
    for root in ("eval", "real"):
        for name, label in json.loads((FIXTURES / root / "labels.json").read_text()).items():
            try:
                report, _ = diagnose_path(FIXTURES / root / label["file"])
            except TraindiagError as exc:
                print(f"{root}/{name:28} unreadable: {str(exc)[:60]}")
                continue
            causes = [c.id for c in report.causes]
            ours = ", ".join(f"{c.id} {c.confidence:.0%}" for c in report.causes[:3]) or "-"
            if label["causes"]:
                total += 1
                rank = min((causes.index(c) + 1 for c in label["causes"] if c in causes), default=0)
                top1 += rank == 1
                top2 += 0 < rank <= 2
                want = ",".join(label["causes"])
            else:
                rank, want = 0, "(none: " + label["primary_symptom"] + ")"
            print(f"{root + '/' + name:34} {want:28} {rank or '-':>4}  {ours:60} {report.verdict.decision}")
    print(f"\nlabelled causes ranked first: {top1}/{total}; in the top two: {top2}/{total}")


if __name__ == "__main__":
    main()
