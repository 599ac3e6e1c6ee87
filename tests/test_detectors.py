"""Every curve detector against synthetic runs whose answer is known (analysis/signals.py)."""

from __future__ import annotations

import math
from collections.abc import Callable

import numpy as np
import pandas as pd
import pytest
from traindiag.analysis import DETECTORS, detect, detect_all, signals
from traindiag.analysis.findings import SEVERITY_RANK, Finding, Inconclusive
from traindiag.analysis.thresholds import THRESHOLDS, markdown_table
from traindiag.ingest.context import Context
from traindiag.ingest.run import Run, RunBuilder
from traindiag.vocabulary import symptom_ids


def findings_of(run: Run, context: Context | None = None) -> list[Finding]:
    return detect(run, context)[0]


def only(findings: list[Finding], symptom: str) -> Finding:
    hits = [f for f in findings if f.symptom == symptom]
    assert hits, f"no {symptom} finding; got {[(f.symptom, f.severity) for f in findings]}"
    return hits[0]


def onset(f: Finding) -> int:
    for key in ("onset_step", "first_nan_step", "flat_until_step", "collapse_step", "first_min_step", "peak_step"):
        if f.facts.get(key) is not None:
            return int(f.facts[key])  # type: ignore[arg-type]
    assert f.steps is not None
    return f.steps[0]


# (case id, run factory, symptom expected, the step it starts at or None, tolerance in steps)
PATHOLOGIES: list[tuple[str, Callable[[], Run], str, int | None, int]] = [
    ("nan_loss", lambda: signals.nan_at(2000), "nan_inf", 2000, 0),
    ("divergence", lambda: signals.divergence_from(2000), "divergence", 2000, 200),
    ("spikes", lambda: signals.spikes_at((800, 1500, 2200)), "loss_spikes", 800, 0),
    ("oscillation", signals.oscillating, "oscillation", None, 0),
    ("flat_at_chance", lambda: signals.s_curve(None), "not_learning", 0, 0),
    ("lr_too_low", signals.slow, "slow_convergence", 0, 0),
    ("plateau", lambda: signals.plateau_from(600), "plateau", 600, 250),
    ("s_curve", lambda: signals.s_curve(1500), "delayed_generalization", 1500, 150),
    ("grokking", lambda: signals.grokking(1800), "delayed_generalization", 1800, 150),
    ("overfitting", lambda: signals.overfitting_from(1200), "overfitting", 1200, 150),
    ("underfitting", signals.underfitting, "underfitting", None, 0),
    ("double_descent", lambda: signals.double_descent(peak=2500), "double_descent", None, 0),
    ("throughput", lambda: signals.throughput_drop(1500), "throughput_regression", 1500, 50),
    ("memory_leak", signals.memory_leak, "memory_growth", None, 0),
    ("warmup_never_ends", signals.lr_warmup_never_ends, "lr_schedule_anomaly", None, 0),
    ("lr_per_batch", lambda: signals.lr_stepped_per_batch(step_size=30), "lr_schedule_anomaly", 60, 30),
    ("lr_reset_on_resume", lambda: signals.resume_resets_scheduler(1800), "lr_schedule_anomaly", None, 0),
    ("exploding", lambda: signals.exploding_gradients(1500), "exploding_gradients", 1500, 150),
    ("quantization_gap", lambda: signals.quantization_gap(1000), "quantization_gap", 1000, 300),
    ("quantization_gap_fp_name",
     lambda: _renamed(signals.quantization_gap(1000, quant_name="loss_int8"), "train_loss", "loss_fp32"),
     "quantization_gap", 1000, 300),
    # RL and preference fine-tunes: the fault starts at step 100 of 300 (GRPO) or spans the run (DPO)
    ("grpo_constant_reward", lambda: signals.grpo(fault="constant_reward"), "no_reward_signal", None, 0),
    ("grpo_flat_reward", lambda: signals.grpo(fault="flat_reward"), "reward_not_improving", None, 0),
    ("grpo_kl_runaway", lambda: signals.grpo(fault="kl_runaway"), "kl_blowup", None, 0),
    ("grpo_entropy_collapse", lambda: signals.grpo(fault="entropy_collapse"), "entropy_collapse", None, 0),
    ("grpo_entropy_blowup", lambda: signals.grpo(fault="entropy_blowup"), "entropy_blowup", None, 0),
    ("grpo_length_runaway", lambda: signals.grpo(fault="length_runaway"), "length_runaway", None, 0),
    ("grpo_reward_hacking", lambda: signals.grpo(fault="reward_hacking"), "reward_hacking", None, 0),
    ("dpo_overfit", lambda: signals.dpo(fault="overfit"), "preference_overfit", None, 0),
    ("dpo_displacement", lambda: signals.dpo(fault="displacement"), "likelihood_displacement", None, 0),
]

