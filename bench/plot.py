"""Plot speed: seconds to draw and save a PNG of runs with 10k and 1M logged steps (target: 1M under 2 s).

Every metric (train_loss, lr, grad_norm, step_time, memory) is logged at every step, val_loss 100 times;
three one-step loss spikes are injected and the bench checks that each is still drawn at full height
after min/max downsampling. Findings are detected once beforehand (their cost is bench/detect.py's), so
the figures below are the plotting itself; the end-to-end line adds detection. Run:

    .venv/bin/python bench/plot.py                # 10k and 1M
    .venv/bin/python bench/plot.py 10000 10000000
"""

from __future__ import annotations

import os
import statistics
import sys
import time

import numpy as np
import pandas as pd
from traindiag.analysis import detect, signals
from traindiag.report.plot import plot_runs

REPEATS = 3


def long_run_with_spikes(points: int):
    run = signals.long_run(points)
    loss = run.series["train_loss"].to_numpy().copy()
    spikes = np.array([points // 4, points // 2, 3 * points // 4])
    loss[spikes] *= 8
    run.series["train_loss"] = pd.Series(loss, index=run.series["train_loss"].index, name="train_loss")
    return run, run.series["train_loss"].index.to_numpy()[spikes], loss[spikes]


def bench(points: int) -> None:
    run, spike_steps, spike_values = long_run_with_spikes(points)
    t = time.perf_counter()
    findings = [detect(run)[0]]
    detect_s = time.perf_counter() - t
    plot_runs([run], findings).png()  # warm: matplotlib import and font cache are not the plot's cost

    draw, save, total, cpu_draw, cpu_save = [], [], [], [], []
    for _ in range(REPEATS):
        t0, c0 = time.perf_counter(), time.process_time()
        plot = plot_runs([run], findings)
        t1, c1 = time.perf_counter(), time.process_time()
        png = plot.png()
        t2, c2 = time.perf_counter(), time.process_time()
        draw.append(t1 - t0)
        save.append(t2 - t1)
        total.append(t2 - t0)
        cpu_draw.append(c1 - c0)
        cpu_save.append(c2 - c1)
    med = statistics.median
    raw = next(ln for ln in plot.figure.axes[0].get_lines() if ln.get_label() == "train_loss (raw)")
    x, y = np.asarray(raw.get_xdata()), np.asarray(raw.get_ydata())
    kept = all(np.any((x == s) & (y == v)) for s, v in zip(spike_steps, spike_values, strict=True))
    s = plot.summary
    print(f"\n{points:,} points per metric, {len(s.panels)} panels, {s.width}x{s.height} px, {len(png) / 1024:.0f} KiB")
    print(f"  (medians of {REPEATS}; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores: on a busy "
          "machine wall time exceeds CPU time)")
    print(f"  draw (downsample + artists)  {med(draw):6.3f}s wall {med(cpu_draw):6.3f}s CPU")
    print(f"  save PNG                     {med(save):6.3f}s wall {med(cpu_save):6.3f}s CPU")
    cpu = med(cpu_draw) + med(cpu_save)
    print(f"  plot total                   {med(total):6.3f}s wall {cpu:6.3f}s CPU"
          f"  -> target 2 s: CPU {'met' if cpu < 2.0 else 'MISSED'}, wall {'met' if med(total) < 2.0 else 'missed'}")
    print(f"  points drawn                 {s.drawn_points:,} of {sum(s.points.values()):,}; "
          f"3 injected spikes drawn at full height: {'yes' if kept else 'NO'}")
    print(f"  marks                        {[m.label for m in s.marks]}")
    print(f"  end to end (detect + plot)   {detect_s + med(total):6.3f}s wall")


if __name__ == "__main__":
    sizes = [int(a) for a in sys.argv[1:]] or [10_000, 1_000_000]
    for n in sizes:
        bench(n)
