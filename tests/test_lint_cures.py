"""End to end: a tiny CPU training script goes wrong, its log is diagnosed, lint points at the line,
the fix is applied with the tool, and the rerun is clean. Each run is a real torch process."""

from __future__ import annotations

import json
import math
import shutil
import subprocess
import sys

from traindiag.diagnosis.pipeline import diagnose_path
from traindiag.lint.api import apply_fix, lint_script

from .lint_helpers import CURES


def _train(script, log, steps: int) -> list[dict]:
    subprocess.run([sys.executable, str(script), str(log), str(steps)], check=True, timeout=240,
                   capture_output=True)
    return [json.loads(line) for line in log.read_text().splitlines()]


def _symptoms(log) -> dict[str, tuple[int, int] | None]:
    report, _runs = diagnose_path(log)
    return {s.id: s.steps for s in report.symptoms}, [c.id for c in report.causes]


def test_nan_from_log_of_probabilities_is_diagnosed_linted_fixed_and_cured(tmp_path):
    script = tmp_path / "train.py"
    shutil.copy(CURES / "nan_log_probs.py", script)
    sick = _train(script, tmp_path / "sick.jsonl", 120)
    first_nan = next(r["step"] for r in sick if math.isnan(r["loss"]))
    symptoms, causes = _symptoms(tmp_path / "sick.jsonl")
    assert symptoms["nan_inf"][0] == first_nan
    assert "numerical_instability" in causes

    report = lint_script(script, log_path=tmp_path / "sick.jsonl")
    (finding,) = report.fired("log-without-epsilon")
    assert finding.code == "loss = -(targets * torch.log(probs)).sum(dim=1).mean()"
    result = apply_fix(script, finding.fix, confirm=True)
    assert result.changed and "torch.log(probs + 1e-8)" in script.read_text()

    cured = _train(script, tmp_path / "cured.jsonl", 120)
    assert all(math.isfinite(r["loss"]) for r in cured)
    assert cured[-1]["loss"] < 0.05  # it still learns the task
    symptoms, _ = _symptoms(tmp_path / "cured.jsonl")
    assert "nan_inf" not in symptoms


def test_divergence_from_a_far_too_high_learning_rate_is_cured_by_change_lr(tmp_path):
    script = tmp_path / "train.py"
    shutil.copy(CURES / "nan_lr_too_high.py", script)
    sick = _train(script, tmp_path / "sick.jsonl", 60)
    assert any(not math.isfinite(r["loss"]) for r in sick)
    symptoms, causes = _symptoms(tmp_path / "sick.jsonl")
    assert "nan_inf" in symptoms and causes[0] == "lr_too_high"

    (finding,) = lint_script(script, log_path=tmp_path / "sick.jsonl").fired("lr-out-of-range")
    assert finding.details["suggested"] == "0.1"
    apply_fix(script, "change-lr", confirm=True)

    cured = _train(script, tmp_path / "cured.jsonl", 60)
    assert all(math.isfinite(r["loss"]) for r in cured)
    assert cured[-1]["loss"] < cured[0]["loss"] / 3
    symptoms, _ = _symptoms(tmp_path / "cured.jsonl")
    assert not {"nan_inf", "divergence"} & set(symptoms)


def test_memory_leak_from_summed_loss_tensors_is_diagnosed_fixed_and_memory_stays_flat(tmp_path):
    script = tmp_path / "train.py"
    shutil.copy(CURES / "leak_loss_sum.py", script)
    sick = _train(script, tmp_path / "sick.jsonl", 100)
    symptoms, causes = _symptoms(tmp_path / "sick.jsonl")
    assert "memory_growth" in symptoms and causes[0] == "graph_retention_leak"
    # Measured over the second half: the first steps grow any process's memory (allocator warm-up, and
    # arena jumps of ~10 MB seen in CI), a leak keeps growing after them.
    leaked_mb = sick[-1]["memory_mb"] - sick[50]["memory_mb"]
    assert leaked_mb > 40

    (finding,) = lint_script(script, log_path=tmp_path / "sick.jsonl").fired("loss-accumulated-without-item")
    assert finding.causes == ["graph_retention_leak"]
    apply_fix(script, finding.fix, confirm=True)

    cured = _train(script, tmp_path / "cured.jsonl", 100)
    grown_mb = cured[-1]["memory_mb"] - cured[50]["memory_mb"]
    assert grown_mb < leaked_mb / 3
    symptoms, _ = _symptoms(tmp_path / "cured.jsonl")
    assert "memory_growth" not in symptoms
