"""Small, realistic training logs for the MCP tests, written where a test needs them.

The runs mimic a CSVLogger-style metrics file: a loss that decays like a real run with noise, then
(for the unstable run) a gradient norm that grows for a few dozen steps before the loss turns NaN.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np


def _curve(steps: np.ndarray, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    return 2.3 * np.exp(-steps / 180.0) + 0.35 + rng.normal(0.0, 0.02, steps.size)


def write_unstable_run(path: Path) -> Path:
    """Loss falls until step 250, then grad_norm explodes and the loss is NaN from step 300."""
    steps = np.arange(0, 400, 5)
    loss = _curve(steps, 1)
    grad = 1.0 + np.random.default_rng(2).normal(0.0, 0.05, steps.size)
    blow = steps >= 250
    grad[blow] = 1.0 * 1.6 ** ((steps[blow] - 245) / 5)
    loss[blow] = loss[blow] * (1 + 0.08 * (steps[blow] - 245) / 5)
    loss[steps >= 300] = np.nan
    grad[steps >= 300] = np.nan
    lr = np.full(steps.size, 3e-3)
    _write_csv(path, steps, {"train_loss": loss, "lr": lr, "grad_norm": grad})
    return path


def write_healthy_run(path: Path) -> Path:
    steps = np.arange(0, 400, 5)
    loss = _curve(steps, 3)
    lr = 1e-3 * np.minimum(1.0, (steps + 5) / 50.0)
    grad = 0.8 + np.random.default_rng(4).normal(0.0, 0.05, steps.size)
    _write_csv(path, steps, {"train_loss": loss, "lr": lr, "grad_norm": grad})
    return path


def _write_csv(path: Path, steps: np.ndarray, columns: dict[str, np.ndarray]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    rows = ["step," + ",".join(columns)]
    for i, step in enumerate(steps):
        rows.append(f"{step}," + ",".join(f"{col[i]:.6g}" for col in columns.values()))
    path.write_text("\n".join(rows) + "\n")
