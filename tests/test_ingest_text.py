"""Text-log readers: each fixture read back into canonical metrics, with the numbers the file prints."""

from __future__ import annotations

import contextlib
import json
import math
import re
from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from traindiag.errors import ParseError, TraindiagError
from traindiag.ingest import formats, read_runs
from traindiag.ingest.base import Source

FIX = Path(__file__).resolve().parents[1] / "fixtures"

DETECTED = {
    "freetext/logging_prefix.log": "freetext", "freetext/tqdm_bar.log": "freetext",
    "freetext/colored_tensor.log": "freetext", "freetext/messy.log": "freetext",
    "hf/trainer.log": "hf", "hf/trainer_nan.log": "hf", "hf/trainer_state.json": "hf",
    "keras/fit_keras3.log": "keras", "keras/fit_verbose2.log": "keras", "keras/fit_tf2_style.log": "keras",
    "keras/training.csv": "keras", "nanogpt/train_shakespeare_char.log": "nanogpt",
    "megatron/pretrain_gpt.log": "megatron", "megatron/deepspeed.log": "megatron",
    "fairseq/train.log": "fairseq", "fairseq/train_json.log": "fairseq",
    "mmengine/mmengine_train.log": "mmengine", "mmengine/mmcv_train.log": "mmengine",
    "mmengine/mmengine_iter.log": "mmengine", "caffe/caffe_train.log": "caffe", "generic/absl_train.log": "generic",
}


def _grep(path: Path, pattern: str) -> list[tuple[str, ...]]:
    return re.findall(pattern, path.read_text())


@pytest.mark.parametrize("rel,expected", sorted(DETECTED.items()))
def test_each_fixture_is_auto_detected_as_its_format(rel: str, expected: str) -> None:
    source = Source(path=FIX / rel)
    scores = {fid: m.sniff(source) for fid, m in formats().items()}
    assert max(scores, key=scores.__getitem__) == expected, scores
    assert read_runs(FIX / rel)[0].format == expected


def test_hf_nan_loss_stays_nan_at_its_first_step_after_grad_norm_climbs() -> None:
    run = read_runs(FIX / "hf" / "trainer_nan.log")[0]
    loss, gn = run.get("train_loss"), run.get("grad_norm")
    first_nan = int(loss.index[loss.isna()][0])
    printed = _grep(FIX / "hf" / "trainer_nan.log", r"\{'loss': '([^']+)', 'grad_norm': '([^']+)'")
    assert len(loss) == len(printed)
    assert first_nan == 4 * next(i + 1 for i, (v, _) in enumerate(printed) if v == "nan")  # logging_steps=4
    before = gn[gn.index < first_nan]
    assert before.iloc[-1] > 100 * before.iloc[:5].median()
    assert np.allclose(loss.dropna().to_numpy(), [float(v) for v, _ in printed if v != "nan"])


def test_hf_final_summary_is_metadata_not_a_train_loss_point() -> None:
    run = read_runs(FIX / "hf" / "trainer.log")[0]
    dicts = _grep(FIX / "hf" / "trainer.log", r"\{'loss': '([^']+)'")
    assert len(run.get("train_loss")) == len(dicts)
    summary = _grep(FIX / "hf" / "trainer.log", r"'train_loss': '([^']+)'")
    assert run.meta["summary_train_loss"] == float(summary[0])


def test_hf_steps_come_from_trainer_state_and_match_epoch_times_steps_per_epoch() -> None:
    printed = read_runs(FIX / "hf" / "trainer.log")[0]
    state = read_runs(FIX / "hf" / "trainer_state.json")[0]
    assert printed.meta["step_source"] == "trainer_state.json"
    history = json.loads((FIX / "hf" / "trainer_state.json").read_text())["log_history"]
    eval_steps = [h["step"] for h in history if "eval_loss" in h]
    assert list(printed.get("val_loss").index) == eval_steps == list(state.get("val_loss").index)
    assert list(printed.get("train_loss").index) == list(state.get("train_loss").index)
    assert printed.hparams["max_steps"] == 84 and printed.hparams["model_params"] == 28032


