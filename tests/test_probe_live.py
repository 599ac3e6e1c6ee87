"""`traindiag probe`: the one-batch checks on real user factories, run in a subprocess with a timeout."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

pytest.importorskip("torch")
from traindiag.errors import InputError  # noqa: E402
from traindiag.interfaces.cli import main  # noqa: E402
from traindiag.probe.live import judge, probe_model  # noqa: E402
from traindiag.probe.lrfind import suggest_lr  # noqa: E402

FACTORIES = '''
import time
import torch
from torch import nn


def mlp():
    torch.manual_seed(0)
    return nn.Sequential(nn.Linear(16, 64), nn.ReLU(), nn.Linear(64, 4))


def dead():
    model = mlp()
    with torch.no_grad():
        model[0].bias.fill_(-20.0)  # every hidden unit starts far below zero
    return model


def batch():
    g = torch.Generator().manual_seed(0)
    x = torch.randn(32, 16, generator=g)
    return x, (x @ torch.randn(16, 4, generator=g)).argmax(1)


def bad_labels():
    x, y = batch()
    return x, y + 1  # labels 1..4 for a 4-way head


def hangs():
    time.sleep(600)


def broken():
    raise ValueError("the dataset path is wrong")
'''


@pytest.fixture
def project(tmp_path: Path, monkeypatch) -> Path:
    (tmp_path / "userfactories.py").write_text(FACTORIES)
    monkeypatch.chdir(tmp_path)
    return tmp_path


def by_name(result) -> dict:
    return {c.name: c for c in result.checks}


def test_healthy_model_passes_every_check_and_gets_an_lr_suggestion(project):
    result = probe_model("userfactories:mlp", "userfactories:batch", steps=60)
    checks = by_name(result)
    assert {n: c.status for n, c in checks.items()} == {
        "inputs": "pass", "labels": "pass", "init_loss": "pass", "gradient_flow": "pass", "activations": "pass",
        "overfit_one_batch": "pass", "lr_range_test": "pass"}
    assert result.chance_loss == pytest.approx(1.3863, rel=1e-3)
    assert 1e-4 <= result.suggested_lr <= 1
    assert result.lr_curve[0][0] == pytest.approx(1e-7)
    assert [s.id for s in result.report.symptoms] == ["healthy"]


def test_dead_relu_model_fails_gradient_flow_and_the_single_batch_overfit(project):
    result = probe_model("userfactories.py:dead", "userfactories:batch", steps=40)
    checks = by_name(result)
    assert checks["gradient_flow"].status == "fail" and checks["overfit_one_batch"].status == "fail"
    ids = [s.id for s in result.report.symptoms]
    assert ids[0] == "dead_relu" and "not_learning" in ids
    assert result.report.causes[0].id == "dying_relu"


def test_labels_outside_the_head_are_reported_instead_of_crashing(project, capsys):
    assert main(["probe", "--model", "userfactories:mlp", "--batch", "userfactories:bad_labels",
                 "--format", "json"]) == 0
    out = json.loads(capsys.readouterr().out)
    labels = next(c for c in out["checks"] if c["name"] == "labels")
    assert labels["status"] == "fail" and "1..4" in labels["detail"]


def test_user_code_past_the_timeout_is_killed_with_a_clear_error(project):
    start = time.monotonic()
    with pytest.raises(InputError, match="timeout"):
        probe_model("userfactories:hangs", "userfactories:batch", timeout=3)
    assert time.monotonic() - start < 30


def test_an_exception_in_user_code_is_one_line_naming_it(project, capsys):
    assert main(["probe", "--model", "userfactories:broken", "--batch", "userfactories:batch"]) == 2
    err = capsys.readouterr().err.strip()
    assert "the dataset path is wrong" in err and len(err.splitlines()) == 1


def test_nan_inputs_and_unnormalised_inputs_are_data_findings():
    raw = {"inputs": {"shape": [8, 4], "nan": 3, "inf": 0, "mean": 0.0, "std": 1.0, "abs_max": 2.0},
           "init_loss": float("nan"), "loss_name": "mse"}
    result = judge("m:f", "b:f", raw)
    assert by_name(result)["inputs"].status == "fail"
    assert result.report.symptoms[0].id == "nan_inf"
    raw = {"inputs": {"shape": [8, 4], "nan": 0, "inf": 0, "mean": 120.0, "std": 800.0, "abs_max": 4000.0},
           "init_loss": 1.0, "loss_name": "mse"}
    assert by_name(judge("m:f", "b:f", raw))["inputs"].status == "warn"


def test_lr_suggestion_sits_where_the_loss_falls_fastest():
    lrs = [10 ** (-7 + i * 0.25) for i in range(29)]
    losses = [2.0] * 16 + [1.9, 1.6, 1.0, 0.5, 0.3, 0.25, 0.24, 0.3, 0.8, 3.0, 9.0, 20.0, 50.0]
    lr = suggest_lr(lrs, losses)
    assert lrs[16] <= lr <= lrs[21]
    assert suggest_lr(lrs, [2.0] * 29) is None
