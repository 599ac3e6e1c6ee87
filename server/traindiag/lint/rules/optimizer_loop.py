"""The optimizer step cycle: backward, step, zero_grad, in that order, every iteration."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from traindiag.lint.base import LintContext, Rule
from traindiag.lint.model import LintFinding
from traindiag.lint.script import Script, callee, receiver


def training_loops(script: Script) -> Iterator[tuple[ast.AST, ast.Call, list[tuple[ast.Call, str]]]]:
    """(loop, first backward in it, optimizer steps in it) for each distinct training loop."""
    seen: set[int] = set()
    for backward in script.backward_calls:
        loop = script.training_loop(backward)
        if loop is None or id(loop) in seen:
            continue
        seen.add(id(loop))
        yield loop, backward, script.steps_in(loop, depth=1)


def accumulation_guard(script: Script, node: ast.AST, loop: ast.AST) -> ast.If | None:
    """The ``if (i + 1) % accum_steps == 0:`` around `node`, if the step is only taken every N batches."""
    for a in script.ancestors(node):
        if a is loop:
            return None
        if isinstance(a, ast.If) and (
            any(isinstance(n, ast.BinOp) and isinstance(n.op, ast.Mod) for n in ast.walk(a.test))
            or any(isinstance(n, ast.Name) and ("accum" in n.id.lower() or "sync" in n.id.lower()) for n in ast.walk(a.test))
        ):
            return a
    return None


def zero_grads_in(script: Script, loop: ast.AST) -> list[ast.AST]:
    found = [n for n in script.walk_scope(loop) if script.is_zero_grad(n)]
    for call in script.calls(loop):
        fn = script.functions.get(callee(call))
        if fn is not None and not script.inside(call, fn):
            found.extend(n for n in script.walk_scope(fn) if script.is_zero_grad(n))
    return found


class MissingZeroGrad(Rule):
    ID = "missing-zero-grad"
    SEVERITY = "critical"
    CAUSES = ("gradient_accumulation_bug",)
    FIX = "add-zero-grad"
    SUMMARY = "the training loop never calls optimizer.zero_grad(), so gradients add up across steps"

    def check(self, script: Script, ctx: LintContext) -> Iterator[LintFinding]:
        for loop, _, steps in training_loops(script):
            cleared = zero_grads_in(script, loop)
            if steps and not cleared:
                step, opt = steps[0]
                yield self.finding(
                    script, step,
                    f"no {opt}.zero_grad() in the training loop: every backward adds to the previous "
                    "gradients, so each step uses the sum of all past batches",
                    optimizer=opt, step_line=step.lineno,
                )
                continue
            for step, opt in uncleared_optimizers(script, steps, cleared):
                yield self.finding(
                    script, step,
                    f"{opt}.step() in a loop that clears only the other optimizers' gradients: {opt}'s keep "
                    "adding up across steps (a GAN's discriminator, an encoder's optimizer)",
                    optimizer=opt, step_line=step.lineno,
                )


def uncleared_optimizers(script: Script, steps: list, cleared: list[ast.AST]) -> list:
    """With several optimizers stepped in one loop and every zero_grad called on an optimizer (so none is
    cleared through its model), the (step, optimizer) pairs whose optimizer is never cleared."""
    stepped = {opt for _, opt in steps}
    if len(stepped) < 2:
        return []
    receivers = [receiver(z) if isinstance(z, ast.Call) else None for z in cleared]
    if not receivers or any(r is None or script.kind_of(r) != "optimizer" for r in receivers):
        return []  # model.zero_grad() or p.grad = None: which parameters it clears is not known here
    names = {r.split(".")[-1] for r in receivers if r}
    out, seen = [], set()
    for step, opt in steps:
        if opt.split(".")[-1] not in names and opt not in seen:
            seen.add(opt)
            out.append((step, opt))
    return out


class ZeroGradMisplaced(Rule):
    ID = "zero-grad-misplaced"
    SEVERITY = "critical"
    CAUSES = ("gradient_accumulation_bug", "no_gradient_flow")
    FIX = "add-zero-grad"
    SUMMARY = "zero_grad() between backward() and step(), or every micro-batch while stepping every N"

    def check(self, script: Script, ctx: LintContext) -> Iterator[LintFinding]:
        for loop, backward, steps in training_loops(script):
            local_steps = [(s, o) for s, o in steps if script.inside(s, loop)]
            if not local_steps:
                continue
            step, opt = local_steps[0]
            guard = accumulation_guard(script, step, loop)
            for zg in zero_grads_in(script, loop):
                other = receiver(zg) if isinstance(zg, ast.Call) else None
                if not script.inside(zg, loop) or (script.kind_of(other) == "optimizer" and other != opt):
                    continue  # another optimizer's zero_grad (GANs, multi-optimizer setups)
                if backward.lineno < zg.lineno < step.lineno and accumulation_guard(script, zg, loop) is guard:
                    yield self.finding(
                        script, zg,
                        f"gradients are cleared after backward() and before {opt}.step(): the step "
                        "applies zero gradients and the model never learns",
                        optimizer=opt, step_line=step.lineno,
                    )
                elif guard is not None and not script.inside(zg, guard):
                    yield self.finding(
                        script, zg,
                        f"{opt}.step() runs only every few batches (line {step.lineno}) but gradients are "
                        "cleared every batch: accumulation keeps just the last micro-batch",
                        optimizer=opt, step_line=step.lineno,
                    )


class BackwardWithoutStep(Rule):
    ID = "backward-without-step"
    SEVERITY = "critical"
    CAUSES = ("no_gradient_flow",)
    FIX = None
    SUMMARY = "loss.backward() in a loop with no optimizer.step(): weights never change"

    def check(self, script: Script, ctx: LintContext) -> Iterator[LintFinding]:
        seen: set[int] = set()
        for backward in script.backward_calls:
            loops = script.loops_around(backward)
            if not loops or id(loops[-1]) in seen or script.under_no_grad(backward):
                continue
            seen.add(id(loops[-1]))
            scope = script.enclosing_function(backward) or loops[-1]
            if not script.steps_in(scope, depth=2):
                yield self.finding(
                    script, backward,
                    "backward() computes gradients but no optimizer.step() follows in the loop: the "
                    "weights never change",
                )
        for loop, _, steps in training_loops(script):
            yield from self._cleared_never_stepped(script, loop, steps)

    def _cleared_never_stepped(self, script: Script, loop: ast.AST, steps: list) -> Iterator[LintFinding]:
        """An optimizer cleared in the loop but never stepped while another one is: the backward after its
        zero_grad() (a GAN's discriminator loss) updates nothing."""
        stepped = {opt.split(".")[-1] for _, opt in steps}
        if not stepped:
            return
        backwards = [b for b in script.backward_calls if script.inside(b, loop)]
        for zg in zero_grads_in(script, loop):
            opt = receiver(zg) if isinstance(zg, ast.Call) else None
            if opt is None or script.kind_of(opt) != "optimizer" or opt.split(".")[-1] in stepped:
                continue
            after = [b for b in backwards if b.lineno > zg.lineno]
            if after:
                yield self.finding(
                    script, after[0],
                    f"{opt}.zero_grad() then backward(), but {opt}.step() is never called in the loop while "
                    f"{', '.join(sorted(stepped))} is: the parameters {opt} holds never change",
                    optimizer=opt,
                )


RULES = [MissingZeroGrad, ZeroGradMisplaced, BackwardWithoutStep]
