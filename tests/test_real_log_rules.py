"""Rules an expert applies to real logs (issue #16), each on a pasted log in its framework's own shape."""

from __future__ import annotations

import json

import numpy as np
import pandas as pd
import pytest
from traindiag.diagnosis.pipeline import diagnose_path

HF_HIDDEN_NAN = """\
{'loss': 1.9521, 'grad_norm': 0.8123, 'learning_rate': 0.0002, 'epoch': 0.05}
{'loss': 1.7013, 'grad_norm': 0.7756, 'learning_rate': 0.00019, 'epoch': 0.1}
{'loss': 1.6215, 'grad_norm': 1.2214, 'learning_rate': 0.00018, 'epoch': 0.15}
{'loss': 0.0, 'grad_norm': nan, 'learning_rate': 0.00017, 'epoch': 0.2}
{'loss': 0.0, 'grad_norm': nan, 'learning_rate': 0.00016, 'epoch': 0.25}
{'loss': 0.0, 'grad_norm': nan, 'learning_rate': 0.00015, 'epoch': 0.3}
"""


def test_a_zero_loss_beside_a_nan_grad_norm_is_a_hidden_nan_that_stops_the_run() -> None:
    report, _ = diagnose_path(text=HF_HIDDEN_NAN)
    top = report.symptoms[0]
    assert top.id == "nan_inf" and top.severity == "critical"
    assert "logging_nan_inf_filter" in " ".join(top.evidence)
    assert report.verdict.decision == "stop_and_fix"


def test_a_zero_loss_with_finite_gradients_is_not_a_hidden_nan() -> None:
    memorised = HF_HIDDEN_NAN.replace("'grad_norm': nan", "'grad_norm': 0.0001")
    report, _ = diagnose_path(text=memorised)
    assert "nan_inf" not in [s.id for s in report.symptoms]


def _apex_log(overflows: int, first_step: int = 4000) -> str:
    lines = []
    scale = 65536.0
    for i in range(12):
        step = first_step + 10 * i
        lines.append(f"step {step} loss {2.0 - 0.01 * i:.4f}")
        if i == 6:
            for _ in range(overflows):
                scale /= 2
                lines.append(f"Gradient overflow.  Skipping step, loss scaler 0 reducing loss scale to {scale}")
    return "\n".join(lines) + "\n"


def test_a_cascade_of_overflows_halving_the_loss_scale_is_a_finding_and_watched() -> None:
    report, _ = diagnose_path(text=_apex_log(8))
    nan = next(s for s in report.symptoms if s.id == "nan_inf")
    assert nan.severity == "warning" and "fell 7 times in a row, 32,768 -> 256" in nan.evidence[0]
    assert report.verdict.decision == "watch"


def test_a_few_scattered_overflows_are_routine() -> None:
    report, _ = diagnose_path(text=_apex_log(2))
    assert "nan_inf" not in [s.id for s in report.symptoms]


def test_a_loss_scale_driven_to_the_scalers_minimum_stops_the_run() -> None:
    report, _ = diagnose_path(text=_apex_log(28))  # 65536 / 2**28 = 2.4e-4: next to fairseq's minimum 1e-4
    assert report.symptoms[0].id == "nan_inf" and report.symptoms[0].severity == "critical"
    assert report.verdict.decision == "stop_and_fix" and "loss scale has collapsed" in report.verdict.reason


def _deepspeed_hf_log(skipped: int) -> str:
    lines = ["{'loss': 6.2645, 'learning_rate': 0.001, 'epoch': 0.02}"]
    for k in range(2, 7):
        loss = 0.0 if skipped > 1000 else 6.2645 - 0.4 * k
        lines.append(f"{{'loss': {loss}, 'learning_rate': 0.001, 'epoch': {0.02 * k:.2f}}}")
        lines.append(f"[2021-11-26 03:07:16,494] [INFO] [logging.py:69:log_dist] [Rank 0] step={400 * k}, "
                     f"skipped={min(skipped, 400 * k - 5) if skipped > 1000 else skipped}, lr=[0.001], mom=[0.0]")
    return "\n".join(lines)


def test_most_steps_skipped_by_deepspeed_is_a_dead_fp16_run_even_with_a_zero_loss() -> None:
    report, _ = diagnose_path(text=_deepspeed_hf_log(2395))
    top = report.symptoms[0]
    assert top.id == "nan_inf" and "step=2400, skipped=2395" in top.evidence[0]
    assert "logged as 0.0" in top.evidence[1]
    assert report.verdict.decision == "stop_and_fix"


def test_a_few_steps_skipped_by_deepspeed_are_routine() -> None:
    report, _ = diagnose_path(text=_deepspeed_hf_log(7))
    assert "nan_inf" not in [s.id for s in report.symptoms]
    assert report.verdict.decision != "stop_and_fix"


def test_a_validation_loss_rising_at_each_evaluation_since_its_best_is_overfitting_without_a_train_loss() -> None:
    text = "".join(f"epoch {i}: val_loss {v}\n" for i, v in enumerate([2.1, 1.7, 1.5, 1.42, 1.46, 1.53, 1.61]))
    report, _ = diagnose_path(text=text)
    top = report.symptoms[0]
    assert top.id == "overfitting" and "higher at each of the next 3 evaluations" in top.evidence[0]
    assert report.verdict.decision == "watch"


def test_a_short_training_loss_drifting_up_is_a_watched_divergence_not_a_stop() -> None:
    values = [1.453, 1.406, 1.4152, 1.426, 1.4592, 1.4357, 1.4684, 1.5027, 1.5133, 1.5651, 1.562, 1.6139]
    report, _ = diagnose_path(text="".join(f"step {10 * i} loss {v}\n" for i, v in enumerate(values)))
    div = next(s for s in report.symptoms if s.id == "divergence")
    assert div.severity == "warning" and "rising trend" in " ".join(div.evidence)
    assert report.verdict.decision == "watch"


def test_a_grad_norm_sitting_in_the_hundreds_from_the_first_steps_is_exploding() -> None:
    lines = [f"{{'loss': {8.3 - 0.05 * i:.4f}, 'grad_norm': {250 + 7 * i}.5, 'learning_rate': {i}e-08, 'epoch': 0.0}}"
             for i in range(9)]
    report, _ = diagnose_path(text="\n".join(lines) + "\n")
    exploding = next(s for s in report.symptoms if s.id == "exploding_gradients")
    assert "grad_norm median" in exploding.evidence[0] and exploding.severity == "warning"


def test_fine_tune_grad_norms_swinging_under_fifteen_are_not_exploding() -> None:
    norms = [0.4, 3.1, 14.2, 0.9, 7.5, 0.3, 11.8, 2.2, 5.0, 1.1]
    lines = [f"{{'loss': {1.9 - 0.03 * i:.4f}, 'grad_norm': {g}, 'learning_rate': 2e-05, 'epoch': {0.1 * i:.1f}}}"
             for i, g in enumerate(norms)]
    report, _ = diagnose_path(text="\n".join(lines) + "\n")
    assert "exploding_gradients" not in [s.id for s in report.symptoms]


def test_a_short_loss_that_wanders_back_to_its_start_is_not_stopped() -> None:
    values = [8.33, 7.9, 7.5, 7.2, 7.05, 7.03, 7.4, 7.7, 7.9, 8.1, 8.2, 8.38]
    report, _ = diagnose_path(text="".join(f"step {i + 1} loss {v}\n" for i, v in enumerate(values)))
    assert report.verdict.decision != "stop_and_fix"


def test_a_short_fine_tune_whose_loss_scatters_is_not_called_flat() -> None:
    values = [0.1474, 0.1549, 0.1864, 0.1819, 0.1558, 0.1568, 0.1471, 0.1558, 0.173]
    report, _ = diagnose_path(text="".join(f"step {i + 1} loss {v}\n" for i, v in enumerate(values)))
    assert "not_learning" not in [s.id for s in report.symptoms]
    assert any(i.symptom == "not_learning" and "too few to tell a flat loss" in i.reason
               for i in report.data.inconclusive)


