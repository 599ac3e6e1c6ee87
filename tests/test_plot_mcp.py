"""The MCP `plot_run` tool in process: a chat-sized PNG with a structured summary of panels and marks."""

from __future__ import annotations

import base64
import shutil
import struct
from pathlib import Path

import jsonschema
import pytest
from mcp import Client, types
from traindiag.interfaces.server import build_server
from traindiag.report.plot import CHAT_HEIGHT, CHAT_WIDTH, PlotSummary

from tests.conftest import FIXTURES

pytestmark = pytest.mark.anyio
pytest.importorskip("matplotlib")


@pytest.fixture
def server(tmp_path: Path, monkeypatch):
    shutil.copy(FIXTURES / "hf" / "trainer_nan.log", tmp_path / "nan.log")
    shutil.copy(FIXTURES / "hf" / "trainer.log", tmp_path / "good.log")
    shutil.copy(FIXTURES / "eval" / "lr_too_high_adam" / "megatron.log", tmp_path / "megatron.log")
    monkeypatch.chdir(tmp_path)
    return build_server()


async def call(server, args: dict) -> tuple[types.CallToolResult, dict]:
    async with Client(server) as client:
        tools = {t.name: t for t in (await client.list_tools()).tools}
        assert "plot_run" in tools
        return await client.call_tool("plot_run", args), PlotSummary.model_json_schema()


def image_of(result: types.CallToolResult) -> bytes:
    image = next(c for c in result.content if isinstance(c, types.ImageContent))
    assert image.mime_type == "image/png"
    return base64.b64decode(image.data)


def text_of(result: types.CallToolResult) -> str:
    return "\n".join(c.text for c in result.content if isinstance(c, types.TextContent))


async def test_default_image_fits_a_chat_window_and_matches_the_summary(server):
    result, schema = await call(server, {"path": "megatron.log"})
    assert not result.is_error, text_of(result)
    width, height = struct.unpack(">II", image_of(result)[16:24])
    assert width <= CHAT_WIDTH and height <= CHAT_HEIGHT
    summary = result.structured_content
    jsonschema.validate(summary, schema)
    assert (summary["width"], summary["height"]) == (width, height)
    assert [p["title"] for p in summary["panels"]] == ["Loss", "Learning rate", "Gradient norm", "Step time"]


async def test_the_summary_lists_each_finding_with_its_step_and_panel(server):
    result, _ = await call(server, {"path": "nan.log"})
    marks = {m["symptom"]: m for m in result.structured_content["marks"]}
    assert marks["nan_inf"]["panel"] == "loss" and marks["nan_inf"]["step"] == 64
    assert marks["exploding_gradients"]["panel"] == "grad_norm"
    text = text_of(result)
    assert "nan_inf" in text and "step 64" in text


async def test_overlay_draws_both_runs(server):
    result, _ = await call(server, {"path": "nan.log", "overlay": ["good.log"], "width": 900, "height": 600})
    assert not result.is_error, text_of(result)
    assert struct.unpack(">II", image_of(result)[16:24]) == (900, 600)
    summary = result.structured_content
    assert summary["runs"] == ["nan.log", "good.log"]
    assert {m["run"] for m in summary["marks"]} == {"nan.log", "good.log"}


async def test_a_size_too_big_for_a_chat_is_refused(server):
    result, _ = await call(server, {"path": "nan.log", "width": 2000})
    assert result.is_error and "width" in text_of(result)


async def test_a_path_outside_the_allowed_folders_is_refused(server, tmp_path):
    outside = tmp_path.parent / f"{tmp_path.name}-outside.log"
    shutil.copy(FIXTURES / "hf" / "trainer.log", outside)
    try:
        result, _ = await call(server, {"path": str(outside)})
        assert result.is_error and "outside" in text_of(result).lower()
    finally:
        outside.unlink()
