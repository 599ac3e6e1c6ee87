"""Ingest gaps closed after the first pass: wall time from line timestamps (and dates never read as steps
or metrics), one run for a Hugging Face log beside its trainer_state.json, nanoGPT read in bounded memory."""

from __future__ import annotations

import datetime as dt
import json
import math
import re
import shutil
import tracemalloc
from pathlib import Path

import numpy as np
import pytest
from traindiag.ingest import read_run, read_runs
from traindiag.ingest.formats.tabular import logged_masks

FIX = Path(__file__).resolve().parents[1] / "fixtures"
START = dt.datetime(2024, 5, 14, 10, 21, 3, 125000)


def _write(path: Path, lines: list[str]) -> Path:
    path.write_text("\n".join(lines) + "\n")
    return path


def _clock_log(tmp_path: Path, stamp: str, *, gap_s: float = 1.5, n: int = 12, name: str = "train.log") -> Path:
    """A header line, then `n` metric lines `gap_s` apart, each opening with `stamp` formatted by strftime."""
    lines = [f"{START.strftime(stamp)} - INFO - starting training, seed 0"]
    for i in range(1, n + 1):
        t = START + dt.timedelta(seconds=2 + gap_s * i)
        lines.append(f"{t.strftime(stamp)} - INFO - step {i * 10} loss {1 / i:.4f} lr 3.0e-04")
    return _write(tmp_path / name, lines)


def _expected_wall(stamp_has_ms: bool, gap_s: float, n: int) -> np.ndarray:
    start = START if stamp_has_ms else START.replace(microsecond=0)
    times = [START + dt.timedelta(seconds=2 + gap_s * i) for i in range(1, n + 1)]
    if not stamp_has_ms:
        times = [t.replace(microsecond=0) for t in times]
    return np.array([(t - start).total_seconds() for t in times])


# --- wall time -------------------------------------------------------------------------------------

@pytest.mark.parametrize("stamp,has_ms", [
    ("%Y-%m-%d %H:%M:%S,%f", True),  # python logging (6 digits after the comma are read as a fraction too)
    ("%Y-%m-%dT%H:%M:%S.%f", True),  # ISO 8601
    ("%Y/%m/%d %H:%M:%S", False),  # mmengine
    ("[%H:%M:%S]", False),  # time of day only
])
def test_line_timestamps_give_wall_time_in_seconds_since_the_first_logged_line(
        tmp_path: Path, stamp: str, has_ms: bool) -> None:
    run = read_run(_clock_log(tmp_path, stamp))
    wall = run.series["wall_time"]
    assert wall.index.tolist() == [i * 10 for i in range(1, 13)]
    np.testing.assert_allclose(wall.to_numpy(), _expected_wall(has_ms, 1.5, 12), atol=1e-6)
    assert run.series["train_loss"].index.tolist() == wall.index.tolist()
    assert any("wall_time" in note for note in run.notes)


@pytest.mark.parametrize("stamp", ["%Y-%m-%d %H:%M:%S,%f", "%Y-%m-%dT%H:%M:%S", "%Y/%m/%d %H:%M:%S", "[%H:%M:%S]",
                                   "%Y_%m_%d %H:%M:%S"])
def test_no_part_of_a_date_or_clock_is_read_as_a_step_or_a_metric(tmp_path: Path, stamp: str) -> None:
    run = read_run(_clock_log(tmp_path, stamp))
    assert set(run.series) <= {"train_loss", "lr", "wall_time"}
    assert run.series["train_loss"].index.tolist() == [i * 10 for i in range(1, 13)]


def test_a_time_of_day_past_midnight_keeps_counting_up(tmp_path: Path) -> None:
    lines = []
    for i in range(6):
        t = dt.datetime(2024, 5, 14, 23, 59, 57) + dt.timedelta(seconds=2 * i)
        lines.append(f"[{t:%H:%M:%S}] iter {i * 100} loss {2 - i / 10:.3f}")
    wall = read_run(_write(tmp_path / "night.log", lines)).series["wall_time"]
    assert wall.tolist() == [0.0, 2.0, 4.0, 6.0, 8.0, 10.0]