def test_a_loss_that_falls_at_every_point_at_the_start_is_not_flat() -> None:
    values = [6.9078, 6.8997, 6.8966, 6.8423, 6.8351, 6.8079, 6.7743]
    report, _ = diagnose_path(text="".join(f"step {20 * i + 1} loss {v}\n" for i, v in enumerate(values)))
    assert "not_learning" not in [s.id for s in report.symptoms]


def test_llm_c_main_log_is_read_with_its_step_train_and_eval_losses() -> None:
    lines = ["s:0 tel:11.0092"] + [f"s:{i} trl:{11 - 0.01 * i:.4f} lr:0.0006 norm:{1.5 - 0.001 * i:.2f}"
                                   for i in range(40)] + ["s:40 tel:10.5"]
    report, runs = diagnose_path(text="\n".join(lines) + "\n")
    run = runs[0]
    assert {"train_loss", "val_loss", "grad_norm"} <= set(run.series)
    assert run.series["train_loss"].index[-1] == 39 and len(run.series["val_loss"]) == 2


def test_an_old_keras_log_with_bare_epoch_lines_is_read_per_epoch() -> None:
    text = "Train on 100000 samples, validate on 100000 samples\n" + "".join(
        f"Epoch {e}\n100000/100000 [==============================] - 144s - loss: {0.86 - 0.01 * e:.4f} - "
        f"val_loss: {0.81 - 0.002 * e:.4f}\n" for e in range(8))
    _, runs = diagnose_path(text=text)
    assert runs[0].format == "keras" and len(runs[0].series["train_loss"]) == 8


def test_values_frozen_while_the_lr_has_decayed_to_zero_are_not_a_dead_model() -> None:
    lines = [f"step {10 * i} loss {3.0 - 0.02 * i:.4f} lr {6e-4 * (1 - i / 30):.7f}" for i in range(30)]
    lines += [f"step {300 + 10 * i} loss 2.4200 lr 0.0000000" for i in range(4)]
    report, _ = diagnose_path(text="\n".join(lines) + "\n")
    assert "not_learning" not in [s.id for s in report.symptoms]


def _sft_log(final_loss: float, extra: str = "") -> str:
    lines = [f"{{'loss': {max(1.2 - 0.1 * i, final_loss + 0.003 * (i % 3)):.4f}, 'grad_norm': 0.5, 'learning_rate': 8e-06, "
             f"'epoch': {0.5 * (i + 1):.2f}{extra}}}" for i in range(30)]
    return "\n".join(lines) + "\n"


def test_a_multi_epoch_fine_tune_whose_loss_sits_near_zero_has_memorised_its_data() -> None:
    report, _ = diagnose_path(text=_sft_log(0.02))
    top = report.symptoms[0]
    assert top.id == "overfitting" and "reproduces its training set" in top.evidence[0]
    assert report.verdict.decision == "watch"


def test_a_near_zero_loss_beside_a_held_out_metric_or_an_rl_objective_is_not_called_memorised() -> None:
    for extra in (", 'eval_accuracy': 0.91", ", 'reward': 0.4"):
        report, _ = diagnose_path(text=_sft_log(0.02, extra))
        assert not any(s.id == "overfitting" and "reproduces" in " ".join(s.evidence) for s in report.symptoms)


CAFFE_TEST_LOSS = """\
I0914 09:38:17.081799  6584 solver.cpp:228] Iteration 1855600, loss = 0.544462
I0914 09:38:23.549799  6584 solver.cpp:228] Iteration 1855700, loss = 0.262
I0914 09:38:30.549799  6584 solver.cpp:228] Iteration 1855800, loss = 0.6974
I0914 09:38:37.549799  6584 solver.cpp:228] Iteration 1855900, loss = 0.41
I0914 09:38:49.350800  6584 solver.cpp:337] Iteration 1856000, Testing net (#0)
I0914 09:38:49.901799  6584 solver.cpp:391] Test loss: 4.44912
"""


def test_caffe_test_loss_lines_are_read_and_a_single_wide_gap_is_overfitting() -> None:
    report, runs = diagnose_path(text=CAFFE_TEST_LOSS)
    assert runs[0].series["val_loss"].to_dict() == {1856000: 4.44912}
    top = report.symptoms[0]
    assert top.id == "overfitting" and "4.45 at step 1,856,000" in top.evidence[0]


def test_a_validation_loss_that_never_moves_while_training_falls_is_a_plateau() -> None:
    train = [0.173, 0.181, 0.17, 0.169, 0.165, 0.164, 0.156, 0.142, 0.151, 0.148]
    val = [0.0722, 0.0732, 0.0715, 0.0714, 0.074, 0.0725, 0.073, 0.074, 0.0733, 0.072]
    text = "".join(f"Epoch: {i + 1} \tTraining Loss: {t:.6f} \tValidation Loss: {v:.6f}\n"
                   for i, (t, v) in enumerate(zip(train, val, strict=True)))
    report, _ = diagnose_path(text=text)
    top = report.symptoms[0]
    assert top.id == "plateau" and "at all 10 evaluations" in top.evidence[0]


def test_spikes_in_a_ppo_actor_loss_are_noted_not_alarming() -> None:
    values = [0.21, 0.18, 0.25, 0.2, 0.19, 0.22, 0.2, 0.18, 0.21, 0.2, 1.9, 0.2, 0.19, 0.23, 0.2, 0.21, 0.18, 0.2,
              0.22, 0.19, 0.2, 2.1, 0.21, 0.2, 0.19]
    text = "".join(f"step {i} | act_loss: {v} | cri_loss: {v / 2} | reward score: {0.1 * i:.2f}\n"
                   for i, v in enumerate(values))
    report, _ = diagnose_path(text=text)
    assert not any(s.id == "loss_spikes" and s.severity != "info" for s in report.symptoms)


def test_a_bare_eval_column_is_not_taken_for_the_validation_loss() -> None:
    lines = ["s:0 tel:11.0095", "s:0 eval:0.2437"]
    lines += [f"s:{i} trl:{11 - 0.3 * i:.4f} lr:0.0006 norm:0.3" for i in range(1, 25)]
    lines += ["s:25 tel:3.9", "s:25 eval:0.3054"]
    _, runs = diagnose_path(text="\n".join(lines) + "\n")
    run = runs[0]
    assert run.series["val_loss"].tolist() == [11.0095, 3.9]
    assert run.series["eval"].tolist() == [0.2437, 0.3054]


def _log_ending_in(error: str) -> str:
    lines = [f"step {10 * i} loss {2.31 - 0.1 * i:.2f}" for i in range(1, 8)]
    return "\n".join(lines + ["Traceback (most recent call last):", '  File "train.py", line 88, in <module>',
                              "    loss.backward()", error]) + "\n"


def test_a_log_ending_in_cuda_out_of_memory_is_a_stopped_run_not_a_healthy_one() -> None:
    report, _ = diagnose_path(text=_log_ending_in("torch.OutOfMemoryError: CUDA out of memory. Tried to "
                                                  "allocate 2.00 GiB"))
    assert report.verdict.decision == "stop_and_fix" and "out of memory after step 70" in report.verdict.reason


def test_a_log_ending_in_another_traceback_says_the_run_stopped_there() -> None:
    report, _ = diagnose_path(text=_log_ending_in("KeyError: 'input_ids'"))
    assert report.verdict.decision == "watch" and "ends in a Python traceback" in report.verdict.reason


def test_the_jump_that_opens_a_nan_is_not_also_reported_as_a_spike() -> None:
    values = [3.8, 3.7, 3.72, 3.6, 3.65, 3.7, 3.5, 3.6, 79290.0, float("nan"), float("nan"), float("nan")]
    report, _ = diagnose_path(text="".join(f"step {4 * (i + 1)} loss {v}\n" for i, v in enumerate(values)))
    ids = [s.id for s in report.symptoms]
    assert ids[0] == "nan_inf" and "loss_spikes" not in ids


def test_a_rising_validation_loss_with_a_steady_held_out_score_is_not_an_alarm() -> None:
    rows = ["epoch,train/box_loss,val/box_loss,metrics/mAP_0.5"]
    for e in range(60):
        val = 0.05 - 0.0006 * e if e < 40 else 0.026 + 0.0003 * (e - 40)
        rows.append(f"{e},{0.1 - 0.001 * e:.5f},{val:.5f},{min(0.95, 0.3 + 0.03 * e):.4f}")
    report, _ = diagnose_path(text="\n".join(rows) + "\n", format="ultralytics")
    assert not any(s.id == "overfitting" and s.severity != "info" for s in report.symptoms)


