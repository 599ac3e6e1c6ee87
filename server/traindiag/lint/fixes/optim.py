"""Fixes to how the optimizer and its learning rate are set up."""

from __future__ import annotations

import ast
from typing import Any

from traindiag.errors import InputError
from traindiag.lint.fixes.base import Edits, Fix, anchor_after_step, ensure_import, libcst
from traindiag.lint.fixes.loop import _number, _step_calls
from traindiag.lint.model import LintFinding
from traindiag.lint.rules.optimizers import LR_LIMITS, lr_literal
from traindiag.lint.script import OPTIMIZERS, Script, callee, dotted


class AdamToAdamW(Fix):
    ID = "adam-to-adamw"
    SUMMARY = "use torch.optim.AdamW (decoupled weight decay) instead of Adam(weight_decay=...)"
    RULES = ("adam-weight-decay",)

    def edits(self, script: Script, findings: list[LintFinding], params: dict[str, Any]) -> Edits:
        cst = libcst()
        edits = Edits()
        renamed_bare = 0
        for f in findings:
            call = next(c for c in script.calls() if (c.lineno, c.col_offset) == (f.line, f.column))
            if isinstance(call.func, ast.Name):
                renamed_bare += 1
                edits.expr(f.line, f.column, "Call", lambda c: c.with_changes(func=cst.Name("AdamW")))
            else:
                edits.expr(f.line, f.column, "Call", lambda c: c.with_changes(func=c.func.with_changes(attr=cst.Name("AdamW"))))
        if renamed_bare and "AdamW" not in script.imports:
            uses = sum(isinstance(n, ast.Name) and n.id == "Adam" for n in ast.walk(script.tree))
            for node in ast.walk(script.tree):
                if isinstance(node, ast.ImportFrom) and node.module == "torch.optim" and any(a.name == "Adam" for a in node.names):
                    # Rename the import when no other use of Adam is left; otherwise import AdamW too.
                    _import_edit(edits, node, keep_adam=uses > renamed_bare)
        return edits


def _import_edit(edits: Edits, node: ast.ImportFrom, keep_adam: bool) -> None:
    cst = libcst()

    def rewrite(stmt: Any) -> list[Any]:
        imp = stmt.body[0]
        names = list(imp.names)
        if keep_adam:
            last = names[-1].with_changes(comma=cst.Comma(whitespace_after=cst.SimpleWhitespace(" ")))
            names = [*names[:-1], last, cst.ImportAlias(name=cst.Name("AdamW"))]
        else:
            names = [a.with_changes(name=cst.Name("AdamW")) if getattr(a.name, "value", None) == "Adam" else a for a in names]
        return [stmt.with_changes(body=[imp.with_changes(names=names), *stmt.body[1:]])]

    edits.wrap[node.lineno] = rewrite


def _lr_targets(script: Script) -> list[tuple[ast.expr, str]]:
    """Every learning-rate literal an optimizer (or TrainingArguments) is built with, and its class."""
    found = []
    for call in script.calls():
        if callee(call) in OPTIMIZERS or callee(call) in LR_LIMITS:
            hit = lr_literal(script, call)
            if hit:
                found.append((hit[0], callee(call)))
    return found


class ChangeLr(Fix):
    ID = "change-lr"
    SUMMARY = "set the optimizer's learning rate (to --lr, or to the suggested value)"
    RULES = ("lr-out-of-range",)
    PARAMS = {"lr": "the new learning rate, e.g. 3e-4 (default: the value the finding suggests)"}
    STANDALONE = True

    def edits(self, script: Script, findings: list[LintFinding], params: dict[str, Any]) -> Edits:
        cst = libcst()
        edits = Edits()
        lr = params.get("lr")
        if lr is not None:
            lr = _number(lr, "lr")
        if findings:
            targets = [(f.line, f.column, lr or str(f.details["suggested"])) for f in findings]
        else:
            if lr is None:
                return edits  # nothing flagged and no value asked for
            targets = [(node.lineno, node.col_offset, lr) for node, _ in _lr_targets(script)]
            if not targets:
                raise InputError("no learning-rate literal found (lr=... in an optimizer, or a variable set to a number)")
        for line, col, value in targets:
            new = cst.parse_expression(value)
            for node_type in ("Float", "Integer", "UnaryOperation"):
                edits.expr(line, col, node_type, lambda _old, new=new: new)
        return edits