def test_hf_dicts_without_header_or_state_are_numbered_in_order_and_say_so() -> None:
    text = ("{'loss': 0.9, 'learning_rate': 5e-05, 'epoch': 0.1}\n{'loss': 0.7, 'learning_rate': 4e-05, 'epoch': 0.2}\n"
            "{'eval_loss': 0.8, 'eval_runtime': 1.5, 'epoch': 0.2}\n{'train_runtime': 10.0, 'train_loss': 0.8, 'epoch': 0.2}\n")
    run = read_runs(text=text)[0]
    assert run.format == "hf"
    assert list(run.get("train_loss").items()) == [(1, 0.9), (2, 0.7)]
    assert list(run.get("val_loss").items()) == [(2, 0.8)]
    assert any("numbered" in n for n in run.notes)


def test_keras_outputs_and_csvlogger_agree_epoch_by_epoch() -> None:
    csv = pd.read_csv(FIX / "keras" / "training.csv")
    for name in ("fit_verbose2.log", "fit_tf2_style.log", "training.csv"):
        run = read_runs(FIX / "keras" / name)[0]
        assert run.step_unit == "epoch"
        assert list(run.get("val_loss").index) == list(range(1, len(csv) + 1))
        assert np.allclose(run.get("val_loss").to_numpy(), csv["val_loss"], atol=5e-5)
        assert np.allclose(run.get("train_accuracy").to_numpy(), csv["accuracy"], atol=5e-5)
    keras3 = read_runs(FIX / "keras" / "fit_keras3.log")[0]
    assert np.allclose(keras3.get("val_loss").to_numpy(), csv["val_loss"], atol=5e-5)


def test_nanogpt_iters_evals_units_and_placeholder_mfu() -> None:
    path = FIX / "nanogpt" / "train_shakespeare_char.log"
    run = read_runs(path)[0]
    iters = _grep(path, r"iter (\d+): loss ([\d.]+), time ([\d.]+)ms, mfu (-?[\d.]+)%")
    evals = _grep(path, r"step (\d+): train loss ([\d.]+), val loss ([\d.]+)")
    assert list(run.get("train_loss").index) == [int(i) for i, *_ in iters]
    assert run.get("step_time").iloc[0] == pytest.approx(float(iters[0][2]) / 1000)
    assert list(run.get("val_loss").items()) == [(int(s), float(v)) for s, _, v in evals]
    assert (run.get("mfu") >= 0).all() and len(run.get("mfu")) == sum(1 for *_, m in iters if float(m) >= 0)
    assert run.hparams["lr"] == 1e-3 and run.hparams["max_steps"] == 400 and run.hparams["tokens_per_step"] == 512


def test_megatron_iterations_validation_and_fp16_events() -> None:
    path = FIX / "megatron" / "pretrain_gpt.log"
    run = read_runs(path)[0]
    lm = _grep(path, r"iteration\s+(\d+)/.*?lm loss: ([\d.E+-]+)")
    assert list(run.get("train_loss").items()) == [(int(i), float(v)) for i, v in lm]
    assert list(run.get("val_loss").index) == [100, 200, 300]
    assert run.get("step_time").iloc[0] == pytest.approx(0.5216)  # 521.6 ms
    kinds = {(e.kind, e.step) for e in run.events}
    assert ("loss_scale_change", 150) in kinds and ("skipped_step", 150) in kinds
    assert any(e.kind == "overflow" for e in run.events)
    assert run.hparams["precision"] == "fp16" and run.hparams["lr"] == 3e-4 and run.hparams["max_steps"] == 300


def test_deepspeed_step_lines_read_with_lr_and_throughput() -> None:
    run = read_runs(FIX / "megatron" / "deepspeed.log")[0]
    assert run.get("lr").loc[20] == 1e-4
    assert run.get("train_loss").index[-1] == 200 and run.has("throughput")


def test_fairseq_text_and_json_logs_read_the_same_numbers() -> None:
    text = read_runs(FIX / "fairseq" / "train.log")[0]
    js = read_runs(FIX / "fairseq" / "train_json.log")[0]
    for metric in ("train_loss", "val_loss", "lr", "grad_norm", "throughput"):
        pd.testing.assert_series_equal(text.get(metric), js.get(metric), check_names=False)
    assert list(text.get("val_loss").index) == [100, 200, 300]
    inner = _grep(FIX / "fairseq" / "train.log", r"\| train_inner \|.* loss=([\d.]+), nll_loss")
    assert np.array_equal(text.get("train_loss").to_numpy(), [float(v) for v in inner])  # epoch summaries skipped
    assert text.hparams["lr"] == 0.0005 and text.hparams["model_params"] == 39469056


