"""How long a full diagnosis takes (detectors + ranking + projection + report), from 5 to 10M points.

    .venv/bin/python bench/diagnose_speed.py
"""

from __future__ import annotations

import time

import numpy as np
from traindiag.diagnosis.engine import diagnose
from traindiag.ingest.run import RunBuilder
from traindiag.report.markdown import render_markdown


def synthetic(n: int, nan: bool = False):
    steps = np.arange(1, n + 1, dtype=np.int64)
    rng = np.random.default_rng(0)
    loss = 1.5 + 4 * (steps + 10.0) ** -0.5 + 0.02 * rng.standard_normal(n)
    gn = np.abs(0.8 + 0.1 * rng.standard_normal(n))
    if nan:
        loss[int(0.9 * n):] = np.nan
    b = RunBuilder(f"synthetic-{n}", "csv", "bench")
    b.add("loss", steps, loss, canonical="train_loss")
    b.add("grad_norm", steps, gn, canonical="grad_norm")
    b.add("lr", steps, np.full(n, 3e-4), canonical="lr")
    return b.build()


def main() -> None:
    print(f"{'points':>12} {'case':>8} {'seconds':>8} {'json bytes':>10} {'md chars':>9}  verdict")
    for n in (5, 1_000, 100_000, 1_000_000, 10_000_000):
        for nan in (False, True):
            run = synthetic(n, nan)
            t0 = time.perf_counter()
            report = diagnose([run])
            md = render_markdown(report)
            dt = time.perf_counter() - t0
            print(f"{n:>12,} {'nan' if nan else 'healthy':>8} {dt:>8.2f} {len(report.to_json()):>10} {len(md):>9}  "
                  f"{report.verdict.decision}")


if __name__ == "__main__":
    main()
