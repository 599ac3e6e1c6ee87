"""Optimizer construction: decoupled weight decay and learning rates far outside the usual range."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from traindiag.lint.base import LintContext, Rule
from traindiag.lint.model import LintFinding
from traindiag.lint.script import Script, callee, keyword, literal_number

# (lowest, highest) learning rate past which a value is far outside what the optimizer is used with,
# and the value suggested instead; the usual ranges are about 1e-5..1e-2 (Adam family), 1e-4..1 (SGD).
ADAPTIVE = {"Adam", "AdamW", "NAdam", "RAdam", "Adamax", "RMSprop", "Lion", "LAMB", "Lamb", "AdamW8bit", "FusedAdam"}
LR_LIMITS: dict[str, tuple[float, float, str, str]] = {
    **{name: (1e-6, 3e-2, "3e-4", "1e-4") for name in ADAPTIVE},
    "TrainingArguments": (1e-6, 3e-2, "5e-5", "1e-5"),
    "SGD": (1e-5, 2.0, "0.1", "0.01"),
    "Adagrad": (1e-5, 1.0, "0.01", "1e-3"),
}


def lr_argument(script: Script, call: ast.Call) -> ast.expr | None:
    """The learning-rate argument of an optimizer (torch ``lr``, Keras/HF ``learning_rate``)."""
    for name in ("lr", "learning_rate"):
        value = keyword(call, name)
        if value is not None:
            return value
    if callee(call) == "TrainingArguments":
        return None
    keras = script.qualname(call.func).split(".")[0] in {"keras", "tensorflow", "tf_keras"}
    index = 0 if keras else 1
    return call.args[index] if len(call.args) > index else None


def lr_literal(script: Script, call: ast.Call) -> tuple[ast.expr, float] | None:
    """The number literal the learning rate comes from (directly or via ``lr = 3e-4``) and its value."""
    arg = lr_argument(script, call)
    if arg is None:
        return None
    for expr in script.resolve(arg):
        value = literal_number(expr)
        if value is not None:
            return expr, value
    return None


class LrOutOfRange(Rule):
    ID = "lr-out-of-range"
    SEVERITY = "warning"
    CAUSES = ("lr_too_high",)
    FIX = "change-lr"
    SUMMARY = "a learning-rate literal far outside the usual range for its optimizer"

    def check(self, script: Script, ctx: LintContext) -> Iterator[LintFinding]:
        for call in script.calls():
            limits = LR_LIMITS.get(callee(call))
            found = limits and lr_literal(script, call)
            if not found:
                continue
            node, lr = found
            low, high, suggest_high, suggest_low = limits
            if lr > high:
                yield self.finding(
                    script, node,
                    f"{callee(call)} with lr={lr:g} is far above the usual range (max ~{high:g}); expect "
                    f"spikes or NaN within the first steps; try {suggest_high}",
                    severity="critical" if lr > 10 * high else "warning",
                    optimizer_class=callee(call), lr=lr, suggested=suggest_high,
                )
            elif 0 < lr < low:
                yield self.finding(
                    script, node,
                    f"{callee(call)} with lr={lr:g} is far below the usual range (min ~{low:g}); the loss "
                    f"will barely move; try {suggest_low}",
                    causes=["lr_too_low"], optimizer_class=callee(call), lr=lr, suggested=suggest_low,
                )


class AdamWeightDecay(Rule):
    ID = "adam-weight-decay"
    SEVERITY = "warning"
    CAUSES = ("insufficient_regularization",)
    FIX = "adam-to-adamw"
    SUMMARY = "torch.optim.Adam(weight_decay=...) where decoupled decay (AdamW) was meant"

    def check(self, script: Script, ctx: LintContext) -> Iterator[LintFinding]:
        for call in script.calls():
            if callee(call) != "Adam" or not script.is_torch_name(call.func):
                continue
            decay = keyword(call, "weight_decay")
            if decay is None and len(call.args) > 4:
                decay = call.args[4]
            if decay is None or literal_number(decay) == 0:
                continue
            yield self.finding(
                script, call,
                "Adam adds weight_decay to the gradient, where the adaptive scaling shrinks it for "
                "parameters with large gradients: that is L2, not decoupled weight decay; use AdamW",
            )


def _parameter_sources(expr: ast.AST) -> list[tuple[str, ast.Call]]:
    """(module, call) for each `module.parameters()` joined into one parameter list: `list(a.parameters()) +
    list(b.parameters())`, `itertools.chain(a.parameters(), b.parameters())`, `[*a.parameters(), ...]`."""
    return [(ast.unparse(n.func.value), n) for n in ast.walk(expr)
            if isinstance(n, ast.Call) and callee(n) == "parameters" and isinstance(n.func, ast.Attribute)]


class OptimizerWrongParams(Rule):
    ID = "optimizer-wrong-params"
    SEVERITY = "warning"
    CAUSES = ("no_gradient_flow",)
    FIX = None
    SUMMARY = "one module's parameters joined twice into an optimizer's parameter list: the module meant beside it is left out"

    def check(self, script: Script, ctx: LintContext) -> Iterator[LintFinding]:
        for node in ast.walk(script.tree):
            joined = isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add) or (
                isinstance(node, ast.Call) and callee(node) == "chain") or isinstance(node, ast.List)
            if not joined:
                continue
            sources = _parameter_sources(node)
            names = [name for name, _ in sources]
            twice = next((name for name in names if names.count(name) > 1), None)
            if twice is None or len(sources) > 8:
                continue
            second = [call for name, call in sources if name == twice][1]
            yield self.finding(
                script, second,
                f"{twice}.parameters() joined twice into one parameter list: the optimizer trains {twice} "
                "(with a duplicate warning) and whatever module was meant here gets no updates",
                module=twice,
            )
            return  # the outer sum holds the inner ones: one finding per script


RULES = [LrOutOfRange, AdamWeightDecay, OptimizerWrongParams]
