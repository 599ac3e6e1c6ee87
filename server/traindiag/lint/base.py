"""The rule contract.

A rule is a class with a fixed id, default severity, the vocabulary causes it points at, and the id of
its automatic fix (None when the cure needs a person). `check` reads a parsed `Script` and yields
findings. Rules live in `lint/rules/`; each module lists its rules in ``RULES`` and is discovered.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import ClassVar

from traindiag.lint.model import LintFinding, Severity
from traindiag.lint.script import Script


@dataclass
class LintContext:
    """What a rule may use besides the script: symptom ids the training log showed."""

    log_symptoms: set[str] = field(default_factory=set)


class Rule:
    ID: ClassVar[str]
    SEVERITY: ClassVar[Severity]
    CAUSES: ClassVar[tuple[str, ...]] = ()
    FIX: ClassVar[str | None] = None
    SUMMARY: ClassVar[str]

    def check(self, script: Script, ctx: LintContext) -> Iterable[LintFinding]:
        raise NotImplementedError

    def finding(
        self,
        script: Script,
        node: ast.AST,
        message: str,
        *,
        severity: Severity | None = None,
        fix: str | None | bool = True,
        causes: Iterable[str] | None = None,
        **details: str | int | float | None,
    ) -> LintFinding:
        line = getattr(node, "lineno", 1)
        return LintFinding(
            rule=self.ID,
            severity=severity or self.SEVERITY,
            line=line,
            column=getattr(node, "col_offset", 0),
            message=message,
            causes=list(self.CAUSES if causes is None else causes),
            fix=self.FIX if fix is True else (fix or None),
            code=script.code(line),
            details=details,
        )