def _total_steps(script: Script, step: ast.Call) -> str | None:
    """The number of optimizer steps the loop will take, as source text, when the loops tell it."""
    loops = script.loops_around(step)
    counts = []
    for loop in loops:
        if not isinstance(loop, ast.For):
            return None
        it = loop.iter
        if isinstance(it, ast.Call) and callee(it) in {"enumerate", "zip"} and it.args:
            ranges = [a for a in it.args if isinstance(a, ast.Call) and callee(a) == "range"]
            it = ranges[0] if ranges else it.args[0]
        if isinstance(it, ast.Call) and callee(it) == "range" and len(it.args) == 1:
            counts.append(ast.unparse(it.args[0]))
        elif dotted(it):
            counts.append(f"len({dotted(it)})")
        else:
            return None
    return " * ".join(reversed(counts)) if counts else None


def _bound_names(script: Script, scope: ast.AST | None, before: int) -> set[str]:
    """Names a statement at line `before` of `scope` (a function, or the module) can read."""
    root = scope or script.tree
    names = {n.id for n in script.walk_scope(root)
             if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store) and n.lineno < before}
    names |= set(script.imports) | {
        n.name for n in script.tree.body if isinstance(n, ast.FunctionDef | ast.ClassDef) and n.lineno < before
    }
    if isinstance(root, ast.FunctionDef | ast.AsyncFunctionDef):
        names |= {a.arg for a in ast.walk(root.args) if isinstance(a, ast.arg)}
    return names


class AddWarmupCosine(Fix):
    ID = "add-warmup-cosine"
    SUMMARY = "add a LambdaLR schedule: linear warmup, then cosine decay to 10% of the base rate, stepped per optimizer step"
    RULES = ("missing-lr-schedule",)
    PARAMS = {"total_steps": "optimizer steps in the run (default: read from the loops)",
              "warmup_steps": "warmup length in steps (default: 5% of total_steps)"}
    STANDALONE = True

    def edits(self, script: Script, findings: list[LintFinding], params: dict[str, Any]) -> Edits:
        edits = Edits()
        if any(b.kind == "scheduler" for b in script.bindings.values()) or any(script.is_scheduler_step(c) for c in script.calls()):
            return edits  # a schedule is already there
        steps = _step_calls(script)
        if not steps:
            raise InputError("no training loop with an optimizer step found: nothing to schedule")
        step, opt = steps[0]
        binding = script.bindings.get(opt)
        if binding is None:
            raise InputError(f"cannot find where {opt} is built: add the schedule by hand")
        built_in = script.enclosing_function(binding.call)
        loop = script.loops_around(step)[-1]
        if built_in is script.enclosing_function(step):
            at, insert = script.statement_of(loop).lineno, "before"  # all the loop's names are set by then
        elif built_in is None:
            at, insert = script.statement_of(binding.call).lineno, "after"
        else:
            raise InputError(f"{opt} is built inside {built_in.name}() but stepped elsewhere: add the schedule by hand")
        total = params.get("total_steps")
        if total is None:
            total = _total_steps(script, step)
            needed = {n.id for n in ast.walk(ast.parse(total, mode="eval")) if isinstance(n, ast.Name)} if total else set()
            if total is None or not needed - {"len"} <= _bound_names(script, built_in, at + (insert == "after")):
                raise InputError("cannot tell how many steps the run takes where the optimizer is built: pass total_steps=N")
        else:
            total = _number(total, "total_steps")
        if "warmup_steps" in params:
            params["warmup_steps"] = _number(params["warmup_steps"], "warmup_steps")
        warmup = params.get("warmup_steps") or "max(1, lr_total_steps // 20)"
        taken = {n.id for n in ast.walk(script.tree) if isinstance(n, ast.Name)}
        name = "scheduler" if "scheduler" not in taken else "lr_scheduler"
        code = (
            "# Linear warmup, then cosine decay to 10% of the base learning rate (added by traindiag).\n"
            f"lr_total_steps = {total}\n"
            f"lr_warmup_steps = {warmup}\n"
            "\n"
            "\n"
            "def lr_warmup_cosine(step):\n"
            "    if step < lr_warmup_steps:\n"
            "        return (step + 1) / lr_warmup_steps\n"
            "    progress = min(1.0, (step - lr_warmup_steps) / max(1, lr_total_steps - lr_warmup_steps))\n"
            "    return 0.1 + 0.9 * 0.5 * (1.0 + math.cos(math.pi * progress))\n"
            "\n"
            "\n"
            f"{name} = torch.optim.lr_scheduler.LambdaLR({opt}, lr_warmup_cosine)\n"
        )
        (edits.before if insert == "before" else edits.after)[at].append(code)
        edits.after[anchor_after_step(script, step.lineno)].append(f"{name}.step()\n")
        ensure_import(script, edits, "math")
        ensure_import(script, edits, "torch")
        return edits


FIXES = [AdamToAdamW, ChangeLr, AddWarmupCosine]
