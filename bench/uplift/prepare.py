"""Blind folders for the uplift benchmark: each log alone, and each log with traindiag's report beside it.

    .venv/bin/python bench/uplift/prepare.py --split dev [--cases 40]   # -> bench/out/uplift/dev/
    .venv/bin/python bench/uplift/prepare.py --split dev --rl           # only the RL and preference fine-tunes

A reader (an expert person, or a strong model in a fresh session) answers BRIEF.md for every folder of one
condition, never seeing the labels, the sources or the other condition of the same log. Each case gets an
anonymous id (a hash of its name: case names carry their labels), and its log keeps its own file name and
sub-folders (a Lightning metrics.csv stays under lightning_logs/version_N/). Written:

    alone/<id>/<log>                  the log only
    with_report/<id>/<log>, report.md the log and `traindiag diagnose` markdown
    key.json                          id -> case (for score.py only; readers never open it)
    traindiag.json                    id -> the report's symptom ids and verdict, as the readers saw it
    BRIEF.md                          what a reader answers, and how

`--cases N` takes the first N cases in order of their anonymous id (a label-blind sample, stable until cases
are added); `--same-as RUN` takes exactly the cases of a recorded run, so readings stay comparable.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
CORPUS = REPO / "bench" / "corpus"
OUT = REPO / "bench" / "out" / "uplift"
sys.path.insert(0, str(CORPUS))
from build import is_rl_case  # noqa: E402  (which corpus cases are RL or preference fine-tunes)


def anon_id(case: str) -> str:
    return "log_" + hashlib.sha256(case.encode()).hexdigest()[:8]


DECISION = {"stop_and_fix": "stop", "watch": "watch", "continue": "continue", "stop_converged": "continue"}


def verdict_word(verdict) -> str:
    """traindiag's decision in the brief's words (stop / watch / continue / too_little_data)."""
    if verdict.decision in DECISION:
        return DECISION[verdict.decision]
    return "too_little_data" if verdict.reason.lower().startswith("too little data") else "watch"


def prepare(split: str, cases: int | None, out: Path, same_as: Path | None = None, rl: bool = False) -> Path:
    from traindiag.diagnosis.pipeline import diagnose_path
    from traindiag.report.markdown import render_markdown

    labels = json.loads((CORPUS / split / "labels.json").read_text())
    if rl:
        labels = {c: v for c, v in labels.items() if is_rl_case(c, v)}
    chosen = sorted(labels, key=anon_id)[:cases] if cases else sorted(labels, key=anon_id)
    if same_as is not None:  # the cases of a recorded run, so a new reading is compared on the same logs
        recorded = json.loads((same_as / "traindiag.json").read_text())
        chosen = [c for c in sorted(labels, key=anon_id) if anon_id(c) in recorded]
    root = out / split
    if root.exists():
        shutil.rmtree(root)
    key, ours = {}, {}
    for case in chosen:
        label = labels[case]
        ident = anon_id(case)
        key[ident] = case
        rel = Path(label["file"]).relative_to(case)
        log = CORPUS / split / label["file"]
        for condition in ("alone", "with_report"):
            dest = root / condition / ident / rel
            dest.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(log, dest)
        try:
            # Diagnose the anonymous copy: the report names the path it read, and the case's own path would
            # tell the reader its label (case names say "healthy", "nan_loss"...).
            report, _ = diagnose_path(root / "with_report" / ident / rel)
            text = render_markdown(report)
            ours[ident] = {"symptoms": [s.id for s in report.symptoms], "verdict": verdict_word(report.verdict)}
        except Exception as exc:  # the reader sees what a user would: traindiag's one-line refusal
            text = f"traindiag could not read this log: {exc}\n"
            ours[ident] = {"symptoms": [], "verdict": "too_little_data"}
        ours[ident]["report_chars"] = len(text)
        (root / "with_report" / ident / "report.md").write_text(text)
    (root / "key.json").write_text(json.dumps(key, indent=2) + "\n")
    (root / "traindiag.json").write_text(json.dumps(ours, indent=2) + "\n")
    shutil.copyfile(HERE / "BRIEF.md", root / "BRIEF.md")
    return root


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=["dev", "test"], default="dev")
    parser.add_argument("--cases", type=int, default=None, help="first N cases by anonymous id (default: all)")
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--same-as", type=Path, help="a recorded run (bench/uplift/runs/...): read exactly its cases")
    parser.add_argument("--rl", action="store_true", help="only the RL and preference fine-tunes (GRPO, PPO, DPO...)")
    args = parser.parse_args(argv)
    root = prepare(args.split, args.cases, args.out, args.same_as, args.rl)
    print(f"{len(json.loads((root / 'key.json').read_text()))} cases -> {root}/alone and {root}/with_report")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
