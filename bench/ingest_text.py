"""Lines per second and peak memory of the text-log readers on generated logs.

    .venv/bin/python bench/ingest_text.py [--lines 1000000]

Generates (in a temp folder) a free-text log (logging prefix + `epoch/step/loss/lr`), an HF Trainer log
(printed 5.x dicts with an eval dict every 50 lines), a Megatron log and a nanoGPT log, reads each with
`read_runs` (auto-detection included) and prints lines/s and the peak traced memory over the file size.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "server"))

from traindiag.ingest import read_runs  # noqa: E402


def _loss(i: int) -> float:
    return 2.0 * math.exp(-i / 200000) + 0.05 * math.sin(i * 0.37) + 0.3


def freetext(i: int) -> str:
    return (f"2026-11-21 09:{i // 60 % 60:02d}:{i % 60:02d},{i % 1000:03d} - INFO - train - epoch {i // 5000} "
            f"step {i} loss {_loss(i):.4f} lr {3e-4 * min(1, i / 2000):.3e}")


def hf(i: int) -> str:
    if i % 50 == 49:
        return f"{{'eval_loss': '{_loss(i) + 0.1:.4g}', 'eval_runtime': '1.234', 'epoch': '{i / 5000:.4g}'}}"
    return (f"{{'loss': '{_loss(i):.4g}', 'grad_norm': '{1 + 0.3 * math.sin(i):.4g}', "
            f"'learning_rate': '{5e-5 * (1 - i / 2e6):.4g}', 'epoch': '{i / 5000:.4g}'}}")


def megatron(i: int) -> str:
    return (f" iteration {i + 1:8d}/ 2000000 | consumed samples: {(i + 1) * 32:12d} | elapsed time per iteration (ms): "
            f"{500 + i % 13:.1f} | learning rate: {3e-4:.6E} | global batch size:    32 | lm loss: {_loss(i):.6E} | "
            f"loss scale: 65536.0 | grad norm: {1 + 0.1 * (i % 7):.3f} | number of skipped iterations:   0 | "
            f"number of nan iterations:   0 |")


def nanogpt(i: int) -> str:
    return f"iter {i * 10}: loss {_loss(i):.4f}, time {12.3 + i % 5 * 0.1:.2f}ms, mfu {30 + i % 3 * 0.01:.2f}%"


GENERATORS: dict[str, Callable[[int], str]] = {"freetext": freetext, "hf": hf, "megatron": megatron,
                                               "nanogpt": nanogpt}


def cpu_calibration() -> float:
    """Seconds for 10M trivial Python additions: to compare figures across machines."""
    t = time.perf_counter()
    s = 0
    for k in range(10_000_000):
        s += k
    return time.perf_counter() - t


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lines", type=int, default=1_000_000)
    parser.add_argument("--formats", default=",".join(GENERATORS))
    args = parser.parse_args()
    print(f"python loop calibration: {cpu_calibration():.2f}s for 10M additions (about 0.4s on an idle modern core)")
    with tempfile.TemporaryDirectory() as tmp:
        for fmt in args.formats.split(","):
            path = Path(tmp) / f"{fmt}.log"
            with path.open("w") as fh:
                fh.write("\n".join(GENERATORS[fmt](i) for i in range(args.lines)) + "\n")
            size = os.path.getsize(path)
            t = time.perf_counter()
            runs = read_runs(path)
            dt = time.perf_counter() - t
            del runs
            tracemalloc.start()  # a second, traced read: tracing slows allocation, so it is not timed
            runs = read_runs(path)
            _, peak = tracemalloc.get_traced_memory()
            tracemalloc.stop()
            points = sum(len(s) for r in runs for s in r.series.values())
            print(f"{fmt:9s} detected={runs[0].format:9s} {args.lines:>9,} lines {size / 1e6:7.1f} MB  "
                  f"{dt:6.2f}s  {args.lines / dt / 1e3:8.0f}k lines/s  peak {peak / size:4.1f}x file  {points:,} points")


if __name__ == "__main__":
    main()