def test_mmengine_epoch_iterations_become_global_steps() -> None:
    for name in ("mmengine_train.log", "mmcv_train.log"):
        run = read_runs(FIX / "mmengine" / name)[0]
        loss = run.get("train_loss")
        assert loss.index[0] == 10 and loss.index[-1] == 300 and loss.index.is_unique
        assert list(run.get("val_accuracy").index) == [100, 200, 300]
    it = read_runs(FIX / "mmengine" / "mmengine_iter.log")[0]
    assert list(it.get("train_loss").index) == [50, 100, 150, 200, 250, 300]
    assert list(it.get("val_miou").index) == [150]


def test_caffe_solver_iterations_and_test_outputs() -> None:
    path = FIX / "caffe" / "caffe_train.log"
    run = read_runs(path)[0]
    losses = _grep(path, r"Iteration (\d+)(?: \([^)]*\))?, loss = ([\d.e+-]+)")
    assert list(run.get("train_loss").items()) == [(int(i), float(v)) for i, v in losses]
    assert list(run.get("val_accuracy").index) == [100, 200, 300]
    assert run.hparams["lr"] == 0.01 and run.hparams["weight_decay"] == 0.0005


def test_caffe_wall_time_comes_from_the_glog_prefix_of_each_loss_line() -> None:
    path = FIX / "caffe" / "caffe_train.log"
    run = read_runs(path)[0]
    stamps = _grep(path, r"(?m)^I\d{4} (\d\d):(\d\d):(\d\d\.\d+) .*Iteration (\d+)(?: \([^)]*\))?, loss = ")
    first = _grep(path, r"(?m)^I\d{4} (\d\d):(\d\d):(\d\d\.\d+) ")[0]

    def seconds(h: str, m: str, s: str) -> float:
        return int(h) * 3600 + int(m) * 60 + float(s)

    expected = {int(it): seconds(h, m, s) - seconds(*first) for h, m, s, it in stamps}
    got = run.get("wall_time")
    assert list(got.index) == list(expected)
    np.testing.assert_allclose(got.to_numpy(), list(expected.values()), atol=1e-6)


def test_generic_reader_keeps_repeating_pairs_and_uses_the_step_key() -> None:
    run = read_runs(FIX / "generic" / "absl_train.log")[0]
    assert run.format == "generic"
    assert run.get("train_loss").index[0] == 5 and run.get("train_loss").index[-1] == 300
    assert list(run.get("val_loss").index) == [100, 200, 300]
    assert not any(m.startswith("i1121") or m in {"jax_process"} for m in run.metrics)


def test_generic_without_step_numbers_counts_lines_in_order() -> None:
    text = "\n".join(f"[worker] objective={1 / (i + 1):.4f} | top1={i / 10:.2f}" for i in range(6))
    run = read_runs(text=text, format="generic")[0]
    assert list(run.get("train_loss").index) == list(range(6))
    assert any("order" in n for n in run.notes)


def test_freetext_logging_prefix_keeps_epoch_summaries_apart_and_reads_namespace() -> None:
    path = FIX / "freetext" / "logging_prefix.log"
    run = read_runs(path)[0]
    steps = _grep(path, r"step (\d+) loss ([\d.]+) lr ([\d.e+-]+)")
    assert list(run.get("train_loss").items()) == [(int(s), float(v)) for s, v, _ in steps]
    summaries = _grep(path, r"Epoch \[\d+/\d+\] train_loss=([\d.]+) val_loss=([\d.]+)")
    assert np.array_equal(run.get("train_loss_epoch").to_numpy(), [float(a) for a, _ in summaries])
    assert np.array_equal(run.get("val_loss").to_numpy(), [float(b) for _, b in summaries])
    assert run.hparams == {"lr": 0.001, "batch_size": 32, "epochs": 4, "optimizer": "adam", "weight_decay": 0.0,
                           "seed": 0}


def test_tqdm_bar_counts_unroll_across_epochs() -> None:
    run = read_runs(FIX / "freetext" / "tqdm_bar.log")[0]
    loss = run.get("train_loss")
    assert loss.index.is_monotonic_increasing and loss.index[-1] == 3 * 32
    assert set(run.get("epoch").unique()) == {0.0, 1.0, 2.0}


