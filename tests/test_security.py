"""Security: no MCP tool reads or runs a file outside its roots (``..`` or a symlink), pickles never
run, an interrupted `apply_fix` leaves the script whole, and user code past its timeout is killed.

Already covered elsewhere, not repeated here: `AllowedRoots` unit cases (tests/test_mcp_safety.py), a
code-running pickle refused by `inspect_checkpoint` directly and over MCP (tests/test_checkpoints_inspect.py,
tests/test_probe_mcp.py), `apply_fix` interrupted by an exception in `os.replace`
(tests/test_lint_fixes.py), and the probe's timeout error message (tests/test_probe_live.py).
"""

from __future__ import annotations

import os
import pickle
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import anyio
import pytest
from mcp import Client, types
from traindiag.interfaces.server import build_server

from tests.mcp_logs import write_healthy_run, write_unstable_run
from tests.pickle_trap import Payload

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
BUGGY = FIXTURES / "scripts" / "bugs" / "missing_zero_grad.py"
OUTSIDE = "outside the folders this server may read"


@pytest.fixture
def layout(tmp_path: Path, monkeypatch) -> tuple[Path, Path]:
    """A work folder the server may read, and an outside folder holding one file of every kind."""
    work, outside = tmp_path / "work", tmp_path / "outside"
    write_healthy_run(work / "run" / "metrics.csv")
    shutil.copy(BUGGY, work / "train.py")
    shutil.copy(FIXTURES / "checkpoints" / "step_1000.safetensors", work / "a.safetensors")
    write_unstable_run(outside / "metrics.csv")
    shutil.copy(BUGGY, outside / "train.py")
    shutil.copy(FIXTURES / "grads" / "dead_relu.jsonl", outside / "grad_stats.jsonl")
    shutil.copy(FIXTURES / "checkpoints" / "step_2000.safetensors", outside / "b.safetensors")
    (outside / "models.py").write_text(f"from pathlib import Path\n\ndef build():\n"
                                       f"    Path({str(outside / 'code_ran')!r}).touch()\n")
    for name in ("metrics.csv", "train.py", "grad_stats.jsonl", "b.safetensors", "models.py"):
        (work / f"link_{name}").symlink_to(outside / name)
    monkeypatch.chdir(work)
    monkeypatch.delenv("TRAINDIAG_ROOTS", raising=False)
    return work, outside


def escapes(name: str) -> list[str]:
    """The two ways out of the work folder for the outside file `name`: ``..`` and a symlink."""
    return [f"../outside/{name}", f"link_{name}"]


# For every tool: the call with one file argument replaced by an escape (`{}` marks where it goes).
ESCAPING_CALLS: list[tuple[str, str, dict]] = [
    ("parse_log", "metrics.csv", {"path": "{}"}),
    ("diagnose", "metrics.csv", {"path": "{}", "ask": False}),
    ("diagnose", "metrics.csv", {"path": "run/metrics.csv", "val_path": "{}", "ask": False}),
    ("analyze_metric", "metrics.csv", {"path": "{}", "metric": "train_loss"}),
    ("compare_runs", "metrics.csv", {"paths": ["run/metrics.csv", "{}"]}),
    ("plot_run", "metrics.csv", {"path": "{}"}),
    ("plot_run", "metrics.csv", {"path": "run/metrics.csv", "overlay": ["{}"]}),
    ("inspect_gradients", "grad_stats.jsonl", {"path": "{}"}),
    ("inspect_checkpoint", "b.safetensors", {"path": "{}"}),
    ("compare_checkpoints", "b.safetensors", {"earlier": "a.safetensors", "later": "{}"}),
    ("compare_checkpoints", "b.safetensors", {"earlier": "{}", "later": "a.safetensors"}),
    ("probe_model", "models.py", {"model": "{}:build", "batch": "{}:build", "timeout_s": 20}),
    ("lint_script", "train.py", {"path": "{}"}),
    ("lint_script", "metrics.csv", {"path": "train.py", "log_path": "{}"}),
    ("propose_fix", "train.py", {"path": "{}", "fix": "add-zero-grad"}),
    ("propose_fix", "metrics.csv", {"path": "train.py", "fix": "add-zero-grad", "log_path": "{}"}),
    ("apply_fix", "train.py", {"path": "{}", "fix": "add-zero-grad", "expected_sha256": "0" * 64}),
    ("apply_fix", "metrics.csv", {"path": "train.py", "fix": "add-zero-grad", "expected_sha256": "0" * 64,
                                  "log_path": "{}"}),
    ("watch_run", "metrics.csv", {"path": "{}"}),
]


def fill(value, path: str):
    if isinstance(value, str):
        return value.replace("{}", path)
    if isinstance(value, list):
        return [fill(v, path) for v in value]
    return value


def call_tool(name: str, args: dict) -> types.CallToolResult:
    async def go() -> types.CallToolResult:
        async with Client(build_server()) as client:
            return await client.call_tool(name, args)

    return anyio.run(go)


def listed_tools() -> set[str]:
    async def go() -> list[types.Tool]:
        async with Client(build_server()) as client:
            return (await client.list_tools()).tools

    return {t.name for t in anyio.run(go)}


