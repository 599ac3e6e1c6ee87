"""The per-layer, checkpoint and probe tools through an in-process MCP client."""

from __future__ import annotations

import pickle
import shutil
from pathlib import Path

import pytest
from mcp import Client
from traindiag.interfaces.server import build_server

from tests.pickle_trap import Payload

pytestmark = pytest.mark.anyio
FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"


@pytest.fixture
def server(tmp_path: Path, monkeypatch):
    work = tmp_path / "work"
    shutil.copytree(FIXTURES / "grads" / "run_dead_relu", work / "run")
    shutil.copy(FIXTURES / "checkpoints" / "step_1000.safetensors", work / "a.safetensors")
    shutil.copy(FIXTURES / "checkpoints" / "step_2000.safetensors", work / "b.safetensors")
    (work / "evil.pt").write_bytes(pickle.dumps(Payload(work / "code_ran")))
    (tmp_path / "outside.py").write_text("def build():\n    raise SystemExit('must never run')\n")
    monkeypatch.chdir(work)
    return build_server()


async def call(server, name: str, args: dict):
    async with Client(server) as client:
        return await client.call_tool(name, args)


async def test_inspect_gradients_returns_the_dead_layer_as_structured_content(server):
    result = await call(server, "inspect_gradients", {"path": "run/grad_stats.jsonl"})
    assert not result.is_error
    findings = result.structured_content["findings"]
    assert findings[0]["symptom"] == "dead_relu" and findings[0]["facts"]["dead_layer"] == "3"


async def test_compare_checkpoints_names_frozen_and_blown_up_tensors(server):
    result = await call(server, "compare_checkpoints", {"earlier": "a.safetensors", "later": "b.safetensors"})
    assert result.structured_content["blown_up"] == ["4.weight"]
    assert sorted(result.structured_content["unchanged"]) == ["0.bias", "0.weight"]


async def test_inspect_checkpoint_refuses_a_code_running_pickle_without_running_it(server, tmp_path):
    pytest.importorskip("torch")
    result = await call(server, "inspect_checkpoint", {"path": "evil.pt"})
    assert result.is_error and "refused" in result.content[0].text
    assert not (tmp_path / "work" / "code_ran").exists()


async def test_probe_model_refuses_factories_outside_the_allowed_folders(server):
    result = await call(server, "probe_model", {"model": "../outside.py:build", "batch": "../outside.py:build"})
    assert result.is_error and "outside the folders" in result.content[0].text


async def test_probe_model_refuses_module_specs_that_are_not_files(server):
    result = await call(server, "probe_model", {"model": "os:getcwd", "batch": "os:getcwd"})
    assert result.is_error and "FILE.py:FUNCTION" in result.content[0].text


async def test_probe_model_is_announced_as_running_user_code(server):
    async with Client(server) as client:
        tool = next(t for t in (await client.list_tools()).tools if t.name == "probe_model")
    assert tool.annotations.read_only_hint is False
    assert "RUNS THE USER'S CODE" in tool.description


async def test_probe_model_runs_file_factories_inside_the_roots_and_returns_a_report(server, tmp_path):
    pytest.importorskip("torch")
    (tmp_path / "work" / "net.py").write_text(
        "import torch\nfrom torch import nn\n\n\ndef build():\n    torch.manual_seed(0)\n"
        "    return nn.Sequential(nn.Linear(8, 16), nn.Sigmoid(), nn.Linear(16, 3))\n\n\n"
        "def batch():\n    g = torch.Generator().manual_seed(0)\n"
        "    return torch.randn(16, 8, generator=g), torch.randint(0, 3, (16,), generator=g)\n")
    result = await call(server, "probe_model", {"model": "net.py:build", "batch": "net.py:batch", "steps": 30})
    assert not result.is_error, result.content[0].text
    data = result.structured_content
    assert data["chance_loss"] == pytest.approx(1.0986, rel=1e-3)
    assert {c["name"] for c in data["checks"]} >= {"gradient_flow", "overfit_one_batch", "lr_range_test"}
    assert data["report"]["verdict"]["decision"] in {"continue", "wait", "stop_and_fix", "stop_converged"}