def test_a_per_class_score_named_after_the_class_train_is_not_the_train_accuracy() -> None:
    # mmseg prints per-class scores of VOC, whose classes include 'train'
    lines = []
    for i in range(1, 21):
        it, t = 1000 * i, f"2023-02-13 {10 + i // 6:02d}:{(i * 7) % 60:02d}:00,000 - mmseg - INFO - "
        lines.append(f"{t}Iter [{it}/20000]\tlr: 1.000e-02, eta: 1:00:00, time: 0.400, data_time: 0.010, "
                     f"memory: 7603, decode.loss_ce: {0.9 - 0.03 * i:.4f}, decode.acc_seg: {80 + 0.8 * i:.4f}, "
                     f"loss: {1.2 - 0.04 * i:.4f}")
        if i % 2 == 0:
            lines.append(f"{t}Iter(val) [1449]\taAcc: {0.80 + 0.005 * i:.4f}, mIoU: {0.40 + 0.01 * i:.4f}, "
                         f"mAcc: {0.50 + 0.01 * i:.4f}, IoU.person: 0.3747, IoU.train: 0.2916, Acc.person: 0.5196, "
                         f"Acc.train: 0.5080")
    report, runs = diagnose_path(text="\n".join(lines))
    # "train" is a VOC class here: its per-class accuracy is neither the train nor the validation accuracy
    assert runs[0].has("val_acc_train") and not runs[0].has("val_accuracy")
    assert runs[0].original_names["train_accuracy"] == "decode.acc_seg"
    assert "overfitting" not in [s.id for s in report.symptoms]


def test_a_jump_that_falls_at_every_point_since_is_a_spike_to_watch_not_a_divergence() -> None:
    losses = [2.61, 2.60, 2.59, 6.90, 8.10, 7.30, 6.80, 6.40]
    lines = [f" iteration {41000 + 10 * i:8d}/  300000 | learning rate: 6.000E-05 | global batch size:   512 | "
             f"lm loss: {v:.6E} | loss scale: 16384.0 | number of skipped iterations:   0 |" for i, v in enumerate(losses)]
    report, _ = diagnose_path(text="\n".join(lines))
    ids = [s.id for s in report.symptoms]
    assert ids[0] == "loss_spikes" and "divergence" not in ids
    assert "coming down since" in report.symptoms[0].evidence[0]
    assert report.verdict.decision == "watch"


FASTAI_TABLE = """\
epoch     train_loss  valid_loss  accuracy  time
0         0.912345    0.734521    0.781250  00:12
1         0.611234    0.598765    0.812500  00:11
2         0.502345    #na#        0.822500  00:11
"""


def test_a_fastai_table_is_read_with_its_metrics_as_validation_metrics() -> None:
    report, runs = diagnose_path(text=FASTAI_TABLE)
    run = runs[0]
    assert run.format == "fastai" and run.step_unit == "epoch"
    assert list(run.series["train_loss"]) == [0.912345, 0.611234, 0.502345]
    assert list(run.series["val_loss"].index) == [0, 1]  # '#na#' is not computed: not logged
    assert list(run.series["val_accuracy"]) == [0.78125, 0.8125, 0.8225]


def test_fastai_tables_of_several_fit_calls_number_their_epochs_on() -> None:
    second = FASTAI_TABLE.replace("0.9", "0.4").replace("0.6", "0.3")
    _, runs = diagnose_path(text=FASTAI_TABLE + second)
    assert list(runs[0].series["train_loss"].index) == [0, 1, 2, 3, 4, 5]
    assert any("2 fit() tables" in n for n in runs[0].notes)


def _fastai_rows(valid: list[float]) -> str:
    return "\n".join(f"\u2588\u2588{182 + i}       {0.258 - 0.002 * i:.6f}    {v:.6f}    {0.8 - v / 10:.6f}  00:00     "
                     for i, v in enumerate(valid))


def test_a_validation_loss_that_swings_while_the_train_loss_glides_is_an_oscillation() -> None:
    # a headerless fastai paste (the header was not copied; progress-bar glyphs before each row)
    valid = [0.59, 0.74, 3.63, 0.60, 1.32, 0.74, 0.37, 0.32, 1.81, 0.71, 1.30, 0.96, 0.87, 0.98, 0.63]
    report, runs = diagnose_path(text=_fastai_rows(valid))
    assert any("no table header" in n for n in runs[0].notes)
    osc = next(s for s in report.symptoms if s.id == "oscillation")
    assert osc.severity == "warning" and "valid_loss swings between" in osc.evidence[0]
    assert report.verdict.decision != "stop_and_fix"


def test_a_noisy_validation_loss_that_keeps_improving_is_not_an_oscillation() -> None:
    valid = [1.9, 1.5, 1.7, 1.2, 1.4, 1.0, 1.15, 0.8, 0.95, 0.62, 0.75, 0.5]
    report, _ = diagnose_path(text=_fastai_rows(valid))
    assert "oscillation" not in [s.id for s in report.symptoms]


YOLOV8_PRINTOUT = """\
      Epoch    GPU_mem   box_loss   cls_loss   dfl_loss  Instances       Size
      1/100      2.61G      1.214      2.187      1.284         23        640: 100%|##########| 8/8 [00:02<00:00]
                 Class     Images  Instances      Box(P          R      mAP50  mAP50-95): 100%|##########| 1/1
                   all          4         17      0.587      0.767      0.744      0.511

      Epoch    GPU_mem   box_loss   cls_loss   dfl_loss  Instances       Size
      2/100      2.65G      1.189      2.011      1.262         31        640: 100%|##########| 8/8 [00:02<00:00]
                 Class     Images  Instances      Box(P          R      mAP50  mAP50-95): 100%|##########| 1/1
                   all          4         17      0.601      0.771      0.752      0.522
"""


def test_a_yolo_printout_reads_its_losses_and_validation_row_never_the_image_count() -> None:
    _, runs = diagnose_path(text=YOLOV8_PRINTOUT)
    run = runs[0]
    assert run.format == "yolo_text" and run.step_unit == "epoch"
    assert list(run.series["val_map50"]) == [0.744, 0.752]
    assert list(run.series["train_loss"].round(6)) == [4.685, 4.462]  # box + cls + dfl: no total printed
    assert "all" not in run.series and not any(s.isin([4.0, 17.0]).all() for s in run.series.values())


def test_yolov5_results_txt_without_a_header_is_read_in_its_fixed_column_order() -> None:
    rows = [f"     {e}/199     2.46G    {0.11 - 0.001 * e:.4f}   0.03883         0    {0.15 - 0.001 * e:.4f}        69"
            f"      1280    0.5299    0.3478     {0.37 + 0.01 * e:.4f}    0.1375   0.09213   0.02443         0"
            for e in range(6)]
    _, runs = diagnose_path(text="\n".join(rows))
    run = runs[0]
    assert run.original_names["train_loss"] == "total" and run.series["train_loss"].iloc[0] == 0.15
    assert list(run.series["val_map50"].round(4)) == [0.37, 0.38, 0.39, 0.4, 0.41, 0.42]
    assert any("no header" in n for n in run.notes)


def _mmengine_log(scheduler: str, lr_at, max_epochs: int = 20, epochs: int = 20) -> str:
    config = (f"2023/06/05 13:12:31 - mmengine - INFO - Config:\ntrain_cfg = dict(type='EpochBasedTrainLoop', "
              f"max_epochs={max_epochs}, val_interval=5)\nparam_scheduler = [\n    dict(type='LinearLR', "
              f"start_factor=1e-05, by_epoch=False, begin=0, end=20),\n{scheduler}\n]\noptim_wrapper = dict("
              f"type='OptimWrapper', optimizer=dict(type='AdamW', lr=0.004))\n")
    rows = []
    for e in range(1, epochs + 1):
        for i in (10, 20):
            rows.append(f"2023/06/05 13:{e % 60:02d}:{i:02d} - mmengine - INFO - Epoch(train)  [{e}][{i}/20]  "
                        f"lr: {lr_at(e):.4e}  eta: 0:01:00  time: 0.3000  data_time: 0.0100  memory: 1500  "
                        f"loss: {1.2 * 0.95 ** e + 0.01 * (i == 10):.4f}")
    return config + "\n".join(rows)