def test_every_tool_is_checked_for_escapes(layout):
    assert listed_tools() <= {name for name, _, _ in ESCAPING_CALLS}


@pytest.mark.parametrize(("tool", "target", "template"), ESCAPING_CALLS,
                         ids=[f"{t}-{'-'.join(k for k, v in a.items() if '{}' in str(v))}" for t, _, a in ESCAPING_CALLS])
def test_dotdot_and_symlink_escapes_are_refused_by_every_file_argument(layout, tool, target, template):
    work, outside = layout
    before = {p.name: p.read_bytes() for p in outside.iterdir()}
    for escape in escapes(target):
        result = call_tool(tool, {k: fill(v, escape) for k, v in template.items()})
        text = " ".join(c.text for c in result.content if isinstance(c, types.TextContent))
        assert result.is_error and OUTSIDE in text, (escape, text[:300])
    assert {p.name: p.read_bytes() for p in outside.iterdir()} == before  # nothing written or run outside
    assert not (outside / "code_ran").exists()


# --- pickles --------------------------------------------------------------------------------------

def test_diagnosing_a_run_folder_with_malicious_pickles_never_runs_them(layout):
    torch = pytest.importorskip("torch")
    work, _ = layout
    marker = work / "code_ran"
    torch.save({"weight": torch.ones(3), "trap": Payload(marker)}, work / "run" / "checkpoint.pt")
    (work / "run" / "training_args.bin").write_bytes(pickle.dumps(Payload(marker)))
    (work / "run" / "model.ckpt").write_bytes(pickle.dumps({"state_dict": Payload(marker)}))
    result = call_tool("diagnose", {"path": "run", "ask": False})
    assert not marker.exists()
    assert not result.is_error  # the log is still diagnosed; the checkpoints are refused, not loaded
    compared = call_tool("compare_checkpoints", {"earlier": "run/checkpoint.pt", "later": "run/model.ckpt"})
    assert compared.is_error and "refused" in compared.content[0].text
    assert not marker.exists()


# --- apply_fix killed mid-write -------------------------------------------------------------------

# Runs apply_fix with fsync made to announce itself and hang once the new bytes sit in the temporary file
# and before the rename: the moment a crash would leave a half-written script if the write were not atomic.
_APPLY_AND_HANG = r"""
import os, sys, time
from pathlib import Path
import traindiag.files
from traindiag.lint.api import apply_fix
script, ready, which = Path(sys.argv[1]), Path(sys.argv[2]), int(sys.argv[3])
temp_files = []
real_fsync = os.fsync
def hanging_fsync(fd):
    real_fsync(fd)
    if os.readlink(f"/proc/self/fd/{fd}").endswith(".tmp"):
        temp_files.append(fd)
        if len(temp_files) == which:  # 1: the backup's write, 2: the script's own write
            ready.write_text(str(os.getpid()))
            time.sleep(600)
traindiag.files.os.fsync = hanging_fsync
apply_fix(script, "add-zero-grad", confirm=True)
"""


@pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="open files are named through /proc")
@pytest.mark.parametrize("which", [1, 2], ids=["during-the-backup", "during-the-script-write"])
def test_apply_fix_killed_mid_write_leaves_the_original_script_intact(tmp_path, which):
    script, ready = tmp_path / "train.py", tmp_path / "ready"
    shutil.copy(BUGGY, script)
    original = script.read_bytes()
    proc = subprocess.Popen([sys.executable, "-c", _APPLY_AND_HANG, str(script), str(ready), str(which)],
                            stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 60
        while not ready.exists():
            assert proc.poll() is None, proc.stderr.read().decode() if proc.stderr else ""
            assert time.monotonic() < deadline, "apply_fix never reached its write"
            time.sleep(0.05)
        half_written = [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
        assert half_written, "the new text should be sitting in a temporary file at this point"
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=10)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert script.read_bytes() == original
    compile(script.read_text(), str(script), "exec")


# --- probe timeout ---------------------------------------------------------------------------------

HANGING_FACTORIES = '''
import os, subprocess, sys, time
from pathlib import Path


def hangs():
    # The worker and a grandchild it starts both record their pid, then wait forever.
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
    Path("pids").write_text(f"{os.getpid()} {child.pid}")
    time.sleep(600)


def batch():
    import torch
    return torch.zeros(2, 3), torch.zeros(2, dtype=torch.long)
'''


def alive(pid: int) -> bool:
    """Running (a zombie waiting for its parent to read its status counts as gone)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError):
        return False
    return state not in {"Z", "X"}


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="process states are read from /proc")
def test_probe_code_past_its_timeout_is_killed_with_its_children_and_the_tool_says_so(layout):
    pytest.importorskip("torch")
    work, _ = layout
    (work / "factories.py").write_text(HANGING_FACTORIES)
    start = time.monotonic()
    result = call_tool("probe_model", {"model": "factories.py:hangs", "batch": "factories.py:batch", "timeout_s": 5})
    elapsed = time.monotonic() - start
    assert result.is_error and "timeout" in result.content[0].text
    assert elapsed < 40
    worker, grandchild = (int(p) for p in (work / "pids").read_text().split())
    deadline = time.monotonic() + 5
    while (alive(worker) or alive(grandchild)) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not alive(worker) and not alive(grandchild)
