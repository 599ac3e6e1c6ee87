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


CHINESE_TUTORIAL = """\
-------第 1 轮训练开始------
训练次数：100, Loss：1.9817659854888916
训练次数：200, Loss：1.9057204723358154
训练次数：300, Loss：1.7302981615066528
训练次数：400, Loss：1.5506035089492798
整体测试集上的Loss: 262.62046909332275
整体测试集上的正确率: 0.3889999985694885
-------第 2 轮训练开始------
训练次数：500, Loss：1.2562278509140015
训练次数：600, Loss：1.1422173976898193
训练次数：700, Loss：1.0169476032257080
训练次数：800, Loss：1.0992238283157349
整体测试集上的Loss: 230.3563025
整体测试集上的正确率: 0.4925000071525574
"""


def test_a_chinese_log_with_full_width_colons_reads_its_step_and_keeps_the_test_loss_apart() -> None:
    report, runs = diagnose_path(text=CHINESE_TUTORIAL)
    run = runs[0]
    assert list(run.series["train_loss"].index) == [100, 200, 300, 400, 500, 600, 700, 800]
    assert run.series["val_loss"].tolist() == [262.62046909332275, 230.3563025]
    assert run.has("val_accuracy")
    # the test loss is a sum over its batches (100x the training loss and falling): not an overfitting gap
    assert "overfitting" not in [s.id for s in report.symptoms]
    assert report.verdict.decision != "stop_and_fix"


DARKNET = "".join(
    f" {i}: {950 - 0.5 * i:.6f}, {990 - 0.4 * i:.6f} avg loss, {0.001 * (i / 2000) ** 4:.6f} rate, "
    f"3.17 seconds, {64 * i} images, 17.99 hours left\n" for i in range(170, 182)
) + "".join(f" {i}: -nan, -nan avg loss, 0.000000 rate, 2.01 seconds, {64 * i} images, 17.9 hours left\n"
            for i in range(182, 186))


def test_a_darknet_log_reads_its_losses_and_a_nan_without_calling_a_rounded_warmup_rate_zero() -> None:
    report, runs = diagnose_path(text=DARKNET)
    run = runs[0]
    assert run.format == "darknet" and run.series["train_loss"].size == 16
    assert "lr" not in run.series  # 0.000000 is burn_in's rate rounded to 6 decimals, not an lr of 0
    ids = [s.id for s in report.symptoms]
    assert ids[0] == "nan_inf" and "lr_schedule_anomaly" not in ids
    assert report.symptoms[0].steps[0] == 182


def test_darknet_map_lines_belong_to_the_iteration_printed_before_them() -> None:
    lines = [f" {i}: {5 - 0.01 * i:.6f}, {5 - 0.01 * i:.6f} avg loss, 0.001000 rate, 3.1 seconds, {64 * i} images\n"
             for i in range(1, 301)]
    for k, at in enumerate((100, 200, 300)):
        lines.insert(at + k, f" mean average precision (mAP@0.50) = {0.3 + 0.1 * k:.6f} \n")
    run = read_runs_text("".join(lines))
    assert run.series["val_map50"].index.tolist() == [100, 200, 300]


CHAINER = """\
GPU: 0
# Minibatch-size: 32
epoch       main/loss   validation/main/loss  main/accuracy  validation/main/accuracy  elapsed_time
1           2.46634                           0.0994882                                61.067
2           2.30347     2.30259               0.0998119      0.10004                   121.208
3           2.30256                           0.099968                                 181.211
4           2.30256     2.30259               0.100032       0.10004                   241.124
5           2.30256                           0.099988                                 301.012
"""


def test_a_chainer_print_report_is_read_by_column_position_with_blank_cells_not_logged() -> None:
    run = read_runs_text(CHAINER)
    assert run.format == "spaced_table" and run.step_unit == "epoch"
    assert run.series["train_loss"].tolist() == [2.46634, 2.30347, 2.30256, 2.30256, 2.30256]
    assert run.series["val_loss"].index.tolist() == [2, 4]
    assert run.series["val_accuracy"].tolist() == [0.10004, 0.10004]


def read_runs_text(text: str):  # noqa: ANN201
    _, runs = diagnose_path(text=text)
    return runs[0]


