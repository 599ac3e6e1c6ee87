"""Step time of small CPU training loops with and without the traindiag probe.

    .venv/bin/python bench/probe_overhead.py [--steps 300] [--threads 1]

Two models: a small transformer encoder (2 layers, d_model 128, 4 heads, 64 tokens, batch 16) and an
MLP (784-512-512-10, batch 128), AdamW. Three set-ups per model, each with its own copy of the model:
no probe, the probe at its default cadence (`traindiag.probe.DEFAULT_EVERY`) and the probe at every
step. They take turns step by step (the order rotating), so load on a shared machine hits all three
alike, and every step is timed. Medians keep stray slow steps out: the cost at the default cadence is
the median unsampled step (the hooks' constant cost) plus the sampled steps' extra time spread over
the cadence, against the median step without the probe.
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
        self.every = every
        self.opt = torch.optim.AdamW(model.parameters(), lr=1e-4)
        self.probe = (traindiag.probe.attach(model, self.opt, path=folder / f"probe_{every}.jsonl", every=every)
                      if every else None)
        self.times: list[float] = []

    def step(self, x: torch.Tensor, y: torch.Tensor) -> None:
        start = time.perf_counter()
        loss = nn.functional.cross_entropy(self.model(x), y)
        self.opt.zero_grad(set_to_none=True)
        loss.backward()
        self.opt.step()
        self.times.append(time.perf_counter() - start)

    def cost(self) -> float:
        """Expected seconds per step: unsampled median plus the sampled steps' extra, spread over the cadence."""
        if self.every is None or self.every == 1:
            return statistics.median(self.times)
        sampled = [t for i, t in enumerate(self.times, 1) if i == 1 or i % self.every == 0]
        plain = [t for i, t in enumerate(self.times, 1) if not (i == 1 or i % self.every == 0)]
        base = statistics.median(plain)
        return base + (statistics.median(sampled) - base) / self.every


def measure(name: str, build, steps: int) -> list[tuple[str, str, float, float]]:
    torch.manual_seed(0)
    model, x, y = build()
    with tempfile.TemporaryDirectory() as tmp:
        setups = [(label, Setup(copy.deepcopy(model), every, Path(tmp))) for label, every in
                  (("no probe", None), (f"every {traindiag.probe.DEFAULT_EVERY}", traindiag.probe.DEFAULT_EVERY),
                   ("every step", 1))]
        warm = [Setup(copy.deepcopy(model), None, Path(tmp)) for _ in range(2)]
        for _ in range(5):  # allocator and kernels warm before timing
            for w in warm:
                w.step(x, y)
        for i in range(steps):
            for k in range(len(setups)):
                setups[(i + k) % len(setups)][1].step(x, y)
        for _, s in setups:
            if s.probe is not None:
                s.probe.close()
    base = setups[0][1].cost()
    return [(name, label, s.cost() * 1e3, (s.cost() / base - 1) * 100) for label, s in setups]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=3 * traindiag.probe.DEFAULT_EVERY)
    parser.add_argument("--threads", type=int, default=1, help="torch CPU threads (1 keeps timings steadier)")
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    rows = measure("transformer", transformer, args.steps) + measure("mlp", mlp, args.steps)
    print(f"torch {torch.__version__}, {args.threads} thread(s), {args.steps} steps per set-up, interleaved")
    print(f"{'model':<12} {'probe':<12} {'ms/step':>9} {'overhead':>9}")
    for model, label, ms, over in rows:
        print(f"{model:<12} {label:<12} {ms:>9.2f} {over:>+8.1f}%")


if __name__ == "__main__":
    main()
