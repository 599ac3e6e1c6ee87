"""The probe on real small torch models: what it records, and what the analyzers make of each pathology."""

from __future__ import annotations

import json
import math
import subprocess
import sys
from pathlib import Path

import pytest

torch = pytest.importorskip("torch")
from torch import nn  # noqa: E402
from traindiag.analysis.layers import analyze_layers, read_layer_stats  # noqa: E402
from traindiag.probe import attach  # noqa: E402


def batch(seed: int = 0, n: int = 64) -> tuple[torch.Tensor, torch.Tensor]:
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(n, 16, generator=g)
    return x, (x @ torch.randn(16, 4, generator=g)).argmax(dim=1)


def mlp(widths: list[int], act: type[nn.Module] = nn.ReLU) -> nn.Sequential:
    layers: list[nn.Module] = []
    for i in range(len(widths) - 1):
        layers.append(nn.Linear(widths[i], widths[i + 1]))
        if i < len(widths) - 2:
            layers.append(act())
    return nn.Sequential(*layers)


def train(model: nn.Module, tmp_path: Path, *, steps: int = 12, every: int = 4, lr: float = 1e-3,
          opt: str = "adam") -> Path:
    x, y = batch()
    optim = (torch.optim.Adam(model.parameters(), lr=lr) if opt == "adam"
             else torch.optim.SGD(model.parameters(), lr=lr))
    probe = attach(model, optim, log_dir=tmp_path, every=every)
    for _ in range(steps):
        loss = nn.functional.cross_entropy(model(x), y)
        optim.zero_grad()
        loss.backward()
        optim.step()
    probe.close()
    return tmp_path / "grad_stats.jsonl"


def records(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines()]


def symptoms(path: Path) -> dict[str, list]:
    out: dict[str, list] = {}
    for f in analyze_layers(read_layer_stats(path)):
        out.setdefault(f.symptom, []).append(f)
    return out


def test_probe_writes_a_header_then_records_step_one_and_every_nth_step(tmp_path):
    torch.manual_seed(0)
    path = train(mlp([16, 32, 4]), tmp_path, steps=12, every=4)
    recs = records(path)
    assert recs[0]["type"] == "header" and recs[0]["schema"] == "traindiag.probe/1"
    assert list(recs[0]["params"]) == ["0.weight", "0.bias", "2.weight", "2.bias"]
    assert recs[0]["modules"]["1"] == "relu"
    assert [r["step"] for r in recs[1:]] == [1, 4, 8, 12]
    layer = recs[1]["layers"]["0.weight"]
    assert set(layer) >= {"grad_norm", "weight_norm", "update_ratio"}
    assert recs[1]["activations"]["1"]["kind"] == "relu"
    assert 0 <= recs[1]["activations"]["1"]["zero_frac"] <= 1


def test_recorded_norms_match_torch_and_update_ratio_is_the_relative_weight_change(tmp_path):
    torch.manual_seed(0)
    model = mlp([16, 8, 4])
    x, y = batch()
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    probe = attach(model, opt, log_dir=tmp_path, every=100)
    before = model[0].weight.detach().clone()
    loss = nn.functional.cross_entropy(model(x), y)
    loss.backward()
    grad = model[0].weight.grad.norm().item()
    opt.step()
    probe.close()
    rec = records(tmp_path / "grad_stats.jsonl")[1]["layers"]["0.weight"]
    assert rec["grad_norm"] == pytest.approx(grad, rel=1e-4)
    assert rec["weight_norm"] == pytest.approx(model[0].weight.norm().item(), rel=1e-4)
    expected = (model[0].weight.detach() - before).norm().item() / model[0].weight.norm().item()
    assert rec["update_ratio"] == pytest.approx(expected, rel=1e-3)


def test_healthy_mlp_is_not_flagged(tmp_path):
    torch.manual_seed(0)
    assert symptoms(train(mlp([16, 64, 64, 4]), tmp_path)) == {}


def test_deep_sigmoid_net_is_flagged_vanishing_with_gradients_falling_towards_the_input(tmp_path):
    torch.manual_seed(0)
    found = symptoms(train(mlp([16] + [32] * 12 + [4], nn.Sigmoid), tmp_path, lr=0.1, opt="sgd"))
    decay = next(f for f in found["vanishing_gradients"] if f.facts.get("pattern") == "depth_decay")
    assert decay.facts["input_layer"] == "0.weight"
    assert decay.facts["decay_ratio"] > 1e3
    assert decay.facts["input_grad_norm"] < decay.facts["output_grad_norm"]


def test_large_negative_bias_is_flagged_dead_relu_naming_the_layer(tmp_path):
    torch.manual_seed(0)
    model = mlp([16, 64, 64, 4])
    with torch.no_grad():
        model[2].bias.fill_(-8.0)
    found = symptoms(train(model, tmp_path))
    dead = found["dead_relu"][0]
    assert dead.facts["dead_layer"] == "3"
    assert dead.facts["dead_fraction"] > 0.9
    assert dead.severity == "critical"


