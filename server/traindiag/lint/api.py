"""The functions the CLI and the MCP server call: lint a script, propose a fix, apply it.

`propose_fix` only reads. `apply_fix` writes, so it needs an explicit go-ahead: ``confirm=True`` or
the ``expected_sha256`` that `propose_fix` returned (which also proves the file is the one the diff
was computed from). Writing is atomic: the new text goes to a temporary file in the same folder,
is fsync'ed, then replaces the script with `os.replace`, so an interruption leaves either the old
file or the new one, never half of each. The original is kept as ``<name>.traindiag-bak-<UTC time>``.
"""

from __future__ import annotations

import ast
import difflib
import hashlib
import warnings
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from traindiag.errors import InputError, TraindiagError
from traindiag.files import write_atomic
from traindiag.lint.engine import all_rules, lint_source, log_symptoms, read_script
from traindiag.lint.engine import lint_script as _lint_script
from traindiag.lint.fixes import all_fixes
from traindiag.lint.fixes.base import Fix
from traindiag.lint.model import FixProposal, FixResult, LintFinding, LintReport
from traindiag.lint.script import Script

__all__ = ["apply_fix", "fix_catalog", "lint_script", "propose_fix", "resolve_fix", "rule_catalog"]


def lint_script(path: str | Path, log_path: str | Path | None = None) -> LintReport:
    """Lint a training script (never executed); with `log_path`, also use what its log shows."""
    return _lint_script(path, log_path)


def rule_catalog() -> list[dict[str, Any]]:
    return [
        {"id": r.ID, "severity": r.SEVERITY, "causes": list(r.CAUSES), "fix": r.FIX, "summary": r.SUMMARY}
        for r in all_rules().values()
    ]


def fix_catalog() -> list[dict[str, Any]]:
    return [
        {"id": f.ID, "rules": list(f.RULES), "params": dict(f.PARAMS), "summary": f.SUMMARY}
        for f in all_fixes().values()
    ]


def resolve_fix(rule_or_fix_id: str) -> Fix:
    """The fix for a fix id, or for the rule whose findings it cures."""
    fixes = all_fixes()
    if rule_or_fix_id in fixes:
        return fixes[rule_or_fix_id]
    rule = all_rules().get(rule_or_fix_id)
    if rule is not None:
        if rule.FIX is None:
            raise InputError(f"rule {rule.ID} has no automatic fix ({rule.SUMMARY}): edit the script by hand")
        return fixes[rule.FIX]
    raise InputError(f"unknown rule or fix '{rule_or_fix_id}': choose a fix ({', '.join(sorted(fixes))}) or a rule id")


def sha256(raw: bytes) -> str:
    return hashlib.sha256(raw).hexdigest()


def _compute(path: str | Path, fix: Fix, params: dict[str, Any]) -> tuple[str, bytes, str, list[LintFinding], str]:
    """(text, raw bytes, patched text, findings addressed, message) for one fix on one file."""
    log_path = params.pop("log_path", None)
    unknown = set(params) - set(fix.PARAMS)
    if unknown:
        accepted = ", ".join(fix.PARAMS) or "none"
        raise InputError(f"fix {fix.ID} takes no parameter {', '.join(sorted(unknown))} (accepted: {accepted})")
    params = {k: v for k, v in params.items() if v is not None}
    text, raw = read_script(path)
    symptoms = log_symptoms(log_path) if log_path is not None else None
    report = lint_source(text, path=str(path), log_findings=symptoms)
    findings = [f for f in report.findings if f.fix == fix.ID]
    if not findings and not fix.STANDALONE:
        rules = ", ".join(fix.RULES)
        return text, raw, text, [], f"{rules} does not fire on {path}: nothing to fix"
    try:
        edits = fix.edits(Script.parse(text), findings, params)
        new_text = edits.apply(text) if edits else text
    except TraindiagError:
        raise
    except Exception as exc:  # unusual code the codemod cannot place its edit in; never a traceback
        lines = ", ".join(str(f.line) for f in findings) or "-"
        raise TraindiagError(
            f"fix {fix.ID} could not be applied to {path} (line {lines}: {type(exc).__name__}); "
            "the finding's message says what to change by hand"
        ) from exc
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", (SyntaxWarning, DeprecationWarning))
            ast.parse(new_text)
    except SyntaxError as exc:  # a codemod bug; refuse rather than write broken code
        raise TraindiagError(f"fix {fix.ID} would leave {path} unparsable (line {exc.lineno}); file not changed") from None
    where = ", ".join(f"line {f.line}" for f in findings)
    message = f"{fix.ID}: " + (f"fixes {where}" if findings else "applied on request") if new_text != text else f"{fix.ID}: nothing to change"
    return text, raw, new_text, findings, message


def _diff(path: str | Path, old: str, new: str) -> str:
    name = Path(path).name
    return "".join(difflib.unified_diff(
        old.splitlines(keepends=True), new.splitlines(keepends=True), fromfile=f"a/{name}", tofile=f"b/{name}"
    ))


def propose_fix(path: str | Path, rule_or_fix_id: str, **params: Any) -> FixProposal:
    """The diff a fix would make, without writing anything, and the sha256 of the file it read."""
    fix = resolve_fix(rule_or_fix_id)
    text, raw, new_text, findings, message = _compute(path, fix, dict(params))
    return FixProposal(
        path=str(path), fix=fix.ID, changed=new_text != text, diff=_diff(path, text, new_text),
        sha256=sha256(raw), message=message, findings=findings,
    )


def _backup_path(path: Path) -> Path:
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    candidate = path.with_name(f"{path.name}.traindiag-bak-{stamp}")
    n = 1
    while candidate.exists():
        n += 1
        candidate = path.with_name(f"{path.name}.traindiag-bak-{stamp}-{n}")
    return candidate


def apply_fix(
    path: str | Path, fix_id: str, expected_sha256: str | None = None, confirm: bool = False, **params: Any
) -> FixResult:
    """Apply a fix in place, atomically, keeping a backup.

    Needs ``confirm=True`` or ``expected_sha256`` (from `propose_fix`); refuses when the file no longer
    has that hash, or changes between reading and writing.
    """
    if not confirm and not expected_sha256:
        raise InputError(f"apply_fix rewrites {path}: pass confirm=True, or expected_sha256 from propose_fix")
    target = Path(path)
    fix = resolve_fix(fix_id)
    text, raw, new_text, _findings, message = _compute(target, fix, dict(params))
    before = sha256(raw)
    if expected_sha256 and expected_sha256 != before:
        raise InputError(f"{target} changed since it was read (sha256 {before[:12]}, expected {expected_sha256[:12]}): "
                         "run propose_fix again and review the new diff")
    if new_text == text:
        return FixResult(path=str(target), fix=fix.ID, changed=False, sha256_before=before, sha256_after=before, message=message)
    if target.read_bytes() != raw:
        raise InputError(f"{target} changed while the fix was computed: nothing written; run the fix again")
    backup = _backup_path(target)
    mode = target.stat().st_mode & 0o7777
    write_atomic(backup, raw, mode)
    data = new_text.encode("utf-8")
    write_atomic(target, data, mode)
    return FixResult(
        path=str(target), fix=fix.ID, changed=True, backup=str(backup), diff=_diff(target, text, new_text),
        sha256_before=before, sha256_after=sha256(data), message=message,
    )
