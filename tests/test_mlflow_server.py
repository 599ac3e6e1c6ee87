"""Runs on a real MLflow tracking server (issue #18): `mlflow server` on 127.0.0.1 with a SQLite store in a temp
folder, four real small CPU runs logged through MLflow's client (fixtures/mlflow/log_to_server.py), read and
diagnosed through `mlflow://HOST:PORT/EXPERIMENT[/RUN_ID]` by the CLI and the MCP tools."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from mcp import Client
from traindiag.diagnosis.experiment import diagnose_experiment
from traindiag.interfaces.cli import main
from traindiag.interfaces.server import build_server

from tests.conftest import FIXTURES

sys.path.insert(0, str(FIXTURES / "mlflow"))
from log_to_server import log_runs  # noqa: E402

EXPERIMENT = "traindiag-demo"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def mlflow_server(tmp_path_factory):
    """host:port of a fresh MLflow server holding the four runs, and their run ids by name."""
    folder = tmp_path_factory.mktemp("mlflow")
    port = _free_port()
    mlflow = Path(sys.executable).with_name("mlflow")
    log = (folder / "server.log").open("wb")
    proc = subprocess.Popen([str(mlflow), "server", "--backend-store-uri", f"sqlite:///{folder / 'store.db'}",
                             "--default-artifact-root", str(folder / "artifacts"), "--host", "127.0.0.1",
                             "--port", str(port), "--workers", "1"],
                            stdout=subprocess.DEVNULL, stderr=log, env=dict(os.environ))
    host = f"127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 120
        while True:
            try:
                with urllib.request.urlopen(f"http://{host}/health", timeout=2):
                    break
            except OSError:
                if time.monotonic() > deadline or proc.poll() is not None:
                    raise RuntimeError("mlflow server did not start: "
                                       + (folder / "server.log").read_text()[-2000:]) from None
                time.sleep(0.5)
        ids = log_runs(f"http://{host}", EXPERIMENT)
        yield host, ids
    finally:
        proc.terminate()
        proc.wait(timeout=30)
        log.close()


def _cli(args: list[str], capsys) -> tuple[int, str, str]:
    code = main(args)
    out, err = capsys.readouterr()
    return code, out, err


def test_an_experiment_is_one_table_of_its_runs_worst_first(mlflow_server):
    host, _ = mlflow_server
    exp = diagnose_experiment(f"mlflow://{host}/{EXPERIMENT}")
    by_name = {r.name: r for r in exp.runs}
    assert set(by_name) == {"healthy", "nan", "diverging", "overfitting"}
    assert by_name["nan"].symptom == "nan_inf" and by_name["nan"].decision == "stop_and_fix"
    assert by_name["diverging"].symptom == "divergence"
    assert by_name["overfitting"].symptom == "overfitting" and by_name["overfitting"].decision == "watch"
    assert by_name["healthy"].symptom == "healthy" and by_name["healthy"].decision == "continue"
    assert [r.name for r in exp.runs][-1] == "healthy"  # worst first
    assert exp.counts == {"stop_and_fix": 2, "watch": 1, "continue": 1}


def test_the_cli_diagnoses_an_experiment_and_one_run_of_it(mlflow_server, capsys):
    host, ids = mlflow_server
    code, out, _ = _cli(["diagnose", f"mlflow://{host}/{EXPERIMENT}"], capsys)
    assert code == 0 and "| nan | finished | stop and fix | nan_inf" in out
    code, out, _ = _cli(["diagnose", f"mlflow://{host}/{EXPERIMENT}/{ids['nan']}", "--format", "json"], capsys)
    report = json.loads(out)
    assert report["symptoms"][0]["id"] == "nan_inf" and report["verdict"]["decision"] == "stop_and_fix"
    assert report["symptoms"][0]["steps"][0] == 25  # lr 40 overflows within the first logged points


def test_parse_compare_plot_and_watch_take_the_same_targets(mlflow_server, capsys, tmp_path):
    host, ids = mlflow_server
    code, out, _ = _cli(["parse", f"mlflow://{host}/{EXPERIMENT}"], capsys)
    assert code == 0 and "mlflow, 4 runs" in out and "optimizer=sgd" in out
    code, out, _ = _cli(["compare", f"mlflow://{host}/{EXPERIMENT}/{ids['healthy']}",
                         f"mlflow://{host}/{EXPERIMENT}/{ids['diverging']}"], capsys)
    assert code == 0 and "| diverging |" in out
    png = tmp_path / "exp.png"
    code, out, _ = _cli(["plot", f"mlflow://{host}/{EXPERIMENT}", "-o", str(png)], capsys)
    assert code == 0 and png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    code, out, _ = _cli(["watch", f"mlflow://{host}/{EXPERIMENT}/{ids['nan']}", "--exit-on", "critical"], capsys)
    assert code == 1 and "CRITICAL nan_inf" in out


def test_a_wrong_experiment_or_an_unreachable_server_is_a_one_line_error(mlflow_server, capsys):
    host, _ = mlflow_server
    code, _, err = _cli(["diagnose", f"mlflow://{host}/no-such-experiment"], capsys)
    assert code == 2 and "no experiment named or numbered 'no-such-experiment'" in err and EXPERIMENT in err
    code, _, err = _cli(["diagnose", f"mlflow://127.0.0.1:{_free_port()}/{EXPERIMENT}"], capsys)
    assert code == 2 and "cannot reach the MLflow server" in err and "Traceback" not in err


@pytest.mark.anyio
async def test_the_mcp_diagnose_tool_reads_a_local_server_and_refuses_other_hosts(mlflow_server, tmp_path,
                                                                                 monkeypatch):
    host, ids = mlflow_server
    monkeypatch.chdir(tmp_path)
    async with Client(build_server()) as client:
        result = await client.call_tool("diagnose", {"path": f"mlflow://{host}/{EXPERIMENT}", "ask": False})
        assert not result.is_error
        assert {r["name"] for r in result.structured_content["runs"]} == {"healthy", "nan", "diverging",
                                                                          "overfitting"}
        result = await client.call_tool("diagnose", {"path": f"mlflow://{host}/{EXPERIMENT}/{ids['overfitting']}",
                                                     "ask": False})
        assert result.structured_content["symptoms"][0]["id"] == "overfitting"
        result = await client.call_tool("parse_log", {"path": f"mlflow://mlflow.example.com:5000/{EXPERIMENT}"})
        assert result.is_error and "--allow-mlflow mlflow.example.com:5000" in result.content[0].text
