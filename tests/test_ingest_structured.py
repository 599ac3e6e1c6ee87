"""Structured readers: CSV, JSONL, W&B, Lightning, Ultralytics, MLflow, TensorBoard; folders; bad input."""

from __future__ import annotations

import csv
import json
import math
import struct
from pathlib import Path

import numpy as np
import pytest
import traindiag.ingest as ingest
from traindiag.errors import InputError, ParseError
from traindiag.ingest import formats, read_run, read_runs

FIX = Path(__file__).resolve().parents[1] / "fixtures"


def by_name(runs):
    return {r.name: r for r in runs}


# --- a minimal event-file writer, to build TensorBoard inputs the fixture does not cover ------------

def _varint(n: int) -> bytes:
    n &= (1 << 64) - 1
    out = bytearray()
    while True:
        if n < 0x80:
            out.append(n)
            return bytes(out)
        out.append((n & 0x7F) | 0x80)
        n >>= 7


def _field(number: int, wire: int, payload: bytes | int) -> bytes:
    key = _varint(number << 3 | wire)
    if wire == 0:
        return key + _varint(int(payload))
    if wire == 2:
        return key + _varint(len(payload)) + payload
    return key + payload


def _event(step: int, values: list[bytes], wall: float = 1.7e9) -> bytes:
    summary = b"".join(_field(1, 2, v) for v in values)
    return _field(1, 1, struct.pack("<d", wall)) + _field(2, 0, step) + _field(5, 2, summary)


def _record(payload: bytes) -> bytes:
    # CRCs are left at zero: the reader does not check them.
    return struct.pack("<Q", len(payload)) + b"\0" * 4 + payload + b"\0" * 4


def _simple(tag: str, value: float) -> bytes:
    return _field(1, 2, tag.encode()) + _field(2, 5, struct.pack("<f", value))


def _tensor_value(tag: str, tensor: bytes, plugin: str | None) -> bytes:
    meta = _field(9, 2, _field(1, 2, _field(1, 2, plugin.encode()))) if plugin else b""
    return _field(1, 2, tag.encode()) + meta + _field(8, 2, tensor)


# --- TensorBoard ---------------------------------------------------------------------------------

def test_tensorboard_logdir_gives_one_run_per_subfolder():
    runs = by_name(read_runs(FIX / "tensorboard" / "logdir"))
    assert set(runs) == {"run_lr_0.01", "run_lr_3.0"}
    assert all(r.format == "tensorboard" for r in runs.values())


def test_tensorboard_scalars_keep_torch_values_and_canonical_names():
    run = by_name(read_runs(FIX / "tensorboard" / "logdir"))["run_lr_0.01"]
    loss = run.series["train_loss"]
    assert run.original_names["train_loss"] == "Loss/train"
    assert len(loss) == 60 and loss.index[0] == 0 and loss.index[-1] == 59
    # add_scalar stores float32: the value is the float32 nearest the logged one.
    assert loss.iloc[0] == pytest.approx(0.6390502452850342, rel=1e-7)
    assert np.allclose(run.series["lr"].to_numpy(), np.float32(0.01))
    assert list(run.series["val_loss"].index) == [19, 39, 59]


def test_tensorboard_nan_scalar_stays_nan_at_its_step():
    run = by_name(read_runs(FIX / "tensorboard" / "logdir"))["run_lr_3.0"]
    loss = run.series["train_loss"]
    first_nan = int(loss.index[loss.isna()][0])
    assert first_nan == 20
    assert np.isfinite(loss.loc[:19]).all()


def test_tensorboard_histograms_are_skipped_and_noted():
    run = by_name(read_runs(FIX / "tensorboard" / "logdir"))["run_lr_0.01"]
    assert not any("weights" in name for name in run.series)
    assert any("weights/fc1" in note for note in run.notes)


def test_torch_add_hparams_folder_joins_its_run_as_hyperparameters():
    runs = read_runs(FIX / "tensorboard" / "logdir")
    assert len(runs) == 2
    run = by_name(runs)["run_lr_0.01"]
    assert run.hparams == {"lr": 0.01, "optimizer": "sgd", "batch_size": 64.0}
    assert run.series["wall_time"].max() < 60  # the hparams write does not stretch the run's clock


