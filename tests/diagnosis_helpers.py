"""Small hand-built runs and findings for the diagnosis tests (no detectors involved)."""

from __future__ import annotations

import numpy as np
from traindiag.analysis.findings import Finding
from traindiag.ingest.run import Run, RunBuilder


def make_run(name: str = "run", hparams: dict | None = None, step_unit: str = "step", **series: tuple) -> Run:
    """`make_run(train_loss=(steps, values), lr=(steps, values), hparams={...})`."""
    b = RunBuilder(name, "csv", f"{name}.csv")
    for metric, (steps, values) in series.items():
        b.add(metric, steps, values, canonical=metric)
    for k, v in (hparams or {}).items():
        b.hparam(k, v)
    run = b.build()
    run.step_unit = step_unit  # type: ignore[assignment]
    return run


def finding(symptom: str, severity: str = "warning", confidence: float = 0.9, steps: tuple[int, int] | None = None,
            evidence: list[str] | None = None, run: str = "run", **facts) -> Finding:
    return Finding(symptom=symptom, severity=severity, confidence=confidence, steps=steps,
                   evidence=evidence or [f"{symptom} seen"], facts=facts, run=run, detector="test")


def power_law(steps: np.ndarray, floor: float = 1.5, scale: float = 4.0, power: float = 0.5,
              noise: float = 0.0, seed: int = 0) -> np.ndarray:
    rng = np.random.default_rng(seed)
    clean = floor + scale * (steps + 10.0) ** -power
    return clean * (1 + noise * rng.standard_normal(steps.size))


def nan_run(lr: float = 1e-2, grad_rises: bool = True, optimizer: str = "adam", **hp) -> Run:
    """Loss falls, then is NaN from step 4,120; grad_norm either climbs 50x before or stays flat."""
    steps = np.arange(0, 4200, 10)
    loss = power_law(steps, noise=0.01)
    loss[steps >= 4120] = np.nan
    gn = np.full(steps.size, 0.8)
    if grad_rises:
        gn[(steps >= 4030) & (steps < 4120)] = np.geomspace(1, 40, 9)
    gn[steps >= 4120] = np.nan
    return make_run(train_loss=(steps, loss), grad_norm=(steps, gn), lr=(steps, np.full(steps.size, lr)),
                    hparams={"optimizer": optimizer, **hp})


def nan_findings(with_exploding: bool = True) -> list[Finding]:
    out = [finding("nan_inf", "critical", 0.95, (4120, 4190), ["train_loss NaN from step 4,120"],
                   first_nan_step=4120)]
    if with_exploding:
        out.append(finding("exploding_gradients", "critical", 0.8, (4030, 4110), ["grad_norm rose 50x"]))
    return out