def test_a_cosine_set_to_end_past_the_run_is_a_schedule_anomaly_read_from_the_config() -> None:
    cosine = "    dict(type='CosineAnnealingLR', eta_min=0.0002, begin=10, end=30, by_epoch=True)"
    report, _ = diagnose_path(text=_mmengine_log(cosine, lambda e: 0.004 if e <= 10 else 0.004 - 0.0001 * (e - 10)))
    top = report.symptoms[0]
    assert top.id == "lr_schedule_anomaly"
    assert "CosineAnnealingLR is set to run to epoch 30, past the run's 20 epochs" in top.evidence[0]


def test_a_schedule_that_ends_with_the_run_is_no_anomaly() -> None:
    cosine = "    dict(type='CosineAnnealingLR', eta_min=0.0002, begin=0, end=20, by_epoch=True)"
    report, _ = diagnose_path(text=_mmengine_log(cosine, lambda e: 0.0002 + 0.0038 * (1 + np.cos(np.pi * e / 20)) / 2))
    assert "lr_schedule_anomaly" not in [s.id for s in report.symptoms]


def test_an_lr_sitting_at_the_decays_floor_before_its_end_is_a_lost_scheduler_state() -> None:
    poly = "    dict(type='PolyLR', eta_min=0.0001, power=0.9, begin=0, end=2000, by_epoch=False)"
    report, _ = diagnose_path(text=_mmengine_log(poly, lambda e: 0.0001, max_epochs=100))
    top = report.symptoms[0]
    assert top.id == "lr_schedule_anomaly" and "floor eta_min=1e-4" in top.evidence[0]


def test_a_fine_tune_that_drops_fast_then_wobbles_for_a_few_steps_is_no_plateau() -> None:
    losses = [2.091, 1.865, 1.180, 1.131, 0.969, 0.851, 0.938, 0.857, 0.688, 1.031, 1.049, 1.112]
    lines = [f"Step {i + 1} | loss:{v} lr:2e-05 tokens_per_second_per_gpu:{900 + 7 * i}.5"
             for i, v in enumerate(losses)]
    report, _ = diagnose_path(text="\n".join(lines))
    assert "plateau" not in [s.id for s in report.symptoms]
    assert any(i.symptom == "plateau" and "too few to tell a plateau" in i.reason for i in report.data.inconclusive)


def test_a_validation_loss_that_more_than_doubles_is_overfitting_even_while_the_score_holds() -> None:
    lines = []
    val = [0.532, 0.509, 0.560, 0.751, 0.813, 1.012, 1.056, 1.139, 1.184, 1.232]
    for e in range(1, 11):
        lines.append(f"{{'loss': {0.8 * 0.7 ** e:.4f}, 'grad_norm': 1.1, 'learning_rate': 2e-05, 'epoch': {e - 0.5}}}")
        lines.append(f"{{'eval_loss': {val[e - 1]}, 'eval_accuracy': {0.852 + 0.0007 * e:.4f}, 'epoch': {float(e)}}}")
    report, _ = diagnose_path(text="\n".join(lines))
    over = next(s for s in report.symptoms if s.id == "overfitting")
    assert over.severity == "warning" and "has not dropped" in " ".join(over.evidence)
    assert report.verdict.decision == "watch"


def test_a_hidden_nan_run_is_a_nan_not_also_a_loss_that_stopped_learning() -> None:
    dead = "\n".join(f"{{'loss': 0.0, 'grad_norm': nan, 'learning_rate': 5e-05, 'epoch': {0.1 * i:.1f}}}"
                     for i in range(1, 11))
    report, _ = diagnose_path(text=dead)
    assert [s.id for s in report.symptoms] == ["nan_inf"]


def test_a_held_out_score_that_collapses_mid_run_and_comes_back_is_an_instability_to_watch() -> None:
    rows = ["epoch,train/box_loss,val/box_loss,metrics/mAP50(B),lr/pg0"]
    for e in range(1, 61):
        score = 0.95 if e < 12 or e > 40 else (0.02 if 25 <= e <= 32 else 0.5)
        rows.append(f"{e},{1.1 - 0.01 * e:.4f},{0.9 - 0.005 * e:.4f},{score:.4f},0.00167")
    report, _ = diagnose_path(text="\n".join(rows) + "\n", format="ultralytics")
    top = report.symptoms[0]
    assert top.id == "oscillation" and "collapsed mid-run" in top.evidence[0]
    assert report.verdict.decision == "watch" and "came back" in report.verdict.reason


def test_a_score_that_dips_a_little_early_is_no_collapse() -> None:
    rows = ["epoch,train/box_loss,val/box_loss,metrics/mAP50(B),lr/pg0"]
    for e in range(1, 61):
        score = min(0.95, 0.3 + 0.02 * e) - (0.1 if e == 9 else 0.0)
        rows.append(f"{e},{1.1 - 0.01 * e:.4f},{0.9 - 0.005 * e:.4f},{score:.4f},0.00167")
    report, _ = diagnose_path(text="\n".join(rows) + "\n", format="ultralytics")
    assert "oscillation" not in [s.id for s in report.symptoms]


def test_a_caffe_log_whose_net_definition_fills_the_first_megabyte_is_still_read_as_caffe(tmp_path) -> None:
    head = ["I0613 17:29:41.490244  1860 solver.cpp:48] Initializing solver from parameters: ", "base_lr: 0.1"]
    head += [f"layer {{ name: \"conv{i}\" type: \"Convolution\" bottom: \"data\" top: \"conv{i}\" }}"
             for i in range(20000)]
    rows = []
    for it in range(0, 6000, 500):
        rows.append(f"I0613 17:{30 + it // 500:02d}:58.112738  1860 solver.cpp:228] Iteration {it}, loss = "
                    f"{9.27 - it / 1000:.4f}")
        rows.append(f"I0613 17:{30 + it // 500:02d}:58.112829  1860 sgd_solver.cpp:106] Iteration {it}, lr = 0.1")
    log = tmp_path / "log.txt"
    log.write_text("\n".join(head + rows) + "\n")
    report, runs = diagnose_path(log)
    assert runs[0].format == "caffe" and len(runs[0].series["train_loss"]) == 12


def test_a_source_file_and_line_is_never_a_metric() -> None:
    lines = []
    for e in range(8):
        lines.append(f"STAGE:2025-04-07 10:29:4{e} 22264:22264 ActivityProfilerController.cpp:314] Completed Stage")
        lines.append(f"Epoch {e} Train Loss {11.2 - 0.3 * e:.4f} Val Loss {11.0 - 0.3 * e:.4f}")
    _, runs = diagnose_path(text="\n".join(lines))
    assert not any("cpp" in raw.lower() for raw in runs[0].original_names.values())


def test_an_evaluation_loops_own_counter_does_not_split_the_run() -> None:
    lines = []
    for it in range(100, 1100, 100):
        lines.append(f"[11/23 20:48:49] ppgan.engine.trainer INFO: Iter: {it}/1000000 lr: 9.992e-05 "
                     f"loss_pixel: {5 - it / 1000:.3f} batch_cost: 0.82020 sec")
        if it % 500 == 0:
            lines += [f"[11/23 20:54:16] ppgan.engine.trainer INFO: Test iter: [{k}/14]" for k in range(14)]
    _, runs = diagnose_path(text="\n".join(lines))
    assert len(runs) == 1 and len(runs[0].series["train_loss"]) == 10


