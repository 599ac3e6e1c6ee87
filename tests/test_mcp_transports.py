"""`traindiag serve` as a real process: over stdio, over streamable HTTP, and driven by the MCP Inspector CLI."""

from __future__ import annotations

import json
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import anyio
import pytest
from mcp import Client, StdioServerParameters

from tests.mcp_logs import write_unstable_run

pytestmark = pytest.mark.anyio


@pytest.fixture
def workdir(tmp_path: Path) -> Path:
    write_unstable_run(tmp_path / "run" / "metrics.csv")
    return tmp_path


def serve_command(*extra: str) -> list[str]:
    return [sys.executable, "-m", "traindiag", "serve", *extra]


async def test_diagnose_over_a_stdio_subprocess(workdir, tmp_path_factory):
    extra = tmp_path_factory.mktemp("extra_root")
    write_unstable_run(extra / "other.csv")
    args = serve_command("--root", str(extra))[1:]
    params = StdioServerParameters(command=sys.executable, args=args, cwd=str(workdir))
    async with Client(params) as client:
        names = {t.name for t in (await client.list_tools()).tools}
        result = await client.call_tool("diagnose", {"path": "run/metrics.csv", "ask": False})
        allowed = await client.call_tool("parse_log", {"path": str(extra / "other.csv")})
        outside = await client.call_tool("parse_log", {"path": "/etc/hostname"})
    assert {"parse_log", "diagnose", "analyze_metric", "compare_runs"} <= names
    assert not result.is_error
    assert "nan_inf" in [s["id"] for s in result.structured_content["symptoms"]]
    assert not allowed.is_error
    assert outside.is_error and "outside the folders" in outside.content[0].text


def test_serve_with_a_missing_root_exits_with_a_one_line_error(tmp_path, capsys):
    from traindiag.interfaces.cli import main

    assert main(["serve", "--root", str(tmp_path / "missing")]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("traindiag: error:") and "not a folder" in err and "\n" not in err


def test_serve_http_on_a_port_in_use_exits_with_one_line_and_no_banner(tmp_path):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = subprocess.run(serve_command("--http", "--port", str(port)), cwd=tmp_path, capture_output=True,
                                text=True, timeout=60)
    assert result.returncode == 2
    assert result.stderr.strip() == (f"traindiag: error: port {port} on 127.0.0.1 is in use: pick another with "
                                     "--port, or stop the program listening there")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for_port(port: int, proc: subprocess.Popen, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise AssertionError(f"server exited early: {proc.stderr.read().decode() if proc.stderr else ''}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return
        except OSError:
            time.sleep(0.1)
    raise AssertionError(f"server did not listen on port {port} within {timeout}s")


async def test_diagnose_over_streamable_http_on_localhost(workdir):
    port = free_port()
    proc = subprocess.Popen(serve_command("--http", "--port", str(port)), cwd=workdir,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        wait_for_port(port, proc)
        with anyio.fail_after(60):
            async with Client(f"http://127.0.0.1:{port}/mcp") as client:
                result = await client.call_tool("diagnose", {"path": "run/metrics.csv", "ask": False})
        assert not result.is_error
        assert "nan_inf" in [s["id"] for s in result.structured_content["symptoms"]]
    finally:
        proc.terminate()
        proc.wait(timeout=15)


# The Inspector CLI is a client written by others: it checks that what we serve is plain MCP.
NPX = shutil.which("npx")
INSPECTOR = ["npx", "-y", "@modelcontextprotocol/inspector", "--cli"]
OFFLINE = ("ENOTFOUND", "EAI_AGAIN", "ECONNREFUSED", "ETIMEDOUT", "network request")


def inspector(workdir: Path, *method: str) -> subprocess.CompletedProcess:
    done = subprocess.run([*INSPECTOR, *serve_command(), *method], cwd=workdir, capture_output=True, text=True,
                          timeout=300)
    if done.returncode != 0 and any(word in done.stderr for word in OFFLINE):
        pytest.skip("the MCP Inspector package could not be downloaded (no network and no npx cache)")
    return done


@pytest.mark.skipif(NPX is None, reason="npx (Node.js) is not installed, so the MCP Inspector CLI cannot run")
def test_the_mcp_inspector_cli_lists_tools_and_calls_diagnose(workdir):
    listed = inspector(workdir, "--method", "tools/list")
    assert listed.returncode == 0, listed.stderr
    names = {t["name"] for t in json.loads(listed.stdout)["tools"]}
    assert {"parse_log", "diagnose", "analyze_metric", "compare_runs"} <= names

    called = inspector(workdir, "--method", "tools/call", "--tool-name", "diagnose",
                       "--tool-arg", "path=run/metrics.csv", "--tool-arg", "ask=false")
    assert called.returncode == 0, called.stderr
    result = json.loads(called.stdout)
    assert not result.get("isError")
    assert "nan_inf" in [s["id"] for s in result["structuredContent"]["symptoms"]]
