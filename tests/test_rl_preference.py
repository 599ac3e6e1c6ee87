"""RL (GRPO) and preference (DPO) fine-tunes are judged on their own metrics, never by supervised-loss rules.

Each case prints a run the way TRL prints it (one dict per logging step) from a generator whose answer is known:
the symptom it was built to show, the verdict an expert gives and the cause the settings point to.
"""

from __future__ import annotations

import json
import math

import numpy as np
import pytest
from traindiag.diagnosis.pipeline import diagnose_path

STEPS = 60
SUPERVISED = {"divergence", "loss_spikes", "oscillation", "slow_convergence", "plateau", "delayed_generalization",
              "overfitting", "underfitting", "double_descent"}


def _printed(rows: list[dict], header: str = "") -> str:
    def fmt(v: float | str) -> str:
        return repr(v) if isinstance(v, str) else ("nan" if isinstance(v, float) and math.isnan(v) else f"{v:.6g}")
    lines = ["{" + ", ".join(f"'{k}': {fmt(v)}" for k, v in row.items()) + "}" for row in rows]
    return header + "\n".join(lines) + "\n"


def grpo(reward, reward_std, kl, entropy, length, clipped, loss=None, extra=None, header: str = "") -> str:
    """A GRPO log: the callables give each metric at step i (0-based)."""
    rows = []
    for i in range(STEPS):
        row = {"loss": loss(i) if loss else 0.04 * kl(i), "grad_norm": 0.3 + 0.05 * (i % 3),
               "learning_rate": 1e-6, "num_tokens": 2000.0 * (i + 1),
               "completions/mean_length": length(i), "completions/clipped_ratio": clipped(i),
               "rewards/accuracy/mean": reward(i), "reward": reward(i), "reward_std": reward_std(i),
               "frac_reward_zero_std": 1.0 if reward_std(i) == 0 else 0.1, "kl": kl(i), "entropy": entropy(i),
               "epoch": round((i + 1) / STEPS, 4)}
        row.update(extra(i) if extra else {})
        rows.append(row)
    return _printed(rows, header)


noise = np.random.default_rng(0).normal(0, 1, 1000)
rising = lambda i: 0.2 + 0.5 * (1 - math.exp(-i / 20)) + 0.04 * noise[i]  # noqa: E731
steady_kl = lambda i: 0.0 if i == 0 else 0.02 * (1 - math.exp(-i / 10)) + 0.002 * abs(noise[i + 100])  # noqa: E731
steady_entropy = lambda i: 0.6 - 0.002 * i + 0.01 * noise[i + 200]  # noqa: E731
steady_length = lambda i: 120 + 0.5 * i + 5 * noise[i + 300]  # noqa: E731
few_clipped = lambda i: 0.02  # noqa: E731
spread = lambda i: 0.35  # noqa: E731