def test_tensorboard_tf2_tensor_scalars_are_read_and_histogram_tensors_skipped(tmp_path):
    float_tensor = _field(1, 0, 1) + _field(2, 2, b"") + _field(5, 2, struct.pack("<f", 0.25))
    double_tensor = _field(1, 0, 2) + _field(4, 2, struct.pack("<d", 1e-4))
    hist = _field(1, 0, 2) + _field(2, 2, _field(2, 2, _field(1, 0, 3)) + _field(2, 2, _field(1, 0, 3))) \
        + _field(4, 2, struct.pack("<9d", *range(9)))
    records = [_record(_field(1, 1, struct.pack("<d", 1.7e9)) + _field(3, 2, b"brain.Event:2"))]
    for step in range(1, 4):
        records.append(_record(_event(step, [_tensor_value("epoch_loss", float_tensor, "scalars" if step == 1 else None)])))
        records.append(_record(_event(step, [_tensor_value("learning_rate", double_tensor, "scalars")])))
        records.append(_record(_event(step, [_tensor_value("dense/kernel", hist, "histograms")])))
    path = tmp_path / "events.out.tfevents.1.host"
    path.write_bytes(b"".join(records))
    run = read_run(path)
    assert list(run.series["train_loss"]) == [0.25, 0.25, 0.25]
    assert list(run.series["lr"]) == [1e-4] * 3
    assert "dense_kernel" not in run.series and not any("kernel" in m for m in run.series)


def test_keras_train_and_validation_folders_are_one_run_counted_in_epochs(tmp_path):
    for half, losses in (("train", [0.9, 0.7, 0.6]), ("validation", [1.0, 0.8, 0.75])):
        (tmp_path / "logs" / half).mkdir(parents=True)
        tensor = [_field(1, 0, 1) + _field(5, 2, struct.pack("<f", v)) for v in losses]
        records = [_record(_event(epoch, [_tensor_value("epoch_loss", t, "scalars")])) for epoch, t in enumerate(tensor)]
        (tmp_path / "logs" / half / "events.out.tfevents.5.host.v2").write_bytes(b"".join(records))
    (run,) = read_runs(tmp_path / "logs")
    assert run.name == "logs" and run.step_unit == "epoch"
    assert list(run.series["train_loss"]) == pytest.approx([0.9, 0.7, 0.6])
    assert list(run.series["val_loss"]) == pytest.approx([1.0, 0.8, 0.75])
    assert run.original_names["val_loss"] == "validation/epoch_loss"


def test_tensorboard_truncated_last_record_is_dropped_and_noted(tmp_path):
    good = b"".join(_record(_event(s, [_simple("loss", 1.0 / s)])) for s in range(1, 6))
    path = tmp_path / "events.out.tfevents.2.host"
    path.write_bytes(good + _record(_event(6, [_simple("loss", 0.1)]))[:-7])
    run = read_run(path)
    assert list(run.series["train_loss"].index) == [1, 2, 3, 4, 5]
    assert any("incomplete record" in n for n in run.notes)


def test_tensorboard_restarted_writer_in_one_folder_is_joined_and_reported_as_resume(tmp_path):
    first = b"".join(_record(_event(s, [_simple("loss", 2.0)])) for s in range(1, 11))
    second = b"".join(_record(_event(s, [_simple("loss", 1.0)])) for s in range(6, 16))
    (tmp_path / "events.out.tfevents.100.host").write_bytes(first)
    (tmp_path / "events.out.tfevents.200.host").write_bytes(second)
    run = read_run(tmp_path)
    loss = run.series["train_loss"]
    assert list(loss.index) == list(range(1, 16))
    assert loss.loc[6] == 1.0 and loss.loc[5] == 2.0  # the later write wins on the overlap
    assert [e.step for e in run.events if e.kind == "resume"] == [6]


def test_tensorboard_hparams_plugin_values_become_hparams(tmp_path):
    def entry(key: str, value: bytes) -> bytes:
        return _field(1, 2, _field(1, 2, key.encode()) + _field(2, 2, value))

    session = entry("lr", _field(2, 1, struct.pack("<d", 3e-4))) + entry("optimizer", _field(3, 2, b"adamw"))
    content = _field(3, 2, session)
    meta = _field(9, 2, _field(1, 2, _field(1, 2, b"hparams") + _field(2, 2, content)))
    hp_value = _field(1, 2, b"_hparams_/session_start_info") + meta
    path = tmp_path / "events.out.tfevents.3.host"
    path.write_bytes(_record(_event(0, [hp_value])) + _record(_event(1, [_simple("loss", 0.5)])))
    run = read_run(path)
    assert run.hparams == {"lr": 3e-4, "optimizer": "adamw"}


