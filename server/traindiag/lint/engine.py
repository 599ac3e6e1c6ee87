"""Run every rule over a script."""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterable
from functools import cache
from pathlib import Path

from traindiag.errors import InputError, ParseError
from traindiag.lint.base import LintContext, Rule
from traindiag.lint.model import SEVERITY_RANK, LintReport
from traindiag.lint.script import Script
from traindiag.vocabulary import symptom_ids


@cache
def all_rules() -> dict[str, Rule]:
    """Every rule, by id, in discovery order."""
    from traindiag.lint import rules as pkg

    found: dict[str, Rule] = {}
    for info in sorted(pkgutil.iter_modules(pkg.__path__), key=lambda i: i.name):
        module = importlib.import_module(f"{pkg.__name__}.{info.name}")
        for cls in getattr(module, "RULES", ()):
            found[cls.ID] = cls()
    return found


def parse_script(text: str, path: str | None = None) -> Script:
    try:
        return Script.parse(text, filename=path or "<script>")
    except SyntaxError as exc:
        raise ParseError(
            f"{path or 'script'} line {exc.lineno}: not valid Python ({exc.msg}); lint reads the script "
            "without running it, so it must parse"
        ) from None


def lint_source(text: str, path: str | None = None, log_findings: Iterable[str] | None = None) -> LintReport:
    """Lint script text. `log_findings` are symptom ids seen in the run's log (nan_inf, loss_spikes...)."""
    script = parse_script(text, path)
    symptoms = set(log_findings or ())
    unknown = symptoms - set(symptom_ids())
    if unknown:
        raise InputError(f"unknown symptom id(s) {', '.join(sorted(unknown))}: use ids from the vocabulary")
    ctx = LintContext(log_symptoms=symptoms)
    findings = []
    seen = set()
    for rule in all_rules().values():
        for f in rule.check(script, ctx):
            if (f.rule, f.line, f.column) not in seen:
                seen.add((f.rule, f.line, f.column))
                findings.append(f)
    findings.sort(key=lambda f: (-SEVERITY_RANK[f.severity], f.line, f.column))
    return LintReport(path=path, frameworks=script.frameworks, log_symptoms=sorted(symptoms), findings=findings)


def read_script(path: str | Path) -> tuple[str, bytes]:
    """The script's text and raw bytes, or a one-line error."""
    p = Path(path)
    if not p.is_file():
        raise InputError(f"{p}: no such file; give the path of a training script (.py)")
    raw = p.read_bytes()
    try:
        return raw.decode("utf-8"), raw
    except UnicodeDecodeError:
        raise InputError(f"{p}: not UTF-8 text; lint reads Python source files") from None


def log_symptoms(log_path: str | Path) -> list[str]:
    """Symptom ids the detectors find in a training log."""
    from traindiag.analysis import detect
    from traindiag.ingest import read_runs

    found: set[str] = set()
    for run in read_runs(log_path):
        findings, _inconclusive = detect(run)
        found.update(f.symptom for f in findings)
    return sorted(found - {"healthy"})


def lint_script(path: str | Path, log_path: str | Path | None = None) -> LintReport:
    """Lint a script file; with `log_path`, rules also use what the run's log shows."""
    text, _ = read_script(path)
    symptoms = log_symptoms(log_path) if log_path is not None else None
    return lint_source(text, path=str(path), log_findings=symptoms)
