"""Live watch cost: CPU time per appended line while a log grows to 1M lines (it must stay flat).

A log in the shape of a hand-written PyTorch loop's prints (`... INFO - step 5 | loss 0.6482 | grad_norm
0.3311 | lr 5.00e-03`, as in fixtures/eval/nan_log_zero/train.log) grows in batches; the watcher polls
after each. At 10k, 100k and 1M lines it measures, over MEASURE_BATCHES batches of BATCH lines each:

- read: CPU seconds per appended line to read, parse and buffer the batch (no diagnosis);
- read+diagnose: the same with the full detectors run on every poll (the worst case: the CLI runs
  them at most every few seconds);
- and, for comparison, one full re-read of the whole file with `read_runs` (what a watcher without
  offsets would pay per poll).

    .venv/bin/python bench/watch.py                  # 10k, 100k, 1M lines
    .venv/bin/python bench/watch.py 10000 100000     # other sizes
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

import numpy as np
from traindiag.ingest import read_runs
from traindiag.watch import Watcher

BATCH = 1000
MEASURE_BATCHES = 10
GROW_BATCH = 50_000
STEP_EVERY = 5


def lines(first: int, count: int, rng: np.random.Generator) -> bytes:
    """`count` log lines from line number `first` (0-based): a decaying, noisy loss."""
    idx = np.arange(first, first + count)
    steps = (idx + 1) * STEP_EVERY
    loss = 0.3 + 2.0 * np.exp(-steps / 400_000) + 0.05 * rng.standard_normal(count)
    grad = 0.3 + 0.05 * rng.standard_normal(count)
    out = [f"2024-05-14 09:{(i // 60) % 60:02d}:{i % 60:02d},{i % 1000:03d} - __main__ - INFO - step {s} | "
           f"loss {lo:.4f} | grad_norm {g:.4f} | lr 5.00e-03\n"
           for i, s, lo, g in zip(idx.tolist(), steps.tolist(), loss.tolist(), grad.tolist(), strict=True)]
    return "".join(out).encode()


def append(path: Path, data: bytes) -> None:
    with path.open("ab") as fh:
        fh.write(data)


def measure(watcher: Watcher, path: Path, written: int, rng: np.random.Generator,
            diagnose: bool) -> tuple[float, int]:
    cpu = 0.0
    for _ in range(MEASURE_BATCHES):
        append(path, lines(written, BATCH, rng))
        written += BATCH
        t = time.process_time()
        watcher.poll(diagnose_now=diagnose)
        cpu += time.process_time() - t
    return cpu / (MEASURE_BATCHES * BATCH), written


def main(sizes: list[int]) -> None:
    rng = np.random.default_rng(0)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "train.log"
        path.write_bytes(b"2024-05-14 09:00:00,000 - __main__ - INFO - Starting training: epochs=4 "
                         b"batch_size=64 lr=0.005\n")
        watcher = Watcher(path)
        append(path, lines(0, BATCH, rng))
        written = BATCH
        watcher.poll(diagnose_now=True)  # warm-up: the first diagnosis imports the detectors
        rows = []
        for target in sizes:
            while written < target:
                n = min(GROW_BATCH, target - written)
                append(path, lines(written, n, rng))
                written += n
                watcher.poll()
            at = written
            read_only, written = measure(watcher, path, written, rng, diagnose=False)
            with_diag, written = measure(watcher, path, written, rng, diagnose=True)
            t = time.process_time()
            read_runs(path)
            reread = time.process_time() - t
            rows.append((at, read_only, with_diag, reread))
        watcher.close()
    print(f"batches of {BATCH:,} lines; CPU time per appended line (process_time)")
    print(f"{'lines in file':>14} | {'read':>12} | {'read+diagnose':>14} | {'full re-read of the file':>24}")
    for at, read_only, with_diag, reread in rows:
        print(f"{at:>14,} | {read_only * 1e6:>9.1f} us | {with_diag * 1e6:>11.1f} us | {reread:>22.2f} s")


if __name__ == "__main__":
    main([int(a) for a in sys.argv[1:]] or [10_000, 100_000, 1_000_000])
