"""Shapes of real logs the readers got wrong in a sweep of unlabelled public logs (issue #16), each in the
framework's own shape."""

from __future__ import annotations

from pathlib import Path

import numpy as np
from traindiag.analysis.detectors.nan_inf import NanInf
from traindiag.analysis.findings import Finding
from traindiag.diagnosis.pipeline import diagnose_path
from traindiag.ingest import read_runs
from traindiag.ingest.run import RunBuilder


def test_a_pandas_to_csv_file_with_its_unnamed_index_column_is_read_without_it(tmp_path: Path) -> None:
    path = tmp_path / "results.csv"
    path.write_text(",train_loss,val_loss,val_accuracy\n" + "".join(
        f"{i},{2.3 - 0.05 * i:.4f},{2.2 - 0.04 * i:.4f},{0.2 + 0.02 * i:.3f}\n" for i in range(12)))
    run = read_runs(path)[0]
    assert set(run.series) >= {"train_loss", "val_loss", "val_accuracy"}
    assert not any("unnamed" in m for m in run.series)


def test_a_tab_separated_table_with_a_tab_at_the_end_of_each_line_is_read(tmp_path: Path) -> None:
    path = tmp_path / "train_log.txt"
    path.write_text("total loss\tscore loss\tctc loss\t\n" + "".join(
        f"{46.6 - i:.6f}\t{0.25 - 0.002 * i:.6f}\t{9.2 - 0.2 * i:.6f}\t\n" for i in range(15)))
    run = read_runs(path)[0]
    assert run.has("train_loss") and run.series["train_loss"].size == 15


def test_logging_lines_holding_commas_are_not_taken_for_a_csv_header(tmp_path: Path) -> None:
    path = tmp_path / "training.log"
    path.write_text("".join(
        f"2025-04-24 21:1{i}:20,207 - INFO - Class distribution: Counter({{3: 7215, 4: 4965, 5: 4830, 2: 4097}})\n"
        f"2025-04-24 21:1{i}:20,207 - INFO - Class weights: [1.0266046524047852, 9.40661907196045, 1.001046061515808]\n"
        f"2025-04-24 21:1{i}:53,539 - INFO - Epoch [{i + 1}/50], Train Loss: {1.9 - 0.1 * i:.4f}, "
        f"Train Acc: {22 + 3 * i:.2f}%, Val Loss: {1.8 - 0.1 * i:.4f}, Val Acc: {29 + 2 * i:.2f}%\n"
        for i in range(8)))
    run = read_runs(path)[0]
    assert run.format != "csv"
    assert run.series["train_loss"].size == 8 and run.series["val_loss"].size == 8


def test_camel_case_metric_names_are_read_as_their_snake_case_meaning() -> None:
    text = "".join(f"2026-05-08 22:{10 + i}:56 | INFO | Epoch [{i + 1:03d}/30] TrainLoss={1.87 - 0.1 * i:.4f} "
                   f"TrainAcc={48.5 + 2 * i:.2f}% | ValLoss={1.30 - 0.02 * i:.4f} ValAcc={60.9 + i:.2f}% | "
                   f"LR=1.00e-04 | Time=480.3s\n" for i in range(6))
    run = read_runs(text=text)[0]
    assert {"train_loss", "val_loss", "train_accuracy", "val_accuracy"} <= set(run.series)
    assert run.original_names["train_loss"] == "TrainLoss"


def test_a_log_printing_only_the_first_batch_of_each_epoch_steps_by_epoch() -> None:
    text = "".join(f"[train] epoch:{e} iter:0/18 0.00% lr:{0.001 * 0.97 ** e:.6f} loss:{1.3 * 0.9 ** e:.6f} "
                   f"ETA:0.0min\n[val] epoch:{e} miou:{0.2 + 0.02 * e:.2f}\n" for e in range(10))
    run = read_runs(text=text)[0]
    loss = run.series["train_loss"]
    assert loss.size == 10 and loss.index.is_monotonic_increasing and loss.index[-1] == 9 * 18