HEALTHY: list[tuple[str, Callable[[], Run], Context | None]] = [
    ("constant_lr", lambda: signals.healthy(), None),
    ("warmup", lambda: signals.healthy(warmup=300), None),
    ("warmup_cosine", lambda: signals.healthy(schedule="cosine", warmup=200), None),
    ("cosine_restarts", lambda: signals.healthy(schedule="cosine_restarts"), None),
    ("step_drops", lambda: signals.healthy(schedule="step"), None),
    ("sparse_eval", lambda: signals.healthy(eval_every=500), None),
    ("early_noise", lambda: signals.healthy(early_noise=0.4), None),
    ("noisy_batches", lambda: signals.healthy(noise=0.15, seed=3), None),
    ("fp16_loss_scaling", lambda: signals.healthy(fp16_overflows=20), Context(precision="fp16")),
    ("chance_start", lambda: signals.healthy(start=math.log(100)), Context(num_classes=100)),
    ("loss_1e4", lambda: signals.healthy(scale=1e4), None),
    ("loss_1e-3", lambda: signals.healthy(scale=1e-3), None),
    ("epoch_log_5_points", lambda: signals.epoch_log(5), None),
    ("grpo", lambda: signals.grpo(), None),
    ("dpo", lambda: signals.dpo(), None),
]


def _renamed(run: Run, old: str, new: str) -> Run:
    run.series[new] = run.series.pop(old).rename(new)
    return run


def _scaled(run: Run, k: float) -> Run:
    for m in list(run.series):
        if "loss" in m:
            run.series[m] = run.series[m] * k
    return run


def test_every_curve_symptom_has_a_detector_and_a_known_case() -> None:
    vocab = set(symptom_ids())
    assert set(DETECTORS) <= vocab
    covered = {symptom for _, _, symptom, _, _ in PATHOLOGIES} | {"healthy"}
    assert covered == set(DETECTORS)


@pytest.mark.parametrize(("case", "make", "symptom", "step", "tol"), PATHOLOGIES, ids=[p[0] for p in PATHOLOGIES])
def test_pathology_is_found_with_its_symptom_at_its_step(case: str, make: Callable[[], Run], symptom: str,
                                                         step: int | None, tol: int) -> None:
    findings = findings_of(make())
    f = only(findings, symptom)
    assert f.severity in ("warning", "critical") or symptom in ("delayed_generalization", "double_descent")
    assert 0.0 <= f.confidence <= 1.0 and f.evidence
    if step is not None:
        assert abs(onset(f) - step) <= tol, f"{symptom} found at {onset(f)}, injected at {step}"
    assert "healthy" not in {x.symptom for x in findings} or f.severity == "info"


@pytest.mark.parametrize(("case", "make", "context"), HEALTHY, ids=[h[0] for h in HEALTHY])
def test_healthy_run_raises_no_alarm_and_is_called_healthy(case: str, make: Callable[[], Run],
                                                           context: Context | None) -> None:
    findings = findings_of(make(), context)
    alarms = [(f.symptom, f.severity, f.evidence) for f in findings if f.severity != "info"]
    assert not alarms
    assert "healthy" in {f.symptom for f in findings}


@pytest.mark.parametrize("scale", [1e4, 1e-3])
@pytest.mark.parametrize(("case", "make"), [(p[0], p[1]) for p in PATHOLOGIES if p[0] in
                                            ("nan_loss", "divergence", "spikes", "plateau", "overfitting",
                                             "oscillation", "s_curve", "quantization_gap")])
