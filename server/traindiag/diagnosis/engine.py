"""Findings + context -> a ranked diagnosis: symptoms, causes, verdict, projection, questions.

`diagnose(runs, context)` runs the detectors on every run; `diagnose_findings(...)` does the rest from
findings already made (tests and other modules hand it constructed findings). Cause ranking is the data
in `diagnosis/causes.py` applied to the flags of `diagnosis/signals.py`; questions are found by asking
"would this answer change the top cause?" (the ranking is re-run for each possible answer), so the
report only asks what matters for this run.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import numpy as np
import pandas as pd

from traindiag.analysis.detectors.rl_base import NO_REWARD
from traindiag.analysis.findings import SEVERITY_RANK, Finding, Inconclusive
from traindiag.analysis.objective import objective, series_for
from traindiag.analysis.stats import mann_kendall
from traindiag.analysis.thresholds import th
from traindiag.diagnosis.causes import RULES, SYMPTOM_WORDS, CauseRule
from traindiag.diagnosis.projection import project
from traindiag.diagnosis.reading import main_digests, reading_notes
from traindiag.diagnosis.report_model import (
    CauseEntry,
    DataSummary,
    InconclusiveEntry,
    Projection,
    Question,
    Report,
    SymptomEntry,
    Verdict,
)
from traindiag.diagnosis.signals import Signals, signals
from traindiag.errors import InputError
from traindiag.ingest.context import Context
from traindiag.ingest.digest import span_points
from traindiag.ingest.run import Event, Run
from traindiag.numbers import num, step
from traindiag.vocabulary import symptom_ids

# Symptoms shown even at info severity: they change what the user should do (wait, do not stop).
ALWAYS_SHOWN = {"delayed_generalization", "double_descent"}
NOT_NOTES = {"healthy", "plateau"}  # info findings never listed beside a healthy verdict (see _shown)
LABELS = {"nan_inf": "NaN/Inf loss", "exploding_gradients": "exploding gradients", "loss_spikes": "loss spikes",
          "not_learning": "flat loss", "overfitting": "widening train/val gap", "divergence": "rising loss",
          "oscillation": "swinging loss", "lr_schedule_anomaly": "odd lr schedule", "dead_relu": "dead ReLUs",
          "memory_growth": "growing memory", "throughput_regression": "slower steps",
          "rank_failure": "a failed rank", "rank_disagreement": "ranks that disagree"}
UNEXPLAINED = 0.6
FULL_SUPPORT = 0.15  # symptom support from which a cause's supporting facts count in full  # belief kept for "something we have no rule for": one weak cause never reaches 100%
MIN_SCORE = 0.05
MAX_SYMPTOMS = 5
MAX_CAUSES = 4
MAX_EVIDENCE = 3
MAX_QUESTIONS = 3
# Flat starts shorter than these may still be S-curves; longer ones are not worth waiting on.
LONG_FLAT_STEPS = 20_000
LONG_FLAT_EPOCHS = 50
# Symptoms that do not fix themselves: the run should stop and be fixed.
STOPPING = {"nan_inf", "rank_failure", "divergence", "overfitting", "not_learning", "plateau", "underfitting",
            "slow_convergence", "oscillation", "lr_schedule_anomaly", "exploding_gradients",
            "vanishing_gradients", "dead_relu", "saturation", "memory_growth", "quantization_gap",
            "weight_collapse", "weight_growth"}


# --------------------------------------------------------------------------- entry points

def diagnose(runs: Sequence[Run], context: Context | None = None, extra_findings: Iterable[Finding] = (),
             val_runs: Sequence[Run] | None = None) -> Report:
    """Diagnose one or more runs read together (a file with several runs, or a run folder)."""
    from traindiag.analysis import detect
    from traindiag.analysis.ranks import drop_reduction_changes, fold_apart_rank, rank_findings

    context = context or Context()
    runs = merge_validation(list(runs), list(val_runs or ()))
    findings: list[Finding] = []
    inconclusive: list[Inconclusive] = []
    for run in runs:
        f, i = detect(run, context)
        findings += f
        inconclusive += i
    cross = rank_findings(runs)
    # Cross-rank findings first: for a symptom also seen on single ranks (a NaN), theirs names the rank it began on.
    findings = drop_reduction_changes(runs, [*cross, *fold_apart_rank(cross, findings)])
    return diagnose_findings(runs, [*findings, *extra_findings], inconclusive, context)


def diagnose_findings(runs: Sequence[Run], findings: Iterable[Finding], inconclusive: Iterable[Inconclusive] = (),
                      context: Context | None = None) -> Report:
    """The report for findings already made on `runs`."""
    context = context or Context()
    findings = [f for f in findings if f.symptom in symptom_ids()]
    inconclusive = list(inconclusive)
    merged = merge_findings(findings, multi_run=len({f.run for f in findings}) > 1)
    _add_reported_symptom(merged, context)
    listed = _shown(merged)
    # Notes listed beside a healthy verdict are facts to check, not symptoms to treat: causes, the verdict and
    # the questions are judged without them.
    shown = listed[:1] if listed and listed[0].symptom == "healthy" else listed
    primary = _primary_run(runs, shown)
    sig = apply_answers(signals(primary, context, merged), context.answers or {})
    present = {f.symptom: f.confidence for f in shown if f.symptom != "healthy"}
    ranked = rank_causes(present, sig)
    by_name = {r.name: r for r in runs}
    symptoms = [SymptomEntry(id=f.symptom, confidence=round(f.confidence, 2), severity=f.severity,
                             steps=f.steps, evidence=_cap(f.evidence),
                             points=span_points(by_name[f.run], f.metric, f.steps) if f.run in by_name else [])
                for f in listed[:MAX_SYMPTOMS]]
    projection = _projection(primary, shown, sig, context)
    report = Report(
        symptoms=symptoms,
        causes=[_entry(r, sig) for r in ranked[:MAX_CAUSES]],
        verdict=decide(shown, merged, sig, primary, ranked, projection, inconclusive, context),
        projection=projection,
        questions=questions(present, sig),
        data=summarize(runs, inconclusive),
    )
    report.data.reading = reading_notes([primary, *[r for r in runs if r is not primary]] if primary else runs)
    report.data.digests = main_digests(primary, shown)
    report.verdict.reason = report.verdict.reason[:1].upper() + report.verdict.reason[1:]
    return fit_budget(report)


# --------------------------------------------------------------------------- findings

def merge_findings(findings: Iterable[Finding], multi_run: bool = False) -> dict[str, Finding]:
    """One finding per symptom: the most severe and confident, with the step span of all of them."""
    by: dict[str, list[Finding]] = {}
    for f in findings:
        by.setdefault(f.symptom, []).append(f)
    out = {}
    for symptom, group in by.items():
        group.sort(key=lambda f: (SEVERITY_RANK[f.severity], f.confidence), reverse=True)
        top = group[0]
        spans = [f.steps for f in group if f.steps]
        evidence: list[str] = []
        for f in group:
            for e in f.evidence:
                line = f"{f.run}: {e}" if multi_run and f.run else e
                if line not in evidence:
                    evidence.append(line)
        out[symptom] = top.model_copy(update={
            "steps": (min(s[0] for s in spans), max(s[1] for s in spans)) if spans else None,
            "evidence": evidence,
            "facts": {k: v for f in reversed(group) for k, v in f.facts.items()},
        })
    return out


def _add_reported_symptom(merged: dict[str, Finding], context: Context) -> None:
    """What the user says they see counts as a weak symptom when no detector found it."""
    if not context.symptom:
        return
    text = context.symptom.strip().lower()
    sid = text if text in symptom_ids() else next((s for w, s in SYMPTOM_WORDS if w in text), None)
    if sid is None or sid == "healthy" or sid in merged:
        return
    merged[sid] = Finding(symptom=sid, severity="warning", confidence=0.3, detector="user",
                          evidence=[f"you report {context.symptom!r}; the log does not show it clearly"])


def _shown(merged: dict[str, Finding]) -> list[Finding]:
    """The symptoms the report lists, worst first; [healthy] when nothing is wrong."""
    # a second descent changes what to do only when nothing says the run is healthy; beside a healthy fall it is a
    # note (a val bump of 0.025 -> 0.066 -> 0.022 read as "apply the fix at the next restart" misled). A delayed
    # generalisation stays a symptom: it is what says "wait, do not stop" on a held-out curve still flat.
    problems = [f for s, f in merged.items() if s != "healthy"
                and (f.severity != "info" or (s in ALWAYS_SHOWN and not (s == "double_descent" and "healthy" in merged)))]
    if problems:
        infos = [f for s, f in merged.items() if s != "healthy" and f not in problems]
        chosen = problems + infos
        return sorted(chosen, key=lambda f: (SEVERITY_RANK[f.severity], f.confidence), reverse=True)
    # Notes beside a healthy verdict (a spike that recovered, a KL burst): facts the reader can check, listed
    # after it and never alarming. A flattening the lr decay explains is the convergence itself: listed as
    # "plateau" it reads as a symptom (a blind reader stopped a converged run on one), so it is left out.
    notes = sorted((f for s, f in merged.items() if s not in NOT_NOTES), key=lambda f: f.confidence, reverse=True)
    if "healthy" in merged:
        return [merged["healthy"], *notes]
    if merged:  # only info-level notes: nothing alarming
        return [Finding(symptom="healthy", severity="info", confidence=0.6, detector="engine",
                        evidence=["no detector found a problem; minor notes only"]), *notes]
    return []


def _primary_run(runs: Sequence[Run], shown: list[Finding]) -> Run | None:
    """The run the signals and projection read: the one with the worst finding, else the longest."""
    if not runs:
        return None
    names = {r.name: r for r in runs}
    for f in shown:
        if f.run in names and f.symptom != "healthy":
            return names[f.run]
    return max(runs, key=lambda r: len(r.get("train_loss")) or len(r.get("val_loss")))


# --------------------------------------------------------------------------- causes

@dataclass
class Ranked:
    rule: CauseRule
    score: float
    confidence: float
    evidence: list[str]


def rank_causes(present: dict[str, float], sig: Signals) -> list[Ranked]:
    """Causes ordered by belief. `present` maps each shown symptom to its confidence."""
    scored: list[tuple[CauseRule, float, list[str]]] = []
    for rule in RULES:
        terms = sorted((w * present[s] for s, w in rule.symptoms.items() if s in present), reverse=True)
        if not terms:
            continue
        support = terms[0] + 0.3 * sum(terms[1:])
        for_ = [(w, sig.flags[n]) for n, w in rule.signals.items() if n in sig.flags and w > 0]
        against = [(w, sig.flags[n]) for n, w in rule.signals.items() if n in sig.flags and w < 0]
        # facts in favour count fully only for a cause that explains the symptoms well: a constant lr
        # should not make "missing schedule" the answer to a symptom it barely explains
        relevance = min(1.0, support / FULL_SUPPORT)
        score = support + relevance * sum(w for w, _ in for_) + sum(w for w, _ in against)
        if score < MIN_SCORE:
            continue
        main = max((s for s in rule.symptoms if s in present), key=lambda s: rule.symptoms[s] * present[s])
        evidence = [e for _, e in sorted(for_, key=lambda p: -p[0])]
        evidence.append(f"explains the {LABELS.get(main, main.replace('_', ' '))}")
        evidence += [f"against: {e}" for _, e in sorted(against, key=lambda p: p[0])]
        scored.append((rule, score, evidence))
    # squared scores: a cause with twice the support is judged four times as likely (sharper than linear)
    total = sum(s * s for _, s, _ in scored) + UNEXPLAINED**2
    ranked = [Ranked(r, s, round(s * s / total, 2), ev) for r, s, ev in scored]
    return sorted(ranked, key=lambda r: r.score, reverse=True)


def _fill(templates: tuple[str, ...], values: dict[str, str]) -> str:
    for template in templates:
        try:
            return template.format(**values)
        except KeyError:
            continue
    return templates[-1].replace("{", "").replace("}", "")


def _entry(r: Ranked, sig: Signals) -> CauseEntry:
    rule = r.rule
    return CauseEntry(id=rule.id, confidence=r.confidence, evidence=_cap(r.evidence),
                      tell_apart=rule.tell_apart, fix=_fill(rule.fix, sig.values), avoid=rule.avoid,
                      references=[f"knowledge://{s}" for s in rule.sheets])


# --------------------------------------------------------------------------- questions

# (id, question, options, answer -> (flags added, flags removed), "already known" flags)
_QUESTIONS: tuple[tuple[str, str, dict[str, tuple[dict[str, str], tuple[str, ...]]], tuple[str, ...]], ...] = (
    ("precision", "Does the run use fp16/AMP, bf16 or fp32?",
     {"fp16": ({"fp16": "fp16"}, ("not_fp16",)),
      "fp32": ({"not_fp16": "fp32"}, ("fp16",))}, ("fp16", "not_fp16")),
    ("num_classes", "How many classes does the model predict (for a classification loss)?",
     {"loss at chance": ({"at_chance": "loss at chance level"}, ("start_above_chance",)),
      "loss far from chance": ({}, ("at_chance",))}, ("at_chance", "start_above_chance")),
    ("lr", "What is the peak learning rate, and which optimizer?",
     {"high (e.g. 1e-2 with Adam)": ({"lr_high": "lr high"}, ("lr_low", "lr_tiny")),
      "low (e.g. 1e-6)": ({"lr_low": "lr low", "lr_tiny": "lr tiny"}, ("lr_high",)),
      "typical (e.g. 3e-4 with Adam)": ({}, ("lr_high", "lr_low", "lr_tiny"))}, ()),
    ("dataset_size", "How many training samples, and how many model parameters?",
     {"small data, big model": ({"small_dataset": "small data", "overparam": "big model"}, ("model_small",)),
      "plenty of data": ({}, ("small_dataset", "overparam"))}, ("small_dataset", "overparam", "model_small")),
    ("batch_size", "What is the batch size per optimizer step?",
     {"below 16": ({"small_batch": "small batch"}, ("large_batch",)),
      "512 or more": ({"large_batch": "large batch"}, ("small_batch",))}, ("small_batch", "large_batch")),
    ("max_grad_norm", "Do you clip gradients (max_norm)?",
     {"yes": ({"clipping_on": "clipping on"}, ("no_clipping",)),
      "no": ({"no_clipping": "no clipping"}, ("clipping_on",))}, ("clipping_on", "no_clipping")),
    ("warmup_steps", "Does the learning rate warm up at the start?",
     {"yes": ({"has_warmup": "warmup"}, ("no_warmup",)),
      "no": ({"no_warmup": "no warmup"}, ("has_warmup",))}, ("has_warmup", "no_warmup")),
    ("weight_decay", "What weight decay and dropout does the run use?",
     {"none": ({"no_weight_decay": "no wd", "no_dropout": "no dropout"}, ("strong_wd", "strong_dropout")),
      "strong (wd 0.1+, dropout 0.5)": ({"strong_wd": "wd", "strong_dropout": "dropout"},
                                        ("no_weight_decay", "no_dropout"))}, ("no_weight_decay", "strong_wd")),
    # RL and preference fine-tunes: asked only when the log does not print the setting
    ("beta", "What KL coefficient (beta) does the run use?",
     {"0 or below 0.01": ({"beta_small": "beta small"}, ("beta_ok",)),
      "0.01 or more": ({"beta_ok": "beta normal"}, ("beta_small",))}, ("beta_small", "beta_ok")),
    ("temperature", "What sampling temperature do the rollouts use?",
     {"below 0.5": ({"temperature_low": "low temperature"}, ("temperature_ok", "temperature_high")),
      "0.7 to 1.0": ({"temperature_ok": "usual temperature"}, ("temperature_low", "temperature_high"))},
     ("temperature_low", "temperature_high", "temperature_ok")),
    ("num_generations", "How many completions per prompt (num_generations, group size)?",
     {"4 or fewer": ({"few_generations": "small groups"}, ("many_generations",)),
      "8 or more": ({"many_generations": "large groups"}, ("few_generations",))},
     ("few_generations", "many_generations")),
    ("max_completion_length", "Do most completions end before the generation limit, or are they cut off?",
     {"most are cut off from the start": ({"cut_off_from_start": "cut from the start"}, ("length_grew",)),
      "they grew into it": ({"length_grew": "grew into the limit"}, ("cut_off_from_start",))},
     ("cut_off_from_start", "length_grew")),
)


def apply_answers(sig: Signals, answers: dict[str, str]) -> Signals:
    """The run facts with the user's answers to earlier questions in them (an answered question is known,
    so it is not asked again)."""
    table = {qid: options for qid, _, options, _ in _QUESTIONS}
    for qid, answer in answers.items():
        if qid not in table:
            raise InputError(f"answers: no question '{qid}': answer one of {', '.join(table)}")
        if answer not in table[qid]:
            raise InputError(f"answers: '{answer}' is not an option of '{qid}': choose one of "
                             f"{', '.join(table[qid])}")
        add, drop = table[qid][answer]
        sig = sig.copy_with({k: f"{text} (your answer)" for k, text in add.items()}, drop)
    return sig


def questions(present: dict[str, float], sig: Signals) -> list[Question]:
    """Questions whose answer would change the top cause (or move it by 0.1+), most impact first."""
    if not present:
        return []
    before = {r.rule.id: r.confidence for r in rank_causes(present, sig)}
    known_lr = sig.settings.lr is not None
    out: list[tuple[float, Question]] = []
    for qid, text, answers, known in _QUESTIONS:
        if any(k in sig.flags for k in known) or (qid == "lr" and known_lr) \
                or (qid == "num_classes" and sig.settings.num_classes):
            continue
        tops: dict[str, str] = {}
        confs: dict[str, dict[str, float]] = {}
        for answer, (add, drop) in answers.items():
            ranked = rank_causes(present, sig.copy_with(add, drop))
            tops[answer] = ranked[0].rule.id if ranked else "none"
            confs[answer] = {r.rule.id: r.confidence for r in ranked}
        causes = set(before).union(*confs.values())
        moved, impact = max(((c, max(abs(a.get(c, 0.0) - before.get(c, 0.0)) for a in confs.values()))
                             for c in causes), key=lambda p: p[1], default=("none", 0.0))
        if len(set(tops.values())) > 1:
            impact = 1.0
            why = "; ".join(f"{a}: {t} first" for a, t in tops.items())
        else:
            why = f"{moved}: " + ", ".join(f"{confs[a].get(moved, 0.0):.0%} if {a}" for a in answers)
        if impact >= 0.1:
            out.append((impact, Question(id=qid, text=text, why=f"it decides the ranking ({why})",
                                         options=list(answers))))
    out.sort(key=lambda p: -p[0])
    return [q for _, q in out[:MAX_QUESTIONS]]


# --------------------------------------------------------------------------- verdict

def _flat_span(f: Finding, run: Run | None) -> int:
    if f.steps:
        return max(f.steps[1] - f.steps[0], 0)
    return (run.steps[1] - run.steps[0]) if run is not None and run.steps else 0


def decide(shown: list[Finding], merged: dict[str, Finding], sig: Signals, run: Run | None,
           ranked: list[Ranked], projection: Projection | None, inconclusive: list[Inconclusive],
           context: Context) -> Verdict:
    ids = {f.symptom for f in shown}
    top_fix = f" Fix first: {ranked[0].rule.id.replace('_', ' ')}." if ranked else ""
    unit = run.step_unit if run is not None else "step"
    crash = crash_at_end(run)
    if crash is not None and crash.kind == "oom":
        return Verdict(decision="stop_and_fix", reason=f"the run stopped: out of memory after {unit} "
                       f"{step(crash.step or 0)} ('{crash.text[:120]}'). Lower the batch size or sequence length, "
                       f"or turn on gradient checkpointing / mixed precision, before restarting from the last "
                       f"checkpoint.{top_fix if 'memory_growth' in ids else ''}")
    failed = merged.get("rank_failure")
    if failed is not None and "nan_inf" not in ids:
        what = failed.evidence[0] if failed.evidence else f"{failed.run} failed"
        if failed.severity == "critical":
            return Verdict(decision="stop_and_fix", reason=f"the job is dead or stuck ({what}). Stop what is left "
                           f"of it (a hung job holds its devices until the collective timeout), fix that rank and "
                           f"restart from the last checkpoint.{top_fix}")
        return Verdict(decision="watch", reason=f"{what}, at shutdown: the training itself reached its last "
                       f"planned step. Check that the final checkpoint was written before trusting it.")
    if crash is not None and not any(f.severity == "critical" for f in shown):
        return Verdict(decision="watch", reason=f"the log ends in a Python traceback after {unit} "
                       f"{step(crash.step or 0)}: the run stopped there. Read the error below the traceback line; "
                       f"the curves before it" + (" look healthy" if ids <= {"healthy"} and ids else
                                                  " are judged below") + ".")
    apart = merged.get("rank_disagreement")
    if apart is not None and apart is (shown[0] if shown else None):
        return Verdict(decision="watch", reason=f"one rank is not training like the others ({apart.evidence[0]}): "
                       f"the job is not broken as a whole, but that rank's gradient pulls against the rest. Find what "
                       f"differs on it (its data shard, its device) and restart it from the last checkpoint.{top_fix}")
    if not shown:
        unread = _unjudged_series(run)
        if unread is not None and not inconclusive:
            return Verdict(decision="watch", reason=unread)
        return Verdict(decision="wait", reason=too_little_data(inconclusive))
    # "Stop and fix" only on evidence no expert would dispute; every other problem is "watch", with the one
    # thing to look at next (a wrong stop on a healthy run is the worst error this tool can make).
    nan = merged.get("nan_inf")
    if nan is not None and nan.severity == "info":
        nan = None  # skipped steps, a NaN evaluation that did not return: noted, not acted on
    if nan is not None and nan.severity == "critical" and nan.facts.get("kind") == "overflow_cascade":
        return Verdict(decision="stop_and_fix", reason=f"the fp16 loss scale has collapsed{_from(nan, unit)} to (or next to) "
                       f"the scaler's minimum: the gradients overflow at every step and fp16 training cannot go on; "
                       f"restart from a checkpoint before the cascade with the fix.{top_fix}")
    if nan is not None and nan.severity == "critical":
        at = f" from {unit} {step(sig.first_nan_step)}" if sig.first_nan_step is not None else ""
        if not nan.facts.get("recovered"):
            return Verdict(decision="stop_and_fix", reason=f"the loss is NaN/Inf{at} and stays so: nothing after "
                           f"it trains; restart from a checkpoint before it with the fix.{top_fix}")
        return Verdict(decision="watch", reason=f"the loss was NaN/Inf{at} at {num(nan.facts.get('nonfinite_count'))} "
                       f"point(s) but is finite again: watch whether the NaNs return and grow more frequent; "
                       f"if they do, stop and apply the fix.{top_fix}")
    if nan is not None and nan.facts.get("kind") == "overflow_cascade":
        return Verdict(decision="watch", reason=f"fp16 overflows keep halving the loss scale{_from(nan, unit)}: "
                       f"the gradients are overflowing step after step. Watch the scale: stop if it reaches its "
                       f"minimum or the loss turns NaN.{top_fix}")
    if nan is not None:
        return Verdict(decision="watch", reason="grad_norm is non-finite while the loss stays finite: under fp16/AMP "
                       "these are skipped steps; watch the loss scale and the loss. Stop only if the loss turns "
                       "NaN or the skips never end." + top_fix)
    div = merged.get("divergence")
    if div is not None:
        ratio = div.facts.get("ratio")
        if div.severity == "critical" and (div.facts.get("above_start") or (isinstance(ratio, int | float)
                                                                            and ratio >= 10)):
            return Verdict(decision="stop_and_fix", reason=f"the loss is climbing (divergence{_from(div, unit)}) "
                           f"and is now above where it started; it will not come back on its own.{top_fix}")
        return Verdict(decision="watch", reason=f"the loss turned upward{_from(div, unit)}: watch the next points; "
                       f"if it keeps climbing, stop and restart from the checkpoint at its low.{top_fix}")
    policy = _policy_verdict(shown, merged, unit, top_fix)
    if policy is not None:
        return policy
    crit = [f for f in shown if f.severity == "critical"]
    oom = [f for f in crit if f.symptom == "memory_growth"]
    if oom:
        return Verdict(decision="stop_and_fix", reason=f"memory grew{_from(oom[0], unit)} until the run ran out of "
                       f"memory: it will fail again at the same point.{top_fix}")
    if crit:
        return Verdict(decision="watch", reason=f"{crit[0].symptom.replace('_', ' ')}{_from(crit[0], unit)}: watch "
                       f"the loss; stop if it turns NaN or climbs.{top_fix}")
    if "not_learning" in ids:
        f = merged["not_learning"]
        if f.facts.get("metric_kind") == "preference_loss":
            return Verdict(decision="watch", reason=f"the preference loss sits at ln 2 = 0.693{_from(f, unit)}: chosen "
                           f"and rejected are scored alike, so the pairs teach nothing. Read 20 pairs (near-identical "
                           f"or inconsistent?) and check beta and the lr before spending more compute.{top_fix}")
        if f.facts.get("metric_kind") == "task_score":
            score, best, n = f.facts.get("name") or f.metric, num(f.facts.get("best")), num(f.facts.get("evaluations"))
            if f.facts.get("still_rising"):
                return Verdict(decision="watch", reason=f"{score} is still under {best} after {n} evaluations, though "
                               f"rising at the end: check that the labels match the images and that the model starts "
                               f"from pretrained weights before spending more compute.{top_fix}")
            return Verdict(decision="stop_and_fix", reason=f"waiting cannot help: {score} never rose above {best} in "
                           f"{n} evaluations. Check that the labels match the images (format, class ids, paths) and "
                           f"that the head's class count fits the data before training again.{top_fix}")
        # A loss frozen to every printed digit, or gradients that are exactly zero, is no S-curve in the making.
        bug = next((sig.flags[k] for k in ("grad_zero", "loss_constant") if k in sig.flags), None)
        if bug is None and f.facts.get("repeated_from_step") is not None:
            bug = f"{f.metric or 'the loss'} repeats, from {unit} {num(f.facts.get('first_frozen_step'))}, the " \
                  f"{num(f.facts.get('frozen_points'))} values logged from {unit} {num(f.facts.get('repeated_from_step'))} " \
                  f"to the last printed digit: the weights did not change"
        elif bug is None and f.facts.get("metric_kind") == "loss" and (f.facts.get("frozen_points") or 0) >= 4:
            bug = f"{f.metric or 'the loss'} is exactly {num(f.facts.get('frozen_value'))} at " \
                  f"{num(f.facts.get('frozen_points'))} logged points in a row"
        if bug:
            return Verdict(decision="stop_and_fix", reason=f"waiting cannot help: {bug}.{top_fix}")
        hint = next((sig.flags[k] for k in ("grad_tiny", "layer_grad_vanishing", "lr_tiny") if k in sig.flags), None)
        flat = _flat_span(f, run)
        planned = context.total_steps or sig.settings.total_steps
        long_flat = flat >= (LONG_FLAT_EPOCHS if unit == "epoch" else LONG_FLAT_STEPS) or (
            planned is not None and flat >= 0.5 * planned)
        if hint or long_flat:
            why = hint or f"flat for {num(flat)} {unit}s, longer than an S-curve's flat start usually lasts"
            return Verdict(decision="watch", reason=f"{why}: check it before spending more compute; stop if the "
                           f"check confirms it.{top_fix}")
        until = f.facts.get("wait_until_step")
        last = run.steps[1] if run is not None and run.steps else f.steps[1] if f.steps else 0
        wait = int(until) - last if isinstance(until, int | float) and until > last else max(2 * flat, 1)
        return Verdict(decision="wait", wait_steps=int(wait),
                       reason=f"flat for {num(flat)} {unit}s so far; a slow (S-curve) start can look like this. "
                              f"Give it {num(wait)} more {unit}s (to {unit} {step(last + wait)}, twice the flat "
                              f"stretch) while you check the questions below; stop if it is still flat then.")
    if "delayed_generalization" in ids:
        return Verdict(decision="continue", reason="a long flat stretch ended in a drop (S-curve/grokking): "
                       "the model is learning; do not stop it.")
    if "overfitting" in ids:
        best = sig.values.get("best_val_at")
        keep = f" keep the checkpoint from {best} (val {sig.values.get('best_val')})" if best else " keep the best checkpoint"
        f = merged["overfitting"]
        if f.facts.get("memorised"):
            return Verdict(decision="watch", reason=f"the training loss sits near zero: the model reproduces its "
                           f"training data. Evaluate on held-out data before training further; keep an earlier "
                           f"checkpoint if it generalises better.{top_fix}")
        if f.facts.get("val_rise") is None:
            return Verdict(decision="watch", reason=f"the model fits its training data far better than held-out data "
                           f"({(f.evidence or ['a wide train-validation gap'])[0]}); more steps widen the gap: "
                           f"check the validation data and regularise.{top_fix}")
        return Verdict(decision="watch", reason=f"validation has been getting worse since its best:{keep}; more "
                       f"steps only memorise unless it turns down again.{top_fix}")
    osc = merged.get("oscillation")
    if osc is not None and osc in shown and osc.facts.get("recovered") and shown[0] is osc:
        return Verdict(decision="watch", reason=f"the held-out score collapsed{_from(osc, unit)} and came back: the "
                       f"run is unstable at these settings. Keep the best checkpoint, and check the first cause below "
                       f"before the next run.{top_fix}")
    blocking = [f for f in shown if f.symptom in STOPPING and f.severity == "warning"]
    if blocking:
        f = blocking[0]
        per_10 = f.facts.get("steps_per_10pct")
        if f.symptom == "slow_convergence" and isinstance(per_10, int | float):
            return Verdict(decision="watch", reason=f"slow convergence{_from(f, unit)}: it still improves, but each "
                           f"further 10% of the loss takes about {step(per_10)} {unit}s at this pace; a restart with "
                           f"the fix may be cheaper than waiting.{top_fix}")
        return Verdict(decision="watch", reason=f"{f.symptom.replace('_', ' ')}{_from(f, unit)}: it will not fix "
                       f"itself with more {unit}s; check the first cause below before spending more compute.{top_fix}")
    spike = merged.get("loss_spikes")
    if spike is not None and spike.facts.get("outcome") in ("coming down", "settled higher", "log ends") \
            and spike in shown:
        return Verdict(decision="watch", reason=f"a loss spike{_from(spike, unit)} the log does not show fully "
                       f"recovered: watch the next points; if the loss does not get back to its earlier level, restart "
                       f"from the checkpoint before the spike and skip the batches that caused it.{top_fix}")
    slow = merged.get("throughput_regression")
    if slow is not None and slow in shown and slow.severity == "warning" and shown[0] is slow:
        if slow.facts.get("straggler_rank") is not None:
            return Verdict(decision="watch", reason=f"rank {slow.facts['straggler_rank']} is a straggler "
                           f"({(slow.evidence or [''])[0].split(': ', 1)[-1]}). The loss is not the problem, the "
                           f"job's pace is: check that rank's host (disk, loader workers, other jobs) before spending "
                           f"more compute.{top_fix}")
        return Verdict(decision="watch", reason=f"the steps got slower{_from(slow, unit)} "
                       f"({(slow.evidence or [''])[0].split(': ', 1)[-1]}): the loss is not the problem, the run's "
                       f"cost is. Check the data loader, memory pressure and other jobs on the machine before "
                       f"spending more compute.{top_fix}")
    sick = [f for f in shown if f.symptom != "healthy"]
    if sick:
        names = ", ".join(f.symptom.replace("_", " ") for f in sick[:2])
        return Verdict(decision="continue", reason=f"{names}: the run recovers on its own; apply the fix at "
                       f"the next restart.")
    healthy = merged.get("healthy")
    score = healthy.facts.get("score") if healthy is not None else None
    if score:
        return Verdict(decision="continue", reason=f"no problem found in the logged curves, and {score} still rises "
                       f"({healthy.evidence[0].split(' (')[0]}): the loss is flat, but the score the run is for "
                       f"improves.")
    if projection is not None:
        gain = (projection.high - projection.value) if projection.high > projection.value else 0.0
        current = _current_level(run)
        if current is not None and current - projection.value < max(0.01 * abs(current), gain * 0.5):
            return Verdict(decision="stop_converged", reason=f"the loss has levelled off at about {num(current)}; "
                           f"{projection.text.split(' (now')[0]} is within noise of now.")
        return Verdict(decision="continue", reason=f"no problem found in the logged curves, and the loss still "
                       f"improves: {projection.text}.")
    if healthy is not None and healthy.metric in ("train_accuracy", "val_accuracy"):
        return Verdict(decision="continue", reason=f"no problem found in the logged curves: {healthy.evidence[0]}. "
                       f"Whether its level is good for this task is for you to judge.")
    if run is not None and objective(run) == "rl":
        return Verdict(decision="continue", reason="no problem found in the logged RL metrics: the reward rises "
                       "and no KL, entropy, reward-spread or length problem shows. Check samples of the completions "
                       "now and then: a rising reward is only as good as the reward function.")
    current = _current_level(run)
    if current is not None and _levelled(run):
        return Verdict(decision="stop_converged", reason=f"no problem found in the logged curves, and the loss has "
                       f"levelled off at about {num(current)}: more steps add little.")
    return Verdict(decision="continue", reason="no problem found in the logged curves: the loss falls with "
                   "diminishing returns. Whether its level is good for this task is for you to judge.")


POLICY = ("no_reward_signal", "reward_not_improving", "kl_blowup", "entropy_collapse", "entropy_blowup",
          "length_runaway", "reward_hacking", "preference_overfit", "likelihood_displacement")


def _policy_verdict(shown: list[Finding], merged: dict[str, Finding], unit: str, top_fix: str) -> Verdict | None:
    """The verdict on an RL or preference problem. Only a reward that is one constant value with no spread stops
    the run: every advantage is zero, so no step can change the policy. The rest is "watch", with what to look at."""
    found = [f for f in shown if f.symptom in POLICY and f.severity in ("warning", "critical")]
    if not found:
        return None
    f = found[0]
    if f.symptom == "no_reward_signal" and f.facts.get("kind") == "constant_reward" and f.severity == "critical":
        return Verdict(decision="stop_and_fix", reason=f"the reward is one constant value with no spread in any "
                       f"group{_from(f, unit)}: every advantage is zero and no step can change the policy. Fix the "
                       f"reward function (call it on a few completions by hand) before running again.{top_fix}")
    what = {
        "no_reward_signal": "most groups get identical rewards, so there is almost nothing to learn from: check "
                            "whether the prompts are all solved or all failed, and the sampling temperature",
        "reward_not_improving": "sample some completions and score them by hand: that tells a reward-function "
                                "fault from a policy that finds no better answers",
        "kl_blowup": "the policy is moving away from the reference fast: watch the completions for degenerate text "
                     "and stop if the KL keeps climbing",
        "entropy_collapse": "exploration has stopped, so the reward can no longer improve much",
        "entropy_blowup": "read a few completions; stop if they turn into noise",
        "length_runaway": "read a few completions and check the generation limit and the reward",
        "reward_hacking": "read completions before trusting the reward",
        "preference_overfit": "the pairs are memorised; keep the checkpoint where held-out results were best",
        "likelihood_displacement": "watch the quality of generations",
    }[f.symptom]
    if f.symptom == "no_reward_signal" and f.facts.get("kind") == "one_value":
        what = ("every completion earns about the same reward, so there is nothing to prefer: read a few completions "
                "and call the reward function on them by hand (a format penalty on every sample, a parser that never "
                "matches)")
    name = {"kl_blowup": "the KL blow-up", "entropy_blowup": "the entropy blow-up",
            "no_reward_signal": "no reward signal"}.get(f.symptom, f.symptom.replace("_", " "))
    return Verdict(decision="watch", reason=f"{name}{_from(f, unit)}: {what}.{top_fix}")


_NEEDS = re.compile(r"^(\d+) finite (\S+) points?: too few to judge (.+?) \(needs (\d+)")


def too_little_data(inconclusive: list[Inconclusive]) -> str:
    """What was too short to judge, and what would decide it: the judgements each declined with the points
    they need, in one sentence."""
    needs: dict[str, list[str]] = {}
    other = []
    for i in inconclusive:
        m = _NEEDS.match(i.reason)
        if m:
            needs.setdefault(f"{m.group(1)} {m.group(2)} point{'s' if m.group(1) != '1' else ''}", []).append(
                f"{m.group(3)} ({m.group(4)})")
        else:
            other.append(i.reason)
    if not needs and not other:
        return "too little data to judge: no curve with enough points; log the training loss at least every few steps"
    parts = [f"{have} are too few to judge {', '.join(what[:4])}" for have, what in needs.items()]
    if not parts and other[0].startswith(NO_REWARD):  # more points of a loss that is beta x KL change nothing
        return "nothing here can be judged: " + other[0] + "."
    return ("too little data to judge: " + "; ".join(parts[:2] + other[:1])
            + ". More logged points (the number each judgement needs is in brackets), or the log from its start, "
              "would decide it.")


def _unjudged_series(run: Run | None) -> str | None:
    """Why nothing was said about a log that has enough points: no loss or accuracy among its series, or a
    loss that matched no pattern (neither a problem nor a clean fall). None when the log is really short."""
    if run is None:
        return None
    counts = {m: int(np.isfinite(s.to_numpy()).sum()) for m, s in run.series.items()}
    long_enough = {m: c for m, c in counts.items() if c >= 12}
    if not long_enough:
        return None
    kind = objective(run)
    if kind != "supervised":
        # an RL or preference loss is not the measure: name the series that is
        main = next((m for m in (series_for(run, role) for role in ("reward", "margin", "pref_accuracy"))
                     if m in long_enough), None)
        if main is not None:
            s = run.series[main]
            s = s[np.isfinite(s.to_numpy())]
            return (f"no pattern recognised in {main} ({len(s):,} points, {num(float(s.iloc[0]))} at {run.step_unit} "
                    f"{step(int(s.index[0]))} to {num(float(s.iloc[-1]))} at {run.step_unit} "
                    f"{step(int(s.index[-1]))}): neither a problem the RL and preference checks name nor a clear "
                    f"rise. Read the curves below")
    main = next((m for m in ("train_loss", "val_loss", "train_accuracy", "val_accuracy") if m in long_enough), None)
    if main is None:
        named = ", ".join(f"{run.original_names.get(m, m)} ({c:,} points)" for m, c in list(long_enough.items())[:4])
        return (f"no loss or accuracy among the logged series ({named}): traindiag judges a loss or an accuracy. "
                f"Say which series is the loss, or read the curves below")
    s = run.series[main]
    s = s[np.isfinite(s.to_numpy())]
    return (f"no pattern recognised in {main} ({len(s):,} points, {num(float(s.iloc[0]))} at {run.step_unit} "
            f"{step(int(s.index[0]))} to {num(float(s.iloc[-1]))} at {run.step_unit} {step(int(s.index[-1]))}): "
            + ("neither a problem the detectors name nor a clean fall. Read the curves below" if main.endswith("loss")
               else "no problem the detectors name, and no loss logged to judge the run's health by. Read the curves "
                    "below"))


def crash_at_end(run: Run | None) -> Event | None:
    """An out-of-memory error or a traceback after the last logged metric: the run died there."""
    if run is None or run.steps is None:
        return None
    last = run.steps[1]
    # A process that printed metric lines after the traceback did not die there (a worker's handled error).
    printed_after = run.meta.get("last_metric_line")
    for e in reversed(run.events):
        if e.kind in ("oom", "traceback") and e.step is not None and e.step >= last:
            if printed_after is not None and e.line is not None and e.line < printed_after:
                return None
            return e
    return None


def _from(f: Finding, unit: str) -> str:
    return f" from {unit} {step(f.steps[0])}" if f.steps else ""


def _loss(run: Run | None) -> tuple[str, pd.Series] | None:
    if run is None:
        return None
    for m in ("train_loss", "val_loss"):
        s = run.get(m)
        s = s[s.notna() & s.abs().lt(math.inf)]
        if len(s):
            return m, s
    return None


def _current_level(run: Run | None) -> float | None:
    got = _loss(run)
    if got is None:
        return None
    s = got[1]
    return float(s.iloc[-max(3, len(s) // 20):].median())


def _levelled(run: Run | None) -> bool:
    """Last fifth of the run changed the loss by under 1% of its level, and the last two fifths show no
    significant downward trend (a steady slow fall, as late in pretraining, is still progress)."""
    got = _loss(run)
    if got is None or len(got[1]) < 10:
        return False
    y = got[1].to_numpy()
    k = max(len(y) // 5, 3)
    a, b = float(pd.Series(y[-2 * k:-k]).median()), float(pd.Series(y[-k:]).median())
    tau, p = mann_kendall(y[-2 * k:])
    return abs(a - b) <= 0.01 * max(abs(a), 1e-12) and not (tau < 0 and p < th("trend_p"))


def _projection(run: Run | None, shown: list[Finding], sig: Signals, context: Context) -> Projection | None:
    # no trend to extrapolate through a blow-up, a flat line, a regime change (S-curve, second descent),
    # or while validation gets worse (the train loss falling further is not good news then)
    bad = {"nan_inf", "divergence", "not_learning", "oscillation", "exploding_gradients",
           "delayed_generalization", "double_descent", "overfitting"}
    if run is None or any(f.symptom in bad for f in shown) or objective(run) != "supervised":
        return None  # an RL or preference loss is no curve to extrapolate toward a floor
    got = _loss(run)
    if got is None:
        return None
    metric = got[0]
    # project the metric the user cares about: val when it is logged densely enough, else train
    if run.has("val_loss") and len(run.get("val_loss").dropna()) >= 12:
        metric = "val_loss"
    target = context.total_steps or sig.settings.total_steps
    return project(run.get(metric), metric, int(target) if target else None, run.step_unit)


# --------------------------------------------------------------------------- data summary

def summarize(runs: Sequence[Run], inconclusive: Sequence[Inconclusive]) -> DataSummary:
    series: dict[str, int] = {}
    events: dict[str, int] = {}
    notes: list[str] = []
    lows, highs = [], []
    for run in runs:
        for name, s in run.series.items():
            series[name] = series.get(name, 0) + len(s)
        for e in run.events:
            events[e.kind] = events.get(e.kind, 0) + 1
        for n in run.notes:
            if n not in notes:
                notes.append(n[:160])
        if run.steps:
            lows.append(run.steps[0])
            highs.append(run.steps[1])
    first = runs[0] if runs else None
    hparams = {k: _scalar(v) for k, v in (first.hparams.items() if first else ())}
    seen: set[tuple[str, str]] = set()
    inc = []
    for i in inconclusive:
        if (i.symptom, i.reason) not in seen:
            seen.add((i.symptom, i.reason))
            inc.append(InconclusiveEntry(symptom=i.symptom, reason=i.reason[:160]))
    return DataSummary(
        source=first.source if first else "",
        format=", ".join(sorted({r.format for r in runs})) if runs else "",
        runs=[r.name for r in runs[:5]], run_count=len(runs),
        steps=(min(lows), max(highs)) if lows else None,
        step_unit=first.step_unit if first else "step",
        series=series, events=events, hparams=hparams, notes=notes, inconclusive=inc,
    )


def _scalar(v: object) -> str | float | int | bool | None:
    if v is None or isinstance(v, bool | int):
        return v  # type: ignore[return-value]
    if isinstance(v, float):
        return v if math.isfinite(v) else str(v)
    return str(v)[:60]


# --------------------------------------------------------------------------- size

JSON_BUDGET = 8000


def _cap(items: list[str], n: int = MAX_EVIDENCE, width: int = 200) -> list[str]:
    return [i if len(i) <= width else i[: width - 1] + "…" for i in items[:n]]


def fit_budget(report: Report, budget: int = JSON_BUDGET) -> Report:
    """Trim the least useful parts until the JSON fits `budget` bytes (a diagnosis is read by people
    and assistants, not archived: evidence and notes beyond the first few add length, not insight)."""
    steps = (
        lambda r: _trim_data(r, hparams=12, notes=3, inconclusive=6),
        lambda r: setattr(r.data, "digests", r.data.digests[:3]),
        lambda r: [setattr(c, "evidence", c.evidence[:2]) for c in r.causes],
        lambda r: [setattr(s, "evidence", s.evidence[:2]) for s in r.symptoms],
        lambda r: _trim_data(r, hparams=6, notes=1, inconclusive=3),
        lambda r: setattr(r, "causes", r.causes[:3]),
        lambda r: setattr(r, "symptoms", r.symptoms[:3]),
        lambda r: [setattr(s, "points", s.points[:3]) for s in r.symptoms],
        lambda r: setattr(r.data, "digests", r.data.digests[:1]),
        lambda r: [setattr(c, "evidence", c.evidence[:1]) for c in r.causes],
        lambda r: _trim_data(r, hparams=0, notes=0, inconclusive=0, series=8),
        lambda r: setattr(r, "questions", r.questions[:1]),
    )
    for trim in steps:
        if len(report.to_json().encode()) <= budget:
            break
        trim(report)
    return report


def _trim_data(r: Report, hparams: int, notes: int, inconclusive: int, series: int | None = None) -> None:
    d = r.data
    d.hparams = dict(list(d.hparams.items())[:hparams])
    d.notes = d.notes[:notes]
    d.inconclusive = d.inconclusive[:inconclusive]
    if series is not None:
        d.series = dict(sorted(d.series.items(), key=lambda kv: -kv[1])[:series])
    d.runs = d.runs[:3]


# --------------------------------------------------------------------------- validation logs

def merge_validation(runs: list[Run], val_runs: list[Run]) -> list[Run]:
    """Add a separate validation log's series to the run(s) as val_* (its plain 'loss' is the val loss)."""
    if not val_runs or not runs:
        return runs
    target = runs[0]
    for v in val_runs:
        for name, s in v.series.items():
            if name.startswith("val_"):
                canon = name
            elif name.startswith("train_"):
                canon = "val_" + name.removeprefix("train_")
            else:
                continue  # lr, step_time... of the eval job say nothing about validation
            if canon not in target.series:
                target.series[canon] = s.rename(canon)
        target.notes.append(f"validation series merged from {v.source}")
    return runs
