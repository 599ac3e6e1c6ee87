"""Fixes to the input pipeline."""

from __future__ import annotations

from typing import Any

from traindiag.lint.fixes.base import Edits, Fix, libcst
from traindiag.lint.model import LintFinding
from traindiag.lint.script import Script


class ShuffleTrainLoader(Fix):
    ID = "shuffle-train-loader"
    SUMMARY = "pass shuffle=True to the training DataLoader"
    RULES = ("train-loader-not-shuffled",)

    def edits(self, script: Script, findings: list[LintFinding], params: dict[str, Any]) -> Edits:
        cst = libcst()
        edits = Edits()

        def add_shuffle(call: Any) -> Any:
            last = call.args[-1].with_changes(comma=cst.Comma(whitespace_after=cst.SimpleWhitespace(" ")))
            new = cst.Arg(keyword=cst.Name("shuffle"), value=cst.Name("True"),
                          equal=cst.AssignEqual(cst.SimpleWhitespace(""), cst.SimpleWhitespace("")))
            return call.with_changes(args=[*call.args[:-1], last, new])

        for f in findings:
            if f.details.get("explicit"):  # shuffle=False written out: flip it
                edits.expr(f.line, f.column, "Name", lambda _old: cst.Name("True"))
            else:
                edits.expr(f.line, f.column, "Call", add_shuffle)
        return edits


FIXES = [ShuffleTrainLoader]
