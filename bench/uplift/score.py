"""Score blind readers' answers against the corpus labels: the assistant alone, with traindiag's report, and
traindiag alone, on the same cases.

    .venv/bin/python bench/uplift/score.py --split dev --alone A.jsonl [A2.jsonl] --with-report R.jsonl [R2.jsonl]
    .venv/bin/python bench/uplift/score.py --run bench/uplift/runs/dev-2026-11-25     # a recorded run

Answers are JSON lines (BRIEF.md): {"id", "symptoms", "verdict", "evidence", "report_overruled"}. Printed per
condition: primary symptom found (anywhere in the answer) and listed first, over the pathological cases;
"stop" on a healthy log; healthy logs left alone (no stop, healthy named first). For the reader with the
report: how often it overruled the report's primary symptom or verdict and who was right, and the cases it
found alone but lost with the report. Last, the report's size against the log's (tokens ~ characters / 4).
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
CORPUS = REPO / "bench" / "corpus"
OUT = REPO / "bench" / "out" / "uplift"
sys.path.insert(0, str(HERE))
from prepare import anon_id  # noqa: E402  (the anonymous ids of the folders the readers saw)


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


def traindiag_answers(ours: dict) -> dict[str, Answer]:
    """traindiag's report for each case as an answer, as prepare.py recorded it (what the readers saw)."""
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
    parser.add_argument("--run", type=Path, help="a recorded run: traindiag.json, alone_*.jsonl, with_report_*.jsonl")
    parser.add_argument("--alone", type=Path, nargs="+")
    parser.add_argument("--with-report", type=Path, nargs="+")
    parser.add_argument("--traindiag", type=Path, help="prepare.py's traindiag.json (default: the prepared folder's)")
    args = parser.parse_args(argv)
    if args.run is not None:
        args.alone = args.alone or sorted(args.run.glob("alone_*.jsonl"))
        args.with_report = args.with_report or sorted(args.run.glob("with_report_*.jsonl"))
        args.traindiag = args.traindiag or args.run / "traindiag.json"
        if args.run.name.startswith("test"):
            args.split = "test"
    if not args.alone or not args.with_report:
        parser.error("give --run, or --alone and --with-report answer files")
    recorded = json.loads((args.traindiag or OUT / args.split / "traindiag.json").read_text())
    labels = json.loads((CORPUS / args.split / "labels.json").read_text())
    key = {anon_id(c): c for c in labels if anon_id(c) in recorded}
    alone, with_report = read_answers(args.alone), read_answers(args.with_report)
    ours = traindiag_answers(recorded)
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

    log_tokens = sorted(sum(p.stat().st_size for p in (CORPUS / args.split / c).rglob("*") if p.is_file()) / 4
                        for c in key.values())
    report_tokens = sorted(recorded[i].get("report_chars", 0) / 4 for i in key)
    print(f"\ntokens (characters / 4): report median {report_tokens[len(key) // 2]:,.0f}, max "
          f"{report_tokens[-1]:,.0f}; log median {log_tokens[len(key) // 2]:,.0f}, max {log_tokens[-1]:,.0f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