def test_megatron_lines_with_a_date_prefix_get_wall_time_and_no_series_named_after_the_date(tmp_path: Path) -> None:
    lines = []
    for i in range(1, 9):
        t = START.replace(microsecond=0) + dt.timedelta(seconds=30 * i)
        lines.append(f" [{t:%Y-%m-%d %H:%M:%S}] iteration {i * 100:8d}/    1000 | consumed samples: {i * 3200:10d} | "
                     f"elapsed time per iteration (ms): 512.3 | learning rate: 3.000E-04 | global batch size:    32 | "
                     f"lm loss: {2 / i:.6E} | loss scale: 65536.0 | grad norm: 1.200 | number of skipped iterations:"
                     f"   0 | number of nan iterations:   0 |")
    run = read_run(_write(tmp_path / "megatron.log", lines))
    assert run.format == "megatron"
    assert not [m for m in run.series if not re.search("[a-z]", m) or re.match(r"\d", m)]
    assert run.series["wall_time"].tolist() == [30.0 * i for i in range(8)]
    assert run.series["train_loss"].index.tolist() == [i * 100 for i in range(1, 9)]


def test_mmengine_log_gets_wall_time_from_its_timestamps() -> None:
    path = FIX / "mmengine" / "mmengine_train.log"
    run = read_run(path)
    stamps = re.findall(r"^(\d{4}/\d\d/\d\d \d\d:\d\d:\d\d) .*Epoch\(train\)\s+\[1\]\[\s*10/", path.read_text(), re.M)
    first = re.match(r"(\d{4}/\d\d/\d\d \d\d:\d\d:\d\d)", path.read_text()).group(1)
    parse = lambda s: dt.datetime.strptime(s, "%Y/%m/%d %H:%M:%S")  # noqa: E731
    assert run.series["wall_time"].loc[10] == (parse(stamps[0]) - parse(first)).total_seconds()


def test_glog_timestamps_of_an_abseil_log_give_wall_time() -> None:
    path = FIX / "generic" / "absl_train.log"
    run = read_run(path)
    text = path.read_text()
    first = re.search(r"^I\d{4} (\d\d):(\d\d):(\d\d\.\d+)", text, re.M)
    at5 = re.search(r"^I\d{4} (\d\d):(\d\d):(\d\d\.\d+) .*global_step=5 ", text, re.M)
    secs = lambda m: int(m.group(1)) * 3600 + int(m.group(2)) * 60 + float(m.group(3))  # noqa: E731
    assert run.series["wall_time"].loc[5] == pytest.approx(secs(at5) - secs(first), abs=1e-6)


def test_a_date_before_the_metrics_does_not_become_the_step_of_a_free_text_log(tmp_path: Path) -> None:
    lines = [f"2024/05/14 10:21:{i:02d} - train - step {i * 5} loss {1 / i:.4f} acc {i / 30:.3f}" for i in range(1, 21)]
    run = read_run(_write(tmp_path / "plain.log", lines))
    assert run.series["train_loss"].index.tolist() == [i * 5 for i in range(1, 21)]
    assert run.series["wall_time"].tolist() == [float(i) for i in range(20)]


# --- a Hugging Face log beside its trainer_state.json ------------------------------------------------

def test_a_folder_with_trainer_log_and_its_trainer_state_is_read_as_one_run(tmp_path: Path) -> None:
    shutil.copy(FIX / "hf" / "trainer.log", tmp_path / "trainer.log")
    shutil.copy(FIX / "hf" / "trainer_state.json", tmp_path / "trainer_state.json")
    runs = read_runs(tmp_path)
    assert [r.name for r in runs] == ["trainer.log"]
    assert runs[0].meta["step_source"] == "trainer_state.json"
    assert any("trainer_state.json holds the same training" in n for n in runs[0].notes)


def test_only_the_latest_checkpoint_state_is_used_and_it_is_not_a_second_run(tmp_path: Path) -> None:
    shutil.copy(FIX / "hf" / "trainer.log", tmp_path / "trainer.log")
    state = (FIX / "hf" / "trainer_state.json").read_text()
    for n in (10, 40):
        (tmp_path / f"checkpoint-{n}").mkdir()
        (tmp_path / f"checkpoint-{n}" / "trainer_state.json").write_text(state)
    runs = read_runs(tmp_path)
    assert [r.name for r in runs] == ["trainer.log"]
    assert any("checkpoint-40/trainer_state.json" in n for n in runs[0].notes)


def test_a_trainer_state_of_another_training_stays_its_own_run(tmp_path: Path) -> None:
    shutil.copy(FIX / "hf" / "trainer_nan.log", tmp_path / "trainer_nan.log")
    shutil.copy(FIX / "hf" / "trainer_state.json", tmp_path / "trainer_state.json")
    assert sorted(r.name for r in read_runs(tmp_path)) == ["trainer_nan.log", "trainer_state.json"]


# --- memory ----------------------------------------------------------------------------------------