def test_xgboost_regression_errors_are_read_as_train_and_validation_losses() -> None:
    text = "".join(f"[{i}]\ttrain-rmse:{17.1 * 0.8 ** i + 0.9:.5f}\tvalidate-rmse:{17.1 * 0.8 ** i + 1.0:.5f}\n\n"
                   for i in range(18))
    report, runs = diagnose_path(text=text)
    assert {"train_loss", "val_loss"} <= set(runs[0].series)
    assert report.symptoms[0].id == "healthy"


def test_a_reward_printed_alone_is_judged_as_rl_and_a_collapse_from_its_peak_is_seen() -> None:
    rewards = [2.3, 4.1, 5.4, 6.5, 8.0, 69.9, 69.9, 70.3, 70.7, 69.4, 56.7, 52.9, 53.7, 48.2, 41.7,
               8.7, 7.5, 7.9, 7.4, 6.7, 0.18, 0.18, 0.19, 0.2]
    report, _ = diagnose_path(text="".join(f"Mean Reward: {r}\n" for r in rewards))
    assert report.symptoms[0].id == "reward_not_improving"
    assert "70.7" in " ".join(report.symptoms[0].evidence)


def test_an_iteration_counter_that_starts_again_each_epoch_is_unrolled_not_split_into_runs() -> None:
    lines = []
    for e in range(1, 7):
        lines.append(f"[2022-06-26 21:0{e}:45,778]Epoch: {e:04d}")
        for it in range(20, 160, 20):
            loss = 2.0 / e + 0.01 * (it % 40)
            lines.append(f"[2022-06-26 21:0{e}:49,172]iter:{it:04d} loss_train: {loss:.4f} acc_train: 0.5 time: 0.1659s")
    _, runs = diagnose_path(text="\n".join(lines) + "\n")
    assert len(runs) == 1
    steps = runs[0].series["train_loss"].index
    assert steps.is_monotonic_increasing and steps.size == 42 and steps[-1] > 140


PADDLE_FIT = "".join(
    f"Epoch {e}/3\n"
    + "".join(f"step {s:3d}/60 - loss: {0.5 / e + 0.001 * s:.4f} - acc: 0.8 - 120ms/step\n" for s in range(10, 70, 10))
    + "Eval begin...\n"
    + "".join(f"step {s}/20 - loss: {0.6 / e:.4f} - acc: 0.7 - 50ms/step\n" for s in (10, 20))
    + "Eval samples: 640\n" for e in range(1, 4))


def test_paddle_model_fit_reads_one_run_with_its_eval_lines_as_validation_at_the_epochs_end() -> None:
    _, runs = diagnose_path(text=PADDLE_FIT)
    assert len(runs) == 1
    run = runs[0]
    assert run.series["train_loss"].size == 18 and run.series["train_loss"].index.is_monotonic_increasing
    # each epoch's eval prints go to the epoch's last training step; the last print (the whole eval) is kept
    assert run.series["val_loss"].index.tolist() == [60, 120, 180]
    assert run.series["val_loss"].tolist() == [0.6, 0.3, 0.2]


def test_a_test_line_after_a_logging_prefix_is_validation_not_training() -> None:
    lines = []
    for e in range(12):
        lines.append(f"INFO - 09/04/20 07:5{e % 10}:14 - 0:00:27 - Epoch[{e}] - Iter: [0/13]\tTime 4.1 (4.1)\t"
                     f"Loss {3.0 / (e + 1):.4f} ({3.0 / (e + 1):.4f})\tLR 0.3")
        lines.append(f"INFO - 09/04/20 07:5{e % 10}:49 - 0:01:02 - Test:\tTime 1.9\tLoss {90.0 / (e + 1):.4f}\tAcc@1 27.2")
    _, runs = diagnose_path(text="\n".join(lines) + "\n")
    run = runs[0]
    assert run.series["train_loss"].max() < 4 and run.series["val_loss"].min() > 5


def test_a_tab_separated_logger_table_after_a_header_block_is_read() -> None:
    head = "==>Arguments:\narch:resnet\nepochs:100\nlr:0.01\n==>Training log:\n"
    table = "Learning Rate\tTrain Loss\tValid Loss\tTrain Acc.\tValid Acc.\t\n" + "".join(
        f"0.010000\t{2.3 - 0.05 * i:.6f}\t{2.35 - 0.04 * i:.6f}\t{10 + 2 * i:.6f}\t{9 + 2 * i:.6f}\t\n"
        for i in range(20))
    run = read_runs_text(head + table)
    assert run.format == "spaced_table"
    assert {"train_loss", "val_loss", "train_accuracy", "val_accuracy", "lr"} <= set(run.series)
    assert run.series["train_loss"].size == 20


