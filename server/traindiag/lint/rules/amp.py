"""Mixed precision: loss scaling and clipping in the right order."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from traindiag.lint.base import LintContext, Rule
from traindiag.lint.model import LintFinding
from traindiag.lint.rules.optimizer_loop import training_loops
from traindiag.lint.script import CLIP_NAMES, Script, callee, dotted, keyword, receiver


def scaler_names(script: Script) -> list[str]:
    return [name for name, b in script.bindings.items() if b.kind == "scaler"]


class ClipBeforeUnscale(Rule):
    ID = "clip-before-unscale"
    SEVERITY = "critical"
    CAUSES = ("mixed_precision_overflow", "no_gradient_clipping")
    FIX = "add-grad-clipping"
    SUMMARY = "gradient clipping under a GradScaler without scaler.unscale_(optimizer) first"

    def check(self, script: Script, ctx: LintContext) -> Iterator[LintFinding]:
        if not scaler_names(script):
            return
        for loop, _backward, steps in training_loops(script):
            scaled = [s for s, _ in steps if script.kind_of(receiver(s)) == "scaler"]
            if not scaled:
                continue
            step = scaled[0]
            opt = steps[0][1]
            for call in script.calls(loop):
                if callee(call) not in CLIP_NAMES or call.lineno > step.lineno:
                    continue
                unscaled = any(
                    callee(c) == "unscale_" and c.lineno < call.lineno for c in script.calls(loop)
                )
                if not unscaled:
                    yield self.finding(
                        script, call,
                        f"clipping runs on gradients still multiplied by the loss scale (often 65536): the "
                        f"threshold is meaningless; call {receiver(step)}.unscale_({opt}) just before it",
                        optimizer=opt, scaler=receiver(step), clip_line=call.lineno,
                    )


def _fp16_autocast(script: Script, call: ast.Call) -> bool:
    """An autocast that computes in float16 (explicitly, or by the CUDA default)."""
    if callee(call) != "autocast":
        return False
    dtype = keyword(call, "dtype")
    if dtype is None:
        dtype = next((a for a in call.args[1:] if dotted(a)), None)
    if dtype is not None:
        name = (dotted(dtype) or "").split(".")[-1]
        return name in {"float16", "half"}
    qual = script.qualname(call.func)
    device = keyword(call, "device_type") or (call.args[0] if call.args else None)
    if "cuda.amp" in qual:
        return True
    return isinstance(device, ast.Constant) and device.value == "cuda"


class Fp16WithoutScaler(Rule):
    ID = "fp16-autocast-without-scaler"
    SEVERITY = "critical"
    CAUSES = ("mixed_precision_overflow",)
    FIX = None
    SUMMARY = "float16 autocast with backward() but no GradScaler: small gradients underflow to zero"

    def check(self, script: Script, ctx: LintContext) -> Iterator[LintFinding]:
        if scaler_names(script) or not script.backward_calls:
            return
        for call in script.calls():
            if _fp16_autocast(script, call):
                yield self.finding(
                    script, call,
                    "float16 autocast with no torch.amp.GradScaler: gradients below ~6e-8 flush to zero and "
                    "large ones overflow to inf; add a GradScaler (or autocast to bfloat16)",
                )
                return


RULES = [ClipBeforeUnscale, Fp16WithoutScaler]