def test_loss_scale_does_not_change_the_symptoms(case: str, make: Callable[[], Run], scale: float) -> None:
    plain = {f.symptom for f in findings_of(make())}
    scaled = {f.symptom for f in findings_of(_scaled(make(), scale))}
    assert scaled == plain


def _short_run(points: int) -> Run:
    b = RunBuilder("short", "synthetic", "test")
    steps = np.arange(points)
    loss = 2.0 * np.exp(-steps / 3)
    for metric, values in {"train_loss": loss, "val_loss": loss * 1.1, "lr": np.full(points, 1e-3),
                           "grad_norm": np.ones(points), "step_time": np.full(points, 0.1),
                           "memory": np.full(points, 1000.0), "quant_loss": loss * 1.2}.items():
        b.add(metric, steps, values, canonical=metric)
    return b.build()


@pytest.mark.parametrize("symptom", sorted(s for s, d in DETECTORS.items() if d.min_points > 1))
def test_too_few_points_is_said_plainly_not_guessed(symptom: str) -> None:
    detector = DETECTORS[symptom]
    n = detector.min_points - 1
    objectives = getattr(detector, "objectives", ("supervised",))
    run = (_short_run(n) if "supervised" in objectives else signals.grpo(n, fault="reward_hacking") if "rl" in objectives
           else signals.dpo(n, eval_every=1))
    results = detector.detect(run)
    assert results and all(isinstance(r, Inconclusive) for r in results)
    assert f"{n} finite" in results[0].reason and "too few to judge" in results[0].reason


def test_five_point_epoch_log_is_judged_in_epochs() -> None:
    findings, inconclusive = detect(signals.epoch_log(5))
    healthy = only(findings, "healthy")
    assert healthy.steps == (1, 5) and "epoch 1" in healthy.evidence[0]
    assert any("5 finite train_loss points: too few to judge a plateau" in i.reason for i in inconclusive)


def test_nan_loss_is_reported_at_its_first_step_with_the_gradient_run_up() -> None:
    f = only(findings_of(signals.nan_at(2000)), "nan_inf")
    assert f.severity == "critical" and f.metric == "train_loss"
    assert f.facts["first_nan_step"] == 2000 and f.facts["last_finite_step"] == 1999
    assert 20 <= f.facts["grad_norm_ratio"] <= 60  # injected: 40x over the 50 steps before
    assert f.evidence[0].startswith("train_loss NaN from step 2,000 (last finite")
    assert any(e.startswith("grad_norm rose") for e in f.evidence)
    assert any(e.startswith("lr 3e-4") for e in f.evidence)


def test_transient_nan_grad_norm_under_fp16_loss_scaling_is_normal() -> None:
    run = signals.healthy(fp16_overflows=10)
    assert run.series["grad_norm"].isna().sum() == 14 and np.isfinite(run.series["train_loss"]).all()
    assert "nan_inf" not in {f.symptom for f in findings_of(run)}


def test_isolated_nan_grad_norms_beside_a_finite_loss_are_skipped_steps_not_an_alarm() -> None:
    run = signals.healthy(fp16_overflows=10)
    run.events.clear()
    del run.series["loss_scale"]
    f = only(findings_of(run), "nan_inf")
    assert f.severity == "info" and f.metric == "grad_norm" and "skipped steps" in f.evidence[0]
    assert "it would be a NaN run if the loss turned NaN" in f.evidence[0]  # the fact that would flip it


def test_a_warmup_that_never_ends_says_what_would_make_it_an_unfinished_warmup_instead() -> None:
    f = only(findings_of(signals.lr_warmup_never_ends()), "lr_schedule_anomaly")
    assert "if it was meant to run longer, this is only a warmup not yet over" in " ".join(f.evidence)


def test_a_grad_norm_still_nan_at_the_end_beside_a_finite_loss_is_a_warning_not_critical() -> None:
    run = signals.healthy(fp16_overflows=10)
    run.events.clear()
    del run.series["loss_scale"]
    g = run.series["grad_norm"].copy()
    g.iloc[-5:] = np.nan
    run.series["grad_norm"] = g
    f = only(findings_of(run), "nan_inf")
    assert f.severity == "warning" and f.metric == "grad_norm" and f.facts["fp16_scaling"] is False