# --- CSV / JSONL ---------------------------------------------------------------------------------

def _csv_column(path: Path, column: str) -> dict[int, float]:
    with path.open() as fh:
        return {int(r["step"]): float(r[column]) for r in csv.DictReader(fh) if r[column] != ""}


def test_csv_fixture_reads_every_logged_value_and_keeps_nan_at_its_step():
    path = FIX / "csv" / "metrics.csv"
    run = read_run(path)
    assert run.format == "csv"
    expected = _csv_column(path, "train_loss")
    loss = run.series["train_loss"]
    assert list(loss.index) == sorted(expected)
    assert all((math.isnan(expected[s]) and math.isnan(v)) or expected[s] == v for s, v in loss.items())
    assert int(loss.index[loss.isna()][0]) == min(s for s, v in expected.items() if math.isnan(v))


def test_csv_sparse_eval_rows_stay_a_sparse_val_series():
    run = read_run(FIX / "csv" / "metrics.csv")
    assert list(run.series["val_loss"].index) == list(range(25, 201, 25))
    assert run.series["throughput"].size == 200  # samples_per_sec
    assert run.original_names["throughput"] == "samples_per_sec"


def test_jsonl_fixture_maps_names_and_keeps_nan_and_infinity():
    path = FIX / "jsonl" / "metrics.jsonl"
    run = read_run(path)
    rows = [json.loads(line) for line in path.read_text().splitlines()]
    train = {r["step"]: r["loss"] for r in rows if "loss" in r}
    loss = run.series["train_loss"]
    assert all((math.isnan(train[s]) and math.isnan(v)) or train[s] == v for s, v in loss.items())
    norms = {r["step"]: r["grad_norm"] for r in rows if "grad_norm" in r}
    inf_step = min(s for s, v in norms.items() if math.isinf(v))
    assert math.isinf(run.series["grad_norm"].loc[inf_step])
    assert run.meta["val_split"] == "eval" and run.series["val_loss"].size == 8
    assert "wall_time" in run.series  # "time" grows like a clock


def test_jsonl_lines_with_keys_in_another_order_are_read_by_key_not_position(tmp_path):
    path = tmp_path / "log.jsonl"
    path.write_text('{"step": 1, "loss": 0.5, "lr": 0.1}\n{"step": 2, "lr": 0.2, "loss": 0.4}\n')
    run = read_run(path)
    assert list(run.series["train_loss"]) == [0.5, 0.4]
    assert list(run.series["lr"]) == [0.1, 0.2]


def test_jsonl_warning_lines_and_truncated_last_line_are_skipped_and_counted(tmp_path):
    path = tmp_path / "log.jsonl"
    path.write_text('{"step": 1, "loss": 0.5}\nUserWarning: something\n{"step": 2, "loss": 0.4}\n{"step": 3, "lo')
    run = read_run(path, format="jsonl")
    assert list(run.series["train_loss"].index) == [1, 2]
    assert any("2 lines could not be read as JSON" in n for n in run.notes)


def test_jsonl_quoted_nan_and_infinity_strings_are_values_and_null_is_missing(tmp_path):
    path = tmp_path / "log.jsonl"
    path.write_text('{"step": 1, "loss": "NaN"}\n{"step": 2, "loss": "Infinity"}\n{"step": 3, "loss": null}\n')
    loss = read_run(path).series["train_loss"]
    assert list(loss.index) == [1, 2] and math.isnan(loss.loc[1]) and loss.loc[2] == math.inf


def test_jsonl_nested_objects_are_flattened_with_slashes(tmp_path):
    path = tmp_path / "log.jsonl"
    path.write_text('{"step": 1, "train": {"loss": 0.9}, "val": {"loss": 1.1}}\n'
                    '{"step": 2, "train": {"loss": 0.8}, "val": {"loss": 1.0}}\n')
    run = read_run(path)
    assert list(run.series["train_loss"]) == [0.9, 0.8] and list(run.series["val_loss"]) == [1.1, 1.0]


