"""The whole assistant path for a new user, driven by the SDK client the way Claude drives the server.

"My loss is stuck" with no file, then the log (a real CPU run of a script with a softmax fed to the
cross-entropy), the one form the server asks with the user answering it, the bug found in the script, the
fix proposed as a diff and applied with a backup, the fixed script run again, and old and new logs
compared. Every number comes from real runs made here.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from mcp import Client, types
from traindiag.interfaces.server import build_server

pytest.importorskip("torch")  # the user's script trains a small model
pytestmark = pytest.mark.anyio

SCRIPT = '''"""A small classifier on synthetic data (two classes)."""

import torch
import torch.nn as nn

torch.manual_seed(0)
X = torch.randn(2048, 20)
y = (X[:, 0] + X[:, 1] > 0).long()

model = nn.Sequential(nn.Linear(20, 64), nn.ReLU(), nn.Linear(64, 2), nn.Softmax(dim=1))
criterion = nn.CrossEntropyLoss()
optimizer = torch.optim.SGD(model.parameters(), lr=0.01)

for step in range(1, 401):
    idx = torch.randint(0, len(X), (32,))
    optimizer.zero_grad()
    loss = criterion(model(X[idx]), y[idx])
    loss.backward()
    optimizer.step()
    if step % 10 == 0:
        print(f"step {step} | loss {loss.item():.4f} | lr 0.01")
'''


def train(script: Path, log: Path) -> None:
    result = subprocess.run([sys.executable, script.name], cwd=script.parent, capture_output=True, text=True,
                            timeout=300)
    assert result.returncode == 0, result.stderr
    log.write_text(result.stdout)


def text_of(result: types.CallToolResult) -> str:
    return "\n".join(c.text for c in result.content if isinstance(c, types.TextContent))


async def test_a_user_with_a_stuck_loss_is_taken_from_the_question_to_a_checked_fix(tmp_path, monkeypatch):
    script = tmp_path / "train.py"
    script.write_text(SCRIPT)
    train(script, tmp_path / "old.log")
    monkeypatch.chdir(tmp_path)
    forms: list[dict] = []

    async def user(ctx, params: types.ElicitRequestParams) -> types.ElicitResult:
        # answers like a user who knows their settings: no weight decay, no clipping, fp32, batch 32
        forms.append(params.requested_schema)
        known = {"weight_decay": "none", "max_grad_norm": "no", "precision": "fp32", "batch_size": None,
                 "lr": "low (e.g. 1e-6)"}
        return types.ElicitResult(action="accept", content={k: known[k] for k in forms[-1]["properties"]
                                                             if known.get(k) is not None})

    async with Client(build_server(), elicitation_callback=user) as client:
        # 1. the question, no file yet: the workflow maps it to a symptom and asks for the log
        prompt = await client.get_prompt("diagnose-training", {"path_or_description": "my loss is stuck"})
        opening = prompt.messages[0].content.text
        assert "my loss is stuck" in opening and "plateau" in opening and "pasted" in opening

        # 2. the log: measured, and one short form with only what would change the ranking
        diagnosis = await client.call_tool("diagnose", {"path": "old.log"})
        report = diagnosis.structured_content
        assert not diagnosis.is_error, text_of(diagnosis)
        assert report["symptoms"][0]["id"] in {"slow_convergence", "plateau", "not_learning"}
        assert report["verdict"]["decision"] != "continue"
        assert len(forms) == 1 and 1 <= len(forms[0]["properties"]) <= 3
        assert "symptom" not in forms[0]["properties"]  # the log already shows it

        # 3. the script: the bug, its fix as a diff, applied on the user's yes with a backup kept
        lint = await client.call_tool("lint_script", {"path": "train.py", "log_path": "old.log"})
        finding = next(f for f in lint.structured_content["findings"] if f["rule"] == "softmax-before-cross-entropy")
        proposal = await client.call_tool("propose_fix", {"path": "train.py", "fix": finding["fix"]})
        diff = proposal.structured_content["diff"]
        assert "-model = nn.Sequential(" in diff and "nn.Identity()" in diff
        assert script.read_text() == SCRIPT  # proposing writes nothing
        applied = await client.call_tool("apply_fix", {"path": "train.py", "fix": finding["fix"],
                                                       "expected_sha256": proposal.structured_content["sha256"]})
        assert not applied.is_error, text_of(applied)
        assert Path(applied.structured_content["backup"]).read_text() == SCRIPT
        assert "nn.Softmax" not in script.read_text()

        # 4. the fixed script trains again, and the comparison shows the fix worked
        train(script, tmp_path / "new.log")
        comparison = await client.call_tool("compare_runs", {"paths": ["old.log", "new.log"]})
        assert not comparison.is_error, text_of(comparison)
        assert comparison.structured_content["best"] == "new.log"
        last_loss = {name: float((tmp_path / name).read_text().split()[-4]) for name in ("old.log", "new.log")}
        assert last_loss["new.log"] < 0.8 * last_loss["old.log"]
