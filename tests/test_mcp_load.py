"""`traindiag serve --http` under load and abuse: 50 concurrent diagnoses all answered with the same report
as in process; broken JSON-RPC, unknown methods and wrongly typed arguments answered with errors while
the server keeps serving; an oversized paste refused with the limit named.
"""

from __future__ import annotations

import json
import subprocess
import sys
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import anyio
import pytest
from mcp import Client, types
from traindiag.interfaces.safety import MAX_PASTE_BYTES
from traindiag.interfaces.server import build_server

from tests.mcp_logs import write_unstable_run
from tests.test_mcp_transports import free_port, wait_for_port

pytestmark = pytest.mark.anyio

CONCURRENT = 50
ACCEPT = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}


@pytest.fixture(scope="module")
def workdir(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("load")
    write_unstable_run(root / "run" / "metrics.csv")
    return root


@pytest.fixture(scope="module")
def url(workdir: Path) -> Iterator[str]:
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "traindiag", "serve", "--http", "--port", str(port)], cwd=workdir,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        wait_for_port(port, proc)
        yield f"http://127.0.0.1:{port}/mcp"
        assert proc.poll() is None, "the server died during the tests"
    finally:
        proc.terminate()
        proc.wait(timeout=15)


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


async def diagnose_over_http(url: str) -> types.CallToolResult:
    async with Client(url) as client:
        return await client.call_tool("diagnose", {"path": "run/metrics.csv", "ask": False})


async def in_process_report(workdir: Path, monkeypatch) -> dict:
    monkeypatch.chdir(workdir)
    async with Client(build_server()) as client:
        result = await client.call_tool("diagnose", {"path": "run/metrics.csv", "ask": False})
    assert not result.is_error
    return result.structured_content


@dataclass
class Reply:
    status_code: int
    headers: dict[str, str]
    text: str


def _post(url: str, body: bytes, headers: dict[str, str]) -> Reply:
    request = urllib.request.Request(url, data=body, headers=headers, method="POST")
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            return Reply(response.status, {k.lower(): v for k, v in response.headers.items()},
                         response.read().decode("utf-8", "replace"))
    except urllib.error.HTTPError as exc:
        return Reply(exc.code, {k.lower(): v for k, v in exc.headers.items()}, exc.read().decode("utf-8", "replace"))


async def post(url: str, body: bytes, headers: dict[str, str]) -> Reply:
    """A raw HTTP POST (no MCP client in the way), off the event loop."""
    return await anyio.to_thread.run_sync(_post, url, body, headers)


def rpc_reply(response: Reply) -> dict:
    """The JSON-RPC message in a response, whether sent as JSON or as one server-sent event."""
    if response.headers.get("content-type", "").startswith("text/event-stream"):
        data = [ln[5:].strip() for ln in response.text.splitlines() if ln.startswith("data:")]
        return json.loads(data[-1])
    return json.loads(response.text)


async def test_fifty_concurrent_diagnoses_all_return_the_in_process_report(url, workdir, monkeypatch):
    expected = await in_process_report(workdir, monkeypatch)
    results: list[types.CallToolResult] = []

    async def one() -> None:
        results.append(await diagnose_over_http(url))

    with anyio.fail_after(240):
        async with anyio.create_task_group() as tg:
            for _ in range(CONCURRENT):
                tg.start_soon(one)
    assert len(results) == CONCURRENT
    assert all(not r.is_error for r in results), [r.content[0].text for r in results if r.is_error][:1]
    assert all(r.structured_content == expected for r in results)
    assert "nan_inf" in [s["id"] for s in expected["symptoms"]]


async def open_session(url: str) -> dict[str, str]:
    init = {"jsonrpc": "2.0", "id": 1, "method": "initialize",
            "params": {"protocolVersion": "2025-06-18", "capabilities": {},
                       "clientInfo": {"name": "raw-post", "version": "0"}}}
    response = await post(url, json.dumps(init).encode(), ACCEPT)
    assert response.status_code == 200, response.text
    headers = dict(ACCEPT)
    if "mcp-session-id" in response.headers:
        headers["mcp-session-id"] = response.headers["mcp-session-id"]
    version = rpc_reply(response)["result"]["protocolVersion"]
    headers["mcp-protocol-version"] = version
    await post(url, json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}).encode(), headers)
    return headers


BROKEN_BODIES = [
    b"{", b"", b"null", b"[]", b"\xff\xfe\x00garbage", b'{"jsonrpc": "2.0"}', b'{"jsonrpc": "1.0", "id": 3, "method": 5}',
    json.dumps({"jsonrpc": "2.0", "id": 4, "method": "no/such/method"}).encode(),
    json.dumps({"jsonrpc": "2.0", "id": 5, "method": "tools/call", "params": {"name": 5}}).encode(),
    json.dumps({"jsonrpc": "2.0", "id": 6, "method": "tools/call", "params": "not an object"}).encode(),
    b'{"jsonrpc": "2.0", "id": 7, "method": "tools/call", "params": {"name": "diagnose", "arguments": '
    + b'{"path": ' + b"[" * 50_000 + b"]" * 50_000 + b"}}}",
]


async def test_broken_json_rpc_is_answered_with_errors_and_the_server_keeps_serving(url):
    headers = await open_session(url)
    for body in BROKEN_BODIES:
        response = await post(url, body, headers)
        if response.status_code == 200:
            reply = rpc_reply(response)
            assert "error" in reply or reply.get("result", {}).get("isError"), (body[:60], reply)
        else:
            assert 400 <= response.status_code < 500, (body[:60], response.status_code, response.text[:200])
            assert rpc_reply(response)["error"]["message"], body[:60]
    result = await diagnose_over_http(url)
    assert not result.is_error and "nan_inf" in [s["id"] for s in result.structured_content["symptoms"]]


WRONG_TYPES = [
    ("diagnose", {"path": 5}), ("diagnose", {"path": "run/metrics.csv", "ask": "maybe", "context": [1, 2]}),
    ("analyze_metric", {"metric": ["loss"], "path": "run/metrics.csv"}), ("analyze_metric", {"path": "run/metrics.csv"}),
    ("compare_runs", {"paths": "run/metrics.csv"}), ("plot_run", {"path": "run/metrics.csv", "width": 10**12}),
    ("apply_fix", {"path": "train.py", "fix": "add-zero-grad", "expected_sha256": "short"}),
    ("probe_model", {"model": {"x": 1}, "batch": None}), ("no_such_tool", {}),
]


async def test_wrongly_typed_arguments_are_error_results_with_a_message(url):
    async with Client(url) as client:
        for name, args in WRONG_TYPES:
            result = await client.call_tool(name, args)
            text = " ".join(c.text for c in result.content if isinstance(c, types.TextContent))
            assert result.is_error and text.strip(), (name, args)
        good = await client.call_tool("diagnose", {"path": "run/metrics.csv", "ask": False})
    assert not good.is_error


async def test_a_paste_above_the_limit_is_refused_naming_it(url):
    big = "step,loss\n" + "1,2.0\n" * (MAX_PASTE_BYTES // 6 + 10)
    async with Client(url) as client:
        result = await client.call_tool("diagnose", {"text": big, "ask": False})
        after = await client.call_tool("parse_log", {"text": "step,loss\n1,2.0\n2,1.5\n3,1.2\n"})
    assert result.is_error and "2 MB limit" in result.content[0].text
    assert not after.is_error
