"""Verdicts, questions and projections from constructed runs and findings."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd
from traindiag.diagnosis.engine import diagnose_findings, merge_validation
from traindiag.diagnosis.projection import project
from traindiag.ingest.context import Context

from tests.diagnosis_helpers import finding, make_run, nan_findings, nan_run, power_law


def _flat_run(last_step: int, every: int = 10, level: float = math.log(10)):
    steps = np.arange(0, last_step + 1, every)
    rng = np.random.default_rng(1)
    return make_run(train_loss=(steps, level + 0.01 * rng.standard_normal(steps.size)),
                    grad_norm=(steps, np.full(steps.size, 0.5)), lr=(steps, np.full(steps.size, 1e-3)),
                    hparams={"optimizer": "adam"})


def test_nan_run_is_stopped_with_the_first_bad_step_in_the_reason():
    report = diagnose_findings([nan_run()], nan_findings())
    assert report.verdict.decision == "stop_and_fix"
    assert "4,120" in report.verdict.reason
    assert report.projection is None


def test_short_flat_start_at_chance_waits_twice_the_flat_stretch_and_asks_questions():
    run = _flat_run(600)
    report = diagnose_findings([run], [finding("not_learning", steps=(0, 600), evidence=["loss flat at 2.30"])])
    assert report.verdict.decision == "wait"
    assert report.verdict.wait_steps == 1200
    assert "1,800" in report.verdict.reason
    asked = {q.id for q in report.questions}
    assert "num_classes" in asked
    assert all(q.why for q in report.questions)


def test_flat_start_uses_the_detectors_wait_until_step_when_given():
    run = _flat_run(600)
    f = finding("not_learning", steps=(0, 600), wait_until_step=1500, at_chance=True)
    report = diagnose_findings([run], [f])
    assert report.verdict.decision == "wait" and report.verdict.wait_steps == 900


def test_flat_for_a_very_long_time_is_not_worth_waiting_for_but_only_watched():
    run = _flat_run(50_000, every=100)
    report = diagnose_findings([run], [finding("not_learning", steps=(0, 50_000))])
    assert report.verdict.decision == "watch"
    assert "50,000" in report.verdict.reason


def test_flat_past_half_the_planned_run_is_watched_not_waited_on():
    run = _flat_run(3000)
    report = diagnose_findings([run], [finding("not_learning", steps=(0, 3000))], context=Context(total_steps=5000))
    assert report.verdict.decision == "watch"


def test_an_s_curve_that_already_dropped_means_continue():
    steps = np.arange(0, 3000, 10)
    loss = np.where(steps < 1500, 2.3, 0.4)
    run = make_run(train_loss=(steps, loss))
    report = diagnose_findings([run], [finding("delayed_generalization", "info", 0.8, (0, 1600))])
    assert [s.id for s in report.symptoms] == ["delayed_generalization"]
    assert report.verdict.decision == "continue"


def test_recovering_spikes_alone_mean_continue():
    steps = np.arange(0, 2000, 10)
    run = make_run(train_loss=(steps, power_law(steps)))
    report = diagnose_findings([run], [finding("loss_spikes", "warning", 0.8, (500, 520), spike_count=2)])
    assert report.verdict.decision == "continue"
    assert "bad_batch" in [c.id for c in report.causes][:2]


def test_healthy_run_lists_only_healthy_and_projects_the_known_curve_within_its_interval():
    steps = np.arange(0, 10_001, 10)
    run = make_run(train_loss=(steps, power_law(steps, noise=0.01)))
    report = diagnose_findings([run], [finding("healthy", "info", 0.8)])
    assert [s.id for s in report.symptoms] == ["healthy"]
    assert report.causes == []
    p = report.projection
    assert p is not None and p.step == 20_000 and p.metric == "train_loss"
    truth = float(power_law(np.array([20_000.0]))[0])
    assert p.low <= truth <= p.high
    assert p.high - p.low < 0.1
    assert "by step 20,000" in p.text
    assert report.verdict.decision == "continue"


def test_projection_targets_the_planned_length_when_known():
    steps = np.arange(0, 5001, 10)
    run = make_run(train_loss=(steps, power_law(steps, noise=0.005)))
    report = diagnose_findings([run], [finding("healthy", "info", 0.8)], context=Context(total_steps=30_000))
    assert report.projection is not None and report.projection.step == 30_000


def test_converged_run_is_called_converged():
    steps = np.arange(0, 10_001, 10)
    rng = np.random.default_rng(0)
    loss = 0.3 + 2 * np.exp(-steps / 300) + 0.002 * rng.standard_normal(steps.size)
    run = make_run(train_loss=(steps, loss))
    report = diagnose_findings([run], [finding("healthy", "info", 0.8)])
    assert report.verdict.decision == "stop_converged"


def test_no_projection_from_too_few_points_or_a_rising_tail():
    few = pd.Series([3.0, 2.5, 2.2, 2.0, 1.9], index=pd.Index([1, 2, 3, 4, 5]))
    assert project(few, "train_loss") is None
    steps = np.arange(1, 200)
    rising = pd.Series(1 + steps / 100.0, index=pd.Index(steps))
    assert project(rising, "train_loss") is None


def test_projection_of_a_two_million_point_log_is_bounded_and_finite():
    steps = np.arange(1, 2_000_001, dtype=np.int64)
    s = pd.Series(power_law(steps.astype(float), noise=0.02), index=pd.Index(steps))
    p = project(s, "train_loss")
    assert p is not None and math.isfinite(p.value) and p.low <= p.value <= p.high


def test_no_findings_at_all_means_wait_for_more_data():
    run = make_run(train_loss=(np.arange(3), np.array([2.0, 1.9, 1.8])))
    from traindiag.analysis.findings import Inconclusive

    report = diagnose_findings([run], [], [Inconclusive(symptom="plateau", reason="3 points: too few to judge a plateau")])
    assert report.symptoms == []
    assert report.verdict.decision == "wait"
    assert "3 points" in report.verdict.reason
    assert report.data.inconclusive[0].symptom == "plateau"


def test_questions_disappear_once_the_user_has_answered_them():
    run = _flat_run(600)
    f = finding("not_learning", steps=(0, 600))
    asked = diagnose_findings([run], [f]).questions
    ctx = Context(num_classes=10, precision="fp32", dataset_size=50_000, model_params=1e6, batch_size=64, lr=1e-3)
    again = diagnose_findings([run], [f], context=ctx).questions
    assert asked and {q.id for q in again} < {q.id for q in asked} | {"max_grad_norm", "warmup_steps", "weight_decay"}
    assert "num_classes" not in {q.id for q in again}


def test_separate_validation_log_is_merged_as_val_series():
    steps = np.arange(0, 100, 10)
    train = make_run(train_loss=(steps, 2 - steps / 100))
    val = make_run("val", train_loss=(steps, 2.1 - steps / 200), lr=(steps, np.ones(steps.size)))
    merged = merge_validation([train], [val])
    assert merged[0].has("val_loss") and not merged[0].has("lr")
    assert merged[0].get("val_loss").iloc[0] == 2.1


def test_projection_interval_covers_the_true_curve_across_noise_and_horizons():
    for last, target in ((10_001, None), (5_001, 30_000)):
        for noise in (0.003, 0.01, 0.03):
            for seed in range(3):
                steps = np.arange(0, last, 10)
                p = project(pd.Series(power_law(steps, noise=noise, seed=seed), index=steps), "train_loss", target)
                if p is None:  # allowed only where the noise swamps the change ahead
                    assert noise == 0.03, (last, noise, seed)
                    continue
                truth = float(power_law(np.array([float(p.step)]))[0])
                assert p.low <= truth <= p.high, (last, noise, seed, p)


def test_no_projection_through_a_sudden_recent_drop():
    steps = np.arange(1, 5001, 10)
    grokking = np.where(steps < 4000, 2.3, 2.3 - 1.5 * (1 - np.exp(-(steps - 4000) / 300)))
    assert project(pd.Series(grokking, index=steps), "val_loss") is None


def test_a_nan_grad_norm_beside_a_finite_falling_loss_is_watched_not_stopped():
    steps = np.arange(0, 300, 10)
    grad = np.full(steps.size, 0.9)
    grad[[5, 6, 7]] = np.nan
    run = make_run(train_loss=(steps, power_law(steps)), grad_norm=(steps, grad))
    report = diagnose_findings([run], [finding("nan_inf", steps=(50, 290))])
    assert report.verdict.decision == "watch"
    assert "the loss is NaN" not in report.verdict.reason


def test_a_loss_that_was_nan_but_is_finite_again_is_watched():
    run = nan_run()
    report = diagnose_findings([run], [finding("nan_inf", "critical", 0.99, (4120, 4190), recovered=True,
                                               nonfinite_count=3)])
    assert report.verdict.decision == "watch"


def test_a_loss_that_is_nan_for_good_is_stopped():
    report = diagnose_findings([nan_run()], nan_findings())
    assert report.verdict.decision == "stop_and_fix"


def test_too_little_data_names_what_it_could_not_judge_and_what_would_decide_it():
    steps = np.arange(0, 50, 10)
    run = make_run(train_loss=(steps, np.array([3.02, 2.9, 2.8, 2.7, 2.68])))
    from traindiag.analysis import detect

    findings, inconclusive = detect(run)
    report = diagnose_findings([run], [f for f in findings if f.symptom != "healthy"], inconclusive)
    assert report.verdict.decision == "wait"
    reason = report.verdict.reason
    assert "5 train_loss points are too few to judge" in reason and "(20)" in reason and "would decide it" in reason


def test_notes_beside_a_healthy_verdict_list_events_but_not_an_explained_flattening() -> None:
    steps = np.arange(0, 1000, 10)
    run = make_run(train_loss=(steps, power_law(steps)))
    report = diagnose_findings([run], [
        finding("healthy", severity="info", confidence=0.7, steps=(0, 990)),
        finding("loss_spikes", severity="info", confidence=0.55, steps=(400, 400)),
        finding("plateau", severity="info", confidence=0.8, steps=(500, 990), lr_decayed=True),
    ])
    assert [s.id for s in report.symptoms] == ["healthy", "loss_spikes"]
    assert not report.causes  # notes are facts to check, not symptoms to treat