def test_tensor_reprs_and_ansi_colour_are_read_as_plain_numbers() -> None:
    path = FIX / "freetext" / "colored_tensor.log"
    run = read_runs(path)[0]
    printed = _grep(path, r"step (\d+) \| loss: tensor\(([\d.]+), grad_fn")
    assert list(run.get("train_loss").items()) == [(int(s), float(v)) for s, v in printed]
    assert run.meta["units"]["train_accuracy"] == "%"
    assert "ANSI colour codes stripped" in run.notes


def test_messy_log_is_read_and_everything_odd_is_reported() -> None:
    first, second = read_runs(FIX / "freetext" / "messy.log")
    assert first.steps == (4, 168) and second.steps == (4, 56)
    assert second.hparams["seed"] == 4 and first.hparams["seed"] == 3
    kinds = {e.kind: e for e in first.events}
    assert kinds["resume"].step == 124 and "152" in kinds["resume"].text
    assert "DataLoader worker" in kinds["traceback"].text
    assert kinds["warning"].step == 120
    notes = " ".join(first.notes)
    assert "CRLF" in notes and "backwards" in notes and "cut off" in notes and "2 runs" in notes


def test_forcing_a_format_overrides_detection_and_a_wrong_one_fails_cleanly() -> None:
    path = FIX / "nanogpt" / "train_shakespeare_char.log"
    assert read_runs(path, format="generic")[0].format == "generic"
    with pytest.raises(ParseError):
        read_runs(path, format="hf")
    with pytest.raises(ParseError):
        read_runs(path, format="caffe")


@pytest.mark.parametrize("text,value", [
    ("1e-3", 1e-3), ("3.0E-04", 3e-4), ("nan", math.nan), ("NaN", math.nan), ("inf", math.inf),
    ("-inf", -math.inf), ("2.3E+00", 2.3), ("0.4123", 0.4123), ("-1.5", -1.5), ("5e-05", 5e-05), ("12", 12.0),
])
def test_every_number_notation_reads_back_exactly_in_a_log(text: str, value: float) -> None:
    log = "\n".join(f"step {i} loss {text if i == 3 else '0.5'} lr 0.001" for i in range(1, 6))
    got = read_runs(text=log)[0].get("train_loss").loc[3]
    assert (math.isnan(got) and math.isnan(value)) or got == value


def test_events_are_classified_by_their_most_specific_kind() -> None:
    log = "\n".join([
        "step 1 loss 0.9", "step 2 loss 0.8",
        "Gradient overflow.  Skipping step, loss scaler 0 reducing loss scale to 32768.0",
        "step 3 loss 0.7",
        "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB",
        "step 4 loss 0.6", "Warning: NaN or Inf found in input tensor.", "step 5 loss 0.5",
    ])
    run = read_runs(text=log)[0]
    assert [(e.kind, e.step, e.line) for e in run.events] == [("overflow", 2, 3), ("oom", 3, 5), ("nan_warning", 4, 7)]


def test_arbitrary_bytes_only_raise_the_documented_error() -> None:
    mine = [formats()[f] for f in ("freetext", "generic", "hf", "keras", "nanogpt", "megatron", "fairseq",
                                   "mmengine", "caffe")]

    @settings(max_examples=60, deadline=None)
    @given(st.binary(max_size=400) | st.text(alphabet="abloss =:0123456789.e-nai|\n\r[]{}',/", max_size=400))
    def check(data: bytes | str) -> None:
        text = data.decode("utf-8", "replace") if isinstance(data, bytes) else data
        for module in mine:
            with contextlib.suppress(TraindiagError):
                module.read(Source(pasted=text))

    check()


def test_hf_key_missing_from_a_dict_is_not_logged_while_a_printed_nan_is() -> None:
    text = ("  Num Epochs = 2\n  Total optimization steps = 100\n"
            "{'loss': 2.3, 'grad_norm': 1.5, 'learning_rate': 5e-05, 'epoch': 0.1}\n"
            "{'loss': nan, 'grad_norm': nan, 'learning_rate': 4e-05, 'epoch': 0.2}\n"
            "{'loss': 1.9, 'learning_rate': 3.5e-05, 'epoch': 0.3}\n")
    run = read_runs(text=text)[0]
    assert list(run.get("grad_norm").index) == [5, 10] and math.isnan(run.get("grad_norm").loc[10])
    assert list(run.get("train_loss").index) == [5, 10, 15]