def test_metrics_under_an_eval_epoch_header_are_validation_metrics_and_a_nan_train_loss_is_seen() -> None:
    lines = ["[03.24.23|09:56:11] Parameters:",
             "{'work_dir': './output/', 'phase': 'train', 'start_epoch': 0, 'num_epoch': 50, 'base_lr': 0.001}", ""]
    for e in range(10):
        lines += [f"[03.24.23|09:56:{e:02d}] Training epoch: {e}", f"[03.24.23|09:56:{e:02d}] \tmean_loss: nan",
                  f"[03.24.23|09:56:{e:02d}] Done."]
        if e % 5 == 4:
            lines += [f"[03.24.23|09:58:{e:02d}] Eval epoch: {e}", f"[03.24.23|09:58:13] \tmean_loss: 5.99{e}",
                      "[03.24.23|09:58:13] \tTop1: 0.00%", "[03.24.23|09:58:13] Done."]
    report, runs = diagnose_path(text="\n".join(lines))
    run = runs[0]
    assert list(run.series["val_loss"]) == [5.994, 5.999] and run.series["train_loss"].isna().all()
    assert "start_epoch" not in run.original_names.values() and not run.has("num")
    assert report.symptoms[0].id == "nan_inf" and report.verdict.decision == "stop_and_fix"


def test_a_stall_in_the_first_tenth_of_the_planned_epochs_is_not_yet_a_plateau() -> None:
    from traindiag.analysis import signals
    from traindiag.diagnosis.engine import diagnose

    run = signals.plateau_from(k=600, n=3000)
    steps = run.series["train_loss"].index.to_numpy()
    run.series["epoch"] = pd.Series(steps / 300.0, index=run.series["train_loss"].index)  # 10 epochs logged
    assert "plateau" in [s.id for s in diagnose([run]).symptoms]
    run.hparams["epochs"] = 300  # `epoch: 10/300`: the run plans 300
    report = diagnose([run])
    assert "plateau" not in [s.id for s in report.symptoms]
    assert any(i.symptom == "plateau" and "of the 300 it plans" in i.reason for i in report.data.inconclusive)


def test_the_planned_epoch_count_is_read_from_epoch_n_of_total() -> None:
    lines = [f"epoch: {e}/300, iter: {it}/47, total_loss: {5 - 0.01 * (e * 4 + it // 10):.2f}, lr: 1.0e-04"
             for e in range(1, 11) for it in (10, 20, 30, 40)]
    _, runs = diagnose_path(text="\n".join(lines))
    assert runs[0].hparams["epochs"] == 300


def test_a_catboost_learn_error_table_reads_its_logloss_as_the_training_loss(tmp_path) -> None:
    log = tmp_path / "learn_error.tsv"
    log.write_text("iter\tLogloss\n" + "\n".join(f"{i}\t{0.66 * 0.99 ** i + 0.1:.10f}" for i in range(200)) + "\n")
    report, runs = diagnose_path(log)
    assert runs[0].original_names["train_loss"] == "Logloss"
    assert not report.verdict.reason.lower().startswith("too little data")


def test_a_long_log_without_a_loss_says_so_instead_of_too_little_data() -> None:
    rows = "\n".join(f"step {s} samples_per_sec {900 + s % 7} tokens_seen {s * 4096}" for s in range(0, 600, 10))
    report, _ = diagnose_path(text=rows)
    assert report.verdict.decision == "watch"
    assert report.verdict.reason.startswith("No loss or accuracy among the logged series")


def test_a_dqn_loss_that_climbs_is_watched_not_stopped() -> None:
    lines = [f"Episode {e}/100 | Deliveries: {3 + e} | Collisions: 0 | Loss: {2.0 + 0.4 * e:.4f} | ε: 0.050"
             for e in range(1, 40)]
    report, _ = diagnose_path(text="\n".join(lines))
    assert report.verdict.decision != "stop_and_fix"
    assert all(s.severity != "critical" for s in report.symptoms)


def test_build_nanogpts_log_txt_reads_train_and_val_as_losses_and_hella_as_an_accuracy() -> None:
    lines = []
    for s in range(0, 300):
        lines.append(f"{s} train {4.0 - s / 200:.6f}")
        if s % 50 == 0:
            lines += [f"{s} val {4.1 - s / 200:.4f}", f"{s} hella {0.25 + s / 10000:.4f}"]
    _, runs = diagnose_path(text="\n".join(lines))
    run = runs[0]
    assert run.format == "nanogpt"
    assert run.original_names["train_loss"] == "train" and run.series["train_loss"].index[-1] == 299
    assert list(run.series["val_loss"].index) == [0, 50, 100, 150, 200, 250]
    assert run.has("val_hellaswag")


def test_an_mmcls_log_of_evaluations_only_is_read_by_epoch() -> None:
    lines = [f"2023-02-04 21:{e % 60:02d}:32,561 - mmcls - INFO - Epoch(val) [{e}][18]\taccuracy_top-1: "
             f"{93.5 + 0.03 * e:.4f}, accuracy_top-5: 100.0000" for e in range(1, 31)]
    report, runs = diagnose_path(text="\n".join(lines))
    assert runs[0].format == "mmengine" and runs[0].step_unit == "epoch"
    assert len(runs[0].series["val_accuracy"]) == 30
    assert "no loss logged" in report.verdict.reason


def test_a_wgan_critic_loss_that_changes_sign_is_never_a_divergence_to_stop() -> None:
    rows = ["epoch,step,train_disc_loss,train_gen_loss"]
    for s in range(200):
        disc = -0.5 + 0.003 * s + (0.3 if s % 7 == 0 else -0.1)
        rows.append(f"{s // 10},{s},{disc:.6f},{0.2 + 0.001 * s:.6f}")
    report, runs = diagnose_path(text="\n".join(rows) + "\n")
    assert not runs[0].has("train_loss")  # a GAN's parts are not the run's training loss
    assert report.verdict.decision != "stop_and_fix"
    assert "divergence" not in [s.id for s in report.symptoms]


def test_a_loss_that_changes_sign_is_not_judged_by_ratios() -> None:
    rows = ["step,train_loss"] + [f"{s},{-0.3 + 0.004 * s + (0.2 if s % 5 == 0 else 0):.5f}" for s in range(150)]
    report, _ = diagnose_path(text="\n".join(rows) + "\n")
    assert not {"divergence", "oscillation"} & {s.id for s in report.symptoms}


def _hf_plateau(epochs: float):
    from traindiag.analysis import signals

    run = signals.plateau_from(k=600, n=3000)
    run.format = "hf"
    index = run.series["train_loss"].index
    run.series["epoch"] = pd.Series(index.to_numpy() / 3000 * epochs, index=index)
    return run


def test_a_stall_inside_the_first_epoch_of_a_fine_tune_is_a_note_not_a_plateau_warning() -> None:
    from traindiag.diagnosis.engine import diagnose

    report = diagnose([_hf_plateau(epochs=1.0)])
    plateau = [s for s in report.symptoms if s.id == "plateau"]
    assert not plateau or plateau[0].severity == "info"
    assert report.verdict.decision != "watch" or "plateau" not in report.verdict.reason.lower()


def test_the_same_stall_after_several_epochs_is_still_a_plateau() -> None:
    from traindiag.diagnosis.engine import diagnose

    report = diagnose([_hf_plateau(epochs=3.0)])
    assert report.symptoms[0].id == "plateau" and report.symptoms[0].severity == "warning"


def test_an_empty_cell_in_a_keras_csvlogger_file_is_not_logged_and_a_written_nan_is() -> None:
    from traindiag.ingest import read_runs

    [run] = read_runs(text="epoch,loss,val_loss\n0,1.0,\n0,,0.9\n1,0.8,nan\n2,0.7,0.8\n")
    assert run.format == "keras"
    assert np.isfinite(run.series["train_loss"].to_numpy()).all()
    assert np.isnan(run.series["val_loss"].loc[2])


def test_an_epoch_and_step_table_with_sparse_rows_is_no_keras_file_and_its_gaps_are_not_nan() -> None:
    rows = ["epoch,step,train_loss,val_loss"]
    for step in range(25):
        rows.append(f"{step // 5},{step},{900 - 3 * step + (step % 3)},")
        if step % 5 == 4:
            rows.append(f"{step // 5},{step},,{680 - step / 10}")
    report, runs = diagnose_path(text="\n".join(rows) + "\n")
    assert runs[0].format != "keras"
    assert np.isfinite(runs[0].series["train_loss"].to_numpy()).all() and len(runs[0].series["train_loss"]) == 25
    assert "nan_inf" not in [s.id for s in report.symptoms]