def test_csv_with_windows_line_endings_reads_the_same(tmp_path):
    path = tmp_path / "log.csv"
    path.write_bytes(b"step,loss,lr\r\n1,0.5,1e-3\r\n2,0.4,1e-3\r\n")
    run = read_run(path)
    assert list(run.series["train_loss"]) == [0.5, 0.4] and list(run.series["lr"]) == [1e-3, 1e-3]


def test_csv_resume_where_step_goes_backwards_is_an_event_and_later_values_win(tmp_path):
    path = tmp_path / "log.csv"
    path.write_text("step,loss\n1,1.0\n2,0.9\n3,0.8\n2,0.7\n3,0.6\n4,0.5\n")
    run = read_run(path)
    assert [(e.kind, e.step, e.line) for e in run.events] == [("resume", 2, 5)]
    assert list(run.series["train_loss"]) == [1.0, 0.7, 0.6, 0.5]


def test_csv_without_step_column_uses_row_number_and_says_so(tmp_path):
    path = tmp_path / "log.csv"
    path.write_text("loss,accuracy\n0.9,0.1\n0.8,0.2\n")
    run = read_run(path)
    assert list(run.series["train_loss"].index) == [0, 1]
    assert list(run.series["train_accuracy"]) == [0.1, 0.2]
    assert any("row number" in n for n in run.notes)


def test_csv_with_only_an_epoch_column_counts_in_epochs(tmp_path):
    path = tmp_path / "log.csv"
    path.write_text("epoch,train_loss,val_loss\n1,0.9,1.0\n2,0.7,0.9\n")
    run = read_run(path, format="csv")  # detected, this shape is Keras' CSVLogger (its reader counts from 0)
    assert run.step_unit == "epoch" and list(run.series["val_loss"].index) == [1, 2]


def test_csv_run_column_splits_into_one_run_per_value(tmp_path):
    path = tmp_path / "sweep.csv"
    path.write_text("run,step,loss\na,1,0.9\nb,1,0.8\na,2,0.7\nb,2,0.6\n")
    runs = by_name(read_runs(path))
    assert list(runs["a"].series["train_loss"]) == [0.9, 0.7]
    assert list(runs["b"].series["train_loss"]) == [0.8, 0.6]


def test_tab_separated_metrics_are_read(tmp_path):
    path = tmp_path / "log.tsv"
    path.write_text("iteration\tloss\tgrad_norm\n10\t2.5\t1.5\n20\t2.25\t1.25\n")
    run = read_run(path)
    assert list(run.series["grad_norm"].index) == [10, 20] and list(run.series["train_loss"]) == [2.5, 2.25]


# --- W&B, Lightning, Ultralytics, MLflow --------------------------------------------------------

def test_wandb_csv_export_gives_one_run_per_wandb_run_without_min_max_columns():
    runs = by_name(read_runs(FIX / "wandb" / "export.csv"))
    assert set(runs) == {"fluent-river-7", "misty-sun-8"}
    assert runs["misty-sun-8"].series["train_loss"].size == 80  # empty cells after its last step
    assert runs["fluent-river-7"].series["train_loss"].size == 100
    assert list(runs["fluent-river-7"].series) == ["train_loss"]


def test_wandb_history_uses_step_runtime_and_skips_media_objects():
    path = next((FIX / "wandb").rglob("wandb-history.jsonl"))
    run = read_run(path)
    assert run.format == "wandb" and run.name == "run-20260301_101500-3kq8zv1a"
    assert run.series["wall_time"].iloc[0] == 1.9
    assert list(run.series["val_loss"].index) == [19, 39, 59, 79, 99]
    assert not any("gradients" in m for m in run.series)


def test_lightning_step_and_epoch_columns_are_kept_apart():
    run = read_run(FIX / "lightning" / "lightning_logs" / "version_0" / "metrics.csv")
    assert run.format == "lightning" and run.name == "version_0"
    assert run.original_names["train_loss"] == "train_loss_step"
    assert run.series["train_loss_epoch"].size == 4
    assert run.series["val_loss"].size == 4 and run.series["val_accuracy"].size == 4
    lr = run.series["lr"]
    assert lr.iloc[0] == 0.003 and lr.iloc[-1] == 0.0015  # StepLR halves it after two epochs
    assert run.hparams["lr"] == "0.003"