def test_an_mmengine_log_whose_config_dump_fills_the_sniffed_head_is_still_read_as_mmengine(tmp_path) -> None:
    from traindiag.ingest import read_runs

    config = "".join(f"    dict(type='Resize{i}', scale=(640, 640), keep_ratio=True),\n" for i in range(1500))
    lines = "".join(f"2023/06/03 08:36:{i:02d} - mmengine - INFO - Epoch(train)   [{i + 1}][3/3]  lr: {1e-5 * (i + 1):e}  "
                    f"eta: 1:08:55  time: 6.9  data_time: 6.3  memory: 5752  loss: {4.1 - 0.1 * i:f}\n" for i in range(20))
    path = tmp_path / "20230603_083556.log"
    path.write_text("2023/06/03 08:30:00 - mmengine - INFO - Config:\ntrain_cfg = dict(by_epoch=True, max_epochs=200, "
                    "val_interval=10)\n" + config + lines)
    run = read_runs(path)[0]
    assert run.format == "mmengine" and len(run.series["train_loss"]) == 20
    assert run.hparams["epochs"] == 200


MXNET_LOG = """\
INFO:root:Epoch[0] Batch [100]\tSpeed: 512.30 samples/sec\tTrain-accuracy=0.412000
INFO:root:Epoch[0] Batch [200]\tSpeed: 514.02 samples/sec\tTrain-accuracy=0.553000
INFO:root:Epoch[0] Train-accuracy=0.583117
INFO:root:Epoch[0] Time cost=12.633
INFO:root:Epoch[0] Validation-accuracy=0.511429
INFO:root:Epoch[1] Batch [100]\tSpeed: 515.10 samples/sec\tTrain-accuracy=0.701000
INFO:root:Epoch[1] Batch [200]\tSpeed: 509.77 samples/sec\tTrain-accuracy=0.742000
INFO:root:Epoch[1] Train-accuracy=0.753001
INFO:root:Epoch[1] Time cost=9.791
INFO:root:Epoch[1] Validation-accuracy=0.611429
"""


def test_an_mxnet_fit_log_is_read_with_global_batch_steps_and_epoch_summaries() -> None:
    from traindiag.ingest import read_runs

    run = read_runs(text=MXNET_LOG)[0]
    assert run.format == "mxnet"
    assert run.series["train_accuracy"].index.tolist() == [100, 200, 400, 500]  # 300 batches an epoch
    assert run.series["val_accuracy"].tolist() == [0.511429, 0.611429]
    assert run.series["val_accuracy"].index.tolist() == [300, 600]
    assert len(run.series["throughput"]) == 4 and len(run.series["train_accuracy_epoch"]) == 2


def test_an_mxnet_log_of_epoch_summaries_only_is_read_per_epoch() -> None:
    from traindiag.ingest import read_runs

    text = "".join(line + "\n" for line in MXNET_LOG.splitlines() if "Batch" not in line)
    run = read_runs(text=text)[0]
    assert run.step_unit == "epoch" and run.series["train_accuracy"].index.tolist() == [0, 1]


PASTED_CHAT = """Hi, my loss is stuck and I don't know why. I'm using AdamW with lr 3e-4, bf16, batch 32. Here is what it printed:

Epoch 1 | step 100 | loss 2.3021 | lr 0.0003
Epoch 1 | step 200 | loss 2.3019 | lr 0.0003
Epoch 1 | step 300 | loss 2.3024 | lr 0.0003
Epoch 2 | step 400 | loss 2.3018 | lr 0.0003
Epoch 2 | step 500 | loss 2.3022 | lr 0.0003

Any ideas? The accuracy was 0.1 the whole time, which is the same as random for 10 classes.
"""


def test_a_pasted_question_gives_facts_never_metric_points() -> None:
    run = read_runs(text=PASTED_CHAT)[0]
    # the sentence's "lr 3e-4 ... batch 32" is no lr point at step 32, its "0.1" no accuracy
    assert run.get("lr").index.min() == 100 and len(run.get("lr")) == 5
    assert not [s for s in run.series if "acc" in s]
    assert {"optimizer": "adamw", "lr": 3e-4, "batch_size": 32, "precision": "bf16", "num_classes": 10}.items() \
        <= run.hparams.items()
    assert any("prose" in note for note in run.notes)


