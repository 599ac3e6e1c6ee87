"""Step time of small CPU training loops with and without the traindiag probe.

    .venv/bin/python bench/probe_overhead.py [--rounds 7] [--block 100] [--threads 1]

Two models: a small transformer encoder (2 layers, d_model 128, 4 heads, 64 tokens, batch 16) and an
MLP (784-512-512-10, batch 128), AdamW. Three set-ups per model, each with its own copy of the model:
no probe, the probe at its default cadence (`traindiag.probe.DEFAULT_EVERY`) and the probe at every
step. The set-ups run interleaved, one block of `--block` steps each per round, so machine load drifts
evenly over them; a block at the default cadence holds one sampled step, so its mean step time
includes the sampled step's full cost. The table shows the median over rounds of the mean step time
and the overhead against no probe.
"""

from __future__ import annotations

import argparse
import copy
import statistics
import tempfile
import time
from pathlib import Path

import torch
import traindiag.probe
from torch import nn


def transformer() -> tuple[nn.Module, torch.Tensor, torch.Tensor]:
    layer = nn.TransformerEncoderLayer(d_model=128, nhead=4, dim_feedforward=512, batch_first=True, dropout=0.0)
    model = nn.Sequential(nn.TransformerEncoder(layer, num_layers=2), nn.Flatten(), nn.Linear(128 * 64, 10))
    return model, torch.randn(16, 64, 128), torch.randint(0, 10, (16,))


def mlp() -> tuple[nn.Module, torch.Tensor, torch.Tensor]:
    model = nn.Sequential(nn.Linear(784, 512), nn.ReLU(), nn.Linear(512, 512), nn.ReLU(), nn.Linear(512, 10))
    return model, torch.randn(128, 784), torch.randint(0, 10, (128,))


class Setup:
    def __init__(self, model: nn.Module, every: int | None, folder: Path) -> None:
        self.model = model
        self.opt = torch.optim.AdamW(model.parameters(), lr=1e-4)
        self.probe = (traindiag.probe.attach(model, self.opt, path=folder / f"probe_{every}.jsonl", every=every)
                      if every else None)

    def block(self, x: torch.Tensor, y: torch.Tensor, steps: int) -> float:
        """Mean seconds per step over `steps` steps."""
        start = time.perf_counter()
        for _ in range(steps):
            loss = nn.functional.cross_entropy(self.model(x), y)
            self.opt.zero_grad(set_to_none=True)
            loss.backward()
            self.opt.step()
        return (time.perf_counter() - start) / steps


def measure(name: str, build, rounds: int, block: int) -> list[tuple[str, str, float, float]]:
    torch.manual_seed(0)
    model, x, y = build()
    with tempfile.TemporaryDirectory() as tmp:
        setups = {label: Setup(copy.deepcopy(model), every, Path(tmp)) for label, every in
                  (("no probe", None), (f"every {traindiag.probe.DEFAULT_EVERY}", traindiag.probe.DEFAULT_EVERY),
                   ("every step", 1))}
        for s in setups.values():  # warm-up: allocator, first sampled step
            s.block(x, y, 5)
        times: dict[str, list[float]] = {label: [] for label in setups}
        for _ in range(rounds):
            for label, s in setups.items():
                times[label].append(s.block(x, y, block))
        for s in setups.values():
            if s.probe is not None:
                s.probe.close()
    base = statistics.median(times["no probe"])
    return [(name, label, statistics.median(t) * 1e3, (statistics.median(t) / base - 1) * 100)
            for label, t in times.items()]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--block", type=int, default=traindiag.probe.DEFAULT_EVERY)
    parser.add_argument("--threads", type=int, default=1, help="torch CPU threads (1 keeps timings steadier)")
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    rows = measure("transformer", transformer, args.rounds, args.block) + measure("mlp", mlp, args.rounds, args.block)
    print(f"torch {torch.__version__}, {args.threads} thread(s), {args.rounds} rounds x {args.block} steps")
    print(f"{'model':<12} {'probe':<12} {'ms/step':>9} {'overhead':>9}")
    for model, label, ms, over in rows:
        print(f"{model:<12} {label:<12} {ms:>9.2f} {over:>+8.1f}%")


if __name__ == "__main__":
    main()