def test_a_nanogpt_log_is_read_in_at_most_five_times_its_size_of_memory(tmp_path: Path) -> None:
    path = tmp_path / "nanogpt.log"
    path.write_text("".join(f"iter {i * 10}: loss {2 * math.exp(-i / 1e5) + 0.3:.4f}, time {12.3 + i % 5 * 0.1:.2f}ms, "
                            f"mfu {30 + i % 3 * 0.01:.2f}%\n" for i in range(100_000)))
    read_runs(path)  # imports and caches outside the measurement
    tracemalloc.start()
    try:
        runs = read_runs(path)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert len(runs[0].series["train_loss"]) == 100_000
    assert peak <= 5 * path.stat().st_size


# --- JSON lines: layouts read in bulk give what line-by-line parsing gives ---------------------------

def _reference_columns(text: str) -> dict[str, dict[int, float]]:
    """key -> {row: value} by parsing each object line on its own (numbers only; null is not logged)."""
    out: dict[str, dict[int, float]] = {}
    row = 0
    for line in text.splitlines():
        try:
            obj = json.loads(line)
        except ValueError:
            continue
        for k, v in obj.items():
            if isinstance(v, int | float) and not isinstance(v, bool):
                out.setdefault(k, {})[row] = float(v)
        row += 1
    return out


def test_jsonl_alternating_train_and_eval_layouts_reads_every_value_at_its_row(tmp_path: Path) -> None:
    from traindiag.ingest.base import Source
    from traindiag.ingest.formats.tabular import jsonl_frame

    lines = []
    for i in range(1, 1201):
        if i % 40 == 0:
            lines.append(json.dumps({"_step": i, "_runtime": i * 0.25, "eval/loss": 1 / i + 0.5}))
        else:
            row = {"_step": i, "_runtime": i * 0.25, "train/loss": 1 / i, "train/lr": 1e-3 * (i % 7)}
            if i == 333:
                row["train/loss"] = float("nan")
            if i == 334:
                row["train/lr"] = None
            lines.append(json.dumps(row))
        if i == 500:
            lines.append("UserWarning: something printed into the metrics file")
    text = "\n".join(lines) + "\n"
    (tmp_path / "history.jsonl").write_text(text)
    frame, bad = jsonl_frame(Source(tmp_path / "history.jsonl"))
    assert bad == 1
    expected = _reference_columns(text)
    assert list(frame.columns) == list(expected)
    for key, points in expected.items():
        logged = frame.attrs["logged"][key]
        assert np.flatnonzero(logged).tolist() == sorted(points)
        got = frame[key].to_numpy()[logged]
        np.testing.assert_array_equal(got, np.array([points[r] for r in sorted(points)]))


def test_a_wide_table_shares_its_logged_masks_instead_of_copying_them_on_every_column_access() -> None:
    from traindiag.ingest.base import Source
    from traindiag.ingest.formats.tabular import jsonl_frame

    rows = [json.dumps({"step": i, **{f"layer{j}/grad_norm": i * j * 1e-3 for j in range(40)}}) for i in range(300)]
    frame, _ = jsonl_frame(Source(pasted="\n".join(rows)))
    # pandas deep-copies attrs on each column access: 40 columns x 40 masks would be copied over and over.
    assert logged_masks(frame["layer3/grad_norm"].to_frame()) is logged_masks(frame)
    assert logged_masks(frame.iloc[:10]) is logged_masks(frame)


@pytest.mark.parametrize("as_file", [True, False], ids=["file", "pasted"])
def test_a_live_wandb_history_cut_off_mid_line_keeps_every_complete_row(tmp_path: Path, as_file: bool) -> None:
    from traindiag.ingest.base import Source
    from traindiag.ingest.formats.tabular import jsonl_frame

    rows = []
    for i in range(1, 301):
        row: dict = {"_step": i, "train": {"loss": 1 / i}, "media": {"_type": "image-file", "path": f"{i}.png"}}
        if i % 50 == 0:
            row = {"_step": i, "eval": {"loss": 0.5 + 1 / i, "accuracy": i / 300}}
        if i == 120:
            row["train"]["loss"] = float("nan")
        rows.append(json.dumps(row))
    text = "\n".join(rows) + '\n{"_step": 301, "train": {"lo'
    (tmp_path / "wandb-history.jsonl").write_text(text)
    frame, bad = jsonl_frame(Source(tmp_path / "wandb-history.jsonl") if as_file else Source(pasted=text))
    assert bad == 1
    assert list(frame.columns) == ["_step", "train/loss", "eval/loss", "eval/accuracy"]  # media objects dropped
    logged = logged_masks(frame)
    assert frame["_step"].tolist() == list(range(1, 301))
    assert np.flatnonzero(logged["eval/loss"]).tolist() == [i - 1 for i in range(50, 301, 50)]
    assert logged["train/loss"][119] and np.isnan(frame["train/loss"][119])  # a logged NaN, not a gap
    assert frame["train/loss"][0] == 1.0 and not logged["train/loss"][49]