def dpo(loss, margins, accuracies, chosen, rejected, eval_rows=None) -> str:
    rows = []
    for i in range(STEPS):
        rows.append({"loss": loss(i), "grad_norm": 5.0 + noise[i + 400], "learning_rate": 5e-7,
                     "rewards/chosen": margins(i) / 2, "rewards/rejected": -margins(i) / 2,
                     "rewards/accuracies": accuracies(i), "rewards/margins": margins(i),
                     "logps/chosen": chosen(i), "logps/rejected": rejected(i), "epoch": round((i + 1) / 20, 4)})
        if eval_rows and (i + 1) % 10 == 0:
            rows.append(eval_rows((i + 1) // 10))
    return _printed(rows)


CASES = {
    "grpo_healthy": (grpo(rising, spread, steady_kl, steady_entropy, steady_length, few_clipped),
                     "healthy", "continue", None),
    "grpo_beta_zero_loss_is_exactly_zero": (
        grpo(rising, spread, steady_kl, steady_entropy, steady_length, few_clipped, loss=lambda i: 0.0),
        "healthy", "continue", None),
    "grpo_constant_reward": (grpo(lambda i: 0.0, lambda i: 0.0, steady_kl, steady_entropy, steady_length,
                                  few_clipped), "no_reward_signal", "stop_and_fix", "reward_function_bug"),
    "grpo_all_prompts_solved": (grpo(lambda i: min(1.0, 0.97 + 0.001 * i), lambda i: 0.0 if i % 7 else 0.05,
                                     steady_kl, steady_entropy, steady_length, few_clipped),
                                "no_reward_signal", "watch", "prompts_too_easy_or_hard"),
    "grpo_flat_reward": (grpo(lambda i: 0.3 + 0.05 * noise[i + 500], spread, steady_kl, steady_entropy,
                              steady_length, few_clipped), "reward_not_improving", "watch", None),
    "grpo_kl_runaway_with_tiny_beta": (
        grpo(rising, spread, lambda i: 0.001 * math.exp(i / 9), steady_entropy, steady_length, few_clipped,
             header="GRPOConfig(beta=0.001, learning_rate=1e-05, temperature=1.0)\n"),
        "kl_blowup", "watch", "kl_penalty_too_weak"),
    "grpo_entropy_collapse_at_low_temperature": (
        grpo(rising, spread, steady_kl, lambda i: 0.8 * math.exp(-i / 8) + 0.001, steady_length, few_clipped,
             header="GRPOConfig(beta=0.04, learning_rate=1e-06, temperature=0.1)\n"),
        "entropy_collapse", "watch", "sampling_settings"),
    "grpo_entropy_blowup": (grpo(rising, spread, steady_kl, lambda i: 0.4 + 0.04 * i, steady_length, few_clipped),
                            "entropy_blowup", "watch", None),
    "grpo_length_runaway": (grpo(rising, spread, steady_kl, steady_entropy, lambda i: 100 + 8 * i,
                                 lambda i: min(0.95, 0.02 + 0.03 * i)), "length_runaway", "watch", "length_bias"),
    "grpo_reward_hacking_components": (
        grpo(rising, spread, steady_kl, steady_entropy, steady_length, few_clipped,
             extra=lambda i: {"rewards/format/mean": 0.1 + 0.012 * i + 0.01 * noise[i + 600],
                              "rewards/accuracy/mean": 0.6 - 0.006 * i + 0.01 * noise[i + 700]}),
        "reward_hacking", "watch", None),
    "dpo_healthy": (dpo(lambda i: 0.693 * math.exp(-i / 40) + 0.1 * (1 - math.exp(-i / 40)),
                        lambda i: 0.05 * i, lambda i: min(0.9, 0.5 + 0.01 * i), lambda i: -80 - 0.05 * i,
                        lambda i: -100 - 1.0 * i), "healthy", "continue", None),
    "dpo_identical_pairs": (dpo(lambda i: 0.6931 + 0.0005 * noise[i + 800], lambda i: 0.001 * noise[i + 900],
                                lambda i: 0.0, lambda i: -80.0, lambda i: -80.0),
                            "not_learning", "watch", "preference_data_or_beta"),
    "dpo_overfit": (dpo(lambda i: 0.693 * math.exp(-i / 6), lambda i: 0.3 * i, lambda i: min(1.0, 0.6 + 0.05 * i),
                        lambda i: -80 - 0.05 * i, lambda i: -100 - 2 * i,
                        eval_rows=lambda k: {"eval_loss": 0.5 + 0.08 * k, "eval_rewards/accuracies": 0.7 - 0.03 * k,
                                             "eval_rewards/margins": 1.0 - 0.1 * k, "epoch": k / 2}),
                    "preference_overfit", "watch", "preference_data_or_beta"),
    "dpo_likelihood_displacement": (dpo(lambda i: 0.693 * math.exp(-i / 30) + 0.2, lambda i: 0.05 * i,
                                        lambda i: min(0.85, 0.5 + 0.01 * i), lambda i: -80 - 1.5 * i,
                                        lambda i: -100 - 2.5 * i),
                                    "likelihood_displacement", "watch", "preference_data_or_beta"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_each_rl_and_preference_case_gets_its_symptom_verdict_and_cause(case: str) -> None:
    text, symptom, verdict, cause = CASES[case]
    report, _ = diagnose_path(text=text)
    ids = [s.id for s in report.symptoms]
    assert ids and ids[0] == symptom, ids
    assert report.verdict.decision == verdict, report.verdict.reason
    if cause is not None:
        assert [c.id for c in report.causes][:2].count(cause) == 1, [c.id for c in report.causes]


@pytest.mark.parametrize("case", sorted(CASES))
def test_no_supervised_loss_finding_is_made_on_an_rl_or_preference_loss(case: str) -> None:
    report, _ = diagnose_path(text=CASES[case][0])
    assert not SUPERVISED & {s.id for s in report.symptoms}
    assert "nan_inf" not in {s.id for s in report.symptoms}


def test_an_rl_report_shows_the_reward_curve_not_only_the_loss() -> None:
    report, _ = diagnose_path(text=CASES["grpo_healthy"][0])
    assert report.data.digests[0].metric == "reward"
    assert "loss falls" not in report.verdict.reason


def test_a_hidden_nan_in_a_grpo_run_is_still_a_nan() -> None:
    text = grpo(rising, spread, steady_kl, steady_entropy, steady_length, few_clipped,
                extra=lambda i: {"grad_norm": float("nan")} if i >= 40 else {},
                loss=lambda i: 0.0)
    report, _ = diagnose_path(text=text)
    assert report.symptoms[0].id == "nan_inf"


def test_the_rl_questions_ask_only_what_the_log_does_not_print() -> None:
    kl_runaway = CASES["grpo_kl_runaway_with_tiny_beta"][0]
    printed, _ = diagnose_path(text=kl_runaway)
    unprinted, _ = diagnose_path(text=kl_runaway.split("\n", 1)[1])
    assert "beta" not in [q.id for q in printed.questions]
    assert "beta" in [q.id for q in unprinted.questions]


def test_a_supervised_run_is_never_asked_rl_questions() -> None:
    report, _ = diagnose_path(text="".join(f"{{'loss': {2.3 - 0.01 * i:.4f}, 'learning_rate': 0.001, 'epoch': {i}}}\n"
                                           for i in range(40)))
    assert not {"beta", "temperature", "num_generations", "max_completion_length"} & {q.id for q in report.questions}


def test_llama_factory_trainer_log_is_stepped_by_current_steps_and_its_flat_reward_is_seen() -> None:
    rows = [(10, 0.13), (20, 0.1398), (30, 0.1237), (1250, 0.1351), (1260, 0.1247)]
    text = "".join(f'{{"current_steps": {s}, "total_steps": 1287, "loss": -0.19, "reward": {r}, '
                   f'"learning_rate": 1e-05, "epoch": {s / 1287:.2f}, "percentage": {100 * s / 1287:.2f}, '
                   f'"elapsed_time": "0:11:19", "remaining_time": "1 day, 0:06:42"}}\n' for s, r in rows)
    report, runs = diagnose_path(text=text)
    assert runs[0].series["reward"].index.tolist() == [s for s, _ in rows]
    assert runs[0].hparams["max_steps"] == 1287 and "percentage" not in runs[0].series
    assert report.symptoms[0].id == "reward_not_improving"


def test_trainer_dicts_after_a_long_progress_bar_preamble_are_read_as_the_trainer_log() -> None:
    preamble = "".join(f"Map: {i}%|###| {i * 100}/10000 [00:0{i % 10}<00:10, 1000.00 examples/s]\n"
                       for i in range(2000))
    bars = "  0%|          | 1/500 [00:11<1:30:35, 11.77s/it]\n"
    text = preamble + bars + CASES["dpo_overfit"][0]
    report, runs = diagnose_path(text=text)
    assert runs[0].format == "hf"
    assert report.symptoms[0].id == "preference_overfit"


def _verl(step: int, entropy: float, score: float) -> str:
    return (f"(TaskRunner pid=1) step:{step} - actor/entropy_loss:{entropy:.4f} - actor/pg_loss:0.01 - "
            f"actor/kl_loss:0.001 - critic/score/mean:{score:.3f} - response_length/mean:35.0 - "
            f"response_length/clip_ratio:0.000\n")


def test_a_verl_log_is_an_rl_run_whose_entropy_loss_is_the_entropy_not_the_loss() -> None:
    text = "".join(_verl(s, 0.005 + 0.001 * (s % 3), 0.2 + 0.01 * (s % 4)) for s in range(383, 400))
    report, runs = diagnose_path(text=text)
    assert runs[0].original_names.get("train_loss") == "actor/pg_loss"
    assert report.symptoms[0].id == "entropy_collapse"


def test_a_verl_validation_score_named_mean_at_1_keeps_its_value_and_its_fall_from_best_is_overfitting() -> None:
    lines = []
    for s in range(0, 400, 10):
        val = 0.90 if s <= 100 else 0.90 - 0.0002 * (s - 100)
        lines.append(f"(TaskRunner pid=1) step:{s} - val-core/openai/gsm8k/reward/mean@1:{val:.3f}\n")
        lines += [_verl(t, 0.5, 0.94 + 0.01 * (t % 3)) for t in range(s + 1, s + 10)]
    report, runs = diagnose_path(text="".join(lines))
    held = runs[0].series["val_core_openai_gsm8k_reward_mean_1"]
    assert held.iloc[0] == 0.9 and abs(held.iloc[-1] - 0.842) < 1e-9
    assert report.symptoms[0].id == "overfitting"


def test_the_cli_reports_a_constant_grpo_reward_as_a_stop_in_json(tmp_path, capsys) -> None:
    from traindiag.interfaces.cli import main

    log = tmp_path / "grpo.log"
    log.write_text(CASES["grpo_constant_reward"][0])
    assert main(["diagnose", str(log), "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["symptoms"][0]["id"] == "no_reward_signal"
    assert report["verdict"]["decision"] == "stop_and_fix"
    assert report["causes"][0]["id"] == "reward_function_bug"


@pytest.mark.anyio
async def test_the_mcp_diagnose_tool_reads_a_dpo_log_as_preference_tuning(tmp_path, monkeypatch) -> None:
    from mcp import Client
    from traindiag.interfaces.server import build_server

    monkeypatch.chdir(tmp_path)
    (tmp_path / "dpo.log").write_text(CASES["dpo_overfit"][0])
    async with Client(build_server()) as client:
        result = await client.call_tool("diagnose", {"path": "dpo.log", "ask": False})
    assert not result.is_error
    assert result.structured_content["symptoms"][0]["id"] == "preference_overfit"
    assert result.structured_content["verdict"]["decision"] == "watch"


@pytest.mark.anyio
async def test_the_mcp_diagnose_tool_stops_the_real_trl_run_whose_reward_function_is_constant(tmp_path, monkeypatch):
    from pathlib import Path

    from mcp import Client
    from traindiag.interfaces.server import build_server

    fixture = Path(__file__).resolve().parents[1] / "fixtures" / "rl" / "grpo_constant_reward" / "train.log"
    monkeypatch.chdir(tmp_path)
    (tmp_path / "train.log").write_text(fixture.read_text())
    async with Client(build_server()) as client:
        result = await client.call_tool("diagnose", {"path": "train.log", "ask": False})
    assert not result.is_error
    report = result.structured_content
    assert report["symptoms"][0]["id"] == "no_reward_signal" and report["verdict"]["decision"] == "stop_and_fix"
    assert report["causes"][0]["id"] == "reward_function_bug"


def test_completions_that_collapse_to_a_few_tokens_in_the_first_steps_are_a_length_runaway() -> None:
    collapse = grpo(lambda i: 0.25 + 0.02 * noise[i], spread, steady_kl, steady_entropy,
                    lambda i: 300.0 if i == 0 else 40.0 if i == 1 else 18 + 3 * abs(noise[i + 50]), few_clipped)
    report, _ = diagnose_path(text=collapse)
    assert "length_runaway" in [s.id for s in report.symptoms]


def test_a_model_that_learns_to_stop_rambling_is_not_a_length_collapse() -> None:
    concise = grpo(rising, spread, steady_kl, steady_entropy, lambda i: 200 + 800 * math.exp(-i / 8), few_clipped)
    report, _ = diagnose_path(text=concise)
    assert [s.id for s in report.symptoms] == ["healthy"]


def test_an_entropy_that_fell_and_climbs_back_over_the_last_third_is_watched() -> None:
    rebound = grpo(rising, spread, steady_kl,
                   lambda i: 0.6 - 0.024 * i if i < 20 else 0.12 + 0.01 * (i - 20) + 0.005 * noise[i], steady_length,
                   few_clipped)
    report, _ = diagnose_path(text=rebound)
    assert report.symptoms[0].id == "entropy_blowup" and report.verdict.decision == "watch"


def test_ten_pasted_reward_points_that_end_below_their_start_are_not_improving() -> None:
    rewards = [0.4625, 0.4292, 0.4042, 0.3563, 0.5667, 0.3188, 0.4833, 0.4854, 0.3688, 0.3313]
    text = "".join(f"{{'loss': 0.0, 'reward': {r}, 'reward_std': 0.3, 'kl': 0.0002, 'epoch': {i / 100}}}\n"
                   for i, r in enumerate(rewards, 1))
    report, _ = diagnose_path(text=text)
    assert report.symptoms[0].id == "reward_not_improving"


def test_eight_single_sample_rewards_of_0_or_1_are_too_few_to_call_the_reward_flat() -> None:
    text = "".join(f"2025-09-16 21:2{i}:50,436 - train - INFO - reward: {{'format_reward': {f:.1f}, "
                   f"'answer_reward': {r:.1f}, 'reward': {r:.1f}}}\n"
                   for i, (f, r) in enumerate([(0, 0), (1, 1), (1, 0), (1, 1), (0, 0), (1, 0), (1, 1), (1, 0)]))
    report, _ = diagnose_path(text=text)
    assert "reward_not_improving" not in [s.id for s in report.symptoms]
    assert any("each 0 or 1" in d.reason for d in report.data.inconclusive)


def test_a_noisy_reward_whose_rise_falls_just_short_of_significance_is_a_note_not_a_warning() -> None:
    rng = np.random.default_rng(9)  # Mann-Kendall p = 0.115: a rise, short of significance
    rewards = np.clip(0.15 + 0.0012 * np.arange(100) + rng.normal(0, 0.3, 100), 0, 1)
    text = "".join(f"{{'loss': 0.0, 'reward': {r:.4f}, 'reward_std': 0.35, 'kl': {0.0001 * i:.5f}, "
                   f"'epoch': {i / 100:.2f}}}\n" for i, r in enumerate(rewards))
    report, _ = diagnose_path(text=text)
    flat = [s for s in report.symptoms if s.id == "reward_not_improving"]
    assert flat and all(s.severity == "info" and "weak rise" in s.evidence[0] for s in flat)
    assert report.verdict.decision in ("continue", "watch", "wait")


def test_a_ppo_score_held_at_one_penalty_value_with_no_spread_logged_is_no_reward_signal() -> None:
    # TRL PPO logs objective/scores (the mean reward) but no per-group spread: -0.1 is the format penalty.
    text = "".join(f"{{'objective/kl': {5 + (i % 7):.2f}, 'objective/entropy': 30.1, 'objective/scores': "
                   f"{-0.1 - 0.005 * (i % 11 == 0):.4f}, 'loss/value_avg': 9.1, 'eps': 0, 'episode': {64 * i}}}\n"
                   for i in range(1, 60))
    report, _ = diagnose_path(text=text)
    signal = next(s for s in report.symptoms if s.id == "no_reward_signal")
    assert "within 5% of -0.1" in signal.evidence[0]
    assert "same reward" in report.verdict.reason


def test_a_pass_rate_held_near_one_is_steady_not_signal_free() -> None:
    text = "".join(f"{{'loss': 0.0, 'critic/score/mean': {0.95 + 0.02 * ((i % 5) - 2) / 2:.3f}, 'kl': 0.01, "
                   f"'step': {i}}}\n" for i in range(1, 60))
    report, _ = diagnose_path(text=text)
    assert "no_reward_signal" not in [s.id for s in report.symptoms]


def test_completions_collapsing_to_a_few_tokens_mid_run_are_reported_even_after_they_recover() -> None:
    lengths = [233.5, 229.3, 129.6, 118.3, 117.6, 111.1, 110.0, 39.6, 4.2, 3.6, 3.7, 3.4, 3.4, 4.0, 4.4, 12.4, 3.9,
               2.6, 3.1, 2.6, 2.5, 9.9, 3.4, 17.9, 4.9, 3.8, 30.2, 84.1, 171.6, 258.7, 319.1, 208.4, 233.6, 212.8,
               201.7, 222.4, 206.2, 128.2, 205.4, 206.9, 198.0, 215.3, 190.1, 209.9, 221.0, 204.4]
    text = "".join(f"{{'loss': 0.0, 'reward': 0.5, 'reward_std': 0.3, 'completions/mean_length': {n}, "
                   f"'completions/clipped_ratio': 0.0, 'kl': 0.01, 'epoch': {i / 1000:.3f}}}\n"
                   for i, n in enumerate(lengths))
    report, _ = diagnose_path(text=text)
    collapse = next(s for s in report.symptoms if s.id == "length_runaway")
    assert "collapsed to a few tokens" in collapse.evidence[0] and "then back to" in collapse.evidence[0]


def test_rl_evidence_names_each_series_as_the_log_prints_it() -> None:
    text = "".join(f"{{'loss': 0.0, 'reward': 0.5, 'reward_std': 0.3, 'completions/mean_length': {n}, "
                   f"'completions/clipped_ratio': 0.0, 'kl': 0.01, 'epoch': {i / 1000:.3f}}}\n"
                   for i, n in enumerate([230, 180, 90, 40, 12, 6, 4, 3, 3, 2, 3, 2, 2, 3, 2, 2]))
    report, _ = diagnose_path(text=text)
    collapse = next(s for s in report.symptoms if s.id == "length_runaway")
    assert "completions/mean_length" in " ".join(collapse.evidence)
    assert "completions_mean_length" not in " ".join(collapse.evidence)


def test_an_entropy_falling_to_one_percent_in_a_four_dict_grpo_paste_is_a_collapse() -> None:
    from traindiag.diagnosis.pipeline import diagnose_path

    entropies = [1.0277, 0.1127, 0.0085, 0.0125]
    text = "".join(f"{{'loss': 0.0, 'grad_norm': 0.0, 'learning_rate': 7.9e-06, 'reward': {r}, 'reward_std': 0.3, "
                   f"'entropy': {h}, 'completions/mean_length': 255.7, 'epoch': {0.23 * (i + 1):.2f}}}\n"
                   for i, (h, r) in enumerate(zip(entropies, [1.875, 0.49, 0.5, 0.48], strict=True)))
    report, _ = diagnose_path(text=text)
    assert "entropy_collapse" in [s.id for s in report.symptoms]
    assert report.verdict.decision != "stop_and_fix"
    # a slow fall in four points (1.03 -> 0.88) is normal
    report, _ = diagnose_path(text=text.replace("'entropy': 0.1127", "'entropy': 0.95").replace(
        "'entropy': 0.0085", "'entropy': 0.91").replace("'entropy': 0.0125", "'entropy': 0.88"))
    assert "entropy_collapse" not in [s.id for s in report.symptoms]
