"""Fuzzing every MCP tool's input: any argument values (wrong types, random text and bytes, huge and tiny
numbers, deep JSON, hostile paths) come back as a result, or as an error result carrying a readable
message. Never an exception out of the server, never an empty error, never the "this is a traindiag
bug" message that `tool_errors` gives an unexpected crash.

(tests/test_mcp_server.py checks specific error messages; this file throws whatever hypothesis finds.)
"""

from __future__ import annotations

import shutil
from pathlib import Path

import anyio
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from mcp import Client, types
from traindiag.interfaces.server import build_server

from tests.mcp_logs import write_unstable_run

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
FUZZ = settings(max_examples=20, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
CRASHED = "this is a traindiag bug"


@pytest.fixture(scope="module")
def workdir(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("fuzz_mcp")
    write_unstable_run(root / "run" / "metrics.csv")
    shutil.copy(FIXTURES / "scripts" / "bugs" / "missing_zero_grad.py", root / "train.py")
    shutil.copy(FIXTURES / "grads" / "dead_relu.jsonl", root / "grad_stats.jsonl")
    shutil.copy(FIXTURES / "checkpoints" / "step_1000.safetensors", root / "a.safetensors")
    (root / "empty.log").write_text("")
    (root / "binary.log").write_bytes(bytes(range(256)) * 8)
    return root


@pytest.fixture(scope="module")
def server(workdir: Path):
    with pytest.MonkeyPatch.context() as mp:
        mp.chdir(workdir)
        mp.delenv("TRAINDIAG_ROOTS", raising=False)
        built = build_server()
    return built


def call(server, workdir: Path, name: str, args: dict) -> types.CallToolResult:
    async def go() -> types.CallToolResult:
        async with Client(server) as client:
            return await client.call_tool(name, args)

    with pytest.MonkeyPatch.context() as mp:
        mp.chdir(workdir)  # relative paths resolve against the server's working directory
        return anyio.run(go)


def assert_answered(result: types.CallToolResult) -> None:
    if not result.is_error:
        return
    text = "\n".join(c.text for c in result.content if isinstance(c, types.TextContent)).strip()
    assert text, "an error result without a message"
    assert CRASHED not in text, text
    assert not text.rstrip(":").endswith("Error executing tool"), text


def tool_names(server) -> list[str]:
    async def go() -> list[types.Tool]:
        async with Client(server) as client:
            return (await client.list_tools()).tools

    return [t.name for t in anyio.run(go)]


# --- strategies --------------------------------------------------------------------------------

huge_and_tiny = st.one_of(
    st.integers(min_value=-(2**70), max_value=2**70), st.sampled_from([10**40, -(10**40), 0, -1, 2**63]),
    st.floats(allow_nan=False, allow_infinity=False), st.sampled_from([1e308, -1e308, 5e-324, 1e-300]),
)
json_values = st.recursive(
    st.one_of(st.none(), st.booleans(), huge_and_tiny, st.text(max_size=40)),
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)),
    max_leaves=12,
)


def nested(depth: int) -> dict:
    value: dict = {"max_norm": 1.0}
    for _ in range(depth):
        value = {"a": value}
    return value


hostile_paths = st.sampled_from([
    "../outside.log", "../../etc/passwd", "/etc/passwd", "run/../../x.csv", "~/x.log", "", "   ", "\x00",
    "run\x00.csv", "a" * 5000, "/" * 300, "run", "run/metrics.csv", "empty.log", "binary.log", "train.py",
    "grad_stats.jsonl", "a.safetensors", "nowhere/x.log", ".", "..", "C:\\Windows\\win.ini", "%2e%2e/x",
])
strings = st.one_of(hostile_paths, st.text(max_size=300),
                    st.binary(max_size=200).map(lambda b: b.decode("latin-1")),
                    st.sampled_from(["step 1 loss nan\n" * 5, "step,loss\n1,1e400\n2,-1e400\n3,5e-324\n",
                                     '{"step": 1, "loss": ' + "[" * 3000 + "]" * 3000 + "}\n"]))
# The client library refuses to serialise past ~100 levels; deeper JSON is sent raw in test_mcp_load.py.
any_value = st.one_of(strings, json_values, st.integers(1, 90).map(nested))


@st.composite
def arguments(draw, names: tuple[str, ...]) -> dict:
    chosen = draw(st.lists(st.sampled_from(names), unique=True, max_size=len(names)))
    return {name: draw(any_value) for name in chosen}


# Argument names per tool, read from the live schemas below; probe_model is left out of random calls
# because a lucky "file.py:function" would run code (its confinement is tested in test_security.py).
def schemas(server) -> dict[str, tuple[str, ...]]:
    async def go() -> list[types.Tool]:
        async with Client(server) as client:
            return (await client.list_tools()).tools

    return {t.name: tuple(t.input_schema.get("properties", {})) for t in anyio.run(go) if t.name != "probe_model"}


@pytest.fixture(scope="module")
def tool_args(server) -> dict[str, tuple[str, ...]]:
    return schemas(server)


@FUZZ
@given(data=st.data())
def test_any_arguments_to_any_tool_give_a_result_or_a_readable_error(server, workdir, tool_args, data):
    name = data.draw(st.sampled_from(sorted(tool_args)))
    args = data.draw(arguments(tool_args[name]))
    assert_answered(call(server, workdir, name, args))


@FUZZ
@given(name=st.sampled_from(["parse_log", "diagnose", "plot_run"]), text=strings)
def test_any_pasted_text_gives_a_result_or_a_readable_error(server, workdir, name, text):
    args = {"text": text} | ({"ask": False} if name == "diagnose" else {})
    assert_answered(call(server, workdir, name, args))


@FUZZ
@given(start=huge_and_tiny, end=huge_and_tiny, metric=st.one_of(st.text(max_size=30),
                                                                 st.sampled_from(["loss", "lr", "grad_norm"])))
def test_analyze_metric_with_any_step_range_gives_a_result_or_a_readable_error(server, workdir, start, end, metric):
    args = {"path": "run/metrics.csv", "metric": metric, "start": start, "end": end}
    assert_answered(call(server, workdir, "analyze_metric", args))


@FUZZ
@given(context=st.dictionaries(st.sampled_from(["model_params", "dataset_size", "batch_size", "optimizer", "precision",
                                                "symptom", "lr", "unknown_field"]),
                               st.one_of(huge_and_tiny, st.text(max_size=20), json_values), max_size=5))
def test_diagnose_with_any_context_gives_a_result_or_a_readable_error(server, workdir, context):
    args = {"path": "run/metrics.csv", "context": context, "ask": False}
    assert_answered(call(server, workdir, "diagnose", args))


@FUZZ
@given(fix=st.one_of(st.text(max_size=30), st.sampled_from(["add-zero-grad", "add-grad-clipping", "change-lr"])),
       params=st.one_of(json_values, st.integers(1, 90).map(nested)))
def test_fix_tools_with_any_parameters_answer_and_never_write(server, workdir, fix, params):
    before = (workdir / "train.py").read_bytes()
    for name, extra in (("propose_fix", {}), ("apply_fix", {"expected_sha256": "0" * 64})):
        assert_answered(call(server, workdir, name, {"path": "train.py", "fix": fix, "params": params, **extra}))
    assert (workdir / "train.py").read_bytes() == before


def test_every_listed_tool_but_probe_model_is_fuzzed(server, tool_args):
    assert set(tool_names(server)) - set(tool_args) == {"probe_model"}