def test_lightning_logs_folder_names_runs_by_version():
    runs = read_runs(FIX / "lightning")
    assert [r.name for r in runs] == ["lightning_logs/version_0"]


def test_ultralytics_losses_are_kept_per_component_and_summed(tmp_path):
    run = read_run(FIX / "ultralytics" / "train" / "results.csv")
    assert run.format == "ultralytics" and run.step_unit == "epoch"
    parts = run.series["train_box_loss"] + run.series["train_cls_loss"] + run.series["train_dfl_loss"]
    assert np.allclose(run.series["train_loss"], parts)
    assert "val_map50_95" in run.series and run.series["lr"].size == 30


def test_ultralytics_nan_component_makes_the_total_nan(tmp_path):
    path = tmp_path / "results.csv"
    path.write_text("epoch,train/box_loss,train/cls_loss,val/box_loss,metrics/mAP50(B)\n"
                    "1,1.5,2.0,1.6,0.1\n2,nan,1.8,1.5,0.2\n")
    loss = read_run(path).series["train_loss"]
    assert loss.loc[1] == 3.5 and math.isnan(loss.loc[2])


def test_mlflow_tree_gives_one_run_per_run_folder_with_params():
    runs = by_name(read_runs(FIX / "mlflow" / "mlruns"))
    assert set(runs) == {"adam-lr1e-3", "adam-lr1e-2-wd"}
    run = runs["adam-lr1e-2-wd"]
    assert run.hparams["weight_decay"] == "0.01"
    metric_file = next((FIX / "mlflow" / "mlruns").rglob("0a1b*/metrics/train/loss"))
    expected = {int(s): float(v) for _, v, s in (ln.split() for ln in metric_file.read_text().splitlines())}
    assert run.series["train_loss"].to_dict() == expected


def test_mlflow_single_run_folder_is_read(tmp_path):
    run_dir = next((FIX / "mlflow" / "mlruns").glob("*/9f1c*"))
    assert read_run(run_dir).name == "adam-lr1e-3"


# --- folders and the entry point ----------------------------------------------------------------

def test_plain_run_folder_reads_every_log_in_it(tmp_path):
    (tmp_path / "train.csv").write_text("step,loss\n1,0.9\n2,0.8\n")
    (tmp_path / "eval.jsonl").write_text('{"step": 2, "eval_loss": 1.0}\n')
    (tmp_path / "config.json").write_text('{"lr": 0.1, "layers": 3}')
    runs = by_name(read_runs(tmp_path))
    assert set(runs) == {"train.csv", "eval.jsonl"}


def test_folder_reads_only_the_latest_checkpoint_copy_of_a_log(tmp_path):
    for step in (10, 20):
        (tmp_path / f"checkpoint-{step}").mkdir()
        rows = "".join(f"{s},{1 / s}\n" for s in range(1, step + 1))
        (tmp_path / f"checkpoint-{step}" / "log.csv").write_text("step,loss\n" + rows)
    (run,) = read_runs(tmp_path)
    assert run.series["train_loss"].index[-1] == 20


def test_empty_folder_says_what_was_expected(tmp_path):
    with pytest.raises(ParseError, match="nothing readable.*expected training logs"):
        read_runs(tmp_path)


def test_binary_file_is_refused_in_one_line(tmp_path):
    path = tmp_path / "model.bin"
    path.write_bytes(bytes(range(256)) * 50)
    with pytest.raises(ParseError, match="looks binary") as err:
        read_runs(path)
    assert "\n" not in str(err.value)


def test_empty_file_is_refused(tmp_path):
    path = tmp_path / "train.log"
    path.write_text("")
    with pytest.raises(ParseError, match="is empty; expected a training log"):
        read_runs(path)


def test_text_without_metrics_is_refused():
    with pytest.raises(ParseError, match="no training metrics found"):
        read_runs(text="hello world\nthis is not a training log\n")


def test_file_over_the_size_limit_is_refused_naming_the_limit(tmp_path, monkeypatch):
    monkeypatch.setattr(ingest, "MAX_INPUT_BYTES", 1024**2)
    path = tmp_path / "huge.csv"
    path.write_text("step,loss\n" + "1,0.5\n" * 200_000)
    with pytest.raises(InputError, match="over the 1 MB limit"):
        read_runs(path)


