"""`traindiag parse`: summaries in text and JSON, format forcing, stdin, and one-line errors."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from traindiag.interfaces.cli import main

FIX = Path(__file__).resolve().parents[1] / "fixtures"
REPO = FIX.parent


def run_cli(args: list[str], capsys) -> tuple[int, str, str]:
    code = main(["parse", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_parse_prints_format_runs_series_and_first_nan_step(capsys):
    code, out, _ = run_cli([str(FIX / "tensorboard" / "logdir")], capsys)
    assert code == 0
    assert "tensorboard, 2 runs" in out
    assert "## run_lr_3.0" in out
    nan_line = next(line for line in out.splitlines() if line.strip().startswith("train_loss") and "from step" in line)
    assert "40 from step 20" in nan_line


def test_format_json_gives_the_same_summary_as_json(capsys):
    path = str(FIX / "csv" / "metrics.csv")
    _, as_json, _ = run_cli([path, "--format", "json"], capsys)
    _, as_flag, _ = run_cli([path, "--json"], capsys)
    data = json.loads(as_json)
    assert as_json == as_flag
    assert data["format"] == "csv" and data["run_count"] == 1
    loss = next(s for s in data["runs"][0]["series"] if s["name"] == "train_loss")
    assert loss["count"] == 200 and loss["last"] == "nan" and loss["first_non_finite_step"] == 171


def test_log_format_forces_that_reader(capsys):
    path = str(FIX / "lightning" / "lightning_logs" / "version_0" / "metrics.csv")
    _, out, _ = run_cli([path, "--log-format", "csv", "--json"], capsys)
    data = json.loads(out)
    assert data["format"] == "csv"
    names = {s["name"] for s in data["runs"][0]["series"]}
    assert "train_loss_step" in names  # the plain CSV reader does not pair *_step/*_epoch


def test_events_and_hparams_appear_in_the_summary(capsys, tmp_path):
    path = tmp_path / "log.csv"
    path.write_text("step,loss\n1,1.0\n2,0.9\n1,0.95\n2,0.85\n")
    _, out, _ = run_cli([str(path)], capsys)
    assert "event resume x1 (step 1)" in out
    _, out, _ = run_cli([str(FIX / "mlflow" / "mlruns")], capsys)
    assert "hparams: batch_size=50" in out


def test_stdin_dash_reads_pasted_text(capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b'{"step": 1, "loss": 2.5}\n{"step": 2, "loss": 2.0}\n')))
    code, out, _ = run_cli(["-", "--json"], capsys)
    assert code == 0
    series = json.loads(out)["runs"][0]["series"]
    assert series[0]["name"] == "train_loss" and series[0]["last"] == 2.0


def test_summary_stays_small_for_a_large_wide_log(capsys, tmp_path):
    n = 50_000
    frame = pd.DataFrame({"step": np.arange(n)} | {f"metric_{i}": np.random.default_rng(i).random(n) for i in range(60)})
    path = tmp_path / "wide.csv"
    frame.to_csv(path, index=False)
    _, out, _ = run_cli([str(path), "--json"], capsys)
    data = json.loads(out)
    assert len(data["runs"][0]["series"]) == 30 and len(data["runs"][0]["series_left_out"]) == 30
    assert len(out) < 20_000


def _assert_one_line_error(code: int, err: str, *phrases: str) -> None:
    assert code == 2
    assert "Traceback" not in err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("traindiag: error:")
    for phrase in phrases:
        assert phrase in lines[0]


def test_binary_file_exits_2_with_one_line(capsys, tmp_path):
    path = tmp_path / "weights.pt"
    path.write_bytes(b"PK\x03\x04" + bytes(range(256)) * 64)
    _assert_one_line_error(*run_cli([str(path)], capsys)[::2], "looks binary", "expected")


def test_empty_file_exits_2_with_one_line(capsys, tmp_path):
    path = tmp_path / "train.log"
    path.touch()
    _assert_one_line_error(*run_cli([str(path)], capsys)[::2], "is empty", "expected a training log")


def test_text_without_metrics_exits_2_with_one_line(capsys, tmp_path):
    path = tmp_path / "notes.txt"
    path.write_text("Remember to buy milk.\nThe meeting moved to Tuesday.\n")
    _assert_one_line_error(*run_cli([str(path)], capsys)[::2], "no training metrics found", "expected")


def test_empty_folder_exits_2_with_one_line(capsys, tmp_path):
    _assert_one_line_error(*run_cli([str(tmp_path)], capsys)[::2], "nothing readable", "expected")


def test_missing_path_and_bad_format_exit_2(capsys, tmp_path):
    _assert_one_line_error(*run_cli([str(tmp_path / "nope.log")], capsys)[::2], "no such file")
    path = FIX / "csv" / "metrics.csv"
    _assert_one_line_error(*run_cli([str(path), "--log-format", "yaml"], capsys)[::2], "unknown log format", "csv")


def test_format_means_the_output_format_in_every_command(capsys):
    # One meaning per flag: a log format id given to --format is refused, pointing nowhere near a reader.
    path = str(FIX / "csv" / "metrics.csv")
    for command in ("parse", "diagnose", "compare"):
        with pytest.raises(SystemExit) as exit_info:
            main([command, path, "--format", "csv"])
        assert exit_info.value.code == 2
        assert "invalid choice: 'csv'" in capsys.readouterr().err


def test_python_dash_m_traindiag_parse_runs_in_a_subprocess():
    result = subprocess.run([sys.executable, "-m", "traindiag", "parse", str(FIX / "ultralytics" / "train" / "results.csv"),
                             "--format", "json"], capture_output=True, text=True, timeout=120, cwd=REPO)
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["format"] == "ultralytics"
    assert {"train_loss", "val_loss", "val_map50"} <= {s["name"] for s in data["runs"][0]["series"]}
