"""Texts of the MCP prompts: the ask-then-diagnose workflow and two smaller entry points.

The texts tell the assistant how to drive traindiag's tools; they name tools by their MCP names so a
renamed tool shows up in the tests that check every named tool exists.
"""

from __future__ import annotations

from pathlib import Path

from traindiag.vocabulary import vocabulary

# Tools a prompt may point the assistant at (checked against the live tool list in the tests).
WORKFLOW_TOOLS = ("parse_log", "diagnose", "analyze_metric", "compare_runs", "plot_run", "inspect_gradients",
                  "inspect_checkpoint", "compare_checkpoints", "lint_script", "propose_fix", "apply_fix")


# The symptoms a user can see in their curves without instrumenting the model, most alarming first.
COMMON_SYMPTOMS = ("nan_inf", "divergence", "loss_spikes", "not_learning", "plateau", "slow_convergence",
                   "oscillation", "overfitting", "underfitting", "exploding_gradients", "vanishing_gradients",
                   "throughput_regression", "memory_growth")


def _symptom_menu() -> str:
    """A numbered menu of the common symptoms, in the vocabulary's words."""
    symptoms = vocabulary()["symptoms"]
    lines = [f"{i}. {s}: {symptoms[s]}" for i, s in enumerate((p for p in COMMON_SYMPTOMS if p in symptoms), 1)]
    return "\n".join(lines + [f"{len(lines) + 1}. something else (ask them to describe it)"])


def _looks_like_path(target: str) -> bool:
    t = target.strip()
    if not t or "\n" in t or len(t) > 400:
        return False
    return Path(t).suffix != "" or "/" in t or "\\" in t or t.startswith(("~", "."))


def diagnose_training(target: str | None) -> str:
    """The interactive workflow, started on a path, a description, or nothing."""
    target = (target or "").strip()
    if not target:
        opening = (
            "The user has not given a log or described the problem yet. Start by asking which of these "
            "they see (more than one is fine), and for the training log: a path on this machine, a run "
            "folder, or the text pasted into the chat.\n\n" + _symptom_menu()
        )
    elif _looks_like_path(target):
        opening = (
            f"The user pointed at `{target}`. Read it first with `parse_log` (path=\"{target}\") to see what "
            "was logged, then ask only for what the log cannot tell."
        )
    else:
        opening = (
            f"The user describes the problem as: \"{target}\". Map it to one primary symptom id from the "
            "list below (ask if two fit equally), then ask for the log: a path, a run folder, or pasted "
            "text.\n\n" + _symptom_menu()
        )
    return f"""You are helping an ML engineer find out why a training run misbehaves, using the traindiag tools.

{opening}

How to proceed:
1. Settle the primary symptom. If the log shows several, lead with the one that appeared first in steps:
   it is usually the cause of the others (exploding gradients before a NaN, a bad LR before divergence).
2. Put what is already known into `context` before asking anything: what the user said in their own
   words ("AdamW, lr 3e-4, bf16, batch 32": optimizer, lr, precision, batch_size) and what the log
   prints (traindiag reads printed settings itself). Ask nothing on an obvious case (a NaN whose cause
   the report already makes clear).
3. Run `diagnose` with the path (or pasted text), the validation log if separate, and that context.
   When the client can show forms, traindiag asks the user at most three questions itself, only those
   whose answer would change the top cause; otherwise the report lists them under `questions`: ask
   those in one short message and pass the replies back as `context.answers` ({{question id: option}}). Use `analyze_metric` to zoom into a step range the report points at, `plot_run` when a
   picture helps, `compare_runs` when the user has a good run to compare with, `inspect_gradients` when per-layer statistics exist, and
   `inspect_checkpoint` / `compare_checkpoints` when checkpoints from before and after the trouble exist.
4. Answer in this shape, most likely first, with numbers and step numbers from their run:
   - Symptom: what the curves show, with the steps.
   - Hypotheses: cause, confidence, the evidence for it, and the one check that separates it from the
     next hypothesis.
   - Fix: the concrete change (values taken from their run, e.g. "lr 3e-4 -> 1e-4, clip at 1.0"), as a
     diff when you have their script.
   - Avoid: the tempting change that would hide the problem.
   - Verdict: keep going, watch (say what), wait (say how many steps), or stop and fix.
   Check the report's evidence against the log and what the user said: where they disagree, go with the
   log and say so. Keep the verdict no stronger than the evidence: "stop and fix" for a loss NaN/Inf for
   good, climbing above its start or frozen; otherwise "watch", with the one thing to look at next.
   Point to the knowledge sheets the report cites (knowledge://<id>) for the reasoning.
5. Offer the fix. When the training script is at hand, run `lint_script` on it (with the log), show
   the diff from `propose_fix`, and call `apply_fix` only after the user agrees. Then propose a short
   validation run (a few hundred steps, or overfitting one batch) and the number to watch, run
   `diagnose` on the new log and check the gain with `compare_runs`.

Do not guess from a description alone when a log can be had; do not change several hyperparameters at
once; say plainly when the data is too short to judge."""


def explain_finding(finding: str) -> str:
    return f"""Explain this traindiag finding to the user in plain terms: "{finding}".

Say what the symptom means for their training, which numbers in their log show it (step numbers and
values), the two or three most common causes ranked for their setup, and the quickest check that tells
those causes apart. Read the matching knowledge sheet (list resources under knowledge://) for the
details, and run `analyze_metric` on the affected series and step range if you have the log path. Keep
it short; end with what to do next."""


def fix_training_script(script: str, symptom: str | None) -> str:
    focus = f" The symptom to fix is: {symptom}." if symptom else ""
    return f"""Find and fix the training bug in `{script}`.{focus}

If a training log is available, run `diagnose` on it first so the fix targets a measured symptom. Then
run `lint_script` on the script (pass the log as log_path) and read the code around what it flags. Beyond
the linter, look for the usual culprits behind that symptom: optimizer.zero_grad missing or misplaced,
scheduler stepped per batch when it is meant per epoch (or the reverse), loss on logits that were already
softmaxed, log(0) or division by zero, a tensor detached from the graph, model.eval() left on, no
gradient clipping with fp16, data not shuffled. Show the smallest change as a diff (`propose_fix` for
the fixes it knows), explain why it cures the measured symptom, leave unrelated code alone, and call
`apply_fix` only once the user says yes. Then suggest a short run to confirm the curve now behaves."""
