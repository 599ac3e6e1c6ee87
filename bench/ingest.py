"""Ingest speed and memory: `python bench/ingest.py [--sizes 10000,100000,1000000] [--no-tbparse]`.

Generates logs of each size in the main formats (free text, Hugging Face printed dicts, CSV, JSONL, a
W&B history with train and eval rows, and a TensorBoard event file) in a temporary folder, reads each
with `read_runs(path, format=...)` in a fresh subprocess (after a small warm-up read) and prints lines
(rows, scalars) per second and peak memory growth (the resident-set high-water mark, reset just before
the read, minus the resident set then) against the file size: the median of `--repeat` reads (3), with
the fastest. Linux only (/proc). The TensorBoard file of the largest size is also read by `tbparse`
(if installed) in the same way, side by side.

Targets (2 cores): >= 500k lines/s for free text and HF dicts, >= 2M rows/s for CSV and JSONL,
peak memory <= 5x the file size, TensorBoard >= 3x faster than tbparse.
"""

from __future__ import annotations

import argparse
import json
import os
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

TAGS = ("train/loss", "train/lr", "train/grad_norm", "train/accuracy")


def curves(n: int) -> dict[str, np.ndarray]:
    rng = np.random.default_rng(0)
    step = np.arange(1, n + 1)
    return {
        "step": step,
        "loss": 2.5 * np.exp(-step / (n / 4)) + 0.3 + 0.05 * rng.standard_normal(n),
        "lr": 3e-4 * np.minimum(1.0, step / 1000) * 0.5 * (1 + np.cos(np.pi * step / n)),
        "grad_norm": 1.0 + 0.3 * np.abs(rng.standard_normal(n)),
        "epoch": step / 5000,
    }


def write_freetext(path: Path, n: int) -> None:
    c = curves(n)
    lines = [f"2026-03-01 10:15:{s % 60:02d} INFO train: epoch {int(e)} step {s} loss {v:.4f} lr {lr:.3e} "
             f"grad_norm {g:.3f}\n" for s, e, v, lr, g in zip(c["step"], c["epoch"], c["loss"], c["lr"], c["grad_norm"],
                                                               strict=True)]
    path.write_text("".join(lines))


def write_hf(path: Path, n: int) -> None:
    c = curves(n)
    lines = [f"{{'loss': {v:.4f}, 'grad_norm': {g:.4f}, 'learning_rate': {lr!r}, 'epoch': {e:.4f}}}\n"
             for v, g, lr, e in zip(c["loss"], c["grad_norm"], c["lr"], c["epoch"], strict=True)]
    path.write_text("".join(lines))


def write_csv(path: Path, n: int) -> None:
    import pandas as pd

    c = curves(n)
    pd.DataFrame({"step": c["step"], "train_loss": c["loss"], "lr": c["lr"], "grad_norm": c["grad_norm"],
                  "epoch": c["epoch"]}).to_csv(path, index=False)


def write_jsonl(path: Path, n: int) -> None:
    c = curves(n)
    rows = zip(c["step"].tolist(), c["loss"].tolist(), c["lr"].tolist(), c["grad_norm"].tolist(), c["epoch"].tolist(),
               strict=True)
    path.write_text("".join(json.dumps({"step": s, "loss": v, "lr": lr, "grad_norm": g, "epoch": e}) + "\n"
                            for s, v, lr, g, e in rows))


def write_wandb(path: Path, n: int) -> None:
    """A `wandb-history.jsonl`: train rows, and every tenth row an eval row with other keys (two layouts)."""
    c = curves(n)
    rows = zip(c["step"].tolist(), c["loss"].tolist(), c["lr"].tolist(), c["grad_norm"].tolist(), strict=True)
    path.write_text("".join(
        json.dumps({"_step": s, "_runtime": s * 0.25, "_timestamp": 1.7e9 + s * 0.25, "eval/loss": v + 0.1,
                    "eval/accuracy": min(1.0, 1 / v)} if s % 10 == 0 else
                   {"_step": s, "_runtime": s * 0.25, "_timestamp": 1.7e9 + s * 0.25, "train/loss": v,
                    "train/learning_rate": lr, "train/grad_norm": g}) + "\n" for s, v, lr, g in rows))


# --- a TensorBoard writer fast enough for a million scalars (valid CRC32C, as TensorBoard checks) ----

def _crc_table() -> np.ndarray:
    table = np.arange(256, dtype=np.uint32)
    for _ in range(8):
        table = np.where(table & 1, (table >> 1) ^ np.uint32(0x82F63B78), table >> 1)
    return table.astype(np.uint32)


