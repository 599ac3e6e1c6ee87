"""No gradient clipping in a run whose log shows it blowing up."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from traindiag.lint.base import LintContext, Rule
from traindiag.lint.model import LintFinding
from traindiag.lint.rules.optimizer_loop import training_loops
from traindiag.lint.script import CLIP_NAMES, OPTIMIZERS, Script, callee, keyword

UNSTABLE = {"nan_inf", "loss_spikes", "exploding_gradients", "divergence"}


def parameters_expr(script: Script, optimizer: str) -> str:
    """What the optimizer was built over (``model.parameters()``), to clip the same tensors."""
    binding = script.bindings.get(optimizer)
    if binding is not None and binding.call.args:
        first = binding.call.args[0]
        if isinstance(first, ast.Call) and callee(first) == "parameters":
            return ast.unparse(first)
    model = next((name for name, b in script.bindings.items() if b.kind == "model"), "model")
    return f"{model}.parameters()"


class NoClippingWithInstability(Rule):
    ID = "no-clipping-with-instability"
    SEVERITY = "warning"
    CAUSES = ("no_gradient_clipping",)
    FIX = "add-grad-clipping"
    SUMMARY = "the log shows spikes, NaN or exploding gradients and the script never clips gradients"

    def check(self, script: Script, ctx: LintContext) -> Iterator[LintFinding]:
        shown = sorted(ctx.log_symptoms & UNSTABLE)
        if not shown or any(callee(c) in CLIP_NAMES for c in script.calls()):
            return
        seen = ", ".join(s.replace("_", " ") for s in shown)
        if "hf_trainer" in script.frameworks:
            return  # Trainer clips at max_grad_norm=1.0 unless told otherwise
        for call in script.calls():
            if callee(call) == "Trainer" and "lightning" in script.frameworks and keyword(call, "gradient_clip_val") is None:
                yield self.finding(
                    script, call, f"the log shows {seen} and the Trainer does not clip: pass gradient_clip_val=1.0",
                    fix=False,
                )
                return
            if "keras" in script.frameworks and callee(call) in OPTIMIZERS and not any(
                keyword(call, k) is not None for k in ("clipnorm", "clipvalue", "global_clipnorm")
            ):
                yield self.finding(
                    script, call, f"the log shows {seen} and the optimizer does not clip: pass global_clipnorm=1.0",
                    fix=False,
                )
                return
        for _loop, _, steps in training_loops(script):
            if steps:
                step, opt = steps[0]
                yield self.finding(
                    script, step,
                    f"the log shows {seen} and no gradient is ever clipped: clip the global norm to 1.0 "
                    f"before {opt}.step()",
                    optimizer=opt, step_line=step.lineno, parameters=parameters_expr(script, opt),
                )
                return


RULES = [NoClippingWithInstability]