def test_a_wordy_line_the_loop_prints_every_epoch_is_still_read() -> None:
    text = "".join(f"Epoch {e}: the training loss is {1 / e:.3f} and the validation loss is {1.2 / e:.3f}\n"
                   for e in range(1, 9))
    run = read_runs(text=text)[0]
    assert len(run.get("train_loss")) == 8 and len(run.get("val_loss")) == 8


@pytest.mark.parametrize(("line", "prose"), [
    ("Hi, my loss is stuck and I don't know why, here is what it printed", True),
    ("Any ideas? It has been like this for hours and I think the data is fine", True),
    ("Epoch 1 | step 100 | loss 2.3021 | lr 0.0003", False),
    ("Training MLP on 6400 samples, batch 64, lr=0.001", False),
    ("Saving model checkpoint to ./out/checkpoint-500", False),
    ("The best model is at step 500 with loss 0.3", False),
])
def test_prose_is_told_from_training_prints(line: str, prose: bool) -> None:
    from traindiag.ingest.textscan import looks_like_prose

    assert looks_like_prose(line) is prose


def test_per_batch_prints_that_carry_only_the_epoch_are_numbered_in_order_not_merged() -> None:
    # Many prints per epoch and no batch counter: one point per epoch kept only the last print of each.
    lines = [f"Epoch {1 + i // 6} train Tot Loss: {2.0 - 0.01 * i:.4f} Accu :{0.1 + 0.005 * i:.4f}" for i in range(18)]
    run = read_runs(text="\n".join(lines) + "\n")[0]
    assert run.step_unit == "step"
    assert len(run.get("train_loss")) == 18
    assert list(run.get("epoch").to_numpy()[[0, 6, 17]]) == [1.0, 2.0, 3.0]
    assert any("several prints per epoch" in note for note in run.notes)


def test_one_print_per_epoch_still_uses_the_epoch_as_the_step() -> None:
    lines = [f"Epoch {e} train loss: {2.0 / e:.4f} val loss: {2.2 / e:.4f}" for e in range(1, 9)]
    run = read_runs(text="\n".join(lines) + "\n")[0]
    assert run.step_unit == "epoch" and list(run.get("train_loss").index) == list(range(1, 9))


def _keras_interactive(epochs: int) -> str:
    """Keras 2 `fit` in a terminal: a dataset download bar, then per-epoch progress lines and the epoch-end line."""
    out = ["Downloading data from https://example.org/mnist.npz",
           *[f"{n:>8}/11490434 [{'=' * (n * 30 // 11490434):.<30}] - ETA: {9 - k}s" for k, n in
             enumerate((16384, 57344, 262144, 1171456, 5521408, 11490434))]]
    for e in range(1, epochs + 1):
        out.append(f"Epoch {e}/{epochs}")
        for k, seen in enumerate((128, 2048, 20480, 40960)):
            out.append(f"{seen:>5}/60000 [==>...........................] - ETA: {40 - 9 * k}s - "
                       f"loss: {1.5 / e + 0.3 / (k + 1):.4f} - acc: {0.5 + 0.04 * e:.4f}")
        out.append(f"60000/60000 [==============================] - 3s 54us/step - loss: {1.0 / e:.4f} - "
                   f"acc: {0.6 + 0.03 * e:.4f} - val_loss: {0.9 / e:.4f} - val_acc: {0.62 + 0.03 * e:.4f}")
    return "\n".join(out) + "\n"


def test_keras_in_a_terminal_gives_one_point_per_epoch_the_epoch_end_value_after_a_download_bar() -> None:
    run = read_runs(text=_keras_interactive(6))[0]
    assert run.format == "keras" and run.step_unit == "epoch"
    loss = run.get("train_loss")
    assert list(loss.index) == [1, 2, 3, 4, 5, 6]  # not the download bar's byte counts, not one point per print
    assert list(loss.round(4)) == [round(1.0 / e, 4) for e in range(1, 7)]  # the epoch-end line, printed last
    assert len(run.get("val_loss")) == 6