def test_flat_start_followed_by_a_drop_is_an_s_curve_not_not_learning() -> None:
    symptoms = {f.symptom for f in findings_of(signals.s_curve(1500))}
    assert "delayed_generalization" in symptoms and "not_learning" not in symptoms


def test_flat_start_without_a_drop_is_not_learning_at_chance_with_a_wait_step() -> None:
    f = only(findings_of(signals.s_curve(None, n=3000), Context(num_classes=10)), "not_learning")
    assert f.facts["at_chance"] is True and f.facts["num_classes"] == 10
    assert f.facts["num_classes_source"] == "context"
    assert f.facts["wait_until_step"] == 2 * 2999


def test_the_class_count_is_never_guessed_from_the_loss_value() -> None:
    f = only(findings_of(signals.s_curve(None, n=3000)), "not_learning")  # flat at 2.30, no class count given
    assert f.facts["at_chance"] is False and f.facts["num_classes"] is None


def test_a_class_count_printed_in_the_log_sets_the_chance_level() -> None:
    run = signals.s_curve(None, n=3000)
    run.hparams["num_classes"] = 10
    f = only(findings_of(run), "not_learning")
    assert f.facts["at_chance"] is True and f.facts["num_classes_source"] == "log"


def test_flat_loss_away_from_chance_is_not_called_chance() -> None:
    run = _scaled(signals.s_curve(None), 1.7)  # 3.91: not ln(k) for a common k
    f = only(findings_of(run), "not_learning")
    assert f.facts["at_chance"] is False and f.facts["num_classes"] is None


def test_spike_steps_and_ratio_are_machine_readable() -> None:
    f = only(findings_of(signals.spikes_at((800, 1500, 2200), ratio=8.0)), "loss_spikes")
    assert f.facts["spike_steps"] == "800,1500,2200" and f.facts["spike_count"] == 3
    assert 5 <= f.facts["max_ratio"] <= 12


def test_one_small_early_spike_is_info_not_an_alarm() -> None:
    f = only(findings_of(signals.spikes_at((150,), ratio=4.0)), "loss_spikes")
    assert f.severity == "info"


def test_lr_anomaly_kinds_are_told_apart() -> None:
    kinds = {
        "warmup_never_ends": signals.lr_warmup_never_ends(),
        "early_collapse": signals.lr_stepped_per_batch(),
        "restart_on_resume": signals.resume_resets_scheduler(),
    }
    for kind, run in kinds.items():
        f = only(findings_of(run), "lr_schedule_anomaly")
        assert f.facts["kind"] == kind


def test_periodic_cosine_restarts_are_not_an_lr_anomaly() -> None:
    assert "lr_schedule_anomaly" not in {f.symptom for f in findings_of(signals.healthy(schedule="cosine_restarts"))}


def test_memory_leak_reports_its_slope_in_mb_per_thousand_steps() -> None:
    f = only(findings_of(signals.memory_leak(mb_per_step=0.8)), "memory_growth")
    assert 700 <= f.facts["slope_mb_per_1k_steps"] <= 900


def test_throughput_jump_is_a_jump_and_creep_is_a_creep() -> None:
    jump = only(findings_of(signals.throughput_drop(1500)), "throughput_regression")
    assert jump.facts["kind"] == "jump" and 1.4 <= jump.facts["slowdown"] <= 1.8
    run = signals.healthy()
    run.series["step_time"] = run.series["step_time"] * np.linspace(1.0, 2.0, 3000)
    creep = only(findings_of(run), "throughput_regression")
    assert creep.facts["kind"] == "creep"


def test_throughput_falling_is_read_from_a_throughput_series() -> None:
    run = signals.throughput_drop(1500)
    run.series["throughput"] = (32 / run.series.pop("step_time")).rename("throughput")
    f = only(findings_of(run), "throughput_regression")
    assert f.facts["source"] == "throughput" and f.facts["end_value"] < f.facts["baseline"]


def test_exploding_gradients_before_nan_are_critical() -> None:
    run = signals.exploding_gradients(1500)
    run.series["train_loss"].iloc[2900:] = np.nan
    f = only(findings_of(run), "exploding_gradients")
    assert f.severity == "critical" and f.facts["loss_nonfinite_after"] is True


