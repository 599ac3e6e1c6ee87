"""How `traindiag lint` does on real training scripts nobody here wrote (issue #20): `bench/scripts/`.

    .venv/bin/python bench/lint_accuracy.py [--set dev|test] [-v]

For each split: the bugs found at their line (within 2 lines of the labelled line or one of its related lines,
in the same file) with the right rule (the labelled kind, when the kind is a rule id), found at their line by
any rule, the clean scripts with a warning or critical finding (the target is none), and, for every bug found
with an automatic fix, whether the fix (applied to a copy) parses, stops the finding and brings no new warning. Every .py file of a case is linted. `-v` lists each dev case (never the
test cases: the test split is only counted).
"""

from __future__ import annotations

import argparse
import ast
import json
import shutil
import sys
import tempfile
import warnings
from dataclasses import dataclass, field
from pathlib import Path

from traindiag.lint.api import lint_script, propose_fix, rule_catalog

HERE = Path(__file__).resolve().parent
CORPUS = HERE / "scripts"
NEAR = 2  # lines
# Kinds the labellers named before a rule existed for them (LABELLING.md lets them write `other:...`).
KIND_RULES = {"other:eval-mode-not-restored-after-validation": "eval-mode-not-restored",
              "other:train-mode-not-restored-after-validation": "eval-mode-not-restored"}


@dataclass
class CaseResult:
    case: str
    clean: bool
    bugs: int = 0
    found_right: int = 0
    found_any: int = 0
    alarms_on_clean: list[str] = field(default_factory=list)
    missed: list[str] = field(default_factory=list)
    fixes_tried: int = 0
    fixes_ok: int = 0


def _lint_folder(folder: Path) -> dict[str, list]:
    out = {}
    for path in sorted(folder.rglob("*.py")):
        try:
            out[path.relative_to(folder).as_posix()] = lint_script(path).findings
        except Exception as exc:  # a script the lint cannot parse counts as nothing found, and is said
            print(f"  {folder.name}/{path.name}: lint failed ({type(exc).__name__}: {str(exc)[:80]})", file=sys.stderr)
            out[path.relative_to(folder).as_posix()] = []
    return out


def _fix_ok(folder: Path, file: str, finding) -> bool:
    """The fix parses, the finding is gone after it, and it brings no new warning or critical finding (the
    lines outside its diff are the file's own: the diff is applied to a copy of it)."""
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / "case"
        shutil.copytree(folder, copy)
        target = copy / file
        before = target.read_text()
        proposal = propose_fix(target, finding.fix)
        if not proposal.changed:
            return False
        after = _apply(before, proposal.diff)
        if after is None:
            return False
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", (SyntaxWarning, DeprecationWarning))
                ast.parse(after)
        except SyntaxError:
            return False
        alarms = {(f.rule, f.code) for f in lint_script(target).findings if f.severity != "info"}
        target.write_text(after)
        now = lint_script(target).findings
        still = [f for f in now if f.rule == finding.rule and abs(f.line - finding.line) <= 3]
        new = {(f.rule, f.code) for f in now if f.severity != "info"} - alarms
        return not still and not new


def _apply(text: str, diff: str) -> str | None:
    """Apply a unified diff of one file (as propose_fix writes it)."""
    lines = text.splitlines(keepends=True)
    out, i = [], 0
    for hunk in diff.split("\n@@")[1:]:
        header, _, body = hunk.partition("\n")
        start = int(header.split("-")[1].split(",")[0].split(" ")[0]) - 1
        out += lines[i:start]
        i = start
        for row in body.split("\n"):
            if row.startswith(" "):
                out.append(lines[i])
                i += 1
            elif row.startswith("-"):
                i += 1
            elif row.startswith("+"):
                out.append(row[1:] + "\n")
    return "".join(out + lines[i:])


def judge(folder: Path, label: dict, rules: set[str]) -> CaseResult:
    result = CaseResult(case=label["case"], clean=label["clean"], bugs=len(label["bugs"]))
    findings = _lint_folder(folder)
    if label["clean"]:
        result.alarms_on_clean = [f"{file}:{f.line} {f.rule} ({f.severity})" for file, fs in findings.items()
                                  for f in fs if f.severity in ("warning", "critical")]
        return result
    for bug in label["bugs"]:
        file = bug.get("file", label["file"])
        near = {int(bug["line"]), *(int(x) for x in bug.get("lines", []) if str(x).isdigit())}
        here = [f for f in findings.get(file, []) if any(abs(f.line - n) <= NEAR for n in near)]
        kind = KIND_RULES.get(bug["kind"], bug["kind"])
        right = [f for f in here if f.rule == kind] if kind in rules else []
        result.found_any += bool(here)
        result.found_right += bool(right)
        if not right:
            result.missed.append(f"{file}:{bug['line']} {bug['kind']}" + (f" (found {here[0].rule})" if here else ""))
        for f in right[:1]:
            if f.fix:
                result.fixes_tried += 1
                result.fixes_ok += _fix_ok(folder, file, f)
    return result


def run_split(split: str) -> list[CaseResult]:
    labels = json.loads((CORPUS / split / "labels.json").read_text())
    rules = {r["id"] for r in rule_catalog()}
    return [judge(CORPUS / split / case, label, rules) for case, label in sorted(labels.items())]


def summary(results: list[CaseResult]) -> dict:
    bugs = sum(r.bugs for r in results)
    clean = [r for r in results if r.clean]
    return {"scripts": len(results), "bugs": bugs, "clean": len(clean),
            "found_right": sum(r.found_right for r in results), "found_any_rule": sum(r.found_any for r in results),
            "clean_with_alarm": sum(bool(r.alarms_on_clean) for r in clean),
            "fixes_ok": sum(r.fixes_ok for r in results), "fixes_tried": sum(r.fixes_tried for r in results)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", choices=("dev", "test"), action="append")
    parser.add_argument("-v", action="store_true", help="each dev case")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    table = {}
    for split in args.set or ["dev", "test"]:
        results = run_split(split)
        table[split] = summary(results)
        if args.v and split == "dev":
            for r in results:
                mark = ("clean, " + (f"{len(r.alarms_on_clean)} alarm(s): {r.alarms_on_clean[:3]}" if r.alarms_on_clean
                                     else "quiet")) if r.clean else f"{r.found_right}/{r.bugs} found; missed {r.missed}"
                print(f"  {r.case:55s} {mark}")
    if args.json:
        print(json.dumps(table, indent=2))
        return 0
    print("| set | scripts | bugs found at their line, right rule | at their line, any rule | clean scripts with a "
          "warning | fixes that parse, stop the finding, change only their lines |")
    print("|---|---|---|---|---|---|")
    for split, s in table.items():
        print(f"| {split} | {s['scripts']} ({s['bugs']} bugs, {s['clean']} clean) | {s['found_right']}/{s['bugs']} | "
              f"{s['found_any_rule']}/{s['bugs']} | {s['clean_with_alarm']}/{s['clean']} | "
              f"{s['fixes_ok']}/{s['fixes_tried']} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
