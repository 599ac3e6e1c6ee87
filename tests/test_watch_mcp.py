"""The MCP tool `watch_run`: what changed since the last call for a path, through an in-process client."""

from __future__ import annotations

from pathlib import Path

import pytest
from mcp import Client, types
from traindiag.interfaces.server import build_server

pytestmark = pytest.mark.anyio

NAN_LOG = Path(__file__).resolve().parents[1] / "fixtures" / "eval" / "nan_log_zero" / "train.log"


def text_of(result: types.CallToolResult) -> str:
    return "\n".join(c.text for c in result.content if isinstance(c, types.TextContent))


async def test_watch_run_returns_only_what_changed_since_the_last_call(tmp_path, monkeypatch):
    lines = NAN_LOG.read_bytes().splitlines(keepends=True)
    log = tmp_path / "train.log"
    log.write_bytes(b"".join(lines[:16]))  # header + steps 5..75: healthy so far
    monkeypatch.chdir(tmp_path)
    server = build_server()
    async with Client(server) as client:
        tool = next(t for t in (await client.list_tools()).tools if t.name == "watch_run")
        assert tool.annotations.read_only_hint is True and tool.annotations.idempotent_hint is False

        first = (await client.call_tool("watch_run", {"path": "train.log"})).structured_content
        assert first["total_lines"] == 16 and first["status"]["step"] == 75
        assert not [f for f in first["new_findings"] if f["symptom"] == "nan_inf"]

        with log.open("ab") as fh:
            fh.write(b"".join(lines[16:30]))  # the loss goes NaN at step 80
        second = await client.call_tool("watch_run", {"path": "train.log"})
        data = second.structured_content
        assert data["new_lines"] == 14 and data["status"]["step"] == 145
        assert [f["step"] for f in data["new_findings"] if f["symptom"] == "nan_inf"] == [80]
        assert data["verdict"]["decision"] == "stop_and_fix" and data["verdict_changed"] is True
        assert "NEW critical nan_inf at step 80" in text_of(second)

        with log.open("ab") as fh:
            fh.write(b"".join(lines[30:]))
        third = (await client.call_tool("watch_run", {"path": "train.log"})).structured_content
        assert third["status"]["step"] == 400
        reported = [f["symptom"] for call in (first, data, third) for f in call["new_findings"]]
        assert reported.count("nan_inf") == 1 and len(reported) == len(set(reported))
        assert third["verdict_changed"] is False

        quiet = (await client.call_tool("watch_run", {"path": "train.log"})).structured_content
        assert quiet["new_lines"] == 0 and quiet["new_findings"] == []


async def test_watch_run_refuses_a_path_outside_the_allowed_folders(tmp_path, monkeypatch):
    inside = tmp_path / "work"
    inside.mkdir()
    outside = tmp_path / "elsewhere.log"
    outside.write_bytes(NAN_LOG.read_bytes())
    monkeypatch.chdir(inside)
    async with Client(build_server()) as client:
        result = await client.call_tool("watch_run", {"path": str(outside)})
    assert result.is_error
    assert "outside the folders this server may read" in text_of(result)
