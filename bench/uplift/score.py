"""Score blind readers' answers against the corpus labels: the assistant alone, with traindiag's report, and
traindiag alone, on the same cases.

    .venv/bin/python bench/uplift/score.py --split dev --alone A.jsonl [A2.jsonl] --with-report R.jsonl [R2.jsonl]

Answers are JSON lines (BRIEF.md): {"id", "symptoms", "verdict", "evidence", "report_overruled"}. Printed per
condition: primary symptom found (anywhere in the answer) and listed first, over the pathological cases;
"stop" on a healthy log; healthy logs left alone (no stop, healthy named first). For the reader with the
report: how often it overruled the report's primary symptom or verdict and who was right, and the cases it
found alone but lost with the report. Last, the report's size against the log's (tokens ~ characters / 4).
"""

from __future__ import annotations

import argparse
import json
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
CORPUS = REPO / "bench" / "corpus"
OUT = REPO / "bench" / "out" / "uplift"


@dataclass
class Answer:
    symptoms: list[str]
    verdict: str


def read_answers(paths: list[Path]) -> dict[str, Answer]:
    out: dict[str, Answer] = {}
    for path in paths:
        for line in path.read_text().splitlines():
            line = line.strip()
            if not line.startswith("{"):
                continue
            a = json.loads(line)
            out[a["id"]] = Answer([str(s) for s in a.get("symptoms", [])], str(a.get("verdict", "")))
    return out


def traindiag_answers(root: Path) -> dict[str, Answer]:
    """traindiag's report for each case as an answer, as prepare.py recorded it (what the readers saw)."""
    ours = json.loads((root / "traindiag.json").read_text())
    return {i: Answer(a["symptoms"], a["verdict"]) for i, a in ours.items()}


def rate(hits: int, total: int) -> str:
    return f"{hits}/{total} ({hits / total:.0%})" if total else "-"


def condition_row(name: str, answers: dict[str, Answer], key: dict[str, str], labels: dict) -> dict:
    sick = [i for i in key if not labels[key[i]]["healthy"] and i in answers]
    healthy = [i for i in key if labels[key[i]]["healthy"] and i in answers]
    found = sum(labels[key[i]]["primary_symptom"] in answers[i].symptoms for i in sick)
    first = sum(answers[i].symptoms[:1] == [labels[key[i]]["primary_symptom"]] for i in sick)
    stops = sum(answers[i].verdict == "stop" for i in healthy)
    left_alone = sum(answers[i].verdict != "stop" and answers[i].symptoms[:1] == ["healthy"] for i in healthy)
    return {"name": name, "answered": len(sick) + len(healthy), "found": rate(found, len(sick)),
            "first": rate(first, len(sick)), "stop_on_healthy": stops, "healthy_left_alone": rate(left_alone, len(healthy))}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=["dev", "test"], default="dev")
    parser.add_argument("--alone", type=Path, nargs="+", required=True)
    parser.add_argument("--with-report", type=Path, nargs="+", required=True)
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    root = args.out / args.split
    key = json.loads((root / "key.json").read_text())
    labels = json.loads((CORPUS / args.split / "labels.json").read_text())
    alone, with_report = read_answers(args.alone), read_answers(args.with_report)
    ours = traindiag_answers(root)
    rows = [condition_row("assistant alone", alone, key, labels),
            condition_row("assistant with the report", with_report, key, labels),
            condition_row("traindiag alone", ours, key, labels)]
    print(f"{len(key)} {args.split} cases ({sum(not labels[c]['healthy'] for c in key.values())} pathological)\n")
    print("| reader | answered | primary found | listed first | stop on healthy | healthy left alone |")
    print("|---|---|---|---|---|---|")
    for r in rows:
        print(f"| {r['name']} | {r['answered']} | {r['found']} | {r['first']} | {r['stop_on_healthy']} | "
              f"{r['healthy_left_alone']} |")

    both = [i for i in key if i in alone and i in with_report]
    overruled = [i for i in both if with_report[i].symptoms[:1] != ours[i].symptoms[:1]
                 or with_report[i].verdict != ours[i].verdict]
    reader_right = sum(with_report[i].symptoms[:1] == [labels[key[i]]["primary_symptom"]] for i in overruled)
    report_right = sum(ours[i].symptoms[:1] == [labels[key[i]]["primary_symptom"]] for i in overruled)
    lost = [i for i in both if not labels[key[i]]["healthy"]
            and alone[i].symptoms[:1] == [labels[key[i]]["primary_symptom"]]
            and with_report[i].symptoms[:1] != [labels[key[i]]["primary_symptom"]]]
    gained = [i for i in both if not labels[key[i]]["healthy"]
              and alone[i].symptoms[:1] != [labels[key[i]]["primary_symptom"]]
              and with_report[i].symptoms[:1] == [labels[key[i]]["primary_symptom"]]]
    print(f"\nwith the report: overruled its primary symptom or verdict on {rate(len(overruled), len(both))}; "
          f"where it did, the reader's primary was right {reader_right}, the report's {report_right}")
    print(f"primary listed first alone but not with the report: {len(lost)} ({', '.join(lost) or 'none'}); "
          f"the reverse: {len(gained)}")

    log_tokens = [sum(p.stat().st_size for p in (root / "alone" / i).rglob("*") if p.is_file()) / 4 for i in key]
    report_tokens = [(root / "with_report" / i / "report.md").stat().st_size / 4 for i in key]
    log_tokens.sort()
    print(f"\ntokens (characters / 4): report median {sorted(report_tokens)[len(key) // 2]:,.0f}, max "
          f"{max(report_tokens):,.0f}; log median {log_tokens[len(key) // 2]:,.0f}, max {max(log_tokens):,.0f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
