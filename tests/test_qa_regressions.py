"""Regressions found by reading every fixture's report as an ML engineer would (QA pass, see note-qa.md).

Each test pins one wrong or misleading statement the report used to make, on the real fixture that
showed it or on a small synthetic log with the same shape.
"""

from __future__ import annotations

import json
import re

from traindiag.analysis.stats import fmt_ratio
from traindiag.diagnosis.compare import compare_runs
from traindiag.diagnosis.pipeline import diagnose_path
from traindiag.ingest import read_runs

from tests.conftest import FIXTURES

EVAL = FIXTURES / "eval"
REAL = FIXTURES / "real"


def _report(path) -> dict:
    return json.loads(diagnose_path(path)[0].to_json())


def _symptom(report: dict, symptom: str) -> dict:
    return next(s for s in report["symptoms"] if s["id"] == symptom)


def _everything(report: dict) -> str:
    return json.dumps(report)


def test_huge_growth_ratios_are_written_in_e_notation_not_as_long_digit_strings():
    assert fmt_ratio(9.9e17) == "9.9e17x"
    assert fmt_ratio(12.4) == "12x" and fmt_ratio(2.34) == "2.3x"
    report = _report(FIXTURES / "csv" / "metrics.csv")  # grad_norm blows up 1e18x before the NaN
    assert not re.search(r"\d{7,}x", _everything(report))


def test_divergence_dates_its_turn_at_a_logged_point_with_the_value_it_names():
    # The loss bottoms out near step 20 during warmup; the edge of the running median used to put "its
    # minimum" at step 5, where the logged loss is 3.2, with the lr of step 5.
    full, runs = diagnose_path(EVAL / "lr_too_high_adam")
    report, run = json.loads(full.to_json()), runs[0]
    div = _symptom(report, "divergence")
    m = re.search(r"rose from a running-median low of ([\d.]+) at step ([\d,]+)", div["evidence"][0])
    assert m is not None
    value, onset = float(m.group(1)), int(m.group(2).replace(",", ""))
    logged = float(run.series["train_loss"].loc[onset])
    assert onset > 5 and abs(logged - value) <= 0.05 * value


def test_a_banner_line_with_a_batch_size_is_not_read_as_a_step_or_a_resume(tmp_path):
    lines = ["Training MLP(20-64-10) on 6400 samples, batch 64, optimizer SGD lr=0.001"]
    lines += [f"epoch {s // 100} step {s} loss {2.3 - s / 2000:.4f} lr 0.001" for s in range(20, 420, 20)]
    log = tmp_path / "train.log"
    log.write_text("\n".join(lines) + "\n")
    run = read_runs(log)[0]
    assert run.series["lr"].index[0] == 20 and len(run.series["lr"]) == len(run.series["train_loss"])
    assert not [e for e in run.events if e.kind == "resume"]
    assert not any("backwards" in n for n in run.notes)


def test_a_planned_iteration_count_in_the_banner_is_not_a_resume():
    run = read_runs(REAL / "mlx_lora_mixtral_healthy.log")[0]  # "Starting training..., iters: 3000"
    assert run.steps[0] == 1
    assert not any("backwards" in n for n in run.notes)


def test_a_flat_start_with_vanished_lower_layer_gradients_is_watched_not_waited_on():
    report = _report(EVAL / "deep_sigmoid")  # first-layer grad_norm 1e-9, 1e8x below the global one
    assert report["symptoms"][0]["id"] == "not_learning"
    assert report["verdict"]["decision"] == "watch"
    assert "vanish" in report["verdict"]["reason"]


def test_step_time_after_the_loss_is_nan_for_good_is_not_a_throughput_regression():
    report = _report(EVAL / "nan_log_zero")  # NaN arithmetic slows the dead steps down 1.8x
    ids = [s["id"] for s in report["symptoms"]]
    assert ids == ["nan_inf"]
    assert "dataloader_bottleneck" not in [c["id"] for c in report["causes"]]


def test_slowdown_evidence_gives_its_unit():
    report = _report(EVAL / "slow_dataloader")
    ev = _symptom(report, "throughput_regression")["evidence"][0]
    assert re.search(r"[\d.]+ -> [\d.]+ ms/step", ev)


def test_a_run_of_a_few_dozen_steps_is_too_short_to_be_called_slow():
    for log in ("colored_tensor.log", "logging_prefix.log", "messy.log"):
        report = _report(FIXTURES / "freetext" / log)
        assert [s["id"] for s in report["symptoms"]] == ["healthy"], log
        assert any(i["symptom"] == "slow_convergence" and "too short" in i["reason"]
                   for i in report["data"]["inconclusive"]), log