def test_a_validation_loss_nan_at_every_epoch_beside_a_falling_train_loss_does_not_stop_the_run() -> None:
    rows = ["epoch,train/box_loss,metrics/mAP50(B),val/box_loss"]
    rows += [f"{e},{3.7 * 0.98 ** e:.4f},{min(0.9, 0.01 * e):.4f},nan" for e in range(1, 61)]
    report, _ = diagnose_path(text="\n".join(rows) + "\n")
    assert report.verdict.decision != "stop_and_fix"


def test_a_loss_printed_with_two_significant_digits_is_not_called_frozen() -> None:
    text = "".join(f"[Train] Epoch: {e}, Loss:{max(0.000020, 0.00012 * 0.9 ** e):.6f}\n" for e in range(80))
    report, _ = diagnose_path(text=text)
    assert "not_learning" not in [s.id for s in report.symptoms]


def test_fine_tune_grad_norms_that_swing_from_03_to_13_without_a_trend_are_not_exploding(tmp_path) -> None:
    import json

    norms = [1.63, 0.9, 1.1, 0.8, 0.95, 1.2, 0.7, 0.85, 6.92, 0.62, 0.9, 0.8, 0.75, 0.9, 0.85, 0.8, 9.31, 0.7, 0.8,
             0.88, 1.0, 0.9, 8.52, 0.88, 0.9, 0.95, 0.8, 0.85, 2.3, 13.06, 2.34, 2.1, 1.9, 2.0, 1.78, 1.5, 12.49, 1.47,
             0.96, 12.2, 11.8, 1.2, 10.9, 0.9, 9.8, 0.8, 0.31, 0.37]
    history = [{"step": 50 * (i + 1), "epoch": (i + 1) / 48, "loss": round(0.7 * 0.95 ** i, 4), "grad_norm": g,
                "learning_rate": 2e-05} for i, g in enumerate(norms)]
    path = tmp_path / "trainer_state.json"
    path.write_text(json.dumps({"log_history": history}))
    report, _ = diagnose_path(path)
    assert "exploding_gradients" not in [s.id for s in report.symptoms]


def test_three_training_loss_points_beside_thirty_evaluations_are_judged_on_the_evaluations(tmp_path) -> None:
    import json

    history = []
    for step in range(50, 1700, 50):
        if step % 500 == 0:
            history.append({"loss": round(4.0 * 0.5 ** (step / 500), 4), "learning_rate": 2e-05, "step": step,
                            "epoch": round(step / 550, 2)})
        history.append({"eval_loss": round(0.5 + 4.0 * 0.997 ** step, 4), "eval_runtime": 3.2, "step": step,
                        "epoch": round(step / 550, 2)})
    path = tmp_path / "trainer_state.json"
    path.write_text(json.dumps({"log_history": history, "global_step": 1650, "max_steps": 1650}))
    report, _ = diagnose_path(path)
    assert [s.id for s in report.symptoms] == ["healthy"] and "too little data" not in report.verdict.reason.lower()


def test_a_fine_tune_loss_zigzagging_around_a_flat_level_is_no_divergence() -> None:
    # A real LoRA fine-tune's 60 logged losses, swinging between ~0.6 and ~1.1 with no trend: the lowest running
    # median sits a little below the others by chance, which is no rebound.
    losses = [0.775, 0.839, 1.076, 0.892, 0.757, 0.937, 0.619, 0.999, 0.86, 0.761, 0.884, 1.094, 0.954, 0.642, 0.877,
              0.639, 1.003, 0.827, 0.769, 0.934, 0.903, 0.857, 1.036, 0.885, 0.642, 0.827, 0.829, 0.788, 1.087, 1.036,
              0.708, 0.542, 0.655, 0.58, 0.762, 1.004, 0.901, 0.717, 0.779, 1.0, 0.746, 1.008, 0.771, 0.815, 0.763,
              0.864, 0.788, 0.653, 1.017, 1.032, 0.457, 0.908, 1.318, 0.708, 1.062, 1.125, 0.725, 0.837, 0.757, 0.925]
    text = "".join(f"{{'loss': {v:.4f}, 'grad_norm': 0.5, 'learning_rate': {2e-4 * (1 - i / 60):.3g}, "
                   f"'epoch': {i / 20:.2f}}}\n" for i, v in enumerate(losses))
    report, _ = diagnose_path(text=text)
    assert "divergence" not in [s.id for s in report.symptoms]
    assert report.verdict.decision != "stop_and_fix"


def test_epochs_that_take_longer_and_longer_are_watched_in_seconds_per_epoch() -> None:
    minutes = [2.3, 2.2, 2.2, 2.5, 2.4, 3.5, 9.2, 15.9, 20.1, 26.9, 27.5]
    clock, lines = 6 * 3600.0, []
    for e, m in enumerate(minutes, start=1):
        clock += 60 * m
        h, rest = divmod(int(clock), 3600)
        lines.append(f"2025-04-25 {h:02d}:{rest // 60:02d}:{rest % 60:02d},000 - INFO - Epoch [{e}/50], Train Loss: "
                     f"{1.94 - 0.05 * e:.4f}, Train Acc: {22 + 2.5 * e:.2f}%, Val Loss: {1.88 - 0.06 * e:.4f}, "
                     f"Val Acc: {23 + 3 * e:.2f}%")
    report, _ = diagnose_path(text="\n".join(lines) + "\n")
    slow = report.symptoms[0]
    assert slow.id == "throughput_regression" and "s/epoch" in slow.evidence[0]
    assert report.verdict.decision == "watch" and "slower" in report.verdict.reason


def _yolo_with_val_spike(spike: float) -> str:
    header = "epoch,train/box_loss,train/cls_loss,val/box_loss,val/cls_loss,metrics/mAP50(B)"
    rows = [header]
    for e in range(1, 61):
        fall = np.exp(-e / 20)
        val_cls = (1.0 + 3 * fall) * (spike if e == 28 else 1.0)
        rows.append(f"{e},{1.2 + 2 * fall:.4f},{1.0 + 3 * fall:.4f},{1.3 + 2 * fall:.4f},{val_cls:.4f},"
                    f"{0.6 * (1 - fall):.4f}")
    return "\n".join(rows) + "\n"


def test_one_validation_loss_spike_that_recovers_is_a_note_beside_a_healthy_verdict(tmp_path) -> None:
    path = tmp_path / "results.csv"
    path.write_text(_yolo_with_val_spike(8.0))
    report, _ = diagnose_path(path)
    ids = [s.id for s in report.symptoms]
    assert ids[0] == "healthy" and "loss_spikes" in ids
    spike = report.symptoms[ids.index("loss_spikes")]
    assert spike.severity == "info" and "epoch 28" in spike.evidence[0]
    assert report.verdict.decision == "continue" and "spike" not in report.verdict.reason
    assert not report.causes  # a note is no symptom to treat


def test_a_short_llm_loss_paste_that_jumps_from_2_2_to_5_1_and_comes_back_is_a_spike() -> None:
    losses = [2.198845, 2.220424, 2.595213, 2.241558, 2.345279, 5.098124, 3.492029, 3.213059, 2.804948, 2.215699,
              2.235667]
    text = "".join(f" iteration    {31214 + i}/  115311 | lm loss: {v:.6E} | grad norm: 0.5 |\n"
                   for i, v in enumerate(losses))
    report, _ = diagnose_path(text=text)
    spike = next(s for s in report.symptoms if s.id == "loss_spikes")
    assert "2.3x the median" in spike.evidence[0]


def test_a_flat_surrogate_loss_beside_a_climbing_held_out_accuracy_is_learning() -> None:
    lines = [json.dumps({"train_lr": 3.9e-05, "train_loss": 4.77 - 0.0015 * e + 0.004 * (-1) ** e,
                         "test_acc1": 57.3 + 0.15 * e + 0.1 * (-1) ** e, "epoch": e}) for e in range(15)]
    report, _ = diagnose_path(text="\n".join(lines) + "\n")
    assert "not_learning" not in [s.id for s in report.symptoms]
    top = report.symptoms[0]
    assert top.id == "healthy" and "rising trend" in top.evidence[0]
    assert report.verdict.decision == "continue"


