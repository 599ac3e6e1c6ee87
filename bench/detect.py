"""Detector speed: seconds per detector and in total on healthy synthetic runs of 10k, 1M and 10M steps.

Every metric (train_loss, lr, grad_norm, step_time, memory) is logged at every step, val_loss 100 times;
one-step spikes are injected so the spike path does real work. Run:

    .venv/bin/python bench/detect.py            # 10k, 1M, 10M
    .venv/bin/python bench/detect.py 10000 1000000
"""

from __future__ import annotations

import sys
import time

import pandas as pd
from traindiag.analysis import detect, signals
from traindiag.analysis.detectors import ALL, base
from traindiag.analysis.detectors.healthy import Healthy


def bench(points: int) -> None:
    t0 = time.perf_counter()
    run = signals.long_run(points)
    loss = run.series["train_loss"].to_numpy().copy()
    loss[[points // 3, 2 * points // 3]] *= 10
    run.series["train_loss"] = pd.Series(loss, index=run.series["train_loss"].index, name="train_loss")
    made = time.perf_counter() - t0
    print(f"\n{points:,} points per metric (run generated in {made:.1f}s)")
    base._CACHE.clear()
    per: dict[str, float] = {}
    for detector in ALL:
        t = time.perf_counter()
        if isinstance(detector, Healthy):
            detector.detect(run, prior=[])
        else:
            detector.detect(run)
        per[detector.symptom] = time.perf_counter() - t
    for symptom, sec in per.items():
        print(f"  {symptom:24s} {sec:7.3f}s")
    print(f"  {'sum (first pass, incl. bucketing)':34s} {sum(per.values()):7.3f}s")
    base._CACHE.clear()
    t, cpu = time.perf_counter(), time.process_time()
    findings, _ = detect(run)
    total, cpu = time.perf_counter() - t, time.process_time() - cpu
    print(f"  detect() total, cold cache        {total:7.3f}s wall, {cpu:.3f}s CPU -> {[f.symptom for f in findings]}")


if __name__ == "__main__":
    sizes = [int(a) for a in sys.argv[1:]] or [10_000, 1_000_000, 10_000_000]
    for n in sizes:
        bench(n)