def test_large_init_is_flagged_exploding_with_the_peak_step(tmp_path):
    torch.manual_seed(0)
    model = mlp([16] + [64] * 6 + [4])
    with torch.no_grad():
        for m in model:
            if isinstance(m, nn.Linear):
                m.weight.mul_(6.0)
    found = symptoms(train(model, tmp_path, lr=1e-4, opt="sgd"))
    f = found["exploding_gradients"][0]
    assert f.facts["peak_grad_norm"] > 100
    assert f.steps is not None and f.steps[0] >= 1


class Detached(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.embed = nn.Linear(16, 32)
        self.head = nn.Linear(32, 4)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.head(torch.relu(self.embed(x)).detach())


def test_detached_layer_is_recorded_without_gradient_and_flagged_frozen(tmp_path):
    torch.manual_seed(0)
    path = train(Detached(), tmp_path)
    assert records(path)[1]["layers"]["embed.weight"]["no_grad"] is True
    f = next(f for f in symptoms(path)["vanishing_gradients"] if f.facts.get("pattern") == "frozen")
    assert f.facts["first_frozen_layer"] == "embed.weight"
    assert f.facts["no_gradient_flow"] is True
    assert "head.weight" not in " ".join(f.evidence)


class Log(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.log(x)  # NaN for the negative inputs it receives


def test_first_module_producing_nan_is_named_in_forward(tmp_path):
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(16, 16), nn.Tanh(), nn.Linear(16, 16), Log(), nn.Linear(16, 4))
    x, y = batch()
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    probe = attach(model, opt, log_dir=tmp_path)
    loss = nn.functional.cross_entropy(model(x), y)
    loss.backward()
    opt.step()
    probe.close()
    rec = records(tmp_path / "grad_stats.jsonl")[1]
    assert rec["nonfinite"]["forward"] == "3"
    assert rec["layers"]["0.weight"]["grad_norm"] is None and rec["layers"]["0.weight"]["grad_nonfinite"]
    found = symptoms(tmp_path / "grad_stats.jsonl")
    assert found["nan_inf"][0].facts["nan_forward_module"] == "3"
    assert found["exploding_gradients"][0].severity == "critical"


def test_probe_without_optimizer_records_when_step_is_called(tmp_path):
    torch.manual_seed(0)
    model = mlp([16, 8, 4])
    x, y = batch()
    probe = attach(model, log_dir=tmp_path, every=2)
    for _ in range(4):
        model.zero_grad()
        nn.functional.cross_entropy(model(x), y).backward()
        probe.step()
    probe.close()
    recs = records(tmp_path / "grad_stats.jsonl")
    assert [r["step"] for r in recs[1:]] == [1, 2, 4]
    assert "update_ratio" not in recs[1]["layers"]["0.weight"]


def test_eval_forwards_between_steps_do_not_enter_the_activation_statistics(tmp_path):
    torch.manual_seed(0)
    model = mlp([16, 8, 4])
    x, y = batch()
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    probe = attach(model, opt, log_dir=tmp_path)
    with torch.no_grad():
        model(torch.full((4, 16), -100.0))  # would make every unit dead if it were counted
    nn.functional.cross_entropy(model(x), y).backward()
    opt.step()
    probe.close()
    assert records(tmp_path / "grad_stats.jsonl")[1]["activations"]["1"]["dead_frac"] < 0.5


def test_close_removes_every_hook(tmp_path):
    model = mlp([16, 8, 4])
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    probe = attach(model, opt, log_dir=tmp_path)
    assert any(m._forward_hooks for m in model.modules())
    probe.close()
    assert not any(m._forward_hooks for m in model.modules())
    x, y = batch()
    nn.functional.cross_entropy(model(x), y).backward()
    opt.step()  # no record after close
    assert len(records(tmp_path / "grad_stats.jsonl")) == 1


def test_traindiag_imports_without_torch():
    code = ("import sys; sys.modules['torch'] = None\n"
            "import traindiag.probe, traindiag.analysis.layers, traindiag.checkpoints\n"
            "from traindiag.errors import MissingExtra\n"
            "try:\n    traindiag.probe.attach(object())\nexcept MissingExtra as e:\n    print('missing:', e)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert "missing:" in out.stdout and "torch" in out.stdout


def test_json_numbers_are_finite_or_null(tmp_path):
    torch.manual_seed(0)
    path = train(mlp([16, 8, 4]), tmp_path, steps=4, every=2)
    for line in path.read_text().splitlines():
        json.loads(line, parse_constant=lambda c: pytest.fail(f"non-standard JSON constant {c}"))
    assert all(math.isfinite(r["grad_norm"]) for r in records(path)[1:])