def test_jsonl_line_with_its_keys_swapped_is_read_by_name_not_by_position() -> None:
    from traindiag.ingest.base import Source
    from traindiag.ingest.formats.tabular import jsonl_frame

    lines = [json.dumps({"step": i, "acc1": i / 1000, "acc5": i / 500}) for i in range(1, 400)]
    lines[200] = json.dumps({"step": 201, "acc5": 0.402, "acc1": 0.201})
    frame, _ = jsonl_frame(Source(pasted="\n".join(lines) + "\n"))
    assert frame["acc1"].iloc[200] == 0.201 and frame["acc5"].iloc[200] == 0.402
    assert frame["acc1"].iloc[199] == 0.2


def test_fairseq_wall_field_is_the_wall_time_when_lines_carry_no_timestamp(tmp_path: Path) -> None:
    text = re.sub(r"(?m)^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d \| ", "", (FIX / "fairseq" / "train.log").read_text())
    run = read_run(_write(tmp_path / "train.log", text.splitlines()), format="fairseq")
    printed = re.findall(r"num_updates=(\d+),.*\bwall=(\d+)", text)
    assert run.series["wall_time"].to_dict() == {int(s): float(w) for s, w in printed}


@pytest.mark.parametrize("odd", ['"x": ' + "[" * 3000 + "]" * 3000, '"x": ' + '{"a": ' * 3000 + "1" + "}" * 3000,
                                 '"seed": ' + "9" * 5000], ids=["deep-list", "deep-object", "5000-digit-int"])
def test_one_odd_value_in_a_jsonl_line_does_not_cost_the_file_or_the_line(odd: str) -> None:
    lines = [json.dumps({"step": i, "loss": 1 / (i + 1)}) for i in range(300)]
    lines[150] = '{"step": 150, ' + odd + ', "loss": 0.25}'
    run = read_run(text="\n".join(lines) + "\n")
    assert run.format == "jsonl"
    assert len(run.get("train_loss")) == 300 and run.get("train_loss")[150] == 0.25


# Read in a child process: pyarrow's JSON reader overflowing its stack kills the process, not the test.
_DEEP_LINE_CHILD = """
import json, sys
from traindiag.ingest import read_run
depth = int(sys.argv[1])
lines = [json.dumps({"_step": i, "_runtime": i, "loss": 1 / (i + 1)}) for i in range(300)]
lines[7] = json.dumps({"_step": 7, "_runtime": 7, "eval/loss": 0.5})  # two layouts: not the one-layout reader
lines[150] = '{"_step": 150, "x": ' + "[" * depth + "]" * depth + ', "loss": 0.25}'
run = read_run(text="\\n".join(lines) + "\\n", format="jsonl")
print(len(run.get("train_loss")), run.notes)
"""


@pytest.mark.parametrize(("stack_mib", "depth"), [(8, 30_000), (1, 3_000)])
def test_a_jsonl_line_nested_past_what_pyarrows_stack_holds_is_skipped_not_a_crash(stack_mib: int, depth: int) -> None:
    resource = pytest.importorskip("resource", reason="stack limits are set with the resource module (Unix)")
    import subprocess
    import sys

    def limit_stack() -> None:
        hard = resource.getrlimit(resource.RLIMIT_STACK)[1]
        want = stack_mib << 20
        resource.setrlimit(resource.RLIMIT_STACK, (want if hard == resource.RLIM_INFINITY else min(want, hard), hard))

    child = subprocess.run([sys.executable, "-c", _DEEP_LINE_CHILD, str(depth)], capture_output=True, text=True,
                           timeout=120, preexec_fn=limit_stack)
    assert child.returncode == 0, child.stderr[-500:] or f"the reader crashed (exit {child.returncode})"
    count, notes = child.stdout.split(" ", 1)
    assert int(count) == 298  # the deep line and the eval row hold no train loss; every other row does
    assert "could not be read as JSON" in notes


def test_a_jsonl_line_python_cannot_nest_that_deep_is_skipped_and_counted() -> None:
    # A truncated deep line: no bulk reader takes the file, so lines are read one by one.
    lines = [json.dumps({"step": i, "loss": 1 / (i + 1)}) for i in range(300)]
    lines[10] = "WARNING: a line printed into the file"
    lines[150] = '{"step": 150, "x": ' + "[" * 3000 + "]" * 3000 + ', "loss": 0.25}'
    run = read_run(text="\n".join(lines) + "\n")
    assert run.format == "jsonl"
    assert len(run.get("train_loss")) == 298 and 150 not in run.get("train_loss").index
    assert any(n.startswith("2 lines could not be read as JSON") for n in run.notes)