def test_high_initial_gradients_that_fall_are_not_exploding() -> None:
    run = signals.healthy()
    run.series["grad_norm"] = run.series["grad_norm"] * (1 + 200 * np.exp(-np.arange(3000) / 100))
    assert "exploding_gradients" not in {f.symptom for f in findings_of(run)}


def test_findings_are_sorted_most_severe_then_most_confident() -> None:
    run = signals.nan_at(2000)
    run.series["memory"] = run.series["memory"] + 0.8 * np.arange(3000)
    findings = findings_of(run)
    keys = [(SEVERITY_RANK[f.severity], f.confidence) for f in findings]
    assert keys == sorted(keys, reverse=True) and findings[0].symptom == "nan_inf"


def test_detect_all_judges_each_run() -> None:
    results = detect_all([signals.healthy(), signals.nan_at()])
    assert [{f.symptom for f in fs} for fs, _ in results][1] >= {"nan_inf"}
    assert "healthy" in {f.symptom for f in results[0][0]}


def test_a_million_point_log_keeps_single_step_spikes() -> None:
    run = signals.long_run(1_000_000)
    loss = run.series["train_loss"].to_numpy().copy()
    loss[[333_333, 777_777]] *= 10
    run.series["train_loss"] = pd.Series(loss, index=run.series["train_loss"].index, name="train_loss")
    f = only(findings_of(run), "loss_spikes")
    assert f.facts["spike_steps"] == "333333,777777"


def test_no_metric_no_finding_and_no_question() -> None:
    run = RunBuilder("lr-only", "synthetic", "test").build()
    findings, inconclusive = detect(run)
    assert findings == [] and inconclusive == []


def test_every_threshold_has_a_reason_and_the_table_lists_it() -> None:
    table = markdown_table()
    for name, t in THRESHOLDS.items():
        assert len(t.reason) > 20 and f"`{name}`" in table


def test_facts_are_plain_json_values() -> None:
    for _, make, _, _, _ in PATHOLOGIES:
        for f in findings_of(make()):
            for v in f.facts.values():
                assert v is None or type(v) in (int, float, str, bool)


def _epoch_run(values: list[float]) -> Run:
    b = RunBuilder("epochs", "synthetic", "test")
    b.add("train_loss", np.arange(len(values)), values, canonical="train_loss")
    b.run.step_unit = "epoch"
    return b.build()


def test_four_epochs_pinned_at_chance_are_enough_to_call_not_learning() -> None:
    f = only(findings_of(_epoch_run([1.3563, 1.3864, 1.3864, 1.3864]), Context(num_classes=4)), "not_learning")
    assert f.facts["at_chance"] is True and f.facts["num_classes"] == 4


def test_a_loss_frozen_to_every_printed_digit_is_not_learning_even_late_in_a_run() -> None:
    run = _epoch_run([7.9712] * 8)
    run.series["train_loss"] = run.series["train_loss"].set_axis(run.series["train_loss"].index + 1)  # epochs 2-9
    f = only(findings_of(run), "not_learning")
    assert f.facts["frozen_points"] == 8 and "exactly 7.9712" in f.evidence[0]


def test_a_converged_loss_printed_with_two_digits_is_not_frozen() -> None:
    findings, _ = detect(_epoch_run([0.9, 0.5, 0.3, 0.05, 0.04, 0.04, 0.04]))
    assert "not_learning" not in {f.symptom for f in findings}


def test_caffe_loss_of_87_3365_is_a_log_of_zero() -> None:
    f = only(findings_of(_epoch_run([2.1, 1.9, 87.3365, 87.3365, 87.3365])), "nan_inf")
    assert f.severity == "critical" and "ln(FLT_MIN)" in f.evidence[0]


def test_four_flat_epochs_away_from_chance_are_too_few_to_judge() -> None:
    findings, inconclusive = detect(_epoch_run([0.91, 0.9, 0.9, 0.9]))
    assert "not_learning" not in {f.symptom for f in findings}
    assert any(i.symptom == "not_learning" and "or 3 at the chance level" in i.reason for i in inconclusive)