def test_a_loss_barely_moving_over_a_14_step_run_is_too_early_to_call_flat(tmp_path) -> None:
    path = tmp_path / "metrics.csv"
    losses = [1.6734, 1.6654, 1.7669, 1.6589, 1.6801, 1.6512, 1.6623, 1.6497, 1.6702, 1.6455, 1.6581, 1.6402,
              1.6533, 1.6420]
    path.write_text("epoch,step,train_loss\n" + "".join(f"0,{i},{v}\n" for i, v in enumerate(losses)))
    report, _ = diagnose_path(path)
    assert "not_learning" not in [s.id for s in report.symptoms]
    assert "14 optimizer steps long" in report.verdict.reason


def test_a_loss_flat_over_200_steps_is_still_not_learning(tmp_path) -> None:
    path = tmp_path / "metrics.csv"
    path.write_text("epoch,step,train_loss\n" + "".join(
        f"0,{i},{1.65 + 0.01 * ((i * 7) % 5 - 2) / 2:.4f}\n" for i in range(0, 200, 10)))
    report, _ = diagnose_path(path)
    assert "not_learning" in [s.id for s in report.symptoms]


def test_a_noisy_fine_tune_loss_drifting_up_within_its_scatter_is_watched_not_stopped() -> None:
    rng = np.random.default_rng(4)  # a draw the rule before the scatter test told to stop
    level = np.r_[np.full(30, 0.85), np.full(20, 1.15)]
    losses = level + rng.normal(0, 0.25, 50)
    text = "".join(f"{{'loss': {v:.4f}, 'grad_norm': 0.4, 'learning_rate': 7.5e-05, 'epoch': {i / 5000:.2f}}}\n"
                   for i, v in enumerate(losses))
    report, _ = diagnose_path(text=text)
    assert ("divergence", "warning") in [(s.id, s.severity) for s in report.symptoms]
    assert report.verdict.decision == "watch"


def test_a_fine_tune_flattening_as_its_lr_decays_to_zero_lists_no_plateau_beside_healthy() -> None:
    rng = np.random.default_rng(5)
    steps = np.arange(10, 3760, 10)
    loss = 0.32 + 2.0 * np.exp(-steps / 25) + rng.normal(0, 0.03, steps.size)
    lr = 2e-4 * (1 - steps / 3750)
    text = "".join(f"{{'loss': {v:.4f}, 'grad_norm': 0.3, 'learning_rate': {r:.3e}, 'epoch': {s / 3750 * 3:.2f}}}\n"
                   for s, v, r in zip(steps, loss, lr, strict=True))
    report, _ = diagnose_path(text=text)
    ids = [s.id for s in report.symptoms]
    assert ids[0] == "healthy" and "plateau" not in ids
    assert report.verdict.decision != "stop_and_fix"


def test_a_validation_only_paste_rising_at_three_evaluations_in_a_row_by_five_percent_is_overfitting() -> None:
    vals = [2.11, 1.77, 1.59, 1.52, 1.49, 1.51, 1.52, 1.56]
    text = "".join(f"step {250 * (i + 1)}: val loss {v:.4f}\n" for i, v in enumerate(vals))
    report, _ = diagnose_path(text=text)
    assert report.symptoms[0].id == "overfitting" and "next 3 evaluations" in report.symptoms[0].evidence[0]
    flatter = [2.11, 1.77, 1.59, 1.52, 1.49, 1.495, 1.50, 1.51]  # three rises too, but +1.3% in all
    report, _ = diagnose_path(text="".join(f"step {250 * (i + 1)}: val loss {v:.4f}\n" for i, v in enumerate(flatter)))
    assert "overfitting" not in [s.id for s in report.symptoms]


def test_jumps_of_a_memorised_loss_near_zero_are_not_spikes_but_a_real_jump_still_is() -> None:
    # An 8-class ViT fine-tune: the loss came down from 1.7 to 2e-4, then batches score 0.01-0.02 now and then:
    # many times the running level, yet a hundredth of the fall, so nothing to report as a spike.
    rng = np.random.default_rng(3)
    steps = np.arange(10, 4010, 10)
    loss = np.maximum(1.7 * np.exp(-steps / 300), 2e-4) * np.exp(rng.normal(0, 0.1, steps.size))
    jumps = loss.copy()
    jumps[[250, 280, 310, 340, 370]] = [0.012, 0.016, 0.009, 0.014, 0.011]

    def hf(values: np.ndarray) -> str:
        return "".join(f"{{'loss': {v:.4g}, 'grad_norm': 0.3, 'learning_rate': 1e-05, 'epoch': {s / 400:.2f}}}\n"
                       for s, v in zip(steps, values, strict=True))

    report, _ = diagnose_path(text=hf(jumps))
    assert "loss_spikes" not in [s.id for s in report.symptoms]
    big = loss.copy()
    big[[250, 280, 310, 340, 370]] = 0.9  # the same jumps undoing half the fall are spikes
    report, _ = diagnose_path(text=hf(big))
    assert "loss_spikes" in [s.id for s in report.symptoms]