def test_slow_convergence_verdict_says_it_improves_at_a_price_not_that_it_never_will():
    report = _report(EVAL / "lr_too_low")
    assert report["symptoms"][0]["id"] == "slow_convergence"
    reason = report["verdict"]["reason"]
    assert report["verdict"]["decision"] == "watch"
    assert "will not fix itself" not in reason and "still improves" in reason
    assert "flat curve stays flat" not in _everything(report)


def test_cause_evidence_for_a_loss_at_chance_does_not_repeat_the_wait_advice():
    report = _report(REAL / "r2c_loss_stuck_ln4.log")
    for cause in report["causes"]:
        assert not any("decide by" in e for e in cause["evidence"]), cause["id"]


def test_a_collapsed_lr_is_not_counted_against_a_scheduler_bug():
    report = _report(EVAL / "scheduler_per_batch")
    top = report["causes"][0]
    assert top["id"] == "lr_schedule_bug"
    assert not any(e.startswith("against:") and "decays" in e for e in top["evidence"])


def test_one_validation_point_is_not_written_as_a_trend():
    report = _report(REAL / "nanogpt_shakespeare_char_healthy.log")
    ev = _symptom(report, "healthy")["evidence"]
    assert not any(re.search(r"val_loss ([\d.]+) -> \1\b", e) for e in ev)


def test_a_loss_still_falling_steadily_is_not_called_converged():
    report = _report(REAL / "storch_pico_gpt_healthy.log")  # val loss falls at every one of 12 evals
    assert report["symptoms"][0]["id"] == "healthy"
    assert report["verdict"]["decision"] == "continue"


def test_comparison_places_the_parting_on_the_train_loss_when_evaluations_are_few():
    a = diagnose_path(EVAL / "lr_too_high_adam")[1][0]  # 4 evaluations
    b = diagnose_path(EVAL / "healthy_warmup_cosine")[1][0]
    result = compare_runs([a, b])
    assert "never part" not in result.summary
    parted = result.runs[1].parted_at
    assert parted is not None and 0 < parted < 100  # the blow-up starts as warmup ends (step 40)


def test_healthy_fixtures_still_raise_no_alarm_after_these_fixes():
    for case in ("healthy_warmup_cosine", "healthy_step_lr", "healthy_epoch_summary"):
        report = _report(EVAL / case)
        assert [s["id"] for s in report["symptoms"]] == ["healthy"], case


def test_exploding_gradient_evidence_names_the_low_at_the_step_it_was_logged():
    full, runs = diagnose_path(EVAL / "lr_too_high_adam")
    ev = _symptom(json.loads(full.to_json()), "exploding_gradients")["evidence"][0]
    ev = _symptom(json.loads(full.to_json()), "exploding_gradients")["evidence"][1]  # the logged points
    m = re.search(r"logged grad_norm: ([\d.]+) at step ([\d,]+)", ev)
    assert m is not None
    value, at_step = float(m.group(1)), int(m.group(2).replace(",", ""))
    assert abs(float(runs[0].series["grad_norm"].loc[at_step]) - value) <= 0.1 * value


def test_overfitting_evidence_quotes_the_logged_best_validation_loss():
    # Five clean evaluations 0.321 -> 0.420: the smoothed best (0.34) is not a number the log shows.
    report = _report(REAL / "whisper_ja_trainer_state.json")
    ev = _symptom(report, "overfitting")["evidence"][0]
    assert ev.startswith("val_loss best 0.321 at step 1,000") and "0.42 by step 5,000" in ev
    assert "(val 0.321)" in report["verdict"]["reason"]


def test_a_nan_after_a_handful_of_points_is_not_called_late():
    report = _report(EVAL / "lr_too_high_nan")  # NaN at step 54 of 567, after 5 logged points
    assert "came late" not in _everything(report)


def test_a_million_step_run_that_fell_in_its_first_hundred_steps_is_healthy_not_flat():
    # The detectors see a long run as 4,000 bucket medians; a fall inside the first bucket (250 steps)
    # once read as a flat start ("not_learning", stop_and_fix) on a perfectly healthy run.
    import numpy as np
    from traindiag.analysis import detect
    from traindiag.ingest.run import RunBuilder

    steps = np.arange(1, 1_000_001)
    loss = 1.5 + 4 * (steps + 10.0) ** -0.5 + 0.02 * np.random.default_rng(0).standard_normal(steps.size)
    b = RunBuilder("long", "csv", "test")
    b.add("loss", steps, loss, canonical="train_loss")
    findings, _ = detect(b.build())
    assert [f.symptom for f in findings] == ["healthy"]
    assert findings[0].facts["start_value"] > 2.0  # the true start, not the first bucket's median
