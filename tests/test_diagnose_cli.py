"""`traindiag diagnose` and `traindiag compare` end to end: real files, real readers and detectors."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import jsonschema
import numpy as np
from traindiag.diagnosis.report_model import SCHEMA_PATH
from traindiag.interfaces.cli import main

from tests.conftest import FIXTURES

DETACHED = FIXTURES / "eval" / "detached_graph" / "metrics.csv"  # not_learning (warning), grad_norm 0
HEALTHY_TB = FIXTURES / "eval" / "healthy_cosine_restarts" / "tb"


def _csv(path: Path, nan_from: int | None = 3000, last: int = 4000, slope: float = 0.0, lr: float = 1e-2) -> Path:
    """A metrics CSV: loss falling as a power law, grad_norm climbing 50x before loss turns NaN."""
    steps = np.arange(10, last + 1, 10)
    rng = np.random.default_rng(0)
    loss = 1.5 + 4 * (steps + 10.0) ** -0.5 + 0.01 * rng.standard_normal(steps.size) + slope * steps
    gn = np.full(steps.size, 0.8)
    if nan_from is not None:
        ramp = (steps >= nan_from - 100) & (steps < nan_from)
        gn[ramp] = np.geomspace(1, 40, ramp.sum())
        loss[steps >= nan_from] = np.nan
        gn[steps >= nan_from] = np.nan
    lines = ["step,loss,grad_norm,lr"] + [f"{s},{v},{g},{lr}" for s, v, g in zip(steps, loss, gn, strict=True)]
    path.write_text("\n".join(lines) + "\n")
    return path


def _json(capsys) -> dict:
    return json.loads(capsys.readouterr().out)


def test_nan_log_reports_nan_at_its_first_step_and_fails_on_critical(tmp_path, capsys):
    log = _csv(tmp_path / "metrics.csv")
    assert main(["diagnose", str(log), "--format", "json", "--fail-on", "critical"]) == 1
    report = _json(capsys)
    jsonschema.validate(report, json.loads(SCHEMA_PATH.read_text()))
    assert report["symptoms"][0]["id"] == "nan_inf"
    assert report["symptoms"][0]["steps"][0] == 3000
    assert report["verdict"]["decision"] == "stop_and_fix"
    assert {c["id"] for c in report["causes"][:2]} & {"lr_too_high", "no_gradient_clipping"}


def test_fail_on_is_not_triggered_below_its_level(capsys):
    assert main(["diagnose", str(DETACHED), "--fail-on", "critical"]) == 0
    assert main(["diagnose", str(DETACHED), "--fail-on", "warning"]) == 1
    assert main(["diagnose", str(HEALTHY_TB), "--fail-on", "warning"]) == 0
    capsys.readouterr()


def test_detached_graph_fixture_is_blamed_on_gradient_flow_and_stopped(capsys):
    assert main(["diagnose", str(DETACHED), "--format", "json"]) == 0
    report = _json(capsys)
    assert report["symptoms"][0]["id"] == "not_learning"
    assert report["causes"][0]["id"] == "no_gradient_flow"
    assert report["verdict"]["decision"] == "stop_and_fix"


def test_healthy_tensorboard_run_has_only_the_healthy_symptom(capsys):
    assert main(["diagnose", str(HEALTHY_TB), "--format", "json"]) == 0
    report = _json(capsys)
    assert [s["id"] for s in report["symptoms"]] == ["healthy"]
    assert report["causes"] == []
    assert report["verdict"]["decision"] in ("continue", "stop_converged")


def test_markdown_output_is_short_and_names_the_fix(tmp_path, capsys):
    main(["diagnose", str(_csv(tmp_path / "m.csv"))])
    out = capsys.readouterr().out
    assert out.startswith("# Training diagnosis") and "Fix:" in out and "Verdict: Stop and fix" in out
    assert len(out) <= 6000


def test_output_file_is_written_and_never_overwritten_without_force(tmp_path, capsys):
    log = _csv(tmp_path / "m.csv")
    target = tmp_path / "report.json"
    assert main(["diagnose", str(log), "--format", "json", "-o", str(target)]) == 0
    assert json.loads(target.read_text())["symptoms"][0]["id"] == "nan_inf"
    target.write_text("keep me")
    assert main(["diagnose", str(log), "-o", str(target)]) == 2
    assert "--force" in capsys.readouterr().err
    assert target.read_text() == "keep me"
    assert main(["diagnose", str(log), "-o", str(target), "--force"]) == 0
    assert target.read_text().startswith("# Training diagnosis")
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []  # no temp file left


def test_precision_flag_moves_mixed_precision_overflow_up(tmp_path, capsys):
    log = _csv(tmp_path / "m.csv")
    main(["diagnose", str(log), "--format", "json"])
    plain = [c["id"] for c in _json(capsys)["causes"]]
    main(["diagnose", str(log), "--format", "json", "--precision", "fp16"])
    fp16 = [c["id"] for c in _json(capsys)["causes"]]
    assert "mixed_precision_overflow" in fp16
    assert fp16.index("mixed_precision_overflow") < (plain.index("mixed_precision_overflow")
                                                     if "mixed_precision_overflow" in plain else 99)


def test_run_folder_reads_the_log_and_leaves_gradient_stats_to_the_layer_reader(tmp_path, capsys):
    _csv(tmp_path / "metrics.csv")
    (tmp_path / "grad_stats.csv").write_text("step,layer,grad_norm\n1,fc1,0.1\n")
    assert main(["diagnose", str(tmp_path), "--format", "json"]) == 0
    report = _json(capsys)
    assert report["data"]["run_count"] == 1
    assert report["symptoms"][0]["id"] == "nan_inf"


def test_separate_validation_log_is_merged(tmp_path, capsys):
    log = _csv(tmp_path / "train.csv", nan_from=None)
    val = tmp_path / "val.csv"
    val.write_text("step,loss\n" + "\n".join(f"{s},{1.9 - s / 10_000}" for s in range(500, 4001, 500)) + "\n")
    assert main(["diagnose", str(log), "--val", str(val), "--format", "json"]) == 0
    report = _json(capsys)
    assert report["data"]["series"]["val_loss"] == 8


def test_stdin_is_read_when_path_is_dash(tmp_path):
    text = _csv(tmp_path / "m.csv").read_text()
    done = subprocess.run([sys.executable, "-m", "traindiag", "diagnose", "-", "--format", "json"],
                          input=text, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["symptoms"][0]["id"] == "nan_inf"


def test_bad_input_is_one_line_and_exit_2(tmp_path, capsys):
    assert main(["diagnose", str(tmp_path / "missing.log")]) == 2
    err = capsys.readouterr().err.strip()
    assert "no such file" in err and "\n" not in err
    assert main(["diagnose", str(DETACHED), "--num-classes", "1"]) == 2
    assert "--num-classes" in capsys.readouterr().err


def test_html_format_renders_or_says_it_is_missing(tmp_path, capsys):
    log = _csv(tmp_path / "m.csv")
    code = main(["diagnose", str(log), "--format", "html"])
    captured = capsys.readouterr()
    if importlib.util.find_spec("traindiag.report.html") is None:
        assert code == 2 and "html" in captured.err
    else:
        assert code == 0 and "<" in captured.out


def test_compare_picks_the_better_run_and_lists_the_lr_difference(tmp_path, capsys):
    good = _csv(tmp_path / "good.csv", nan_from=None, lr=3e-4)
    bad = _csv(tmp_path / "bad.csv", nan_from=None, slope=2e-4, lr=3e-3)
    assert main(["compare", str(bad), str(good), "--format", "json"]) == 0
    result = _json(capsys)
    assert result["best"].startswith("good")
    assert result["runs"][1]["parted_at"] is not None
    assert main(["compare", str(good), str(bad)]) == 0
    assert "# Run comparison" in capsys.readouterr().out


def test_run_folder_with_per_layer_stats_adds_their_findings_to_the_diagnosis(capsys):
    folder = FIXTURES / "grads" / "run_dead_relu"  # metrics.csv + grad_stats.jsonl of a dead-ReLU run
    assert main(["diagnose", str(folder), "--format", "json"]) == 0
    report = _json(capsys)
    assert "dead_relu" in {s["id"] for s in report["symptoms"]}
    assert report["causes"][0]["id"] == "dying_relu"
    assert report["data"]["run_count"] == 1 and report["data"]["source"] == str(folder)


def test_answering_the_reports_questions_on_the_command_line_reranks_the_causes(capsys):
    log = str(FIXTURES / "hf" / "trainer_nan.log")
    assert main(["diagnose", log, "--format", "json"]) == 0
    before = json.loads(capsys.readouterr().out)
    assert "max_grad_norm" in [q["id"] for q in before["questions"]]
    assert main(["diagnose", log, "--format", "json", "--answer", "max_grad_norm=yes"]) == 0
    after = json.loads(capsys.readouterr().out)
    assert "max_grad_norm" not in [q["id"] for q in after["questions"]]
    assert "no_gradient_clipping" not in [c["id"] for c in after["causes"]]
    assert main(["diagnose", log, "--answer", "max_grad_norm=maybe"]) == 2
    err = capsys.readouterr().err.strip()
    assert "'maybe' is not an option of 'max_grad_norm'" in err and "\n" not in err
