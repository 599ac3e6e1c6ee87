"""Validation that measures the wrong thing: dropout/batch-norm in training mode, or graphs kept alive."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator

from traindiag.lint.base import LintContext, Rule
from traindiag.lint.model import LintFinding
from traindiag.lint.rules.optimizer_loop import training_loops
from traindiag.lint.script import NO_GRAD_NAMES, Script, callee, dotted, receiver

HELD_OUT = re.compile(r"(^|_)(val|valid|validation|test|eval|dev|holdout)", re.I)


def validation_loops(script: Script) -> Iterator[ast.For]:
    """Loops over a held-out loader (``for x, y in val_loader``), or in a function named for validation
    (``def evaluate(model, loader)``), that do not train."""
    if "torch" not in script.modules or "lightning" in script.frameworks:
        return
    for node in ast.walk(script.tree):
        if not isinstance(node, ast.For):
            continue
        names = [n.id for n in ast.walk(node.iter) if isinstance(n, ast.Name)]
        names += [n.attr for n in ast.walk(node.iter) if isinstance(n, ast.Attribute)]
        fn = script.enclosing_function(node)
        if fn is not None:
            names.append(fn.name)  # `def val(net, data_loader)`: the helper's name says what the loop is for
        if not any(HELD_OUT.search(name) for name in names):
            continue
        if any(callee(c) == "backward" for c in script.calls(node)):
            continue
        if model_called(script, node):
            yield node


def model_called(script: Script, loop: ast.AST) -> str | None:
    """The model the loop runs (``model`` in ``out = model(x)``)."""
    candidates = []
    for call in script.calls(loop):
        name = dotted(call.func)
        if name is None:
            continue
        binding = script.bindings.get(name)
        if binding is not None and binding.kind == "model":
            return name
        if re.search(r"(^|\.)(model|net|network|encoder|classifier)\w*$", name, re.I):
            candidates.append(name)
    return candidates[0] if candidates else None


def _mode_calls(script: Script, scope: ast.AST, before: int) -> bool:
    """Whether the model is in eval mode at line `before` of `scope` (last mode switch was eval)."""
    switches = [
        c for c in script.calls(scope)
        if c.lineno < before and receiver(c) is not None and callee(c) in {"eval", "train"}
    ]
    if not switches:
        return False
    last = max(switches, key=lambda c: c.lineno)
    if callee(last) == "eval":
        return True
    return bool(last.args) and isinstance(last.args[0], ast.Constant) and last.args[0].value is False


def _call_sites(script: Script, fn: ast.FunctionDef | ast.AsyncFunctionDef) -> list[ast.Call]:
    return [c for c in script.calls() if callee(c) == fn.name and not script.inside(c, fn)]


def in_eval_mode(script: Script, loop: ast.AST) -> bool:
    fn = script.enclosing_function(loop)
    if _mode_calls(script, fn or script.tree, loop.lineno):
        return True
    if fn is None:
        return False
    sites = _call_sites(script, fn)
    return bool(sites) and all(
        _mode_calls(script, script.enclosing_function(site) or script.tree, site.lineno) for site in sites
    )


def gradients_off(script: Script, loop: ast.AST) -> bool:
    if script.under_no_grad(loop):
        return True
    for node in script.walk_scope(loop):
        if isinstance(node, ast.With) and any(
            isinstance(i.context_expr, ast.Call) and callee(i.context_expr) in NO_GRAD_NAMES for i in node.items
        ):
            return True
    fn = script.enclosing_function(loop)
    if fn is None:
        return False
    sites = _call_sites(script, fn)
    return bool(sites) and all(script.under_no_grad(site) for site in sites)


class ValidationWithoutEval(Rule):
    ID = "validation-without-eval"
    SEVERITY = "warning"
    CAUSES = ()
    FIX = "wrap-validation"
    SUMMARY = "validation runs with the model in training mode (dropout on, batch-norm updating)"

    def check(self, script: Script, ctx: LintContext) -> Iterator[LintFinding]:
        for loop in validation_loops(script):
            if not in_eval_mode(script, loop):
                model = model_called(script, loop) or "model"
                yield self.finding(
                    script, loop,
                    f"validation without {model}.eval(): dropout stays on and batch-norm statistics are "
                    "updated from validation data, so the validation loss is noisy and biased upward",
                    model=model,
                )


class ValidationWithoutNoGrad(Rule):
    ID = "validation-without-no-grad"
    SEVERITY = "warning"
    CAUSES = ("graph_retention_leak",)
    FIX = "wrap-validation"
    SUMMARY = "validation builds autograd graphs (no torch.no_grad() / inference_mode())"

    def check(self, script: Script, ctx: LintContext) -> Iterator[LintFinding]:
        for loop in validation_loops(script):
            if not gradients_off(script, loop):
                model = model_called(script, loop) or "model"
                yield self.finding(
                    script, loop,
                    "validation without torch.no_grad(): every forward pass keeps its activations for a "
                    "backward that never comes, costing memory (and leaking it if the loss is summed)",
                    model=model,
                )


def _mode_switches(script: Script, scope: ast.AST, mode: str, depth: int = 2) -> list[ast.Call]:
    """`x.eval()` (or `x.train()`) calls under `scope`, following calls to the script's own functions."""
    found = []
    for call in script.calls(scope):
        if callee(call) == mode and receiver(call) is not None and (mode == "eval" and not call.args or
                                                                    mode == "train" and len(call.args) <= 1):
            found.append(call)
        elif depth and isinstance(call.func, ast.Name | ast.Attribute):
            fn = script.functions.get(callee(call))
            if fn is not None and fn is not scope and not script.inside(call, fn):
                found += _mode_switches(script, fn, mode, depth - 1)
    return found


class EvalModeNotRestored(Rule):
    ID = "eval-mode-not-restored"
    SEVERITY = "warning"
    CAUSES = ()
    FIX = None
    SUMMARY = "validation inside the training loop leaves the model in eval mode: later steps train with dropout off"

    def check(self, script: Script, ctx: LintContext) -> Iterator[LintFinding]:
        if "torch" not in script.modules:
            return
        for loop, _, _ in training_loops(script):
            if _mode_switches(script, loop, "train"):
                continue  # train() inside the loop: each step starts in training mode again
            for call in script.calls(loop):
                if callee(call) == "eval" and receiver(call) is not None and not call.args:
                    switched = call
                else:
                    fn = script.functions.get(callee(call)) if isinstance(call.func, ast.Name | ast.Attribute) else None
                    if fn is None or script.inside(call, fn) or not _mode_switches(script, fn, "eval"):
                        continue
                    if _mode_switches(script, fn, "train"):
                        continue  # the helper puts the model back in training mode itself
                    switched = call
                yield self.finding(
                    script, switched,
                    f"'{ast.unparse(switched)}' switches the model to eval mode inside the training loop and nothing "
                    "switches it back: the steps after it train with dropout off and batch-norm statistics "
                    "frozen; call model.train() after it (or at the top of each step)",
                )
                break


RULES = [ValidationWithoutEval, ValidationWithoutNoGrad, EvalModeNotRestored]