def test_flat_window_late_in_a_long_run_is_not_called_not_learning() -> None:
    run = signals.s_curve(None)
    run.series["train_loss"] = (run.series["train_loss"] * 0.5).set_axis(run.series["train_loss"].index + 50_000)
    findings, inconclusive = detect(run)
    assert "not_learning" not in {f.symptom for f in findings}
    assert any("whether the loss was flat from the start cannot be told" in i.reason for i in inconclusive)


DEGENERATE = {
    "all_nan": lambda n, rng: np.full(n, np.nan),
    "constant": lambda n, rng: np.full(n, 1.0),
    "zeros": lambda n, rng: np.zeros(n),
    "negative": lambda n, rng: -rng.lognormal(1.0, 0.3, n),
    "with_inf": lambda n, rng: np.where(np.arange(n) % 3 == 0, np.inf, rng.random(n)),
    "huge": lambda n, rng: rng.lognormal(20, 3, n),
}


@pytest.mark.parametrize("points", [1, 2, 4, 13, 200])
@pytest.mark.parametrize("kind", sorted(DEGENERATE))
def test_degenerate_series_are_judged_or_refused_never_crash(kind: str, points: int) -> None:
    from traindiag.analysis.metric import analyze_metric

    rng = np.random.default_rng(points)
    b = RunBuilder("degenerate", "synthetic", "test")
    for metric in ("train_loss", "val_loss", "lr", "grad_norm", "step_time", "memory", "train_accuracy",
                   "val_accuracy", "quant_loss", "wall_time"):
        b.add(metric, np.arange(points) * 10, DEGENERATE[kind](points, rng), canonical=metric)
    run = b.build()
    findings, inconclusive = detect(run)
    for r in [*findings, *inconclusive]:
        assert r.symptom in DETECTORS
    for metric in run.metrics:
        assert analyze_metric(run, metric).points == points


def test_a_log_that_ends_during_warmup_is_not_called_a_schedule_anomaly() -> None:
    run = signals.lr_warmup_never_ends()
    del run.hparams["max_steps"]  # an excerpt: nothing says the run was meant to end here
    findings, inconclusive = detect(run)
    assert "lr_schedule_anomaly" not in {f.symptom for f in findings}
    assert any("the log ends during the lr warmup" in i.reason for i in inconclusive)


def test_a_short_paste_with_one_big_jump_that_comes_back_is_a_spike_not_a_divergence() -> None:
    findings, _ = detect(_epoch_run([0.52, 0.48, 0.45, 0.44, 3.9, 0.6, 0.43, 0.42]))
    spike = only(findings, "loss_spikes")
    assert spike.facts["outcome"] == "recovered" and spike.severity == "warning"
    assert "divergence" not in {f.symptom for f in findings}


def test_a_cumulative_train_time_is_read_as_a_clock_not_as_a_slowing_step_time() -> None:
    from traindiag.analysis.detectors.throughput_regression import elapsed_clock

    steps = np.arange(1, 5101)
    clock = pd.Series(0.178 * steps + 42.7, index=steps)  # modded-nanogpt's train_time: 42.7 s compile, then 178 ms
    creeping = pd.Series(np.linspace(0.006, 0.020, steps.size), index=steps)  # a step time slowing 3.3x
    assert elapsed_clock(clock, "train_time") and elapsed_clock(clock - 42.7)  # by its name, or by its growth
    assert not elapsed_clock(creeping, "time")


def test_a_frozen_validation_accuracy_beside_a_rising_train_accuracy_is_not_a_dead_model() -> None:
    run = _epoch_run([1.2, 0.8, 0.5, 0.3, 0.2, 0.1])
    epochs = run.series["train_loss"].index
    run.series["train_accuracy"] = pd.Series([0.58, 0.92, 0.99, 1.0, 1.0, 1.0], index=epochs, dtype="float64")
    run.series["val_accuracy"] = pd.Series([0.511429] * 6, index=epochs, dtype="float64")
    findings, _ = detect(run)
    assert "not_learning" not in {f.symptom for f in findings}
    assert "overfitting" in {f.symptom for f in findings}
