"""Add collected training scripts to the real-script corpus: check each label, split by the hash of the source.

    .venv/bin/python bench/scripts/build.py [COLLECTOR ...]   # move _incoming/<collector>/<case>/ into dev/ or test/

The same rule as the log corpus (bench/corpus/build.py): a case goes to `test/` when the first 8 hex digits of
the SHA-256 of its `source` are 0 modulo 3, else to `dev/`. Only counts are printed for the test split.
"""

from __future__ import annotations

import json
import shutil
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "corpus"))
from build import split_of  # noqa: E402  (one split rule for both corpora)

SPLITS = ("dev", "test")
REQUIRED = ("case", "file", "framework", "source", "clean", "bugs")
BUG_REQUIRED = ("line", "kind", "description")


def load_labels(split: str) -> dict[str, dict]:
    path = HERE / split / "labels.json"
    return json.loads(path.read_text()) if path.exists() else {}


def problems(label: dict, folder: Path) -> list[str]:
    out = [f"missing {k}" for k in REQUIRED if k not in label]
    if out:
        return out
    if not (folder / label["file"]).is_file():
        out.append(f"no file {label['file']}")
    if label["clean"] != (not label["bugs"]):
        out.append("clean must be true exactly when bugs is empty")
    for bug in label["bugs"]:
        out += [f"a bug without {k}" for k in BUG_REQUIRED if k not in bug]
        where = folder / bug.get("file", label["file"])
        if not where.is_file():
            out.append(f"a bug in a missing file {bug.get('file')}")
        elif not 1 <= int(bug.get("line", 0)) <= len(where.read_text(errors="replace").splitlines()):
            out.append(f"bug line {bug.get('line')} outside {where.name}")
    return out


def main(argv: list[str] | None = None) -> int:
    only = set(argv if argv is not None else sys.argv[1:])
    labels = {s: load_labels(s) for s in SPLITS}
    sources = {v["source"].rstrip("/") for s in SPLITS for v in labels[s].values()}
    added: Counter = Counter()
    rejected: Counter = Counter()
    for label_path in sorted((HERE / "_incoming").glob("*/*/label.json")):
        folder = label_path.parent
        if only and folder.parent.name not in only:
            continue
        try:
            label = json.loads(label_path.read_text())
        except json.JSONDecodeError as exc:
            print(f"{folder.relative_to(HERE)}: label.json is not JSON ({exc})", file=sys.stderr)
            rejected["bad json"] += 1
            continue
        issues = problems(label, folder)
        source = str(label.get("source", "")).rstrip("/")
        if not issues and source in sources:
            issues = ["source already used"]
        if issues:
            print(f"{folder.relative_to(HERE)}: left out: {'; '.join(issues)}", file=sys.stderr)
            rejected[issues[0].split(":")[0]] += 1
            continue
        case = label.get("case") or folder.name
        split = split_of(source)
        dest = HERE / split / case
        dest.parent.mkdir(parents=True, exist_ok=True)
        label_path.unlink()
        shutil.move(str(folder), dest)
        label.update(case=case, collector=folder.parent.name)
        labels[split][case] = label
        sources.add(source)
        added[split] += 1
    for split in SPLITS:
        if labels[split]:
            ordered = dict(sorted(labels[split].items()))
            (HERE / split / "labels.json").write_text(json.dumps(ordered, indent=2, ensure_ascii=False) + "\n")
    print(f"added: {dict(added)}; left out: {dict(rejected)}")
    for split in SPLITS:
        ls = list(labels[split].values())
        print(f"{split}: {len(ls)} scripts, {sum(v['clean'] for v in ls)} clean, "
              f"{sum(len(v['bugs']) for v in ls)} bugs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