_TABLE = _crc_table()


def _masked_crc32c(rows: np.ndarray) -> np.ndarray:
    """Masked CRC32C of each row of an (n, length) uint8 array, all rows at once."""
    crc = np.full(rows.shape[0], 0xFFFFFFFF, dtype=np.uint32)
    for j in range(rows.shape[1]):
        crc = _TABLE[(crc ^ rows[:, j]) & 0xFF] ^ (crc >> 8)
    crc ^= np.uint32(0xFFFFFFFF)
    return (((crc >> 15) | (crc << 17)) + np.uint32(0xA282EAD8)).astype(np.uint32)


def _varint(n: int) -> bytes:
    out = bytearray()
    while n >= 0x80:
        out.append((n & 0x7F) | 0x80)
        n >>= 7
    out.append(n)
    return bytes(out)


def write_tensorboard(path: Path, n: int) -> None:
    """`n` scalars (len(TAGS) per step) laid out as torch's SummaryWriter writes them."""
    steps = n // len(TAGS)
    c = curves(steps)
    series = [c["loss"], c["lr"], c["grad_norm"], np.clip(1 - c["loss"] / 3, 0, 1)]
    payloads: list[bytes] = [b"\x09" + struct.pack("<d", 1.7e9) + b"\x1a\x0dbrain.Event:2"]
    for i in range(steps):
        head = b"\x09" + struct.pack("<d", 1.7e9 + i * 0.01) + b"\x10" + _varint(i)
        for tag, values in zip(TAGS, series, strict=True):
            value = b"\x0a" + bytes([len(tag)]) + tag.encode() + b"\x15" + struct.pack("<f", values[i])
            payloads.append(head + b"\x2a" + bytes([len(value) + 2, 0x0A, len(value)]) + value)
    lengths = np.array([len(p) for p in payloads], dtype="<u8")
    length_crc = _masked_crc32c(lengths.view(np.uint8).reshape(-1, 8))
    data_crc = np.empty(len(payloads), dtype=np.uint32)
    by_size: dict[int, list[int]] = {}
    for i, p in enumerate(payloads):
        by_size.setdefault(len(p), []).append(i)
    for size, idx in by_size.items():
        block = np.frombuffer(b"".join(payloads[i] for i in idx), dtype=np.uint8).reshape(-1, size)
        data_crc[idx] = _masked_crc32c(block)
    with path.open("wb") as fh:
        for p, ln, lc, dc in zip(payloads, lengths.tolist(), length_crc.tolist(), data_crc.tolist(), strict=True):
            fh.write(struct.pack("<QI", ln, lc) + p + struct.pack("<I", dc))


WRITERS = {"freetext": write_freetext, "hf": write_hf, "csv": write_csv, "jsonl": write_jsonl, "wandb": write_wandb,
           "tensorboard": write_tensorboard}

# Resident-set readings for the fresh interpreters of the benchmarks (bench/run.py uses them too).
PEAK_MEMORY = r"""
def status(key):
    with open("/proc/self/status") as fh:
        return next(int(line.split()[1]) * 1024 for line in fh if line.startswith(key))
def reset_peak():
    # Writing 5 to clear_refs resets the resident-set high-water mark (VmHWM) to the current size.
    with open("/proc/self/clear_refs", "w") as fh:
        fh.write("5")
"""

# Runs in a fresh interpreter: imports first, then the resident set is noted, then the read.
_CHILD = PEAK_MEMORY + r"""
import json, sys, time
which, path, fmt, warmup = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4]
if which == "tbparse":
    from tbparse import SummaryReader
    len(SummaryReader(warmup).scalars)
    reset_peak(); before = status("VmRSS"); t, cpu = time.perf_counter(), time.process_time()
    points = len(SummaryReader(path).scalars)
else:
    from traindiag.ingest import formats, read_runs
    if fmt not in formats():
        print(json.dumps({"missing": True})); raise SystemExit
    read_runs(warmup, format=fmt)  # first-use imports and caches are not the reader's cost
    reset_peak(); before = status("VmRSS"); t, cpu = time.perf_counter(), time.process_time()
    runs = read_runs(path, format=fmt)
    points = sum(len(s) for r in runs for s in r.series.values())
seconds, cpu = time.perf_counter() - t, time.process_time() - cpu
print(json.dumps({"seconds": seconds, "cpu": cpu, "peak_growth": max(0, status("VmHWM") - before),
                  "points": points}))
"""


