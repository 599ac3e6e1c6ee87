"""What lint returns: findings that point at a line of the user's script, and what a fix produces."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

Severity = Literal["info", "warning", "critical"]
SEVERITY_RANK: dict[str, int] = {"info": 0, "warning": 1, "critical": 2}


class LintFinding(BaseModel):
    """One bug (or likely bug) at one place in a training script."""

    rule: str = Field(description="rule id, e.g. softmax-before-cross-entropy")
    severity: Severity
    line: int = Field(description="1-based line of the offending code")
    column: int = Field(default=0, description="0-based column")
    message: str
    causes: list[str] = Field(default_factory=list, description="cause ids from the vocabulary")
    fix: str | None = Field(default=None, description="id of the automatic fix, when one applies here")
    code: str = Field(default="", description="the offending source line, stripped")
    details: dict[str, str | int | float | None] = Field(
        default_factory=dict, description="names and positions the fix needs (optimizer, step_line...)"
    )


class LintReport(BaseModel):
    """Every finding in one script, most severe first."""

    path: str | None = None
    frameworks: list[str] = Field(default_factory=list, description="torch, hf_trainer, lightning, keras")
    log_symptoms: list[str] = Field(default_factory=list, description="symptom ids the log showed, if given")
    findings: list[LintFinding] = Field(default_factory=list)

    @property
    def worst(self) -> Severity | None:
        if not self.findings:
            return None
        return max((f.severity for f in self.findings), key=SEVERITY_RANK.__getitem__)

    def fired(self, rule: str) -> list[LintFinding]:
        return [f for f in self.findings if f.rule == rule]

    def to_text(self) -> str:
        where = self.path or "<script>"
        if not self.findings:
            return f"{where}: no findings"
        lines = [
            f"{where}:{f.line}:{f.column + 1}: {f.severity} [{f.rule}] {f.message}"
            + (f" (fix: traindiag fix {where} --rule {f.fix})" if f.fix else "")
            for f in self.findings
        ]
        counts = {s: sum(f.severity == s for f in self.findings) for s in ("critical", "warning", "info")}
        lines.append(", ".join(f"{n} {s}" for s, n in counts.items() if n))
        return "\n".join(lines)


class FixProposal(BaseModel):
    """A fix computed but not written: the diff, and the hash of the file it was computed from."""

    path: str
    fix: str
    changed: bool
    diff: str = Field(description="unified diff; empty when nothing would change")
    sha256: str = Field(description="sha256 of the file as read; pass it to apply_fix to guard against edits")
    message: str = ""
    findings: list[LintFinding] = Field(default_factory=list, description="the findings this fix addresses")


class FixResult(BaseModel):
    """A fix written to disk (or found unnecessary)."""

    path: str
    fix: str
    changed: bool
    backup: str | None = Field(default=None, description="copy of the original file, when one was written")
    diff: str = ""
    sha256_before: str
    sha256_after: str
    message: str = ""