def test_unknown_format_lists_the_known_ones():
    with pytest.raises(InputError, match="choose one of .*tensorboard"):
        read_runs(text="step,loss\n1,2\n", format="nope")


def test_forced_format_that_finds_nothing_says_so(tmp_path):
    path = tmp_path / "log.csv"
    path.write_text("step,loss\n1,0.5\n")
    with pytest.raises(ParseError):
        read_runs(path, format="tensorboard")


def test_registry_lists_the_structured_formats():
    assert {"csv", "jsonl", "wandb", "lightning", "ultralytics", "mlflow", "tensorboard"} <= set(formats())
    assert all(m.DESCRIPTION for m in formats().values())


def _walk_records(data: bytes) -> tuple[list[int], list[int]]:
    """The plain one-by-one TFRecord walk record_spans must agree with."""
    offsets, lengths, pos = [], [], 0
    while pos + 12 <= len(data):
        length = int.from_bytes(data[pos:pos + 8], "little")
        if pos + 16 + length > len(data):
            break
        offsets.append(pos + 12)
        lengths.append(length)
        pos += 16 + length
    return offsets, lengths


@pytest.mark.parametrize("pattern", ["constant", "four_tags", "tags_and_rare_histograms", "random", "cut_off"])
def test_tfrecord_spans_predicted_from_repeating_lengths_match_a_plain_walk(pattern: str) -> None:
    import random

    from traindiag.ingest.formats.tensorboard import record_spans
    from traindiag.ingest.run import RunBuilder

    rng = random.Random(7)
    sizes = {"constant": [40] * 5000, "four_tags": [41, 44, 47, 45] * 3000,
             "tags_and_rare_histograms": [(300 + rng.randrange(50)) if i % 97 == 0 else 40 + i % 3 for i in range(9000)],
             "random": [rng.randrange(1, 200) for _ in range(3000)], "cut_off": [41, 44, 47, 45] * 1000}[pattern]
    data = bytearray(b"".join(len_.to_bytes(8, "little") + b"\0" * 4 + bytes([len_ % 251]) * len_ + b"\0" * 4
                              for len_ in [60, *sizes]))
    if pattern == "cut_off":
        data = data[:-30]
    offsets, lengths = record_spans(bytes(data), RunBuilder("t", "tensorboard", "t"))
    assert (offsets.tolist(), lengths.tolist()) == _walk_records(bytes(data))


def test_a_test_loss_column_never_takes_the_place_of_the_val_loss_column(tmp_path) -> None:
    from traindiag.ingest import read_runs

    rows = ["Final Test F1 Score,epoch,step,test_loss,train_loss,val_loss"]
    rows += [f",{e},{100 * e + 99},,,{0.5 - 0.01 * e}" for e in range(6)]
    rows += [f",{e},{100 * e + s},,{2.0 - 0.003 * (100 * e + s)}," for e in range(6) for s in range(0, 99, 10)]
    rows += ["0.97,6,600,0.0851,,"]
    folder = tmp_path / "lightning_logs" / "version_0"
    folder.mkdir(parents=True)
    (folder / "metrics.csv").write_text("\n".join(rows) + "\n")
    run = read_runs(folder / "metrics.csv")[0]
    assert len(run.series["val_loss"]) == 6 and run.original_names["val_loss"] == "val_loss"
    assert float(run.series["test_loss"].iloc[0]) == 0.0851


def test_yolov10_results_sum_the_one_to_many_head_losses(tmp_path) -> None:
    from traindiag.ingest import read_runs

    header = ("epoch,train/box_om,train/cls_om,train/dfl_om,train/box_oo,train/cls_oo,train/dfl_oo,"
              "metrics/precision(B),metrics/recall(B),metrics/mAP50(B),metrics/mAP50-95(B),val/box_om,val/cls_om,"
              "val/dfl_om,val/box_oo,val/cls_oo,val/dfl_oo,lr/pg0,lr/pg1,lr/pg2")
    rows = [f"{e},{1.1 - 0.02 * e:.4f},{2.9 - 0.1 * e:.4f},{1.39 - 0.01 * e:.4f},1.2,5.9,1.38,0.5,0.4,0.6,0.3,"
            f"{0.9 - 0.01 * e:.4f},1.5,1.2,0.9,2.0,1.2,0.001,0.001,0.001" for e in range(1, 11)]
    folder = tmp_path / "train5"
    folder.mkdir()
    (folder / "results.csv").write_text(header + "\n" + "\n".join(rows) + "\n")
    run = read_runs(folder / "results.csv")[0]
    assert abs(float(run.series["train_loss"].iloc[0]) - (1.08 + 2.8 + 1.38)) < 1e-9
    assert len(run.series["val_loss"]) == 10


