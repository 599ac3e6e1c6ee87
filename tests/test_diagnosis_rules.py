"""Cause ranking from constructed findings: each reference-table case ranks its cause first."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
from traindiag.diagnosis.causes import RULES, RULES_BY_ID
from traindiag.diagnosis.engine import diagnose_findings, rank_causes
from traindiag.diagnosis.signals import Signals
from traindiag.ingest.context import Context
from traindiag.vocabulary import cause_ids, symptom_ids

from tests.diagnosis_helpers import finding, make_run, nan_findings, nan_run


def _ids(report) -> list[str]:
    return [c.id for c in report.causes]


def _conf(report, cause: str) -> float:
    return next((c.confidence for c in report.causes if c.id == cause), 0.0)


def test_every_vocabulary_cause_has_a_rule_and_rules_use_vocabulary_symptoms():
    assert set(RULES_BY_ID) == set(cause_ids())
    for rule in RULES:
        assert set(rule.symptoms) <= set(symptom_ids()), rule.id
        assert rule.tell_apart and rule.fix and rule.avoid and rule.sheets


def test_rule_signals_are_flags_the_signal_code_can_set():
    source = (Path(__file__).resolve().parents[1] / "server/traindiag/diagnosis/signals.py").read_text()
    settable = set(re.findall(r'flags\["(\w+)"\]', source))
    for rule in RULES:
        assert set(rule.signals) <= settable, (rule.id, set(rule.signals) - settable)


def test_every_cause_can_rank_first_for_some_symptom_with_its_supporting_facts():
    for rule in RULES:
        flags = {n: n for n, w in rule.signals.items() if w > 0}
        best = max(rule.symptoms, key=rule.symptoms.get)
        ranked = rank_causes({best: 1.0}, Signals(flags=flags))
        assert ranked[0].rule.id == rule.id, (rule.id, best, [r.rule.id for r in ranked[:3]])


def test_nan_after_rising_grad_norm_with_high_lr_and_no_warmup_blames_the_lr_or_missing_clipping():
    report = diagnose_findings([nan_run(lr=1e-2)], nan_findings())
    assert set(_ids(report)[:2]) == {"lr_too_high", "no_gradient_clipping"}
    lr_cause = report.causes[_ids(report).index("lr_too_high")]
    assert "0.01 -> 1e-3" in lr_cause.fix and "4,120" in lr_cause.fix
    assert any("rose" in e and "4,120" in e for e in lr_cause.evidence)
    assert any("no warmup" in e for e in lr_cause.evidence)
    clip = report.causes[_ids(report).index("no_gradient_clipping")]
    assert "clip_grad_norm_" in clip.fix and "max_norm=1.0" in clip.fix
    assert lr_cause.references == ["knowledge://learning-rate-scheduling", "knowledge://gradient-management"]


def test_nan_with_steady_grad_norm_points_at_the_loss_math_not_the_lr():
    report = diagnose_findings([nan_run(lr=3e-4, grad_rises=False)], nan_findings(with_exploding=False))
    assert _ids(report)[0] == "numerical_instability"
    assert "clamp_min" in report.causes[0].fix
    assert _conf(report, "lr_too_high") < report.causes[0].confidence


def test_fp16_context_raises_mixed_precision_overflow_and_bf16_rules_it_out():
    run = nan_run(lr=3e-4, grad_rises=False)
    plain = diagnose_findings([run], nan_findings(False))
    fp16 = diagnose_findings([run], nan_findings(False), context=Context(precision="fp16"))
    bf16 = diagnose_findings([run], nan_findings(False), context=Context(precision="bf16"))
    assert _conf(fp16, "mixed_precision_overflow") > _conf(plain, "mixed_precision_overflow") + 0.1
    assert _ids(fp16).index("mixed_precision_overflow") <= 1
    assert "mixed_precision_overflow" not in _ids(bf16)


def test_overflow_messages_in_the_log_count_as_fp16():
    run = nan_run(lr=3e-4, grad_rises=False)
    from traindiag.ingest.run import Event

    run.events.append(Event("overflow", 4000, 12, "Gradient overflow. Skipping step, loss scale reduced"))
    report = diagnose_findings([run], nan_findings(False))
    cause = report.causes[_ids(report).index("mixed_precision_overflow")]
    assert any("overflow" in e for e in cause.evidence)


def test_clipping_already_on_removes_the_no_clipping_hypothesis():
    report = diagnose_findings([nan_run(lr=1e-2, max_grad_norm=1.0)], nan_findings())
    assert "no_gradient_clipping" not in _ids(report)
    assert _ids(report)[0] == "lr_too_high"


def test_overfitting_with_small_dataset_and_big_model_blames_insufficient_regularization():
    steps = np.arange(0, 2000, 100)
    train = 2.0 * np.exp(-steps / 400) + 0.01
    val = 1.0 + ((steps - 600) / 1000.0) ** 2
    run = make_run(train_loss=(steps, train), val_loss=(steps, val), hparams={"weight_decay": 0.0})
    f = finding("overfitting", "warning", 0.9, (600, 1900), ["val_loss rose from 1.0 at step 600 to 2.69"])
    report = diagnose_findings([run], [f], context=Context(dataset_size=800, model_params=5e6))
    assert report.causes[0].id == "insufficient_regularization"
    assert "600" in report.causes[0].fix  # keep the best-validation checkpoint
    assert any("per sample" in e for e in report.causes[0].evidence)
    assert report.verdict.decision == "watch"  # keep the best checkpoint; not a hard stop
    assert "600" in report.verdict.reason


def test_val_that_never_improves_points_at_the_data_not_regularization():
    steps = np.arange(0, 2000, 100)
    run = make_run(train_loss=(steps, 2.0 * np.exp(-steps / 400) + 0.01),
                   val_loss=(steps, 2.3 + 0.0005 * steps))
    report = diagnose_findings([run], [finding("overfitting", "warning", 0.9, (0, 1900))])
    assert _ids(report)[0] == "data_bug"


def test_underfitting_with_heavy_regularization_blames_over_regularization():
    steps = np.arange(0, 1000, 50)
    run = make_run(train_loss=(steps, 1.5 + 0.5 * np.exp(-steps / 200)),
                   hparams={"weight_decay": 0.5, "dropout": 0.6, "optimizer": "adamw"})
    report = diagnose_findings([run], [finding("underfitting")])
    assert report.causes[0].id == "over_regularization"
    assert "0.5 -> 0.25" in report.causes[0].fix and "0.6 -> 0.3" in report.causes[0].fix


def test_oscillation_with_tiny_batch_ranks_batch_size_above_a_normal_lr():
    steps = np.arange(0, 1000, 10)
    run = make_run(train_loss=(steps, 1 + 0.5 * np.sin(steps)), hparams={"batch_size": 4, "lr": 1e-4,
                                                                        "optimizer": "adam"})
    report = diagnose_findings([run], [finding("oscillation")])
    assert report.causes[0].id == "batch_too_small"
    assert "4 -> 16" in report.causes[0].fix


def test_memory_growth_blames_graph_retention_and_slow_steps_with_flat_memory_blame_the_loader():
    steps = np.arange(0, 500, 10)
    leak = make_run(memory=(steps, 1000 + 5.0 * steps))
    report = diagnose_findings([leak], [finding("memory_growth", evidence=["memory +2,450 MB"])])
    assert report.causes[0].id == "graph_retention_leak"
    assert ".item()" in report.causes[0].fix
    slow = make_run(memory=(steps, np.full(steps.size, 1000.0)), step_time=(steps, 0.1 + steps / 1000))
    report = diagnose_findings([slow], [finding("throughput_regression")])
    assert report.causes[0].id == "dataloader_bottleneck"
    assert "num_workers" in report.causes[0].fix


def test_zero_gradients_on_a_flat_loss_blame_the_gradient_path():
    steps = np.arange(0, 300, 10)
    run = make_run(train_loss=(steps, np.full(steps.size, 2.302585)), grad_norm=(steps, np.zeros(steps.size)))
    report = diagnose_findings([run], [finding("not_learning", steps=(0, 290))])
    assert report.causes[0].id == "no_gradient_flow"
    assert report.verdict.decision == "stop_and_fix"


def test_tiny_lr_on_a_slow_curve_blames_lr_too_low_with_a_10x_raise():
    steps = np.arange(0, 1000, 10)
    run = make_run(train_loss=(steps, 2.3 - 1e-4 * steps), lr=(steps, np.full(steps.size, 5e-7)))
    report = diagnose_findings([run], [finding("slow_convergence")])
    assert report.causes[0].id == "lr_too_low"
    assert "5e-7 -> 5e-6" in report.causes[0].fix


def test_confidences_are_a_ranked_share_of_belief():
    report = diagnose_findings([nan_run()], nan_findings())
    confs = [c.confidence for c in report.causes]
    assert confs == sorted(confs, reverse=True)
    assert 0 < sum(confs) <= 1.0
    assert len(report.causes) <= 4


def test_what_the_user_reports_counts_as_a_weak_symptom():
    steps = np.arange(0, 300, 10)
    run = make_run(train_loss=(steps, 2 - steps / 1000))
    report = diagnose_findings([run], [finding("healthy", "info", 0.8)], context=Context(symptom="loss goes NaN sometimes"))
    assert report.symptoms[0].id == "nan_inf"
    assert report.symptoms[0].confidence < 0.5
    assert "you report" in report.symptoms[0].evidence[0]


def test_findings_from_several_runs_name_their_run():
    a, b = nan_run(), nan_run()
    b.name = "other"
    fs = nan_findings() + [finding("nan_inf", "critical", 0.9, (4000, 4100), ["NaN at 4,000"], run="other")]
    report = diagnose_findings([a, b], fs)
    assert report.symptoms[0].steps == (4000, 4190)
    assert any(e.startswith("other: ") for e in report.symptoms[0].evidence)


def test_code_in_every_fix_is_valid_python_once_the_run_numbers_are_filled_in():
    values = {name: "1" for name in ("lr", "rank", "lr_div10", "lr_div3", "lr_x10", "bad_step", "warmup", "warmup_code",
                                      "total_steps", "warmup_pct", "lr_peak", "lr_last", "last_step", "batch_size",
                                      "batch_x4", "clip", "grad_peak", "num_classes", "chance", "first_nan_step",
                                      "spike_step", "model_params", "weight_decay", "wd_half", "dropout",
                                      "dropout_half", "best_val_step", "best_val", "workers", "bad_at",
                                      "best_val_at", "total_steps_code", "beta", "beta_x4", "temperature", "limit",
                                      "limit_x2")}
    sig = nan_run(lr=1e-2)
    from traindiag.diagnosis.signals import signals

    real = signals(sig, Context(), {}).values
    for rule in RULES:
        text = rule.fix[0].format(**{**values, **real})
        for code in re.findall(r"`([^`]+)`", text):
            if code[0].isalpha():
                compile(code.replace("...", "x"), rule.id, "exec")
