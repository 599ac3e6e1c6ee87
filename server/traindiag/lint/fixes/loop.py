"""Fixes inside the training and validation loops."""

from __future__ import annotations

import ast
from typing import Any

from traindiag.errors import InputError
from traindiag.lint.fixes.base import Edits, Fix, anchor_after_step, ensure_import, libcst, parse_statements
from traindiag.lint.model import LintFinding
from traindiag.lint.rules.clipping import parameters_expr
from traindiag.lint.rules.optimizer_loop import training_loops
from traindiag.lint.script import CLIP_NAMES, Script, callee, receiver


class AddZeroGrad(Fix):
    ID = "add-zero-grad"
    SUMMARY = "clear gradients right after each optimizer step (removing a zero_grad() that sits in the wrong place)"
    RULES = ("missing-zero-grad", "zero-grad-misplaced")

    def edits(self, script: Script, findings: list[LintFinding], params: dict[str, Any]) -> Edits:
        edits = Edits()
        added: set[int] = set()
        for f in findings:
            if f.rule == "zero-grad-misplaced":
                edits.remove.add(f.line)
            anchor = anchor_after_step(script, int(f.details["step_line"]))
            if anchor not in added:
                added.add(anchor)
                edits.after[anchor].append(f"{f.details['optimizer']}.zero_grad(set_to_none=True)\n")
        return edits


class MoveSchedulerStep(Fix):
    ID = "move-scheduler-step"
    SUMMARY = "move scheduler.step() to just after optimizer.step()"
    RULES = ("scheduler-before-optimizer-step",)

    def edits(self, script: Script, findings: list[LintFinding], params: dict[str, Any]) -> Edits:
        edits = Edits()
        for f in findings:
            edits.remove.add(f.line)
            edits.after[anchor_after_step(script, int(f.details["step_line"]))].append(f"{f.details['scheduler']}.step()\n")
        return edits


class StepSchedulerPerEpoch(Fix):
    ID = "step-scheduler-per-epoch"
    SUMMARY = "move a per-epoch scheduler's step() out of the batch loop, to just after it"
    RULES = ("epoch-scheduler-per-batch",)

    def edits(self, script: Script, findings: list[LintFinding], params: dict[str, Any]) -> Edits:
        edits = Edits()
        for f in findings:
            stmt = script.statement_of(next(c for c in script.calls() if (c.lineno, c.col_offset) == (f.line, f.column)))
            edits.remove.add(stmt.lineno)
            edits.after[int(f.details["loop_line"])].append(ast.unparse(stmt) + "\n")
        return edits


def _step_calls(script: Script) -> list[tuple[ast.Call, str]]:
    return [(s, o) for loop, _, steps in training_loops(script) for s, o in steps if script.inside(s, loop)]


class AddGradClipping(Fix):
    ID = "add-grad-clipping"
    SUMMARY = "clip the global gradient norm before the optimizer step (after scaler.unscale_ under AMP)"
    RULES = ("no-clipping-with-instability", "clip-before-unscale")
    PARAMS = {"max_norm": "largest global gradient norm kept (default 1.0)"}
    STANDALONE = True

    def edits(self, script: Script, findings: list[LintFinding], params: dict[str, Any]) -> Edits:
        edits = Edits()
        max_norm = _number(params.get("max_norm", "1.0"), "max_norm")
        for f in findings:
            if f.rule == "clip-before-unscale":
                edits.before[f.line].append(f"{f.details['scaler']}.unscale_({f.details['optimizer']})\n")
        targets = [f for f in findings if f.rule == "no-clipping-with-instability" and f.fix]
        if not targets and not findings and not any(callee(c) in CLIP_NAMES for c in script.calls()):
            targets = [
                LintFinding(rule="", severity="info", line=s.lineno, message="",
                            details={"optimizer": o, "step_line": s.lineno, "parameters": parameters_expr(script, o)})
                for s, o in _step_calls(script)[:1]
            ]
        for f in targets:
            step_line = int(f.details["step_line"])
            step = next(c for c in script.calls() if c.lineno == step_line and callee(c) == "step")
            code = ""
            if script.kind_of(receiver(step)) == "scaler":
                code += f"{receiver(step)}.unscale_({f.details['optimizer']})\n"
            code += f"torch.nn.utils.clip_grad_norm_({f.details['parameters']}, max_norm={max_norm})\n"
            edits.before[step_line].append(code)
            ensure_import(script, edits, "torch")
        return edits


class WrapValidation(Fix):
    ID = "wrap-validation"
    SUMMARY = "run validation under model.eval() and torch.no_grad(), back to model.train() after"
    RULES = ("validation-without-eval", "validation-without-no-grad")

    def edits(self, script: Script, findings: list[LintFinding], params: dict[str, Any]) -> Edits:
        cst = libcst()
        edits = Edits()
        for line in sorted({f.line for f in findings}):
            here = [f for f in findings if f.line == line]
            model = str(here[0].details.get("model") or "model")
            need_eval = any(f.rule == "validation-without-eval" for f in here)
            need_no_grad = any(f.rule == "validation-without-no-grad" for f in here)

            def wrap(loop: Any, model: str = model, need_eval: bool = need_eval, need_no_grad: bool = need_no_grad) -> list[Any]:
                out = []
                lead = loop.leading_lines
                loop = loop.with_changes(leading_lines=())
                if need_no_grad:
                    with_stmt = parse_statements("with torch.no_grad():\n    pass\n")[0]
                    loop = with_stmt.with_changes(body=cst.IndentedBlock(body=[loop]))
                if need_eval:
                    out.append(parse_statements(f"{model}.eval()\n")[0])
                out.append(loop)
                if need_eval:
                    out.append(parse_statements(f"{model}.train()\n")[0])
                out[0] = out[0].with_changes(leading_lines=lead)
                return out

            edits.wrap[line] = wrap
            if need_no_grad:
                ensure_import(script, edits, "torch")
        return edits


class LossItem(Fix):
    ID = "loss-item"
    SUMMARY = "accumulate loss.item() (a Python float) instead of the loss tensor and its graph"
    RULES = ("loss-accumulated-without-item",)

    def edits(self, script: Script, findings: list[LintFinding], params: dict[str, Any]) -> Edits:
        cst = libcst()
        edits = Edits()
        for f in findings:
            node_type = str(f.details.get("node_type") or "Name")
            edits.expr(f.line, f.column, node_type, lambda term: cst.Call(func=cst.Attribute(value=term, attr=cst.Name("item"))))
        return edits


def _number(text: Any, what: str) -> str:
    try:
        value = float(str(text))
    except ValueError:
        raise InputError(f"{what}={text!r} is not a number: pass e.g. {what}=1.0") from None
    if not value > 0:
        raise InputError(f"{what}={text} must be positive")
    return str(text)


FIXES = [AddZeroGrad, MoveSchedulerStep, StepSchedulerPerEpoch, AddGradClipping, WrapValidation, LossItem]