def test_ms_swift_logging_jsonl_takes_its_step_from_the_count_and_its_loss_from_every_step(tmp_path):
    # ms-swift writes "global_step/max_steps": "10/438" (text); its last lines carry a numeric global_step and
    # the end-of-run "train_loss" summary, which must not take the place of the per-step "loss".
    rows = [{"loss": round(2.0 / s, 4), "learning_rate": 1e-4, "epoch": s / 40, "global_step/max_steps": f"{s}/40",
             "memory(GiB)": 16.4} for s in range(2, 42, 2)]
    rows.append({"eval_loss": 0.3, "epoch": 1.0, "global_step/max_steps": "40/40"})
    rows.append({"train_runtime": 120.5, "train_loss": 0.31, "epoch": 1.0, "global_step/max_steps": "40/40"})
    rows.append({"best_metric": 0.3, "global_step": 40, "memory": 16.5})
    path = tmp_path / "logging.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    run = read_run(path)
    loss = run.get("train_loss")
    assert len(loss) == 20 and loss.index[0] == 2 and loss.index[-1] == 40
    assert run.hparams["max_steps"] == 40
    assert run.get("val_loss").index.tolist() == [40]
    assert any("global_step/max_steps" in note for note in run.notes)


def test_a_held_out_score_written_as_zero_between_evaluations_is_read_only_at_them(tmp_path):
    # A custom GRPO loop writes val_mean_reward on every row, 0.0 except every 10th step where it evaluated.
    rows = [{"step": s, "rollout_reward_mean": 0.05 + 0.006 * s,
             "val_mean_reward": round(0.45 + 0.003 * s, 3) if s % 10 == 0 else 0.0} for s in range(1, 83)]
    path = tmp_path / "grpo_metrics.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    run = read_run(path)
    held_out = run.get("val_mean_reward")
    assert held_out.index.tolist() == list(range(10, 81, 10))
    assert (held_out > 0).all()
    assert any("between its evaluations" in note for note in run.notes)


def test_a_held_out_score_that_really_is_zero_at_its_evaluations_is_kept(tmp_path):
    rows = [{"step": s, "loss": 2.0 - 0.01 * s, "val_accuracy": 0.0 if s < 40 else 0.3} for s in range(10, 101, 10)]
    path = tmp_path / "metrics.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    assert len(read_run(path).get("val_accuracy")) == 10


def test_printed_python_dicts_are_read_as_metric_lines_with_every_epoch_kept(tmp_path):
    # `print(metrics)` in a custom loop: single quotes, string values beside numbers; a line whose text
    # differs ('ema_epoch_0' vs 'ema_batch_1') was dropped as a one-off shape by the text readers.
    names = ["ema_epoch_0", *["ema_batch_0"] * 4, "ema_batch_1"]
    losses = [0.2191, 0.1992, 0.1872, 0.1808, 0.1768, 0.275]
    path = tmp_path / "train.log"
    path.write_text("".join(f"{{'Epoch': {e}, 'Loss': {loss}, 'Bname': '{n}', 'Penalty': {220.1 * e ** 3:.4f}}}\n"
                            for e, (loss, n) in enumerate(zip(losses, names, strict=True), 1)))
    run = read_run(path)
    assert run.format == "jsonl" and run.step_unit == "epoch"
    assert run.get("train_loss").tolist() == losses


def test_the_trainers_printed_dicts_still_go_to_the_hf_reader(tmp_path):
    path = tmp_path / "train.log"
    path.write_text("".join(f"{{'loss': {2.0 / s:.4f}, 'grad_norm': 1.1, 'learning_rate': 5e-05, 'epoch': {s / 100}}}\n"
                            for s in range(1, 13)))
    assert read_run(path).format == "hf"