def measure_once(which: str, path: Path, fmt: str, warmup: Path) -> dict:
    out = subprocess.run([sys.executable, "-c", _CHILD, which, str(path), fmt, str(warmup)], capture_output=True,
                         text=True, timeout=1800)
    if out.returncode != 0:
        return {"error": (out.stderr.strip().splitlines() or ["failed"])[-1]}
    return json.loads(out.stdout.strip().splitlines()[-1])


def measure(which: str, path: Path, fmt: str, warmup: Path, repeat: int = 1) -> dict:
    """The median of `repeat` reads, each in a fresh interpreter (a shared VM's wall time varies by a
    factor of two from one read to the next), with the fastest read's time as `best`."""
    reads = [measure_once(which, path, fmt, warmup) for _ in range(repeat)]
    failed = next((r for r in reads if "error" in r or r.get("missing")), None)
    if failed is not None:
        return failed
    reads.sort(key=lambda r: r["seconds"])
    return {**reads[len(reads) // 2], "best": reads[0]["seconds"]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="10000,100000,1000000", help="comma-separated line counts")
    parser.add_argument("--formats", default=",".join(WRITERS), help="comma-separated formats")
    parser.add_argument("--no-tbparse", action="store_true", help="skip the tbparse comparison")
    parser.add_argument("--repeat", type=int, default=3, help="reads per file, each in a fresh interpreter; "
                        "the median is reported (default 3)")
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    fmts = args.formats.split(",")
    load = Path("/proc/loadavg").read_text().split()[0] if Path("/proc/loadavg").exists() else "?"
    print(f"python {sys.version.split()[0]}, {os.cpu_count()} cpus, load average {load} at start")
    print(f"median of {args.repeat} reads, each in a fresh interpreter: lines/s is lines over wall seconds; "
          "best is the fastest read; cpu lines/s is over the reader's CPU seconds (all its threads)")
    print(f"{'format':12s} {'lines':>9s} {'file MB':>8s} {'seconds':>8s} {'lines/s':>11s} {'best':>11s} "
          f"{'cpu lines/s':>12s} {'peak MB':>8s} {'peak/file':>9s}")
    with tempfile.TemporaryDirectory() as tmp:
        tb_largest: tuple[Path, float, Path] | None = None
        for fmt in fmts:
            for n in sizes:
                suffix = {"csv": ".csv", "jsonl": ".jsonl", "wandb": ".jsonl", "tensorboard": ""}.get(fmt, ".log")
                name = f"events.out.tfevents.{n}.bench" if fmt == "tensorboard" else f"{fmt}_{n}{suffix}"
                path = Path(tmp) / name
                WRITERS[fmt](path, n)
                if hasattr(os, "sync"):
                    os.sync()  # the kernel's write-back of the new file must not compete with the reads
                warmup = Path(tmp) / f"warmup-{fmt}" / ("events.out.tfevents.0.w" if fmt == "tensorboard" else f"w{suffix}")
                if not warmup.exists():
                    warmup.parent.mkdir()
                    WRITERS[fmt](warmup, 200)
                size = path.stat().st_size
                r = measure("traindiag", path, fmt, warmup, args.repeat)
                if r.get("missing") or "error" in r:
                    print(f"{fmt:12s} {n:9d} {size / 1e6:8.1f} {'n/a':>8s}  {r.get('error', 'reader not installed')}")
                    continue
                print(f"{fmt:12s} {n:9d} {size / 1e6:8.1f} {r['seconds']:8.3f} {n / r['seconds']:11,.0f} "
                      f"{n / r['best']:11,.0f} {n / r['cpu']:12,.0f} {r['peak_growth'] / 1e6:8.1f} "
                      f"{r['peak_growth'] / size:9.2f}")
                if fmt == "tensorboard" and n == max(sizes):
                    tb_largest = (path, r["seconds"], warmup)
        if tb_largest is not None and not args.no_tbparse:
            path, ours, warmup = tb_largest
            r = measure("tbparse", path, "tensorboard", warmup, args.repeat)
            if "error" in r:
                print(f"tbparse: n/a ({r['error']})")
            else:
                n = max(sizes)
                print(f"{'tbparse':12s} {n:9d} {path.stat().st_size / 1e6:8.1f} {r['seconds']:8.3f} "
                      f"{n / r['seconds']:11,.0f} {n / r['best']:11,.0f} {n / r['cpu']:12,.0f} "
                      f"{r['peak_growth'] / 1e6:8.1f} {r['peak_growth'] / path.stat().st_size:9.2f}")
                print(f"TensorBoard: traindiag {ours:.2f}s vs tbparse {r['seconds']:.2f}s on the same {n:,}-scalar file: "
                      f"{r['seconds'] / ours:.1f}x faster")


if __name__ == "__main__":
    main()