def test_xgboost_rounds_give_the_step_and_train_metrics_stay_training_metrics() -> None:
    text = "Will train until train-logloss hasn't improved in 1000 rounds.\n" + "".join(
        f"[{500 * (i + 1)}]\teval-logloss:{0.42 + 0.02 * i:.6f}\ttrain-logloss:{0.16 * 0.8 ** i:.6f}\n"
        for i in range(12))
    run = read_runs(text=text)[0]
    assert run.has("train_loss") and run.has("val_loss")
    assert run.series["train_loss"].index[0] == 500 and run.series["train_loss"].index[-1] == 6000
    report, _ = diagnose_path(text=text)
    assert report.symptoms[0].id == "overfitting"
    assert report.verdict.decision != "stop_and_fix"  # the early-stopping case: keep the best round


def test_deepspeed_halving_its_loss_scale_from_65536_in_the_first_steps_is_calibration() -> None:
    def run_with(first_scale: int, first_step: int):
        b = RunBuilder("ds", "megatron", "ds.log")
        b.add("train_loss", np.arange(0, 400, 10), np.linspace(0.69, 0.55, 40))
        for i in range(9):  # DeepSpeed names the scale it reaches: from 65536, the first is 32768
            b.event("overflow", first_step + i, i, f"[Rank 0] Overflow detected. Skipping step. Attempted loss scale: "
                    f"{first_scale >> i}, reducing to {float(first_scale >> (i + 1))}")
        return b.build()

    assert not [f for f in NanInf().detect(run_with(65536, 0)) if isinstance(f, Finding)]
    assert [f for f in NanInf().detect(run_with(65536, 300)) if isinstance(f, Finding)]  # mid-run: a cascade


def test_a_value_ending_its_sentence_with_a_full_stop_is_read() -> None:
    text = "".join(f"Epoch {1133 + i}: train loss {0.20 - 0.005 * i:.3f} train acc: {0.943 + 0.002 * i:.3f}, "
                   f"val loss: {1.050 + 0.001 * i:.3f} val acc {0.710 - 0.001 * i:.3f}.\n" for i in range(17))
    run = read_runs(text=text)[0]
    assert run.series["val_accuracy"].size == 17
    report, _ = diagnose_path(text=text)
    gap = report.symptoms[0]
    assert gap.id == "overfitting" and "accuracy gap" in gap.evidence[0]
    # the validation loss barely moved: the verdict speaks of the gap, not of a validation getting worse
    assert "getting worse" not in report.verdict.reason and "gap" in report.verdict.reason


def test_dotted_versions_and_addresses_are_still_not_numbers() -> None:
    from traindiag.ingest.textscan import NUMBER
    assert [m.group() for m in NUMBER.finditer(b"torch 2.1.0 on 192.168.1.1, loss 0.5.")] == [b"0.5"]


def test_hf_dicts_whose_rounded_epoch_repeats_are_numbered_in_order_not_merged(tmp_path: Path) -> None:
    # A GRPO run stopped by max_steps=200 at 5% of an epoch: 'epoch' rounds to 0.0, 0.01... and repeats.
    header = ("***** Running training *****\n  Num examples = 7,473\n  Num Epochs = 1\n"
              "  Total optimization steps = 200\n")
    dicts = "".join(f"{{'loss': {0.01 * (i % 3):.4f}, 'grad_norm': 0.2, 'learning_rate': 9e-05, "
                    f"'reward': {0.9 - 0.02 * i:.3f}, 'reward_std': 0.3, 'epoch': {round(0.00125 * (i + 1), 2)}}}\n"
                    for i in range(40))
    path = tmp_path / "train.log"
    path.write_text(header + dicts)
    run = read_runs(path)[0]
    assert run.series["reward"].size == 40
