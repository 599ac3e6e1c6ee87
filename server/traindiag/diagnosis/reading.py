"""How the log was read, and its main curves in logged points: the part of a report a reader checks first.

A misread the reader can see is recoverable; a silent one is not. So the report says where the step axis
came from, which logged name became which metric, what a format's numbers mean (running averages, bits),
that empty cells are "not logged", whether the log is an excerpt, and what was left out; and it shows the
main series as digests of logged values.
"""

from __future__ import annotations

from collections.abc import Sequence

from traindiag.analysis.detectors.base import starts_mid_run
from traindiag.analysis.findings import Finding
from traindiag.analysis.objective import ROLES, objective
from traindiag.ingest.digest import SeriesDigest, digest_run
from traindiag.ingest.names import unit_factor
from traindiag.ingest.run import Run
from traindiag.numbers import step

MAX_READING = 7
MAX_DIGESTS = 4
# What the numbers of a format mean, where a reader could take them for something else.
_FORMAT_MEANING = {
    "keras": "Keras progress values are running averages over the epoch; the last one of each epoch is read",
    "fairseq": "fairseq prints losses in base 2 (bits), read as printed",
    "hf": "each logged 'loss' is the mean over its logging interval, not one batch",
    "caffe": "Caffe's train loss is the solver's running average when it prints one (average_loss)",
    "nanogpt": "'iter' losses are single batches (noisy); 'val' losses are averages over eval batches",
    "tensorboard": "values as written to the event file (no display smoothing)",
}
_INPUT_NOTES = ("a multi-rank log", "one file per rank", "train_loss moves x", "only the first")
# Series shown as digests, in order, after the metric of the top finding.
_MAIN = ("train_loss", "val_loss", "val_accuracy", "val_map50", "val_map", "val_miou", "val_f1", "train_accuracy",
         "lr", "grad_norm", "loss_scale")


def reading_notes(runs: Sequence[Run]) -> list[str]:
    """Short sentences on how the log was read, most important first."""
    if not runs:
        return []
    run = runs[0]
    out = [_step_axis(run)]
    if len(runs) > 1:
        out.append(f"{len(runs)} runs read from the input; the curves shown are the run with the main finding")
    renamed = [f"{m} <- '{raw}'" for m, raw in run.original_names.items()
               if raw != m and m in run.series and m in _MAIN]
    if renamed:
        out.append("read as: " + ", ".join(renamed[:5]))
    for m, raw in run.original_names.items():
        factor = unit_factor(raw)
        if factor != 1.0 and m in run.series:
            out.append(f"{m}: '{raw}' converted for the analysis; values shown as logged")
    meaning = _FORMAT_MEANING.get(run.format)
    if meaning:
        out.append(meaning)
    sparse = _sparse(run)
    if sparse:
        out.append(sparse)
    if run.steps and starts_mid_run(run, *run.steps):
        out.append(f"an excerpt: the log starts at {run.step_unit} {step(run.steps[0])}, so nothing about the start "
                   "of training is judged")
    out += [n for n in run.notes if "no step numbers printed" not in n and "no steps printed" not in n]
    # What the reader said about the input as a whole sits on the run read first, which need not be the one shown.
    out += [n for r in runs[1:] for n in r.notes if n.startswith(_INPUT_NOTES) and n not in out]
    return [s[:200] for s in out[:MAX_READING]]


def _step_axis(run: Run) -> str:
    how = run.meta.get("step_source")
    column = run.meta.get("step_column")
    if any("no step numbers printed" in n or "no steps printed" in n for n in run.notes):
        return "step axis: no step numbers printed; points are numbered in the order they appear"
    if how == "epoch x steps per epoch":
        return "step axis: the logged epoch times the steps per epoch the log states"
    if how == "trainer_state.json":
        return "step axis: the steps of the trainer_state.json beside the log"
    if run.step_unit == "epoch":
        return "step axis: epochs (the log prints no step numbers)"
    if column:
        return f"step axis: the '{column}' column"
    return "step axis: the step numbers the log prints"


def _sparse(run: Run) -> str | None:
    """Say that a series logged at few of the steps has gaps that mean "not logged", never NaN."""
    counts = {m: len(s) for m, s in run.series.items() if m in _MAIN}
    if len(counts) < 2:
        return None
    most = max(counts.values())
    few = [f"{m} at {n:,}" for m, n in counts.items() if n * 3 <= most]
    if not few:
        return None
    return (f"logged at fewer steps than the rest ({', '.join(few[:3])} of {most:,}): the gaps are 'not logged', "
            "never read as NaN")


def main_digests(run: Run | None, shown: Sequence[Finding], max_points: int = 20) -> list[SeriesDigest]:
    """Digests of the series a reader needs to check the report: the top finding's metric, then the losses,
    accuracy, lr and grad norm; the first one gets the most points."""
    if run is None:
        return []
    lead = [f.metric for f in shown if f.metric and f.run == run.name][:1]
    kind = objective(run)
    # an RL or preference run is read through its reward, KL, entropy, lengths or margins, not its loss
    roles = {"rl": ("reward", "kl", "entropy", "completion_length", "clipped_share"),
             "preference": ("margin", "pref_accuracy", "chosen_logp")}.get(kind, ())
    policy = [name for role in roles for name in ROLES[role] if run.has(name)]
    metrics = [m for m in dict.fromkeys([*lead, *policy, *_MAIN]) if run.has(m)][:MAX_DIGESTS]
    out: list[SeriesDigest] = []
    for i, m in enumerate(metrics):
        out += digest_run(run, [m], max_points if i == 0 else max(6, max_points * 3 // 5))
    return out