def test_a_value_a_progress_bar_refreshes_every_ten_steps_is_not_frozen_when_its_last_refresh_repeats() -> None:
    rng = np.random.default_rng(2)
    steps = np.arange(1, 1007)
    refreshed = 3.5 + rng.normal(0, 0.3, steps.size // 10 + 1)
    loss = refreshed[(steps - 1) // 10]  # the description changes every 10 steps; the count every step
    text = "".join(f"Loss: {v:.4f} | Acc: 1.00: 100%|#####| {s}/1006 [44:57:35<00:31,  6.32s/it]\n"
                   for s, v in zip(steps, loss, strict=True))
    report, _ = diagnose_path(text=text)
    assert "not_learning" not in [s.id for s in report.symptoms]
    frozen = "".join(f"Loss: {v:.4f} | Acc: 1.00: 100%|#####| {s}/1006 [44:57:35<00:31,  6.32s/it]\n"
                     for s, v in zip(steps, np.r_[loss[:900], np.full(106, 2.9304)], strict=True))
    report, _ = diagnose_path(text=frozen)
    assert "not_learning" in [s.id for s in report.symptoms]  # 106 repeats: frozen well past the refresh


def test_a_second_pass_that_repeats_the_first_passes_losses_to_every_digit_means_the_weights_never_changed() -> None:
    first_pass = [0.9741, 1.3742, 1.2390, 0.9670, 1.0386, 1.1681, 1.2240, 0.9610]
    lines = []
    for epoch in (1, 2):
        lines.append(f"Beginning of Epoch {epoch}/18, Total Micro Batches 8")
        lines += [f"Epoch {epoch}, Step {i}, Loss: {v:.4f}" for i, v in enumerate(first_pass)]
    report, _ = diagnose_path(text="\n".join(lines) + "\n")
    assert report.symptoms[0].id == "not_learning" and "the same losses a pass later" in report.symptoms[0].evidence[0]
    assert report.verdict.decision == "stop_and_fix"
    # a flat loss printed to two decimals repeats itself by chance: not evidence
    rng = np.random.default_rng(0)
    flat = np.round(1.74 + rng.choice([-0.01, 0.0, 0.01], 400), 2)
    report, _ = diagnose_path(text="".join(f"step {i}: loss {v:.2f}\n" for i, v in enumerate(flat)))
    assert not any("a pass later" in e for s in report.symptoms for e in s.evidence)


def test_one_gradient_norm_fifty_times_the_rest_in_a_short_paste_is_an_exploding_batch_to_watch() -> None:
    norms = [3.64, 3.84, 3.10, 2.53, 2.38, 2.53, 5.65, 237.63, 4.96, 5.72, 3.3, 2.9]
    losses = [0.094, 0.1019, 0.0922, 0.0894, 0.0928, 0.0949, 0.0946, 0.1045, 0.1246, 0.0988, 0.097, 0.095]
    text = "".join(f"{{'loss': {v}, 'grad_norm': {g}, 'learning_rate': 0.0004998, 'epoch': 0.03}}\n"
                   for v, g in zip(losses, norms, strict=True))
    report, _ = diagnose_path(text=text)
    assert report.symptoms[0].id == "exploding_gradients" and "238 at step 8" in report.symptoms[0].evidence[0]
    assert report.verdict.decision == "watch"
    calm = norms.copy()
    calm[7] = 38.0  # 10x, under 100: a fine-tune's norm swinging, not a blow-up
    report, _ = diagnose_path(text="".join(f"{{'loss': {v}, 'grad_norm': {g}, 'learning_rate': 0.0004998, 'epoch': 0.03}}\n"
                                           for v, g in zip(losses, calm, strict=True)))
    assert "exploding_gradients" not in [s.id for s in report.symptoms]


def _grpo_jsonl(reward: np.ndarray, grad_norm: np.ndarray, val: dict[int, float]) -> str:
    rows = []
    for i, (r, g) in enumerate(zip(reward, grad_norm, strict=True), start=1):
        row = {"step": i, "rollout_reward_mean": round(float(r), 4), "rollout_reward_std": 0.4,
               "train_loss_mean": 0.0, "grad_norm": round(float(g), 4), "mean_response_length": 120.0}
        if i in val:
            row["val_accuracy"] = val[i]
        rows.append(json.dumps(row))
    return "\n".join(rows) + "\n"


def test_a_grpo_loop_logging_rollout_rewards_is_rl_and_its_grad_norm_growing_inside_the_healthy_band_is_fine() -> None:
    steps = np.arange(1, 201)
    reward = 0.05 + 0.5 * (1 - np.exp(-steps / 60))
    report, _ = diagnose_path(text=_grpo_jsonl(reward, 0.2 * 1.018 ** steps, {s: 0.3 + 0.002 * s for s in range(10, 201, 10)}))
    assert "exploding_gradients" not in [s.id for s in report.symptoms]  # 0.2 -> 7: RL norms grow with advantages
    report, _ = diagnose_path(text=_grpo_jsonl(reward, 0.5 * 1.026 ** steps, {s: 0.3 + 0.002 * s for s in range(10, 201, 10)}))
    assert "exploding_gradients" in [s.id for s in report.symptoms]  # 0.5 -> 85: out of the 0.1-10 band


def test_a_reward_that_climbs_while_the_held_out_score_never_leaves_zero_is_reward_hacking() -> None:
    steps = np.arange(1, 53)
    reward = 0.08 + 0.72 * (1 - np.exp(-steps / 20))
    report, _ = diagnose_path(text=_grpo_jsonl(reward, np.full(52, 0.3), {10: 0.0039, 20: 0.0, 30: 0.0, 40: 0.0, 50: 0.0}))
    ids = [s.id for s in report.symptoms]
    assert ids[0] == "reward_hacking" and "overfitting" not in ids


def _yolo_results(tmp_path, box, cls, dfl, map50, map5095) -> str:  # noqa: ANN001
    header = ("epoch,train/box_loss,train/cls_loss,train/dfl_loss,metrics/precision(B),metrics/recall(B),"
              "metrics/mAP50(B),metrics/mAP50-95(B),val/box_loss,val/cls_loss,val/dfl_loss,lr/pg0,lr/pg1,lr/pg2\n")
    rows = "".join(f"{e + 1},{b:.5f},{c:.5f},{d:.5f},0.8,0.6,{m:.5f},{m2:.5f},{b * 0.95:.5f},{c * 0.95:.5f},{d:.5f},"
                   f"0.001,0.001,0.001\n" for e, (b, c, d, m, m2) in enumerate(zip(box, cls, dfl, map50, map5095, strict=True)))
    path = tmp_path / "results.csv"
    path.write_text(header + rows)
    return str(path)


def test_a_short_yolo_run_whose_map_climbs_is_neither_underfit_nor_slow(tmp_path) -> None:  # noqa: ANN001
    e = np.arange(10)
    path = _yolo_results(tmp_path, 1.92 - 0.5 * (1 - np.exp(-e / 3)), 3.24 - 2.2 * (1 - np.exp(-e / 2)),
                         1.19 - 0.2 * (1 - np.exp(-e / 3)), 0.33 + 0.45 * (1 - np.exp(-e / 3)),
                         0.2 + 0.3 * (1 - np.exp(-e / 3)))
    report, _ = diagnose_path(path)
    ids = [s.id for s in report.symptoms]
    assert "underfitting" not in ids and "slow_convergence" not in ids and ids[0] == "healthy"


def test_a_map_dip_in_the_warmup_epochs_that_the_run_leaves_behind_is_no_collapse(tmp_path) -> None:  # noqa: ANN001
    e = np.arange(100)
    m2 = 0.55 + 0.37 * (1 - np.exp(-e / 20))
    m2[3], m2[4] = 0.30, 0.224  # epochs 4-5: the warm-up's lr peak
    path = _yolo_results(tmp_path, 1.9 - 0.9 * (1 - np.exp(-e / 30)), 2.5 - 1.8 * (1 - np.exp(-e / 30)),
                         1.2 - 0.2 * (1 - np.exp(-e / 30)), np.minimum(m2 + 0.2, 0.99), m2)
    report, _ = diagnose_path(path)
    assert "oscillation" not in [s.id for s in report.symptoms]
    m2[40], m2[41] = 0.2, 0.25  # the same collapse mid-run is an instability
    report, _ = diagnose_path(_yolo_results(tmp_path, 1.9 - 0.9 * (1 - np.exp(-e / 30)), 2.5 - 1.8 * (1 - np.exp(-e / 30)),
                                            1.2 - 0.2 * (1 - np.exp(-e / 30)), np.minimum(m2 + 0.2, 0.99), m2))
    assert "oscillation" in [s.id for s in report.symptoms]



def test_a_second_descent_beside_a_healthy_fall_is_a_note_after_healthy_not_the_verdict() -> None:
    val = [0.3296, 0.187, 0.1357, 0.1046, 0.0863, 0.07, 0.062, 0.0579, 0.05, 0.045, 0.042, 0.04, 0.039, 0.0381,
           0.037, 0.0418, 0.0356, 0.0424, 0.0322, 0.031, 0.029, 0.0282, 0.03, 0.0359, 0.027, 0.0251, 0.026, 0.027,
           0.0263, 0.04, 0.05, 0.058, 0.062, 0.0664, 0.0453, 0.035, 0.03, 0.0225, 0.025, 0.0278]
    train = [194.4] + [0.2349 * 0.92 ** i for i in range(39)]
    text = "".join(f"Epoch {e + 1}/40\n1000/1000 - 2s - loss: {t:.4f} - val_loss: {v:.4f}\n"
                   for e, (t, v) in enumerate(zip(train, val, strict=True)))
    report, _ = diagnose_path(text=text)
    ids = [s.id for s in report.symptoms]
    assert ids[0] == "healthy" and report.verdict.decision in ("continue", "stop_converged")


def _timed_log(seconds_per_step: float) -> str:
    lines = []
    for s in range(1, 151):
        dt = seconds_per_step * (2.0 if s > 75 else 1.0) * (1 + 0.02 * ((s * 7) % 5))
        lines.append(f"step {s} | loss {2.0 / (1 + s / 30):.4f} | step_time {dt:.6f}")
    return "\n".join(lines)


def test_a_slowdown_of_a_run_that_took_a_fraction_of_a_second_is_not_reported() -> None:
    quick, _ = diagnose_path(text=_timed_log(0.0005))  # 150 steps in about 0.1 s: timer noise
    assert "throughput_regression" not in {s.id for s in quick.symptoms}
    slow, _ = diagnose_path(text=_timed_log(0.5))  # the same doubling over about two minutes
    assert slow.symptoms[0].id == "throughput_regression"


def test_a_name_that_carries_its_unit_is_not_given_it_twice_and_values_show_as_logged() -> None:
    lines = [f" iteration    {29000 + 10 * i}/  311541 | consumed samples:     {10698064 + 10240 * i} | elapsed time per "
             f"iteration (ms): {22306.6 + i:.1f} | learning rate: 9.850E-05 | global batch size:  1024 | lm loss: "
             f"{2.775923 - 0.001 * i:.6E} | loss scale: 32768.0 | grad norm: 0.{200 + i} |" for i in range(12)]
    report, runs = diagnose_path(text="\n".join(lines))
    assert runs[0].original_names["step_time"] == "elapsed time per iteration (ms)"
    assert runs[0].series["step_time"].iloc[0] == pytest.approx(22.3066)  # seconds inside, for the detectors
    digest = next((d for d in report.data.digests if d.metric == "step_time"), None)
    assert digest is None or digest.points[0][1] == pytest.approx(22306.6)  # shown as logged