def test_a_table_drawn_with_pipes_is_read_with_its_units_and_remarks_dropped() -> None:
    rows = [f" {e:5d} | {1.0 / e:9.4f} | {50 + e:7.2f}% | {0.9 / e + 0.05 * (e % 3):8.4f} | {0.001:8.6f} | "
            f"{19.5 + (e % 3) / 10:5.1f}s{'  ← best' if e % 4 == 1 else ''}" for e in range(1, 13)]
    text = "Starting training\n\n Epoch | TrainLoss | TrainAcc |  ValLoss |       LR |   Time\n" + "-" * 60 + "\n"
    run = read_runs(text=text + "\n".join(rows) + "\n")[0]
    assert run.format == "spaced_table" and run.step_unit == "epoch"
    assert len(run.get("train_loss")) == 12 and run.get("train_accuracy").iloc[0] == 51.0
    assert run.get("step_time").iloc[-1] == 19.5  # "19.5s  ← best": the unit and the remark dropped


def test_a_step_count_said_once_after_an_epoch_log_is_not_the_step_axis() -> None:
    lines = [f"Epoch {e}/200, Train Loss: {1.0 / e:.4f}, Val Acc: {0.3 + 0.01 * e:.4f}" for e in range(1, 21)]
    lines += ["Early stopping!", "", "Model prediction. Total number of steps: 2", "Test Accuracy: 0.8600"]
    run = read_runs(text="\n".join(lines) + "\n")[0]
    assert len(run.get("train_loss")) == 20 and run.get("train_loss").index[-1] == 20


def test_a_trainer_table_pasted_as_markdown_keeps_its_rows_before_the_first_evaluation() -> None:
    rows = ["| Step | Training Loss | Validation Loss | Rewards/chosen |", "|---|---|---|---|"]
    rows += [f"| {s} | {0.69 - 0.001 * s:.4f} | {f'{0.3 + s / 1000:.4f}' if s % 50 == 0 else 'No log'} | "
             f"{s / 1000:.4f} |" for s in range(10, 210, 10)]
    run = read_runs(text="\n".join(rows) + "\n")[0]
    assert len(run.get("train_loss")) == 20  # "No log" is not logged, not a reason to drop the row
    assert run.get("val_loss").index.tolist() == [50, 100, 150, 200]


@pytest.mark.parametrize(("gaps", "names"), [
    (["reward is ", ""], ["reward"]),
    (["grpo_loss is ", " and kl is ", ""], ["grpo_loss", "kl"]),
    (["val loss was ", ""], ["val loss"]),
    (["loss: ", ""], ["loss"]),
])
def test_a_number_after_is_or_was_is_named_by_the_word_before(gaps: list[str], names: list[str]) -> None:
    from traindiag.ingest.textscan import name_slots

    assert [s.name for s in name_slots(gaps)] == names


def test_a_planned_total_printed_once_and_error_messages_do_not_make_steps() -> None:
    # verl under Ray: `Total training steps: 133000` once, workers' `ValueError: step 0 - ...` messages, and the
    # trainer's `step:N - key:value` lines. Taken as steps, the first two split the run into restarts.
    lines = ["(TaskRunner pid=1) Total training steps: 133000"]
    for s in range(1, 11):
        lines.append(f"(Worker pid=7) ValueError: step 0 - extract action failed from: click(start_box='({s * 61},{s * 97})')")
        lines.append(f"(TaskRunner pid=1) step:{s} - actor/entropy:{1.18 - 0.01 * s:.4f} - actor/pg_loss:{0.001 * s:.4f}"
                     f" - critic/score/mean:{0.2 + 0.03 * s:.4f} - actor/grad_norm:{3.0 + 0.1 * s:.3f}")
    runs = read_runs(text="\n".join(lines) + "\n")
    assert len(runs) == 1
    assert runs[0].get("train_loss").index.tolist() == list(range(1, 11))
    assert not [m for m in runs[0].series if "start_box" in m]


def test_a_traceback_followed_by_more_metric_lines_is_not_where_the_run_died() -> None:
    from traindiag.diagnosis.engine import crash_at_end

    lines = [f"step {s} loss {2.0 / s:.4f}" for s in range(1, 41)]
    error = ["Traceback (most recent call last):", '  File "worker.py", line 3, in act', "ValueError: bad action"]
    died = read_runs(text="\n".join(lines + error) + "\n")[0]
    # after the last step the process goes on printing (a rollout loop that logs no step): it did not die
    going_on = [f"trial {k}: cur_batch={40 + k}, total filtered={50 + k}" for k in range(1, 4)]
    handled = read_runs(text="\n".join(lines + going_on[:1] + error + going_on[1:]) + "\n")[0]
    assert crash_at_end(died) is not None and crash_at_end(died).kind == "traceback"
    assert crash_at_end(handled) is None
