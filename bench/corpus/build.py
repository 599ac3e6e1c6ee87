"""Add collected cases to the real-log corpus: check each label, drop duplicates, split by source hash.

    .venv/bin/python bench/corpus/build.py [COLLECTOR ...]  # move _incoming/<collector>/<case>/ into dev/ or test/

A collected case is a folder `_incoming/<collector>/<case>/` holding the log (under its original name)
and `label.json` (fields in LABELLING.md). Each case goes to `test/` when the first 8 hex digits of the
SHA-256 of its `source` URL are 0 modulo 3, else to `dev/`: the split depends on the source alone, so it
cannot drift as cases are added or labels are edited, and two logs from one thread land together.
Only counts are printed: nothing about a test case is shown.
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import sys
from collections import Counter
from pathlib import Path

CORPUS = Path(__file__).resolve().parent
REPO = CORPUS.parents[1]
SPLITS = ("dev", "test")
REQUIRED = ("case", "file", "format", "source", "primary_symptom", "symptoms", "causes", "healthy", "verdict",
            "evidence")
VERDICTS = {"stop", "watch", "continue", "too_little_data"}


RL_IDS = {"reward_not_improving", "no_reward_signal", "kl_blowup", "entropy_collapse", "entropy_blowup",
          "length_runaway", "reward_hacking", "preference_overfit", "likelihood_displacement"}
RL_WORDS = re.compile(r"grpo|ppo|dpo|orpo|kto|simpo|rloo|verl|openrlhf|rlhf|reinforce|dapo|reward", re.I)


def is_rl_case(case: str, label: dict) -> bool:
    """An RL or preference fine-tune (GRPO, PPO, DPO and relatives), from the label alone: an RL or preference
    symptom id, or the trainer named in the case id or the context the labeller recorded."""
    return bool(RL_IDS & set(label["symptoms"])) or bool(RL_WORDS.search(case + " " +
                                                                         json.dumps(label.get("context") or {})))


def split_of(source: str) -> str:
    """'test' for about a third of sources, chosen by hash (stable, independent of everything else)."""
    return "test" if int(hashlib.sha256(source.encode()).hexdigest()[:8], 16) % 3 == 0 else "dev"


def load_labels(split: str) -> dict[str, dict]:
    path = CORPUS / split / "labels.json"
    return json.loads(path.read_text()) if path.exists() else {}


def vocabulary() -> tuple[set[str], set[str]]:
    vocab = json.loads((REPO / "server" / "traindiag" / "vocabulary.json").read_text())
    return set(vocab["symptoms"]), set(vocab["causes"])


def problems(label: dict, folder: Path, symptoms: set[str], causes: set[str]) -> list[str]:
    out = [f"missing {k}" for k in REQUIRED if k not in label]
    if out:
        return out
    if not (folder / label["file"]).is_file():
        out.append(f"no file {label['file']}")
    bad = [s for s in [label["primary_symptom"], *label["symptoms"]] if s not in symptoms]
    bad += [c for c in label["causes"] if c not in causes]
    if bad:
        out.append(f"ids not in the vocabulary: {bad}")
    if label["symptoms"][:1] != [label["primary_symptom"]]:
        out.append("symptoms must start with primary_symptom")
    if label["healthy"] != (label["primary_symptom"] == "healthy"):
        out.append("healthy must be true exactly when primary_symptom is healthy")
    if label["verdict"] not in VERDICTS:
        out.append(f"verdict {label['verdict']!r} not in {sorted(VERDICTS)}")
    return out


def digest(path: Path) -> str:
    return hashlib.sha256(b"".join(path.read_bytes().split())).hexdigest()  # whitespace-insensitive


def used_sources() -> set[str]:
    """Sources already in fixtures/real or in the corpus (a second copy would count twice), and the
    unlabelled logs read while tuning (swept_sources.txt): a log the detectors were tuned on must never
    reach the test split."""
    real = json.loads((REPO / "fixtures" / "real" / "labels.json").read_text())
    seen = {v["source"].rstrip("/") for v in real.values()}
    seen |= set((CORPUS / "swept_sources.txt").read_text().split())
    return seen | {v["source"].rstrip("/") for s in SPLITS for v in load_labels(s).values()}


def main(argv: list[str] | None = None) -> int:
    only = set(argv if argv is not None else sys.argv[1:])  # collector names; default every one
    symptoms, causes = vocabulary()
    labels = {s: load_labels(s) for s in SPLITS}
    sources = used_sources()
    digests = {digest(CORPUS / s / v["file"]) for s in SPLITS for v in labels[s].values()}
    added: Counter = Counter()
    rejected: Counter = Counter()
    for label_path in sorted((CORPUS / "_incoming").glob("*/*/label.json")):
        folder = label_path.parent
        if only and folder.parent.name not in only:
            continue
        try:
            label = json.loads(label_path.read_text())
        except json.JSONDecodeError as exc:
            print(f"{folder.relative_to(CORPUS)}: label.json is not JSON ({exc})", file=sys.stderr)
            rejected["bad json"] += 1
            continue
        issues = problems(label, folder, symptoms, causes)
        source = str(label.get("source", "")).rstrip("/")
        if not issues and source in sources:
            issues = ["source already used"]
        if not issues and digest(folder / label["file"]) in digests:
            issues = ["same log already in the corpus"]
        case = label.get("case") or folder.name
        if not issues and any(case in labels[s] for s in SPLITS):
            case = f"{case}_{folder.parent.name}"
        if issues:
            print(f"{folder.relative_to(CORPUS)}: left out: {'; '.join(issues)}", file=sys.stderr)
            rejected[issues[0].split(':')[0]] += 1
            continue
        split = split_of(source)
        dest = CORPUS / split / case
        dest.parent.mkdir(parents=True, exist_ok=True)
        label_path.unlink()
        shutil.move(str(folder), dest)
        label["case"] = case
        label["file"] = f"{case}/{label['file']}"
        label["collector"] = folder.parent.name
        labels[split][case] = label
        sources.add(source)
        digests.add(digest(dest / Path(label["file"]).relative_to(case)))
        added[split] += 1
    for split in SPLITS:
        if labels[split]:
            ordered = dict(sorted(labels[split].items()))
            (CORPUS / split / "labels.json").write_text(json.dumps(ordered, indent=2, ensure_ascii=False) + "\n")
    print(f"added: {dict(added)}; left out: {dict(rejected)}")
    for split in SPLITS:
        ls = labels[split].values()
        fmts = Counter(v["format"] for v in ls)
        print(f"{split}: {len(labels[split])} cases, {sum(v['healthy'] for v in ls)} healthy, "
              f"{sum(bool(v.get('llm')) and (v.get('year') or 0) >= 2023 for v in ls)} LLM 2023-2026; "
              f"formats {dict(sorted(fmts.items()))}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
