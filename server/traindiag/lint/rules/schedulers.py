"""Learning-rate schedulers stepped in the wrong order or at the wrong frequency, or missing."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from traindiag.lint.base import LintContext, Rule
from traindiag.lint.model import LintFinding
from traindiag.lint.rules.optimizer_loop import training_loops
from traindiag.lint.script import (
    PER_EPOCH_SCHEDULERS,
    Script,
    callee,
    keyword,
    literal_number,
    mentions,
    receiver,
)


class SchedulerBeforeOptimizer(Rule):
    ID = "scheduler-before-optimizer-step"
    SEVERITY = "warning"
    CAUSES = ("lr_schedule_bug",)
    FIX = "move-scheduler-step"
    SUMMARY = "scheduler.step() called before optimizer.step() in the same iteration"

    def check(self, script: Script, ctx: LintContext) -> Iterator[LintFinding]:
        for loop, _, steps in training_loops(script):
            local = [(s, o) for s, o in steps if script.inside(s, loop)]
            if not local:
                continue
            step, opt = local[0]
            for call in script.calls(loop):
                if script.is_scheduler_step(call) and call.lineno < step.lineno:
                    yield self.finding(
                        script, call,
                        f"{receiver(call)}.step() runs before {opt}.step() (line {step.lineno}): the first "
                        "value of the schedule is skipped and every step uses the next step's rate",
                        scheduler=receiver(call), optimizer=opt, step_line=step.lineno,
                    )


def _epoch_loop(loop: ast.AST) -> bool:
    """A loop over epochs rather than batches (``for epoch in range(num_epochs)``)."""
    if isinstance(loop, ast.For):
        return mentions("epoch", loop.target) or mentions("epoch", loop.iter)
    return False


def _per_epoch(call: ast.Call) -> str | None:
    """Why a scheduler construction is meant to be stepped once per epoch, or None."""
    cls = callee(call)
    if cls not in PER_EPOCH_SCHEDULERS:
        return None
    if cls == "CosineAnnealingLR":
        t_max = keyword(call, "T_max") or (call.args[1] if len(call.args) > 1 else None)
        if t_max is not None and mentions("epoch", t_max) and not mentions("len|step|iter|batch", t_max):
            return "its T_max counts epochs"
        return None
    if cls == "StepLR":
        size = keyword(call, "step_size") or (call.args[1] if len(call.args) > 1 else None)
        if size is not None and mentions("step|iter|batch", size):
            return None
    if cls == "MultiStepLR":
        milestones = keyword(call, "milestones") or (call.args[1] if len(call.args) > 1 else None)
        values = [literal_number(e) for e in getattr(milestones, "elts", [])]
        if values and all(v is not None and v > 1000 for v in values):
            return None
    return f"{cls} is defined in epochs"


class EpochSchedulerPerBatch(Rule):
    ID = "epoch-scheduler-per-batch"
    SEVERITY = "warning"
    CAUSES = ("lr_schedule_bug",)
    FIX = "step-scheduler-per-epoch"
    SUMMARY = "a per-epoch scheduler (StepLR, MultiStepLR, ExponentialLR, ReduceLROnPlateau, CosineAnnealingLR(T_max=epochs)) stepped every batch"

    def check(self, script: Script, ctx: LintContext) -> Iterator[LintFinding]:
        for loop, _, _ in training_loops(script):
            if _epoch_loop(loop):
                continue
            for call in script.calls(loop):
                if not script.is_scheduler_step(call):
                    continue
                binding = script.bindings.get(receiver(call) or "")
                why = binding and _per_epoch(binding.call)
                if why:
                    yield self.finding(
                        script, call,
                        f"{receiver(call)}.step() runs every batch but {why} (line {binding.line}): the rate "
                        "decays len(loader) times too fast; step it once per epoch, after the batch loop",
                        scheduler=receiver(call), loop_line=loop.lineno,
                    )


class MissingLrSchedule(Rule):
    ID = "missing-lr-schedule"
    SEVERITY = "info"
    CAUSES = ("missing_lr_schedule",)
    FIX = "add-warmup-cosine"
    SUMMARY = "a hand-written training loop with a constant learning rate (no warmup, no decay)"

    def check(self, script: Script, ctx: LintContext) -> Iterator[LintFinding]:
        if any(b.kind == "scheduler" for b in script.bindings.values()) or any(
            script.is_scheduler_step(c) for c in script.calls()
        ):
            return
        # A manual schedule writes param_group["lr"] (nanoGPT's get_lr) or calls a scheduler helper.
        for node in ast.walk(script.tree):
            if isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Store):
                key = node.slice
                if isinstance(key, ast.Constant) and key.value == "lr":
                    return
        for _loop, _, steps in training_loops(script):
            if steps:
                step, opt = steps[0]
                binding = script.bindings.get(opt)
                yield self.finding(
                    script, binding.call if binding else step,
                    f"{opt} runs at a constant learning rate: a short linear warmup then cosine decay "
                    "usually trains faster and ends lower",
                    optimizer=opt,
                )
                return


RULES = [SchedulerBeforeOptimizer, EpochSchedulerPerBatch, MissingLrSchedule]