def test_a_loss_stuck_at_chance_beside_an_accuracy_that_rose_early_and_sat_flat_since_is_not_healthy() -> None:
    rng = np.random.default_rng(1)
    acc = np.r_[np.full(15, 8.0), np.linspace(8, 17.5, 20), np.full(65, 17.45)] + rng.normal(0, 0.05, 100)
    loss = np.r_[np.full(15, 2.38), np.linspace(2.38, 2.303, 20), np.full(65, 2.3025)] + rng.normal(0, 0.0008, 100)
    table = "Learning Rate\tTrain Loss\tValid Loss\tTrain Acc.\tValid Acc.\t\n" + "".join(
        f"0.001000\t{v:.6f}\t{v + 0.002:.6f}\t{a + 0.3:.6f}\t{a:.6f}\t\n" for v, a in zip(loss, acc, strict=True))
    report, _ = diagnose_path(text="==>Training log:\n" + table)
    assert report.symptoms[0].id != "healthy"
    assert report.verdict.decision != "stop_and_fix"


def test_time_this_epoch_is_a_time_per_epoch_not_the_epoch_counter() -> None:
    times = [1.749, 1.873, 2.054, 2.401, 2.5, 2.675, 2.7, 2.65, 2.62, 2.55, 2.7, 2.66, 2.68, 2.63, 2.7, 2.63, 2.66, 2.77]
    text = "".join(f"Epoch: {e + 1:04d} cost= {29.86 - 0.6 * e:.9f}\ntime this epoch= {t:.6f}\n" for e, t in enumerate(times))
    report, runs = diagnose_path(text=text)
    run = runs[0]
    assert run.series["step_time"].tolist() == times and run.step_unit == "epoch"
    assert "throughput_regression" in [s.id for s in report.symptoms]  # 1.75 s -> 2.7 s per epoch: 1.5x slower


def test_a_torch7_optim_logger_file_is_read_and_a_climbing_accuracy_alone_is_healthy() -> None:
    acc = [43.5, 78.2, 81.4, 83.1, 92.96, 94.1, 94.9, 95.4, 95.96, 96.3, 96.6, 96.9, 97.1, 97.3, 97.4, 97.6]
    text = "% mean class accuracy (train set)\t\n" + "".join(f" {a:.4e}\t\n" for a in acc)
    report, runs = diagnose_path(text=text)
    assert runs[0].format == "spaced_table" and runs[0].series["train_accuracy"].tolist() == acc
    assert report.symptoms[0].id == "healthy" and report.verdict.decision == "continue"
    assert "no held-out metric" in report.symptoms[0].evidence[0]
    assert "loss falls" not in report.verdict.reason  # no loss was logged


def test_a_printed_keras_history_dict_is_read_one_value_per_epoch_and_nothing_in_it_is_executed() -> None:
    history = {"loss": [1.0985, 1.086, 1.0414, 0.959, 0.9267, 0.857], "acc": [0.57, 0.5705, 0.579, 0.611, 0.615, 0.64],
               "val_loss": [1.085, 1.0844, 0.9202, 0.9069, 0.8669, 0.7636], "val_acc": [0.57, 0.57, 0.63, 0.63, 0.64, 0.68]}
    report, runs = diagnose_path(text=f"train history: {history}\n accuracy: 0.7619\n")
    run = runs[0]
    assert run.format == "history_dict" and run.step_unit == "epoch"
    assert run.series["val_loss"].index.tolist() == [1, 2, 3, 4, 5, 6]
    assert run.series["train_loss"].tolist() == history["loss"]
    # a dict holding code is not a literal: refused, never run
    with_code = "{'loss': [1.0, 0.9, __import__('os').getpid()]}"
    _, runs = diagnose_path(text=with_code + "\n" + "".join(f"epoch {i} loss {1 / (i + 1):.4f}\n" for i in range(12)))
    assert runs[0].format != "history_dict"
